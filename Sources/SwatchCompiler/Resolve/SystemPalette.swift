import Swatch

/// The system palette as the resolver sees it: the colors of
/// `Themes/System.theme.yaml`, taken from the Swift that `Swatch` ships
/// (`Generated/System.swift`), so the compiler and apps agree on every value.
public enum SystemPalette {
    public static let colors: [ResolvedColor] = []
}
