// The tvOS materials and the HIG's table of their uses: prominent and regular
// adapt (prominent shows extra light or extra dark, regular light or dark);
// the other four keep a fixed scheme. Tints and opacities are estimates.

extension Material {
    /// The tvOS materials.
    public enum tvOS {
        static let extraLightModel = MaterialModel(
            tint: .white, tintOpacity: 0.88, blurRadius: 40, saturation: 1.8)
        static let lightModel = MaterialModel(
            tint: Color(red8: 245, green8: 245, blue8: 245), tintOpacity: 0.70, blurRadius: 30, saturation: 1.8)
        static let extraDarkModel = MaterialModel(
            tint: Color(red8: 10, green8: 10, blue8: 10), tintOpacity: 0.88, blurRadius: 40, saturation: 1.6)
        static let darkModel = MaterialModel(
            tint: Color(red8: 30, green8: 30, blue8: 30), tintOpacity: 0.70, blurRadius: 30, saturation: 1.6)

        /// Full-screen backgrounds; extra light in light, extra dark in dark.
        public static let prominent = Material(
            name: "prominent", family: .tvOS, purpose: "Full-screen backgrounds.", surface: .fullScreen,
            models: MaterialModelSet(light: extraLightModel, dark: extraDarkModel))
        /// Overlays that partly hide the screen; light in light, dark in dark.
        public static let regular = Material(
            name: "regular", family: .tvOS, purpose: "Overlay views that partially obscure onscreen content.",
            models: MaterialModelSet(light: lightModel, dark: darkModel))
        /// Full-screen views that need a light color scheme; always extra light.
        public static let extraLight = Material(
            name: "extraLight", family: .tvOS, purpose: "Full-screen views that require a light color scheme.",
            surface: .fullScreen, adaptivity: .fixed(.light), models: MaterialModelSet(fixed: extraLightModel))
        /// Overlays that partly hide the screen and need a light color scheme; always light.
        public static let light = Material(
            name: "light", family: .tvOS,
            purpose: "Overlay views that partially obscure onscreen content and require a light color scheme.",
            adaptivity: .fixed(.light), models: MaterialModelSet(fixed: lightModel))
        /// Full-screen views that need a dark color scheme; always extra dark.
        public static let extraDark = Material(
            name: "extraDark", family: .tvOS, purpose: "Full-screen views that require a dark color scheme.",
            surface: .fullScreen, adaptivity: .fixed(.dark), models: MaterialModelSet(fixed: extraDarkModel))
        /// Overlays that partly hide the screen and need a dark color scheme; always dark.
        public static let dark = Material(
            name: "dark", family: .tvOS,
            purpose: "Overlay views that partially obscure onscreen content and require a dark color scheme.",
            adaptivity: .fixed(.dark), models: MaterialModelSet(fixed: darkModel))

        /// Every tvOS material.
        public static let all: [Material] = [prominent, regular, extraLight, light, extraDark, dark]
    }
}
