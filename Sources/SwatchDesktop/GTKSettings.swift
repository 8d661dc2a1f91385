import Swatch

/// GTK's theme settings, which desktops without a portal appearance setting
/// (older or minimal ones, window-manager-only sessions) still honor.
///
/// As in GTK itself, `GTK_THEME` wins when set: `Adwaita:dark` (a `:dark`
/// variant) is dark. Otherwise the `[Settings]` group of
/// `$XDG_CONFIG_HOME/gtk-4.0/settings.ini`, then `…/gtk-3.0/settings.ini`
/// (`XDG_CONFIG_HOME` defaults to `$HOME/.config`; a key in the first file
/// hides the same key in the second): `gtk-application-prefer-dark-theme`
/// `1` or `true` is dark.
///
/// Heuristic: a theme name with a word `dark` between hyphens or underscores
/// (`Adwaita-dark`, `Breeze-Dark`, `Materia-dark-compact`), in `GTK_THEME` or
/// `gtk-theme-name`, is dark too, since such themes are dark whatever the
/// preference says. A whole word is required: `Arc-Darker` has light content.
///
/// Anything else is no preference; GTK can't say a theme is light, because
/// a theme of any other name may be either. System-wide files
/// (`/etc/gtk-3.0/settings.ini`, `$XDG_CONFIG_DIRS`) are not read.
enum GTKSettings {
    static func read(using detector: SystemAppearanceDetector) -> SystemAppearance.Preference? {
        if let theme = detector.nonEmpty("GTK_THEME") {
            return SystemAppearance.Preference(colorScheme: themeVariableIsDark(theme) ? .dark : nil)
        }
        var preferDark: Bool?
        var themeName: String?
        for path in settingsFiles(using: detector) {
            guard let text = detector.readFile(path) else { continue }
            let settings = parseSettings(text)
            if preferDark == nil, let value = settings["gtk-application-prefer-dark-theme"] {
                preferDark = boolean(value)
            }
            if themeName == nil { themeName = settings["gtk-theme-name"] }
        }
        let dark = preferDark == true || themeName.map(themeNameIsDark) == true
        return SystemAppearance.Preference(colorScheme: dark ? .dark : nil)
    }

    /// `settings.ini` paths to read, most specific first.
    static func settingsFiles(using detector: SystemAppearanceDetector) -> [String] {
        let configHome: String
        // The base directory spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
        if let value = detector.nonEmpty("XDG_CONFIG_HOME"), value.hasPrefix("/") {
            configHome = value
        } else if let home = detector.nonEmpty("HOME") {
            configHome = home.hasSuffix("/") ? "\(home).config" : "\(home)/.config"
        } else {
            return []
        }
        let base = configHome.hasSuffix("/") ? String(configHome.dropLast()) : configHome
        return ["\(base)/gtk-4.0/settings.ini", "\(base)/gtk-3.0/settings.ini"]
    }

    /// The keys of the `[Settings]` group of a GLib key file; a later line
    /// replaces an earlier one with the same key, as in GLib.
    static func parseSettings(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        var inSettings = false
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = SettingsText.trimmed(rawLine)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                inSettings = line == "[Settings]"
                continue
            }
            guard inSettings, let equals = line.firstIndex(of: "=") else { continue }
            let key = SettingsText.trimmed(line[..<equals])
            var value = SettingsText.trimmed(line[line.index(after: equals)...])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            values[key] = value
        }
        return values
    }

    /// GLib's key-file booleans (`true`, `false`, `1`, `0`), in any case.
    static func boolean(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "1", "true": true
        case "0", "false": false
        default: nil
        }
    }

    /// `GTK_THEME` is `name` or `name:variant`, split at the last colon as GTK does.
    static func themeVariableIsDark(_ value: String) -> Bool {
        guard let colon = value.lastIndex(of: ":") else { return themeNameIsDark(value) }
        let variant = value[value.index(after: colon)...]
        return variant.lowercased() == "dark" || themeNameIsDark(String(value[..<colon]))
    }

    static func themeNameIsDark(_ name: String) -> Bool {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" }).contains { $0.lowercased() == "dark" }
    }
}
