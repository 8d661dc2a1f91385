import Foundation
import SwatchSupport

@testable import SwatchDiagnostics
@testable import SwatchPipeline

/// The corpus of theme fixtures under `Tests/Fixtures`.
///
/// A bad theme states what it must produce in comments at its top, one line
/// per diagnostic:
///
///     # expect: 12:11 error THEME-literal "unknown color name"
///
/// line:column, severity, rule id, and optionally a quoted text the message
/// must contain. The harness demands exactly these diagnostics (no more, no
/// fewer). A good theme must produce no diagnostic at all.
enum FixtureCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    struct Expectation: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var severity: Diagnostic.Severity
        var rule: RuleID
        var text: String?

        var description: String {
            "\(line):\(column) \(severity.rawValue) \(rule)" + (text.map { " \"\($0)\"" } ?? "")
        }

        func matches(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.line == line && diagnostic.column == column && diagnostic.severity == severity
                && diagnostic.rule == rule && (text.map { diagnostic.message.contains($0) } ?? true)
        }
    }

    static func files(in folder: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".theme.yaml") }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func expectations(in text: String) -> [Expectation] {
        text.split(separator: "\n")
            .compactMap { line -> Expectation? in
                guard line.hasPrefix("# expect: ") else { return nil }
                var rest = line.dropFirst("# expect: ".count)
                var quoted: String?
                if let open = rest.firstIndex(of: "\""), let close = rest.lastIndex(of: "\""), open < close {
                    quoted = String(rest[rest.index(after: open)..<close])
                    rest = rest[..<open]
                }
                let words = rest.split(separator: " ")
                guard words.count == 3 else { return nil }
                let position = words[0].split(separator: ":").compactMap { Int($0) }
                guard position.count == 2, let severity = Diagnostic.Severity(rawValue: String(words[1])) else {
                    return nil
                }
                return Expectation(
                    line: position[0], column: position[1], severity: severity,
                    rule: RuleID(rawValue: String(words[2])), text: quoted)
            }
    }

    /// Checks a theme file (its name as the path, so locations are stable),
    /// with the themes of the `bases/` folder beside it read along, so that
    /// a fixture can be a brand of one of them.
    static func check(_ url: URL, compiler: ThemeCompiler = ThemeCompiler()) throws -> (
        text: String, diagnostics: [Diagnostic]
    ) {
        let data = try Data(contentsOf: url)
        let source = ThemeSource(path: url.lastPathComponent, bytes: Array(data))
        let bases = try files(in: url.deletingLastPathComponent().lastPathComponent + "/bases")
            .map { base in
                ThemeSource(path: "bases/" + base.lastPathComponent, bytes: Array(try Data(contentsOf: base)))
            }
        return (String(decoding: data, as: UTF8.self), compiler.check([source], with: bases)[0].diagnostics)
    }
}
