import Foundation
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import SwatchImages
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Every theme the compiler accepts yields Swift that compiles; a theme it
/// refuses for its names is refused with a located THEME-collision error.
///
/// Random themes are made from the names most likely to break generated
/// code — Swift keywords, standard-library and Swatch type names, the
/// generated API's own names, `_`, digits first, hyphens, non-ASCII — for the
/// namespace (the file's name) and for every color, material, surface and
/// image. Each accepted theme's Swift is typechecked with `swiftc` against the
/// Swatch module of this test run, beside app code that reaches every
/// accessor the theme declares by its Swift name and role type. Themes are
/// batched, each in its own file, so that one `swiftc` run checks many.
///
/// Inputs are drawn by `PropertySeeds`: a failure prints its seed and the
/// `SWATCH_SEED=… swift test --filter …` command that replays it.
@Suite(.tags(.integration))
struct GeneratedNamesPropertyTests {
    // MARK: Names

    static let keywords = [
        "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "Any", "default", "class", "struct",
        "enum", "func", "let", "var", "static", "return", "true", "nil", "in", "is", "as", "some", "any", "await",
        "throws", "rethrows", "inout", "super", "where", "case", "import", "operator", "associatedtype", "package",
        "consume", "each", "get", "set", "willSet", "mutating", "override", "lazy", "weak", "actor", "async",
        "nonisolated", "isolated", "sending", "macro", "indirect", "optional", "required", "dynamic", "final",
    ]
    static let standardLibrary = [
        "String", "Int", "Double", "Bool", "Array", "Dictionary", "Set", "Optional", "Never", "Void", "Character",
        "Result", "Error", "Sendable", "Equatable", "Hashable", "Codable", "Sequence", "Collection", "Range",
        "AnyObject", "AnyHashable", "Swift", "print", "min", "max", "type", "fatalError", "Copyable", "Escapable",
        "Float", "UInt8", "KeyPath", "Unicode", "Substring",
    ]
    static let swatchTypes = [
        "Color", "ThemeColor", "Label", "Background", "Separator", "Fill", "Tint", "Material", "Sheet", "Popover",
        "Appearance", "AnyThemeColor", "VibrantColor", "ThemeSurface", "ThemeMaterial", "ThemeImage", "ColorTable",
        "ColorRole", "Vibrancy", "System", "Terminal", "SurfaceKind", "Swatch",
    ]
    static let generatedAPI = [
        "allColors", "Images", "Materials", "Surfaces", "all", "material", "surface", "images", "materials",
        "SidebarMaterial", "sidebar", "SheetSurface", "sheet", "MaterialMaterial", "SurfaceSurface", "Acme",
        "rgb", "light", "dark", "vibrant", "resolved", "background", "content", "name",
    ]
    static let oddSpellings = [
        "_", "__", "___", "_x", "x_", "2up", "3", "0x1F", "1e5", "card-background", "cardBackground",
        "-leading", "trailing-", "a--b", "self-", "Type-", "two words", "dot.ted", "café", "grün", "Ω", "日本",
        "😀", "e\u{301}", "ﬁ", "Straße", "naïve-label",
    ]
    static let names = keywords + standardLibrary + swatchTypes + generatedAPI + oddSpellings

    // MARK: Themes

    /// A theme as the generator draws it: indexes between its parts are
    /// into the arrays before them, so every reference is to a name that
    /// exists and no color refers to one after it (no cycles).
    struct ThemeSpec: Sendable, CustomStringConvertible {
        struct ColorSpec: Sendable {
            var name: String
            var role: ColorRoleName
            /// An earlier color of the same role this one refers to.
            var reference: Int?
        }
        struct MaterialSpec: Sendable {
            var name: String
            var material: String
            /// Colors (labels, fills and separators) and each one's style.
            var bindings: [(color: Int, style: String)]
        }
        enum Background: Sendable {
            case color(Int)
            case material(Int)
        }
        enum Content: Sendable {
            case color(Int)
            case image(Int)
        }
        struct SurfaceSpec: Sendable {
            var name: String
            var kind: String
            var background: Background
            var content: [Content]
        }

        var namespace: String
        var access: String
        var colors: [ColorSpec]
        var materials: [MaterialSpec]
        var surfaces: [SurfaceSpec]
        var images: [String]

        var fileName: String { "\(namespace).theme.yaml" }

        var yaml: String {
            func quoted(_ text: String) -> String {
                "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\""
            }
            var yaml = "swatch: 1\naccess: \(access)\nplatform: iOS\ncolors:\n"
            for color in colors {
                yaml += "  \(quoted(color.name)):\n    role: \(color.role.rawValue)\n"
                if let reference = color.reference {
                    yaml += "    light: { ref: \(quoted(colors[reference].name)) }\n"
                    yaml += "    dark: { ref: \(quoted(colors[reference].name)) }\n"
                } else {
                    yaml += Self.values[color.role]!
                }
            }
            if !materials.isEmpty {
                yaml += "materials:\n"
                for material in materials {
                    yaml += "  \(quoted(material.name)):\n    material: \(material.material)\n"
                    if !material.bindings.isEmpty {
                        yaml += "    vibrancy:\n"
                        for binding in material.bindings {
                            yaml += "      \(quoted(colors[binding.color].name)): \(binding.style)\n"
                        }
                    }
                }
            }
            if !surfaces.isEmpty {
                yaml += "surfaces:\n"
                for surface in surfaces {
                    yaml += "  \(quoted(surface.name)):\n    kind: \(surface.kind)\n"
                    switch surface.background {
                    case .color(let index): yaml += "    background: \(quoted(colors[index].name))\n"
                    case .material(let index): yaml += "    background: \(quoted(materials[index].name))\n"
                    }
                    if surface.kind == "sheet" { yaml += "    detents: [medium, large]\n    grabber: visible\n" }
                    let content = surface.content.map { item in
                        switch item {
                        case .color(let index): quoted(colors[index].name)
                        case .image(let index): quoted(images[index])
                        }
                    }
                    yaml += "    content: [\(content.joined(separator: ", "))]\n"
                }
            }
            if !images.isEmpty {
                yaml += "images:\n"
                for image in images {
                    yaml +=
                        "  \(quoted(image)): { kind: glyph, alt: A chevron, size: 12x20, light: Images/glyph.svg }\n"
                }
            }
            return yaml
        }

        /// Values that keep 7:1 on the backgrounds in every state, so that
        /// only the names can make a theme fail.
        static let values: [ColorRoleName: String] = [
            .background: "    light: \"#FFFFFF\"\n    dark: { base: \"#000000\", elevated: \"#1C1C1E\" }\n",
            .label: "    light: \"#000000\"\n    dark: \"#FFFFFF\"\n",
            .separator: "    light: \"#000000\"\n    dark: \"#FFFFFF\"\n",
            .fill: "    light: \"#000000\"\n    dark: \"#FFFFFF\"\n",
            .tint: "    light: \"#003A8C\"\n    dark: \"#8CC2FF\"\n",
        ]

        var description: String { "\(fileName):\n\(yaml)" }
    }

    /// `count` distinct names from the pool, none of them in `excluded`.
    static func distinctNames(
        _ count: Int, excluding excluded: [String] = [], using rng: inout some RandomNumberGenerator
    ) -> [String] {
        var chosen: [String] = []
        while chosen.count < count {
            let name = names.randomElement(using: &rng)!
            if !chosen.contains(name), !excluded.contains(name) { chosen.append(name) }
        }
        return chosen
    }

    static let styles: [ColorRoleName: [String]] = [
        .label: ["label", "secondaryLabel", "tertiaryLabel"], .fill: ["fill", "secondaryFill", "tertiaryFill"],
        .separator: ["separator"],
    ]

    /// One random theme. Written with loops over `rng` rather than closures
    /// that capture it, which Swift 6.3's IR generation crashes on.
    static func drawTheme<R: RandomNumberGenerator>(using rng: inout R) -> ThemeSpec {
        func chance() -> Bool { Bool.random(using: &rng) }
        // At least one background and one label, so surfaces have something to stand on and show.
        var roles: [ColorRoleName] = [.background, .label]
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            roles.append(ColorRoleName.allCases.randomElement(using: &rng)!)
        }
        var colors: [ThemeSpec.ColorSpec] = []
        for (name, role) in zip(distinctNames(roles.count, using: &rng), roles) {
            let earlier = colors.indices.filter { colors[$0].role == role }
            let reference = chance() ? earlier.randomElement(using: &rng) : nil
            colors.append(.init(name: name, role: role, reference: reference))
        }
        let bindable = colors.indices.filter { styles[colors[$0].role] != nil }
        // A surface's background names a material before a color, and its
        // content a color before an image: each kind takes names the kinds
        // before it do not have.
        var materials: [ThemeSpec.MaterialSpec] = []
        for name in distinctNames(Int.random(in: 0...2, using: &rng), excluding: colors.map(\.name), using: &rng) {
            var bindings: [(color: Int, style: String)] = []
            for color in bindable where chance() {
                bindings.append((color, styles[colors[color].role]!.randomElement(using: &rng)!))
            }
            let material = ["thin", "regular", "thick", "ultraThick"].randomElement(using: &rng)!
            materials.append(.init(name: name, material: material, bindings: bindings))
        }
        var images: [String] = []
        if chance() {
            images = distinctNames(Int.random(in: 1...2, using: &rng), excluding: colors.map(\.name), using: &rng)
        }
        let backgrounds = colors.indices.filter { colors[$0].role == .background }
        var surfaces: [ThemeSpec.SurfaceSpec] = []
        for name in distinctNames(Int.random(in: 0...2, using: &rng), using: &rng) {
            // On a material only its vibrant colors (and glyphs); on a color any label, fill or separator.
            let material = materials.isEmpty || chance() ? nil : materials.indices.randomElement(using: &rng)
            let background: ThemeSpec.Background =
                material.map { .material($0) } ?? .color(backgrounds.randomElement(using: &rng)!)
            var content: [ThemeSpec.Content] = []
            for color in material.map({ materials[$0].bindings.map(\.color) }) ?? bindable where chance() {
                content.append(.color(color))
            }
            for image in images.indices where chance() { content.append(.image(image)) }
            let kind = ["sheet", "popover", "window"].randomElement(using: &rng)!
            surfaces.append(.init(name: name, kind: kind, background: background, content: content))
        }
        return ThemeSpec(
            namespace: names.randomElement(using: &rng)!,
            access: ["public", "internal", "package"].randomElement(using: &rng)!,
            colors: colors, materials: materials, surfaces: surfaces, images: images)
    }

    // MARK: The property

    /// 4 seeds of 25 themes each: 100 themes, in about as many `swiftc` runs
    /// as batches.
    @Test func everyAcceptedThemeCompilesAndEveryRefusedOneIsACollision() async throws {
        await PropertySeeds.check(count: 4, draw: Self.drawBatch) { batch in
            try check(batch)
        }
    }

    /// 25 themes, each in a file of its own in one `swiftc` run.
    static func drawBatch(using rng: inout SeededGenerator) -> [ThemeSpec] {
        var batch: [ThemeSpec] = []
        for _ in 0..<25 { batch.append(drawTheme(using: &rng)) }
        return batch
    }

    func check(_ batch: [ThemeSpec]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Fixture.svg(#"width="12" height="20""#)).write(to: folder.appendingPathComponent("Images/glyph.svg"))

        var accepted: [(spec: ThemeSpec, theme: ResolvedTheme, images: [LoadedImage], swift: String)] = []
        for spec in batch {
            let source = ThemeSource(path: folder.appendingPathComponent(spec.fileName).path, text: spec.yaml)
            let result = ThemeCompiler(options: .init(packageRoot: folder.path)).compile(source)
            if let swift = result.swift, let theme = result.theme {
                accepted.append((spec, theme, result.images, swift))
                continue
            }
            // Refused: for its names alone, each error located in the file and saying how to rename.
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(!errors.isEmpty, "no Swift and no error for \(spec)")
            for error in errors {
                #expect(error.rule == .themeCollision, "\(error.rule.rawValue): \(error.message)\n\(spec)")
                #expect(error.range.file == source.path && error.range.start.line >= 1, "\(error.range)\n\(spec)")
                #expect(error.message.contains("rename"), "\(error.message)\n\(spec)")
            }
        }
        // Names are drawn so that most themes are accepted: a batch that
        // compiled almost nothing would test almost nothing.
        #expect(accepted.count >= batch.count / 2, "only \(accepted.count) of \(batch.count) themes were accepted")
        // Each theme in its own file; themes of one namespace in different runs.
        var runs: [[Int]] = []
        var namespaces: [Set<String>] = []
        for (index, item) in accepted.enumerated() {
            if let run = namespaces.firstIndex(where: { !$0.contains(item.theme.swiftNamespace) }) {
                runs[run].append(index)
                namespaces[run].insert(item.theme.swiftNamespace)
            } else {
                runs.append([index])
                namespaces.append([item.theme.swiftNamespace])
            }
        }
        for (number, run) in runs.enumerated() {
            let runFolder = folder.appendingPathComponent("run\(number)")
            try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
            var files: [String] = []
            var app = "import Swatch\n\n"
            for index in run {
                let file = runFolder.appendingPathComponent("Theme\(index).swift")
                try accepted[index].swift.write(to: file, atomically: true, encoding: .utf8)
                files.append(file.path)
                app += Self.appCode(
                    reaching: accepted[index].theme, images: accepted[index].images, function: "use\(index)")
            }
            let appFile = runFolder.appendingPathComponent("App.swift")
            try app.write(to: appFile, atomically: true, encoding: .utf8)
            let result = try Toolchain.run(
                Toolchain.executable("swiftc"),
                [
                    "-typecheck", "-swift-version", "6", "-package-name", "Themes", "-I",
                    Toolchain.swatchModules().path,
                ] + files + [appFile.path])
            guard result.status != 0 else { continue }
            // Name each theme whose file (or whose part of the app code) has an error.
            let failed = run.filter { index in
                result.text.contains("/Theme\(index).swift:") || result.text.contains("use\(index)")
            }
            let themes = failed.isEmpty ? run : failed
            Issue.record(
                """
                swiftc refused the Swift of \(themes.count) accepted theme(s):
                \(result.text.prefix(6000))
                \(themes.map { "\(accepted[$0].spec)\n\(accepted[$0].swift)" }.joined(separator: "\n"))
                """)
        }
    }

    /// App code that reaches every accessor of the theme by the Swift name
    /// the compiler gave it, each with the type its role gives it.
    static func appCode(reaching theme: ResolvedTheme, images: [LoadedImage], function: String) -> String {
        let namespace = theme.swiftNamespace
        var lines = ["func \(function)() {", "    let _: [Swatch.AnyThemeColor] = \(namespace).allColors"]
        for color in theme.colors {
            lines.append(
                "    let _: Swatch.ThemeColor<Swatch.\(color.role.swiftType)> = \(namespace).\(color.swiftName)")
        }
        for material in theme.materials {
            let path = "\(namespace).Materials.\(material.swiftName)"
            lines.append("    let _: Swatch.ThemeMaterial = \(path).material")
            for binding in material.bindings {
                lines.append(
                    "    let _: Swatch.VibrantColor<Swatch.\(binding.color.role.swiftType)> = \(path).\(binding.color.swiftName)"
                )
            }
        }
        let imageNames = Set(images.map(\.declaration.name))
        for surface in theme.surfaces {
            let path = "\(namespace).Surfaces.\(surface.swiftName)"
            lines.append("    let _: Swatch.ThemeSurface = \(path).surface")
            for item in surface.content {
                switch item {
                case .color(let color, _):
                    lines.append(
                        "    let _: Swatch.ThemeColor<Swatch.\(color.role.swiftType)> = \(path).\(color.swiftName)")
                case .image(let name, let swiftName, _) where imageNames.contains(name):
                    lines.append("    let _: Swatch.ThemeImage = \(path).\(swiftName)")
                case .image:
                    break
                }
            }
        }
        for image in images {
            lines.append(
                "    let _: Swatch.ThemeImage = \(namespace).Images.\(GeneratedNames.identifier(image.declaration.name))"
            )
        }
        if !images.isEmpty { lines.append("    let _: [Swatch.ThemeImage] = \(namespace).Images.all") }
        return (lines + ["}", "", ""]).joined(separator: "\n")
    }
}
