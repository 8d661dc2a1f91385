import Swatch
import SwatchDiagnostics
import SwatchLSPProtocol
import SwatchModel

/// Where a resolved theme declares its names and where it names them again:
/// what hover, go to definition, references and the outline read.
struct ThemeIndex {
    enum Kind: String {
        case color, material, surface, image

        /// LSP's symbol kind: constant, class, struct, variable.
        var symbolKind: Int {
            switch self {
            case .color: 14
            case .material: 5
            case .surface: 23
            case .image: 13
            }
        }
    }

    struct Declaration {
        var name: String
        var kind: Kind
        var range: SourceRange
        var detail: String
    }

    var declarations: [Declaration] = []
    /// Every place a name is used as a value (`ref:`, `on:`, `background:`, `content:`), by name.
    var uses: [String: [SourceRange]] = [:]

    init(_ theme: ResolvedTheme) {
        for color in theme.colors {
            guard let source = color.source else { continue }
            declarations.append(
                Declaration(name: color.name, kind: .color, range: source.name.range, detail: color.role.rawValue))
            for used in source.references + source.on { uses[used.value, default: []].append(used.range) }
        }
        for material in theme.materials {
            declarations.append(
                Declaration(
                    name: material.name, kind: .material, range: material.source.name.range,
                    detail: material.material.name))
            for binding in material.bindings { uses[binding.color.name, default: []].append(binding.colorRange) }
        }
        for surface in theme.surfaces {
            declarations.append(
                Declaration(
                    name: surface.source.name.value, kind: .surface, range: surface.source.name.range,
                    detail: surface.kind.rawValue))
            for used in (surface.source.background.map { [$0] } ?? []) + surface.source.content {
                uses[used.value, default: []].append(used.range)
            }
        }
        for image in theme.images {
            declarations.append(Declaration(name: image.name, kind: .image, range: image.nameRange, detail: "image"))
        }
    }

    /// The declaration of `name`, when the theme (or a base it extends) declares one.
    func declaration(of name: String) -> Declaration? {
        declarations.first { $0.name == name }
    }
}

/// The name under a position: letters (any script), digits, `_` and `-`.
enum WordAtPosition {
    /// The word around `position` and its range, or nil on blank or punctuation.
    static func word(in document: TextDocument, at position: Position) -> (text: String, range: LSPRange)? {
        let line = Array(document.line(position.line).unicodeScalars)
        let column = document.scalarLocation(of: position).column - 1
        var start = min(column, line.count)
        var end = start
        while start > 0 && isWordScalar(line[start - 1]) { start -= 1 }
        while end < line.count && isWordScalar(line[end]) { end += 1 }
        guard start < end else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: line[start..<end])
        let range = LSPRange(
            start: document.position(line: position.line + 1, scalarColumn: start + 1),
            end: document.position(line: position.line + 1, scalarColumn: end + 1))
        return (text, range)
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "-" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.isEmojiPresentation
    }
}
