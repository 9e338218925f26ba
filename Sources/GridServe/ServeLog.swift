import GridText
import Logging
import Synchronization
import SystemPackage

/// Where the server's log goes: one line per event on standard error, written at once — or, while
/// the presenter's previewer has the terminal that standard error is, held back (the last 10,000
/// lines) and written when it gives the terminal back.
public final class ServeLog: Sendable {
  private struct State {
    var holding = false
    var held: [String] = []
    var dropped = 0
  }

  private let state = Mutex(State())
  private let write: @Sendable (String) -> Void
  static let holdLimit = 10_000

  /// - Parameter write: Writes one line, with its line break (standard error by default).
  public init(write: @escaping @Sendable (String) -> Void = ServeLog.standardError) {
    self.write = write
  }

  /// A logger whose every line goes here.
  public func logger() -> Logger {
    Logger(label: "gridpreview.serve") { _ in ServeLogHandler(log: self) }
  }

  /// Holds lines back until `release`.
  public func hold() {
    state.withLock { $0.holding = true }
  }

  /// Writes what was held back, and every later line at once.
  public func release() {
    let (lines, dropped) = state.withLock { state -> ([String], Int) in
      defer {
        state = State()
      }
      return (state.held, state.dropped)
    }
    if dropped > 0 { write("(\(dropped) earlier log lines dropped)\n") }
    for line in lines { write(line) }
  }

  func emit(_ line: String) {
    let writeNow = state.withLock { state -> Bool in
      guard state.holding else { return true }
      state.held.append(line)
      if state.held.count > Self.holdLimit {
        state.held.removeFirst()
        state.dropped += 1
      }
      return false
    }
    if writeNow { write(line) }
  }

  /// Writes to standard error, whole (swift-system's `writeAll`); a failure is dropped.
  @Sendable public static func standardError(_ line: String) {
    _ = try? FileDescriptor.standardError.writeAll(Array(line.utf8))
  }
}

/// swift-log's handler for `ServeLog`: `2026-11-24T07:10:00Z gridpreview serve: message key=value …`,
/// every metadata value escaped (names, keys, commands and addresses come from clients) and quoted
/// when it holds a space.
struct ServeLogHandler: LogHandler {
  let log: ServeLog
  var metadata: Logger.Metadata = [:]
  var metadataProvider: Logger.MetadataProvider?
  var logLevel: Logger.Level = .info

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    var line = Self.timestamp() + " gridpreview serve: " + event.message.description.escapedForMessage()
    let fields = metadata.merging(event.metadata ?? [:]) { $1 }
    for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
      line += " " + key + "=" + Self.escaped("\(value)")
    }
    log.emit(line + "\n")
  }

  static func escaped(_ value: String) -> String {
    let text = value.escapedForMessage(limit: 200)
    return text.isEmpty || text.contains(" ") || text.contains("'")
      ? value.quotedForMessage(limit: 200) : text
  }

  /// The time now in UTC, to the second.
  static func timestamp() -> String {
    let now = Syscalls.utcNow()
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let date = "\(now.year)-\(two(now.month))-\(two(now.day))"
    return date + "T\(two(now.hour)):\(two(now.minute)):\(two(now.second))Z"
  }
}
