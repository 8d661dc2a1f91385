extension Color {
    /// How far outside 0...1 a component may stray and still count as inside
    /// a gamut. Converting a color through another space and back leaves
    /// errors around 1e-15; colorjs.io's `inGamut` uses this same 0.000075,
    /// which is also far below what an 8-bit or 10-bit display can show.
    public static let gamutTolerance = 0.000075

    /// Whether every sRGB component is within 0...1 (give or take
    /// ``gamutTolerance``): the color shows as is on any display.
    public var isInSRGBGamut: Bool {
        Color.inUnitRange(red, green, blue)
    }

    /// Whether the color is within the Display P3 gamut (give or take
    /// ``gamutTolerance``): it shows as is on a wide-color display.
    public var isInDisplayP3Gamut: Bool {
        let p3 = DisplayP3(self)
        return Color.inUnitRange(p3.red, p3.green, p3.blue)
    }

    private static func inUnitRange(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        let range = -gamutTolerance...(1 + gamutTolerance)
        return range.contains(a) && range.contains(b) && range.contains(c)
    }
}
