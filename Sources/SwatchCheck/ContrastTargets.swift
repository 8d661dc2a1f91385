import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// The contrast a foreground must reach: below ``minimum`` is an error,
/// below ``aim`` a warning.
package struct ContrastTarget: Equatable {
    package var minimum: Double
    package var aim: Double?
    /// What the target is for, in words: "small text", "a non-text element".
    package var purpose: String
}

/// The thresholds of WCAG 2.x and the Human Interface Guidelines, stated once:
/// the checker's targets and `swatch contrast`'s levels read them.
package enum ContrastThresholds {
    /// WCAG 2.x SC 1.4.3 (AA), normal text; the HIG's minimum for text up to 17 pt.
    package static let text = 4.5
    /// WCAG 2.x SC 1.4.3 (AA), large text; the HIG's minimum for text from 18 pt or bold.
    package static let largeText = 3.0
    /// WCAG 2.x SC 1.4.6 (AAA), normal text; the HIG's Dark Mode aim for custom colors' small text.
    package static let enhancedText = 7.0
    /// WCAG 2.x SC 1.4.6 (AAA), large text.
    package static let enhancedLargeText = 4.5
    /// WCAG 2.x SC 1.4.11, non-text elements (separators, fills, icons).
    package static let nonText = 3.0
}

/// The targets, from the HIG's accessibility table and the Dark Mode guide:
///
/// | foreground | minimum | aim | aim with Increase Contrast |
/// |---|---|---|---|
/// | text up to 17 pt (`text: small`, labels by default) | 4.5:1 | 7:1 | 7:1 |
/// | text from 18 pt, or bold (`text: large`, `bold`) | 3:1 | 4.5:1 | 7:1 |
/// | non-text: separators, fills, tints without `text:` | 3:1 | — | 4.5:1 |
///
/// Backgrounds are what others are drawn on and have no target of their own.
/// A theme's `contrast:` replaces the text targets; a color's `contrast:`
/// replaces its own.
package enum ContrastTargets {
    package static func target(for color: ResolvedColor, in state: Appearance, theme: ResolvedTheme) -> ContrastTarget?
    {
        guard let source = color.source else { return nil }
        var target: ContrastTarget
        let text = source.text?.value ?? (color.role == .label ? .small : nil)
        switch (color.role, text) {
        case (.background, _):
            return nil
        case (_, .small?):
            target = ContrastTarget(
                minimum: ContrastThresholds.text, aim: ContrastThresholds.enhancedText, purpose: "small text")
        case (_, .large?), (_, .bold?):
            target = ContrastTarget(
                minimum: ContrastThresholds.largeText,
                aim: state.contrast == .increased
                    ? ContrastThresholds.enhancedText : ContrastThresholds.enhancedLargeText,
                purpose: "\(text!.rawValue) text")
        case (_, nil):
            target = ContrastTarget(
                minimum: ContrastThresholds.nonText,
                aim: state.contrast == .increased ? ContrastThresholds.enhancedLargeText : nil,
                purpose: "a non-text element")
        }
        if text != nil {
            apply(theme.targets, to: &target, in: state, origin: "the theme's")
        }
        apply(source.targets, to: &target, in: state, origin: "the color's")
        return target
    }

    private static func apply(
        _ overrides: ContrastTargetOverrides, to target: inout ContrastTarget, in state: Appearance, origin: String
    ) {
        apply(minimum: overrides.minimum, aim: overrides.aim, to: &target, origin: origin)
        if state.contrast == .increased {
            apply(minimum: overrides.increasedMinimum, aim: overrides.increasedAim, to: &target, origin: origin)
        }
    }

    private static func apply(
        minimum: Located<Double>?, aim: Located<Double>?, to target: inout ContrastTarget, origin: String
    ) {
        if let minimum = minimum?.value {
            target.minimum = minimum
            // A minimum above the aim raises the aim with it: below the
            // minimum is already an error.
            if let aim = target.aim, aim < minimum { target.aim = minimum }
            target.purpose = "\(origin) contrast setting"
        }
        if let aim = aim?.value {
            target.aim = max(aim, target.minimum)
            target.purpose = "\(origin) contrast setting"
        }
    }
}
