import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// Where in the theme the value a color shows in a state is written: the
/// place a contrast finding points at, and a fix-it replaces.
enum ColorValueLocator {
    static func range(of color: ColorSource, in state: Appearance) -> SourceRange {
        color.value(in: state).range
    }
}
