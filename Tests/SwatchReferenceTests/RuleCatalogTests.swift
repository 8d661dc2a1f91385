import Foundation
import Testing

@testable import SwatchDiagnostics
@testable import SwatchTestSupport

/// The rule catalog is the one place that says a rule's severity and
/// summary; the documentation follows it. These tests hold `docs/diagnostics.md`
/// and each page of `docs/rules/` to the catalog.
@Suite struct RuleCatalogTests {
    static let somewhere = SourceRange(file: "Test.theme.yaml", start: SourceLocation(line: 1, column: 1))

    /// The cells of the index's row for `rule`: id link, severity, summary.
    static func indexRow(_ rule: RuleDescription, in index: String) -> [String]? {
        let prefix = "| [\(rule.id.rawValue)](rules/\(rule.id.rawValue).md) |"
        guard let line = index.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
        return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The "Default severity" cell of a rule's page.
    static func pageSeverity(_ page: String) -> String? {
        let row = page.split(separator: "\n").first { $0.hasPrefix("| Default severity |") }
        return row.map { $0.split(separator: "|").last!.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theIndexGivesEachRulesSeverityAndSummaryFromTheCatalog() throws {
        let index = try #require(RuleDocumentation.read(RuleDocumentation.indexPath))
        for rule in RuleCatalog.all {
            guard let cells = Self.indexRow(rule, in: index), cells.count == 3 else {
                Issue.record("docs/diagnostics.md has no row for \(rule.id)")
                continue
            }
            #expect(cells[1].hasPrefix(rule.severity.rawValue), "\(rule.id): index says '\(cells[1])'")
            #expect(cells[1].contains("fixed") == !rule.canBeSilenced, "\(rule.id): 'fixed' in the index")
            if let milder = rule.milderSeverity {
                #expect(cells[1].contains("(\(milder.rawValue)"), "\(rule.id): the index omits its \(milder) level")
            } else {
                #expect(!cells[1].contains("("), "\(rule.id): the index gives a second level the catalog lacks")
            }
            #expect(cells[2] == rule.summary, "\(rule.id): the index's summary differs from the catalog's")
        }
    }

    @Test func eachPageGivesItsRulesSeverityFromTheCatalog() throws {
        for rule in RuleCatalog.all {
            let page = try #require(RuleDocumentation.read(rule.documentationPage), "\(rule.documentationPage)")
            let severity = try #require(
                Self.pageSeverity(page), "\(rule.documentationPage) has no Default severity row")
            #expect(severity.hasPrefix(rule.severity.rawValue), "\(rule.id): page says '\(severity)'")
            if let milder = rule.milderSeverity {
                #expect(severity.contains(milder.rawValue), "\(rule.id): page omits its \(milder) level")
            }
        }
    }

    @Test func severitiesComeFromTheCatalog() {
        #expect(Diagnostic(.matQuaternaryThin, "", at: Self.somewhere).severity == .error)
        #expect(Diagnostic(.matQuaternaryThin, weight: .milder, "", at: Self.somewhere).severity == .warning)
        #expect(Diagnostic(.dmSystemFirst, "", at: Self.somewhere).severity == .note)
        #expect(
            Diagnostic(.imgGlyph, weight: .unverified, "", at: Self.somewhere).severity
                == RuleCatalog.unverifiedSeverity)
        for rule in RuleCatalog.all {
            #expect(Diagnostic(rule.id, "", at: Self.somewhere).severity == rule.severity)
        }
    }
}
