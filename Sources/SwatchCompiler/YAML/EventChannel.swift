import Foundation

/// Batches of events handed from the thread that runs libyaml to the one
/// that builds the tree. Bounded, so that a reader far ahead of the builder
/// holds a few batches rather than the whole file's events; either side can
/// stop the other.
final class EventChannel: @unchecked Sendable {
    // Every field is read and written under `condition`'s lock.
    private let condition = NSCondition()
    private var batches: [[YAMLEvent]] = []
    private var finished = false
    private var cancelled = false
    private let capacity: Int

    init(capacity: Int = 4) { self.capacity = capacity }

    /// Called by the reader: waits while the channel is full; false once the
    /// builder has stopped listening.
    func send(_ batch: [YAMLEvent]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= capacity && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        batches.append(batch)
        condition.broadcast()
        return true
    }

    /// Called by the reader when it has sent its last batch.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Called by the builder: the next batch, or nil once the reader has
    /// finished and every batch has been taken.
    func receive() -> [YAMLEvent]? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty && !finished { condition.wait() }
        guard !batches.isEmpty else { return nil }
        condition.broadcast()
        return batches.removeFirst()
    }

    /// Called by the builder when it needs no more events.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
