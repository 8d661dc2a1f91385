// Looking materials up by the names theme files use.

extension Material {
    /// Every material of the catalog: iOS, then macOS, then tvOS.
    public static let catalog: [Material] = iOS.all + macOS.all + tvOS.all

    /// The catalog material of `family` called `name`, if any.
    public static func named(_ name: String, in family: Family) -> Material? {
        catalog.first { $0.family == family && $0.name == name }
    }

    /// Every catalog material called `name`, whatever its family: `regular`
    /// is both iOS's default and a tvOS overlay, so a name alone may match two.
    public static func named(_ name: String) -> [Material] {
        catalog.filter { $0.name == name }
    }
}
