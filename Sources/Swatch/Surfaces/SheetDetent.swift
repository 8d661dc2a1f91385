extension Sheet {
    /// A height a sheet comes to rest at, as a fraction of the large
    /// (fully expanded) height.
    public enum Detent: Hashable, Sendable {
        /// Half of large.
        case medium
        /// Fully expanded.
        case large
        /// A custom height, as a fraction of large in (0, 1].
        case fraction(Double)

        /// The detent's height as a fraction of large.
        public var fraction: Double {
            switch self {
            case .medium: 0.5
            case .large: 1
            case .fraction(let value): value
            }
        }

        /// Whether the detent is a height a sheet can have: more than nothing,
        /// no more than large.
        public var isValid: Bool { fraction > 0 && fraction <= 1 }

        /// The detent's height for a given large height, in the same unit.
        public func height(forLargeHeight large: Double) -> Double { fraction * large }
    }

    /// Whether the sheet shows its grabber, the small bar at its top edge.
    public enum GrabberVisibility: String, CaseIterable, Hashable, Sendable {
        /// Shown when the sheet can be resized: when it has more than one detent.
        case automatic
        case visible
        case hidden
    }
}
