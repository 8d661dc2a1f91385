/// A value from the theme file and the place it was written.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}
