import SwatchDiagnostics

/// Where the aliases of a file's color variables lead: each variable by id,
/// and the color each color variable went into (a group of variables can
/// make one color); and the aliases into libraries the file does not hold,
/// kept so that each variable's are said once, with the states they leave
/// unknown, after every mode is read.
struct FigmaAliasTargets {
    /// One alias into a library the file does not hold.
    typealias Unresolved = (mode: String, modeName: String, target: String, range: SourceRange)

    private let byID: [String: FigmaVariables.Variable]
    /// The index of the color (``FigmaImporter/Group``) each color variable went into.
    let colorOfVariable: [String: Int]
    private let colorNames: [String]
    private var unresolved: [String: [Unresolved]] = [:]
    /// The variables with unresolved aliases, in the order first met, so
    /// that they are said in the same order every run.
    private var unresolvedOrder: [FigmaVariables.Variable] = []
    /// How many aliases lead into libraries the file does not hold.
    private(set) var remoteAliases = 0

    init(variables: [FigmaVariables.Variable], groups: [FigmaImporter.Group]) {
        byID = Dictionary(variables.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var colorOfVariable: [String: Int] = [:]
        for (index, group) in groups.enumerated() {
            for variable in group.variables { colorOfVariable[variable.id] = index }
        }
        self.colorOfVariable = colorOfVariable
        colorNames = groups.map(\.name)
    }

    /// The variable an alias names, when the file holds it.
    func variable(_ id: String) -> FigmaVariables.Variable? { byID[id] }

    /// The name of the color a color variable went into.
    func colorName(of variable: FigmaVariables.Variable) -> String? {
        colorOfVariable[variable.id].map { colorNames[$0] }
    }

    /// Keeps an alias into a library the file does not hold: one per mode
    /// of each variable.
    mutating func keepUnresolved(
        _ variable: FigmaVariables.Variable, in mode: FigmaVariables.Mode, target: String, at range: SourceRange
    ) {
        guard !unresolved[variable.id, default: []].contains(where: { $0.mode == mode.id }) else { return }
        if unresolved[variable.id] == nil { unresolvedOrder.append(variable) }
        unresolved[variable.id, default: []].append((mode.id, mode.name.value, target, range))
        remoteAliases += 1
    }

    /// Each variable with unresolved aliases, with them, in the order first met.
    var unresolvedByVariable: [(FigmaVariables.Variable, [Unresolved])] {
        unresolvedOrder.map { ($0, unresolved[$0.id] ?? []) }
    }
}
