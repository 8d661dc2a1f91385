// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AcmeApp",
    dependencies: [
        // A path dependency's identity is its folder's name, and the clone of
        // this repository may be called anything (`swatch`, `swatch-main`, a
        // CI checkout), so `package: "<identity>"` below cannot be spelled
        // ahead of time. Naming the dependency gives `.product(package:)` and
        // `.plugin(package:)` a name to match that does not depend on the
        // folder; it is the name the Swatch manifest declares.
        .package(name: "swatch", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AcmeApp",
            dependencies: [.product(name: "Swatch", package: "swatch")],
            // The theme's images ship as they are laid out next to it:
            // `.copy` keeps the folder, so the paths the generated code
            // gives (`Images/logo-dark@2x.png`) are paths in the bundle.
            // `.process` would flatten them to bare file names on Linux.
            resources: [.copy("Images")],
            plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]
        )
    ]
)
