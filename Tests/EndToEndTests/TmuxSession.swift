import Foundation

/// Drives the real binary inside a detached tmux session: send keys, read the screen, resize,
/// count the bytes the program writes. Each session has its own tmux server socket, so tests can
/// run in parallel and never touch a user's tmux.
final class TmuxSession {
  let name: String
  let socket: String
  let byteLog: URL

  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  }

  init(command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
    name = "gp\(UInt32.random(in: 0...UInt32.max))"
    socket = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).sock").path
    byteLog = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).bytes")
    var env = ["LANG": "C.UTF-8", "TERM": "xterm-256color"]
    for (k, v) in environment { env[k] = v }
    var args = ["-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)"]
    for (k, v) in env.sorted(by: { $0.key < $1.key }) { args += ["-e", "\(k)=\(v)"] }
    // Keep the pane after the program exits so its final state and status can be inspected.
    args.append("\(command); echo \"[exited $?]\"; sleep 30")
    try tmux(args)
    try tmux(["-S", socket, "set", "-t", name, "status", "off"])
  }

  deinit {
    _ = try? tmux(["-S", socket, "kill-server"])
    try? FileManager.default.removeItem(atPath: socket)
    try? FileManager.default.removeItem(at: byteLog)
  }

  /// Sends keys as tmux names them (`q`, `Left`, `+`, `C-c`, `Escape`); `-l` for literal text.
  func send(_ keys: String...) throws {
    try tmux(["-S", socket, "send-keys", "-t", name] + keys)
  }

  func screen() throws -> String {
    try tmux(["-S", socket, "capture-pane", "-p", "-t", name])
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["-S", socket, "resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
  }

  /// `#{alternate_on} #{cursor_flag}` and friends, after the program has exited.
  func display(_ format: String) throws -> String {
    try tmux(["-S", socket, "display", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Starts appending everything the program writes to `byteLog`.
  func recordBytes() throws {
    FileManager.default.createFile(atPath: byteLog.path, contents: nil)
    try tmux(["-S", socket, "pipe-pane", "-o", "-t", name, "cat >> '\(byteLog.path)'"])
  }

  var recordedByteCount: Int {
    (try? Data(contentsOf: byteLog).count) ?? 0
  }

  /// Polls the screen until `predicate` holds (or the timeout passes) and returns the last screen.
  @discardableResult
  func waitForScreen(timeout: TimeInterval = 15, _ predicate: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if predicate(last) { return last }
      usleep(30_000)
    }
    return last
  }

  /// Waits until the byte log stops growing for `quiet` seconds.
  func waitForQuietOutput(quiet: TimeInterval = 0.4, timeout: TimeInterval = 10) {
    let deadline = Date().addingTimeInterval(timeout)
    var last = -1
    var stableSince = Date()
    while Date() < deadline {
      let now = recordedByteCount
      if now != last {
        last = now
        stableSince = Date()
      } else if Date().timeIntervalSince(stableSince) >= quiet {
        return
      }
      usleep(20_000)
    }
  }

  /// The PID of the program running in the pane (the shell's child).
  func programPID() throws -> Int32? {
    let shell = try display("#{pane_pid}")
    guard let shellPID = Int32(shell) else { return nil }
    let children = (try? String(contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)) ?? ""
    return children.split(separator: " ").first.flatMap { Int32($0) }
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
