extension Appearance {
    /// The appearance a toolkit reports as two switches, such as libadwaita's
    /// style manager (`adw_style_manager_get_dark`,
    /// `adw_style_manager_get_high_contrast`) or GTK's own settings.
    ///
    /// ```swift
    /// let appearance = Appearance(
    ///     dark: adw_style_manager_get_dark(manager) != 0,
    ///     highContrast: adw_style_manager_get_high_contrast(manager) != 0)
    /// ```
    ///
    /// The level stays base (it belongs to a surface, not to the desktop:
    /// use ``elevated`` inside a sheet) and transparency standard, which no
    /// Linux toolkit reports.
    @inlinable
    public init(dark: Bool, highContrast: Bool = false) {
        self.init(colorScheme: dark ? .dark : .light, contrast: highContrast ? .increased : .standard)
    }
}
