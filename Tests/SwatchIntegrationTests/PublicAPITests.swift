import Foundation
import SwatchSupport
import Testing

@testable import SwatchCompiler
@testable import SwatchTestSupport

/// `SwatchCompiler`'s public API is what docs/compiler-api.md documents
/// (docs/api-stability.md): every public symbol, as the toolchain's
/// `swift-symbolgraph-extract` lists it for a client, is named on that page,
/// and every type the page's table names is public. What the tool, the
/// plugins, the tests and the stages' benchmarks share beyond it has
/// `package` access, which a client does not see.
@Suite(.tags(.integration)) struct PublicAPITests {
    struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            var kind: Kind
            var pathComponents: [String]
        }
        var symbols: [Symbol]
    }

    /// The public symbols of `module` (`SwatchCompiler` unless said) in the debug build this test runs
    /// against, as paths (`ThemeCompiler.Options.warningsAsErrors`, `DiagnosticRenderer.render(_:as:)`).
    static func publicSymbols(of module: String = "SwatchCompiler") throws -> [SymbolGraph.Symbol] {
        let modules = try Toolchain.swatchModules()
        // `.build/<triple>/debug/Modules`: the triple the modules were built for.
        let triple = modules.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var arguments = [
            "-module-name", module, "-target", triple, "-I", modules.path,
            "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output.path,
        ]
        // The stages' modules, which `SwatchCompiler` re-exports: their public symbols are its API.
        if module == "SwatchCompiler" {
            arguments.append(
                "-experimental-allowed-reexported-modules=" + (try reexportedModules()).joined(separator: ","))
        }
        for library in ["CSwatchYAML", "CSwatchZlib"] {
            let map = Toolchain.root.appendingPathComponent("Sources/\(library)/module.modulemap").path
            arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
        }
        let run = try Toolchain.run(try Toolchain.executable("swift-symbolgraph-extract"), arguments)
        try #require(run.status == 0, "\(run.text)")
        let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
        return try JSONDecoder().decode(SymbolGraph.self, from: data).symbols
    }

    /// The modules `SwatchCompiler` re-exports (`@_exported import` in its one source file).
    static func reexportedModules() throws -> [String] {
        let umbrella = try String(
            contentsOf: Toolchain.root.appendingPathComponent("Sources/SwatchCompiler/SwatchCompiler.swift"),
            encoding: .utf8)
        return umbrella.split(separator: "\n")
            .compactMap { line in
                line.hasPrefix("@_exported import ") ? String(line.dropFirst("@_exported import ".count)) : nil
            }
    }

    /// Every identifier inside a code span of docs/compiler-api.md.
    static func documentedNames() throws -> (page: String, names: Set<String>) {
        let page = try String(
            contentsOf: Toolchain.root.appendingPathComponent("docs/compiler-api.md"), encoding: .utf8)
        var names = Set<String>()
        for span in page.split(separator: "`", omittingEmptySubsequences: false).enumerated() where span.offset % 2 == 1
        {
            for match in span.element.matches(of: /[A-Za-z_][A-Za-z0-9_]*/) { names.insert(String(match.output)) }
        }
        return (page, names)
    }

    /// `render(_:as:)` → `render`, `init(path:text:)` → `init`.
    static func baseName(_ component: String) -> String {
        String(component.prefix { $0 != "(" })
    }

    @Test func everyPublicSymbolIsDocumented() throws {
        let symbols = try Self.publicSymbols()
        let (_, names) = try Self.documentedNames()
        #expect(symbols.contains { $0.pathComponents == ["ThemeCompiler"] })
        // The rule ids are one constant per id of docs/diagnostics.md, which the page says once;
        // RuleCatalogTests holds that list to the catalog.
        let ruleConstants = symbols.filter {
            $0.pathComponents.first == "RuleID" && $0.kind.identifier == "swift.type.property"
        }
        #expect(ruleConstants.count == RuleCatalog.all.count)

        let undocumented = symbols.filter { symbol in
            if symbol.pathComponents.first == "RuleID" && symbol.kind.identifier == "swift.type.property" {
                return false
            }
            // Operators and conformances' witnesses (`<`, `==`, `hash(into:)`, `description`) are the protocols'.
            let protocolWitnesses: Set = ["<", "==", "hash", "description", "rawValue", "init"]
            return symbol.pathComponents.map(Self.baseName).enumerated()
                .contains { index, name in
                    !names.contains(name) && !(index > 0 && protocolWitnesses.contains(name))
                }
        }
        let paths = undocumented.map { $0.pathComponents.joined(separator: ".") }
        #expect(
            paths == [], "public in SwatchCompiler, not named in docs/compiler-api.md: make it package, or document it")
    }

    @Test func everyTypeThePageListsIsPublic() throws {
        let symbols = try Self.publicSymbols()
        let types = Set(symbols.filter { $0.pathComponents.count == 1 }.map { $0.pathComponents[0] })
        let (page, _) = try Self.documentedNames()
        // The first column of the page's table: `ThemeCompiler(options:)`, `ThemeCompiler.Options` …
        var listed = Set<String>()
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            if let name = line.dropFirst(3).prefixMatch(of: /[A-Z][A-Za-z0-9]*/) { listed.insert(String(name.output)) }
        }
        #expect(listed.isSuperset(of: ["ThemeSource", "ThemeCompiler", "Diagnostic", "DiagnosticRenderer"]))
        #expect(
            listed.subtracting(types).isEmpty,
            "listed in docs/compiler-api.md but not public: \(listed.subtracting(types))")
    }

    /// What an app links — the `Swatch` runtime and `SwatchDesktop` — is API (docs/api-stability.md): every
    /// public symbol is listed in `Tests/Golden/api/<module>.symbols`, so that a change to it is a change of
    /// that file a reviewer sees, never a side effect (compiler-only code such as CSS's HSL, HWB, Lab and LCH
    /// lives in SwatchColorTools, which apps do not link). `SWATCH_UPDATE_GOLDEN=1` writes the lists anew.
    @Test(arguments: ["Swatch", "SwatchDesktop"]) func theRuntimesPublicSymbolsAreTheListedOnes(module: String) throws {
        let symbols = try Self.publicSymbols(of: module)
        let lines = Set(symbols.map { "\($0.kind.identifier) \($0.pathComponents.joined(separator: "."))" }).sorted()
        let text = lines.joined(separator: "\n") + "\n"
        let listing = Toolchain.root.appendingPathComponent("Tests/Golden/api/\(module).symbols")
        if ProcessInfo.processInfo.environment["SWATCH_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: listing.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: listing, atomically: true, encoding: .utf8)
        }
        let listed = try String(contentsOf: listing, encoding: .utf8)
        let listedLines = Set(listed.split(separator: "\n").map(String.init))
        #expect(lines.count > 20, "no symbols extracted")
        #expect(
            Set(lines).subtracting(listedLines).sorted() == [],
            "public in \(module), not in \(listing.lastPathComponent): list it (SWATCH_UPDATE_GOLDEN=1), or make it package"
        )
        #expect(
            listedLines.subtracting(lines).sorted() == [],
            "listed in \(listing.lastPathComponent), no longer public in \(module): an app's code may use it")
    }
}
