import SwatchLSPProtocol

/// A document's recently published versions and the edits made since, so
/// that a request computed for one of them — a quick fix asked for from
/// diagnostics the editor still shows while the text has moved on — is
/// mapped to the text as it is now, or refused where the text it names was
/// edited.
///
/// Bounded: the texts of the last ``maximumVersions`` versions whose
/// diagnostics were published (a text shares its bytes with the document
/// until the next edit), and at most ``maximumEdits`` edits after the oldest.
struct DocumentHistory: Sendable {
    static let maximumVersions = 4
    static let maximumEdits = 4_096

    private struct Snapshot: Sendable {
        var document: TextDocument
        /// How many edits had been made when it was kept.
        var sequence: Int
    }

    private var snapshots: [Snapshot] = []
    /// The edits after the oldest snapshot, with their sequence numbers.
    private var edits: [(sequence: Int, change: TextEdit.Bytes)] = []
    private var sequence = 0

    init() {}

    /// Keeps `document`'s text, as the text of its version (its diagnostics
    /// were published).
    mutating func keep(_ document: TextDocument) {
        if let last = snapshots.last, last.document.version == document.version, last.sequence == sequence { return }
        snapshots.append(Snapshot(document: document, sequence: sequence))
        if snapshots.count > Self.maximumVersions { snapshots.removeFirst(snapshots.count - Self.maximumVersions) }
        trim()
    }

    /// Notes an edit made to the document.
    mutating func record(_ change: TextEdit.Bytes) {
        sequence += 1
        guard !snapshots.isEmpty else { return }
        edits.append((sequence, change))
        if edits.count > Self.maximumEdits {
            // Too far behind to follow: the oldest versions are forgotten.
            snapshots.removeFirst()
            trim()
            if edits.count > Self.maximumEdits {
                snapshots = []
                edits = []
            }
        }
    }

    /// `range`, written against `version`, in `current`'s text; nil when
    /// that version is not kept, or when the edits since changed the text
    /// the range covers (a fix computed for it would land on other text).
    func map(_ range: LSPRange, from version: Int, to current: TextDocument) -> LSPRange? {
        guard let snapshot = snapshots.last(where: { $0.document.version == version }) else { return nil }
        var start = snapshot.document.offset(of: range.start)
        var end = max(start, snapshot.document.offset(of: range.end))
        for (number, change) in edits where number > snapshot.sequence {
            let replaced = change.replaced
            // Wholly before the edit (text inserted at its end is not in it):
            // where it was. Wholly after (text inserted at its start comes
            // before it): moved by what the edit added. Else it was edited.
            if end <= replaced.lowerBound { continue }
            guard start >= replaced.upperBound else { return nil }
            start += change.count - replaced.count
            end += change.count - replaced.count
        }
        return LSPRange(start: current.position(ofOffset: start), end: current.position(ofOffset: end))
    }

    private mutating func trim() {
        guard let oldest = snapshots.first?.sequence else {
            edits = []
            return
        }
        edits.removeAll { $0.sequence <= oldest }
    }
}

extension TextEdit {
    /// An edit in bytes: the range of the text before it that was replaced,
    /// and how many bytes replaced it.
    struct Bytes: Sendable {
        var replaced: Range<Int>
        var count: Int
    }
}
