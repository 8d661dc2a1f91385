/// A value kept in a shared box and copied only when written while shared:
/// what `Array` does for its elements, for one large value. Copies of the
/// holder cost a reference count.
@propertyWrapper
package struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, Sendable {
    // Mutated only through `wrappedValue`'s `_modify`, when no other holder
    // shares the box. So no access can overlap another, and the runtime's
    // check that none does is left out: with it, every read of a field of a
    // color's declaration would go through `swift_beginAccess`.
    // Inlinable, as are the accessors of what holds one: the stages that
    // read a declaration are modules of their own, and a call through each
    // accessor copied the value it was asked to lend.
    @usableFromInline final class Box: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var value: Value
        @inlinable init(_ value: Value) { self.value = value }
    }

    @usableFromInline var box: Box

    @inlinable package init(wrappedValue: Value) { box = Box(wrappedValue) }

    @inlinable package var wrappedValue: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    package static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
