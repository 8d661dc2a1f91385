/// One pixel, 16 bits a channel, straight (not premultiplied) alpha, as PNG
/// stores it. Samples of fewer bits are scaled up so that full scale stays
/// full scale (8-bit 255 is 65535).
package struct RGBA16: Hashable, Sendable {
    package var red: UInt16
    package var green: UInt16
    package var blue: UInt16
    package var alpha: UInt16

    package var isOpaque: Bool { alpha == .max }

    /// `#RRGGBB`, with the alpha as a percentage when not opaque.
    package var hex: String {
        func byte(_ value: UInt16) -> String {
            let high = Int(value >> 8)
            return String(high, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        let color = "#" + byte(red) + byte(green) + byte(blue)
        if isOpaque { return color }
        return color + " at \(Int((Double(alpha) / 655.35).rounded()))% alpha"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
