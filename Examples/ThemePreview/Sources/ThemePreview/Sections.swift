import Swatch
import SwatchTerminal

// The preview's sections, each a list of lines. Contrast figures are WCAG 2.x,
// judged as swatch's checker judges them: a translucent foreground composited
// onto its background, content on a material over its worst backdrop.

let metric = WCAGContrast()

/// What text samples say: short, so that two columns of figures fit.
let sample = "Aa"

/// Every color as a patch and its value; a translucent color is shown over
/// the plain backdrop of the scheme (white in light, black in dark). A role is
/// named on the first of a run of colors that share it.
func colorSection(_ title: String, _ colors: [AnyThemeColor], in grid: Columns) -> [String] {
    let roleWidth = colors.map(\.role.count).max() ?? 0
    var grid = grid
    grid.nameWidth = 2 + roleWidth + 2 + (colors.map(\.name.count).max() ?? 0) + 2
    grid.cellWidth = 19
    var lines = [grid.heading(title)]
    for (index, color) in colors.enumerated() {
        let role = index > 0 && colors[index - 1].role == color.role ? "" : color.role
        lines.append(
            grid.row("  " + pad(role, to: roleWidth + 2) + color.name) { appearance in
                let plain = TerminalSurface(
                    color: TerminalSurface.plainBackdrop(for: appearance.colorScheme), in: appearance)
                return plain.swatch(color, width: 6) + " " + color.resolved(in: appearance).hex
            })
    }
    return lines
}

/// Labels and tints as text on the backgrounds they are drawn on: each
/// surface of the theme that is drawn on a color at the base level, with the
/// colors the theme draws on it.
func textSection(_ surfaces: [ThemeSurface], in grid: Columns) -> [String] {
    var lines = [grid.heading("ON THEIR BACKGROUNDS")]
    for surface in surfaces where surface.level == .base {
        guard case .color(let background) = surface.background else { continue }
        for color in surface.content {
            if let label = color.typed(as: Label.self) {
                lines.append(
                    grid.row("  \(label.name) on \(background.name)") { appearance in
                        let contrast = metric.contrast(
                            of: label.resolved(in: appearance), on: background.resolved(in: appearance))
                        let drawn = TerminalSurface(background, in: appearance)
                        return drawn.text(" \(sample) ", color: label) + " " + figure(contrast)
                    })
            } else if let tint = color.typed(as: Tint.self) {
                lines.append(
                    grid.row("  \(tint.name) on \(background.name)") { appearance in
                        let contrast = metric.contrast(
                            of: tint.resolved(in: appearance), on: background.resolved(in: appearance))
                        let drawn = TerminalSurface(background, in: appearance)
                        return drawn.blank(width: 1) + drawn.link(sample, color: tint) + drawn.blank(width: 1) + " "
                            + figure(contrast)
                    })
            }
        }
    }
    return lines
}

/// Each vibrancy binding on the material, drawn as it looks over the backdrop
/// that gives its worst contrast.
func materialSection(_ glass: ThemeMaterial, bindings: [AnyVibrantColor], in grid: Columns) -> [String] {
    let material = glass.material
    var lines = [
        grid.heading("MATERIAL \(glass.name)"),
        "  \(material.identifier): \(material.purpose)",
        "  Vibrancy is drawn over the backdrop that gives its worst contrast.",
    ]
    lines.append(
        grid.row("  model") { appearance in
            let model = material.model(in: appearance)
            return model.isOpaque
                ? "opaque \(model.tint.hex)" : "tint \(model.tint.hex) at \(percent(model.tintOpacity))"
        })
    for binding in bindings {
        let style = binding.style
        lines.append(
            grid.row("  \(binding.color.name): \(style.rawValue)") { appearance in
                let worst = material.worstContrast(of: style, in: appearance, metric: metric)
                let drawn = Terminal.styled(
                    style.family == .separator ? "────" : " \(sample) ", foreground: worst.foreground,
                    background: worst.background)
                let backdrop = worst.backdrop.map { " over \($0.hex)" } ?? ""
                return drawn + " " + figure(worst.contrast) + backdrop
            })
    }
    return lines
}

/// The sheet drawn small, in the elevated appearance its content takes, under
/// its grabber and over its dimmed parent; the figures are its content on its
/// background.
func sheetSection(_ surface: ThemeSurface, over parentSurface: ThemeSurface, in grid: Columns) -> [String] {
    guard let sheet = surface.sheet, case .color(let background) = surface.background,
        case .color(let parentBackground) = parentSurface.background
    else { return [] }
    let width = 12
    func content(in parent: Appearance) -> TerminalSurface {
        TerminalSurface(background, in: surface.appearance(for: parent))
    }
    func figure(of foreground: (Appearance) -> Color, in parent: Appearance) -> String {
        let appearance = surface.appearance(for: parent)
        return ThemePreview.figure(
            metric.contrast(of: foreground(appearance), on: background.resolved(in: appearance)))
    }
    let detents = sheet.restingDetents.map { "\($0)" }.joined(separator: ", ")
    var lines = [
        grid.heading("SHEET \(surface.name)"),
        "  Detents \(detents); grabber \(sheet.showsGrabber ? "shown" : "hidden"). Columns are the parent's appearance;",
        "  the sheet's content is at the elevated level.",
    ]
    lines.append(
        grid.row("  \(parentBackground.name), dimmed") { parent in
            let dimmed = sheet.dimmedParent(parentBackground.resolved(in: parent), in: parent)
            return TerminalSurface(color: dimmed, in: parent).blank(width: width)
                + " veil \(sheet.parentDimming(in: parent).hex)"
        })
    if sheet.showsGrabber {
        lines.append(
            grid.row("  grabber") { parent in
                let drawn = content(in: parent)
                return drawn.blank(width: 4) + drawn.fill(width: width - 8, color: System.tertiarySystemFill)
                    + drawn.blank(width: 4)
            })
    }
    for label in surface.content.compactMap({ $0.typed(as: Label.self) }) {
        lines.append(
            grid.row("  \(label.name) on \(background.name)") { parent in
                content(in: parent).text(pad(" \(label.name)", to: width), color: label) + " "
                    + figure(of: label.resolved(in:), in: parent)
            })
    }
    for tint in surface.content.compactMap({ $0.typed(as: Tint.self) }) {
        lines.append(
            grid.row("  \(tint.name) on \(background.name)") { parent in
                let drawn = content(in: parent)
                return drawn.blank(width: 1) + drawn.link(tint.name, color: tint)
                    + drawn.blank(width: width - 1 - tint.name.count) + " "
                    + figure(of: tint.resolved(in:), in: parent)
            })
    }
    return lines
}
