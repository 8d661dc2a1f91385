import Foundation
import Swatch

// Every color of the theme in all 16 appearance states, one row per state,
// then the file of each image for light and for dark, found in the bundle.
// `Acme` is generated at build time from Acme.theme.yaml by SwatchPlugin.
//
// `AcmeApp ocean` or `AcmeApp forest` shows a brand instead: Ocean.theme.yaml
// and Forest.theme.yaml extend Acme, and `Acme.Theme` holds Acme or either
// brand, so the table reads its colors through one value chosen at run time.

/// One line of the table: each cell padded to its column's width.
func row(_ cells: [String], widths: [Int]) -> String {
    var line = zip(cells, widths).map { $0 + String(repeating: " ", count: max($1 - $0.count, 0)) }.joined()
    while line.last == " " { line.removeLast() }
    return line
}

let requested = CommandLine.arguments.dropFirst().first ?? "acme"
guard let theme = Acme.Theme.all.first(where: { $0.name.lowercased() == requested.lowercased() })?.theme else {
    let names = Acme.Theme.all.map { $0.name.lowercased() }.joined(separator: ", ")
    FileHandle.standardError.write(Data("AcmeApp: no brand '\(requested)'; choose one of \(names)\n".utf8))
    exit(2)
}

// Two spaces between columns; a hex cell is at most 9 characters (#RRGGBBAA).
let widths = ([Appearance.all.map(\.description.count).max()!] + theme.allColors.map { max($0.name.count, 9) })
    .map { $0 + 2 }
print(row(["appearance"] + theme.allColors.map(\.name), widths: widths))
for appearance in Appearance.all {
    let cells = theme.allColors.map { $0.resolved(in: appearance).hex }
    print(row([appearance.description] + cells, widths: widths))
}

// The generated paths are relative to the theme's folder; `.copy("Images")`
// puts that folder at the root of the bundle, so they join its resource URL.
// (On Linux `Bundle.module` is the `AcmeApp_AcmeApp.resources` folder next
// to the executable, and its resourceURL is that folder.)
let resources = Bundle.module.resourceURL ?? Bundle.module.bundleURL
var missing = false
print()
for image in Acme.Images.all {
    print("\(image.name): \(image.alt ?? "decorative")")
    for (name, appearance) in [("light", Appearance.light), ("dark", Appearance.dark)] {
        guard let path = image.path(for: appearance, scale: 2) else {
            print("  \(name) @2x: no file")
            missing = true
            continue
        }
        let found = FileManager.default.fileExists(atPath: resources.appendingPathComponent(path).path)
        missing = missing || !found
        print("  \(name) @2x: \(path) (\(found ? "in the bundle" : "missing from the bundle"))")
    }
}

// The theme's material and sheet, as the generated accessors give them: each
// color bound to the material with its vibrancy, as drawn on it in dark; the
// sheet's detents, grabber, and background at the level its content takes.
let glass = Acme.Materials.sidebarGlass
print()
print("\(glass.material.name): \(glass.material.material.identifier)")
for binding in glass.bindings {
    print("  \(binding.color.name): \(binding.style.rawValue) vibrancy, \(binding.resolved(in: .dark).hex) in dark")
}
let settings = Acme.Surfaces.settingsSheet.surface
if let sheet = settings.sheet, let background = settings.backgroundColor(in: .dark) {
    let detents = sheet.restingDetents.map { "\($0)" }.joined(separator: ", ")
    print(
        "\(settings.name): \(settings.kind.rawValue), detents \(detents), grabber \(sheet.showsGrabber ? "shown" : "hidden")"
    )
    // The sheet's colors are bound to it: resolved in the window's
    // appearance, they give the sheet's elevated level.
    let headline = Acme.Surfaces.settingsSheet.headline.resolved(in: .dark)
    print("  in a dark window: headline \(headline.hex) on background \(background.hex)")
}
if missing { exit(1) }
