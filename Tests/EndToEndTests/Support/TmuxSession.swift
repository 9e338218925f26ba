import Foundation
import GridTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Drives the real binary inside a detached tmux session: send keys, read the screen, resize,
/// count the bytes the program writes, read its exit status. Each session has its own tmux server
/// socket and configuration, so it never touches a user's tmux.
///
/// The pane's shell waits on a tmux channel before it starts the program, so byte recording can
/// start before the first frame. The program writes its PID to a file (a shell that then `exec`s
/// it); when it ends, the pane's shell writes its exit status to another file and sleeps, so the
/// pane keeps the program's final screen and terminal modes untouched. (tmux's `remain-on-exit`
/// does not: it reports the exit status only sometimes, and hides the cursor when it does.)
final class TmuxSession {
  let name: String
  let folder: URL
  let socket: String
  let byteLog: URL
  let pidFile: URL
  let statusFile: URL
  let shellPIDFile: URL

  /// The tmux binary on `PATH`, if any.
  static let tmuxPath: String? = Tool.path(named: "tmux")

  static var isAvailable: Bool { tmuxPath != nil }

  /// Starts `arguments` (the program and its arguments) in a `width`×`height` terminal.
  ///
  /// - Parameters:
  ///   - environment: variables for the program; `LANG=C.UTF-8` and `TERM=xterm-256color` unless given.
  ///   - recordBytes: start appending everything the program writes to `byteLog` before it starts.
  ///   - wrapper: a command the program runs under, e.g. `["strace", "-o", "log"]`.
  ///   - shellIgnoresHangup: the pane's shell (the session leader) ignores SIGHUP and ends after the
  ///     program, as a remote shell may over SSH: when the terminal hangs up, the kernel signals
  ///     only the session leader, so the program gets no SIGHUP and sees only the hang-up itself.
  init(
    _ arguments: [String] = [Executable.path], width: Int = 100, height: Int = 30,
    environment: [String: String] = [:], recordBytes: Bool = false, wrapper: [String] = [],
    shellIgnoresHangup: Bool = false
  ) throws {
    guard let tmux = Self.tmuxPath else { throw Unavailable() }
    name = "gp\(UInt32.random(in: 0...UInt32.max))"
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("gridpreview-tmux-\(name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    socket = folder.appendingPathComponent("socket").path
    byteLog = folder.appendingPathComponent("bytes")
    pidFile = folder.appendingPathComponent("pid")
    statusFile = folder.appendingPathComponent("status")
    shellPIDFile = folder.appendingPathComponent("shell-pid")
    let config = folder.appendingPathComponent("tmux.conf")
    try """
    set -g status off
    set -g default-shell \(Tool.path(named: "bash") ?? "/bin/sh")
    set -g default-terminal xterm-256color
    set -g history-limit 0
    """.write(to: config, atomically: true, encoding: .utf8)

    var env = ["LANG": "C.UTF-8", "TERM": "xterm-256color", "SWIFT_BACKTRACE": "interactive=no"]
    for (key, value) in environment { env[key] = value }
    let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let command =
      ["env", "-u", "NO_COLOR", "-u", "LC_ALL", "-u", "LC_CTYPE"] + assignments + wrapper + arguments
    // bash waits for the program and carries on after a Ctrl-C the program handled itself.
    let program =
      "echo $$ > \(pidFile.path.shellQuoted); exec " + command.map(\.shellQuoted).joined(separator: " ")
    let status = statusFile.path.shellQuoted
    let start =
      "echo $$ > \(shellPIDFile.path.shellQuoted); " + (shellIgnoresHangup ? "trap '' HUP; " : "")
      + "\(tmux.shellQuoted) -S \(socket.shellQuoted) wait-for \(name)-go; sh -c \(program.shellQuoted); "
      + "echo $? > \(status).new; mv \(status).new \(status)"
      + (shellIgnoresHangup ? "" : "; exec sleep 3600")
    // The server forks from this client and would keep an output pipe open: no pipe here.
    try run(
      ["-f", config.path, "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", start],
      readsOutput: false)
    // tmux's child gives the pane's terminal its modes (IUTF8 on, tmux's erase character) between fork
    // and exec, after `new-session` has returned: until then `stty` reads a new pty's defaults (no
    // IUTF8), which made a "fresh" pane differ from one a program had restored. The shell writes
    // its PID first thing, so once the file is there the modes are tmux's.
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: shellPIDFile.path), Date() < deadline { usleep(5_000) }
    if recordBytes {
      _ = FileManager.default.createFile(atPath: byteLog.path, contents: nil)
      try run(["pipe-pane", "-o", "-t", name, "cat >> \(byteLog.path.shellQuoted)"])
    }
    try run(["wait-for", "-S", "\(name)-go"])
  }

  struct Unavailable: Error, CustomStringConvertible {
    var description: String { "tmux is not installed" }
  }

  deinit {
    hangUp()
    // A program that outlives its terminal must not outlive the test.
    if !hasExited(), let pid = try? programPID(timeout: 0),
      let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
      command.contains("gridpreview")
    {
      kill(pid, SIGKILL)
    }
    // The pane's shell may still write the exit status: let it end before the folder goes, or it
    // leaves a new file behind.
    if let text = try? String(contentsOf: shellPIDFile, encoding: .utf8),
      let shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    {
      let deadline = Date().addingTimeInterval(2)
      while Self.isRunning(shell), Date() < deadline { usleep(10_000) }
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Whether process `pid` exists and is not a zombie.
  static func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[close...].dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }

  /// Ends the tmux server: the pane's terminal hangs up, as when an SSH connection drops.
  func hangUp() {
    _ = try? run(["kill-server"])
  }

  /// Sends keys as tmux names them (`q`, `Left`, `+`, `C-c`, `Escape`), each its own argument.
  func send(_ keys: String...) throws {
    try run(["send-keys", "-t", name] + keys)
  }

  /// The pane's terminal modes as `stty -g` prints them (read from outside, through the pane's tty);
  /// tmux's own from the start (the session waits for its shell).
  func ttyModes() throws -> String {
    let tty = try display("#{pane_tty}")
    let stty = Tool.path(named: "stty") ?? "/bin/stty"
    let result = try Subprocess.run(stty, ["-g", "-F", tty], environment: [:])
    return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Sends bytes exactly as given (an escape sequence a terminal would send), as tmux's hex keys.
  func sendBytes(_ text: String) throws {
    try run(["send-keys", "-t", name, "-H"] + text.utf8.map { String($0, radix: 16) })
  }

  /// Sends `key` `count` times in one tmux command.
  func send(_ key: String, times count: Int) throws {
    try run(["send-keys", "-t", name] + Array(repeating: key, count: count))
  }

  /// The visible screen as text, one line per row (trailing spaces trimmed by tmux); `joined`
  /// puts lines the terminal wrapped back together.
  func screen(joined: Bool = false) throws -> String {
    try run(["capture-pane", "-p"] + (joined ? ["-J"] : []) + ["-t", name])
  }

  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
  }

  /// A tmux format for the pane, e.g. `#{alternate_on} #{cursor_flag}`.
  func display(_ format: String) throws -> String {
    try run(["display", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The bytes the program wrote so far (with `recordBytes`).
  var recordedBytes: Data { (try? Data(contentsOf: byteLog)) ?? Data() }

  var recordedByteCount: Int { recordedBytes.count }

  /// The screen did not become what a test waited for.
  struct ScreenTimeout: Error, CustomStringConvertible {
    var waitedFor: String
    var seconds: TimeInterval
    var lastScreen: String
    var description: String {
      "after \(seconds) s the screen still does not show \(waitedFor); it shows:\n\(lastScreen)"
    }
  }

  /// Polls the screen until `predicate` holds and returns that screen; throws `ScreenTimeout`
  /// (with the last screen) if `timeout` passes first.
  ///
  /// A frame is one `write()`, but tmux may apply it in pieces, so a capture can hold half of
  /// one frame and half of the next (the new content with the old status bar). The screen is
  /// returned only when a second capture, 25 ms later, is the same: a settled frame.
  @discardableResult
  func waitForScreen(
    timeout: TimeInterval = 15, _ what: String = "what was expected", _ predicate: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var previous: String?
    while true {
      let screen = try screen()
      if predicate(screen) {
        if screen == previous { return screen }
        previous = screen
      } else {
        previous = nil
      }
      if Date() >= deadline { throw ScreenTimeout(waitedFor: what, seconds: timeout, lastScreen: screen) }
      usleep(25_000)
    }
  }

  /// Polls until the screen contains `marker`; returns that screen.
  @discardableResult
  func waitForScreen(containing marker: String, timeout: TimeInterval = 15) throws -> String {
    try waitForScreen(timeout: timeout, "“\(marker)”") { $0.contains(marker) }
  }

  /// Waits until the byte log stops growing for `quiet` seconds; returns its size.
  @discardableResult
  func waitForQuietOutput(quiet: TimeInterval = 0.5, timeout: TimeInterval = 10) -> Int {
    let deadline = Date().addingTimeInterval(timeout)
    var last = -1
    var stableSince = Date()
    while Date() < deadline {
      let now = recordedByteCount
      if now != last {
        last = now
        stableSince = Date()
      } else if Date().timeIntervalSince(stableSince) >= quiet {
        return now
      }
      usleep(20_000)
    }
    return recordedByteCount
  }

  /// The program's PID (waits briefly for it to start).
  func programPID(timeout: TimeInterval = 10) throws -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      if let text = try? String(contentsOf: pidFile, encoding: .utf8),
        let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return pid
      }
      usleep(20_000)
    } while Date() < deadline
    return nil
  }

  /// The program's exit status once it has ended (128 + n if signal n ended it, as a shell says).
  var exitStatus: Int32? {
    (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// Whether the program has ended.
  func hasExited() -> Bool { exitStatus != nil }

  /// Waits for the program to end and returns its exit status; nil if it still runs after `timeout`.
  func waitForExit(timeout: TimeInterval = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let status = exitStatus { return status }
      if Date() >= deadline { return nil }
      usleep(20_000)
    }
  }

  /// The terminal modes the program left behind: whether the alternate screen is on and the
  /// cursor visible.
  func terminalModes() throws -> (alternateScreen: Bool, cursorVisible: Bool) {
    let flags = try display("#{alternate_on} #{cursor_flag}").split(separator: " ")
    return (flags.first == "1", flags.last == "1")
  }

  /// The terminal modes once they are `alternateScreen` and `cursorVisible` as given, or as they are
  /// when `timeout` passes. tmux applies what the program wrote in its own time, which may be after
  /// the program's exit status is known (a crash report is a lot to apply on a busy machine).
  func waitForTerminalModes(
    alternateScreen: Bool, cursorVisible: Bool, timeout: TimeInterval = 10
  ) throws -> (alternateScreen: Bool, cursorVisible: Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let modes = try terminalModes()
      if modes == (alternateScreen, cursorVisible) || Date() >= deadline { return modes }
      usleep(20_000)
    }
  }

  /// Runs one tmux command against this session's server and returns what it printed.
  @discardableResult
  private func run(_ arguments: [String], readsOutput: Bool = true) throws -> String {
    var env = ProcessInfo.processInfo.environment
    env["TMUX"] = nil
    let result = try Subprocess.run(
      Self.tmuxPath ?? "/usr/bin/tmux", ["-S", socket] + arguments, environment: env, readsOutput: readsOutput
    )
    return String(decoding: result.output, as: UTF8.self)
  }
}

extension String {
  /// The string quoted for a POSIX shell.
  var shellQuoted: String { "'" + replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
