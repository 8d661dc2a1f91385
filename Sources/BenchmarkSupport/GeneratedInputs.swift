// The other formats `swatch check` reads, generated for the compile
// benchmark as design systems write them, so that reading a real system's
// files is measured beside the 30,000-color theme in the same run. Each is a
// function of its arguments alone: the same bytes on every machine.

/// A palette shade, 0 (lightest) to 9 (darkest), of hue `hue` as `#RRGGBB`:
/// a ramp from near white to near black, tinted by the hue.
func shade(_ step: Int, hue: Int) -> String {
    let level = 245 - step * 25
    let tint = (hue * 37) % 48
    func channel(_ offset: Int) -> String { hexByte(max(0, min(255, level - tint + offset))) }
    return "#" + channel((hue % 3) * 16) + channel(((hue + 1) % 3) * 16) + channel(((hue + 2) % 3) * 16)
}

/// A DTCG resolver document (2025.10) of GitHub Primer's shape and size,
/// inline in one file: a palette of `hues` × 10 shades plus neutrals whose
/// values the `theme` modifier's four contexts (light, light-hc, dark,
/// dark-hc) give; functional tokens (`fgColor.NAME`, `bgColor.NAME.muted`,
/// `bgColor.NAME.emphasis`, `borderColor.NAME`) aliasing the palette, with
/// Primer's `org.primer.overrides` for the dark states; and component tokens
/// aliasing the functional ones; and 300 dimension tokens. Foregrounds are drawn on their muted
/// background through `dev.swatch`'s `on`, the components' paired by their
/// names, so that every check runs; dark inks on light shades pass.
public func generateResolverDocument(hues: Int = 12, names: Int = 60, components: Int = 75) -> String {
    func token(_ value: String, extensions: String = "") -> String {
        "{\"$value\":\"\(value)\",\"$type\":\"color\"\(extensions.isEmpty ? "" : ",\"$extensions\":{\(extensions)}")}"
    }
    // The palette in one context: shade `step` of each hue, light or dark
    // (a dark palette runs the other way), increased contrast a step further.
    func palette(dark: Bool, increased: Bool) -> String {
        var groups: [String] = []
        for hue in 0..<hues {
            let shades = (0..<10)
                .map { step -> String in
                    var written = dark ? 9 - step : step
                    if increased { written = step < 5 ? max(0, written - (dark ? -1 : 1)) : written }
                    return "\"\(step)\":" + token(shade(max(0, min(9, written)), hue: hue))
                }
            groups.append("\"hue\(hue)\":{\(shades.joined(separator: ","))}")
        }
        let neutrals = (0..<14)
            .map { step -> String in
                let level = dark ? 13 - step : step
                let gray = hexByte(255 - level * 18)
                return "\"\(step)\":" + token("#" + gray + gray + gray)
            }
        groups.append("\"neutral\":{\(neutrals.joined(separator: ","))}")
        return "{\"base\":{\"color\":{\(groups.joined(separator: ","))}}}"
    }
    let words = ["accent", "success", "attention", "severe", "danger", "open", "closed", "done", "sponsors", "neutral"]
    func name(_ index: Int) -> String { words[index % words.count] + (index < words.count ? "" : "\(index)") }
    var foreground: [String] = []
    var background: [String] = []
    var border: [String] = []
    for index in 0..<names {
        let hue = "hue\(index % hues)"
        let overrides =
            "\"org.primer.overrides\":{\"dark\":\"{base.color.\(hue).9}\",\"dark-high-contrast\":\"{base.color.\(hue).9}\","
            + "\"dark-tritanopia-high-contrast\":\"{base.color.\(hue).9}\",\"dark-dimmed\":\"{base.color.\(hue).8}\","
            + "\"dark-dimmed-high-contrast\":\"{base.color.\(hue).9}\"}"
        let on = "\"dev.swatch\":{\"on\":[\"{bgColor.\(name(index)).muted}\"]}"
        foreground.append("\"\(name(index))\":" + token("{base.color.\(hue).8}", extensions: on + "," + overrides))
        background.append(
            "\"\(name(index))\":{\"muted\":" + token("{base.color.\(hue).0}") + ",\"emphasis\":"
                + token(
                    "{base.color.\(hue).7}",
                    extensions: "\"org.primer.overrides\":{\"dark\":\"{base.color.\(hue).6}\"}") + "}")
        border.append("\"\(name(index))\":" + token("{base.color.\(hue).4}"))
    }
    let functional =
        "{\"fgColor\":{\(foreground.joined(separator: ","))},\"bgColor\":{\(background.joined(separator: ","))},"
        + "\"borderColor\":{\(border.joined(separator: ","))}}"
    var componentGroups: [String] = []
    for index in 0..<components {
        let target = name(index % names)
        let states = ["rest", "hover", "active"]
        let fg = states.map { "\"\($0)\":" + token("{fgColor.\(target)}") }.joined(separator: ",")
        let bg = states.map { "\"\($0)\":" + token("{bgColor.\(target).muted}") }.joined(separator: ",")
        let borders = states.map { "\"\($0)\":" + token("{borderColor.\(target)}") }.joined(separator: ",")
        let icon = "\"iconColor\":" + token("{fgColor.\(target)}")
        componentGroups.append(
            "\"component\(index)\":{\"fgColor\":{\(fg)},\"bgColor\":{\(bg)},\"borderColor\":{\(borders)},\(icon)}")
    }
    let component = "{\(componentGroups.joined(separator: ","))}"
    // Tokens of other types, which are read and left out, as Primer's sizes and type are.
    let sizes = (0..<300).map { "\"size\($0)\":{\"$value\":\"\($0 % 64)px\",\"$type\":\"dimension\"}" }
    let dimensions = "{\"size\":{\(sizes.joined(separator: ","))}}"
    let contexts = [
        ("light", [palette(dark: false, increased: false)]),
        ("light-hc", [palette(dark: false, increased: false), palette(dark: false, increased: true)]),
        ("dark", [palette(dark: true, increased: false)]),
        ("dark-hc", [palette(dark: true, increased: false), palette(dark: true, increased: true)]),
    ]
    .map { "\"\($0.0)\":[\($0.1.joined(separator: ","))]" }.joined(separator: ",")
    return """
        {"$schema":"https://www.designtokens.org/schemas/2025.10/resolver.json","name":"Benchmark","version":"2025.10",
        "resolutionOrder":[{"$ref":"#/sets/base"},{"$ref":"#/sets/functional"},{"$ref":"#/sets/component"},{"$ref":"#/modifiers/theme"}],
        "sets":{"base":{"sources":[\(palette(dark: false, increased: false))]},"functional":{"sources":[\(functional),\(dimensions)]},
        "component":{"sources":[\(component)]}},
        "modifiers":{"theme":{"contexts":{\(contexts)},"default":"light"}}}

        """
}

/// A Figma variables response (`GET /v1/files/:key/variables/local`) on one
/// line, as Figma's API returns it, of at least `bytes` bytes: a palette
/// collection of one mode, and a semantic collection of four (Light, Dark,
/// Light high contrast, Dark high contrast) whose `fgColor/NAME`,
/// `bgColor/NAME` and `borderColor/NAME` variables alias the palette in some
/// modes and give a value in others, scoped as text, frame fill and stroke.
public func generateFigmaResponse(bytes target: Int = 1_000_000) -> String {
    func rgba(_ hex: Int, alpha: String = "1") -> String {
        func channel(_ shift: Int) -> String { fixed(Double((hex >> shift) & 0xFF) / 255, 6) }
        return "{\"r\":\(channel(16)),\"g\":\(channel(8)),\"b\":\(channel(0)),\"a\":\(alpha)}"
    }
    func alias(_ id: String) -> String { "{\"type\":\"VARIABLE_ALIAS\",\"id\":\"VariableID:\(id)\"}" }
    func variable(_ id: String, _ name: String, collection: String, values: String, scope: String) -> String {
        "\"VariableID:\(id)\":{\"id\":\"VariableID:\(id)\",\"name\":\"\(name)\",\"key\":\"v\(id)\","
            + "\"variableCollectionId\":\"VariableCollectionId:\(collection)\",\"resolvedType\":\"COLOR\","
            + "\"valuesByMode\":{\(values)},\"remote\":false,\"description\":\"\",\"hiddenFromPublishing\":false,"
            + "\"scopes\":[\"\(scope)\"],\"codeSyntax\":{}}"
    }
    var palette: [String] = []
    var paletteIDs: [String] = []
    // The palette: 40 ramps of 10, dark to light.
    for ramp in 0..<40 {
        for step in 0..<10 {
            let id = "1:\(100 + ramp * 10 + step)"
            let level = 25 + step * 24
            let hex = (level << 16) | ((level + ramp * 3) % 256 << 8) | ((level + 255 - ramp * 5) % 256)
            paletteIDs.append(id)
            palette.append(
                variable(
                    id, "palette/ramp\(ramp)/\(step)", collection: "1:1", values: "\"1:2\":\(rgba(hex))",
                    scope: "ALL_SCOPES"))
        }
    }
    var semantic: [String] = []
    var semanticIDs: [String] = []
    var size = palette.reduce(0) { $0 + $1.utf8.count }
    var index = 0
    while size < target {
        let ramp = index % 40
        func shadeID(_ step: Int) -> String { paletteIDs[ramp * 10 + step] }
        let kinds = [
            // Translucent inks and backgrounds in some modes, as real files
            // have them: measured over every backdrop that shows through.
            (
                "fgColor", "TEXT_FILL",
                [alias(shadeID(0)), alias(shadeID(9)), rgba(0x0A0A0A, alpha: "0.9"), rgba(0xFAFAFA)]
            ),
            (
                "bgColor", "FRAME_FILL",
                [alias(shadeID(9)), alias(shadeID(0)), rgba(0xFFFFFF), rgba(0x000000, alpha: "0.6")]
            ),
            (
                "borderColor", "STROKE_COLOR",
                [alias(shadeID(5)), alias(shadeID(4)), rgba(0x505050, alpha: "0.5"), rgba(0xB0B0B0)]
            ),
        ]
        for (group, scope, values) in kinds {
            let id = "2:\(1000 + semanticIDs.count)"
            let modes = zip(["2:2", "2:3", "2:4", "2:5"], values).map { "\"\($0)\":\($1)" }.joined(separator: ",")
            let text = variable(id, "\(group)/role\(index)", collection: "2:1", values: modes, scope: scope)
            semanticIDs.append(id)
            semantic.append(text)
            size += text.utf8.count
        }
        index += 1
    }
    func ids(_ list: [String]) -> String { list.map { "\"VariableID:\($0)\"" }.joined(separator: ",") }
    let collections =
        "\"VariableCollectionId:1:1\":{\"id\":\"VariableCollectionId:1:1\",\"name\":\"Palette\",\"key\":\"k11\","
        + "\"modes\":[{\"modeId\":\"1:2\",\"name\":\"Value\"}],\"defaultModeId\":\"1:2\",\"remote\":false,"
        + "\"hiddenFromPublishing\":false,\"variableIds\":[\(ids(paletteIDs))]},"
        + "\"VariableCollectionId:2:1\":{\"id\":\"VariableCollectionId:2:1\",\"name\":\"Semantic\",\"key\":\"k21\","
        + "\"modes\":[{\"modeId\":\"2:2\",\"name\":\"Light\"},{\"modeId\":\"2:3\",\"name\":\"Dark\"},"
        + "{\"modeId\":\"2:4\",\"name\":\"Light high contrast\"},{\"modeId\":\"2:5\",\"name\":\"Dark high contrast\"}],"
        + "\"defaultModeId\":\"2:2\",\"remote\":false,\"hiddenFromPublishing\":false,\"variableIds\":[\(ids(semanticIDs))]}"
    return "{\"status\":200,\"error\":false,\"meta\":{\"variableCollections\":{\(collections)},"
        + "\"variables\":{\((palette + semantic).joined(separator: ","))}}}"
}

/// An asset catalog's color sets, `Benchmark.xcassets/Colors/NAME.colorset/Contents.json`
/// with their text, as Xcode writes them: `count` sets, half text colors
/// (`cardNText`) and half the backgrounds they are named for (`cardNBackground`),
/// each with a light and a dark value.
public func generateAssetCatalog(colorSets count: Int = 100) -> [(path: String, text: String)] {
    func components(_ level: Int) -> String {
        let value = fixed(Double(level) / 255, 3)
        return "\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"\(value)\",\"green\":\"\(value)\","
            + "\"blue\":\"\(value)\",\"alpha\":\"1.000\"}}"
    }
    func contents(light: Int, dark: Int) -> String {
        """
        {
          "colors" : [
            { \(components(light)), "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], \(components(dark)), "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """
    }
    return (0..<count)
        .map { index in
            let pair = index / 2
            let isText = index % 2 == 0
            let name = isText ? "card\(pair)Text" : "card\(pair)Background"
            // Dark text on light backgrounds, light on dark; a few pairs too close to read.
            let close = pair % 10 == 9
            let text =
                isText
                ? contents(light: close ? 150 : 20 + pair % 40, dark: close ? 110 : 235 - pair % 20)
                : contents(light: 250 - pair % 10, dark: 20 + pair % 15)
            return ("Benchmark.xcassets/Colors/\(name).colorset/Contents.json", text)
        }
}
