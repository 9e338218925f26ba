import NIOCore

/// The first handler of every connection: it holds what the client sends until that is a valid SSH
/// version line (`VersionLine`), so a connection that sends nothing, or anything else, never reaches
/// NIO SSH nor takes a handshake place.
///
/// NIO SSH, behind it, has sent the server's own version line as the connection opened (RFC 4253
/// §4.2: both sides send theirs at once; some clients wait for the server's). What the gate does:
/// - a client whose first bytes cannot begin `SSH-2.0-`, or whose line is malformed, is closed at
///   once (`.refused(problem)`);
/// - one with no complete version line within `timeout` is closed (`.timedOut`);
/// - on a valid line, reading stops and `outcome` gets `.version(text)`; the connection's bytes stay
///   here until `pass()` hands them on (at once, or once a handshake place is free), after which the
///   gate leaves the pipeline and reading resumes.
///
/// Confined to the channel's event loop, as every handler.
final class VersionGate: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  enum Outcome: Equatable {
    case version(String)
    case refused(VersionLine.Problem)
    case timedOut
  }

  private enum State {
    case reading
    /// A valid version line: reading stopped, waiting for `pass()`.
    case waiting
    case passed
    case closed
  }

  let timeout: TimeAmount
  private let outcome: (VersionGate, Outcome) -> Void
  private var state = State.reading
  private var held: ByteBuffer?
  private var timer: Scheduled<Void>?
  private var context: ChannelHandlerContext?

  /// - Parameters:
  ///   - timeout: how long a client has to send its version line, from when the connection is active.
  ///   - outcome: told once, with the gate: the version line, or why the connection was closed.
  init(timeout: TimeAmount, outcome: @escaping (VersionGate, Outcome) -> Void) {
    self.timeout = timeout
    self.outcome = outcome
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    if context.channel.isActive { startTimer(context) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    self.context = nil
  }

  func channelActive(context: ChannelHandlerContext) {
    startTimer(context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    if state != .passed { state = .closed }
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    var bytes = unwrapInboundIn(data)
    switch state {
    case .passed:
      context.fireChannelRead(data)
      return
    case .closed:
      return
    case .reading, .waiting:
      if var kept = held {
        held = nil  // one reference, so that writing does not copy
        kept.writeBuffer(&bytes)
        held = kept
      } else {
        held = bytes
      }
    }
    guard state == .reading, let held else { return }
    switch VersionLine.check(held.readableBytesView) {
    case .incomplete:
      return
    case .invalid(let problem):
      finish(context, .refused(problem))
    case .valid(let text, _):
      state = .waiting
      timer?.cancel()
      timer = nil
      context.channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
      outcome(self, .version(text))
    }
  }

  /// Hands what the client sent on to NIO SSH, leaves the pipeline, and reads again; only after
  /// `.version`, and once.
  func pass() {
    guard state == .waiting, let context else { return }
    state = .passed
    let bytes = held
    held = nil
    context.channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
    if let bytes {
      context.fireChannelRead(wrapInboundOut(bytes))
      context.fireChannelReadComplete()
    }
    context.pipeline.syncOperations.removeHandler(context: context).whenComplete { _ in }
    if context.channel.isActive { context.read() }
  }

  private func startTimer(_ context: ChannelHandlerContext) {
    guard timer == nil, state == .reading else { return }
    timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [self] in
      timer = nil
      guard state == .reading, let context = self.context else { return }
      finish(context, .timedOut)
    }
  }

  private func finish(_ context: ChannelHandlerContext, _ result: Outcome) {
    state = .closed
    held = nil
    timer?.cancel()
    timer = nil
    outcome(self, result)
    context.close(promise: nil)
  }
}
