import GridCanvas
import GridScene

/// Presenter mode's followers served from the server process (`serve --present`): one model of the
/// presentation per distinct screen — size, theme and box characters — laid out and drawn once per
/// step and shared by every follower with that screen, and each follower's terminal brought up to
/// date from the frame it last received (`ScreenUpdate`), the bytes shared by every follower that
/// was at the same frame.
///
/// Each follower has at most one update on its way: while one is, new steps only move the screen's
/// frame on, and the follower gets the difference to the latest when its update has gone. So a slow
/// client holds one update and a reference to the frame it shows, never a queue.
///
/// Confined to the server's event loop, like `Presentation`, which holds it.
final class Room {
  /// What a follower's screen looks like: every follower with the same one shares its frames.
  struct Screen: Hashable {
    var width: Int
    var height: Int
    var theme: Theme
    var characters: BoxCharacters
  }

  /// A follower: its screen, its terminal's dialect, the frame its terminal shows, and how an
  /// update reaches it (`deliver` calls its completion once the bytes have gone).
  struct Follower {
    var screen: Screen
    let dialect: TerminalDialect
    var shown: (screen: Screen, number: Int, canvas: Canvas)?
    var isSending = false
    let deliver: (_ bytes: [UInt8], _ done: @escaping () -> Void) -> Void
  }

  /// The model of the presentation at one screen and its latest frame (numbered, so followers at
  /// the same frame share an update), with the updates already made from earlier frames.
  struct Group {
    var state: PreviewState
    var frame: Canvas
    var number: Int
    var followers: Set<Int>
    var updates: [UpdateKey: [UInt8]] = [:]
  }

  struct UpdateKey: Hashable {
    var from: Int?
    var dialect: TerminalDialect
  }

  /// A previewer's model at a screen size with these characters, following (made by the executable,
  /// which has the fixture).
  let makeState: (_ width: Int, _ height: Int, _ characters: BoxCharacters) -> PreviewState
  private(set) var view: SharedView?
  private(set) var followers: [Int: Follower] = [:]
  private var groups: [Screen: Group] = [:]
  /// The next frame's number, across every screen: a number is never given twice.
  private var nextNumber = 0
  /// Frames drawn and updates made since the start (what a step cost, for tests).
  private(set) var framesDrawn = 0
  private(set) var updatesMade = 0

  init(makeState: @escaping (_ width: Int, _ height: Int, _ characters: BoxCharacters) -> PreviewState) {
    self.makeState = makeState
  }

  /// The followers' widths, narrowest and widest (nil with none).
  var widths: (narrowest: Int, widest: Int)? {
    let widths = groups.keys.map(\.width)
    guard let narrowest = widths.min(), let widest = widths.max() else { return nil }
    return (narrowest, widest)
  }

  /// How many distinct screens are drawn each step.
  var screenCount: Int { groups.count }

  /// A follower joins: its screen's group (made if new) and its first frame, sent at once.
  func add(
    _ id: Int, screen: Screen, dialect: TerminalDialect,
    deliver: @escaping (_ bytes: [UInt8], _ done: @escaping () -> Void) -> Void
  ) {
    followers[id] = Follower(screen: screen, dialect: dialect, deliver: deliver)
    join(id, screen)
    send(to: id)
  }

  /// A follower leaves (it quit, went away, or explores in a previewer of its own).
  func remove(_ id: Int) {
    guard let follower = followers.removeValue(forKey: id) else { return }
    leave(id, follower.screen)
  }

  /// A follower's terminal changed size: it moves to that screen's group and is repainted.
  func resize(_ id: Int, width: Int, height: Int) {
    guard var follower = followers[id] else { return }
    let screen = Screen(
      width: width, height: height, theme: follower.screen.theme, characters: follower.screen.characters)
    guard screen != follower.screen else { return }
    leave(id, follower.screen)
    follower.screen = screen
    followers[id] = follower
    join(id, screen)
    send(to: id)
  }

  /// The next update repaints the follower's whole screen (Ctrl-L).
  func repaint(_ id: Int) {
    followers[id]?.shown = nil
    send(to: id)
  }

  /// The presenter's view: each screen's model shows it and draws once, and every follower whose
  /// screen changed is sent the difference (or gets it when its update in flight has gone).
  func show(_ view: SharedView) {
    self.view = view
    for screen in Array(groups.keys) {
      guard var group = groups[screen] else { continue }
      _ = group.state.update(.received(.view(view)))
      let frame = group.state.frame(theme: screen.theme, characters: screen.characters)
      framesDrawn += 1
      if frame != group.frame {
        group.frame = frame
        group.number = nextNumber
        nextNumber += 1
        group.updates.removeAll()
      }
      groups[screen] = group
    }
    for id in followers.keys { send(to: id) }
  }

  /// Sends a follower the difference between what its terminal shows and its screen's frame, unless
  /// an update is on its way (it is sent when that one has gone) or it is up to date.
  private func send(to id: Int) {
    guard let follower = followers[id], !follower.isSending, let group = groups[follower.screen] else {
      return
    }
    let shown = follower.shown
    guard shown?.screen != follower.screen || shown?.number != group.number else { return }
    let from = shown?.screen == follower.screen ? shown?.number : nil
    let key = UpdateKey(from: from, dialect: follower.dialect)
    let bytes: [UInt8]
    if let made = group.updates[key] {
      bytes = made
    } else {
      // A follower that last saw another screen (it resized) is repainted whole.
      bytes = ScreenUpdate.bytes(
        from: from == nil ? nil : shown?.canvas, to: group.frame, dialect: follower.dialect)
      updatesMade += 1
      groups[follower.screen]?.updates[key] = bytes
    }
    followers[id]?.shown = (follower.screen, group.number, group.frame)
    guard !bytes.isEmpty else { return }
    followers[id]?.isSending = true
    follower.deliver(bytes) { [weak self] in
      guard let self, self.followers[id] != nil else { return }
      self.followers[id]?.isSending = false
      self.send(to: id)
    }
  }

  private func join(_ id: Int, _ screen: Screen) {
    if groups[screen] == nil {
      var state = makeState(screen.width, screen.height, screen.characters)
      if let view { _ = state.update(.received(.view(view))) }
      let frame = state.frame(theme: screen.theme, characters: screen.characters)
      framesDrawn += 1
      groups[screen] = Group(state: state, frame: frame, number: nextNumber, followers: [])
      nextNumber += 1
    }
    groups[screen]?.followers.insert(id)
  }

  private func leave(_ id: Int, _ screen: Screen) {
    groups[screen]?.followers.remove(id)
    if groups[screen]?.followers.isEmpty == true { groups[screen] = nil }
  }
}
