import Swatch

/// The appearance a person chose for the whole Linux desktop, and where that
/// choice was read.
///
/// ``SystemAppearanceDetector/detect()`` asks these sources in this order; for
/// each trait, the first source that states a preference wins:
///
/// 1. ``Source/override``: the `SWATCH_APPEARANCE` environment variable, then
///    the file `SWATCH_APPEARANCE_FILE` names (see ``AppearanceOverride`` for
///    their grammar). The only source of reduced transparency and of the
///    elevated level.
/// 2. ``Source/desktopPortal``: the XDG desktop portal's settings, read with
///    `gdbus` when a session bus is reachable: `org.freedesktop.appearance`
///    `color-scheme` and `contrast`, and where the portal lacks one, GNOME's
///    `org.gnome.desktop.interface color-scheme` or
///    `org.gnome.desktop.a11y.interface high-contrast` through the portal.
/// 3. ``Source/gnomeSettings``, only where no portal answers: the same two
///    GNOME keys read with `gsettings`.
/// 4. ``Source/gtkSettings``: `GTK_THEME`, else GTK's `settings.ini`
///    (`gtk-4.0`, then `gtk-3.0`, under `$XDG_CONFIG_HOME`).
/// 5. ``Source/terminalColors``: `COLORFGBG`, the terminal's colors.
/// 6. ``Source/fallback``: light, base level, standard contrast, standard
///    transparency.
///
/// A value that states no preference — the portal's `0`, GNOME's `'default'`,
/// `high-contrast false`, `gtk-application-prefer-dark-theme=0` — passes the
/// question on to the next source rather than deciding it. GNOME's own light
/// setting is `'default'`, so on GNOME a light choice is decided by the
/// fallback unless a later source (GTK, a terminal) says dark.
///
/// No common Linux desktop setting means "reduce transparency", so only the
/// override can ask for it. The level is a property of a surface (a sheet or
/// popover is elevated), not of the desktop, so the system is always at the
/// base level unless the override says otherwise.
public enum SystemAppearance {
    /// Where a trait of the system appearance was read.
    public enum Source: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        case override
        case desktopPortal
        case gnomeSettings
        case gtkSettings
        case terminalColors
        case fallback

        /// The source as diagnostics name it: the variable or settings it reads,
        /// or "default" for the fallback.
        public var description: String {
            switch self {
            case .override: "SWATCH_APPEARANCE"
            case .desktopPortal: "XDG desktop portal"
            case .gnomeSettings: "GNOME settings"
            case .gtkSettings: "GTK settings"
            case .terminalColors: "COLORFGBG"
            case .fallback: "default"
            }
        }
    }

    /// What one source says: a value for each trait it has an opinion on,
    /// `nil` for the others.
    public struct Preference: Hashable, Sendable {
        /// Light or dark, or `nil` when the source says nothing about the color scheme.
        public var colorScheme: Appearance.ColorScheme?
        /// Base or elevated, or `nil` when the source says nothing about the level.
        public var level: Appearance.Level?
        /// Standard or increased contrast, or `nil` when the source says nothing about it.
        public var contrast: Appearance.Contrast?
        /// Standard or reduced transparency, or `nil` when the source says nothing about it.
        public var transparency: Appearance.Transparency?

        /// A preference stating the given traits; the traits left out are `nil`,
        /// so `Preference()` is a source with no opinion.
        public init(
            colorScheme: Appearance.ColorScheme? = nil,
            level: Appearance.Level? = nil,
            contrast: Appearance.Contrast? = nil,
            transparency: Appearance.Transparency? = nil
        ) {
            self.colorScheme = colorScheme
            self.level = level
            self.contrast = contrast
            self.transparency = transparency
        }

        /// Whether the source has no opinion at all.
        public var isEmpty: Bool {
            colorScheme == nil && level == nil && contrast == nil && transparency == nil
        }
    }

    /// The detected appearance, and which source decided each trait.
    public struct Detection: Hashable, Sendable, CustomStringConvertible {
        /// The appearance the desktop asks for, every trait decided.
        public var appearance: Appearance
        /// The source that decided `Appearance.colorScheme`.
        public var colorSchemeSource: Source
        /// The source that decided `Appearance.level`.
        public var levelSource: Source
        /// The source that decided `Appearance.contrast`.
        public var contrastSource: Source
        /// The source that decided `Appearance.transparency`.
        public var transparencySource: Source

        /// A detection of `appearance`; each trait whose source is left out was
        /// decided by the fallback.
        public init(
            appearance: Appearance,
            colorSchemeSource: Source = .fallback,
            levelSource: Source = .fallback,
            contrastSource: Source = .fallback,
            transparencySource: Source = .fallback
        ) {
            self.appearance = appearance
            self.colorSchemeSource = colorSchemeSource
            self.levelSource = levelSource
            self.contrastSource = contrastSource
            self.transparencySource = transparencySource
        }

        /// The source that decided the color scheme, the trait a person changes
        /// most; the per-trait properties tell the rest.
        public var source: Source { colorSchemeSource }

        /// The appearance and its sources, for diagnostics:
        /// "dark · base (color scheme: XDG desktop portal, contrast: default)".
        public var description: String {
            var parts = ["color scheme: \(colorSchemeSource)", "contrast: \(contrastSource)"]
            if transparencySource != .fallback { parts.append("transparency: \(transparencySource)") }
            if levelSource != .fallback { parts.append("level: \(levelSource)") }
            return "\(appearance) (\(parts.joined(separator: ", ")))"
        }
    }
}

extension Appearance {
    /// The appearance the person chose for the whole desktop; see
    /// ``SystemAppearance`` for the sources and their order.
    ///
    /// This may start up to four short helper programs (`gdbus`, `gsettings`)
    /// and waits for each at most ``SystemAppearanceDetector/commandTimeout``
    /// (300 ms by default); a source whose helper times out is not asked
    /// again, so a hung portal and a hung `gsettings` together cost about twice
    /// the timeout. Call it once at launch and observe
    /// ``changes(every:using:)`` afterwards rather than calling it per frame.
    public static func system(using detector: SystemAppearanceDetector = .live) -> Appearance {
        detector.detect().appearance
    }
}
