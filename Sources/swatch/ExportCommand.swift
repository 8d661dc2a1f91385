import ArgumentParser
import SwatchCompiler
import SwatchFormats

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Checks a theme and writes it as CSS, design tokens, an asset catalog or GTK stylesheets.",
        discussion: """
            css: one file of custom properties. dtcg: one Design Tokens (2025.10) resolver document, or with \
            --split a folder with the resolver, the set's tokens and a file per appearance context. \
            xcassets: an asset catalog folder. gtk: a folder with libadwaita's style.css, style-dark.css, \
            style-hc.css and style-hc-dark.css. figma: one Figma variables file (the REST API's variables/local \
            shape) with a mode per state the colors differ in, --figma-modes to a collection. Nothing is written for a theme with errors; what the format \
            cannot hold is printed as notes. docs/export.md has the mappings.
            """
    )

    @Argument(help: "The theme file (*.theme.yaml).")
    var theme: String

    @Option(help: "css, dtcg, xcassets, gtk or figma.")
    var format: ExportFormat

    @Option(name: .shortAndLong, help: "The file (css, dtcg, figma) or folder (xcassets, gtk, dtcg --split) to write.")
    var output: String

    @Flag(help: "dtcg only: write a folder with the resolver and one token file per set and context.")
    var split = false

    @Option(
        help:
            "figma only: the most modes a collection may have (Figma's plans limit them); past it, further collections."
    )
    var figmaModes: Int = 4

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if split && format != .dtcg {
            throw ValidationError("--split is for --format dtcg, which can keep each context in a file of its own")
        }
        if figmaModes < 1 { throw ValidationError("--figma-modes is at least 1") }
    }

    func run() throws {
        let (source, result, failed) = ThemeFiles.checkOne(theme, options: diagnostics, refusingUnknown: "exporting")
        guard !failed, let resolved = result.theme else {
            printError("swatch: error: nothing was written for \(source.path) because of the errors above")
            throw ExitCode(1)
        }
        var name = output
        while name.count > 1, name.hasSuffix("/") { name.removeLast() }
        let options = ExportOptions(
            sourceFileName: source.fileName, outputName: FilePath.name(of: name), split: split,
            modesPerCollection: figmaModes)
        let export = format.export(resolved, options: options)
        for note in export.notes { printError("swatch: note: \(format.rawValue): \(note)") }
        do {
            _ = try OutputWriter().write(export, to: output)
        } catch {
            Exit.fail("cannot write '\(output)': \(error)", code: 2)
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
