/// The largest theme the compiler accepts, in each way a file can grow: past
/// each limit the theme is refused with a located error that names the limit
/// and the figure, rather than read for as long as it takes, or until memory
/// or the stack runs out.
///
/// This is the one place the figures are stated. They are far above a real
/// theme (the system palette is a few dozen colors; a large design system a
/// few thousand) and low enough that a theme at every limit is read in
/// seconds. `docs/language.md#limits` lists them, and `LimitTests` holds that
/// table to these values. Tests lower them (``ThemeCompiler/limits``) to
/// reach a limit with a small input.
package struct CompilerLimits: Sendable, Equatable {
    /// Bytes of a theme file, checked before anything is parsed: 16 MiB holds
    /// well over 100,000 colors written one per line.
    package var fileSize = 16 << 20
    /// Collections inside collections. A theme needs fewer than 10; the bound
    /// keeps every walk over the tree shallow.
    package var nestingDepth = 200
    /// Nodes of the file with every alias counted as often as it is used:
    /// without it, a few lines of nested anchors (an "alias bomb") would
    /// expand to billions of nodes for the decoder to walk.
    package var aliasWeight = 2_000_000
    /// Declarations of `colors:` in one file, merged ones included.
    package var colors = 100_000
    /// References a color may follow to reach a value: `a` with `{ ref: b }`
    /// and `b` a literal follows 1. Resolving is iterative, so no chain can
    /// overflow the stack; the bound keeps a chain one a reader can follow,
    /// and applies to the aliases of a design-tokens file, and to the
    /// `$ref`s of a resolver document that lead one to the next, as well.
    package var referenceDepth = 1_000
    /// Files a design-tokens resolver document reads through `$ref`, each
    /// counted once: a design system splits its tokens into tens of files.
    package var tokenFiles = 1_000
    /// Brands a resolver document's brand modifiers make (every combination
    /// of their contexts but the defaults): each is checked whole, in all
    /// 16 states.
    package var tokenBrands = 100

    package init() {}
}
