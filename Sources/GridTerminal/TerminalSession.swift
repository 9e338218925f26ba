import GridCanvas
import GridInput

/// The one object that owns the terminal: it starts curses, reads keys and resizes, copies canvases
/// to the screen, and restores the terminal on every way out (normal stop, quit signals, crashes).
/// While it runs the terminal is in explicit bidi mode (`CSI 8 l`): the canvases are already in
/// visual order, and a terminal with bidi of its own must not reorder them again.
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
  private var scalars: [Curses.WideCharacter] = []
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
  /// Events decoded and not yet handed out.
  private var queued: [InputEvent] = []
  /// Turns the bytes ncurses hands back into keys and mouse events.
  private var decoder = InputDecoder()
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
    // Before anything is drawn: our lines are already in visual order (DECISIONS "Terminal bidi").
    Curses.enterExplicitBidiMode()
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
        decode(read)
        if !queued.isEmpty { return queued.removeFirst() }
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
      decode(read)
      if !queued.isEmpty { return queued.removeFirst() }
    }
  }

  /// Every event already waiting, without blocking — so held keys are applied together and only
  /// the last state is drawn.
  public func pendingEvents() -> [InputEvent] {
    while queued.count < 4096, let read = Curses.readKey(timeout: 0) { decode(read) }
    var events = queued
    queued.removeAll()
    let signal = Curses.takeQuitSignal()
    if signal != 0 { events.append(.signal(signal)) }
    return events
  }

  /// Decodes what one read returned, and the rest of a character or an escape sequence it starts,
  /// into `queued`. ncurses hands back byte by byte the sequences it does not recognise itself (and
  /// SGR mouse reports, which it is told not to decode: see `Curses.configureModes`); whatever
  /// follows a byte that opens one gets `escapeDelay` to arrive, after which what came is decoded
  /// as it stands — so a broken sequence never holds on to the keys typed after it.
  private func decode(_ read: (code: UInt32, isFunctionKey: Bool)) {
    feed(read)
    while decoder.isWaiting {
      // ncurses has already waited `escapeDelay` before handing out an Esc it could not match, so
      // whatever belongs to it is there at once.
      let wait = decoder.holdsLoneEscape ? 0 : Int32(options.escapeDelay)
      guard let next = Curses.readKey(timeout: wait) else {
        decoder.timeOut(into: &queued)
        return
      }
      feed(next)
    }
  }

  private func feed(_ read: (code: UInt32, isFunctionKey: Bool)) {
    guard read.isFunctionKey else {
      decoder.feed(UInt8(truncatingIfNeeded: read.code), into: &queued)
      return
    }
    if read.code == Curses.resizeKey {
      let size = Curses.size
      decoder.feed(.resize(width: size.width, height: size.height), into: &queued)
    } else if read.code == Curses.mouseKey {
      for event in mouseEvents() { decoder.feed(event, into: &queued) }
    } else if let key = KeyDecoder.decode(
      code: read.code, isFunctionKey: true, name: { Curses.keyName(read.code) })
    {
      decoder.feed(key, into: &queued)
    } else {
      // A key the previewer has no name for: skipped, and what was held given up before it.
      decoder.timeOut(into: &queued)
    }
  }

  /// The mouse events ncurses decoded behind one KEY_MOUSE, in the order they happened (only on a
  /// terminal whose mouse reports ncurses would not stop decoding itself).
  private func mouseEvents() -> [InputEvent] {
    Curses.mouseEvents().compactMap(mouseEvent)
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

  /// Restores the terminal: leaves the alternate screen, shows the cursor and puts the terminal's
  /// bidi mode back to implicit, last. Safe to call twice.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    if options.mouse { _ = Curses.enableMouse(false) }
    Curses.markActive(false)
    Curses.end()
    Curses.release(screen)
    Curses.restoreImplicitBidiMode()
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
    for scalar in character.unicodeScalars.prefix(5) {
      scalars.append(Curses.WideCharacter(bitPattern: scalar.value))
    }
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
