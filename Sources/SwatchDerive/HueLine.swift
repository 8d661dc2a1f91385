import Swatch

/// The colors of one hue an `auto` value may take: the OKLCH lightness moved
/// from 0 to 1, the chroma kept where sRGB holds it and lowered until it
/// does where it does not, each rounded to 8-bit components so that the
/// value is one a hex literal writes (and `swatch fix --materialize` writes
/// exactly what was checked).
struct HueLine {
    let start: Color
    private let polar: OKLCH
    private let origin: OKLab
    /// The unit vector of the hue in OKLab's a–b plane.
    private let hueAxis: (a: Double, b: Double)

    init(from start: Color) {
        self.start = start
        polar = OKLCH(start)
        origin = OKLab(start)
        let chroma = (origin.a * origin.a + origin.b * origin.b).squareRoot()
        hueAxis = chroma > 0 ? (origin.a / chroma, origin.b / chroma) : (1, 0)
    }

    /// The starting value's lightness.
    var lightness: Double { polar.lightness }

    /// The color of the line at `lightness` (0...1).
    func color(at lightness: Double) -> Color {
        // The line's ends are white and black, whatever the hue: a chroma
        // left there would make them a shade off, short of the
        // contrast only pure white or black reaches.
        if lightness >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: start.alpha) }
        if lightness <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: start.alpha) }
        let chroma = min(polar.chroma, chromaLimit(at: lightness))
        return Self.rounded(OKLCH(lightness: lightness, chroma: chroma, hue: polar.hue, alpha: start.alpha).color)
    }

    /// The largest chroma of the line's hue at `lightness` that stays inside
    /// sRGB all the way out from gray: the first chroma at which a linear
    /// component leaves 0...1.
    ///
    /// Found exactly rather than by halving on "is this chroma inside":
    /// near a primary's edge a line of one hue and lightness can graze out of
    /// sRGB and come back in, and halving then lands on either side of the
    /// graze from one lightness to the next. The line's chroma jumped back
    /// and forth (#000072, #000E6F, #000074 along #0017FE's line), and a
    /// value that passes could sit on a sliver of lightness between two that
    /// fail. Taking the first exit, the chroma changes smoothly with
    /// lightness but for one step where a graze begins.
    ///
    /// Each linear component is a cubic in chroma (OKLab's LMS is cubed, the
    /// rest is linear), so four samples give it exactly; its first exit is
    /// found on the stretches between its turning points, where it is
    /// monotone.
    func chromaLimit(at lightness: Double) -> Double {
        let top = polar.chroma
        guard lightness > 0, lightness < 1, top > 0 else { return top }
        // Sampled in linear light straight from OKLab (cubes and matrices,
        // no transfer curve): this runs for every candidate of every search.
        func sample(_ step: Double) -> (Double, Double, Double) {
            let chroma = top * step / 3
            return OKLabSpace.linearSRGB(lightness: lightness, a: chroma * hueAxis.a, b: chroma * hueAxis.b)
        }
        let (s0, s1, s2, s3) = (sample(0), sample(1), sample(2), sample(3))
        var exit = 1.0
        if let leaves = Cubic(s0.0, s1.0, s2.0, s3.0).firstExit(from: Self.linearGamut, before: exit) { exit = leaves }
        if let leaves = Cubic(s0.1, s1.1, s2.1, s3.1).firstExit(from: Self.linearGamut, before: exit) { exit = leaves }
        if let leaves = Cubic(s0.2, s1.2, s2.2, s3.2).firstExit(from: Self.linearGamut, before: exit) { exit = leaves }
        return top * exit
    }

    /// ΔE OK: the distance from the start in OKLab.
    func distance(to color: Color) -> Double {
        let lab = OKLab(color)
        let (dl, da, db) = (lab.lightness - origin.lightness, lab.a - origin.a, lab.b - origin.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The nearest color of the line (ΔE OK) for which `passes` holds, or
    /// nil when none does. The start itself when it passes; else a walk in
    /// steps of 0.01 in lightness, each direction to the first step that
    /// passes, narrowed to the boundary by halving (12 times, to 0.0000025);
    /// then, where the line is cut by the gamut, a second walk in steps of
    /// 0.001 from where the cut begins, over the lightnesses that can still
    /// hold a nearer value, which weighs every value that passes and each
    /// boundary it crosses.
    ///
    /// The second walk is needed because on a stretch cut by the gamut the
    /// chroma changes with lightness, and can jump where the line grazes out
    /// of sRGB and back: there the values that pass are not one stretch of
    /// lightness, and the first boundary is not always the nearest value
    /// (#001177 on #40B17C at 7:1: #000645 is the first, ΔE 0.101; #00004B,
    /// a little further in lightness, has kept more chroma, ΔE 0.096), and
    /// a stretch that passes can lie between two steps that fail (#022DD0 on
    /// #A7CBC8 at 7:1: #0101B8, ΔE 0.068, between #0009BB and #001BAA). Where
    /// the line keeps its chroma, luminance rises with lightness and ΔE OK is
    /// the lightness moved, so the first walk's boundary is the answer.
    ///
    /// Both walks stop where lightness alone is further from the start than
    /// the best found, by more than rounding to 8 bits can move it
    /// (``roundingReach(at:)``): such a candidate is further in ΔE OK, and so
    /// is every one after it. The directions are walked a step each in turn,
    /// so that the one that passes first bounds the other. Bounded: at most
    /// 2 × (100 + 12) candidates, and 2 × 1,000 more on a line the gamut cuts.
    func nearest(where passes: (Color) -> Bool) -> Color? {
        if passes(start) { return start }
        var best: (distance: Double, color: Color)?
        func consider(_ passing: Double) {
            let found = color(at: passing)
            let distance = distance(to: found)
            if best == nil || distance < best!.distance { best = (distance, found) }
        }
        func isBeyondBest(_ next: Double) -> Bool {
            guard let best else { return false }
            return abs(next - lightness) > best.distance + Self.roundingReach(at: next)
        }
        /// The boundary between `failing` and `passing`, by halving.
        func boundary(from failing: Double, to passing: Double) -> Double {
            var (failing, passing) = (failing, passing)
            for _ in 0..<12 {
                let middle = (failing + passing) / 2
                if passes(color(at: middle)) { passing = middle } else { failing = middle }
            }
            return passing
        }
        // Per side: the coarse step before the first where the line is cut
        // (where the second walk starts), if it is cut before the walk ends.
        var uncut: [Double?] = [nil, nil]
        walk(from: [lightness, lightness], by: 0.01, stoppingAt: isBeyondBest) { side, previous, next in
            if uncut[side] == nil && isCut(at: next) { uncut[side] = previous }
            guard passes(color(at: next)) else { return true }
            consider(boundary(from: previous, to: next))
            return false
        }
        guard best != nil, uncut != [nil, nil] else { return best?.color }
        var failedLast = [true, true]
        walk(from: uncut.map { $0 ?? lightness }, by: 0.001, stoppingAt: isBeyondBest) { side, previous, next in
            guard uncut[side] != nil else { return false }
            let passing = passes(color(at: next))
            if passing {
                // Every value that passes: where the chroma changes, one
                // further in lightness can be nearer in ΔE OK.
                if failedLast[side] { consider(boundary(from: previous, to: next)) }
                consider(next)
            }
            failedLast[side] = !passing
            return true
        }
        return best?.color
    }

    /// Walks lightness away from the start in both directions, from
    /// `origins` (darker side first), a `step` on each side in turn, until
    /// `visit(side, previous, next)` returns false for a side, the side
    /// reaches black or white, or `isBeyond` holds. Side 0 goes darker,
    /// side 1 lighter.
    private func walk(
        from origins: [Double], by step: Double, stoppingAt isBeyond: (Double) -> Bool,
        _ visit: (_ side: Int, _ previous: Double, _ next: Double) -> Bool
    ) {
        var previous = origins
        var open = [true, true]
        var count = 1
        while open[0] || open[1] {
            for side in 0..<2 where open[side] {
                let next = min(max(origins[side] + (side == 0 ? -1.0 : 1.0) * Double(count) * step, 0), 1)
                if isBeyond(next) || !visit(side, previous[side], next) || next == 0 || next == 1 {
                    open[side] = false
                }
                previous[side] = next
            }
            count += 1
        }
    }

    /// sRGB's linear components, give or take what ``Color/gamutTolerance``
    /// allows the encoded ones, so that a start on the gamut's edge (a 0 or
    /// 1 component) does not count as cut.
    private static let linearGamut =
        SRGBTransfer.linearize(-Color.gamutTolerance)...SRGBTransfer.linearize(1 + Color.gamutTolerance)

    /// Whether the line's chroma is cut by the gamut at `lightness`.
    private func isCut(at lightness: Double) -> Bool {
        chromaLimit(at: lightness) < polar.chroma
    }

    /// How far rounding to 8-bit components can move a color's OKLab
    /// lightness, at most, with room to spare: 0.067 between black and
    /// #010101, less as lightness rises (the most over 400,000 random colors:
    /// 0.0052 at 0.10–0.15, 0.0027 at 0.15–0.20, 0.0021 at 0.20–0.25, 0.0015
    /// at 0.7).
    static func roundingReach(at lightness: Double) -> Double {
        lightness < 0.1 ? 0.08 : lightness < 0.2 ? 0.008 : 0.004
    }

    /// The color of the line that does best by `score` (higher is better), on
    /// a grid of 0.01 in lightness, among those `allowed` (an elevated
    /// background's, those that keep it above its base): the value an
    /// `auto` takes when no value passes, and what it reaches. The start
    /// when none is allowed.
    func best(by score: (Color) -> Double, allowed: (Color) -> Bool = { _ in true }) -> Color {
        var best = (score: allowed(start) ? score(start) : -Double.infinity, color: start)
        for step in 0...100 {
            let candidate = color(at: Double(step) / 100)
            guard allowed(candidate) else { continue }
            let value = score(candidate)
            if value > best.score { best = (value, candidate) }
        }
        return best.color
    }

    /// To 8-bit components, as a hex literal holds it.
    static func rounded(_ color: Color) -> Color {
        func byte(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() / 255 }
        return Color(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: color.alpha)
    }
}
