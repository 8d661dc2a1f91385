import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The YAML stage: bytes in, a located tape of events (or diagnostics) out.
///
/// It reads libyaml's event stream (`TapeRecorder`), not its document
/// loader, so that it can keep every node's range, bound what aliases expand
/// to, and report each problem at its place. The events are kept flat, on a
/// ``YAMLTape``, which the decoder reads without building a node.
package struct YAMLReader: Sendable {
    /// The bounds of the YAML stage; the compiler's figures are stated in
    /// `CompilerLimits`, and each is a located error past it.
    package struct Limits: Sendable {
        /// Nodes after alias expansion; past this the file is rejected (an
        /// "alias bomb" of nested anchors would otherwise grow without end).
        package var maximumWeight: Int = CompilerLimits().aliasWeight
        /// Nesting of collections.
        package var maximumDepth: Int = CompilerLimits().nestingDepth
        /// Bytes of the file, checked before it is parsed.
        var maximumBytes: Int = CompilerLimits().fileSize
        /// The compiler's limits (`CompilerLimits`).
        package init() {}
    }

    package var limits: Limits

    /// A reader that rejects files past `limits`.
    package init(limits: Limits = Limits()) { self.limits = limits }

    /// Reads `bytes` of the file named `file` into its root node, for
    /// readers of the tape's values (the importers).
    package func read(_ bytes: [UInt8], file: String) -> (root: YAMLValue?, diagnostics: [Diagnostic]) {
        let (tape, diagnostics) = readTape(bytes, file: file)
        return (tape?.root, diagnostics)
    }

    /// Reads `bytes` of the file named `file` (the name is only for
    /// locations) into a ``YAMLTape``: libyaml's events, checked and kept
    /// flat, with no node built.
    package func readTape(_ bytes: [UInt8], file: String) -> (tape: YAMLTape?, diagnostics: [Diagnostic]) {
        if let problem = Self.sizeCheck(bytes, file: file, limit: limits.maximumBytes) { return (nil, [problem]) }
        if let problem = Self.prescan(bytes, file: file) { return (nil, [problem]) }
        var recorder = TapeRecorder(file: file, limits: limits)
        let tape = bytes.withUnsafeBufferPointer { recorder.record($0) }
        if recorder.failedToParse, let syntax = recorder.diagnostics.last,
            let tab = Self.firstTabIndentation(bytes, upTo: syntax.line)
        {
            let diagnostic = Diagnostic(
                .yamlTab, "a tab is used for indentation; YAML indents with spaces only",
                // The range covers the tab, so that the fix replaces it rather than inserting before it.
                at: SourceRange(file: file, start: tab, end: SourceLocation(line: tab.line, column: tab.column + 1)),
                fixIt: .init(replacement: "  ", message: "replace the tab with spaces"))
            return (nil, [diagnostic])
        }
        if recorder.diagnostics.hasErrors { return (nil, recorder.diagnostics) }
        guard let tape else {
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
        return (tape, recorder.diagnostics)
    }

    /// A file larger than `limit` is refused before libyaml sees it, at its
    /// start: what is wrong is the file as a whole.
    static func sizeCheck(_ bytes: [UInt8], file: String, limit: Int) -> Diagnostic? {
        guard bytes.count > limit else { return nil }
        return Diagnostic(
            .yamlSyntax,
            "the file is \(byteCount(bytes.count)), more than the limit of \(byteCount(limit)); split it into smaller files (a theme can extend another with 'extends:')",
            at: SourceRange(file: file, start: .start))
    }

    /// `16,777,216 bytes (16 MiB)`: exact, and readable.
    static func byteCount(_ count: Int) -> String {
        guard count >= 1 << 20 else { return "\(count.grouped) bytes" }
        let mebibytes = (Double(count) / Double(1 << 20) * 10).rounded() / 10
        return "\(count.grouped) bytes (\(mebibytes.formatted) MiB)"
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
            case .error(let length):
                _ = length
                return offset
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

extension CompilerLimits {
    /// The YAML stage's share.
    package var yaml: YAMLReader.Limits {
        var limits = YAMLReader.Limits()
        limits.maximumBytes = fileSize
        limits.maximumDepth = nestingDepth
        limits.maximumWeight = aliasWeight
        return limits
    }
}
