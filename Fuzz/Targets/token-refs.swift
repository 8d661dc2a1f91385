import Foundation
import SwatchSupport

@testable import SwatchCompiler
@testable import SwatchFormats

// The reference resolver of design-tokens resolver documents, on files held
// in memory: `$ref` paths, JSON pointers, the `#name` shorthand, cycles,
// escapes and brands. The input is several files: the first is the resolver
// (`T/App.resolver.json`); each line `=== NAME` starts another, at `T/NAME`,
// so a `$ref` can name any of them, or a path outside `T`, which must be
// refused.

let separator = "\n=== "
let resolverPath = "T/App.resolver.json"

func files(_ text: String) -> [String: String] {
    let parts = text.components(separatedBy: separator)
    var files = [resolverPath: parts[0]]
    for part in parts.dropFirst() {
        let name = part.prefix { $0 != "\n" }
        files["T/" + name] = String(part.dropFirst(name.count + 1))
    }
    return files
}

func fuzz(_ bytes: [UInt8]) {
    let all = files(text(bytes))
    let document = ThemeImporter.tokenDocument(
        ThemeSource(path: resolverPath, text: all[resolverPath]!), files: .inMemory(all, root: "T"))
    let read = document.files.map(\.path)
    precondition(Set(read).count == read.count, "a file was read twice: \(read)")
    precondition(read.allSatisfy { $0.hasPrefix("T/") && all[$0] != nil }, "a file outside the tree was read: \(read)")
    let result = document.check(with: ThemeCompiler())
    for diagnostic in result.diagnostics {
        // What the CLI does with a result: every diagnostic rendered, each
        // in a file the resolver read.
        _ = "\(diagnostic)"
        precondition(
            diagnostic.file == resolverPath || read.contains(diagnostic.file),
            "a finding in a file never read: \(diagnostic.file)")
    }
}

func seeds() -> [String: [UInt8]] {
    let token = ##"{ "color": { "$type": "color", "a": { "$value": "#0A84FF" } } }"##
    let examples = [
        ##"{ "sets": { "s": { "sources": [{ "$ref": "a.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
            + separator + "a.json\n" + token,
        ##"{ "sets": { "s": { "sources": [{ "$ref": "t.json#/orange" }, { "$ref": "t.json#blue" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
            + separator + "t.json\n{ \"orange\": " + token + ", \"blue\": " + token + " }",
        ##"{ "sets": { "s": { "sources": [{ "$ref": "x.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
            + separator + "x.json\n{ \"$ref\": \"y.json\" }" + separator + "y.json\n{ \"$ref\": \"./x.json\" }",
        ##"{ "sets": { "s": { "sources": [{ "$ref": "../out.json" }, { "$ref": "#/sets/s" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##,
        ##"{ "sets": { "s": { "sources": [{ "$ref": "a.json" }] } }, "modifiers": { "theme": { "contexts": { "orange": [], "blue": [{ "$ref": "a.json#/color" }] }, "default": "orange" }, "mode": { "contexts": { "light": [], "dark": [{ "$ref": "a.json" }] } } }, "resolutionOrder": [{ "$ref": "#/sets/s" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/mode" }] }"##
            + separator + "a.json\n" + token,
    ]
    var seeds: [String: [UInt8]] = [:]
    for (index, example) in examples.enumerated() { seeds["seed-\(index)"] = Array(example.utf8) }
    return seeds
}
