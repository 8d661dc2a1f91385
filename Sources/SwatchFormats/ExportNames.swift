import SwatchModel

/// Names in the forms other formats use.
package enum ExportNames {
    /// `cardBackground` → `card-background`; `systemGray2` → `system-gray2`.
    package static func kebab(_ name: String) -> String { words(name).joined(separator: "-") }

    /// `cardBackground` → `card_background`.
    package static func snake(_ name: String) -> String { words(name).joined(separator: "_") }

    /// Words of a camel-case or separated name, lowercased, a run of
    /// capitals kept whole (`URLText` → urltext: ``NameWords/CapitalRun/keptWhole``).
    package static func words(_ name: String) -> [String] { NameWords.words(name, capitalRuns: .keptWhole) }
}
