import Swatch
import SwatchProcess

#if canImport(Glibc)
import Glibc
import Synchronization
#endif

extension Appearance {
    /// The system appearance now and each time it changes: heard from the
    /// desktop portal the moment it changes where a portal is present, and
    /// found by asking `detector` again every `interval` for what the portal
    /// does not decide.
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
    /// How often ``changes(every:)`` reads the file `SWATCH_APPEARANCE_FILE`
    /// names, when it is set. Reading a small file starts no process, so this
    /// can be much shorter than the polling interval.
    public static let overrideFileInterval = Duration.milliseconds(100)

    /// The appearance now and each time it changes.
    ///
    /// Where the XDG desktop portal answers on the session bus, this listens:
    /// a `gdbus monitor` helper, subscribed before the first element, runs
    /// for as long as the stream does, and its `SettingChanged` signal for a
    /// key the appearance is read from (`org.freedesktop.appearance`
    /// `color-scheme` or `contrast`, GNOME's `color-scheme` or
    /// `high-contrast`) makes the appearance be detected again at once.
    ///
    /// A trait decided by a source nothing listens to (GTK's settings, the
    /// fallback, the override's variable) is polled: ``detect()`` runs again
    /// `interval` after each detection. While the portal is listened to, its
    /// answer is kept between its signals, so such a poll starts no helper.
    /// Where there is no portal (no session bus, no `gdbus`, a portal that
    /// knows none of the keys), or when the monitor ends, every detection
    /// asks every source again. Intervals shorter than 10 ms are treated as
    /// 10 ms.
    ///
    /// When `SWATCH_APPEARANCE_FILE` is set, the file it names is read every
    /// ``overrideFileInterval`` as well, and a change of its contents is a
    /// change of the override: that is how a test switches a running app.
    ///
    /// Detection runs on a dedicated thread (it may wait for helper programs,
    /// which must not block the concurrency pool). The first element is the
    /// appearance at the start; after that an element comes only when the
    /// appearance differs from the previous one (a change of source alone is
    /// not reported). Only the newest unread appearance is kept for a slow
    /// reader. The thread ends, and the monitor with it, as soon as the
    /// stream is dropped or the task iterating it is cancelled.
    public func changes(every interval: Duration = .seconds(2)) -> AsyncStream<Appearance> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            #if canImport(Glibc)
            guard let watcher = AppearanceWatcher(detector: self, interval: interval, continuation: continuation)
            else {
                continuation.yield(detect().appearance)
                continuation.finish()
                return
            }
            continuation.onTermination = { _ in watcher.stop() }
            if !watcher.start() {
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
/// The thread behind ``SystemAppearanceDetector/changes(every:)``.
///
/// It waits in `poll` on three things at once: a pipe that ``stop()`` closes
/// (so stopping wakes it at once instead of after the rest of an interval),
/// the portal monitor's output when there is one, and a timeout for polling
/// and for the override file.
private final class AppearanceWatcher: Sendable {
    let detector: SystemAppearanceDetector
    let interval: Duration
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
        self.interval = max(interval, .milliseconds(10))
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
                let watcher = Unmanaged<AppearanceWatcher>.fromOpaque(context!).takeRetainedValue()
                watcher.run()
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
        let clock = ContinuousClock()
        let portal = PortalListener(detector: detector)
        // Listening starts before the first detection, so that no change after it is missed.
        portal.startMonitor()
        var detection = portal.detect()
        var last = detection.appearance
        continuation.yield(last)

        let watchesFile = detector.nonEmpty(AppearanceOverride.fileVariableName) != nil
        var fileText = watchesFile ? detector.overrideFileText() : nil
        var nextPoll = pollingTime(after: detection, portal: portal, now: clock.now)
        defer {
            portal.stopMonitor(mayRestart: false)
            close(wakeRead)
            continuation.finish()
        }

        while !stopped.load(ordering: .acquiring) {
            var timeouts: [Duration] = []
            if watchesFile { timeouts.append(SystemAppearanceDetector.overrideFileInterval) }
            if let nextPoll { timeouts.append(max(nextPoll - clock.now, .zero)) }
            var descriptors = [
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                // A negative descriptor is skipped by poll.
                pollfd(fd: portal.output, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, timeouts.min().map(Self.milliseconds) ?? -1)
            if ready < 0 && errno != EINTR { break }
            // Readable or hung up: the write end was closed by stop().
            if descriptors[0].revents != 0 { break }

            var changed = descriptors[1].revents != 0 && portal.readMonitor()
            if watchesFile {
                let text = detector.overrideFileText()
                if text != fileText {
                    fileText = text
                    changed = true
                }
            }
            if let due = nextPoll, clock.now >= due { changed = true }
            guard changed else { continue }

            detection = portal.detect()
            if detection.appearance != last {
                last = detection.appearance
                continuation.yield(last)
            }
            nextPoll = pollingTime(after: detection, portal: portal, now: clock.now)
        }
    }

    /// When to detect again unprompted: never while every trait was decided by
    /// the portal and its monitor runs, else `interval` from now, so that a
    /// trait another source decided is never frozen. (The override's variable
    /// is read through a closure that may answer differently, so it is
    /// polled too; a detection the override or the listened portal answers
    /// starts no helper.)
    private func pollingTime(
        after detection: SystemAppearance.Detection, portal: PortalListener, now: ContinuousClock.Instant
    ) -> ContinuousClock.Instant? {
        let sources = [detection.colorSchemeSource, detection.contrastSource]
        let heard = portal.isListening && sources.allSatisfy { $0 == .desktopPortal }
        return heard ? nil : now.advanced(by: interval)
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
#endif
