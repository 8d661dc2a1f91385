/// The keys of one long mapping (a theme's `colors:`), found by their bytes:
/// how the tape recorder refuses a key given twice without making a `String`
/// of every key. Open addressing over the keys' positions, with each key's
/// hash kept so that growing never reads the keys again.
///
/// The hash is the standard library's `Hasher`, seeded per process, so no
/// file can be written to make its keys collide. A `[String: Int]` would
/// need a `String` made of each key.
struct KeyTable {
    /// A key's position, or `empty`.
    private var slots: [Int] = []
    private var hashes: [Int] = []
    private var count = 0
    private static let empty = -1

    var isEmpty: Bool { count == 0 }

    /// The position of a key whose bytes `sameKey` says are the same as
    /// `key`'s, after `key` is added at `position` when there is none.
    mutating func insert(_ key: UnsafeRawBufferPointer, at position: Int, sameKey: (Int) -> Bool) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(key)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != Self.empty {
            if hashes[slot] == hash, sameKey(slots[slot]) { return slots[slot] }
            slot = (slot + 1) & mask
        }
        slots[slot] = position
        hashes[slot] = hash
        count += 1
        return nil
    }

    private static func hash(_ key: UnsafeRawBufferPointer) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: key)
        return hasher.finalize()
    }

    private mutating func grow() {
        let (oldSlots, oldHashes) = (slots, hashes)
        let capacity = max(64, slots.count * 2)
        slots = Array(repeating: Self.empty, count: capacity)
        hashes = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        for (position, hash) in zip(oldSlots, oldHashes) where position != Self.empty {
            var slot = hash & mask
            while slots[slot] != Self.empty { slot = (slot + 1) & mask }
            slots[slot] = position
            hashes[slot] = hash
        }
    }
}
