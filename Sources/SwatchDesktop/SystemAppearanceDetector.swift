import Swatch
import SwatchProcess

/// Reads the system appearance from an environment that can be replaced:
/// environment variables (including `HOME`), files, and helper programs.
///
/// ``live`` reads this process's environment and the real file system and
/// starts real helpers. Tests and tools build their own, for instance from a
/// dictionary of variables and a temporary home directory:
///
/// ```swift
/// let detector = SystemAppearanceDetector(
///     environment: ["HOME": home, "PATH": fakeCommands, "SWATCH_APPEARANCE": "dark"])
/// print(detector.detect())   // dark · base (color scheme: SWATCH_APPEARANCE, …)
/// ```
///
/// The sources and their order are described at ``SystemAppearance``.
public struct SystemAppearanceDetector: Sendable {
    /// Looks up an environment variable; `HOME`, `PATH`, `XDG_CONFIG_HOME`,
    /// `XDG_RUNTIME_DIR` and `DBUS_SESSION_BUS_ADDRESS` are read through it too.
    public var environmentVariable: @Sendable (String) -> String?
    /// The contents of a file, or `nil` when it can't be read.
    public var readFile: @Sendable (String) -> String?
    /// Whether anything (a file, a socket) exists at a path.
    public var fileExists: @Sendable (String) -> Bool
    /// Starts `gdbus` and `gsettings` (tests give a stand-in).
    package var runCommand: CommandRunner
    /// The user whose `/run/user/<uid>/bus` may hold the session bus.
    public var userID: UInt32
    /// How long each helper may run before it is killed and its source skipped.
    public var commandTimeout: Duration

    /// A detector that reads variables with `environmentVariable` and, by
    /// default, this machine's files, helper programs and user, giving each
    /// helper 300 ms.
    public init(
        environmentVariable: @escaping @Sendable (String) -> String?,
        readFile: @escaping @Sendable (String) -> String? = LocalSystem.readFile,
        fileExists: @escaping @Sendable (String) -> Bool = LocalSystem.fileExists,
        userID: UInt32 = LocalSystem.userID,
        commandTimeout: Duration = .milliseconds(300)
    ) {
        self.init(
            environmentVariable: environmentVariable, readFile: readFile, fileExists: fileExists,
            runCommand: .process, userID: userID, commandTimeout: commandTimeout)
    }

    /// A detector whose environment variables are exactly `environment`.
    public init(
        environment: [String: String],
        readFile: @escaping @Sendable (String) -> String? = LocalSystem.readFile,
        fileExists: @escaping @Sendable (String) -> Bool = LocalSystem.fileExists,
        userID: UInt32 = LocalSystem.userID,
        commandTimeout: Duration = .milliseconds(300)
    ) {
        self.init(
            environmentVariable: { environment[$0] }, readFile: readFile, fileExists: fileExists,
            runCommand: .process, userID: userID, commandTimeout: commandTimeout)
    }

    /// A detector whose helper programs are started by `runCommand`: the
    /// tests' stand-ins for `gdbus` and `gsettings`.
    package init(
        environmentVariable: @escaping @Sendable (String) -> String?,
        readFile: @escaping @Sendable (String) -> String? = LocalSystem.readFile,
        fileExists: @escaping @Sendable (String) -> Bool = LocalSystem.fileExists,
        runCommand: CommandRunner,
        userID: UInt32 = LocalSystem.userID,
        commandTimeout: Duration = .milliseconds(300)
    ) {
        self.environmentVariable = environmentVariable
        self.readFile = readFile
        self.fileExists = fileExists
        self.runCommand = runCommand
        self.userID = userID
        self.commandTimeout = commandTimeout
    }

    /// The same, with the environment variables exactly `environment`.
    package init(
        environment: [String: String],
        readFile: @escaping @Sendable (String) -> String? = LocalSystem.readFile,
        fileExists: @escaping @Sendable (String) -> Bool = LocalSystem.fileExists,
        runCommand: CommandRunner,
        userID: UInt32 = LocalSystem.userID,
        commandTimeout: Duration = .milliseconds(300)
    ) {
        self.init(
            environmentVariable: { environment[$0] }, readFile: readFile, fileExists: fileExists,
            runCommand: runCommand, userID: userID, commandTimeout: commandTimeout)
    }

    /// This process's environment (with `HOME` from the password database when
    /// the variable is unset), the real file system, and real helpers.
    public static let live = SystemAppearanceDetector(environmentVariable: LocalSystem.environmentVariable)

    /// Asks the sources in order and combines their answers.
    public func detect() -> SystemAppearance.Detection {
        detect(portal: { DesktopPortal.read($0, using: self) })
    }

    /// Asks the sources in order, the portal through `readPortal`: the
    /// watcher behind ``changes(every:)`` answers from what it last read
    /// while it listens to the portal, so that a detection then starts no
    /// helper.
    func detect(portal readPortal: (DesktopQuestions) -> DesktopPortal.Answer?) -> SystemAppearance.Detection {
        var detection = SystemAppearance.Detection(appearance: Appearance())
        var decided = SystemAppearance.Preference()

        /// A trait `preference` says, taken from `source` unless a source before it said it.
        func adoptTrait<Trait>(
            _ preference: SystemAppearance.Preference, _ said: WritableKeyPath<SystemAppearance.Preference, Trait?>,
            _ trait: WritableKeyPath<Appearance, Trait>,
            _ sourceOfTrait: WritableKeyPath<SystemAppearance.Detection, SystemAppearance.Source>,
            from source: SystemAppearance.Source
        ) {
            guard decided[keyPath: said] == nil, let value = preference[keyPath: said] else { return }
            decided[keyPath: said] = value
            detection.appearance[keyPath: trait] = value
            detection[keyPath: sourceOfTrait] = source
        }
        func adopt(_ preference: SystemAppearance.Preference?, from source: SystemAppearance.Source) {
            guard let preference else { return }
            adoptTrait(preference, \.colorScheme, \.colorScheme, \.colorSchemeSource, from: source)
            adoptTrait(preference, \.level, \.level, \.levelSource, from: source)
            adoptTrait(preference, \.contrast, \.contrast, \.contrastSource, from: source)
            adoptTrait(preference, \.transparency, \.transparency, \.transparencySource, from: source)
        }

        adopt(nonEmpty(AppearanceOverride.variableName).flatMap(AppearanceOverride.parse), from: .override)
        adopt(overrideFileText().flatMap(AppearanceOverride.parse), from: .override)

        // Only the color scheme and contrast are known past the override, so
        // the helpers are started only for what is still open.
        var wanted = DesktopQuestions(colorScheme: decided.colorScheme == nil, contrast: decided.contrast == nil)
        let portal = wanted.any ? readPortal(wanted) : nil
        adopt(portal?.preference, from: .desktopPortal)
        // Where the portal answers, it speaks for the desktop; gsettings would
        // read the same keys, or inside a sandbox the sandbox's own.
        wanted = DesktopQuestions(colorScheme: decided.colorScheme == nil, contrast: decided.contrast == nil)
        if wanted.any, portal?.isPresent != true {
            adopt(GNOMESettings.read(wanted, using: self), from: .gnomeSettings)
        }
        if decided.colorScheme == nil {
            adopt(GTKSettings.read(using: self), from: .gtkSettings)
        }
        if decided.colorScheme == nil {
            adopt(nonEmpty("COLORFGBG").flatMap(TerminalColors.preference(colorFGBG:)), from: .terminalColors)
        }
        return detection
    }

    /// What the file named by `SWATCH_APPEARANCE_FILE` holds, or `nil` when
    /// the variable is unset or the file can't be read.
    func overrideFileText() -> String? {
        nonEmpty(AppearanceOverride.fileVariableName).flatMap(readFile)
    }

    /// The variable's value, treating an empty one as unset.
    func nonEmpty(_ name: String) -> String? {
        guard let value = environmentVariable(name), !value.isEmpty else { return nil }
        return value
    }

    /// Runs a helper found through the detector's `PATH`.
    func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:])
        -> CommandRunner.Output
    {
        runCommand(
            .init(
                executable: executable, arguments: arguments, searchPath: nonEmpty("PATH"),
                environment: environment, timeout: commandTimeout))
    }
}

/// Which traits a desktop source is asked about.
struct DesktopQuestions: Hashable, Sendable {
    var colorScheme: Bool
    var contrast: Bool
    var any: Bool { colorScheme || contrast }

    /// Both traits.
    static let all = DesktopQuestions(colorScheme: true, contrast: true)

    func asks(_ trait: DesktopPortal.Trait) -> Bool {
        switch trait {
        case .colorScheme: colorScheme
        case .contrast: contrast
        }
    }
}
