import GridScene
import GridServe
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `ShareDescriptor`: the previewer's end of a presentation's socket, one `ShareMessage` a line.
@Suite struct ShareDescriptorTests {
  /// A connected pair of sockets: the previewer's end and the server's.
  static func pair() -> (previewer: Int32, server: Int32) {
    var fds: [Int32] = [-1, -1]
    #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
    return (fds[0], fds[1])
  }

  static func write(_ text: String, to fd: Int32) {
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count)
  }

  @Test func wholeLinesAreMessagesAndTheRestWaits() {
    let (previewer, server) = Self.pair()
    defer { close(server) }
    let share = ShareDescriptor(fd: previewer)
    defer { close(previewer) }
    let message = ShareMessage.audience(watching: 3, following: 2)
    #expect(share.receive().isEmpty)
    Self.write(message.line + "\nnot a message\n" + String(message.line.prefix(5)), to: server)
    #expect(share.receive() == [message])
    Self.write(String(message.line.dropFirst(5)) + "\n", to: server)
    #expect(share.receive() == [message])
    #expect(!share.isClosed)
  }

  @Test func aSentMessageIsOneLineAndAClosedServerIsNoticed() {
    let (previewer, server) = Self.pair()
    let share = ShareDescriptor(fd: previewer)
    defer { close(previewer) }
    let message = ShareMessage.audience(watching: 1, following: 0)
    share.send(message)
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(server, $0.baseAddress, $0.count) }
    #expect(Array(buffer[..<max(0, count)]) == Array((message.line + "\n").utf8))
    close(server)
    #expect(share.receive().isEmpty)
    #expect(share.isClosed)
    // Sending to a server that went away is no error (and raises no SIGPIPE).
    share.send(message)
  }

  /// A line longer than any message is dropped whole rather than kept growing.
  @Test func anOverlongLineIsDropped() {
    let (previewer, server) = Self.pair()
    defer { close(server) }
    let share = ShareDescriptor(fd: previewer)
    defer { close(previewer) }
    Self.write(String(repeating: "x", count: ShareDescriptor.maximumLine + 1), to: server)
    #expect(share.receive().isEmpty)
    let message = ShareMessage.audience(watching: 2, following: 2)
    Self.write("\n" + message.line + "\n", to: server)
    #expect(share.receive() == [message])
  }
}
