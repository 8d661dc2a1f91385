import Swatch
import SwatchDiagnostics
import SwatchEmit
import SwatchModel

/// The generated API's changes: declarations matched by kind and name,
/// a removed and an added color with the same role and the same value in
/// all 16 states taken as one renamed, and each change classed by what the
/// emitter writes for either version.
enum APIChanges {
    /// Old color name → new, for the colors renamed.
    typealias Renames = [String: String]

    static func renames(old: ResolvedTheme?, new: ResolvedTheme?) -> Renames {
        guard let old, let new else { return [:] }
        let oldNames = Set(old.colors.map(\.name))
        let newNames = Set(new.colors.map(\.name))
        struct Value: Hashable {
            var role: ColorRoleName
            var table: ColorTable
        }
        // The added colors by role and value, each list in file order: a
        // theme of thousands of colors renamed at once is one lookup each.
        var added: [Value: [String]] = [:]
        for color in new.colors where !oldNames.contains(color.name) {
            added[Value(role: color.role, table: color.table), default: []].append(color.name)
        }
        var taken: [Value: Int] = [:]
        var renames: Renames = [:]
        // In file order, each added color taken once: two removed colors
        // with one value cannot both be renamed to one new color.
        for removed in old.colors where !newNames.contains(removed.name) {
            let value = Value(role: removed.role, table: removed.table)
            let next = taken[value, default: 0]
            guard let candidates = added[value], next < candidates.count else { continue }
            renames[removed.name] = candidates[next]
            taken[value] = next + 1
        }
        return renames
    }

    static func changes(old: ThemeVersion?, new: ThemeVersion?, renames: Renames) -> [APIChange] {
        let oldDeclarations = old?.declarations ?? []
        let newDeclarations = new?.declarations ?? []
        struct Key: Hashable {
            var kind: GeneratedDeclaration.Kind
            var name: String
        }
        // An old declaration's name as the new version would write it: a
        // renamed color, and the members that name it, under the new name.
        func renamed(_ declaration: GeneratedDeclaration) -> String {
            switch declaration.kind {
            case .color:
                return renames[declaration.name] ?? declaration.name
            case .member:
                guard let dot = declaration.name.firstIndex(of: ".") else { return declaration.name }
                let color = String(declaration.name[declaration.name.index(after: dot)...])
                return renames[color].map { declaration.name[...dot] + $0 } ?? declaration.name
            default:
                return declaration.name
            }
        }
        var oldByKey: [Key: GeneratedDeclaration] = [:]
        for declaration in oldDeclarations {
            oldByKey[Key(kind: declaration.kind, name: renamed(declaration))] = declaration
        }
        let newKeys = Set(newDeclarations.map { Key(kind: $0.kind, name: $0.name) })
        var changes: [APIChange] = []
        func range(_ declaration: GeneratedDeclaration) -> SourceRange? {
            new.flatMap { Locations.range(of: declaration.kind, named: declaration.name, in: $0.theme) }
        }
        for declaration in oldDeclarations
        where !newKeys.contains(Key(kind: declaration.kind, name: renamed(declaration))) {
            changes.append(
                APIChange(
                    kind: .removed, declaration: declaration.kind, name: declaration.name, old: declaration, new: nil,
                    isBreaking: true, range: nil))
        }
        for declaration in newDeclarations {
            guard let before = oldByKey[Key(kind: declaration.kind, name: declaration.name)] else {
                changes.append(
                    APIChange(
                        kind: .added, declaration: declaration.kind, name: declaration.name, old: nil, new: declaration,
                        isBreaking: false, range: range(declaration)))
                continue
            }
            func change(_ kind: APIChange.Kind, breaking: Bool) {
                changes.append(
                    APIChange(
                        kind: kind, declaration: declaration.kind, name: declaration.name, old: before,
                        new: declaration, isBreaking: breaking, range: range(declaration)))
            }
            if before.name != declaration.name {
                change(.renamed, breaking: true)
            } else if before.symbol != declaration.symbol {
                change(.symbolChanged, breaking: true)
            }
            if before.type != declaration.type { change(.typeChanged, breaking: true) }
            // `access:` is the theme's: said once, of the namespace.
            if declaration.kind == .namespace, before.access != declaration.access {
                change(.accessChanged, breaking: openness(declaration.access) < openness(before.access))
            }
        }
        return changes
    }

    /// How far a declaration is seen: narrowing it breaks the code beyond.
    private static func openness(_ access: AccessLevel) -> Int {
        switch access {
        case .internal: 0
        case .package: 1
        case .public: 2
        }
    }
}
