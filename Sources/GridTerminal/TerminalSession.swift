import CNcurses
import GridCanvas
import GridInput

/// The one object that owns the terminal: it starts curses, reads keys and resizes, copies canvases
/// to the screen, and restores the terminal on every way out (normal stop, quit signals, crashes).
///
/// A class because it stands for a resource with identity: there is one terminal.
public final class TerminalSession {
  public struct Options: Sendable {
    /// Use colours (off for `NO_COLOR` or `--color never`; also off when the terminal has none).
    public var colors: Bool
    /// How long a lone Esc waits for the rest of an escape sequence, in milliseconds.
    public var escapeDelay: Int
    /// How long a read waits before reporting `.idle`, in milliseconds (for watching files; nothing
    /// is redrawn on idle unless the caller decides so).
    public var pollInterval: Int
    /// Whether to ask the terminal for mouse events (the terminal's own text selection then needs
    /// Shift in most terminals).
    public var mouse: Bool

    public init(colors: Bool = true, escapeDelay: Int = 100, pollInterval: Int = 500, mouse: Bool = false) {
      self.colors = colors
      self.escapeDelay = escapeDelay
      self.pollInterval = pollInterval
      self.mouse = mouse
    }
  }

  /// Whether the terminal takes UTF-8 (box-drawing characters, CJK); otherwise draw ASCII.
  public let isUnicode: Bool
  /// Whether colours are in use.
  public let hasColors: Bool
  private let screen: OpaquePointer
  private let options: Options
  private var pairs: [ColorPairKey: Int16] = [:]
  /// The scalars of the cell being drawn, NUL-terminated for `setcchar`.
  private var scalars: [wchar_t] = []
  private var stopped = false
  /// A descriptor whose input wakes `nextEvent` as an idle tick (a presentation's messages), if any;
  /// set it to nil once it has reached its end.
  public var wakeDescriptor: Int32?
  /// Whether idle ticks come often (every 30 ms, while background work may finish) rather than at
  /// the options' poll interval.
  public var pollsOften = false
  /// Called when `nextEvent()` has handed out everything already read and is about to wait: the
  /// previewer is idle (a recorder's ready report goes here, after whatever ncurses writes as it
  /// reads, such as keypad mode at the first read).
  public var willWait: (() -> Void)?
  private var pollInterval: Int32 { pollsOften ? 30 : Int32(options.pollInterval) }
  /// Events read while decoding something else (a key that ended an unfinished sequence).
  private var queued: [InputEvent] = []
  /// The mouse buttons held, to tell a drag from a move.
  private var heldButton: MouseEvent.Button?

  /// Starts the session, or explains in one line why this terminal cannot host it.
  public init(options: Options = Options(), environment: [String: String]) throws(TerminalError) {
    if let problem = TerminalError.check(
      term: environment["TERM"], inputIsTerminal: Curses.isTerminal(0), outputIsTerminal: Curses.isTerminal(1)
    ) {
      throw problem
    }
    isUnicode = Curses.adoptLocale()
    // Our handlers first: ncurses then leaves INT and TERM alone and we restore the terminal ourselves.
    Curses.installSignalHandlers()
    guard let screen = Curses.newTerminal() else { throw .termUnknown(environment["TERM"] ?? "") }
    self.screen = screen
    self.options = options
    Curses.markActive(true)
    Curses.configureModes(escapeDelay: Int32(options.escapeDelay))
    hasColors = options.colors && Curses.startColors()
    Curses.primeSingleWriteFrames()
    if options.mouse { _ = Curses.enableMouse(true) }
  }

  deinit { stop() }

  /// The terminal's size in cells.
  public var size: (width: Int, height: Int) { Curses.size }

  /// Waits for the next event (at most the poll interval). Keys the previewer has no name for and
  /// escape sequences it does not know are skipped, never reported.
  public func nextEvent() -> InputEvent {
    if !queued.isEmpty { return queued.removeFirst() }
    while true {
      let signal = Curses.takeQuitSignal()
      if signal != 0 { return .signal(signal) }
      // What is waiting first (ncurses may hold keys it has read already); only then is there
      // nothing to do but wait, for either input when there is a wake descriptor.
      if let read = Curses.readKey(timeout: 0) {
        if let event = event(for: read) { return event }
        continue
      }
      willWait?()
      let timeout: Int32
      if let wake = wakeDescriptor {
        switch Curses.waitForInput(or: wake, timeout: pollInterval) {
        case .other: return .idle
        case .terminal: timeout = 0
        case .timeout:
          return Curses.inputHungUp() ? .signal(Curses.hangupSignal) : .idle
        }
      } else {
        timeout = pollInterval
      }
      guard let read = Curses.readKey(timeout: timeout) else {
        if wakeDescriptor != nil, !Curses.inputHungUp() { continue }
        let signal = Curses.takeQuitSignal()
        if signal != 0 { return .signal(signal) }
        // A hung-up terminal (a dropped SSH connection) need not send us SIGHUP: the kernel signals
        // only the session leader, which may ignore it. Reads then fail at once; end as SIGHUP would.
        return Curses.inputHungUp() ? .signal(Curses.hangupSignal) : .idle
      }
      if let event = event(for: read) { return event }
    }
  }

  /// Every event already waiting, without blocking — so held keys are applied together and only
  /// the last state is drawn.
  public func pendingEvents() -> [InputEvent] {
    var events = queued
    queued.removeAll()
    while events.count < 4096, let read = Curses.readKey(timeout: 0) {
      if let event = event(for: read) { events.append(event) }
      events += queued
      queued.removeAll()
    }
    let signal = Curses.takeQuitSignal()
    if signal != 0 { events.append(.signal(signal)) }
    return events
  }

  private func event(for read: (code: UInt32, isFunctionKey: Bool)) -> InputEvent? {
    if read.isFunctionKey && read.code == Curses.resizeKey {
      let size = Curses.size
      return .resize(width: size.width, height: size.height)
    }
    if read.isFunctionKey && read.code == Curses.mouseKey { return mouseEvent() }
    if !read.isFunctionKey && read.code == 0x1B { return escapeEvent() }
    return key(for: read).map(InputEvent.key)
  }

  private func key(for read: (code: UInt32, isFunctionKey: Bool)) -> Key? {
    KeyDecoder.decode(code: read.code, isFunctionKey: read.isFunctionKey) { Curses.keyName(read.code) }
  }

  /// What an Esc starts: a lone Esc, Alt with the next key, or an escape sequence that ncurses did
  /// not recognise (it hands those back byte by byte) — decoded by `EscapeSequence`, and skipped if
  /// unknown. ncurses has already waited `escapeDelay` before returning the Esc, so whatever follows
  /// it at once belongs to it; the rest of an unfinished sequence gets that long again.
  private func escapeEvent() -> InputEvent? {
    var codes: [UInt32] = []
    while true {
      let decoded = EscapeSequence.decode(afterEscape: codes)
      if !codes.isEmpty, decoded != .incomplete { return event(for: decoded) }
      guard codes.count < EscapeSequence.limit(afterEscape: codes),
        let read = Curses.readKey(timeout: codes.isEmpty ? 0 : Int32(options.escapeDelay))
      else { return event(for: EscapeSequence.decode(afterEscape: codes, final: true)) }
      if read.isFunctionKey {
        // A key ncurses decoded itself: after a lone Esc it is Alt with that key (Esc Esc [ A).
        if codes.isEmpty, read.code != Curses.resizeKey {
          return key(for: read).map { .key($0.adding(.alt)) }
        }
        // Before what decoding it queued (the rest of a run of mouse events).
        let place = queued.count
        if let event = event(for: read) { queued.insert(event, at: place) }
        return event(for: EscapeSequence.decode(afterEscape: codes, final: true))
      }
      codes.append(read.code)
    }
  }

  /// The mouse events ncurses decoded behind one KEY_MOUSE, in the order they happened: the first,
  /// with the rest queued after it.
  private func mouseEvent() -> InputEvent? {
    let events = Curses.mouseEvents().compactMap(mouseEvent)
    guard let first = events.first else { return nil }
    queued.append(contentsOf: events.dropFirst())
    return first
  }

  /// One mouse event; motion counts only while a button is held (a drag).
  private func mouseEvent(_ raw: (code: Int32, x: Int, y: Int, modifiers: Int32)) -> InputEvent? {
    var modifiers: Key.Modifiers = []
    if raw.modifiers & 1 != 0 { modifiers.insert(.shift) }
    if raw.modifiers & 2 != 0 { modifiers.insert(.alt) }
    if raw.modifiers & 4 != 0 { modifiers.insert(.control) }
    let buttons: [MouseEvent.Button] = [.left, .middle, .right]
    let kind: MouseEvent.Kind
    switch raw.code {
    case 1...3:
      heldButton = buttons[Int(raw.code) - 1]
      kind = .press(buttons[Int(raw.code) - 1])
    case 11...13:
      heldButton = nil
      kind = .release(buttons[Int(raw.code) - 11])
    case 4: kind = .wheelUp
    case 5: kind = .wheelDown
    case 20:
      guard let held = heldButton else { return nil }
      kind = .drag(held)
    default: return nil
    }
    return .mouse(MouseEvent(kind, x: raw.x, y: raw.y, modifiers: modifiers))
  }

  private func event(for decoded: EscapeSequence.Decoded) -> InputEvent? {
    switch decoded {
    case .key(let key): .key(key)
    case .mouse(let mouse): .mouse(mouse)
    case .ignored, .incomplete: nil
    }
  }

  /// Draws a canvas as the whole frame: erase, copy every cell, and one `doupdate` — ncurses sends
  /// only the difference from the previous frame, in a single `write()`.
  public func draw(_ canvas: Canvas) {
    Curses.erase()
    let (width, height) = Curses.size
    for y in 0..<min(height, canvas.height) {
      for x in 0..<min(width, canvas.width) {
        let cell = canvas[x, y]
        if cell.width == 0 { continue }
        if cell.width == 2 && x + 1 >= width { continue }
        put(cell, x: x, y: y)
      }
    }
    Curses.present()
  }

  /// Forces the next frame to repaint the whole screen (Ctrl-L).
  public func repaintNextFrame() { Curses.repaintNextFrame() }

  /// Restores the terminal: leaves the alternate screen and shows the cursor. Safe to call twice.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    if options.mouse { _ = Curses.enableMouse(false) }
    Curses.markActive(false)
    Curses.end()
    Curses.release(screen)
  }

  private func put(_ cell: Canvas.Cell, x: Int, y: Int) {
    var attributes = Curses.normal
    let style = cell.style
    if style.attributes.contains(.bold) { attributes |= Curses.bold }
    if style.attributes.contains(.dim) { attributes |= Curses.dim }
    if style.attributes.contains(.reverse) { attributes |= Curses.reverse }
    if style.attributes.contains(.underline) { attributes |= Curses.underline }
    let pair = hasColors ? colorPair(style) : 0
    let character = isUnicode || cell.character.isASCII ? cell.character : "?"
    // One buffer for every cell: a frame allocates nothing per cell.
    scalars.removeAll(keepingCapacity: true)
    for scalar in character.unicodeScalars.prefix(5) { scalars.append(wchar_t(bitPattern: scalar.value)) }
    scalars.append(0)
    if !Curses.putCell(x: x, y: y, scalars: scalars, attributes: attributes, pair: pair) {
      // The canvas holds only what a cell can (`DisplayWidth.pieces`); should curses still refuse a
      // cell, its first scalar keeps the screen aligned.
      scalars.removeSubrange(1...)
      scalars.append(0)
      _ = Curses.putCell(x: x, y: y, scalars: scalars, attributes: attributes, pair: pair)
    }
  }

  private struct ColorPairKey: Hashable {
    let foreground: Int16
    let background: Int16
  }

  /// The curses colour pair for a style's colours, defined the first time it is needed.
  private func colorPair(_ style: CellStyle) -> Int16 {
    let key = ColorPairKey(
      foreground: style.foreground.map { Int16($0.number) } ?? -1,
      background: style.background.map { Int16($0.number) } ?? -1)
    if key.foreground == -1 && key.background == -1 { return 0 }
    if let pair = pairs[key] { return pair }
    let next = Int16(pairs.count + 1)
    guard Int32(next) < Curses.colorPairCount else { return 0 }
    Curses.definePair(next, foreground: key.foreground, background: key.background)
    pairs[key] = next
    return next
  }
}
