import ArgumentParser
import SwatchLSP

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Runs the language server: themes checked as they are typed, in any editor with an LSP client.",
        discussion: """
            Speaks the Language Server Protocol 3.17 over standard input and output (JSON-RPC with \
            Content-Length framing) until the client sends 'exit' or closes its end. docs/editors.md gives \
            each editor's configuration.
            """
    )

    func run() throws {
        let status = LanguageServerMain.run()
        if status != 0 { throw ExitCode(status) }
    }
}
