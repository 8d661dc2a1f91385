import PackagePlugin

/// Compiles each `*.theme.yaml` of a target into Swift at build time, as
/// SwatchPlugin does, with the prebuilt `swatch-compile` of a release's
/// artifact bundle instead of one built from source.
///
/// Not a target of the swatch package: `scripts/release` copies this folder
/// into the package it writes beside the bundle, together with
/// `PrebuiltTool.swift`, which records the release's version and triples.
@main
struct SwatchPrebuiltPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let tool: PluginContext.Tool
        do {
            tool = try context.tool(named: "swatch-compile")
        } catch {
            // No fallback to the tool built from source: that is another
            // plugin, and choosing it is the client's to do.
            throw PluginError(
                """
                the prebuilt swatch-compile \(PrebuiltTool.version) cannot run here (\(error)); its artifact bundle \
                has variants for \(PrebuiltTool.triples.joined(separator: ", ")). Use SwatchPlugin of the swatch \
                package instead, which builds the tool from source (docs/plugin.md, "The prebuilt tool")
                """)
        }
        return try ThemeBuildCommands.commands(running: tool.url, context: context, target: target)
    }
}
