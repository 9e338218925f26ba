import Foundation
import GridTestSupport
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
    ///
    /// The burst is sent as soon as the session starts, before the previewer has set up its
    /// terminal. A pseudo-terminal that still edits lines keeps at most 4,095 bytes of a line and
    /// drops the rest without pushing back, so the q was lost whenever the burst came first (every
    /// run on an idle machine); the server now opens its terminals without line editing
    /// (`PseudoTerminalProcess(rawInput:)`), and the burst waits for the previewer instead.
    @Test
    func keysThatWaitedForThePreviewerStillReachIt() throws {
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
      if !client.ssh.isRunning { #expect(client.ssh.terminationStatus == 0) }
    }

    // MARK: Connections

    /// Connections that send a version line but never log in (raw TCP, from four addresses) cannot
    /// fill the server: at the limit (2 × 1 + 8 = 10 connections, 1 + 2 = 3 from one address), the address holding the most
    /// of them gives up its oldest for a newcomer from an address holding fewer; a newcomer whose
    /// address would then hold as many is turned away instead.
    @Test func connectionsThatNeverLogInDoNotLockAClientOut() throws {
      let server = try ServeHarness(["--max-sessions", "1"])
      let held = (2...5).flatMap { n in
        (0..<3).map { _ in
          ServeHarness.rawConnection(
            port: server.port, from: "127.0.0.\(n)", sending: ServeHarness.versionLine)
        }
      }
      defer { held.forEach { close($0) } }
      #expect(held.allSatisfy { $0 >= 0 })
      let refused = "connection refused: too many connections (its address waits most) from=127.0.0.5:"
      #expect(
        ServeHarness.wait(timeout: 10) {
          server.log.components(separatedBy: " connection connection=").count > 11
            && server.log.contains(refused)
        }, "\(server.log)")
      let madeRoom = "connection closed: making room (not logged in, from the busiest address) connection="
      // 10 accepted; the 11th (from 127.0.0.5, holding 1) closed 127.0.0.2's oldest; the 12th found
      // its address holding as many as the busiest.
      #expect(server.log.components(separatedBy: madeRoom + "1\n").count == 2, "\(server.log)")
      #expect(server.log.components(separatedBy: madeRoom).count == 2)
      let result = try server.exec(["render", "--width", "40", "--rows", "1"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stdout.isEmpty)
      // 127.0.0.1 held none: 127.0.0.3's oldest made room.
      #expect(server.log.components(separatedBy: madeRoom + "4\n").count == 2, "\(server.log)")
    }

    /// `--max-unauthenticated` is a limit of its own, below the connections' (2 × 4 + 8 = 16 here):
    /// with 2, a third connection past its version line from the address holding both is turned
    /// away, and one from a quiet address makes the busiest give up its oldest; a connection that
    /// sends no version line counts in neither.
    @Test func connectionsNotLoggedInHaveALimitOfTheirOwn() throws {
      let server = try ServeHarness(["--max-sessions", "4", "--max-unauthenticated", "2"])
      let silent = (0..<5).map { _ in ServeHarness.rawConnection(port: server.port, from: "127.0.0.4") }
      let held = (0..<3).map { _ in
        ServeHarness.rawConnection(port: server.port, from: "127.0.0.2", sending: ServeHarness.versionLine)
      }
      defer { (silent + held).forEach { close($0) } }
      #expect((silent + held).allSatisfy { $0 >= 0 })
      let refused =
        "connection refused: too many connections not logged in (its address waits most) from=127.0.0.2:"
      #expect(ServeHarness.wait(timeout: 10) { server.log.contains(refused) }, "\(server.log)")
      #expect(server.log.components(separatedBy: " connection connection=").count == 3, "\(server.log)")
      let quiet = ServeHarness.rawConnection(
        port: server.port, from: "127.0.0.3", sending: ServeHarness.versionLine)
      defer { close(quiet) }
      #expect(
        ServeHarness.wait(timeout: 10) {
          server.log.contains("connection closed: making room (not logged in, from the busiest address)")
        }, "\(server.log)")
    }

    /// Raw TCP connections from `sources` in turn, about `perSecond` a second, each sending a version
    /// line and held open until 100 newer ones are (or the server closes it): clients that never log
    /// in, as a flood.
    final class ConnectionFlood: @unchecked Sendable {
      private let stopping = LockedFlag()
      private let done = DispatchSemaphore(value: 0)
      private let lock = NSLock()
      private var made = 0
      /// Connections made so far.
      var count: Int { lock.withLock { made } }

      init(port: Int, sources: [String], perSecond: Int = 300) {
        let thread = Thread { [self] in
          var open: [Int32] = []
          var next = 0
          while !stopping.isSet {
            let fd = ServeHarness.rawConnection(
              port: port, from: sources[next % sources.count], sending: ServeHarness.versionLine)
            next += 1
            if fd >= 0 {
              open.append(fd)
              lock.withLock { made += 1 }
            }
            if open.count > 100 { close(open.removeFirst()) }
            usleep(useconds_t(1_000_000 / perSecond))
          }
          open.forEach { close($0) }
          done.signal()
        }
        thread.start()
      }

      /// Stops the flood and closes its connections.
      func stop() {
        guard !stopping.isSet else { return }
        stopping.set()
        done.wait()
      }
    }

    /// A flood of connections that send a version line and never log in (about 300 a second from
    /// five other addresses)
    /// does not push out a real client from a quiet address while it exchanges keys: room is made
    /// among the flooding addresses, or the flooder's newcomer is refused.
    @Test func aFloodFromOtherAddressesDoesNotPushOutAQuietClient() throws {
      let server = try ServeHarness(["--max-sessions", "1"])
      let flood = ConnectionFlood(port: server.port, sources: (2...6).map { "127.0.0.\($0)" })
      defer { flood.stop() }
      #expect(
        ServeHarness.wait(timeout: 10) {
          server.log.components(separatedBy: " connection connection=").count > 20
        },
        "the flood did not start: \(server.log.suffix(2000))")
      let start = Date()
      let results = try (0..<3).map { _ in try server.exec(["render", "--width", "20", "--rows", "1"]) }
      let seconds = Date().timeIntervalSince(start)
      let connections = flood.count
      flood.stop()
      print("three renders from 127.0.0.1 in \(seconds) s under a flood of \(connections) connections")
      for result in results {
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
      }
      // None of the quiet address's connections was closed to make room.
      let lines = server.log.split(separator: "\n")
      let quiet = lines.filter { $0.contains(" from=127.0.0.1:") }
        .compactMap { $0.split(separator: " ").first { $0.hasPrefix("connection=") } }
      #expect(quiet.count == 3, "\(quiet)")
      let evicted = lines.filter { $0.contains("making room") }
        .compactMap { $0.split(separator: " ").first { $0.hasPrefix("connection=") } }
      #expect(Set(quiet).isDisjoint(with: evicted), "a quiet client was closed to make room")
    }

    /// A client that logs in and asks for nothing (`ssh -N`) holds no slot for long: with no session
    /// for the idle timeout (or the 30 s login grace, if that is shorter), its connection is closed.
    @Test func aLoggedInConnectionWithoutASessionIsClosed() throws {
      let server = try ServeHarness(["--max-sessions", "1", "--idle-timeout", "2s"])
      let idle = try (0..<3).map { _ in try server.background(["-N"]) }
      defer { idle.forEach { $0.end() } }
      #expect(
        ServeHarness.wait(timeout: 20) { server.log.components(separatedBy: " authenticated ").count > 3 },
        "\(server.log)")
      let start = Date()
      #expect(
        ServeHarness.wait(timeout: 15) { idle.allSatisfy { !$0.isRunning } },
        "ssh -N still connected: \(server.log)")
      print(
        "three ssh -N closed \(Date().timeIntervalSince(start)) s after the last logged in (--idle-timeout 2s)"
      )
      #expect(
        server.log.components(separatedBy: "connection closed: no session for 2 s").count == 4,
        "\(server.log)")
      let result = try server.exec(["render", "--width", "40", "--rows", "1"])
      #expect(result.status == 0, "\(result.stderr)")
    }

    /// When one address has all its connections, or every connection has logged in, the next client
    /// is told why it is turned away — and the logged-in connections are kept.
    @Test func aFullServerTellsTheNextClientWhy() throws {
      let server = try ServeHarness(["--max-sessions", "1"])
      var idle = try (0..<3).map { _ in try server.background(["-N"]) }
      defer { idle.forEach { $0.end() } }
      #expect(
        ServeHarness.wait(timeout: 20) { server.log.components(separatedBy: " authenticated ").count > 3 },
        "\(server.log)")
      let start = Date()
      let sameAddress = try server.exec(["render", "--width", "40", "--rows", "1"])
      print("turned away in \(Date().timeIntervalSince(start)) s")
      #expect(sameAddress.status == 1)
      #expect(
        sameAddress.stderr.contains(
          "gridpreview serve: too many connections from 127.0.0.1 (3 of 3, --max-sessions + 2); try again later"
        ),
        "\(sameAddress.stderr)")
      let other = try server.exec(["render", "--width", "40", "--rows", "1"], options: ["-b", "127.0.0.9"])
      #expect(other.status == 0, "\(other.stderr)")
      idle += try ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]
        .map { try server.background(["-N", "-b", $0]) }
      #expect(
        ServeHarness.wait(timeout: 20) { server.log.components(separatedBy: " authenticated ").count > 12 },
        "\(server.log)")
      let full = try server.exec(["render", "--width", "40", "--rows", "1"], options: ["-b", "127.0.0.9"])
      #expect(full.status == 1)
      #expect(
        full.stderr.contains("gridpreview serve: full (10 of 10 connections); try again later"),
        "\(full.stderr)")
      #expect(server.log.contains("connection refused: too many connections from one address"))
      #expect(server.log.contains("connection refused: too many connections from=127.0.0.9"), "\(server.log)")
      #expect(idle.allSatisfy { $0.isRunning }, "a logged-in connection was closed for the newcomer")
    }

    // MARK: Login attempts

    /// As OpenSSH's MaxAuthTries 6: a client may offer five keys that are not authorized and then
    /// its own, but not six.
    @Test func aClientMayOfferSixKeys() throws {
      let server = try ServeHarness()
      for n in 1...6 {
        _ = try Subprocess.run(
          ServeHarness.keygenPath ?? "/usr/bin/ssh-keygen",
          ["-q", "-t", "ed25519", "-N", "", "-f", server.folder.path("wrong\(n)")], environment: [:])
      }
      func offering(wrong count: Int) throws -> (status: Int32, stdout: String, stderr: String) {
        let others = (2...count).flatMap { ["-i", server.folder.path("wrong\($0)")] }
        return try server.exec(
          ["render", "--width", "40", "--rows", "1"], key: "wrong1",
          options: others + ["-i", server.folder.path("client")])
      }
      let five = try offering(wrong: 5)
      #expect(five.status == 0, "\(five.stderr)")
      let six = try offering(wrong: 6)
      #expect(six.status == 255)
      #expect(six.stderr.contains("Too many authentication failures"), "\(six.stderr)")
    }
  }
}
