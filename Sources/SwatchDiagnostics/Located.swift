/// A value from the theme file and the place it was written.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    package var value: Value
    package var range: SourceRange

    /// Inlinable, so that a module that makes one of a concrete type makes it
    /// in place: called across modules without, the initializer is generic
    /// and looks up `Located<Value>`'s metadata each time (the decoder makes
    /// several for each of a theme's thousands of colors).
    @inlinable @inline(__always)
    package init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}
