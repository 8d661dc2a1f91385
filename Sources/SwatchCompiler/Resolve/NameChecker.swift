/// Checks that every name a theme uses refers to something of the right
/// kind: `on:` to a color or material, a vibrancy binding to a color, a
/// surface's background to a color or material and its content to colors or
/// images.
enum NameChecker {
    static func check(_ theme: ThemeAST, colorNames: Set<String>) -> [Diagnostic] {
        let materialNames = Set(theme.materials.map(\.name.value))
        let imageNames = Set(theme.images.map(\.name.value))
        let extendsSystem = theme.extends != nil
        var diagnostics: [Diagnostic] = []

        func require(_ name: Located<String>, in kinds: [(String, Set<String>)]) {
            if kinds.contains(where: { $0.1.contains(name.value) }) { return }
            let what = kinds.map(\.0).joined(separator: " or ")
            let candidates = kinds.flatMap(\.1).sorted()
            diagnostics.append(ThemeResolver.unknownName(name, kind: what, candidates: candidates, extendsSystem: extendsSystem))
        }

        for color in theme.colors {
            for surface in color.on {
                if surface.value == color.name.value {
                    diagnostics.append(
                        Diagnostic(
                            .error, .themeValue,
                            "'\(color.name.value)' is listed as drawn on itself, which can never be legible; name the background it is drawn on",
                            at: surface.range))
                    continue
                }
                require(surface, in: [("color", colorNames), ("material", materialNames)])
            }
        }
        for material in theme.materials {
            for binding in material.vibrancy { require(binding.color, in: [("color", colorNames)]) }
        }
        for surface in theme.surfaces {
            if let background = surface.background {
                require(background, in: [("color", colorNames), ("material", materialNames)])
            }
            for item in surface.content { require(item, in: [("color", colorNames), ("image", imageNames)]) }
        }
        return diagnostics
    }
}
