// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ThemePreview",
    dependencies: [
        // Named, so that `package: "swatch"` below matches whatever the
        // checkout's folder is called (a path dependency's identity is its
        // folder's name); see docs/plugin.md.
        .package(name: "swatch", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ThemePreview",
            dependencies: [
                .product(name: "Swatch", package: "swatch"), .product(name: "SwatchDesktop", package: "swatch"),
                .product(name: "SwatchTerminal", package: "swatch"),
            ],
            plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]
        )
    ]
)
