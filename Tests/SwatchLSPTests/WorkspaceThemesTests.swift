import Foundation
import Testing

@testable import SwatchLSP

/// The themes on disk a theme is checked with: its base and its brands, found by `extends:`, and nothing else.
@Suite struct WorkspaceThemesTests {
    @Test func extendsIsReadFromTheTopLevelLine() {
        #expect(WorkspaceThemes.extendsValue(Array("swatch: 1\nextends: Base # the base\n".utf8)) == "Base")
        #expect(WorkspaceThemes.extendsValue(Array("extends: \"./Base.theme.yaml\"\r\n".utf8)) == "./Base.theme.yaml")
        #expect(WorkspaceThemes.extendsValue(Array("extends: system\n".utf8)) == nil)
        #expect(WorkspaceThemes.extendsValue(Array("colors:\n  extends: Base\n".utf8)) == nil)
    }

    @Test func relativesAreBasesAndBrandsTransitivelyAndNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "app/Base.theme.yaml": "swatch: 1\n",
            "app/Brand.theme.yaml": "swatch: 1\nextends: Base\n",
            "app/Night.theme.yaml": "swatch: 1\nextends: ./Brand.theme.yaml\n",
            "other/Base.theme.yaml": "swatch: 1\n",
            "other/Unrelated.theme.yaml": "swatch: 1\n",
            ".build/Hidden.theme.yaml": "swatch: 1\nextends: Base\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let workspace = WorkspaceThemes.scan([folder.path])
        #expect(workspace.entries.count == 5)
        let base = try #require(workspace.entries.first { $0.path.hasSuffix("app/Base.theme.yaml") })
        let relatives = Set(workspace.relatives(of: [base]).map { String($0.path.dropFirst(folder.path.count + 1)) })
        #expect(relatives == ["app/Brand.theme.yaml", "app/Night.theme.yaml"])
        let night = try #require(workspace.entries.first { $0.path.hasSuffix("Night.theme.yaml") })
        // A brand's base by namespace is the one in its own folder, not other/Base.
        let up = Set(workspace.relatives(of: [night]).map { String($0.path.dropFirst(folder.path.count + 1)) })
        #expect(up == ["app/Brand.theme.yaml", "app/Base.theme.yaml"])
    }
}
