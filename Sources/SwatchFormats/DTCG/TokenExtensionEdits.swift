import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

/// Where a token's Swatch `$extensions` are, or would go: what a fix to its
/// pairs edits. Kept from the reading, since the advice comes after the
/// check, when the tape is gone.
struct TokenSite: Hashable, Sendable {
    /// A JSON object in the file and whether it has members.
    struct Object: Hashable, Sendable {
        var range: SourceRange
        var isEmpty: Bool
    }

    /// The token's own object (holding `$value`).
    var token: Object
    var extensions: Object?
    /// `$extensions` → `dev.swatch`.
    var swatch: Object?
    /// `dev.swatch` → `on`, when it is a list: its range and whether it has items.
    var on: Object?
    /// Whether `dev.swatch` has an `on` that is no list, which no edit extends.
    var onIsNoList = false

    /// The token written at `node`: an object, as JSON writes it.
    init?(_ node: YAMLValue) {
        guard let pairs = node.pairs else { return nil }
        func object(_ value: YAMLValue?) -> Object? {
            guard let value, let pairs = value.pairs else { return nil }
            return Object(range: value.range, isEmpty: pairs.isEmpty)
        }
        token = Object(range: node.range, isEmpty: pairs.isEmpty)
        let extensions = node["$extensions"]
        self.extensions = object(extensions)
        let swatch = extensions?[DTCGExporter.extensionKey]
        self.swatch = object(swatch)
        if let list = swatch?["on"] {
            if let items = list.items {
                on = Object(range: list.range, isEmpty: items.isEmpty)
            } else {
                onIsNoList = true
            }
        }
    }
}

/// How a fix to a token's pairs is written: into its `$extensions` under
/// `dev.swatch`, the keys `swatch export --format dtcg` writes, as an edit
/// that leaves valid JSON.
enum TokenExtensionEdits {
    /// The edit that adds `reference` (`{color.canvas}`) to the token's `on`.
    static func pair(_ site: TokenSite, adding reference: String, message: String) -> Diagnostic.FixIt? {
        guard !site.onIsNoList else { return nil }
        let item = JSONText.string(reference).rendered(.standard).dropLast()
        if let on = site.on {
            // Before the closing bracket, which ends the list's range.
            var close = on.range
            close.start = close.end
            close.start.column -= 1
            close.end = close.start
            return .init(replacement: on.isEmpty ? "\(item)" : ", \(item)", message: message, at: close)
        }
        let member: String
        let object: TokenSite.Object
        if let swatch = site.swatch {
            (member, object) = ("\"on\": [\(item)]", swatch)
        } else if let extensions = site.extensions {
            (member, object) = ("\"\(DTCGExporter.extensionKey)\": { \"on\": [\(item)] }", extensions)
        } else {
            (member, object) = (
                "\"$extensions\": { \"\(DTCGExporter.extensionKey)\": { \"on\": [\(item)] } }", site.token
            )
        }
        // Just inside the object's opening brace, as its first member.
        var place = object.range
        place.start.column += 1
        place.end = place.start
        return .init(replacement: object.isEmpty ? " \(member) " : " \(member),", message: message, at: place)
    }
}
