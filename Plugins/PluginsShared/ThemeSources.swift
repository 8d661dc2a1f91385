import PackagePlugin

#if canImport(FoundationEssentials)
import class FoundationEssentials.FileManager
import struct FoundationEssentials.URL
#else
import class Foundation.FileManager
import struct Foundation.URL
#endif

/// What both plugins know about theme files: which files are themes, and
/// which Swift file each one becomes.
enum ThemeSources {
    /// The suffix that marks a theme: `Acme.theme.yaml` (or `.yml`).
    static let suffixes = [".theme.yaml", ".theme.yml"]

    /// The theme files among a target's files, in a stable order.
    static func themes(in files: FileList) -> [URL] {
        files.map(\.url)
            .filter { url in suffixes.contains { url.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path < $1.path }
    }

    /// The image files among a target's files: a theme checks the images it
    /// names and the generated code lists the files found, so an edit of one
    /// must rerun the theme's command.
    static func images(in files: FileList) -> [URL] {
        let extensions: Set<String> = [
            "png", "jpg", "jpeg", "svg", "pdf", "gif", "webp", "heic", "heif", "avif", "tif", "tiff", "bmp",
        ]
        func isImage(_ url: URL) -> Bool { extensions.contains(url.pathExtension.lowercased()) }
        var found: [URL] = []
        for file in files {
            if isImage(file.url) {
                found.append(file.url)
            } else if file.type == .resource {
                // `resources: [.copy("Images")]` hands the plugin the folder,
                // not the files in it (SwiftPM 6.3.1).
                let folder = file.url.path(percentEncoded: false)
                let contents = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
                found += contents.map { file.url.appending(path: $0) }.filter(isImage)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Says, at each of a target's design-system inputs, that the plugin
    /// does not compile it: the tool the plugin runs compiles themes and
    /// reads no other format (that keeps a client's clean build small), and
    /// a file left out in silence would read as a file compiled. Each
    /// format's names file says what its inputs are and what is said of them
    /// (``ImportedFileNames/pluginWarning(at:bytes:)``): a token or Figma
    /// variables file gets a warning saying what to do instead; an asset
    /// catalog, which Xcode compiles, a warning with the command that checks it.
    static func sayWhatIsNotCompiled(in files: FileList) {
        var paths: [String] = []
        for file in files {
            let path = file.url.path(percentEncoded: false)
            paths.append(path)
            // A resource folder (`.copy("Tokens")`) is handed over whole, as for images.
            if file.type == .resource, !AssetCatalogFileNames.isCatalog(path) {
                let contents = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
                paths += contents.map { path + "/" + $0 }
            }
        }
        for var path in paths {
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            let bytes = { FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [] }
            guard let warning = ImportedFileNames.pluginWarning(at: path, bytes: bytes) else { continue }
            Diagnostics.warning(warning, file: path, line: nil)
        }
    }

    /// `Acme.theme.yaml` → `Acme`: the namespace, and the generated file's stem.
    static func stem(of theme: URL) -> String {
        let name = theme.lastPathComponent
        for suffix in suffixes where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return name
    }

    /// The generated Swift file for `theme` inside `directory`.
    static func output(for theme: URL, in directory: URL) -> URL {
        directory.appending(component: stem(of: theme) + ".swift")
    }

    /// Themes that would write the same Swift file, and declare the same
    /// namespace: `Light/Acme.theme.yaml` and `Dark/Acme.theme.yaml` of one
    /// target. SwiftPM would otherwise stop at "couldn't build …/Acme.swift.o
    /// because of multiple producers", which names neither theme.
    static func checkDistinctNames(_ themes: [URL], target: String) throws {
        let byStem = Dictionary(grouping: themes, by: stem(of:))
        for (stem, clashing) in byStem.sorted(by: { $0.key < $1.key }) where clashing.count > 1 {
            let paths = clashing.map { $0.path(percentEncoded: false) }.joined(separator: ", ")
            throw PluginError(
                "themes of target '\(target)' would all generate \(stem).swift (enum \(stem)): \(paths); give them different names"
            )
        }
    }

    /// The arguments of `swatch-compile` (which takes those of `swatch compile`)
    /// for `themes`, writing into `directory`.
    /// Image paths in a theme must stay inside `packageRoot`. `others` are
    /// the target's other themes: a brand's base, or a base's brands, are
    /// read among them (but not written).
    static func compileArguments(
        for themes: [URL], with others: [URL] = [], into directory: URL, packageRoot: URL
    ) -> [String] {
        var arguments = themes.map { $0.path(percentEncoded: false) }
        if !others.isEmpty { arguments += ["--with"] + others.map { $0.path(percentEncoded: false) } }
        // Quiet: SwiftPM shows a build command's output as a warning-like
        // block, and the plugins say what they did themselves.
        return arguments + [
            "--quiet",
            "--output", directory.path(percentEncoded: false),
            "--package-root", packageRoot.path(percentEncoded: false),
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
