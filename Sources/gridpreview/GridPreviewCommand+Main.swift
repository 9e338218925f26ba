import ArgumentParser
import GridFixtures
import GridOutput
import GridText
import SystemPackage

extension GridPreviewCommand {
  /// Runs the command line: arguments taken as bytes, every message escaped, and a failed write to
  /// standard output ending the process with a status rather than a crash.
  static func main() {
    holdClosedStandardDescriptors()
    let arguments = rawArguments
    do {
      var command = try parseAsRoot(arguments)
      warnWithoutICU()
      try command.run()
    } catch let failure as OutputFailure {
      if let message = failure.message { Diagnostics.error(message) }
      Syscalls.exit(failure.exitCode)
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        // --help and --version: their output can fail like any other.
        do throws(OutputFailure) {
          if !message.isEmpty { try StandardOutput.write(Array((message + "\n").utf8), to: .standardOutput) }
        } catch {
          if let message = error.message { Diagnostics.error(message) }
          Syscalls.exit(error.exitCode)
        }
      } else if !message.isEmpty {
        Diagnostics.warn(escaped(message, arguments: arguments))
      }
      Syscalls.exit(code.rawValue)
    }
  }

  /// Says once, on standard error, that lines break by GridText's own rules (spaces, hyphens, wide
  /// glyphs) because ICU could not be opened: heights and pictures then differ from UIKit's for Thai,
  /// Japanese, Korean and the like (`LineBreaks.engine`).
  static func warnWithoutICU() {
    guard !ICU.isAvailable else { return }
    Diagnostics.error("warning: \(LineBreaks.engine); install libicu72 (Debian) for UAX #14 line breaking")
  }

  /// Ends a batch command whose output is all written: the process exits with success at once, as
  /// it would on returning, but without first freeing what it loaded item by item — the system takes
  /// a process's memory back whole (3–5 ms of a 100,000-item `render`). Only after the last flush,
  /// so every failure to write has been reported.
  static func exitAfterOutput() -> Never {
    Syscalls.exit(0)
  }

  /// Keeps a closed standard input, output or error closed to us but taken: `/dev/null` opened the
  /// other way round (write-only for input, read-only for the others), so using it fails with EBADF
  /// as the closed descriptor did, and no descriptor the process opens later (a thread pool's, a
  /// file's) gets its number and receives what was meant for standard output.
  static func holdClosedStandardDescriptors() {
    for fd: Int32 in 0...2 where Syscalls.isClosed(fd) {
      let mode: FileDescriptor.AccessMode = fd == 0 ? .writeOnly : .readOnly
      guard let null = try? FileDescriptor.open("/dev/null", mode) else { continue }
      if null.rawValue != fd {
        _ = try? null.duplicate(as: FileDescriptor(rawValue: fd))
        try? null.close()
      }
    }
  }

  /// The arguments after the program's name, as bytes: a file name that is not UTF-8 keeps its
  /// bytes (`ByteString`), where `CommandLine.arguments` would replace them.
  static var rawArguments: [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      var length = 0
      while argument[length] != 0 { length += 1 }
      return ByteString.string(from: UnsafeRawBufferPointer(start: argument, count: length))
    }
  }

  /// argument-parser's message with every argument it quotes escaped as our own messages escape
  /// them (an option value with an escape sequence must not reach the terminal), and any control
  /// left elsewhere escaped too; the message's own line breaks stay.
  static func escaped(_ message: String, arguments: [String]) -> String {
    var text = message
    for argument in Set(arguments) where argument.escapedForMessage() != argument {
      text = text.replacing(argument, with: argument.escapedForMessage())
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).escapedForMessage() }
      .joined(separator: "\n")
  }
}
