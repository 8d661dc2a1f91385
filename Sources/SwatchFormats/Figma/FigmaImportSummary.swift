/// What an import decided, for `swatch import figma` to print and a team to
/// review: how many variables became colors, where each mode went, and how
/// many roles and pairs were guessed, and from what.
struct FigmaImportSummary {
    var variables = 0
    var collections = 0
    var colors = 0
    var otherVariables = 0
    var remoteAliases = 0
    /// `Color: Light high contrast → light high` …
    var placedModes: [String] = []
    var brands: [String] = []
    var guessedRoles: [FigmaRoleGuess.Evidence: Int] = [:]
    var mappedRoles = 0
    var inferredPairs = 0
    var mappedPairs = 0
    var primitives = 0

    /// The colors imported, and where their roles came from: the mapping
    /// file, or a guess and its evidence.
    mutating func count(_ colors: [FigmaColor]) {
        self.colors = colors.count
        for color in colors {
            if let guess = color.roleGuess {
                guessedRoles[guess.evidence, default: 0] += 1
            } else {
                mappedRoles += 1
            }
        }
    }

    var lines: [String] {
        var lines = [
            "\(variables) variables in \(collections) collections: \(colors) colors imported, \(otherVariables) variables not colors",
            "modes:",
        ]
        lines += placedModes.map { "  \($0)" }
        if !brands.isEmpty { lines.append("brands: \(brands.joined(separator: "; "))") }
        let guessed = FigmaRoleGuess.Evidence.allCases.compactMap { evidence in
            guessedRoles[evidence].map { "\($0) by \(evidence.rawValue)" }
        }
        lines.append(
            "roles: \(mappedRoles) from the mapping file, \(guessedRoles.values.reduce(0, +)) guessed (\(guessed.isEmpty ? "none" : guessed.joined(separator: ", ")))"
        )
        lines.append("pairs: \(mappedPairs) from the mapping file, \(inferredPairs) inferred from names")
        lines.append("primitives: \(primitives) taken as primitives, which need no pair")
        lines.append("aliases to other libraries: \(remoteAliases) (their values unknown, never judged)")
        return lines
    }
}
