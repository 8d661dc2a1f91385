extension Color {
    /// The color space in which ``mixed(with:amount:in:hue:)`` interpolates.
    /// The names follow CSS's `color-mix(in <space>, …)`.
    public enum InterpolationSpace: Hashable, Sendable, CaseIterable {
        /// Gamma-encoded sRGB: what most design tools do; mixes look darker
        /// in the middle than light would.
        case srgb
        /// Linear-light sRGB: physically correct blending of light.
        case linearSRGB
        /// Display P3, gamma-encoded.
        case displayP3
        /// CIE XYZ relative to D65.
        case xyzD65
        /// CIE XYZ relative to D50.
        case xyzD50
        /// CIE Lab (D50).
        case lab
        /// CIE LCH (D50), hue interpolated around the circle.
        case lch
        /// OKLab: perceptually even; CSS's default for `color-mix()`.
        case oklab
        /// OKLCH, hue interpolated around the circle: keeps mixes vivid.
        case oklch
        /// HSL, hue interpolated around the circle.
        case hsl
        /// HWB, hue interpolated around the circle.
        case hwb
    }

    /// Which way round the hue circle a cylindrical mix travels (CSS Color 4
    /// §"Hue interpolation"). Ignored by rectangular spaces.
    public enum HueInterpolation: Hashable, Sendable, CaseIterable {
        /// The shorter arc (at most 180°); the CSS default.
        case shorter
        /// The longer arc (at least 180°).
        case longer
        /// Counterclockwise: hue only increases.
        case increasing
        /// Clockwise: hue only decreases.
        case decreasing
    }

    /// This color mixed with `other`: `amount` is the share of `other`, from 0
    /// (this color) to 1 (`other`), clamped to that range.
    ///
    /// Follows CSS `color-mix()` (CSS Color 5 §"Mixing colors", with the
    /// interpolation rules of CSS Color 4 §12): both colors are converted to
    /// `space`, their components are premultiplied by alpha (hue excepted),
    /// interpolated, and divided by the interpolated alpha. So mixing with
    /// `.clear` fades a color without darkening it. A hue is powerless for a
    /// gray and then takes the other color's hue, so mixing red with white in
    /// OKLCH gives a pink, not a shift through some arbitrary hue. When the
    /// mixed alpha is 0 the components are interpolated without premultiplying,
    /// so the invisible result still has a sensible color.
    ///
    /// The result may be outside the sRGB gamut (mixing in OKLCH can
    /// overshoot); it is not clipped.
    public func mixed(
        with other: Color, amount: Double = 0.5, in space: InterpolationSpace = .oklab,
        hue: HueInterpolation = .shorter
    ) -> Color {
        let t = amount.isNaN ? 0.5 : min(max(amount, 0), 1)
        var start = MixCoordinates(self, in: space)
        var end = MixCoordinates(other, in: space)
        let alpha = Color.clampedAlpha(start.alpha) * (1 - t) + Color.clampedAlpha(end.alpha) * t

        if let hueIndex = space.hueIndex {
            Color.fixHues(&start, &end, at: hueIndex, method: hue)
        }
        var mixed = MixCoordinates(components: (0, 0, 0), alpha: alpha)
        let premultiply = alpha > 0
        let startWeight = (1 - t) * (premultiply ? Color.clampedAlpha(start.alpha) : 1)
        let endWeight = t * (premultiply ? Color.clampedAlpha(end.alpha) : 1)
        for index in 0..<3 {
            if index == space.hueIndex {
                // Hue is an angle, not an amount: never premultiplied.
                mixed[index] = start[index] * (1 - t) + end[index] * t
            } else {
                let sum = start[index] * startWeight + end[index] * endWeight
                mixed[index] = premultiply ? sum / alpha : sum
            }
        }
        return mixed.color(in: space)
    }

    /// Applies powerless hues and the hue-interpolation method, as CSS Color 4
    /// §12.4 describes: a missing hue takes the other color's; then one of the
    /// two angles is moved by 360° so that plain interpolation takes the arc
    /// `method` asks for.
    private static func fixHues(
        _ start: inout MixCoordinates, _ end: inout MixCoordinates, at index: Int, method: HueInterpolation
    ) {
        switch (start.hueIsPowerless, end.hueIsPowerless) {
        case (true, false): start[index] = end[index]
        case (false, true): end[index] = start[index]
        case (true, true):
            start[index] = 0
            end[index] = 0
        case (false, false): break
        }
        var a = Hue.normalized(start[index])
        var b = Hue.normalized(end[index])
        let difference = b - a
        switch method {
        case .shorter:
            if difference > 180 { a += 360 } else if difference < -180 { b += 360 }
        case .longer:
            if difference > 0 && difference < 180 { a += 360 } else if difference > -180 && difference <= 0 { b += 360 }
        case .increasing:
            if b < a { b += 360 }
        case .decreasing:
            if a < b { a += 360 }
        }
        start[index] = a
        end[index] = b
    }
}

extension Color.InterpolationSpace {
    /// Which component is the hue, for the cylindrical spaces.
    var hueIndex: Int? {
        switch self {
        case .lch, .oklch: 2
        case .hsl, .hwb: 0
        default: nil
        }
    }
}

/// A color's three components in an interpolation space, plus alpha and
/// whether its hue (if it has one) is powerless.
private struct MixCoordinates {
    var components: (Double, Double, Double)
    var alpha: Double
    var hueIsPowerless = false

    init(components: (Double, Double, Double), alpha: Double) {
        self.components = components
        self.alpha = alpha
    }

    init(_ color: Color, in space: Color.InterpolationSpace) {
        switch space {
        case .srgb:
            self.init(components: (color.red, color.green, color.blue), alpha: color.alpha)
        case .linearSRGB:
            let value = LinearSRGB(color)
            self.init(components: (value.red, value.green, value.blue), alpha: value.alpha)
        case .displayP3:
            let value = DisplayP3(color)
            self.init(components: (value.red, value.green, value.blue), alpha: value.alpha)
        case .xyzD65, .xyzD50:
            let value = XYZ(color, whitePoint: space == .xyzD65 ? .d65 : .d50)
            self.init(components: (value.x, value.y, value.z), alpha: value.alpha)
        case .lab:
            let value = Lab(color)
            self.init(components: (value.lightness, value.a, value.b), alpha: value.alpha)
        case .lch:
            let value = LCH(color)
            self.init(components: (value.lightness, value.chroma, value.hue), alpha: value.alpha)
            hueIsPowerless = value.chroma <= LCH.achromaticChroma
        case .oklab:
            let value = OKLab(color)
            self.init(components: (value.lightness, value.a, value.b), alpha: value.alpha)
        case .oklch:
            let value = OKLCH(color)
            self.init(components: (value.lightness, value.chroma, value.hue), alpha: value.alpha)
            hueIsPowerless = value.chroma <= OKLCH.achromaticChroma
        case .hsl:
            let value = HSL(color)
            self.init(components: (value.hue, value.saturation, value.lightness), alpha: value.alpha)
            // CSS: the hue is powerless at 0% saturation. The tolerance absorbs
            // rounding left by conversions into sRGB.
            hueIsPowerless = value.saturation < 1e-12
        case .hwb:
            let value = HWB(color)
            self.init(components: (value.hue, value.whiteness, value.blackness), alpha: value.alpha)
            hueIsPowerless = value.whiteness + value.blackness >= 1 - 1e-12
        }
    }

    subscript(index: Int) -> Double {
        get {
            switch index {
            case 0: components.0
            case 1: components.1
            default: components.2
            }
        }
        set {
            switch index {
            case 0: components.0 = newValue
            case 1: components.1 = newValue
            default: components.2 = newValue
            }
        }
    }

    func color(in space: Color.InterpolationSpace) -> Color {
        let (c0, c1, c2) = components
        switch space {
        case .srgb: return Color(red: c0, green: c1, blue: c2, alpha: alpha)
        case .linearSRGB: return LinearSRGB(red: c0, green: c1, blue: c2, alpha: alpha).color
        case .displayP3: return DisplayP3(red: c0, green: c1, blue: c2, alpha: alpha).color
        case .xyzD65: return XYZ(x: c0, y: c1, z: c2, alpha: alpha, whitePoint: .d65).color
        case .xyzD50: return XYZ(x: c0, y: c1, z: c2, alpha: alpha, whitePoint: .d50).color
        case .lab: return Lab(lightness: c0, a: c1, b: c2, alpha: alpha).color
        case .lch: return LCH(lightness: c0, chroma: c1, hue: c2, alpha: alpha).color
        case .oklab: return OKLab(lightness: c0, a: c1, b: c2, alpha: alpha).color
        case .oklch: return OKLCH(lightness: c0, chroma: c1, hue: c2, alpha: alpha).color
        case .hsl: return HSL(hue: c0, saturation: c1, lightness: c2, alpha: alpha).color
        case .hwb: return HWB(hue: c0, whiteness: c1, blackness: c2, alpha: alpha).color
        }
    }
}
