import Swatch
import SwatchDesktop

/// What the command line asks for: the appearances shown side by side.
struct Options {
    static let usage = """
        USAGE: ThemePreview [--appearance TRAITS]

        Shows the Preview theme and the system palette in light and dark, side
        by side, with WCAG 2.x contrast figures.

          --appearance TRAITS   the traits of the columns, as SWATCH_APPEARANCE
                                takes them: elevated, increased-contrast,
                                reduced-transparency … A color scheme (light or
                                dark) shows that scheme alone.
          -h, --help            show this help

        The column that matches the system appearance is marked "◀ current".
        """

    var appearances = [Appearance.light, Appearance.dark]
    var help = false

    /// The options of `arguments` (without the program's name), or a message
    /// saying what is wrong with them.
    static func parse(_ arguments: [String]) -> Result<Options, Message> {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                options.help = true
            case "--appearance":
                guard let traits = rest.popFirst() else { return .failure("--appearance needs a list of traits") }
                guard let preference = AppearanceOverride.parse(traits) else {
                    return .failure(
                        "'\(traits)' is not a list of appearance traits (try 'increased-contrast,elevated')")
                }
                options.appearances = Appearance.ColorScheme.allCases
                    .filter { preference.colorScheme == nil || preference.colorScheme == $0 }
                    .map { scheme in
                        Appearance(
                            colorScheme: scheme, level: preference.level ?? .base,
                            contrast: preference.contrast ?? .standard,
                            transparency: preference.transparency ?? .standard)
                    }
            default:
                return .failure("unknown argument '\(argument)'")
            }
        }
        return .success(options)
    }

    struct Message: Error, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
        var text: String
        init(stringLiteral text: String) { self.text = text }
        init(stringInterpolation: DefaultStringInterpolation) {
            text = String(stringInterpolation: stringInterpolation)
        }
    }
}
