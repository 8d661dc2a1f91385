import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// A document read whole into a base theme and a theme per brand (a
/// resolver document's brand modifiers, a Figma file's modes placed as
/// brands), with the files it reads through references (a `$ref`) and
/// where each was brought in: checked as one, each cause said once.
package struct BrandedDocument: CheckableInput {
    /// A brand: the contexts it takes, said as `theme: orange`, and where
    /// those contexts are written.
    package struct Brand {
        package var description: String
        package var ranges: [SourceRange]
        package var ast: ThemeAST
    }

    /// The theme with every brand modifier at its default context.
    package var base: ThemeAST?
    package var brands: [Brand] = []
    /// What reading found: the files' YAML, the `$ref`s, the tokens.
    package var diagnostics: [Diagnostic] = []
    /// What reading a pairs file found: an entry it cannot apply is left
    /// out and leaves the tokens whole, so its errors do not stop the check.
    package var besides: [Diagnostic] = []
    /// What reading found at tokens it could not read: each such token is
    /// unknown where it could not be read, and the rest is checked, so that
    /// one token never costs the file.
    package var contained: [Diagnostic] = []
    /// What was taken from names and aliases rather than said by the file.
    var inference = ImportInference()
    /// The file the inference note is at.
    var file = ""
    /// The files read through references, for diagnostics to show their lines.
    package var files: [ThemeSource] = []
    /// A reference into another file (a `$ref`): where it is written, and
    /// the range of what it names in that file.
    package struct Reference: Hashable, Sendable {
        package var site: SourceRange
        package var target: SourceRange
    }

    /// The `$ref`s into each file, by the file's path, in the order they
    /// were followed.
    package var broughtIn: [String: [Reference]] = [:]
    /// How the findings are advised in the document's terms: its format's.
    var advice: ImportAdvice

    init(advice: ImportAdvice, diagnostics: [Diagnostic] = [], besides: [Diagnostic] = []) {
        self.advice = advice
        self.diagnostics = diagnostics
        self.besides = besides
    }

    /// Resolve and Check by `checker` on the base and on each brand: the base's findings,
    /// then each brand's that the base does not have, with a note at the
    /// contexts that make the brand. Every finding in a file read through
    /// `$ref` gets a note at the `$ref` that brought the file in.
    package func check<Checker: ImportedThemeChecker>(with checker: Checker) -> Checker.Checked {
        var result = checker.check(imported: base, diagnostics: diagnostics)
        // What was inferred is said when the file was checked with it.
        let inferred = diagnostics.hasErrors ? [] : inference.findings(file: file)
        // Where the checker says what goes unjudged at a value reading left
        // unknown, reading's finding says why, whatever its rule.
        var found = contained.joining(result.diagnostics, saysWhy: { _ in true }) + besides + inferred
        var seen = Set(found)
        // A brand's finding that says what the base's says, of the same
        // color with the same values (the message holds them), is the same
        // cause: not repeated, but named on the base's finding.
        var baseFinding: [Cause: Int] = [:]
        for (index, diagnostic) in found.enumerated() where baseFinding[Cause(diagnostic)] == nil {
            baseFinding[Cause(diagnostic)] = index
        }
        var alsoIn: [Int: [String]] = [:]
        // An unknown value is said once, by the base, for its brands too.
        let unknown = Set(found.filter { $0.rule == .themeUnread }.map(\.range) + contained.map(\.range))
        // A brand whose theme is the base's (a modifier that changes no
        // color, as Primer's `size`) finds what the base finds: not checked
        // again, and no reason to withhold an edit the base's check chose.
        let distinct = brands.filter { $0.ast != base }
        if !diagnostics.hasErrors {
            for brand in distinct {
                let brandResult = checker.check(imported: brand.ast, diagnostics: [])
                for var diagnostic in brandResult.diagnostics
                where seen.insert(diagnostic).inserted
                    && !(diagnostic.rule == .themeUnread && unknown.contains(diagnostic.range))
                {
                    if let index = baseFinding[Cause(diagnostic)], !isFixedApart(diagnostic, from: found[index]) {
                        if alsoIn[index]?.contains(brand.description) != true {
                            alsoIn[index, default: []].append(brand.description)
                        }
                        continue
                    }
                    for (index, range) in brand.ranges.enumerated() {
                        let what = index == 0 ? "found in the brand '\(brand.description)'" : "and this context"
                        diagnostic.notes.append(Diagnostic.Note(what, at: range))
                    }
                    found.append(diagnostic)
                }
            }
        }
        for (index, names) in alsoIn {
            let brandNames = names.map { "'\($0)'" }.joined(separator: ", ")
            // A message that states a ratio holds the values measured: the
            // brands that say it have them. One that states none (DM-unpaired)
            // says nothing of the brands' values, which may be their own.
            let values = Self.statesARatio(found[index].message) ? ", with the same values" : ""
            found[index].notes
                .append(Diagnostic.Note("the same in the brand\(names.count == 1 ? "" : "s") \(brandNames)\(values)"))
        }
        if !distinct.isEmpty {
            let names = distinct.prefix(3).map { "'\($0.description)'" }.joined(separator: ", ")
            let brands = "the brand\(distinct.count == 1 ? "" : "s") \(names)\(distinct.count > 3 ? ", …" : "")"
            found = found.map { Self.editSaidNotMade($0, brands: brands) }
        }
        result.diagnostics = noted(advice.apply(to: found)).sortedForOutput()
        return result
    }

    /// Whether `message` states a contrast ratio, as `4.38:1`.
    private static func statesARatio(_ message: String) -> Bool {
        let bytes = Array(message.utf8)
        return bytes.indices.dropFirst().dropLast()
            .contains { index in
                bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: "1")
                    && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index - 1])
            }
    }

    /// A fix-it that edits the token an alias names is chosen within the
    /// one theme its finding is of; a document's brands whose themes differ
    /// (`brands`, in words) are checked apart, and one may show the same
    /// token: the edit is said, not offered.
    private static func editSaidNotMade(_ diagnostic: Diagnostic, brands: String) -> Diagnostic {
        guard case .value? = diagnostic.remedy?.action, let fixIt = diagnostic.fixIt, fixIt.range != nil else {
            return diagnostic
        }
        var said = diagnostic
        said.fixIt = nil
        said.notes.append(
            .init(
                "\(fixIt.message); not offered as a fix-it: it was chosen in the base alone, and \(brands), whose colors differ, may show this value too"
            ))
        return said
    }

    /// Whether a brand's finding with the cause of the base's is fixed
    /// apart: its fix-it edits the value the brand's own context writes
    /// elsewhere than the base's (Fluent's `inverted` context repeats the
    /// `default` one's values in a file of its own), so the base's fix-it
    /// leaves it as it was, and folding it would hide a place to fix. A fix
    /// the base reads too (a token's pairs) stays the base's to make.
    private func isFixedApart(_ finding: Diagnostic, from base: Diagnostic) -> Bool {
        finding.range != base.range && editedRange(of: finding) == finding.range
    }

    /// The text a finding's fix-it replaces, once the document's format has
    /// said the fix in its own terms; nil without one.
    private func editedRange(of diagnostic: Diagnostic) -> SourceRange? {
        var fixIt = diagnostic.fixIt
        if let remedy = diagnostic.remedy {
            switch advice.advisor.advice(for: remedy, of: diagnostic) {
            case .unchanged: break
            case .written(_, let written): fixIt = written
            case .instead, .cannotHold: fixIt = nil
            }
        }
        return fixIt?.range(in: diagnostic)
    }

    /// What makes two findings one cause: the rule, the color and what the
    /// message says of it (its values and ratios), wherever it is located.
    private struct Cause: Hashable {
        var rule: RuleID
        var subject: String?
        var message: String

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule
            subject = diagnostic.subject
            message = diagnostic.message
        }
    }

    /// `diagnostics`, each in a file read through `$ref` with a note at the
    /// `$ref` that brought its place in (and at the one that brought that
    /// `$ref` in, and so on).
    package func noted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            var place = diagnostic.range
            var visited: Set<String> = []
            while visited.insert(place.file).inserted, let reference = reference(to: place) {
                diagnostic.notes.append(
                    Diagnostic.Note("'\(place.file)' is read through this '$ref'", at: reference.site))
                place = reference.site
            }
            return diagnostic
        }
    }

    /// Of the `$ref`s into `place`'s file, the one naming the smallest part
    /// that holds `place` (`themes.json#blue` for a token of `blue`, rather
    /// than `themes.json#orange`); the first when none holds it.
    private func reference(to place: SourceRange) -> Reference? {
        guard let references = broughtIn[place.file] else { return nil }
        let holding = references.filter { $0.target.start <= place.start && place.start <= $0.target.end }
        return holding.min { ($0.target.start, $1.target.end) > ($1.target.start, $0.target.end) } ?? references.first
    }
}
