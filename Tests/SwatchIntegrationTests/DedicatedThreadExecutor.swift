import Dispatch
import Foundation
import Synchronization

/// A task executor with a thread of its own, for the async work of a test
/// that times what it sees.
///
/// Swift Testing runs tests on the cooperative pool, which has a thread per
/// core; while other tests block their threads (a `swift build`, a child
/// process waited for), a task on the pool may not run for tens of seconds,
/// and a stream's elements, heard in milliseconds, arrive there late. On this
/// thread they arrive when they come.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = DedicatedThreadExecutor()

    // @unchecked: `jobs` is a Mutex and `ready` a semaphore, both safe to share.
    private let jobs = Mutex<[UnownedJob]>([])
    private let ready = DispatchSemaphore(value: 0)

    private init() {
        let thread = Thread { [self] in
            while true {
                ready.wait()
                let job = jobs.withLock { $0.removeFirst() }
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
        thread.name = "DedicatedThreadExecutor"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        ready.signal()
    }
}
