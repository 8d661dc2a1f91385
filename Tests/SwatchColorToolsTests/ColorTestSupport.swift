import Testing

@testable import Swatch
@testable import SwatchColorTools

/// Expects each of `actual` to be within `tolerance` of the matching `expected`.
func expectClose(
    _ actual: [Double], _ expected: [Double], tolerance: Double, _ comment: Comment? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(actual.count == expected.count, comment, sourceLocation: sourceLocation)
    let worst = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
    #expect(
        worst <= tolerance,
        "\(actual) differs from \(expected) by \(worst) (tolerance \(tolerance)) \(comment?.rawValue ?? "")",
        sourceLocation: sourceLocation)
}

/// Parses `text`, recording an issue (not crashing) when it fails.
func css(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Color {
    switch CSSColorParser.parse(text) {
    case .success(let color): return color
    case .failure(let error):
        Issue.record("'\(text)' failed to parse: \(error.message) at \(error.offset)", sourceLocation: sourceLocation)
        return Color(red: .nan, green: .nan, blue: .nan, alpha: .nan)
    }
}

extension Color {
    var rgb: [Double] { [red, green, blue] }
    var rgba: [Double] { [red, green, blue, alpha] }
    var bytes: [Int] {
        let b = rgba8
        return [Int(b.red), Int(b.green), Int(b.blue), Int(b.alpha)]
    }
}

extension OKLab { var values: [Double] { [lightness, a, b] } }
extension OKLCH { var values: [Double] { [lightness, chroma, hue] } }
extension Lab { var values: [Double] { [lightness, a, b] } }
extension LCH { var values: [Double] { [lightness, chroma, hue] } }
extension XYZ { var values: [Double] { [x, y, z] } }
extension LinearSRGB { var values: [Double] { [red, green, blue] } }
extension DisplayP3 { var values: [Double] { [red, green, blue] } }
extension HSL { var values: [Double] { [hue, saturation, lightness] } }
extension HWB { var values: [Double] { [hue, whiteness, blackness] } }
