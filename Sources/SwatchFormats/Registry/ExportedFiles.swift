import Swatch
import SwatchDiagnostics
import SwatchModel

/// What an exporter produces: files by path relative to the output, in the
/// order they are written. A value, so exporters stay pure functions and
/// tests compare it with golden files without touching the disk.
public struct ExportedFiles: Hashable, Sendable {
    /// One exported file: where it goes below the output, and its text.
    public struct File: Hashable, Sendable {
        /// The path below the output: `style-dark.css`, `brand.colorset/Contents.json`.
        public var path: String
        /// The file's text, written as UTF-8.
        public var contents: String
    }

    /// The files, in the order they are written; one file with an empty path
    /// for a format that writes a single file.
    public var files: [File]
    /// What the format cannot hold of this theme, one line each, for the CLI
    /// to print as notes (the asset catalog's missing elevated level …).
    public var notes: [String]
    /// Files written beside the output rather than below it, each path a
    /// name in the output's folder: an asset catalog's pairs file, which
    /// holds what the catalog cannot and which `swatch check` reads there.
    public var beside: [File] = []

    /// Exported `files`, with `notes` on what the format could not hold.
    public init(files: [File], notes: [String] = []) {
        self.files = files
        self.notes = notes
    }

    /// A single file written at the output path itself.
    package static func single(_ contents: String, notes: [String] = []) -> ExportedFiles {
        ExportedFiles(files: [File(path: "", contents: contents)], notes: notes)
    }

    /// The contents of the file at `path`, if there is one.
    public subscript(path: String) -> String? {
        files.first { $0.path == path }?.contents
    }
}
