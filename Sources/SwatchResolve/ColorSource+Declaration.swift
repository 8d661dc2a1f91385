import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

extension ColorSource {
    /// What the stages after Resolve need of a color's declaration, with the
    /// facts that take reading its expressions worked out here, once.
    init(_ declaration: ColorDeclaration, gamut: Gamut) {
        let values = WrittenValues { index in
            let written = ThemeResolver.writtenExpression(of: declaration, in: Appearance(index: index))
            if case .reference(let name, _) = written { return .init(range: written.range, reference: name) }
            return .init(range: written.range, reference: nil)
        }
        self.init(
            name: declaration.name, role: declaration.role, on: declaration.on, layout: declaration.layout,
            values: values, writesLight: declaration.standard.light != nil,
            writesDark: declaration.standard.dark != nil,
            hasElevatedVariant: Self.hasElevatedVariant(declaration), references: declaration.references,
            alias: Self.alias(of: declaration),
            literalsOutsideGamut: Self.literalsOutside(gamut, in: declaration), text: declaration.text,
            targets: declaration.targets, rules: declaration.rules, exemption: declaration.exemption,
            description: declaration.description)
    }

    /// True when the standard dark value distinguishes base from elevated
    /// (or refers to a color that may): an elevated value given only for
    /// Increase Contrast leaves elevation invisible the rest of the time.
    private static func hasElevatedVariant(_ color: ColorDeclaration) -> Bool {
        func elevated(_ expression: ColorExpression?) -> Bool {
            switch expression {
            case .levels(_, let elevated, _): return elevated != nil
            case .reference: return true  // judged by the referenced color
            case .unknown: return true  // reported where it is written
            default: return false
            }
        }
        return elevated(color.standard.dark) || (color.standard.dark == nil && elevated(color.standard.light))
    }

    /// The name a declaration refers to in every state, if it is nothing
    /// but that reference.
    private static func alias(of declaration: ColorDeclaration) -> String? {
        func target(_ expression: ColorExpression?) -> String? {
            guard case .reference(let name, let alpha)? = expression, alpha == nil else { return nil }
            return name.value
        }
        let standard = declaration.standard
        guard let light = target(standard.light), target(standard.dark) == light else { return nil }
        if let increased = declaration.increasedContrast {
            for expression in [increased.light, increased.dark] where expression != nil {
                guard target(expression) == light else { return nil }
            }
        }
        return light
    }

    /// The literals outside `gamut`, each with the words that say which
    /// value it is. Most colors have none, and pay for no words.
    private static func literalsOutside(_ gamut: Gamut, in color: ColorDeclaration) -> [WrittenLiteral] {
        var found: [WrittenLiteral] = []
        func visit(_ expression: ColorExpression?, _ place: @autoclosure () -> String) {
            switch expression {
            case .literal(let value, let range):
                if !value.isInGamut(gamut) { found.append(WrittenLiteral(color: value, range: range, place: place())) }
            case .levels(let base, let elevated, _):
                visit(base, place() + " (base)")
                visit(elevated, place() + " (elevated)")
            case .reference, .unknown, nil:
                break
            }
        }
        let name = color.name.value
        visit(color.standard.light, "the light value of color '\(name)'")
        visit(color.standard.dark, "the dark value of color '\(name)'")
        if let increased = color.increasedContrast {
            visit(increased.light, "the increased-contrast light value of color '\(name)'")
            visit(increased.dark, "the increased-contrast dark value of color '\(name)'")
        }
        return found
    }
}
