import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// The type a base theme and its brands share, so that an app can hold the
/// current brand in one variable and switch it at run time:
///
/// ```swift
/// extension Base {
///     public final class Theme: Sendable {
///         public let headline: Swatch.ThemeColor<Swatch.Label>
///         public var allColors: [Swatch.AnyThemeColor] { [Swatch.AnyThemeColor(headline)] }
///         init(headline: Swatch.ThemeColor<Swatch.Label>) { self.headline = headline }
///         public static let base = Theme(headline: Base.headline)
///         public static let all: [(name: String, theme: Theme)] = [("Base", .base), ("Ocean", .ocean)]
///     }
/// }
/// // In Ocean.swift:
/// extension Base.Theme {
///     public static let ocean = Base.Theme(headline: Ocean.headline)
/// }
/// ```
///
/// A class rather than a struct: a theme's value holds every color's table,
/// some 500 bytes each, and a variable holding a brand should cost a pointer
/// to copy; its members are `let`s, so a color is read in place.
extension SwiftEmitter {
    /// Where a theme stands among the themes compiled with it.
    package struct Family: Sendable {
        /// The themes that extend this one, directly or through another, by
        /// namespace: each is a value of this theme's `Theme` type.
        package var brands: [String]
        /// The themes this one extends, nearest first: it is a value of each
        /// one's `Theme` type.
        package var bases: [Base]

        package init(brands: [String] = [], bases: [Base] = []) {
            self.brands = brands
            self.bases = bases
        }

        /// A base: its namespace and its colors, which its `Theme` type holds.
        package struct Base: Sendable {
            package var namespace: String
            package var colors: [ResolvedColor]

            package init(namespace: String, colors: [ResolvedColor]) {
                self.namespace = namespace
                self.colors = colors
            }
        }
    }

    /// The static member that names a theme among its family's values:
    /// `Ocean` → `ocean`.
    package static func brandMember(ofNamespace namespace: String) -> String {
        let swiftName = GeneratedNames.identifier(namespace, capitalized: true)
        let bare = swiftName.filter { $0 != "`" }
        guard let first = bare.first else { return swiftName }
        return GeneratedNames.identifier(first.lowercased() + bare.dropFirst())
    }

    /// `extension Base { final class Theme … }`, for a theme with brands.
    func emitThemeType(of theme: ResolvedTheme, brands: [String], access: String, into writer: inout CodeWriter) {
        let namespace = theme.swiftNamespace
        let member = Self.brandMember(ofNamespace: theme.namespace)
        writer.block("extension \(namespace) {") { body in
            body.documentation(
                "\(theme.namespace) and its brands as one value, with the colors of \(theme.namespace): hold the current brand in a variable (`let theme: \(namespace).Theme = .\(member)`) and switch it at run time."
            )
            body.block("\(access)final class Theme: Sendable, Equatable {") { type in
                for color in theme.colors {
                    type.documentation("`\(color.name)`, a \(color.role.rawValue) color.")
                    type.line("\(access)let \(color.swiftName): \(GeneratedNames.colorType(color.role))")
                }
                type.documentation("Every color of the theme, in the order of the theme file.")
                type.block("\(access)var allColors: [Swatch.AnyThemeColor] {") { getter in
                    getter.list("[", theme.colors.map { "Swatch.AnyThemeColor(\($0.swiftName))" }, "]")
                }
                type.line()
                type.block("init(", closing: ") {") { parameters in
                    for (position, color) in theme.colors.enumerated() {
                        let separator = position == theme.colors.count - 1 ? "" : ","
                        parameters.line(
                            "\(color.swiftName): \(GeneratedNames.colorType(color.role))\(separator)")
                    }
                }
                for color in theme.colors {
                    type.line("\(type.indentation)self.\(color.swiftName) = \(color.swiftName)")
                }
                type.line("}")
                type.line()
                type.documentation("\(theme.namespace) itself.")
                Self.value(
                    named: member, of: namespace, colors: theme.colors, type: "Theme", access: access, into: &type)
                type.line()
                type.documentation(
                    "\(theme.namespace) and every brand of it compiled with it, by namespace, \(theme.namespace) first."
                )
                type.list(
                    "\(access)static let all: [(name: String, theme: Theme)] = [",
                    ([theme.namespace] + brands)
                        .map {
                            "(\(SwiftLiterals.string($0)), .\(Self.brandMember(ofNamespace: $0)))"
                        }, "]")
                type.line()
                type.documentation("The same brand: themes are compared by identity.")
                type.block("\(access)static func == (lhs: Theme, rhs: Theme) -> Bool {") { function in
                    function.line("lhs === rhs")
                }
            }
        }
    }

    /// `extension Base.Theme { static let ocean = … }`: this brand as a value
    /// of a base's type.
    func emitBrandValue(of theme: ResolvedTheme, in base: Family.Base, access: String, into writer: inout CodeWriter) {
        let baseNamespace = GeneratedNames.identifier(base.namespace, capitalized: true)
        writer.block("extension \(baseNamespace).Theme {") { body in
            body.documentation("The \(theme.namespace) brand of \(base.namespace).")
            // An override keeps its role, so the brand has each of the
            // base's colors with the base's type.
            let colors = base.colors.compactMap { theme.color(named: $0.name) }
            Self.value(
                named: Self.brandMember(ofNamespace: theme.namespace), of: theme.swiftNamespace, colors: colors,
                type: "\(baseNamespace).Theme", access: access, into: &body)
        }
    }

    /// `static let ocean = Theme(headline: Ocean.headline, …)`.
    private static func value(
        named member: String, of namespace: String, colors: [ResolvedColor], type: String, access: String,
        into writer: inout CodeWriter
    ) {
        writer.block("\(access)static let \(member) = \(type)(", closing: ")") { call in
            for (position, color) in colors.enumerated() {
                let separator = position == colors.count - 1 ? "" : ","
                call.line("\(color.swiftName): \(namespace).\(color.swiftName)\(separator)")
            }
        }
    }
}
