// swift-tools-version:6.0
import PackageDescription

// The benchmark that builds as a client does: a package of its own, so that it
// uses the build plugin on its themes as an app's package would, and neither
// Swatch's clients nor its test suite build it. Run it in release:
//
//     swift run -c release --package-path Benchmarks resolve-benchmark
//
// The benchmarks of the compiler's stages are targets of Swatch's own package
// (`swift run -c release compile-benchmark`; docs/benchmarks.md).
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
            name: "resolve-benchmark",
            dependencies: [.product(name: "Swatch", package: "swatch"), "CAllocationCounter"],
            path: "Sources/ResolveBenchmark",
            // Palette.theme.yaml and its brand Night.theme.yaml: the colors
            // read through a brand value (`Palette.Theme`).
            plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]
        ),
        .target(name: "CAllocationCounter", path: "Sources/CAllocationCounter"),
    ]
)
