import Swatch
import SwatchDiagnostics
import SwatchModel

/// `surfaces:`: windows, sheets, popovers and what they hold.
extension ThemeDecoder {
    package static let surfaceKeys = ["kind", "background", "content", "detents", "grabber", "blending"]

    /// The surface `pair` declares; nil when it has any mistake in it. Its
    /// keys are read past a missing or unknown kind, for their own mistakes
    /// and the names they use.
    func decodeSurface(_ pair: YAMLValue.Pair, _ context: inout DecodeContext) -> SurfaceDeclaration? {
        let errors = context.diagnostics.count
        let what = { "surface '\(pair.key.scalar ?? "")'" }
        guard let pairs = declarationPairs(pair, .surface, what: what(), known: Self.surfaceKeys, &context) else {
            return nil
        }
        var kind: Located<SurfaceKind>?
        if let kindNode = requiredValue(
            "kind", in: pairs, of: pair, what: what(), hint: "window, sheet, popover, sidebar …", &context)
        {
            kind = context.word(kindNode, what: "kind of surface", as: SurfaceKind.self)
        }
        var background: Located<String>?
        var content: [Located<String>] = []
        var detents: [Located<Sheet.Detent>] = []
        var grabber: Located<Sheet.GrabberVisibility>?
        var blending: Located<Material.Blending>?
        for field in pairs {
            switch field.key.scalar {
            case "background": background = context.string(field.value, what: "'background'")
            case "content": content = context.names(field.value, what: "'content'")
            case "detents":
                detents = context.names(field.value, what: "'detents'").compactMap { detent($0, &context) }
            case "grabber":
                grabber = context.word(field.value, what: "grabber setting", as: Sheet.GrabberVisibility.self)
            case "blending":
                blending = context.word(field.value, what: "blending mode", as: Material.Blending.self)
            default: continue
            }
        }
        guard let kind, context.diagnostics.count == errors else {
            context.leaveUnread(
                UnreadDeclaration(name: name(pair), kind: .surface, background: background, content: content))
            return nil
        }
        return SurfaceDeclaration(
            name: name(pair), kind: kind, background: background, content: content, detents: detents,
            grabber: grabber, blending: blending, range: pair.key.range)
    }

    private func detent(_ text: Located<String>, _ context: inout DecodeContext) -> Located<Sheet.Detent>? {
        if let detent = Sheet.Detent(text.value) { return Located(detent, at: text.range) }
        context.error(
            .themeValue, "'\(text.value)' is not a detent; use medium, large, or a fraction of full height such as 40%",
            at: text.range)
        return nil
    }
}
