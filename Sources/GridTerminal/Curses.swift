import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call into ncurses goes through this file (swift-system's `Syscalls.swift` habit): Swift
/// names outward, the C name in the doc comment.
enum Curses {
  /// `wchar_t`: one scalar of a cell, as `putCell` takes it.
  typealias WideCharacter = wchar_t

  /// `newterm(NULL, stdout, stdin)`: nil when the terminal type is unknown (unlike `initscr`, which exits),
  /// with a large output buffer.
  ///
  /// ncurses sizes its output buffer, once, from the screen size it starts with —
  /// (rows + 2) × (columns + 6) bytes — and writes a frame in as many `write()`s as it takes to pass
  /// through that buffer. Starting it with `LINES`/`COLUMNS` set to a large screen gives a buffer of
  /// about 180 KB; `resizeterm` then takes the real size from the terminal and keeps the buffer, so
  /// even a full repaint leaves in one `write()` (one SSH packet). The caller's environment is put
  /// back as it was.
  static func newTerminal() -> OpaquePointer? {
    let names: [String] = ["LINES", "COLUMNS"]
    let saved = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
    setenv("LINES", "300", 1)
    setenv("COLUMNS", "600", 1)
    let screen = newterm(nil, gp_stdout(), gp_stdin())
    for (name, value) in saved {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
    guard let screen else { return nil }
    if let size = terminalSize(1) {
      resizeterm(Int32(size.rows), Int32(size.columns))
    } else {
      resizeterm(24, 80)
    }
    return screen
  }

  /// `setlocale(LC_ALL, "")`: adopts the user's locale and returns whether it is UTF-8 (if not, the
  /// previewer draws with the ASCII set).
  static func adoptLocale() -> Bool {
    setlocale(LC_ALL, "")
    return gp_locale_is_utf8() != 0
  }

  /// `cbreak`, `noecho`, `nonl`, `keypad`, `curs_set(0)`, `leaveok`, `set_escdelay`, no XON/XOFF.
  static func configureModes(escapeDelay: Int32) {
    cbreak()
    noecho()
    nonl()
    intrflush(gp_stdscr(), false)
    keypad(gp_stdscr(), true)
    curs_set(0)
    leaveok(gp_stdscr(), true)
    set_escdelay(escapeDelay)
    ignoreMouseReports()
    // Ctrl-S is a key, not XOFF: otherwise it freezes the screen until Ctrl-Q. Saved as the program's
    // mode, so ncurses keeps it through `endwin`/`doupdate`, and restores the shell's at the end.
    _ = gp_disable_flow_control(0)
    def_prog_mode()
  }

  /// `start_color` + `use_default_colors`: whether colours with the terminal's own background work.
  static func startColors() -> Bool {
    guard has_colors() else { return false }
    start_color()
    return use_default_colors() == OK
  }

  static var colorPairCount: Int32 { gp_color_pairs() }

  /// `init_pair(pair, fg, bg)` with −1 for the terminal's own colour.
  static func definePair(_ pair: Int16, foreground: Int16, background: Int16) {
    init_pair(pair, foreground, background)
  }

  /// `endwin(); doupdate();` right after start-up: Debian's ncurses then sends each frame as one
  /// `write()` instead of ~35 small ones (terminal.md).
  static func primeSingleWriteFrames() {
    endwin()
    doupdate()
  }

  static var size: (width: Int, height: Int) {
    (Int(getmaxx(gp_stdscr())), Int(getmaxy(gp_stdscr())))
  }

  /// `wtimeout` + `wgetch`: a byte, a function key ncurses matched (KEY_RESIZE among them), or nil
  /// after `timeout` milliseconds (0: only what is already waiting) or an interrupting signal.
  ///
  /// Bytes, not characters: `wget_wch` waits for the rest of a UTF-8 character however long it
  /// takes and drops the keys after a byte that cannot continue one (`0xE5` then `+` lost the `+`),
  /// so UTF-8 is decoded by `InputDecoder`, which gives such a character up.
  static func readKey(timeout: Int32) -> (code: UInt32, isFunctionKey: Bool)? {
    wtimeout(gp_stdscr(), timeout)
    let code = wgetch(gp_stdscr())
    if code == ERR || code < 0 { return nil }
    return (UInt32(code), code >= KEY_MIN)
  }

  /// `keyname`: ncurses' name for a key code (`KEY_UP`, `kUP3`), or nil.
  static func keyName(_ code: UInt32) -> String? {
    guard let name = keyname(Int32(bitPattern: code)) else { return nil }
    return String(cString: name)
  }

  static func erase() { werase(gp_stdscr()) }

  /// One cell through `setcchar` + `mvwadd_wch`.
  static func putCell(x: Int, y: Int, scalars: [wchar_t], attributes: attr_t, pair: Int16) -> Bool {
    scalars.withUnsafeBufferPointer { buffer in
      gp_put_cell(gp_stdscr(), Int32(y), Int32(x), buffer.baseAddress, attributes, pair) != ERR
    }
  }

  /// `wnoutrefresh` + `doupdate`: one frame to the terminal.
  static func present() {
    wnoutrefresh(gp_stdscr())
    doupdate()
  }

  /// `clearok` for Ctrl-L: the next frame repaints everything.
  static func repaintNextFrame() { clearok(gp_stdscr(), true) }

  static func end() { endwin() }

  /// `CSI 8 l` (ECMA-48 BDSM reset: explicit bidi mode) straight to standard output, so a terminal
  /// with bidi of its own (VTE) shows our lines in the visual order they are written in; `exit`
  /// restores it if nothing else has (`gp_enter_explicit_bidi`). After `newterm`: ncurses' Ctrl-Z
  /// handler is wrapped to give the shell implicit mode while the previewer is suspended
  /// (`gp_wrap_suspend_handler`).
  static func enterExplicitBidiMode() {
    gp_enter_explicit_bidi()
    gp_wrap_suspend_handler()
  }

  /// `CSI 8 h` (BDSM set: implicit, the terminal's default) if `enterExplicitBidiMode` was called and
  /// nothing has restored it since; the crash handler does the same (`gp_restore_implicit_bidi`).
  static func restoreImplicitBidiMode() { gp_restore_implicit_bidi() }

  static func release(_ screen: OpaquePointer) { delscreen(screen) }

  static func installSignalHandlers() { gp_install_signal_handlers() }

  static func takeQuitSignal() -> Int32 { gp_take_quit_signal() }

  static func markActive(_ active: Bool) { gp_set_curses_active(active ? 1 : 0) }

  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

  /// `poll(stdin, 0)` reports `POLLHUP`/`POLLERR`: the terminal hung up (every read now fails at once).
  /// What `waitForInput` saw first.
  enum Readiness {
    case terminal, other, timeout
  }

  /// `poll` on standard input and `other` for up to `timeout` milliseconds; a signal counts as input
  /// on the terminal (ncurses then reports a resize, or the loop a quit signal).
  static func waitForInput(or other: Int32, timeout: Int32) -> Readiness {
    var fds = [
      pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: other, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, 2, timeout)
    if ready < 0 { return .terminal }
    if ready == 0 { return .timeout }
    return fds[1].revents != 0 ? .other : .terminal
  }

  static func inputHungUp() -> Bool {
    var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&input, 1, 0) > 0 else { return false }
    return input.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }

  /// SIGHUP's number.
  static var hangupSignal: Int32 { SIGHUP }

  /// `ioctl(fd, TIOCGWINSZ)`: the terminal's width, or nil.
  static func terminalWidth(_ fd: Int32) -> Int? {
    let width = gp_terminal_width(fd)
    return width > 0 ? Int(width) : nil
  }

  /// `ioctl(fd, TIOCGWINSZ)`: the terminal's columns and rows, or nil (also for a size of 0).
  static func terminalSize(_ fd: Int32) -> (columns: Int, rows: Int)? {
    var columns: Int32 = 0
    var rows: Int32 = 0
    guard gp_terminal_size(fd, &columns, &rows) == 0, columns > 0, rows > 0 else { return nil }
    return (Int(columns), Int(rows))
  }

  /// `tcgetattr` + `cfmakeraw` + `tcsetattr(TCSAFLUSH)` on `fd`, the modes saved and put back by a
  /// crash signal's handler (`gp_enter_raw_mode`); whether it is a terminal whose modes were set.
  static func enterRawMode(_ fd: Int32) -> Bool { gp_enter_raw_mode(fd) == 0 }

  /// `tcsetattr(TCSAFLUSH)` with the modes `enterRawMode` saved; nothing if there are none.
  static func restoreMode() { gp_restore_mode() }

  /// `open("/dev/tty", O_RDONLY | O_NOCTTY | O_NONBLOCK)` + `TIOCGWINSZ`: the controlling
  /// terminal's width, or nil.
  static func controllingTerminalWidth() -> Int? {
    let fd = open("/dev/tty", O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return terminalWidth(fd)
  }

  /// `mousemask` with every button event and motion, `mouseinterval(0)`; whether a mouse reports.
  static func enableMouse(_ on: Bool) -> Bool {
    let reports = gp_enable_mouse(on ? 1 : 0) != 0
    ignoreMouseReports()
    return reports
  }

  /// `keyok(KEY_MOUSE, FALSE)`: ncurses stops recognising mouse reports (terminfo's `kmous`, `Esc [ <`
  /// for xterm), which then reach `InputDecoder` byte by byte like any other sequence.
  ///
  /// ncurses reads the rest of a report it recognised with blocking reads that wait for its last
  /// byte however long it takes and take whatever comes: a report cut short (`Esc [ < 0 ; 10`)
  /// swallowed the next key typed, and `Esc [ <` typed or pasted hung the input until a letter
  /// ended it. Asked again after `mousemask`, which may add `Esc [ M` for an xterm without `kmous`.
  static func ignoreMouseReports() { _ = keyok(KEY_MOUSE, false) }

  /// `getmouse` until the queue is empty: every event behind one KEY_MOUSE — its code (see
  /// `gp_get_mouse`), position and modifier bits — oldest first. ncurses queues the reports that
  /// arrived together (a click's press and release, on a busy machine or a slow link) and hands
  /// them out newest first; taking only one lost the press of such a click.
  static func mouseEvents() -> [(code: Int32, x: Int, y: Int, modifiers: Int32)] {
    var events: [(code: Int32, x: Int, y: Int, modifiers: Int32)] = []
    // ncurses' queue holds a few events; the bound only guards against a library that never says -1.
    for _ in 0..<64 {
      var x: Int32 = 0
      var y: Int32 = 0
      var mods: Int32 = 0
      let code = gp_get_mouse(&x, &y, &mods)
      if code < 0 { break }
      if code > 0 { events.append((code, Int(x), Int(y), mods)) }
    }
    return events.reversed()
  }

  static var mouseKey: UInt32 { UInt32(gp_key_mouse()) }

  static var bold: attr_t { gp_a_bold() }
  static var dim: attr_t { gp_a_dim() }
  static var reverse: attr_t { gp_a_reverse() }
  static var underline: attr_t { gp_a_underline() }
  static var normal: attr_t { gp_a_normal() }
  static var resizeKey: UInt32 { UInt32(gp_key_resize()) }
}
