import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Random themes of labels written in every shape a split reads (a literal,
/// levels, levels without an elevated value, a level that is a reference, an
/// `increasedContrast:` of one scheme, a color that writes `light:` alone;
/// block and flow) on a background whose levels and Increase Contrast
/// differ (in dark, and in light for half of them): every contrast fix-it of
/// one check, made together in one round as `swatch fix` makes them,
/// composes. None is left out for overlapping
/// another, and the theme they leave reads as well as it did.
///
/// Inputs are drawn by `PropertySeeds`: a failure prints its seed and the
/// `SWATCH_SEED=… swift test --filter …` command that replays it.
@Suite struct FixItRoundPropertyTests {
    static func gray<R: RandomNumberGenerator>(_ range: ClosedRange<Int>, using rng: inout R) -> String {
        let value = Int.random(in: range, using: &rng)
        let blue = min(255, value + Int.random(in: 0...5, using: &rng))
        return "\"#" + [value, value, blue].map { String(format: "%02X", $0) }.joined() + "\""
    }

    static func drawTheme<R: RandomNumberGenerator>(using rng: inout R) -> String {
        // A background whose light value with Increase Contrast is darker
        // fails a color that writes `light:` alone there too, beside dark.
        let lightIncreased = Bool.random(using: &rng) ? "light: \(gray(190...240, using: &rng)), " : ""
        var yaml = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: \(gray(0...70, using: &rng)), elevated: \(gray(0...70, using: &rng)) }
                increasedContrast: { \(lightIncreased)dark: { base: \(gray(0...90, using: &rng)), elevated: \(gray(0...90, using: &rng)) } }
              white: { role: label, light: "#F2F2F7", dark: \(gray(150...255, using: &rng)) }

            """
        for index in 0..<4 {
            var keys: [(String, String)] = [("role", "label")]
            if Int.random(in: 0..<10, using: &rng) < 9 { keys.append(("light", gray(0...90, using: &rng))) }
            if keys.count == 1 || Int.random(in: 0..<20, using: &rng) < 17 {
                let dark: String
                switch Int.random(in: 0..<20, using: &rng) {
                case 0..<10: dark = gray(100...240, using: &rng)
                case 10..<15:
                    dark = "{ base: \(gray(100...240, using: &rng)), elevated: \(gray(100...240, using: &rng)) }"
                case 15..<17: dark = "{ base: \(gray(100...240, using: &rng)) }"
                default: dark = "{ base: { ref: white }, elevated: \(gray(100...240, using: &rng)) }"
                }
                keys.append(("dark", dark))
            }
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1: keys.append(("increasedContrast", "{ light: \(gray(0...60, using: &rng)) }"))
            case 2: keys.append(("increasedContrast", "{ dark: \(gray(150...255, using: &rng)) }"))
            default: break
            }
            keys.append(("on", "[paper]"))
            if Bool.random(using: &rng) {
                yaml += "  c\(index): { " + keys.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }\n"
            } else {
                yaml += "  c\(index):\n" + keys.map { "    \($0.0): \($0.1)\n" }.joined()
            }
        }
        return yaml
    }

    @Test func everyContrastFixItOfOneCheckComposesInOneRound() async {
        await PropertySeeds.check(count: 150, draw: Self.drawTheme(using:)) { yaml in
            let path = "R.theme.yaml"
            let found = ThemeCompiler().check(ThemeSource(path: path, text: yaml)).diagnostics
            let contrast = found.filter { $0.rule == .dmContrast }
            let files = [path: Array(yaml.utf8)]
            let outcome = FixItEdits.apply(FixItEdits.edits(of: contrast, in: files), to: files)
            #expect(outcome.overlapping.isEmpty, "\(outcome.overlapping.map(\.replacement))\n\(yaml)")
            guard let bytes = outcome.files[path] else { return }
            let fixed = String(decoding: bytes, as: UTF8.self)
            let after = ThemeCompiler().check(ThemeSource(path: path, text: fixed)).diagnostics
            // The file reads as it did: no finding of a rule it did not have
            // (a duplicate key, a value a split wrote wrong).
            let rules = Set(found.map(\.rule)).union([.dmContrast])
            let new = after.filter { !rules.contains($0.rule) }
            #expect(new.isEmpty, "\(new.map(\.message))\n\(yaml)\n→\n\(fixed)")
        }
    }
}
