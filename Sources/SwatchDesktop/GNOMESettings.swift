import Swatch
import SwatchProcess

/// GNOME's own settings, read with `gsettings` where no portal answers (a
/// GNOME session started without it, a container with the user's dconf
/// database but no portal). Where a portal answers, the same keys are read
/// through it instead (``DesktopPortal``), and decoded here.
///
/// - `org.gnome.desktop.interface color-scheme`: `'prefer-dark'`,
///   `'prefer-light'`, or `'default'` (no preference, which GNOME shows light).
/// - `org.gnome.desktop.a11y.interface high-contrast`: `true` or `false`.
///
/// `gsettings` reads the dconf database directly, so no session bus is needed.
/// A missing schema or key makes it fail, and the source is silent.
enum GNOMESettings {
    static func read(_ questions: DesktopQuestions, using detector: SystemAppearanceDetector)
        -> SystemAppearance.Preference?
    {
        var preference = SystemAppearance.Preference()
        var queries: [(schema: String, key: String)] = []
        if questions.colorScheme { queries.append(("org.gnome.desktop.interface", "color-scheme")) }
        if questions.contrast { queries.append(("org.gnome.desktop.a11y.interface", "high-contrast")) }
        for query in queries {
            let output = detector.run("gsettings", ["get", query.schema, query.key])
            switch output.status {
            case .notFound, .failedToStart, .timedOut:
                return preference
            case .exited, .signaled:
                guard output.succeeded else { continue }
                if query.key == "color-scheme" {
                    preference.colorScheme = colorScheme(output.standardOutput)
                } else {
                    preference.contrast = contrast(output.standardOutput)
                }
            }
        }
        return preference
    }

    /// The scheme `gsettings get org.gnome.desktop.interface color-scheme`
    /// printed (`'prefer-dark'`), or `nil` for `'default'` and anything unknown.
    static func colorScheme(_ output: String) -> Appearance.ColorScheme? {
        switch unquoted(output) {
        case "prefer-dark": .dark
        case "prefer-light": .light
        default: nil
        }
    }

    /// Whether the text is a color scheme value at all: a quoted string, known
    /// or not (an unknown one is no preference, as `'default'` is).
    static func isColorSchemeValue(_ output: String) -> Bool {
        let text = SettingsText.trimmed(output)
        return text != unquoted(text)
    }

    /// Increased for `true`; `nil` (no preference) otherwise.
    static func contrast(_ output: String) -> Appearance.Contrast? {
        SettingsText.trimmed(output) == "true" ? .increased : nil
    }

    /// A GVariant string as printed, `'prefer-dark'`, without its quotes.
    private static func unquoted(_ output: String) -> String {
        let text = SettingsText.trimmed(output)
        for quote in ["'", "\""] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
