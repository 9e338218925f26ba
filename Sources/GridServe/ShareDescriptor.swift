import GridScene
import SystemPackage

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
    Syscalls.makeNonBlocking(FileDescriptor(rawValue: fd))
  }

  /// Every whole message that arrived, without waiting; lines that are not messages are skipped.
  public func receive() -> [ShareMessage] {
    guard !isClosed else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      do {
        let count = try buffer.withUnsafeMutableBytes { try FileDescriptor(rawValue: fd).read(into: $0) }
        if count > 0 {
          pending += buffer[..<count]
          continue
        }
        isClosed = true
      } catch Errno.resourceTemporarilyUnavailable {
        // Nothing more for now (EWOULDBLOCK is EAGAIN on Linux).
      } catch {
        isClosed = true
      }
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
    _ = Syscalls.sendAll(Array((message.line + "\n").utf8), on: FileDescriptor(rawValue: fd))
  }
}
