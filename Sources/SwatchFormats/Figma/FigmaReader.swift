import Swatch
import SwatchDiagnostics
import SwatchSyntax

/// Reads the tape of a Figma variables file into ``FigmaVariables``. Every
/// problem is reported where it is, naming the variable by its Figma name and
/// id; what can be read is read, so one run reports every mistake.
struct FigmaReader {
    private(set) var diagnostics: [Diagnostic] = []
    /// Fields already reported as unknown, so that a field Figma adds is said
    /// once per file rather than once per variable.
    private var reportedFields: Set<String> = []

    /// Whether `root` has the shape of a Figma variables file: a top-level
    /// `meta` with `variables` or `variableCollections`.
    static func isFigmaVariables(_ root: YAMLValue) -> Bool {
        if let meta = root["meta"], meta.pairs != nil {
            return meta["variables"] != nil || meta["variableCollections"] != nil
        }
        return isUnwrapped(root)
    }

    /// Whether the file is `meta`'s content without the REST envelope (a
    /// capture as adobe/spectrum-design-data keeps one): both of its keys,
    /// objects, at the top; one alone could be a token group's name.
    static func isUnwrapped(_ root: YAMLValue) -> Bool {
        root["meta"] == nil && root["variables"]?.pairs != nil && root["variableCollections"]?.pairs != nil
    }

    private static let topFields: Set = ["status", "error", "meta"]
    private static let metaFields: Set = ["variables", "variableCollections"]
    private static let collectionFields: Set = [
        "id", "name", "key", "modes", "defaultModeId", "remote", "hiddenFromPublishing", "variableIds",
        "isExtension", "parentVariableCollectionId", "rootVariableCollectionId", "variableOverrides",
        "deletedButReferenced",
    ]
    private static let modeFields: Set = ["modeId", "name", "parentModeId"]
    private static let variableFields: Set = [
        "id", "name", "key", "variableCollectionId", "resolvedType", "valuesByMode", "remote", "description",
        "hiddenFromPublishing", "scopes", "codeSyntax", "deletedButReferenced",
    ]
    static let types: Set = ["COLOR", "FLOAT", "STRING", "BOOLEAN"]

    mutating func read(_ root: YAMLValue) -> FigmaVariables {
        let meta = root["meta"] ?? root
        if !Self.isUnwrapped(root) { unknownFields(of: root, known: Self.topFields, in: "the file") }
        var file = FigmaVariables(range: meta.range)
        guard meta.pairs != nil else {
            error(.themeType, "'meta' is an object of 'variableCollections' and 'variables'", at: meta.range)
            return file
        }
        unknownFields(of: meta, known: Self.metaFields, in: "'meta'")
        if let collections = object(meta["variableCollections"], "'variableCollections'", at: meta) {
            for pair in collections {
                if let collection = collection(pair.value, key: pair.key) { file.collections.append(collection) }
            }
        }
        if let variables = object(meta["variables"], "'variables'", at: meta) {
            for pair in variables {
                if let variable = variable(pair.value, key: pair.key) { file.variables.append(variable) }
            }
        }
        return file
    }

    // MARK: Collections

    private mutating func collection(_ node: YAMLValue, key: YAMLValue) -> FigmaVariables.Collection? {
        let id = key.scalar ?? ""
        guard node.pairs != nil else {
            error(.themeType, "the collection '\(id)' is an object; this is \(node.kindDescription)", at: node.range)
            return nil
        }
        unknownFields(of: node, known: Self.collectionFields, in: "a collection")
        let name = text(node["name"]) ?? Located(id, at: key.range)
        if node["name"] == nil {
            error(.themeMissing, "the collection '\(id)' has no 'name'", at: key.range)
        }
        var modes: [FigmaVariables.Mode] = []
        if let list = node["modes"], let items = list.items {
            for item in items {
                guard let modeID = item["modeId"]?.scalar, let modeName = text(item["name"]) else {
                    error(
                        .themeMissing, "a mode of the collection '\(name.value)' (\(id)) needs 'modeId' and 'name'",
                        at: item.range)
                    continue
                }
                unknownFields(of: item, known: Self.modeFields, in: "a mode")
                modes.append(.init(id: modeID, name: modeName))
            }
        } else {
            error(
                .themeMissing, "the collection '\(name.value)' (\(id)) needs 'modes', a list of {modeId, name}",
                at: node["modes"]?.range ?? key.range)
        }
        let defaultModeID = node["defaultModeId"]?.scalar
        if let given = node["defaultModeId"], let text = given.scalar, !modes.contains(where: { $0.id == text }) {
            error(
                .themeReference, "'\(text)' is no mode of the collection '\(name.value)' (\(id))", at: given.range)
        }
        var collection = FigmaVariables.Collection(
            id: id, name: name, modes: modes, defaultModeID: defaultModeID, range: key.range)
        collection.remote = node["remote"]?.scalar == "true"
        if let overrides = node["variableOverrides"], !(overrides.pairs?.isEmpty ?? true) {
            collection.overrides = overrides.range
        }
        return collection
    }

    // MARK: Variables

    private mutating func variable(_ node: YAMLValue, key: YAMLValue) -> FigmaVariables.Variable? {
        let id = node["id"]?.scalar ?? key.scalar ?? ""
        guard node.pairs != nil else {
            error(.themeType, "the variable '\(id)' is an object; this is \(node.kindDescription)", at: node.range)
            return nil
        }
        unknownFields(of: node, known: Self.variableFields, in: "a variable")
        guard let name = text(node["name"]) else {
            error(.themeMissing, "the variable '\(id)' has no 'name'", at: key.range)
            return nil
        }
        let title = "'\(name.value)' (\(id))"
        guard let collectionID = node["variableCollectionId"]?.scalar else {
            error(.themeMissing, "the variable \(title) has no 'variableCollectionId'", at: key.range)
            return nil
        }
        guard let type = text(node["resolvedType"]), Self.types.contains(type.value) else {
            let written = node["resolvedType"]
            error(
                .themeValue,
                "the variable \(title) has no 'resolvedType' Figma writes: use COLOR, FLOAT, STRING or BOOLEAN",
                at: written?.range ?? key.range)
            return nil
        }
        var values: [String: FigmaVariables.Value] = [:]
        if let byMode = node["valuesByMode"], let pairs = byMode.pairs {
            for pair in pairs {
                guard let modeID = pair.key.scalar else { continue }
                values[modeID] = value(pair.value, of: title, isColor: type.value == "COLOR")
            }
        } else {
            error(
                .themeMissing, "the variable \(title) needs 'valuesByMode', an object of values by mode id",
                at: node["valuesByMode"]?.range ?? key.range)
        }
        let scopes = (node["scopes"]?.items.map(Array.init) ?? []).compactMap(text)
        let description = text(node["description"]).flatMap { $0.value.isEmpty ? nil : $0 }
        var variable = FigmaVariables.Variable(
            id: id, name: name, collectionID: collectionID, resolvedType: type, values: values, scopes: scopes,
            description: description, range: key.range)
        variable.remote = node["remote"]?.scalar == "true"
        // Hidden from publishing, or offered in no picker: a primitive.
        if node["hiddenFromPublishing"]?.scalar == "true" {
            variable.primitive = "hidden from publishing"
        } else if node["scopes"]?.items.map({ Array($0).isEmpty }) == true {
            variable.primitive = "offered in no picker (scopes: [])"
        }
        return variable
    }

    /// A value in one mode: an alias, or for a color `{r, g, b, a}` with
    /// each a number from 0 to 1.
    private mutating func value(_ node: YAMLValue, of title: String, isColor: Bool) -> FigmaVariables.Value {
        if node["type"] != nil || node["id"] != nil {
            guard node["type"]?.scalar == "VARIABLE_ALIAS", let target = node["id"]?.scalar else {
                error(
                    .themeValue,
                    "an alias of \(title) is { \"type\": \"VARIABLE_ALIAS\", \"id\": \"VariableID:…\" }",
                    at: node.range)
                return .unreadable(node.range)
            }
            return .alias(id: target, node.range)
        }
        guard isColor else { return .other(node.range) }
        guard node.pairs != nil else {
            error(
                .themeType, "a color of \(title) is an object {r, g, b, a}; this is \(node.kindDescription)",
                at: node.range)
            return .unreadable(node.range)
        }
        var channels: [Double] = []
        var readable = true
        for channel in ["r", "g", "b", "a"] {
            guard let field = node[channel] else {
                if channel == "a" {
                    channels.append(1)
                } else {
                    error(.themeMissing, "a color of \(title) has no '\(channel)'", at: node.range)
                    readable = false
                }
                continue
            }
            // A number as JSON writes it: not quoted, finite (YAML would read
            // `.nan` and `NaN` as numbers), from 0 to 1.
            guard field.style == .plain, let number = field.scalar.flatMap(Double.init), number.isFinite,
                (0...1).contains(number)
            else {
                error(
                    .themeValue,
                    "'\(channel)' of a color of \(title) is \(Self.describe(field)); Figma's channels are numbers from 0 to 1",
                    at: field.range)
                readable = false
                continue
            }
            channels.append(number)
        }
        guard readable else { return .unreadable(node.range) }
        return .color(Color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3]), node.range)
    }

    // MARK: Helpers

    /// A channel as the message names it: quoted text is text, even of digits.
    private static func describe(_ field: YAMLValue) -> String {
        guard let text = field.scalar else { return field.kindDescription }
        return field.style == .plain ? text : "the text \"\(text)\""
    }

    private mutating func object(_ node: YAMLValue?, _ what: String, at parent: YAMLValue) -> YAMLValue.Pairs? {
        guard let node else {
            error(.themeMissing, "'meta' has no \(what)", at: parent.range)
            return nil
        }
        guard let pairs = node.pairs else {
            error(.themeType, "\(what) is an object by id; this is \(node.kindDescription)", at: node.range)
            return nil
        }
        return pairs
    }

    private func text(_ node: YAMLValue?) -> Located<String>? {
        guard let node, let value = node.scalar, node.isScalar else { return nil }
        return Located(value, at: node.range)
    }

    /// A field Figma's format does not have: said once per file, a warning
    /// rather than an error (THEME-unread): the format grows, and a file
    /// with a field Swatch does not know is still read.
    private mutating func unknownFields(of node: YAMLValue, known: Set<String>, in what: String) {
        for pair in node.pairs.map(Array.init) ?? [] {
            guard let key = pair.key.scalar, !known.contains(key), reportedFields.insert(key).inserted else { continue }
            let hint = Suggestions.closest(to: key, in: known.sorted()).map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.append(
                Diagnostic(
                    .themeUnread,
                    "'\(key)' is not a field of \(what) in Figma's variables format; it was not read\(hint)",
                    at: pair.key.range))
        }
    }

    private mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(rule, message, at: range))
    }
}
