import ArgumentParser

// Exit codes are part of the interface: 0 no error (warnings allowed), 1 the
// themes have errors, 2 the command line or a file could not be used.
// ArgumentParser's own code for usage errors is 64, so parsing is done here.
do {
    var command = try SwatchCommand.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Exit.now(exit.rawValue)
} catch {
    let code = SwatchCommand.exitCode(for: error)
    if code == .success {
        print(SwatchCommand.fullMessage(for: error))
        Exit.now(0)
    }
    // ArgumentParser starts its messages with "Error: "; Exit.fail says
    // "swatch: error: " already, and one prefix is enough.
    var message = SwatchCommand.fullMessage(for: error)
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    Exit.fail(message, code: 2)
}
