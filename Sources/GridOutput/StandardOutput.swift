#if canImport(Glibc)
  import Glibc
#endif

/// Buffered writing to standard output, flushed in large chunks with `write(2)`.
///
/// A write that fails ends the command with `OutputFailure` instead of crashing: a reader that went
/// away (`EPIPE`, when SIGPIPE is ignored) ends it quietly, anything else (a full disk, a closed
/// descriptor) with a one-line message and `EX_IOERR`.
public struct StandardOutput {
  private var buffer: [UInt8] = []
  private let limit = 1 << 16

  public init() { buffer.reserveCapacity(limit) }

  public mutating func write(_ text: String) throws(OutputFailure) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= limit { try flush() }
  }

  public mutating func write(_ bytes: [UInt8]) throws(OutputFailure) {
    if buffer.isEmpty && bytes.count >= limit { return try Self.write(bytes, to: 1) }
    buffer.append(contentsOf: bytes)
    if buffer.count >= limit { try flush() }
  }

  /// Appends to the buffer with `append` (bytes made in place, no String), flushing when full.
  public mutating func write(_ append: (inout [UInt8]) -> Void) throws(OutputFailure) {
    append(&buffer)
    if buffer.count >= limit { try flush() }
  }

  public mutating func flush() throws(OutputFailure) {
    defer { buffer.removeAll(keepingCapacity: true) }
    try Self.write(buffer, to: 1)
  }

  /// Writes every byte to `fd`, retrying after interruptions and short writes.
  public static func write(_ bytes: [UInt8], to fd: Int32) throws(OutputFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        throw errno == EPIPE ? .brokenPipe : .failed(errno)
      }
      offset += written
    }
  }
}

/// Standard output could not be written.
public enum OutputFailure: Error {
  /// The reader went away (`head` has what it wanted): end quietly, as a killed writer would.
  case brokenPipe
  /// Anything else, by `errno`.
  case failed(Int32)

  /// The exit status: 141 (128 + SIGPIPE, what a shell reports for a writer SIGPIPE ended) for a
  /// broken pipe, `EX_IOERR` (74) otherwise.
  public var exitCode: Int32 {
    switch self {
    case .brokenPipe: 128 + SIGPIPE
    case .failed: 74
    }
  }

  /// One line for standard error, or nil for a broken pipe (quiet).
  public var message: String? {
    switch self {
    case .brokenPipe: nil
    case .failed(let code): "cannot write to standard output: \(String(cString: strerror(code)).lowercased())"
    }
  }
}
