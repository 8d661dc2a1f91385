/// A JSON value with its keys in a chosen order, printed the same way every
/// time: what the DTCG and asset catalog exporters build and golden files
/// hold, and what `--diagnostics-format json` prints.
package indirect enum JSONText: Hashable, Sendable {
    case string(String)
    /// A number as already formatted (`0.5`, `1`), so no formatter decides digits.
    case number(String)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    package static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.rendered(.standard) == rhs.rendered(.standard) }
    package func hash(into hasher: inout Hasher) { hasher.combine(rendered(.standard)) }

    /// How to lay the text out.
    package enum Style {
        /// `"key": value`, two-space indent: what most tools write.
        case standard
        /// `"key" : value`, keys sorted, two-space indent: what Xcode writes
        /// in asset catalogs, so an exported catalog shows no diff once Xcode
        /// has saved it.
        case xcode
        /// `"key" : value`, keys sorted, an empty array or object as its
        /// brackets around a blank line, backspace and form feed as `\b`
        /// and `\f`: what Foundation's `JSONEncoder` writes pretty-printed
        /// with sorted keys, so the JSON diagnostics keep the bytes they had
        /// when they were encoded with it.
        case encoder
    }

    /// A number in the shortest text that reads back as the same `Double` (``Swift/Double/formatted``).
    package static func number(_ value: Double) -> JSONText { .number(value.formatted) }

    package func rendered(_ style: Style) -> String {
        var text = ""
        write(to: &text, indent: "", style: style)
        return text + "\n"
    }

    private func write(to text: inout String, indent: String, style: Style) {
        let inner = indent + "  "
        switch self {
        case .string(let value): text += Self.quoted(value, style: style)
        case .number(let value): text += value
        case .bool(let value): text += value ? "true" : "false"
        case .array(let items):
            if items.isEmpty {
                text += style == .encoder ? "[\n\n" + indent + "]" : "[]"
                return
            }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                item.write(to: &text, indent: inner, style: style)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let pairs):
            if pairs.isEmpty {
                text += style == .encoder ? "{\n\n" + indent + "}" : "{}"
                return
            }
            let ordered = style == .standard ? pairs : pairs.sorted { $0.0 < $1.0 }
            let separator = style == .standard ? ": " : " : "
            text += "{\n"
            for (index, pair) in ordered.enumerated() {
                text += inner + Self.quoted(pair.0, style: style) + separator
                pair.1.write(to: &text, indent: inner, style: style)
                text += index == ordered.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// A JSON string: beyond the shared escapes, the other control
    /// characters JSON forbids raw as `\u00XX` (as `\b` and `\f` in the
    /// encoder's style); every other character as is.
    package static func quoted(_ value: String, style: Style = .standard) -> String {
        QuotedText.quoted(value) { scalar in
            switch scalar {
            case "\u{08}" where style == .encoder: return "\\b"
            case "\u{0C}" where style == .encoder: return "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
    }
}
