/// The image checks of one theme: load each declared image's files, then run
/// the rules over what was found.
///
/// ```swift
/// let checker = ImageChecker(packageRoot: "/src/App", themeFile: "/src/App/Sources/App/Acme.theme.yaml")
/// let diagnostics = checker.check(declarations)
/// ```
public struct ImageChecker: Sendable {
    public var loader: ImageLoader

    public init(packageRoot: String, themeFile: String) {
        loader = ImageLoader(packageRoot: packageRoot, themeFile: themeFile)
    }

    public init(loader: ImageLoader) {
        self.loader = loader
    }

    /// The file problems (IMG-path, IMG-file) and rule findings of every image,
    /// in reading order.
    public func check(_ declarations: [ImageDeclaration]) -> [Diagnostic] {
        declarations.flatMap { declaration in
            let (image, problems) = loader.load(declaration)
            return problems + ImageRules.check(image)
        }.sortedForOutput()
    }
}
