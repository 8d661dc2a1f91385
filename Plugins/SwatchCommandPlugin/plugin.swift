import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-theme-code
/// [--target NAME …]`: compiles the themes of the package's targets into
/// `Generated/<target>/`, for teams that commit generated code.
@main
struct SwatchCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        if !extractor.remainingArguments.isEmpty {
            throw PluginError(
                "unexpected argument(s) \(extractor.remainingArguments.joined(separator: " ")); usage: generate-theme-code [--target NAME …]"
            )
        }
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let tool = try context.tool(named: "swatch-compile")
        var compiled = 0
        for case let target as SourceModuleTarget in targets {
            let themes = ThemeSources.themes(in: target.sourceFiles)
            ThemeSources.sayWhatIsNotCompiled(in: target.sourceFiles)
            if themes.isEmpty { continue }
            try ThemeSources.checkDistinctNames(themes, target: target.name)
            let directory = context.package.directoryURL
                .appending(component: "Generated")
                .appending(component: target.name)
            let process = Process()
            process.executableURL = tool.url
            process.arguments = ThemeSources.compileArguments(
                for: themes, into: directory, packageRoot: context.package.directoryURL)
            // SwiftPM relays a plugin's output and its thrown error on
            // separate channels, in no fixed order: the diagnostics travel
            // inside the error so that they follow its headline.
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            var output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            while output.last == "\n" { output.removeLast() }
            guard process.terminationStatus == 0 else {
                throw PluginError("swatch found errors in the themes of target '\(target.name)':\n\(output)")
            }
            if !output.isEmpty { print(output) }
            print("Generated \(themes.count) theme(s) of '\(target.name)' into Generated/\(target.name)/")
            compiled += themes.count
        }
        if compiled == 0 {
            throw PluginError(
                "no *.theme.yaml files in \(names.isEmpty ? "any target" : "targets \(names.joined(separator: ", "))")")
        }
    }
}
