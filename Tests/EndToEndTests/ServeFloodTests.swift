import Foundation
import GridTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension InteractiveTests {
  /// Presenter mode under a flood of TCP connections that never send an SSH version line (issue 40):
  /// real OpenSSH followers from tmux panes get their screens, and every step, while it lasts.
  ///
  /// A smaller flood than the benchmark's (`Benchmarks/serve-load --followers 100 --flood`: 2,000
  /// silent connections, 200 sending random bytes, 100 followers), so that the suite stays short on
  /// two cores: 500 silent and 100 random, from three loopback addresses (the followers' own among
  /// them), against 8 followers — still 18 times the 32 handshake places that a flood used to take.
  @Suite(.enabled(if: ServeHarness.isAvailable, "ssh and ssh-keygen (openssh-client) are needed"))
  struct ServeFloodTests {
    @Test func followersGetTheirScreensAndEveryStepWhileConnectionsFloodTheServer() throws {
      // 600 connections held here, and as many on the server: the soft open-file limit is raised to
      // the hard one (the server raises its own, `SSHServer.run`).
      try #require(Flood.raiseDescriptorLimit() >= 1_024, "ulimit -n: too few descriptors for the flood")
      let folder = try TemporaryFolder()
      let (presenter, port) = try ServeTests().presenter(
        folder: folder, options: ["--version-timeout", "3s"])
      let server = try #require(try presenter.programPID())
      let log = folder.path("present.log")
      usleep(300_000)
      let before = ServeHarness.descriptors(of: server)
      let memoryBefore = try #require(ServeHarness.memory(of: server)).resident

      let flood = Flood(
        port: port, silent: 500, garbage: 100, sources: ["127.0.0.1", "127.0.0.2", "127.0.0.3"])
      defer { flood.stop() }
      #expect(
        ServeHarness.wait(timeout: 15) { flood.open.silent >= 500 && flood.garbageSent >= 100 },
        "the flood did not start: \(flood.open)")
      // Accepting goes on: the server holds every silent connection open.
      #expect(
        ServeHarness.wait(timeout: 15) { ServeHarness.descriptors(of: server) >= before + 450 },
        "the server does not hold the flood: \(ServeHarness.descriptors(of: server)) descriptors")

      let sizes = (0..<8).map { (width: 60 + 12 * $0, height: 24 + $0 % 4) }
      let ssh = ServeRoomTests.ssh(folder, port: port)
      let started = Date()
      let followers = try sizes.map { try TmuxSession(ssh, width: $0.width, height: $0.height) }
      var seconds: [Double] = []
      for (follower, size) in zip(followers, sizes) {
        let left = max(0.1, 5 - Date().timeIntervalSince(started))
        try follower.waitForStatus("\(size.width) wide", timeout: left)
        seconds.append(Date().timeIntervalSince(started))
      }
      print(
        "8 followers had their screens \(seconds.map { String(format: "%.2f", $0) }) s after starting, under \(flood.open)"
      )
      try presenter.waitForStatus("8 watching, 8 following")
      // Every step reaches every follower.
      for (key, size) in [("+", "xL 19 pt"), ("+", "xxL 21 pt"), ("-", "xL 19 pt")] {
        try presenter.send(key)
        for follower in followers { try follower.waitForStatus(size, timeout: 5) }
      }
      // Random bytes are closed as they arrive; silence at the version timeout (3 s), each reopened.
      #expect(
        ServeHarness.wait(timeout: 10) { flood.closed.silent.count >= 50 },
        "silent connections were not closed: \(flood.open)")
      let closed = flood.closed
      let garbage = closed.garbage.sorted()
      #expect(garbage.count >= 100)
      #expect((garbage.last ?? 9) < 1.0, "random bytes answered in \(garbage.suffix(3)) s")
      #expect(closed.silent.allSatisfy { (2.9..<6).contains($0) }, "\(closed.silent.sorted().prefix(3))")
      flood.stop()

      // Once the flood and the followers are gone, the server holds what it held before.
      for follower in followers { follower.hangUp() }
      #expect(
        ServeHarness.wait(timeout: 10) { ServeHarness.descriptors(of: server) <= before },
        "descriptors: \(before) before, \(ServeHarness.descriptors(of: server)) after")
      let memoryAfter = try #require(ServeHarness.memory(of: server)).resident
      print("server resident memory: \(memoryBefore >> 10) KiB before, \(memoryAfter >> 10) KiB after")
      let text = ServeHarness.read(log)
      #expect(text.contains("connections closed before their version line"), "\(text.suffix(2000))")
      #expect(text.contains("not-ssh="), "\(text.suffix(2000))")
      #expect(text.contains("timed-out="), "\(text.suffix(2000))")
    }
  }

  /// TCP connections to `port` that never send a version line, held open: `silent` that send
  /// nothing and `garbage` that send 512 random bytes (never starting with `S`), from `sources` in
  /// turn. One the server closes is opened again a second after it was last opened (a flooder keeps
  /// its strength). Each slot's connection is read (and what it reads thrown away) to see it close;
  /// at most 50 are opened between two polls, so a close is timed within a poll's turn.
  final class Flood: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)
    private var openNow = (silent: 0, garbage: 0)
    private var closedAfter = (silent: [Double](), garbage: [Double]())
    private var sent = 0

    /// Connections open now, by kind.
    var open: (silent: Int, garbage: Int) { lock.withLock { openNow } }
    /// Seconds each connection the server closed had been open, by kind.
    var closed: (silent: [Double], garbage: [Double]) { lock.withLock { closedAfter } }
    /// Connections that have sent their random bytes.
    var garbageSent: Int { lock.withLock { sent } }

    init(port: Int, silent: Int, garbage: Int, sources: [String]) {
      struct Slot {
        var isGarbage: Bool
        var fd: Int32 = -1
        var opened = 0.0
      }
      let thread = Thread { [self] in
        var slots =
          (0..<silent).map { _ in Slot(isGarbage: false) } + (0..<garbage).map { _ in Slot(isGarbage: true) }
        var next = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        func now() -> Double { Date().timeIntervalSinceReferenceDate }
        while !lock.withLock({ stopped }) {
          // At most 50 opened a turn, so that closes are seen (and timed) within a turn's time.
          let due = slots.indices.filter { slots[$0].fd < 0 && now() - slots[$0].opened >= 1 }
          for index in due.prefix(50) {
            var bytes: [UInt8] = []
            if slots[index].isGarbage {
              bytes = (0..<512).map { _ in UInt8.random(in: 0...255) }
              if bytes[0] == UInt8(ascii: "S") { bytes[0] = 0 }
            }
            let fd = ServeHarness.rawConnection(
              port: port, from: sources[next % sources.count], sending: bytes)
            next += 1
            slots[index].opened = now()
            guard fd >= 0 else { continue }
            slots[index].fd = fd
            lock.withLock {
              if slots[index].isGarbage {
                openNow.garbage += 1
                sent += 1
              } else {
                openNow.silent += 1
              }
            }
          }
          var polled = slots.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
          guard poll(&polled, nfds_t(polled.count), 50) >= 0 else { continue }
          for (index, entry) in polled.enumerated() where entry.fd >= 0 && entry.revents != 0 {
            let count = recv(entry.fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            guard count <= 0, !(count < 0 && (errno == EAGAIN || errno == EINTR)) else { continue }
            close(entry.fd)
            slots[index].fd = -1
            let after = now() - slots[index].opened
            lock.withLock {
              if slots[index].isGarbage {
                openNow.garbage -= 1
                closedAfter.garbage.append(after)
              } else {
                openNow.silent -= 1
                closedAfter.silent.append(after)
              }
            }
          }
        }
        for slot in slots where slot.fd >= 0 { close(slot.fd) }
        lock.withLock { openNow = (0, 0) }
        done.signal()
      }
      thread.start()
    }

    deinit { stop() }

    /// Stops the flood and closes its connections.
    func stop() {
      let first = lock.withLock {
        defer { stopped = true }
        return !stopped
      }
      if first { done.wait() }
    }

    /// Raises this process's soft open-file limit to its hard limit; the soft limit after.
    static func raiseDescriptorLimit() -> Int {
      var limit = rlimit()
      guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
      if limit.rlim_cur < limit.rlim_max {
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
      }
      return Int(min(limit.rlim_cur, rlim_t(Int.max)))
    }
  }
}
