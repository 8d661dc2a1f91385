import CAdwaita
import Foundation
import Swatch

/// The example's window: a sidebar, a separator, a canvas with two cards and
/// a tinted button, and a settings sheet with its grabber over the canvas.
///
/// Widgets carry CSS classes only; their colors come from one
/// `GtkCssProvider` whose style sheet ``ThemeStyle`` writes for the current
/// appearance. Switching appearance replaces the style sheet and nothing else.
@MainActor
final class AcmeWindow {
    typealias Widget = UnsafeMutablePointer<GtkWidget>

    let window: Widget
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private let canvas: Widget
    private let card: Widget
    private let sidebar: Widget
    private let separator: Widget
    private let button: Widget
    private let sheet: Widget
    private let sheetCard: Widget
    private let grabber: Widget
    private let schemeValue: Widget
    private let contrastValue: Widget
    /// The logo, whose file follows the color scheme.
    private let logo: Widget
    /// Counts appearances applied, so a report waits for its own frame.
    private var generation = 0
    /// The theme whose colors it is painted in.
    private let theme: WindowTheme

    init(application: UnsafeMutablePointer<AdwApplication>, theme: WindowTheme = .acme) {
        self.theme = theme
        window = gtk_application_window_new(cast(application))
        gtk_window_set_title(cast(window), "Acme")
        gtk_window_set_default_size(cast(window), 960, 640)
        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(cast(window), header)

        // The sidebar: the app's logo and name, then a few places.
        sidebar = Self.box(.vertical, spacing: 6, classes: ["acme-sidebar"])
        gtk_widget_set_size_request(sidebar, 220, -1)
        let brand = Self.box(.horizontal, spacing: 8, classes: [])
        gtk_widget_set_margin_top(brand, 16)
        gtk_widget_set_margin_bottom(brand, 12)
        gtk_widget_set_margin_start(brand, 16)
        logo = gtk_picture_new()!
        gtk_widget_set_size_request(logo, 24, 24)
        gtk_box_append(cast(brand), logo)
        gtk_box_append(cast(brand), Self.label("Acme", classes: ["acme-headline"]))
        gtk_box_append(cast(sidebar), brand)
        for (title, detail) in [("Library", "128 items"), ("Recent", "12 this week"), ("Shared", "3 people")] {
            let item = Self.box(.vertical, spacing: 2, classes: [])
            gtk_widget_set_margin_start(item, 16)
            gtk_widget_set_margin_bottom(item, 8)
            gtk_box_append(cast(item), Self.label(title, classes: []))
            gtk_box_append(cast(item), Self.label(detail, classes: ["acme-caption"]))
            gtk_box_append(cast(sidebar), item)
        }

        separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)
        gtk_widget_add_css_class(separator, "acme-separator")

        // The canvas: two cards and the tinted button.
        canvas = Self.box(.vertical, spacing: 16, classes: ["acme-canvas"])
        gtk_widget_set_hexpand(canvas, 1)
        let content = Self.box(.vertical, spacing: 16, classes: [])
        for margin in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] { margin(content, 24) }
        gtk_box_append(cast(canvas), content)
        card = Self.card("Quarterly report", "Updated 5 minutes ago · 12 pages")
        gtk_box_append(cast(content), card)
        gtk_box_append(cast(content), Self.card("Design review", "Tomorrow at 10:00 with the brand team"))
        button = gtk_button_new_with_label("Settings")
        gtk_widget_add_css_class(button, "acme-button")
        gtk_widget_set_halign(button, GTK_ALIGN_START)
        gtk_box_append(cast(content), button)

        // The settings sheet, at the elevated level, over the canvas's corner.
        sheet = Self.box(.vertical, spacing: 10, classes: ["acme-sheet"])
        gtk_widget_set_size_request(sheet, 380, -1)
        gtk_widget_set_halign(sheet, GTK_ALIGN_END)
        gtk_widget_set_valign(sheet, GTK_ALIGN_END)
        gtk_widget_set_margin_end(sheet, 24)
        gtk_widget_set_margin_bottom(sheet, 24)
        grabber = Self.box(.horizontal, spacing: 0, classes: ["acme-grabber"])
        gtk_widget_set_halign(grabber, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(grabber, ThemeStyle.settingsSurface(in: theme).sheet?.showsGrabber == true ? 1 : 0)
        gtk_box_append(cast(sheet), grabber)
        gtk_box_append(cast(sheet), Self.label("Settings", classes: ["acme-headline"]))
        (sheetCard, schemeValue) = Self.row("Appearance")
        gtk_box_append(cast(sheet), sheetCard)
        let contrastRow: Widget
        (contrastRow, contrastValue) = Self.row("Contrast")
        gtk_box_append(cast(sheet), contrastRow)

        let main = Self.box(.horizontal, spacing: 0, classes: [])
        gtk_box_append(cast(main), sidebar)
        gtk_box_append(cast(main), separator)
        gtk_box_append(cast(main), canvas)
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(cast(overlay), main)
        gtk_overlay_add_overlay(cast(overlay), sheet)
        gtk_window_set_child(cast(window), overlay)

        provider = gtk_css_provider_new()
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), cast(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))

        let sheet = self.sheet
        connect(button, "clicked") { gtk_widget_set_visible(sheet, gtk_widget_get_visible(sheet) == 0 ? 1 : 0) }
    }

    /// Paints the window in `appearance`, then reports what it drew.
    func apply(_ appearance: Appearance) {
        let style = ThemeStyle(appearance, theme: theme)
        gtk_css_provider_load_from_data(provider, style.css, -1)
        gtk_picture_set_filename(cast(logo), Self.logoPath(for: style.appearance))
        gtk_label_set_text(cast(schemeValue), style.appearance.colorScheme == .dark ? "Dark" : "Light")
        gtk_label_set_text(cast(contrastValue), style.appearance.contrast == .increased ? "Increased" : "Standard")
        generation += 1
        report(style, generation: generation)
    }

    /// Prints the appearance at once, then, once two frames have been drawn
    /// with the new style sheet, each region's color and a point inside it
    /// in the window's X11 coordinates, then `drawn`. A test reads these.
    private func report(_ style: ThemeStyle, generation: Int) {
        Output.line("appearance: \(style.appearance)")
        var frames = 0
        onEachFrame(of: window) { [self] in
            MainActor.assumeIsolated {
                guard generation == self.generation else { return false }
                frames += 1
                guard frames == 3 else { return true }
                for (name, color) in style.regions {
                    guard let (x, y) = samplePoint(name) else { continue }
                    Output.line("region \(name) \(color.hex) at \(x),\(y)")
                }
                Output.line("drawn: \(style.appearance)")
                return false
            }
        }
    }

    /// A point inside region `name`, clear of text, rounded corners and
    /// edges, in the coordinates of the window's surface (its X11 window).
    private func samplePoint(_ name: String) -> (Int, Int)? {
        func inside(_ widget: Widget, _ x: (Double) -> Double, _ y: (Double) -> Double) -> (Int, Int)? {
            guard gtk_widget_get_mapped(widget) != 0 else { return nil }
            let width = Double(gtk_widget_get_width(widget))
            let height = Double(gtk_widget_get_height(widget))
            var point = graphene_point_t(x: Float(x(width)), y: Float(y(height)))
            var result = graphene_point_t()
            guard gtk_widget_compute_point(widget, window, &point, &result) != 0 else { return nil }
            var surfaceX = 0.0
            var surfaceY = 0.0
            gtk_native_get_surface_transform(cast(window), &surfaceX, &surfaceY)
            return (
                Int((Double(result.x) + surfaceX).rounded(.down)), Int((Double(result.y) + surfaceY).rounded(.down))
            )
        }
        switch name {
        case "canvas": return inside(canvas, { $0 - 12 }, { _ in 12 })
        case "card": return inside(card, { $0 / 2 }, { _ in 5 })
        case "sidebar": return inside(sidebar, { _ in 12 }, { $0 - 12 })
        case "separator": return inside(separator, { _ in 0 }, { $0 / 2 })
        case "button": return inside(button, { $0 / 2 }, { _ in 4 })
        case "sheet": return inside(sheet, { $0 / 4 }, { _ in 4 })
        case "sheetCard": return inside(sheetCard, { $0 / 2 }, { _ in 3 })
        case "grabber": return inside(grabber, { $0 / 2 }, { $0 / 2 })
        default: return nil
        }
    }

    // MARK: Building widgets

    private enum Axis { case horizontal, vertical }

    private static func box(_ axis: Axis, spacing: Int32, classes: [String]) -> Widget {
        let box = gtk_box_new(axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)!
        for name in classes { gtk_widget_add_css_class(box, name) }
        return box
    }

    private static func label(_ text: String, classes: [String]) -> Widget {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(cast(label), 0)
        for name in classes { gtk_widget_add_css_class(label, name) }
        return label
    }

    private static func card(_ headline: String, _ caption: String) -> Widget {
        let card = box(.vertical, spacing: 4, classes: ["acme-card"])
        gtk_box_append(cast(card), label(headline, classes: ["acme-headline"]))
        gtk_box_append(cast(card), label(caption, classes: ["acme-caption"]))
        return card
    }

    /// A row of the sheet: a title on the left, a value on the right.
    private static func row(_ title: String) -> (row: Widget, value: Widget) {
        let row = box(.horizontal, spacing: 12, classes: ["acme-card"])
        let name = label(title, classes: [])
        gtk_widget_set_hexpand(name, 1)
        let value = label("", classes: ["acme-caption"])
        gtk_box_append(cast(row), name)
        gtk_box_append(cast(row), value)
        return (row, value)
    }

    /// The logo's file for `appearance` at 2x, in the resource bundle, as the
    /// generated `Acme.Images.logo` names it.
    private static func logoPath(for appearance: Appearance) -> String? {
        guard let path = Acme.Images.logo.path(for: appearance, scale: 2),
            let resources = Bundle.module.resourceURL
        else { return nil }
        let file = resources.appendingPathComponent(path).path
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }
}

/// Lines on standard output, flushed at once: a test reads them while the
/// app runs.
enum Output {
    static func line(_ text: String) {
        print(text)
        fflush(nil)  // every output stream; `stdout` is a global Swift 6 will not touch
    }
}
