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
        .package(name: "swatch", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "AcmeApp",
            dependencies: [.product(name: "Swatch", package: "swatch")],
            plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]
        ),
    ]
)
