import ArgumentParser
import SwatchCompiler

struct SwatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swatch",
        abstract:
            "Compiles appearance-aware YAML themes into typed Swift, checked against the Human Interface Guidelines.",
        discussion: """
            Exit status: 0 when no theme has an error (warnings allowed), 1 when one has, \
            2 when the command line or a file could not be used.
            """,
        version: SwatchVersion.current,
        subcommands: [
            CompileCommand.self, CheckCommand.self, FixCommand.self, ExportCommand.self, ReportCommand.self,
            ContrastCommand.self,
            ImportCommand.self,
            DiffCommand.self, LSPCommand.self,
        ]
    )
}

/// Options every command that reads themes shares.
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .customLong("diagnostics-format"), help: "How to print diagnostics: text (as swiftc does) or json.")
    var format: DiagnosticRenderer.Format = .text

    @Flag(help: "Treat warnings as errors.")
    var werror = false

    @Option(
        help:
            "The folder image paths must stay inside (default: the nearest folder above the theme with a Package.swift, else the theme's folder)."
    )
    var packageRoot: String?
}

extension DiagnosticRenderer.Format: ExpressibleByArgument {}
