import Dispatch
import GridCanvas
import GridFixtures
import GridLayout
import Synchronization

/// What the exact layouts on screen depend on: the settings (the flexible grid's in the compare
/// view), whether the flow layout is beside it, and the width each is laid out at.
public struct SettleKey: Hashable, Sendable {
  public var settings: SceneSettings
  public var comparing: Bool
  public var width: Int
  /// Which version of the fixture (a reload makes a new one).
  public var fixtureRevision: Int
}

/// The exact layouts for a key: the one on screen (the grid in the compare view) and the compare
/// view's flow layout.
public struct SettledLayouts: Sendable {
  public var key: SettleKey
  public var main: LayoutResult
  public var compare: LayoutResult?
}

/// Work the previewer does off its event loop (`BackgroundWorker`, `PreviewLoop.Worker`): a value
/// made on the loop that runs on any thread, says how far it is now and then, and stops when asked.
public protocol BackgroundJob: Sendable {
  associatedtype Output: Sendable

  /// What the job makes, or nil if `isCancelled` said so on the way.
  ///
  /// - Parameters:
  ///   - progress: Told the share done so far (0…1), now and then.
  ///   - isCancelled: Asked now and then; once it says yes the job stops and returns nil.
  func run(progress: @escaping (Double) -> Void, isCancelled: @escaping () -> Bool) -> Output?
}

/// Lays out a fixture exactly for a key — every cell measured — as a value that can run on any
/// thread: the previewer's background work, which the event loop starts after a change and which a
/// newer change cancels.
public struct SettleJob: BackgroundJob {
  public let fixture: Fixture
  public let key: SettleKey

  public init(fixture: Fixture, key: SettleKey) {
    self.fixture = fixture
    self.key = key
  }

  /// The exact layouts, or nil if `isCancelled` said so on the way.
  ///
  /// - Parameters:
  ///   - progress: Told the share of cells measured so far, now and then.
  ///   - isCancelled: Asked now and then; once it says yes the job stops measuring and returns nil.
  public func run(
    progress: @escaping (Double) -> Void = { _ in }, isCancelled: @escaping () -> Bool = { false }
  ) -> SettledLayouts? {
    // A scene of its own: its measurement cache is not shared with the main thread's.
    let scene = Scene(fixture: fixture, cachesMeasurements: false)
    let total = max(1, fixture.itemCount)
    var heights = [Double](repeating: .nan, count: fixture.itemCount)
    var widths = [Double](repeating: .nan, count: fixture.itemCount)
    var asked = 0
    var cancelled = false
    let settings = key.settings
    var input = scene.input(width: key.width, settings: settings)
    input.itemHeight = { path, columnWidth in
      if cancelled { return 0 }
      let global = scene.globalIndex(of: path)
      if widths[global] == columnWidth { return heights[global] }
      asked += 1
      if asked & 1023 == 0 {
        if isCancelled() {
          cancelled = true
          return 0
        }
        progress(Double(asked) / Double(total))
      }
      let rows = Double(scene.rows(of: path, columnWidth: Canvas.cells(columnWidth), settings: settings))
      heights[global] = rows
      widths[global] = columnWidth
      return rows
    }
    let size = Size(width: Double(key.width), height: 0)
    let main = scene.layout(settings).layout(input, in: size)
    guard !cancelled else { return nil }
    var compare: LayoutResult?
    if key.comparing {
      // The flow layout measures its cells at the grid's column widths: the heights are known.
      compare = scene.layout(settings.comparedRagged).layout(input, in: size)
    }
    guard !cancelled, !isCancelled() else { return nil }
    return SettledLayouts(key: key, main: main, compare: compare)
  }
}

/// Runs one job at a time on a background thread: starting another cancels the one running; the
/// event loop takes the finished output on its idle ticks. A class: it owns a thread's work and the
/// state shared with it (behind a mutex).
public final class BackgroundWorker<Job: BackgroundJob>: Sendable {
  private struct State {
    var generation = 0
    var started = ContinuousClock.now
    var progress: Double?
    var finished: Job.Output?
  }

  /// The state shared with the work on the background thread.
  private final class Shared: Sendable {
    let state = Mutex(State())
  }

  private let shared = Shared()
  private let queue: DispatchQueue
  private let quietFor: Duration

  /// - Parameters:
  ///   - label: The queue's name (`gridpreview.settle`).
  ///   - quietFor: How long a job runs before `progress` says how far it is (before that: 0), so
  ///     that work which is over in a moment shows no figures.
  public init(label: String, quietFor: Duration = .zero) {
    self.queue = DispatchQueue(label: label, qos: .userInitiated)
    self.quietFor = quietFor
  }

  /// Starts `job`, cancelling the one running (its output is dropped).
  public func start(_ job: Job) {
    let shared = self.shared
    let generation = shared.state.withLock { state -> Int in
      state.generation += 1
      state.started = .now
      state.progress = 0
      state.finished = nil
      return state.generation
    }
    queue.async {
      let current = { shared.state.withLock { $0.generation == generation } }
      guard current() else { return }
      let output = job.run(
        progress: { share in shared.state.withLock { if $0.generation == generation { $0.progress = share } }
        },
        isCancelled: { !current() })
      shared.state.withLock { state in
        guard state.generation == generation, let output else { return }
        state.finished = output
        state.progress = nil
      }
    }
  }

  /// Cancels the job running, if any.
  public func cancel() {
    shared.state.withLock { state in
      state.generation += 1
      state.progress = nil
      state.finished = nil
    }
  }

  /// The finished output, once (nil before it is ready).
  public func takeFinished() -> Job.Output? {
    shared.state.withLock { state in
      defer { state.finished = nil }
      return state.finished
    }
  }

  /// How far the running job is (0…1; 0 until it has run `quietFor`), or nil when none runs.
  public var progress: Double? {
    let quietFor = self.quietFor
    return shared.state.withLock { state in
      guard let progress = state.progress else { return nil }
      return ContinuousClock.now - state.started < quietFor ? 0 : progress
    }
  }
}

/// Makes exact layouts on a background thread of its own (`SettleJob`).
public typealias BackgroundSettler = BackgroundWorker<SettleJob>
