import SwatchDiagnostics
import SwatchFormats
import SwatchPipeline
import SwatchSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The open JSON documents `swatch check` reads — Design Tokens files,
/// resolver documents, Figma variables files and the `Contents.json` of an
/// asset catalog's color sets — read through the registry of input formats
/// (``InputFormats``) and checked as `swatch check` checks the file or
/// catalog they belong to (without a pairs file, but with a catalog's own),
/// with the open documents' text in place of what is on disk.
///
/// A token file that a resolver document reads through `$ref` is checked
/// with that resolver (open, or a `*.resolver.json` of the workspace): alone,
/// its aliases into the resolver's other sets would be unknown names. A color
/// set is checked with its whole catalog, the enclosing `*.xcassets` folder
/// read from disk.
struct ImportedDocuments {
    /// The open documents by path, as the importers read them.
    private var overlay: [String: [UInt8]] = [:]
    /// Open documents checked with the workspace's files that read them (token files), by kind.
    private var readDocuments: [InputKind: [TextDocument]] = [:]
    /// Open inputs checked alone (Figma variables files), as `swatch check` checks one without a mapping file.
    private var aloneDocuments: [(document: TextDocument, kind: InputKind)] = []
    /// Open documents of an input checked whole (a catalog's color sets), by the input's path.
    private var wholeInputs: [String: (kind: InputKind, documents: [TextDocument])] = [:]
    /// Whether a catalog's other color sets are read from disk.
    private var readsDisk = true

    /// The open documents that are token files or color sets; `readsDisk`
    /// false reads no catalog folder (the fuzzer's server).
    init(documents: [String: TextDocument], readsDisk: Bool = true) {
        self.readsDisk = readsDisk
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) {
            let path = DocumentURI.path(of: document.uri)
            guard let input = InputFormats.input(holding: path, bytes: document.bytes) else { continue }
            overlay[path] = document.bytes
            // Each kind is checked as its reader says, so as `swatch check` checks it: a catalog whole, a
            // token file with the resolver or configuration that reads it, a Figma file alone.
            switch input.kind.editorCheck {
            case .wholeInput: wholeInputs[input.path, default: (input.kind, [])].documents.append(document)
            case .withWhatReadsIt: readDocuments[input.kind, default: []].append(document)
            case .alone: aloneDocuments.append((document, input.kind))
            }
        }
    }

    /// Whether nothing open is a token file or a color set.
    var isEmpty: Bool { overlay.isEmpty }

    /// The findings of every check the open documents take part in, by the
    /// path of the file each is in.
    /// `memo` holds the inputs read last time: one whose files are as they
    /// were is not read or checked again (``CheckMemo``).
    func check(resolvers: [String], compiler: ThemeCompiler, memo: inout CheckMemo) -> [String: [Diagnostic]] {
        var found: [String: Set<Found>] = [:]
        func add(_ diagnostics: [Diagnostic], remap catalog: String? = nil, to document: TextDocument? = nil) {
            for var diagnostic in diagnostics {
                // A finding about the catalog as a whole is said on its open
                // color set: an editor shows no folder's diagnostics.
                if let catalog, let document, diagnostic.file == catalog {
                    diagnostic.range = SourceRange(file: DocumentURI.path(of: document.uri), start: .start)
                }
                found[diagnostic.file, default: []].insert(Found(diagnostic: diagnostic))
            }
        }
        // Every open document gets a (possibly empty) list, so that fixing
        // its last finding clears the editor's.
        for document in readDocuments.values.joined() { found[DocumentURI.path(of: document.uri), default: []] = [] }
        let reading = environment()
        for (document, kind) in aloneDocuments {
            let path = DocumentURI.path(of: document.uri)
            found[path, default: []] = []
            let source = ThemeSource(path: path, bytes: document.bytes)
            if let input = InputFormats.read(source, as: kind, in: reading) {
                add(input.check(with: compiler).diagnostics)
            }
        }
        for input in wholeInputs.values {
            for document in input.documents { found[DocumentURI.path(of: document.uri), default: []] = [] }
        }
        var considered: Set<String> = []
        for (kind, documents) in readDocuments {
            for diagnostics in checkWithWhatReads(
                documents, kind: kind, resolvers: resolvers, in: reading, compiler, memo: &memo,
                considered: &considered)
            {
                add(diagnostics)
            }
        }
        memo.keepOnly(considered)
        for (path, input) in wholeInputs {
            // A catalog with its own pairs file, as swatch check finds it: where its pairs are read from and its
            // fix-its write.
            let source = ThemeSource(path: path, bytes: [])
            if let imported = InputFormats.read(source, as: input.kind, in: reading) {
                add(imported.check(with: compiler).diagnostics, remap: path, to: input.documents[0])
            }
        }
        return found.mapValues { $0.map(\.diagnostic).sortedForOutput() }
    }

    /// A finding kept once, hashed by its rule, place and message alone: a
    /// token file's hundreds of findings carry notes, every text of which a
    /// diagnostic's own hash reads (4% of an edit of Primer's token file).
    private struct Found: Hashable {
        let diagnostic: Diagnostic

        static func == (left: Found, right: Found) -> Bool { left.diagnostic == right.diagnostic }

        func hash(into hasher: inout Hasher) {
            hasher.combine(diagnostic.rule)
            hasher.combine(diagnostic.range)
            hasher.combine(diagnostic.message)
        }
    }

    /// The findings of the open `documents` of `kind`, each checked with the
    /// files that read it: the open documents and the workspace's
    /// `resolvers` that may read one of them. An input `memo` holds, whose
    /// files are as they were, is neither read nor checked again; the path
    /// of every input looked at is added to `considered`.
    private func checkWithWhatReads(
        _ documents: [TextDocument], kind: InputKind, resolvers: [String], in reading: InputEnvironment,
        _ compiler: ThemeCompiler, memo: inout CheckMemo, considered: inout Set<String>
    ) -> [[Diagnostic]] {
        let openPaths = documents.map { DocumentURI.path(of: $0.uri) }
        let openNames = openPaths.map(FilePath.name(of:))
        var candidates = documents.map { (path: DocumentURI.path(of: $0.uri), bytes: $0.bytes) }
        for path in resolvers where overlay[path] == nil && !openPaths.isEmpty {
            // A resolver that does not write an open file's name reads none of them; a Style Dictionary
            // configuration names its files by globs, and is read to see.
            guard let source = ThemeSource(contentsOf: path),
                InputFormats.mayRead(openNames, path: path, bytes: source.bytes)
            else { continue }
            candidates.append((path, source.bytes))
        }
        // What may read other files is read first, so that an open file one
        // of them reads, and that cannot name it back, is not imported at
        // all: its findings are its reader's (Primer's token file, imported
        // alone, was a tenth of an edit of it).
        candidates =
            candidates.filter { InputFormats.mayReadOtherFiles(FilePath.name(of: $0.path)) }
            + candidates.filter { !InputFormats.mayReadOtherFiles(FilePath.name(of: $0.path)) }
        var results: [(source: ThemeSource, input: CheckMemo.ReadInput, imported: ImportedInput?)] = []
        for candidate in candidates {
            let source = ThemeSource(path: candidate.path, bytes: candidate.bytes)
            considered.insert(source.path)
            let readers = results.filter { $0.input.read.contains(source.path) }
                .map { FilePath.name(of: $0.source.path) }
            if !readers.isEmpty, !InputFormats.mayRead(readers, path: source.path, bytes: source.bytes) { continue }
            var input = memo.input(source, kind: kind) { try? reading.tokenFiles(source.path).load($0).get() }
            var imported: ImportedInput?
            if input == nil {
                imported = InputFormats.read(source, as: kind, in: reading)
                input = imported.map {
                    CheckMemo.ReadInput(
                        kind: kind, bytes: source.bytes, files: $0.extraSources.filter { $0.path != source.path })
                }
            }
            guard let input else { continue }
            memo.keep(input, at: source.path)
            // A resolver on disk matters only for the open files it reads.
            guard overlay[source.path] != nil || input.read.contains(where: { overlay[$0] != nil }) else { continue }
            results.append((source, input, imported))
        }
        return results.compactMap { source, input, imported in
            // An open file another document reads is checked with that one
            // (unless each reads the other: then both are checked).
            let readElsewhere = results.contains {
                $0.source.path != source.path && $0.input.read.contains(source.path)
                    && !input.read.contains($0.source.path)
            }
            guard !readElsewhere else { return nil }
            if let known = input.diagnostics { return known }
            guard let imported = imported ?? InputFormats.read(source, as: kind, in: reading) else { return nil }
            var checked = input
            checked.diagnostics = imported.check(with: compiler).diagnostics
            memo.keep(checked, at: source.path)
            return checked.diagnostics
        }
    }

    /// The open documents over the disk, as the registry reads inputs: every
    /// input is read through ``InputFormats``, as `swatch check` reads it,
    /// with this overlay in place of the command line's disk. A document not
    /// on disk reads no other file; `readsDisk` false lists no folder.
    private func environment() -> InputEnvironment {
        var disk = InputFiles.disk { path in path.hasPrefix("/") ? ThemeSource.packageRoot(for: path) : nil }
        if !readsDisk { disk.list = { _ in [] } }
        return InputEnvironment(files: disk, overlay: overlay)
    }
}
