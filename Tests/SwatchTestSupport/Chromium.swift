import Foundation

/// Headless Chromium (Debian's `chromium`), run as a consumer of what Swatch
/// writes. Preferences are emulated with Blink settings, which this Chromium
/// (156) takes on the command line:
///
/// | preference | flag |
/// |---|---|
/// | `prefers-color-scheme: dark` | `--blink-settings=preferredColorScheme=0` (1 is light) |
/// | `prefers-contrast: more` | `--blink-settings=preferredContrast=0` (1 is less, 2 no preference) |
/// | `prefers-reduced-transparency: reduce` | `--blink-settings=prefersReducedTransparency=true` |
///
/// Pages report what they saw with `matchMedia`, so a flag that stops
/// working fails the tests rather than passing them untested.
enum Chromium {
    static let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

    /// The browser, or a failure that says how to install it.
    static func executable() throws -> String {
        if let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return path }
        throw ExportSupport.Failure(
            "headless Chromium is needed for the integration tests and was not found at \(candidates.joined(separator: ", ")); scripts/test installs it (apt-get install chromium)"
        )
    }

    struct Preferences {
        var dark = false
        var moreContrast = false
        var reducedTransparency = false

        var flag: String {
            "--blink-settings=preferredColorScheme=\(dark ? 0 : 1),preferredContrast=\(moreContrast ? 0 : 2),prefersReducedTransparency=\(reducedTransparency)"
        }

        static let all: [Preferences] = [false, true]
            .flatMap { dark in
                [false, true]
                    .flatMap { more in
                        [false, true].map { Preferences(dark: dark, moreContrast: more, reducedTransparency: $0) }
                    }
            }
    }

    static func arguments(_ preferences: Preferences) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage", preferences.flag]
    }

    /// The DOM after scripts ran.
    static func dumpDOM(of file: URL, preferences: Preferences = .init()) throws -> String {
        try run(arguments(preferences) + ["--dump-dom", file.absoluteString]).stdout
    }

    /// A PNG of the page.
    static func screenshot(of file: URL, to png: URL, width: Int, height: Int) throws {
        _ = try run(
            arguments(.init()) + [
                "--screenshot=\(png.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
                file.absoluteString,
            ])
    }

    private static func run(_ arguments: [String]) throws -> (stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        // A profile of its own, so parallel runs do not share a lock.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swatch-chromium-\(UUID().uuidString)")
        process.arguments! += ["--user-data-dir=\(profile.path)"]
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
        let stderr = String(decoding: errData, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ExportSupport.Failure("chromium exited with \(process.terminationStatus): \(stderr.suffix(2000))")
        }
        return (String(decoding: outData, as: UTF8.self), stderr)
    }
}
