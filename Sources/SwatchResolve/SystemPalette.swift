import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// The system palette as the resolver sees it: the colors of
/// `Themes/System.theme.yaml`, taken from the Swift that `Swatch` ships
/// (`Generated/System.swift`), so the compiler and apps agree on every value.
///
/// The compiler links the palette it was built with. After an edit of the
/// palette's theme, compile it into `Generated/` and rebuild: the drift test
/// fails until then.
package enum SystemPalette {
    package static let colors: [ResolvedColor] = System.allColors.map { color in
        ResolvedColor(
            name: color.name, role: ColorRoleName(rawValue: color.role) ?? .tint, table: color.table,
            swiftName: GeneratedNames.identifier(color.name), source: nil)
    }
}
