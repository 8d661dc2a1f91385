import ArgumentParser
import SwatchCompiler
import SwatchFormats

/// What the import commands do with what they imported: the document
/// checked and its findings reported, its theme files written into the
/// output folder and each said, then any lines after them; exit 1 when the
/// check failed.
enum ImportedThemeOutput {
    static func checkAndWrite(
        _ document: BrandedDocument, files: [(name: String, text: String)], from source: ThemeSource,
        into output: String, diagnostics: DiagnosticOptions, extraSources: [ThemeSource] = [], then lines: [String] = []
    ) throws {
        let compiler = ThemeCompiler(options: .init(warningsAsErrors: diagnostics.werror))
        let result = document.check(with: compiler)
        let failed = ThemeFiles.report([(source, result)], format: diagnostics.format, extraSources: extraSources)
        guard !files.isEmpty else {
            printError("swatch: error: nothing was written: \(source.path) could not be read")
            throw ExitCode(1)
        }
        let folder = output.hasSuffix("/") ? String(output.dropLast()) : output
        // With `--diagnostics-format json`, stdout holds the JSON alone (a
        // tool parses it whole); what was written is said on stderr.
        let say: (String) -> Void = diagnostics.format == .json ? { printError($0) } : { print($0) }
        for (fileName, text) in files {
            do {
                _ = try OutputWriter().write(text, to: folder + "/" + fileName)
            } catch {
                Exit.fail("cannot write '\(folder)/\(fileName)': \(error)", code: 2)
            }
            say("wrote \(folder)/\(fileName)")
        }
        for line in lines { say(line) }
        if failed { throw ExitCode(1) }
    }
}
