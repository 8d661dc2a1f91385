// Contrast of content on backgrounds that may be translucent, for any metric.

extension ContrastMetric {
    /// The contrast of `foreground` on `background`, with the foreground
    /// composited onto the background first.
    ///
    /// A translucent background is judged as the worst case over every
    /// backdrop (``Backdrop/any``); use `worstContrast(of:on:over:)`
    /// to state what lies behind it instead.
    @inlinable
    public func contrast(of foreground: Color, on background: Color) -> Double {
        worstContrast(of: foreground, on: [background], over: .any).contrast
    }

    /// The contrast of `foreground` on a stack of layers, bottom first, and the
    /// backdrop behind them that gives the worst case.
    ///
    /// `[window, card]` is a card (perhaps translucent) on a window. When the
    /// stack is opaque the backdrop plays no part and the measurement's
    /// backdrop is `nil`; otherwise `backdrop` says what may show through.
    public func worstContrast(
        of foreground: Color, on layers: [Color], over backdrop: Backdrop = .any
    ) -> ContrastMeasurement {
        let stack = Color.flattening(layers)
        if stack.alpha >= 1 { return measurement(of: foreground, on: stack, backdrop: nil) }
        return worstCase(of: foreground, over: backdrop) { stack.composited(over: $0) }
    }

    /// The contrast of `foreground` on one background layer; see
    /// the stack form.
    public func worstContrast(
        of foreground: Color, on background: Color, over backdrop: Backdrop = .any
    ) -> ContrastMeasurement {
        // One opaque layer, the usual pair: measured without the array the
        // stack form takes (the compiler's checker makes one such call for
        // each distinct state of each pair).
        if background.alpha >= 1 { return measurement(of: foreground, on: background, backdrop: nil) }
        return worstContrast(of: foreground, on: [background], over: backdrop)
    }
}
