import CSwatchYAML
import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// Runs libyaml's event parser over a buffer and records its events on a
/// ``YAMLTape``, checking as it goes: aliases name an anchor before them and
/// expand to a bounded number of nodes, keys are scalars and appear once per
/// mapping, merge keys (`<<`) bring in pairs the mapping does not set, one
/// document, bounded nesting. It stops at the first problem. This is the
/// only code that touches libyaml.
struct TapeRecorder {
    let file: String
    let limits: YAMLReader.Limits
    var diagnostics: [Diagnostic] = []
    /// libyaml itself rejected the text (as opposed to a check of ours).
    var failedToParse = false

    private var records: [YAMLTape.Record] = []
    /// Each record's number of nodes with aliases counted in full: the
    /// alias-weight limit's measure, needed only while recording.
    private var weights: [UInt32] = []
    private var longSpans: [UInt32: UInt32] = [:]
    private var text: [UInt8] = []
    private var children: [UInt32] = []
    private var tags: [UInt32: String] = [:]
    private var root: Int?
    /// The children of the collections being read, innermost last: each
    /// frame's are the tail from its `base`, moved to `children` at its end.
    private var pending: [UInt32] = []

    /// A collection being read.
    private struct Frame {
        var record: Int
        var isMapping: Bool
        var anchor: String?
        var base: Int
        var weight = 1
        var keyIsPending = false
        /// Key offsets (into `pending`), once a mapping is long enough
        /// that a scan for duplicates costs more than hashing.
        var keys = KeyTable()
        /// Pairs brought in by merge keys (`<<`), as record numbers; the
        /// mapping's own keys win, and earlier sources win over later ones.
        var merged: [UInt32] = []
        var mergedKeys: Set<String> = []
    }

    private var stack: [Frame] = []
    private var anchors: [String: UInt32] = [:]
    private var documents = 0

    package init(file: String, limits: YAMLReader.Limits) {
        self.file = file
        self.limits = limits
    }

    /// The tape of `buffer`, or nil with the problem in `diagnostics` (or
    /// nothing at all, for an empty document).
    mutating func record(_ buffer: UnsafeBufferPointer<UInt8>) -> YAMLTape? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            error(.yamlSyntax, "the YAML parser could not start (out of memory)", at: .start)
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml asserts on a NULL input, which an empty buffer has: give it a
        // valid pointer to zero bytes instead.
        var empty: UInt8 = 0
        if let base = buffer.baseAddress, buffer.count > 0 {
            yaml_parser_set_input_string(&parser, base, buffer.count)
        } else {
            yaml_parser_set_input_string(&parser, &empty, 0)
        }
        // Some 4 events, 40 bytes of scalars and 4 children per line of a theme.
        records.reserveCapacity(buffer.count / 6)
        weights.reserveCapacity(buffer.count / 6)
        text.reserveCapacity(buffer.count / 2)
        children.reserveCapacity(buffer.count / 6)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                syntaxError(parser)
                return nil
            }
            let go = handle(event)
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if !go { return nil }
            if done { break }
        }
        guard let root else { return nil }
        return YAMLTape(
            file: file, records: records, text: text, children: children, tags: tags, longSpans: longSpans, root: root)
    }

    private mutating func error(
        _ rule: RuleID, _ message: String, at start: SourceLocation, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(rule, message, at: SourceRange(file: file, start: start), notes: notes))
    }

    /// Records one event; false stops the parse.
    private mutating func handle(_ event: yaml_event_t) -> Bool {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                error(
                    .yamlMultiDocument,
                    "a theme file holds one YAML document; this is a second one ('---'). Put each theme in its own file",
                    at: Self.location(event.start_mark))
                return false
            }
            return true
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let style: YAMLScalarStyle
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let offset = UInt32(text.count)
            if let value = scalar.value, scalar.length > 0 {
                text.append(contentsOf: UnsafeBufferPointer(start: value, count: scalar.length))
            }
            let index = append(
                event, kind: .scalar, style: style, first: offset, count: UInt32(scalar.length), weight: 1)
            if let tag = scalar.tag { tags[UInt32(index)] = String(cString: tag) }
            return add(index, anchor: scalar.anchor.map { String(cString: $0) })
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let target = anchors[name] else {
                error(
                    .yamlAlias,
                    "the alias '*\(name)' names no anchor defined before it; define the anchor (&\(name)) first",
                    at: Self.location(event.start_mark))
                return false
            }
            let index = append(
                event, kind: .alias, style: .plain, first: target, count: 0, weight: weights[Int(target)])
            return add(index, anchor: nil)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let (tag, anchor) =
                isMapping
                ? (event.data.mapping_start.tag, event.data.mapping_start.anchor)
                : (event.data.sequence_start.tag, event.data.sequence_start.anchor)
            if stack.count >= limits.maximumDepth {
                error(
                    .yamlSyntax,
                    "this collection is nested \((stack.count + 1).grouped) deep, more than the limit of \(limits.maximumDepth.grouped); a theme needs fewer than 10, so look for a bracket left open or a structure nested by mistake",
                    at: Self.location(event.start_mark))
                return false
            }
            let index = append(
                event, kind: isMapping ? .mapping : .sequence, style: .plain, first: 0, count: 0, weight: 0)
            if let tag { tags[UInt32(index)] = String(cString: tag) }
            stack.append(
                Frame(
                    record: index, isMapping: isMapping, anchor: anchor.map { String(cString: $0) }, base: pending.count
                ))
            return true
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard var frame = stack.popLast() else { return true }
            if !frame.merged.isEmpty { applyMerges(&frame) }
            let index = frame.record
            setEnd(of: index, at: event.end_mark)
            records[index].first = UInt32(children.count)
            records[index].count = UInt32(pending.count - frame.base)
            weights[index] = UInt32(min(frame.weight, Int(UInt32.max)))
            children.append(contentsOf: pending[frame.base...])
            pending.removeSubrange(frame.base...)
            return add(index, anchor: frame.anchor)
        case YAML_STREAM_END_EVENT:
            return true
        default:
            return true
        }
    }

    private mutating func append(
        _ event: yaml_event_t, kind: YAMLTape.Kind, style: YAMLScalarStyle, first: UInt32, count: UInt32,
        weight: UInt32
    ) -> Int {
        let span = event.end_mark.line - event.start_mark.line
        records.append(
            YAMLTape.Record(
                kind: kind, style: style,
                lineSpan: span < Int(YAMLTape.Record.spanInLongSpans) ? UInt16(span) : YAMLTape.Record.spanInLongSpans,
                startLine: UInt32(event.start_mark.line + 1), startColumn: UInt32(event.start_mark.column + 1),
                endColumn: UInt32(event.end_mark.column + 1), first: first, count: count))
        weights.append(weight)
        if span >= Int(YAMLTape.Record.spanInLongSpans) { longSpans[UInt32(records.count - 1)] = UInt32(span) }
        return records.count - 1
    }

    /// Records where node `index` ends: its span in the record when it fits.
    private mutating func setEnd(of index: Int, at mark: yaml_mark_t) {
        let span = UInt32(mark.line + 1) - records[index].startLine
        records[index].endColumn = UInt32(mark.column + 1)
        if span < UInt32(YAMLTape.Record.spanInLongSpans) {
            records[index].lineSpan = UInt16(span)
        } else {
            records[index].lineSpan = YAMLTape.Record.spanInLongSpans
            longSpans[UInt32(index)] = span
        }
    }

    private func range(of index: Int) -> SourceRange {
        let record = records[index]
        return SourceRange(file: file, start: record.start, end: record.end(longSpans: longSpans, index: index))
    }

    /// What record `index` holds: the anchored record, for an alias.
    private func content(_ index: Int) -> YAMLTape.Record { Self.content(index, in: records) }

    // Static, with the arrays passed: called on `self` from a mutating
    // method, the lookups below would copy the whole recorder (every field
    // retained) for each pair of each mapping.
    private static func content(_ index: Int, in records: [YAMLTape.Record]) -> YAMLTape.Record {
        let record = records[index]
        return record.kind == .alias ? records[Int(record.first)] : record
    }

    private static func sameText(_ a: YAMLTape.Record, _ b: YAMLTape.Record, in text: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        // An indexed loop: `elementsEqual` over slices goes through the
        // generic iterator.
        let (first, other) = (Int(a.first), Int(b.first))
        for offset in 0..<Int(a.count) where text[first + offset] != text[other + offset] { return false }
        return true
    }

    private func name(_ index: UInt32) -> String {
        let record = content(Int(index))
        return record.kind == .scalar ? string(record) : ""
    }

    private func string(_ record: YAMLTape.Record) -> String {
        String(decoding: text[Int(record.first)..<Int(record.first + record.count)], as: UTF8.self)
    }

    private func kindDescription(_ index: Int) -> String {
        let tape = YAMLTape(
            file: file, records: records, text: text, children: [], tags: tags, longSpans: longSpans, root: index)
        return tape.root.kindDescription
    }

    /// Adds a finished node to the collection being read, or makes it the root.
    private mutating func add(_ index: Int, anchor: String?) -> Bool {
        let record = records[index]
        let weight = Int(weights[index])
        if weight > limits.maximumWeight {
            error(
                .yamlAlias,
                "with its aliases expanded this node holds \(weight.grouped) nodes, more than the limit of \(limits.maximumWeight.grouped) (is this an alias bomb?); use fewer aliases of aliases, or split the theme into themes that extend one another",
                at: record.start)
            return false
        }
        if let anchor { anchors[anchor] = UInt32(index) }
        guard !stack.isEmpty else {
            root = index
            return true
        }
        let top = stack.count - 1
        stack[top].weight &+= weight
        if !stack[top].isMapping {
            pending.append(UInt32(index))
        } else if stack[top].keyIsPending {
            stack[top].keyIsPending = false
            return insertValue(index, into: top)
        } else {
            guard Self.content(index, in: records).kind == .scalar else {
                error(.yamlComplexKey, "a key must be a plain name, not \(kindDescription(index))", at: record.start)
                return false
            }
            stack[top].keyIsPending = true
            pending.append(UInt32(index))
        }
        return true
    }

    /// Completes the pair whose key is last in `pending`, applying merge keys
    /// and refusing duplicates.
    private mutating func insertValue(_ value: Int, into top: Int) -> Bool {
        let keyIndex = Int(pending.last!)
        let (records, text) = (self.records, self.text)
        let key = Self.content(keyIndex, in: records)
        if key.kind == .scalar, key.style == .plain, key.count == 2, text[Int(key.first)] == 0x3C,
            text[Int(key.first) + 1] == 0x3C
        {
            pending.removeLast()
            return merge(value, into: top)
        }
        // Most mappings are a handful of keys, where a scan is cheaper than
        // hashing; long ones (a theme's `colors:`) switch to a dictionary.
        // Only the frame's start: a copy of the whole frame would retain
        // its collections on every pair.
        let base = stack[top].base
        let pairs = (pending.count - base) / 2
        var first: Int?
        if pairs < 16 {
            for offset in stride(from: base, to: pending.count - 1, by: 2)
            where Self.sameText(Self.content(Int(pending[offset]), in: records), key, in: text) {
                first = offset
                break
            }
        } else {
            let pending = self.pending
            text.withUnsafeBytes { text in
                func bytes(_ offset: Int) -> UnsafeRawBufferPointer {
                    let record = Self.content(Int(pending[offset]), in: records)
                    return UnsafeRawBufferPointer(rebasing: text[Int(record.first)..<Int(record.first + record.count)])
                }
                func sameKey(_ offset: Int, _ other: Int) -> Bool { bytes(offset).elementsEqual(bytes(other)) }
                if stack[top].keys.isEmpty {
                    for offset in stride(from: base, to: pending.count - 1, by: 2) {
                        _ = stack[top].keys.insert(bytes(offset), at: offset) { sameKey($0, offset) }
                    }
                }
                let last = pending.count - 1
                first = stack[top].keys.insert(bytes(last), at: last) { sameKey($0, last) }
            }
        }
        if let first {
            error(
                .yamlDuplicateKey,
                "the key '\(string(key))' appears twice in this mapping; YAML keeps only one, so remove or rename one of them",
                at: records[keyIndex].start,
                notes: [
                    Diagnostic.Note(
                        "first given here", at: range(of: Int(pending[first])))
                ])
            return false
        }
        pending.append(UInt32(value))
        return true
    }

    /// A merge key's value: the pairs of the mapping, or of each mapping in
    /// the list, that come before in the merge order.
    private mutating func merge(_ value: Int, into top: Int) -> Bool {
        let source = content(value)
        var sources: [YAMLTape.Record] = []
        switch source.kind {
        case .mapping: sources = [source]
        case .sequence:
            sources = (Int(source.first)..<Int(source.first + source.count)).map { content(Int(children[$0])) }
        default: break
        }
        guard !sources.isEmpty || source.kind == .sequence, sources.allSatisfy({ $0.kind == .mapping }) else {
            diagnostics.append(
                Diagnostic(
                    .yamlAlias, "a merge key '<<' takes a mapping or a list of mappings, not \(kindDescription(value))",
                    at: range(of: value)))
            return false
        }
        // The merge key and its value do not count; the pairs they bring do,
        // once the mapping's own keys have been taken out (at its end).
        stack[top].weight &-= Int(weights[value]) &+ 1
        for source in sources {
            for offset in stride(from: Int(source.first), to: Int(source.first + source.count), by: 2)
            where stack[top].mergedKeys.insert(name(children[offset])).inserted {
                stack[top].merged.append(children[offset])
                stack[top].merged.append(children[offset + 1])
            }
        }
        return true
    }

    /// Appends the merged pairs whose keys the mapping does not set itself.
    private mutating func applyMerges(_ frame: inout Frame) {
        let own = Set(stride(from: frame.base, to: pending.count, by: 2).map { name(pending[$0]) })
        for offset in stride(from: 0, to: frame.merged.count, by: 2) where !own.contains(name(frame.merged[offset])) {
            let key = frame.merged[offset]
            let value = frame.merged[offset + 1]
            pending.append(key)
            pending.append(value)
            frame.weight &+= Int(weights[Int(key)]) &+ Int(weights[Int(value)])
        }
    }

    private mutating func syntaxError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) \(context)"
            let contextLine = parser.context_mark.line + 1
            if contextLine != parser.problem_mark.line + 1 {
                message += " (which starts on line \(contextLine))"
            }
        }
        error(.yamlSyntax, Self.explain(message), at: Self.location(parser.problem_mark))
        failedToParse = true
    }

    /// libyaml's wording with a hint at the usual cause.
    private static func explain(_ message: String) -> String {
        if message.contains("mapping values are not allowed") {
            return "\(message); a value containing ': ' must be quoted, or the indentation is off"
        }
        if message.contains("could not find expected ':'") {
            return "\(message); each key of a mapping needs a ':' after it"
        }
        if message.contains("did not find expected key") {
            return "\(message); check the indentation of this line against the keys above it"
        }
        return message
    }

    private static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
