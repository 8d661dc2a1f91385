/// A popover at run time: elevated like a sheet, but with no veil over its
/// parent, which stays visible and, on iPad and macOS, interactive.
public struct Popover: Hashable, Sendable {
    /// The material behind the popover's content; macOS's popover material
    /// by default.
    public var material: Material

    /// A popover drawn on `material`, macOS's popover material unless given.
    public init(material: Material = Material.macOS.popover) {
        self.material = material
    }

    /// The level of the colors inside a popover.
    public var level: Appearance.Level { SurfaceKind.popover.level }

    /// The appearance of the popover's content when its parent is in
    /// `parent`: the same state, elevated.
    public func appearance(for parent: Appearance) -> Appearance {
        SurfaceKind.popover.appearance(for: parent)
    }
}
