import Swatch
import SwatchDiagnostics
import SwatchModel

/// A YAML node that remembers where it came from.
///
/// The YAML stage turns libyaml's events into a tree of these; every later
/// stage points its diagnostics at a node's range. Aliases are expanded (a
/// copy of the anchored node, sharing storage), merge keys (`<<`) are applied,
/// and nothing else of YAML's type system is interpreted here: scalars stay
/// text, with their quoting style, for the decoder to read.
package struct YAMLNode: Hashable, Sendable {
    package enum ScalarStyle: Hashable, Sendable { case plain, singleQuoted, doubleQuoted, literal, folded }

    package struct Pair: Hashable, Sendable {
        package var key: YAMLNode
        package var value: YAMLNode
    }

    // Not `indirect`: arrays already hold the children on the heap, and
    // boxing every scalar would cost an allocation per node.
    package enum Kind: Hashable, Sendable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    package var kind: Kind
    package var range: SourceRange
    /// An explicit tag such as `!!str`, if the file gave one.
    package var tag: String?
    /// The number of nodes in this subtree with aliases counted in full:
    /// what a walk over it costs. Bounded, so an alias bomb is an error.
    package var weight: Int

    package init(_ kind: Kind, range: SourceRange, tag: String? = nil) {
        self.kind = kind
        self.range = range
        self.tag = tag
        switch kind {
        case .scalar: weight = 1
        case .sequence(let items): weight = items.reduce(1) { $0 &+ $1.weight }
        case .mapping(let pairs): weight = pairs.reduce(1) { $0 &+ $1.key.weight &+ $1.value.weight }
        }
    }

    package var location: SourceLocation { range.start }

    /// The scalar's text, or nil for a collection.
    package var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// True for a plain scalar that YAML reads as null (`~`, `null`, or nothing).
    package var isNull: Bool {
        if case .scalar(let text, .plain) = kind, tag == nil {
            return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
        }
        return false
    }

    /// The pairs of a mapping, or nil.
    package var pairs: [Pair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    /// The items of a sequence, or nil.
    package var items: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// What this node is, in words for a diagnostic: "a mapping", "the text "abc"".
    package var kindDescription: String {
        switch kind {
        case .scalar(let text, _): return isNull ? "nothing (null)" : "the scalar \"\(text)\""
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The value for a scalar key in a mapping.
    package subscript(key: String) -> YAMLNode? {
        pairs?.first { $0.key.scalar == key }?.value
    }
}
