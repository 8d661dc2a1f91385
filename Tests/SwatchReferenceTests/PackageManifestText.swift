import Foundation

/// The targets of Package.swift and their direct dependencies, read from the
/// manifest's text: what `ArchitectureDocumentTests` holds the document to,
/// without running SwiftPM (the manifest lists each target as
/// `.kind(name: "…", dependencies: [ … ])`, which is all this reads).
struct PackageManifestText {
    struct Target: Equatable {
        var name: String
        /// `target`, `executableTarget`, `testTarget`, `systemLibrary` or `plugin`.
        var kind: String
        /// Target names and, for a product of another package, the product's name.
        var dependencies: [String]
        /// The folder, when the manifest names one.
        var path: String?
    }

    var targets: [Target]

    /// The package's own targets, the ones the document describes: not the
    /// test targets, nor the library they share (under `Tests/`), which are
    /// the tests' business.
    var describedTargets: [Target] {
        targets.filter { $0.kind != "testTarget" && !($0.path?.hasPrefix("Tests/") ?? false) }
    }

    init(_ manifest: String) {
        // Comments may name targets; only code is read.
        let code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        let text = Array(code.unicodeScalars)
        let section = Self.find("\n    targets: [", in: text, from: 0) ?? text.count
        var targets: [Target] = []
        var index = section
        while index < text.count {
            guard let kindStart = Self.find("\n", in: text, from: index).map({ $0 }) else { break }
            index = kindStart
            var cursor = kindStart
            while cursor < text.count, text[cursor] == " " || text[cursor] == "\n" { cursor += 1 }
            guard cursor < text.count, text[cursor] == "." else { continue }
            var nameEnd = cursor + 1
            while nameEnd < text.count, text[nameEnd].properties.isAlphabetic { nameEnd += 1 }
            let kind = String(String.UnicodeScalarView(text[(cursor + 1)..<nameEnd]))
            guard nameEnd < text.count, text[nameEnd] == "(",
                ["target", "executableTarget", "testTarget", "systemLibrary", "plugin"].contains(kind),
                let close = Self.closing(text, from: nameEnd)
            else { continue }
            let body = String(String.UnicodeScalarView(text[(nameEnd + 1)..<close]))
            if let name = Self.quoted(after: "name: ", in: body).first {
                let path = Self.quoted(after: "path: ", in: body).first
                targets.append(
                    Target(name: name, kind: kind, dependencies: Self.dependencies(in: body), path: path))
            }
            index = close
        }
        self.targets = targets
    }

    /// The names in a target's `dependencies: [ … ]`; a `.product(name:package:)` gives its name.
    private static func dependencies(in body: String) -> [String] {
        let text = Array(body.unicodeScalars)
        guard let open = find("dependencies: [", in: text, from: 0), let close = closing(text, from: open - 1)
        else { return [] }
        let list = String(String.UnicodeScalarView(text[open..<close]))
        let withoutPackages = list.split(separator: ",").filter { !$0.contains("package:") || $0.contains("name:") }
        return withoutPackages.flatMap { quoted(after: "", in: String($0)) }
    }

    /// The quoted strings of `text`, each after `prefix`.
    private static func quoted(after prefix: String, in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: prefix + "\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.append(String(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return found
    }

    /// Where `needle` ends in `text` at or after `start`.
    private static func find(_ needle: String, in text: [Unicode.Scalar], from start: Int) -> Int? {
        let pattern = Array(needle.unicodeScalars)
        guard pattern.count <= text.count else { return nil }
        var index = start
        while index + pattern.count <= text.count {
            if text[index..<(index + pattern.count)].elementsEqual(pattern) { return index + pattern.count }
            index += 1
        }
        return nil
    }

    /// The index of the bracket that closes the one at `open`, skipping strings.
    private static func closing(_ text: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        var inString = false
        for index in open..<text.count {
            let scalar = text[index]
            if scalar == "\"" { inString.toggle() }
            guard !inString else { continue }
            if scalar == "(" || scalar == "[" { depth += 1 }
            if scalar == ")" || scalar == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
