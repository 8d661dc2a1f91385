import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchImages
import SwatchModel
import SwatchResolve
import SwatchSupport
import SwatchSyntax

/// What a brand's findings become once its whole theme is checked.
///
/// The brand is checked as one theme, its base's declarations included, so
/// some findings are about inherited declarations and point into the base's
/// file. Of those:
///
/// - a finding the base makes itself, word for word, is the base's: it is
///   reported once, with the base, and not again for each brand;
/// - any other is caused by the brand (an override changed a value the
///   inherited declaration is judged with): it is reported at the override
///   it depends on, in the brand's file, with a note at the inherited
///   declaration ("'headline' on 'canvas', inherited from Base.theme.yaml:12").
///
/// Findings in the brand's own file stay as they are.
enum InheritedFindings {
    static func attribute(
        _ findings: [Diagnostic], brand: ThemeAST, merged: ThemeAST, baseFindings: Set<Diagnostic>,
        overrides: ThemeInheritance.Overrides
    ) -> [Diagnostic] {
        let brandFile = brand.file
        let references = Dictionary(
            merged.colors.map { ($0.name.value, $0.references.map(\.value)) }, uniquingKeysWith: { first, _ in first })
        var result: [Diagnostic] = []
        for finding in findings {
            if finding.range.file == brandFile {
                result.append(finding)
                continue
            }
            if baseFindings.contains(finding) { continue }
            let cause = override(behind: finding, overrides: overrides, references: references)
            var relocated = finding
            // Without an override to blame (a theme-wide setting of the
            // brand changed the verdict), the brand's `extends:` is the place.
            let place = cause.map { overrides[$0]!.override } ?? brand.base?.range ?? finding.range
            relocated.range = place
            // A fix-it replaces the text at the finding's place, which is no
            // longer the value it was made for.
            // Changing the base's value would change every brand; the brand
            // can override the value instead.
            if let fixIt = finding.fixIt {
                let what = finding.subject.map { "'\($0)'" } ?? "the inherited value"
                relocated.notes.insert(.init("or override \(what) in '\(brand.namespace)': \(fixIt.message)"), at: 0)
                relocated.fixIt = nil
            }
            let fileName = ThemeSource(path: finding.range.file, bytes: []).fileName
            relocated.notes.insert(
                .init("\(topic(of: finding)), inherited from \(fileName):\(finding.line)", at: finding.range), at: 0)
            if !result.contains(relocated) { result.append(relocated) }
        }
        return result
    }

    /// What a finding is about, as its message starts: "'headline' on 'canvas'".
    static func topic(of finding: Diagnostic) -> String {
        if finding.message.hasPrefix("'"), let colon = finding.message.firstRange(of: ": "),
            finding.message.distance(from: finding.message.startIndex, to: colon.lowerBound) <= 80
        {
            return String(finding.message[..<colon.lowerBound])
        }
        return finding.subject.map { "'\($0)'" } ?? "this finding"
    }

    /// The brand's override a finding on inherited declarations depends on:
    /// among the names the finding is about (its subject and ``Diagnostic/about``)
    /// and the colors they refer to, the overridden one written first in the
    /// brand's file.
    static func override(
        behind finding: Diagnostic, overrides: ThemeInheritance.Overrides, references: [String: [String]]
    ) -> String? {
        var pending = finding.about
        if let subject = finding.subject { pending.insert(subject, at: 0) }
        var seen = Set<String>()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            pending += references[name] ?? []
        }
        return seen.filter { overrides[$0] != nil }
            .min { overrides[$0]!.override.start < overrides[$1]!.override.start }
    }

}
