import Swatch

/// The color functions the parser knows, with what each one's components are
/// called and how they read.
enum CSSColorFunction: String, CaseIterable {
    case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color

    /// Only the four CSS Color 3 functions have the comma-separated syntax.
    var allowsCommas: Bool {
        switch self {
        case .rgb, .rgba, .hsl, .hsla: true
        default: false
        }
    }

    /// A correct call in the space-separated syntax, for messages.
    var example: String {
        switch self {
        case .rgb, .rgba: "rgb(255 136 0 / 0.5)"
        case .hsl, .hsla: "hsl(32 100% 50% / 0.5)"
        case .hwb: "hwb(32 0% 0% / 0.5)"
        case .lab: "lab(70% 35 75 / 0.5)"
        case .lch: "lch(70% 83 65 / 0.5)"
        case .oklab: "oklab(75% 0.08 0.16 / 0.5)"
        case .oklch: "oklch(75% 0.18 60 / 0.5)"
        case .color: "color(display-p3 1 0.55 0 / 0.5)"
        }
    }

    /// A correct call in the comma-separated syntax, for messages.
    var commaExample: String {
        switch self {
        case .hsl, .hsla: "hsl(32, 100%, 50%, 0.5)"
        default: "rgb(255, 136, 0, 0.5)"
        }
    }

    /// How each of the three components reads. `legacy`: the comma-separated
    /// syntax, where HSL's saturation and lightness must be percentages.
    func rules(legacy: Bool) -> [CSSComponentRule] {
        switch self {
        case .rgb, .rgba:
            // Numbers are 0...255; 100% is 255.
            ["red", "green", "blue"].map { CSSComponentRule($0, number: 1.0 / 255, percent: 1) }
        case .hsl, .hsla:
            [
                .hue, CSSComponentRule("saturation", number: legacy ? nil : 0.01, percent: 1),
                CSSComponentRule("lightness", number: legacy ? nil : 0.01, percent: 1),
            ]
        case .hwb:
            [
                .hue, CSSComponentRule("whiteness", number: 0.01, percent: 1),
                CSSComponentRule("blackness", number: 0.01, percent: 1),
            ]
        // Reference ranges of CSS Color 4 §8: the value that 100% stands for.
        case .lab: Self.lab(lightness: 100, ab: 125)
        case .lch: Self.lch(lightness: 100, chroma: 150)
        case .oklab: Self.lab(lightness: 1, ab: 0.4)
        case .oklch: Self.lch(lightness: 1, chroma: 0.4)
        case .color:
            []  // Depends on the color space; see `CSSPredefinedSpace.rules`.
        }
    }

    /// A Lab form's components, numbers as they are and percentages of the
    /// reference ranges: 100% `lightness` for lightness, `ab` for a and b.
    private static func lab(lightness: Double, ab: Double) -> [CSSComponentRule] {
        [
            CSSComponentRule("lightness", number: 1, percent: lightness),
            CSSComponentRule("a", number: 1, percent: ab), CSSComponentRule("b", number: 1, percent: ab),
        ]
    }

    /// An LCH form's components: lightness and chroma as a Lab form's, and a hue.
    private static func lch(lightness: Double, chroma: Double) -> [CSSComponentRule] {
        [
            CSSComponentRule("lightness", number: 1, percent: lightness),
            CSSComponentRule("chroma", number: 1, percent: chroma), .hue,
        ]
    }

    /// Builds the color from resolved components, applying the parse-time
    /// clamps CSS Color 4 prescribes for each function.
    func color(_ c: [Double], alpha: Double) -> Color {
        switch self {
        case .rgb, .rgba:
            // §5.1: "values outside these ranges are not invalid, but are
            // clamped … at parsed-value time".
            return Color(red: clampUnit(c[0]), green: clampUnit(c[1]), blue: clampUnit(c[2]), alpha: alpha)
        case .hsl, .hsla:
            // §7: a saturation below 0% is clamped to 0%; lightness is not.
            return HSL(hue: c[0], saturation: max(c[1], 0), lightness: c[2], alpha: alpha).color
        case .hwb:
            return HWB(hue: c[0], whiteness: c[1], blackness: c[2], alpha: alpha).color
        case .lab:
            // §8.2 and §8.3: lightness is clamped to its range, chroma to ≥ 0.
            return Lab(lightness: min(max(c[0], 0), 100), a: c[1], b: c[2], alpha: alpha).color
        case .lch:
            return LCH(lightness: min(max(c[0], 0), 100), chroma: max(c[1], 0), hue: c[2], alpha: alpha).color
        case .oklab:
            return OKLab(lightness: clampUnit(c[0]), a: c[1], b: c[2], alpha: alpha).color
        case .oklch:
            return OKLCH(lightness: clampUnit(c[0]), chroma: max(c[1], 0), hue: c[2], alpha: alpha).color
        case .color:
            preconditionFailure("color() resolves through its color space")
        }
    }

    private func clampUnit(_ value: Double) -> Double { min(max(value, 0), 1) }
}

/// The color spaces `color()` accepts (CSS Color 4 §10).
enum CSSPredefinedSpace: String, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case xyz
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// Spaces CSS defines but this parser does not convert.
    static let unsupported = ["a98-rgb", "prophoto-rgb", "rec2020", "display-p3-linear"]

    var rules: [CSSComponentRule] {
        let names =
            self == .srgb || self == .srgbLinear || self == .displayP3 ? ["red", "green", "blue"] : ["x", "y", "z"]
        // §10.1: 100% is 1.0 for every predefined space.
        return names.map { CSSComponentRule($0, number: 1, percent: 1) }
    }

    /// §10: `color()` components are never clamped; values past 0...1 name
    /// colors outside the space's gamut.
    func color(_ c: [Double], alpha: Double) -> Color {
        switch self {
        case .srgb: Color(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case .srgbLinear: LinearSRGB(red: c[0], green: c[1], blue: c[2], alpha: alpha).color
        case .displayP3: DisplayP3(red: c[0], green: c[1], blue: c[2], alpha: alpha).color
        case .xyz, .xyzD65: XYZ(x: c[0], y: c[1], z: c[2], alpha: alpha, whitePoint: .d65).color
        case .xyzD50: XYZ(x: c[0], y: c[1], z: c[2], alpha: alpha, whitePoint: .d50).color
        }
    }
}

/// How one component reads: what a plain number and a percentage mean, or
/// that it is a hue.
struct CSSComponentRule {
    var name: String
    /// What a plain number is multiplied by; nil when numbers are not allowed.
    var number: Double?
    /// The value that 100% stands for; nil when percentages are not allowed.
    var percent: Double?
    var isHue = false

    init(_ name: String, number: Double?, percent: Double?, isHue: Bool = false) {
        self.name = name
        self.number = number
        self.percent = percent
        self.isHue = isHue
    }

    static let hue = CSSComponentRule("hue", number: 1, percent: nil, isHue: true)
    static let alpha = CSSComponentRule("alpha", number: 1, percent: 1)

    /// What the component accepts, in words.
    func expectation(allowsNone: Bool) -> String {
        var kinds: [String] = []
        if isHue {
            kinds = ["a number of degrees", "an angle (deg, rad, grad, turn)"]
        } else {
            if number != nil { kinds.append("a number") }
            if percent != nil { kinds.append("a percentage") }
        }
        if allowsNone { kinds.append("'none'") }
        switch kinds.count {
        case 1: return kinds[0]
        case 2: return kinds[0] + " or " + kinds[1]
        default: return kinds.dropLast().joined(separator: ", ") + " or " + kinds.last!
        }
    }
}
