import Dispatch
import GridFixtures
import GridScene
import NIOCore

/// Presenter mode's room of followers drawn by the server (`Room`): the exact layouts of a large
/// fixture made off the event loop, and the fixture file watched, each change read off the loop and
/// shown to every follower — what each follower's previewer did for itself before.
extension ServerState {
  /// How often the fixture file is looked at (as a previewer does on its idle ticks).
  static let fixtureCheckInterval: TimeAmount = .milliseconds(500)

  /// The room for `followers`, its background work handed back to the event loop: exact layouts on
  /// the global queue, the screens drawn and their updates made on a serial queue of their own (a
  /// second core beside the event loop, which lays out and writes; in order, so a step's screens
  /// never land before the last step's).
  func makeRoom(_ followers: ServeConfiguration.Followers) -> Room {
    let loop = self.loop
    let drawing = DispatchQueue(label: "gridpreview.room.drawing", qos: .userInitiated)
    return Room(
      fixture: followers.fixture, warnings: followers.warnings, languages: followers.languages,
      makeState: followers.makeState,
      settle: { job, ticket, done in
        let bound = NIOLoopBound(done, eventLoop: loop)
        DispatchQueue.global(qos: .userInitiated).async {
          let settled = job.run(isCancelled: { ticket.isCancelled })
          loop.execute { bound.value(settled) }
        }
      },
      draw: { job, done in
        let bound = NIOLoopBound(done, eventLoop: loop)
        drawing.async {
          let drawn = job.run()
          loop.execute { bound.value(drawn) }
        }
      })
  }

  /// Looks at the fixture file every `fixtureCheckInterval` while the server runs; a change is read
  /// on another thread and then shown to the room. On the event loop.
  func watchFixture(_ file: (path: String, reload: @Sendable () -> PreviewLoop.FixtureFile.Reloaded)) {
    guard let room = presentation?.room else { return }
    let loop = self.loop
    let watch = NIOLoopBound(FixtureWatch(path: file.path, room: room), eventLoop: loop)
    loop.scheduleRepeatedTask(initialDelay: Self.fixtureCheckInterval, delay: Self.fixtureCheckInterval) {
      task in
      guard !self.isStopping else { return task.cancel() }
      // A change while the last one is read is looked at again after it.
      guard !watch.value.isReading, watch.value.watcher.hasChanged() else { return }
      watch.value.isReading = true
      let reload = file.reload
      DispatchQueue.global(qos: .userInitiated).async {
        let reloaded = reload()
        loop.execute {
          watch.value.isReading = false
          watch.value.room.reload(reloaded)
        }
      }
    }
  }
}

/// The fixture file as the server watches it for the room (confined to the event loop).
final class FixtureWatch {
  var watcher: FileWatcher
  var isReading = false
  let room: Room

  init(path: String, room: Room) {
    watcher = FileWatcher(path: path)
    self.room = room
  }
}
