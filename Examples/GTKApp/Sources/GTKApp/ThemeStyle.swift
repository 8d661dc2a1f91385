import Swatch

/// The theme the window is painted in: Acme's, or Dusk's (`GTKApp --theme
/// dusk`), whose increased-contrast values and elevated level the compiler
/// derived.
enum WindowTheme: String {
    case acme
    case dusk
}

/// The window's colors in one appearance, taken from the Acme theme (or the
/// Dusk theme), and the GTK CSS that paints them.
///
/// This is the one place that maps the theme onto GTK: the widgets only carry
/// the CSS classes named here. Every color is resolved by Swatch and handed
/// to GTK opaque (translucent layers are composited here, with Swatch's own
/// compositing), so what GTK draws is exactly what Swatch resolved.
///
/// The sidebar's material and the sheet come from the theme: its generated
/// `Acme.Materials.sidebarGlass` (the material and the vibrancy of the colors
/// bound to it) and `Acme.Surfaces.settingsSheet` (detents, grabber, the
/// elevated level its content takes). Dusk has no material: its sidebar is a
/// card; its sheet is `Dusk.Surfaces.settings`, whose rows are the sheet.
struct ThemeStyle: Equatable {
    /// The material behind the sidebar, with the colors bound to it.
    static let sidebarGlass = Acme.Materials.sidebarGlass
    /// The settings sheet: resizable (medium and large), so it shows a grabber.
    static let settingsSheet = Acme.Surfaces.settingsSheet

    /// The settings sheet's surface in `theme`.
    static func settingsSurface(in theme: WindowTheme) -> ThemeSurface {
        theme == .dusk ? Dusk.Surfaces.settings.surface : settingsSheet.surface
    }

    /// The appearance of the window itself (always at the base level).
    let appearance: Appearance

    let canvas: Color
    let card: Color
    let headline: Color
    let caption: Color
    let tint: Color
    /// The text on the tint: white or black, whichever contrasts more.
    let onTint: Color
    let separator: Color
    /// The sidebar's material over the window's canvas (GTK cannot blur what
    /// lies behind a window; see docs/gtk.md).
    let sidebar: Color
    let sidebarLabel: Color
    let sidebarSecondaryLabel: Color
    let sheet: Color
    let sheetCard: Color
    let sheetHeadline: Color
    let sheetCaption: Color
    let grabber: Color

    init(_ requested: Appearance, theme: WindowTheme = .acme) {
        var window = requested
        window.level = .base
        switch theme {
        case .acme: self.init(acme: window)
        case .dusk: self.init(dusk: window)
        }
    }

    /// The window in Acme's colors, at the base level `window`.
    private init(acme window: Appearance) {
        appearance = window

        canvas = Acme.windowBackground.resolved(in: window)
        card = Acme.cardBackground.resolved(in: window)
        headline = Acme.headline.resolved(in: window).composited(over: card)
        caption = Acme.caption.resolved(in: window).composited(over: card)
        tint = Acme.brand.resolved(in: window)
        let white = Color(rgb: 0xFFFFFF)
        let black = Color(rgb: 0x000000)
        onTint = WCAGContrast.ratio(white, tint) >= WCAGContrast.ratio(black, tint) ? white : black
        separator = Acme.divider.resolved(in: window).composited(over: canvas)

        let glass = Self.sidebarGlass
        sidebar = glass.material.background(over: canvas, in: window)
        sidebarLabel = glass.headline.resolved(in: window).composited(over: sidebar)
        sidebarSecondaryLabel = glass.caption.resolved(in: window).composited(over: sidebar)

        // The sheet's colors through its accessors, resolved in the window's
        // appearance: each is bound to the sheet, so it gives the color at the
        // sheet's (elevated) level that the checker judged.
        let settings = Self.settingsSheet
        sheet = settings.surface.backgroundColor(in: window) ?? canvas
        sheetCard = settings.cardBackground.resolved(in: window)
        sheetHeadline = settings.headline.resolved(in: window).composited(over: sheetCard)
        sheetCaption = settings.caption.resolved(in: window).composited(over: sheetCard)
        // The grabber is a tertiary label-colored pill, as a system sheet draws it.
        grabber = settings.surface.bound(System.tertiaryLabel).resolved(in: window).composited(over: sheet)
    }

    /// The window in Dusk's colors, at the base level `window`.
    private init(dusk window: Appearance) {
        appearance = window
        canvas = Dusk.canvas.resolved(in: window)
        card = Dusk.card.resolved(in: window)
        headline = Dusk.headline.resolved(in: window).composited(over: card)
        caption = Dusk.caption.resolved(in: window).composited(over: card)
        tint = Dusk.accent.resolved(in: window)
        let white = Color(rgb: 0xFFFFFF)
        let black = Color(rgb: 0x000000)
        onTint = WCAGContrast.ratio(white, tint) >= WCAGContrast.ratio(black, tint) ? white : black
        separator = Dusk.divider.resolved(in: window).composited(over: canvas)
        sidebar = card
        sidebarLabel = headline
        sidebarSecondaryLabel = caption
        let settings = Dusk.Surfaces.settings
        sheet = settings.surface.backgroundColor(in: window) ?? canvas
        sheetCard = sheet
        sheetHeadline = settings.headline.resolved(in: window).composited(over: sheet)
        sheetCaption = settings.caption.resolved(in: window).composited(over: sheet)
        grabber = settings.surface.bound(System.tertiaryLabel).resolved(in: window).composited(over: sheet)
    }

    /// The regions a screenshot can check, by name, with the color drawn there.
    var regions: [(name: String, color: Color)] {
        [
            ("canvas", canvas), ("card", card), ("sidebar", sidebar), ("separator", separator),
            ("button", tint), ("sheet", sheet), ("sheetCard", sheetCard), ("grabber", grabber),
        ]
    }

    /// The style sheet, installed at `GTK_STYLE_PROVIDER_PRIORITY_USER` so it
    /// beats Adwaita's own rules.
    var css: String {
        """
        window, window.background { background-color: \(canvas.hex); color: \(headline.hex); }
        headerbar { background: \(sidebar.hex); color: \(sidebarLabel.hex); box-shadow: none;
                    border-bottom: 1px solid \(separator.hex); }
        headerbar button { color: \(sidebarLabel.hex); }
        .acme-canvas { background-color: \(canvas.hex); }
        .acme-sidebar { background-color: \(sidebar.hex); }
        .acme-sidebar label { color: \(sidebarLabel.hex); }
        .acme-sidebar label.acme-caption { color: \(sidebarSecondaryLabel.hex); }
        .acme-separator { background: \(separator.hex); min-width: 1px; min-height: 1px; }
        .acme-card { background-color: \(card.hex); border-radius: 12px; padding: 16px; }
        .acme-headline { color: \(headline.hex); font-weight: bold; font-size: 15pt; }
        .acme-caption { color: \(caption.hex); }
        button.acme-button, button.acme-button:hover, button.acme-button:active {
            background: \(tint.hex); color: \(onTint.hex); border: none; box-shadow: none;
            border-radius: 8px; min-height: 36px; padding: 0 18px; font-weight: bold; }
        .acme-sheet { background-color: \(sheet.hex); border-radius: 14px; padding: 8px 20px 20px 20px;
                      box-shadow: 0 4px 24px alpha(black, 0.35); }
        .acme-sheet .acme-headline { color: \(sheetHeadline.hex); }
        .acme-grabber { background-color: \(grabber.hex); border-radius: 3px; min-width: 36px; min-height: 5px; }
        .acme-sheet .acme-card { background-color: \(sheetCard.hex); padding: 12px 16px; }
        .acme-sheet .acme-card label { color: \(sheetHeadline.hex); }
        .acme-sheet .acme-card label.acme-caption { color: \(sheetCaption.hex); }
        """
    }
}
