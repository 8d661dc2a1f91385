import Foundation

/// Finds what the repository's text says about its own files, so that a test can fail on a reference to a file that
/// is not there (a page renamed, a source file moved, a note that cites a file kept elsewhere).
///
/// What counts as a reference is kept narrow, so that every finding is a real one:
/// - in Markdown, outside fenced code blocks: the target of a link, `[text](target)`, that is not a URL or an
///   anchor, resolved from the page's folder;
/// - in Markdown prose, Swift comments (whole `//` lines), and `#` comments of YAML and shell files: a path whose
///   first folder is one of the repository's top-level folders (`docs/…`, `Sources/…`, `Themes/…`), resolved from
///   the root, in backticks or not; and a bare file name ending in `.md`, `.csv` or `.txt`, which must be the name
///   of some file of the repository.
///
/// Skipped, as they name no file of the repository:
/// - a path with a wildcard or an ellipsis (`Themes/*.theme.yaml`, `docs/rules/…`), which names no one file;
/// - a path into a build folder (`Examples/AcmeApp/.build`), which a build makes;
/// - a path into a folder every Swift package has (`Sources/`, `Tests/`, `Plugins/`, `Generated/`) whose next
///   folder is not one of the repository's (`Sources/AcmeApp/Acme.theme.yaml`), which the documentation uses for
///   the reader's own package;
/// - a file name without a folder and with another extension (`Acme.swift`, `Acme.theme.yaml`), likewise.
struct FileReferenceScanner {
    /// One reference and the file it leads to.
    struct Reference: Hashable, CustomStringConvertible {
        enum Kind: Hashable {
            /// A path from the repository's root (`docs/plugin.md`), or from the page's folder for a link.
            case path(String)
            /// A file name that must be some file's name (`diagnostics.md`).
            case fileName(String)
        }

        /// The referring file, relative to the repository's root.
        var file: String
        var line: Int
        /// The reference as written.
        var text: String
        var kind: Kind

        var description: String {
            switch kind {
            case .path(let path): "\(file):\(line): '\(text)' names \(path), which does not exist"
            case .fileName: "\(file):\(line): '\(text)' names no file of the repository"
            }
        }
    }

    /// The repository's top-level entries (`docs`, `Sources`, `README.md` …): a path is checked only when it starts
    /// with one of them.
    var topLevel: Set<String>
    /// The entries of the repository's folders that every package has (`Sources` → `Swatch`, `SwatchCompiler` …).
    var packageFolders: [String: Set<String>]
    static let packageFolderNames = ["Sources", "Tests", "Plugins", "Generated"]
    private static let tripleQuote = String(repeating: "\"", count: 3)

    // A link's target: `](target)` or `](target "title")`.
    private let link = Self.regex(#"\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#)
    // A path of two components or more: `docs/plugin.md`, `Sources/Swatch/Generated/`. Wildcards and ellipses are
    // taken in, so that such a path is seen whole and skipped.
    private let path = Self.regex(#"(?<![\w.@/:~-])([A-Za-z0-9_.*][\w.@*…-]*(?:/[\w.@*…-]+)+/?)"#)
    // A bare file name with an extension the repository's own notes and data use.
    private let fileName = Self.regex(#"(?<![\w.@/:~-])([A-Za-z0-9_][\w@-]*(?:\.[\w@-]+)*\.(?:md|csv|txt))(?![\w/@-])"#)
    // A URL, removed before paths are looked for.
    private let url = Self.regex(#"[a-z][a-z0-9+.-]*://[^\s)>\]]+"#)

    init(topLevel: Set<String>, packageFolders: [String: Set<String>] = [:]) {
        self.topLevel = topLevel
        self.packageFolders = packageFolders
    }

    private static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants of this file; one that does not compile is a mistake here.
        try! NSRegularExpression(pattern: pattern)
    }

    /// The first group of every match of `regex` in `text`.
    private static func captures(of regex: NSRegularExpression, in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range)
            .compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
    }

    private static func removing(_ regex: NSRegularExpression, from text: String) -> String {
        regex.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ")
    }

    /// The references in `text`, the contents of `file` (a path relative to the repository's root).
    func references(in text: String, of file: String) -> [Reference] {
        let kind = Self.kind(of: file)
        guard kind != .other else { return [] }
        var references: [Reference] = []
        var fence: Substring?
        var inSwiftString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let prose: Substring
            switch kind {
            case .markdown:
                let trimmed = line.drop { $0 == " " }
                if let open = fence {
                    if trimmed.hasPrefix(open) { fence = nil }
                    continue
                }
                if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                    fence = trimmed.prefix(3)
                    continue
                }
                prose = line
                for target in Self.captures(of: link, in: String(line)) {
                    guard let resolved = resolve(link: target, from: file) else { continue }
                    references.append(Reference(file: file, line: number, text: target, kind: .path(resolved)))
                }
            case .swift:
                let trimmed = line.drop { $0 == " " }
                // A multi-line string literal holds text, not comments.
                if trimmed.components(separatedBy: Self.tripleQuote).count % 2 == 0 { inSwiftString.toggle() }
                guard !inSwiftString, trimmed.hasPrefix("//") else { continue }
                prose = trimmed
            case .hashComments:
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("#"), !trimmed.hasPrefix("#!") else { continue }
                prose = trimmed
            case .other:
                continue
            }
            let withoutLinkTargets = Self.removing(link, from: Self.removing(url, from: String(prose)))
            for var candidate in Self.captures(of: path, in: withoutLinkTargets) {
                while candidate.hasSuffix(".") { candidate.removeLast() }
                let components = candidate.split(separator: "/").map(String.init)
                guard topLevel.contains(components[0]), !components.contains(where: { $0.hasPrefix(".build") })
                else { continue }
                if Self.packageFolderNames.contains(components[0]), components.count > 1,
                    !(packageFolders[components[0]] ?? []).contains(components[1])
                {
                    continue
                }
                references.append(Reference(file: file, line: number, text: candidate, kind: .path(candidate)))
            }
            for name in Self.captures(of: fileName, in: withoutLinkTargets) {
                references.append(Reference(file: file, line: number, text: name, kind: .fileName(name)))
            }
        }
        return references.filter { !$0.text.contains("*") && !$0.text.contains("…") }
    }

    /// The references among `references` that lead nowhere: `exists` says whether a path (relative to the root,
    /// a trailing `/` for a folder) exists, `fileNames` holds the name of every file of the repository.
    static func dangling(
        _ references: [Reference], exists: (String) -> Bool, fileNames: Set<String>
    ) -> [Reference] {
        references.filter { reference in
            switch reference.kind {
            case .path(let path): !exists(path)
            case .fileName(let name): !fileNames.contains(name)
            }
        }
    }

    private enum FileKind { case markdown, swift, hashComments, other }

    private static func kind(of file: String) -> FileKind {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        if name.hasSuffix(".md") { return .markdown }
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".sh") { return .hashComments }
        if file == ".ci/run" || file.hasPrefix("scripts/") { return .hashComments }
        return .other
    }

    /// A link's target as a path from the root, or nil for a URL, an anchor or a DocC link.
    private func resolve(link target: String, from file: String) -> String? {
        if target.hasPrefix("#") || target.contains(":") { return nil }
        let withoutAnchor = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
        var components = file.split(separator: "/").dropLast().map(String.init)
        for component in withoutAnchor.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if components.popLast() == nil { return "../" + withoutAnchor }
            default: components.append(String(component))
            }
        }
        let resolved = components.joined(separator: "/")
        return withoutAnchor.hasSuffix("/") ? resolved + "/" : resolved
    }
}
