import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

extension ImageRules {
    /// IMG-appearance: a full-color image that looks right in only one
    /// appearance comes as a light and a dark variant under one name (Human
    /// Interface Guidelines › Dark Mode › Image, Icon, and Symbol Color). Checked when the theme marks the image so; the rule
    /// looks at the files the theme names, as missing ones are IMG-file.
    package static func appearance(_ image: LoadedImage) -> [Diagnostic] {
        let declaration = image.declaration
        guard let mark = declaration.appearanceVariantsRange else { return [] }
        let named = image.declaredAppearances
        let name = declaration.name
        var diagnostics: [Diagnostic] = []
        let pairs: [(ImageDeclaration.Appearance, ImageDeclaration.Appearance, String)] = [
            (.light, .dark, "`dark:`"), (.dark, .light, "`light:`"),
            (.increasedContrastLight, .increasedContrastDark, "`increasedContrast: { dark: … }`"),
            (.increasedContrastDark, .increasedContrastLight, "`increasedContrast: { light: … }`"),
        ]
        for (present, absent, key) in pairs where named.contains(present) && !named.contains(absent) {
            diagnostics.append(
                Diagnostic(
                    .imgAppearance,
                    "image '\(name)' needs appearance variants but has a \(describe(present)) one and no \(describe(absent)) one; add \(key) with an image made for it",
                    at: image.range(of: present) ?? mark))
        }
        if !named.contains(.light) && !named.contains(.dark) {
            diagnostics.append(
                Diagnostic(
                    .imgAppearance,
                    "image '\(name)' needs appearance variants but has one file for every appearance; give it `light:` and `dark:`",
                    at: mark))
        }
        return diagnostics
    }

    private static func describe(_ appearance: ImageDeclaration.Appearance) -> String {
        switch appearance {
        case .any: "universal"
        case .light: "light"
        case .dark: "dark"
        case .increasedContrastLight: "high-contrast light"
        case .increasedContrastDark: "high-contrast dark"
        }
    }
}
