import Foundation
import Testing

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// No function, initializer or subscript of `Sources/` runs past
/// ``limit`` lines from its declaration to its closing brace
/// (docs/architecture.md › Targets): a longer one is cut where its concepts
/// are, into named steps, before it lands. Speed work tends to grow the
/// function it tunes; this says so at the commit that does.
@Suite struct FunctionLengthTests {
    static let limit = 100

    @Test func noFunctionInSourcesIsLongerThanTheLimit() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 300, "Sources/ should hold the package's Swift files")
        var long: [String] = []
        var unbalanced: [String] = []
        var functionCount = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let scan = SwiftFunctionExtents.scan(text)
            let path = String(file.path.dropFirst(repositoryRoot.path.count + 1))
            if !scan.balanced { unbalanced.append(path) }
            functionCount += scan.functions.count
            for function in scan.functions where function.lines > Self.limit {
                long.append("\(path): \(function)")
            }
        }
        #expect(unbalanced.isEmpty, "the lexer lost its way in: \(unbalanced.sorted())")
        #expect(functionCount > 1500, "the lexer should find the package's functions, found \(functionCount)")
        #expect(
            long.isEmpty,
            "longer than \(Self.limit) lines; cut each where its concepts are:\n\(long.sorted().joined(separator: "\n"))"
        )
    }

    @Test func aFunctionRunsFromItsKeywordToItsClosingBrace() {
        let text = """
            struct Box {
                init(value: Int) {
                    self.value = value
                }

                func double() -> Int {
                    value * 2
                }
                var value: Int
            }
            """
        let functions = SwiftFunctionExtents.scan(text).functions
        #expect(functions == [.init(name: "init", line: 2, lines: 3), .init(name: "double", line: 6, lines: 3)])
    }

    @Test func bracesInStringsAndCommentsAreNotCode() {
        let text = #"""
            func emit() -> String {
                // a brace in a comment: {
                /* and in a block comment, /* nested */ } */
                let one = "a brace } in a string"
                let raw = #"a "quoted" brace { in a raw string"#
                let interpolated = "\(items.map { "{\($0)}" }.joined())"
                return """
                    { a multi-line string's brace
                    \("nested \("}") interpolation")
                    """
            }
            """#
        let scan = SwiftFunctionExtents.scan(text)
        #expect(scan.balanced)
        #expect(scan.functions == [.init(name: "emit", line: 1, lines: 11)])
    }

    @Test func callsOfInitAndRequirementsWithoutABodyAreNotFunctions() {
        let text = """
            protocol Shape {
                func area() -> Double
                var sides: Int { get }
            }
            extension Shape {
                func twice() -> Self { .init(self) }
            }
            """
        let functions = SwiftFunctionExtents.scan(text).functions
        #expect(functions == [.init(name: "twice", line: 6, lines: 1)])
    }

    @Test func aStringLeftOpenIsUnbalanced() {
        #expect(!SwiftFunctionExtents.scan("func f() { let s = \"open }\n").balanced)
    }
}
