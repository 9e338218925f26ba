import GridCanvas
import GridInput

#if canImport(Glibc)
  import Glibc
#endif

/// The previewer's side of a recording by `record`: writes `RecorderReport`s to the descriptor the
/// recorder handed it (`GRIDPREVIEW_RECORDER_FD`). A previewer started any other way has none.
///
/// A class because it owns the descriptor.
public final class RecorderReporter {
  private let fd: Int32
  private var keys = 0
  /// The marks written on the terminal so far.
  private var marks = 0

  /// The reporter the environment asks for, or nil.
  public init?(environment: [String: String]) {
    guard let value = environment[RecorderReport.environmentVariable], let fd = Int32(value), fd > 2,
      fcntl(fd, F_GETFD) != -1
    else { return nil }
    // No program the previewer might start inherits it.
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    self.fd = fd
  }

  deinit { close(fd) }

  /// Counts the keys and mouse events among events the previewer read.
  public func count(_ events: [InputEvent]) {
    keys += events.count {
      switch $0 {
      case .key, .mouse: true
      default: false
      }
    }
  }

  /// Everything read so far is applied and drawn: a mark on the terminal after the frame, its
  /// number, then the report (`RecorderFence`).
  public func ready() {
    marks += 1
    _ = LiveRecorder.writeAll(RecorderFence.bytes(serial: marks), to: 1)
    send(.mark(marks))
    send(.ready(keys: keys))
  }

  /// A frame was drawn.
  public func drew(_ frame: Canvas) { send(.frame(frame)) }

  /// The recorder going away is no reason to stop: the previewer carries on.
  private func send(_ report: RecorderReport) { _ = LiveRecorder.writeAll(Array(report.line.utf8), to: fd) }
}
