import Foundation
import SwatchSupport

@testable import SwatchCompiler

// The whole pipeline, bytes to emitted Swift: YAML, Decode, Resolve, Check,
// the image checks and Emit. Images a theme names are looked for in an empty
// folder, so they are missing, never read from elsewhere on the machine.

let packageRoot: String = {
    let path = NSTemporaryDirectory() + "swatch-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

let compiler = ThemeCompiler(options: .init(packageRoot: packageRoot))

func fuzz(_ bytes: [UInt8]) {
    let result = compiler.compile(ThemeSource(path: packageRoot + "/Fuzz.theme.yaml", bytes: bytes))
    // What the CLI does with a result: every diagnostic rendered.
    for diagnostic in result.diagnostics { _ = "\(diagnostic)" }
    precondition(result.succeeded == (result.swift != nil), "Swift emitted despite an error, or withheld without one")
}

func seeds() -> [String: [UInt8]] {
    // The run script copies the repository's themes in; these add the smallest cases.
    ["empty.yaml": [], "colors.yaml": Array("colors:\n  accent: \"#0A84FF\"\n".utf8)]
}
