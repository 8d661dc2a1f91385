import Foundation
import Swatch
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// `unknown`: a value the theme says it does not know. Checked around, never
/// filled in from another state, never judged; refused by what writes it out.
@Suite struct UnknownValueTests {
    static let theme = """
        swatch: 1
        colors:
          page:
            role: background
            light: unknown
            dark: "#101010"
          ink:
            role: label
            light: "#222222"
            dark: "#EEEEEE"
            on: [page]
          wash:
            role: fill
            light: { ref: page }
            dark: "#808080"
            on: [page]

        """

    static func check(_ text: String = theme) -> ThemeCompiler.Result {
        ThemeCompiler().check(ThemeSource(path: "T.theme.yaml", text: text))
    }

    @Test func anUnknownValueIsNeverFilledFromTheOtherSchemeNorJudged() throws {
        let result = Self.check()
        let theme = try #require(result.theme)
        let page = try #require(theme.colors.first { $0.name == "page" })
        for state in Appearance.all {
            #expect(page.isUnknown(in: state) == (state.colorScheme == .light), "\(state)")
        }
        // Through a reference, unknown too.
        let wash = try #require(theme.colors.first { $0.name == "wash" })
        #expect(wash.isUnknown(in: .light))
        #expect(!wash.isUnknown(in: .dark))
        // 'ink' passes on the page in dark; in light, where the page is
        // unknown, nothing is judged: filled with the dark value (#101010),
        // its light value #222222 would fail.
        let contrast = result.diagnostics.filter { $0.rule == .dmContrast }
        #expect(contrast.isEmpty, "\(contrast.map(\.message))")
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(!result.diagnostics.contains { $0.rule == .dmVariants }, "\(result.diagnostics.map(\.message))")
    }

    @Test func whatGoesUnjudgedIsSaidOncePerColorAtItsValue() throws {
        let result = Self.check()
        let unread = result.diagnostics.filter { $0.rule == .themeUnread }
        #expect(
            unread.map(\.message) == [
                "'page' has no known value in every light state (8 of 16 states): it is written 'unknown'; give it a value"
            ])
        let page = try #require(unread.first)
        #expect(page.severity == .warning)
        #expect("\(page.line):\(page.column)" == "5:12")
        #expect(
            page.notes.map(\.message) == [
                "2 pairs with it are not judged there, and a compile refuses it until it is given"
            ])
        // 'wash' is unknown only through 'page', and drawn on it: said by 'page'.
    }

    @Test func compileRefusesAtTheValueAndWritesNothing() throws {
        let result = ThemeCompiler().compile(ThemeSource(path: "T.theme.yaml", text: Self.theme))
        #expect(result.swift == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.message) == [
                "'page' has no known value in every light state; compiling needs every value: give it one in place of 'unknown'"
            ])
        #expect(errors.first?.rule == .themeMissing)
        #expect(errors.first.map { "\($0.line):\($0.column)" } == "5:12")
    }

    @Test func unknownIsAKeywordOnlyWhenPlain() throws {
        // Quoted, it is a literal, and not one CSS has.
        let quoted = Self.check(Self.theme.replacingOccurrences(of: "light: unknown", with: "light: \"unknown\""))
        #expect(quoted.diagnostics.contains { $0.rule == .themeLiteral })
        // In levels and Increase Contrast too.
        let levels = Self.check(
            Self.theme.replacingOccurrences(
                of: "dark: \"#101010\"", with: "dark: { base: \"#101010\", elevated: unknown }"))
        let page = try #require(levels.theme?.colors.first { $0.name == "page" })
        #expect(page.isUnknown(in: Appearance(colorScheme: .dark, level: .elevated)))
        #expect(!page.isUnknown(in: .dark))
    }

    @Test func exportReportAndDiffSayUnknown() throws {
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = Self.theme.replacingOccurrences(of: "light: unknown", with: "light: \"#FFFFFF\"")
        try old.write(to: folder.appendingPathComponent("Old.theme.yaml"), atomically: true, encoding: .utf8)
        try Self.theme.write(to: folder.appendingPathComponent("T.theme.yaml"), atomically: true, encoding: .utf8)

        let export = try SwatchExecutable.run(["export", "T.theme.yaml", "--format", "css", "-o", "out"], in: folder)
        #expect(export.status == 1)
        #expect(
            export.stderr.contains(
                "T.theme.yaml:5:12: error: 'page' has no known value in every light state; exporting needs every value"),
            "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))

        let report = try SwatchExecutable.run(["report", "T.theme.yaml", "-o", "r.html"], in: folder)
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(html.contains("<td class=\"unknown\" data-state=\"0\"><code>unknown</code></td>"))
        #expect(html.contains("data-verdict=\"unknown\">unknown<br><small>not judged</small>"))

        let diff = try SwatchExecutable.run(["diff", "Old.theme.yaml", "T.theme.yaml"], in: folder)
        #expect(diff.stdout.contains("'page' in every light state: #FFFFFF → unknown"), "\(diff.stdout)")
    }

    /// `auto` derives from the value it falls back to; where that is
    /// `unknown`, nothing is derived (it would be made up) and the `auto` says so.
    @Test func autoIsNotDerivedFromAnUnknownValue() throws {
        let result = Self.check(
            """
            swatch: 1
            colors:
              page: { role: background, light: "#FFFFFF", dark: "#101010" }
              ink:
                role: label
                light: unknown
                dark: "#EEEEEE"
                increasedContrast: auto
                on: [page]

            """)
        let theme = try #require(result.theme)
        let ink = try #require(theme.colors.first { $0.name == "ink" })
        #expect(ink.isUnknown(in: Appearance(colorScheme: .light, contrast: .increased)))
        #expect(!theme.derivations.contains { $0.color == "ink" && $0.state.colorScheme == .light })
        let said = result.diagnostics.filter { $0.message.hasPrefix("'auto' is not derived for 'ink'") }
        #expect(said.count == 1, "\(result.diagnostics.map(\.message))")
        #expect(said.first?.range.start.line == 8)
        #expect(said.first?.message.contains("the value it starts from, in light · base, is unknown") == true)
        #expect(
            said.first?.message.contains("dark") == false, "the dark states are derived: \(said.first?.message ?? "")")
        #expect(theme.derivations.contains { $0.color == "ink" && $0.state.colorScheme == .dark })
    }
}
