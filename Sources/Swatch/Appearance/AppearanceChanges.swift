#if canImport(Glibc)
import Glibc
import Synchronization
#endif

extension Appearance {
    /// The system appearance now and each time it changes, found by asking
    /// `detector` again every `interval`.
    ///
    /// ```swift
    /// for await appearance in Appearance.changes() {
    ///     window.redraw(in: appearance)
    /// }
    /// ```
    ///
    /// See ``SystemAppearanceDetector/changes(every:)`` for the details.
    public static func changes(
        every interval: Duration = .seconds(2),
        using detector: SystemAppearanceDetector = .live
    ) -> AsyncStream<Appearance> {
        detector.changes(every: interval)
    }
}

extension SystemAppearanceDetector {
    /// The appearance now and each time it changes.
    ///
    /// Linux desktops have no single change notification that every one of
    /// them sends, so this polls: ``detect()`` runs on a dedicated thread (it
    /// may wait for helper programs, which must not block the concurrency
    /// pool), then again `interval` after each detection ends. Each detection
    /// may start a few short helper processes, which is why the default
    /// interval is two seconds rather than a fraction of one. Intervals shorter
    /// than 10 ms are treated as 10 ms.
    ///
    /// The first element is the appearance at the start; after that an element
    /// comes only when the appearance differs from the previous one (a change
    /// of source alone is not reported). Only the newest unread appearance is
    /// kept for a slow reader. Polling stops, and the thread ends, as soon as
    /// the stream is dropped or the task iterating it is cancelled.
    public func changes(every interval: Duration = .seconds(2)) -> AsyncStream<Appearance> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            #if canImport(Glibc)
            guard let poller = AppearancePoller(detector: self, interval: interval, continuation: continuation)
            else {
                continuation.yield(detect().appearance)
                continuation.finish()
                return
            }
            continuation.onTermination = { _ in poller.stop() }
            if !poller.start() {
                continuation.yield(detect().appearance)
                continuation.finish()
            }
            #else
            continuation.yield(detect().appearance)
            continuation.finish()
            #endif
        }
    }
}

#if canImport(Glibc)
/// The polling thread behind ``SystemAppearanceDetector/changes(every:)``.
///
/// It sleeps in `poll` on a pipe that ``stop()`` closes, so stopping wakes it
/// at once instead of after the rest of an interval.
private final class AppearancePoller: Sendable {
    let detector: SystemAppearanceDetector
    let intervalMilliseconds: Int32
    let continuation: AsyncStream<Appearance>.Continuation
    let wakeRead: Int32
    let wakeWrite: Int32
    let stopped = Atomic<Bool>(false)

    init?(
        detector: SystemAppearanceDetector, interval: Duration,
        continuation: AsyncStream<Appearance>.Continuation
    ) {
        guard let (readEnd, writeEnd) = ProcessLauncher.makePipe() else { return nil }
        self.detector = detector
        let (seconds, attoseconds) = interval.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        self.intervalMilliseconds = Int32(clamping: max(milliseconds, 10))
        self.continuation = continuation
        self.wakeRead = readEnd
        self.wakeWrite = writeEnd
    }

    /// Starts the thread; `false` when the system refused one.
    func start() -> Bool {
        let retained = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                let poller = Unmanaged<AppearancePoller>.fromOpaque(context!).takeRetainedValue()
                poller.run()
                return nil
            }, retained.toOpaque())
        guard result == 0 else {
            retained.release()
            stop()
            close(wakeRead)
            return false
        }
        pthread_detach(thread)
        return true
    }

    func stop() {
        if !stopped.exchange(true, ordering: .acquiringAndReleasing) { close(wakeWrite) }
    }

    private func run() {
        defer {
            close(wakeRead)
            continuation.finish()
        }
        var last: Appearance?
        while !stopped.load(ordering: .acquiring) {
            let appearance = detector.detect().appearance
            if appearance != last {
                last = appearance
                continuation.yield(appearance)
            }
            var descriptor = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, intervalMilliseconds)
            // Readable or hung up: the write end was closed by stop().
            if ready > 0 { break }
            if ready < 0 && errno != EINTR { break }
        }
    }
}
#endif
