// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swatch",
    products: [
        // The runtime that apps link: colors, appearances, roles, contrast,
        // materials, sheets, and the system palette. Standard library only.
        .library(name: "Swatch", targets: ["Swatch"]),
        // Following the desktop's appearance (`Appearance.system()`, change
        // notifications): the portal, GNOME and GTK settings, for apps that opt in.
        .library(name: "SwatchDesktop", targets: ["SwatchDesktop"]),
        // Drawing theme colors in a terminal (24-bit escapes, one function per role), for apps that draw there.
        .library(name: "SwatchTerminal", targets: ["SwatchTerminal"]),
        // The theme compiler: the `swatch` tool, and its pipeline as a library for tools that embed it.
        .executable(name: "swatch", targets: ["swatch"]),
        .library(name: "SwatchCompiler", targets: ["SwatchCompiler"]),
        // Runs `swatch compile` on every `*.theme.yaml` of a target at build time.
        .plugin(name: "SwatchPlugin", targets: ["SwatchPlugin"]),
        // `swift package generate-theme-code`: writes the generated Swift into `Generated/`.
        .plugin(name: "SwatchCommandPlugin", targets: ["SwatchCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .target(name: "Swatch"),
        .target(name: "SwatchDesktop", dependencies: ["Swatch", "SwatchProcess"]),
        // The one way Swatch starts a process (posix_spawn, no shell): the desktop's helpers and the command line's
        // git. Standard library only, so that neither the runtime nor the compiler links the other for it.
        .target(name: "SwatchProcess"),
        .target(name: "SwatchTerminal", dependencies: ["Swatch"]),
        // What the compiler and the command line do with colors and apps never do: CSS Color 4 literals parsed,
        // colors mapped into a gamut, the nearest name suggested.
        .target(name: "SwatchColorTools", dependencies: ["Swatch"]),
        .systemLibrary(
            name: "CSwatchYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(name: "CSwatchZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The compiler, one target per stage, so that the imports enforce the pipeline: nothing after Resolve
        // can name a type of the syntax (docs/architecture.md draws the graph).
        // What every target of the compiler shares and nothing of themes: file access (reading, atomic writes),
        // the theme source a path and its bytes, text and number helpers.
        .target(name: "SwatchSupport"),
        // Diagnostics, source ranges, the rule catalog.
        .target(name: "SwatchDiagnostics", dependencies: ["SwatchSupport"]),
        // The theme language's words and the resolved theme: what every stage after Resolve reads.
        .target(
            name: "SwatchModel", dependencies: ["Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics"]
        ),
        // YAML → tape → AST: libyaml's events and the shape of the language.
        .target(
            name: "SwatchSyntax",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "CSwatchYAML",
            ]
        ),
        // AST → resolved theme: names followed, 16-state tables, materials, surfaces, images.
        .target(
            name: "SwatchResolve",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchSyntax",
            ]
        ),
        // The image files a theme names, and the readers of PNG, JPEG, SVG and PDF bytes.
        .target(
            name: "SwatchImages",
            dependencies: ["Swatch", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "CSwatchZlib"]
        ),
        // The rules of the Human Interface Guidelines over the resolved theme and the loaded images.
        .target(
            name: "SwatchCheck",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchImages",
            ]
        ),
        // `auto` values derived: between Resolve and Check, with the checker's pairs, targets and measure.
        .target(
            name: "SwatchDerive",
            dependencies: ["Swatch", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchCheck"]
        ),
        // Resolved theme → Swift.
        .target(
            name: "SwatchEmit",
            dependencies: ["Swatch", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchImages"]
        ),
        // The stages strung together: `ThemeCompiler`, brands compiled as a family, `CompileJob`.
        .target(
            name: "SwatchPipeline",
            dependencies: [
                "Swatch", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchSyntax", "SwatchResolve",
                "SwatchImages", "SwatchCheck", "SwatchDerive", "SwatchEmit",
            ]
        ),
        // The formats other tools read and write, one folder each (docs/architecture.md › Formats lists them): its
        // recognizer, reader, writer, names and advice, behind one registry the commands and the server ask.
        .target(
            name: "SwatchFormats",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchSyntax",
                "SwatchImages",
            ]
        ),
        // The HTML report.
        .target(name: "SwatchReport", dependencies: ["Swatch", "SwatchDiagnostics", "SwatchModel", "SwatchCheck"]),
        // Two versions of a theme compared: the generated API, values, contrast and findings (`swatch diff`).
        .target(
            name: "SwatchDiff",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchImages",
                "SwatchCheck", "SwatchEmit",
            ]
        ),
        // The library for tools that embed the compiler: the documented API of the targets above.
        .target(
            name: "SwatchCompiler",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchSyntax",
                "SwatchResolve", "SwatchImages", "SwatchCheck", "SwatchDerive", "SwatchEmit", "SwatchPipeline",
                "SwatchFormats", "SwatchReport", "SwatchDiff",
            ]
        ),
        // What the build plugin runs: `compile` alone, without argument parsing, exporters or the report, so
        // that a client's clean build compiles no more of Swatch than that.
        .executableTarget(name: "swatch-compile", dependencies: ["SwatchSupport", "SwatchPipeline"]),
        .executableTarget(
            name: "swatch",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchCheck", "SwatchFormats", "SwatchCompiler",
                "SwatchLSP", "SwatchProcess", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The Language Server Protocol without the compiler (only the support target's text helpers): JSON-RPC, the
        // base protocol's framing, standard input
        // and output, the structures the server's messages share, and the shape of a request and its capabilities.
        .target(name: "SwatchLSPProtocol", dependencies: ["SwatchSupport"]),
        // `swatch lsp`: the Language Server Protocol over stdio, for editors. Only the `swatch` tool links it.
        .target(
            name: "SwatchLSP",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchSyntax",
                "SwatchCheck", "SwatchDerive", "SwatchPipeline", "SwatchFormats", "SwatchLSPProtocol",
            ]
        ),
        // The benchmarks that time the compiler's stages one by one (docs/benchmarks.md): in this package so that they
        // reach the stages' `package` entry points. No product names them, so no client builds them; run them in
        // release: `swift run -c release compile-benchmark`. The benchmark that builds an app with the plugin, as a
        // client does, is a package of its own (Benchmarks/).
        .executableTarget(
            name: "compile-benchmark",
            dependencies: [
                "SwatchCompiler", "SwatchSyntax", "SwatchResolve", "SwatchCheck", "SwatchDerive", "SwatchEmit",
                "SwatchPipeline", "SwatchFormats", "SwatchProcess", "CSwatchYAML", "BenchmarkSupport",
            ],
            path: "Sources/CompileBenchmark"
        ),
        .executableTarget(
            name: "typecheck-benchmark",
            dependencies: ["SwatchCompiler", "SwatchProcess", "BenchmarkSupport"],
            path: "Sources/TypecheckBenchmark"
        ),
        // Runs the `swatch` executable it is given (`swatch lsp`), as an editor does.
        .executableTarget(
            name: "lsp-benchmark", dependencies: ["SwatchSupport", "SwatchProcess", "BenchmarkSupport"],
            path: "Sources/LSPBenchmark"
        ),
        // Formatting and clocks on the C library: no benchmark links Foundation, so a peak memory measured in
        // process is the compiler's.
        .target(name: "BenchmarkSupport"),
        .plugin(name: "SwatchPlugin", capability: .buildTool(), dependencies: ["swatch-compile"]),
        .plugin(
            name: "SwatchCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "generate-theme-code",
                    description: "Compiles each *.theme.yaml of the package's targets into Generated/"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated Swift for the themes into Generated/")
                ]
            ),
            dependencies: ["swatch-compile"]
        ),
        .testTarget(name: "SwatchTests", dependencies: ["Swatch", "SwatchTerminal"]),
        .testTarget(name: "SwatchDesktopTests", dependencies: ["Swatch", "SwatchDesktop", "SwatchProcess"]),
        .testTarget(name: "SwatchColorToolsTests", dependencies: ["Swatch", "SwatchColorTools", "SwatchTerminal"]),
        // `swatch diff`: fixture pairs against golden outputs, the diff's properties, the command.
        .testTarget(
            name: "SwatchDiffTests",
            dependencies: [
                "Swatch", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchCheck", "SwatchEmit",
                "SwatchPipeline", "SwatchDiff", "SwatchTestSupport", "swatch",
            ]
        ),
        .testTarget(
            name: "SwatchLSPTests",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchSyntax", "SwatchPipeline",
                "SwatchFormats", "SwatchLSPProtocol", "SwatchLSP", "SwatchTestSupport",
            ]
        ),
        // What the compiler's test targets share: running the tools, the fixture corpus, image encoders, tags.
        .target(
            name: "SwatchTestSupport",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchSyntax",
                "SwatchResolve", "SwatchImages", "SwatchCheck", "SwatchEmit", "SwatchPipeline", "SwatchFormats",
                "SwatchReport", "SwatchCompiler",
            ],
            path: "Tests/SwatchTestSupport"
        ),
        // Unit tests of the compiler's stages, on values in memory (and the `swatch` tool on small files).
        .testTarget(
            name: "SwatchCompilerTests",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchSyntax",
                "SwatchResolve", "SwatchImages", "SwatchCheck", "SwatchDerive", "SwatchEmit", "SwatchPipeline",
                "SwatchFormats", "SwatchReport", "SwatchDiff", "SwatchCompiler", "SwatchTestSupport",
                "swatch", "swatch-compile",
            ]
        ),
        // The reference outputs: golden Swift and exports, the bad and good corpus, the documentation's examples.
        .testTarget(
            name: "SwatchReferenceTests",
            dependencies: [
                "Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel", "SwatchSyntax",
                "SwatchResolve", "SwatchImages", "SwatchCheck", "SwatchEmit", "SwatchPipeline", "SwatchFormats",
                "SwatchReport", "SwatchCompiler", "SwatchTestSupport", "swatch",
            ]
        ),
        // What runs a real counterpart: the toolchain (apps built with the plugin, swiftc on the generated Swift),
        // a browser, a window under Xvfb, a JSON Schema validator. Tagged `integration`.
        .testTarget(
            name: "SwatchIntegrationTests",
            dependencies: [
                "Swatch", "SwatchDesktop", "SwatchProcess", "SwatchTerminal", "SwatchColorTools", "SwatchSupport",
                "SwatchDiagnostics",
                "SwatchModel", "SwatchSyntax", "SwatchResolve", "SwatchImages", "SwatchCheck", "SwatchEmit",
                "SwatchPipeline",
                "SwatchFormats", "SwatchReport", "SwatchCompiler", "SwatchTestSupport", "swatch",
                "swatch-compile",
            ]
        ),
    ]
)

// Settings every Swift target shares. `MemberImportVisibility`: an extension's members are visible only in a file
// that imports their module, so a file's imports say everything it uses (`TargetImportsTests` holds each import
// to the target's declared dependencies). `ExistentialAny`: an existential is written `any P`, so a boxed value and
// its dynamic dispatch are seen where they are paid for, and a `some P` is not made one by accident.
for target in package.targets where target.type != .system && target.type != .plugin {
    let shared: [SwiftSetting] = [
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("ExistentialAny"),
    ]
    target.swiftSettings = (target.swiftSettings ?? []) + shared
}
