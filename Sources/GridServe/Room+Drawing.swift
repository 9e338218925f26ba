import GridCanvas
import GridScene

extension Room {
  /// A model's screens to draw, with the updates their followers will need, as plain values: made
  /// on the event loop, run away from it (`Room.Draw`), so the loop only lays out and writes.
  ///
  /// Unchecked: `PreviewState` holds its scene's caches, which are not all behind a lock. A job run
  /// away from the loop draws a state with a measurement cache of its own
  /// (`PreviewState.withOwnMeasurements()`, made on the loop as it is handed off: drawing measures
  /// a row's cells for its driver marks while the loop lays out the next step through the model's
  /// cache), long cells' text is behind a lock (`ContentCache`), and the
  /// room draws a model that is still laying out slices of a large fixture on the loop itself
  /// (`isSafeAwayFromTheLoop`).
  struct DrawJob: @unchecked Sendable {
    /// One screen: the frame it shows now, and the frames its followers show (by the update key
    /// they will look for).
    struct Screen {
      var screen: Room.Screen
      var previous: Frame
      var updates: [UpdateKey: Frame?]
    }

    /// Jobs are numbered as they are made, in the order of the states they draw.
    let number: Int
    let state: PreviewState
    let screens: [Screen]

    /// Whether this job may run on another thread: a model waiting for exact layouts lays out
    /// slices as its viewport moves (`PreviewState.viewed(height:)`), which measures.
    var isSafeAwayFromTheLoop: Bool { !state.isWaitingForExactLayouts }

    /// Each screen drawn from the model at its height, and, where the frame changed, the update
    /// from each frame its followers show.
    func run() -> [Drawn] {
      screens.map { job in
        let canvas = state.viewed(height: job.screen.height).frame(
          theme: job.screen.theme, characters: job.screen.characters)
        guard canvas != job.previous.canvas else {
          return Drawn(screen: job.screen, job: number, frame: job.previous, updates: [:])
        }
        let frame = Frame(canvas)
        var updates: [UpdateKey: [UInt8]] = [:]
        for (key, from) in job.updates {
          updates[key] = Room.bytes(from: from, to: frame, dialect: key.dialect)
        }
        return Drawn(screen: job.screen, job: number, frame: frame, updates: updates)
      }
    }
  }

  /// The bytes that bring a terminal showing `old` (nil: anything, repainted) to `new`, from the
  /// frames' row numbers.
  static func bytes(from old: Frame?, to new: Frame, dialect: TerminalDialect) -> [UInt8] {
    ScreenUpdate.bytes(
      from: old?.canvas, to: new.canvas, dialect: dialect, rowNumbers: old.map { ($0.rows, new.rows) })
  }

  /// A screen drawn by a `DrawJob`: its frame and the updates made to it.
  struct Drawn: Sendable {
    var screen: Room.Screen
    /// The job that drew it (`DrawJob.number`).
    var job: Int
    var frame: Frame
    var updates: [UpdateKey: [UInt8]]
  }
}
