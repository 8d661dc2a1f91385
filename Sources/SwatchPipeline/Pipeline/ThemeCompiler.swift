import Swatch
import SwatchCheck
import SwatchDerive
import SwatchDiagnostics
import SwatchEmit
import SwatchImages
import SwatchModel
import SwatchResolve
import SwatchSupport
import SwatchSyntax

/// The pipeline: YAML → Decode → Resolve → Check → Emit, each stage a pure
/// function of the one before, with every stage's diagnostics collected.
///
/// Reading and writing files is the CLI's business (and the tests'), so that
/// the whole compiler can run on bytes in memory. The one exception is the
/// image files a theme names: the image checks read them, once, and what
/// they found (`Result.images`) is the emitter's input, so that Emit stays
/// a function of values.
public struct ThemeCompiler: Sendable {
    /// How a compile behaves: `--werror`, the emitter's options, and where images
    /// must stay.
    public struct Options: Sendable {
        /// Whether warnings count as errors (`--werror`): a warning then stops the
        /// Swift from being generated, and is reported as an error.
        public var warningsAsErrors = false
        /// How the Swift is generated.
        public var emitter = SwiftEmitter.Options()
        /// The folder images must stay inside; by default the theme's own.
        public var packageRoot: String?
        /// Options as given; by default warnings stay warnings, the generated code
        /// imports `Swatch`, and images must stay inside the theme's own folder.
        public init(warningsAsErrors: Bool = false, emitter: SwiftEmitter.Options = .init(), packageRoot: String? = nil)
        {
            self.warningsAsErrors = warningsAsErrors
            self.emitter = emitter
            self.packageRoot = packageRoot
        }
    }

    /// What a compile or check of one theme found and made.
    public struct Result: Sendable {
        /// Every finding, in output order.
        public var diagnostics: [Diagnostic]
        /// The resolved theme, when the file could be read and resolved.
        public var theme: ResolvedTheme?
        /// The theme's images with the files found for them, one per
        /// declaration of `theme.images`: read once by the image checks,
        /// then handed to the emitter, which reads no files.
        package var images: [LoadedImage] = []
        /// The generated Swift, only when there is no error.
        public var swift: String?
        /// The Swift not yet made, from ``ThemeCompiler/compileWritingSwift(_:with:packageRoot:)``:
        /// `swatch compile` writes it to its file as it is made.
        package var generated: GeneratedSwift?
        /// The namespace of the theme this one extends, when it is a brand
        /// compiled with its base: whose `Theme` type it is a value of.
        package var base: String?

        /// Whether the theme has no error, after `--werror`: when false there is no Swift.
        public var succeeded: Bool { !diagnostics.hasErrors }

        /// The names of ``images``: the images the generated Swift declares.
        package var imageNames: Set<String> { Set(images.map(\.declaration.name)) }
    }

    /// The options every compile with this compiler uses.
    public var options: Options
    /// The Resolve stage, with the system palette that `extends: system` brings in.
    package var resolver: ThemeResolver
    /// The Derive stage: `auto` values given the nearest value that passes.
    package var deriver = ValueDeriver()
    /// The Check stage, with its contrast metric.
    package var checker: ThemeChecker
    /// What earlier checks read and made, which an edit's unchanged colors
    /// are taken from (``StageMemos``): the language server's, between edits.
    package var memos: StageMemos? {
        didSet { resolver.colorMemo = memos?.resolved }
    }
    /// The largest theme the compiler reads; tests lower them to reach each
    /// limit with a small input.
    var limits = CompilerLimits() {
        didSet { resolver.maximumReferenceDepth = limits.referenceDepth }
    }

    /// A compiler whose themes may refer to the system colors (`systemBackground`, `label`, …).
    public init(options: Options = .init()) {
        self.init(options: options, systemPalette: SystemPalette.colors)
    }

    /// A compiler whose themes extend `systemPalette` rather than the system's (for tests).
    package init(options: Options = .init(), systemPalette: [ResolvedColor]) {
        self.options = options
        resolver = ThemeResolver(systemPalette: systemPalette)
        checker = ThemeChecker()
    }

    /// Runs every stage but Emit: what `swatch check` does. A theme that
    /// extends another theme needs it: ``check(_:with:packageRoot:)``.
    public func check(_ source: ThemeSource) -> Result {
        check([source])[0]
    }

    /// Every stage: what `swatch compile` does. No Swift when there is an
    /// error. A theme that extends another theme needs it:
    /// ``compile(_:with:packageRoot:)``.
    public func compile(_ source: ThemeSource) -> Result {
        compile([source])[0]
    }

    /// What `swatch compile` does for one theme: every stage, the Swift
    /// written to `path` as it is made (``GeneratedSwift/write(to:)``) when
    /// there is no error. The result's `swift` is nil.
    package func compile(_ source: ThemeSource, writingSwiftTo path: String) throws -> Result {
        let result = compileWritingSwift([source])[0]
        _ = try result.generated?.write(to: path)
        return result
    }

    /// Resolve and Check on a model an importer made (``ThemeImporter``):
    /// what `swatch check` does for a token file or an asset catalog. The
    /// importer's own diagnostics come first; with an error among them the
    /// model is not checked, as a theme that does not decode is not.
    public func check(imported ast: ThemeAST?, diagnostics importDiagnostics: [Diagnostic]) -> Result {
        guard let ast, !importDiagnostics.hasErrors else {
            return Result(diagnostics: importDiagnostics.sortedForOutput())
        }
        var result = checkStages(ast, of: .imported(findings: importDiagnostics))
        result.diagnostics = result.diagnostics.sortedForOutput()
        return result
    }

    /// `result` with an error at each value written `unknown` when there is
    /// no other error: what `compile` and `export` say, since the Swift or the
    /// file they write needs every value (`what`: "compiling", "exporting").
    package static func refusingUnknownValues(_ result: Result, for what: String) -> Result {
        guard result.succeeded, let theme = result.theme else { return result }
        let refusals = UnknownValueRules.refusals(theme, what: what)
        guard !refusals.isEmpty else { return result }
        var result = result
        result.diagnostics = (result.diagnostics + refusals).sortedForOutput()
        return result
    }

    /// YAML and Decode: the AST, or nil when the file is no YAML document.
    /// A function of its own so that the tape, which nothing after Decode
    /// reads, is freed before Resolve runs.
    private static func readAndDecode(_ source: ThemeSource, limits: CompilerLimits, memo: DecodeMemo?) -> (
        ast: ThemeAST?, diagnostics: [Diagnostic]
    ) {
        let (tape, yamlDiagnostics) = YAMLReader(limits: limits.yaml).readTape(source.bytes, file: source.path)
        guard let tape else { return (nil, yamlDiagnostics) }
        var decoder = ThemeDecoder()
        decoder.maximumColors = limits.colors
        decoder.memo = memo.map { ($0, source.bytes) }
        let (ast, decodeDiagnostics) = decoder.decode(tape.root, file: source.path, namespace: source.namespace)
        return (ast, yamlDiagnostics + decodeDiagnostics)
    }

    /// YAML and Decode: the theme as written, or nil when the file holds no
    /// theme to decode.
    func decode(_ source: ThemeSource) -> (ThemeAST?, [Diagnostic]) {
        Self.readAndDecode(source, limits: limits, memo: memos?.decoded)
    }

    /// Check on the derived theme, after Derive's own findings. An `auto`
    /// that no value of its hue makes pass is one error, Derive's, naming
    /// the pair that blocks it: the contrast findings at the same value are
    /// that error again, and are left out.
    static func checkDerived(_ theme: ResolvedTheme, checker: ThemeChecker, deriveDiagnostics: [Diagnostic])
        -> [Diagnostic]
    {
        let checked = checker.check(theme)
        guard !deriveDiagnostics.isEmpty else { return checked }
        let blocked = Set(deriveDiagnostics.map(\.range))
        return deriveDiagnostics
            + checked.filter { !(($0.rule == .dmContrast || $0.rule == .shElevated) && blocked.contains($0.range)) }
    }

    /// IMG-path and IMG-file for the files of images declared with a mistake
    /// in them: whether a path stays in the package and leads to a file does
    /// not depend on the image's other keys, so it is said in the same run.
    /// No rule judges what the files hold: that may depend on the mistake (a
    /// misspelled `kind:`).
    static func fileProblems(ofUnreadImages images: [ImageDeclaration], packageRoot: String) -> [Diagnostic] {
        images.flatMap { image in
            ImageChecker(packageRoot: packageRoot, themeFile: image.nameRange.file).loader.load(image).diagnostics
                .filter { $0.rule == .imgPath || $0.rule == .imgFile }
        }
    }

    /// Where the AST the stages check came from.
    enum StageInput {
        /// A theme file (a brand's merged with its bases): its image paths
        /// lead from the package's root.
        case theme(packageRoot: String)
        /// A model an importer made, with the importer's own findings, which
        /// the theme's `rules:` apply to as to the stages'. It declares no
        /// image, and is checked only once it resolves: its names are the
        /// importer's reading of the file, and a reference it could not
        /// follow is the one thing to say of it.
        case imported(findings: [Diagnostic])
    }

    /// Resolve, Derive, Check and Load on a decoded theme, with the theme's
    /// `rules:` applied; not sorted. The one composition of the stages after
    /// Decode: `compile`, `check` and `check(imported:)` all come here.
    func checkStages(_ ast: ThemeAST, of input: StageInput) -> Result {
        // Every stage runs past an error: a value that could not be read is
        // unknown, a declaration that could not be read is a name without a
        // value, and what depends on either is left unjudged. So one run
        // reports every independent mistake, and none that follows from
        // another. Only Emit needs a theme without errors.
        let (resolved, resolveDiagnostics) = resolver.resolve(ast)
        var diagnostics = resolveDiagnostics
        var packageRoot: String?
        switch input {
        case .theme(let root): packageRoot = root
        case .imported(let findings):
            diagnostics = findings + resolveDiagnostics
            if diagnostics.hasErrors { return Result(diagnostics: diagnostics, theme: resolved) }
        }
        let (theme, deriveDiagnostics) = deriver.derive(resolved)
        // Where the importer said why a value is unknown (THEME-unread).
        diagnostics = diagnostics.joining(
            Self.checkDerived(theme, checker: checker, deriveDiagnostics: deriveDiagnostics),
            saysWhy: { $0.rule == .themeUnread })
        var images: [LoadedImage] = []
        if let packageRoot {
            let loaded = loadAndCheckImages(of: theme, written: ast, packageRoot: packageRoot)
            images = loaded.images
            diagnostics += loaded.diagnostics
        }
        let settings = RuleSettings(theme, warningsAsErrors: options.warningsAsErrors)
        return Result(diagnostics: settings.apply(to: diagnostics), theme: theme, images: images)
    }

    /// Load and the image rules: each declared image's files read and
    /// judged, and the paths of images declared with a mistake checked.
    private func loadAndCheckImages(of theme: ResolvedTheme, written ast: ThemeAST, packageRoot: String) -> (
        images: [LoadedImage], diagnostics: [Diagnostic]
    ) {
        var diagnostics: [Diagnostic] = []
        // An image's paths are relative to the file that declares it: a
        // brand's inherited images are found beside its base.
        var byFile: [String: [ImageDeclaration]] = [:]
        var files: [String] = []
        for image in theme.images {
            if byFile[image.nameRange.file] == nil { files.append(image.nameRange.file) }
            byFile[image.nameRange.file, default: []].append(image)
        }
        var loaded: [String: LoadedImage] = [:]
        for file in files {
            let checked = ImageChecker(packageRoot: packageRoot, themeFile: file).loadAndCheck(byFile[file]!)
            for image in checked.images { loaded[image.declaration.name] = image }
            diagnostics += checked.diagnostics
        }
        diagnostics += Self.fileProblems(ofUnreadImages: ImageResolver.unreadImages(ast), packageRoot: packageRoot)
        return (theme.images.compactMap { loaded[$0.name] }, diagnostics)
    }
}

/// What the formats and the diff read of a check: they ask the model's
/// protocols, which the pipeline answers.
extension ThemeCompiler.Result: CheckedTheme {}

/// The check a format's input asks for, given by the command or the server.
extension ThemeCompiler: ImportedThemeChecker {}
