import GridScene
import NIOCore

/// Presenter mode's relay, on the server's event loop: the presenter's view goes to every viewer
/// (and the last one to each viewer that joins), and the presenter hears how many watch and how
/// many follow. Lines are checked as `ShareMessage`s; anything else is dropped. Confined to the
/// server's one event loop (hence `@unchecked Sendable`).
final class Presentation: @unchecked Sendable {
  private var presenter: Channel?
  private var latestView: String?
  /// Viewers with a previewer process of their own: whether each follows (nil until its previewer
  /// has said, which it does as it draws its first frame: only then is it counted as watching).
  private var viewers: [Int: (channel: Channel, following: Bool?, behind: Bool)] = [:]
  /// The followers served from this process, when the server can draw for them.
  let room: Room?
  /// A viewer's previewer says it follows the presenter again (`f`): the room may take it back.
  var followsAgain: ((Int) -> Void)?
  /// The audience's counts are about to be sent (`sendAudience`).
  private var isAudienceDue = false
  static let audienceInterval: TimeAmount = .milliseconds(50)

  init(room: Room? = nil) {
    self.room = room
  }

  func attach(presenter channel: Channel) {
    presenter = channel
    sendAudience()
  }

  func presenterSaid(_ line: String) {
    guard case .view(let view)? = ShareMessage(line: line) else { return }
    latestView = line
    room?.show(view)
    for (id, viewer) in viewers { sendView(line, to: id, viewer.channel) }
  }

  /// A view for one viewer, unless its socket already holds 64 KiB it has not read (a busy
  /// previewer): then it is marked behind and gets only the latest view once it has read them, so
  /// nothing waits for it without end.
  private func sendView(_ line: String, to id: Int, _ channel: Channel) {
    guard channel.isWritable else {
      viewers[id]?.behind = true
      return
    }
    send(line, to: channel)
  }

  /// A viewer's socket took what waited: the latest view, if it missed any.
  func viewerCaughtUp(_ id: Int) {
    guard let viewer = viewers[id], viewer.behind, viewer.channel.isWritable, let latestView else { return }
    viewers[id]?.behind = false
    send(latestView, to: viewer.channel)
  }

  func viewer(_ id: Int, said line: String) {
    guard case .following(let following)? = ShareMessage(line: line), viewers[id] != nil else { return }
    viewers[id]?.following = following
    sendAudience()
    if following { followsAgain?(id) }
  }

  func add(viewer id: Int, channel: Channel) {
    viewers[id] = (channel, nil, false)
    if let latestView { send(latestView, to: channel) }
    sendAudience()
  }

  func remove(viewer id: Int) {
    guard viewers.removeValue(forKey: id) != nil else { return }
    sendAudience()
  }

  var audience: (watching: Int, following: Int) {
    let followers = room?.followers.count ?? 0
    let heard = viewers.values.compactMap(\.following)
    return (heard.count + followers, heard.filter { $0 }.count + followers)
  }

  /// A follower served from this process joined or left: the presenter hears the new counts.
  func audienceChanged() { sendAudience() }

  /// Sends the presenter the audience's counts and the followers' widths, at most every
  /// `audienceInterval`: a room filling up (a thousand followers in a few seconds) redraws the
  /// presenter's status bar a few times, not once per follower.
  private func sendAudience() {
    guard let presenter, !isAudienceDue else { return }
    isAudienceDue = true
    presenter.eventLoop.assumeIsolated().scheduleTask(in: Self.audienceInterval) {
      self.isAudienceDue = false
      guard let presenter = self.presenter else { return }
      let audience = self.audience
      self.send(
        ShareMessage.audience(
          watching: audience.watching, following: audience.following,
          widths: self.room?.widths.map { $0.narrowest...$0.widest }
        ).line, to: presenter)
    }
  }

  private func send(_ line: String, to channel: Channel) {
    channel.writeAndFlush(ByteBuffer(string: line + "\n"), promise: nil)
  }
}
