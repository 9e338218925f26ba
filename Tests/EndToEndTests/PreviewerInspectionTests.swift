import Foundation
import GridTestSupport
import GridText
import Testing

extension InteractiveTests {
  /// Selecting, inspecting, the size table, the mouse and find, driven in tmux.
  @Suite struct PreviewerInspectionTests {
    @Test func theInspectorFollowsTheSelectionThroughATextSizeStep() throws {
      let tmux = try TmuxSession.previewer(width: 120, height: 34)
      try tmux.send("Enter", "Right", "i")
      var screen = try tmux.waitForScreen(containing: "Inspector")
      #expect(screen.contains("Cell 0.1"), "\(screen)")
      #expect(screen.contains("size L, body 17 pt"))
      try tmux.send("+")
      screen = try tmux.waitForScreen(containing: "size xL, body 19 pt")
      #expect(screen.contains("Cell 0.1"))
      #expect(screen.contains("frame {\"x\":"))
      try tmux.send("Escape")
      try tmux.waitForScreen("the selection cleared") { !$0.contains("Inspector") }
      #expect(!tmux.hasExited())
    }

    @Test func theSizeTableSwitchesToAX5InOneEnter() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("t")
      try tmux.waitForScreen(containing: "AX5 53 pt")
      try tmux.send("End", "Enter")
      try tmux.waitForStatus("AX5 53 pt")
    }

    /// The terminal is asked for presses, releases and motion while a button is held (mode 1002, so
    /// the edge can be dragged), in SGR form where it has it; `--no-mouse` asks for none of it, and
    /// quitting turns it all off again.
    @Test func theTerminalReportsDragsUnlessMouseIsOff() throws {
      // tmux keeps one tracking mode: 1002 replaces the 1000 that ncurses asked for first.
      let flags = "#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}"
      let tmux = try TmuxSession.previewer()
      #expect(try tmux.display(flags) == "1 1 1")
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      #expect(try tmux.display(flags) == "0 0 0", "off again after quitting")
      let quiet = try TmuxSession.previewer(["--no-mouse"])
      #expect(try quiet.display(flags) == "0 0 0")
    }

    /// Mouse reports as a terminal sends them (SGR, mode 1006): a click selects the cell under it,
    /// the wheel scrolls.
    ///
    /// The click's place is read from a settled capture of the first frame (never one taken while
    /// tmux applies it) and counted in display columns; each step waits for the screen the one
    /// before it leads to.
    @Test func aClickSelectsAndTheWheelScrolls() throws {
      let tmux = try TmuxSession.previewer()
      let screen = try tmux.waitForScreen(containing: "│ Cherry")
      #expect(TmuxSession.statusBar(of: screen).contains("rows 1–28 of 88"))
      // The cell titled Cherry: find its title on screen; columns (display columns, not UTF-16
      // offsets) and rows from 1 in the report.
      let rows = lines(screen)
      let row = try #require(rows.firstIndex { $0.contains("│ Cherry") })
      let title = try #require(rows[row].range(of: "Cherry"))
      let column = DisplayWidth.columns(of: rows[row][..<title.lowerBound])
      try tmux.sendBytes("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
      try tmux.send("i")
      try tmux.waitForScreen(containing: "Cell 0.3 “Cherry”")
      try tmux.send("Escape")
      try tmux.waitForScreen("the selection cleared") { !$0.contains("Inspector") }
      try tmux.sendBytes("\u{1B}[<65;10;10M")
      try tmux.waitForStatus("rows 4–31 of 88")
      try tmux.sendBytes("\u{1B}[<64;10;10M")
      try tmux.waitForStatus("rows 1–28 of 88")
    }

    /// A click whose press and release reach the previewer in one read (a busy machine, a slow
    /// link) still selects: ncurses queues both behind one KEY_MOUSE and hands them out newest
    /// first, and taking only one lost the press. The previewer is stopped while the reports and
    /// the `i` after them are sent, so they are all waiting together when it goes on.
    @Test func aClickWhosePressAndReleaseArriveTogetherSelects() throws {
      let tmux = try TmuxSession.previewer()
      let screen = try tmux.waitForScreen(containing: "│ Kiwi")
      let rows = lines(screen)
      let row = try #require(rows.firstIndex { $0.contains("│ Kiwi") })
      let title = try #require(rows[row].range(of: "Kiwi"))
      let column = DisplayWidth.columns(of: rows[row][..<title.lowerBound])
      let pid = try #require(try tmux.programPID())
      #expect(kill(pid, SIGSTOP) == 0)
      try tmux.sendBytes("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)mi")
      // tmux has written them to the terminal once its next command runs.
      _ = try tmux.display("#{pane_pid}")
      #expect(kill(pid, SIGCONT) == 0)
      try tmux.waitForScreen(containing: "│ Cell 0.4   ")
    }

    /// `/` finds an item deep in a 100,000-item fixture and scrolls to it.
    @Test func findReachesAnItemDeepInALargeFixture() throws {
      let generated = try Executable.run(["generate", "--items", "100000"], timeout: 120)
      var json = try #require(
        try JSONSerialization.jsonObject(with: Data(generated.stdoutBytes)) as? [String: Any])
      var sections = try #require(json["sections"] as? [[String: Any]])
      var last = sections[sections.count - 1]
      var items = try #require(last["items"] as? [Any])
      items[items.count - 1] = ["title": "Needle", "text": "zebra-quokka-42"]
      last["items"] = items
      sections[sections.count - 1] = last
      json["sections"] = sections
      let folder = try TemporaryFolder()
      let path = try folder.write(try JSONSerialization.data(withJSONObject: json), to: "big.json")
      let tmux = try TmuxSession.previewer([path], width: 100, height: 30)
      try tmux.send("/")
      for character in "quokka" { try tmux.send(String(character)) }
      try tmux.send("Enter")
      let screen = try tmux.waitForScreen(timeout: 30, "the match on screen") {
        $0.contains("zebra-quokka-42")
      }
      #expect(TmuxSession.statusBar(of: screen).contains("1 of 1 match for “quokka”"))
      #expect(screen.contains("Needle"))
    }
  }
}
