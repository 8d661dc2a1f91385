import PackagePlugin

#if canImport(FoundationEssentials)
import struct FoundationEssentials.URL
#else
import struct Foundation.URL
#endif

/// What a build-tool plugin does with a target's themes, whichever
/// `swatch-compile` it runs: the one built from source (SwatchPlugin) or the
/// prebuilt one of a release (SwatchPrebuiltPlugin, `scripts/release`).
///
/// One build command per theme, with the Swift file as its output, so that
/// SwiftPM reruns it only when an input (or the compiler) changes. A theme
/// can extend another of the target, and a base's Swift lists its brands, so
/// each command reads every theme of the target and has them all as inputs:
/// editing a base regenerates its brands, in whatever order SwiftPM runs the
/// commands (each reads YAML, never another command's output). The compiler
/// writes its output only when the bytes differ, so an edit that changes
/// nothing a theme generates recompiles nothing of it.
enum ThemeBuildCommands {
    static func commands(running tool: URL, context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directory = context.pluginWorkDirectoryURL.appending(component: "GeneratedSources")
        let themes = ThemeSources.themes(in: target.sourceFiles)
        let images = ThemeSources.images(in: target.sourceFiles)
        try ThemeSources.checkDistinctNames(themes, target: target.name)
        ThemeSources.sayWhatIsNotCompiled(in: target.sourceFiles)
        return themes.map { theme in
            .buildCommand(
                displayName: "Compiling theme \(theme.lastPathComponent)",
                executable: tool,
                arguments: ThemeSources.compileArguments(
                    for: [theme], with: themes.filter { $0 != theme }, into: directory,
                    packageRoot: context.package.directoryURL),
                inputFiles: themes + images,
                outputFiles: [ThemeSources.output(for: theme, in: directory)]
            )
        }
    }
}
