package enum NameIndex {
    /// Each name's first position in `names`: where a later stage finds a
    /// declaration by name. Built in one pass with its final capacity, as it
    /// is for every color of a theme.
    @inlinable package static func firstPositions<Names: Collection>(of names: Names) -> [String: Int]
    where Names.Element == String {
        var index = [String: Int](minimumCapacity: names.count)
        // `+= 0` through the defaulted subscript stores `position` only for
        // a name not seen before, in one lookup (a read, then a write, is two).
        for (position, name) in names.enumerated() { index[name, default: position] += 0 }
        return index
    }
}
