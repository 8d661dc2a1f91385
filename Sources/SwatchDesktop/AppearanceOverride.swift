import Swatch

/// The `SWATCH_APPEARANCE` environment variable: an explicit appearance that
/// beats every desktop setting, for trying a theme in another state or for a
/// person whose desktop doesn't say what they want.
///
/// Grammar — a comma-separated list of words, at most one per trait; case and
/// spaces around the words don't matter, and empty items are skipped:
///
/// ```text
/// override     = word *( "," word )
/// word         = "light" | "dark"                                       ; color scheme
///              | "base" | "elevated"                                    ; level
///              | "standard-contrast" | "increased-contrast"             ; contrast
///              | "high-contrast"                                        ; same as increased-contrast
///              | "standard-transparency" | "reduced-transparency"       ; transparency
/// ```
///
/// For example `dark`, `dark,increased-contrast`,
/// `light, reduced-transparency, elevated`. A trait the list leaves out is read
/// from the desktop as usual, so `increased-contrast` alone keeps the
/// desktop's light or dark.
///
/// A value with an unknown word, or with two different words for one trait
/// (`light,dark`), is ignored as a whole: the appearance then comes from the
/// desktop, as if the variable were unset. An empty value is unset.
///
/// `SWATCH_APPEARANCE_FILE` names a file that holds an override in the same
/// grammar. It is read again at every detection, and
/// ``SystemAppearanceDetector/changes(every:)`` watches it, so a test or a
/// person can switch a running app by writing the file. A trait set by
/// `SWATCH_APPEARANCE` beats the file; a missing, empty or invalid file is no
/// override.
public enum AppearanceOverride {
    /// `SWATCH_APPEARANCE`.
    public static let variableName = "SWATCH_APPEARANCE"

    /// `SWATCH_APPEARANCE_FILE`: the path of a file holding an override.
    public static let fileVariableName = "SWATCH_APPEARANCE_FILE"

    /// The traits `text` sets, or `nil` when it is empty or not valid.
    public static func parse(_ text: String) -> SystemAppearance.Preference? {
        var preference = SystemAppearance.Preference()
        var sawWord = false
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = SettingsText.trimmed(item).lowercased()
            if word.isEmpty { continue }
            sawWord = true
            switch word {
            case "light": guard set(&preference.colorScheme, .light) else { return nil }
            case "dark": guard set(&preference.colorScheme, .dark) else { return nil }
            case "base": guard set(&preference.level, .base) else { return nil }
            case "elevated": guard set(&preference.level, .elevated) else { return nil }
            case "standard-contrast": guard set(&preference.contrast, .standard) else { return nil }
            case "increased-contrast", "high-contrast":
                guard set(&preference.contrast, .increased) else { return nil }
            case "standard-transparency": guard set(&preference.transparency, .standard) else { return nil }
            case "reduced-transparency": guard set(&preference.transparency, .reduced) else { return nil }
            default: return nil
            }
        }
        return sawWord ? preference : nil
    }

    /// Sets a trait once; a second, different value makes the list contradictory.
    private static func set<Value: Equatable>(_ slot: inout Value?, _ value: Value) -> Bool {
        if let existing = slot { return existing == value }
        slot = value
        return true
    }
}

/// Text helpers shared by the readers of desktop settings.
enum SettingsText {
    /// The text without leading and trailing white space and line breaks.
    static func trimmed(_ text: some StringProtocol) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = text.lastIndex(where: { !$0.isWhitespace })!
        return String(text[first...last])
    }
}
