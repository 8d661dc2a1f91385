import Swatch
import SwatchDiagnostics
import SwatchModel

extension ValueSplit {
    /// The split for the shapes the others leave (failing states that cross
    /// levels and contrasts, a level whose own value is written, a value
    /// outside sRGB): the value a scheme's key gives (`dark: "#…"`, or its
    /// levels) written again in its place, with each state it shows given
    /// the new value where the color fails there and the value it shows now
    /// elsewhere, and the keys that must now say the rest (`increasedContrast:
    /// { dark: … }`, or `dark:` for a color that writes only `light:`) added
    /// after it, as one edit. Nil where that cannot be said in one place:
    /// the value is inside `increasedContrast:`, the color writes an
    /// `increasedContrast:` the split would need, the other level fails too
    /// (its own fix-it changes it) or is a reference with an `alpha:` or
    /// to a color not in the theme (`referred`), or a value is derived.
    init?(
        rewriting color: ResolvedColor, source: ColorSource, at range: SourceRange, served: UInt8, failing: UInt8,
        failingCells: UInt8, referred: (String) -> ResolvedColor?
    ) {
        guard source.derived.mask == 0, served & ~Self.increased != 0 else { return nil }
        let written = source.value(in: Appearance(index: Self.first(of: served)))
        let place = written.levels ?? range
        // The states the value in `place` shows: both levels' (of a value
        // per level), and those that fall back to it.
        let shown = UInt8(
            (0..<8)
                .reduce(0) { cells, index in
                    let value = source.value(in: Appearance(index: index))
                    return (value.levels ?? value.range) == place ? cells | 1 << index : cells
                })
        // A state it writes again as it shows must not fail: its own fix-it changes it.
        guard shown & ~failing & failingCells == 0 else { return nil }
        // Each kept state's value as written again: a literal as it shows,
        // or the other level's reference, where the name alone (no `alpha:`)
        // shows the same color; a value whose text is not known is not.
        var kept: [Int: String] = [:]
        for index in 0..<8 where shown & ~failing & UInt8(1 << index) != 0 {
            let state = Appearance(index: index)
            let value = source.value(in: state)
            guard value.definedAt == nil else { return nil }
            if let name = value.reference {
                guard let referred = referred(name.value), referred[state] == color[state] else { return nil }
                kept[index] = "{ ref: \(name.value) }"
            } else {
                kept[index] = Self.literal(color[state])
            }
        }
        // Each state's value after the split: nil for the new value.
        func after(_ index: Int) -> String? { kept[index] }
        func levels(_ base: Int, new: String) -> String {
            let (base, elevated) = (after(base), after(base | 2))
            guard base != elevated else { return base ?? new }
            return "{ base: \(base ?? new), elevated: \(elevated ?? new) }"
        }
        // The scheme whose key gives the value; the other scheme's states
        // fall back to it only where the color does not write that key.
        let key =
            source.writesLight && source.writesDark ? (served & Self.dark != 0 ? 1 : 0) : (source.writesDark ? 1 : 0)
        var keys: [(name: String, base: Int)] = []
        var increased: [(name: String, base: Int)] = []
        // What a state shows after the edit unless a key is added for it.
        var standard: [Int: Int] = [key: key, key | 2: key | 2]
        for scheme in [key, 1 - key] {
            let name = scheme == 1 ? "dark" : "light"
            if scheme != key, shown & UInt8(1 << scheme) != 0 {
                let (base, elevated) = (scheme, scheme | 2)
                if after(base) != after(key) || after(elevated) != after(key | 2) {
                    keys.append((name, base))
                    standard[base] = base
                    standard[elevated] = elevated
                } else {
                    standard[base] = key
                    standard[elevated] = key | 2
                }
            }
            let (base, elevated) = (scheme | 4, scheme | 6)
            guard shown & UInt8(1 << base) != 0 || shown & UInt8(1 << elevated) != 0 else { continue }
            // Increase Contrast of this scheme falls back to its standard value.
            guard shown & UInt8(1 << base) != 0, shown & UInt8(1 << elevated) != 0,
                let fallback = standard[scheme], let fallbackElevated = standard[scheme | 2]
            else { return nil }
            if after(base) != after(fallback) || after(elevated) != after(fallbackElevated) {
                increased.append((name, base))
            }
        }
        // A color that writes `increasedContrast:` (for the other scheme)
        // gets this scheme's value added before its first key, a second
        // place the same fix-it writes.
        if let keys = source.increasedContrastKeys, !increased.isEmpty {
            guard increased.count == 1, let first = keys.first else { return nil }
            let (name, base) = increased.removeFirst()
            other = Self.adding({ new in "\(name): \(levels(base, new: new))" }, before: first, keys.layout)
        }
        let layout = source.layout
        func added(_ line: String) -> String {
            switch layout {
            case .block(let column): return "\n\(String(repeating: " ", count: column - 1))\(line)"
            case .flow: return ", \(line)"
            }
        }
        cells = failing
        self.range = place
        let write = { (new: String, more: [String]) in
            var written = levels(key, new: new)
            for (name, base) in keys { written += added("\(name): \(levels(base, new: new))") }
            if !increased.isEmpty {
                let values = increased.map { "\($0.name): \(levels($0.base, new: new))" } + more
                written += added("increasedContrast: { \(values.joined(separator: ", ")) }")
            }
            return written
        }
        self.text = { write($0, []) }
        if !increased.isEmpty { merging = write }
        let states = AppearanceSet(states: Appearance.all.filter { failing & UInt8(1 << ($0.index & 7)) != 0 })
        words = "its states written apart, so that only those that fail change (\(states.description))"
    }

    /// The lowest state of `cells`.
    static func first(of cells: UInt8) -> Int { (0..<8).first { cells & UInt8(1 << $0) != 0 }! }

    /// A value written again as it shows: a hex literal where that is the
    /// same color, else its Display P3 components (six decimals), which a
    /// hex literal would clip or round.
    static func literal(_ color: Color) -> String {
        let bytes = color.rgba8
        let exact =
            color.isInSRGBGamut
            && [
                (bytes.red, color.red), (bytes.green, color.green), (bytes.blue, color.blue),
                (bytes.alpha, color.alpha),
            ]
            .allSatisfy { abs(Double($0.0) / 255 - $0.1) < 1e-9 }
        return exact ? "\"\(color.hex)\"" : "\"\(color.cssDisplayP3)\""
    }
}
