import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchSupport

/// A theme with every name followed: each color's value in each of the 16
/// appearance states, each material with its model and the colors bound to
/// it, each surface with its background and content, each image with its
/// files, and where each was written. The
/// checker and the emitters read this, never the YAML or the AST (their
/// targets cannot import it); it is made only by the resolver and cannot be
/// changed after, so what one stage reads is what the next reads.
public struct ResolvedTheme: Sendable {
    /// The theme file's path.
    package let file: String
    /// The namespace the generated code declares (`Acme`), and its Swift name.
    public let namespace: String
    package let swiftNamespace: String
    package let access: AccessLevel
    package let platform: Platform
    /// The gamut the theme targets (`gamut:`): every literal is mapped into
    /// it, so what is checked and emitted is what a display shows.
    package let gamut: Gamut
    /// Whether the theme says `extends: system`.
    package let extendsSystem: Bool
    /// The theme's `contrast:` targets.
    package let targets: ContrastTargetOverrides
    /// The theme's `rules:` settings.
    package let rules: [RuleSetting]
    /// The theme's own colors, in file order.
    public let colors: [ResolvedColor]
    /// The system palette's colors, when the theme says `extends: system`.
    package let systemColors: [ResolvedColor]
    /// The theme's materials, in file order.
    package let materials: [ResolvedMaterial]
    /// The theme's surfaces, in file order.
    package let surfaces: [ResolvedSurface]
    /// The theme's images, ready for the image checks.
    package let images: [ImageDeclaration]
    /// The values the Derive stage gave the `auto` states, in the order
    /// derived; empty until it has run, and for a theme without `auto`.
    package private(set) var derivations: [DerivedValue] = []

    /// A color by name: the theme's own first, then the system palette's.
    public func color(named name: String) -> ResolvedColor? {
        colorIndex[name].map { colors[$0] } ?? systemIndex[name].map { systemColors[$0] }
    }

    /// Where the theme's own color named `name` is in ``colors`` (the first,
    /// as ``color(named:)`` finds it); nil for a system color or none.
    package func position(ofColorNamed name: String) -> Int? { colorIndex[name] }

    /// A material by name.
    package func material(named name: String) -> ResolvedMaterial? {
        materials.first { $0.name == name }
    }

    private let colorIndex: [String: Int]
    private let systemIndex: [String: Int]

    /// The same theme with some of its colors' values changed (the Derive
    /// stage's), by name: each material's bindings and each surface's
    /// background and content hold the new colors, so no later stage reads
    /// a value from before.
    package func replacing(_ changed: [String: ResolvedColor], derivations: [DerivedValue]) -> ResolvedTheme {
        func new(_ color: ResolvedColor) -> ResolvedColor { color.isSystem ? color : (changed[color.name] ?? color) }
        func new(_ stack: LayerStack) -> LayerStack {
            LayerStack(entry: stack.entry, colors: stack.colors.map(new), material: stack.material.map(new))
        }
        func new(_ material: ResolvedMaterial) -> ResolvedMaterial {
            ResolvedMaterial(
                source: material.source, material: material.material, swiftName: material.swiftName,
                bindings: material.bindings.map {
                    ResolvedVibrancyBinding(
                        color: new($0.color), style: $0.style, colorRange: $0.colorRange, styleRange: $0.styleRange)
                })
        }
        let surfaces = self.surfaces.map { surface in
            let background: ResolvedSurface.Background? =
                switch surface.background {
                case .color(let color)?: .color(new(color))
                case .material(let material)?: .material(new(material))
                case nil: nil
                }
            return ResolvedSurface(
                source: surface.source, swiftName: surface.swiftName, kind: surface.kind, background: background,
                backgroundStacks: surface.backgroundStacks.map(new),
                content: surface.content.map { content in
                    if case .color(let color, let range) = content { return .color(new(color), range) }
                    return content
                }, sheet: surface.sheet, blending: surface.blending)
        }
        var theme = ResolvedTheme(
            file: file, namespace: namespace, swiftNamespace: swiftNamespace, access: access, platform: platform,
            gamut: gamut, extendsSystem: extendsSystem, targets: targets, rules: rules, colors: colors.map(new),
            colorIndex: colorIndex, systemColors: systemColors, systemIndex: systemIndex,
            materials: materials.map(new), surfaces: surfaces, images: images)
        theme.derivations = derivations
        return theme
    }

    package init(
        file: String, namespace: String, swiftNamespace: String, access: AccessLevel, platform: Platform,
        gamut: Gamut, extendsSystem: Bool, targets: ContrastTargetOverrides, rules: [RuleSetting],
        colors: [ResolvedColor], colorIndex: [String: Int]? = nil, systemColors: [ResolvedColor],
        systemIndex: [String: Int]? = nil, materials: [ResolvedMaterial] = [], surfaces: [ResolvedSurface] = [],
        images: [ImageDeclaration] = []
    ) {
        self.file = file
        self.namespace = namespace
        self.swiftNamespace = swiftNamespace
        self.access = access
        self.platform = platform
        self.extendsSystem = extendsSystem
        self.gamut = gamut
        self.targets = targets
        self.rules = rules
        self.colors = colors
        self.systemColors = systemColors
        self.materials = materials
        self.surfaces = surfaces
        self.images = images
        // The resolver passes the indexes it has made: no name hashed twice.
        self.colorIndex = colorIndex ?? NameIndex.firstPositions(of: colors.lazy.map(\.name))
        self.systemIndex = systemIndex ?? NameIndex.firstPositions(of: systemColors.lazy.map(\.name))
    }
}

/// One color, resolved.
///
/// Its fields live in one shared, immutable object: the checker and the
/// emitter pass colors around by the thousand, and a copy of the inline
/// fields (a 16-state table and where it was written) would be most of what
/// they spend; a copy of this is a reference count.
public struct ResolvedColor: Hashable, Sendable {
    /// The color's name in its theme (or the system palette's name, `label`).
    public var name: String { storage.name }
    package var role: ColorRoleName { storage.role }
    /// The color in all 16 appearance states, fallbacks and references applied.
    public var table: ColorTable { ColorTable { self[$0] } }
    /// The color in `state`, read in place: the checker and the resolver
    /// read states by the thousand, and most colors keep no table to read.
    package subscript(state: Appearance) -> Color { storage.states[state.index & storage.mask] }
    /// The bits of a state's index the color varies by: states whose indexes
    /// agree in them have the same value (1 for scheme alone, 7 for scheme,
    /// level and contrast, 15 for all four).
    package var stateMask: Int { storage.mask }
    /// The Swift identifier of its accessor.
    package var swiftName: String { storage.swiftName }
    /// How the color was written, for locations and settings; nil for system colors.
    package var source: ColorSource? { _read { yield storage.source } }

    /// Whether the color comes from the system palette rather than the theme.
    public var isSystem: Bool { storage.source == nil }
    /// The states whose value is `unknown` (written so, or a reference to a
    /// color unknown there), a bit per ``Appearance/index``: nothing is
    /// judged in them, and a compile refuses the color.
    package var unknownStates: UInt16 { storage.unknownStates }
    /// Whether the value in `state` is unknown.
    package func isUnknown(in state: Appearance) -> Bool { storage.unknownStates & (1 << state.index) != 0 }

    private let storage: Storage

    package init(
        name: String, role: ColorRoleName, table: ColorTable, swiftName: String, source: ColorSource?,
        unknownStates: UInt16 = 0
    ) {
        storage = Storage(
            name: name, role: role, table: table, swiftName: swiftName, source: source, unknownStates: unknownStates)
    }

    /// Whether the two are the same color: same name, role, table, Swift name and source.
    public static func == (lhs: ResolvedColor, rhs: ResolvedColor) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.name == rhs.name && lhs.role == rhs.role && lhs.table == rhs.table && lhs.swiftName == rhs.swiftName
                && lhs.source == rhs.source && lhs.unknownStates == rhs.unknownStates)
    }

    /// Hashes the name, role, table, Swift name and source.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(role)
        hasher.combine(table)
        hasher.combine(swiftName)
        hasher.combine(source)
        hasher.combine(unknownStates)
    }

    // Most colors vary by color scheme alone: they keep their light and
    // dark values, and the rest the 8 states of scheme, level and contrast
    // (transparency never changes a color), all 16 only when it does. A
    // 16-state table in every color would be 512 of its 576 bytes.
    private final class Storage: Sendable {
        let name: String
        let role: ColorRoleName
        /// The distinct states: state `index` is `states[index & mask]`.
        let states: [Color]
        let mask: Int
        let swiftName: String
        let source: ColorSource?
        let unknownStates: UInt16

        init(
            name: String, role: ColorRoleName, table: ColorTable, swiftName: String, source: ColorSource?,
            unknownStates: UInt16
        ) {
            self.unknownStates = unknownStates
            self.name = name
            self.role = role
            func state(_ index: Int) -> Color { table[Appearance(index: index)] }
            let mask =
                [1, 7].first { mask in (0..<Appearance.count).allSatisfy { state($0) == state($0 & mask) } } ?? 15
            self.mask = mask
            states = (0...mask).map(state)
            self.swiftName = swiftName
            self.source = source
        }
    }
}
