import SwatchDiagnostics
import SwatchModel

/// The checker's findings, old against new. A finding is the same in both
/// when it is of the same rule and severity and about the same
/// declarations (a renamed color under its new name); among those, equal
/// messages are matched first, then the rest in order, so a contrast
/// finding whose ratio changed is no finding gone and one appeared: the
/// contrast section says how its ratio moved.
enum FindingChanges {
    static func changes(old: [Diagnostic], new: [Diagnostic], renames: APIChanges.Renames) -> [FindingChange] {
        struct Key: Hashable {
            var rule: RuleID
            var severity: Diagnostic.Severity
            var subject: String?
            var about: [String]
        }
        func key(_ diagnostic: Diagnostic, renamed: (String) -> String) -> Key {
            Key(
                rule: diagnostic.rule, severity: diagnostic.severity, subject: diagnostic.subject.map(renamed),
                about: diagnostic.about.map(renamed).sorted())
        }
        var unmatched: [Key: [Diagnostic]] = [:]
        for diagnostic in old { unmatched[key(diagnostic) { renames[$0] ?? $0 }, default: []].append(diagnostic) }
        var appeared: [Diagnostic] = []
        var leftOver: [(Key, Diagnostic)] = []
        for diagnostic in new {
            let diagnosticKey = key(diagnostic) { $0 }
            if let index = unmatched[diagnosticKey]?.firstIndex(where: { $0.message == diagnostic.message }) {
                unmatched[diagnosticKey]!.remove(at: index)
            } else {
                leftOver.append((diagnosticKey, diagnostic))
            }
        }
        for (diagnosticKey, diagnostic) in leftOver {
            if unmatched[diagnosticKey]?.isEmpty == false {
                unmatched[diagnosticKey]!.removeFirst()
            } else {
                appeared.append(diagnostic)
            }
        }
        let disappeared = old.filter { diagnostic in
            let diagnosticKey = key(diagnostic) { renames[$0] ?? $0 }
            guard let index = unmatched[diagnosticKey]?.firstIndex(of: diagnostic) else { return false }
            unmatched[diagnosticKey]!.remove(at: index)
            return true
        }
        return appeared.map { FindingChange(kind: .appeared, diagnostic: $0) }
            + disappeared.map { FindingChange(kind: .disappeared, diagnostic: $0) }
    }
}
