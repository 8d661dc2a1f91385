import SwatchCheck
import SwatchDiagnostics
import SwatchFormats
import SwatchPipeline
import SwatchSupport

/// What `swatch check` finds in the open themes, checked together with their
/// relatives on disk (a brand with its base, a base with its brands), and in
/// the open token files and color sets (``ImportedDocuments``).
struct WorkspaceAnalysis {
    /// The findings, by the URI of the file each is in.
    var diagnosticsByURI: [String: [Diagnostic]] = [:]
    /// The check's result for each open theme, by URI.
    var results: [String: ThemeCompiler.Result] = [:]

    /// Checks the open theme documents (their text as edited, not as saved)
    /// in one run of the compiler, as `swatch check` checks the files given to
    /// it, with their relatives on disk read but not reported on.
    static func check(
        documents: [String: TextDocument], workspace: WorkspaceThemes, readsDisk: Bool = true
    ) -> WorkspaceAnalysis {
        var memo = CheckMemo()
        return check(documents: documents, workspace: workspace, readsDisk: readsDisk, memo: &memo)
    }

    /// The same check, repeating only what the documents' changes since
    /// `memo`'s checks can change: a check whose files hold the bytes they
    /// held then finds what it found (``CheckMemo``).
    static func check(
        documents: [String: TextDocument], workspace: WorkspaceThemes, readsDisk: Bool = true,
        memo: inout CheckMemo
    ) -> WorkspaceAnalysis {
        let open = documents.values.filter { WorkspaceThemes.isThemeFile($0.uri) }.sorted { $0.uri < $1.uri }
        let sources = open.map { ThemeSource(path: DocumentURI.path(of: $0.uri), bytes: $0.bytes) }
        let openPaths = Set(sources.map(\.path))
        let others = workspace.relatives(of: sources.map(WorkspaceThemes.entry(for:)))
            .filter { !openPaths.contains($0.path) }
            .compactMap { ThemeSource(contentsOf: $0.path) }
        var compiler = ThemeCompiler()
        compiler.checker.verdicts = memo.verdicts
        compiler.memos = memo.stages
        let results = memo.themes(sources, with: others) {
            compiler.check(sources, with: others) { ThemeSource.packageRoot(for: $0.path) }
        }
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
        // Token files, resolver documents and color sets, as `swatch check`
        // reads a `*.json` or a `*.xcassets` it is given.
        let imported = ImportedDocuments(documents: documents, readsDisk: readsDisk)
        if imported.isEmpty {
            // With no token file open, the readings the memo holds are of closed ones: let them go.
            memo.keepOnly([])
        } else {
            for (path, found) in imported.check(resolvers: workspace.resolvers, compiler: compiler, memo: &memo) {
                let uri = documents.keys.first { DocumentURI.path(of: $0) == path } ?? DocumentURI.uri(of: path)
                analysis.diagnosticsByURI[uri, default: []] += found
            }
        }
        return analysis
    }
}
