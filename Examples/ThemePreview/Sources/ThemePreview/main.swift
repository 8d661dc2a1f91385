import Swatch
import SwatchDesktop

#if canImport(Glibc)
import Glibc
#endif

// ThemePreview: a theme author's quick look at Preview.theme.yaml (compiled
// into `Preview` by SwatchPlugin) and the system palette, as 24-bit color in
// the terminal, light and dark side by side.

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let message):
    var text = "ThemePreview: error: \(message.text)\n\n\(Options.usage)\n"
    // Straight to the descriptor: Glibc's `stderr` is a mutable global, which
    // strict concurrency refuses.
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

// What `Appearance.system()` returns, with where each trait was read.
let current = SystemAppearanceDetector.live.detect()
let grid = Columns(appearances: options.appearances, current: current.appearance, nameWidth: 32, cellWidth: 35)

var lines = [
    "Preview.theme.yaml and the system palette at the \(grid.sharedTraits).",
    "Contrast is WCAG 2.x: AAA ≥ 7:1, AA ≥ 4.5:1, AA large ≥ 3:1.",
    "Current appearance: \(current)"
        + (options.appearances.contains(current.appearance) ? "." : ", not shown (--appearance sets the traits)."),
]
lines += colorSection("COLORS", Preview.allColors, in: grid)
// What each section shows comes from the generated API: the surfaces with
// their backgrounds and content, the material with its vibrancy bindings.
lines += textSection([Preview.Surfaces.mainWindow.surface, Preview.Surfaces.card.surface], in: grid)
lines += materialSection(
    Preview.Materials.sidebarGlass.material, bindings: Preview.Materials.sidebarGlass.bindings, in: grid)
lines += sheetSection(Preview.Surfaces.settingsSheet.surface, over: Preview.Surfaces.mainWindow.surface, in: grid)
lines += colorSection("SYSTEM PALETTE", System.allColors, in: grid)
print(lines.joined(separator: "\n"))
