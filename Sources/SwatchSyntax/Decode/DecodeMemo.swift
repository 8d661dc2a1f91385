import SwatchSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The colors Decode read from each file, kept between the language
/// server's checks with the lines each was read from, so that the next
/// check of the file decodes again only the colors whose lines an edit
/// changed: an edit changes a line or two of a theme, and decoding its
/// 3,000 other colors again was a sixth of the edit.
///
/// A color is taken from the memo when the file's colors span the same
/// lines as when it was read, one for one (so the YAML around them parsed
/// alike), its own lines hold the same bytes at the same line numbers
/// (so every place in it is the same), and the file has no YAML alias (an
/// alias reads content written elsewhere). Only a color read without a
/// finding is kept, so a taken one adds none; whether it wrote `auto` is
/// kept with it. What Decode reads of a color is a function of those lines
/// alone: a color's keys, values and places.
///
/// Used by one check at a time (the server's analyses run one after
/// another), so it needs no lock: hence `@unchecked Sendable`.
package final class DecodeMemo: @unchecked Sendable {
    /// A color read without a finding.
    struct Kept {
        var declaration: ColorDeclaration
        var writesAuto: Bool
    }

    /// What was read of one file.
    struct File {
        var bytes: [UInt8]
        var lineStarts: [Int]
        /// The lines each entry of `colors:` spans, in order.
        var spans: [ClosedRange<Int>]
        /// Each entry's color, when it was read without a finding.
        var colors: [Kept?]
    }

    private var files: [String: File] = [:]
    /// How many colors were taken rather than decoded: for tests.
    package private(set) var reused = 0

    package init() {}

    /// What was read of `file` when its entries spanned `spans`, as they
    /// span now: nil when they spanned other lines, or it was not read.
    func lastReading(of file: String, spans: [ClosedRange<Int>]) -> File? {
        guard let last = files[file], last.spans == spans else { return nil }
        return last
    }

    /// The kept color of entry `index` of `last` (``lastReading(of:spans:)``),
    /// whose lines now hold `bytes` (with `lineStarts`); nil when it must be read.
    func kept(_ index: Int, of last: File, bytes: [UInt8], lineStarts: [Int]) -> Kept? {
        guard let kept = last.colors[index] else { return nil }
        let span = last.spans[index]
        let old = Self.bytes(of: span, starts: last.lineStarts, count: last.bytes.count)
        let new = Self.bytes(of: span, starts: lineStarts, count: bytes.count)
        guard old.count == new.count else { return nil }
        let same = last.bytes.withUnsafeBufferPointer { oldBytes in
            bytes.withUnsafeBufferPointer { newBytes in
                old.isEmpty
                    || memcmp(oldBytes.baseAddress! + old.lowerBound, newBytes.baseAddress! + new.lowerBound, old.count)
                        == 0
            }
        }
        guard same else { return nil }
        reused += 1
        return kept
    }

    /// Keeps what was read of `file`.
    func keep(_ file: File, as path: String) {
        // The files of the last few checks: a workspace's open themes and their relatives.
        if files[path] == nil, files.count >= 16 { files = [:] }
        files[path] = file
    }

    /// Forgets `path`, read with an alias or without its bytes.
    func forget(_ path: String) { files[path] = nil }

    /// The byte range of lines `span` (1-based), to the end of its last line.
    private static func bytes(of span: ClosedRange<Int>, starts: [Int], count: Int) -> Range<Int> {
        let first = min(max(span.lowerBound - 1, 0), starts.count - 1)
        let end = span.upperBound < starts.count ? starts[span.upperBound] : count
        return starts[first]..<max(starts[first], end)
    }
}
