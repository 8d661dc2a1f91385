// The macOS materials (NSVisualEffectView.Material), named by purpose.
//
// Purposes are those of AppKit's header; blending follows the HIG (menus,
// sheets and sidebars blend behind the window, a toolbar within it) and
// AppKit's use of each material. Tints start from the matching system colors
// (window background #ECECEC / #323232, content background white / #1E1E1E);
// opacities are estimates, thicker where text is dense.

extension Material {
    /// The macOS materials, each named for the surface it belongs to.
    public enum macOS {
        static func purpose(
            _ name: String, _ purpose: String, _ surface: SurfaceKind?, _ blending: Blending,
            light: (Color, Double), dark: (Color, Double), blur: Double = 30, adaptivity: Adaptivity = .adaptive
        ) -> Material {
            Material(
                name: name, family: .macOS, purpose: purpose, surface: surface, blending: blending,
                adaptivity: adaptivity,
                models: MaterialModelSet(
                    light: MaterialModel(tint: light.0, tintOpacity: light.1, blurRadius: blur, saturation: 1.6),
                    dark: MaterialModel(tint: dark.0, tintOpacity: dark.1, blurRadius: blur, saturation: 1.4)))
        }

        static func gray(_ level: UInt8) -> Color { Color(red8: level, green8: level, blue8: level) }

        /// The background of menus; blends behind the window.
        public static let menu = purpose(
            "menu", "The background of menus.", .menu, .behindWindow,
            light: (gray(246), 0.80), dark: (gray(40), 0.80))
        /// The background of popovers; blends behind the window.
        public static let popover = purpose(
            "popover", "The background of popover windows.", .popover, .behindWindow,
            light: (gray(246), 0.85), dark: (gray(45), 0.85))
        /// The background of window sidebars; blends behind the window, so the
        /// desktop shows through faintly.
        public static let sidebar = purpose(
            "sidebar", "The background of window sidebars.", .sidebar, .behindWindow,
            light: (gray(236), 0.65), dark: (gray(30), 0.68))
        /// A window's title bar and toolbar; blends within the window, so the
        /// content scrolling under it shows through.
        public static let titlebar = purpose(
            "titlebar", "A window's title bar and toolbar, over which its content scrolls.", .toolbar,
            .withinWindow, light: (gray(246), 0.80), dark: (gray(44), 0.80))
        /// In-line header and footer views, as of a table; blends within the window.
        public static let headerView = purpose(
            "headerView", "In-line header and footer views, as of a table.", nil, .withinWindow,
            light: (gray(246), 0.85), dark: (gray(40), 0.85))
        /// The background of sheets; blends behind the window.
        public static let sheet = purpose(
            "sheet", "The background of sheet windows.", .sheet, .behindWindow,
            light: (gray(236), 0.90), dark: (gray(50), 0.90))
        /// Opaque: the material of opaque window backgrounds.
        public static let windowBackground = purpose(
            "windowBackground", "The background of opaque windows.", .window, .withinWindow,
            light: (gray(236), 1), dark: (gray(50), 1))
        /// Always dark, like the HUD panels that use it.
        public static let hudWindow = purpose(
            "hudWindow", "The background of heads-up display (HUD) windows.", .hud, .behindWindow,
            light: (gray(30), 0.75), dark: (gray(30), 0.75), adaptivity: .fixed(.dark))
        /// The background of full-screen modal interface; blends behind the window.
        public static let fullScreenUI = purpose(
            "fullScreenUI", "The background of full-screen modal interface.", .fullScreen, .behindWindow,
            light: (gray(240), 0.80), dark: (gray(30), 0.80))
        /// The background of tooltips; blends behind the window.
        public static let toolTip = purpose(
            "toolTip", "The background of tooltips.", .tooltip, .behindWindow,
            light: (gray(246), 0.92), dark: (gray(40), 0.92))
        /// Opaque: the background of scroll, table and collection views.
        public static let contentBackground = purpose(
            "contentBackground", "The opaque background of content: scroll, table and collection views.", nil,
            .withinWindow, light: (.white, 1), dark: (gray(30), 1))
        /// What lies under a window's background; blends behind the window, so the
        /// desktop shows through.
        public static let underWindowBackground = purpose(
            "underWindowBackground", "What lies under a window's background: the desktop shows through.", .window,
            .behindWindow, light: (gray(236), 0.60), dark: (gray(30), 0.62))
        /// The area behind document pages; blends within the window.
        public static let underPageBackground = purpose(
            "underPageBackground", "The area behind document pages.", nil, .withinWindow,
            light: (gray(150), 0.90), dark: (gray(40), 0.90))
        /// Selection in lists and menus: accent-tinted, with white content in
        /// either appearance, hence a fixed dark scheme.
        public static let selection = purpose(
            "selection", "The highlight of selected rows and menu items.", nil, .withinWindow,
            light: (Color(red8: 0, green8: 88, blue8: 208), 0.90), dark: (Color(red8: 0, green8: 88, blue8: 208), 0.90),
            blur: 0, adaptivity: .fixed(.dark))

        /// Every macOS material.
        public static let all: [Material] = [
            menu, popover, sidebar, titlebar, headerView, sheet, windowBackground, hudWindow, fullScreenUI, toolTip,
            contentBackground, underWindowBackground, underPageBackground, selection,
        ]
    }
}
