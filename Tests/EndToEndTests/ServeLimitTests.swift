import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension InteractiveTests {
  /// What keeps one client of `gridpreview serve` from taking the server's memory or every one of its
  /// connections: checked with the real OpenSSH client (and raw TCP connections) on loopback.
  @Suite(.enabled(if: ServeHarness.isAvailable, "ssh and ssh-keygen (openssh-client) are needed"))
  struct ServeLimitTests {
    // MARK: Input

    /// ssh with a terminal (`-tt`) whose standard input is a socket the test writes to (without
    /// blocking, and with no SIGPIPE if ssh has gone).
    final class TypingClient {
      let ssh = Process()
      let keys: Int32

      init(_ server: ServeHarness) throws {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else {
          throw ServeHarness.Failure(description: "socketpair: \(errno)")
        }
        keys = pair[0]
        let command = server.ssh(terminal: true)
        ssh.executableURL = URL(fileURLWithPath: command[0])
        // -tt: a terminal although standard input is not one.
        ssh.arguments = ["-t"] + command.dropFirst()
        ssh.standardInput = FileHandle(fileDescriptor: pair[1], closeOnDealloc: false)
        ssh.standardOutput = FileHandle.nullDevice
        ssh.standardError = FileHandle.nullDevice
        try ssh.run()
        close(pair[1])
        _ = fcntl(keys, F_SETFL, fcntl(keys, F_GETFL) | O_NONBLOCK)
      }

      deinit {
        if ssh.isRunning { kill(ssh.processIdentifier, SIGKILL) }
        ssh.waitUntilExit()
        close(keys)
      }

      /// Sends `byte` for `seconds` as fast as ssh takes it, or `count` of them; how many it took.
      @discardableResult
      func type(_ byte: Character, seconds: TimeInterval = 60, count: Int = .max) -> Int {
        let chunk = [UInt8](repeating: byte.asciiValue ?? 0, count: 65_536)
        var sent = 0
        let end = Date().addingTimeInterval(seconds)
        while sent < count, Date() < end, ssh.isRunning {
          let wrote = chunk.withUnsafeBytes {
            send(keys, $0.baseAddress, min($0.count, count - sent), Int32(MSG_NOSIGNAL))
          }
          if wrote > 0 {
            sent += wrote
          } else {
            usleep(1_000)
          }
        }
        return sent
      }
    }

    /// A client that types faster than its previewer reads (here: as fast as ssh takes bytes, for
    /// 4 s) is read only as fast as the previewer takes its keys: what waits is bounded by the SSH
    /// window, not by how much the client sends.
    @Test func aClientFloodingItsKeysDoesNotGrowTheServersMemory() throws {
      let server = try ServeHarness()
      let client = try TypingClient(server)
      #expect(
        ServeHarness.wait(timeout: 15) { server.log.contains("session started: previewer") }, "\(server.log)")
      usleep(500_000)
      let before = try #require(ServeHarness.memory(of: server.pid))
      let sent = client.type("x", seconds: 4)
      let after = try #require(ServeHarness.memory(of: server.pid))
      let grown = after.peak - before.peak
      print(
        "input flood: \(sent / 1_048_576) MiB taken by ssh in 4 s; server resident \(before.resident / 1_048_576) MiB before, peak \(after.peak / 1_048_576) MiB during"
      )
      #expect(client.ssh.isRunning, "the session ended under the flood: \(server.log)")
      #expect(grown < 24 << 20, "the server's peak memory grew by \(grown / 1_048_576) MiB under the flood")
    }

    /// Keys that had to wait (a burst of 1 MiB, far more than the pseudo-terminal holds) are read
    /// again once the previewer catches up: a q after them ends the session.
    @Test func keysThatWaitedForThePreviewerStillReachIt() throws {
      let server = try ServeHarness()
      let client = try TypingClient(server)
      #expect(
        ServeHarness.wait(timeout: 15) { server.log.contains("session started: previewer") }, "\(server.log)")
      // k (scroll up, at the top already) is one of the cheapest keys for the previewer.
      #expect(client.type("k", count: 1 << 20) == 1 << 20)
      let start = Date()
      #expect(client.type("q", count: 1) == 1)
      #expect(
        ServeHarness.wait(timeout: 60) { !client.ssh.isRunning },
        "the q after the burst did not end the session")
      print("q after a 1 MiB burst of keys ended the session in \(Date().timeIntervalSince(start)) s")
      #expect(client.ssh.terminationStatus == 0)
    }
  }
}
