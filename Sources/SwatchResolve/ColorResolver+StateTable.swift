import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

extension ColorResolver {
    /// The table of a color's 16 states: each of the 8 opaque states'
    /// value (transparency never changes a color), a literal mapped into
    /// `gamut`, a reference read in place from the color it leads to
    /// (`resolved`, filled in evaluation order); and the states whose value
    /// is `unknown`. Nil when a value could not be read, or a reference
    /// leads to a color that could not be resolved.
    static func table(
        of declaration: ColorDeclaration, at index: Int, references: ColorReferences,
        resolved resolvedColors: [ResolvedColor?],
        systemTables: [ColorTable], gamut: Gamut
    ) -> (table: ColorTable, unknownStates: UInt16)? {
        var table = ColorTable(constant: .clear)
        // A value that could not be read, or a reference to a color that
        // could not be resolved, leaves the color unresolved: it has no
        // table, and no check judges it (its mistake is reported already).
        var unknown = false
        // States whose value is `unknown`: resolved, and never judged.
        var unknownStates: UInt16 = 0
        /// The color `value` shows in `state` (a literal or a reference,
        /// levels already chosen), in both transparencies.
        func evaluate(_ value: borrowing ColorExpression, in state: Appearance) {
            var color: Color
            switch value {
            case .literal(let literal, _):
                color = literal.mapped(to: gamut)
            case .reference(let name, let alpha):
                switch references.target(of: index, named: name.value) {
                case .local(let local):
                    if let target = resolvedColors[local] {
                        color = target[state]
                        if target.unknownStates != 0, target.isUnknown(in: state) {
                            unknownStates |= 1 << state.index
                        }
                    } else {
                        unknown = true
                        color = .clear
                    }
                case .system(let index): color = systemTables[index][state]
                case .missing:
                    unknown = true
                    color = .clear
                }
                color.alpha *= alpha?.value ?? 1
            case .unknown:
                unknown = true
                color = .clear
            case .declaredUnknown:
                unknownStates |= 1 << state.index
                color = .clear
            case .levels, .auto:
                // Levels are chosen before this is called.
                color = .clear
            }
            table[state] = color
            var reduced = state
            reduced.transparency = .reduced
            table[reduced] = color
            if unknownStates & (1 << state.index) != 0 { unknownStates |= 1 << reduced.index }
        }
        // The fallbacks between schemes and contrasts taken once per
        // pair, and the expression switched on once for both levels: a
        // closure called with a copy of it for each of the 8 states would
        // retain and release it each time.
        for contrast in Appearance.Contrast.allCases {
            for scheme in Appearance.ColorScheme.allCases {
                let base = Appearance(colorScheme: scheme, level: .base, contrast: contrast)
                let elevated = Appearance(colorScheme: scheme, level: .elevated, contrast: contrast)
                switch ThemeResolver.expression(of: declaration, in: base) {
                case .levels(let baseValue, let elevatedValue, _):
                    evaluate(baseValue, in: base)
                    // `elevated: auto` shows the base value until the Derive stage moves it.
                    if let elevatedValue, !elevatedValue.isAuto {
                        evaluate(elevatedValue, in: elevated)
                    } else {
                        evaluate(baseValue, in: elevated)
                    }
                case let value:
                    evaluate(value, in: base)
                    evaluate(value, in: elevated)
                }
            }
        }
        if unknown { return nil }
        return (table, unknownStates)
    }
}
