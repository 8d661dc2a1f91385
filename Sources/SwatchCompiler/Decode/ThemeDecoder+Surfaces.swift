/// `surfaces:`: windows, sheets, popovers and what they hold.
extension ThemeDecoder {
    static let surfaceKeys = ["kind", "background", "content", "detents", "grabber", "blending"]

    func decodeSurface(_ pair: YAMLNode.Pair, _ context: inout DecodeContext) -> SurfaceDeclaration? {
        let what = { "surface '\(pair.key.scalar ?? "")'" }
        guard let pairs = context.mapping(pair.value, what: what(), known: Self.surfaceKeys) else { return nil }
        guard let kindNode = pairs.first(where: { $0.key.scalar == "kind" })?.value else {
            context.error(.themeMissing, "\(what()) has no 'kind' (window, sheet, popover, sidebar …)", at: pair.key)
            return nil
        }
        guard let kind = context.string(kindNode, what: "'kind'") else { return nil }
        var surface = SurfaceDeclaration(name: name(pair), kind: kind, range: pair.key.range)
        for field in pairs {
            switch field.key.scalar {
            case "background": surface.background = context.string(field.value, what: "'background'")
            case "content": surface.content = context.names(field.value, what: "'content'")
            case "detents": surface.detents = context.names(field.value, what: "'detents'")
            case "grabber": surface.grabber = context.string(field.value, what: "'grabber'")
            case "blending": surface.blending = context.string(field.value, what: "'blending'")
            default: continue
            }
        }
        return surface
    }
}
