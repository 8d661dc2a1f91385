import SwatchModel

/// Figma's scopes of a color variable (where its pickers offer it) and the
/// roles of the theme language, both ways: `swatch export --format figma`
/// writes a role's scopes, and `swatch import figma` reads them back, so the
/// table is written once, here (docs/import.md has it).
package enum FigmaScopes {
    /// The scopes written for each role.
    package static let byRole: [(role: ColorRoleName, scopes: [String])] = [
        (.label, ["TEXT_FILL"]),
        (.separator, ["STROKE_COLOR"]),
        (.background, ["FRAME_FILL"]),
        (.fill, ["SHAPE_FILL"]),
        (.tint, ["ALL_FILLS", "STROKE_COLOR"]),
    ]

    /// The roles a scope lets a color have: what it is drawn as there.
    package static let rolesByScope: [String: [ColorRoleName]] = [
        "TEXT_FILL": [.label],
        "STROKE_COLOR": [.separator],
        "FRAME_FILL": [.background],
        "SHAPE_FILL": [.fill],
        // Figma's every fill: frames', shapes' and text's.
        "ALL_FILLS": [.background, .fill, .label],
        "EFFECT_COLOR": [.fill],
    ]

    /// The scopes `role` is written with.
    package static func scopes(for role: ColorRoleName) -> [String] {
        byRole.first { $0.role == role }?.scopes ?? ["ALL_SCOPES"]
    }
}
