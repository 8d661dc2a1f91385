import SwatchLSPProtocol

/// `swatch lsp`: the server on standard input and output.
package enum LanguageServerMain {
    /// Serves until `exit` or the end of input; the exit status LSP gives
    /// (0 after `shutdown`, 1 otherwise).
    package static func run() -> Int32 {
        let output = StandardOutput()
        var loop = MessageLoop(source: StandardInput(), server: LanguageServer(), write: output.write)
        return loop.run()
    }
}
