import Swatch
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Random themes whose backgrounds write `elevated: auto` (and
/// `increasedContrast: auto`), drawn as ``DerivePropertyTests`` draws them,
/// from ``PropertySeeds`` (fixed in CI, one replayed by `SWATCH_SEED`):
/// in every dark elevated state each background is lighter than its base
/// by ``ElevationDepth/step`` (or DM-depth says so at its `auto`), and every
/// pair drawn on it meets its minimum (or an error is located at the `auto`
/// or at the foreground's value). A failure prints its seed and the command
/// that replays it.
@Suite struct DepthPropertyTests {
    /// Half the themes have foregrounds that write their dark value (no
    /// `auto`): a foreground that is `auto` on the background is derived
    /// after it and never holds it back, so only written ones make the depth
    /// cost an aim.
    static func drawTheme(using generator: inout SeededGenerator) -> String {
        let writes = Bool.random(using: &generator)
        let yaml = DerivePropertyTests.drawTheme(using: &generator).yaml
        return writes ? written(yaml) : yaml
    }

    static func written(_ yaml: String) -> String {
        var lines: [Substring] = []
        var inForeground = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  ") && !line.hasPrefix("   ") { inForeground = line.hasPrefix("  fg") }
            guard inForeground else {
                lines.append(line)
                continue
            }
            if line == "    increasedContrast: auto" { continue }
            if line.hasPrefix("    dark: { base: "), let end = line.firstIndex(of: ",") {
                lines.append("    dark: " + line[line.index(line.startIndex, offsetBy: 18)..<end])
                continue
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    @Test func everyElevatedAutoKeepsTheDepthAndTheMinimumsOrSaysWhereNot() async {
        await PropertySeeds.check(count: 120, draw: Self.drawTheme(using:)) { spec in
            let result = ThemeCompiler().check(ThemeSource(path: "P.theme.yaml", text: spec))
            guard let theme = result.theme else {
                Issue.record("no theme: \(result.diagnostics.map(\.message))")
                return
            }
            let depthAt = Set(result.diagnostics.filter { $0.rule == .dmDepth }.map(\.range))
            let softWhiteOf = Set(result.diagnostics.filter { $0.rule == .dmSoftWhite }.compactMap(\.subject))
            let errorsAt = Set(result.diagnostics.filter { $0.severity == .error }.map(\.range))
            for color in theme.colors where color.role == .background {
                guard let source = color.source else { continue }
                for (base, elevated) in ElevationDepth.levels {
                    let place = source.value(in: elevated).range
                    // Only a base within the step of white leaves no lighter
                    // value: then, and only then, a finding says so at the
                    // `auto` (DM-depth, or the error of a minimum no value
                    // reaches), or DM-soft-white at a base that is pure white.
                    let noRoom = ElevationDepth.floor(over: color[base]) > 1
                    let said =
                        depthAt.contains(place) || errorsAt.contains(place)
                        || (color[base] == .white && softWhiteOf.contains(color.name))
                    #expect(
                        ElevationDepth.keepsDepth(color[elevated], over: color[base]) || (noRoom && said),
                        "'\(color.name)' in \(elevated): \(color[elevated].hex) over \(color[base].hex)"
                    )
                }
            }
            for pair in MeasuredPairs.all(in: theme) {
                guard let source = pair.foreground.source else { continue }
                for cell in pair.cells where cell.state.colorScheme == .dark && cell.state.level == .elevated {
                    let derivedLayers = pair.backing.colors.filter {
                        $0.role == .background && $0.source?.derived.contains(cell.state) == true
                    }
                    guard !derivedLayers.isEmpty, cell.verdict == .fail else { continue }
                    let located =
                        errorsAt.contains(source.value(in: cell.state).range)
                        || derivedLayers.contains { layer in
                            layer.source.map { errorsAt.contains($0.value(in: cell.state).range) } ?? false
                        }
                    #expect(
                        located,
                        "\(pair.foreground.name) on \(pair.backing.description) in \(cell.state): \(cell.measurement.contrast), no located error"
                    )
                }
            }
        }
    }
}
