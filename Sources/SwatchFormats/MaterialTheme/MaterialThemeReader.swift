import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// Reads a Material Theme Builder export into the theme model: each role of
/// its schemes a color, placed in the states the scheme's name says, with
/// the role and pairs Material's documentation gives it (``MaterialRoles``).
/// What it cannot place is said at its place, once.
struct MaterialThemeReader {
    var file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// What was said of a part that could not be read (a value, a scheme,
    /// an extended color): that part is left out or unknown, and the rest
    /// is checked, so one bad value never costs the file.
    private(set) var contained: [Diagnostic] = []
    /// Where the export's `schemes` are, for what is said of them as a whole.
    private(set) var schemes: SourceRange?

    /// The schemes Swatch places, and the state each one's values take.
    static let placed: [(name: String, scheme: Appearance.ColorScheme, contrast: Appearance.Contrast)] = [
        ("light", .light, .standard), ("dark", .dark, .standard),
        ("light-high-contrast", .light, .increased), ("dark-high-contrast", .dark, .increased),
    ]
    /// The schemes Apple platforms have no setting for: one Increase Contrast
    /// setting, not two levels of it.
    static let medium = ["light-medium-contrast", "dark-medium-contrast"]

    init(file: String) { self.file = file }

    mutating func read(_ root: YAMLValue, namespace: String) -> ImportedTheme {
        var theme = ImportedTheme(file: file, namespace: namespace)
        guard let schemes = root["schemes"], let written = schemes.pairs else {
            let at = root["schemes"]?.range ?? root.range
            diagnostics.append(
                Diagnostic(
                    .themeType,
                    "'schemes' is an object of schemes, each of role names and colors ('primary': "
                        + "'#6750A4'); export the theme again from Material Theme Builder", at: at))
            return theme
        }
        self.schemes = schemes.range
        let roles = extendedRoles(root["extendedColors"])
        var colors: [String: ImportedColor] = [:]
        var order: [String] = []
        var placedNames: Set<String> = []
        for pair in written {
            guard let name = pair.key.scalar else { continue }
            guard let placement = Self.placed.first(where: { $0.name == name }) else {
                if !Self.medium.contains(name) {
                    contained.append(
                        Diagnostic(
                            .themeUnread,
                            "the scheme '\(name)' is not checked: Swatch places 'light' and 'dark', and "
                                + "'light-high-contrast' and 'dark-high-contrast' as Increase Contrast",
                            at: pair.key.range))
                }
                continue
            }
            placedNames.insert(name)
            guard let values = pair.value.pairs else {
                contained.append(
                    Diagnostic(
                        .themeType,
                        "the scheme '\(name)' is an object of role names and colors; this is "
                            + pair.value.kindDescription, at: pair.value.range))
                continue
            }
            let index = ColorStates.state(placement.scheme, .base, placement.contrast).index
            for value in values {
                guard let role = value.key.scalar else { continue }
                if colors[role] == nil { order.append(role) }
                var color = colors[role] ?? self.color(role, at: value.key.range, roles: roles)
                read(value.value, of: role, in: name, into: &color, index: index)
                colors[role] = color
            }
        }
        sayMissing(from: placedNames, in: schemes)
        sayMedium(written)
        let names = Set(order)
        theme.colors = order.compactMap { colors[$0] }
            .map { color in
                var color = color
                // A pair with a role the export does not write is left out:
                // an older export has no `surfaceDim`, and its text is judged
                // on the rest. No line of the export states a pair, so each
                // points at its background's first key.
                color.on = color.on.filter { names.contains($0.value) }
                    .map { Located($0.value, at: colors[$0.value]?.name.range ?? $0.range) }
                return color
            }
        return theme
    }

    /// A color of the role `name`, with what Material says of it.
    private func color(_ name: String, at range: SourceRange, roles: [String: MaterialRoles.Role]) -> ImportedColor {
        var color = ImportedColor(name: Located(name, at: range))
        guard let role = MaterialRoles.role(of: name) ?? roles[name] else { return color }
        color.role = Located(role.role, at: range)
        color.roleOrigin = .written(place: MaterialRoles.place, at: range)
        color.on = role.on.map { Located($0, at: range) }
        color.exemption = role.exemption.map { Located($0, at: range) }
        return color
    }

    /// One scheme's value of a role, placed at `index`; a value that is no
    /// color is said at it and left unknown there.
    private mutating func read(
        _ node: YAMLValue, of role: String, in scheme: String, into color: inout ImportedColor, index: Int
    ) {
        if let text = node.scalar, case .success(let value) = CSSColorParser.parse(text) {
            color.values[index] = Located(value, at: node.range)
            return
        }
        color.unknown[index] = node.range
        contained.append(
            Diagnostic(
                .themeLiteral,
                "'\(role)' in the scheme '\(scheme)' is no color Swatch reads: Material Theme Builder writes "
                    + "a hex color ('#6750A4')", at: node.range))
    }

    /// The roles of each extended color: `extendedColors` is a list of
    /// `{ name, color, … }`, whose `name` makes four roles in each scheme.
    private mutating func extendedRoles(_ node: YAMLValue?) -> [String: MaterialRoles.Role] {
        guard let node else { return [:] }
        guard let items = node.items else {
            contained.append(
                Diagnostic(
                    .themeType, "'extendedColors' is a list of { name, color }; this is \(node.kindDescription)",
                    at: node.range))
            return [:]
        }
        var roles: [String: MaterialRoles.Role] = [:]
        for item in items {
            guard let name = item["name"]?.scalar, !name.isEmpty else {
                contained.append(
                    Diagnostic(
                        .themeMissing, "an extended color needs a 'name': its roles in the schemes are named by it",
                        at: item.range))
                continue
            }
            roles.merge(MaterialRoles.extended(Self.roleName(name))) { first, _ in first }
        }
        return roles
    }

    /// The role name Material Theme Builder gives an extended color's name
    /// in the schemes: its words in lower camel case (`Brand blue` → `brandBlue`).
    static func roleName(_ name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return name }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A placed scheme the export does not have, said at `schemes`: without
    /// 'light' no color has a value to check (without 'dark', each color's
    /// missing value is the check's to say, once, by ``MaterialAdvisor``);
    /// without a high-contrast scheme, Increase Contrast is checked with
    /// the standard values.
    private mutating func sayMissing(from present: Set<String>, in schemes: YAMLValue) {
        let at = schemes.range
        if !present.contains("light") {
            diagnostics.append(
                Diagnostic(
                    .themeMissing,
                    "the export has no scheme 'light', so no color has a value to check: export the theme "
                        + "again from Material Theme Builder, which writes 'light' and 'dark'", at: at))
        }
        let high = ["light-high-contrast", "dark-high-contrast"].filter { !present.contains($0) }
        if !high.isEmpty, present.contains("light") || present.contains("dark") {
            let names = high.map { "'\($0)'" }.joined(separator: " and ")
            diagnostics.append(
                Diagnostic(
                    .themeUnread, weight: .unverified,
                    "the export has no scheme\(high.count == 1 ? "" : "s") \(names): Increase Contrast is "
                        + "checked with the standard values; export the theme again from Material Theme Builder, "
                        + "which writes \(high.count == 1 ? "it" : "them") now", at: at))
        }
    }

    /// The medium-contrast schemes, said once, at the first: Apple platforms
    /// have one Increase Contrast setting, which the high-contrast schemes take.
    private mutating func sayMedium(_ schemes: YAMLValue.Pairs) {
        let medium = schemes.filter { pair in pair.key.scalar.map(Self.medium.contains) ?? false }
        guard let first = medium.first else { return }
        let names = medium.compactMap(\.key.scalar).map { "'\($0)'" }.joined(separator: " and ")
        diagnostics.append(
            Diagnostic(
                .themeUnread, weight: .unverified,
                "the scheme\(medium.count == 1 ? "" : "s") \(names) \(medium.count == 1 ? "is" : "are") not "
                    + "checked: Apple platforms have one Increase Contrast setting, checked with "
                    + "'light-high-contrast' and 'dark-high-contrast'", at: first.key.range))
    }
}
