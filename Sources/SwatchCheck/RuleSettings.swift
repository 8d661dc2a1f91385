import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// Applies a theme's `rules:` settings and `--werror` to the diagnostics of
/// the checker: a color's own settings win over the theme's, and either can
/// turn a rule off or give it another severity.
package struct RuleSettings: Sendable {
    package var theme: [RuleID: RuleSetting.Level]
    package var perSubject: [String: [RuleID: RuleSetting.Level]]
    /// `--werror`: warnings become errors (after the settings apply).
    package var warningsAsErrors: Bool

    package init(_ resolved: ResolvedTheme, warningsAsErrors: Bool = false) {
        theme = Dictionary(
            resolved.rules.map { ($0.rule.value, $0.level.value) }, uniquingKeysWith: { _, last in last })
        perSubject = Dictionary(
            // Only colors that set something: most set nothing.
            resolved.colors.lazy.compactMap(\.source).filter { !$0.rules.isEmpty }
                .map { color in
                    (
                        color.name.value,
                        Dictionary(
                            color.rules.map { ($0.rule.value, $0.level.value) }, uniquingKeysWith: { _, last in last })
                    )
                },
            uniquingKeysWith: { first, _ in first })
        self.warningsAsErrors = warningsAsErrors
    }

    package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            let canChange = RuleCatalog.description(of: diagnostic.rule)?.canBeSilenced ?? false
            if canChange {
                let level = diagnostic.subject.flatMap { perSubject[$0]?[diagnostic.rule] } ?? theme[diagnostic.rule]
                switch level {
                case .off: return nil
                case .note: diagnostic.severity = .note
                case .warning: diagnostic.severity = .warning
                case .error: diagnostic.severity = .error
                case nil: break
                }
            }
            if warningsAsErrors, diagnostic.severity == .warning { diagnostic.severity = .error }
            return diagnostic
        }
    }
}
