/// A 3×3 matrix, row-major: the linear step between two color spaces.
///
/// Rows are tuples rather than an array so that the matrices live inline and
/// a conversion allocates nothing.
@usableFromInline
struct Matrix3: Sendable {
    @usableFromInline typealias Row = (Double, Double, Double)

    @usableFromInline let row0: Row
    @usableFromInline let row1: Row
    @usableFromInline let row2: Row

    @inlinable
    init(_ row0: Row, _ row1: Row, _ row2: Row) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The product `self × vector`. Each sum is taken left to right, as the
    /// CSS sample code's `multiplyMatrices` does, so results match it bit for
    /// bit where the inputs do.
    @inlinable
    func callAsFunction(_ vector: Row) -> Row {
        (
            row0.0 * vector.0 + row0.1 * vector.1 + row0.2 * vector.2,
            row1.0 * vector.0 + row1.1 * vector.1 + row1.2 * vector.2,
            row2.0 * vector.0 + row2.1 * vector.1 + row2.2 * vector.2
        )
    }
}
