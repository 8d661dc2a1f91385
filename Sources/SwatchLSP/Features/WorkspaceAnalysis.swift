import SwatchDiagnostics
import SwatchImport
import SwatchPipeline

/// What `swatch check` finds in the open themes, checked together with their
/// relatives on disk: a brand with its base, a base with its brands.
struct WorkspaceAnalysis {
    /// The findings, by the URI of the file each is in.
    var diagnosticsByURI: [String: [Diagnostic]] = [:]
    /// The check's result for each open theme, by URI.
    var results: [String: ThemeCompiler.Result] = [:]

    /// Checks the open theme documents (their text as edited, not as saved)
    /// in one run of the compiler, as `swatch check` checks the files given to
    /// it, with their relatives on disk read but not reported on.
    static func check(documents: [String: TextDocument], workspace: WorkspaceThemes) -> WorkspaceAnalysis {
        let open = documents.values.filter { WorkspaceThemes.isThemeFile($0.uri) }.sorted { $0.uri < $1.uri }
        let sources = open.map { ThemeSource(path: DocumentURI.path(of: $0.uri), bytes: $0.bytes) }
        let openPaths = Set(sources.map(\.path))
        let others = workspace.relatives(of: sources.map(WorkspaceThemes.entry(for:)))
            .filter { !openPaths.contains($0.path) }
            .compactMap { ThemeSource(contentsOf: $0.path) }
        let compiler = ThemeCompiler()
        let results = compiler.check(sources, with: others) { ThemeSource.packageRoot(for: $0.path) }
        var analysis = WorkspaceAnalysis()
        for (document, result) in zip(open, results) {
            analysis.results[document.uri] = result
            analysis.diagnosticsByURI[document.uri, default: []] += []
            for diagnostic in result.diagnostics {
                // A finding may be in another file: a closed base's error said
                // at its brand is shown in the base, where it is fixed.
                let uri =
                    diagnostic.file == sources[open.firstIndex { $0.uri == document.uri }!].path
                    ? document.uri : DocumentURI.uri(of: diagnostic.file)
                analysis.diagnosticsByURI[uri, default: []].append(diagnostic)
            }
        }
        // Design Tokens files, as `swatch check` reads a `*.json` it is given
        // (without a pairs file): imported, then resolved and checked.
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) where isTokenFile(document.uri) {
            let source = ThemeSource(path: DocumentURI.path(of: document.uri), bytes: document.bytes)
            let (ast, found) = ThemeImporter.tokens(source)
            let result = compiler.check(imported: ast, diagnostics: found)
            analysis.diagnosticsByURI[document.uri, default: []] += []
            for diagnostic in result.diagnostics {
                let uri = diagnostic.file == source.path ? document.uri : DocumentURI.uri(of: diagnostic.file)
                analysis.diagnosticsByURI[uri, default: []].append(diagnostic)
            }
        }
        return analysis
    }

    /// Whether the server checks `uri` as a Design Tokens file: `*.tokens.json`
    /// and `*.resolver.json` (not every JSON file an editor opens).
    static func isTokenFile(_ uri: String) -> Bool {
        uri.hasSuffix(".tokens.json") || uri.hasSuffix(".resolver.json")
    }
}
