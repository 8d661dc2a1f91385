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

    init(from start: Color) {
        self.start = start
        polar = OKLCH(start)
        origin = OKLab(start)
    }

    /// The starting value's lightness.
    var lightness: Double { polar.lightness }

    /// The color of the line at `lightness` (0...1).
    func color(at lightness: Double) -> Color {
        // The line's ends are white and black, whatever the hue: the chroma
        // halving leaves there would make them a shade off, short of the
        // contrast only pure white or black reaches.
        if lightness >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: start.alpha) }
        if lightness <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: start.alpha) }
        var candidate = OKLCH(lightness: lightness, chroma: polar.chroma, hue: polar.hue, alpha: start.alpha).color
        if !candidate.isInSRGBGamut {
            // The largest chroma that fits, to a thousandth of the start's,
            // by halving from gray as CSS Color 4's gamut mapping does: the
            // stretch of chroma that fits from gray. Near a primary's edge a
            // line of one hue and lightness can graze out of sRGB and come
            // back in; what lies beyond the graze is not on this line.
            var inside = 0.0
            var outside = polar.chroma
            for _ in 0..<10 {
                let middle = (inside + outside) / 2
                let color = OKLCH(lightness: lightness, chroma: middle, hue: polar.hue, alpha: start.alpha).color
                if color.isInSRGBGamut { inside = middle } else { outside = middle }
            }
            candidate = OKLCH(lightness: lightness, chroma: inside, hue: polar.hue, alpha: start.alpha).color
        }
        return Self.rounded(candidate)
    }

    /// ΔE OK: the distance from the start in OKLab.
    func distance(to color: Color) -> Double {
        let lab = OKLab(color)
        let (dl, da, db) = (lab.lightness - origin.lightness, lab.a - origin.a, lab.b - origin.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The nearest color of the line (ΔE OK) for which `passes` holds, or
    /// nil when none does. The start itself when it passes; else, in each
    /// direction, the first of steps of 0.01 in lightness that passes,
    /// narrowed to the boundary by halving (12 times, to 0.0000025), and the
    /// nearer of the two. Bounded: at most 2 × (100 + 12) candidates.
    ///
    /// The two directions are walked a step each in turn, so that the one
    /// that passes first bounds the other: a candidate whose lightness alone
    /// is further from the start than the best found, by more than rounding
    /// to 8 bits can move it (``roundingReach``), is further in ΔE OK, and
    /// so is every one after it. What is found is what walking each
    /// direction to its end finds, at a fraction of the candidates.
    func nearest(where passes: (Color) -> Bool) -> Color? {
        if passes(start) { return start }
        var best: (distance: Double, color: Color)?
        var failing = [lightness, lightness]
        var open = [true, true]
        var step = 1
        while open[0] || open[1] {
            for side in 0..<2 where open[side] {
                let next = min(max(lightness + (side == 0 ? -1.0 : 1.0) * Double(step) * 0.01, 0), 1)
                if let best, abs(next - lightness) > best.distance + Self.roundingReach {
                    open[side] = false
                    continue
                }
                if passes(color(at: next)) {
                    var passing = next
                    for _ in 0..<12 {
                        let middle = (failing[side] + passing) / 2
                        if passes(color(at: middle)) { passing = middle } else { failing[side] = middle }
                    }
                    let found = color(at: passing)
                    let distance = distance(to: found)
                    if best == nil || distance < best!.distance { best = (distance, found) }
                    open[side] = false
                } else if next == 0 || next == 1 {
                    open[side] = false
                } else {
                    failing[side] = next
                }
            }
            step += 1
        }
        return best?.color
    }

    /// How far rounding to 8-bit components moves a color's OKLab lightness,
    /// at most, with a step of the walk to spare: 0.067 between black and
    /// #010101, less everywhere else.
    static let roundingReach = 0.08

    /// The color of the line that does best by `score` (higher is better), on
    /// a grid of 0.01 in lightness: the value an `auto` takes when no value
    /// passes, and what it reaches.
    func best(by score: (Color) -> Double) -> Color {
        var best = (score: score(start), color: start)
        for step in 0...100 {
            let candidate = color(at: Double(step) / 100)
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
