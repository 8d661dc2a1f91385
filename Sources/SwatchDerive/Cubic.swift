/// A cubic polynomial on 0...1, given by its values at 0, ⅓, ⅔ and 1: how a
/// linear sRGB component moves as a hue line's chroma grows from gray.
struct Cubic {
    /// Coefficients of 1, t, t², t³.
    let coefficients: (Double, Double, Double, Double)

    init(through values: [Double]) {
        // Newton's divided differences on the nodes 0, 1/3, 2/3, 1, expanded
        // into the power basis.
        let (y0, y1, y2, y3) = (values[0], values[1], values[2], values[3])
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
    /// starts inside; nil when it stays inside up to `limit`.
    func firstExit(from range: ClosedRange<Double>, before limit: Double) -> Double? {
        var breaks = [0.0]
        breaks += turningPoints().filter { $0 > 0 && $0 < limit }.sorted()
        breaks.append(limit)
        for index in 1..<breaks.count {
            let (from, to) = (breaks[index - 1], breaks[index])
            let end = value(at: to)
            guard !range.contains(end) else { continue }
            // Monotone between turning points: one crossing of the bound the
            // end is beyond, found by halving.
            var (inside, outside) = (from, to)
            for _ in 0..<48 {
                let middle = (inside + outside) / 2
                if range.contains(value(at: middle)) { inside = middle } else { outside = middle }
            }
            return inside
        }
        return nil
    }

    /// Where the derivative is zero: b + 2c t + 3d t² = 0.
    private func turningPoints() -> [Double] {
        let (_, b, c, d) = coefficients
        let (qa, qb, qc) = (3 * d, 2 * c, b)
        if abs(qa) < 1e-14 {
            return abs(qb) < 1e-14 ? [] : [-qc / qb]
        }
        let discriminant = qb * qb - 4 * qa * qc
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)]
    }
}
