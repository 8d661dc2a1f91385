import Foundation
import Testing

/// Roles are types so that the Swift compiler, not a review, refuses a color
/// used for something it is not. These tests typecheck snippets of app code
/// with `swiftc` against the Swatch module this test run was built with.
@Suite struct RoleTypeCheckTests {
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
        let error = result.text.split(separator: "\n").first { $0.contains("App.swift:\(line):") && $0.contains("error:") }
        #expect(error?.contains("ThemeColor<Separator>") == true, "\(result.text)")
        #expect(error?.contains("ThemeColor<Label>") == true, "\(result.text)")
    }
}
