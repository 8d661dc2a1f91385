import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

/// `enum Surfaces`: for each surface, a value holding the surface (its kind,
/// background, and for a sheet its detents and grabber) and what is drawn
/// on it, each color typed by its role:
///
/// ```swift
/// public enum Surfaces {
///     public static let settingsSheet = SettingsSheetSurface(Swatch.ThemeSurface(
///         "settingsSheet", .sheet, background: .color(Acme.cardBackground),
///         sheet: Swatch.Sheet(detents: [.medium, .large], grabber: .visible), content: [...]))
///     public struct SettingsSheetSurface: Swift.Sendable {
///         public let surface: Swatch.ThemeSurface
///         public let headline: Swatch.ThemeColor<Swatch.Label>
///         …
///     }
/// }
/// ```
extension SwiftEmitter {
    func emitSurfaces(
        of theme: ResolvedTheme, imageNames: Set<String>, access: String, into writer: inout CodeWriter
    ) {
        writer.documentation("The surfaces of the theme: what each is drawn on, and the colors drawn on it.")
        writer.block("\(access)enum Surfaces {") { body in
            for (position, surface) in theme.surfaces.enumerated() {
                if position > 0 { body.line() }
                emit(surface, theme: theme, imageNames: imageNames, access: access, into: &body)
            }
        }
    }

    private func emit(
        _ surface: ResolvedSurface, theme: ResolvedTheme, imageNames: Set<String>, access: String,
        into writer: inout CodeWriter
    ) {
        let namespace = theme.swiftNamespace
        let type = GeneratedNames.typeName(of: surface.swiftName, suffix: "Surface")
        let members = Self.surfaceMembers(of: surface, imageNames: imageNames, namespace: namespace)
        writer.documentation(Self.summary(of: surface))
        writer.block("\(access)static let \(surface.swiftName) = \(type)(", closing: ")") { call in
            call.block("Swatch.ThemeSurface(", closing: ")") { arguments in
                arguments.line("\(SwiftLiterals.string(surface.name)), .\(surface.kind.rawValue),")
                arguments.line("background: \(Self.background(of: surface, in: namespace)),")
                if let sheet = surface.sheet {
                    let detents = sheet.detents.map(Self.detent).joined(separator: ", ")
                    arguments.line("sheet: Swatch.Sheet(detents: [\(detents)], grabber: .\(sheet.grabber.rawValue)),")
                }
                let colors = surface.contentColors.map {
                    "Swatch.AnyThemeColor(\(Self.reference(to: $0.0, in: namespace)))"
                }
                arguments.list("content: [", colors, "]")
            }
        }
        writer.line()
        writer.documentation("`\(surface.name)` and what is drawn on it.")
        writer.block("\(access)struct \(type): \(GeneratedNames.sendable) {") { body in
            body.documentation(
                "The surface: its kind, background and level\(surface.sheet == nil ? "" : ", detents and grabber").")
            body.line("\(access)let \(GeneratedNames.surfaceMember): Swatch.ThemeSurface")
            for member in members {
                body.documentation(member.doc)
                body.line("\(access)let \(member.name): \(member.type)")
            }
            body.line()
            body.block("init(_ surface: Swatch.ThemeSurface) {") { initializer in
                initializer.line("self.\(GeneratedNames.surfaceMember) = surface")
                for member in members { initializer.line("self.\(member.name) = \(member.value)") }
            }
        }
    }

    private static func summary(of surface: ResolvedSurface) -> String {
        var text = "`\(surface.name)`: a \(surface.kind.rawValue)"
        switch surface.background {
        case .color(let color): text += " on `\(color.name)`"
        case .material(let material): text += " on material `\(material.name)`"
        case nil: break
        }
        if let sheet = surface.sheet {
            let detents = sheet.restingDetents.map {
                $0 == .medium ? "medium" : $0 == .large ? "large" : "\($0.fraction)"
            }
            text += ", resting at \(detents.joined(separator: " and ")), grabber \(sheet.grabber.rawValue)"
        }
        return text + "; drawn at the \(surface.level == .elevated ? "elevated" : "base") level."
    }

    private static func background(of surface: ResolvedSurface, in namespace: String) -> String {
        switch surface.background {
        case .color(let color):
            // A surface drawn on a color that is not a background color
            // keeps its name for the contrast checks but is no background.
            guard color.role == .background else { return "nil" }
            return ".color(\(reference(to: color, in: namespace)))"
        case .material(let material): return ".material(\(namespace).Materials.\(material.swiftName).material)"
        case nil: return "nil"
        }
    }

    private static func detent(_ detent: Sheet.Detent) -> String {
        switch detent {
        case .medium: ".medium"
        case .large: ".large"
        case .fraction(let value): ".fraction(\(value.formatted))"
        }
    }
}
