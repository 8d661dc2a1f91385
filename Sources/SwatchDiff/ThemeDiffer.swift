import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The Diff stage: two versions of a theme in, what changed out. Pure: it
/// reads the versions the compiler made, and each section asks the stage
/// that owns the fact (the emitter's declarations, the checker's pairs and
/// findings).
package enum ThemeDiffer {
    /// The changes from `old` to `new`; either may be nil, for a theme added
    /// or removed. `file`: the path the new version's lines name.
    package static func diff(old: ThemeVersion?, new: ThemeVersion?, file: String) -> ThemeDiff {
        let renames = APIChanges.renames(old: old?.theme, new: new?.theme)
        let status: ThemeDiff.Status = old == nil ? .added : new == nil ? .removed : .changed
        return ThemeDiff(
            namespace: new?.theme.namespace ?? old?.theme.namespace ?? "",
            file: file,
            status: status,
            api: APIChanges.changes(old: old, new: new, renames: renames),
            values: ValueChanges.changes(old: old?.theme, new: new?.theme, renames: renames),
            contrast: ContrastChanges.changes(old: old?.theme, new: new?.theme, renames: renames),
            findings: status == .changed
                ? FindingChanges.changes(
                    old: old?.diagnostics ?? [], new: new?.diagnostics ?? [], renames: renames) : [],
            rules: RuleChanges.changes(old: old?.theme, new: new?.theme, renames: renames))
    }

    /// Checks both versions of a family of themes with `check` (the
    /// pipeline's, given by the caller) and diffs each of the first `count`
    /// sources. `old[i]` is the old version of `new[i]`, nil where the theme
    /// did not exist; the sources past `count` are read alongside (a
    /// brand's base, a base's brands) and not reported. Themes with
    /// mistakes in their files (``ThemeVersion/isReadable(_:)``) are
    /// returned instead, with their diagnostics.
    package static func diff<Checked: CheckedTheme>(
        old: [ThemeSource?], new: [ThemeSource], reported count: Int, check: ([ThemeSource]) -> [Checked]
    ) -> Outcome<Checked> {
        let newResults = check(new)
        let present = old.indices.filter { old[$0] != nil }
        let oldResults = check(present.map { old[$0]! })
        var failed: [(ThemeSource, Checked, isOld: Bool)] = []
        for index in 0..<count where !ThemeVersion.isReadable(newResults[index]) {
            failed.append((new[index], newResults[index], false))
        }
        for (position, index) in present.enumerated()
        where index < count && !ThemeVersion.isReadable(oldResults[position]) {
            failed.append((old[index]!, oldResults[position], true))
        }
        guard failed.isEmpty else { return .themesWithErrors(failed) }
        let newVersions = ThemeVersion.versions(of: newResults)
        let oldVersions = ThemeVersion.versions(of: oldResults)
        var oldByIndex: [Int: ThemeVersion] = [:]
        for (position, index) in present.enumerated() { oldByIndex[index] = oldVersions[position] }
        return .diffed(
            DiffReport(
                themes: (0..<count)
                    .map { index in
                        diff(old: oldByIndex[index], new: newVersions[index], file: new[index].path)
                    }))
    }

    package enum Outcome<Checked: CheckedTheme> {
        case diffed(DiffReport)
        /// Themes with mistakes in their files, old or new: nothing to compare.
        case themesWithErrors([(ThemeSource, Checked, isOld: Bool)])
    }
}
