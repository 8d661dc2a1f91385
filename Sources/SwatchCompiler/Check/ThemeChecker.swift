/// The Check stage: the rules of the Human Interface Guidelines over a
/// resolved theme, in every appearance state. Pure: a resolved theme in,
/// diagnostics out.
public struct ThemeChecker: Sendable {
    public init() {}

    public func check(_ theme: ResolvedTheme) -> [Diagnostic] {
        VariantRules.check(theme)
    }
}
