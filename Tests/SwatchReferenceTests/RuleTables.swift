import Foundation
import SwatchDiagnostics
import SwatchSupport

/// The rule tables the documentation and the schema show, written from
/// `RuleCatalog`, their one owner: `RuleTablesTests` fails when a committed
/// file differs from what is written here, and `scripts/rule-tables` writes
/// them. Each table sits in its file between `<!-- NAME -->` and
/// `<!-- /NAME -->` (or, in the schema, as the `properties` of
/// `ruleSettings`), so the prose around it stays the writer's.
enum RuleTables {
    /// A generated part of a file: where it is, and what it holds.
    struct Region {
        var file: String
        /// The region's name: its markers in Markdown, a label in messages.
        var name: String
        var content: String
    }

    static let diagnosticsPath = "docs/diagnostics.md"
    static let languagePath = "docs/language.md"
    static let schemaPath = "schema/swatch-theme.schema.json"
    static let ruleIDPath = "Sources/SwatchDiagnostics/RuleID.swift"

    /// The sections of `docs/diagnostics.md`'s rule index, one per id prefix.
    static let prefixes = ["YAML-", "THEME-", "DM-", "MAT-", "SH-", "IMG-"]

    /// Every region the catalog writes, in every file.
    static var markdownRegions: [Region] {
        prefixes.map { prefix in
            Region(
                file: diagnosticsPath, name: "rules-\(prefix.dropLast())",
                content: table(RuleCatalog.all.filter { $0.id.rawValue.hasPrefix(prefix) }) {
                    "[\($0.id.rawValue)](rules/\($0.id.rawValue).md)"
                })
        } + [
            Region(
                file: languagePath, name: "changeable-rules",
                content: table(RuleCatalog.all.filter(\.canBeSilenced)) { "`\($0.id.rawValue)`" }),
            Region(
                file: languagePath, name: "fixed-rules",
                content: wrapped(RuleCatalog.all.filter { !$0.canBeSilenced }.map { "`\($0.id.rawValue)`" })),
        ]
    }

    /// A rule's default severity as the tables give it: `error, fixed`,
    /// `error (warning below the aim)`, `note`.
    static func severityCell(_ rule: RuleDescription) -> String {
        if !rule.canBeSilenced { return "\(rule.severity.rawValue), fixed" }
        guard let milder = rule.milderSeverity else { return rule.severity.rawValue }
        let when = rule.milderWhen.map { " " + $0 } ?? ""
        return "\(rule.severity.rawValue) (\(milder.rawValue)\(when))"
    }

    static func table(_ rules: [RuleDescription], name: (RuleDescription) -> String) -> String {
        var text = "| rule | default | what it reports |\n|---|---|---|\n"
        for rule in rules { text += "| \(name(rule)) | \(severityCell(rule)) | \(rule.summary) |\n" }
        return text
    }

    /// `items` as one sentence, lines kept under 80 columns.
    static func wrapped(_ items: [String]) -> String {
        var lines: [String] = []
        var line = ""
        for (index, item) in items.enumerated() {
            let word = item + (index == items.count - 1 ? "." : ",")
            if !line.isEmpty, line.count + 1 + word.count > 79 {
                lines.append(line)
                line = word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return (lines + [line]).joined(separator: "\n") + "\n"
    }

    /// `text` with the region between its markers replaced by `region`'s
    /// content; nil when the markers are missing.
    static func replacing(_ region: Region, in text: String) -> String? {
        guard let start = text.range(of: "<!-- \(region.name) -->\n"),
            let end = text.range(of: "<!-- /\(region.name) -->", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[..<start.upperBound]) + region.content + String(text[end.lowerBound...])
    }

    /// `source` (RuleID.swift) with each identifier's doc comment written
    /// from its catalog summary, so the API's documentation cannot drift from
    /// the tables; nil when a constant names a rule the catalog lacks.
    static func replacingRuleIDComments(in source: String) -> String? {
        var lines: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.hasPrefix("    public static let "), line.contains(": RuleID = \"") else {
                lines.append(line)
                continue
            }
            let id = line.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
            guard let rule = RuleCatalog.description(of: RuleID(rawValue: id)) else { return nil }
            while lines.last?.hasPrefix("    ///") == true { lines.removeLast() }
            lines += docComment("`\(id)`: \(rule.summary).", indent: "    ")
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `text` as `///` lines under the formatter's 120 columns.
    static func docComment(_ text: String, indent: String) -> [String] {
        let prefix = indent + "/// "
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > 120 {
                lines.append(prefix + line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines + [prefix + line]
    }

    /// The schema's `ruleSettings` properties: each rule `rules:` can change,
    /// its levels, and its summary and default in the editor's hover.
    static var schemaProperties: String {
        let entries = RuleCatalog.all.filter(\.canBeSilenced)
            .map { rule in
                let description = "\(rule.id.rawValue): \(rule.summary). Default: \(severityCell(rule))."
                return """
                            \(JSONText.quoted(rule.id.rawValue)): {
                              "$ref": "#/definitions/ruleLevel",
                              "description": \(JSONText.quoted(description))
                            }
                    """
            }
        return entries.joined(separator: ",\n") + "\n"
    }

    /// `schema` with `ruleSettings`' properties written from the catalog;
    /// nil when the schema has no `ruleSettings` with `properties`.
    static func replacingSchemaProperties(in schema: String) -> String? {
        let opening = "\n      \"properties\": {\n"
        guard let settings = schema.range(of: "\n    \"ruleSettings\": {\n"),
            let start = schema.range(of: opening, range: settings.upperBound..<schema.endIndex),
            let end = schema.range(of: "\n      }\n", range: start.upperBound..<schema.endIndex)
        else { return nil }
        return String(schema[..<start.upperBound]) + schemaProperties
            + String(schema[schema.index(after: end.lowerBound)...])
    }
}
