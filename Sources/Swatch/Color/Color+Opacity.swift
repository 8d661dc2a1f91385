extension Color {
    /// The same color with its alpha replaced by `alpha`, clamped to 0...1.
    @inlinable
    public func withAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = Color.clampedAlpha(alpha)
        return copy
    }

    /// The same color made `factor` times as opaque: its alpha multiplied by
    /// `factor`, so `opacity(0.5)` of a color at alpha 0.8 gives 0.4, as
    /// nesting two translucent layers would. The result is clamped to 0...1.
    @inlinable
    public func opacity(_ factor: Double) -> Color {
        withAlpha(alpha * factor)
    }

    /// `alpha` clamped to 0...1; NaN becomes 0 (fully transparent), the
    /// conservative reading of an unknown opacity.
    @inlinable
    static func clampedAlpha(_ alpha: Double) -> Double {
        alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    }
}
