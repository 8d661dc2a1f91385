import SwatchSupport

extension OutputWriter {
    /// Writes an exporter's files below `path` (or at `path` for a single
    /// file), each atomically and only when its bytes change. In a folder,
    /// entries of the same kind (`*.colorset`, `*.css`) that the export no
    /// longer has are removed, so a renamed color leaves no stale copy. The
    /// files to go beside the output are written in its folder.
    package func write(_ export: ExportedFiles, to path: String) throws -> [Outcome] {
        if export.files.count == 1, export.files[0].path.isEmpty {
            return [try write(export.files[0].contents, to: path)] + (try writeBeside(export, path))
        }
        let outcomes = try export.files.map { try write($0.contents, to: path + "/" + $0.path) }
        let kept = Set(export.files.map { String($0.path.split(separator: "/").first ?? "") })
        let kinds = Set(kept.compactMap { $0.split(separator: ".").last.map(String.init) }).subtracting(["json"])
        let entries = (try? FileSystem.entries(of: path)) ?? []
        for entry in entries where !kept.contains(entry) {
            guard let kind = entry.split(separator: ".").last.map(String.init), kinds.contains(kind) else { continue }
            try FileSystem.remove(path + "/" + entry)
        }
        return outcomes + (try writeBeside(export, path))
    }

    private func writeBeside(_ export: ExportedFiles, _ path: String) throws -> [Outcome] {
        var output = path
        while output.count > 1, output.hasSuffix("/") { output.removeLast() }
        let folder = FilePath.parent(of: output)
        return try export.beside.map { try write($0.contents, to: folder + "/" + $0.path) }
    }
}
