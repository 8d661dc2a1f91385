// swift-tools-version:6.0
import PackageDescription

// A GTK 4 and libadwaita window in the Acme theme's colors, following the
// desktop's light/dark and contrast settings live. docs/gtk.md walks through it.
let package = Package(
    name: "GTKApp",
    dependencies: [
        // Named, as in Examples/AcmeApp: the clone's folder may be called anything.
        .package(name: "swatch", path: "../..")
    ],
    targets: [
        // GTK 4 and libadwaita, found with pkg-config (Debian: libgtk-4-dev,
        // libadwaita-1-dev). libadwaita-1.pc requires gtk4, so its flags bring
        // GTK's too; one module for both keeps GTK's headers in one module.
        .systemLibrary(
            name: "CAdwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
        ),
        .executableTarget(
            name: "GTKApp",
            dependencies: [
                "CAdwaita", .product(name: "Swatch", package: "swatch"),
                // Appearance.changes(every:) and the sources of Appearance.system()
                .product(name: "SwatchDesktop", package: "swatch"),
            ],
            resources: [.copy("Images")],
            plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]
        ),
    ]
)
