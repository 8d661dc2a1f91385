import Swatch

/// CIE LCH: `Lab` in polar form (CSS `lch()`), relative to D50.
///
/// `lightness` 0...100 as in `Lab`; `chroma` ≥ 0 (about 150 for the most
/// vivid colors); `hue` in degrees from the `+a` axis.
package typealias LCH = PolarForm<Lab>

extension PolarForm where Rectangular == Lab {
    /// Rectangular form (`LCH_to_Lab`).
    package var lab: Lab { rectangular }
}
