import SwatchDiagnostics
import SwatchImages
import SwatchSupport
import SwatchSyntax

/// Follows the `$ref`s of a resolver document (Design Tokens Resolver Module
/// 2025.10): a relative file path, a JSON pointer into a file or into the
/// resolver itself (`themes.json#/orange`, `#/sets/primitives`), and the
/// `#name` shorthand common tools accept (`themes.json#orange`).
///
/// Each file is read once, whatever refers to it. A missing file, a path
/// that leaves the folder tree (``TokenFiles``), a pointer to nothing, a
/// chain of `$ref`s that comes back to itself or is longer than
/// ``CompilerLimits/referenceDepth``, and more files than
/// ``CompilerLimits/tokenFiles`` are located errors at the `$ref`.
struct ReferenceResolver {
    var files: TokenFiles
    var limits: CompilerLimits
    /// Documents read, by path: nil for a file that could not be read or
    /// parsed (its problem was said once).
    private var documents: [String: YAMLValue?] = [:]
    /// Files this resolver has tried to read: what ``CompilerLimits/tokenFiles`` counts.
    private var filesRead = 0
    /// The files read, in order, for diagnostics to show their lines.
    private(set) var sources: [ThemeSource] = []
    /// Each `$ref` into another file, by that file's path: where it is
    /// written and the range of what it names there.
    private(set) var broughtIn: [String: [BrandedDocument.Reference]] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(files: TokenFiles, limits: CompilerLimits = CompilerLimits()) {
        self.files = files
        self.limits = limits
    }

    /// The node itself when it is no `{ "$ref": … }` object; else what its
    /// reference leads to, chains followed; nil (with an error) when that
    /// cannot be found.
    mutating func follow(_ node: YAMLValue) -> YAMLValue? {
        var current = node
        var chain: [String] = []
        while current.pairs != nil, let reference = current["$ref"] {
            // A JSON number, boolean or null is a plain scalar to libyaml.
            let isWord =
                reference.style == .plain
                && (reference.isNull || Double(reference.scalar ?? "") != nil
                    || ["true", "false"].contains(reference.scalar ?? ""))
            guard let text = reference.scalar, !isWord else {
                error(
                    .themeType,
                    "'$ref' is a string: a file, a pointer ('#/sets/NAME') or both; this is \(reference.kindDescription)",
                    at: reference.range)
                return nil
            }
            guard let (target, key) = target(of: text, at: reference) else { return nil }
            if chain.contains(key) {
                error(
                    .themeCycle,
                    "'$ref's lead back to themselves: \((chain + [key]).joined(separator: " → ")); point one of them at tokens",
                    at: reference.range)
                return nil
            }
            if chain.count >= limits.referenceDepth {
                error(
                    .themeCycle,
                    "more than \(limits.referenceDepth.grouped) '$ref's in a row, the limit; point the first at the tokens themselves",
                    at: reference.range)
                return nil
            }
            chain.append(key)
            current = target
        }
        return current
    }

    /// The document of the file at `path`, relative to the file `site` is
    /// in, read as a `$ref` written at `site` would read it (Tokens Studio's
    /// `$themes.json` names its sets' files by set name).
    mutating func file(_ path: String, at site: YAMLValue) -> YAMLValue? {
        target(of: path, at: site)?.0
    }

    /// The document of a file beside the one `site` is in that need not be
    /// there (Tokens Studio's `$metadata.json` beside `$themes.json`): nil,
    /// and nothing said, when there is no such file to read.
    mutating func optionalFile(_ name: String, besideFileOf site: YAMLValue) -> YAMLValue? {
        guard case .success(let located) = files.locate(name, from: site.range.file),
            case .success = files.load(located)
        else { return nil }
        return file(name, at: site)
    }

    /// The documents of the files a glob written at `site` matches
    /// (Style Dictionary's `source`: `tokens/**/*.json`), relative to the
    /// file it is written in, in path order; a pattern without a wildcard is
    /// one file. `**` matches any folders, `*` and `?` within a name, `{a,b}`
    /// either; names
    /// that start with `.` are left out, as the glob Style Dictionary uses
    /// leaves them out. A pattern that matches nothing is a warning at it.
    mutating func files(matching pattern: String, at site: YAMLValue) -> [YAMLValue] {
        // `tokens/{color,size}/*.json`: each alternative a pattern of its own, every file once.
        let alternatives = Self.expandingBraces(pattern)
        guard alternatives.count == 1 else {
            var seen: Set<String> = []
            var found: [YAMLValue] = []
            for alternative in alternatives {
                for document in files(matching: alternative, at: site, quiet: true)
                where seen.insert(document.range.file).inserted {
                    found.append(document)
                }
            }
            if found.isEmpty {
                error(.themeUnread, "'\(pattern)' matches no file, so nothing is read from it", at: site.range)
            }
            return found
        }
        return files(matching: pattern, at: site, quiet: false)
    }

    /// A pattern's alternatives: `a/{b,c}/d` is `a/b/d` and `a/c/d` (nested
    /// braces too); at most 64, a pattern of more read as written.
    static func expandingBraces(_ pattern: String) -> [String] {
        var done: [String] = []
        var pending = [pattern]
        while let next = pending.popLast() {
            let characters = Array(next)
            guard let open = characters.firstIndex(of: "{") else {
                done.append(next)
                continue
            }
            var depth = 0
            var close: Int?
            var commas: [Int] = []
            for index in open..<characters.count {
                switch characters[index] {
                case "{": depth += 1
                case "}":
                    depth -= 1
                    if depth == 0 { close = index }
                case "," where depth == 1: commas.append(index)
                default: break
                }
                if close != nil { break }
            }
            guard let close, !commas.isEmpty else {
                done.append(next)
                continue
            }
            let bounds = [open] + commas + [close]
            for (start, end) in zip(bounds, bounds.dropFirst()) {
                pending.append(
                    String(characters[..<open]) + String(characters[(start + 1)..<end])
                        + String(characters[(close + 1)...]))
            }
            if done.count + pending.count > 64 { return [pattern] }
        }
        return done.sorted()
    }

    private mutating func files(matching pattern: String, at site: YAMLValue, quiet: Bool) -> [YAMLValue] {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let isWild = { (part: String) in part.contains { "*?[".contains($0) } }
        guard let firstWild = parts.firstIndex(where: isWild) else {
            return file(pattern, at: site).map { [$0] } ?? []
        }
        let prefix = parts[..<firstWild].joined(separator: "/")
        let rest = Array(parts[firstWild...])
        let folder: String
        switch files.locate(prefix.isEmpty ? "." : prefix, from: site.range.file) {
        case .success(let located): folder = located
        case .failure(let problem):
            error(.themeReference, message(for: problem, pattern), at: site.range)
            return []
        }
        let matched = files.list(folder)
            .filter { $0.hasPrefix(folder + "/") }
            .map { String($0.dropFirst(folder.count + 1)) }
            .filter { path in
                let names = path.split(separator: "/").map(String.init)
                return !names.contains { $0.hasPrefix(".") } && Self.glob(rest[...], matches: names[...])
            }
            .sorted()
        guard !matched.isEmpty else {
            // As Style Dictionary takes it: nothing read from it, the other files still are.
            if !quiet {
                error(.themeUnread, "'\(pattern)' matches no file, so nothing is read from it", at: site.range)
            }
            return []
        }
        // The configuration is no token file, though `**/*.json` beside it matches it.
        return matched.filter { folder + "/" + $0 != site.range.file }
            .compactMap { file((prefix.isEmpty ? "" : prefix + "/") + $0, at: site) }
    }

    /// Whether a path's names match a glob's parts (`**` any names).
    static func glob(_ parts: ArraySlice<String>, matches names: ArraySlice<String>) -> Bool {
        guard let part = parts.first else { return names.isEmpty }
        if part == "**" {
            return names.indices.contains { glob(parts.dropFirst(), matches: names[$0...]) }
                || glob(parts.dropFirst(), matches: names[names.endIndex...])
        }
        guard let name = names.first, wildcard(Array(part)[...], matches: Array(name)[...]) else { return false }
        return glob(parts.dropFirst(), matches: names.dropFirst())
    }

    /// `*` any characters, `?` one, in one name.
    static func wildcard(_ pattern: ArraySlice<Character>, matches name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return (name.startIndex...name.endIndex).contains { wildcard(pattern.dropFirst(), matches: name[$0...]) }
        case "?": return !name.isEmpty && wildcard(pattern.dropFirst(), matches: name.dropFirst())
        default: return name.first == first && wildcard(pattern.dropFirst(), matches: name.dropFirst())
        }
    }

    /// The node `text` names from where `reference` is written, and a key
    /// that identifies it (file and pointer) for finding cycles.
    private mutating func target(of text: String, at reference: YAMLValue) -> (YAMLValue, String)? {
        let referrer = reference.range.file
        guard !text.isEmpty else {
            error(.themeReference, message(for: .empty, text), at: reference.range)
            return nil
        }
        let hash = text.firstIndex(of: "#")
        let filePart = String(text[..<(hash ?? text.endIndex)])
        let fragment = hash.map { String(text[text.index(after: $0)...]) }
        var path = referrer
        if !filePart.isEmpty {
            switch files.locate(filePart, from: referrer) {
            case .success(let located): path = located
            case .failure(let problem):
                error(.themeReference, message(for: problem, text), at: reference.range)
                return nil
            }
        }
        guard let document = document(at: path, for: text, reference: reference) else {
            // A file that does not parse: its YAML errors are noted at this `$ref`.
            if path != referrer, sources.contains(where: { $0.path == path }), broughtIn[path] == nil {
                let whole = SourceRange(
                    file: path, start: .start, end: SourceLocation(line: Int(UInt32.max), column: Int(UInt32.max)))
                broughtIn[path] = [BrandedDocument.Reference(site: reference.range, target: whole)]
            }
            return nil
        }
        guard let pointer = Self.pointer(fragment) else {
            error(
                .themeReference,
                "'\(text)': a pointer is '#/' followed by keys separated by '/' (with '~1' for '/' and '~0' for '~'), or '#NAME'",
                at: reference.range)
            return nil
        }
        var node = document
        for (depth, token) in pointer.enumerated() {
            let next: YAMLValue?
            if let items = node.items {
                next = Int(token).flatMap { $0 >= 0 && $0 < items.count ? items[$0] : nil }
            } else {
                next = node[token]
            }
            guard let next else {
                let walked = "/" + pointer.prefix(depth).joined(separator: "/")
                let keys = node.pairs.map { $0.compactMap(\.key.scalar).filter { !$0.hasPrefix("$") } } ?? []
                let hint = Suggestions.closest(to: token, in: keys).map { "; did you mean '\($0)'?" } ?? ""
                error(
                    .themeReference,
                    "'\(text)' points at nothing: \(depth == 0 ? "the file" : "'\(walked)'") has no '\(token)'\(hint)",
                    at: reference.range)
                return nil
            }
            node = next
        }
        if path != referrer, !(broughtIn[path]?.contains { $0.site == reference.range } ?? false) {
            broughtIn[path, default: []].append(BrandedDocument.Reference(site: reference.range, target: node.range))
        }
        return (node, pointer.isEmpty ? path : path + "#/" + pointer.joined(separator: "/"))
    }

    /// The tokens of a fragment: `/a/b` as a JSON pointer, `name` as the
    /// shorthand for `/name`, nothing for the whole file; nil when it is
    /// neither.
    static func pointer(_ fragment: String?) -> [String]? {
        guard let fragment, !fragment.isEmpty, fragment != "/" else { return [] }
        guard fragment.hasPrefix("/") else { return fragment.contains("/") ? nil : [fragment] }
        var tokens: [String] = []
        for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var characters = raw.makeIterator()
            while let character = characters.next() {
                guard character == "~" else {
                    token.append(character)
                    continue
                }
                switch characters.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: return nil
                }
            }
            tokens.append(token)
        }
        return tokens
    }

    /// The parsed file at `path`, read on first use.
    private mutating func document(at path: String, for text: String, reference: YAMLValue) -> YAMLValue? {
        if let known = documents[path] { return known }
        guard filesRead < limits.tokenFiles else {
            error(
                .themeValue,
                "'\(text)' would be file number \((limits.tokenFiles + 1).grouped) this resolver reads, past the limit of \(limits.tokenFiles.grouped); merge token files",
                at: reference.range)
            return nil
        }
        filesRead += 1
        switch files.load(path) {
        case .failure(let problem):
            error(.themeReference, message(for: problem, text), at: reference.range)
            documents[path] = .some(nil)
            return nil
        case .success(let bytes):
            let source = ThemeSource(path: path, bytes: bytes)
            sources.append(source)
            let (root, found) = TokenText.read(bytes, file: path, limits: limits.yaml)
            diagnostics += found
            documents[path] = .some(root)
            return root
        }
    }

    /// Registers a document already parsed (the resolver), so that pointers
    /// into it are followed without reading it again.
    mutating func register(_ root: YAMLValue) {
        documents[root.range.file] = .some(root)
    }

    private func message(for problem: ImageFileAccess.Problem, _ text: String) -> String {
        switch problem {
        case .empty: "'$ref' is empty; name a file relative to this one, a pointer ('#/sets/NAME') or both"
        case .absolute:
            "'\(text)' is not a relative path; name token files relative to this file, inside its folder tree"
        case .escapes, .themeOutsideRoot:
            "'\(text)' leads outside the package root; keep token files inside the package, beside the resolver"
        case .linksOutside(let target):
            "'\(text)' is a symbolic link to '\(target)', outside the package root; copy the file into the package"
        case .missing: "'\(text)': no such file; the path is relative to the file that names it"
        case .notAFile: "'\(text)' is not a file"
        case .unreadable(let reason): "'\(text)' cannot be read: \(reason)"
        case .tooLarge(let size): "'\(text)' is \(size.grouped) bytes, larger than a token file is read"
        }
    }

    private mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        let diagnostic = Diagnostic(rule, message, at: range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
