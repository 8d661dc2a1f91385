import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// The edits that write one color's derived values into its declaration,
/// keeping the file's formatting: an `auto` replaced by its literals, a
/// written value given the elevated level derived for it, a scheme or
/// `increasedContrast:` added where the color falls back to another value.
///
/// A value is written where the file does not already say it: a derived
/// value equal to the one it falls back to (a foreground that passes as it
/// is) is left to the fallback, which gives the same value with `derive:`
/// or without it; so a second `--materialize` changes nothing.
struct ColorLiteralWriter {
    var declaration: ColorDeclaration
    var file: String
    var bytes: [UInt8]
    /// The states (`Appearance.index & 7`) whose value is derived.
    var derived: Set<Int>
    /// The color's value in a state (`index & 7`), derived values included.
    var value: (Int) -> Color

    /// The edits, or nil when the color is written in a shape they would
    /// not keep valid (then nothing of it is changed).
    func edits() -> [FixItEdits.Edit]? {
        var edits: [FixItEdits.Edit] = []
        // Values to add, by key, in the color's mapping or in its `increasedContrast:`.
        var schemes: [(key: String, text: String)] = []
        var increased: [(key: String, text: String)] = []
        var sharedAuto: SourceRange?
        if case .auto(let light)? = declaration.increasedContrast?.light,
            case .auto(let dark)? = declaration.increasedContrast?.dark, light == dark
        {
            // `increasedContrast: auto`: both schemes in its place.
            sharedAuto = light
            guard let edit = replace(light, with: "{ light: \(slotText(4)), dark: \(slotText(5)) }") else { return nil }
            edits.append(edit)
        }
        for slot in Self.slots {
            let base = slot.base
            let elevated = base | 2
            let written =
                slot.increased
                ? declaration.increasedContrast?.expression(dark: slot.dark)
                : declaration.standard.expression(dark: slot.dark)
            switch written {
            case .auto(let range)?:
                if range == sharedAuto { continue }
                guard let edit = replace(range, with: slotText(base)) else { return nil }
                edits.append(edit)
            case .levels(_, .auto(let range)?, _)?:
                guard let edit = replace(range, with: quoted(value(elevated))) else { return nil }
                edits.append(edit)
            case .literal?, .levels(_, nil, _)?:
                // `derive: [elevated]` on a written value: its level added where it moved.
                guard derived.contains(elevated), value(elevated) != value(base) else { continue }
                guard let written, let text = sourceText(written), isFlowOrScalar(written),
                    let edit = replace(written.range, with: "{ base: \(text), elevated: \(quoted(value(elevated))) }")
                else { return nil }
                edits.append(edit)
            case nil:
                guard derived.contains(base) || derived.contains(elevated) else { continue }
                // What the states show without this value: the standard value
                // of the scheme, or the other scheme's, as materialized.
                let fallback = slot.increased ? base & ~4 : base ^ 1
                if value(base) == value(fallback), value(elevated) == value(fallback | 2) { continue }
                var text = value(base) == value(fallback) ? fallbackText(for: base) : quoted(value(base))
                if value(elevated) != value(base) { text = "{ base: \(text), elevated: \(quoted(value(elevated))) }" }
                let key = slot.dark ? "dark" : "light"
                if slot.increased { increased.append((key, text)) } else { schemes.append((key, text)) }
            default:
                // A reference follows the color it names, which is written as it is derived.
                continue
            }
        }
        if !increased.isEmpty {
            if declaration.increasedContrast == nil {
                let mapping = increased.map { "\($0.key): \($0.text)" }.joined(separator: ", ")
                schemes.append(("increasedContrast", "{ \(mapping) }"))
            } else {
                guard let edit = addToIncreasedContrast(increased) else { return nil }
                edits.append(edit)
            }
        }
        if !schemes.isEmpty {
            guard let edit = addToColor(schemes) else { return nil }
            edits.append(edit)
        }
        return edits
    }

    /// The four written values: standard light and dark, increased-contrast
    /// light and dark; `base` is the index of the base-level state each gives.
    private static let slots: [(increased: Bool, dark: Bool, base: Int)] = [
        (false, false, 0), (false, true, 1), (true, false, 4), (true, true, 5),
    ]

    // MARK: Text

    private func quoted(_ color: Color) -> String { "\"\(color.hex)\"" }

    /// The literal for the value whose base-level state is `base`: its base
    /// and, where it differs, its elevated level.
    private func slotText(_ base: Int) -> String {
        let elevated = value(base | 2)
        guard elevated != value(base) else { return quoted(value(base)) }
        return "{ base: \(quoted(value(base))), elevated: \(quoted(elevated)) }"
    }

    /// The text of the base value state `base` falls back to, as written (a
    /// reference stays a reference); its hex value where it is not written.
    private func fallbackText(for base: Int) -> String {
        let shown = declaration.expression(in: Appearance(index: base & ~4))
        return sourceText(shown) ?? quoted(value(base))
    }

    /// A value's text as written: a literal's own, a reference's mapping;
    /// a level pair's base.
    private func sourceText(_ expression: ColorExpression) -> String? {
        switch expression {
        case .literal(_, let range): return text(of: range)
        case .reference(let name, let alpha):
            guard let alpha else { return "{ ref: \(name.value) }" }
            return text(of: alpha.range).map { "{ ref: \(name.value), alpha: \($0) }" }
        case .levels(let base, _, _): return sourceText(base)
        case .auto, .unknown, .declaredUnknown: return nil
        }
    }

    private func text(of range: SourceRange) -> String? {
        guard let start = FixItEdits.offset(of: range.start, in: bytes),
            let end = FixItEdits.offset(of: range.end, in: bytes), start <= end
        else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the value is a scalar or in braces: replaced whole, it
    /// leaves no line of a block behind.
    private func isFlowOrScalar(_ expression: ColorExpression) -> Bool {
        guard case .levels(_, _, let range) = expression else { return true }
        return text(of: range)?.hasPrefix("{") == true
    }

    // MARK: Edits

    private func replace(_ range: SourceRange, with replacement: String) -> FixItEdits.Edit? {
        guard let start = FixItEdits.offset(of: range.start, in: bytes),
            let end = FixItEdits.offset(of: range.end, in: bytes), start <= end
        else { return nil }
        return edit(start, end, replacement)
    }

    private func edit(_ start: Int, _ end: Int, _ replacement: String) -> FixItEdits.Edit {
        FixItEdits.Edit(
            file: file, start: start, end: end, replacement: replacement, createsFile: false,
            message: "write the values derived for '\(declaration.name.value)'")
    }

    /// Keys added to the color's mapping, as its keys are laid out: a line
    /// each after the line its last value ends on, or after its last value
    /// in braces.
    private func addToColor(_ keys: [(key: String, text: String)]) -> FixItEdits.Edit? {
        let values = [
            declaration.standard.light, declaration.standard.dark, declaration.increasedContrast?.light,
            declaration.increasedContrast?.dark,
        ]
        .compactMap { $0 }
        guard let last = values.max(by: { Self.end(of: $0) < Self.end(of: $1) }) else { return nil }
        switch declaration.layout {
        case .block(let column):
            guard let offset = lineEnd(after: Self.end(of: last)) else { return nil }
            let indent = String(repeating: " ", count: column - 1)
            return edit(offset, offset, keys.map { "\n\(indent)\($0.key): \($0.text)" }.joined())
        case .flow:
            // After the last value, where it ends exactly (a literal, or levels in braces).
            guard case .literal = last, let offset = FixItEdits.offset(of: last.range.end, in: bytes) else {
                guard case .levels(_, _, let range) = last, isFlowOrScalar(last),
                    let offset = FixItEdits.offset(of: range.end, in: bytes)
                else { return nil }
                return edit(offset, offset, keys.map { ", \($0.key): \($0.text)" }.joined())
            }
            return edit(offset, offset, keys.map { ", \($0.key): \($0.text)" }.joined())
        }
    }

    /// A scheme added to the color's `increasedContrast:` mapping, beside the one it gives.
    private func addToIncreasedContrast(_ keys: [(key: String, text: String)]) -> FixItEdits.Edit? {
        guard let values = declaration.increasedContrast,
            let given = values.light ?? values.dark,
            let keyEnd = FixItEdits.offset(of: values.range.end, in: bytes)
        else { return nil }
        // Flow when the value after `increasedContrast:` opens a brace.
        var index = keyEnd
        while index < bytes.count, bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: " ") {
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
            let end: SourceLocation
            switch given {
            case .literal(_, let range): end = range.end
            case .levels(_, _, let range) where isFlowOrScalar(given): end = range.end
            default: return nil
            }
            guard let offset = FixItEdits.offset(of: end, in: bytes) else { return nil }
            return edit(offset, offset, keys.map { ", \($0.key): \($0.text)" }.joined())
        }
        // Block: a line at the column of the scheme it gives, after the line that scheme ends on.
        guard let lineStart = FixItEdits.offset(of: SourceLocation(line: given.range.start.line, column: 1), in: bytes),
            let offset = lineEnd(after: Self.end(of: given))
        else { return nil }
        var column = lineStart
        while column < bytes.count, bytes[column] == UInt8(ascii: " ") { column += 1 }
        let key = String(decoding: bytes[column..<min(column + 6, bytes.count)], as: UTF8.self)
        guard key.hasPrefix("light:") || key.hasPrefix("dark:") else { return nil }
        let indent = String(repeating: " ", count: column - lineStart)
        return edit(offset, offset, keys.map { "\n\(indent)\($0.key): \($0.text)" }.joined())
    }

    /// The offset of the end of the line `place` is on (before its newline).
    private func lineEnd(after place: SourceLocation) -> Int? {
        guard let start = FixItEdits.offset(of: place, in: bytes) else { return nil }
        return bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    }

    /// Where a value's text ends: its last scalar (a block mapping's own
    /// range runs on to the next key).
    private static func end(of expression: ColorExpression) -> SourceLocation {
        switch expression {
        case .literal(_, let range), .auto(let range), .unknown(let range), .declaredUnknown(let range): range.end
        case .reference(let name, let alpha): max(name.range.end, alpha?.range.end ?? name.range.end)
        case .levels(let base, let elevated, _): max(end(of: base), elevated.map { end(of: $0) } ?? end(of: base))
        }
    }
}

extension SchemeValues {
    /// The light or dark value.
    fileprivate func expression(dark: Bool) -> ColorExpression? { dark ? self.dark : light }
}
