import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

extension ColorSource {
    /// What the stages after Resolve need of a color's declaration, with the
    /// facts that take reading its expressions worked out here, once.
    init(_ declaration: ColorDeclaration, gamut: Gamut, derived: DerivedStates = .none) {
        // Most colors give no settings: their declaration has none to read.
        let settings: Settings? =
            declaration.hasNoSettings
            ? nil
            : Settings(
                text: declaration.text, targets: declaration.targets, rules: declaration.rules,
                exemption: declaration.exemption, description: declaration.description,
                onGuessed: declaration.onGuessed, isPrimitive: declaration.isPrimitive)
        self.init(
            name: declaration.name, role: declaration.role, on: declaration.on, settings: settings,
            written: DeclaredValues(declaration: declaration, gamut: gamut, derived: derived), derived: derived)
    }

    /// What a declaration says, read from it when a rule or an exporter asks:
    /// worked out for every color here, it would be most of what Resolve spends.
    private struct DeclaredValues: WrittenValues {
        let declaration: ColorDeclaration
        let gamut: Gamut
        let derived: DerivedStates
        /// Whether any value is `{ base: …, elevated: … }`.
        var writesLevels: Bool {
            func isLevels(_ slot: ColorExpression?) -> Bool {
                if case .levels? = slot { return true }
                return false
            }
            return isLevels(declaration.standard.light) || isLevels(declaration.standard.dark)
                || declaration.increasedContrast.map { isLevels($0.light) || isLevels($0.dark) } ?? false
        }

        var layout: KeyLayout { declaration.layout }
        var increasedContrastKeys: MappingKeys? { declaration.increasedContrastKeys }
        var writesLight: Bool { declaration.writesLight }
        var writesDark: Bool { declaration.writesDark }
        /// An elevated dark value the theme's `derive:` asks for counts as written.
        var hasElevatedVariant: Bool { declaration.hasElevatedVariant || derived.contains(.dark.elevated) }
        var alias: String? { declaration.alias }
        var literalsOutsideGamut: [WrittenLiteral] { declaration.literals(outside: gamut) }

        func value(atStateIndex index: Int) -> WrittenValue {
            let written = ThemeResolver.writtenExpression(of: declaration, in: Appearance(index: index))
            var found = value(written, atStateIndex: index)
            guard !isDerived(written, atStateIndex: index) else { return found }
            // The slots in turn, the first whose levels hold the value: no
            // array of copies made for each of the thousands of values asked.
            func levelsHolding(_ slot: ColorExpression?) -> SourceRange? {
                guard case .levels(let base, let elevated, let range)? = slot,
                    base.range == written.range || elevated?.range == written.range
                else { return nil }
                return range
            }
            let increased = declaration.increasedContrast
            found.levels =
                levelsHolding(declaration.standard.light) ?? levelsHolding(declaration.standard.dark)
                ?? levelsHolding(increased?.light) ?? levelsHolding(increased?.dark)
            return found
        }

        func valueWithoutLevels(atStateIndex index: Int) -> WrittenValue {
            value(ThemeResolver.writtenExpression(of: declaration, in: Appearance(index: index)), atStateIndex: index)
        }

        /// A value the theme's `derive:` asks for is written nowhere in the color.
        private func isDerived(_ written: ColorExpression, atStateIndex index: Int) -> Bool {
            derived.mask & 1 << (index & 7) != 0 && !written.isAuto
        }

        /// Where `written`, the value of the state with `index`, is, and what it refers to.
        private func value(_ written: ColorExpression, atStateIndex index: Int) -> WrittenValue {
            // A derived value: a finding about it points at the color's name.
            if isDerived(written, atStateIndex: index) { return .init(range: declaration.name.range, reference: nil) }
            if case .reference(let name, _) = written { return .init(range: written.range, reference: name) }
            return .init(range: written.range, reference: nil, definedAt: declaration.definitions[index & 7])
        }

        var references: [Located<String>] { declaration.references }

        /// The scheme always; the contrast where `increasedContrast:` is
        /// given, the level where levels are; every bit where a state may be
        /// derived or an import's alias leads to a value per context.
        var stateMask: Int {
            guard derived.mask == 0, declaration.definitions.isEmpty else { return 7 }
            return 1 | (writesLevels ? 2 : 0) | (declaration.increasedContrast == nil ? 0 : 4)
        }
    }
}
