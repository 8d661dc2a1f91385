import ArgumentParser
import Swatch
import SwatchCheck
import SwatchColorTools

// FoundationEssentials, which ArgumentParser links already, where it is a
// module (Linux); the whole of Foundation would add megabytes to the process.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Prints the WCAG 2.x contrast ratio of a foreground on a background, and the levels it meets.",
        discussion: """
            Colors are any literal a theme takes: "#888888", "rgb(60 60 67 / 0.6)", "oklch(62% 0.1 250)", \
            rebeccapurple … A literal outside the gamut (sRGB unless --gamut says display-p3) is judged as a \
            display shows it: CSS Color 4 gamut-mapped. A translucent foreground is composited onto the \
            background first; a translucent background is judged over the worst backdrop that can show \
            through it, unless --backdrop names one. Exit status: 0, or 1 when --min is given and the ratio \
            is below it, or 2 when a color cannot be read.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The foreground (text, symbol, separator).")
    var foreground: String

    @Argument(help: "The background it is drawn on.")
    var background: String

    @Option(help: "What lies behind a translucent background.")
    var backdrop: String?

    @Option(help: "The ratio to require: exit 1 when the contrast is below it (e.g. 4.5).")
    var min: Double?

    @Option(help: "How to print the result: text, or json for scripts.")
    var format: Format = .text

    @Option(help: "The gamut colors are shown in: srgb or display-p3.")
    var gamut: Gamut = .sRGB

    /// The levels a ratio is compared with: the WCAG 2.x success criteria and
    /// the HIG's table, each with its threshold.
    static let levels: [(name: String, ratio: Double)] = [
        ("WCAG 2.x AA, normal text (SC 1.4.3)", ContrastThresholds.text),
        ("WCAG 2.x AA, large text (SC 1.4.3)", ContrastThresholds.largeText),
        ("WCAG 2.x AAA, normal text (SC 1.4.6)", ContrastThresholds.enhancedText),
        ("WCAG 2.x AAA, large text (SC 1.4.6)", ContrastThresholds.enhancedLargeText),
        ("WCAG 2.x non-text elements (SC 1.4.11)", ContrastThresholds.nonText),
        ("HIG minimum, text up to 17 pt", ContrastThresholds.text),
        ("HIG minimum, text from 18 pt or bold", ContrastThresholds.largeText),
        ("HIG Dark Mode aim for custom colors, small text", ContrastThresholds.enhancedText),
    ]

    func validate() throws {
        if let min, !(min.isFinite && min >= 1 && min <= 21) {
            throw ValidationError("--min takes a ratio from 1 to 21 (such as 4.5), not \(min)")
        }
    }

    func run() throws {
        let foreground = Self.parse(self.foreground, role: "foreground")
        let background = Self.parse(self.background, role: "background")
        let backdrop = self.backdrop.map { Self.parse($0, role: "backdrop") }
        let shown = (
            foreground: foreground.mapped(to: gamut), background: background.mapped(to: gamut),
            backdrop: backdrop?.mapped(to: gamut)
        )
        let over: Backdrop = shown.backdrop.map { .color($0) } ?? .any
        let measurement = WCAGContrast().worstContrast(of: shown.foreground, on: shown.background, over: over)
        let passesMinimum = min.map { measurement.contrast >= $0 }

        var notes: [String] = []
        var literals = [("foreground", self.foreground, foreground), ("background", self.background, background)]
        if let backdrop, let text = self.backdrop { literals.append(("backdrop", text, backdrop)) }
        for (role, text, written) in literals where !written.isInGamut(gamut) {
            notes.append(
                "the \(role) \(text) is outside the \(gamut.title) gamut; "
                    + "judged as displayed, gamut-mapped (CSS Color 4) to \(written.shown(in: gamut))")
        }
        if foreground.alpha < 1 {
            notes.append("the foreground is translucent; it was judged as seen: \(measurement.foreground.hex)")
        }
        if let seenBackdrop = measurement.backdrop {
            let seen = "(\(measurement.background.hex) as seen)"
            notes.append(
                self.backdrop != nil
                    ? "the background is translucent; judged over the given backdrop \(seenBackdrop.hex) \(seen)"
                    : "the background is translucent; judged over \(seenBackdrop.hex), "
                        + "the worst backdrop that can show through \(seen)")
        }

        switch format {
        case .text:
            print("\(Self.fourDecimals(measurement.contrast)):1")
            for level in Self.levels {
                let verdict = measurement.contrast >= level.ratio ? "pass" : "fail"
                print("\(verdict)  \(level.name): \(Self.target(level.ratio))")
            }
            for note in notes { print("note: \(note)") }
            if let min, let passesMinimum {
                print(passesMinimum ? "pass  --min \(Self.target(min))" : "fail  --min \(Self.target(min))")
            }
        case .json:
            let report = Report(
                foreground: .init(
                    written: self.foreground, shown: shown.foreground, mapped: !foreground.isInGamut(gamut)),
                background: .init(
                    written: self.background, shown: shown.background, mapped: !background.isInGamut(gamut)),
                backdrop: measurement.backdrop.map {
                    .init(
                        written: self.backdrop, shown: $0, mapped: backdrop.map { !$0.isInGamut(gamut) } ?? false,
                        given: self.backdrop != nil)
                },
                gamut: gamut.name,
                ratio: measurement.contrast,
                levels: Self.levels.map {
                    .init(name: $0.name, ratio: $0.ratio, pass: measurement.contrast >= $0.ratio)
                },
                min: min.map { .init(ratio: $0, pass: passesMinimum!) },
                notes: notes)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        }
        if passesMinimum == false { throw ExitCode(1) }
    }

    /// What `--format json` prints.
    struct Report: Encodable {
        struct Value: Encodable {
            /// The literal as given (nil for a backdrop found, not given).
            var written: String?
            /// The color judged, after gamut mapping: `#RRGGBB[AA]`, or
            /// `color(display-p3 …)` when it is outside sRGB.
            var shown: String
            /// Whether it was outside the gamut, and gamut-mapped.
            var mapped: Bool
            /// For the backdrop: given with --backdrop, or the worst found.
            var given: Bool?

            init(written: String?, shown: Color, mapped: Bool, given: Bool? = nil) {
                self.written = written
                self.shown = shown.isInSRGBGamut ? shown.hex : shown.cssDisplayP3
                self.mapped = mapped
                self.given = given
            }
        }
        struct Level: Encodable {
            var name: String
            var ratio: Double
            var pass: Bool
        }
        struct Minimum: Encodable {
            var ratio: Double
            var pass: Bool
        }
        var foreground: Value
        var background: Value
        var backdrop: Value?
        var gamut: String
        /// Full precision, unrounded.
        var ratio: Double
        var levels: [Level]
        var min: Minimum?
        var notes: [String]
    }

    static func target(_ ratio: Double) -> String {
        ratio == ratio.rounded() ? "\(Int(ratio)):1" : "\(ratio):1"
    }

    /// The ratio to four decimals, rounded half up: 3.5449.
    static func fourDecimals(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let fraction = String(scaled % 10_000)
        return "\(scaled / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
    }

    /// A literal, or exit 2 with the message and a caret under the problem.
    static func parse(_ text: String, role: String) -> Color {
        switch CSSColorParser.parse(text) {
        case .success(let color):
            return color
        case .failure(let error):
            let caret = String(repeating: " ", count: error.offset) + "^"
            Exit.fail("the \(role) '\(text)' is not a color: \(error.message)\n  \(text)\n  \(caret)", code: 2)
        }
    }
}

extension Gamut: ExpressibleByArgument {}
