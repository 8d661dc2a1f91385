import Swatch
import SwatchDiagnostics
import SwatchModel

/// A translucent background that nothing says is drawn on anything: the
/// colors on it are judged over the worst backdrop that can show through
/// (Materials › the backdrop a translucent layer shows), and what falls short
/// there has one cause, the missing `on:` of the background. Said once, at
/// the background, with each pair's figure as a note and the `on:` that says
/// what it is drawn on as the fix; said per pair, it was as many findings as
/// colors drawn on it, each with a fix-it that darkens the foreground for a
/// backdrop that may never show. One color alone on it keeps its own
/// findings, whose fix-its are its own.
struct UnbackedLayers {
    let theme: ResolvedTheme
    private var order: [String] = []
    private var found: [String: (layer: ResolvedColor, findings: [Diagnostic])] = [:]

    init(theme: ResolvedTheme) { self.theme = theme }

    /// The bottom layer of `backing`, when it is a color of the theme
    /// translucent in every state, with no `on:` below it (and no material):
    /// every finding over it is then judged over a backdrop. (One opaque in
    /// some states keeps its findings per pair, which say the backdrop.)
    static func layer(under backing: Backing) -> ResolvedColor? {
        guard backing.material == nil, let bottom = backing.colors.last, let source = bottom.source,
            source.on.isEmpty, Appearance.all.allSatisfy({ bottom[$0].alpha < 1 })
        else { return nil }
        return bottom
    }

    mutating func add(_ findings: [Diagnostic], over layer: ResolvedColor) {
        if found[layer.name] == nil {
            order.append(layer.name)
            found[layer.name] = (layer, [])
        }
        found[layer.name]!.findings += findings
    }

    func findings() -> [Diagnostic] {
        order.flatMap { name -> [Diagnostic] in
            guard let (layer, findings) = found[name], let source = layer.source else { return [] }
            let isError = findings.contains { $0.severity == .error }
            var colors: [String] = []
            for finding in findings {
                if let subject = finding.subject, !colors.contains(subject) { colors.append(subject) }
            }
            guard colors.count > 1 else { return findings }
            let listed = colors.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            let more = colors.count > 3 ? " and \(colors.count - 3) more" : ""
            let below = PairingRules.likelyBackground(in: theme, besides: layer.name)
            let advice = "say what it is drawn on with 'on:'"
            let message =
                "'\(layer.name)' is translucent and nothing says what it is drawn on, so the colors on it are judged over the worst backdrop that can show through, where \(listed)\(more) fall short; \(advice)"
            return [
                Diagnostic(
                    .dmContrast, weight: isError ? .full : .milder, message, at: source.role.range,
                    notes: findings.map { Diagnostic.Note($0.message, at: $0.range) },
                    fixIt: below.map { PairingRules.onFixIt(for: source, background: $0) }, subject: layer.name,
                    about: colors, remedy: .init(.pair(color: layer.name, background: below), advice: advice))
            ]
        }
    }
}
