import Swatch
import SwatchDiagnostics
import SwatchModel

/// A value written once for several states, split so that a contrast fix
/// changes only the states that fail: in the theme language, a value per
/// level in its place (`dark: "#…"` becomes `dark: { base: "#…", elevated:
/// "#…" }`, levels without an elevated value written with one), or a
/// scheme's value added to `increasedContrast:` or with that key after the
/// role, or a `dark:` value after the role. A file
/// of another format (a token file, a catalog, Figma's answer) is not split
/// here: its fix-it says which passing states it changes too.
struct ValueSplit {
    /// The states (`Appearance.index & 7`) the new value serves.
    var cells: UInt8
    /// What the fix replaces: the value itself, or the role it adds a key after.
    var range: SourceRange
    /// The text written, given the new value's literal.
    var text: (String) -> String
    /// What the split keeps, in words.
    var words: String
    /// A second place the split writes, with the first, given the new
    /// value's literal: a key added to the color's `increasedContrast:`.
    var other: (range: SourceRange, text: (String) -> String)?
    /// The state whose value the new one starts from, when it serves states
    /// another written value shows as well (nil: the failing value's own).
    var start: Appearance?
    /// The key a split adds after the role: `dark:`, or a scheme's value
    /// in a new `increasedContrast:` (`increased`: that scheme's key).
    var addition: (increased: String?, value: (String) -> String)?
    /// The split of the other scheme's failing states of a value both
    /// schemes show (a color that writes `light:` alone), where both add a
    /// key after the role: written in one edit with this one, so that the
    /// findings of both schemes offer the same edit and one round makes it.
    var partner: Partner?
    /// A split that writes its states apart with a new `increasedContrast:`:
    /// its text given its new literal and more entries of that mapping.
    var merging: ((String, [String]) -> String)?

    struct Partner {
        /// The states the partner's new value serves.
        var cells: UInt8
        /// The state its new value starts from.
        var start: Appearance
        /// Where the edit of both is written.
        var range: SourceRange
        /// The text of both, given this split's new literal and the partner's.
        var text: (_ own: String, _ partner: String) -> String
        var words: String
        /// A second place the edit of both writes, given the same literals.
        var otherEdit: (range: SourceRange, text: (_ own: String, _ partner: String) -> String)? = nil
    }

    /// The one value of a color that writes `light:` alone, failing in
    /// every light state: replaced in its place for the
    /// light states, which is a split only beside the `dark:` its dark
    /// states' findings add after the role (``partner``).
    var inPlace = false

    private init(inPlaceAt range: SourceRange, cells: UInt8) {
        self.cells = cells
        self.range = range
        text = { $0 }
        words = "written in its place for the light states, which all fail"
        inPlace = true
    }

    static func inPlace(at range: SourceRange, served: UInt8, failing: UInt8, schemes: UInt8) -> ValueSplit? {
        // The color's one value, shown in every state: `dark:` then says every dark state.
        guard schemes == ~Self.dark, served == 0xFF, failing == served & schemes else { return nil }
        return Self(inPlaceAt: range, cells: failing)
    }

    /// States by their bits (`index & 7`): elevated, increased contrast, dark.
    static let elevated: UInt8 = 0b1100_1100
    static let increased: UInt8 = 0b1111_0000
    static let dark: UInt8 = 0b1010_1010

    static func cells(_ states: [Appearance]) -> UInt8 { states.reduce(0) { $0 | UInt8(1 << ($1.index & 7)) } }

    /// Whether a value at `range` is one a split can be written for: in a theme.
    static func mayWrite(at range: SourceRange) -> Bool {
        range.file.hasSuffix(".yaml") || range.file.hasSuffix(".yml")
    }

    /// The split of the value at `range`, serving `served`, where the color
    /// fails in `failingCells` (every state of any of its pairs that misses
    /// a minimum or an aim, whichever value it shows), or nil when the value
    /// serves only failing states, or when no split in its place or after
    /// its role isolates them.
    ///
    /// Every finding of one value is given the same split, whichever of
    /// them it is for (the states of all of them), and a split never writes
    /// again as it shows a value that fails too: applied in one round with
    /// the fix-its of the color's other values, each state shows a value
    /// chosen for it, and no edit overlaps another of the same value.
    init?(
        _ color: ResolvedColor, at range: SourceRange, served: [Appearance], failing own: [Appearance],
        failingCells: UInt8, referred: (String) -> ResolvedColor?
    ) {
        guard let source = color.source, Self.mayWrite(at: range) else { return nil }
        let served = Self.cells(served)
        // The finding's schemes: a value both schemes show (a color that
        // writes `light:` alone) is split for each apart.
        let own = Self.cells(own)
        let schemes = (own & Self.dark != 0 ? Self.dark : 0) | (own & ~Self.dark != 0 ? ~Self.dark : 0)
        let failing = failingCells & served & schemes
        guard failing != 0, failing != served else { return nil }
        guard
            var split = Self.split(
                color, source: source, at: range, served: served, failing: failing, schemes: schemes,
                failingCells: failingCells, referred: referred)
        else { return nil }
        if schemes != 0xFF {
            split.partner = Self.partner(
                of: split, color, source: source, others: ~schemes, failingCells: failingCells, referred: referred)
        }
        // In its place, the value would change the dark states too: only
        // with the `dark:` the dark states' findings add.
        if split.inPlace, split.partner == nil { return nil }
        self = split
    }

    /// The split of the value at `range` (shown in the cells `served`,
    /// failing in `failing`) for the states of `schemes`: the value shaped
    /// per state, else rewritten, else split in its place.
    private static func split(
        _ color: ResolvedColor, source: ColorSource, at range: SourceRange, served: UInt8, failing: UInt8,
        schemes: UInt8, failingCells: UInt8, referred: (String) -> ResolvedColor?
    ) -> ValueSplit? {
        Self(
            shaped: color, source: source, at: range, served: served, failingCells: failingCells & (schemes | ~served))
            ?? Self(
                rewriting: color, source: source, at: range, served: served, failing: failing,
                failingCells: failingCells, referred: referred)
            ?? Self.inPlace(at: range, served: served, failing: failing, schemes: schemes)
    }

    /// The split the findings of the other scheme's failing states make
    /// (`others`), where it writes in the place this one does: both add a
    /// key after the role (one edit adds both), or one adds a scheme's value
    /// in a new `increasedContrast:` after the role and the other writes its
    /// states apart with a new `increasedContrast:` (one mapping holds both).
    /// Made apart, one would wait for a second round, or the key would be
    /// written twice. Nil where the two splits write in different places.
    private static func partner(
        of split: ValueSplit, _ color: ResolvedColor, source: ColorSource, others: UInt8, failingCells: UInt8,
        referred: (String) -> ResolvedColor?
    ) -> Partner? {
        guard failingCells & others != 0 else { return nil }
        // The other scheme's literals, each split as its own findings split it.
        var ranges: [SourceRange] = []
        for index in 0..<8 where others & UInt8(1 << index) != 0 {
            let value = source.value(in: Appearance(index: index))
            if value.reference == nil, value.definedAt == nil, !ranges.contains(value.range) {
                ranges.append(value.range)
            }
        }
        for range in ranges {
            let shown = UInt8(
                (0..<8)
                    .reduce(0) { cells, index in
                        source.value(in: Appearance(index: index)).range == range ? cells | 1 << index : cells
                    })
            let failing = failingCells & shown & others
            guard failing != 0, failing != shown,
                let other = Self.split(
                    color, source: source, at: range, served: shown, failing: failing, schemes: others,
                    failingCells: failingCells, referred: referred)
            else { continue }
            let start = other.start ?? Appearance(index: Self.first(of: other.cells))
            // A light value that fails in every light state, in its place,
            // with the `dark:` added after the role: two edits of one fix-it.
            if let own = split.addition, own.increased == nil, other.inPlace {
                return Partner(
                    cells: other.cells, start: start, range: split.range, text: { mine, _ in split.text(mine) },
                    words: other.words, otherEdit: (other.range, { _, theirs in theirs }))
            }
            if split.inPlace, let added = other.addition, added.increased == nil {
                return Partner(
                    cells: other.cells, start: start, range: other.range, text: { _, theirs in other.text(theirs) },
                    words: other.words, otherEdit: (split.range, { mine, _ in mine }))
            }
            if let own = split.addition, let added = other.addition, other.range == split.range {
                return Partner(
                    cells: other.cells, start: start, range: split.range,
                    text: { mine, theirs in Self.adding([(own, mine), (added, theirs)], to: source) },
                    words: other.words)
            }
            if let own = split.addition, let key = own.increased, let merging = other.merging {
                return Partner(
                    cells: other.cells, start: start, range: other.range,
                    text: { mine, theirs in merging(theirs, ["\(key): \(own.value(mine))"]) }, words: other.words)
            }
            if let merging = split.merging, let added = other.addition, let key = added.increased {
                return Partner(
                    cells: other.cells, start: start, range: split.range,
                    text: { mine, theirs in merging(mine, ["\(key): \(added.value(theirs))"]) }, words: other.words)
            }
        }
        return nil
    }

    /// The splits of the usual shapes, each written where the theme says
    /// the most: in the value's place, or a key added after the role.
    private init?(
        shaped color: ResolvedColor, source: ColorSource, at range: SourceRange, served: UInt8, failingCells: UInt8
    ) {
        let failing = failingCells & served
        let first = Self.first(of: failing)
        let written = source.value(in: Appearance(index: first))
        if let split = Self(oneLevelOf: color, written: written, at: range, served: served, failing: failing) {
            self = split
            return
        }
        guard source.derived.mask == 0 else { return nil }
        // Increase Contrast of one scheme, where the color writes no
        // increased-contrast value for that scheme (each such state shows its
        // standard value).
        let scheme = failing & Self.dark == 0 ? ~Self.dark : (failing & ~Self.dark == 0 ? Self.dark : 0)
        if scheme != 0, Self.showsStandard(source, in: (4..<8).filter { scheme & UInt8(1 << $0) != 0 }),
            failing & ~Self.increased == 0
        {
            guard
                let split = Self(
                    increasedContrastOf: color, scheme: scheme, source: source, served: served,
                    failingCells: failingCells)
            else { return nil }
            self = split
            return
        }
        // The dark states of a color that writes no `dark:`, where each shows
        // its light value (DM-variants): a `dark:` added after the role.
        guard failing & ~Self.dark == 0, served & ~Self.dark != 0, !source.writesDark, !written.isLevel else {
            return nil
        }
        (self.range, text) = Self.adding({ "dark: \($0)" }, to: source)
        addition = (nil, { $0 })
        cells = served & Self.dark
        words = "added as a dark value, so that only the dark states change"
    }

    /// The split of a value that fails in one level alone: a value per
    /// level in its place, the other level keeping the value it shows. A
    /// value of levels that writes no elevated one serves both levels: the
    /// levels are written again, whole, with the level kept. Nil where the
    /// failing states are not those of one level of those served.
    private init?(
        oneLevelOf color: ResolvedColor, written: WrittenValue, at range: SourceRange, served: UInt8,
        failing: UInt8
    ) {
        let elevated: Bool
        if failing & ~Self.elevated == 0, served & ~Self.elevated != 0 {
            elevated = true
        } else if failing & Self.elevated == 0, served & Self.elevated != 0 {
            elevated = false
        } else {
            return nil
        }
        let level = elevated ? "elevated" : "base"
        cells = served & (elevated ? Self.elevated : ~Self.elevated)
        self.range = written.levels ?? range
        text = Self.perLevel(color, first: Self.first(of: failing), new: elevated)
        words =
            written.isLevel
            ? "its levels written with a value each, so that only the \(level) level changes"
            : "written as a value per level, so that only the \(level) level changes"
    }

    /// The split of the states with Increase Contrast of one scheme, which
    /// each show their standard value: the scheme's value added to the
    /// color's `increasedContrast:`, or that key added after the role when
    /// the color writes none. Nil where neither can be written.
    private init?(
        increasedContrastOf color: ResolvedColor, scheme: UInt8, source: ColorSource, served: UInt8,
        failingCells: UInt8
    ) {
        let failing = failingCells & served
        var cells = served & Self.increased & scheme
        var value: (String) -> String = { $0 }
        var words = "added as an increased-contrast value, so that only the states with Increase Contrast change"
        if failing & ~Self.elevated == 0, cells & ~Self.elevated != 0 {
            cells &= Self.elevated
        }
        // The other level with Increase Contrast, which shows another
        // value (the standard value of that level): where it fails as
        // well, its own fix-it changes that value, so the split does not
        // write it again as it shows; it serves both levels.
        let otherLevel = cells & Self.elevated == 0 ? cells << 2 : cells >> 2
        if cells & ~Self.elevated == 0 || cells & Self.elevated == 0, failingCells & otherLevel != 0 {
            cells |= otherLevel
            start = Appearance(index: Self.first(of: cells))
            words =
                "added as an increased-contrast value for both levels (the other level fails with Increase Contrast too), so that only the states with Increase Contrast change"
        }
        // A value of one level (failing there alone, or written inside
        // levels): the other level keeps the value it shows.
        if cells & ~Self.elevated == 0 {
            value = Self.perLevel(color, first: Self.first(of: failing), new: true)
            words =
                "added as an increased-contrast value per level, so that only the elevated level with Increase Contrast changes"
        } else if cells & Self.elevated == 0 {
            value = Self.perLevel(color, first: Self.first(of: failing), new: false)
            words =
                "added as an increased-contrast value per level, so that only the base level with Increase Contrast changes"
        }
        let key = scheme == Self.dark ? "dark" : "light"
        if let keys = source.increasedContrastKeys {
            // An empty or quoted mapping has no key to write before.
            guard let first = keys.first else { return nil }
            (self.range, text) = Self.adding({ "\(key): \(value($0))" }, before: first, keys.layout)
        } else if Self.showsStandard(source, in: Array(4..<8)) {
            (self.range, text) = Self.adding({ "increasedContrast: { \(key): \(value($0)) }" }, to: source)
            addition = (key, value)
        } else {
            return nil
        }
        self.cells = cells
        self.words = words
    }

    /// Whether each state of `indices` (with Increase Contrast) shows the
    /// value written for its standard contrast: the color writes no
    /// increased-contrast value for it.
    private static func showsStandard(_ source: ColorSource, in indices: [Int]) -> Bool {
        indices.allSatisfy { index in
            source.value(in: Appearance(index: index)).range == source.value(in: Appearance(index: index & ~4)).range
        }
    }

    /// The text of a value per level, given the new value's literal, where
    /// one level (the elevated when `new`, else the base) takes the new
    /// value and the other keeps the value it shows now, written again as
    /// it shows (``literal(_:)``). `first` is the first failing state.
    private static func perLevel(_ color: ResolvedColor, first: Int, new elevated: Bool) -> (String) -> String {
        if elevated {
            let kept = literal(color[Appearance(index: first & ~2)])
            return { "{ base: \(kept), elevated: \($0) }" }
        }
        let kept = literal(color[Appearance(index: first | 2)])
        return { "{ base: \($0), elevated: \(kept) }" }
    }

    /// Where and what a split writes that adds the key `addition` gives to a
    /// nested mapping, before its first key, laid out as its keys are.
    static func adding(
        _ addition: @escaping (String) -> String, before first: Located<String>, _ layout: KeyLayout
    ) -> (range: SourceRange, text: (String) -> String) {
        switch layout {
        case .block(let column):
            return (first.range, { "\(addition($0))\n\(String(repeating: " ", count: column - 1))\(first.value)" })
        case .flow:
            return (first.range, { "\(addition($0)), \(first.value)" })
        }
    }

    /// The text of two splits that each add a key after the role, given
    /// each one's new literal, in one edit: `dark:` first, and the values of
    /// both schemes in one `increasedContrast:`; the same whichever comes first.
    static func adding(
        _ parts: [(addition: (increased: String?, value: (String) -> String), new: String)], to source: ColorSource
    ) -> String {
        let dark = parts.filter { $0.addition.increased == nil }.map { "dark: \($0.addition.value($0.new))" }
        let increased = parts.compactMap { part in part.addition.increased.map { (key: $0, part: part) } }
            .sorted { $0.key == "light" && $1.key != "light" }
            .map { "\($0.key): \($0.part.addition.value($0.part.new))" }
        let lines = dark + (increased.isEmpty ? [] : ["increasedContrast: { \(increased.joined(separator: ", ")) }"])
        let role = source.role.value.rawValue
        switch source.layout {
        case .block(let column):
            return ([role] + lines).joined(separator: "\n\(String(repeating: " ", count: column - 1))")
        case .flow:
            return ([role] + lines).joined(separator: ", ")
        }
    }

    /// Where and what a split writes that adds the key `addition` gives
    /// after the color's role, laid out as the color's keys are.
    private static func adding(_ addition: @escaping (String) -> String, to source: ColorSource) -> (
        range: SourceRange, text: (String) -> String
    ) {
        let role = source.role.value.rawValue
        switch source.layout {
        case .block(let column):
            return (source.role.range, { "\(role)\n\(String(repeating: " ", count: column - 1))\(addition($0))" })
        case .flow:
            return (source.role.range, { "\(role), \(addition($0))" })
        }
    }
}
