import Foundation

enum Exit {
    /// Prints `swatch: error: message` to stderr and exits with `code`:
    /// SwiftPM shows nothing of a build command that fails silently.
    static func fail(_ message: String, code: Int32) -> Never {
        printError("swatch: error: \(message)")
        now(code)
    }

    static func now(_ code: Int32) -> Never {
        try? FileHandle.standardOutput.synchronize()
        exit(code)
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
