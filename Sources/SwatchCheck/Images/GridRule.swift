import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

extension ImageRules {
    /// IMG-grid: artwork snaps to an 8×8 grid ("Use an 8x8 pixel grid": Human
    /// Interface Guidelines › Icons and Images › Image Size and Resolution,
    /// 2019), so its edges stay sharp when it is scaled. Only its point
    /// size can be seen from here; a note, as a size off the grid can be
    /// right for a given layout.
    package static func grid(_ image: LoadedImage) -> [Diagnostic] {
        let declaration = image.declaration
        guard declaration.kind == .artwork, let sizing = image.pointSize else { return [] }
        let grid = PlatformImageRequirements.artworkGrid
        let size = sizing.size
        func offGrid(_ value: Double) -> Bool { value.truncatingRemainder(dividingBy: grid) != 0 }
        guard offGrid(size.width) || offGrid(size.height) else { return [] }
        func nearest(_ value: Double) -> String {
            let below = (value / grid).rounded(.down) * grid
            let above = below + grid
            return below > 0 ? "\(below.formatted) or \(above.formatted)" : above.formatted
        }
        var fixes: [String] = []
        if offGrid(size.width) { fixes.append("\(nearest(size.width)) pt wide") }
        if offGrid(size.height) { fixes.append("\(nearest(size.height)) pt high") }
        let whose =
            sizing.declared
            ? "artwork '\(declaration.name)'"
            : "artwork '\(declaration.name)' (from \(sizing.source?.fileName ?? "its files"))"
        let range = sizing.declared ? declaration.sizeRange : sizing.source?.range
        return [
            Diagnostic(
                .imgGrid,
                "\(whose) is \(size) pt, off the 8×8 grid; snapped to it (\(listed(fixes))), its edges stay sharp at every scale",
                at: range ?? declaration.nameRange)
        ]
    }
}
