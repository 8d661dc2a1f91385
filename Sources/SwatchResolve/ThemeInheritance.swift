import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// A brand as a whole theme: its base's declarations, each replaced by the
/// brand's declaration of the same name, then the brand's own new ones.
///
/// The merged theme is resolved and checked like any theme, so every pair
/// is judged again with the brand's values in all 16 states. Inherited
/// declarations keep their ranges in the base's file; that is how
/// ``InheritedFindings`` tells a finding the base makes too from one an
/// override causes.
package enum ThemeInheritance {
    /// The brand's declarations that replace one of its base's: name → the
    /// override's name and the inherited declaration's name, located.
    package typealias Overrides = [String: (override: SourceRange, inherited: SourceRange)]

    /// `brand` over `base` (itself merged already, when it is a brand).
    package static func merge(_ brand: ThemeAST, over base: ThemeAST) -> (ThemeAST, Overrides, [Diagnostic]) {
        var merged = brand
        var overrides: Overrides = [:]
        var diagnostics: [Diagnostic] = []
        // The system palette is in scope when the first theme of the chain
        // says `extends: system`.
        merged.extends = base.extends
        merged.access = brand.access ?? base.access
        merged.platform = brand.platform ?? base.platform
        if let written = brand.platform, let inherited = base.platform, written.value != inherited.value {
            diagnostics.append(
                Diagnostic(
                    .themeExtends,
                    "'\(brand.namespace)' is for \(written.value), its base '\(base.namespace)' for \(inherited.value); a brand is for its base's platform",
                    at: written.range, notes: [.init("the base's platform", at: inherited.range)]))
        } else if brand.platform == nil, let inherited = base.platform, inherited.value != .iOS,
            let material = brand.materials.first
        {
            // The decoder reads material names in the brand's own platform.
            diagnostics.append(
                Diagnostic(
                    .themeExtends,
                    "'\(brand.namespace)' declares materials but no platform, so they are read as iOS materials; its base is for \(inherited.value): add 'platform: \(inherited.value.rawValue)'",
                    at: material.name.range, notes: [.init("the base's platform", at: inherited.range)]))
        }
        merged.targets = brand.targets.over(base.targets)
        // Later settings win (`RuleSettings`), so the brand's come last.
        merged.rules = base.rules + brand.rules

        let unread = brand.unreadNames
        merged.unreadNames = ThemeAST.UnreadNames(
            colors: base.unreadNames.colors.union(unread.colors),
            materials: base.unreadNames.materials.union(unread.materials),
            surfaces: base.unreadNames.surfaces.union(unread.surfaces),
            images: base.unreadNames.images.union(unread.images))
        merged.unreadDeclarations = base.unreadDeclarations + brand.unreadDeclarations

        let inheritedColors = Dictionary(
            base.colors.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var colors: [String: ColorDeclaration] = [:]
        /// THEME-extends when an override's role is not its base's.
        func checkRole(_ role: Located<ColorRoleName>, of name: String) {
            guard let inherited = inheritedColors[name], role.value != inherited.role.value else { return }
            diagnostics.append(
                Diagnostic(
                    .themeExtends,
                    "'\(name)' is a \(inherited.role.value.rawValue) color in '\(base.namespace)'; an override keeps its role, so that code holding any brand of '\(base.namespace)' sees one type",
                    at: role.range,
                    notes: [.init("'\(name)' is declared here", at: inherited.role.range)],
                    fixIt: .init(
                        replacement: inherited.role.value.rawValue,
                        message: "keep the role: '\(inherited.role.value.rawValue)'")))
        }
        for color in brand.colors {
            guard let inherited = inheritedColors[color.name.value] else { continue }
            checkRole(color.role, of: color.name.value)
            colors[color.name.value] = inheriting(color, from: inherited)
        }
        // An override with a mistake elsewhere still says its role.
        for declaration in brand.unreadDeclarations where declaration.kind == .color {
            if let role = declaration.role { checkRole(role, of: declaration.name.value) }
        }
        merged.colors = replaced(
            base.colors, name: \.name, by: brand.colors, overriding: colors, unread: unread.colors, &overrides)
        merged.materials = replaced(
            base.materials, name: \.name, by: brand.materials, unread: unread.materials, &overrides)
        merged.surfaces = replaced(base.surfaces, name: \.name, by: brand.surfaces, unread: unread.surfaces, &overrides)
        merged.images = replaced(base.images, name: \.name, by: brand.images, unread: unread.images, &overrides)
        return (merged, overrides, diagnostics)
    }

    /// An override of a color says its values; what it leaves out of the
    /// rest (what it is drawn on, its text size, exemption, targets, rules
    /// and description) it keeps from the declaration it overrides, so a
    /// brand that changes a label's value keeps the label's pairs.
    static func inheriting(_ color: ColorDeclaration, from inherited: ColorDeclaration) -> ColorDeclaration {
        var color = color
        if color.on.isEmpty { color.on = inherited.on }
        if color.text == nil { color.text = inherited.text }
        if color.exemption == nil { color.exemption = inherited.exemption }
        color.targets = color.targets.over(inherited.targets)
        if color.rules.isEmpty { color.rules = inherited.rules }
        if color.description == nil { color.description = inherited.description }
        return color
    }

    /// The base's declarations in their order, each replaced by the brand's
    /// of the same name (`overriding` gives the replacement, when it is not
    /// the brand's as written), then the brand's new ones in theirs. A base
    /// declaration whose override could not be read is left out: the name
    /// stays among the unread ones.
    private static func replaced<Declaration>(
        _ inherited: [Declaration], name: KeyPath<Declaration, Located<String>>, by own: [Declaration],
        overriding replacements: [String: Declaration] = [:], unread: Set<String>, _ overrides: inout Overrides
    ) -> [Declaration] {
        let ownByName = Dictionary(own.map { ($0[keyPath: name].value, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [Declaration] = []
        result.reserveCapacity(inherited.count + own.count)
        var inheritedNames = Set<String>()
        for declaration in inherited {
            let key = declaration[keyPath: name]
            inheritedNames.insert(key.value)
            if let override = ownByName[key.value] {
                result.append(replacements[key.value] ?? override)
                overrides[key.value] = (override[keyPath: name].range, key.range)
            } else if !unread.contains(key.value) {
                result.append(declaration)
            }
        }
        result += own.filter { !inheritedNames.contains($0[keyPath: name].value) }
        return result
    }
}
