import Swatch

#if canImport(Glibc)
import Glibc

/// The portal's side of ``SystemAppearanceDetector/changes(every:)``: the
/// `gdbus monitor` that hears the portal's `SettingChanged` signals while a
/// portal answers, and the portal's answer, kept between two signals.
///
/// While it listens, a detection takes the portal's traits from that answer
/// and starts no helper (`gsettings` is not asked where a portal answers),
/// so the traits decided by sources nothing listens to (GTK's settings
/// files, the fallback behind a portal that says "no preference") can be
/// polled for the price of reading a few files.
final class PortalListener {
    let detector: SystemAppearanceDetector
    private(set) var monitor: PortalMonitor?
    /// What the portal answered since its last signal; `nil` when it must be asked.
    private var answer: DesktopPortal.Answer?
    /// Cleared when a monitor could not be started or ended on its own (the
    /// bus went away): starting another would fail the same way.
    private var mayStartMonitor = true

    init(detector: SystemAppearanceDetector) {
        self.detector = detector
    }

    /// The monitor's output to wait on, or -1 (which `poll` skips) when none runs.
    var output: Int32 { monitor?.output ?? -1 }

    /// Starts a monitor when a session bus is reachable, and waits until it
    /// is subscribed, so that no change after the next detection is missed.
    func startMonitor() {
        guard mayStartMonitor, monitor == nil, let bus = DesktopPortal.sessionBusEnvironment(using: detector) else {
            return
        }
        guard let started = PortalMonitor.start(using: detector, busEnvironment: bus) else {
            mayStartMonitor = false
            return
        }
        monitor = started
        answer = nil
        // A bus too slow to confirm within a helper's time is still listened
        // to; only a monitor that ended is given up.
        if !started.waitUntilSubscribed(within: detector.commandTimeout) && started.hasEnded {
            stopMonitor(mayRestart: false)
        }
    }

    /// Reads what the monitor printed; `true` when the portal changed a key
    /// the appearance is read from, or its name changed hands, and the
    /// appearance must be detected again. A signal's value updates the kept
    /// answer, so that the detection asks the portal nothing; anything it
    /// can't account for makes the portal be asked again.
    func readMonitor() -> Bool {
        guard let monitor else { return false }
        switch monitor.read() {
        case .lines(let events):
            for event in events {
                switch event {
                case .settingChanged(let key, let value): answer = answer?.updated(key, to: value)
                case .ownerChanged: answer = nil
                }
            }
            return !events.isEmpty
        case .ended:
            stopMonitor(mayRestart: false)
            return true
        }
    }

    /// Whether the portal is listened to: a monitor runs and the portal
    /// answered.
    var isListening: Bool { monitor != nil }

    /// Detects the appearance; the portal is asked at most once between two
    /// of its signals while it is listened to. A portal found answering
    /// while none is listened to is listened to from then on.
    func detect() -> SystemAppearance.Detection {
        if monitor != nil {
            let current = answer ?? DesktopPortal.read(.all, using: detector)
            answer = current
            if current?.isPresent != true {
                // A bus with no portal on it: nothing to listen to, so poll.
                stopMonitor(mayRestart: true)
            }
            return detector.detect(portal: { current?.restricted(to: $0) })
        }
        var seen: DesktopPortal.Answer?
        let detection = detector.detect(portal: { questions in
            seen = DesktopPortal.read(questions, using: self.detector)
            return seen
        })
        guard seen?.isPresent == true, mayStartMonitor else { return detection }
        startMonitor()
        // Asked again once listening, so that a change in between is not lost.
        return monitor == nil ? detection : detect()
    }

    func stopMonitor(mayRestart: Bool) {
        monitor?.stop()
        monitor = nil
        answer = nil
        if !mayRestart { mayStartMonitor = false }
    }
}
#endif
