import Testing

@testable import Swatch

/// A surface's colors resolve at the surface's level by construction
/// (Human Interface Guidelines › Dark Mode: a sheet or popover is drawn at the
/// elevated level): resolved in the parent's appearance, a bound color gives
/// the color of the surface's appearance.
@Suite struct SurfaceBindingTests {
    /// A color different in each of the 16 states, so that a state read in
    /// place of another shows.
    static let distinct = ThemeColor<Label>(
        "distinct", ColorTable { Color(red: Double($0.index) / 16, green: 0.5, blue: 0.25) })
    static let card = ThemeColor<Background>(
        "card", ColorTable { Color(red: 0.25, green: Double($0.index) / 16, blue: 0.5) })

    @Test(arguments: SurfaceKind.allCases)
    func aBoundColorResolvesAtTheSurfacesLevelInEveryParentAppearance(_ kind: SurfaceKind) {
        let surface = ThemeSurface(
            "surface", kind, background: .color(Self.card), content: [AnyThemeColor(Self.distinct)])
        let bound = surface.bound(Self.distinct)
        #expect(bound.name == "distinct")
        for parent in Appearance.all {
            let own = surface.appearance(for: parent)
            let expected = Self.distinct.resolved(in: own)
            #expect(bound.resolved(in: parent) == expected, "\(kind) in \(parent)")
            // The surface's own appearance again: nothing applied twice.
            #expect(bound.resolved(in: own) == expected, "\(kind) in its own \(own)")
            #expect(surface.content[0].resolved(in: parent) == expected, "\(kind) content in \(parent)")
            guard case .color(let background) = surface.background else {
                Issue.record("the background is a color")
                return
            }
            #expect(background.resolved(in: parent) == Self.card.resolved(in: own), "\(kind) background")
            #expect(surface.backgroundColor(in: parent) == Self.card.resolved(in: own))
        }
    }

    @Test func aSheetsContentIsElevatedInABaseWindowAndABaseKindLeavesTheColorAsItIs() {
        let sheet = ThemeSurface("settings", .sheet, background: nil)
        #expect(sheet.bound(Self.distinct).resolved(in: .dark) == Self.distinct.resolved(in: Appearance.dark.elevated))
        let window = ThemeSurface("main", .window, background: nil)
        #expect(window.bound(Self.distinct) == Self.distinct)
    }
}
