import Foundation
import GridTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension InteractiveTests {
  /// Presenter mode's followers drawn by the server itself (`Room`, `ScreenUpdate`), reached with
  /// the real OpenSSH client from tmux panes (`TERM=xterm-256color`).
  @Suite(.enabled(if: ServeHarness.isAvailable, "ssh and ssh-keygen (openssh-client) are needed"))
  struct ServeRoomTests {
    static func ssh(_ folder: TemporaryFolder, port: Int) -> [String] {
      [
        ServeHarness.sshPath ?? "/usr/bin/ssh", "-o", "StrictHostKeyChecking=no", "-o",
        "UserKnownHostsFile=/dev/null", "-o", "BatchMode=yes", "-o", "LogLevel=ERROR", "-o",
        "IdentitiesOnly=yes",
        "-i", folder.path("client"), "-p", "\(port)", "-t", "127.0.0.1",
      ]
    }

    /// Followers of `presenter` at these sizes, each waited for until its status bar shows its width
    /// and that it follows, and the presenter until it counts them all.
    static func followers(
      _ sizes: [(width: Int, height: Int)], of presenter: TmuxSession, folder: TemporaryFolder, port: Int
    ) throws -> [TmuxSession] {
      let sessions = try sizes.map {
        try TmuxSession(ssh(folder, port: port), width: $0.width, height: $0.height)
      }
      for (session, size) in zip(sessions, sizes) {
        // The status bar groups thousands: "1,000 wide".
        let width =
          size.width < 1_000
          ? "\(size.width)" : "\(size.width / 1_000),\(String(size.width % 1_000 + 1_000).dropFirst())"
        try session.waitForStatus("\(width) wide", "following")
      }
      try presenter.waitForStatus("\(sizes.count) watching, \(sizes.count) following")
      return sessions
    }

    /// The screen without its status bar (a follower's says "following", a local previewer's not).
    static func aboveStatusBar(_ screen: String) -> [Substring] {
      let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
      let last = rows.lastIndex { !$0.allSatisfy(\.isWhitespace) } ?? rows.endIndex
      return Array(rows[..<last])
    }

    @Test func followersAreDrawnByTheServerEachAtItsOwnWidthAndEHandsOneToAPreviewer() throws {
      let folder = try TemporaryFolder()
      let (presenter, port) = try ServeTests().presenter(folder: folder)
      let ssh = Self.ssh(folder, port: port)
      let narrow = try TmuxSession(ssh, width: 60, height: 24)
      let wide = try TmuxSession(ssh, width: 150, height: 30)
      let gone = try TmuxSession(ssh, width: 150, height: 30)
      try narrow.waitForStatus("60 wide")
      try wide.waitForStatus("150 wide", "following")
      try gone.waitForStatus("150 wide", "following")
      try presenter.waitForStatus("3 watching, 3 following, 60–150 wide")
      let server = try #require(try presenter.programPID())
      #expect(
        ServeHarness.previewers(of: server).count == 1,
        "only the presenter's: \(ServeHarness.previewers(of: server))")

      // A step reaches every follower, each at its own width: what a local previewer at that size
      // shows for the same key.
      try presenter.send("+")
      let shown = try narrow.waitForStatus("xL 19 pt", "60 wide")
      try wide.waitForStatus("xL 19 pt", "150 wide")
      let local = try TmuxSession.previewer(width: 60, height: 24)
      try local.send("+")
      let expected = try local.waitForStatus("xL 19 pt")
      #expect(Self.aboveStatusBar(shown) == Self.aboveStatusBar(expected))

      // A client killed mid-presentation leaves the others following.
      let killed = try #require(try gone.programPID())
      kill(killed, SIGKILL)
      try presenter.waitForStatus("2 watching, 2 following")
      try presenter.send("+")
      try narrow.waitForStatus("xxL 21 pt")
      try wide.waitForStatus("xxL 21 pt")

      // e: a previewer of its own, exploring from the presenter's view; f follows again.
      try narrow.send("e")
      try presenter.waitForStatus("2 watching, 1 following, 150 wide")
      try narrow.waitForStatus("xxL 21 pt", "exploring")
      #expect(ServeHarness.previewers(of: server).count == 2)
      try presenter.send("-")
      try wide.waitForStatus("xL 19 pt")
      #expect(try narrow.statusBar().contains("xxL 21 pt"), "exploring alone, the viewer keeps its own size")
      try narrow.send("f")
      try narrow.waitForStatus("xL 19 pt")
      try presenter.waitForStatus("2 watching, 2 following")
      // Following again, it is handed back to the room: its previewer ends, the server draws it.
      let deadline = Date().addingTimeInterval(10)
      while ServeHarness.previewers(of: server).count > 1, Date() < deadline { usleep(50_000) }
      #expect(ServeHarness.previewers(of: server).count == 1, "the explorer's previewer ended")
      try presenter.send("+")
      try narrow.waitForStatus("xxL 21 pt", "60 wide")
      #expect(try narrow.terminalModes().alternateScreen)
      try narrow.send("+")
      try narrow.waitForStatus("following the presenter")
      try presenter.send("-")
      try narrow.waitForStatus("xL 19 pt")

      // q: a follower the server draws quits alone, its terminal restored.
      try wide.send("q")
      #expect(wide.waitForExit(timeout: 5) == 0)
      #expect(!(try wide.terminalModes().alternateScreen))
      try presenter.waitForStatus("1 watching, 1 following")

      try presenter.send("q")
      #expect(presenter.waitForExit() == 0)
      let status = narrow.waitForExit(timeout: 5)
      #expect(status == 0 || status == 255)
      #expect(!(try narrow.terminalModes().alternateScreen))
    }

    /// What a follower's previewer process did, the server does for the followers it draws: a key
    /// the presenter decides says so in that follower's status bar, and an edit of the fixture file
    /// reaches every follower.
    @Test func aFollowerIsToldWhoDecidesAndSeesTheFixtureEdited() throws {
      let folder = try TemporaryFolder()
      let original = try String(
        contentsOfFile: Executable.fixtures.appendingPathComponent("compare.json").path, encoding: .utf8)
      _ = try folder.write(original, to: "talk.json")
      let (presenter, port) = try ServeTests().presenter(folder: folder, fixture: folder.path("talk.json"))
      let sessions = try Self.followers([(90, 24), (90, 24)], of: presenter, folder: folder, port: port)
      let (follower, other) = (sessions[0], sessions[1])

      try follower.send("+")
      try follower.waitForStatus("following the presenter: e explores on your own")
      #expect(!(try other.statusBar().contains("e explores on your own")), "only the follower who pressed it")
      try presenter.send("+")
      try follower.waitForStatus("xL 19 pt")
      try other.waitForStatus("xL 19 pt")

      let edited = original.replacingOccurrences(
        of: "Why flexible rows", with: "Edited while presenting")
      #expect(edited != original)
      _ = try folder.write(edited, to: "talk.json")
      try follower.waitForScreen(containing: "Edited while presenting")
      try other.waitForScreen(containing: "Edited while presenting")
      try presenter.send("q")
      #expect(presenter.waitForExit() == 0)
    }

    /// A follower whose client stops reading holds one update in flight and is sent the latest frame
    /// when it reads again: the server keeps a frame for it, not the steps it missed (had they piled
    /// up, the session's output limit would have cut it off, and it would never show the last step),
    /// its memory does not grow meanwhile, and the others follow every step.
    @Test func aFollowerThatStopsReadingCostsTheServerAFrameNotTheStepsItMissed() throws {
      let folder = try TemporaryFolder()
      // A screen of 1,000 × 300 full of text: a step between the smallest and the largest text size
      // redraws all of it, a few hundred kilobytes for the stopped follower, more than the socket
      // buffers and the SSH window hold after a few steps.
      let generated = try Subprocess.run(Executable.path, ["generate", "--items", "20000"], environment: [:])
      try folder.write(String(decoding: generated.output, as: UTF8.self), to: "many.json")
      let (presenter, port) = try ServeTests().presenter(folder: folder, fixture: folder.path("many.json"))
      let sessions = try Self.followers([(1_000, 300), (100, 30)], of: presenter, folder: folder, port: port)
      let (stopped, live) = (sessions[0], sessions[1])
      let server = try #require(try presenter.programPID())
      let client = try #require(try stopped.programPID())
      #expect(kill(client, SIGSTOP) == 0)
      defer { kill(client, SIGCONT) }
      /// `pairs` steps to the largest text size and back to the smallest, each seen by the live
      /// follower before the next.
      func steps(pairs: Int) throws {
        for _ in 0..<pairs {
          try presenter.send("}")
          try live.waitForStatus("AX5")
          try presenter.send("{")
          try live.waitForStatus("xS", "100 wide")
        }
      }
      try steps(pairs: 10)
      let before = try #require(ServeHarness.memory(of: server)).resident
      // 80 more steps the stopped follower misses.
      try steps(pairs: 40)
      // The least of three readings a moment apart: frames still being drawn for the last steps
      // come and go, the missed steps piled up would stay.
      var after = Int.max
      for _ in 0..<3 {
        usleep(200_000)
        after = min(after, try #require(ServeHarness.memory(of: server)).resident)
      }
      print(
        "server resident while a follower is stopped: \(before >> 10) KiB, 80 steps later \(after >> 10) KiB")
      // One frame of this screen is some 5 MB of cells; the steps missed would be many times that.
      #expect(after - before < 16 << 20, "grew \((after - before) >> 10) KiB")
      // The stopped follower, reading again, is brought to the latest frame.
      try presenter.send("}")
      try live.waitForStatus("AX5")
      #expect(kill(client, SIGCONT) == 0)
      try stopped.waitForStatus("AX5", "1,000 wide")
      try presenter.send("q")
      #expect(presenter.waitForExit() == 0)
    }

    /// What a follower's terminal receives per step, against what a local previewer at the same
    /// size writes for the same key: within the 1.2× (measured here 1.00×, since moved rows
    /// grow over the rows beside them that only partly changed, as ncurses' hunks do; 1.29× before).
    @Test func aStepCostsAFollowerAboutWhatItCostsALocalPreviewer() throws {
      let folder = try TemporaryFolder()
      let (presenter, port) = try ServeTests().presenter(folder: folder)
      let follower = try TmuxSession(Self.ssh(folder, port: port), width: 100, height: 30, recordBytes: true)
      try follower.waitForStatus("100 wide", "following")
      let local = try TmuxSession.previewer(recordBytes: true)
      let steps = [
        ("+", "xL 19"), ("+", "xxL 21"), ("+", "xxxL 23"), ("-", "xxL 21"), ("-", "xL 19"), ("-", "L 17"),
      ]
      func bytes(_ tmux: TmuxSession, keysTo sender: TmuxSession) throws -> [Int] {
        var meter = WireBytesTests.Meter(tmux: tmux)
        _ = meter.next()
        var counts: [Int] = []
        for (key, size) in steps {
          try sender.send(key)
          try tmux.waitForStatus(size)
          counts.append(meter.next())
        }
        return counts
      }
      let followed = try bytes(follower, keysTo: presenter)
      let here = try bytes(local, keysTo: local)
      let ratio = Double(followed.reduce(0, +)) / Double(here.reduce(0, +))
      print("bytes per text-size step, follower: \(followed), local previewer: \(here), ratio \(ratio)")
      #expect(ratio <= 1.2, "follower \(followed) against local \(here) bytes")
      #expect(followed.allSatisfy { $0 > 0 })
      try presenter.send("q")
      #expect(presenter.waitForExit() == 0)
    }
  }
}
