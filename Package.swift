// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swatch",
    products: [
        // The runtime that apps link: colors, appearances, roles, contrast,
        // materials, sheets, and the system palette. Standard library only.
        .library(name: "Swatch", targets: ["Swatch"]),
        // The theme compiler: the `swatch` tool, and its pipeline as a library
        // for tools that embed it (and the benchmarks).
        .executable(name: "swatch", targets: ["swatch"]),
        .library(name: "SwatchCompiler", targets: ["SwatchCompiler"]),
        // Runs `swatch compile` on every `*.theme.yaml` of a target at build time.
        .plugin(name: "SwatchPlugin", targets: ["SwatchPlugin"]),
        // `swift package generate-theme-code`: writes the generated Swift into `Generated/`.
        .plugin(name: "SwatchCommandPlugin", targets: ["SwatchCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: random themes for the generated-names property test.
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        .target(name: "Swatch"),
        .systemLibrary(
            name: "CSwatchYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(name: "CSwatchZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "SwatchCompiler", dependencies: ["Swatch", "CSwatchYAML", "CSwatchZlib"]),
        .executableTarget(
            name: "swatch",
            dependencies: [
                "SwatchCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "SwatchPlugin", capability: .buildTool(), dependencies: ["swatch"]),
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
            dependencies: ["swatch"]
        ),
        .testTarget(name: "SwatchTests", dependencies: ["Swatch"]),
        .testTarget(
            name: "SwatchCompilerTests",
            dependencies: [
                "SwatchCompiler", "swatch", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
