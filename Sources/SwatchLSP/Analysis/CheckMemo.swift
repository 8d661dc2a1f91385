import SwatchCheck
import SwatchDiagnostics
import SwatchFormats
import SwatchPipeline
import SwatchSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The checks of the last analysis, each kept with every byte it read, so
/// that the next analysis repeats only the checks an edit can change: a
/// check is a pure function of the files it reads, and one whose files
/// all hold the same bytes finds the same, byte for byte. Editing a theme
/// then costs nothing for an open token file (and the resolver documents
/// of the workspace that name a file of its name), and editing a token
/// file nothing for the open themes.
///
/// What a check reads that is not a file's bytes (a folder's listing for a
/// Style Dictionary glob, a file that was missing or refused) is not in
/// the key: the server forgets every check when a watched file changes or
/// a file is saved (``LanguageServer/rescanWorkspace()``), as it reads the
/// workspace again then.
struct CheckMemo {
    /// The last run of the compiler over the open themes: what it read, and found.
    private var themeRun: (sources: [ThemeSource], others: [ThemeSource], results: [ThemeCompiler.Result])?
    /// The last reading of each input a token file is checked with, by its path.
    private var inputs: [String: ReadInput] = [:]
    /// How many checks were taken from the memo rather than made: for tests.
    private(set) var reusedChecks = 0
    /// The pairs that passed in each open theme's last check: a theme's
    /// edit measures again only the pairs it changed (``ContrastVerdicts``).
    let verdicts = ContrastVerdicts()
    /// How many pairs the contrast rules found to pass unmeasured: for tests.
    var reusedPairs: Int { verdicts.reused }
    /// The colors each open theme's last check decoded and resolved: an edit
    /// reads and makes again only the colors it changed (``StageMemos``).
    let stages = StageMemos()

    /// An input read, as ``ImportedDocuments`` needs it: the files it reads
    /// and its findings, found when first asked for.
    struct ReadInput {
        /// The kind it was read as.
        var kind: InputKind
        /// The input's own bytes.
        var bytes: [UInt8]
        /// The other files it read, with the bytes it read in each.
        var files: [ThemeSource]
        /// Its findings, once checked.
        var diagnostics: [Diagnostic]?

        /// The paths of the other files it read.
        var read: Set<String> { Set(files.map(\.path)) }
    }

    /// The results of checking the open themes `sources` with their
    /// relatives on disk `others`: the last run's when both are what it
    /// read, else `check`'s.
    mutating func themes(
        _ sources: [ThemeSource], with others: [ThemeSource], check: () -> [ThemeCompiler.Result]
    ) -> [ThemeCompiler.Result] {
        // Themes that may name images are checked again every time: a
        // check reads the image files from disk, and a change to one is no
        // edit. Without the word `images` in any of them, none does.
        guard !(sources + others).contains(where: { Self.contains($0.bytes, Self.images) }) else {
            themeRun = nil
            return check()
        }
        if let last = themeRun, last.sources == sources, last.others == others {
            reusedChecks += 1
            return last.results
        }
        let results = check()
        themeRun = (sources, others, results)
        return results
    }

    /// The key a theme declares its images under, as bytes.
    private static let images = Array("images".utf8)

    /// Whether `needle` occurs in `bytes`: each place of its first byte
    /// found by the C library's `memchr`, as a theme's bytes are searched on
    /// every edit.
    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            guard let base = haystack.baseAddress, let first = needle.first else { return false }
            var offset = 0
            while haystack.count - offset >= needle.count,
                let found = memchr(base + offset, Int32(first), haystack.count - offset)
            {
                let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if start + needle.count <= haystack.count,
                    needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] })
                {
                    return true
                }
                offset = start + 1
            }
            return false
        }
    }

    /// The input at `source.path` as last read, when it was read as `kind`
    /// from the same bytes and every file it read still holds what it held
    /// (as `load` reads it now).
    mutating func input(_ source: ThemeSource, kind: InputKind, load: (String) -> [UInt8]?) -> ReadInput? {
        guard let last = inputs[source.path], last.kind == kind, last.bytes == source.bytes,
            last.files.allSatisfy({ load($0.path) == $0.bytes })
        else { return nil }
        if last.diagnostics != nil { reusedChecks += 1 }
        return last
    }

    /// Keeps `input` as the reading of the input at `path`.
    mutating func keep(_ input: ReadInput, at path: String) {
        inputs[path] = input
    }

    /// Keeps only the inputs at `paths`: those of the analysis just made.
    mutating func keepOnly(_ paths: Set<String>) {
        inputs = inputs.filter { paths.contains($0.key) }
    }
}
