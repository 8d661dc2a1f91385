import SwatchImages
import SwatchSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file given once for every input a format reads (`--pairs`, `--mapping`),
/// declared in the folder of the format that reads it (`.mapping` in
/// `Figma/`), so that the environment needs no field of its own for it.
package struct GivenFile: Hashable, Sendable {
    /// The command-line option that names it, for messages and tests.
    package let option: String

    package init(option: String) { self.option = option }

    /// A pairs file, which every imported input may be given (``PairsFile``).
    package static let pairs = GivenFile(option: "pairs")
}

/// What reading an input needs from the place it is read in: its files (the
/// disk for the command line, a git revision for `swatch diff --against`,
/// memory for the benchmark) with the open documents laid over them (the
/// language server's unsaved buffers, `swatch fix`'s rounds), and the files
/// given for every input. A format's reader asks for what it needs in its
/// own folder, from ``files`` (a token file's `$ref`s, a catalog's color
/// sets), so a new format needs no field here.
package struct InputEnvironment {
    /// The input's files, the overlay in place.
    package let files: InputFiles
    /// The files given for every input, by what they are.
    package var given: [GivenFile: ThemeSource]

    /// `files` with `overlay` (path → bytes) read in place of what they hold:
    /// the one place an overlay is laid over a place's files.
    package init(files: InputFiles, overlay: [String: [UInt8]] = [:], given: [GivenFile: ThemeSource] = [:]) {
        self.files = overlay.isEmpty ? files : files.overlaid(by: overlay)
        self.given = given
    }

    /// The pairs file given for every imported input, if any.
    package var pairs: ThemeSource? { given[.pairs] }
}

/// Where an input's files are read from, as the readers ask: a file whole,
/// a file confined to the folder tree the input stays inside, and the files
/// below a folder.
package struct InputFiles: Sendable {
    /// The folder tree the files an input at a path reads must stay inside
    /// (its package's root); nil when it may read none (a document not yet saved).
    package var root: @Sendable (String) -> String?
    /// The absolute folder relative paths start from.
    package var workingDirectory: String
    /// The bytes of the file at a path, refused when it leads outside the root given.
    package var load: @Sendable (_ path: String, _ root: String) -> Result<[UInt8], ImageFileAccess.Problem>
    /// The files below a folder, each as the folder's path, `/` and its path
    /// inside, in no set order; empty where none can be listed.
    package var list: @Sendable (String) -> [String]
    /// The file at a path, read whole; nil when there is none.
    package var file: @Sendable (String) -> ThemeSource?

    package init(
        root: @escaping @Sendable (String) -> String?, workingDirectory: String,
        load: @escaping @Sendable (String, String) -> Result<[UInt8], ImageFileAccess.Problem>,
        list: @escaping @Sendable (String) -> [String], file: @escaping @Sendable (String) -> ThemeSource?
    ) {
        self.root = root
        self.workingDirectory = workingDirectory
        self.load = load
        self.list = list
        self.file = file
    }

    /// The disk: the root of an input at a path is `root`'s answer, a file is
    /// read through ``ImageFileAccess`` (the confinement of a theme's image
    /// paths), and a folder lists its regular files.
    package static func disk(root: @escaping @Sendable (String) -> String?) -> InputFiles {
        InputFiles(
            root: root, workingDirectory: FilePath.currentDirectory(),
            load: { path, root in
                let access = ImageFileAccess(packageRoot: root, themeFile: path)
                // No folder at all is a missing file; a folder that resolves
                // outside the root is a link that leads out.
                guard access.themeDirectory != nil else { return .failure(.missing) }
                return access.contents(of: FilePath.name(of: path))
            },
            list: { listing($0) }, file: { ThemeSource(contentsOf: $0) })
    }

    /// At most this many entries of a folder tree are listed: a Style
    /// Dictionary `source` glob or a catalog over a folder that holds (or links to) a whole disk must not stall.
    static let maximumListed = 20_000

    /// The regular files below `folder` on disk; links are not followed (a
    /// link to `/` must not walk the disk; a file read is confined anyway).
    static func listing(_ folder: String) -> [String] {
        FileSystem.subpaths(of: folder, limit: maximumListed).map { folder + "/" + $0 }
            .filter { FileSystem.status($0).map { ($0.st_mode & S_IFMT) == S_IFREG } == true }
    }

    /// Files held in memory, by path, and no others; no root, so an input
    /// reads nothing beside itself but the files listed (the benchmark's catalog).
    package static func inMemory(_ sources: [ThemeSource]) -> InputFiles {
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return InputFiles(
            root: { _ in nil }, workingDirectory: "/",
            load: { path, _ in byPath[path].map { .success($0.bytes) } ?? .failure(.missing) },
            list: { folder in sources.map(\.path).filter { $0.hasPrefix(folder + "/") } },
            file: { byPath[$0] })
    }

    /// These files with `overlay`'s in their place, and its files not yet
    /// here listed too.
    func overlaid(by overlay: [String: [UInt8]]) -> InputFiles {
        let base = self
        return InputFiles(
            root: base.root, workingDirectory: base.workingDirectory,
            load: { path, root in overlay[path].map { .success($0) } ?? base.load(path, root) },
            list: { folder in
                let listed = base.list(folder)
                let known = Set(listed)
                return listed + overlay.keys.filter { $0.hasPrefix(folder + "/") && !known.contains($0) }.sorted()
            },
            file: { path in overlay[path].map { ThemeSource(path: path, bytes: $0) } ?? base.file(path) })
    }
}
