import Swatch

/// DM-contrast and SH-elevated: every foreground against what it is drawn
/// on, in every appearance state, against its target.
struct ContrastRules {
    var theme: ResolvedTheme
    var metric: any ContrastMetric

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for color in theme.colors where color.declaration?.exemption == nil {
            // Content directly on a material is vibrant or MAT-vibrant-only's
            // business; content on a layer that sits on a material is judged
            // here, over the material's worst backdrop.
            for backing in ContrastPairs.backings(of: color, in: theme) where !backing.colors.isEmpty {
                diagnostics += judge(color, on: backing, states: Appearance.all, rule: .dmContrast, context: nil)
            }
        }
        for surface in theme.surfaces {
            // Content on a material is vibrant: the material rules judge it.
            guard case .color = surface.background else { continue }
            let kind = surface.kind
            let states = Array(Set(Appearance.all.map(kind.appearance(for:)))).sorted { $0.index < $1.index }
            let rule: RuleID = kind.level == .elevated ? .shElevated : .dmContrast
            for (color, range) in surface.contentColors where color.declaration?.exemption == nil {
                // The surface's own background is skipped when the color is it.
                for backing in surface.backgroundStacks where !backing.colors.contains(where: { $0.name == color.name }) {
                    var located = backing
                    located.entry = Located(color.name, at: range)
                    diagnostics += judge(
                        color, on: located, states: states, rule: rule, context: "in \(kind.rawValue) '\(surface.name)'")
                }
            }
        }
        return diagnostics
    }

    /// One diagnostic for the pair at most: an error for the states below the
    /// minimum, else a warning for those below the aim.
    private func judge(
        _ color: ResolvedColor, on backing: Backing, states: [Appearance], rule: RuleID, context: String?
    ) -> [Diagnostic] {
        var belowMinimum: [(Appearance, ContrastMeasurement, ContrastTarget)] = []
        var belowAim: [(Appearance, ContrastMeasurement, ContrastTarget)] = []
        for state in states {
            guard let target = ContrastTargets.target(for: color, in: state, theme: theme) else { return [] }
            let measurement = ContrastPairs.measure(color.table[state], on: backing, in: state, metric: metric)
            if measurement.contrast < target.minimum {
                belowMinimum.append((state, measurement, target))
            } else if let aim = target.aim, measurement.contrast < aim {
                belowAim.append((state, measurement, target))
            }
        }
        let isError = !belowMinimum.isEmpty
        let failing = isError ? belowMinimum : belowAim
        // States can miss different aims (7:1 with Increase Contrast, 4.5:1
        // without); each group gets its own finding, so every figure in a
        // message is compared with the goal it missed.
        let groups = Dictionary(grouping: failing) { isError ? $0.2.minimum : $0.2.aim! }
        return groups.keys.sorted().map { goal in
            finding(color, on: backing, failing: groups[goal]!, goal: goal, isError: isError, rule: rule, context: context)
        }
    }

    private func finding(
        _ color: ResolvedColor, on backing: Backing, failing: [(Appearance, ContrastMeasurement, ContrastTarget)],
        goal: Double, isError: Bool, rule: RuleID, context: String?
    ) -> Diagnostic {
        let worst = failing.min(by: { $0.1.contrast < $1.1.contrast })!
        let kind = isError ? "minimum" : "aim"
        let states = AppearanceSet(states: failing.map(\.0)).description
        var message =
            "'\(color.name)' on \(backing.description)\(context.map { " \($0)" } ?? ""): \(Self.ratio(worst.1.contrast)) < \(Self.target(goal)) (the \(kind) for \(worst.2.purpose)) in \(states)"
        if let backdrop = worst.1.backdrop {
            message += "; judged over a \(backdrop.hex) backdrop, the worst that can show through"
        }
        let valueRange = ColorValueLocator.range(of: color.declaration!, in: worst.0)
        var notes = [Diagnostic.Note("drawn on \(backing.description) here", at: backing.entry.range)]
        var fixIt: Diagnostic.FixIt?
        let sameScheme = failing.filter { $0.0.colorScheme == worst.0.colorScheme && $0.0.contrast == worst.0.contrast }
        if let better = ContrastFixIt.suggestion(
            for: color.table[worst.0], on: sameScheme.map(\.1.background), reaching: goal, metric: metric)
        {
            let scheme = worst.0.colorScheme == .light ? "light" : "dark"
            let reached = sameScheme.map { metric.worstContrast(of: better, on: $0.1.background).contrast }.min() ?? goal
            fixIt = .init(
                replacement: "\"\(better.hex)\"",
                message: "the nearest \(scheme) value with the same hue and chroma that reaches \(Self.target(goal)) is \(better.hex) (\(Self.ratio(reached)))")
        } else if let opaque = ContrastFixIt.moreOpaque(
            color.table[worst.0], on: sameScheme.map(\.1.background), reaching: goal, metric: metric)
        {
            let percent = Int((opaque.alpha * 100).rounded())
            fixIt = .init(
                replacement: "\"\(opaque.hex)\"",
                message: "no lightness of this hue reaches \(Self.target(goal)) at this opacity; at \(percent)% opacity it does: \(opaque.hex)")
        } else {
            notes.append(.init("no color of this hue and chroma reaches \(Self.target(goal)) here; change the background"))
        }
        return Diagnostic(rule, weight: isError ? .full : .milder, message, at: valueRange, notes: notes, fixIt: fixIt, subject: color.name)
    }

    /// "4.5:1": a target as written.
    static func target(_ value: Double) -> String { "\(value.formatted):1" }

    /// "3.54:1": a measurement to two decimals, rounded down so that a
    /// failing figure never prints as the target it misses.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
