/// The form generated code writes a color in when its values are not two
/// opaque hex integers: one string literal, one state a line. A call with
/// one string argument is what swiftc type-checks fastest whatever the
/// color holds; a call of 8 `Color` arguments, or of 32 number literals,
/// costs it twice as much per color (docs/benchmarks.md › Typechecking the
/// generated Swift). The text is read once, when the color is first used.
extension ColorTable {
    /// A table from `states`: 2 lines (light, dark), 8 (the states of
    /// ``init(_:_:_:_:_:_:_:_:)``, in its order) or 16 (``Appearance/index``
    /// order), each one value:
    ///
    /// - `#RRGGBB`, opaque 8-bit sRGB;
    /// - `#RRGGBBAA`, alpha the last byte;
    /// - `#RRGGBB 0.12`, alpha finer than a byte;
    /// - `0.1877 -0.02 1.04` or `0.1877 -0.02 1.04 0.5`: extended sRGB
    ///   components (``Color/init(red:green:blue:alpha:)``), alpha 1 unless
    ///   given.
    ///
    /// A line may end with a comment after `//` (the state's name, in
    /// generated code); blank lines are skipped. Text of any other shape
    /// stops the program with the line it could not read: only generated
    /// code writes it, and a file edited by hand is regenerated.
    public init(states: StaticString) {
        self = states.withUTF8Buffer { ColorTable(stateLines: $0) }
    }

    /// The same table from text in memory: what the tests read back the
    /// emitter's lines with.
    init(stateText: String) {
        var text = stateText
        self = text.withUTF8 { ColorTable(stateLines: $0) }
    }

    private init(stateLines text: UnsafeBufferPointer<UInt8>) {
        var colors: [Color] = []
        colors.reserveCapacity(Appearance.count)
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            if let color = Self.color(in: UnsafeBufferPointer(rebasing: text[start..<end])) { colors.append(color) }
            start = end + 1
        }
        switch colors.count {
        case 2: self.init(light: colors[0], dark: colors[1])
        case 8: self.init(colors[0], colors[1], colors[2], colors[3], colors[4], colors[5], colors[6], colors[7])
        case 16:
            self.init(
                colors[0], colors[1], colors[2], colors[3], colors[4], colors[5], colors[6], colors[7], colors[8],
                colors[9], colors[10], colors[11], colors[12], colors[13], colors[14], colors[15])
        default:
            preconditionFailure(
                "a color's states are 2, 8 or 16 lines, not \(colors.count): \(String(decoding: text, as: UTF8.self))")
        }
    }

    /// The color a line gives; nil for a blank line or a comment alone.
    private static func color(in line: UnsafeBufferPointer<UInt8>) -> Color? {
        var words: [Substring] = []
        let text = String(decoding: line, as: UTF8.self)
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if word.hasPrefix("//") { break }
            words.append(word)
        }
        guard let first = words.first else { return nil }
        if first.hasPrefix("#") {
            let digits = first.dropFirst()
            guard let value = UInt32(digits, radix: 16) else { unreadable(text) }
            switch (digits.count, words.count) {
            case (6, 1): return Color(rgb: value)
            case (8, 1): return Color(rgba: value)
            case (6, 2): return Color(rgb: value, alpha: number(words[1], in: text))
            default: unreadable(text)
            }
        }
        guard words.count == 3 || words.count == 4 else { unreadable(text) }
        return Color(
            red: number(words[0], in: text), green: number(words[1], in: text), blue: number(words[2], in: text),
            alpha: words.count == 4 ? number(words[3], in: text) : 1)
    }

    private static func number(_ word: Substring, in line: String) -> Double {
        guard let value = Double(word) else { unreadable(line) }
        return value
    }

    private static func unreadable(_ line: String) -> Never {
        preconditionFailure("a color's state is #RRGGBB, #RRGGBBAA, #RRGGBB alpha or red green blue [alpha]: \(line)")
    }
}

extension ThemeColor {
    /// A theme color whose table is `states` (``ColorTable/init(states:)``):
    /// the form generated code writes every color in that is not two opaque
    /// hex values.
    public init(_ name: String, states: StaticString) {
        self.init(name, ColorTable(states: states))
    }
}
