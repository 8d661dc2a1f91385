import ArgumentParser
import SwatchCompiler
import SwatchFormats

struct MaterialImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "material",
        abstract: "Writes a theme made from a Material Theme Builder export, and checks it.",
        discussion: """
            Reads the JSON Material Theme Builder exports (schemes beside coreColors or seed). The schemes \
            'light' and 'dark' become light and dark, 'light-high-contrast' and 'dark-high-contrast' \
            Increase Contrast; each role takes the role and pairs Material's color roles give it. The \
            medium-contrast schemes are not written. docs/import.md has the table of roles.
            """
    )

    @Argument(help: "The Material Theme Builder export (*.json).")
    var file: String

    @Option(name: .shortAndLong, help: "The folder to write NAME.theme.yaml into.")
    var output: String

    @Option(help: "The theme's name (default: the file's name without .json).")
    var name: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let source = ThemeFiles.read([file])[0]
        guard InputFormats.kind(of: source.path, bytes: { source.bytes }) == .materialTheme else {
            Exit.fail(
                "'\(file)' is not a Material Theme Builder export: it has no 'schemes' beside 'coreColors', "
                    + "'seed' or 'source'", code: 2)
        }
        let imported = ThemeImporter.materialImport(source, namespace: name)
        try ImportedThemeOutput.checkAndWrite(
            imported.document, files: imported.themeFile.map { [$0] } ?? [], from: source, into: output,
            diagnostics: diagnostics)
    }
}
