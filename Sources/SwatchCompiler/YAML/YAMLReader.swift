import Dispatch
import Foundation

/// The YAML stage: bytes in, a located node tree (or diagnostics) out.
///
/// It reads libyaml's event stream (`EventReader`), not its document
/// loader, so that it can keep every node's range, bound what aliases expand
/// to, and report each problem at its place. A long file is parsed on one
/// thread while its tree is built on another.
public struct YAMLReader: Sendable {
    public struct Limits: Sendable {
        /// Nodes after alias expansion; past this the file is rejected (an
        /// "alias bomb" of nested anchors would otherwise grow without end).
        public var maximumWeight: Int = 2_000_000
        /// Nesting of collections.
        public var maximumDepth: Int = 200
        public init() {}
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) { self.limits = limits }

    /// Reads `bytes` of the file named `file` (the name is only for locations).
    public func read(_ bytes: [UInt8], file: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        if let problem = Self.prescan(bytes, file: file) { return (nil, [problem]) }
        var builder = TreeBuilder(file: file, limits: limits)
        bytes.withUnsafeBufferPointer { buffer in
            if buffer.count < Self.pipelinedSize || Parallel.cores < 2 {
                EventReader.read(buffer, batchSize: 256) { builder.handle($0) }
            } else {
                Self.pipelined(buffer, into: &builder)
            }
        }
        if builder.failedToParse, let syntax = builder.diagnostics.last,
            let tab = Self.firstTabIndentation(bytes, upTo: syntax.line)
        {
            let diagnostic = Diagnostic(
                .yamlTab, "a tab is used for indentation; YAML indents with spaces only",
                at: SourceRange(file: file, start: tab),
                fixIt: .init(replacement: "  ", message: "replace the tab with spaces"))
            return (nil, [diagnostic])
        }
        if builder.diagnostics.hasErrors { return (nil, builder.diagnostics) }
        guard let root = builder.root else {
            return (
                nil,
                [
                    Diagnostic(
                        .yamlEmpty,
                        "the theme file is empty; a theme is a mapping that starts with 'swatch: 1'",
                        at: SourceRange(file: file, start: .start))
                ]
            )
        }
        return (root, builder.diagnostics)
    }

    /// From this many bytes (some 2,000 colors), libyaml runs on a thread of
    /// its own while the tree is built: the two take about as long as each
    /// other, and a thread costs more than it saves on a short file.
    static let pipelinedSize = 150_000

    /// libyaml on another thread, handing events over in batches; the tree
    /// built here. Returns only when the other thread has let go of `buffer`.
    private static func pipelined(_ buffer: UnsafeBufferPointer<UInt8>, into builder: inout TreeBuilder) {
        let channel = EventChannel()
        let readerDone = DispatchSemaphore(value: 0)
        // Valid until this function returns, which waits for the reader.
        nonisolated(unsafe) let input = buffer
        // A thread of its own rather than one of Dispatch's pool: this thread
        // blocks until the reader sends, and the pool's threads may all be
        // busy with the caller's own work, leaving the reader to wait for
        // the pool to notice and grow.
        let reader = Thread {
            EventReader.read(input, batchSize: 2_048) { channel.send($0) }
            channel.finish()
            readerDone.signal()
        }
        reader.start()
        while let batch = channel.receive() {
            guard builder.handle(batch) else {
                channel.cancel()
                break
            }
        }
        readerDone.wait()
    }

    /// Invalid UTF-8 is found before libyaml runs, so that it is reported at
    /// its exact byte rather than wherever libyaml's reader gives up.
    static func prescan(_ bytes: [UInt8], file: String) -> Diagnostic? {
        guard let offset = firstInvalidUTF8(bytes) else { return nil }
        return Diagnostic(
            .yamlEncoding,
            "the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8",
            at: SourceRange(file: file, start: locate(offset: offset, in: bytes)))
    }

    /// The first line, up to `lastLine`, whose indentation holds a tab.
    /// YAML forbids tabs there, and libyaml's own message for them ("found
    /// character that cannot start any token") says nothing of tabs.
    static func firstTabIndentation(_ bytes: [UInt8], upTo lastLine: Int) -> SourceLocation? {
        var line = 1
        var column = 1
        var atLineStart = true
        for byte in bytes {
            if line > lastLine { return nil }
            if byte == 0x0A {
                line += 1
                column = 1
                atLineStart = true
                continue
            }
            if atLineStart {
                if byte == 0x09 { return SourceLocation(line: line, column: column) }
                if byte != 0x20 { atLineStart = false }
            }
            column += 1
        }
        return nil
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        // The standard library's validation is fast; the scan below, which
        // finds the byte, runs only for a file that fails it.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var decoder = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error(let length): _ = length; return offset
            }
        }
    }

    /// Line and column (1-based, in Unicode scalars) of a byte offset.
    static func locate(offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}

/// Builds the node tree from libyaml's events with an explicit stack (no
/// recursion, so deep nesting cannot overflow the call stack).
private struct TreeBuilder {
    let file: String
    /// The file's number, looked up once for the thousands of ranges built.
    let fileID: SourceFiles.ID
    let limits: YAMLReader.Limits
    var diagnostics: [Diagnostic] = []
    var root: YAMLNode?
    /// libyaml itself rejected the text (as opposed to a check of ours).
    var failedToParse = false

    /// A collection being built. Mutated in place on the stack, so that
    /// adding to a long mapping costs the same as adding to a short one.
    private struct Frame {
        var isMapping: Bool
        var start: SourceLocation
        var tag: String?
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var keys: Set<String> = []
        /// Pairs brought in by merge keys (`<<`); the mapping's own keys win.
        var merged: [YAMLNode.Pair] = []
        var mergedKeys: Set<String> = []
        var pendingKey: YAMLNode?
    }

    private var stack: [Frame] = []
    private var anchors: [String: YAMLNode] = [:]
    private var documents = 0

    init(file: String, limits: YAMLReader.Limits) {
        self.file = file
        fileID = SourceFiles.id(of: file)
        self.limits = limits
    }

    /// Handles a batch of events; false once the tree is complete or the
    /// parse has to stop.
    mutating func handle(_ batch: [YAMLEvent]) -> Bool {
        for event in batch where !handle(event) { return false }
        return true
    }

    private mutating func error(_ rule: RuleID, _ message: String, at start: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(rule, message, at: SourceRange(file: file, start: start), notes: notes))
    }

    /// Handles one event; false stops the parse.
    private mutating func handle(_ event: YAMLEvent) -> Bool {
        switch event {
        case .documentStart(let start):
            documents += 1
            if documents > 1 {
                error(
                    .yamlMultiDocument,
                    "a theme file holds one YAML document; this is a second one ('---'). Put each theme in its own file",
                    at: start)
                return false
            }
            return true
        case .scalar(let text, let style, let tag, let anchor, let start, let end):
            let node = YAMLNode(.scalar(text, style), range: SourceRange(fileID: fileID, start: start, end: end), tag: tag)
            return add(node, anchor: anchor)
        case .alias(let name, let start, let end):
            guard var node = anchors[name] else {
                error(
                    .yamlAlias, "the alias '*\(name)' names no anchor defined before it; define the anchor (&\(name)) first",
                    at: start)
                return false
            }
            // The copy shares the anchored node's storage; only its place in
            // the file is the alias's, so diagnostics point at the use.
            node.range = SourceRange(fileID: fileID, start: start, end: end)
            return add(node, anchor: nil)
        case .sequenceStart(let tag, let anchor, let start):
            return push(Frame(isMapping: false, start: start, tag: tag, anchor: anchor))
        case .mappingStart(let tag, let anchor, let start):
            return push(Frame(isMapping: true, start: start, tag: tag, anchor: anchor))
        case .collectionEnd(let end):
            guard let frame = stack.popLast() else { return true }
            let range = SourceRange(fileID: fileID, start: frame.start, end: end)
            guard frame.isMapping else { return add(YAMLNode(.sequence(frame.items), range: range, tag: frame.tag), anchor: frame.anchor) }
            guard !frame.merged.isEmpty else {
                return add(YAMLNode(.mapping(frame.pairs), range: range, tag: frame.tag), anchor: frame.anchor)
            }
            let own = Set(frame.pairs.map { $0.key.scalar ?? "" })
            let all = frame.pairs + frame.merged.filter { !own.contains($0.key.scalar ?? "") }
            return add(YAMLNode(.mapping(all), range: range, tag: frame.tag), anchor: frame.anchor)
        case .streamEnd:
            return false
        case .syntaxError(let message, let location):
            error(.yamlSyntax, message, at: location)
            failedToParse = true
            return false
        }
    }

    private mutating func push(_ frame: Frame) -> Bool {
        if stack.count >= limits.maximumDepth {
            error(.yamlSyntax, "collections are nested more than \(limits.maximumDepth) deep", at: frame.start)
            return false
        }
        stack.append(frame)
        return true
    }

    /// Adds a finished node to the collection being built, or makes it the root.
    private mutating func add(_ node: YAMLNode, anchor: String?) -> Bool {
        if node.weight > limits.maximumWeight {
            error(
                .yamlAlias,
                "aliases expand this node to more than \(limits.maximumWeight) nodes; a theme needs far fewer (is this an alias bomb?)",
                at: node.location)
            return false
        }
        if let anchor { anchors[anchor] = node }
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return true
        }
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pendingKey = nil
            if let problem = Self.insert(key: key, value: node, into: &stack[top], file: file) {
                diagnostics.append(problem)
                return false
            }
        } else {
            guard node.scalar != nil else {
                error(.yamlComplexKey, "a key must be a plain name, not \(node.kindDescription)", at: node.location)
                return false
            }
            stack[top].pendingKey = node
        }
        return true
    }

    /// Inserts a pair, applying merge keys and refusing duplicates; returns
    /// the problem if there is one.
    private static func insert(key: YAMLNode, value: YAMLNode, into frame: inout Frame, file: String) -> Diagnostic? {
        let name = key.scalar ?? ""
        if name == "<<", case .scalar(_, .plain) = key.kind {
            // A merge key: the pairs of the merged mapping(s) that this
            // mapping does not set itself.
            let sources: [YAMLNode]
            switch value.kind {
            case .mapping: sources = [value]
            case .sequence(let items) where items.allSatisfy({ $0.pairs != nil }): sources = items
            default:
                return Diagnostic(
                    .yamlAlias, "a merge key '<<' takes a mapping or a list of mappings, not \(value.kindDescription)",
                    at: value.range)
            }
            // Earlier sources win over later ones, as the merge-key spec says.
            for pair in sources.flatMap({ $0.pairs ?? [] }) where frame.mergedKeys.insert(pair.key.scalar ?? "").inserted {
                frame.merged.append(pair)
            }
            return nil
        }
        // Most mappings are a handful of keys, where a scan is cheaper than
        // hashing; long ones (a theme's `colors:`) switch to a set.
        let isDuplicate: Bool
        if frame.pairs.count < 16 {
            isDuplicate = frame.pairs.contains { $0.key.scalar == name }
        } else {
            if frame.keys.isEmpty { frame.keys = Set(frame.pairs.map { $0.key.scalar ?? "" }) }
            isDuplicate = !frame.keys.insert(name).inserted
        }
        guard !isDuplicate else {
            let first = frame.pairs.first { $0.key.scalar == name }!.key
            return Diagnostic(
                .yamlDuplicateKey,
                "the key '\(name)' appears twice in this mapping; YAML keeps only one, so remove or rename one of them",
                at: SourceRange(file: file, start: key.location),
                notes: [Diagnostic.Note("first given here", at: first.range)])
        }
        frame.pairs.append(YAMLNode.Pair(key: key, value: value))
        return nil
    }
}
