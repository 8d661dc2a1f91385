import Swatch
import SwatchDiagnostics
import SwatchModel

/// `surfaces:`: windows, sheets, popovers and what they hold.
extension ThemeDecoder {
    static let surfaceKeys = ["kind", "background", "content", "detents", "grabber", "blending"]

    func decodeSurface(_ pair: YAMLValue.Pair, _ context: inout DecodeContext) -> SurfaceDeclaration? {
        let what = { "surface '\(pair.key.scalar ?? "")'" }
        guard let pairs = context.mapping(pair.value, what: what(), known: Self.surfaceKeys) else { return nil }
        guard let kindNode = pairs.first(where: { $0.key.isScalar("kind") })?.value else {
            context.error(.themeMissing, "\(what()) has no 'kind' (window, sheet, popover, sidebar …)", at: pair.key)
            return nil
        }
        guard let kind = context.word(kindNode, what: "kind of surface", as: SurfaceKind.self) else { return nil }
        var surface = SurfaceDeclaration(name: name(pair), kind: kind, range: pair.key.range)
        for field in pairs {
            switch field.key.scalar {
            case "background": surface.background = context.string(field.value, what: "'background'")
            case "content": surface.content = context.names(field.value, what: "'content'")
            case "detents":
                surface.detents = context.names(field.value, what: "'detents'").compactMap { detent($0, &context) }
            case "grabber":
                surface.grabber = context.word(field.value, what: "grabber setting", as: Sheet.GrabberVisibility.self)
            case "blending":
                surface.blending = context.word(field.value, what: "blending mode", as: Material.Blending.self)
            default: continue
            }
        }
        return surface
    }

    private func detent(_ text: Located<String>, _ context: inout DecodeContext) -> Located<Sheet.Detent>? {
        if let detent = Sheet.Detent(text.value) { return Located(detent, at: text.range) }
        context.error(
            .themeValue, "'\(text.value)' is not a detent; use medium, large, or a fraction of full height such as 40%",
            at: text.range)
        return nil
    }
}
