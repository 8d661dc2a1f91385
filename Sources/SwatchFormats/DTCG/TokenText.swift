import SwatchDiagnostics
import SwatchSyntax

/// A token file's bytes parsed into its root node: JSON as the YAML flow it
/// is, a `*.json5` file rewritten first (``JSON5Text``), in place, so that
/// every value is located where its file writes it.
enum TokenText {
    /// Whether the file at `path` is written in JSON5, as Style Dictionary tells it: by its name.
    static func isJSON5(_ path: String) -> Bool { path.hasSuffix(".json5") }

    static func read(_ bytes: [UInt8], file: String, limits: YAMLReader.Limits) -> (
        root: YAMLValue?, diagnostics: [Diagnostic]
    ) {
        guard isJSON5(file) else { return YAMLReader(limits: limits).read(bytes, file: file) }
        let (yaml, problem) = JSON5Text.asYAML(bytes, file: file)
        guard let yaml else { return (nil, problem.map { [$0] } ?? []) }
        return YAMLReader(limits: limits).read(yaml, file: file)
    }
}
