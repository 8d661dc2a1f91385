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
/// from a fixed list of seeds so that CI runs the same themes every time:
/// in every dark elevated state each background is lighter than its base
/// by ``ElevationDepth/step`` (or DM-depth says so at its `auto`), and every
/// pair drawn on it meets its minimum (or an error is located at the `auto`
/// or at the foreground's value). A failure prints its seed;
/// `SeededGenerator(state: seed)` with ``DerivePropertyTests/drawTheme(using:)`` replays it.
@Suite struct DepthPropertyTests {
    static let seeds: [UInt64] = Array(1...120)

    /// On even seeds the foregrounds write their dark value (no `auto`): a
    /// foreground that is `auto` on the background is derived after it and
    /// never holds it back, so only written ones make the depth cost an aim.
    static func written(_ yaml: String, seed: UInt64) -> String {
        guard seed % 2 == 0 else { return yaml }
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

    @Test func everyElevatedAutoKeepsTheDepthAndTheMinimumsOrSaysWhereNot() {
        for seed in Self.seeds {
            var generator = SeededGenerator(state: seed)
            let spec = Self.written(DerivePropertyTests.drawTheme(using: &generator).yaml, seed: seed)
            let result = ThemeCompiler().check(ThemeSource(path: "P.theme.yaml", text: spec))
            guard let theme = result.theme else {
                Issue.record("seed \(seed): no theme: \(result.diagnostics.map(\.message))\n\(spec)")
                continue
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
                        "seed \(seed): '\(color.name)' in \(elevated): \(color[elevated].hex) over \(color[base].hex)\n\(spec)"
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
                        "seed \(seed): \(pair.foreground.name) on \(pair.backing.description) in \(cell.state): \(cell.measurement.contrast), no located error\n\(spec)"
                    )
                }
            }
        }
    }
}
