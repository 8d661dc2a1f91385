import SwatchFormats
import SwatchPipeline
import SwatchSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The theme files on disk in the workspace's folders, by namespace and by
/// what they extend: so that a brand is checked with its base, and a base's
/// brands with it, whether or not they are open.
///
/// Only a theme's relatives are read with it: a workspace may hold many
/// unrelated themes (a corpus of test fixtures, several apps), and checking
/// them all on every keystroke would be slow and could mix up namespaces.
struct WorkspaceThemes: Sendable {
    /// A theme file on disk: its path, namespace, and its `extends:` as written.
    struct Entry: Hashable, Sendable {
        var path: String
        var namespace: String
        var extends: String?
    }

    private(set) var entries: [Entry] = []
    /// The resolver documents (`*.resolver.json`) and Style Dictionary
    /// configurations (`config.json`) of the workspace: a token file open in
    /// the editor is checked with the resolvers or configurations that read it.
    private(set) var resolvers: [String] = []
    /// How many theme files are indexed at most: a workspace at `/` must not
    /// make the server read the disk for minutes.
    static let maximumFiles = 5_000
    /// How many folders are read at most, for the same reason: a home folder
    /// given as the workspace holds hundreds of thousands.
    static let maximumFolders = 20_000

    /// Every `*.theme.yaml` below `roots`, skipping hidden folders and build folders.
    static func scan(_ roots: [String]) -> WorkspaceThemes {
        var entries: [Entry] = []
        var resolvers: [String] = []
        for root in roots {
            var folders = [root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root]
            var visited = 0
            while let folder = folders.popLast(), entries.count < maximumFiles, visited < maximumFolders {
                visited += 1
                let names = ((try? FileSystem.entries(of: folder)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") && name != "node_modules" {
                    let path = folder + "/" + name
                    if isThemeFile(name) {
                        if let source = ThemeSource(contentsOf: path) { entries.append(entry(for: source)) }
                    } else if InputFormats.mayReadOtherFiles(name), resolvers.count < maximumFiles {
                        resolvers.append(path)
                    } else if isFolder(path) {
                        folders.append(path)
                    }
                }
            }
        }
        return WorkspaceThemes(entries: entries, resolvers: resolvers)
    }

    /// Whether `path` is a folder, not following links (a link to `/` must not walk the disk).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `name` is a theme file's name.
    static func isThemeFile(_ name: String) -> Bool {
        name.hasSuffix(".theme.yaml") || name.hasSuffix(".theme.yml")
    }

    /// The index entry of `source`.
    static func entry(for source: ThemeSource) -> Entry {
        Entry(path: source.path, namespace: source.namespace, extends: extendsValue(source.bytes))
    }

    /// Adds or replaces the entry of `source` (a file saved, created or changed on disk).
    mutating func update(_ source: ThemeSource) {
        entries.removeAll { $0.path == source.path }
        entries.append(Self.entry(for: source))
    }

    /// Forgets the file at `path` (deleted).
    mutating func remove(path: String) {
        entries.removeAll { $0.path == path }
    }

    /// The theme files related to `themes` (open documents, which take
    /// precedence over their files): every base their `extends:` leads to and
    /// every brand that extends one of them, transitively.
    func relatives(of themes: [Entry]) -> [Entry] {
        var family: [Entry] = []
        var seen = Set(themes.map(\.path))
        var queue = themes
        while let theme = queue.popLast() {
            var found: [Entry] = []
            if let written = theme.extends, let base = base(named: written, from: theme.path) {
                found.append(base)
            }
            found += entries.filter { candidate in
                guard let written = candidate.extends else { return false }
                return Self.names(written, from: candidate.path, theme: theme)
            }
            for entry in found where !seen.contains(entry.path) {
                seen.insert(entry.path)
                family.append(entry)
                queue.append(entry)
            }
        }
        return family
    }

    /// The file `written` (an `extends:` value in the file at `path`) names:
    /// a relative path, or a namespace, found in the same folder first.
    private func base(named written: String, from path: String) -> Entry? {
        if Self.isPath(written) {
            let target = FilePath.normalized(FilePath.parent(of: path) + "/" + written)
            return entries.first { FilePath.normalized($0.path) == target }
        }
        let candidates = entries.filter { $0.namespace == written }
        return candidates.first { FilePath.parent(of: $0.path) == FilePath.parent(of: path) } ?? candidates.first
    }

    private static func names(_ written: String, from path: String, theme: Entry) -> Bool {
        if isPath(written) {
            return FilePath.normalized(FilePath.parent(of: path) + "/" + written) == FilePath.normalized(theme.path)
        }
        return written == theme.namespace
    }

    private static func isPath(_ value: String) -> Bool {
        value.contains("/") || value.hasSuffix(".yaml") || value.hasSuffix(".yml")
    }

    /// The value of a top-level `extends:` line, without quotes or comment:
    /// enough to find relatives without decoding every file of the workspace
    /// (the compiler decodes the ones found, and reports what is wrong there).
    static func extendsValue(_ bytes: [UInt8]) -> String? {
        let key = Array("extends:".utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            if end - start > key.count && bytes[start..<start + key.count].elementsEqual(key) {
                var value = String(decoding: bytes[start + key.count..<end], as: UTF8.self)
                if let hash = value.firstIndex(of: "#") { value = String(value[..<hash]) }
                let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
                value = String(value.drop(while: blank).reversed().drop(while: blank).reversed())
                if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                    value = String(value.dropFirst().dropLast())
                }
                return value.isEmpty || value == "system" ? nil : value
            }
            start = end + 1
        }
        return nil
    }
}
