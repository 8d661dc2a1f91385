/// The kinds of surface content is drawn on, with the level each sits at and
/// how a macOS material behind it should blend: what the checker needs to
/// know of a theme's `surfaces:`.
public enum SurfaceKind: String, CaseIterable, Hashable, Sendable {
    /// A window's main content area.
    case window
    /// A sheet: a card over its parent (see ``Sheet``).
    case sheet
    /// A popover (see ``Popover``).
    case popover
    /// A sidebar, part of its window.
    case sidebar
    /// A menu or context menu.
    case menu
    /// A toolbar, title bar, navigation or tab bar: the window's chrome.
    case toolbar
    /// A heads-up display panel.
    case hud
    /// A tooltip.
    case tooltip
    /// Full-screen modal interface.
    case fullScreen
    /// An alert or action sheet.
    case alert

    /// The level the kind's content is drawn at.
    ///
    /// Interfaces that float in front of the window (sheets, popovers, menus,
    /// HUDs, tooltips, alerts) are elevated, so that in Dark Mode their
    /// lighter elevated backgrounds lift them off the base below. Parts of the
    /// window (sidebar, toolbar) and full-screen interface, which covers what
    /// it replaces rather than floating over it, stay at the base level.
    public var level: Appearance.Level {
        switch self {
        case .window, .sidebar, .toolbar, .fullScreen: .base
        case .sheet, .popover, .menu, .hud, .tooltip, .alert: .elevated
        }
    }

    /// The appearance of this kind's content inside a parent in `parent`.
    ///
    /// Elevation only goes up: a sidebar in a sheet is elevated because the
    /// sheet is.
    public func appearance(for parent: Appearance) -> Appearance {
        level == .elevated ? parent.elevated : parent
    }

    /// `color` with its table re-indexed so that every appearance gives the
    /// color of ``appearance(for:)``: built once, when a surface is made, so
    /// resolving stays one table lookup.
    func bind<Role: ColorRole>(_ color: ThemeColor<Role>) -> ThemeColor<Role> {
        level == .elevated ? ThemeColor(color.name, bind(color.table)) : color
    }

    func bind(_ table: ColorTable) -> ColorTable {
        level == .elevated ? ColorTable { table[appearance(for: $0)] } : table
    }

    /// How a macOS material behind this kind should blend, per the HIG and
    /// AppKit: menus, popovers, sheets, sidebars, HUDs, tooltips and
    /// full-screen interface show what lies behind the window; a toolbar
    /// shows the window's content scrolling under it. `nil` where either
    /// fits (a window's background, an alert).
    public var expectedBlending: Material.Blending? {
        switch self {
        case .menu, .popover, .sheet, .sidebar, .hud, .tooltip, .fullScreen: .behindWindow
        case .toolbar: .withinWindow
        case .window, .alert: nil
        }
    }

    /// Whether `material` is meant for this kind: it is named for this kind,
    /// or it is general-purpose (the iOS thicknesses, tvOS overlays, macOS
    /// header, content and selection materials).
    public func suits(_ material: Material) -> Bool {
        material.surface == nil || material.surface == self
    }
}
