import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The theme as a Design Tokens resolver document (Design Tokens Format
/// Module and Resolver Module 2025.10), with its token sets inline, or
/// (``exportSplit(_:sourceFileName:)``) in a file per set and context.
///
/// - Each color is a token of the `color` group: `$type: color`, `$value` a
///   color space object (`srgb`, or `display-p3` when the value is outside
///   sRGB) with `components`, `alpha` and an sRGB `hex` fallback.
/// - A color that is another color in every state is an alias: `{color.body}`.
/// - The base set holds the light, base-level, standard-contrast values. One
///   modifier, `appearance`, has a context per state of the other traits;
///   each lists only the tokens that differ from the base set. Modifiers
///   combine by replacing whole tokens, so a value that depends on two
///   traits at once (dark, elevated, increased contrast) needs a context for
///   that combination rather than one modifier per trait.
/// - Roles, `text:`, `on:` and contrast settings are kept in `$extensions`
///   under `dev.swatch`; materials and surfaces in the root group's.
package enum DTCGExporter {
    /// The reverse-domain key of Swatch's `$extensions`.
    package static let extensionKey = "dev.swatch"
    /// The group the colors are in.
    static let group = "color"
    /// The modifier that carries the appearance.
    static let modifier = "appearance"

    /// The context name of a state: its traits' words, as the importer reads them.
    static func contextName(_ state: Appearance) -> String {
        var words = [state.colorScheme == .light ? "light" : "dark"]
        if state.level == .elevated { words.append("elevated") }
        if state.contrast == .increased { words.append("increased-contrast") }
        return words.joined(separator: "-")
    }

    static func export(_ model: ExportModel, sourceFileName: String) -> String {
        let contexts = contextTokens(model)
            .map { name, tokens in
                (name, JSONText.array(tokens.map { [.object([(group, $0)])] } ?? []))
            }
        return resolver(model, sourceFileName: sourceFileName, sources: [baseRoot(model)], contexts: contexts)
            .rendered(.standard)
    }

    /// The layout design systems use: the resolver, `NAME.resolver.json`,
    /// whose set and contexts are `$ref`s to one file each: `NAME.tokens.json`
    /// for the set, `appearance/CONTEXT.tokens.json` for each context (an
    /// empty group where the context changes nothing).
    package static func exportSplit(_ model: ExportModel, sourceFileName: String) -> ExportedFiles {
        let baseFile = "\(model.namespace).tokens.json"
        var files = [ExportedFiles.File(path: baseFile, contents: baseRoot(model).rendered(.standard))]
        var contexts: [(String, JSONText)] = []
        for (name, tokens) in contextTokens(model) {
            let path = "\(modifier)/\(name).tokens.json"
            let root: JSONText = .object(tokens.map { [(group, $0)] } ?? [])
            files.append(ExportedFiles.File(path: path, contents: root.rendered(.standard)))
            contexts.append((name, .array([reference("./" + path)])))
        }
        let document = resolver(
            model, sourceFileName: sourceFileName, sources: [reference("./" + baseFile)], contexts: contexts)
        files.insert(
            ExportedFiles.File(path: "\(model.namespace).resolver.json", contents: document.rendered(.standard)), at: 0)
        return ExportedFiles(files: files)
    }

    private static func reference(_ target: String) -> JSONText {
        .object([("$ref", .string(target))])
    }

    /// The set's one source: the `color` group with the light, base-level,
    /// standard-contrast values and every token's `$extensions`, and the
    /// theme's own `$extensions`.
    static func baseRoot(_ model: ExportModel) -> JSONText {
        let ownNames = Set(model.colors.map(\.name))
        var baseTokens: [(String, JSONText)] = []
        for color in model.colors {
            var token: [(String, JSONText)] = [("$type", .string("color"))]
            if let description = color.description { token.append(("$description", .string(description))) }
            if let alias = color.alias, ownNames.contains(alias) {
                token.append(("$value", .string("{\(group).\(alias)}")))
            } else {
                token.append(("$value", value(color.table[Appearance.light])))
            }
            token.append(("$extensions", .object([(extensionKey, .object(colorExtension(color)))])))
            baseTokens.append((color.name, .object(token)))
        }
        var root: [(String, JSONText)] = [(group, .object(baseTokens))]
        let themeExtension = self.themeExtension(model)
        if !themeExtension.isEmpty { root.append(("$extensions", .object([(extensionKey, .object(themeExtension))]))) }
        return .object(root)
    }

    /// Each state's context, by name, with the `color` group of the tokens
    /// that differ from the set (nil when none does).
    static func contextTokens(_ model: ExportModel) -> [(String, JSONText?)] {
        let ownNames = Set(model.colors.map(\.name))
        let baseState = Appearance.light
        return ColorStates.all.map { state in
            var tokens: [(String, JSONText)] = []
            if state != baseState {
                for color in model.colors where color.alias == nil || !ownNames.contains(color.alias!) {
                    guard color.table[state] != color.table[baseState] else { continue }
                    tokens.append(
                        (color.name, .object([("$type", .string("color")), ("$value", value(color.table[state]))])))
                }
            }
            return (contextName(state), tokens.isEmpty ? nil : .object(tokens))
        }
    }

    static func resolver(
        _ model: ExportModel, sourceFileName: String, sources: [JSONText], contexts: [(String, JSONText)]
    ) -> JSONText {
        .object([
            ("name", .string(model.namespace)),
            ("version", .string("2025.10")),
            ("description", .string("The colors of \(sourceFileName), written by `swatch export --format dtcg`.")),
            ("sets", .object([(model.namespace, .object([("sources", .array(sources))]))])),
            (
                "modifiers",
                .object([
                    (
                        modifier,
                        .object([
                            (
                                "description",
                                .string(
                                    "The appearance: color scheme, level (sheets and popovers are elevated) and contrast."
                                )
                            ),
                            ("contexts", .object(contexts)),
                            ("default", .string(contextName(Appearance.light))),
                        ])
                    )
                ])
            ),
            (
                "resolutionOrder",
                .array([
                    .object([("$ref", .string("#/sets/\(model.namespace)"))]),
                    .object([("$ref", .string("#/modifiers/\(modifier)"))]),
                ])
            ),
        ])
    }

    /// A color space object: sRGB when the color is inside sRGB, else Display P3.
    static func value(_ color: Color) -> JSONText {
        let (space, components) = ExportModel.components(of: color)
        return .object([
            ("colorSpace", .string(space)),
            ("components", .array(components.map(JSONText.number))),
            ("alpha", JSONText.number(color.alpha)),
            ("hex", .string(String(color.hex.prefix(7)).lowercased())),
        ])
    }

    static func colorExtension(_ color: ExportModel.ColorEntry) -> [(String, JSONText)] {
        var fields: [(String, JSONText)] = [("role", .string(color.role.rawValue))]
        if let text = color.text { fields.append(("text", .string(text.rawValue))) }
        if !color.on.isEmpty { fields.append(("on", .array(color.on.map { .string($0) }))) }
        fields += contrastFields(
            minimum: color.minimum, aim: color.aim, increasedMinimum: color.increasedMinimum,
            increasedAim: color.increasedAim)
        if let exemption = color.exemption { fields.append(("exempt", .string(exemption))) }
        return fields
    }

    static func contrastFields(
        minimum: Double?, aim: Double?, increasedMinimum: Double?, increasedAim: Double?
    ) -> [(String, JSONText)] {
        func pair(_ minimum: Double?, _ aim: Double?) -> [(String, JSONText)] {
            [minimum.map { ("minimum", JSONText.number($0)) }, aim.map { ("aim", JSONText.number($0)) }]
                .compactMap { $0 }
        }
        var contrast = pair(minimum, aim)
        let increased = pair(increasedMinimum, increasedAim)
        if !increased.isEmpty { contrast.append(("increasedContrast", .object(increased))) }
        return contrast.isEmpty ? [] : [("contrast", .object(contrast))]
    }

    static func themeExtension(_ model: ExportModel) -> [(String, JSONText)] {
        var fields: [(String, JSONText)] = []
        if model.extendsSystem { fields.append(("extends", .string("system"))) }
        fields.append(("platform", .string(model.platform.rawValue)))
        fields += contrastFields(
            minimum: model.minimum, aim: model.aim, increasedMinimum: model.increasedMinimum,
            increasedAim: model.increasedAim)
        fields += objectsByName("materials", model.materials) { material in
            var entry: [(String, JSONText)] = [("material", .string(material.material.name))]
            if !material.vibrancy.isEmpty {
                entry.append(("vibrancy", .object(material.vibrancy.map { ($0.color, .string($0.style.rawValue)) })))
            }
            return (material.name, entry)
        }
        fields += objectsByName("surfaces", model.surfaces) { surface in
            var entry: [(String, JSONText)] = [("kind", .string(surface.kind.rawValue))]
            if let background = surface.background { entry.append(("background", .string(background))) }
            if !surface.content.isEmpty { entry.append(("content", .array(surface.content.map { .string($0) }))) }
            if !surface.detents.isEmpty {
                entry.append(("detents", .array(surface.detents.map { .string(ExportModel.text(of: $0)) })))
            }
            if let grabber = surface.grabber { entry.append(("grabber", .string(grabber.rawValue))) }
            if let blending = surface.blending { entry.append(("blending", .string(blending.rawValue))) }
            return (surface.name, entry)
        }
        return fields
    }

    /// `key` holding an object per item, under the item's name, of the
    /// fields `entry` gives it; nothing when there are no items.
    static func objectsByName<Item>(
        _ key: String, _ items: [Item], _ entry: (Item) -> (name: String, fields: [(String, JSONText)])
    ) -> [(String, JSONText)] {
        guard !items.isEmpty else { return [] }
        let objects = items.map { item -> (String, JSONText) in
            let (name, fields) = entry(item)
            return (name, .object(fields))
        }
        return [(key, .object(objects))]
    }
}

extension ExportFormat {
    /// One Design Tokens (DTCG 2025.10) resolver document with its tokens inline, or a folder of files (`split`).
    public static let dtcg = ExportFormat(writer: DTCGExporter.self)
}

extension ExportOption<Bool> {
    /// dtcg: a folder with the resolver, the set's tokens and a file per appearance context (`--split`).
    public static var split: ExportOption<Bool> {
        ExportOption(
            flag: "split", help: "write a folder with the resolver and one token file per set and context.",
            defaultValue: false)
    }
}

extension DTCGExporter: FormatWriter {
    static let name = "dtcg"
    static let writesFolder = false
    static let options: [any ExportOptionDeclaration] = [ExportOption.split]
    static let outputSuffix = ".resolver.json"
    static let summary =
        "one Design Tokens (2025.10) resolver document, or with --split a folder with the resolver, the set's tokens and a file per appearance context."

    static func write(_ model: ExportModel, options: ExportOptions) -> ExportedFiles {
        options[.split]
            ? exportSplit(model, sourceFileName: options.sourceFileName)
            : .single(export(model, sourceFileName: options.sourceFileName))
    }
}
