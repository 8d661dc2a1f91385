import SwatchDiagnostics

/// Holds one round of `swatch fix` to "no worse": of the fix-its offered,
/// the ones kept are those that, made together, leave no finding the
/// files did not have before, in anything the inputs read (every brand and
/// context of a resolver document, every theme given together). A fix-it
/// checked alone can pass and still break a pair its file shares with
/// another brand, or two can each pass and clash; the round is checked as
/// it will be written.
///
/// Where the whole round would leave a new finding, the offered fix-its are
/// halved until each half passes with the halves kept before it (delta
/// debugging): a round of n fix-its with k that harm costs about
/// 1 + 2k·log2(n) checks, and one check when none harms.
package struct NoWorseRound {
    /// What makes a finding the same one before and after a fix: its rule,
    /// the color and what it is drawn on, and its file; the figures in its
    /// message change as values do (an error fixed to a warning below the
    /// aim is the same finding, announced by its fix-it). A finding about
    /// no color is placed by where it is.
    struct Key: Hashable {
        var rule: RuleID
        var subject: String?
        var about: [String]
        var file: String
        var place: SourceLocation?

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule
            subject = diagnostic.subject
            about = diagnostic.about.sorted()
            file = diagnostic.range.file
            place = diagnostic.subject == nil ? diagnostic.range.start : nil
        }
    }

    private let before: Set<Key>
    private let files: [String: [UInt8]]
    /// Every finding of the inputs with the files in the overlay (path →
    /// bytes) read as it holds them.
    private let check: ([String: [UInt8]]) -> [Diagnostic]
    /// A fix-it left out, with the new finding it leaves, in words.
    package struct Refusal {
        package var edit: FixItEdits.Edit
        package var finding: String
    }

    /// The fix-its left out.
    package private(set) var refused: [Refusal] = []

    /// A round on `files` whose findings now are `before`; `check` gives the
    /// findings with some files changed.
    package init(
        before: [Diagnostic], files: [String: [UInt8]], check: @escaping ([String: [UInt8]]) -> [Diagnostic]
    ) {
        self.before = Set(before.filter { $0.severity != .note }.map(Key.init))
        self.files = files
        self.check = check
    }

    /// The fix-its of `edits` kept: all of them when together they leave
    /// nothing new.
    package mutating func keep(_ edits: [FixItEdits.Edit]) -> [FixItEdits.Edit] {
        keep(edits, with: [])
    }

    private mutating func keep(_ candidates: [FixItEdits.Edit], with accepted: [FixItEdits.Edit])
        -> [FixItEdits.Edit]
    {
        guard !candidates.isEmpty else { return [] }
        guard let new = firstNew(accepted + candidates) else { return candidates }
        if candidates.count == 1 {
            refused.append(Refusal(edit: candidates[0], finding: Self.words(new)))
            return []
        }
        let half = candidates.count / 2
        let left = keep(Array(candidates[..<half]), with: accepted)
        let right = keep(Array(candidates[half...]), with: accepted + left)
        return left + right
    }

    /// The first finding `edits`, made together, leave that the files did
    /// not have, about no color they fix or name: a fixed color's own
    /// findings change as it is fixed, and a reference spelled right
    /// (`on: [papr]` → `[paper]`) is then judged on what it names; the next
    /// round takes those. Another color's are what a fix must not touch.
    private func firstNew(_ edits: [FixItEdits.Edit]) -> Diagnostic? {
        let outcome = FixItEdits.apply(edits, to: files)
        let changed = outcome.files.filter { files[$0.key] != $0.value }
        guard !changed.isEmpty else { return nil }
        let fixing = Set(edits.compactMap(\.subject))
        let parts = edits.flatMap { [$0] + $0.others }
        let written = parts.map(\.replacement)
        // The lines the edits start on: what a finding there is about, the
        // fix wrote (a role spelled right is then a label to pair).
        let lines = Set(
            parts.map { part in
                "\(part.file):\(1 + (files[part.file]?[..<min(part.start, files[part.file]?.count ?? 0)].count { $0 == 0x0A } ?? 0))"
            })
        // A file that does not read or resolve is not judged: mending that
        // brings to light what it hid, which is no harm; a file made
        // unreadable (a key written twice) is.
        let unhides = edits.contains { edit in edit.rule.map(Self.isReading) ?? false }
        func touched(_ finding: Diagnostic) -> Bool {
            if unhides, !finding.rule.rawValue.hasPrefix("YAML-") { return true }
            if let subject = finding.subject, fixing.contains(subject) { return true }
            if lines.contains("\(finding.file):\(finding.line)") { return true }
            return ([finding.subject].compactMap { $0 } + finding.about)
                .contains { name in
                    written.contains { $0.contains(name) }
                }
        }
        return check(changed).first { $0.severity != .note && !before.contains(Key($0)) && !touched($0) }
    }

    /// Whether a finding of `rule` says the file does not read or resolve
    /// (a name, a key, a value), which leaves what it holds unjudged.
    package static func isReading(_ rule: RuleID) -> Bool {
        rule.rawValue.hasPrefix("THEME-") || rule.rawValue.hasPrefix("YAML-")
    }

    private static func words(_ finding: Diagnostic) -> String {
        let message: String = finding.message.count > 120 ? String(finding.message.prefix(117)) + "…" : finding.message
        return
            "\(finding.severity.rawValue) [\(finding.rule.rawValue)] at \(finding.file):\(finding.line):\(finding.column): \(message)"
    }
}
