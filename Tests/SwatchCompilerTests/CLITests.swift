import Foundation
import Testing

@Suite struct CLITests {
    static let goodTheme = """
        swatch: 1
        access: public
        colors:
          card:
            role: background
            light: "#FFFFFF"
            dark: { base: "#1C1C1E", elevated: "#2C2C2E" }
          headline:
            role: label
            light: "#1D1D1F"
            dark: "#F2F2F7"

        """

    func write(_ text: String, named name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func compileWritesOneSwiftFilePerThemeAndExitsZero() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        _ = try write(Self.goodTheme, named: "Acme.theme.yaml", in: directory)
        let result = try SwatchExecutable.run(["compile", "Acme.theme.yaml", "--output", "out"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try String(contentsOf: directory.appendingPathComponent("out/Acme.swift"), encoding: .utf8)
        #expect(swift.contains("public enum Acme {"))
        #expect(swift.contains("public static let headline = Swatch.ThemeColor<Swatch.Label>("))
    }

    @Test func unchangedOutputIsNotRewritten() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        _ = try write(Self.goodTheme, named: "Acme.theme.yaml", in: directory)
        _ = try SwatchExecutable.run(["compile", "Acme.theme.yaml", "-o", "out"], in: directory)
        let output = directory.appendingPathComponent("out/Acme.swift")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        // A comment changes the theme file but not the generated code.
        _ = try write("# a comment\n" + Self.goodTheme, named: "Acme.theme.yaml", in: directory)
        let again = try SwatchExecutable.run(["compile", "Acme.theme.yaml", "-o", "out"], in: directory)
        #expect(again.status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(modified == past)
    }

    @Test func errorsPrintLocatorSourceLineAndCaretAndExitOne() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let broken = Self.goodTheme.replacingOccurrences(of: "role: label", with: "role: lable")
        _ = try write(broken, named: "Acme.theme.yaml", in: directory)
        let result = try SwatchExecutable.run(["compile", "Acme.theme.yaml", "-o", "out"], in: directory)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("Acme.theme.yaml:9:11: error: 'lable' is not a valid role") })
        #expect(lines[index].hasSuffix("[THEME-value]"))
        #expect(lines[index + 1] == "    role: lable")
        #expect(lines[index + 2] == "          ^")
        // Nothing half-written: no output for a theme with errors.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/Acme.swift").path))
    }

    @Test func warningsAloneExitZeroAndWerrorMakesThemFail() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        _ = try write("swatch: 1\ncolors:\n  brand: { role: tint, light: \"#0A66C2\" }\n", named: "W.theme.yaml", in: directory)
        let plain = try SwatchExecutable.run(["check", "W.theme.yaml"], in: directory)
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("warning:"))
        let strict = try SwatchExecutable.run(["check", "W.theme.yaml", "--werror"], in: directory)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("W.theme.yaml:3:3: error:"))
    }

    @Test func aFileThatIsNotUTF8IsReportedWithoutEchoingItsBytes() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        var bytes = Array("swatch: 1\ncolors: \"".utf8)
        bytes += [0xC3, 0x28, 0x9C, 0x0A]
        try Data(bytes).write(to: directory.appendingPathComponent("B.theme.yaml"))
        let result = try SwatchExecutable.run(["check", "B.theme.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("B.theme.yaml:2:10: error: the file is not valid UTF-8"))
        #expect(!result.stderr.contains("\u{FFFD}"))
        #expect(!result.stderr.contains("colors:"))
    }

    @Test func jsonDiagnosticsAreMachineReadable() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        _ = try write("swatch: 1\ncolours: {}\n", named: "J.theme.yaml", in: directory)
        let result = try SwatchExecutable.run(["check", "J.theme.yaml", "--diagnostics-format", "json"], in: directory)
        #expect(result.status == 1)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let first = try #require(items.first)
        #expect(first["rule"] as? String == "THEME-unknown-key")
        #expect(first["severity"] as? String == "error")
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["line"] as? Int == 2)
        #expect(location["column"] as? Int == 1)
    }

    @Test func usageAndFileProblemsExitTwoWithAMessage() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let missing = try SwatchExecutable.run(["check", "Nope.theme.yaml"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read theme 'Nope.theme.yaml'"))
        let usage = try SwatchExecutable.run(["compile", "--bogus"], in: directory)
        #expect(usage.status == 2)
        #expect(!usage.stderr.isEmpty)
    }
}

@Suite struct ContrastCommandTests {
    @Test func printsThePublishedRatioFirstThenTheLevels() throws {
        let result = try SwatchExecutable.run(["contrast", "#888888", "#FFFFFF"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "3.5449:1")
        #expect(lines.contains("fail  WCAG 2.x AA, normal text (SC 1.4.3): 4.5:1"))
        #expect(lines.contains("pass  WCAG 2.x AA, large text (SC 1.4.3): 3:1"))
        #expect(lines.contains("pass  HIG minimum, text from 18 pt or bold: 3:1"))
    }

    @Test func takesAnyLiteralTheLanguageTakes() throws {
        // #767676 on white is the lightest gray that meets 4.5:1 (4.5422:1).
        let result = try SwatchExecutable.run(["contrast", "rgb(118 118 118)", "white"])
        #expect(result.stdout.hasPrefix("4.5422:1\n"))
        #expect(result.stdout.contains("pass  WCAG 2.x AA, normal text (SC 1.4.3): 4.5:1"))
        let black = try SwatchExecutable.run(["contrast", "oklch(0% 0 0)", "hsl(0 0% 100%)"])
        #expect(black.stdout.hasPrefix("21.0000:1\n"))
    }

    @Test func translucentBackgroundIsJudgedOverTheWorstBackdrop() throws {
        let result = try SwatchExecutable.run(["contrast", "#000000", "rgb(255 255 255 / 0.5)"])
        // Half white over black is mid-gray (0.5 encoded, luminance 0.214): 5.2808:1 for black text, the worst case.
        #expect(result.stdout.hasPrefix("5.2808:1\n"))
        #expect(result.stdout.contains("judged over #000000"))
        let stated = try SwatchExecutable.run(["contrast", "#000000", "rgb(255 255 255 / 0.5)", "--backdrop", "white"])
        #expect(stated.stdout.hasPrefix("21.0000:1"))
    }

    @Test func aBadLiteralExitsTwoWithACaretUnderTheProblem() throws {
        let result = try SwatchExecutable.run(["contrast", "#88888g", "white"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'g' is not a hexadecimal digit"))
        #expect(result.stderr.contains("  #88888g\n        ^"))
    }
}
