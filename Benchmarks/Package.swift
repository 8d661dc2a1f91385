// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so that neither Swatch's clients nor
// its test suite build them. Run them in release:
//
//     swift run -c release --package-path Benchmarks compile-benchmark
//     swift run -c release --package-path Benchmarks resolve-benchmark
//     swift run -c release --package-path Benchmarks typecheck-benchmark
//     swift run -c release --package-path Benchmarks lsp-benchmark --swatch PATH
let package = Package(
    name: "SwatchBenchmarks",
    dependencies: [
        // Named, so that `package: "swatch"` below holds whatever the
        // repository's folder is called (a path dependency's identity is
        // otherwise the folder's name).
        .package(name: "swatch", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "compile-benchmark",
            dependencies: [.product(name: "SwatchCompiler", package: "swatch"), "BenchmarkSupport"],
            path: "Sources/CompileBenchmark",
            swiftSettings: [.unsafeFlags(["-Onone"], .when(configuration: .debug))]
        ),
        .executableTarget(
            name: "resolve-benchmark",
            dependencies: [.product(name: "Swatch", package: "swatch"), "CAllocationCounter"],
            path: "Sources/ResolveBenchmark",
            // Palette.theme.yaml and its brand Night.theme.yaml: the colors
            // read through a brand value (`Palette.Theme`).
            plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]
        ),
        .executableTarget(
            name: "typecheck-benchmark",
            dependencies: [.product(name: "SwatchCompiler", package: "swatch"), "BenchmarkSupport"],
            path: "Sources/TypecheckBenchmark"
        ),
        // Runs the `swatch` executable it is given (`swatch lsp`), as an editor does.
        .executableTarget(name: "lsp-benchmark", dependencies: ["BenchmarkSupport"], path: "Sources/LSPBenchmark"),
        .target(name: "CAllocationCounter", path: "Sources/CAllocationCounter"),
        // Formatting and clocks on the C library: no benchmark links Foundation,
        // so a peak memory measured in process is the compiler's.
        .target(name: "BenchmarkSupport", path: "Sources/BenchmarkSupport"),
    ]
)
