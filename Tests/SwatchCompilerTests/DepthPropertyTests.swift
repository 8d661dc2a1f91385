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

    @Test func everyElevatedAutoKeepsTheDepthAndTheMinimumsOrSaysWhereNot() {
        for seed in Self.seeds {
            var generator = SeededGenerator(state: seed)
            let spec = DerivePropertyTests.drawTheme(using: &generator)
            let result = ThemeCompiler().check(ThemeSource(path: "P.theme.yaml", text: spec.yaml))
            guard let theme = result.theme else {
                Issue.record("seed \(seed): no theme: \(result.diagnostics.map(\.message))\n\(spec)")
                continue
            }
            let depthAt = Set(result.diagnostics.filter { $0.rule == .dmDepth }.map(\.range))
            let errorsAt = Set(result.diagnostics.filter { $0.severity == .error }.map(\.range))
            for color in theme.colors where color.role == .background {
                guard let source = color.source else { continue }
                for (base, elevated) in ElevationDepth.levels {
                    let place = source.value(in: elevated).range
                    #expect(
                        ElevationDepth.keepsDepth(color[elevated], over: color[base]) || depthAt.contains(place),
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
