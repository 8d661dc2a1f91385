import Swatch
import SwatchDiagnostics
import SwatchModel

/// How a foreground that nothing pairs would fare on a background the
/// DM-unpaired fix-it may propose: measured as the contrast rules would
/// measure the pair once made (every stack below the background, every
/// state both are known in, each state's minimum and aim).
struct BackgroundFit {
    /// Whether it reaches every state's minimum there (no error once paired).
    var reachesMinima = true
    /// The states it falls short in, of the minimum when any, else of the aim.
    private var failing: [(state: Appearance, contrast: Double, target: ContrastTarget)] = []

    /// The worst shortfall in words ("reaches 2.10:1 < 4.5:1 (the minimum for
    /// small text) in every dark state"), the minimum's before the aim's; nil
    /// when it reaches every target. Written when asked: most candidates a
    /// foreground fails on are passed over unsaid.
    var shortfall: String? {
        let kind = reachesMinima ? "aim" : "minimum"
        guard let worst = failing.min(by: { $0.contrast < $1.contrast }) else { return nil }
        let goal = kind == "aim" ? worst.target.aim! : worst.target.minimum
        let states = AppearanceSet(
            states: failing.filter { (kind == "aim" ? $0.target.aim! : $0.target.minimum) == goal }.map(\.state))
        return
            "it reaches \(ContrastRules.ratio(worst.contrast)) < \(ContrastRules.target(goal)) (the \(kind) for \(worst.target.purpose)) in \(states.description)"
    }

    init(_ color: ResolvedColor, on background: String, in theme: ResolvedTheme, metric: some ContrastMetric) {
        let stacks = LayerStack.stacks(
            under: Located(background, at: color.source?.role.range ?? SourceRange(file: "", start: .start)),
            visited: [color.name], color: { theme.color(named: $0) }, material: { theme.material(named: $0) })
        // A material alone is vibrancy's business, not a pair's.
        let pairs = stacks.filter { !$0.colors.isEmpty }
        guard !pairs.isEmpty else {
            reachesMinima = false
            return
        }
        var belowMinimum: [(state: Appearance, contrast: Double, target: ContrastTarget)] = []
        var belowAim: [(state: Appearance, contrast: Double, target: ContrastTarget)] = []
        for stack in pairs {
            let unknown = stack.colors.reduce(color.unknownStates) { $0 | $1.unknownStates }
            // Most colors hold one value in several states: a pair of values
            // measured in one state is not measured again in the next (the
            // measure depends on the state only through a material).
            var measured: [(foreground: Color, layers: [Color], contrast: Double)] = []
            for state in Appearance.all where unknown & (1 << state.index) == 0 {
                guard let target = ContrastTargets.target(for: color, in: state, theme: theme) else { continue }
                let contrast: Double
                if stack.material == nil {
                    let foreground = color[state]
                    let layers = stack.colors.map { $0[state] }
                    if let known = measured.first(where: { $0.foreground == foreground && $0.layers == layers }) {
                        contrast = known.contrast
                    } else {
                        contrast = ContrastPairs.measure(foreground, on: stack, in: state, metric: metric).contrast
                        measured.append((foreground, layers, contrast))
                    }
                } else {
                    contrast = ContrastPairs.measure(color[state], on: stack, in: state, metric: metric).contrast
                }
                if contrast < target.minimum {
                    belowMinimum.append((state, contrast, target))
                } else if let aim = target.aim, contrast < aim {
                    belowAim.append((state, contrast, target))
                }
            }
        }
        reachesMinima = belowMinimum.isEmpty
        failing = belowMinimum.isEmpty ? belowAim : belowMinimum
    }
}
