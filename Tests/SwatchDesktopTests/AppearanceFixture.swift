import Foundation
import Synchronization
import Testing

@testable import Swatch
@testable import SwatchDesktop
@testable import SwatchProcess

/// A throwaway directory that stands in for the desktop: `home/` is `HOME`,
/// `bin/` is the whole `PATH`, so only fake commands written here can run.
/// Files and sockets outside it are invisible to the detectors it builds, so
/// the machine's real desktop never leaks into a test.
final class AppearanceFixture {
    let root: String
    var home: String { root + "/home" }
    var bin: String { root + "/bin" }

    init() throws {
        let pattern = (NSTemporaryDirectory() as NSString).appendingPathComponent("swatch-appearance-XXXXXX")
        var template = Array(pattern.utf8CString)
        guard let made = mkdtemp(&template) else { throw AppearanceFixtureError.noTemporaryDirectory }
        root = String(cString: made)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `text` to a path relative to the fixture's root, making folders.
    ///
    /// The file is written through a close-on-exec descriptor: tests run in
    /// parallel and start processes, and a write descriptor inherited by one
    /// of them would make running this file fail with "text file busy".
    func write(_ text: String, to relativePath: String, mode: mode_t = 0o644) throws {
        let path = root + "/" + relativePath
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw AppearanceFixtureError.cannotWrite(path) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw AppearanceFixtureError.cannotWrite(path) }
    }

    /// Puts an executable shell script named `name` in `bin/`.
    func command(_ name: String, script: String) throws {
        try write("#!/bin/sh\n" + script + "\n", to: "bin/" + name, mode: 0o755)
    }

    /// A fake `gdbus` that answers the portal's two appearance keys and,
    /// through the portal, GNOME's two; a key given as `nil` is one the
    /// portal doesn't know, and answers `NotFound` for, as a real one does.
    func portal(
        colorScheme: UInt32?, contrast: UInt32? = nil, gnomeColorScheme: String? = nil, highContrast: Bool? = nil
    ) throws {
        func answer(_ value: String?) -> String {
            value.map { "echo \"(<<\($0)>>,)\"" }
                ?? "echo 'Error: GDBus.Error:org.freedesktop.portal.Error.NotFound: Requested setting not found' >&2; exit 1"
        }
        try command(
            "gdbus",
            script: """
                case "$*" in
                  *org.freedesktop.appearance\\ color-scheme*) \(answer(colorScheme.map { "uint32 \($0)" })) ;;
                  *org.freedesktop.appearance\\ contrast*) \(answer(contrast.map { "uint32 \($0)" })) ;;
                  *org.gnome.desktop.interface\\ color-scheme*) \(answer(gnomeColorScheme.map { "'\($0)'" })) ;;
                  *org.gnome.desktop.a11y.interface\\ high-contrast*) \(answer(highContrast.map { "\($0)" })) ;;
                  *) exit 1 ;;
                esac
                """)
    }

    /// A fake `gsettings` that answers GNOME's two appearance keys.
    func gnome(colorScheme: String?, highContrast: Bool? = nil) throws {
        func answer(_ value: String?) -> String {
            value.map { "echo \"\($0)\"" } ?? "echo 'No such key' >&2; exit 1"
        }
        try command(
            "gsettings",
            script: """
                case "$*" in
                  "get org.gnome.desktop.interface color-scheme") \(answer(colorScheme.map { "'\($0)'" })) ;;
                  "get org.gnome.desktop.a11y.interface high-contrast") \(answer(highContrast.map { "\($0)" })) ;;
                  *) exit 1 ;;
                esac
                """)
    }

    /// A detector that sees `HOME`, `PATH`, a session bus address (unless
    /// `sessionBus` is false) and `variables`, and no file outside the fixture.
    func detector(
        _ variables: [String: String] = [:],
        sessionBus: Bool = true,
        runner: CommandRunner = .process,
        timeout: Duration = .seconds(5)
    ) -> SystemAppearanceDetector {
        var environment = ["HOME": home, "PATH": bin]
        if sessionBus { environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(root)/bus" }
        environment.merge(variables) { _, new in new }
        let root = self.root
        return SystemAppearanceDetector(
            environment: environment,
            readFile: { path in path.hasPrefix(root + "/") ? LocalSystem.readFile(path) : nil },
            fileExists: { path in path.hasPrefix(root + "/") && LocalSystem.fileExists(path) },
            runCommand: runner,
            userID: 4_000_000,
            commandTimeout: timeout)
    }
}

enum AppearanceFixtureError: Error {
    case noTemporaryDirectory
    case cannotWrite(String)
}

/// Records the commands a detector asks for and answers none of them.
final class AppearanceCommandLog: Sendable {
    private let entries = Mutex<[CommandRunner.Invocation]>([])

    var invocations: [CommandRunner.Invocation] { entries.withLock { $0 } }

    /// A runner that logs, then answers with `answer` (command not found by default).
    func runner(
        _ answer: @escaping @Sendable (CommandRunner.Invocation) -> CommandRunner.Output = { _ in
            .init(status: .notFound)
        }
    ) -> CommandRunner {
        CommandRunner { invocation in
            self.entries.withLock { $0.append(invocation) }
            return answer(invocation)
        }
    }
}
