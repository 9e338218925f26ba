import Foundation
import GridServe
import GridTestSupport
import NIOCore
import NIOPosix
import NIOSSH
import Testing

/// Key exchange and login run for at most 32 connections at once (`ServerState+Handshakes`): a
/// connection past them is accepted but not read until one ahead of it has logged in or gone; one
/// that has not sent its version line takes no turn. Checked with connections that send a version
/// line and nothing more holding every turn, and NIO SSH's own client.
@Suite struct HandshakeLimitTests {
  @Test func aConnectionPastTheBoundWaitsForATurnThenLogsIn() throws {
    let folder = try TemporaryFolder()
    let harness = OutputLimitTests()
    let (server, port, lines, done) = try harness.start(
      ChannelLimitTests.anyKey(maxSessions: 64), folder: folder)
    defer {
      server.stop()
      done.wait()
    }
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    defer { try? group.syncShutdownGracefully() }
    // 32 connections that send a version line and never start their key exchange: every turn is
    // taken. Before them, 100 that send nothing, which take none.
    let quiet = try (0..<100).map { _ in
      try ClientBootstrap(group: group).connect(host: "127.0.0.1", port: port).wait()
    }
    defer { quiet.forEach { $0.close(promise: nil) } }
    let silent = try (0..<32).map { _ in
      let channel = try ClientBootstrap(group: group).connect(host: "127.0.0.1", port: port).wait()
      try channel.writeAndFlush(ByteBuffer(string: "SSH-2.0-silent\r\n")).wait()
      return channel
    }
    #expect(
      (0..<500).contains { _ in
        usleep(10_000)
        return lines.text.components(separatedBy: " connection connection=").count > 32
      }, "every version line is in: \(lines.text)")
    let client = try harness.connect(port: port, group: group)
    defer { client.close(promise: nil) }
    let opened = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? harness.session(on: client) { ChannelLimitTests.Idle() }
      opened.signal()
    }
    #expect(opened.wait(timeout: .now() + 1.5) == .timedOut, "no turn yet: the client waits")
    #expect(!lines.text.contains("serve: authenticated"), "\(lines.text)")
    silent[0].close(promise: nil)
    #expect(opened.wait(timeout: .now() + 10) == .success, "one turn freed: the client logs in")
    #expect(lines.text.contains("serve: authenticated"))
    for channel in silent.dropFirst() { channel.close(promise: nil) }
  }
}
