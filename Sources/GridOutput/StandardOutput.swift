import SystemPackage

/// Buffered writing to standard output, flushed in large chunks with swift-system's `writeAll`
/// (`write(2)`, retried after interruptions and short writes).
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
    if buffer.isEmpty && bytes.count >= limit { return try Self.write(bytes, to: .standardOutput) }
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
    try Self.write(buffer, to: .standardOutput)
  }

  /// Writes every byte to `descriptor` (standard error for messages), retrying after interruptions
  /// and short writes.
  public static func write(_ bytes: [UInt8], to descriptor: FileDescriptor) throws(OutputFailure) {
    do {
      try descriptor.writeAll(bytes)
    } catch {
      throw OutputFailure(error as? Errno ?? .ioError)
    }
  }
}

/// Standard output could not be written.
public enum OutputFailure: Error {
  /// The reader went away (`head` has what it wanted): end quietly, as a killed writer would.
  case brokenPipe
  /// Anything else, by `errno`.
  case failed(Int32)

  /// The failure a write's `errno` means.
  public init(_ error: Errno) {
    self = error == .brokenPipe ? .brokenPipe : .failed(error.rawValue)
  }

  /// The exit status: 141 (128 + SIGPIPE's 13, what a shell reports for a writer SIGPIPE ended) for
  /// a broken pipe, `EX_IOERR` (74) otherwise.
  public var exitCode: Int32 {
    switch self {
    case .brokenPipe: 128 + 13
    case .failed: 74
    }
  }

  /// One line for standard error, or nil for a broken pipe (quiet).
  public var message: String? {
    switch self {
    case .brokenPipe: nil
    case .failed(let code):
      "cannot write to standard output: \(Errno(rawValue: code).description.lowercased())"
    }
  }
}
