import Foundation
import Swatch
import SwatchModel
import SwatchPipeline
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchReport
@testable import SwatchTestSupport

/// The CSS export and the report, read back by a real browser: headless
/// Chromium. Fails, with the command to install it, when Chromium is missing.
@Suite(.tags(.integration), .serialized) struct ChromiumTests {
    /// A page that draws every color at both levels and every material, and
    /// writes what Chromium computed for each into the DOM.
    static func page(css: String, theme: ExportModel) -> String {
        let prefix = "--" + ExportNames.kebab(theme.namespace) + "-"
        func samples(_ level: String) -> String {
            theme.colors
                .map {
                    "<p data-level=\"\(level)\" data-name=\"\($0.name)\" style=\"color: var(\(prefix)\(ExportNames.kebab($0.name)))\">x</p>"
                }
                .joined()
        }
        let materials = theme.materials
            .map {
                "<p data-level=\"material\" data-name=\"\($0.name)\" style=\"color: var(\(prefix)\(ExportNames.kebab($0.name)))\">x</p>"
            }
            .joined()
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><style>\(css)</style></head><body>
            <div>\(samples("base"))</div><div data-swatch-level="elevated">\(samples("elevated"))\
            <div data-swatch-level="base">\(samples("nested-base"))</div></div>\(materials)
            <pre id="out"></pre><script>
            const lines = [];
            lines.push('media dark=' + matchMedia('(prefers-color-scheme: dark)').matches
              + ' more=' + matchMedia('(prefers-contrast: more)').matches
              + ' reduced=' + matchMedia('(prefers-reduced-transparency: reduce)').matches);
            for (const p of document.querySelectorAll('[data-name]'))
              lines.push(p.dataset.level + ' ' + p.dataset.name + ' ' + getComputedStyle(p).color);
            document.getElementById('out').textContent = lines.join('\\n');
            </script></body></html>
            """
    }

    /// `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)` or `color(display-p3 r g b / a)` as numbers.
    static func components(_ text: String) -> (space: String, values: [Double]) {
        let space = text.hasPrefix("color(display-p3") ? "display-p3" : "srgb"
        let body = text.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
        let values = body.replacingOccurrences(of: "display-p3", with: "")
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).compactMap { Double($0) }
        return (space, values)
    }

    /// Whether Chromium's computed color is the color Swatch resolved.
    static func agrees(_ computed: String, with color: Color) -> Bool {
        let (space, values) = components(computed)
        let alpha = values.count == 4 ? values[3] : 1
        guard abs(alpha - color.alpha) <= 0.002 else { return false }
        if space == "display-p3" {
            let p3 = DisplayP3(color)
            return zip(values, [p3.red, p3.green, p3.blue]).allSatisfy { abs($0 - $1) < 1e-4 }
        }
        let bytes = color.rgba8
        return values.prefix(3).map { Int($0) } == [Int(bytes.red), Int(bytes.green), Int(bytes.blue)]
    }

    @Test(arguments: ExportSupport.themes)
    func cssGivesSwatchesColorsUnderEveryEmulatedPreference(url: URL) throws {
        let (theme, _) = try ExportSupport.resolve(url)
        let model = ExportModel(theme)
        let css = CSSExporter.export(model, sourceFileName: url.lastPathComponent)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("page.html")
        try Data(Self.page(css: css, theme: model).utf8).write(to: file)
        var checked = 0
        for preferences in Chromium.Preferences.all {
            let dom = try Chromium.dumpDOM(of: file, preferences: preferences)
            let out = try #require(dom.range(of: "<pre id=\"out\">").map { dom[$0.upperBound...].prefix { $0 != "<" } })
            let lines = out.split(separator: "\n").map(String.init)
            #expect(
                lines.first
                    == "media dark=\(preferences.dark) more=\(preferences.moreContrast) reduced=\(preferences.reducedTransparency)",
                "Chromium did not apply the emulated preferences")
            let state = { (level: Appearance.Level) in
                Appearance(
                    colorScheme: preferences.dark ? .dark : .light, level: level,
                    contrast: preferences.moreContrast ? .increased : .standard,
                    transparency: preferences.reducedTransparency ? .reduced : .standard)
            }
            for line in lines.dropFirst() {
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                let (level, name, computed) = (parts[0], parts[1], parts[2])
                let expected: Color
                if level == "material" {
                    let material = try #require(model.materials.first { $0.name == name })
                    expected = material.material.model(in: state(.base)).tintLayer
                } else {
                    let color = try #require(theme.color(named: name))
                    expected = color.table[state(level == "elevated" ? .elevated : .base)]
                }
                #expect(
                    Self.agrees(computed, with: expected),
                    "\(preferences) \(level) \(name): Chromium computed \(computed), Swatch resolved \(expected.css)")
                checked += 1
            }
        }
        #expect(checked == Chromium.Preferences.all.count * (model.colors.count * 3 + model.materials.count))
    }

    @Test func reportShowsTheCheckersFiguresInChromium() throws {
        for url in ExportSupport.themes {
            let (theme, result) = try ExportSupport.resolve(url)
            let html = ReportRenderer(
                theme: theme, diagnostics: result.diagnostics, sourceFileName: url.lastPathComponent
            )
            .render()
            #expect(!html.contains("<script"), "the report needs no script")
            #expect(
                !html.contains("http://") && !html.contains("https://") && !html.contains("url("),
                "the report needs no network")
            let folder = ExportSupport.repository.appendingPathComponent(".build/report-screenshots")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("\(theme.namespace).html")
            try Data(html.utf8).write(to: file)
            let png = folder.appendingPathComponent("\(theme.namespace).png")
            try? FileManager.default.removeItem(at: png)
            try Chromium.screenshot(of: file, to: png, width: 1800, height: 2400)
            let bytes = try Data(contentsOf: png)
            #expect(
                bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 50_000, "the screenshot is a real picture"
            )

            let dom = try Chromium.dumpDOM(of: file)
            // Every swatch: the color's hex in each of the 16 states.
            for color in theme.colors {
                for state in Appearance.all {
                    #expect(
                        dom.contains("data-state=\"\(state.index)\" data-hex=\"\(color.table[state].hex)\""),
                        "\(color.name) \(state)")
                }
            }
            // Every pair's ratio per state, as the checker measures it.
            let rows = dom.components(separatedBy: "<tr data-pair=").dropFirst()
                .map { $0.components(separatedBy: "</tr>")[0] }
            var failing = Set<String>()
            var shortOfAim = Set<String>()
            var cells = 0
            for row in rows {
                let foreground = try #require(Self.attribute("data-foreground", in: row))
                let color = try #require(theme.color(named: foreground))
                for cell in row.components(separatedBy: "<td class=\"").dropFirst() where cell.contains("data-ratio") {
                    let index = try #require(Self.attribute("data-state", in: cell).flatMap(Int.init))
                    let state = Appearance(index: index)
                    let pair = try #require(
                        MeasuredPairs.all(in: theme)
                            .first { pair in
                                row.hasPrefix(
                                    "\"'\(pair.foreground.name)' on \(pair.backing.description)\(pair.context.map { " \($0)" } ?? "")\""
                                )
                            })
                    let measured = ContrastPairs.measure(
                        color.table[state], on: pair.backing, in: state, metric: WCAGContrast())
                    #expect(Self.attribute("data-ratio", in: cell) == ContrastRules.ratio(measured.contrast))
                    let target = try #require(ContrastTargets.target(for: color, in: state, theme: theme))
                    #expect(Self.attribute("data-minimum", in: cell) == ContrastRules.target(target.minimum))
                    let verdict = Self.attribute("data-verdict", in: cell)
                    if verdict == "fail" { failing.insert(foreground) }
                    if verdict == "aim" { shortOfAim.insert(foreground) }
                    cells += 1
                }
            }
            #expect(cells > 0)
            // Pass and fail agree with the checker's diagnostics.
            let contrastRules: Set<RuleID> = [.dmContrast, .shElevated]
            let errors = Set(
                result.diagnostics.filter { contrastRules.contains($0.rule) && $0.severity == .error }
                    .compactMap(\.subject))
            let warnings = Set(
                result.diagnostics.filter { contrastRules.contains($0.rule) && $0.severity == .warning }
                    .compactMap(\.subject))
            #expect(failing == errors)
            #expect(shortOfAim == warnings)
            if theme.namespace == "Wide" { #expect(!warnings.isEmpty, "the Wide theme is there to show an aim missed") }
        }
    }

    static func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: "\(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }
}
