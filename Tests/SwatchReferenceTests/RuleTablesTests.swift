import Foundation
import Testing

@testable import SwatchDiagnostics

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The rule tables of the documentation and the schema are what
/// `RuleTables` writes from the catalog. With `SWATCH_UPDATE_GOLDEN=1`
/// (`scripts/rule-tables`) the tests write them instead, so adding a rule
/// touches the catalog, its page, and the files this rewrites.
@Suite struct RuleTablesTests {
    static var updating: Bool { ProcessInfo.processInfo.environment["SWATCH_UPDATE_GOLDEN"] == "1" }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// `expected` is the file's text, or, when updating, becomes it.
    static func hold(_ path: String, to expected: String, _ what: String) throws {
        let committed = try read(path)
        if updating {
            if committed != expected {
                try expected.write(to: repositoryRoot.appendingPathComponent(path), atomically: true, encoding: .utf8)
            }
            return
        }
        #expect(committed == expected, "\(path): \(what) differs from RuleCatalog; run scripts/rule-tables")
    }

    @Test func theDocumentsRuleTablesAreTheCatalogs() throws {
        for path in [RuleTables.diagnosticsPath, RuleTables.languagePath] {
            var text = try Self.read(path)
            for region in RuleTables.markdownRegions where region.file == path {
                guard let replaced = RuleTables.replacing(region, in: text) else {
                    Issue.record("\(path) has no <!-- \(region.name) --> … <!-- /\(region.name) --> to write into")
                    continue
                }
                text = replaced
            }
            try Self.hold(path, to: text, "a rule table")
        }
    }

    @Test func theSchemasRuleEntriesAreTheCatalogs() throws {
        let schema = try Self.read(RuleTables.schemaPath)
        let written = try #require(
            RuleTables.replacingSchemaProperties(in: schema), "the schema has no ruleSettings properties")
        try Self.hold(RuleTables.schemaPath, to: written, "ruleSettings")
    }

    @Test func theRuleIdentifiersDocCommentsAreTheCatalogs() throws {
        let source = try Self.read(RuleTables.ruleIDPath)
        let written = try #require(
            RuleTables.replacingRuleIDComments(in: source), "RuleID.swift names a rule RuleCatalog does not have")
        try Self.hold(RuleTables.ruleIDPath, to: written, "a rule's doc comment")
        for rule in RuleCatalog.all {
            #expect(written.contains("/// `\(rule.id.rawValue)`: "), "\(rule.id) has no documented constant")
        }
    }

    /// The writer's own output, read back: a table names every rule of its
    /// part of the catalog once, with its severity and summary, so a table
    /// the tests compare with cannot be an empty or partial rendering.
    @Test func eachTableHoldsEveryRuleOfItsPart() throws {
        let regions = RuleTables.markdownRegions
        let indexed = regions.filter { $0.file == RuleTables.diagnosticsPath }
        let rows = indexed.flatMap { $0.content.split(separator: "\n").dropFirst(2) }
        #expect(rows.count == RuleCatalog.all.count)
        for rule in RuleCatalog.all {
            let row = "| [\(rule.id.rawValue)](rules/\(rule.id.rawValue).md) | \(RuleTables.severityCell(rule)) | "
            #expect(rows.contains { $0.hasPrefix(row) && $0.hasSuffix(" \(rule.summary) |") }, "\(rule.id)")
        }
        let changeable = try #require(regions.first { $0.name == "changeable-rules" })
        let fixed = try #require(regions.first { $0.name == "fixed-rules" })
        for rule in RuleCatalog.all {
            let listed = rule.canBeSilenced ? changeable.content : fixed.content
            let other = rule.canBeSilenced ? fixed.content : changeable.content
            #expect(listed.contains("`\(rule.id.rawValue)`"), "\(rule.id) missing from its list in language.md")
            #expect(!other.contains("`\(rule.id.rawValue)`"), "\(rule.id) in the wrong list of language.md")
        }
        for rule in RuleCatalog.all {
            #expect((rule.milderSeverity == nil) == (rule.milderWhen == nil), "\(rule.id): a milder level says when")
        }
        let contrast = try #require(RuleCatalog.description(of: .dmContrast))
        #expect(RuleTables.severityCell(contrast) == "error (warning below the aim)")
        #expect(RuleTables.severityCell(try #require(RuleCatalog.description(of: .yamlTab))) == "error, fixed")
    }
}
