import Foundation
import Swatch
import SwatchColorTools
import SwatchCompiler
import Testing

@testable import SwatchTestSupport

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
            on: [card]

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

    @Test func compileSaysWhatItDidInOneLineAndQuietKeepsSilent() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        _ = try write(Self.goodTheme, named: "Acme.theme.yaml", in: directory)
        let first = try SwatchExecutable.run(["compile", "Acme.theme.yaml", "-o", "out"], in: directory)
        #expect(first.stdout.isEmpty)
        #expect(
            first.stderr
                == "swatch: 1 theme checked (2 colors in 16 states): 0 errors, 0 warnings; 1 written, 0 unchanged in out\n"
        )
        let again = try SwatchExecutable.run(["compile", "Acme.theme.yaml", "-o", "out"], in: directory)
        #expect(again.stderr.hasSuffix("; 0 written, 1 unchanged in out\n"), "\(again.stderr)")
        let quiet = try SwatchExecutable.run(["compile", "Acme.theme.yaml", "-o", "out", "--quiet"], in: directory)
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stderr)")
        // A warning is counted in the line, and --quiet still prints the warning itself.
        _ = try write(
            "swatch: 1\ncolors:\n  brand: { role: tint, light: \"#0A66C2\" }\n", named: "W.theme.yaml", in: directory)
        let warned = try SwatchExecutable.run(["compile", "W.theme.yaml", "-o", "out", "--quiet"], in: directory)
        #expect(warned.stderr.contains("W.theme.yaml:3:3: warning:"))
        #expect(!warned.stderr.contains("swatch: 1 theme checked"))
        let counted = try SwatchExecutable.run(["compile", "W.theme.yaml", "-o", "out"], in: directory)
        #expect(counted.stderr.hasSuffix("0 errors, 1 warning; 0 written, 1 unchanged in out\n"), "\(counted.stderr)")
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
        let index = try #require(
            lines.firstIndex { $0.hasPrefix("Acme.theme.yaml:9:11: error: 'lable' is not a valid role") })
        #expect(lines[index].hasSuffix("[THEME-value]"))
        #expect(lines[index + 1] == "    role: lable")
        #expect(lines[index + 2] == "          ^")
        // Nothing half-written: no output for a theme with errors.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/Acme.swift").path))
    }

    @Test func warningsAloneExitZeroAndWerrorMakesThemFail() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        _ = try write(
            "swatch: 1\ncolors:\n  brand: { role: tint, light: \"#0A66C2\" }\n", named: "W.theme.yaml", in: directory)
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

    @Test func usageErrorsHaveOneErrorPrefix() throws {
        let result = try SwatchExecutable.run(["check"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("swatch: error: Missing expected argument"), "\(result.stderr)")
        #expect(!result.stderr.contains("Error:"))
    }

    @Test func versionPrintsTheOneVersionConstant() throws {
        let result = try SwatchExecutable.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == SwatchVersion.current + "\n")
        #expect(SwatchVersion.current.split(separator: ".").count == 3)
    }

    @Test func aFolderIsNamedAsOneWithTheGlobAndTheThemesInIt() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let themes = directory.appendingPathComponent("Themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        _ = try write(Self.goodTheme, named: "Acme.theme.yaml", in: themes)
        _ = try write(Self.goodTheme, named: "Beta.theme.yaml", in: themes)
        _ = try write("not a theme", named: "notes.txt", in: themes)
        for command in [["check", "Themes"], ["compile", "Themes/", "-o", "out"]] {
            let result = try SwatchExecutable.run(command, in: directory)
            #expect(result.status == 2)
            let expected = """
                swatch: error: '\(command[1])' is a folder, not a theme file; to check the themes in it, \
                give Themes/*.theme.yaml; it holds:
                  Themes/Acme.theme.yaml
                  Themes/Beta.theme.yaml

                """
            #expect(result.stderr == expected)
        }
        let empty = try SwatchExecutable.run(["check", "."], in: themes.appendingPathComponent("..").standardized)
        #expect(
            empty.stderr.contains(
                "'.' is a folder, not a theme file; to check the themes in it, give ./*.theme.yaml (it holds none)"))
    }

    /// Same bytes out whatever the order of the files on the command line.
    @Test func theOrderOfFilesChangesNoOutput() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        _ = try write(Self.goodTheme, named: "Acme.theme.yaml", in: directory)
        _ = try write(
            Self.goodTheme.replacingOccurrences(of: "#1D1D1F", with: "#2D2D2F"), named: "Beta.theme.yaml", in: directory
        )
        _ = try write(
            "swatch: 1\ncolors:\n  brand: { role: tint, light: \"#0A66C2\" }\n", named: "Gamma.theme.yaml",
            in: directory)
        let names = ["Acme.theme.yaml", "Beta.theme.yaml", "Gamma.theme.yaml"]
        var outputs: [[String: Data]] = []
        var diagnostics: [String] = []
        for (index, order) in [names, names.reversed(), [names[1], names[2], names[0]]].enumerated() {
            let result = try SwatchExecutable.run(["compile"] + order + ["-o", "out\(index)"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            let folder = directory.appendingPathComponent("out\(index)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            outputs.append(
                Dictionary(
                    uniqueKeysWithValues: try files.map {
                        ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
                    }))
            // Diagnostics follow the files in the order given; each file's own are the same.
            let json = try SwatchExecutable.run(["check", "--diagnostics-format", "json"] + order, in: directory)
            diagnostics.append(json.stdout)
        }
        #expect(outputs[0].count == 3)
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
        #expect(
            diagnostics.allSatisfy { $0 == diagnostics[0] }, "the one warning (Gamma's) reads the same in every order")
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

    @Test func minExitsOneBelowAndZeroAtOrAbove() throws {
        let below = try SwatchExecutable.run(["contrast", "#777", "#888", "--min", "4.5"])
        #expect(below.status == 1)
        #expect(below.stdout.hasSuffix("fail  --min 4.5:1\n"))
        let above = try SwatchExecutable.run(["contrast", "#767676", "white", "--min", "4.5"])
        #expect(above.status == 0)
        #expect(above.stdout.hasSuffix("pass  --min 4.5:1\n"))
        // At exactly the ratio: the full-precision figure of the JSON, given back as --min.
        let json = try SwatchExecutable.run(["contrast", "#767676", "white", "--format", "json"])
        let ratio = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])[
            "ratio"]
        let exact = try #require(ratio as? Double)
        let at = try SwatchExecutable.run(["contrast", "#767676", "white", "--min", "\(exact)"])
        #expect(at.status == 0, "\(at.stdout)")
        let justAbove = try SwatchExecutable.run(["contrast", "#767676", "white", "--min", "\(exact.nextUp)"])
        #expect(justAbove.status == 1)
        let bad = try SwatchExecutable.run(["contrast", "#767676", "white", "--min", "0.5"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("swatch: error: --min takes a ratio from 1 to 21"))
    }

    @Test func jsonHasTheFullPrecisionRatioEachLevelAndTheMinimum() throws {
        let result = try SwatchExecutable.run(["contrast", "#888888", "#FFFFFF", "--format", "json", "--min", "3"])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let ratio = try #require(report["ratio"] as? Double)
        let expected = WCAGContrast.ratio(try Color(css: "#888888"), .white)
        #expect(abs(ratio - expected) < 1e-12)
        #expect(ratio != (ratio * 10_000).rounded() / 10_000, "not rounded: \(ratio)")
        let levels = try #require(report["levels"] as? [[String: Any]])
        #expect(levels.count == 8)
        let aa = try #require(levels.first { $0["name"] as? String == "WCAG 2.x AA, normal text (SC 1.4.3)" })
        #expect(aa["ratio"] as? Double == 4.5)
        #expect(aa["pass"] as? Bool == false)
        let large = try #require(levels.first { $0["name"] as? String == "WCAG 2.x AA, large text (SC 1.4.3)" })
        #expect(large["pass"] as? Bool == true)
        let minimum = try #require(report["min"] as? [String: Any])
        #expect(minimum["ratio"] as? Double == 3)
        #expect(minimum["pass"] as? Bool == true)
        let foreground = try #require(report["foreground"] as? [String: Any])
        #expect(foreground["shown"] as? String == "#888888")
        #expect(foreground["mapped"] as? Bool == false)
        // Without --min there is no verdict to give, and the status stays 0.
        let plain = try SwatchExecutable.run(["contrast", "#777", "#888", "--format", "json"])
        #expect(plain.status == 0)
        #expect((try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])?["min"] == nil)
    }

    @Test func aLiteralOutsideTheGamutIsJudgedAsDisplayed() throws {
        let written = try Color(css: "oklch(90% 0.4 140)")
        let shown = written.mapped(to: .sRGB)
        let background = try Color(css: "#1C1C1E")
        let result = try SwatchExecutable.run(["contrast", "oklch(90% 0.4 140)", "#1C1C1E"])
        let asShown = ContrastCommandTests.fourDecimals(WCAGContrast.ratio(shown, background))
        let asWritten = ContrastCommandTests.fourDecimals(WCAGContrast.ratio(written, background))
        #expect(asShown != asWritten)
        #expect(result.stdout.hasPrefix(asShown + ":1\n"), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "note: the foreground oklch(90% 0.4 140) is outside the sRGB gamut; judged as displayed, gamut-mapped (CSS Color 4) to \(shown.hex)"
            ))
        let json = try SwatchExecutable.run(["contrast", "oklch(90% 0.4 140)", "#1C1C1E", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let foreground = try #require(report["foreground"] as? [String: Any])
        #expect(foreground["mapped"] as? Bool == true)
        #expect(foreground["shown"] as? String == shown.hex)
        // A wide-gamut display shows more of it: mapped into Display P3 instead.
        let p3 = try SwatchExecutable.run(["contrast", "oklch(90% 0.4 140)", "#1C1C1E", "--gamut", "display-p3"])
        let asShownInP3 = ContrastCommandTests.fourDecimals(
            WCAGContrast.ratio(written.mapped(to: .displayP3), background))
        #expect(p3.stdout.hasPrefix(asShownInP3 + ":1\n"))
        #expect(p3.stdout.contains("outside the Display P3 gamut"))
    }

    @Test func aGivenBackdropIsWordedAsGiven() throws {
        let given = try SwatchExecutable.run(["contrast", "#000000", "rgb(255 255 255 / 0.5)", "--backdrop", "#808080"])
        #expect(given.stdout.contains("judged over the given backdrop #808080"))
        #expect(!given.stdout.contains("worst backdrop"))
        let found = try SwatchExecutable.run(["contrast", "#000000", "rgb(255 255 255 / 0.5)"])
        #expect(found.stdout.contains("judged over #000000, the worst backdrop that can show through"))
    }

    /// What the command prints: four decimals, half up (as ContrastCommand.fourDecimals).
    static func fourDecimals(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let fraction = String(scaled % 10_000)
        return "\(scaled / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
    }

    @Test func aBadLiteralExitsTwoWithACaretUnderTheProblem() throws {
        let result = try SwatchExecutable.run(["contrast", "#88888g", "white"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'g' is not a hexadecimal digit"))
        #expect(result.stderr.contains("  #88888g\n        ^"))
    }
}
