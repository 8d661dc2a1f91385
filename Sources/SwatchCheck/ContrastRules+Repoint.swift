import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel

extension ContrastRules {
    /// A failing value an import's alias leads to (a token's
    /// `"{color.gray.70}"`) is fixed as a design system's own engineers fix
    /// it: the alias is pointed at another swatch of the palette, never the
    /// swatch's value changed, which other tokens share (a palette grey
    /// rewritten for one pair turns the backgrounds aliasing it into errors).
    /// The swatch is the nearest in ΔE OK to the value shown now, of the
    /// same ramp first (the name's words but its last: `color.gray.60` for
    /// `color.gray.70`), then of the whole palette, that passes every pair
    /// of the token, as foreground and as background, in every state the
    /// alias gives its value in: their aims, else (for an error) their minima.
    func repoint(
        _ color: ResolvedColor, at site: SourceRange, worst: Judged, isError: Bool, aliased: AliasedValues
    ) -> AliasEdit {
        guard let source = color.source else { return AliasEdit() }
        var states: UInt8 = 0
        for index in 0..<8 where source.value(in: Appearance(index: index)).range == site {
            states |= UInt8(1 << index)
        }
        let owner = aliased.definition(of: color, at: worst.state.index & 7)
            .flatMap(aliased.owner(of:))
        let shown = owner.map { "'\($0.name)'" } ?? "the token it names"
        let start = color[worst.state]
        let ramp = owner.map { Array(NameWords.words($0.name).dropLast()) }
        let candidates = aliased.palette.filter { $0.name != color.name && $0.name != owner?.name }
            .map { candidate in
                (
                    color: candidate,
                    sameRamp: ramp != nil && Array(NameWords.words(candidate.name).dropLast()) == ramp,
                    distance: Color.deltaEOK(candidate[worst.state], start)
                )
            }
            .sorted { ($0.sameRamp ? 0 : 1, $0.distance) < ($1.sameRamp ? 0 : 1, $1.distance) }
        let user = AliasedValues.User(color: color, states: states)
        let tiers: [Bool] = isError ? [true, false] : [true]
        for (tier, reachingAims) in tiers.enumerated() {
            let needs = aliased.requirements(of: [user], reachingAims: reachingAims)
            guard !needs.isEmpty else { continue }
            guard
                let found = candidates.first(where: { candidate in
                    needs.allSatisfy { $0.passes(candidate.color[$0.state], metric: metric) }
                })
            else { continue }
            let mine = needs.filter { $0.state == worst.state && $0.foreground == nil }
            let reached = mine.map { $0.contrast(of: found.color[worst.state], metric: metric) }.min()
            let goal = tier == 0 ? "its aims" : "its minima"
            let group = ramp.map { $0.joined(separator: ".") } ?? ""
            let whence =
                found.sameRamp && !group.isEmpty
                ? "the nearest swatch of '\(group)'" : "the nearest swatch of the palette"
            let figure = reached.map { " (\(Self.ratio($0)) here)" } ?? ""
            let others = owner?.source.map { aliased.users(of: $0.value(in: worst.state).range).count - 1 } ?? 0
            let kept =
                others > 1 ? "; \(shown) keeps its value, which \(others) tokens show" : "; \(shown) keeps its value"
            return AliasEdit(
                fixIt: .init(
                    replacement: "\"{\(found.color.name)}\"",
                    message:
                        "point it at '\(found.color.name)' (\(found.color[worst.state].hex)), \(whence) on which every pair of '\(color.name)' reaches \(goal)\(figure)\(kept)"
                ),
                remedy: .init(.alias(name: found.color.name)), reachesAims: tier == 0)
        }
        return AliasEdit(
            stoppedBy:
                "no swatch of the palette passes every pair of '\(color.name)' where this alias gives its value, and \(shown), which other tokens may show, is not changed for one pair: add a step to the palette, or change the background"
        )
    }
}
