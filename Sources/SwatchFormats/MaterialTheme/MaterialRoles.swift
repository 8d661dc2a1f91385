import SwatchModel

/// Material 3's color roles as its documentation states them (Material
/// Design 3, "Color roles"): what each role of a scheme is and what it is
/// drawn on. An export says no role and no pair; Material does, for every
/// export, so these are the format's stated pairs, not guesses from names.
enum MaterialRoles {
    /// What a role of a scheme is to the checker.
    struct Role: Equatable {
        var role: ColorRoleName
        /// The roles it is drawn on, in Material's order; a scheme that
        /// lacks one pairs it with the rest.
        var on: [String] = []
        /// Why it is not judged (a decorative role), or nil.
        var exemption: String?
    }

    /// Where an advice or a note says these roles come from.
    static let place = "Material 3's 'Color roles' page"

    /// The surfaces text and outlines are drawn on.
    static let surfaces = [
        "surface", "surfaceDim", "surfaceBright", "surfaceContainerLowest", "surfaceContainerLow",
        "surfaceContainer", "surfaceContainerHigh", "surfaceContainerHighest",
    ]

    /// The accent families: each a color, its container, and (but error)
    /// its fixed and fixed-dim colors, with an `on` role for each.
    static let accents = ["primary", "secondary", "tertiary", "error"]

    /// The role Material gives `name`, or nil for a name that is no
    /// Material role (an extended color is read by ``extended(_:)``).
    static func role(of name: String) -> Role? { table[name] }

    /// The four roles of the extended color `name` (`brand`): `brand` and
    /// `brandContainer` backgrounds, `onBrand` and `onBrandContainer` text on
    /// them, as Material Theme Builder makes a custom color's roles.
    static func extended(_ name: String) -> [String: Role] {
        let capital = name.prefix(1).uppercased() + name.dropFirst()
        return [
            name: Role(role: .background), name + "Container": Role(role: .background),
            "on" + capital: Role(role: .label, on: [name]),
            "on" + capital + "Container": Role(role: .label, on: [name + "Container"]),
        ]
    }

    private static let table: [String: Role] = {
        var table: [String: Role] = [:]
        for accent in accents {
            let capital = accent.prefix(1).uppercased() + accent.dropFirst()
            table[accent] = Role(role: .background)
            table[accent + "Container"] = Role(role: .background)
            table["on" + capital] = Role(role: .label, on: [accent])
            table["on" + capital + "Container"] = Role(role: .label, on: [accent + "Container"])
            // Error has no fixed colors.
            guard accent != "error" else { continue }
            table[accent + "Fixed"] = Role(role: .background)
            table[accent + "FixedDim"] = Role(role: .background)
            for text in ["on" + capital + "Fixed", "on" + capital + "FixedVariant"] {
                table[text] = Role(role: .label, on: [accent + "Fixed", accent + "FixedDim"])
            }
        }
        for surface in surfaces + ["surfaceVariant", "background", "inverseSurface"] {
            table[surface] = Role(role: .background)
        }
        table["onSurface"] = Role(role: .label, on: surfaces)
        // `surfaceVariant` and `background` are older roles exports still
        // write: Material pairs `onSurfaceVariant` and `onBackground` with them.
        table["onSurfaceVariant"] = Role(role: .label, on: surfaces + ["surfaceVariant"])
        table["onBackground"] = Role(role: .label, on: ["background"])
        table["inverseOnSurface"] = Role(role: .label, on: ["inverseSurface"])
        table["inversePrimary"] = Role(role: .label, on: ["inverseSurface"])
        // An outline bounds a component: a non-text element, 3:1 on the surfaces.
        table["outline"] = Role(role: .separator, on: surfaces)
        table["outlineVariant"] = Role(
            role: .separator, exemption: "decorative: Material's outlineVariant divides, it does not bound a control")
        table["shadow"] = Role(role: .fill, exemption: "decorative: Material's shadow is drawn under elevation")
        table["scrim"] = Role(role: .fill, exemption: "decorative: Material's scrim dims what is behind a modal")
        table["surfaceTint"] = Role(
            role: .fill, exemption: "decorative: Material's surfaceTint tints an elevated surface")
        return table
    }()
}
