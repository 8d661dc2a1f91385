import Swatch

/// Where in the theme the value a color shows in a state is written: the
/// place a contrast finding points at, and a fix-it replaces.
enum ColorValueLocator {
    static func range(of color: ColorDeclaration, in state: Appearance) -> SourceRange {
        ThemeResolver.writtenExpression(of: color, in: state).range
    }
}
