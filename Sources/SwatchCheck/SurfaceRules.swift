import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

/// The Sheets guidelines and the material-purpose rules for `surfaces:`.
struct SurfaceRules {
    var theme: ResolvedTheme

    static func check(_ theme: ResolvedTheme, metric _: any ContrastMetric) -> [Diagnostic] {
        Self(theme: theme).check()
    }

    func check() -> [Diagnostic] {
        theme.surfaces.flatMap(check)
    }

    private func check(_ surface: ResolvedSurface) -> [Diagnostic] {
        var diagnostics = sheetRules(surface)
        guard case .material(let material) = surface.background, let background = surface.source.background else {
            return diagnostics
        }
        let kind = surface.kind
        if !kind.suits(material.material) {
            diagnostics.append(
                Diagnostic(
                    .matPurpose,
                    "\(kind.rawValue) '\(surface.name)' uses material '\(material.name)', whose purpose is: \(Self.sentence(material.material.purpose)) Choose the material made for a \(kind.rawValue) by its purpose, not its look",
                    at: background.range, about: [surface.name, material.name]))
        }
        if theme.platform == .macOS, let expected = kind.expectedBlending, let actual = surface.blending,
            actual != expected
        {
            diagnostics.append(
                Diagnostic(
                    .matBlending,
                    "a \(kind.rawValue) blends \(expected == .behindWindow ? "behind the window" : "within the window") ('\(expected.rawValue)'), not '\(actual.rawValue)'",
                    at: surface.source.blending?.range ?? background.range, about: [surface.name, material.name]))
        }
        // MAT-images is the image checker's: it knows the image's kind.
        for (color, range) in surface.contentColors where material.binding(of: color.name) == nil {
            diagnostics.append(MaterialRules.vibrantOnly(color.name, on: material, at: range))
        }
        return diagnostics
    }

    private func sheetRules(_ surface: ResolvedSurface) -> [Diagnostic] {
        let source = surface.source
        guard let sheet = surface.sheet else {
            if let first = source.detents.first {
                return [
                    Diagnostic(
                        .shDetents, "only sheets have detents; a \(surface.kind.rawValue) ignores them",
                        at: first.range,
                        about: [surface.name])
                ]
            }
            return []
        }
        var diagnostics: [Diagnostic] = []
        if let first = source.detents.first, !sheet.expandsToFullHeight {
            diagnostics.append(
                Diagnostic(
                    .shDetents,
                    "sheet '\(surface.name)' has no large detent, so it never expands to full height; add 'large', which every sheet supports",
                    at: first.range, about: [surface.name]))
        }
        if sheet.isResizable, !sheet.showsGrabber, let range = source.grabber?.range {
            diagnostics.append(
                Diagnostic(
                    .shGrabber,
                    "sheet '\(surface.name)' can be resized between \(sheet.restingDetents.count) detents but hides its grabber; show it ('visible' or 'automatic') so people see they can drag",
                    at: range, about: [surface.name]))
        }
        return diagnostics
    }

    /// A purpose from the catalog as a sentence inside a message: lowercased
    /// first letter, one final period.
    static func sentence(_ text: String) -> String {
        var text = text.trimmingScalars(where: \.isSpaceInLine)
        if let first = text.first { text = first.lowercased() + text.dropFirst() }
        return text.hasSuffix(".") ? text : text + "."
    }
}
