import ArgumentParser

@main
struct SwatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swatch",
        abstract: "Compiles appearance-aware YAML themes into typed Swift, checking them against the HIG.",
        subcommands: []
    )
}
