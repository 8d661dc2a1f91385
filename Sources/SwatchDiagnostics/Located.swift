/// A value from the theme file and the place it was written.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    package var value: Value
    package var range: SourceRange

    package init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}
