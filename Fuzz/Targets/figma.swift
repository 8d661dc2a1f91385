import Foundation
import SwatchSupport
import SwatchSyntax

@testable import SwatchCompiler
@testable import SwatchDiagnostics
@testable import SwatchFormats

// The Figma variables importer: the bytes as a `variables/local` response
// (and, after a line `=== mapping`, a mapping file), read, checked with every
// brand, and written as themes. A theme the importer writes must read back
// as the language: no finding of YAML, or of the language's shape, in it.
// Variables are known by id: a circle is reported only where the file's
// aliases, id to id, make one; no file is written twice; a value the file
// cannot give is written `unknown`, never another mode's value.

let separator = "\n=== mapping\n"

/// Rules a written theme must never break: they would mean the writer wrote
/// something the decoder cannot read.
let shapeRules: Set<String> = [
    "YAML-syntax", "YAML-empty", "YAML-encoding", "YAML-tab", "YAML-duplicate-key", "YAML-multi-document",
    "YAML-alias", "YAML-complex-key", "THEME-version", "THEME-unknown-key", "THEME-type", "THEME-missing",
    "THEME-value", "THEME-literal",
]

func fuzz(_ bytes: [UInt8]) {
    let parts = text(bytes).components(separatedBy: separator)
    let mapping = parts.count > 1 ? ThemeSource(path: "mapping.yaml", text: parts[1]) : nil
    guard let imported = ThemeImporter.figma(ThemeSource(path: "V.figma.json", text: parts[0]), mapping: mapping)
    else { return }
    let result = imported.document.check(with: ThemeCompiler())
    for diagnostic in result.diagnostics { _ = "\(diagnostic)" }
    let names = imported.themeFiles.map(\.name)
    precondition(Set(names).count == names.count, "a file written twice: \(names)")
    checkIDGraph(parts[0], imported)
    let written = imported.themeFiles.map { ThemeSource(path: $0.name, text: $0.text) }
    for theme in ThemeCompiler().check(written) {
        for diagnostic in theme.diagnostics where shapeRules.contains(diagnostic.rule.rawValue) {
            preconditionFailure("a written theme does not read: \(diagnostic)\n\(imported.themeFiles.map(\.text))")
        }
    }
}

/// The file's aliases as a graph of ids: a THEME-cycle needs a circle in it,
/// and an alias to an id the file does not hold must leave `unknown`, not a
/// value, where it is the only value a state has.
func checkIDGraph(_ text: String, _ imported: ThemeImporter.FigmaImport) {
    let (root, _) = YAMLReader().read(Array(text.utf8), file: "V.figma.json")
    guard let root, FigmaReader.isFigmaVariables(root) else { return }
    var reader = FigmaReader()
    let figma = reader.read(root)
    var edges: [String: Set<String>] = [:]
    var missing = false
    let ids = Set(figma.variables.map(\.id))
    for variable in figma.variables {
        for value in variable.values.values {
            guard case .alias(let target, _) = value else { continue }
            if ids.contains(target) { edges[variable.id, default: []].insert(target) } else { missing = true }
        }
    }
    // Tarjan-free: a circle exists when some node reaches itself.
    func reachesItself(_ start: String) -> Bool {
        var stack = Array(edges[start] ?? [])
        var seen: Set<String> = []
        while let node = stack.popLast() {
            if node == start { return true }
            guard seen.insert(node).inserted else { continue }
            stack += edges[node] ?? []
        }
        return false
    }
    let hasCircle = edges.keys.contains(where: reachesItself)
    if imported.document.diagnostics.contains(where: { $0.rule == .themeCycle }) {
        precondition(hasCircle, "a circle reported where the aliases, by id, make none")
    }
    if !missing {
        for file in imported.themeFiles {
            for line in file.text.split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                let value =
                    text == "light: unknown" || text == "dark: unknown" || text.contains("{ base: unknown")
                    || text.contains("elevated: unknown }")
                precondition(!value, "'unknown' written where every alias is held: \(line)")
            }
        }
    }
}

func seeds() -> [String: [UInt8]] {
    let collection =
        ##""C:1": {"name": "Color", "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", ""##
        + ##"name": "Dark"}, {"modeId": "1:2", "name": "Dark dimmed"}], "defaultModeId": "1:0"}"##
    let examples = [
        ##"{"meta": {"variableCollections": {"##
            + collection
            + ##"}, "variables": {"V:1": {"name": "fgColor/default", "variableCollectionId": "C:1", "resolv"##
            + ##"edType": "COLOR", "scopes": ["TEXT_FILL"], "valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0"##
            + ##", "a": 1}, "1:1": {"type": "VARIABLE_ALIAS", "id": "V:2"}, "1:2": {"r": 0.8, "g": 0.8, "b""##
            + ##": 0.8, "a": 1}}}, "V:2": {"name": "bgColor/default", "variableCollectionId": "C:1", "resol"##
            + ##"vedType": "COLOR", "scopes": ["FRAME_FILL"], "valuesByMode": {"1:0": {"r": 1, "g": 1, "b":"##
            + ##" 1, "a": 1}, "1:1": {"type": "VARIABLE_ALIAS", "id": "V:9"}, "1:2": {"type": "VARIABLE_ALI"##
            + ##"AS", "id": "V:1"}}}, "V:3": {"name": "space", "variableCollectionId": "C:1", "resolvedType"##
            + ##"": "FLOAT", "valuesByMode": {"1:0": 4}}}}}"##,
        ##"{"meta": {"variableCollections": {"C:1": {"name": "P", "modes": [{"modeId": "m", "name": ""##
            + ##"Value"}]}}, "variables": {"A": {"name": "a", "variableCollectionId": "C:1", "resolvedType""##
            + ##": "COLOR", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "B"}}}, "B": {"name": "b"##
            + ##"", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"m": {"type": "##
            + ##""VARIABLE_ALIAS", "id": "A"}}}}}}"##,
        ##"{"meta": {"variableCollections": {"##
            + collection
            + ##"}, "variables": {"V:1": {"name": "x y/z", "variableCollectionId": "C:1", "resolvedType": ""##
            + ##"COLOR", "valuesByMode": {"1:0": {"r": 0.1, "g": 0.2, "b": NaN, "a": 0.5}}}}}}"##
            + separator + "modes:\n  Color:\n    Dark dimmed: skip\nroles:\n  x y/z: label\npairs:\n  x y/z: [x y/z]\n",
        // Same-named variables and modes in two collections of one name, one
        // a library's, aliasing each other by id, and into a missing library.
        ##"{"meta": {"variableCollections": {"C:1": {"name": "mode", "modes": [{"modeId": "a", "name": "Li"##
            + ##"ght"}, {"modeId": "b", "name": "Dark dimmed"}]}, "C:9f/2": {"name": "mode", "remote": true, "##
            + ##""modes": [{"modeId": "c", "name": "Light high contrast"}, {"modeId": "d", "name": "Dark dimm"##
            + ##"ed"}]}}, "variables": {"V:1": {"name": "x", "variableCollectionId": "C:1", "resolvedType": "##
            + ##""COLOR", "valuesByMode": {"a": {"type": "VARIABLE_ALIAS", "id": "V:9f/2:1"}, "b": {"type": "##
            + ##""VARIABLE_ALIAS", "id": "V:77/1:1"}}}, "V:9f/2:1": {"name": "x", "remote": true, "variableC"##
            + ##"ollectionId": "C:9f/2", "resolvedType": "COLOR", "valuesByMode": {"c": {"r": 1, "g": 1, "b"##
            + ##"": 1}, "d": {"type": "VARIABLE_ALIAS", "id": "V:1"}}}}}}"##,
    ]
    var seeds: [String: [UInt8]] = [:]
    for (index, example) in examples.enumerated() { seeds["seed-\(index)"] = Array(example.utf8) }
    for name in ["app.figma.json", "bad.figma.json", "libraries.figma.json"] {
        if let data = FileManager.default.contents(atPath: "Tests/Fixtures/figma/\(name)") { seeds[name] = Array(data) }
    }
    return seeds
}
