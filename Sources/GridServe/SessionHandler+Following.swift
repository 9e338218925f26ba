import GridCanvas
import GridInput
import GridPseudoTerminal
import NIOCore

/// A follower the server draws for itself (presenter mode, a terminal `TerminalDialect` knows): no
/// program of its own, its screen kept up to date by the `Room`. Its keys are its own: `q` and
/// Ctrl-C end the session, Ctrl-L repaints, and `e` hands it to a previewer process of its own that
/// explores from the presenter's view (as every viewer's was before); a key the presenter decides
/// gets the notice a follower's previewer gave, until the next key.
extension SessionHandler {
  /// Starts following: the terminal on the alternate screen, the first frame, the audience counted.
  func startFollowing(_ room: Room, dialect: TerminalDialect, wantReply: Bool) {
    guard let id, let terminal else { return }
    reply(wantReply, true)
    kind = "follower"
    followerKeys = InputDecoder()
    let environment = childEnvironment()
    let screen = Room.Screen(
      width: terminal.size.columns, height: terminal.size.rows,
      theme: Theme.Choice.auto.theme(environment: environment),
      characters: Self.isUnicode(environment) ? .square : .ascii)
    var fields = metadata
    fields["term"] = "\(terminal.term)"
    fields["size"] = "\(terminal.size.columns)x\(terminal.size.rows)"
    server.logger.info("session started: follower", metadata: fields)
    forward(ByteBuffer(bytes: ScreenUpdate.entering), type: .channel)
    room.add(id, screen: screen, dialect: dialect) { [weak self] bytes, sent in
      guard let self else { return }
      self.forward(ByteBuffer(bytes: bytes), type: .channel, then: sent)
    }
    server.presentation?.audienceChanged()
  }

  /// What a follower typed: its own keys acted on, the rest left to the presenter.
  func followerTyped(_ bytes: ByteBuffer) {
    guard var decoder = followerKeys else { return }
    var events: [InputEvent] = []
    for byte in bytes.readableBytesView { decoder.feed(byte, into: &events) }
    // A lone Esc means nothing here: never held for the rest of a sequence.
    if decoder.holdsLoneEscape { decoder.timeOut(into: &events) }
    followerKeys = decoder
    for case .key(let key) in events {
      guard followerKeys != nil, !finished else { return }
      switch key {
      case .character("q"): stopFollowing(status: .exited(0))
      case .control("c"): stopFollowing(status: .exited(130))
      case .character("e"): explore()
      default:
        guard let id, let room = server.presentation?.room else { return }
        room.press(id, key)
        if key == .control("l") { room.repaint(id) }
      }
    }
  }

  /// The follower leaves the room: its terminal restored (the alternate screen left, the cursor
  /// shown) unless the client is gone, and the session ends with `status`.
  func stopFollowing(status: ExitStatus) {
    guard followerKeys != nil, !finished else { return }
    followerKeys = nil
    if let id { server.presentation?.room?.remove(id) }
    server.presentation?.audienceChanged()
    if !clientGone { forward(ByteBuffer(bytes: ScreenUpdate.leaving), type: .channel) }
    finish(status)
  }

  /// `e`: the follower explores in a previewer process of its own, started from the presenter's
  /// view on the terminal it has.
  private func explore() {
    guard let id, let terminal, let followers = configuration.followers, let room = server.presentation?.room,
      let dialect = room.followers[id]?.dialect
    else { return }
    followerKeys = nil
    room.remove(id)
    server.presentation?.audienceChanged()
    kind = "previewer"
    explorerDialect = dialect
    startProcess(followers.explorer(room.view), terminal: terminal, wantReply: false)
  }

  /// Whether a session's locale (what its previewer's `setlocale` would adopt) is UTF-8.
  static func isUnicode(_ environment: [String: String]) -> Bool {
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }
}
