import SwatchImages
import SwatchSupport

/// Where the files a resolver document names by `$ref` come from, and the
/// folder tree they must stay inside.
///
/// A `$ref` path is relative to the file that writes it. It is refused when
/// it is empty, absolute or a URL, or when its `..` steps climb above
/// ``root`` (judged on the text, so a path that would leave the tree is
/// refused whether or not the file exists); on the file system, also when a
/// symbolic link along it leads outside (``ImageFileAccess``, the same
/// confinement as a theme's image paths). A token file is read on other
/// people's machines and in CI, and must not read what the project does not
/// hold.
package struct TokenFiles: Sendable {
    /// The folder the files must stay inside, written as the paths are
    /// (relative to ``workingDirectory``, or absolute).
    package var root: String
    /// The absolute folder relative paths start from.
    package var workingDirectory: String
    /// The bytes of the file at a path ``locate(_:from:)`` returned.
    package var load: @Sendable (String) -> Result<[UInt8], ImageFileAccess.Problem>

    /// The files below a folder (a path ``locate(_:from:)`` returned), each
    /// as that path followed by `/` and its path inside, in no set order:
    /// what a Style Dictionary configuration's `source` globs match. Empty
    /// where files cannot be listed.
    package var list: @Sendable (String) -> [String]

    package init(
        root: String, workingDirectory: String,
        load: @escaping @Sendable (String) -> Result<[UInt8], ImageFileAccess.Problem>,
        list: @escaping @Sendable (String) -> [String] = { _ in [] }
    ) {
        self.root = root
        self.workingDirectory = workingDirectory
        self.load = load
        self.list = list
    }

    /// Files held in memory, by path: for tests and the fuzzer.
    package static func inMemory(_ files: [String: String], root: String) -> TokenFiles {
        TokenFiles(
            root: root, workingDirectory: "/",
            load: { path in files[path].map { .success(Array($0.utf8)) } ?? .failure(.missing) },
            list: { folder in files.keys.filter { $0.hasPrefix(folder + "/") } })
    }

    /// No file at all: a resolver read from bytes alone, whose `$ref`s to
    /// files are errors that say so.
    package static let none = TokenFiles(root: ".", workingDirectory: "/") { _ in
        .failure(.unreadable("only the resolver's own bytes were given; `swatch check` reads the files it names"))
    }

    /// The path, as diagnostics print it, of the file `written` names from
    /// the file at `referrer`; or why it may not be read.
    package func locate(_ written: String, from referrer: String) -> Result<String, ImageFileAccess.Problem> {
        guard !written.isEmpty, !written.utf8.contains(0) else { return .failure(.empty) }
        guard !written.hasPrefix("/"), !written.hasPrefix("~"), !written.contains("://") else {
            return .failure(.absolute)
        }
        // Climbing is judged on absolute paths, so that a root written
        // with `..` or a referrer outside the working folder compare alike;
        // the path returned keeps the referrer's form.
        let rootParts = FilePath.components(absolute(root))
        var parts = FilePath.components(absolute(FilePath.parent(of: referrer)))
        guard parts.starts(with: rootParts) else { return .failure(.themeOutsideRoot) }
        for component in written.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard parts.count > rootParts.count else { return .failure(.escapes) }
                parts.removeLast()
            default: parts.append(String(component))
            }
        }
        let joined = FilePath.components(FilePath.parent(of: referrer) + "/" + written)
        return .success((referrer.hasPrefix("/") ? "/" : "") + (joined.isEmpty ? "." : joined.joined(separator: "/")))
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }

}
