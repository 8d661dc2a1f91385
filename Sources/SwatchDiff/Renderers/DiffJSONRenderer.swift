import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchModel
import SwatchSupport

/// The diff as JSON, for scripts and bots: the shape
/// `schema/swatch-diff.schema.json` gives and docs/diff.md describes. Keys
/// in a fixed order, numbers at full precision.
package enum DiffJSONRenderer {
    /// Bumped when a key changes meaning or goes away.
    package static let formatVersion = 1

    package static func render(_ report: DiffReport) -> String {
        JSONText.object([
            ("version", .number(String(formatVersion))),
            ("verdict", .string(report.verdict.rawValue)),
            ("themes", .array(report.themes.map(theme))),
        ])
        .rendered(.standard)
    }

    private static func theme(_ diff: ThemeDiff) -> JSONText {
        .object([
            ("namespace", .string(diff.namespace)),
            ("file", .string(diff.file)),
            ("status", .string(diff.status.rawValue)),
            ("verdict", .string(diff.verdict.rawValue)),
            ("summary", .string(DiffWords.summary(of: diff))),
            ("api", .array(diff.api.map(api))),
            ("values", .array(diff.values.map(values))),
            ("contrast", .array(diff.contrast.map(contrast))),
            ("findings", .array(diff.findings.map(finding))),
            ("rules", .array(diff.rules.map(rule))),
        ])
    }

    private static func api(_ change: APIChange) -> JSONText {
        func declaration(_ declaration: GeneratedDeclaration?) -> JSONText? {
            guard let declaration else { return nil }
            return .object([
                ("name", .string(declaration.name)), ("symbol", .string(declaration.symbol)),
                ("type", .string(declaration.type)), ("access", .string(declaration.access.rawValue)),
            ])
        }
        return object([
            ("change", .string(change.kind.rawValue)),
            ("kind", .string(change.declaration.rawValue)),
            ("name", .string(change.name)),
            ("breaking", .bool(change.isBreaking)),
            ("before", declaration(change.old)),
            ("after", declaration(change.new)),
            ("location", location(change.range)),
            ("message", .string(DiffWords.describe(change))),
        ])
    }

    private static func values(_ change: ValueChange) -> JSONText {
        object([
            ("color", .string(change.color)),
            ("location", location(change.range)),
            (
                "changes",
                .array(
                    change.groups.map { group in
                        .object(
                            [
                                ("states", states(group.states)),
                                ("statesText", .string(DiffWords.states(group.states))),
                                ("before", .string(DiffWords.hex(group.old))),
                                ("after", .string(DiffWords.hex(group.new))),
                            ] + (group.deltaEOK.map { [("deltaEOK", .number($0))] } ?? []))
                    })
            ),
        ])
    }

    private static func contrast(_ change: ContrastChange) -> JSONText {
        object([
            ("foreground", .string(change.foreground)),
            ("backing", .string(change.backing)),
            ("context", change.context.map(JSONText.string)),
            ("location", location(change.range)),
            (
                "changes",
                .array(
                    change.groups.map { group in
                        object([
                            ("states", states(group.states)),
                            ("statesText", .string(DiffWords.states(group.states))),
                            (
                                "before",
                                .object([("ratio", .number(group.oldRatio)), ("verdict", .string(group.old.rawValue))])
                            ),
                            (
                                "after",
                                .object([("ratio", .number(group.newRatio)), ("verdict", .string(group.new.rawValue))])
                            ),
                            ("minimum", .number(group.minimum)),
                            ("aim", group.aim.map(JSONText.number)),
                            ("regression", .bool(group.isRegression)),
                            ("message", .string(DiffWords.describe(group, of: change))),
                        ])
                    })
            ),
        ])
    }

    private static func finding(_ change: FindingChange) -> JSONText {
        object([
            ("change", .string(change.kind.rawValue)),
            ("rule", .string(change.diagnostic.rule.rawValue)),
            ("severity", .string(change.diagnostic.severity.rawValue)),
            ("message", .string(change.diagnostic.message)),
            // A finding gone was in the old version: its place is no place in the new one.
            ("location", change.kind == .appeared ? location(change.diagnostic.range) : nil),
        ])
    }

    private static func rule(_ change: RuleChange) -> JSONText {
        object([
            ("change", .string(change.kind.rawValue)),
            ("rule", .string(change.rule.rawValue)),
            ("color", change.color.map(JSONText.string)),
            ("location", location(change.range)),
        ])
    }

    /// An object without the keys whose value is absent.
    private static func object(_ pairs: [(String, JSONText?)]) -> JSONText {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    private static func states(_ states: [Appearance]) -> JSONText {
        .array(states.map { .string($0.description) })
    }

    private static func location(_ range: SourceRange?) -> JSONText? {
        guard let range else { return nil }
        return .object([
            ("file", .string(range.file)), ("line", .number(String(range.start.line))),
            ("column", .number(String(range.start.column))),
        ])
    }
}
