import Dispatch
import Foundation

/// Work split between the machine's cores, for themes long enough to feel
/// the compiler's speed.
///
/// The stages stay functions of values: a stage that uses this gives the
/// same result as a loop, in the same order, only sooner. Themes people
/// write are far below ``worthwhile`` and never leave the calling thread.
enum Parallel {
    /// The number of colors from which a stage splits its work: below it,
    /// starting threads costs more than it saves.
    static let worthwhile = 2_000

    /// How many threads a stage may use: the machine's cores. Tests set it
    /// (`Parallel.$cores.withValue(1) { … }`) to compare a split result with
    /// the one a single thread gives.
    @TaskLocal static var cores = ProcessInfo.processInfo.activeProcessorCount

    /// `transform` of each item, the items taken by up to ``cores`` threads;
    /// the results in the items' order. For a few coarse items.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        if items.count < 2 || cores < 2 { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        // Each iteration writes its own element and nothing else, and
        // `concurrentPerform` returns only when all have finished.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots[index] = transform(items[index])
        }
        return results.map { $0! }
    }

    /// `transform` of consecutive slices of `items`, one slice per core
    /// (or one in all, below ``worthwhile`` items); the results in the
    /// slices' order.
    static func mapSlices<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @Sendable (ArraySlice<Item>) -> Result
    ) -> [Result] {
        mapRanges(items.count) { transform(items[$0]) }
    }

    /// `transform` of consecutive ranges that together cover `0..<count`,
    /// as ``mapSlices(_:_:)`` cuts them: for work over several arrays of
    /// the same length.
    static func mapRanges<Result: Sendable>(_ count: Int, _ transform: @Sendable (Range<Int>) -> Result) -> [Result] {
        let slices = count < worthwhile ? 1 : max(1, cores)
        if slices == 1 { return [transform(0..<count)] }
        let bounds = (0..<slices).map { slice in count * slice / slices..<count * (slice + 1) / slices }
        return map(bounds, transform)
    }
}
