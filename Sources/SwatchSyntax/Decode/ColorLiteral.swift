import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel

/// Reads a CSS color literal from a YAML scalar and, when it is bad, points
/// at the offending character inside the scalar.
enum ColorLiteral {
    /// The literal in `node`, or a diagnostic at the exact character.
    static func read(_ node: YAMLValue, what: @autoclosure () -> String, context: inout DecodeContext) -> Located<
        Color
    >? {
        guard let text = context.string(node, what: what()) else { return nil }
        switch CSSColorParser.parse(text.value) {
        case .success(let color):
            return Located(color, at: node.range)
        case .failure(let problem):
            var start = node.range.start
            // A quoted scalar starts at its quote; the text one column later.
            if node.style == .singleQuoted || node.style == .doubleQuoted {
                start.column += 1
            }
            // Escapes and line folding break the link between the scalar's
            // text and its columns in the file; point at the scalar then.
            let raw = !text.value.contains("\n") && !text.value.contains("\\")
            if raw { start.column += problem.offset }
            context.error(
                .themeLiteral, "\(what()): \(problem.message)", at: SourceRange(file: node.range.file, start: start))
            return nil
        }
    }
}
