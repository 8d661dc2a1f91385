import Foundation
import SwatchProcess

@testable import SwatchDesktop
@testable import SwatchTestSupport

/// A desktop session of its own for a test: a private session bus
/// (`dbus-run-session`) on which Debian's `xdg-desktop-portal` and its GTK
/// backend are started as a GNOME session starts them, over a virtual display,
/// with GNOME's settings in a dconf database in a temporary home.
///
/// Nothing of the machine's own session is used or changed: the home,
/// `XDG_CONFIG_HOME` and `XDG_RUNTIME_DIR` are temporary folders, so it runs
/// the same as root in a container without a systemd user session. Waits are
/// for the bus names to appear, not fixed sleeps; a portal that does not
/// start fails with what the bus and the portal printed.
final class PortalSession {
    /// The bus and the portal's names, waited for before a test starts.
    static let portalName = "org.freedesktop.portal.Desktop"
    static let backendName = "org.freedesktop.impl.portal.desktop.gtk"

    let root: URL
    let display: VirtualDisplay
    /// `unix:path=…` of the private bus.
    let busAddress: String
    /// The process group of dbus-run-session.
    private let bus: pid_t
    /// Closing it ends the session.
    private let lifeline: Int32
    private let busLog: URL

    /// What every program of the session sees: the private bus, the temporary
    /// folders, GNOME as the desktop, dconf as GSettings' store.
    var environment: [String: String] { sessionVariables.merging(["DBUS_SESSION_BUS_ADDRESS": busAddress]) { $1 } }
    private let sessionVariables: [String: String]

    /// Fails with the packages to install when a part of the session is missing.
    static func requireTools() throws {
        var missing: [String] = []
        for tool in ["dbus-run-session", "dbus-update-activation-environment", "gdbus", "gsettings", "Xvfb"]
        where (try? Toolchain.executable(tool)) == nil {
            missing.append(tool)
        }
        for file in [
            "/usr/libexec/xdg-desktop-portal", "/usr/libexec/xdg-desktop-portal-gtk", "/usr/libexec/dconf-service",
        ] where !FileManager.default.fileExists(atPath: file) {
            missing.append(file)
        }
        let install =
            "apt-get install dbus-x11 xdg-desktop-portal xdg-desktop-portal-gtk libglib2.0-bin dconf-gsettings-backend xvfb"
        guard missing.isEmpty else {
            throw Toolchain.Failure(
                description: """
                    a desktop portal session cannot run here; missing: \(missing.joined(separator: ", ")) \
                    (\(install)). scripts/test installs them.
                    """)
        }
    }

    init() throws {
        try Self.requireTools()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-portal-\(UUID().uuidString)")
        self.root = root
        display = try VirtualDisplay()
        busLog = root.appendingPathComponent("bus.log")
        let folders = ["home", "config", "cache", "runtime"].map { root.appendingPathComponent($0) }
        for folder in folders {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // The runtime directory must be the user's alone, as XDG asks.
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folders[3].path)
        _ = FileManager.default.createFile(atPath: busLog.path, contents: nil)

        sessionVariables = [
            "HOME": folders[0].path, "XDG_CONFIG_HOME": folders[1].path, "XDG_CACHE_HOME": folders[2].path,
            "XDG_RUNTIME_DIR": folders[3].path, "XDG_CURRENT_DESKTOP": "GNOME", "DISPLAY": display.name,
            "GSETTINGS_BACKEND": "dconf", "NO_AT_BRIDGE": "1",
        ]
        // dbus-run-session is started as the runtime starts its helpers: in a
        // process group of its own, with no signal blocked (a test runner
        // blocks SIGTERM, which dbus-run-session ends the bus with). The
        // session lasts as long as the shell inside it, which prints the bus's
        // address on descriptor 3 and waits for its input to end: when this
        // process ends, even by a crash, the pipe closes, the shell exits, and
        // dbus-run-session ends the bus, and the portal with it. Everything
        // else the session prints goes to the log.
        let launcher = #"exec 3>&1 >>"$1" 2>&1; shift; exec "$@""#
        let inside = #"printf '%s\n' "$DBUS_SESSION_BUS_ADDRESS" >&3; exec 3>&-; read -r _"#
        var variables = sessionVariables
        for name in ["DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY", "GTK_THEME", "SWATCH_APPEARANCE"] {
            variables[name] = ""
        }
        let invocation = CommandRunner.Invocation(
            executable: "/bin/sh",
            arguments: [
                "-c", launcher, "swatch-portal-session", busLog.path,
                try Toolchain.executable("dbus-run-session").path, "--", "/bin/sh", "-c", inside,
            ],
            environment: variables, timeout: .zero)
        guard let (lifelineRead, lifelineWrite) = ProcessLauncher.makePipe() else {
            throw Toolchain.Failure(description: "no pipe for the session's lifeline")
        }
        let started = ProcessLauncher.spawn(path: "/bin/sh", invocation: invocation, standardInput: lifelineRead)
        close(lifelineRead)
        guard let (pid, output) = started else {
            close(lifelineWrite)
            throw Toolchain.Failure(description: "dbus-run-session could not be started")
        }
        bus = pid
        lifeline = lifelineWrite
        defer { close(output) }

        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while !bytes.contains(UInt8(ascii: "\n")) {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        busAddress = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard busAddress.hasPrefix("unix:") else {
            throw Toolchain.Failure(description: "dbus-run-session gave no bus address:\n\(log)")
        }
    }

    deinit {
        close(lifeline)
        var status: Int32 = 0
        while waitpid(bus, &status, 0) < 0 && errno == EINTR {}
        // The document portal mounts a FUSE file system in the runtime
        // directory, which it unmounts as it ends with the bus.
        let documents = root.appendingPathComponent("runtime/doc").path
        for _ in 0..<100 where Self.isMountPoint(documents) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try? FileManager.default.removeItem(at: root)
    }

    static func isMountPoint(_ path: String) -> Bool {
        let table = (try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) ?? ""
        return table.split(separator: "\n").contains { $0.split(separator: " ").dropFirst(4).first == Substring(path) }
    }

    /// What the bus and the programs it started printed.
    var log: String { (try? String(contentsOf: busLog, encoding: .utf8)) ?? "" }

    /// Runs a program in the session.
    func run(_ tool: String, _ arguments: [String]) throws -> Toolchain.Output {
        let process = Process()
        process.executableURL = try Toolchain.executable(tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Toolchain.Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    /// Starts the portal as a GNOME session does: the display and the desktop
    /// handed to the programs the bus starts, then the portal started by its
    /// name. Returns once the portal and its GTK backend own their names and
    /// the portal answers for the appearance.
    func startPortal(within timeout: Duration = .seconds(30)) throws {
        let update = try run("dbus-update-activation-environment", ["DISPLAY", "XDG_CURRENT_DESKTOP"])
        guard update.status == 0 else {
            throw Toolchain.Failure(description: "dbus-update-activation-environment failed: \(update.text)\n\(log)")
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var waitingFor = ""
        while clock.now < deadline {
            // StartServiceByName waits for the activation itself, and does nothing once the portal runs.
            let start = try busCall("StartServiceByName", Self.portalName, "0")
            if start.status != 0 {
                waitingFor = "\(Self.portalName) to be started: \(start.text)"
            } else if try !hasOwner(Self.portalName) {
                waitingFor = "\(Self.portalName) to own its name"
            } else if try !hasOwner(Self.backendName) {
                waitingFor = "its GTK backend, \(Self.backendName), to own its name"
            } else {
                let read = try run("gdbus", portalRead("org.freedesktop.appearance", "color-scheme"))
                if read.status == 0 { return }
                waitingFor = "Settings.Read of org.freedesktop.appearance color-scheme to answer: \(read.text)"
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Toolchain.Failure(
            description: """
                the desktop portal did not start within \(timeout) on the private bus (\(busAddress)); \
                still waiting for \(waitingFor)
                what the bus and the portal printed:
                \(log)
                """)
    }

    /// Sets a GNOME setting with `gsettings`, which returns once dconf has it.
    func set(_ schema: String, _ key: String, _ value: String) throws {
        let result = try run("gsettings", ["set", schema, key, value])
        guard result.status == 0 else {
            throw Toolchain.Failure(description: "gsettings set \(schema) \(key) \(value) failed: \(result.text)")
        }
    }

    func portalRead(_ namespace: String, _ key: String) -> [String] {
        [
            "call", "--session", "--dest", Self.portalName, "--object-path", "/org/freedesktop/portal/desktop",
            "--method", "org.freedesktop.portal.Settings.Read", namespace, key,
        ]
    }

    private func hasOwner(_ name: String) throws -> Bool {
        let answer = try busCall("NameHasOwner", name)
        return answer.status == 0 && answer.text.contains("true")
    }

    private func busCall(_ method: String, _ arguments: String...) throws -> Toolchain.Output {
        try run(
            "gdbus",
            [
                "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                "--method", "org.freedesktop.DBus." + method,
            ] + arguments)
    }
}
