#if canImport(Glibc)
import Glibc
import Synchronization
#endif

/// One program to run.
package struct ProcessInvocation: Hashable, Sendable {
    /// A program name looked up in ``searchPath``, or a path containing a slash.
    package var executable: String
    /// The arguments after the program name, passed as they are (no shell).
    package var arguments: [String]
    /// A colon-separated list of directories, like `PATH`; `nil` means
    /// `/usr/local/bin:/usr/bin:/bin`.
    package var searchPath: String?
    /// Variables set for the program on top of this process's environment.
    package var environment: [String: String]
    /// How long the program may run, start to exit, before it is killed; nil: as long as it takes.
    package var timeout: Duration?
    /// The most bytes of standard output kept (the rest is read and dropped); nil: all of it.
    package var outputLimit: Int?
    /// Whether standard error goes with standard output, into what is
    /// captured (a compiler's errors, said when it fails), rather than to `/dev/null`.
    package var capturesStandardError: Bool

    /// An invocation of `executable` with `arguments`; by default it searches
    /// the standard path, adds no environment variables and keeps all it prints.
    package init(
        executable: String,
        arguments: [String] = [],
        searchPath: String? = nil,
        environment: [String: String] = [:],
        timeout: Duration?,
        outputLimit: Int? = nil,
        capturesStandardError: Bool = false
    ) {
        self.executable = executable
        self.arguments = arguments
        self.searchPath = searchPath
        self.environment = environment
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.capturesStandardError = capturesStandardError
    }
}

/// How a program ended, and what it printed on standard output.
package struct ProcessOutput: Hashable, Sendable {
    /// How a program ended.
    package enum Status: Hashable, Sendable {
        /// The program exited with this code.
        case exited(Int32)
        /// The program was ended by this signal, not by us.
        case signaled(Int32)
        /// The deadline passed and the program was killed.
        case timedOut
        /// No such program in the search path.
        case notFound
        /// The program was found but could not be started.
        case failedToStart
    }

    /// How the program ended: exited with a code, killed by a signal or the
    /// deadline, or never started.
    package var status: Status
    /// What the program printed on standard output (at most the invocation's limit).
    package var standardOutput: [UInt8]
    /// What the program itself used, as the system counts it when it is
    /// reaped; nil when it never started.
    package var usage: ResourceUsage?

    /// An outcome with `status` and, by default, nothing printed.
    package init(status: Status, standardOutput: [UInt8] = [], usage: ResourceUsage? = nil) {
        self.status = status
        self.standardOutput = standardOutput
        self.usage = usage
    }
}

/// The CPU time and peak memory of one program, not of its children
/// (`wait4`'s count is the reaped child's own, where
/// `getrusage(RUSAGE_CHILDREN)` is the largest of all so far): what a
/// benchmark reports of the compiler it runs.
package struct ResourceUsage: Hashable, Sendable {
    /// User and system time: on a machine other work shares, steadier than
    /// wall time, which grows with the load.
    package var cpuSeconds: Double
    /// The largest resident memory it had.
    package var peakBytes: Int
}

#if canImport(Glibc)
/// The one way Swatch starts a process: `posix_spawn`, no shell, standard
/// input and error `/dev/null` (or a descriptor given), standard output
/// captured, in a process group of its own so that a shell script and the
/// commands it started are killed together when a deadline passes. The
/// desktop runtime runs its helpers (`gdbus`, `gsettings`) through it, the
/// command line runs `git`, and the benchmarks their children; it depends on the standard library alone, so
/// that an app that follows the desktop's appearance links nothing of the
/// compiler, and the compiler nothing of the desktop.
package enum ProcessLauncher {
    /// Where a program name is looked up when the invocation gives no path.
    package static let defaultSearchPath = "/usr/local/bin:/usr/bin:/bin"

    /// `pipe2(O_CLOEXEC)` is not visible from Swift, so there is a moment when
    /// a new pipe is inheritable; holding this lock keeps our own concurrent
    /// spawns from leaking pipes into one another in that moment.
    static let spawnLock = Mutex(())

    /// Runs `invocation` to its end (or its deadline) and returns how it ended and what it printed.
    package static func run(_ invocation: ProcessInvocation) -> ProcessOutput {
        let clock = ContinuousClock()
        let deadline = invocation.timeout.map { clock.now.advanced(by: $0) }
        let outputLimit = invocation.outputLimit ?? Int.max
        guard let path = resolve(invocation.executable, in: invocation.searchPath ?? defaultSearchPath)
        else { return .init(status: .notFound) }

        guard let (pid, readEnd) = spawn(path: path, invocation: invocation) else {
            return .init(status: .failedToStart)
        }
        defer { close(readEnd) }

        var bytes: [UInt8] = []
        var exitStatus: Int32?
        var usage = rusage()
        var sawEndOfFile = false
        var buffer = [UInt8](repeating: 0, count: 4096)

        while true {
            if !sawEndOfFile {
                // Short polls so that a helper that exits while a grandchild
                // still holds the pipe open is noticed without waiting for the deadline.
                let remaining = deadline.map { $0 - clock.now } ?? .milliseconds(20)
                var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, milliseconds(min(remaining, .milliseconds(20))))
                if ready > 0 {
                    let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                    if count > 0 {
                        // Past the limit the output is still read, so the helper doesn't block on a full pipe.
                        if bytes.count < outputLimit { bytes += buffer[0..<min(count, outputLimit - bytes.count)] }
                    } else if count == 0 || errno != EINTR {
                        sawEndOfFile = true
                    }
                }
            }
            if let status = reap(pid, usage: &usage) {
                exitStatus = status
                if !sawEndOfFile { drain(readEnd, into: &bytes, buffer: &buffer, limit: outputLimit) }
                break
            }
            if let deadline, clock.now >= deadline { break }
            if sawEndOfFile { sleepBriefly() }
        }

        guard let exitStatus else {
            // Kill the group first: the leader's own death would not stop its children.
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
            return .init(status: .timedOut, standardOutput: bytes, usage: ResourceUsage(usage))
        }
        // The wait status layout of Linux: low 7 bits the signal, next byte the exit code.
        let signal = exitStatus & 0x7f
        let status: ProcessOutput.Status = signal == 0 ? .exited((exitStatus >> 8) & 0xff) : .signaled(signal)
        return .init(status: status, standardOutput: bytes, usage: ResourceUsage(usage))
    }

    /// The program `executable` names: itself when it holds a slash, else the first found in `searchPath`.
    package static func resolve(_ executable: String, in searchPath: String) -> String? {
        if executable.isEmpty { return nil }
        if executable.contains("/") { return access(executable, X_OK) == 0 ? executable : nil }
        for directory in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = directory.hasSuffix("/") ? "\(directory)\(executable)" : "\(directory)/\(executable)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts `path` in a process group of its own with standard output on a
    /// new pipe, whose read end is returned; standard input is `/dev/null`
    /// unless `standardInput` gives a descriptor, standard error `/dev/null`
    /// or the pipe (``ProcessInvocation/capturesStandardError``).
    package static func spawn(
        path: String, invocation: ProcessInvocation, standardInput: Int32? = nil
    ) -> (pid_t, Int32)? {
        let arguments = [path] + invocation.arguments
        let environment = mergedEnvironment(with: invocation.environment)
        let argv = cStrings(arguments)
        let envp = cStrings(environment)
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptySet = sigset_t()
        sigemptyset(&emptySet)
        posix_spawnattr_setsigmask(&attributes, &emptySet)
        // An ignored SIGPIPE survives exec; helpers expect the default.
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        return spawnLock.withLock { _ -> (pid_t, Int32)? in
            guard let ends = unlockedPipe() else { return nil }

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            if let standardInput {
                posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            posix_spawn_file_actions_adddup2(&actions, ends.write, 1)
            if invocation.capturesStandardError {
                posix_spawn_file_actions_adddup2(&actions, ends.write, 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            // Nothing else of this process reaches the helper: a descriptor
            // another thread opened without close-on-exec (a pipe to a child
            // of the app's own) would otherwise live as long as a long-lived
            // helper such as the portal monitor, and that child's reader
            // would never see the end of its output.
            _ = closeFrom?(&actions, 3)

            var pid: pid_t = 0
            let result = argv.withUnsafeBufferPointer { argvBuffer in
                envp.withUnsafeBufferPointer { envpBuffer in
                    posix_spawn(&pid, path, &actions, &attributes, argvBuffer.baseAddress!, envpBuffer.baseAddress!)
                }
            }
            close(ends.write)
            guard result == 0 else {
                close(ends.read)
                return nil
            }
            return (pid, ends.read)
        }
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later),
    /// looked up at run time: the Glibc module does not declare it. Where it
    /// is missing, helpers inherit what other threads opened without
    /// close-on-exec, as they did before.
    static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(
            symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// A pipe whose ends are closed in helpers this process starts.
    package static func makePipe() -> (read: Int32, write: Int32)? {
        spawnLock.withLock { _ in unlockedPipe() }
    }

    private static func unlockedPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return (ends[0], ends[1])
    }

    /// This process's environment with `overrides` replacing or adding entries.
    private static func mergedEnvironment(with overrides: [String: String]) -> [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if overrides[name] == nil { entries.append(text) }
            cursor += 1
        }
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) { entries.append("\(name)=\(value)") }
        return entries
    }

    /// Null-terminated, `strdup`-allocated C strings; the caller frees them.
    private static func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] {
        strings.map { strdup($0) } + [nil]
    }

    /// The wait status if the child has exited, reaping it (with what it
    /// used in `usage`); `nil` while it runs.
    private static func reap(_ pid: pid_t, usage: inout rusage) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid { return status }
            if result < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Reads what is already in the pipe without waiting for more; a
    /// grandchild that keeps writing can't hold it past the output limit.
    private static func drain(_ descriptor: Int32, into bytes: inout [UInt8], buffer: inout [UInt8], limit: Int) {
        while bytes.count < limit {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 0) > 0 else { return }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            bytes += buffer[0..<min(count, limit - bytes.count)]
        }
    }

    private static func sleepBriefly() {
        var request = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        _ = nanosleep(&request, nil)
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) { return 0 }
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }
}
extension ResourceUsage {
    init(_ usage: rusage) {
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        // Linux counts ru_maxrss in KiB.
        self.init(cpuSeconds: user + system, peakBytes: usage.ru_maxrss * 1024)
    }
}
#else
/// Where Glibc is missing no process is started: every program is "not found".
package enum ProcessLauncher {
    package static let defaultSearchPath = "/usr/local/bin:/usr/bin:/bin"

    package static func run(_ invocation: ProcessInvocation) -> ProcessOutput { .init(status: .notFound) }
}
#endif
