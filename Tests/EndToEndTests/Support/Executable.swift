import Foundation
import GridTestSupport

/// The built `gridpreview` binary, next to the test bundle in the build folder.
enum Executable {
  static let url: URL = BuiltProgram.url(named: "gridpreview")

  static var path: String { url.path }

  /// The repository's root folder.
  static let repository: URL = BuiltProgram.repository

  /// The repository's `Fixtures/` folder.
  static let fixtures: URL = repository.appendingPathComponent("Fixtures")

  /// The environment every run starts from: the test's own, with a UTF-8 locale and nothing that
  /// changes the output (colour, width, locale overrides) unless a test asks for it.
  static var baseEnvironment: [String: String] {
    var env = ProcessInfo.processInfo.environment
    for key in ["NO_COLOR", "COLUMNS", "LINES", "LC_ALL", "LC_CTYPE", "GRIDPREVIEW_RECORD"] { env[key] = nil }
    env["LANG"] = "C.UTF-8"
    // A crash must print its backtrace and exit, never wait for a key.
    env["SWIFT_BACKTRACE"] = "interactive=no"
    return env
  }

  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: [UInt8]
    /// Bytes written to standard output (also when they were discarded).
    var stdoutCount: Int
    var seconds: TimeInterval

    var stdoutLines: [Substring] {
      var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.last == "" { lines.removeLast() }
      return lines
    }

    var stderrLines: [Substring] { stderr.split(separator: "\n") }

    /// Whether standard error shows signs of a crash rather than a message.
    var looksLikeACrash: Bool {
      ["Fatal error", "Stack dump", "backtrace", "Backtrace", "Segmentation fault", "Illegal instruction"]
        .contains { stderr.contains($0) }
    }
  }

  struct Timeout: Error, CustomStringConvertible {
    var arguments: [String]
    var seconds: TimeInterval
    var description: String { "gridpreview \(arguments.joined(separator: " ")) ran over \(seconds) s" }
  }

  /// Runs the binary to completion with the given arguments, environment changes (a nil value
  /// removes a variable) and input; standard input is an empty pipe unless `stdin` is given.
  ///
  /// - Parameters:
  ///   - keepOutput: false counts standard output's bytes but keeps none of them, for outputs of
  ///     tens of megabytes.
  ///   - directory: the working directory (default: the test's), so paths in messages are short.
  ///   - binary: the binary to run (default: the built one).
  static func run(
    _ arguments: [String], environment: [String: String?] = [:], stdin: Data? = nil,
    timeout: TimeInterval = 60, keepOutput: Bool = true, directory: URL? = nil, binary: URL = url
  ) throws -> Output {
    var env = baseEnvironment
    for (key, value) in environment { env[key] = value }
    let run: ChildRun
    do {
      run = try ChildRun.run(
        binary.path, arguments, environment: env, directory: directory, input: stdin, timeout: timeout,
        keepOutput: keepOutput)
    } catch is ChildRun.Timeout {
      throw Timeout(arguments: arguments, seconds: timeout)
    }
    return Output(
      status: run.status, stdout: run.stdout, stderr: run.stderr, stdoutBytes: run.stdoutBytes,
      stdoutCount: run.stdoutCount, seconds: run.seconds)
  }
}
