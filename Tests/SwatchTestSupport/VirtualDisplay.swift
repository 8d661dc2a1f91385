import Foundation

/// An Xvfb server on a free display, for running a GTK app where there is no
/// screen, and screenshots of it with ImageMagick's `import`.
///
/// Xvfb picks the display itself (`-displayfd`), so tests running side by
/// side, or another X server on the machine, never collide. The screen is
/// 24-bit: at Xvfb's default depth of 8 colors would be approximated.
final class VirtualDisplay {
    /// `:N`, for `DISPLAY`.
    let name: String
    private let server: Process

    init() throws {
        server = Process()
        server.executableURL = try Toolchain.executable("Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        let pipe = Pipe()
        server.standardOutput = pipe
        server.standardError = FileHandle.nullDevice
        server.standardInput = FileHandle.nullDevice
        try server.run()
        // Xvfb writes the display number once it accepts connections.
        var number = Data()
        while !number.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            number.append(chunk)
        }
        let text = String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, Int(text) != nil else {
            server.terminate()
            throw Toolchain.Failure(description: "Xvfb did not start (it printed no display number)")
        }
        name = ":" + text
    }

    deinit {
        Toolchain.end(server)
    }

    /// Saves a PNG of the X window titled `window` and returns its pixels.
    func screenshot(window: String, to file: URL) throws -> Pixels {
        let importTool = try Toolchain.executable("import")
        let shot = try run(importTool, ["-display", name, "-window", window, file.path])
        guard shot.status == 0 else { throw Toolchain.Failure(description: "import failed: \(shot.text)") }
        return try Pixels(png: file)
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> Toolchain.Output {
        try Toolchain.run(executable, arguments)
    }
}

extension Toolchain {
    /// Ends a process started for a test (Xvfb, the app) with SIGKILL.
    /// Children of the test runner inherit its blocked signals, SIGTERM among
    /// them, so `terminate()` would leave them running; neither keeps
    /// anything worth a clean exit.
    static func end(_ process: Process) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// The pixels of a screenshot, read through ImageMagick as binary PPM.
struct Pixels {
    let width: Int
    let height: Int
    private let bytes: [UInt8]

    init(png: URL) throws {
        let process = Process()
        process.executableURL = try Toolchain.executable("convert")
        process.arguments = [png.path, "-depth", "8", "ppm:-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        // "P6\n<width> <height>\n255\n" then RGB triples.
        var fields: [Int] = []
        var index = 2
        var current = ""
        while fields.count < 3, index < data.count {
            let byte = data[index]
            index += 1
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                if let value = Int(current) { fields.append(value) }
                current = ""
            } else {
                current.append(Character(Unicode.Scalar(byte)))
            }
        }
        guard data.starts(with: Array("P6".utf8)), fields.count == 3, fields[2] == 255,
            data.count - index >= fields[0] * fields[1] * 3
        else { throw Toolchain.Failure(description: "convert did not give an 8-bit PPM for \(png.path)") }
        width = fields[0]
        height = fields[1]
        bytes = Array(data[index...])
    }

    /// The pixel at (x, y) as `#RRGGBB`, or nil outside the picture.
    func hex(_ x: Int, _ y: Int) -> String? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 3
        return "#"
            + bytes[offset..<offset + 3]
            .map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            .joined()
    }
}
