import SwatchLSPProtocol
import SwatchSyntax

/// Where a key is being typed, and the keys of the mapping it goes in.
///
/// Read from the text, not from the decoded theme: the line being typed is
/// rarely valid YAML yet. The mapping is found by indentation (block style)
/// and by the `{` still open on the line (flow style): its path of keys from
/// the top (`colors`, a color's name, `light` …) says which of Decode's key
/// tables applies, and the keys the mapping already has are not offered.
struct KeyPlace {
    /// The keys from the top level to the mapping the key goes in.
    var path: [String]
    /// The keys the mapping has already (but the one being typed).
    var present: Set<String>

    /// The place of a key at `position`; nil where a value is being written.
    init?(_ document: TextDocument, _ position: Position) {
        let line = Array(document.line(position.line).unicodeScalars)
        let column = min(line.count, max(0, document.scalarLocation(of: position).column - 1))
        let before = Array(line[..<column])
        let flow = FlowScan(before)
        if flow.inSequence { return nil }
        let indent = CompletionPlace.indentation(line)
        if flow.open.isEmpty {
            // Block style: nothing but a word before the cursor on its line.
            let typed = before.drop { $0 == " " }
            guard typed.allSatisfy(WordAtPosition.isWordScalar) else { return nil }
            // On a blank line, a client may put the cursor past its end, where
            // the key will be indented to.
            let column =
                typed.isEmpty && line.allSatisfy { $0 == " " }
                ? max(position.character, line.count) : before.count - typed.count
            path = Self.blockPath(document, line: position.line, indent: column)
            present = Self.blockSiblings(document, line: position.line, indent: column)
        } else {
            guard flow.atKey else { return nil }
            path = Self.blockPath(document, line: position.line, indent: indent) + flow.open
            let after = Array(line[column...])
            present = flow.keys.union(FlowScan.keysBeforeClose(after))
        }
    }

    /// The keys `path` names a table for, from Decode (the one owner of what
    /// each mapping may hold); nil for a mapping whose keys are names
    /// (`colors:`, a material's `vibrancy:`) or rule ids.
    static func keys(at path: [String]) -> [String]? {
        switch (path.count, path.first) {
        case (0, _): return ThemeDecoder.topLevelKeys
        case (1, "contrast"): return ThemeDecoder.contrastKeys
        case (2, "colors"): return ThemeDecoder.colorKeys
        case (2, "materials"): return ThemeDecoder.materialKeys
        case (2, "surfaces"): return ThemeDecoder.surfaceKeys
        case (2, "images"): return ThemeDecoder.imageKeys
        default: break
        }
        // Below a declaration: the keys after its name (`light`, `model` …).
        let inner = path.dropFirst(2)
        let schemes = ThemeDecoder.schemeKeys
        let levels = ThemeDecoder.levelKeys
        switch path.first {
        case "colors":
            // A value: `light:`, `dark:`, or either of `increasedContrast:`;
            // then a level of one.
            var rest = inner
            if rest.first == "increasedContrast" {
                rest = rest.dropFirst()
                if rest.isEmpty { return schemes }
            }
            if rest.count == 1, rest.first == "contrast" { return ThemeDecoder.contrastKeys }
            guard let scheme = rest.first, schemes.contains(scheme) else { return nil }
            switch rest.count {
            case 1: return levels + ThemeDecoder.referenceKeys
            case 2 where levels.contains(rest.last!): return ThemeDecoder.referenceKeys
            default: return nil
            }
        case "materials" where inner.first == "model":
            switch inner.count {
            case 1: return schemes
            case 2: return ThemeDecoder.modelKeys
            default: return nil
            }
        case "images" where inner.count == 1 && inner.first == "increasedContrast": return schemes
        default: return nil
        }
    }

    /// The keys of the lines above `line` that hold it, outermost first.
    private static func blockPath(_ document: TextDocument, line: Int, indent: Int) -> [String] {
        var path: [String] = []
        var limit = indent
        var index = line - 1
        while index >= 0, limit > 0 {
            let text = Array(document.line(index).unicodeScalars)
            if let key = Self.key(startingLine: text), CompletionPlace.indentation(text) < limit {
                path.append(key)
                limit = CompletionPlace.indentation(text)
            }
            index -= 1
        }
        return path.reversed()
    }

    /// The keys at `indent` in the block around `line`, above and below it.
    private static func blockSiblings(_ document: TextDocument, line: Int, indent: Int) -> Set<String> {
        var keys: Set<String> = []
        for step in [-1, 1] {
            var index = line + step
            while index >= 0, index < document.lineCount {
                let text = Array(document.line(index).unicodeScalars)
                defer { index += step }
                guard !isBlank(text) else { continue }
                let depth = CompletionPlace.indentation(text)
                if depth < indent { break }
                if depth == indent, let key = Self.key(startingLine: text) { keys.insert(key) }
            }
        }
        return keys
    }

    /// The key a line starts with (`  role: fill` → `role`), quotes taken off.
    static func key(startingLine text: [Unicode.Scalar]) -> String? {
        var scalars = text.drop { $0 == " " }
        guard let first = scalars.first, first != "#", first != "-" else { return nil }
        var word = ""
        if first == "\"" || first == "'" {
            scalars = scalars.dropFirst()
            guard let close = scalars.firstIndex(of: first) else { return nil }
            word.unicodeScalars.append(contentsOf: scalars[..<close])
            scalars = scalars[scalars.index(after: close)...]
        } else {
            let end = scalars.firstIndex { $0 == ":" } ?? scalars.endIndex
            word.unicodeScalars.append(contentsOf: scalars[..<end])
            scalars = scalars[end...]
            while word.unicodeScalars.last == " " { word.unicodeScalars.removeLast() }
        }
        guard scalars.first == ":", !word.isEmpty else { return nil }
        let next = scalars.dropFirst().first
        return next == nil || next == " " || next == "\t" ? word : nil
    }

    private static func isBlank(_ text: [Unicode.Scalar]) -> Bool {
        let content = text.drop { $0 == " " }
        return content.isEmpty || content.first == "#"
    }
}

/// The flow collections (`{ … }`, `[ … ]`) still open at the end of some
/// text on one line: which are open, the keys before each open `{`, the
/// keys the innermost mapping has so far, and whether a key comes next.
struct FlowScan {
    /// The key before each `{` still open, outermost first.
    private(set) var open: [String] = []
    /// Whether the innermost open collection is a sequence.
    private(set) var inSequence = false
    /// The keys of the innermost open mapping before the end.
    private(set) var keys: Set<String> = []
    /// Whether the end is where the innermost mapping's next key goes.
    private(set) var atKey = false

    init(_ text: [Unicode.Scalar]) {
        var stack: [(isMapping: Bool, key: String, keys: Set<String>)] = []
        var word: [Unicode.Scalar] = []
        var lastWord = ""
        var expectsKey = false
        var quote: Unicode.Scalar?
        for scalar in text {
            if let open = quote {
                if scalar == open { quote = nil } else { word.append(scalar) }
                continue
            }
            switch scalar {
            case "\"", "'": quote = scalar
            case "{", "[":
                stack.append((scalar == "{", lastWord, []))
                expectsKey = scalar == "{"
                word = []
            case "}", "]":
                if !stack.isEmpty { stack.removeLast() }
                expectsKey = false
                word = []
            case ":":
                lastWord = String(String.UnicodeScalarView(word)).trimmingBlanks
                if let last = stack.indices.last, stack[last].isMapping, expectsKey {
                    stack[last].keys.insert(lastWord)
                }
                expectsKey = false
                word = []
            case ",":
                expectsKey = stack.last?.isMapping == true
                word = []
            default:
                word.append(scalar)
            }
        }
        open = stack.filter(\.isMapping).map(\.key)
        inSequence = stack.last?.isMapping == false
        keys = stack.last?.keys ?? []
        let typed = String(String.UnicodeScalarView(word)).trimmingBlanks
        atKey = expectsKey && typed.unicodeScalars.allSatisfy(WordAtPosition.isWordScalar)
    }

    /// The keys written in `text` (what follows the cursor) before the `}`
    /// that closes the mapping the cursor is in.
    static func keysBeforeClose(_ text: [Unicode.Scalar]) -> Set<String> {
        var keys: Set<String> = []
        var depth = 0
        var word: [Unicode.Scalar] = []
        var expectsKey = true
        for scalar in text {
            switch scalar {
            case "{", "[": depth += 1
            case "}", "]":
                if depth == 0 { return keys }
                depth -= 1
            case ":" where depth == 0 && expectsKey:
                keys.insert(String(String.UnicodeScalarView(word)).trimmingBlanks)
                expectsKey = false
            case "," where depth == 0:
                expectsKey = true
                word = []
            default: if depth == 0 { word.append(scalar) }
            }
        }
        return keys
    }
}

extension String {
    /// Without the blanks and quotes around it.
    fileprivate var trimmingBlanks: String {
        let outer: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }
        var scalars = Substring(self).unicodeScalars.drop(while: outer)
        while let last = scalars.last, outer(last) { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
