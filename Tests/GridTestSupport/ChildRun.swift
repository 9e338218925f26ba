import Foundation

/// Runs a program to its end and keeps what it printed: the one way the tests spawn a process and
/// read its pipes.
///
/// Standard output and standard error are read at the same time, on two threads, so a program that
/// fills one pipe while the test waits on the other cannot stall (reading them in turn deadlocked
/// once standard error passed 64 KB). A program that runs past `timeout` is terminated and the run
/// throws `ChildRun.Timeout`.
///
/// ```swift
/// let result = try ChildRun.run("/usr/bin/env", ["python3", "-c", "print(1)"])
/// result.status   // 0
/// result.stdout   // "1\n"
/// ```
public struct ChildRun: Sendable {
  /// The exit status (`terminationStatus`; for a program a signal ended, the signal's number).
  public var status: Int32
  /// Standard output, as bytes; empty when the run did not keep it (`keepOutput: false`).
  public var stdoutBytes: [UInt8]
  /// Standard error, as bytes.
  public var stderrBytes: [UInt8]
  /// How many bytes the program wrote to standard output, kept or not.
  public var stdoutCount: Int
  /// How long the run took, in seconds.
  public var seconds: TimeInterval

  public var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
  public var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }

  /// A run that went on past its time.
  public struct Timeout: Error, CustomStringConvertible {
    public var command: [String]
    public var seconds: TimeInterval
    public var description: String { "\(command.joined(separator: " ")) ran over \(seconds) s" }
  }

  /// Runs `path` with `arguments` and waits for it.
  ///
  /// - Parameters:
  ///   - environment: the program's whole environment (nil: the test's own).
  ///   - directory: its working directory (nil: the test's).
  ///   - input: what it reads on standard input, which is then closed (nil: an empty pipe).
  ///   - mergingStandardError: standard error goes to standard output's pipe, in the order written.
  ///   - keepOutput: false counts standard output's bytes but keeps none (for tens of megabytes).
  public static func run(
    _ path: String, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
    input: Data? = nil, timeout: TimeInterval = 60, mergingStandardError: Bool = false,
    keepOutput: Bool = true
  ) throws -> ChildRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = mergingStandardError ? out : err
    process.standardInput = stdin
    let start = Date()
    try process.run()

    let timedOut = LockedFlag()
    let watchdog = DispatchWorkItem { [process] in
      if process.isRunning {
        timedOut.set()
        process.terminate()
      }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)

    let errors = Bytes()
    let group = DispatchGroup()
    if !mergingStandardError {
      group.enter()
      DispatchQueue.global().async {
        errors.append(err.fileHandleForReading.readDataToEndOfFile())
        group.leave()
      }
    }
    // Input is written on a thread of its own too: a program may print before it reads.
    group.enter()
    DispatchQueue.global().async {
      if let input { stdin.fileHandleForWriting.write(input) }
      try? stdin.fileHandleForWriting.close()
      group.leave()
    }
    var output: [UInt8] = []
    var count = 0
    let reader = out.fileHandleForReading
    while true {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      count += chunk.count
      if keepOutput { output += chunk }
    }
    group.wait()
    process.waitUntilExit()
    watchdog.cancel()
    if timedOut.isSet { throw Timeout(command: [path] + arguments, seconds: timeout) }
    return ChildRun(
      status: process.terminationStatus, stdoutBytes: output, stderrBytes: errors.value, stdoutCount: count,
      seconds: Date().timeIntervalSince(start))
  }

  /// Bytes gathered on another thread.
  private final class Bytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func append(_ data: Data) { lock.withLock { bytes += data } }
    var value: [UInt8] { lock.withLock { bytes } }
  }
}

/// A flag set from another thread.
public final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  public init() {}

  public func set() { lock.withLock { value = true } }
  public var isSet: Bool { lock.withLock { value } }
}
