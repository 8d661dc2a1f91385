import Foundation
import SwatchSupport
import Testing

@testable import SwatchFormats
@testable import SwatchTestSupport

/// The one place an input's files come from: a place's files (disk, a git
/// revision, memory) with an overlay over them, from which each format's
/// reader takes what it needs in its own folder.
@Suite struct InputEnvironmentTests {
    static let saved = ThemeSource(path: "/p/App.xcassets/B.colorset/Contents.json", text: #"{ "colors": [] }"#)
    static let tokens = ThemeSource(path: "/p/tokens/base.tokens.json", text: "{}")

    /// Memory, with every input's root `/p`: what a place with a package looks like to the readers.
    static var place: InputFiles {
        var files = InputFiles.inMemory([saved, tokens])
        files.root = { _ in "/p" }
        return files
    }

    /// An open document is read as edited, and one not yet saved is listed
    /// and read too, by every format's reader: a catalog's color sets, a
    /// token file's `$ref`s and globs, a file whole.
    @Test func theOverlayIsReadInPlaceOfThePlacesFilesByEveryReader() throws {
        let edited = Array(#"{ "colors": [ ] }"#.utf8)
        let unsaved = "/p/App.xcassets/A.colorset/Contents.json"
        let unsavedTokens = "/p/tokens/new.tokens.json"
        let reading = InputEnvironment(
            files: Self.place, overlay: [Self.saved.path: edited, unsaved: [1], unsavedTokens: [2]])
        let sets = reading.colorSets(in: "/p/App.xcassets/")
        #expect(sets.map(\.path) == [unsaved, Self.saved.path])
        #expect(sets.map(\.bytes) == [[1], edited])
        let files = reading.tokenFiles("/p/Brand.resolver.json")
        #expect(files.root == "/p")
        #expect(try files.load(unsavedTokens).get() == [2])
        #expect(try files.load(Self.tokens.path).get() == Self.tokens.bytes)
        #expect(Set(files.list("/p/tokens")) == [Self.tokens.path, unsavedTokens])
        #expect(reading.files.file(Self.saved.path)?.bytes == edited)
        // Without an overlay, the place's files as they are.
        #expect(InputEnvironment(files: Self.place).colorSets(in: "/p/App.xcassets").map(\.bytes) == [Self.saved.bytes])
    }

    /// A place with no root for an input (memory, a document not yet saved)
    /// gives a token file no other file, and says so where it names one.
    @Test func anInputWithoutARootReadsNoOtherFile() {
        let files = InputEnvironment(files: .inMemory([Self.tokens])).tokenFiles("Brand.resolver.json")
        let loaded = files.load(Self.tokens.path)
        #expect((try? loaded.get()) == nil)
        #expect(String(describing: loaded).contains("`swatch check` reads the files it names"))
    }

    /// A file given for every input reaches the reader of the format that
    /// declares it, and no other: a mapping file is a Figma file's.
    @Test func aGivenFileReachesTheFormatThatDeclaresIt() throws {
        let mapping = ThemeSource(path: "mapping.yaml", text: "modes: {}")
        let pairs = ThemeSource(path: "pairs.yaml", text: "colors: {}")
        let reading = InputEnvironment(files: .inMemory([]), given: [.mapping: mapping, .pairs: pairs])
        let figma = ThemeSource(path: "vars.json", text: #"{ "meta": { "variables": {}, "variableCollections": {} } }"#)
        #expect(InputFormats.kind(of: figma.path) { figma.bytes } == .figma)
        let read = try #require(InputFormats.read(figma, as: .figma, in: reading))
        #expect(read.extraSources.map(\.path) == ["mapping.yaml"])
        let token = try #require(InputFormats.read(Self.tokens, as: .tokens, in: reading))
        #expect(token.extraSources.map(\.path) == ["pairs.yaml"])
    }

    /// `swatch check` on a catalog that is not there says so before reading
    /// it, as it did when the command listed the folder itself.
    @Test func aMissingCatalogIsSaidByTheCommand() throws {
        let output = try SwatchExecutable.run(["check", "Missing.xcassets"], in: SwatchExecutable.temporaryDirectory())
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot read asset catalog 'Missing.xcassets': no such folder"))
    }
}
