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
    /// foreground fails on are passed over unsaid; its states' words are
    /// `backgrounds`' to keep.
    func shortfall(_ backgrounds: inout Backgrounds) -> String? {
        let kind = reachesMinima ? "aim" : "minimum"
        guard let worst = failing.min(by: { $0.contrast < $1.contrast }) else { return nil }
        let goal = kind == "aim" ? worst.target.aim! : worst.target.minimum
        let states = failing.filter { (kind == "aim" ? $0.target.aim! : $0.target.minimum) == goal }.map(\.state)
        return
            "it reaches \(ContrastRules.ratio(worst.contrast)) < \(ContrastRules.target(goal)) (the \(kind) for \(worst.target.purpose)) in \(backgrounds.words(for: states))"
    }

    /// The contrast targets of `color` in each state, by its index: what
    /// every candidate background of one foreground is measured against.
    static func targets(of color: ResolvedColor, in theme: ResolvedTheme) -> [ContrastTarget?] {
        Appearance.all.map { ContrastTargets.target(for: color, in: $0, theme: theme) }
    }

    /// The fit of `color` on a background, whose `stacks` are those below it
    /// (``Backgrounds/stacks(under:for:)``), against `targets` (``targets(of:in:)``).
    /// With `untilShortOfMinimum`, the states stop at the first that falls
    /// short of its minimum: the fit is then only asked whether it reaches
    /// the minima, not what it reaches.
    init(
        _ color: ResolvedColor, on stacks: [LayerStack], targets: [ContrastTarget?], metric: some ContrastMetric,
        memo: inout LayerContrastMemo, untilShortOfMinimum: Bool = false
    ) {
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
            for state in Appearance.all where unknown & (1 << state.index) == 0 {
                guard let target = targets[state.index] else { continue }
                let contrast =
                    stack.material == nil
                    ? memo.contrast(of: color[state], on: stack, in: state, metric: metric)
                    : ContrastPairs.measure(color[state], on: stack, in: state, metric: metric).contrast
                if contrast < target.minimum {
                    belowMinimum.append((state, contrast, target))
                    if untilShortOfMinimum {
                        reachesMinima = false
                        failing = belowMinimum
                        return
                    }
                } else if let aim = target.aim, contrast < aim {
                    belowAim.append((state, contrast, target))
                }
            }
        }
        reachesMinima = belowMinimum.isEmpty
        failing = belowMinimum.isEmpty ? belowAim : belowMinimum
    }
}
