import Swatch
import SwatchDiagnostics
import SwatchModel

/// A YAML document as libyaml's events left it, kept flat: one record per
/// event in one array, the scalars' bytes in another, and each collection's
/// children listed in a third. Nothing is allocated per node, and no scalar
/// becomes a `String` until a reader asks for it.
///
/// `TapeRecorder` writes it, with every check the YAML stage makes (aliases
/// bounded, merge keys applied, duplicate keys refused); readers walk it
/// through ``YAMLValue``, a view of one record. An alias is a record that
/// names the anchored one, so a view of it reads the anchored content at the
/// alias's own place.
package final class YAMLTape: Sendable {
    enum Kind: UInt8 { case scalar, sequence, mapping, alias }

    /// One event of the document: 24 bytes, no references. A theme has
    /// several per line, so the end line is kept as a span from the start
    /// line, and the alias weight, which the recorder alone needs, is kept
    /// by the recorder.
    struct Record {
        var kind: Kind
        var style: YAMLScalarStyle
        /// How many lines the node spans: its end line less its start line,
        /// or `spanInLongSpans` for one that spans more than a `UInt16`
        /// holds (a theme's `colors:` may), found in ``YAMLTape/longSpans``.
        var lineSpan: UInt16
        var startLine: UInt32
        var startColumn: UInt32
        var endColumn: UInt32
        /// A scalar's first byte in `text`; a collection's first entry in
        /// `children`; the anchored record an alias names.
        var first: UInt32
        /// A scalar's length in bytes; a collection's number of children
        /// (two per pair of a mapping, key then value).
        var count: UInt32

        static let spanInLongSpans = UInt16.max

        var start: SourceLocation { SourceLocation(line: Int(startLine), column: Int(startColumn)) }

        /// Where the node ends; `longSpans` holds the spans that do not fit.
        func end(longSpans: [UInt32: UInt32], index: Int) -> SourceLocation {
            let span = lineSpan == Self.spanInLongSpans ? longSpans[UInt32(index)]! : UInt32(lineSpan)
            return SourceLocation(line: Int(startLine + span), column: Int(endColumn))
        }
    }

    let file: String
    let records: [Record]
    let text: [UInt8]
    let children: [UInt32]
    /// Explicit tags (`!!str`), by record: few files have any.
    let tags: [UInt32: String]
    /// The line spans of records that span more than 65,534 lines, by record.
    let longSpans: [UInt32: UInt32]
    let rootIndex: Int

    init(
        file: String, records: [Record], text: [UInt8], children: [UInt32], tags: [UInt32: String],
        longSpans: [UInt32: UInt32], root: Int
    ) {
        self.file = file
        self.records = records
        self.text = text
        self.children = children
        self.tags = tags
        self.longSpans = longSpans
        rootIndex = root
    }

    /// Where record `index` is written.
    func range(of index: Int) -> SourceRange {
        let record = records[index]
        return SourceRange(file: file, start: record.start, end: record.end(longSpans: longSpans, index: index))
    }

    /// Record `index`'s explicit tag, if it has one.
    func tag(of index: Int) -> String? { tags.isEmpty ? nil : tags[UInt32(index)] }

    /// The document's root.
    package var root: YAMLValue { value(at: rootIndex) }

    /// The view of record `index`, an alias read as what it names.
    func value(at index: Int) -> YAMLValue {
        let record = records[index]
        if record.kind == .alias { return YAMLValue(tape: self, index: Int(record.first), site: index) }
        return YAMLValue(tape: self, index: index, site: index)
    }

    /// The view of a collection's `offset`th child.
    func child(_ offset: Int) -> YAMLValue { value(at: Int(children[offset])) }

    func string(_ record: Record) -> String {
        text.withUnsafeBufferPointer { buffer in
            String(
                decoding: UnsafeBufferPointer(rebasing: buffer[Int(record.first)..<Int(record.first + record.count)]),
                as: UTF8.self)
        }
    }

    func scalarHolds(_ record: Record, _ byte: UInt8) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            buffer[Int(record.first)..<Int(record.first + record.count)].contains(byte)
        }
    }

    func scalarEquals(_ record: Record, _ word: String) -> Bool {
        // The lengths first: most comparisons (a key against each known
        // key) end there, before the word's bytes are reached.
        guard word.utf8.count == Int(record.count) else { return false }
        var word = word
        return word.withUTF8 { bytes in
            guard bytes.count == Int(record.count) else { return false }
            // An indexed loop: `elementsEqual` over a slice goes through the
            // generic iterator.
            return text.withUnsafeBufferPointer { buffer in
                let start = Int(record.first)
                for offset in 0..<bytes.count where bytes[offset] != buffer[start + offset] { return false }
                return true
            }
        }
    }
}

/// How a scalar is written: its quoting, or a block style.
package enum YAMLScalarStyle: Hashable, Sendable { case plain, singleQuoted, doubleQuoted, literal, folded }

/// One node of a ``YAMLTape``, located: what the decoder reads. A view, two
/// numbers and a reference, so passing it around allocates nothing.
package struct YAMLValue: Sendable {
    let tape: YAMLTape
    /// The record of the content: the anchored one, for an alias.
    let index: Int
    /// The record whose place in the file this is: the alias, for an alias.
    let site: Int

    private var record: YAMLTape.Record { tape.records[index] }

    /// Whether the document this node is in writes an alias anywhere: then
    /// a node's content may be written outside its own lines.
    package var documentHasAliases: Bool { tape.records.contains { $0.kind == .alias } }

    /// Where the node is written (for an alias, where the alias is).
    package var range: SourceRange { tape.range(of: site) }

    /// Where the node starts (for an alias, where the alias is).
    package var location: SourceLocation { tape.records[site].start }

    /// An explicit tag such as `!!str`, if the file gave one.
    package var tag: String? { tape.tag(of: index) }

    /// The scalar's text, or nil for a collection.
    package var scalar: String? {
        let record = record
        return record.kind == .scalar ? tape.string(record) : nil
    }

    /// True for a scalar (of any quoting), false for a collection.
    package var isScalar: Bool { record.kind == .scalar }

    /// True for a scalar whose text is `word`; compared without making a `String`.
    package func isScalar(_ word: String) -> Bool {
        let record = record
        return record.kind == .scalar && tape.scalarEquals(record, word)
    }

    /// True for a scalar whose text holds `byte` (an ASCII one, as a
    /// brace); told without making a `String`.
    package func isScalar(holding byte: UInt8) -> Bool {
        let record = record
        return record.kind == .scalar && tape.scalarHolds(record, byte)
    }

    /// The scalar's quoting, or nil for a collection.
    package var style: YAMLScalarStyle? { record.kind == .scalar ? record.style : nil }

    /// True for a plain scalar that YAML reads as null (`~`, `null`, or nothing).
    package var isNull: Bool {
        let record = record
        guard record.kind == .scalar, record.style == .plain, tape.tag(of: index) == nil else { return false }
        switch record.count {
        case 0: return true
        case 1: return tape.scalarEquals(record, "~")
        case 4:
            return tape.scalarEquals(record, "null") || tape.scalarEquals(record, "Null")
                || tape.scalarEquals(record, "NULL")
        default: return false
        }
    }

    /// The pairs of a mapping (merge keys applied), or nil.
    package var pairs: Pairs? {
        let record = record
        guard record.kind == .mapping else { return nil }
        return Pairs(tape: tape, first: Int(record.first), count: Int(record.count) / 2)
    }

    /// The items of a sequence, or nil.
    package var items: Items? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return Items(tape: tape, first: Int(record.first), count: Int(record.count))
    }

    /// What this node is, in words for a diagnostic: "a mapping", "the scalar "abc"".
    package var kindDescription: String {
        switch record.kind {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        default: return isNull ? "nothing (null)" : "the scalar \"\(scalar ?? "")\""
        }
    }

    /// The value for a scalar key in a mapping.
    package subscript(key: String) -> YAMLValue? {
        pairs?.first { $0.key.isScalar(key) }?.value
    }

    /// A key of a mapping and its value.
    package struct Pair: Sendable {
        /// The key, a scalar.
        package let key: YAMLValue
        /// The value.
        package let value: YAMLValue
    }

    /// A mapping's pairs, in the file's order (merged pairs after its own).
    package struct Pairs: RandomAccessCollection, Sendable {
        let tape: YAMLTape
        let first: Int
        /// The number of pairs.
        package let count: Int
        /// The first pair's position, 0.
        package var startIndex: Int { 0 }
        /// One past the last pair's position.
        package var endIndex: Int { count }
        /// The pair at `position`.
        package subscript(position: Int) -> Pair {
            let offset = first + 2 * position
            return Pair(key: tape.child(offset), value: tape.child(offset + 1))
        }
    }

    /// A sequence's items, in order.
    package struct Items: RandomAccessCollection, Sendable {
        let tape: YAMLTape
        let first: Int
        /// The number of items.
        package let count: Int
        /// The first item's position, 0.
        package var startIndex: Int { 0 }
        /// One past the last item's position.
        package var endIndex: Int { count }
        /// The item at `position`.
        package subscript(position: Int) -> YAMLValue { tape.child(first + position) }
    }
}
