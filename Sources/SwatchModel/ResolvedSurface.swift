import Swatch
import SwatchDiagnostics

/// A theme's surface with its names followed: what it is drawn on, down to
/// an opaque layer, and what is drawn on it.
package struct ResolvedSurface: Sendable {
    /// What the surface is drawn on.
    package enum Background: Sendable {
        case color(ResolvedColor)
        case material(ResolvedMaterial)
    }

    /// One entry of `content:`.
    package enum Content: Sendable {
        case color(ResolvedColor, SourceRange)
        /// An image, by name and Swift name; the image checks judge it.
        case image(String, swiftName: String, SourceRange)
    }

    /// How it was written, for locations.
    package let source: SurfaceSource
    package let swiftName: String
    package let kind: SurfaceKind
    /// Nil when the theme names none, or names nothing that exists.
    package let background: Background?
    /// Every stack the background can be, top first, down to an opaque
    /// layer or a material (a translucent color followed through its `on:`).
    package let backgroundStacks: [LayerStack]
    /// The content whose names exist, in file order.
    package let content: [Content]
    /// For a sheet: the detents written (or large) and the grabber.
    package let sheet: Sheet?
    /// How a material behind it blends on macOS: as written, else the
    /// material's own.
    package let blending: Material.Blending?

    package var name: String { source.name.value }
    /// The level the content is drawn at.
    package var level: Appearance.Level { kind.level }
    /// The content's colors.
    package var contentColors: [(ResolvedColor, SourceRange)] {
        content.compactMap { if case .color(let color, let range) = $0 { (color, range) } else { nil } }
    }

    package init(
        source: SurfaceSource, swiftName: String, kind: SurfaceKind, background: Background?,
        backgroundStacks: [LayerStack], content: [Content], sheet: Sheet?, blending: Material.Blending?
    ) {
        self.source = source
        self.swiftName = swiftName
        self.kind = kind
        self.background = background
        self.backgroundStacks = backgroundStacks
        self.content = content
        self.sheet = sheet
        self.blending = blending
    }
}

/// How a surface was written: each entry with its range.
package struct SurfaceSource: Hashable, Sendable {
    package var name: Located<String>
    package var background: Located<String>?
    package var content: [Located<String>]
    package var detents: [Located<Sheet.Detent>]
    package var grabber: Located<Sheet.GrabberVisibility>?
    /// macOS: `behindWindow` or `withinWindow`.
    package var blending: Located<Material.Blending>?

    package init(
        name: Located<String>, background: Located<String>?, content: [Located<String>],
        detents: [Located<Sheet.Detent>], grabber: Located<Sheet.GrabberVisibility>?,
        blending: Located<Material.Blending>?
    ) {
        self.name = name
        self.background = background
        self.content = content
        self.detents = detents
        self.grabber = grabber
        self.blending = blending
    }
}
