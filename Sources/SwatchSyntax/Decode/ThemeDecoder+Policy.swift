import SwatchDiagnostics
import SwatchModel

extension ThemeDecoder {
    /// A theme's `contrast:` and `rules:`, read from a file beside an
    /// imported one (a pairs file, a Figma mapping file): the policy the
    /// design system states, read and judged as a theme's is.
    package func decodePolicy(contrast: YAMLValue?, rules: YAMLValue?) -> (
        targets: ContrastTargetOverrides, rules: [RuleSetting], diagnostics: [Diagnostic]
    ) {
        var context = DecodeContext()
        let targets = contrast.map { decodeTargets($0, &context) } ?? .init()
        let settings = rules.map { decodeRules($0, &context) } ?? []
        return (targets, settings, context.diagnostics)
    }
}
