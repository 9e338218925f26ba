import SystemPackage

/// Writes an asciicast v2 recording as it happens: the header, then each event as soon as it is
/// known, every line written whole (swift-system's `writeAll`) on an unbuffered descriptor. The file
/// is therefore a valid recording at every moment — after a crash or a signal it holds every event
/// written so far and nothing half-written.
///
/// Output and input bytes go through a `UTF8Stream` each, so a character split between two reads
/// is written whole with the event that finishes it.
///
/// A class because it owns a file descriptor.
public final class CastWriter {
  private let fd: FileDescriptor
  private let ownsDescriptor: Bool
  private var output = UTF8Stream()
  private var input = UTF8Stream()
  /// The time of the last event: events never go back in time, even if a clock does.
  private var lastTime = 0

  /// Writes to `fd` (standard output: 1); the caller keeps it open.
  public init(fd: Int32) {
    self.fd = FileDescriptor(rawValue: fd)
    ownsDescriptor = false
  }

  /// Creates (or empties) the file at `path`.
  ///
  /// - Throws: `CastFileError` if it cannot be created.
  public init(path: String) throws(CastFileError) {
    do {
      fd = try path.withCString {
        try FileDescriptor.open(
          $0, .writeOnly, options: [.create, .truncate, .closeOnExec, .append],
          permissions: [.ownerReadWrite, .groupRead, .otherRead])
      }
    } catch {
      throw CastFileError(path: path, code: (error as? Errno ?? .ioError).rawValue, creating: true)
    }
    ownsDescriptor = true
  }

  deinit {
    if ownsDescriptor { try? fd.close() }
  }

  /// Writes the header; call once, first.
  public func write(_ header: CastHeader) throws(CastFileError) {
    try writeLine(header.line)
  }

  /// Writes an event of the terminal's output (`o`); nothing if the bytes finish no character.
  public func output(_ bytes: [UInt8], at time: Int) throws(CastFileError) {
    let text = output.decode(bytes)
    if !text.isEmpty { try write(CastEvent(time: time, kind: .output, data: text)) }
  }

  /// Writes an event of the terminal's input (`i`).
  public func input(_ bytes: [UInt8], at time: Int) throws(CastFileError) {
    let text = input.decode(bytes)
    if !text.isEmpty { try write(CastEvent(time: time, kind: .input, data: text)) }
  }

  /// Writes a resize event (`r`).
  public func resize(columns: Int, rows: Int, at time: Int) throws(CastFileError) {
    try write(.resize(time: time, columns: columns, rows: rows))
  }

  /// Writes any event, its time raised to the last event's if it is earlier.
  public func write(_ event: CastEvent) throws(CastFileError) {
    var event = event
    event.time = max(event.time, lastTime)
    lastTime = event.time
    try writeLine(event.line)
  }

  private func writeLine(_ line: String) throws(CastFileError) {
    do {
      try fd.writeAll((line + "\n").utf8)
    } catch {
      throw CastFileError(path: nil, code: (error as? Errno ?? .ioError).rawValue, creating: false)
    }
  }
}

/// A recording could not be created or written.
public struct CastFileError: Error, Hashable, CustomStringConvertible {
  /// The file, or nil for standard output or a file already open.
  public var path: String?
  /// The errno value.
  public var code: Int32
  public var creating: Bool

  /// Why, as `strerror` says it (lower case).
  public var reason: String { Errno(rawValue: code).description.lowercased() }

  /// The sentence without the path (callers that print it escape the path themselves).
  public var description: String {
    creating ? "cannot create the recording: \(reason)" : "cannot write the recording: \(reason)"
  }
}
