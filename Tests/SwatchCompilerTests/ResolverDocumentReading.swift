import SwatchSupport

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchSyntax

/// A resolver document read from its text as `swatch check` reads one, with
/// the importer set up by `adjusting` before it reads and asked by
/// `afterwards` once it has: for tests that compare a shortcut of the
/// importer with reading the whole document.
enum ResolverDocumentReading {
    static func read(
        _ text: String, adjusting: (inout DTCGImporter) -> Void, afterwards: (DTCGImporter) -> Void = { _ in }
    ) -> BrandedDocument {
        let source = ThemeSource(path: "App.resolver.json", bytes: Array(text.utf8))
        var imported = BrandedDocument(
            advice: ImportAdvice(advisor: TokenFileAdvisor(shape: .init(file: "")), roles: [:]))
        imported.file = source.path
        let (root, found) = TokenText.read(source.bytes, file: source.path, limits: CompilerLimits().yaml)
        imported.diagnostics = found
        return ThemeImporter.tokenDocument(imported, pairs: nil, files: .none, limits: CompilerLimits()) { importer in
            adjusting(&importer)
            defer { afterwards(importer) }
            return importer.readAll(root!)
        }
    }
}
