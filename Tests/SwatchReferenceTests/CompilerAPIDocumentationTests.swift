import Foundation
import SwatchCompiler
import Testing

@testable import SwatchTestSupport

/// docs/compiler-api.md shows the compiler used as a library: the same calls
/// on the same theme, here, must do what the page says.
@Suite struct CompilerAPIDocumentationTests {
    static let page = Toolchain.root.appendingPathComponent("docs/compiler-api.md")

    /// The theme inside the page's `let text = """ … """`.
    func documentedTheme() throws -> String {
        let lines = try String(contentsOf: Self.page, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "let text = \"\"\""))
        let end = try #require(lines[(start + 1)...].firstIndex(of: "    \"\"\""))
        return lines[(start + 1)..<end].map { String($0.dropFirst(4)) }.joined(separator: "\n")
    }

    @Test func theExampleCompilesAndWritesOnceOnly() throws {
        let text = try documentedTheme()
        #expect(text.hasPrefix("swatch: 1\ncolors:"))
        let source = ThemeSource(path: "Themes/Acme.theme.yaml", text: text)
        let result = ThemeCompiler().compile(source)
        let renderer = DiagnosticRenderer(sources: [source.path: source.bytes])
        #expect(renderer.render(result.diagnostics, as: .text) == "")
        let swift = try #require(result.swift)
        #expect(
            swift.contains("enum Acme {") && swift.contains("static let headline = Swatch.ThemeColor<Swatch.Label>("))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiler-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("Acme.swift").path
        #expect(try OutputWriter().write(swift, to: output) == .written)
        #expect(try OutputWriter().write(swift, to: output) == .unchanged)
    }

    @Test func anErrorGivesDiagnosticsAndNoSwift() throws {
        let text = try documentedTheme().replacingOccurrences(of: "role: label", with: "role: lable")
        let source = ThemeSource(path: "Themes/Acme.theme.yaml", text: text)
        let result = ThemeCompiler().compile(source)
        #expect(result.swift == nil && !result.succeeded)
        let rendered = DiagnosticRenderer(sources: [source.path: source.bytes]).render(result.diagnostics, as: .text)
        #expect(rendered.hasPrefix("Themes/Acme.theme.yaml:8:11: error: 'lable' is not a valid role"), "\(rendered)")
    }
}
