import Swatch
import SwatchDiagnostics
import SwatchModel

/// What DM-unpaired's fix-it reads of the backgrounds it tries, kept for
/// one check: each unpaired foreground of a design system is tried on some
/// twenty of them (Primer: 262 foregrounds, 5,331 tries), and a
/// background's stacks, the words for a set of states and the contrast of a
/// pair of values are the same for every foreground that tries it.
struct Backgrounds {
    private let theme: ResolvedTheme
    /// The stacks below each background tried, found with no foreground's
    /// name visited (``stacks(under:for:)``).
    private var stacksUnder: [String: [LayerStack]] = [:]
    /// The words for each set of states said, by the set's bits.
    private var stateWords: [UInt32: String] = [:]
    /// The contrasts measured.
    var contrasts = LayerContrastMemo()

    init(_ theme: ResolvedTheme) { self.theme = theme }

    /// The stacks below `background` for the foreground `color`, as
    /// ``LayerStack/stacks(under:visited:color:material:)`` finds them from
    /// it. The walk from a background differs by foreground only where it
    /// reaches that foreground (a chain of translucent layers drawn on it),
    /// which then stands in a stack the walk found; so the stacks found once
    /// from a name that is no color's, `""`, at the same depth, are every
    /// other foreground's. Where a stack is found is not read by a fit.
    mutating func stacks(under background: String, for color: ResolvedColor) -> [LayerStack] {
        let theme = theme
        func walk(visiting name: String) -> [LayerStack] {
            LayerStack.stacks(
                under: Located(background, at: color.source?.role.range ?? SourceRange(file: "", start: .start)),
                visited: [name], color: { theme.color(named: $0) }, material: { theme.material(named: $0) })
        }
        // A theme that names a color `""` (no format is known to) walks from each foreground.
        guard theme.color(named: "") == nil else { return walk(visiting: color.name) }
        let found: [LayerStack]
        if let known = stacksUnder[background] {
            found = known
        } else {
            found = walk(visiting: "")
            stacksUnder[background] = found
        }
        guard found.contains(where: { $0.colors.contains { $0.name == color.name } }) else { return found }
        return walk(visiting: color.name)
    }

    /// `states` in words, as ``AppearanceSet`` says them.
    mutating func words(for states: [Appearance]) -> String {
        let bits = states.reduce(UInt32(0)) { $0 | 1 << $1.index }
        if let known = stateWords[bits] { return known }
        let words = AppearanceSet(states: states).description
        stateWords[bits] = words
        return words
    }
}
