import Foundation
import Testing

@testable import SwatchTestSupport

/// Roles are types so that the Swift compiler, not a review, refuses a color
/// used for something it is not. These tests typecheck snippets of app code
/// with `swiftc` against the Swatch module this test run was built with.
/// Tagged `integration`: they run the toolchain, and the fast suite leaves them out.
@Suite(.tags(.integration)) struct RoleTypeCheckTests {
    func typecheck(_ code: String) throws -> Toolchain.Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-roles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        return try Toolchain.run(
            Toolchain.executable("swiftc"),
            ["-typecheck", "-swift-version", "6", "-I", Toolchain.swatchModules().path, file.path])
    }

    static let drawLabel = """
        import Swatch
        func draw(_ color: ThemeColor<Label>) {}

        """

    @Test func aLabelTypechecksWhereALabelIsExpected() throws {
        let result = try typecheck(Self.drawLabel + #"draw(ThemeColor<Label>("x", ColorTable(constant: .black)))"#)
        #expect(result.status == 0, "\(result.text)")
    }

    @Test func aSeparatorIsRefusedWhereALabelIsExpected() throws {
        let result = try typecheck(Self.drawLabel + #"draw(ThemeColor<Separator>("x", ColorTable(constant: .black)))"#)
        #expect(result.status != 0)
        let line = Self.drawLabel.split(separator: "\n").count + 1
        let error = result.text.split(separator: "\n")
            .first { $0.contains("App.swift:\(line):") && $0.contains("error:") }
        #expect(error?.contains("ThemeColor<Separator>") == true, "\(result.text)")
        #expect(error?.contains("ThemeColor<Label>") == true, "\(result.text)")
    }

    /// App code that draws in a terminal, with one color of each role.
    static let terminalApp = """
        import Swatch
        import SwatchTerminal
        let card = ThemeColor<Background>("card", ColorTable(light: .white, dark: .black))
        let headline = ThemeColor<Label>("headline", ColorTable(light: .black, dark: .white))
        let divider = ThemeColor<Separator>("divider", ColorTable(constant: Color(rgb: 0xC6C6C8)))
        let badge = ThemeColor<Fill>("badge", ColorTable(constant: Color(rgb: 0x787880, alpha: 0.2)))
        let brand = ThemeColor<Tint>("brand", ColorTable(constant: Color(rgb: 0x0A66D8)))
        let surface = TerminalSurface(card, in: .dark)

        """

    @Test func theTerminalDrawsEachRoleWhereItBelongs() throws {
        let result = try typecheck(
            Self.terminalApp + """
                print(Terminal.text("Inbox", color: headline, on: card, in: .light, attributes: .bold))
                print(Terminal.rule(width: 8, color: divider, on: card, in: .light))
                print(Terminal.fill(width: 8, color: badge, on: card, in: .light))
                print(Terminal.link("docs", color: brand, on: card, in: .light))
                print(surface.filled(with: badge).text(" OK ", color: headline))
                print(surface.layering(card).accent("new", color: brand))
                """)
        #expect(result.status == 0, "\(result.text)")
    }

    /// Each misuse is refused on its own line, with the message that names
    /// the role given and the role expected.
    @Test func theTerminalRefusesAColorOfAnotherRole() throws {
        let misuses: [(call: String, given: String, expected: String)] = [
            (#"Terminal.text("Inbox", color: divider, on: card, in: .light)"#, "Separator", "Label"),
            (#"Terminal.rule(width: 8, color: headline, on: card, in: .light)"#, "Label", "Separator"),
            (#"Terminal.text("Inbox", color: headline, on: badge, in: .light)"#, "Fill", "Background"),
            (#"Terminal.fill(width: 8, color: card, on: card, in: .light)"#, "Background", "Fill"),
            (#"surface.link("docs", color: headline)"#, "Label", "Tint"),
            (#"surface.filled(with: divider)"#, "Separator", "Fill"),
        ]
        let result = try typecheck(Self.terminalApp + misuses.map { "_ = \($0.call)\n" }.joined())
        #expect(result.status != 0)
        let firstLine = Self.terminalApp.split(separator: "\n").count + 1
        let errors = result.text.split(separator: "\n")
            .filter { $0.contains("/App.swift:") && $0.contains(": error: ") }
        for (offset, misuse) in misuses.enumerated() {
            let onLine = errors.filter { $0.contains("/App.swift:\(firstLine + offset):") }
            let message =
                "error: cannot convert value of type 'ThemeColor<\(misuse.given)>' to expected argument type 'ThemeColor<\(misuse.expected)>'"
            #expect(onLine.count == 1 && onLine[0].hasSuffix(message), "\(misuse.call):\n\(result.text)")
        }
        #expect(errors.count == misuses.count, "\(result.text)")
    }
}
