import SwatchDiagnostics
import SwatchPipeline
@_spi(Stages) import SwatchSyntax

/// A resolver document read whole: the base theme, a theme per brand its
/// brand modifiers make, the files its `$ref`s read, and where each file
/// was brought in.
package struct ImportedTokens {
    /// A brand: the contexts it takes, said as `theme: orange`, and where
    /// those contexts are written.
    package struct Brand {
        package var description: String
        package var ranges: [SourceRange]
        package var ast: ThemeAST
    }

    /// The theme with every brand modifier at its default context.
    package var base: ThemeAST?
    package var brands: [Brand] = []
    /// What reading found: the files' YAML, the `$ref`s, the tokens.
    package var diagnostics: [Diagnostic] = []
    /// The files read through `$ref`, for diagnostics to show their lines.
    package var files: [ThemeSource] = []
    /// The first `$ref` that brought each file in, by the file's path.
    package var broughtIn: [String: SourceRange] = [:]

    /// Resolve and Check on the base and on each brand: the base's findings,
    /// then each brand's that the base does not have, with a note at the
    /// contexts that make the brand. Every finding in a file read through
    /// `$ref` gets a note at the `$ref` that brought the file in.
    package func check(with compiler: ThemeCompiler) -> ThemeCompiler.Result {
        var result = compiler.check(imported: base, diagnostics: diagnostics)
        var found = result.diagnostics
        var seen = Set(found)
        if !diagnostics.hasErrors {
            for brand in brands {
                let brandResult = compiler.check(imported: brand.ast, diagnostics: [])
                for var diagnostic in brandResult.diagnostics where seen.insert(diagnostic).inserted {
                    for (index, range) in brand.ranges.enumerated() {
                        let what = index == 0 ? "found in the brand '\(brand.description)'" : "and this context"
                        diagnostic.notes.append(Diagnostic.Note(what, at: range))
                    }
                    found.append(diagnostic)
                }
            }
        }
        result.diagnostics = noted(found).sortedForOutput()
        return result
    }

    /// `diagnostics`, each in a file read through `$ref` with a note at the
    /// `$ref` that read it (and at the one that read that file, and so on).
    package func noted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            var file = diagnostic.range.file
            var visited: Set<String> = []
            while let reference = broughtIn[file], visited.insert(file).inserted {
                diagnostic.notes.append(Diagnostic.Note("'\(file)' is read through this '$ref'", at: reference))
                file = reference.file
            }
            return diagnostic
        }
    }
}
