import Testing

@testable import Swatch

@Suite struct SheetTests {
    @Test func largeIsTheDefaultDetent() {
        let sheet = Sheet()
        #expect(sheet.restingDetents == [.large])
        #expect(!sheet.isResizable)
        #expect(!sheet.showsGrabber)
        #expect(sheet.expandsToFullHeight)
    }

    @Test func mediumIsHalfOfLarge() {
        let sheet = Sheet(detents: [.large, .medium])
        #expect(sheet.restingDetents == [.medium, .large])
        #expect(sheet.heights(forLargeHeight: 800) == [400, 800])
        #expect(sheet.isResizable)
        #expect(sheet.showsGrabber)  // automatic: more than one detent
    }

    /// Naming only medium is allowed and means the sheet never reaches full height.
    @Test func onlyMediumNeverExpands() {
        let sheet = Sheet(detents: [.medium])
        #expect(!sheet.expandsToFullHeight)
        #expect(!sheet.isResizable)
        #expect(!sheet.showsGrabber)
    }

    @Test func customFractionsAreSortedDeduplicatedAndChecked() {
        let sheet = Sheet(detents: [.large, .fraction(0.25), .fraction(0.5), .medium, .fraction(1.5), .fraction(0)])
        #expect(sheet.restingDetents == [.fraction(0.25), .medium, .large])
        #expect(sheet.heights(forLargeHeight: 600) == [150, 300, 600])
        #expect(Sheet(detents: [.fraction(-1)]).restingDetents == [.large])
        #expect(Sheet(detents: []).restingDetents == [.large])
    }

    @Test func explicitGrabberWins() {
        #expect(Sheet(detents: [.large], grabber: .visible).showsGrabber)
        #expect(!Sheet(detents: [.medium, .large], grabber: .hidden).showsGrabber)
    }

    /// SH-elevated: the colors inside a sheet resolve at the elevated level,
    /// in every state, with the other traits kept.
    @Test func contentIsElevated() {
        let sheet = Sheet()
        #expect(sheet.level == .elevated)
        for parent in Appearance.all {
            let inside = sheet.appearance(for: parent)
            #expect(inside.level == .elevated)
            #expect(inside.colorScheme == parent.colorScheme)
            #expect(inside.contrast == parent.contrast)
            #expect(inside.transparency == parent.transparency)
            #expect(Popover().appearance(for: parent) == inside)
        }
    }

    @Test func parentIsDimmedPerScheme() {
        let sheet = Sheet()
        #expect(sheet.parentDimming(in: .light) == Color(red: 0, green: 0, blue: 0, alpha: 0.2))
        #expect(sheet.parentDimming(in: .dark) == Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        let dimmedWhite = sheet.dimmedParent(.white, in: .light)
        #expect(abs(dimmedWhite.red - 0.8) < 1e-12 && dimmedWhite.alpha == 1)
        // A non-modal sheet leaves the parent alone.
        #expect(Sheet(isModal: false).dimmedParent(.white, in: .light) == .white)
        #expect(Sheet(dimming: .none).dimmedParent(.white, in: .dark) == .white)
    }
}

@Suite struct SurfaceKindTests {
    @Test func levels() {
        let elevated: Set<SurfaceKind> = [.sheet, .popover, .menu, .hud, .tooltip, .alert]
        for kind in SurfaceKind.allCases {
            #expect(kind.level == (elevated.contains(kind) ? .elevated : .base), "\(kind)")
        }
        #expect(SurfaceKind(rawValue: "fullScreen") == .fullScreen)
    }

    /// Elevation only goes up: a sidebar in a sheet stays elevated.
    @Test func baseKindsKeepTheirParentsLevel() {
        let inSheet = Sheet().appearance(for: .dark)
        #expect(SurfaceKind.sidebar.appearance(for: inSheet).level == .elevated)
        #expect(SurfaceKind.sidebar.appearance(for: .dark).level == .base)
    }

    @Test func expectedBlending() {
        #expect(SurfaceKind.toolbar.expectedBlending == .withinWindow)
        for kind in [SurfaceKind.menu, .sheet, .sidebar, .popover] { #expect(kind.expectedBlending == .behindWindow) }
        #expect(SurfaceKind.window.expectedBlending == nil)
    }
}
