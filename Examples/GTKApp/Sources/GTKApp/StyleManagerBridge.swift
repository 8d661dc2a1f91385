import CAdwaita
import Swatch

extension Appearance {
    /// What libadwaita's style manager says now: dark or light, standard or
    /// high contrast. The one line a libadwaita app needs to resolve a
    /// Swatch theme the way libadwaita draws its own widgets. (`AdwStyleManager`
    /// is a final GObject type, which Swift sees as an `OpaquePointer`.)
    init(styleManager: OpaquePointer) {
        self.init(
            dark: adw_style_manager_get_dark(styleManager) != 0,
            highContrast: adw_style_manager_get_high_contrast(styleManager) != 0)
    }
}
