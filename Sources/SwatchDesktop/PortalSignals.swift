import Swatch

/// What `gdbus monitor` prints of the portal's desktop object, read by
/// ``PortalMonitor``.
extension DesktopPortal {
    /// The `gdbus` arguments that print the signals the portal's desktop
    /// object sends, one line each, for as long as `gdbus` runs.
    static let monitorArguments = [
        "monitor", "--session",
        "--dest", "org.freedesktop.portal.Desktop",
        "--object-path", "/org/freedesktop/portal/desktop",
    ]

    /// The key and new value of a `SettingChanged` signal for one of
    /// ``keys``, as a line of `gdbus monitor` prints it, or `nil` for any
    /// other line:
    ///
    /// ```text
    /// /org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged \
    ///     ('org.gnome.desktop.a11y.interface', 'high-contrast', <true>)
    /// ```
    ///
    /// The value is decoded as a `Read` reply of the key would be (`nil` when
    /// it can't be), so that the appearance is detected again without asking
    /// the portal: the override and the sources after the portal keep their
    /// place (a portal that now says "no preference" passes the question on,
    /// as at the start).
    static func settingChange(_ line: some StringProtocol) -> (key: Key, value: SystemAppearance.Preference?)? {
        guard line.contains("org.freedesktop.portal.Settings.SettingChanged"),
            let arguments = line.firstIndex(of: "(")
        else { return nil }
        let fields = line[arguments...].split(separator: ",", maxSplits: 2).map { SettingsText.trimmed($0) }
        guard fields.count == 3,
            let key = keys.first(where: { fields[0] == "('\($0.namespace)'" && fields[1] == "'\($0.name)'" })
        else { return nil }
        // `<true>)` is the value and the tuple's end; as a reply, `(<true>,)`.
        guard fields[2].hasSuffix(")") else { return (key, nil) }
        return (key, decode("(" + fields[2].dropLast() + ",)", as: key))
    }

    /// Whether a line of `gdbus monitor` is a `SettingChanged` signal for one
    /// of ``keys``.
    static func isAppearanceChange(_ line: some StringProtocol) -> Bool {
        settingChange(line) != nil
    }

    /// Whether a line of `gdbus monitor` says whom the portal's name belongs
    /// to (`The name org.freedesktop.portal.Desktop is owned by :1.2`, or
    /// `… does not have an owner`). `gdbus` prints it once the bus has
    /// answered a question sent after the signal subscription, so from then
    /// on no signal is missed.
    static func isSubscriptionLine(_ line: some StringProtocol) -> Bool {
        line.hasPrefix("The name org.freedesktop.portal.Desktop ")
    }
}
