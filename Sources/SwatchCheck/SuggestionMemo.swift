import Swatch
import SwatchModel

/// ``ContrastFixIt/suggestion(for:meeting:metric:)`` searched once per check
/// for each start and set of requirements: the colors of a chain of
/// references that fail on one background each ask for the value that would
/// pass there, from the same start against the same requirements (a search
/// per finding was a sixth of the check of 3,000 colors with 100 failing
/// pairs). The search is a function of the numbers it is given, so the
/// found value is the one a search of its own would find.
struct SuggestionMemo {
    /// What a search depends on, as bit patterns: equal keys are equal inputs
    /// to the bit (`-0.0` is not `0.0`, whose hue may differ).
    private struct Key: Hashable {
        var numbers: [UInt64]
        var materials: [String?]
    }

    private var found: [Key: Color?] = [:]

    mutating func suggestion(
        for start: Color, meeting requirements: [ContrastFixIt.Requirement], metric: some ContrastMetric
    ) -> Color? {
        var numbers: [UInt64] = []
        func add(_ color: Color) {
            numbers += [color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
        }
        add(start)
        for requirement in requirements {
            // Counts before each list, so that no two sets of lists make one key.
            numbers += [UInt64(requirement.layers.count), UInt64(requirement.state.index)]
            requirement.layers.forEach(add)
            numbers += [requirement.target.bitPattern, (requirement.alpha ?? -1).bitPattern]
            numbers.append(UInt64(requirement.candidateLayers.count))
            numbers += requirement.candidateLayers.map { UInt64(bitPattern: Int64($0)) }
            numbers.append(requirement.foreground == nil ? 0 : 1)
            requirement.foreground.map(add)
            numbers.append(requirement.overOneBackdrop == nil ? 0 : 1)
            requirement.overOneBackdrop.map(add)
        }
        let key = Key(numbers: numbers, materials: requirements.map { $0.material?.name })
        if let known = found[key] { return known }
        let search = ContrastFixIt.suggestion(for: start, meeting: requirements, metric: metric)
        found[key] = .some(search)
        return search
    }
}
