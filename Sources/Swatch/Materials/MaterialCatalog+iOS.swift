// The iOS materials (UIBlurEffect.Style.system…Material, SwiftUI's Material).
//
// Estimates, not Apple's numbers: a white tint in light and a #1C1C1E tint
// (the dark secondary system background) in dark, at opacities that rise with
// thickness. They are set so that, judged over every backdrop, label passes
// 4.5:1 from thin up in both schemes and 3:1 on ultra-thin, while quaternary
// label (which reaches only 1.37:1 even on opaque white) falls furthest on
// ultra-thin, as the HIG warns. docs/materials.md gives the figures.

extension Material {
    /// The iOS thickness materials, from the most translucent to the most
    /// opaque, and chrome.
    public enum iOS {
        static let lightTint = Color.white
        static let darkTint = Color(red8: 28, green8: 28, blue8: 30)

        static func thickness(
            _ name: String, _ purpose: String, light: Double, dark: Double, blur: Double, surface: SurfaceKind? = nil,
            lightTint: Color = lightTint, darkTint: Color = darkTint
        ) -> Material {
            Material(
                name: name, family: .iOS, purpose: purpose, surface: surface,
                models: MaterialModelSet(
                    light: MaterialModel(tint: lightTint, tintOpacity: light, blurRadius: blur, saturation: 1.8),
                    dark: MaterialModel(tint: darkTint, tintOpacity: dark, blurRadius: blur, saturation: 1.6)))
        }

        /// The most translucent: keeps the most context, gives the least
        /// contrast. Not for quaternary label.
        public static let ultraThin = thickness(
            "ultraThin", "The most translucent material: the most context shows through, the least contrast.",
            light: 0.40, dark: 0.50, blur: 10)
        /// More translucent than regular; quaternary label is too faint on it
        /// (2019 HIG).
        public static let thin = thickness(
            "thin", "A translucent material, thinner than the default.", light: 0.55, dark: 0.62, blur: 15)
        /// The default material.
        public static let regular = thickness(
            "regular", "The default material: normal thickness, for most content containers.",
            light: 0.70, dark: 0.74, blur: 20)
        /// More opaque than regular: better contrast for text and fine detail.
        public static let thick = thickness(
            "thick", "A material thicker than the default, for better contrast with text and fine features.",
            light: 0.82, dark: 0.85, blur: 25)
        /// The most opaque.
        public static let ultraThick = thickness(
            "ultraThick", "The most opaque material: the best contrast, the least context.",
            light: 0.92, dark: 0.93, blur: 30)
        /// The system chrome: bars and toolbars.
        public static let chrome = thickness(
            "chrome", "The material of the system chrome: navigation bars, tab bars, toolbars.",
            light: 0.80, dark: 0.80, blur: 20, surface: .toolbar,
            lightTint: Color(red8: 249, green8: 249, blue8: 249))

        /// Every iOS material, thinnest first.
        public static let all: [Material] = [ultraThin, thin, regular, thick, ultraThick, chrome]
    }

    /// The default material: ``iOS/regular``.
    public static var `default`: Material { iOS.regular }
}
