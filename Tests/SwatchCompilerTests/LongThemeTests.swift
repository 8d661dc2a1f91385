import Foundation
import Testing
@testable import SwatchCompiler

/// Long themes are decoded, checked and emitted in slices on several cores
/// (`Parallel`): the result must be the one a single thread gives, byte for
/// byte and finding for finding.
@Suite struct LongThemeTests {
    /// A theme past the size from which stages split their work, with every
    /// kind of value and a few findings spread through it (a missing dark
    /// value, an unknown color, a bad literal would stop it before Emit, so
    /// only warnings and notes here).
    static func longTheme(colors: Int = Parallel.worthwhile + 700) -> String {
        var text = "swatch: 1\nextends: system\ncolors:\n  base:\n    role: background\n    light: \"#FFFFFF\"\n    dark: { base: \"#1C1C1E\", elevated: \"#2C2C2E\" }\n"
        for index in 0..<colors {
            text += "  c\(index):\n    role: label\n"
            switch index % 5 {
            case 0: text += "    light: \"#1D1D1F\"\n    dark: \"#F2F2F7\"\n    on: base\n"
            case 1: text += "    light: { ref: c\(index - 1), alpha: 0.6 }\n    dark: { ref: c\(index - 1), alpha: 0.6 }\n"
            case 2: text += "    light: \"oklch(40% 0.1 \(index % 360))\"\n    dark: { base: \"#EEEEEE\", elevated: \"#FFFFFF\" }\n"
            case 3: text += "    light: { ref: label }\n"  // DM-variants: no dark value
            default: text += "    light: \"#6E6E73\"\n    dark: \"#98989D\"\n    on: base\n"  // DM-contrast: below the aim
            }
        }
        return text
    }

    func compile(_ text: String) -> ThemeCompiler.Result {
        ThemeCompiler().compile(ThemeSource(path: "Long.theme.yaml", text: text))
    }

    @Test(arguments: [2, 3])
    func aLongThemeCompilesAsOnOneThread(cores: Int) throws {
        let text = Self.longTheme()
        let single = ThemeCompiler(options: .init(threads: 1)).compile(ThemeSource(path: "Long.theme.yaml", text: text))
        let split = Parallel.$cores.withValue(cores) { compile(text) }
        let swift = try #require(single.swift, "\(single.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.message))")
        #expect(split.swift == swift)
        #expect(split.diagnostics == single.diagnostics)
        // The findings are there to compare: each kind, many times.
        let rules = Set(single.diagnostics.map(\.rule))
        #expect(rules.isSuperset(of: [.dmVariants, .dmContrast]), "\(rules)")
        #expect(single.diagnostics.count > 1_000)
        // Every accessor once, in file order.
        let names = swift.split(separator: "\n").compactMap { line -> Substring? in
            guard let range = line.range(of: "static let c") else { return nil }
            return line[range.upperBound...].prefix { $0.isNumber }
        }
        #expect(names.map { Int($0)! } == Array(0..<(Parallel.worthwhile + 700)))
    }

    /// Names are looked up and spelled in slices: unknown names, cycles and
    /// collisions (`c-1` is spelled `c1`, as `c1` is) in a long theme are
    /// reported as on one thread, in order.
    @Test func aLongThemesNamingErrorsAreFoundAsOnOneThread() throws {
        let text = Self.longTheme() + """

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
        let single = ThemeCompiler(options: .init(threads: 1)).check(ThemeSource(path: "Long.theme.yaml", text: text))
        let split = Parallel.$cores.withValue(2) { ThemeCompiler().check(ThemeSource(path: "Long.theme.yaml", text: text)) }
        #expect(split.diagnostics == single.diagnostics)
        let errors = single.diagnostics.filter { $0.severity == .error }.map(\.rule)
        #expect(errors == [.themeCycle, .themeReference, .themeCollision], "\(errors)")
    }

    /// A problem anywhere in a long file is found, and the same diagnostic
    /// whatever the number of cores, whether the recorder stops libyaml (a
    /// duplicate key early on) or libyaml stops (a syntax error at the end).
    @Test(arguments: [
        ("  c10:\n    role: label\n", "the key 'c10' appears twice"),
        ("  broken: [unclosed\n", "did not find expected"),
        ("  aliased: *nowhere\n", "names no anchor"),
    ])
    func aLongFilesProblemIsFoundAsOnOneThread(insert: String, message: String) throws {
        var lines = Self.longTheme().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The duplicate goes early, so the reader is stopped with most of
        // the file still to parse; the others go last.
        let position = insert.hasPrefix("  c10:") ? 200 : lines.count - 1
        lines.insert(contentsOf: insert.split(separator: "\n").map(String.init), at: position)
        let bytes = Array(lines.joined(separator: "\n").utf8)
        let single = Parallel.$cores.withValue(1) { YAMLReader().read(bytes, file: "Long.theme.yaml") }
        let split = Parallel.$cores.withValue(2) { YAMLReader().read(bytes, file: "Long.theme.yaml") }
        #expect(single.root == nil && split.root == nil)
        #expect(split.diagnostics == single.diagnostics)
        #expect(single.diagnostics.first?.message.contains(message) == true, "\(single.diagnostics.map(\.message))")
    }

    @Test func aLongFileBuildsTheSameTreeAsOnOneThread() throws {
        let bytes = Array(Self.longTheme().utf8)
        let single = Parallel.$cores.withValue(1) { YAMLReader().read(bytes, file: "Long.theme.yaml") }
        let split = Parallel.$cores.withValue(2) { YAMLReader().read(bytes, file: "Long.theme.yaml") }
        let root = try #require(single.root)
        #expect(split.root == root)
        #expect(root.weight > 30_000)
    }

    /// Reads of a long file from many threads at once, more than there are
    /// cores, finish and give the same tree.
    @Test(.timeLimit(.minutes(1)))
    func longFilesReadFromManyThreadsAtOnceGiveTheSameTree() throws {
        let bytes = Array(Self.longTheme().utf8)
        let calls = ProcessInfo.processInfo.activeProcessorCount * 2
        let roots = Parallel.$cores.withValue(2) {
            Parallel.map(Array(0..<calls)) { _ in Parallel.$cores.withValue(2) { YAMLReader().read(bytes, file: "Long.theme.yaml").root } }
        }
        #expect(roots.count == calls && roots.allSatisfy { $0 != nil && $0 == roots[0] })
    }

    @Test(arguments: [1, 2, 3, 7])
    func slicesCoverTheItemsInOrder(cores: Int) {
        let items = Array(0..<(Parallel.worthwhile * 2 + 13))
        let slices = Parallel.$cores.withValue(cores) { Parallel.mapSlices(items) { Array($0) } }
        #expect(slices.count == cores)
        #expect(slices.flatMap { $0 } == items)
        #expect(slices.allSatisfy { abs($0.count - items.count / cores) <= 1 })
    }

    @Test func aShortListIsOneSlice() {
        let items = Array(0..<(Parallel.worthwhile - 1))
        let slices = Parallel.$cores.withValue(4) { Parallel.mapSlices(items) { $0.count } }
        #expect(slices == [items.count])
    }

    @Test func mapKeepsTheItemsOrder() {
        let squares = Parallel.$cores.withValue(3) { Parallel.map(Array(0..<50)) { $0 * $0 } }
        #expect(squares == (0..<50).map { $0 * $0 })
    }
}
