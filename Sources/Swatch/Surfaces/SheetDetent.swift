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

        /// A detent from its name in a theme file: `medium`, `large`, a
        /// fraction (`0.3`) or a percentage (`30%`); `nil` if it is none of
        /// these or out of range.
        public init?(_ text: String) {
            if let named = Self.named.first(where: { $0.word == text }) {
                self = named.detent
                return
            }
            let percent = text.hasSuffix("%")
            guard let number = Double(percent ? String(text.dropLast()) : text) else { return nil }
            let fraction = percent ? number / 100 : number
            guard fraction > 0, fraction <= 1 else { return nil }
            self = fraction == 1 ? .large : fraction == 0.5 ? .medium : .fraction(fraction)
        }

        /// The detents a theme names by a word, smallest first: what
        /// ``init(_:)`` reads and an editor offers.
        package static let named: [(word: String, detent: Detent)] = [("medium", .medium), ("large", .large)]
    }

    /// Whether the sheet shows its grabber, the small bar at its top edge.
    public enum GrabberVisibility: String, CaseIterable, Hashable, Sendable {
        /// Shown when the sheet can be resized: when it has more than one detent.
        case automatic
        case visible
        case hidden
    }
}
