import Swatch
import SwatchColorTools

// The CSS color parser on any text, and what the compiler does with a color
// it parsed: its CSS and hex forms, and those forms parse back.

func fuzz(_ bytes: [UInt8]) {
    guard case .success(let color) = CSSColorParser.parse(text(bytes)) else { return }
    _ = color.hex
    if case .failure(let error) = CSSColorParser.parse(color.css) {
        preconditionFailure("\(color.css) (from \(text(bytes))) does not parse back: \(error)")
    }
}

func seeds() -> [String: [UInt8]] {
    let examples = [
        "#0A84FF", "#fff", "#ffff", "#0a84ff80", "red", "transparent", "currentcolor", "rebeccapurple",
        "rgb(10 132 255)", "rgb(10, 132, 255)", "rgba(10, 132, 255, 0.5)", "rgb(4% 52% 100% / 50%)",
        "hsl(210 100% 52%)", "hsla(210, 100%, 52%, .5)", "hwb(210 4% 0%)", "hsl(1.5turn 50% 50%)",
        "hsl(3.14rad 50% 50%)", "hsl(200grad 50% 50%)", "lab(54% 10 -80)", "lch(54% 80 280deg)",
        "oklab(0.62 -0.05 -0.2)", "oklch(62% 0.2 255)", "oklch(90% 0.4 140)", "oklch(none 0.1 none)",
        "color(display-p3 0.1 0.5 1)", "color(srgb 0.04 0.52 1 / 0.5)", "color(srgb-linear 0 0.2 1)",
        "color(xyz-d65 0.2 0.2 0.9)", "color(xyz-d50 0.2 0.2 0.9)", "color(rec2020 0.1 0.4 0.9)",
        "color(a98-rgb 0.1 0.4 0.9)", "color(prophoto-rgb 0.1 0.4 0.9)", "RGB( 1e2 2E1 +3 )",
        "rgb(-10 300 1e500)", "oklch(62% 0.2 -1e308)", "color(display-p3 none none none / none)",
    ]
    var seeds: [String: [UInt8]] = [:]
    for (index, example) in examples.enumerated() { seeds["seed-\(index)"] = Array(example.utf8) }
    return seeds
}
