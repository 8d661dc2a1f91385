/// A vibrancy style: how content on a material is drawn so that it stays
/// legible over whatever shows through.
///
/// Apple's vibrancy samples the backdrop and shifts saturation and value; no
/// formula is published. Here a style is modelled as the system color of the
/// same name (`label`, `secondaryLabel`, `systemFill`, `separator` …) with its
/// alpha, drawn over the material: in light, `secondaryLabel` is #3C3C43 at
/// 60%; in dark, #EBEBF5 at 60%. The alphas are Apple's iOS values (labels
/// 1, 0.6, 0.3 and 0.18 in light, 0.16 quaternary in dark; fills 0.2, 0.16,
/// 0.12 in light and 0.36, 0.32, 0.24 in dark; separator 0.29 and 0.6), those
/// of the system palette (`Themes/System.theme.yaml`): iOS 13's, as published
/// in Flutter's `CupertinoColors`, whose table rounds them down to 8-bit steps
/// (0.3 reads 76/255). Increase Contrast raises them as iOS does.
///
/// That model errs on the cautious side: real vibrancy adapts to the
/// backdrop, so it can only do better than a fixed translucent color.
public enum Vibrancy: String, CaseIterable, Hashable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case fill, secondaryFill, tertiaryFill
    case separator

    /// The three families the HIG names: labels have four levels, fills
    /// three, separators one. A style is chosen by meaning and families are
    /// not mixed (no label vibrancy for a separator).
    public enum Family: String, CaseIterable, Hashable, Sendable {
        case label, fill, separator

        /// The name of the color role content of this family plays
        /// (``Label``, ``Fill``, ``Separator``).
        public var roleName: String {
            switch self {
            case .label: Label.name
            case .fill: Fill.name
            case .separator: Separator.name
            }
        }
    }

    /// The family the style belongs to: label, fill or separator.
    public var family: Family {
        switch self {
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel: .label
        case .fill, .secondaryFill, .tertiaryFill: .fill
        case .separator: .separator
        }
    }

    /// The level within the family, 1 (the default, highest contrast) to 4
    /// (quaternary, lowest).
    public var level: Int {
        switch self {
        case .label, .fill, .separator: 1
        case .secondaryLabel, .secondaryFill: 2
        case .tertiaryLabel, .tertiaryFill: 3
        case .quaternaryLabel: 4
        }
    }

    /// The color drawn in a scheme at a contrast setting: the system color's
    /// components with its alpha.
    public func color(_ scheme: Appearance.ColorScheme, _ contrast: Appearance.Contrast) -> Color {
        let light = scheme == .light
        let high = contrast == .increased
        // The ink the label and separator families are drawn in: Apple's
        // label grays, #3C3C43 in light and #EBEBF5 in dark.
        let ink = light ? Color(red8: 60, green8: 60, blue8: 67) : Color(red8: 235, green8: 235, blue8: 245)
        switch self {
        case .label:
            return light ? .black : .white
        case .secondaryLabel:
            return ink.opacity(high ? 0.68 : 0.6)
        case .tertiaryLabel:
            return ink.opacity(high ? 0.38 : 0.3)
        case .quaternaryLabel:
            return ink.opacity(light ? (high ? 0.26 : 0.18) : (high ? 0.24 : 0.16))
        case .fill:
            return Self.fillGray.opacity(light ? (high ? 0.28 : 0.2) : (high ? 0.44 : 0.36))
        case .secondaryFill:
            return Self.fillGray.opacity(light ? (high ? 0.24 : 0.16) : (high ? 0.4 : 0.32))
        case .tertiaryFill:
            return Color(red8: 118, green8: 118, blue8: 128)
                .opacity(light ? (high ? 0.2 : 0.12) : (high ? 0.32 : 0.24))
        case .separator:
            return light
                ? ink.opacity(high ? 0.37 : 0.29)
                : Color(red8: 84, green8: 84, blue8: 88).opacity(high ? 0.68 : 0.6)
        }
    }

    /// The color drawn on `material` in `appearance`: in the material's own
    /// scheme (a tvOS `dark` material takes dark-scheme content even in
    /// light mode) at the appearance's contrast setting.
    public func color(on material: Material, in appearance: Appearance) -> Color {
        color(material.colorScheme(in: appearance), appearance.contrast)
    }

    private static let fillGray = Color(red8: 120, green8: 120, blue8: 128)
}
