import Swatch
import SwatchProcess

/// The XDG desktop portal's settings: the one place every current desktop
/// (GNOME, KDE Plasma, and others through their portal backends) publishes
/// the color scheme and contrast, and the only one that reaches the desktop
/// from inside a sandbox.
///
/// Read with `gdbus` calling `org.freedesktop.portal.Settings.Read`: it is in
/// every version of the portal, where `ReadOne` is only in version 2. Each
/// trait has keys asked in order (``keys``); the first key the portal knows
/// decides, and the next is asked only when the portal does not know it.
enum DesktopPortal {
    /// A trait the portal can tell.
    enum Trait: Hashable, Sendable {
        case colorScheme
        case contrast
    }

    /// One portal setting, and how its value is decoded.
    struct Key: Hashable, Sendable {
        var namespace: String
        var name: String
        var trait: Trait
        var encoding: Encoding

        enum Encoding: Hashable, Sendable {
            /// `org.freedesktop.appearance`'s numbers: `color-scheme` 0 no
            /// preference, 1 prefer dark, 2 prefer light; `contrast` 0 no
            /// preference, 1 higher contrast.
            case appearance
            /// GNOME's own values, as `gsettings` prints them: `'prefer-dark'`,
            /// `'prefer-light'`, `'default'`; `true`, `false`.
            case gnome
        }
    }

    static let appearanceNamespace = "org.freedesktop.appearance"

    /// The keys read for each trait, in the order asked. GNOME's keys stand in
    /// where the portal lacks the appearance key: xdg-desktop-portal 1.16 with
    /// xdg-desktop-portal-gtk 1.14 (Debian 12) has `color-scheme` but no
    /// `contrast`, and tells High Contrast only as GNOME's `high-contrast`.
    static let keys: [Key] = [
        Key(namespace: appearanceNamespace, name: "color-scheme", trait: .colorScheme, encoding: .appearance),
        Key(namespace: "org.gnome.desktop.interface", name: "color-scheme", trait: .colorScheme, encoding: .gnome),
        Key(namespace: appearanceNamespace, name: "contrast", trait: .contrast, encoding: .appearance),
        Key(namespace: "org.gnome.desktop.a11y.interface", name: "high-contrast", trait: .contrast, encoding: .gnome),
    ]

    /// Asks the portal the keys of the traits `questions` name; `nil` when no
    /// session bus is reachable.
    static func read(_ questions: DesktopQuestions, using detector: SystemAppearanceDetector) -> Answer? {
        // Without a bus gdbus would fail anyway, or worse, try to autolaunch one.
        guard let busEnvironment = sessionBusEnvironment(using: detector) else { return nil }
        var answer = Answer()
        var decided: Set<Trait> = []
        for key in keys where questions.asks(key.trait) && !decided.contains(key.trait) {
            let output = detector.run("gdbus", readArguments(key), environment: busEnvironment)
            switch output.status {
            case .notFound, .failedToStart, .timedOut:
                // A missing gdbus or a portal that doesn't answer won't do better for the next key.
                return answer
            case .exited, .signaled:
                // A key the portal doesn't know (`NotFound`) fails; so does a reply
                // this can't read: either way the next key for the trait is asked.
                guard output.succeeded, let value = decode(output.standardOutput, as: key) else { continue }
                answer.isPresent = true
                answer.answeringKeys[key.trait] = key
                decided.insert(key.trait)
                switch key.trait {
                case .colorScheme: answer.preference.colorScheme = value.colorScheme
                case .contrast: answer.preference.contrast = value.contrast
                }
            }
        }
        return answer
    }

    /// The `gdbus` arguments that read one key.
    static func readArguments(_ key: Key) -> [String] {
        [
            "call", "--session",
            "--dest", "org.freedesktop.portal.Desktop",
            "--object-path", "/org/freedesktop/portal/desktop",
            "--method", "org.freedesktop.portal.Settings.Read",
            key.namespace, key.name,
        ]
    }

    /// A key's value read from a `Read` reply, or `nil` when the reply is not
    /// one this reads; a known "no preference" is a value whose trait is `nil`.
    static func decode(_ reply: String, as key: Key) -> SystemAppearance.Preference? {
        switch key.encoding {
        case .appearance:
            guard let number = parseReply(reply) else { return nil }
            return key.trait == .colorScheme
                ? .init(colorScheme: colorScheme(number)) : .init(contrast: contrast(number))
        case .gnome:
            guard let text = replyText(reply) else { return nil }
            switch key.trait {
            case .colorScheme:
                guard GNOMESettings.isColorSchemeValue(text) else { return nil }
                return .init(colorScheme: GNOMESettings.colorScheme(text))
            case .contrast:
                guard text == "true" || text == "false" else { return nil }
                return .init(contrast: GNOMESettings.contrast(text))
            }
        }
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

    /// The one value of a `Read` or `ReadOne` reply, as GVariant text:
    /// `'prefer-dark'` from `(<<'prefer-dark'>>,)`, `true` from `(<true>,)`;
    /// `nil` when the reply is not a tuple of one variant.
    static func replyText(_ output: String) -> String? {
        var text = Substring(SettingsText.trimmed(output))
        guard text.hasPrefix("("), text.hasSuffix(",)") else { return nil }
        text = text.dropFirst().dropLast(2)
        var depth = 0
        while text.hasPrefix("<") && text.hasSuffix(">") && depth < 2 {
            text = text.dropFirst().dropLast()
            depth += 1
        }
        guard depth > 0, !text.contains("<"), !text.contains(">") else { return nil }
        return SettingsText.trimmed(text)
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
