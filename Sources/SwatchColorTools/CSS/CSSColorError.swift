import Swatch

/// Why a CSS color literal was rejected, and where.
public struct CSSColorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and how to fix it, as one lowercase sentence without a
    /// final period, ready to be shown after a location.
    public var message: String
    /// Where the problem starts: a 0-based offset in Unicode scalars into the
    /// parsed text. Scalars, not bytes or grapheme clusters, because that is how
    /// libyaml counts columns; adding this to a scalar's column points at the
    /// exact character.
    public var offset: Int

    /// An error saying `message` about the scalar at `offset` in the parsed text.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The message alone, without the offset.
    public var description: String { message }
}
