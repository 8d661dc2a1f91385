import Swatch
import SwatchDiagnostics
import SwatchSupport

/// What the exporters and the report read of a resolved theme, taken in this
/// one place so that the rest of them depend on a small, stable shape.
package struct ExportModel: Sendable {
    /// One of the theme's own colors.
    package struct ColorEntry: Sendable {
        package var name: String
        package var role: ColorRoleName
        package var table: ColorTable
        package var text: TextSize?
        /// `on:` — what the color is drawn on, colors or materials, by name.
        package var on: [String]
        package var description: String?
        /// The color it is, when it is a plain reference (no alpha) in every
        /// state: formats with aliases keep the link.
        package var alias: String?
        /// The color's own `contrast:` targets and `exempt:` reason.
        package var minimum: Double?
        package var aim: Double?
        /// With Increase Contrast on, where the color's `contrast:` says.
        package var increasedMinimum: Double?
        package var increasedAim: Double?
        package var exemption: String?
        /// The states whose value was derived from `auto`; exported as written.
        package var derived: DerivedStates = .none
        /// The states whose value is `unknown` (``ResolvedColor/unknownStates``):
        /// the report says so; an export is refused before it is made.
        package var unknownStates: UInt16 = 0
    }

    /// One of the theme's materials.
    package struct MaterialEntry: Sendable {
        package var name: String
        /// The catalog material, with the theme's overrides.
        package var material: Material
        /// Color name → vibrancy style.
        package var vibrancy: [(color: String, style: Vibrancy)]
    }

    /// One of the theme's surfaces.
    package struct SurfaceEntry: Sendable {
        package var name: String
        package var kind: SurfaceKind
        package var background: String?
        package var content: [String]
        package var detents: [Sheet.Detent]
        package var grabber: Sheet.GrabberVisibility?
        package var blending: Material.Blending?
    }

    package var namespace: String
    /// `extends: system`: names of the system palette are in scope.
    package var extendsSystem: Bool
    package var platform: Platform
    /// The theme's `contrast:` targets for text.
    package var minimum: Double?
    package var aim: Double?
    package var increasedMinimum: Double?
    package var increasedAim: Double?
    package var colors: [ColorEntry]
    package var materials: [MaterialEntry]
    package var surfaces: [SurfaceEntry]
    /// The resolved theme itself, for the contrast measurements the report
    /// shares with the checker.
    package var theme: ResolvedTheme

    package init(_ theme: ResolvedTheme) {
        self.theme = theme
        namespace = theme.namespace
        extendsSystem = theme.extendsSystem
        platform = theme.platform
        minimum = theme.targets.minimum?.value
        aim = theme.targets.aim?.value
        increasedMinimum = theme.targets.increasedMinimum?.value
        increasedAim = theme.targets.increasedAim?.value
        colors = theme.colors.map { color in
            let source = color.source
            return ColorEntry(
                name: color.name, role: color.role, table: color.table, text: source?.text?.value,
                on: source?.on.map(\.value) ?? [], description: source?.description?.value, alias: source?.alias,
                minimum: source?.targets.minimum?.value, aim: source?.targets.aim?.value,
                increasedMinimum: source?.targets.increasedMinimum?.value,
                increasedAim: source?.targets.increasedAim?.value,
                exemption: source?.exemption?.value, derived: source?.derived ?? .none,
                unknownStates: color.unknownStates)
        }
        materials = theme.materials.map { material in
            MaterialEntry(
                name: material.name, material: material.material,
                vibrancy: material.bindings.map { ($0.color.name, $0.style) })
        }
        surfaces = theme.surfaces.map { surface in
            let source = surface.source
            return SurfaceEntry(
                name: surface.name, kind: surface.kind, background: source.background?.value,
                content: source.content.map(\.value), detents: source.detents.map(\.value),
                grabber: source.grabber?.value, blending: source.blending?.value)
        }
    }

    /// A detent as a theme writes it: `medium`, `large`, or a percentage.
    package static func text(of detent: Sheet.Detent) -> String {
        switch detent {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "\((value * 100).formatted)%"
        }
    }

    /// A color's space and channels as the token and asset catalog formats
    /// write them: sRGB when the color is inside sRGB, else Display P3.
    package static func components(of color: Color) -> (space: String, components: [Double]) {
        if color.isInSRGBGamut { return ("srgb", [color.red, color.green, color.blue]) }
        let p3 = DisplayP3(color)
        return ("display-p3", [p3.red, p3.green, p3.blue])
    }

    /// A color of the theme by name.
    package func color(named name: String) -> ColorEntry? {
        colors.first { $0.name == name }
    }
}
