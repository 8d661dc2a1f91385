import ArgumentParser
import Swatch

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Prints the WCAG 2.x contrast ratio of a foreground on a background, and the levels it meets.",
        discussion: """
            Colors are any literal a theme takes: "#888888", "rgb(60 60 67 / 0.6)", "oklch(62% 0.1 250)", \
            rebeccapurple … A translucent foreground is composited onto the background first; a translucent \
            background is judged over the worst backdrop that can show through it, unless --backdrop names one.
            """
    )

    @Argument(help: "The foreground (text, symbol, separator).")
    var foreground: String

    @Argument(help: "The background it is drawn on.")
    var background: String

    @Option(help: "What lies behind a translucent background.")
    var backdrop: String?

    /// The levels a ratio is compared with: the WCAG 2.x success criteria and
    /// the HIG's table, each with its threshold.
    static let levels: [(name: String, ratio: Double)] = [
        ("WCAG 2.x AA, normal text (SC 1.4.3)", 4.5),
        ("WCAG 2.x AA, large text (SC 1.4.3)", 3),
        ("WCAG 2.x AAA, normal text (SC 1.4.6)", 7),
        ("WCAG 2.x AAA, large text (SC 1.4.6)", 4.5),
        ("WCAG 2.x non-text elements (SC 1.4.11)", 3),
        ("HIG minimum, text up to 17 pt", 4.5),
        ("HIG minimum, text from 18 pt or bold", 3),
        ("HIG Dark Mode aim for custom colors, small text", 7),
    ]

    func run() throws {
        let foreground = Self.parse(self.foreground, role: "foreground")
        let background = Self.parse(self.background, role: "background")
        let metric = WCAGContrast()
        let over: Backdrop = backdrop.map { .color(Self.parse($0, role: "backdrop")) } ?? .any
        let measurement = metric.worstContrast(of: foreground, on: background, over: over)
        print("\(Self.fourDecimals(measurement.contrast)):1")
        for level in Self.levels {
            let verdict = measurement.contrast >= level.ratio ? "pass" : "fail"
            let target = level.ratio == level.ratio.rounded() ? "\(Int(level.ratio)):1" : "\(level.ratio):1"
            print("\(verdict)  \(level.name): \(target)")
        }
        if foreground.alpha < 1 {
            print("note: the foreground is translucent; it was judged as seen: \(measurement.foreground.hex)")
        }
        if let seenBackdrop = measurement.backdrop {
            print("note: the background is translucent; judged over \(seenBackdrop.hex), the worst backdrop that can show through (\(measurement.background.hex) as seen)")
        }
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
