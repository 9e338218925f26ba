import GridCanvas
import GridInput
import GridPseudoTerminal
import SystemPackage

/// The previewer's side of a recording by `record`: writes `RecorderReport`s to the descriptor the
/// recorder handed it (`GRIDPREVIEW_RECORDER_FD`). A previewer started any other way has none.
///
/// A class because it owns the descriptor.
public final class RecorderReporter {
  private let fd: FileDescriptor
  private var keys = 0
  /// The marks written on the terminal so far.
  private var marks = 0

  /// The reporter the environment asks for, or nil.
  public init?(environment: [String: String]) {
    guard let value = environment[RecorderReport.environmentVariable], let fd = Int32(value), fd > 2,
      Syscalls.isOpen(fd)
    else { return nil }
    // No program the previewer might start inherits it.
    Syscalls.closeOnExec(fd)
    self.fd = FileDescriptor(rawValue: fd)
  }

  deinit { try? fd.close() }

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
    _ = FileDescriptor.standardOutput.writeAllWaiting(RecorderFence.bytes(serial: marks))
    send(.mark(marks))
    send(.ready(keys: keys))
  }

  /// A frame was drawn.
  public func drew(_ frame: Canvas) { send(.frame(frame)) }

  /// The recorder going away is no reason to stop: the previewer carries on.
  private func send(_ report: RecorderReport) { _ = fd.writeAllWaiting(Array(report.line.utf8)) }
}
