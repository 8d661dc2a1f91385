import Foundation
import SwatchDiagnostics
import SwatchSupport
import Synchronization
import Testing

@testable import SwatchPipeline
@testable import SwatchSyntax
@testable import SwatchTestSupport

/// Long themes: every color read, checked and emitted once, in the file's
/// order, with each finding in its place.
@Suite struct LongThemeTests {
    /// A theme past the size from which stages split their work, with every
    /// kind of value and a few findings spread through it (a missing dark
    /// value, an unknown color, a bad literal would stop it before Emit, so
    /// only warnings and notes here).
    static let colors = 2_700

    static func longTheme(colors: Int = colors) -> String {
        var text =
            "swatch: 1\nextends: system\ncolors:\n  base:\n    role: background\n    light: \"#FFFFFF\"\n    dark: { base: \"#1C1C1E\", elevated: \"#2C2C2E\" }\n"
        for index in 0..<colors {
            text += "  c\(index):\n    role: label\n"
            switch index % 5 {
            case 0: text += "    light: \"#1D1D1F\"\n    dark: \"#F2F2F7\"\n    on: base\n"
            case 1:
                text += "    light: { ref: c\(index - 1), alpha: 0.6 }\n    dark: { ref: c\(index - 1), alpha: 0.6 }\n"
            case 2:
                text +=
                    "    light: \"oklch(40% 0.1 \(index % 360))\"\n    dark: { base: \"#EEEEEE\", elevated: \"#FFFFFF\" }\n"
            case 3: text += "    light: { ref: label }\n"  // DM-variants: no dark value
            default:
                // DM-contrast: below the aim
                text += "    light: \"#6E6E73\"\n    dark: \"#98989D\"\n    on: base\n"
            }
        }
        return text
    }

    func compile(_ text: String) -> ThemeCompiler.Result {
        ThemeCompiler().compile(ThemeSource(path: "Long.theme.yaml", text: text))
    }

    @Test func aLongThemeCompilesEveryColorInOrder() throws {
        let single = compile(Self.longTheme())
        let swift = try #require(
            single.swift, "\(single.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.message))")
        // Compiling again gives the same bytes and the same findings.
        let again = compile(Self.longTheme())
        #expect(again.swift == swift)
        #expect(again.diagnostics == single.diagnostics)
        // The findings are there to compare: each kind, many times.
        let rules = Set(single.diagnostics.map(\.rule))
        #expect(rules.isSuperset(of: [.dmVariants, .dmContrast]), "\(rules)")
        #expect(single.diagnostics.count > 1_000)
        // Every accessor once, in file order.
        let names = swift.split(separator: "\n")
            .compactMap { line -> Substring? in
                guard let range = line.range(of: "static let c") else { return nil }
                return line[range.upperBound...].prefix { $0.isNumber }
            }
        #expect(names.map { Int($0)! } == Array(0..<Self.colors))
    }

    /// Unknown names, cycles and collisions (`c-1` is spelled `c1`, as `c1`
    /// is) in a long theme are reported, in order.
    @Test func aLongThemesNamingErrorsAreFoundInOrder() throws {
        let text =
            Self.longTheme() + """

                  late-a:
                    role: label
                    light: { ref: late-b }
                    dark: "#000000"
                  late-b:
                    role: label
                    light: { ref: late-a }
                    dark: "#000000"
                  typo:
                    role: label
                    light: { ref: c99999 }
                    dark: "#000000"
                  c-1:
                    role: label
                    light: "#000000"
                    dark: "#000000"
                """
        let single = ThemeCompiler().check(ThemeSource(path: "Long.theme.yaml", text: text))
        let errors = single.diagnostics.filter { $0.severity == .error }.map(\.rule)
        #expect(errors == [.themeCycle, .themeReference, .themeCollision], "\(errors)")
    }

    /// A problem anywhere in a long file is found, with nothing read,
    /// whether the recorder stops libyaml (a duplicate key early on) or
    /// libyaml stops (a syntax error at the end).
    @Test(arguments: [
        ("  c10:\n    role: label\n", "the key 'c10' appears twice"),
        ("  broken: [unclosed\n", "did not find expected"),
        ("  aliased: *nowhere\n", "names no anchor"),
    ])
    func aLongFilesProblemIsFound(insert: String, message: String) throws {
        var lines = Self.longTheme().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The duplicate goes early, so the reader is stopped with most of
        // the file still to parse; the others go last.
        let position = insert.hasPrefix("  c10:") ? 200 : lines.count - 1
        lines.insert(contentsOf: insert.split(separator: "\n").map(String.init), at: position)
        let bytes = Array(lines.joined(separator: "\n").utf8)
        let result = YAMLReader().readTape(bytes, file: "Long.theme.yaml")
        #expect(result.tape == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics.map(\.message))")
    }

    /// Reads of a long file from many threads at once, more than there are
    /// cores, give the same tree: the reader shares nothing between calls.
    /// (No time limit: a loaded machine once took a debug build past one
    /// minute; nothing here can wait on anything.)
    /// Every node of `value`, with its place: what two reads of a file must agree on.
    static func dump(_ value: YAMLValue) -> String {
        var text = "\(value.range.start.line):\(value.range.start.column) "
        if let scalar = value.scalar { return text + scalar + "\n" }
        if let pairs = value.pairs {
            text += "{\n"
            for pair in pairs { text += dump(pair.key) + dump(pair.value) }
            return text + "}\n"
        }
        text += "[\n"
        for item in value.items.map(Array.init) ?? [] { text += dump(item) }
        return text + "]\n"
    }

    @Test func longFilesReadFromManyThreadsAtOnceGiveTheSameTree() throws {
        let bytes = Array(Self.longTheme(colors: 3_000).utf8)
        let calls = ProcessInfo.processInfo.activeProcessorCount * 2
        let roots = Mutex([Int: String]())
        DispatchQueue.concurrentPerform(iterations: calls) { call in
            let root = YAMLReader().read(bytes, file: "Long.theme.yaml").root
            roots.withLock { $0[call] = root.map(Self.dump) }
        }
        let all = roots.withLock { $0 }
        let first = try #require(all[0])
        #expect(first.count > 3_000 * 40)
        #expect(all.count == calls && all.values.allSatisfy { $0 == first })
    }
}
