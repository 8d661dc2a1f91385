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
        let shown = Self.cells(showing: place, in: source)
        // A state it writes again as it shows must not fail: its own fix-it changes it.
        guard shown & ~failing & failingCells == 0,
            let kept = KeptValues(color, source: source, cells: shown & ~failing, referred: referred),
            var keys = RewrittenKeys(source: source, served: served, shown: shown, kept: kept)
        else { return nil }
        // A color that writes `increasedContrast:` (for the other scheme)
        // gets this scheme's value added before its first key, a second
        // place the same fix-it writes.
        if let mapping = source.increasedContrastKeys, !keys.increased.isEmpty {
            guard keys.increased.count == 1, let first = mapping.first else { return nil }
            let (name, base) = keys.increased.removeFirst()
            other = Self.adding({ new in "\(name): \(kept.levels(base, new: new))" }, before: first, mapping.layout)
        }
        cells = failing
        self.range = place
        let layout = source.layout
        let write = { [keys] (new: String, more: [String]) in
            keys.text(new: new, more: more, kept: kept, layout: layout)
        }
        self.text = { write($0, []) }
        if !keys.increased.isEmpty { merging = write }
        let states = AppearanceSet(states: Appearance.all.filter { failing & UInt8(1 << ($0.index & 7)) != 0 })
        words = "its states written apart, so that only those that fail change (\(states.description))"
    }

    /// The states the value at `place` shows: both levels' (of a value per
    /// level), and those that fall back to it.
    private static func cells(showing place: SourceRange, in source: ColorSource) -> UInt8 {
        UInt8(
            (0..<8)
                .reduce(0) { cells, index in
                    let value = source.value(in: Appearance(index: index))
                    return (value.levels ?? value.range) == place ? cells | 1 << index : cells
                })
    }

    /// Each state's value after a rewrite, by `index & 7`: for a state that
    /// keeps its value, that value written again, a literal as it shows or
    /// the other level's reference, where the name alone (no `alpha:`)
    /// shows the same color; for the others, the new value.
    private struct KeptValues {
        private var texts: [Int: String] = [:]

        /// The values of `cells` kept; nil where one's text is not known (an
        /// imported alias, or a reference with an `alpha:` or to a color not
        /// in the theme, `referred`).
        init?(_ color: ResolvedColor, source: ColorSource, cells: UInt8, referred: (String) -> ResolvedColor?) {
            for index in 0..<8 where cells & UInt8(1 << index) != 0 {
                let state = Appearance(index: index)
                let value = source.value(in: state)
                guard value.definedAt == nil else { return nil }
                if let name = value.reference {
                    guard let referred = referred(name.value), referred[state] == color[state] else { return nil }
                    texts[index] = "{ ref: \(name.value) }"
                } else {
                    texts[index] = ValueSplit.literal(color[state])
                }
            }
        }

        /// The state's value after the split: nil for the new value.
        func after(_ index: Int) -> String? { texts[index] }

        /// A scheme's levels (`base` and `base | 2`) as written after the
        /// split, given the new value's literal: one value where both levels
        /// show the same, else a value per level.
        func levels(_ base: Int, new: String) -> String {
            let (base, elevated) = (after(base), after(base | 2))
            guard base != elevated else { return base ?? new }
            return "{ base: \(base ?? new), elevated: \(elevated ?? new) }"
        }
    }

    /// The keys a rewritten value is written with, each by its name and
    /// its scheme's base state: the scheme whose key gives the value
    /// (`key`), the other scheme's key where its states would no longer
    /// show what they show now by falling back to it (`keys`), and the
    /// schemes whose Increase Contrast states would no longer show what
    /// they show now by falling back to their standard value (`increased`).
    private struct RewrittenKeys {
        let key: Int
        var keys: [(name: String, base: Int)] = []
        var increased: [(name: String, base: Int)] = []

        /// Nil where the value shows one level of a scheme's Increase
        /// Contrast states but not the other, or shows them without their
        /// standard values: those cannot fall back as they do now.
        init?(source: ColorSource, served: UInt8, shown: UInt8, kept: KeptValues) {
            // The scheme whose key gives the value; the other scheme's states
            // fall back to it only where the color does not write that key.
            key =
                source.writesLight && source.writesDark
                ? (served & ValueSplit.dark != 0 ? 1 : 0) : (source.writesDark ? 1 : 0)
            // What a state shows after the edit unless a key is added for it.
            var standard: [Int: Int] = [key: key, key | 2: key | 2]
            for scheme in [key, 1 - key] {
                let name = scheme == 1 ? "dark" : "light"
                if scheme != key, shown & UInt8(1 << scheme) != 0 {
                    let (base, elevated) = (scheme, scheme | 2)
                    if kept.after(base) != kept.after(key) || kept.after(elevated) != kept.after(key | 2) {
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
                if kept.after(base) != kept.after(fallback) || kept.after(elevated) != kept.after(fallbackElevated) {
                    increased.append((name, base))
                }
            }
        }

        /// The text written in the value's place, given the new value's
        /// literal and more entries for its new `increasedContrast:`: the
        /// levels of `key`, then each key added, laid out as the color's
        /// keys are.
        func text(new: String, more: [String], kept: KeptValues, layout: KeyLayout) -> String {
            func added(_ line: String) -> String {
                switch layout {
                case .block(let column): return "\n\(String(repeating: " ", count: column - 1))\(line)"
                case .flow: return ", \(line)"
                }
            }
            var written = kept.levels(key, new: new)
            for (name, base) in keys { written += added("\(name): \(kept.levels(base, new: new))") }
            if !increased.isEmpty {
                let values = increased.map { "\($0.name): \(kept.levels($0.base, new: new))" } + more
                written += added("increasedContrast: { \(values.joined(separator: ", ")) }")
            }
            return written
        }
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
