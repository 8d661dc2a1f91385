import Swatch
import SwatchColorTools
import SwatchModel
import SwatchSyntax

/// The colors Resolve made of each theme, kept between the language
/// server's checks with the declarations they were made from, so that the
/// next check of the theme makes again only the colors an edit can change:
/// one whose declaration is as it was, and whose every reference leads to a
/// color taken too (or to the system palette), has the same table, source
/// and Swift name, as Resolve makes a color of nothing else. Kept only
/// while the theme declares the same names in the same order (so every
/// reference leads where it led) and displays in the same gamut with the
/// same derivations and palette.
///
/// Used by one check at a time (the server's analyses run one after
/// another), so it needs no lock: hence `@unchecked Sendable`.
package final class ResolveMemo: @unchecked Sendable {
    /// What a color is made with besides its declaration and references.
    struct Settings: Equatable {
        var gamut: Gamut
        var findsDerived: Bool
        var derivesIncreased: Bool
        var derivesElevated: Bool
        var systemColors: Int
    }

    /// One theme's colors as Resolve last made them.
    struct Reading {
        var names: [String]
        var declarations: [ColorDeclaration]
        /// By declaration; nil where none was made.
        var colors: [ResolvedColor?]
        var settings: Settings
    }

    private var readings: [String: Reading] = [:]
    /// How many colors were taken rather than made: for tests.
    package private(set) var reused = 0

    package init() {}

    /// The last reading of the theme `key`, when it declared `names` and was
    /// made with `settings`.
    func lastReading(of key: String, names: [String], settings: Settings) -> Reading? {
        guard let last = readings[key], last.settings == settings, last.names == names else { return nil }
        return last
    }

    /// The color of declaration `index` as `last` made it, when `declaration`
    /// is as it was and `leadsToTaken` (its references lead only to colors
    /// taken in this check, or to the system palette).
    func kept(_ index: Int, of last: Reading, declaration: ColorDeclaration, leadsToTaken: Bool) -> ResolvedColor? {
        guard leadsToTaken, let color = last.colors[index], last.declarations[index] == declaration else { return nil }
        reused += 1
        return color
    }

    /// Keeps `reading` as the theme `key`'s.
    func keep(_ reading: Reading, as key: String) {
        // The themes of the last few checks: a workspace's open themes and their relatives.
        if readings[key] == nil, readings.count >= 16 { readings = [:] }
        readings[key] = reading
    }
}
