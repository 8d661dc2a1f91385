import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// How a fix to a color's pairs is written in a YAML file that holds pairs
/// by name: the line to add, or the entry to extend, as an edit that leaves
/// valid YAML with the same meaning plus the fix. The file need not exist:
/// the first fix makes it.
struct PairsFileEdits {
    /// Where a file keeps a color's pairs.
    enum Layout {
        /// A pairs file: `colors: NAME: { on: [BACKGROUND] }`.
        case pairsFile
        /// A Figma mapping file: `pairs: NAME: [BACKGROUND]`.
        case mappingFile
    }

    /// Where the file is (or would be).
    var path: String
    /// Its text and what the YAML stage read of it; nil when it does not exist.
    var file: (bytes: [UInt8], root: YAMLValue?)?
    var layout: Layout

    /// The file given or found for `path`, read.
    init(path: String, source: ThemeSource?, layout: Layout = .pairsFile) {
        self.path = path
        self.layout = layout
        if let source {
            file = (source.bytes, YAMLReader().read(source.bytes, file: source.path).root)
        }
    }

    /// The top-level key that holds the entries.
    private var section: String { layout == .pairsFile ? "colors" : "pairs" }

    /// A new color's entry with its pairs.
    private func newEntry(_ color: String, on background: String) -> String {
        layout == .pairsFile ? Self.entry(color, "on: [\(background)]") : "\(YAMLText.scalar(color)): [\(background)]"
    }

    /// `name: { fields }`, the entry a new color gets.
    static func entry(_ name: String, _ fields: String) -> String { "\(YAMLText.scalar(name)): { \(fields) }" }

    /// The edit that draws `color` on `background`.
    func pair(_ color: String, on background: String) -> Diagnostic.FixIt? {
        let message = "draw '\(color)' on '\(background)' in '\(path)'"
        let background = YAMLText.scalar(background)
        let entry = newEntry(color, on: background)
        let section = self.section
        guard let file else {
            return .init(
                replacement: "\(section):\n  \(entry)\n", message: message,
                at: SourceRange(file: path, start: .start), createsFile: true)
        }
        guard let root = file.root, root.pairs != nil, !opensFlow(root) else {
            // An empty file, or one whose first thing is not a mapping the
            // YAML stage read: the mapping starts the file.
            return file.root == nil ? insert("\(section):\n  \(entry)\n", at: .start, message: message) : nil
        }
        guard let colorsPair = root.pairs?.first(where: { $0.key.isScalar(section) }) else {
            return insert("\(section):\n  \(entry)\n", at: .start, message: message)
        }
        let colors = colorsPair.value
        guard let entries = colors.pairs else {
            // `colors:` with nothing after it.
            guard colors.isNull else { return nil }
            return insert("  \(entry)\n", at: line(after: colorsPair.key.range.start), message: message)
        }
        guard let existing = entries.first(where: { $0.key.isScalar(color) }) else {
            return add(entry, to: colors, message: message)
        }
        if layout == .mappingFile { return extendList(existing.value, with: background, message: message) }
        return extend(existing.value, with: background, message: message)
    }

    /// Adds `background` to the `on:` of an entry the file has.
    private func extend(_ value: YAMLValue, with background: String, message: String) -> Diagnostic.FixIt? {
        guard let fields = value.pairs else { return nil }
        guard let on = fields.first(where: { $0.key.isScalar("on") })?.value else {
            return add("on: [\(background)]", to: value, message: message)
        }
        return extendList(on, with: background, message: message)
    }

    /// Adds `entry` (`key: value`) to a mapping the file has: inside its
    /// braces when it is a flow mapping, else a line at its first key's indent.
    private func add(_ entry: String, to mapping: YAMLValue, message: String) -> Diagnostic.FixIt? {
        guard let pairs = mapping.pairs else { return nil }
        if opensFlow(mapping) {
            let text = pairs.isEmpty ? " \(entry) " : " \(entry),"
            return insert(text, at: after(mapping.range.start), message: message)
        }
        guard let first = pairs.first else { return nil }
        let indent = String(repeating: " ", count: first.key.range.start.column - 1)
        return insert("\(indent)\(entry)\n", at: line(at: first.key.range.start), message: message)
    }

    /// Adds `background` to a list of names: flow, block, or one name alone.
    private func extendList(_ on: YAMLValue, with background: String, message: String) -> Diagnostic.FixIt? {
        if let items = on.items {
            if opensFlow(on) {
                // Before the closing bracket, which ends the sequence's range.
                var close = on.range.end
                close.column -= 1
                return insert(items.isEmpty ? background : ", \(background)", at: close, message: message)
            }
            guard let first = items.first else { return nil }
            let indent = String(repeating: " ", count: max(0, first.range.start.column - 3))
            return insert("\(indent)- \(background)\n", at: line(at: first.range.start), message: message)
        }
        guard let name = on.scalar, !on.isNull else { return nil }
        return .init(replacement: "[\(name), \(background)]", message: message, at: on.range)
    }

    private func insert(_ text: String, at place: SourceLocation, message: String) -> Diagnostic.FixIt {
        .init(replacement: text, message: message, at: SourceRange(file: path, start: place))
    }

    private func line(at place: SourceLocation) -> SourceLocation { SourceLocation(line: place.line, column: 1) }
    private func line(after place: SourceLocation) -> SourceLocation { SourceLocation(line: place.line + 1, column: 1) }
    private func after(_ place: SourceLocation) -> SourceLocation {
        SourceLocation(line: place.line, column: place.column + 1)
    }

    /// Whether the collection at `value` is written in flow style: its
    /// range starts at its bracket.
    private func opensFlow(_ value: YAMLValue) -> Bool {
        guard let bytes = file?.bytes else { return false }
        let first = TextPlaces.scalar(at: value.range.start, in: bytes)
        return first == "{" || first == "["
    }
}

/// Places in a file's text, as diagnostics count them (lines from 1,
/// columns in Unicode scalars from 1).
enum TextPlaces {
    /// The Unicode scalar at `place`, or nil past the line's end.
    static func scalar(at place: SourceLocation, in bytes: [UInt8]) -> Unicode.Scalar? {
        var line = 1
        var start = 0
        while line < place.line, let newline = bytes[start...].firstIndex(of: 0x0A) {
            line += 1
            start = newline + 1
        }
        guard line == place.line else { return nil }
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        let scalars = Array(String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
        return place.column >= 1 && place.column <= scalars.count ? scalars[place.column - 1] : nil
    }
}
