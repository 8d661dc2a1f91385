import PackagePlugin

/// Compiles each `*.theme.yaml` of a target into Swift at build time, with
/// `swatch-compile` built from source in the client's build
/// (`ThemeBuildCommands` says how).
@main
struct SwatchPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        try ThemeBuildCommands.commands(
            running: context.tool(named: "swatch-compile").url, context: context, target: target)
    }
}
