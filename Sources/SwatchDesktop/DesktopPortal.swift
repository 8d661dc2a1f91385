import Swatch

/// The XDG desktop portal's `org.freedesktop.appearance` settings, the one
/// place every current desktop (GNOME, KDE Plasma, and others through their
/// portal backends) publishes the color scheme and contrast.
///
/// Read with `gdbus` calling `org.freedesktop.portal.Settings.Read`: it is in
/// every version of the portal, where `ReadOne` is only in version 2.
///
/// - `color-scheme`: 0 no preference, 1 prefer dark, 2 prefer light.
/// - `contrast`: 0 no preference, 1 higher contrast.
enum DesktopPortal {
    static let namespace = "org.freedesktop.appearance"

    static func read(_ questions: DesktopQuestions, using detector: SystemAppearanceDetector)
        -> SystemAppearance.Preference?
    {
        // Without a bus gdbus would fail anyway, or worse, try to autolaunch one.
        guard let busEnvironment = sessionBusEnvironment(using: detector) else { return nil }
        var preference = SystemAppearance.Preference()
        var keys: [String] = []
        if questions.colorScheme { keys.append("color-scheme") }
        if questions.contrast { keys.append("contrast") }
        for key in keys {
            let output = detector.run("gdbus", readArguments(key: key), environment: busEnvironment)
            switch output.status {
            case .notFound, .failedToStart, .timedOut:
                // A missing gdbus or a portal that doesn't answer won't do better for the next key.
                return preference
            case .exited, .signaled:
                guard output.succeeded, let value = parseReply(output.standardOutput) else { continue }
                if key == "color-scheme" {
                    preference.colorScheme = colorScheme(value)
                } else {
                    preference.contrast = contrast(value)
                }
            }
        }
        return preference
    }

    /// The `gdbus` arguments that read one appearance key.
    static func readArguments(key: String) -> [String] {
        [
            "call", "--session",
            "--dest", "org.freedesktop.portal.Desktop",
            "--object-path", "/org/freedesktop/portal/desktop",
            "--method", "org.freedesktop.portal.Settings.Read",
            namespace, key,
        ]
    }

    /// Whether a portal answers for the appearance on the session bus: `Read`
    /// of `color-scheme` succeeds. A portal too old to know the key answers
    /// with an error, and sends no change signal for it either.
    static func isPresent(using detector: SystemAppearanceDetector) -> Bool {
        guard let busEnvironment = sessionBusEnvironment(using: detector) else { return false }
        return detector.run("gdbus", readArguments(key: "color-scheme"), environment: busEnvironment).succeeded
    }

    /// The `gdbus` arguments that print the signals the portal's desktop
    /// object sends, one line each, for as long as `gdbus` runs.
    static let monitorArguments = [
        "monitor", "--session",
        "--dest", "org.freedesktop.portal.Desktop",
        "--object-path", "/org/freedesktop/portal/desktop",
    ]

    /// Whether a line of `gdbus monitor` is a `SettingChanged` signal for the
    /// color scheme or the contrast:
    ///
    /// ```text
    /// /org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged \
    ///     ('org.freedesktop.appearance', 'color-scheme', <uint32 1>)
    /// ```
    ///
    /// The value is not taken from the line: the change is a cue to detect
    /// again, so that the override and the sources after the portal keep
    /// their place (a portal that now says "no preference" passes the
    /// question on, as at the start).
    static func isAppearanceChange(_ line: some StringProtocol) -> Bool {
        guard line.contains("org.freedesktop.portal.Settings.SettingChanged"),
            let arguments = line.firstIndex(of: "(")
        else { return false }
        let fields = line[arguments...].split(separator: ",").map { SettingsText.trimmed($0) }
        guard fields.count >= 2, fields[0] == "('\(namespace)'" else { return false }
        return fields[1] == "'color-scheme'" || fields[1] == "'contrast'"
    }

    /// The variables that point a helper at the session bus, or `nil` when no
    /// session bus is reachable: `DBUS_SESSION_BUS_ADDRESS` when set, else the
    /// socket `$XDG_RUNTIME_DIR/bus`, else `/run/user/<uid>/bus`.
    static func sessionBusEnvironment(using detector: SystemAppearanceDetector) -> [String: String]? {
        let variable = "DBUS_SESSION_BUS_ADDRESS"
        if let address = detector.nonEmpty(variable) { return [variable: address] }
        var candidates: [String] = []
        if let runtime = detector.nonEmpty("XDG_RUNTIME_DIR") { candidates.append(runtime) }
        candidates.append("/run/user/\(detector.userID)")
        for directory in candidates {
            let socket = directory.hasSuffix("/") ? "\(directory)bus" : "\(directory)/bus"
            if detector.fileExists(socket) { return [variable: "unix:path=\(escapedAddressValue(socket))"] }
        }
        return nil
    }

    /// The value of a `Read` (`(<<uint32 1>>,)`) or `ReadOne` (`(<uint32 1>,)`)
    /// reply as `gdbus` prints it, or `nil` for anything else.
    static func parseReply(_ output: String) -> UInt32? {
        let delimiters: Set<Character> = ["(", ")", "<", ">", ","]
        let tokens = output.split(whereSeparator: { delimiters.contains($0) || $0.isWhitespace })
        let trimmed = SettingsText.trimmed(output)
        guard trimmed.hasPrefix("("), trimmed.hasSuffix(")") else { return nil }
        switch tokens.count {
        case 1: return UInt32(tokens[0])
        case 2:
            let integerTypes: Set<Substring> = ["uint32", "int32", "uint16", "int16", "byte", "uint64", "int64"]
            guard integerTypes.contains(tokens[0]) else { return nil }
            return UInt32(tokens[1])
        default: return nil
        }
    }

    static func colorScheme(_ value: UInt32) -> Appearance.ColorScheme? {
        switch value {
        case 1: .dark
        case 2: .light
        default: nil
        }
    }

    static func contrast(_ value: UInt32) -> Appearance.Contrast? {
        value == 1 ? .increased : nil
    }

    /// A D-Bus address value with the bytes outside its unescaped set as `%XX`.
    private static func escapedAddressValue(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if character.isASCII && (character.isLetter || character.isNumber || "-_/.\\*".contains(character)) {
                result.append(character)
            } else {
                let hex = String(byte, radix: 16, uppercase: false)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
