import Foundation
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Every Swift sample of the documentation, held to what it shows. The
/// fence's info string says what a sample is (renderers colour by its first
/// word, so each still reads as Swift):
///
/// - ```` ```swift ````: code an app writes. Each sample is typechecked
///   against the runtime and the Swift generated for the example app's themes
///   (`Examples/AcmeApp`: Acme and its brands Forest and Ocean), so a renamed
///   accessor or a changed signature fails here, not in a reader's build.
///   ```` ```swift in PATH ```` typechecks it against the themes at PATH
///   instead (a theme file or a folder of them).
/// - ```` ```swift generated PATH ````: generated Swift, an excerpt of what
///   the compiler writes for the theme at PATH (a folder: its themes compiled
///   together, as a build compiles a target's); without PATH, for the theme
///   of the last YAML sample above it. A line `// …` stands for lines left
///   out; lines are compared without their indentation.
/// - ```` ```swift excerpt PATH ````: lines of a file of the repository, in
///   order, with the same `// …` (a manifest quoted from an example's).
/// - ```` ```swift manifest ````: a part of a package manifest that no file
///   of the repository holds as shown (the README's, with a path the reader
///   chooses). It is not compiled here: the packages the integration tests
///   build (the example apps, a brand package, a design-system library)
///   carry the same declarations.
@Suite(.tags(.integration)) struct DocsSwiftSampleTests {
    struct Sample: CustomStringConvertible {
        var file: String
        var line: Int
        var info: [String]
        var text: String
        /// The last YAML sample above this one in its document.
        var themeAbove: String?
        var description: String { "\(file):\(line)" }
    }

    /// The documents whose samples are held: every page of docs/ and the README.
    static let documents: [String] = {
        let docs = Toolchain.root.appendingPathComponent("docs")
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static let samples: [Sample] = documents.flatMap { document -> [Sample] in
        let url = Toolchain.root.appendingPathComponent(document)
        guard let markdown = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var samples: [Sample] = []
        var open: Sample?
        var yaml: String?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let sample = open {
                    if sample.info.first == "swift" { samples.append(sample) }
                    if sample.info.first == "yaml" { yaml = sample.text }
                    open = nil
                } else {
                    let info = line.dropFirst(3).split(separator: " ").map(String.init)
                    open = Sample(file: document, line: index + 1, info: info, text: "", themeAbove: yaml)
                }
            } else if open != nil {
                open!.text += line + "\n"
            }
        }
        return samples
    }

    @Test func everySampleSaysWhatItIs() {
        #expect(Self.samples.count >= 40)
        for sample in Self.samples {
            let kind = sample.info.dropFirst().first
            let known =
                kind == nil || kind == "manifest" || (kind == "generated" && sample.info.count <= 3)
                || (["excerpt", "in"].contains(kind) && sample.info.count == 3)
            #expect(
                known, "\(sample): the fence says `\(sample.info.joined(separator: " "))`; see DocsSwiftSampleTests")
        }
    }

    @Test(arguments: samples.filter { ["generated", "excerpt"].contains($0.info.dropFirst().first) })
    func anExcerptIsWhatItQuotes(_ sample: Sample) throws {
        let quoted: String
        let source: String
        if sample.info.count == 2 {
            let theme = try #require(sample.themeAbove, "\(sample): no YAML sample above it")
            // A theme sample names its file in its first line (`# Sources/MyApp/Acme.theme.yaml`), and the
            // generated Swift names it in its own.
            let named = theme.prefix { $0 != "\n" }.split(separator: " ").first { $0.hasSuffix(".theme.yaml") }
            let name = named?.split(separator: "/").last.map(String.init) ?? "Theme.theme.yaml"
            let result = ThemeCompiler().compile(ThemeSource(path: name, text: theme))
            quoted = try #require(result.swift, "\(sample): \(result.diagnostics.map(\.message))")
            source = "the Swift of the theme above it"
        } else {
            let path = Toolchain.root.appendingPathComponent(sample.info[2])
            source = sample.info[2]
            if sample.info[1] == "generated" {
                quoted = try Self.generatedSwift(at: path).joined(separator: "\n")
            } else {
                quoted = try String(contentsOf: path, encoding: .utf8)
            }
        }
        let missing = Self.firstMissingPart(of: sample.text, in: quoted)
        #expect(missing == nil, "\(sample): not in \(source) as shown:\n\(missing ?? "")")
    }

    /// The app-code samples of a context in one typecheck: each in a function of its own
    /// (so that two samples may both say `let sheet`), with their imports
    /// hoisted, beside the generated Swift of the example's themes and a few
    /// stand-ins for what a sample takes from around it (a window, a menu).
    static let appCodeContexts: [String] = {
        let named = Self.samples.filter { $0.info.dropFirst().first == "in" }.map { $0.info[2] }
        return [Self.example] + Set(named).sorted()
    }()
    static let example = "Examples/AcmeApp/Sources/AcmeApp"

    @Test func everyContextHasAppCode() {
        #expect(Self.samples.filter { $0.info.count == 1 }.count >= 25)
    }

    @Test(arguments: appCodeContexts)
    func appCodeTypechecksAgainstTheRuntimeAndItsThemes(_ context: String) throws {
        let appCode = Self.samples.filter {
            context == Self.example ? $0.info.count == 1 : $0.info.dropFirst().first == "in" && $0.info[2] == context
        }
        #expect(!appCode.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        let themes = Toolchain.root.appendingPathComponent(context)
        for (index, swift) in try Self.generatedSwift(at: themes).enumerated() {
            let file = folder.appendingPathComponent("Theme\(index).swift")
            try swift.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        var imports: Set<String> = ["import Foundation", "import Swatch"]
        var bodies = ""
        var lineMap: [(line: Int, sample: Sample)] = []
        var line = 1
        for (index, sample) in appCode.enumerated() {
            bodies += "func sample\(index)() async throws {\n"
            line += 1
            lineMap.append((line, sample))
            for text in sample.text.split(separator: "\n", omittingEmptySubsequences: false) {
                if text.hasPrefix("import ") || text.hasPrefix("@_exported import ") {
                    imports.insert(String(text))
                    bodies += "\n"
                } else {
                    bodies += text + "\n"
                }
                line += 1
            }
            bodies += "}\n"
            line += 1
        }
        let samplesFile = folder.appendingPathComponent("Samples.swift")
        let header = imports.sorted().joined(separator: "\n") + "\n"
        try (header + bodies).write(to: samplesFile, atomically: true, encoding: .utf8)
        let standIns = folder.appendingPathComponent("StandIns.swift")
        try Self.standIns.write(to: standIns, atomically: true, encoding: .utf8)
        files += [samplesFile.path, standIns.path]
        // The samples' module is the example's design system: `import DesignSystem` in a sample is this module.
        let result = try Toolchain.run(
            Toolchain.executable("swiftc"),
            [
                "-typecheck", "-swift-version", "6", "-module-name", "DesignSystem", "-I",
                Toolchain.swatchModules().path,
                // The compiler's modules import these C modules: their module maps are in their source folders.
                "-I", Toolchain.root.appendingPathComponent("Sources/CSwatchYAML").path,
                "-I", Toolchain.root.appendingPathComponent("Sources/CSwatchZlib").path,
            ] + files)
        let headerLines = header.split(separator: "\n").count
        let errors = Self.errors(in: result.text, of: lineMap, offset: headerLines)
        #expect(result.status == 0, "the documentation's Swift does not typecheck:\n\(errors)\n\(result.text)")
    }

    /// What the samples take from around them.
    static let standIns = """
        import Swatch
        import Foundation

        struct Window {
            func redraw(in appearance: Appearance) {}
            func apply(_ appearance: Appearance) {}
        }
        struct Menu {
            func add(_ name: String, _ value: some Sendable) {}
        }
        let window = Window()
        let menu = Menu()
        let title = "Inbox"
        let appearance = Appearance.light
        func draw(_ text: String, color: Color) {}
        // GTK's g_idle_add, in the GTK example.
        func onMainLoop(_ body: @escaping @Sendable () -> Void) {}
        // SwiftPM writes `Bundle.module` for a target with resources.
        extension Foundation.Bundle {
            static var module: Bundle { .main }
        }

        """

    /// Each error line of swiftc's output, named by the sample it is in.
    static func errors(in output: String, of map: [(line: Int, sample: Sample)], offset: Int) -> String {
        output.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains(": error:") }
            .map { line -> String in
                guard let range = line.range(of: "Samples.swift:"),
                    let number = Int(line[range.upperBound...].prefix { $0.isNumber })
                else { return String(line) }
                let sampleLine = number - offset
                guard let entry = map.last(where: { $0.line <= sampleLine }) else { return String(line) }
                // The sample's first line is the one after its fence.
                let lineInDocument = entry.sample.line + 1 + (sampleLine - entry.line)
                return
                    "\(entry.sample.file):\(lineInDocument): \(line.split(separator: "error:", maxSplits: 1).last ?? "")"
            }
            .joined(separator: "\n")
    }

    /// The Swift the compiler writes for the theme at `url`, or for each theme of the folder at `url`.
    static func generatedSwift(at url: URL) throws -> [String] {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let paths =
            isFolder.boolValue
            ? try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".theme.yaml") }
                .sorted().map { url.appendingPathComponent($0) } : [url]
        let sources = try paths.map { ThemeSource(path: $0.path, bytes: Array(try Data(contentsOf: $0))) }
        var options = ThemeCompiler.Options()
        options.packageRoot = (isFolder.boolValue ? url : url.deletingLastPathComponent()).path
        return try ThemeCompiler(options: options).compile(sources)
            .map { result in
                try #require(result.swift, "\(url.path): \(result.diagnostics.map(\.message))")
            }
    }

    /// The first run of consecutive lines of `excerpt` (between `// …`
    /// lines) that `text` does not hold at that point or later; nil when it
    /// holds them all, in order.
    static func firstMissingPart(of excerpt: String, in text: String) -> String? {
        var parts: [[String]] = [[]]
        for line in excerpt.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("// …") {
                parts.append([])
            } else {
                parts[parts.count - 1].append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        var start = 0
        for part in parts {
            var trimmed = part[...]
            while trimmed.first?.isEmpty == true { trimmed = trimmed.dropFirst() }
            while trimmed.last?.isEmpty == true { trimmed = trimmed.dropLast() }
            guard !trimmed.isEmpty else { continue }
            let found = (start...max(start, lines.count - trimmed.count))
                .first { offset in
                    offset + trimmed.count <= lines.count
                        && zip(lines[offset..<(offset + trimmed.count)], trimmed).allSatisfy { $0 == $1 }
                }
            guard let found else { return trimmed.joined(separator: "\n") }
            start = found + trimmed.count
        }
        return nil
    }
}
