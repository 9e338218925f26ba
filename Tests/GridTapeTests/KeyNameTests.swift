import GridInput
import Testing

@testable import GridTape

@Suite struct KeyNameTests {
  /// Each name, the key it is, and the bytes an xterm sends for it in keypad mode.
  @Test(arguments: [
    ("+", Key.character("+"), "+"),
    ("q", Key.character("q"), "q"),
    ("H", Key.character("H"), "H"),
    ("space", Key.character(" "), " "),
    ("Enter", Key.enter, "\r"),
    ("Esc", Key.escape, "\u{1B}"),
    ("Escape", Key.escape, "\u{1B}"),
    ("Tab", Key.tab, "\t"),
    ("Shift+Tab", Key.tab.adding(.shift), "\u{1B}[Z"),
    ("Backspace", Key.backspace, "\u{7F}"),
    ("Up", Key.up, "\u{1B}OA"),
    ("↓", Key.down, "\u{1B}OB"),
    ("Right", Key.right, "\u{1B}OC"),
    ("Left", Key.left, "\u{1B}OD"),
    ("Shift+Left", Key.left.adding(.shift), "\u{1B}[1;2D"),
    ("Ctrl-Right", Key.right.adding(.control), "\u{1B}[1;5C"),
    ("Home", Key.home, "\u{1B}OH"),
    ("End", Key.end, "\u{1B}OF"),
    ("PgUp", Key.pageUp, "\u{1B}[5~"),
    ("PageDown", Key.pageDown, "\u{1B}[6~"),
    ("Delete", Key.delete, "\u{1B}[3~"),
    ("F1", Key.function(1), "\u{1B}OP"),
    ("F5", Key.function(5), "\u{1B}[15~"),
    ("F12", Key.function(12), "\u{1B}[24~"),
    ("Ctrl-L", Key.control("l"), "\u{C}"),
    ("Ctrl-c", Key.control("c"), "\u{3}"),
    ("Alt+j", Key.character("j").adding(.alt), "\u{1B}j"),
  ])
  func aNameIsAKeyAndItsBytes(_ name: String, _ key: Key, _ bytes: String) {
    #expect(KeyName.key(named: name) == key)
    #expect(TerminalKeys.bytes(for: key) == Array(bytes.utf8))
  }

  @Test(arguments: ["", "Lef", "F13", "F0", "Ctrl-+", "Shift+q", "ab", "Ctrl-", "\u{7}"])
  func notAKey(_ name: String) {
    #expect(KeyName.key(named: name) == nil)
  }
}
