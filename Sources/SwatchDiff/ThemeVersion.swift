import SwatchDiagnostics
import SwatchEmit
import SwatchImages
import SwatchModel

/// One version of a theme as the diff reads it: resolved, its findings,
/// and what its generated Swift declares.
package struct ThemeVersion: Sendable {
    package var theme: ResolvedTheme
    package var diagnostics: [Diagnostic]
    /// Every declaration app code can name, as the emitter would write it.
    package var declarations: [GeneratedDeclaration]

    /// The version a compile made; nil when the file has a mistake (below).
    /// `brands`: the namespaces of the themes compiled with it that extend it.
    package init?(_ result: some CheckedTheme, brands: [String]) {
        guard Self.isReadable(result), let theme = result.theme else { return nil }
        self.theme = theme
        diagnostics = result.diagnostics
        declarations = SwiftEmitter.declarations(of: theme, imageNames: result.imageNames, brands: brands)
    }

    /// Whether a compile read the whole theme: no error of a rule that
    /// `rules:` cannot silence (the file's syntax, its names). The checker's
    /// errors are what the diff compares: a pair newly below its minimum
    /// is one.
    package static func isReadable(_ result: some CheckedTheme) -> Bool {
        result.theme != nil
            && !result.diagnostics.contains { diagnostic in
                diagnostic.severity == .error
                    && !(RuleCatalog.description(of: diagnostic.rule)?.canBeSilenced ?? false)
            }
    }

    /// Each theme of `results` (compiled together), with the brands among
    /// them that extend it; nil for one with errors.
    package static func versions(of results: [some CheckedTheme]) -> [ThemeVersion?] {
        results.map { result in
            let brands = result.theme.map { theme in
                results.compactMap { $0.base == theme.namespace ? $0.theme?.namespace : nil }
            }
            return ThemeVersion(result, brands: brands ?? [])
        }
    }
}
