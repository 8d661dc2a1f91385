import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// A theme as a Figma variables file, in the shape of the REST API's
/// `GET /v1/files/:key/variables/local` response that variables plugins
/// import: a collection whose modes are the states the theme's colors differ
/// in (`Light`, `Dark`, `Light high contrast` …, `Dark elevated high
/// contrast`), a COLOR variable per color in it, aliases where a color is
/// another. A collection holds at most `modesPerCollection` modes (Figma's
/// plans limit them); past that the states go on in further collections whose
/// variables have the same names, which `swatch import figma` joins again.
package enum FigmaExporter {
    /// The states the theme's colors differ in, in the order they are written:
    /// the standard level first, so the first collection holds light, dark and
    /// their high-contrast versions.
    static func states(_ model: ExportModel) -> [Appearance] {
        let differs = { (change: (inout Appearance) -> Void) in
            model.colors.contains { color in
                ColorStates.all.contains { state in
                    var other = state
                    change(&other)
                    return color.table[state] != color.table[other]
                }
            }
        }
        let contrast = differs { $0.contrast = $0.contrast == .standard ? .increased : .standard }
        let elevated = differs { $0.level = $0.level == .base ? .elevated : .base }
        var states: [Appearance] = []
        for level in elevated ? [Appearance.Level.base, .elevated] : [.base] {
            for contrastValue in contrast ? [Appearance.Contrast.standard, .increased] : [.standard] {
                for scheme in [Appearance.ColorScheme.light, .dark] {
                    states.append(ColorStates.state(scheme, level, contrastValue))
                }
            }
        }
        return states
    }

    /// A mode's name, in the words the importer reads.
    static func modeName(_ state: Appearance) -> String {
        var words = [state.colorScheme == .dark ? "Dark" : "Light"]
        if state.level == .elevated { words.append("elevated") }
        if state.contrast == .increased { words.append("high contrast") }
        return words.joined(separator: " ")
    }

    package static func export(_ model: ExportModel, modesPerCollection: Int = 4) -> ExportedFiles {
        let states = states(model)
        let perCollection = max(1, modesPerCollection)
        let chunks = stride(from: 0, to: states.count, by: perCollection)
            .map {
                Array(states[$0..<min($0 + perCollection, states.count)])
            }
        var collections: [(String, JSONText)] = []
        var variables: [(String, JSONText)] = []
        var clamped: [String] = []
        for (index, chunk) in chunks.enumerated() {
            let number = index + 1
            let collectionID = "VariableCollectionId:\(number):0"
            let modeIDs = chunk.indices.map { "\(number):\($0 + 1)" }
            let variableID = { (color: Int) in "VariableID:\(number):\(color + 1)" }
            let ids = model.colors.indices.map(variableID)
            collections.append(
                (
                    collectionID,
                    .object([
                        ("id", .string(collectionID)),
                        ("name", .string(chunks.count == 1 ? model.namespace : "\(model.namespace) \(number)")),
                        ("key", .string("swatch-\(number)")),
                        (
                            "modes",
                            .array(
                                zip(modeIDs, chunk)
                                    .map { id, state in
                                        .object([("modeId", .string(id)), ("name", .string(modeName(state)))])
                                    })
                        ),
                        ("defaultModeId", .string(modeIDs[0])),
                        ("remote", .bool(false)),
                        ("hiddenFromPublishing", .bool(false)),
                        ("variableIds", .array(ids.map(JSONText.string))),
                    ])
                ))
            for (colorIndex, color) in model.colors.enumerated() {
                var values: [(String, JSONText)] = []
                let target = color.alias.flatMap { name in model.colors.firstIndex { $0.name == name } }
                for (modeID, state) in zip(modeIDs, chunk) {
                    if let target {
                        values.append(
                            (
                                modeID,
                                .object([("type", .string("VARIABLE_ALIAS")), ("id", .string(variableID(target)))])
                            ))
                        continue
                    }
                    let value = color.table[state]
                    let channels = [value.red, value.green, value.blue]
                    if channels.contains(where: { !(0...1).contains($0) }), !clamped.contains(color.name) {
                        clamped.append(color.name)
                    }
                    let clamp = { (channel: Double) in JSONText.number(min(max(channel, 0), 1)) }
                    values.append(
                        (
                            modeID,
                            .object([
                                ("r", clamp(value.red)), ("g", clamp(value.green)), ("b", clamp(value.blue)),
                                ("a", clamp(value.alpha)),
                            ])
                        ))
                }
                variables.append(
                    (
                        ids[colorIndex],
                        .object([
                            ("id", .string(ids[colorIndex])),
                            ("name", .string(color.name)),
                            ("key", .string("swatch-\(number)-\(colorIndex + 1)")),
                            ("variableCollectionId", .string(collectionID)),
                            ("resolvedType", .string("COLOR")),
                            ("valuesByMode", .object(values)),
                            ("remote", .bool(false)),
                            ("description", .string(color.description ?? "")),
                            ("hiddenFromPublishing", .bool(false)),
                            ("scopes", .array(FigmaScopes.scopes(for: color.role).map(JSONText.string))),
                            ("codeSyntax", .object([])),
                        ])
                    ))
            }
        }
        let document = JSONText.object([
            ("status", .number("200")),
            ("error", .bool(false)),
            ("meta", .object([("variableCollections", .object(collections)), ("variables", .object(variables))])),
        ])
        return .single(document.rendered(.standard) + "\n", notes: notes(model, chunks: chunks.count, clamped: clamped))
    }

    private static func notes(_ model: ExportModel, chunks: Int, clamped: [String]) -> [String] {
        var notes: [String] = []
        if chunks > 1 {
            notes.append(
                "the \(model.colors.isEmpty ? 0 : states(model).count) states the colors differ in are split across \(chunks) collections of the same variables; swatch import figma joins them"
            )
        }
        if !clamped.isEmpty {
            notes.append(
                "Figma's channels are 0 to 1 in the file's color space: \(clamped.joined(separator: ", ")) (outside sRGB) written clamped"
            )
        }
        if model.colors.contains(where: { !$0.on.isEmpty }) {
            notes.append(
                "Figma has no place for 'on:' pairs: swatch import figma infers them from names only (docs/import.md)")
        }
        if !model.materials.isEmpty || !model.surfaces.isEmpty {
            notes.append("materials and surfaces have no Figma variable: not written")
        }
        return notes
    }
}

extension ExportFormat {
    /// One Figma variables file (the REST API's `variables/local` shape), at most four modes a collection.
    public static let figma = ExportFormat(writer: FigmaExporter.self)
}

extension ExportOption<Int> {
    /// figma: the most modes a collection may have (Figma's plans limit them); past it, further collections
    /// (`--figma-modes`).
    public static var figmaModes: ExportOption<Int> {
        ExportOption(
            flag: "figma-modes",
            help: "the most modes a collection may have (Figma's plans limit them); past it, further collections.",
            defaultValue: 4)
    }
}

extension FigmaExporter: FormatWriter {
    static let name = "figma"
    static let writesFolder = false
    static let options: [any ExportOptionDeclaration] = [ExportOption.figmaModes]
    static let outputSuffix = ".figma.json"
    static let summary =
        "one Figma variables file (the REST API's variables/local shape) with a mode per state the colors differ in,"
        + " --figma-modes to a collection."

    static func write(_ model: ExportModel, options: ExportOptions) -> ExportedFiles {
        export(model, modesPerCollection: options[.figmaModes])
    }
}
