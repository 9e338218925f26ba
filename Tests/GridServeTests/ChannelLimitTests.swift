import Foundation
import GridServe
import GridTestSupport
import NIOCore
import NIOPosix
import NIOSSH
import Testing

/// One connection holds at most 10 session channels at once, as OpenSSH's MaxSessions: checked with
/// NIO SSH's own client (ssh multiplexes only through a control master) against the server in this
/// process. Channels that ask for nothing stay open for the login grace time, long enough here.
@Suite struct ChannelLimitTests {
  /// A session channel that asks for nothing.
  final class Idle: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData
  }

  /// A server on 127.0.0.1 that lets any key in and runs nothing (the limits are what is tested).
  static func anyKey(maxSessions: Int) -> ServeConfiguration {
    ServeConfiguration(
      address: "127.0.0.1", port: 0, access: .anyKey, maxSessions: maxSessions, idleTimeout: nil,
      previewer: .init(executable: "/bin/false", arguments: []), presenter: nil, fixtureName: "test",
      exec: { _ in .refuse("no", status: 64) })
  }

  @Test func theEleventhSessionOnOneConnectionIsRefused() throws {
    let folder = try TemporaryFolder()
    let harness = OutputLimitTests()
    let (server, port, lines, done) = try harness.start(Self.anyKey(maxSessions: 16), folder: folder)
    defer {
      server.stop()
      done.wait()
    }
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    defer { try? group.syncShutdownGracefully() }
    let client = try harness.connect(port: port, group: group)
    defer { client.close(promise: nil) }
    /// Opens one more session channel on the same connection: whether the server accepted it.
    func open() -> Bool { (try? harness.session(on: client) { Idle() }) != nil }
    let opened = (1...10).map { _ in open() }
    #expect(opened == Array(repeating: true, count: 10))
    #expect(!open(), "the eleventh session channel on one connection")
    #expect(lines.text.contains("10 open on this connection already"), "\(lines.text)")
  }
}
