import Foundation

// The libFuzzer entry points every target shares. A target file defines
// `fuzz(_:)`, which must return normally for every input (a trap, a sanitizer
// report or a leak is a finding), and `seeds()`, the inputs it starts from
// beyond those the run script copies in.

/// libFuzzer calls this with each input: the `count` bytes at `data` are passed
/// to the target's `fuzz(_:)`. Always returns 0, as libFuzzer expects;
/// a finding is a trap or sanitizer report, never a return value.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    fuzz(bytes)
    return 0
}

/// With `SWATCH_FUZZ_WRITE_SEEDS=DIR` in the environment, writes the target's
/// seeds into DIR and exits: how `Fuzz/run` fills a new corpus.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<Arguments?>?) -> CInt {
    guard let directory = ProcessInfo.processInfo.environment["SWATCH_FUZZ_WRITE_SEEDS"] else { return 0 }
    for (name, bytes) in seeds() {
        precondition(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes)))
    }
    exit(0)
}

/// `char **`, libFuzzer's `argv`.
public typealias Arguments = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

/// Reads the input as text the way the compiler reads a file: invalid UTF-8
/// repaired, so that the text targets see every string a file can hold.
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
