import Swatch
import SwatchDiagnostics
import SwatchLSPProtocol
import SwatchModel
import SwatchSyntax

/// `textDocument/completion`: the keys and words that may be written at the cursor.
struct CompletionRequest: RequestHandler {
    static let method = "textDocument/completion"
    typealias Response = CompletionList?
    static let capabilities = [ServerCapability("completionProvider.triggerCharacters", [":", "[", ",", " "])]

    var textDocument: TextDocumentIdentifier
    var position: Position

    func answer(in server: LanguageServer) throws -> Response {
        try server.document(textDocument.uri).map { server.completion($0, position) }
    }
}

struct CompletionItem: Codable, Hashable, Sendable {
    var label: String
    /// 5 field, 12 value, 16 color, 14 keyword.
    var kind: Int
    var detail: String?
}

struct CompletionList: Codable, Sendable {
    var isIncomplete: Bool
    var items: [CompletionItem]
}

extension LanguageServer {
    /// What may be written at `position`, from the types Decode reads the
    /// words as (one owner of each word list) and the theme's own names:
    /// every color in `ref:`, backgrounds and materials in `on:`, roles,
    /// text sizes, platforms, access levels, the platform's catalog
    /// materials, vibrancy styles, surface kinds, grabber values, rule ids
    /// and their levels.
    func completion(_ document: TextDocument, _ position: Position) -> CompletionList {
        let theme = theme(for: document.uri)
        if let keyPlace = KeyPlace(document, position), let keys = KeyPlace.keys(at: keyPlace.path) {
            let items = keys.filter { !keyPlace.present.contains($0) }
                .map { CompletionItem(label: $0, kind: 10, detail: "key") }
            return CompletionList(isIncomplete: false, items: items)
        }
        let place = CompletionPlace(document, position)
        let items = CompletionWords.items(for: place, theme: theme, workspace: workspace)
        return CompletionList(isIncomplete: false, items: items)
    }
}

/// Where the cursor is, as far as completion needs: the key whose value is
/// being written on this line (the last `key:` before the cursor), and the
/// key of the mapping the line is in.
struct CompletionPlace {
    var key: String?
    var parentKey: String?
    /// The words on the cursor's line after its key (a list's items so far).
    var words: [String] = []
    /// The key of the mapping the parent is in (`colors` for a color's key).
    var grandparentKey: String?
    /// Whether the key is inside `increasedContrast: { … }` on the same line.
    var inIncreasedContrast = false

    init(_ document: TextDocument, _ position: Position) {
        let line = Array(document.line(position.line).unicodeScalars)
        let column = min(line.count, document.scalarLocation(of: position).column - 1)
        let before = Array(line[..<column])
        key = Self.lastKey(in: before)
        inIncreasedContrast = String(String.UnicodeScalarView(before)).contains("increasedContrast:")
        var word = ""
        for scalar in line.drop(while: { $0 != ":" }).dropFirst() {
            if WordAtPosition.isWordScalar(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        let indent = Self.indentation(line)
        var parentIndent = indent
        var above = position.line - 1
        while above >= 0 {
            let text = Array(document.line(above).unicodeScalars)
            let trimmed = text.drop { $0 == " " }
            if !trimmed.isEmpty && trimmed.first != "#" && Self.indentation(text) < indent {
                if parentKey == nil {
                    parentKey = Self.lastKey(in: text)
                    parentIndent = Self.indentation(text)
                } else if Self.indentation(text) < parentIndent {
                    grandparentKey = Self.lastKey(in: text)
                    break
                }
            }
            above -= 1
        }
        // A block list item (`- name`) is the value of the key above it.
        if key == nil, before.drop(while: { $0 == " " }).first == "-" {
            key = parentKey
        }
    }

    /// The word before the last `:` that is followed by a blank, `[`, `{` or the end.
    static func lastKey(in scalars: [Unicode.Scalar]) -> String? {
        var index = scalars.count - 1
        while index >= 0 {
            if scalars[index] == ":" {
                let next = index + 1 < scalars.count ? scalars[index + 1] : " "
                if next == " " || next == "[" || next == "{" || next == "\t" {
                    var start = index
                    while start > 0 && WordAtPosition.isWordScalar(scalars[start - 1]) { start -= 1 }
                    if start < index {
                        var word = ""
                        word.unicodeScalars.append(contentsOf: scalars[start..<index])
                        return word
                    }
                }
            }
            index -= 1
        }
        return nil
    }

    static func indentation(_ scalars: [Unicode.Scalar]) -> Int {
        scalars.prefix { $0 == " " }.count
    }
}

/// The words offered at a place.
enum CompletionWords {
    static func items(for place: CompletionPlace, theme: ResolvedTheme?, workspace: WorkspaceThemes)
        -> [CompletionItem]
    {
        let colors = (theme?.colors ?? []) + (theme?.systemColors ?? [])
        func colorItems(_ chosen: [ResolvedColor]) -> [CompletionItem] {
            chosen.map {
                CompletionItem(
                    label: $0.name, kind: 16, detail: $0.role.rawValue + ($0.isSystem ? " (system)" : ""))
            }
        }
        let materials = (theme?.materials ?? [])
            .map {
                CompletionItem(label: $0.name, kind: 5, detail: "material \($0.material.name)")
            }
        func words<Word: RawRepresentable & CaseIterable>(_: Word.Type, _ detail: String) -> [CompletionItem]
        where Word.RawValue == String {
            Word.allCases.map { CompletionItem(label: $0.rawValue, kind: 12, detail: detail) }
        }
        switch (place.parentKey, place.key) {
        case ("vibrancy", nil): return colorItems(theme?.colors ?? [])
        case ("vibrancy", _): return words(Vibrancy.self, "vibrancy style")
        case ("rules", nil), (_, "rules"): return ruleItems()
        case ("rules", let key?) where RuleCatalog.description(of: RuleID(rawValue: key)) != nil:
            return words(RuleSetting.Level.self, "severity")
        default: break
        }
        let auto = [
            CompletionItem(label: "auto", kind: 12, detail: "derived: the nearest color of its hue that passes")
        ]
        // Where a value goes: a color's `light:`/`dark:` (also inside
        // `increasedContrast:`) and a level's `base:`/`elevated:`.
        let unknown = [
            CompletionItem(
                label: ThemeDecoder.unknownKeyword, kind: 12,
                detail: "a value not known: nothing is judged where it shows, and compile asks for it")
        ]
        let inContrast = place.parentKey == "increasedContrast" || place.inIncreasedContrast
        let inColor =
            inContrast || place.parentKey == "colors" || place.grandparentKey == "colors"
        switch place.key {
        case "increasedContrast": return auto
        case "elevated": return auto + unknown
        case "base": return unknown
        case "light" where inContrast || inColor, "dark" where inContrast || inColor:
            return (inContrast ? auto : []) + unknown
        case "light":
            return auto
        case "derive":
            let written = Set(place.words)
            return words(DerivedVariant.self, "derived value").filter { !written.contains($0.label) }
        case "ref": return colorItems(colors)
        case "on", "background": return colorItems(colors.filter { $0.role == .background }) + materials
        case "content": return colorItems(theme?.colors ?? [])
        case "role": return words(ColorRoleName.self, "role")
        case "text": return words(TextSize.self, "text size")
        case "platform": return words(Platform.self, "platform")
        case "access": return words(AccessLevel.self, "access level")
        case "kind": return words(SurfaceKind.self, "surface kind")
        case "grabber": return words(Sheet.GrabberVisibility.self, "grabber")
        case "detents":
            let written = Set(place.words)
            return Sheet.Detent.named.filter { !written.contains($0.word) }
                .map { CompletionItem(label: $0.word, kind: 12, detail: "detent") }
        case "material":
            let family = theme.flatMap { ThemeDecoder.materialFamily(for: $0.platform) } ?? .iOS
            return Material.catalog.filter { $0.family == family }
                .map { CompletionItem(label: $0.name, kind: 12, detail: "\(family.rawValue) material") }
        case "extends":
            let namespaces = Set(workspace.entries.map(\.namespace)).sorted()
            return [CompletionItem(label: "system", kind: 12, detail: "the system colors")]
                + namespaces.map { CompletionItem(label: $0, kind: 17, detail: "theme") }
        default: return []
        }
    }

    static func ruleItems() -> [CompletionItem] {
        RuleCatalog.all.filter(\.canBeSilenced)
            .map { CompletionItem(label: $0.id.rawValue, kind: 12, detail: $0.summary) }
    }
}
