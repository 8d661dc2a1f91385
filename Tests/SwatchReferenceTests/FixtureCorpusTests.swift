import Foundation
import Testing

@testable import SwatchDiagnostics
@testable import SwatchTestSupport

@Suite struct FixtureCorpusTests {
    static let badThemes = FixtureCorpus.files(in: "bad")
    static let goodThemes = FixtureCorpus.files(in: "good")

    @Test func corpusIsThere() {
        #expect(Self.badThemes.count >= 100)
        #expect(Self.goodThemes.count >= 6)
    }

    @Test(arguments: badThemes)
    func badThemeReportsExactlyWhatItDeclares(_ url: URL) throws {
        let (text, diagnostics) = try FixtureCorpus.check(url)
        let expected = FixtureCorpus.expectations(in: text)
        #expect(!expected.isEmpty, "\(url.lastPathComponent) declares no '# expect:' line")
        var unmatched = diagnostics
        for expectation in expected {
            if let index = unmatched.firstIndex(where: expectation.matches) {
                unmatched.remove(at: index)
            } else {
                Issue.record("\(url.lastPathComponent): expected \(expectation); got \(diagnostics.map(Self.describe))")
            }
        }
        #expect(unmatched.isEmpty, "\(url.lastPathComponent): unexpected \(unmatched.map(Self.describe))")
    }

    @Test(arguments: goodThemes)
    func goodThemeProducesNoDiagnosticAtAll(_ url: URL) throws {
        let (_, diagnostics) = try FixtureCorpus.check(url)
        #expect(diagnostics.isEmpty, "\(url.lastPathComponent): \(diagnostics.map(Self.describe))")
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.line):\(diagnostic.column) \(diagnostic.severity.rawValue) \(diagnostic.rule) \"\(diagnostic.message)\""
    }
}
