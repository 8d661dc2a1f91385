import Swatch
import SwatchColorTools

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How colorjs.io 0.4.5 brings a color into a space's gamut (`src/toGamut.js`,
/// its default method `"lch.c"`), as it does before writing a color as text
/// and before mixing: which is how Tokens Studio's modified colors outside
/// sRGB become bytes. A color within a CIEDE2000 difference of 2 of its
/// clipped self is clipped; one further out keeps its LCH lightness and hue
/// while its chroma is searched (to 0.01) for the most colorful one within
/// that difference of its clipped self, which is then clipped. Swatch's own
/// gamut mapping (CSS Color 4, in OKLCH) would give other bytes: this is
/// colorjs's, so the color is the one the plugin gives.
enum ColorJSGamut {
    typealias Space = TokensStudioModifier.Space

    /// colorjs's `ε` for "in gamut" (`src/inGamut.js`): a color this close
    /// is written as it is, without mapping.
    static let tolerance = 0.000075

    /// colorjs's `toGamut(color, { space })`. LCH has no gamut.
    static func mapped(_ color: Color, into space: Space) -> Color {
        guard !isInside(color, space, tolerance: 0) else { return color }
        var mapped = color
        if !isInside(color, space, tolerance: tolerance) {
            let clipped = clipped(color, to: space)
            if deltaE2000(Lab(color), Lab(clipped)) > 2 {
                var lch = LCH(color)
                var low = 0.0
                var high = lch.chroma
                while high - low > 0.01 {
                    let candidate = lch.color
                    if deltaE2000(Lab(candidate), Lab(Self.clipped(candidate, to: space))) - 2 < 0.01 {
                        low = lch.chroma
                    } else {
                        high = lch.chroma
                    }
                    lch.chroma = (low + high) / 2
                }
                mapped = lch.color
            } else {
                mapped = clipped
            }
        }
        return isInside(mapped, space, tolerance: 0) ? mapped : clipped(mapped, to: space)
    }

    /// Whether `color` is in `space`'s gamut, give or take `tolerance`: sRGB's
    /// and P3's channels within 0–1; HSL's gamut is sRGB's (colorjs judges a
    /// polar space by its base).
    static func isInside(_ color: Color, _ space: Space, tolerance: Double) -> Bool {
        let channels: [Double]
        switch space {
        case .lch: return true
        case .srgb, .hsl: channels = [color.red, color.green, color.blue]
        case .p3: channels = ColorJSCoordinates(color, in: .p3).values
        }
        return channels.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// colorjs's `"clip"`: each coordinate of the space that has a range
    /// clamped to it (sRGB's and P3's channels to 0–1, HSL's saturation and
    /// lightness to 0–100).
    static func clipped(_ color: Color, to space: Space) -> Color {
        guard space != .lch else { return color }
        var coordinates = ColorJSCoordinates(color, in: space)
        let ranged = space == .hsl ? 1...2 : 0...2
        for index in ranged {
            let top = space == .hsl ? 100.0 : 1
            coordinates.values[index] = min(top, max(0, coordinates.values[index]))
        }
        return coordinates.color
    }

    /// CIEDE2000 (kL = kC = kH = 1), as colorjs 0.4.5's `src/deltaE/deltaE2000.js` computes it.
    static func deltaE2000(_ one: Lab, _ two: Lab) -> Double {
        let degrees = 180 / Double.pi
        let gFactor = pow(25.0, 7)
        let chroma1 = (one.a * one.a + one.b * one.b).squareRoot()
        let chroma2 = (two.a * two.a + two.b * two.b).squareRoot()
        let meanChroma7 = pow((chroma1 + chroma2) / 2, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + gFactor)).squareRoot())
        let a1 = (1 + g) * one.a
        let a2 = (1 + g) * two.a
        let c1 = (a1 * a1 + one.b * one.b).squareRoot()
        let c2 = (a2 * a2 + two.b * two.b).squareRoot()
        func hue(_ a: Double, _ b: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let angle = atan2(b, a)
            return (angle < 0 ? angle + 2 * .pi : angle) * degrees
        }
        let h1 = hue(a1, one.b)
        let h2 = hue(a2, two.b)
        let deltaL = two.lightness - one.lightness
        let deltaC = c2 - c1
        let hueDifference = h2 - h1
        let hueSum = h1 + h2
        var deltaH = 0.0
        if c1 * c2 != 0 {
            if abs(hueDifference) <= 180 {
                deltaH = hueDifference
            } else {
                deltaH = hueDifference > 180 ? hueDifference - 360 : hueDifference + 360
            }
        }
        let deltaBigH = 2 * (c1 * c2).squareRoot() * sin(deltaH / degrees / 2)
        let meanL = (one.lightness + two.lightness) / 2
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let meanH: Double
        if c1 * c2 == 0 {
            meanH = hueSum
        } else if abs(hueDifference) <= 180 {
            meanH = hueSum / 2
        } else {
            meanH = hueSum < 360 ? (hueSum + 360) / 2 : (hueSum - 360) / 2
        }
        let lSquared = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lSquared / (20 + lSquared).squareRoot()
        let sC = 1 + 0.045 * meanC
        var t = 1.0
        t -= 0.17 * cos((meanH - 30) / degrees)
        t += 0.24 * cos(2 * meanH / degrees)
        t += 0.32 * cos((3 * meanH + 6) / degrees)
        t -= 0.20 * cos((4 * meanH - 63) / degrees)
        let sH = 1 + 0.015 * meanC * t
        let deltaTheta = 30 * exp(-((meanH - 275) / 25) * ((meanH - 275) / 25))
        let rC = 2 * (meanC7 / (meanC7 + gFactor)).squareRoot()
        let rT = -sin(2 * deltaTheta / degrees) * rC
        let l = deltaL / sL
        let c = deltaC / sC
        let h = deltaBigH / sH
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }
}
