import SwatchDiagnostics
import SwatchModel

/// Turns the findings of a check on an imported file into advice in the
/// file's own terms: a fix-it that is an edit of the file it targets (the
/// pairs file, a token's `$extensions`), one note per file for what the
/// format cannot hold, and, at the first finding about a color, where its
/// role came from and how to state it.
struct ImportAdvice {
    /// The imported file's format, which says how a fix is written in it.
    var advisor: any FormatAdvisor
    /// Each color's role and its origin, by name.
    var roles: [String: (role: ColorRoleName, origin: RoleOrigin)]

    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        var advised: [Diagnostic] = []
        var limits: [(limit: FormatLimit, colors: [String])] = []
        for var diagnostic in diagnostics {
            guard let remedy = diagnostic.remedy else {
                advised.append(diagnostic)
                continue
            }
            switch advisor.advice(for: remedy, of: diagnostic) {
            case .unchanged:
                advised.append(diagnostic)
            case .instead(let note):
                diagnostic.fixIt = nil
                diagnostic.notes.append(.init(note))
                advised.append(diagnostic)
            case .written(let advice, var fixIt):
                if !remedy.advice.isEmpty {
                    diagnostic.message = Self.replacing(remedy.advice, with: advice, in: diagnostic.message)
                }
                if !remedy.caveat.isEmpty { fixIt?.message += "; \(remedy.caveat)" }
                // A pair the check suggests is a guess in every format's words.
                if case .pair = remedy.action { fixIt?.isGuess = true }
                diagnostic.fixIt = fixIt
                advised.append(diagnostic)
            case .cannotHold(let limit):
                let color = remedy.color ?? diagnostic.subject ?? ""
                // One finding per key: at the place the first one gives.
                if let index = limits.firstIndex(where: { $0.limit.key == limit.key }) {
                    if !limits[index].colors.contains(color) { limits[index].colors.append(color) }
                } else {
                    limits.append((limit, [color]))
                }
            }
        }
        for (limit, colors) in limits {
            advised.append(
                Diagnostic(limit.rule, weight: limit.weight, limit.message(colors), at: limit.range))
        }
        return notingRoles(advised.sortedForOutput())
    }

    /// `text` with each `advice` in it, from the first on, replaced by
    /// `replacement`, as `String.replacing(_:with:)` replaces them. An ASCII
    /// text and advice (all but a few) are searched as bytes, where the
    /// generic search, character by character, was a sixtieth of an edit of
    /// Primer's token file; in other text, characters are what match.
    static func replacing(_ advice: String, with replacement: String, in text: String) -> String {
        let bytes = Array(text.utf8)
        let pattern = Array(advice.utf8)
        // A carriage return before a line feed is one character: ASCII but not byte for byte.
        guard let first = pattern.first, (bytes + pattern).allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
            return text.replacing(advice, with: replacement)
        }
        var result: [UInt8] = []
        var start = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += bytes[start..<index]
                result += replacement.utf8
                index += pattern.count
                start = index
            } else {
                index += 1
            }
        }
        guard start > 0 else { return text }
        result += bytes[start...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The first finding about each color (in output order) with a note on
    /// where its role came from.
    private func notingRoles(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var told: Set<String> = []
        return diagnostics.map { diagnostic in
            guard let subject = diagnostic.subject, let (role, origin) = roles[subject],
                told.insert(subject).inserted
            else { return diagnostic }
            var noted = diagnostic
            switch origin {
            case .written(let place, let range):
                noted.notes.append(.init("'\(subject)' is a \(role.rawValue): \(place) says so here", at: range))
            case .guessed(let word):
                let reason =
                    word.map { "its name has the word '\($0)' (docs/import.md › Pairs files)" }
                    ?? "its name says no role, and nothing else does"
                noted.notes.append(
                    .init(
                        "'\(subject)' is checked as a \(role.rawValue) because \(reason); state its role "
                            + advisor.howToState(role: role, of: subject)))
            }
            return noted
        }
    }
}
