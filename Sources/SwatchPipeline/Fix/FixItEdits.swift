import SwatchDiagnostics

/// Fix-its as edits of the files they target: each finding's replacement
/// put in place of its range (in a theme, a pairs or mapping file, a token
/// file, a color set), or the file it makes. What `swatch fix` applies.
package enum FixItEdits {
    /// One replacement in one file, at byte offsets.
    package struct Edit: Hashable, Sendable {
        package var file: String
        package var start: Int
        package var end: Int
        package var replacement: String
        /// The file does not exist yet: ``replacement`` is its whole text.
        package var createsFile: Bool
        /// What the fix does, in words.
        package var message: String
        /// The other replacements of the same fix-it, in the same file:
        /// made with this one, or left out with it.
        package var others: [Edit] = []
        /// The color whose finding offered the fix.
        package var subject: String? = nil
        /// The rule of the finding that offered the fix.
        package var rule: RuleID? = nil
    }

    /// What applying some fix-its did.
    package struct Outcome: Sendable {
        /// The files with the edits made; only the files that changed.
        package var files: [String: [UInt8]]
        /// The edits made, in file and position order.
        package var applied: [Edit]
        /// Fix-its left out because another edits the same text differently
        /// (the next round, checked again, offers what is still needed).
        package var overlapping: [Edit]
    }

    /// The edits of every fix-it of `diagnostics` on `files` (path → bytes),
    /// the same edit twice made once; a fix-it whose range lies outside its
    /// file, or in a file not given, is left out, and so is a fix-it that
    /// writes a guess (``Diagnostic/FixIt/isGuess``): taking a guess is the
    /// user's act, in an editor.
    package static func edits(of diagnostics: [Diagnostic], in files: [String: [UInt8]]) -> [Edit] {
        var edits: [Edit] = []
        var seen = Set<Edit>()
        for diagnostic in diagnostics {
            guard let fixIt = diagnostic.fixIt, !fixIt.isGuess else { continue }
            let range = fixIt.range(in: diagnostic)
            var edit: Edit
            if fixIt.createsFile {
                guard files[range.file] == nil else { continue }
                edit = Edit(
                    file: range.file, start: 0, end: 0, replacement: fixIt.replacement, createsFile: true,
                    message: fixIt.message)
            } else {
                guard let bytes = files[range.file], let start = offset(of: range.start, in: bytes),
                    let end = offset(of: range.end, in: bytes), start <= end
                else { continue }
                var made = Edit(
                    file: range.file, start: start, end: end, replacement: fixIt.replacement, createsFile: false,
                    message: fixIt.message)
                for other in fixIt.otherEdits {
                    guard other.range.file == range.file, let start = offset(of: other.range.start, in: bytes),
                        let end = offset(of: other.range.end, in: bytes), start <= end
                    else { continue }
                    made.others.append(
                        Edit(
                            file: range.file, start: start, end: end, replacement: other.replacement,
                            createsFile: false, message: fixIt.message))
                }
                // A fix-it made in part would not be the fix it says.
                guard made.others.count == fixIt.otherEdits.count else { continue }
                edit = made
            }
            // The same edit offered by two findings, in their own words, is made once.
            edit.subject = diagnostic.subject
            edit.rule = diagnostic.rule
            var key = edit
            key.message = ""
            key.subject = nil
            key.rule = nil
            key.others = key.others.map { other in
                var other = other
                other.message = ""
                return other
            }
            if seen.insert(key).inserted { edits.append(edit) }
        }
        return edits
    }

    /// Whether two replacements would not compose: one overlaps the other,
    /// or both insert at one place.
    private static func overlap(_ a: Edit, _ b: Edit) -> Bool {
        (a.start < b.end && b.start < a.end) || (a.start == b.start && a.start == a.end && b.start == b.end)
    }

    /// `edits` made on `files`: in each file from its last edit to its
    /// first, so that offsets stay true; an edit that overlaps one before it
    /// (any of its parts, ``Edit/others``) is left out, whole.
    package static func apply(_ edits: [Edit], to files: [String: [UInt8]]) -> Outcome {
        var outcome = Outcome(files: [:], applied: [], overlapping: [])
        let byFile = Dictionary(grouping: edits, by: \.file)
        for file in byFile.keys.sorted() {
            let sorted = byFile[file]!.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
            if let made = sorted.first(where: \.createsFile) {
                outcome.files[file] = Array(made.replacement.utf8)
                outcome.applied.append(made)
                outcome.overlapping += sorted.filter { $0 != made }
                continue
            }
            var kept: [Edit] = []
            var parts: [Edit] = []
            for edit in sorted {
                // Two insertions at one place, or a replacement inside another, would not compose.
                let mine = [edit] + edit.others
                let clashes = mine.enumerated()
                    .contains { index, part in
                        parts.contains { overlap($0, part) } || mine[..<index].contains { overlap($0, part) }
                    }
                if clashes {
                    outcome.overlapping.append(edit)
                    continue
                }
                kept.append(edit)
                parts += mine
            }
            var bytes = files[file] ?? []
            for part in parts.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
                bytes.replaceSubrange(part.start..<part.end, with: Array(part.replacement.utf8))
            }
            outcome.files[file] = bytes
            outcome.applied += kept
        }
        return outcome
    }

    /// The byte offset of a line and column (in Unicode scalars, from 1), or
    /// nil past the end of the text.
    package static func offset(of place: SourceLocation, in bytes: [UInt8]) -> Int? { place.offset(in: bytes) }
}
