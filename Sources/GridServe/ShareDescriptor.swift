import GridScene

#if canImport(Glibc)
  import Glibc
#endif

/// A presentation's messages over a socket the server passed as a descriptor (`serve --present`
/// starts previewers with one as descriptor 3): one `ShareMessage` a line each way. This is the
/// previewer's end; `Presentation` keeps the server's.
public final class ShareDescriptor {
  public let fd: Int32
  private var pending: [UInt8] = []
  /// Set once the server's side is closed: nothing more will come.
  public private(set) var isClosed = false

  /// The longest line kept; anything longer is no message of ours and is dropped whole.
  public static let maximumLine = 4096

  public init(fd: Int32) {
    self.fd = fd
    let flags = fcntl(fd, F_GETFL)
    _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
  }

  /// Every whole message that arrived, without waiting; lines that are not messages are skipped.
  public func receive() -> [ShareMessage] {
    guard !isClosed else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count > 0 {
        pending += buffer[..<count]
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { isClosed = true }
      break
    }
    var messages: [ShareMessage] = []
    while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
      let line = pending[..<end]
      pending.removeSubrange(...end)
      if let message = ShareMessage(line: String(decoding: line, as: UTF8.self)) { messages.append(message) }
    }
    if pending.count > Self.maximumLine { pending.removeAll() }
    return messages
  }

  /// Sends one message; a server that went away is not an error (the terminal hangs up next).
  public func send(_ message: ShareMessage) {
    let bytes = Array((message.line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        offset += sent
      } else if sent < 0, errno == EINTR {
        continue
      } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, 100)
      } else {
        return
      }
    }
  }
}
