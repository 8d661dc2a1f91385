import ArgumentParser
import SwatchCompiler
import SwatchFormats

/// The files an imported input may be given beside it, as `check`, `fix`
/// and `report` take them: a pairs file and a Figma mapping file.
struct GivenFileOptions: ParsableArguments {
    @Option(help: "A pairs file giving roles and `on:` pairs to imported colors (docs/import.md).")
    var pairs: String?

    @Option(help: "A mapping file giving the modes, roles and pairs of a Figma variables file (docs/import.md).")
    var mapping: String?

    /// The environment imported inputs are read in, holding the given files
    /// (``CheckCommand/environment(pairs:mapping:packageRoot:overlay:)``),
    /// and those files, which findings may point into. `overlay` (path →
    /// bytes): files read as it holds them rather than as the disk does
    /// (`swatch fix`).
    func environment(packageRoot: String?, overlay: [String: [UInt8]] = [:]) -> (
        environment: InputEnvironment, sources: [ThemeSource]
    ) {
        func read(_ path: String) -> ThemeSource { ThemeFiles.read([path], overlay: overlay)[0] }
        let pairsSource = pairs.map(read)
        let mappingSource = mapping.map(read)
        let environment = CheckCommand.environment(
            pairs: pairsSource, mapping: mappingSource, packageRoot: packageRoot, overlay: overlay)
        return (environment, [pairsSource, mappingSource].compactMap { $0 })
    }
}
