/// A material's models for every appearance state.
///
/// The color scheme picks the model; Increase Contrast picks an explicit
/// model or, failing one, thickens the standard one (see
/// ``MaterialModel/increasedContrast``); Reduce Transparency makes it opaque
/// (see ``Material/model(in:)``); the level leaves materials alone. Themes
/// override a scheme's model here, and the derived states follow.
public struct MaterialModelSet: Hashable, Sendable {
    /// The model in light, at standard contrast.
    public var light: MaterialModel
    /// The model in dark, at standard contrast.
    public var dark: MaterialModel
    /// The model under Increase Contrast in light; `nil` derives it from ``light``.
    public var lightIncreasedContrast: MaterialModel?
    /// The model under Increase Contrast in dark; `nil` derives it from ``dark``.
    public var darkIncreasedContrast: MaterialModel?

    /// A set with a model for each scheme; the Increase Contrast models left
    /// out are derived from them.
    public init(
        light: MaterialModel, dark: MaterialModel,
        lightIncreasedContrast: MaterialModel? = nil, darkIncreasedContrast: MaterialModel? = nil
    ) {
        self.light = light
        self.dark = dark
        self.lightIncreasedContrast = lightIncreasedContrast
        self.darkIncreasedContrast = darkIncreasedContrast
    }

    /// One model for both schemes: a material with a fixed look.
    public init(fixed model: MaterialModel) {
        self.init(light: model, dark: model)
    }

    /// The model of a scheme at a contrast setting.
    public func model(_ scheme: Appearance.ColorScheme, _ contrast: Appearance.Contrast) -> MaterialModel {
        switch (scheme, contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): lightIncreasedContrast ?? light.increasedContrast
        case (.dark, .increased): darkIncreasedContrast ?? dark.increasedContrast
        }
    }

    /// The standard model of a scheme, for reading or overriding.
    public subscript(scheme: Appearance.ColorScheme) -> MaterialModel {
        get { scheme == .light ? light : dark }
        set {
            if scheme == .light { light = newValue } else { dark = newValue }
        }
    }
}
