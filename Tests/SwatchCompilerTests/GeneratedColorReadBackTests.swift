import Foundation
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import Testing

@testable import Swatch
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// What the runtime makes of each color's generated Swift is the table the
/// compiler resolved, in all 16 states: the hex pair as `ThemeColor`'s hex
/// initializer reads it, the string of states as `ColorTable(states:)` reads
/// it after swiftc strips a multi-line literal's indentation.
@Suite struct GeneratedColorReadBackTests {
    /// The good fixtures, and a theme of every kind of value in every form.
    static func themes() throws -> [ThemeSource] {
        let kinds = """
            swatch: 1
            colors:
              pair: { role: label, light: "#1D1D1F", dark: "#F5F5F7" }
              wide: { role: label, light: "oklch(0.5 0.2 30)", dark: "color(display-p3 0.9 0.2 0.1)" }
              veil: { role: fill, light: "#0A66C21F", dark: "color(srgb 0.1 0.2 0.3 / 0.123)" }
              card:
                role: background
                light: "#FFFFFF"
                dark: { base: "oklch(0.2 0.01 250)", elevated: "#2C2C2E" }
                increasedContrast: { light: "#F0F0F0", dark: "#000000" }
            """
        var sources = [ThemeSource(path: "Kinds.theme.yaml", text: kinds)]
        let system = FixtureCorpus.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Themes/System.theme.yaml")
        for file in FixtureCorpus.files(in: "good") + [system] {
            sources.append(ThemeSource(path: file.path, bytes: Array(try Data(contentsOf: file))))
        }
        return sources
    }

    @Test func everyGeneratedColorReadsBackAsItsResolvedTable() throws {
        var checked = 0
        for source in try Self.themes() {
            let result = ThemeCompiler().compile(source)
            let swift = try #require(result.swift, "\(source.path): \(result.diagnostics.map(\.message))")
            let theme = try #require(result.theme)
            let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
            for color in theme.colors {
                let head = " static let \(color.swiftName) = "
                let start = try #require(lines.firstIndex { $0.contains(head) }, "\(color.name)")
                let table: ColorTable
                if lines[start].hasSuffix(")") {
                    // `("name", 0xLIGHT, 0xDARK)`
                    let values = lines[start].split(separator: ",").suffix(2)
                        .map {
                            $0.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: ")")))
                        }
                    let light = try #require(UInt32(values[0].dropFirst(2), radix: 16), "\(lines[start])")
                    let dark = try #require(UInt32(values[1].dropFirst(2), radix: 16), "\(lines[start])")
                    table = ThemeColor<Label>("", light, dark).table
                } else {
                    let open = try #require(
                        lines[start...].firstIndex { $0.hasSuffix("states: \"\"\"") }, "\(color.name)")
                    let close = try #require(lines[(open + 1)...].firstIndex { $0.hasSuffix("\"\"\"") })
                    let indent = lines[close].prefix { $0 == " " }.count
                    let text = lines[(open + 1)..<close].map { $0.dropFirst(indent) }.joined(separator: "\n")
                    table = ColorTable(stateText: text)
                }
                for state in Appearance.all {
                    #expect(table[state] == color.table[state], "\(source.path): \(color.name) in \(state)")
                }
                checked += 1
            }
        }
        #expect(checked > 70)
    }
}
