/// OKLCH: ``OKLab`` in polar form (CSS `oklch()`).
///
/// `lightness` 0...1 as in ``OKLab``; `chroma` ≥ 0 (about 0.37 for the most
/// vivid sRGB colors); `hue` in degrees from the `+a` axis.
public typealias OKLCH = PolarForm<OKLab>

extension PolarForm where Rectangular == OKLab {
    /// Rectangular form (`OKLCH_to_OKLab`).
    @inlinable
    public var oklab: OKLab { rectangular }
}
