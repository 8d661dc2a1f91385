/// What a color is for. Roles are types, so that the Swift compiler refuses a
/// color used for something it is not: a `ThemeColor<Separator>` cannot be
/// passed where a `ThemeColor<Label>` is expected.
///
/// The roles follow the Human Interface Guidelines' semantic color families
/// (labels, fills, separators, backgrounds) plus tints, the accent colors.
public protocol ColorRole: Sendable {
    /// The role's name in a theme file (`role: label`).
    static var name: String { get }
}

/// Text and symbols: label, secondary, tertiary and quaternary label.
public enum Label: ColorRole {
    /// `label`, as theme files write the role.
    public static let name = "label"
}

/// Shapes and controls: fill, secondary, tertiary and quaternary fill.
public enum Fill: ColorRole {
    /// `fill`, as theme files write the role.
    public static let name = "fill"
}

/// Lines that divide content.
public enum Separator: ColorRole {
    /// `separator`, as theme files write the role.
    public static let name = "separator"
}

/// What content is drawn on: windows, cards, sheets, grouped tables.
public enum Background: ColorRole {
    /// `background`, as theme files write the role.
    public static let name = "background"
}

/// Accent colors: links, selection, the app's brand color, the system colors.
public enum Tint: ColorRole {
    /// `tint`, as theme files write the role.
    public static let name = "tint"
}
