// The catalog as one list. Looking a material up by the name a theme file
// gives it is the compiler's (SwatchModel's ThemeWords): apps name materials
// by their static members.

extension Material {
    /// Every material of the catalog: iOS, then macOS, then tvOS.
    public static let catalog: [Material] = iOS.all + macOS.all + tvOS.all
}
