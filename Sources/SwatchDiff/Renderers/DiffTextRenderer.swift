import SwatchCheck
import SwatchDiagnostics

/// The diff as `swatch check` prints findings: `path:line:col: severity:
/// message [kind]`, at the new version's place where there is one, so an
/// editor or a CI log links each line to the theme. A change that makes the
/// verdict major is an error, a regression a warning, anything else a note.
package enum DiffTextRenderer {
    package static func render(_ report: DiffReport) -> String {
        var lines: [String] = []
        for diff in report.themes {
            lines.append("\(diff.file): \(diff.namespace): \(diff.verdict.rawValue) (\(DiffWords.summary(of: diff)))")
            switch diff.status {
            case .added: lines.append("\(diff.file): note: the theme is new [theme]")
            case .removed: lines.append("\(diff.file): error: the theme is gone [theme]")
            case .changed: break
            }
            for change in diff.api {
                let severity = change.isBreaking ? "error" : "note"
                let tag = change.isBreaking ? "source-breaking" : "api"
                lines.append(line(diff.file, change.range, severity, DiffWords.describe(change), tag))
            }
            for change in diff.values {
                for group in change.groups {
                    lines.append(
                        line(diff.file, change.range, "note", DiffWords.describe(group, of: change.color), "value"))
                }
            }
            for change in diff.contrast {
                for group in change.groups {
                    let severity =
                        group.new == .fail && group.old != .fail ? "error" : group.isRegression ? "warning" : "note"
                    lines.append(
                        line(diff.file, change.range, severity, DiffWords.describe(group, of: change), "contrast"))
                }
            }
            for change in diff.findings {
                // A finding gone points nowhere: its place was in the old version.
                let severity = change.kind == .appeared ? change.diagnostic.severity.rawValue : "note"
                let range = change.kind == .appeared ? change.diagnostic.range : nil
                lines.append(line(diff.file, range, severity, DiffWords.describe(change), "finding"))
            }
            for change in diff.rules {
                lines.append(line(diff.file, change.range, "note", DiffWords.describe(change), "rules"))
            }
        }
        lines.append("verdict: \(report.verdict.rawValue)")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(
        _ file: String, _ range: SourceRange?, _ severity: String, _ message: String, _ tag: String
    )
        -> String
    {
        let place = range.map { "\($0.file):\($0.start.line):\($0.start.column)" } ?? file
        return "\(place): \(severity): \(message) [\(tag)]"
    }
}
