/// The diff as a pull-request comment: a table per theme and section, at
/// most `visibleRows` rows shown in all, the rest of each table folded in a
/// `<details>` block, so the comment stays about a screenful however much
/// changed.
import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchModel

package enum DiffMarkdownRenderer {
    package static let defaultVisibleRows = 20

    package static func render(_ report: DiffReport, visibleRows: Int = defaultVisibleRows) -> String {
        var out = "## Theme diff: **\(report.verdict.rawValue)**\n\n"
        out += row(["theme", "file", "verdict", "changes"])
        out += row(["---", "---", "---", "---"])
        for diff in report.themes {
            out += row([
                cell(diff.namespace), code(diff.file), "**\(diff.verdict.rawValue)**",
                cell(DiffWords.summary(of: diff)),
            ])
        }
        var budget = max(visibleRows, 0)
        for diff in report.themes where !diff.isEmpty {
            out += "\n### \(cell(diff.namespace))\n"
            if diff.status != .changed { out += "\nThe theme is \(diff.status == .added ? "new" : "gone").\n" }
            for table in tables(of: diff) where !table.rows.isEmpty {
                out += "\n" + table.render(budget: &budget)
            }
        }
        return out
    }

    struct Table {
        var title: String
        var header: [String]
        var rows: [[String]]

        func render(budget: inout Int) -> String {
            let shown = min(rows.count, budget)
            budget -= shown
            var out = "#### \(title)\n\n"
            if shown > 0 { out += table(rows[..<shown]) }
            if shown < rows.count {
                let rest = rows.count - shown
                if shown > 0 { out += "\n" }
                out += "<details><summary>\(DiffWords.count(rest, shown > 0 ? "more row" : "row"))</summary>\n\n"
                out += table(rows[shown...]) + "\n</details>\n"
            }
            return out
        }

        private func table(_ rows: ArraySlice<[String]>) -> String {
            row(header) + row(header.map { _ in "---" }) + rows.map(row).joined()
        }
    }

    static func tables(of diff: ThemeDiff) -> [Table] {
        let api = Table(
            title: "Generated API", header: ["change", "declaration", "before", "after", "source-breaking"],
            rows: diff.api.map { change in
                [
                    change.kind.rawValue, declaration(change),
                    side(change.old, of: change), side(change.new, of: change), change.isBreaking ? "**yes**" : "no",
                ]
            })
        let values = Table(
            title: "Values", header: ["color", "states", "before", "after", "ΔE OK"],
            rows: diff.values.flatMap { change in
                change.groups.map { group in
                    [
                        code(change.color), DiffWords.states(group.states), code(DiffWords.hex(group.old)),
                        code(DiffWords.hex(group.new)), group.deltaEOK.map(DiffWords.deltaE) ?? "",
                    ]
                }
            })
        let contrast = Table(
            title: "Contrast", header: ["pair", "states", "before", "after", "verdict"],
            rows: diff.contrast.flatMap { change in
                change.groups.map { group in
                    [
                        cell("'\(change.foreground)' on \(change.backing)\(change.context.map { " \($0)" } ?? "")"),
                        DiffWords.states(group.states),
                        "\(DiffWords.ratio(group.oldRatio)) (\(group.old.rawValue))",
                        "\(DiffWords.ratio(group.newRatio)) (\(group.new.rawValue))",
                        (group.isRegression ? "**" : "") + cell(DiffWords.outcome(group))
                            + (group.isRegression ? "**" : ""),
                    ]
                }
            })
        let findings = Table(
            title: "Findings", header: ["", "rule", "severity", "message"],
            rows: diff.findings.map { change in
                [
                    change.kind == .appeared ? "new" : "gone", code(change.diagnostic.rule.rawValue),
                    change.diagnostic.severity.rawValue, cell(change.diagnostic.message),
                ]
            })
        let rules = Table(
            title: "Rule settings", header: ["", "rule", "for"],
            rows: diff.rules.map { change in
                [change.kind.rawValue, code(change.rule.rawValue), change.color.map(code) ?? "the whole theme"]
            })
        return [api, values, contrast, findings, rules]
    }

    /// "color 'divider'"; "color 'brandBlue' → 'brandPrimary'" for a rename.
    private static func declaration(_ change: APIChange) -> String {
        let noun = DiffWords.noun(change.declaration)
        guard change.kind == .renamed, let old = change.old else { return "\(noun) \(cell("'\(change.name)'"))" }
        return "\(noun) \(cell("'\(old.name)' → '\(change.name)'"))"
    }

    /// One side of a change (`change.old`, `change.new`): what the change is
    /// of, its type, its access or the whole symbol; empty when the
    /// declaration is not on that side.
    private static func side(_ declaration: GeneratedDeclaration?, of change: APIChange) -> String {
        guard let declaration else { return "" }
        switch change.kind {
        case .typeChanged: return code(declaration.type)
        case .accessChanged: return code(declaration.access.rawValue)
        default: return code(declaration.symbol)
        }
    }

    static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }

    /// Text that is safe in a table cell: a pipe would end the cell, a line
    /// break the row, and `<` could open an HTML tag.
    package static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "*", "_", "[", "]", "`", "\\": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }

    /// A code span, for names and values: in one no character is markup,
    /// but a pipe still ends the cell. A name with a backtick is plain text.
    package static func code(_ text: String) -> String {
        guard !text.contains("`"), !text.contains("\n") else { return cell(text) }
        return "`" + text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") + "`"
    }
}
