import SwatchSupport

/// Renders diagnostics for people (as swiftc does: a locating line SwiftPM
/// and editors understand, the source line, a caret) or for tools (JSON).
public struct DiagnosticRenderer: Sendable {
    /// `text` for people (what `swatch` prints by default) or `json` for tools
    /// (`--diagnostics-format json`).
    public enum Format: String, CaseIterable, Sendable { case text, json }

    /// The text of each file, for the source snippets.
    public var sources: [String: [UInt8]]

    /// A renderer that shows the source line of a diagnostic whose file is in
    /// `sources` (path → bytes); other diagnostics are printed without one.
    public init(sources: [String: [UInt8]] = [:]) { self.sources = sources }

    /// `diagnostics` as one string in `format`, in the order given: each as
    /// ``text(_:)`` shows it, or a JSON array.
    public func render(_ diagnostics: [Diagnostic], as format: Format) -> String {
        switch format {
        case .text:
            // One index of each file's lines for all the findings: a theme
            // with a finding on each of its 100,000 colors would otherwise
            // be scanned from its start once per finding.
            var lines = LineIndex()
            return diagnostics.map { text($0, lines: &lines) }.joined()
        case .json: return json(diagnostics)
        }
    }

    /// `path:line:col: severity: message [rule]`, the line, a caret, then
    /// notes and the fix-it.
    public func text(_ diagnostic: Diagnostic) -> String {
        var lines = LineIndex()
        return text(diagnostic, lines: &lines)
    }

    private func text(_ diagnostic: Diagnostic, lines: inout LineIndex) -> String {
        var output =
            "\(locator(diagnostic.range)): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
        output += snippet(diagnostic.range, lines: &lines)
        if let fixIt = diagnostic.fixIt {
            // A fix written in another file is located there; one that makes
            // the file says so, since no line of it exists to show.
            let made = fixIt.createsFile ? " (a new file)" : ""
            output +=
                "\(locator(fixIt.range(in: diagnostic))): note: fix-it: \(fixIt.message)\(made): \(fixIt.replacement.trimmingScalars(where: \.isLineBreak))\n"
            for edit in fixIt.otherEdits {
                output +=
                    "\(locator(edit.range)): note: and with it: \(edit.replacement.trimmingScalars(where: \.isLineBreak))\n"
            }
        }
        let details = diagnostic.notes.count(where: \.isDetail)
        if details > 0 {
            output +=
                "\(locator(diagnostic.range)): note: each of the \(details) is listed with --diagnostics-format json\n"
        }
        for note in diagnostic.notes where !note.isDetail {
            if let range = note.range {
                output += "\(locator(range)): note: \(note.message)\n"
                output += snippet(range, lines: &lines)
            } else {
                output += "\(locator(diagnostic.range)): note: \(note.message)\n"
            }
        }
        return output
    }

    private func locator(_ range: SourceRange) -> String {
        "\(range.file):\(range.start.line):\(range.start.column)"
    }

    /// The widest source line shown whole, in scalars; a longer line (a
    /// minified token file, Figma's one-line response) is shown as a window
    /// of this width around the column, as rustc and swiftc show long lines,
    /// so that what is printed grows with the findings, not with the line.
    package static let excerptWidth = 120
    /// How many scalars of a window come before the column.
    static let excerptLead = 40

    /// The source line (or a window of it) and a caret under the column
    /// (tabs kept, so the caret lines up in a terminal).
    private func snippet(_ range: SourceRange, lines: inout LineIndex) -> String {
        guard let bytes = sources[range.file],
            let span = lines.span(range.start.line, of: range.file, bytes: bytes)
        else { return "" }
        let column = max(0, range.start.column - 1)
        if span.count <= Self.excerptWidth {
            // Short in bytes, so short in scalars: shown whole.
            guard let line = Self.text(bytes[span]) else { return "" }
            return Self.caret(under: line, column: column)
        }
        let window = lines.window(
            of: span, in: range.file, bytes: bytes, around: column, width: Self.excerptWidth, lead: Self.excerptLead)
        guard let text = Self.text(bytes[window.bytes]) else { return "" }
        let before = window.cut.before ? "..." : ""
        let after = window.cut.after ? "..." : ""
        return Self.caret(under: before + text + after, column: before.count + column - window.firstScalar)
    }

    /// `line`, and a caret under scalar `column` (0-based) of it.
    private static func caret(under line: String, column: Int) -> String {
        let prefix = line.unicodeScalars.prefix(max(0, column)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(line)\n\(prefix)^\n"
    }

    /// Line `number` of the file, without its line break; nil past the end,
    /// or when the line is not valid UTF-8 (a snippet of it would print
    /// garbage to the terminal).
    static func line(_ number: Int, of bytes: [UInt8]) -> String? {
        var current = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if current == number { return text(bytes[start..<index]) }
            current += 1
            start = index + 1
        }
        if current == number, start < bytes.count { return text(bytes[start...]) }
        return nil
    }

    /// Where each line of each file starts, found on first use.
    struct LineIndex {
        var starts: [String: [Int]] = [:]
        /// For each long line shown (keyed by its first byte), where every
        /// ``checkpointStride``th scalar starts and how many scalars it has:
        /// a window of it is then found without a scan from the line's start.
        var checkpoints: [String: [Int: (offsets: [Int], scalars: Int)]] = [:]
        static let checkpointStride = 1024

        /// As ``DiagnosticRenderer/line(_:of:)``, without a scan from the start.
        mutating func line(_ number: Int, of file: String, bytes: [UInt8]) -> String? {
            span(number, of: file, bytes: bytes).flatMap { DiagnosticRenderer.text(bytes[$0]) }
        }

        /// The bytes of line `number`, without its line break; nil past the end.
        mutating func span(_ number: Int, of file: String, bytes: [UInt8]) -> Range<Int>? {
            let fileStarts = starts[file] ?? Self.lineStarts(bytes)
            starts[file] = fileStarts
            guard number >= 1, number <= fileStarts.count else { return nil }
            let start = fileStarts[number - 1]
            let end = number < fileStarts.count ? fileStarts[number] - 1 : bytes.count
            guard start < end || number < fileStarts.count else { return nil }
            return start..<end
        }

        /// The bytes of `width` scalars of the line `span`, starting `lead`
        /// scalars before scalar `column` (0-based) or earlier at its end;
        /// whether scalars were cut before and after them.
        mutating func window(
            of span: Range<Int>, in file: String, bytes: [UInt8], around column: Int, width: Int, lead: Int
        ) -> (bytes: Range<Int>, firstScalar: Int, cut: (before: Bool, after: Bool)) {
            let key = span.lowerBound
            let marks = checkpoints[file]?[key] ?? Self.checkpoints(bytes[span])
            checkpoints[file, default: [:]][key] = marks
            let count = marks.scalars
            let first = max(0, min(column - lead, count - width))
            let last = min(count, first + width)
            func offset(_ scalar: Int) -> Int {
                guard scalar < count else { return span.upperBound }
                var index = marks.offsets[scalar / Self.checkpointStride]
                var remaining = scalar % Self.checkpointStride
                while remaining > 0 {
                    index += 1
                    if bytes[index] & 0xC0 != 0x80 { remaining -= 1 }
                }
                return index
            }
            return (offset(first)..<offset(last), first, (first > 0, last < count))
        }

        static func checkpoints(_ line: ArraySlice<UInt8>) -> (offsets: [Int], scalars: Int) {
            var offsets: [Int] = []
            var scalars = 0
            for index in line.indices where line[index] & 0xC0 != 0x80 {
                if scalars % checkpointStride == 0 { offsets.append(index) }
                scalars += 1
            }
            return (offsets, scalars)
        }

        static func lineStarts(_ bytes: [UInt8]) -> [Int] { LineStarts.of(bytes) }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String? {
        String(validating: bytes, as: UTF8.self)?.trimmingScalars(where: { $0 == "\r" })
    }

    // MARK: JSON

    /// A JSON array with one object per diagnostic, in the layout
    /// `JSONEncoder` gave it (``JSONText/Style/encoder``): keys `severity`,
    /// `rule`, `message`, `location` (`file`, `line`, `column`, `endLine`,
    /// `endColumn`), `notes` (`message`, `location` when it has one) and
    /// `fixIt` (`message`, `replacement`, and `location` and `createsFile`
    /// for a fix that replaces another range than the finding's, and
    /// `otherEdits`, each a `location` and a `replacement`, for a fix that
    /// makes more than one, and `isGuess` for a fix that writes a guess,
    /// which `swatch fix` never makes) when there is one; `restsOnGuess`
    /// for a finding on a pair inferred from names.
    private func json(_ diagnostics: [Diagnostic]) -> String {
        func location(_ range: SourceRange) -> JSONText {
            .object([
                ("file", .string(range.file)), ("line", .number(String(range.start.line))),
                ("column", .number(String(range.start.column))), ("endLine", .number(String(range.end.line))),
                ("endColumn", .number(String(range.end.column))),
            ])
        }
        func note(_ note: Diagnostic.Note) -> JSONText {
            .object([("message", .string(note.message))] + (note.range.map { [("location", location($0))] } ?? []))
        }
        let items = diagnostics.map { diagnostic -> JSONText in
            var fields: [(String, JSONText)] = [
                ("severity", .string(diagnostic.severity.rawValue)), ("rule", .string(diagnostic.rule.rawValue)),
                ("message", .string(diagnostic.message)), ("location", location(diagnostic.range)),
                ("notes", .array(diagnostic.notes.map(note))),
            ]
            if diagnostic.restsOnGuess { fields.append(("restsOnGuess", .bool(true))) }
            if let fixIt = diagnostic.fixIt {
                var fix: [(String, JSONText)] = [
                    ("message", .string(fixIt.message)), ("replacement", .string(fixIt.replacement)),
                ]
                if let range = fixIt.range {
                    fix += [("location", location(range)), ("createsFile", .bool(fixIt.createsFile))]
                }
                if fixIt.isGuess { fix.append(("isGuess", .bool(true))) }
                if !fixIt.otherEdits.isEmpty {
                    let edits = fixIt.otherEdits.map { edit in
                        JSONText.object([
                            ("location", location(edit.range)), ("replacement", .string(edit.replacement)),
                        ])
                    }
                    fix.append(("otherEdits", .array(edits)))
                }
                fields.append(("fixIt", .object(fix)))
            }
            return .object(fields)
        }
        return JSONText.array(items).rendered(.encoder)
    }
}
