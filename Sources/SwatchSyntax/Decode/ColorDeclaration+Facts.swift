import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel

// What the stages after Resolve ask of a color's values, answered here,
// beside the accessors they read: in this module the values are read in
// place, by patterns that bind nothing they would have to copy; from another
// module each read copied them, for each of thousands of colors.
extension ColorDeclaration {
    /// Which written value a state shows, after the fallbacks between schemes
    /// and contrasts (levels not yet chosen). Written out rather than through
    /// helpers taking `SchemeValues`, which would copy the pair of values:
    /// Resolve asks this for every color in every state.
    package func expression(in state: Appearance) -> ColorExpression {
        let isLight = state.colorScheme == .light
        if state.contrast == .increased,
            let increased = isLight ? increasedContrast?.light : increasedContrast?.dark
        {
            // `auto` shows the standard value until the Derive stage moves it.
            if case .auto = increased {} else { return increased }
        }
        if let standard = isLight ? standard.light : standard.dark { return standard }
        // The decoder guarantees a standard value for at least one scheme.
        return (standard.light ?? standard.dark)!
    }

    /// The states whose value is `auto`: written so, or not written while the
    /// theme's `derive:` asks for it. A value written as a reference is not
    /// derived by `derive:`: it follows the color it names, which may be.
    package func derivedStates(increasedContrast deriveIncreased: Bool, elevated deriveElevated: Bool)
        -> DerivedStates
    {
        var states = DerivedStates()
        for index in 0..<8 {
            let state = Appearance(index: index)
            let shown = expression(in: state)
            if state.contrast == .increased {
                let increased =
                    hasNoSettings
                    ? nil : (state.colorScheme == .light ? increasedContrast?.light : increasedContrast?.dark)
                if case .auto? = increased {
                    states.insert(index: index, fromBase: false)
                    continue
                }
                if increased == nil, deriveIncreased, !Self.isReference(shown, in: state) {
                    states.insert(index: index, fromBase: false)
                    continue
                }
            }
            guard state.level == .elevated else { continue }
            switch shown {
            case .levels(_, .auto?, _): states.insert(index: index, fromBase: true)
            case .levels(_, nil, _), .literal: if deriveElevated { states.insert(index: index, fromBase: true) }
            default: break
            }
        }
        return states
    }

    /// Whether the value `state` shows of `expression` is a reference.
    private static func isReference(_ expression: ColorExpression, in state: Appearance) -> Bool {
        switch expression {
        case .reference: true
        case .levels(let base, let elevated, _):
            if case .reference = (state.level == .elevated ? (elevated ?? base) : base) { true } else { false }
        default: false
        }
    }

    /// Whether `light:` is given.
    package var writesLight: Bool { standard.light != nil }
    /// Whether `dark:` is given.
    package var writesDark: Bool { standard.dark != nil }

    /// True when the standard dark value distinguishes base from elevated
    /// (or refers to a color that may): an elevated value given only for
    /// Increase Contrast leaves elevation invisible the rest of the time.
    package var hasElevatedVariant: Bool {
        switch standard.dark {
        // A reference is judged by the referenced color; an unknown value is
        // reported where it is written.
        case .levels(_, .some, _)?, .reference?, .unknown?, .declaredUnknown?: return true
        case .levels(_, .none, _)?, .literal?, .auto?: return false
        case nil:
            switch standard.light {
            case .levels(_, .some, _)?, .reference?, .unknown?, .declaredUnknown?: return true
            default: return false
            }
        }
    }

    /// The name a declaration refers to in every state, if it is nothing
    /// but that reference.
    package var alias: String? {
        guard case .reference(let light, nil)? = standard.light,
            case .reference(let dark, nil)? = standard.dark, dark.value == light.value
        else { return nil }
        if !hasNoSettings, let increased = increasedContrast {
            for expression in [increased.light, increased.dark] {
                switch expression {
                case nil: continue
                case .reference(let name, nil)? where name.value == light.value: continue
                default: return nil
                }
            }
        }
        return light.value
    }

    /// The literals outside `gamut`, each with the words that say which
    /// value it is. Most colors have none, and pay for no words.
    package func literals(outside gamut: Gamut) -> [WrittenLiteral] {
        let color = self
        var found: [WrittenLiteral] = []
        func visit(_ expression: borrowing ColorExpression, _ place: @autoclosure () -> String) {
            switch expression {
            case .literal(let value, let range):
                if !value.isInGamut(gamut) { found.append(WrittenLiteral(color: value, range: range, place: place())) }
            case .levels(let base, let elevated, _):
                visit(base, place() + " (base)")
                if let elevated { visit(elevated, place() + " (elevated)") }
            case .reference, .unknown, .declaredUnknown, .auto:
                break
            }
        }
        if case .some = color.standard.light {
            visit(color.standard.light!, "the light value of color '\(color.name.value)'")
        }
        if case .some = color.standard.dark {
            visit(color.standard.dark!, "the dark value of color '\(color.name.value)'")
        }
        if !color.hasNoSettings, let increased = color.increasedContrast {
            if let light = increased.light {
                visit(light, "the increased-contrast light value of color '\(color.name.value)'")
            }
            if let dark = increased.dark {
                visit(dark, "the increased-contrast dark value of color '\(color.name.value)'")
            }
        }
        return found
    }
}
