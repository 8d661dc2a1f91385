import Swatch
import SwatchDiagnostics
import SwatchModel

/// A declaration with a mistake in it, as far as it could be read: the names
/// it uses, which Resolve still checks, so that each independent mistake of a
/// declaration is reported in one run.
///
/// Nothing else of it is judged. Its values, settings and words may be
/// missing or partial because of the mistake (a misspelled `ligth:` is no
/// missing light value), and a rule judging what is left would report what
/// follows from the mistake. Whether a name refers to something does not
/// depend on the rest of the declaration, so those findings are the
/// declaration's own.
package struct UnreadDeclaration: Hashable, Sendable {
    /// The sections a declaration is of.
    package enum Kind: Hashable, Sendable {
        case color, material, surface, image
    }

    /// The declaration's name: its key, located.
    package var name: Located<String>
    /// Its section: its name is one of that section's.
    package var kind: Kind
    /// A color's role, when it could be read: a brand's override must keep
    /// its base's.
    package var role: Located<ColorRoleName>?
    /// Names that must be colors: a color's `ref:`s, a material's vibrancy
    /// bindings.
    package var colors: [Located<String>] = []
    /// A color's `on:`: colors or materials, and not the color itself.
    package var on: [Located<String>] = []
    /// A surface's `background:`: a color or a material.
    package var background: Located<String>?
    /// A surface's `content:`: colors or images.
    package var content: [Located<String>] = []
    /// An image's keys as far as they could be read: its files are still
    /// looked for (whether a path stays in the package and leads to a file
    /// does not depend on the other keys).
    package var image: ImageDeclarationNode?

    package init(
        name: Located<String>, kind: Kind, role: Located<ColorRoleName>? = nil, colors: [Located<String>] = [],
        on: [Located<String>] = [], background: Located<String>? = nil, content: [Located<String>] = [],
        image: ImageDeclarationNode? = nil
    ) {
        self.name = name
        self.kind = kind
        self.role = role
        self.colors = colors
        self.on = on
        self.background = background
        self.content = content
        self.image = image
    }
}

extension ColorExpression {
    /// Calls `body` with every `ref:` in the expression, in file order.
    package func forEachReference(_ body: (Located<String>) -> Void) {
        switch self {
        case .reference(let name, _): body(name)
        case .levels(let base, let elevated, _):
            base.forEachReference(body)
            elevated?.forEachReference(body)
        case .literal, .unknown, .declaredUnknown, .auto: break
        }
    }
}

extension SchemeValues {
    /// Every `ref:` in the light and dark values, in the order they are kept.
    package var references: [Located<String>] {
        var found: [Located<String>] = []
        light?.forEachReference { found.append($0) }
        dark?.forEachReference { found.append($0) }
        return found
    }
}
