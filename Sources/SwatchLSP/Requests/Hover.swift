import Swatch
import SwatchCheck
import SwatchDerive
import SwatchDiagnostics
import SwatchLSPProtocol
import SwatchModel
import SwatchSyntax

/// `textDocument/hover`: what the name under the cursor is (``LanguageServer/hover(_:_:)``).
struct HoverRequest: RequestHandler {
    static let method = "textDocument/hover"
    typealias Response = Hover?
    static let capabilities = [ServerCapability("hoverProvider", true)]

    var textDocument: TextDocumentIdentifier
    var position: Position

    func answer(in server: LanguageServer) throws -> Response {
        try server.document(textDocument.uri).flatMap { server.hover($0, position) }
    }
}

struct MarkupContent: Codable, Sendable {
    var kind: String
    var value: String
}

struct Hover: Codable, Sendable {
    var contents: MarkupContent
    var range: LSPRange?
}

extension LanguageServer {
    /// Hover on a color's name (where it is declared, or named in `ref:`,
    /// `on:`, `content:`, `background:` or a `vibrancy:` binding): its role,
    /// description, its value in each of the 16 states, and its worst
    /// contrast on each thing it is drawn on against its target. On a rule
    /// id: the rule's summary and severity. On a material: its catalog material.
    func hover(_ document: TextDocument, _ position: Position) -> Hover? {
        guard let (word, range) = WordAtPosition.word(in: document, at: position) else { return nil }
        var markdown: String?
        if let theme = theme(for: document.uri) {
            let path = DocumentURI.path(of: document.uri)
            let (line, column) = document.scalarLocation(of: position)
            func contains(_ range: SourceRange) -> Bool {
                range.file == path && range.start.line == line && range.start.column <= column
                    && column <= range.end.column
            }
            for material in theme.materials {
                for binding in material.bindings where contains(binding.colorRange) || contains(binding.styleRange) {
                    markdown = HoverText.binding(binding, on: material)
                }
            }
            // On an `auto`: the values derived for it, and what they reach.
            if markdown == nil, word == "auto" {
                let derived = theme.derivations.filter { contains($0.range) }
                if let first = derived.first {
                    markdown = "**auto** · derived for '\(first.color)'\n\n" + DerivationNotes.explanation(of: derived)
                }
            }
            // On an `unknown`: what it means, in the states it shows.
            if markdown == nil, word == ThemeDecoder.unknownKeyword {
                for color in theme.colors where color.unknownStates != 0 {
                    let states = Appearance.all.filter { state in
                        color.isUnknown(in: state) && color.source.map { contains($0.value(in: state).range) } == true
                    }
                    if !states.isEmpty { markdown = HoverText.unknown(color, states: states) }
                }
            }
            if markdown == nil, let color = theme.color(named: word) {
                markdown = HoverText.color(color, in: theme)
            } else if markdown == nil, let material = theme.material(named: word) {
                markdown = HoverText.material(material)
            }
        }
        if markdown == nil, let rule = RuleCatalog.description(of: RuleID(rawValue: word)) {
            markdown = HoverText.rule(rule, page: RulePages.page(of: rule.id, base: ruleDocumentationBase))
        }
        return markdown.map { Hover(contents: MarkupContent(kind: "markdown", value: $0), range: range) }
    }
}

/// The Markdown of hovers.
enum HoverText {
    /// What `unknown` means where it is written, for the states it shows.
    static func unknown(_ color: ResolvedColor, states: [Appearance]) -> String {
        let count = states.count == 1 ? "1 state" : "\(states.count) of 16 states"
        return "**unknown** · a value '\(color.name)' does not know, in \(count)\n\n"
            + "Nothing is judged there: no value is filled in from another state, and no contrast pair with "
            + "'\(color.name)' on either side is measured in those states. `swatch compile` and `swatch export` "
            + "refuse it until a value is written in its place.\n\n"
            + states.map { "- \($0)" }.joined(separator: "\n") + "\n"
    }

    static func color(_ color: ResolvedColor, in theme: ResolvedTheme) -> String {
        var text = "**\(color.name)** · \(color.role.rawValue)\(color.isSystem ? " (system color)" : "")\n\n"
        if let description = color.source?.description?.value { text += description + "\n\n" }
        text += "| State | Value |\n|---|---|\n"
        let derived = color.source?.derived ?? .none
        for state in Appearance.all {
            let value = color.isUnknown(in: state) ? "unknown" : "`\(color[state].hex)`"
            text += "| \(state) | \(value)\(derived.contains(state) ? " (derived)" : "") |\n"
        }
        let derivations = theme.derivations.filter { $0.color == color.name && !color.isSystem }
        if !derivations.isEmpty {
            text += "\nDerived from `auto`: " + DerivationNotes.explanation(of: derivations) + "\n"
        }
        let rows = contrastRows(color, in: theme)
        if !rows.isEmpty {
            text += "\n| Drawn on | Worst ratio | In | Target |\n|---|---|---|---|\n"
            text += rows.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// One row per thing the color is drawn on: the lowest contrast over the
    /// states it is drawn in, the state, and the target there, measured as
    /// the contrast rules measure it (the same pairs, metric and targets).
    static func contrastRows(_ color: ResolvedColor, in theme: ResolvedTheme) -> [String] {
        guard color.source != nil else { return [] }
        var backings = ContrastPairs.Backings(theme: theme)
        var rows: [String] = []
        let metric = WCAGContrast()
        ContrastPairs.walk(theme, backings: &backings) { pair in
            guard pair.color.name == color.name else { return }
            var worst: (ratio: Double, state: Appearance)?
            for state in pair.states {
                let ratio = ContrastPairs.measure(color[state], on: pair.backing, in: state, metric: metric).contrast
                if worst == nil || ratio < worst!.ratio { worst = (ratio, state) }
            }
            guard let worst else { return }
            var target = "—"
            if let goal = ContrastTargets.target(for: color, in: worst.state, theme: theme) {
                target = "\(ratio(goal.minimum)) minimum" + (goal.aim.map { ", \(ratio($0)) aim" } ?? "")
                let verdict =
                    worst.ratio < goal.minimum ? " ✗" : (goal.aim.map { worst.ratio < $0 } == true ? " △" : " ✓")
                target += verdict
            }
            let on = pair.surface.map { "\($0.kind.rawValue) '\($0.name)': " } ?? ""
            rows.append("| \(on)\(pair.backing.description) | \(ratio(worst.ratio)) | \(worst.state) | \(target) |")
        }
        return rows
    }

    static func material(_ material: ResolvedMaterial) -> String {
        var text = "**\(material.name)** · material `\(material.material.name)`\n\n"
        if !material.bindings.isEmpty {
            text += "| Color | Vibrancy |\n|---|---|\n"
            for binding in material.bindings { text += "| \(binding.color.name) | \(binding.style.rawValue) |\n" }
        }
        return text
    }

    /// A `vibrancy:` binding: the style, its family and level, and the color
    /// seen over the material in each state (what the material rules judge).
    static func binding(_ binding: ResolvedVibrancyBinding, on material: ResolvedMaterial) -> String {
        let style = binding.style
        var text = "**\(binding.color.name)** on material **\(material.name)** (`\(material.material.name)`): "
        text += "vibrancy `\(style.rawValue)`, \(style.family.rawValue) family, level \(style.level)\n\n"
        text += "| State | Seen over the material |\n|---|---|\n"
        for state in Appearance.all {
            text += "| \(state) | `\(style.color(on: material.material, in: state).hex)` |\n"
        }
        return text
    }

    static func rule(_ rule: RuleDescription, page: String?) -> String {
        var text =
            "**\(rule.id)** (\(rule.severity.rawValue)\(rule.milderSeverity.map { " or \($0.rawValue)" } ?? "")): "
        text += rule.summary
        if let page { text += "\n\n[\(rule.id)](\(page))" }
        return text
    }

    /// `4.52:1`.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
