import Foundation

/// The built `gridpreview` binary, next to the test bundle in the build folder.
enum Executable {
  static let url: URL = {
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var dir = exe.deletingLastPathComponent()
    // The test runner lives in `<build>/GridPreviewPackageTests.xctest` (a file on Linux).
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("gridpreview")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/gridpreview")
  }()

  static var path: String { url.path }

  /// The repository's `Fixtures/` folder.
  static let fixtures: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: [UInt8]
  }

  /// Runs the binary to completion with the given arguments, environment additions and input.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], stdin: Data? = nil, timeout: TimeInterval = 60
  ) throws -> Output {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try? input.fileHandleForWriting.close()
    // Read both pipes concurrently so a large output cannot block the child.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: [UInt8](outData))
  }
}
