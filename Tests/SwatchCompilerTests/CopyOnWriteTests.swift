import Swatch
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchSyntax
@testable import SwatchTestSupport

/// Declarations share their storage until one is written: a write never
/// shows through another copy, and equal values compare equal whether or not
/// they share.
@Suite struct CopyOnWriteTests {
    static let range = SourceRange(file: "A.theme.yaml", start: .start)

    func declaration(_ name: String) -> ColorDeclaration {
        let value = ColorExpression.literal(.white, Self.range)
        return ColorDeclaration(
            name: Located(name, at: Self.range), role: Located(.label, at: Self.range),
            standard: SchemeValues(light: value, dark: value, range: Self.range))
    }

    @Test func aWriteToACopyLeavesTheOriginal() {
        let original = declaration("title")
        var copy = original
        #expect(copy == original)
        copy.on.append(Located("card", at: Self.range))
        copy.name.value = "subtitle"
        #expect(original.on.isEmpty && original.name.value == "title")
        #expect(copy.on.map(\.value) == ["card"] && copy.name.value == "subtitle")
        #expect(copy != original)
    }

    @Test func equalValuesAreEqualAndHashAlikeWithoutSharing() {
        var first = declaration("title")
        var second = declaration("title")
        first.text = Located(.large, at: Self.range)
        second.text = Located(.large, at: Self.range)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
    }

    @Test func theWrapperCopiesOnlyWhenShared() {
        var box = CopyOnWrite(wrappedValue: [1, 2, 3])
        let shared = box
        box.wrappedValue.append(4)
        #expect(shared.wrappedValue == [1, 2, 3] && box.wrappedValue == [1, 2, 3, 4])
        #expect(box != shared)
    }
}
