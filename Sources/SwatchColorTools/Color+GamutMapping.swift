import Swatch

/// The gamut a display shows: what a theme targets, and what its colors are
/// mapped into before anything judges or emits them.
public enum Gamut: String, CaseIterable, Sendable {
    /// The gamut of every display, and the default.
    case sRGB = "srgb"
    /// The wide gamut of Apple's displays since 2015 (iPhone 7, the 2016 MacBook Pro).
    case displayP3 = "display-p3"

    /// How a theme file and CSS spell it: `srgb`, `display-p3`.
    public var name: String { rawValue }

    /// How messages name it: "sRGB", "Display P3".
    package var title: String {
        switch self {
        case .sRGB: "sRGB"
        case .displayP3: "Display P3"
        }
    }
}

extension Color {
    /// What a display of `gamut` shows of this color, as text that holds it
    /// exactly: the hex the doc comments use for sRGB, `color(display-p3 …)`
    /// for Display P3. The checker's THEME-gamut and `swatch contrast` say it
    /// in these words.
    package func shown(in gamut: Gamut) -> String {
        let shown = mapped(to: gamut)
        return gamut == .sRGB ? shown.hex : shown.cssDisplayP3
    }
}

extension Color {
    /// Whether the color is inside `gamut` (give or take ``gamutTolerance``).
    public func isInGamut(_ gamut: Gamut) -> Bool {
        switch gamut {
        case .sRGB: isInSRGBGamut
        case .displayP3: isInDisplayP3Gamut
        }
    }

    /// The color a display of `gamut` shows for this one: the color itself
    /// when it is inside, else the CSS Color 4 gamut-mapped color.
    ///
    /// The algorithm is CSS Color Module Level 4, § 13.2 "CSS Gamut Mapping to
    /// an RGB Destination": keep OKLCH lightness and hue, and binary-search
    /// the chroma for the most vivid color whose clipped form differs from it
    /// by less than a just-noticeable difference (deltaEOK 0.02); then clip.
    /// Lightness at or beyond white or black gives white or black. Reducing
    /// chroma rather than clipping each channel keeps the hue: clipping
    /// `oklch(90% 0.4 140)` gives `#00FF00`, a darker, yellower green than the
    /// light green that was written.
    ///
    /// Alpha is kept. The result's components are within 0...1 in `gamut`'s
    /// own space (in sRGB, the color's own components).
    public func mapped(to gamut: Gamut) -> Color {
        // Inside give or take rounding: the color itself, or clipped when a
        // component strays by the rounding (converting to P3 and back would
        // add rounding of its own).
        if isInGamut(gamut) { return isExactlyInGamut(gamut) ? self : clipped(to: gamut) }
        let origin = OKLCH(self)
        guard origin.lightness.isFinite, origin.chroma.isFinite, origin.hue.isFinite else {
            // NaN or infinity: no chroma to search; clipping is the one answer.
            return clipped(to: gamut)
        }
        if origin.lightness >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: alpha) }
        if origin.lightness <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: alpha) }

        let justNoticeable = 0.02
        let epsilon = 0.0001
        var current = origin
        var clipped = current.color.clipped(to: gamut)
        if Color.deltaEOK(clipped, current) < justNoticeable { return clipped }
        var low = 0.0
        var high = origin.chroma
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.chroma = chroma
            let color = current.color
            if lowIsInGamut && color.isExactlyInGamut(gamut) {
                low = chroma
                continue
            }
            clipped = color.clipped(to: gamut)
            let difference = Color.deltaEOK(clipped, current)
            if difference < justNoticeable {
                if justNoticeable - difference < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// Each component of the color in `gamut`'s space clamped to 0...1; NaN becomes 0.
    public func clipped(to gamut: Gamut) -> Color {
        func clamp(_ value: Double) -> Double { value >= 1 ? 1 : value > 0 ? value : 0 }
        switch gamut {
        case .sRGB:
            return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: alpha)
        case .displayP3:
            let p3 = DisplayP3(self)
            return DisplayP3(red: clamp(p3.red), green: clamp(p3.green), blue: clamp(p3.blue), alpha: alpha).color
        }
    }

    /// Inside `gamut` with no tolerance, as the mapping's search asks.
    private func isExactlyInGamut(_ gamut: Gamut) -> Bool {
        let unit = 0.0...1.0
        switch gamut {
        case .sRGB:
            return unit.contains(red) && unit.contains(green) && unit.contains(blue)
        case .displayP3:
            let p3 = DisplayP3(self)
            return unit.contains(p3.red) && unit.contains(p3.green) && unit.contains(p3.blue)
        }
    }

    /// The CSS Color 4 color difference deltaEOK: the distance in OKLab.
    private static func deltaEOK(_ color: Color, _ reference: OKLCH) -> Double {
        deltaEOK(OKLab(color), reference.oklab)
    }

    /// The CSS Color 4 color difference deltaEOK between two colors, alpha
    /// left out: 0.02 is about the least difference one sees.
    package static func deltaEOK(_ one: Color, _ two: Color) -> Double {
        deltaEOK(OKLab(one), OKLab(two))
    }

    private static func deltaEOK(_ one: OKLab, _ two: OKLab) -> Double {
        let dl = one.lightness - two.lightness
        let da = one.a - two.a
        let db = one.b - two.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
