import Foundation

@testable import SwatchCompiler
@testable import SwatchFormats

// The legacy token reader: Style Dictionary v3 files and Tokens Studio's
// sets and themes (`value`/`type`, `{a.b}` and `{a.b.value}` aliases,
// `$themes`, `$metadata.tokenSetOrder`, a `$themes.json` naming a file per
// set). The input is several files held in memory: the first is the file
// checked — `T/$themes.json` when it starts with `[`, else `T/tokens.json`;
// each line `=== NAME` starts another, at `T/NAME.json`, so a theme's set
// can name it, and a Style Dictionary configuration's `source` globs match it.

let separator = "\n=== "

func files(_ text: String) -> (first: String, all: [String: String]) {
    let parts = text.components(separatedBy: separator)
    let first = parts[0].drop { $0.isWhitespace }.first == "[" ? "T/$themes.json" : "T/tokens.json"
    var files = [first: parts[0]]
    for part in parts.dropFirst() {
        let name = part.prefix { $0 != "\n" }
        files["T/" + name + ".json"] = String(part.dropFirst(name.count + 1))
    }
    return (first, files)
}

func fuzz(_ bytes: [UInt8]) {
    let (first, all) = files(text(bytes))
    let document = ThemeImporter.tokenDocument(
        ThemeSource(path: first, text: all[first]!), files: .inMemory(all, root: "T"))
    let read = document.files.map(\.path)
    precondition(Set(read).count == read.count, "a file was read twice: \(read)")
    precondition(read.allSatisfy { $0.hasPrefix("T/") && all[$0] != nil }, "a file outside the tree was read: \(read)")
    let result = document.check(with: ThemeCompiler())
    for diagnostic in result.diagnostics {
        _ = "\(diagnostic)"
        precondition(
            diagnostic.file == first || read.contains(diagnostic.file),
            "a finding in a file never read: \(diagnostic.file)")
    }
    // No silent pass: a file of which no color is checked says something.
    let colors = (document.base?.colors.count ?? 0) + document.brands.reduce(0) { $0 + $1.ast.colors.count }
    precondition(colors > 0 || !result.diagnostics.isEmpty, "nothing was checked and nothing said")
}

func seeds() -> [String: [UInt8]] {
    let examples = [
        // Style Dictionary v3: the category types, `.value` aliases.
        ##"{ "color": { "base": { "red": { "value": "#FF0000" }, "gray": { "value": "#999999" } }, "font": { "value": "{color.base.gray.value}" }, "background": { "page": { "value": "{color.base.red}" } } }, "size": { "type": { "value": "4px" } } }"##,
        // Tokens Studio, one file, themes over sets.
        ##"{ "core": { "gray": { "0": { "value": "#FFFFFF", "type": "color" }, "9": { "value": "#1F2328", "type": "color" } } }, "light": { "bg": { "value": "{gray.0}", "type": "color" }, "fg": { "value": "rgba({gray.9}, 0.8)", "type": "color" } }, "dark": { "bg": { "value": "{gray.9}", "type": "color" } }, "$themes": [{ "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } }, { "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } }, { "name": "Brand", "selectedTokenSets": { "missing": "enabled" } }], "$metadata": { "tokenSetOrder": ["core", "light", "dark"] } }"##,
        // Tokens Studio, sets without themes: names say the appearance.
        ##"{ "global": { "ink": { "value": "#333333", "type": "color" } }, "light": { "paper": { "value": "#FFFFFF", "type": "color" } }, "dark_ax": { "paper": { "value": "#000000", "type": "color" } }, "$metadata": {} }"##,
        // A `$themes.json` with a file per set.
        ##"[{ "name": "light", "selectedTokenSets": { "core": "source", "themes/light": "enabled" } }, { "name": "dim", "selectedTokenSets": { "themes/dim": "enabled", "../out": "enabled" } }]"##
            + separator + "core\n" + ##"{ "blue": { "value": "#0969DA", "type": "color" } }"##
            + separator + "themes/light\n"
            + ##"{ "link": { "value": "{blue}", "type": "color" }, "loop": { "value": "{loop}", "type": "color" } }"##
            + separator + "themes/dim\n" + ##"{ "link": { "$value": "#54AEFF", "$type": "color" } }"##,
        // A Style Dictionary configuration: its `source` globs merge the files they match.
        ##"{ "source": ["**/*.json", "c?lor/*.json", "missing/*.json"], "platforms": {} }"##
            + separator + "color/base\n" + ##"{ "color": { "base": { "gray": { "value": "#999999" } } } }"##
            + separator + "color/font\n" + ##"{ "color": { "font": { "value": "{color.base.gray.value}" } } }"##,
        "{}",
    ]
    var seeds: [String: [UInt8]] = [:]
    for (index, example) in examples.enumerated() { seeds["seed-\(index)"] = Array(example.utf8) }
    return seeds
}
