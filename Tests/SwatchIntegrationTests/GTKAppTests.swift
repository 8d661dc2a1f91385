import Foundation
import Swatch
import SwatchCompiler
import Testing

@testable import SwatchTestSupport

/// Builds Examples/GTKApp with the plugin, runs it under Xvfb, and compares
/// the pixels of its window with the colors Swatch resolves.
///
/// The app prints, after each change of appearance, every region's color and
/// a point inside it (`region card #1C1C1E at 590,98`), then `drawn: …`. The
/// test checks those colors against the theme compiled here with
/// `SwatchCompiler`, so that neither side's numbers are taken on trust, then
/// checks the screenshot's pixel at each point. Screenshots are kept in
/// `.build-example-gtk/screenshots/` for people to look at.
///
/// Needs GTK 4 and libadwaita (`libgtk-4-dev`, `libadwaita-1-dev`), Xvfb and
/// ImageMagick; `scripts/test` installs them when missing. Without them the tests
/// fail and say what to install.
@Suite(.serialized, .tags(.integration))
struct GTKAppTests {
    static let example = Toolchain.root.appendingPathComponent("Examples/GTKApp")
    static let scratch = Toolchain.root.appendingPathComponent(".build-example-gtk")
    static let screenshots = scratch.appendingPathComponent("screenshots")

    /// The four states of the desktop: light/dark × standard/increased contrast.
    static let states: [(override: String, appearance: Appearance)] = [
        ("light,standard-contrast", Appearance(colorScheme: .light)),
        ("dark,standard-contrast", Appearance(colorScheme: .dark)),
        ("light,increased-contrast", Appearance(colorScheme: .light, contrast: .increased)),
        ("dark,increased-contrast", Appearance(colorScheme: .dark, contrast: .increased)),
    ]

    /// Fails with what to install when a system part is missing.
    func requireDesktopTools() throws {
        var missing: [String] = []
        let pkgConfig = try? Toolchain.executable("pkg-config")
        let found = try pkgConfig.map { try Toolchain.run($0, ["--exists", "gtk4", "libadwaita-1"]).status == 0 }
        if found != true { missing.append("GTK 4 and libadwaita (apt-get install libgtk-4-dev libadwaita-1-dev)") }
        if (try? Toolchain.executable("Xvfb")) == nil { missing.append("Xvfb (apt-get install xvfb)") }
        if (try? Toolchain.executable("import")) == nil || !FileManager.default.fileExists(atPath: "/usr/bin/convert") {
            missing.append("ImageMagick's import and convert (apt-get install imagemagick)")
        }
        try #require(
            missing.isEmpty,
            "the GTK example cannot run here; missing: \(missing.joined(separator: "; ")). scripts/test installs them.")
    }

    /// Builds the example (once per checkout, then incrementally) and returns the app.
    func buildApp() throws -> URL {
        try requireDesktopTools()
        let build = try Toolchain.run(
            Toolchain.executable("swift"),
            ["build", "--package-path", Self.example.path, "--scratch-path", Self.scratch.path])
        try #require(build.status == 0, "swift build of Examples/GTKApp failed:\n\(build.text)")
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        return Self.scratch.appendingPathComponent("debug/GTKApp")
    }

    /// The example's theme `name` (`Acme`, `Dusk`), compiled here; with
    /// `passing`, expected to have no finding at all.
    func compiledTheme(_ name: String, passing: Bool = false) throws -> ResolvedTheme {
        let file = Self.example.appendingPathComponent("Sources/GTKApp/\(name).theme.yaml")
        let source = ThemeSource(path: file.path, text: try String(contentsOf: file, encoding: .utf8))
        var options = ThemeCompiler.Options()
        options.packageRoot = Self.example.path
        let result = ThemeCompiler(options: options).compile(source)
        if passing { #expect(result.diagnostics.isEmpty, "\(result.diagnostics)") }
        return try #require(result.theme)
    }

    /// The colors each region must show in `appearance`, from the example's
    /// theme compiled here and from the runtime's material and sheet models.
    func expectedColors(in appearance: Appearance) throws -> [String: String] {
        let theme = try compiledTheme("Acme")
        func color(_ name: String, _ state: Appearance = appearance) throws -> Color {
            try #require(theme.color(named: name), "no color '\(name)' in the theme").table[state]
        }
        let canvas = try color("windowBackground")
        let sheet = try color("windowBackground", appearance.elevated)
        return [
            "canvas": canvas.hex,
            "card": try color("cardBackground").hex,
            "button": try color("brand").hex,
            "separator": try color("divider").composited(over: canvas).hex,
            "sidebar": try #require(theme.material(named: "sidebarGlass")).material
                .background(over: canvas, in: appearance).hex,
            "sheet": sheet.hex,
            "sheetCard": try color("cardBackground", appearance.elevated).hex,
            "grabber": System.tertiaryLabel.resolved(in: appearance.elevated).composited(over: sheet).hex,
        ]
    }

    /// The colors each region must show in `appearance` with `--theme dusk`:
    /// Dusk's derived values, from the theme compiled here (the sidebar is a
    /// card; the sheet's rows are the sheet).
    func expectedDuskColors(in appearance: Appearance) throws -> [String: String] {
        let theme = try compiledTheme("Dusk")
        func color(_ name: String, _ state: Appearance = appearance) throws -> Color {
            try #require(theme.color(named: name), "no color '\(name)' in the theme").table[state]
        }
        let canvas = try color("canvas")
        let sheet = try color("card", appearance.elevated)
        return [
            "canvas": canvas.hex,
            "card": try color("card").hex,
            "sidebar": try color("card").hex,
            "button": try color("accent").hex,
            "separator": try color("divider").composited(over: canvas).hex,
            "sheet": sheet.hex,
            "sheetCard": sheet.hex,
            "grabber": System.tertiaryLabel.resolved(in: appearance.elevated).composited(over: sheet).hex,
        ]
    }

    /// Checks a report against the theme, then the screenshot against the
    /// report; takes the screenshot again (a few times, briefly) while the
    /// X server has not yet shown the frame the app drew.
    func checkWindow(
        _ report: GTKAppRun.Report, on display: VirtualDisplay, savingAs name: String, theme: String = "Acme"
    ) throws -> Pixels {
        let expected =
            theme == "Dusk" ? try expectedDuskColors(in: report.appearance) : try expectedColors(in: report.appearance)
        #expect(Set(report.regions.map(\.name)) == Set(expected.keys), "regions reported: \(report.regions)")
        for region in report.regions {
            #expect(
                region.hex == expected[region.name],
                "\(region.name) in \(report.appearance): the app resolved \(region.hex), the theme gives \(expected[region.name] ?? "nothing")"
            )
        }
        let file = Self.screenshots.appendingPathComponent(name + ".png")
        var pixels = try display.screenshot(window: "Acme", to: file)
        func mismatches() -> [String] {
            report.regions.compactMap { region in
                let seen = pixels.hex(region.x, region.y)
                return seen == region.hex
                    ? nil
                    : "\(region.name) at \(region.x),\(region.y) is \(seen ?? "outside the window"), not \(region.hex)"
            }
        }
        for _ in 0..<20 where !mismatches().isEmpty {
            Thread.sleep(forTimeInterval: 0.1)
            pixels = try display.screenshot(window: "Acme", to: file)
        }
        #expect(mismatches().isEmpty, "\(report.appearance), \(file.path):\n\(mismatches().joined(separator: "\n"))")
        return pixels
    }

    @Test func drawsTheThemesColorsInEachOfTheFourAppearances() throws {
        let app = try buildApp()
        for state in Self.states {
            let display = try VirtualDisplay()
            let run = try GTKAppRun(app, display: display, environment: ["SWATCH_APPEARANCE": state.override])
            defer { run.stop() }
            let report = try run.waitForDrawing()
            #expect(report.appearance == state.appearance, "\(run.output)")
            _ = try checkWindow(report, on: display, savingAs: state.override)
        }
    }

    /// Dusk writes light and dark values only; its increased-contrast
    /// values and elevated level are derived. The window in Dusk's colors
    /// draws the derived values in the four states, and they show: under
    /// Increase Contrast the divider moves in each scheme (its standard value
    /// reaches the 3:1 minimum, not the 4.5:1 an increased-contrast one must),
    /// and in Dark Mode the sheet is lifted off its card.
    @Test func showsDusksDerivedValuesUnderIncreaseContrast() throws {
        let app = try buildApp()
        // Light and dark values only, and no finding in any of the 16 states.
        let theme = try compiledTheme("Dusk", passing: true)
        #expect(!theme.derivations.isEmpty)
        var separators: [Appearance: String] = [:]
        for state in Self.states {
            let display = try VirtualDisplay()
            let run = try GTKAppRun(
                app, arguments: ["--theme", "dusk"], display: display,
                environment: ["SWATCH_APPEARANCE": state.override])
            defer { run.stop() }
            let report = try run.waitForDrawing()
            #expect(report.appearance == state.appearance, "\(run.output)")
            let pixels = try checkWindow(report, on: display, savingAs: "dusk-" + state.override, theme: "Dusk")
            let separator = try #require(report.regions.first { $0.name == "separator" })
            separators[report.appearance] = pixels.hex(separator.x, separator.y)
            if report.appearance.colorScheme == .dark {
                let sheet = try #require(report.regions.first { $0.name == "sheet" })
                let card = try #require(report.regions.first { $0.name == "card" })
                #expect(pixels.hex(sheet.x, sheet.y) != pixels.hex(card.x, card.y), "the sheet is not lifted")
            }
        }
        for scheme in [Appearance.ColorScheme.light, .dark] {
            let standard = separators[Appearance(colorScheme: scheme)]
            let increased = separators[Appearance(colorScheme: scheme, contrast: .increased)]
            #expect(standard != nil && increased != nil && standard != increased, "\(scheme): \(separators)")
        }
    }

    @Test func switchesWhileRunningWhenTheOverrideFileChanges() throws {
        let app = try buildApp()
        let file = Self.scratch.appendingPathComponent("appearance-override")
        try "light".write(to: file, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let run = try GTKAppRun(app, display: display, environment: ["SWATCH_APPEARANCE_FILE": file.path])
        defer { run.stop() }

        let light = try run.waitForDrawing()
        #expect(light.appearance == .light)
        let before = try checkWindow(light, on: display, savingAs: "live-before")

        try "dark,increased-contrast".write(to: file, atomically: true, encoding: .utf8)
        let dark = try run.waitForDrawing(after: light)
        #expect(dark.appearance == Appearance(colorScheme: .dark, contrast: .increased))
        let after = try checkWindow(dark, on: display, savingAs: "live-after")
        for region in dark.regions {
            #expect(before.hex(region.x, region.y) != after.hex(region.x, region.y), "\(region.name) did not change")
        }
    }

    /// High Contrast and the color scheme switched in GNOME's settings reach
    /// the running app through Debian's real desktop portal (``PortalSession``),
    /// as on a GNOME desktop, whichever way it follows the desktop: its
    /// `Appearance.changes()` hears the portal's signal, or libadwaita's style
    /// manager does.
    @Test(arguments: ["swatch", "style-manager"])
    func followsHighContrastThroughTheRealPortal(following: String) throws {
        let app = try buildApp()
        let session = try PortalSession()
        try session.startPortal()
        let run = try GTKAppRun(
            app, arguments: ["--follow", following], display: session.display, environment: session.environment)
        defer { run.stop() }
        let name = "portal-" + following

        let start = try run.waitForDrawing()
        #expect(start.appearance == .light, "GNOME's defaults are light, standard contrast\n\(run.output)")
        let before = try checkWindow(start, on: session.display, savingAs: name + "-light")

        try session.set("org.gnome.desktop.a11y.interface", "high-contrast", "true")
        let contrast = try run.waitForDrawing(after: start, timeout: .seconds(10))
        #expect(contrast.appearance == Appearance(colorScheme: .light, contrast: .increased), "\(session.log)")
        let after = try checkWindow(contrast, on: session.display, savingAs: name + "-light-high-contrast")
        #expect(
            contrast.regions.contains { before.hex($0.x, $0.y) != after.hex($0.x, $0.y) },
            "no region of the window changed with High Contrast")

        try session.set("org.gnome.desktop.interface", "color-scheme", "prefer-dark")
        let dark = try run.waitForDrawing(after: contrast, timeout: .seconds(10))
        #expect(dark.appearance == Appearance(colorScheme: .dark, contrast: .increased), "\(session.log)")
        _ = try checkWindow(dark, on: session.display, savingAs: name + "-dark-high-contrast")
    }

    @Test func followsLibadwaitasStyleManagerInOneLine() throws {
        let app = try buildApp()
        let display = try VirtualDisplay()
        // libadwaita's own switches for its style manager.
        let run = try GTKAppRun(
            app, arguments: ["--follow", "style-manager"], display: display,
            environment: ["ADW_DEBUG_COLOR_SCHEME": "prefer-dark", "ADW_DEBUG_HIGH_CONTRAST": "1"])
        defer { run.stop() }
        let report = try run.waitForDrawing()
        #expect(report.appearance == Appearance(colorScheme: .dark, contrast: .increased), "\(run.output)")
        _ = try checkWindow(report, on: display, savingAs: "style-manager")
    }
}

/// The example app running on a virtual display, its output read as it comes.
final class GTKAppRun: @unchecked Sendable {
    struct Region: CustomStringConvertible {
        var name: String
        var hex: String
        var x: Int
        var y: Int
        var description: String { "\(name) \(hex) at \(x),\(y)" }
    }

    /// What the app printed for one appearance it drew.
    struct Report {
        var appearance: Appearance
        var regions: [Region]
        /// Where the report ends in the output, in UTF-8 bytes.
        var end: Int
    }

    private let process = Process()
    private let lock = NSLock()
    private var text = ""

    init(_ app: URL, arguments: [String] = [], display: VirtualDisplay, environment: [String: String]) throws {
        var variables = ProcessInfo.processInfo.environment
        // Only what the test sets decides the appearance: no desktop session.
        for name in [
            "SWATCH_APPEARANCE", "SWATCH_APPEARANCE_FILE", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS",
            "GTK_THEME", "COLORFGBG", "XDG_CONFIG_HOME",
        ] {
            variables[name] = nil
        }
        variables["DISPLAY"] = display.name
        variables["GDK_BACKEND"] = "x11"
        variables["NO_AT_BRIDGE"] = "1"
        variables.merge(environment) { _, new in new }
        process.executableURL = app
        process.arguments = arguments
        process.environment = variables
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.text += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    /// Everything the app printed so far.
    var output: String { lock.withLock { text } }

    /// Waits for the next `drawn:` line after `previous` (or the first), and
    /// parses the report before it.
    func waitForDrawing(after previous: Report? = nil, timeout: Duration = .seconds(60)) throws -> Report {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while clock.now < deadline {
            let snapshot = output
            let start = snapshot.utf8.index(snapshot.startIndex, offsetBy: previous?.end ?? 0)
            if let report = Self.report(in: snapshot, from: start) { return report }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Toolchain.Failure(description: "GTKApp drew nothing within \(timeout):\n\(output)")
    }

    /// The first complete report in `text` after `start`.
    static func report(in text: String, from start: String.Index) -> Report? {
        guard let drawn = text[start...].range(of: "drawn: "),
            let lineEnd = text[drawn.upperBound...].firstIndex(of: "\n")
        else { return nil }
        var regions: [Region] = []
        for line in text[start..<drawn.lowerBound].split(separator: "\n") where line.hasPrefix("region ") {
            // region <name> <hex> at <x>,<y>
            let words = line.split(separator: " ")
            guard words.count == 5, words[3] == "at" else { continue }
            let point = words[4].split(separator: ",").compactMap { Int($0) }
            guard point.count == 2 else { continue }
            regions.append(Region(name: String(words[1]), hex: String(words[2]), x: point[0], y: point[1]))
        }
        let description = String(text[drawn.upperBound..<lineEnd])
        guard let appearance = Appearance.all.first(where: { $0.description == description }) else { return nil }
        let end = text.utf8.distance(from: text.startIndex, to: text.index(after: lineEnd))
        return Report(appearance: appearance, regions: regions, end: end)
    }

    func stop() {
        Toolchain.end(process)
    }
}
