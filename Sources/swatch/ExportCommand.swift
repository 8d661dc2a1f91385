import ArgumentParser
import SwatchCompiler
import SwatchFormats

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Checks a theme and writes it in another tool's format: \(alternatives(ExportFormat.allCases.map(\.rawValue))).",
        discussion: ExportFormat.allCases.map { "\($0): \($0.summary)" }.joined(separator: " ")
            + " Nothing is written for a theme with errors; what the format cannot hold is printed as notes."
            + " docs/export.md has the mappings."
    )

    @Argument(help: "The theme file (*.theme.yaml).")
    var theme: String

    @Option(help: ArgumentHelp(alternatives(ExportFormat.allCases.map(\.rawValue)) + "."))
    var format: ExportFormat

    @Option(name: .shortAndLong, help: ArgumentHelp(ExportFormat.outputHelp))
    var output: String

    // A format's options are declared in its folder; their help names the formats that read them.
    @Flag(help: ArgumentHelp(ExportFormat.help(.split)))
    var split = ExportOption.split.defaultValue

    @Option(help: ArgumentHelp(ExportFormat.help(.figmaModes)))
    var figmaModes = ExportOption.figmaModes.defaultValue

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if split && !format.takes(.split) {
            throw ValidationError(
                "--split is for --format \(alternatives(ExportFormat.splitting)),"
                    + " which can keep each context in a file of its own"
            )
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
        var options = ExportOptions(sourceFileName: source.fileName, outputName: FilePath.name(of: name))
        options[.split] = split
        options[.figmaModes] = figmaModes
        let export = format.export(resolved, options: options)
        for note in export.notes { printError("swatch: note: \(format.rawValue): \(note)") }
        do {
            _ = try OutputWriter().write(export, to: output)
        } catch {
            Exit.fail("cannot write '\(output)': \(error)", code: 2)
        }
    }
}

extension ExportFormat: ExpressibleByArgument {
    /// The formats that can `--split`.
    static var splitting: [String] { taking(.split).map(\.rawValue) }

    /// The help of `option`: the formats that read it, then what it does.
    static func help<Value>(_ option: ExportOption<Value>) -> String {
        alternatives(taking(option).map(\.rawValue)) + " only: " + option.help
    }

    /// What `--output` names for each format: a file, or a folder (a format that splits, when it does).
    static var outputHelp: String {
        let files = allCases.filter { !$0.writesFolder }.map(\.rawValue)
        let folders = allCases.filter(\.writesFolder).map(\.rawValue) + splitting.map { $0 + " --split" }
        return "The file (\(files.joined(separator: ", "))) or folder (\(folders.joined(separator: ", "))) to write."
    }
}

/// `a`, `a or b`, `a, b or c` (`and`: `a, b and c`).
func alternatives(_ items: [String], and: Bool = false) -> String {
    items.count < 2
        ? items.joined() : items.dropLast().joined(separator: ", ") + (and ? " and " : " or ") + items[items.count - 1]
}
