import Swatch
import SwatchDiagnostics
import SwatchModel

/// `swatch fix --materialize`: each `auto` written out as the literals the
/// Derive stage found for it, for a team that wants them in its design tool.
package enum DerivedLiterals {
    /// The edits that put literals in place of each `auto` of `theme`, and
    /// what could not be written so, in words: a value `derive:` asks for is
    /// written nowhere to replace, and an elevated `auto` whose standard and
    /// increased-contrast values differ is more than one literal.
    package static func edits(for theme: ResolvedTheme, in files: [String: [UInt8]]) -> (
        edits: [FixItEdits.Edit], left: [String]
    ) {
        var places: [SourceRange] = []
        var byPlace: [SourceRange: [DerivedValue]] = [:]
        for value in theme.derivations {
            if byPlace[value.range] == nil { places.append(value.range) }
            byPlace[value.range, default: []].append(value)
        }
        var edits: [FixItEdits.Edit] = []
        var left: [String] = []
        for place in places {
            let values = byPlace[place]!
            let where_ = "\(place.file):\(place.start.line):\(place.start.column)"
            guard let bytes = files[place.file], let start = FixItEdits.offset(of: place.start, in: bytes),
                let end = FixItEdits.offset(of: place.end, in: bytes),
                String(decoding: bytes[start..<end], as: UTF8.self) == "auto"
            else {
                left.append(
                    "\(where_): '\(values[0].color)' derives values its theme's 'derive:' asks for; write them in the color to keep them"
                )
                continue
            }
            guard let literal = literal(for: values) else {
                left.append(
                    "\(where_): the 'auto' of '\(values[0].color)' is derived to different values with and without Increase Contrast; write 'increasedContrast:' values for the color to keep them"
                )
                continue
            }
            edits.append(
                FixItEdits.Edit(
                    file: place.file, start: start, end: end, replacement: literal, createsFile: false,
                    message: "write the values derived for '\(values[0].color)'"))
        }
        return (edits, left)
    }

    /// The text that says what `values` (one `auto`'s) say, or nil when one
    /// value in its place cannot.
    static func literal(for values: [DerivedValue]) -> String? {
        var byState: [Int: Color] = [:]
        for value in values { byState[value.state.index & 7] = value.value }
        let indexes = Set(byState.keys)
        func quoted(_ color: Color) -> String { "\"\(color.hex)\"" }
        // An increased-contrast `auto`: its base and elevated level per scheme.
        if indexes.allSatisfy({ $0 & 4 != 0 }) {
            func scheme(_ bit: Int) -> String? {
                guard let base = byState[4 | bit] else { return nil }
                guard let elevated = byState[6 | bit], elevated != base else { return quoted(base) }
                return "{ base: \(quoted(base)), elevated: \(quoted(elevated)) }"
            }
            let light = scheme(0)
            let dark = scheme(1)
            if let light, let dark { return "{ light: \(light), dark: \(dark) }" }
            return light ?? dark
        }
        // An elevated `auto`: one literal, when every state it covers has the same.
        let distinct = Set(byState.values.map(\.hex))
        guard distinct.count == 1, let value = byState.values.first else { return nil }
        return quoted(value)
    }
}
