import ArgumentParser
import SwatchCompiler
import SwatchFormats

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Writes Swatch themes made from another tool's files.",
        subcommands: [FigmaImportCommand.self, MaterialImportCommand.self]
    )
}

struct FigmaImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Writes themes made from a Figma variables file, checks them and prints what was guessed.",
        discussion: """
            Reads the response of Figma's GET /v1/files/:key/variables/local (or a plugin's export of the same \
            shape). Every COLOR variable becomes a color; modes named for light, dark, elevated and high \
            contrast become those states; other modes become brands extending the theme. Roles come from \
            scopes and names, pairs from names, each guess commented in the theme; a mapping file says \
            otherwise. docs/import.md has the mapping table.
            """
    )

    @Argument(help: "The Figma variables file (*.json).")
    var file: String

    @Option(name: .shortAndLong, help: "The folder to write NAME.theme.yaml (and a file per brand) into.")
    var output: String

    @Option(help: "A mapping file (YAML) of modes, roles and pairs that overrides the guesses (docs/import.md).")
    var mapping: String?

    @Option(help: "The theme's name (default: the file's name without .figma.json, .variables.json or .json).")
    var name: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let source = ThemeFiles.read([file])[0]
        let mappingSource = mapping.map { ThemeFiles.read([$0])[0] }
        guard let imported = ThemeImporter.figma(source, mapping: mappingSource, namespace: name) else {
            Exit.fail(
                "'\(file)' is not a Figma variables file: it has no top-level 'meta' with 'variables' or 'variableCollections'",
                code: 2)
        }
        try ImportedThemeOutput.checkAndWrite(
            imported.document, files: imported.themeFiles, from: source, into: output, diagnostics: diagnostics,
            extraSources: mappingSource.map { [$0] } ?? [], then: imported.summary)
    }
}
