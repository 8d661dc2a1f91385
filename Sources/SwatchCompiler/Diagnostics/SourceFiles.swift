import Synchronization

/// The paths of the files the compiler has read, each given a small number
/// once, so that source ranges can name their file without carrying a
/// `String` (see ``SourceRange``). Shared by the whole process: the same
/// path always gets the same number, so ranges compare as their paths do.
public enum SourceFiles {
    public typealias ID = UInt32

    private struct Table {
        var paths: [String] = []
        var ids: [String: ID] = [:]
    }

    private static let table = Mutex(Table())

    /// The number of `path`, given on first use.
    public static func id(of path: String) -> ID {
        table.withLock { table in
            if let id = table.ids[path] { return id }
            let id = ID(table.paths.count)
            table.paths.append(path)
            table.ids[path] = id
            return id
        }
    }

    /// The path numbered `id`.
    public static func path(of id: ID) -> String {
        table.withLock { $0.paths[Int(id)] }
    }
}
