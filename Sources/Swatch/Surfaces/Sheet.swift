/// A sheet at run time: the heights it rests at, its grabber, the level of
/// the colors inside it, and the veil over its parent.
///
/// Large (full height) is what a sheet gets when it names no detents; medium
/// is half of it. Naming only medium is allowed and means the sheet never
/// expands to full height (HIG, Sheets). Inside, colors are resolved at the
/// elevated level, so that in Dark Mode the sheet stands off its parent.
public struct Sheet: Hashable, Sendable {
    /// The detents as given. See ``restingDetents`` for the ones used.
    public var detents: [Detent]
    /// Whether the sheet shows a grabber; see ``showsGrabber`` for the outcome.
    public var grabber: GrabberVisibility
    /// The veil over the parent while the sheet is up (modal sheets only).
    public var dimming: Dimming
    /// Whether the sheet blocks its parent. macOS and watchOS sheets always
    /// do; iOS allows non-modal sheets, which leave the parent undimmed.
    public var isModal: Bool

    /// A sheet with the given detents, grabber and veil; by default a modal
    /// full-height sheet whose grabber shows when it is resizable, over the
    /// standard veil.
    public init(
        detents: [Detent] = [.large], grabber: GrabberVisibility = .automatic, dimming: Dimming = .standard,
        isModal: Bool = true
    ) {
        self.detents = detents
        self.grabber = grabber
        self.dimming = dimming
        self.isModal = isModal
    }

    /// The valid detents, shortest first, each height once (`.fraction(0.5)`
    /// is medium); `[.large]` when none is valid.
    public var restingDetents: [Detent] {
        var seen: [Double] = []
        var result: [Detent] = []
        for detent in detents.filter(\.isValid).sorted(by: { $0.fraction < $1.fraction })
        where !seen.contains(detent.fraction) {
            seen.append(detent.fraction)
            result.append(detent.fraction == 1 ? .large : detent.fraction == 0.5 ? .medium : detent)
        }
        return result.isEmpty ? [.large] : result
    }

    /// Whether people can resize the sheet: it has more than one detent.
    public var isResizable: Bool { restingDetents.count > 1 }

    /// Whether the sheet ever reaches full height.
    public var expandsToFullHeight: Bool { restingDetents.last == .large }

    /// Whether the grabber shows: when asked, or automatically when the sheet
    /// is resizable (the HIG asks for a grabber on every resizable sheet).
    public var showsGrabber: Bool {
        switch grabber {
        case .automatic: isResizable
        case .visible: true
        case .hidden: false
        }
    }

    /// The heights the sheet rests at, for a given large height.
    public func heights(forLargeHeight large: Double) -> [Double] {
        restingDetents.map { $0.height(forLargeHeight: large) }
    }

    /// The level of the colors inside a sheet.
    public var level: Appearance.Level { SurfaceKind.sheet.level }

    /// The appearance of the sheet's content when its parent is in `parent`:
    /// the same state, elevated.
    public func appearance(for parent: Appearance) -> Appearance {
        SurfaceKind.sheet.appearance(for: parent)
    }

    /// The veil over the parent in `parent`'s scheme; clear for a non-modal
    /// sheet.
    public func parentDimming(in parent: Appearance) -> Color {
        isModal ? dimming.overlay(in: parent.colorScheme) : .clear
    }

    /// A parent color as seen while the sheet is up.
    public func dimmedParent(_ color: Color, in parent: Appearance) -> Color {
        isModal ? dimming.applied(to: color, in: parent.colorScheme) : color
    }
}
