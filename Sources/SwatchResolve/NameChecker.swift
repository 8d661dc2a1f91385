import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// Checks that every name a theme uses refers to something of the right
/// kind: `on:` to a color or material, a vibrancy binding to a color, a
/// surface's background to a color or material and its content to colors or
/// images.
enum NameChecker {
    /// `isColor` says whether a name is a color in scope (the theme's, the
    /// system palette's, or one declared with a mistake in it); `colorNames`
    /// lists them all, for suggestions.
    static func check(
        _ theme: ThemeAST, colorNames: @autoclosure () -> [String], isColor: (String) -> Bool
    ) -> [Diagnostic] {
        // Declarations that could not be read still exist: naming one is no mistake.
        let materialNames = Set(theme.materials.map(\.name.value)).union(theme.unreadNames.materials)
        let imageNames = Set(theme.images.map(\.name.value)).union(theme.unreadNames.images)
        let extendsSystem = theme.extends != nil
        var diagnostics: [Diagnostic] = []
        enum Kind: String { case color, material, image }

        /// Reports `name` unless it is one of `kinds`; true when it is.
        @discardableResult func require(_ name: Located<String>, in kinds: [Kind]) -> Bool {
            for kind in kinds {
                switch kind {
                case .color: if isColor(name.value) { return true }
                case .material: if materialNames.contains(name.value) { return true }
                case .image: if imageNames.contains(name.value) { return true }
                }
            }
            let what = kinds.map(\.rawValue).joined(separator: " or ")
            let candidates =
                kinds.flatMap { kind -> [String] in
                    switch kind {
                    case .color: colorNames()
                    case .material: Array(materialNames)
                    case .image: Array(imageNames)
                    }
                }
                .sorted()
            diagnostics.append(
                ThemeResolver.unknownName(name, kind: what, candidates: candidates, extendsSystem: extendsSystem))
            return false
        }

        // Most colors are drawn on the background the one before is: a name
        // found already is compared, not looked up again.
        var lastFound: String?
        func requireDrawnOn(_ surface: Located<String>, by color: Located<String>) {
            if surface.value == color.value {
                diagnostics.append(
                    Diagnostic(
                        .themeValue,
                        "'\(color.value)' is listed as drawn on itself, which can never be legible; name the background it is drawn on",
                        at: surface.range))
                return
            }
            if surface.value == lastFound { return }
            if require(surface, in: [.color, .material]) { lastFound = surface.value }
        }
        for color in theme.colors {
            for surface in color.on { requireDrawnOn(surface, by: color.name) }
        }
        for material in theme.materials {
            for binding in material.vibrancy { require(binding.color, in: [.color]) }
        }
        for surface in theme.surfaces {
            if let background = surface.background {
                require(background, in: [.color, .material])
            }
            for item in surface.content { require(item, in: [.color, .image]) }
        }
        // A declaration with a mistake in it still names others, and whether
        // those names refer to something does not depend on the mistake.
        for declaration in theme.unreadDeclarations {
            for name in declaration.colors { require(name, in: [.color]) }
            for surface in declaration.on { requireDrawnOn(surface, by: declaration.name) }
            if let background = declaration.background { require(background, in: [.color, .material]) }
            for item in declaration.content { require(item, in: [.color, .image]) }
        }
        return diagnostics
    }
}
