/// Plain decimal text for a Double, without Foundation's formatters and
/// without the noise of `description` ("0.30000000000000004", "1e-07").
package enum DecimalFormatting {
    /// `value` rounded to at most `fractionDigits` decimals, trailing zeros and
    /// a bare "-0" dropped: 0.5 → "0.5", 1 → "1", -0.00001 → "0".
    package static func string(_ value: Double, fractionDigits: Int) -> String {
        precondition((0...15).contains(fractionDigits))
        guard value.isFinite else { return value.isNaN ? "0" : (value > 0 ? "1e308" : "-1e308") }
        var scale: Double = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        // Past 2^53 the digits are no longer exact; the default description is
        // as good as anything there.
        guard scaled < 9_007_199_254_740_992 else { return String(value) }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = units / divisor
        var fraction = units % divisor
        var text = value < 0 && units != 0 ? "-" : ""
        text += String(whole)
        guard fraction != 0 else { return text }
        var digits = fractionDigits
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }

    /// An alpha as CSS Color 4 serializes an 8-bit alpha (§"Serializing alpha
    /// values"): the shortest percentage-like two-decimal value that maps back
    /// to the same byte, else three decimals. 0.5 → "0.5", 0.2 → "0.2".
    package static func alpha(_ alpha: Double) -> String {
        let byte = Int(RGBA8.quantize(alpha))
        // The smallest integer percentage whose byte is this byte. Integer
        // arithmetic: 50 × 2.55 in floating point rounds to 127, not 128.
        for percent in 0...100 where (percent * 255 + 50) / 100 == byte {
            return string(Double(percent) / 100, fractionDigits: 2)
        }
        return string(Double(byte) / 255, fractionDigits: 3)
    }
}
