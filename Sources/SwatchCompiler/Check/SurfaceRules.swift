import Foundation
import Swatch

/// The Sheets guidelines and the material-purpose rules for `surfaces:`.
struct SurfaceRules {
    var theme: ResolvedTheme

    func check() -> [Diagnostic] {
        theme.ast.surfaces.flatMap(check)
    }

    private func check(_ surface: SurfaceDeclaration) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard let kind = SurfaceKind(rawValue: surface.kind.value) else {
            let names = SurfaceKind.allCases.map(\.rawValue)
            return [
                Diagnostic(
                    .themeValue,
                    "'\(surface.kind.value)' is not a kind of surface\(Suggestions.hint(for: surface.kind.value, in: names, listing: true))",
                    at: surface.kind.range)
            ]
        }
        diagnostics += sheetRules(surface, kind: kind)
        guard let background = surface.background, let material = theme.material(named: background.value) else {
            return diagnostics
        }
        if !kind.suits(material.material) {
            diagnostics.append(
                Diagnostic(
                    .matPurpose,
                    "\(kind.rawValue) '\(surface.name.value)' uses material '\(material.name)', whose purpose is: \(Self.sentence(material.material.purpose)) Choose the material made for a \(kind.rawValue) by its purpose, not its look",
                    at: background.range))
        }
        if theme.platform == .macOS, let expected = kind.expectedBlending {
            let actual = surface.blending?.value ?? material.material.blending?.rawValue
            if let actual, actual != expected.rawValue {
                diagnostics.append(
                    Diagnostic(
                        .matBlending,
                        "a \(kind.rawValue) blends \(expected == .behindWindow ? "behind the window" : "within the window") ('\(expected.rawValue)'), not '\(actual)'",
                        at: surface.blending?.range ?? background.range))
            }
        }
        for item in surface.content {
            if theme.ast.images.contains(where: { $0.name.value == item.value }) {
                // MAT-images is the image checker's: it knows the image's kind.
            } else if !material.declaration.vibrancy.contains(where: { $0.color.value == item.value }) {
                diagnostics.append(MaterialRules.vibrantOnly(item.value, on: material, at: item.range))
            }
        }
        return diagnostics
    }

    private func sheetRules(_ surface: SurfaceDeclaration, kind: SurfaceKind) -> [Diagnostic] {
        guard kind == .sheet else {
            if let first = surface.detents.first {
                return [Diagnostic(.shDetents, "only sheets have detents; a \(kind.rawValue) ignores them", at: first.range)]
            }
            return []
        }
        var diagnostics: [Diagnostic] = []
        var detents: [Sheet.Detent] = []
        for entry in surface.detents {
            guard let detent = Sheet.Detent(entry.value), detent.isValid else {
                diagnostics.append(
                    Diagnostic(.themeValue, "'\(entry.value)' is not a detent; use medium, large, or a fraction of full height such as 40%", at: entry.range))
                continue
            }
            detents.append(detent)
        }
        if !detents.isEmpty, !detents.contains(.large) {
            diagnostics.append(
                Diagnostic(
                    .shDetents,
                    "sheet '\(surface.name.value)' has no large detent, so it never expands to full height; add 'large', which every sheet supports",
                    at: surface.detents.first!.range))
        }
        let grabber = surface.grabber?.value ?? "automatic"
        if let visibility = Sheet.GrabberVisibility(rawValue: grabber) {
            let sheet = Sheet(detents: detents.isEmpty ? [.large] : detents, grabber: visibility)
            if sheet.isResizable, !sheet.showsGrabber, let range = surface.grabber?.range {
                diagnostics.append(
                    Diagnostic(
                        .shGrabber,
                        "sheet '\(surface.name.value)' can be resized between \(sheet.restingDetents.count) detents but hides its grabber; show it ('visible' or 'automatic') so people see they can drag",
                        at: range))
            }
        } else if let range = surface.grabber?.range {
            let names = Sheet.GrabberVisibility.allCases.map(\.rawValue)
            diagnostics.append(
                Diagnostic(.themeValue, "'\(grabber)' is not a grabber setting\(Suggestions.hint(for: grabber, in: names, listing: true))", at: range))
        }
        return diagnostics
    }

    /// A purpose from the catalog as a sentence inside a message: lowercased
    /// first letter, one final period.
    static func sentence(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespaces)
        if let first = text.first { text = first.lowercased() + text.dropFirst() }
        return text.hasSuffix(".") ? text : text + "."
    }
}
