/// A cubic polynomial on 0...1, given by its values at 0, ⅓, ⅔ and 1: how a
/// linear sRGB component moves as a hue line's chroma grows from gray.
struct Cubic {
    /// Coefficients of 1, t, t², t³.
    let coefficients: (Double, Double, Double, Double)

    init(_ y0: Double, _ y1: Double, _ y2: Double, _ y3: Double) {
        // Newton's divided differences on the nodes 0, 1/3, 2/3, 1, expanded
        // into the power basis.
        let d1 = (y1 - y0) * 3
        let d2 = ((y2 - y1) * 3 - d1) * 1.5
        let d3 = ((((y3 - y2) * 3 - (y2 - y1) * 3) * 1.5) - d2)
        // p(t) = y0 + d1 t + d2 t (t - 1/3) + d3 t (t - 1/3)(t - 2/3)
        coefficients = (
            y0,
            d1 - d2 / 3 + d3 * 2 / 9,
            d2 - d3,
            d3
        )
    }

    func value(at t: Double) -> Double {
        let (a, b, c, d) = coefficients
        return a + t * (b + t * (c + t * d))
    }

    /// The first t in 0...`limit` at which the value leaves `range`, given it
    /// starts inside; nil when it stays inside up to `limit`. Between its
    /// turning points the cubic is monotone, so it leaves a stretch there
    /// only if it is outside at the stretch's end, and crosses the bound
    /// once: found by halving. (No arrays: this runs for every candidate
    /// of every search.)
    func firstExit(from range: ClosedRange<Double>, before limit: Double) -> Double? {
        func crossing(from start: Double, to end: Double) -> Double? {
            guard end > start, !range.contains(value(at: end)) else { return nil }
            var (inside, outside) = (start, end)
            for _ in 0..<48 {
                let middle = (inside + outside) / 2
                if range.contains(value(at: middle)) { inside = middle } else { outside = middle }
            }
            return inside
        }
        var from = 0.0
        let (first, second) = turningPoints()
        for turn in [first, second] {
            guard let turn, turn > from, turn < limit else { continue }
            if let found = crossing(from: from, to: turn) { return found }
            from = turn
        }
        return crossing(from: from, to: limit)
    }

    /// Where the derivative is zero (b + 2c t + 3d t² = 0), in order; nil
    /// where there is no such point.
    private func turningPoints() -> (Double?, Double?) {
        let (_, b, c, d) = coefficients
        let (qa, qb, qc) = (3 * d, 2 * c, b)
        if abs(qa) < 1e-14 {
            return (abs(qb) < 1e-14 ? nil : -qc / qb, nil)
        }
        let discriminant = qb * qb - 4 * qa * qc
        guard discriminant >= 0 else { return (nil, nil) }
        let root = discriminant.squareRoot()
        let (x, y) = ((-qb - root) / (2 * qa), (-qb + root) / (2 * qa))
        return (min(x, y), max(x, y))
    }
}
