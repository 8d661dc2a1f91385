/// What lies behind a surface that lets some of it through: a translucent
/// background with nothing opaque under it, or a material.
///
/// Contrast on such a surface depends on the backdrop, so it is either judged
/// on a backdrop the caller states or taken as the worst case over a set of
/// possible backdrops.
public enum Backdrop: Hashable, Sendable {
    /// A known backdrop, taken as opaque (its alpha is ignored).
    case color(Color)
    /// The worst case over these backdrops, each taken as opaque; an empty
    /// list means ``any``.
    case colors([Color])
    /// The worst case over black and white, the extremes of luminance. Exact
    /// when the foreground stays lighter (or darker) than the background
    /// whatever shows through; otherwise it can miss a mid-tone backdrop that
    /// matches the foreground, which ``any`` finds.
    case blackAndWhite
    /// The worst case over every displayable color.
    ///
    /// The search covers the eight corners of the sRGB cube (black, white,
    /// and the saturated primaries and secondaries: the extremes of luminance
    /// and of chroma) and the whole gray axis from black to white, refined to
    /// its minimum. Luminance grows along the gray axis from the darkest to
    /// the lightest background the surface can show, so for an opaque
    /// foreground and WCAG 2.x the search is exact: the worst case is black,
    /// white, or the gray behind which the background matches the foreground's
    /// luminance (ratio 1:1). For a translucent foreground it is exact at
    /// those extremes and a close estimate in between.
    case any

    /// The corners of the sRGB cube that ``any`` always tries, black and white
    /// first so that ties report the plainest backdrop.
    public static let anyCorners: [Color] = [
        .black, .white,
        Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1),
        Color(red: 0, green: 1, blue: 1), Color(red: 1, green: 0, blue: 1), Color(red: 1, green: 1, blue: 0),
    ]
}
