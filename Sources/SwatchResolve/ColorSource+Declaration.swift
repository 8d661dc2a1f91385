import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

extension ColorSource {
    /// What the stages after Resolve need of a color's declaration, with the
    /// facts that take reading its expressions worked out here, once.
    init(_ declaration: ColorDeclaration, gamut: Gamut) {
        // Most colors give no settings: their declaration has none to read.
        let settings =
            declaration.hasNoSettings
            ? Settings(text: nil, targets: .init(), rules: [], exemption: nil, description: nil)
            : Settings(
                text: declaration.text, targets: declaration.targets, rules: declaration.rules,
                exemption: declaration.exemption, description: declaration.description)
        self.init(
            name: declaration.name, role: declaration.role, on: declaration.on, settings: settings,
            written: DeclaredValues(declaration: declaration, gamut: gamut))
    }

    /// What a declaration says, read from it when a rule or an exporter asks:
    /// worked out for every color here, it would be most of what Resolve spends.
    private struct DeclaredValues: WrittenValues {
        let declaration: ColorDeclaration
        let gamut: Gamut

        var layout: KeyLayout { declaration.layout }
        var writesLight: Bool { declaration.writesLight }
        var writesDark: Bool { declaration.writesDark }
        var hasElevatedVariant: Bool { declaration.hasElevatedVariant }
        var alias: String? { declaration.alias }
        var literalsOutsideGamut: [WrittenLiteral] { declaration.literals(outside: gamut) }

        func value(atStateIndex index: Int) -> WrittenValue {
            let written = ThemeResolver.writtenExpression(of: declaration, in: Appearance(index: index))
            if case .reference(let name, _) = written { return .init(range: written.range, reference: name) }
            return .init(range: written.range, reference: nil)
        }

        var references: [Located<String>] { declaration.references }
    }
}
