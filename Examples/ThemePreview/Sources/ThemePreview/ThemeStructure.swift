import Swatch

// The generated `Preview` enum holds the theme's colors. The rest of the
// theme file — what each label is drawn `on:`, the material's vibrancy, the
// sheet — is checked by swatch at build time but not emitted as Swift, so the
// preview restates it here, typed. Keep it in step with Preview.theme.yaml.

/// Each label with a background it is drawn on (its `on:` list).
let labelPairs: [(label: ThemeColor<Label>, background: ThemeColor<Background>)] = [
    (Preview.title, Preview.cardBackground), (Preview.title, Preview.windowBackground),
    (Preview.subtitle, Preview.cardBackground), (Preview.subtitle, Preview.windowBackground),
]

/// Each tint drawn as text, with its background.
let tintPairs: [(tint: ThemeColor<Tint>, background: ThemeColor<Background>)] = [
    (Preview.accent, Preview.cardBackground)
]

/// A theme material: the catalog material and the vibrancy style each color
/// drawn on it takes.
struct ThemeMaterial {
    var name: String
    var material: Material
    var vibrancy: [(color: AnyThemeColor, style: Vibrancy)]
}

/// `materials: sidebarGlass`.
let sidebarGlass = ThemeMaterial(
    name: "sidebarGlass", material: Material.iOS.ultraThick,
    vibrancy: [
        (.init(Preview.title), .label), (.init(Preview.subtitle), .secondaryLabel),
        (.init(Preview.hairline), .separator),
    ])

/// A theme sheet: how it rests, what it is drawn with, what is drawn on it,
/// and the window beneath it.
struct ThemeSheet {
    var name: String
    var sheet: Sheet
    var background: ThemeColor<Background>
    var labels: [ThemeColor<Label>]
    var tints: [ThemeColor<Tint>]
    var parent: ThemeColor<Background>
}

/// `surfaces: settingsSheet`, over `mainWindow`.
let settingsSheet = ThemeSheet(
    name: "settingsSheet", sheet: Sheet(detents: [.medium, .large], grabber: .visible),
    background: Preview.cardBackground, labels: [Preview.title, Preview.subtitle], tints: [Preview.accent],
    parent: Preview.windowBackground)
