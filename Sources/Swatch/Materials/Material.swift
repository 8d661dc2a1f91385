/// A system material: a translucent surface that blurs what lies behind it,
/// named for its purpose (a menu, a sidebar) or its thickness (thin, thick).
///
/// The Human Interface Guidelines ask that a material be chosen by meaning and
/// intended use, never by look, so each carries its purpose, the surface it
/// is meant for, and on macOS how it blends. How it looks is a
/// ``MaterialModel`` per appearance: estimates, since Apple publishes none,
/// which a theme may replace (``models`` is public and mutable).
///
/// The catalog: ``iOS`` (ultraThin … ultraThick, chrome), ``macOS`` (menu,
/// popover, sidebar …), ``tvOS`` (prominent, regular, extraLight …). Materials
/// are not supported on watchOS.
public struct Material: Hashable, Sendable {
    /// The platform family whose API names the material.
    public enum Family: String, CaseIterable, Hashable, Sendable {
        /// UIKit's and SwiftUI's thickness materials (also on iPadOS, Mac
        /// Catalyst and visionOS, and through SwiftUI on macOS).
        case iOS
        /// AppKit's purpose-named materials (`NSVisualEffectView.Material`).
        case macOS
        /// tvOS's blur styles.
        case tvOS
    }

    /// What a macOS material blends with (`NSVisualEffectView.BlendingMode`).
    public enum Blending: String, CaseIterable, Hashable, Sendable {
        /// Shows what lies behind the window: the desktop, other windows.
        /// Menus, popovers, sheets and sidebars use it, so people keep the
        /// context around the app.
        case behindWindow
        /// Shows the window's own content behind the view: a toolbar over
        /// which content scrolls, a header over a list.
        case withinWindow
    }

    /// Whether the material follows the appearance's color scheme.
    public enum Adaptivity: Hashable, Sendable {
        /// Light in light mode, dark in dark mode.
        case adaptive
        /// Always this scheme, whatever the appearance: content on it is
        /// drawn in that scheme's colors.
        case fixed(Appearance.ColorScheme)
    }

    /// The material's name in its family's API and in theme files (`thin`,
    /// `sidebar`, `prominent`).
    public var name: String
    /// The platform family whose API names the material: it decides which
    /// catalog the material belongs to and how its ``identifier`` reads.
    public var family: Family
    /// What the material is for, in words, from Apple's documentation.
    public var purpose: String
    /// The kind of surface the material is named for, or `nil` for a
    /// general-purpose material (the iOS thicknesses, tvOS overlays).
    public var surface: SurfaceKind?
    /// How it blends, on macOS; `nil` elsewhere, where a material always blurs
    /// whatever lies beneath the view.
    public var blending: Blending?
    /// Whether the material follows the appearance's color scheme or always
    /// shows one scheme.
    public var adaptivity: Adaptivity
    /// How the material is drawn in each scheme: estimates a theme may replace.
    public var models: MaterialModelSet

    /// A material with every property given; `surface` and `blending` default to
    /// none, and the material adapts to the color scheme unless fixed to one.
    public init(
        name: String, family: Family, purpose: String, surface: SurfaceKind? = nil, blending: Blending? = nil,
        adaptivity: Adaptivity = .adaptive, models: MaterialModelSet
    ) {
        self.name = name
        self.family = family
        self.purpose = purpose
        self.surface = surface
        self.blending = blending
        self.adaptivity = adaptivity
        self.models = models
    }

    /// `family.name`, unique across the catalog (`iOS.regular`, `tvOS.regular`).
    public var identifier: String { "\(family.rawValue).\(name)" }

    /// The scheme the material shows in `appearance`: the appearance's own,
    /// unless the material is fixed to one.
    public func colorScheme(in appearance: Appearance) -> Appearance.ColorScheme {
        switch adaptivity {
        case .adaptive: appearance.colorScheme
        case .fixed(let scheme): scheme
        }
    }

    /// The model drawn in `appearance`.
    ///
    /// Under Reduce Transparency it is always opaque, whatever the data says:
    /// the material turns into its model's ``MaterialModel/opaqueColor`` (by
    /// default the tint at full opacity) and nothing behind it shows.
    public func model(in appearance: Appearance) -> MaterialModel {
        let model = models.model(colorScheme(in: appearance), appearance.contrast)
        return appearance.transparency == .reduced ? model.opaque : model
    }

    /// Whether nothing behind the material shows in `appearance`.
    public func isOpaque(in appearance: Appearance) -> Bool { model(in: appearance).isOpaque }

    /// The material's background in `appearance` over a given backdrop.
    public func background(over backdrop: Color, in appearance: Appearance) -> Color {
        model(in: appearance).background(over: backdrop)
    }

    /// A copy with one scheme's model changed, as a theme's `model:` does;
    /// the Increase Contrast and Reduce Transparency states follow from it
    /// unless the set gives them explicitly.
    public func overriding(_ scheme: Appearance.ColorScheme, _ change: (inout MaterialModel) -> Void) -> Material {
        var copy = self
        change(&copy.models[scheme])
        return copy
    }

    /// A copy with some of one scheme's model replaced: what a theme's
    /// `model:` says. A new tint also becomes the opaque color Reduce
    /// Transparency shows, so that the surface keeps its hue there.
    public func overriding(
        _ scheme: Appearance.ColorScheme, tint: Color? = nil, tintOpacity: Double? = nil, blurRadius: Double? = nil,
        saturation: Double? = nil
    ) -> Material {
        overriding(scheme) { model in
            if let tint {
                model.tint = tint
                model.opaqueColor = Color(red: tint.red, green: tint.green, blue: tint.blue)
            }
            if let tintOpacity { model.tintOpacity = tintOpacity }
            if let blurRadius { model.blurRadius = blurRadius }
            if let saturation { model.saturation = saturation }
        }
    }
}
