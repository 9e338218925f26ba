import GridCanvas
import GridInput
import GridPseudoTerminal
import Logging
import NIOCore
import NIOPosix
import NIOSSH
import SystemPackage

/// One SSH session channel. It collects the client's terminal request and environment, then runs
/// either the previewer on a pseudo-terminal of the client's size (a shell request) or a batch
/// command on pipes (an exec request) — nothing else: subsystems, signals and other requests are
/// refused. It pumps bytes both ways, resizes on window changes, and ends the program when the
/// client goes away (hang-up, then reaping), when the server stops (SIGTERM, so the previewer
/// restores the client's terminal), when the session is idle too long, or when the client stops
/// reading (cut off once `outputLimit` bytes wait). What the client types is read only as fast as
/// the previewer takes it: while the pseudo-terminal's writes wait, the channel is not read, so
/// the client's SSH window closes and what it sends waits on its side.
///
/// Confined to the server's event loop, like every channel of the server.
final class SessionHandler: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData
  typealias OutboundOut = SSHChannelData

  /// Why a running session is being ended by the server.
  enum Ending: Equatable {
    case serverStopping
    case idle
    case cutOff
  }

  let server: ServerState
  let connection: Connection
  private var context: ChannelHandlerContext?

  // Set up by requests before the program starts.
  var terminal: (term: String, size: TerminalSize)?
  /// Whether the client's own terminal is raw (it asked for a terminal), so lines end in CR LF.
  private var clientHasTerminal = false
  var environment: [String: String] = [:]

  // The running program.
  private(set) var id: Int?
  var kind = ""
  private var previewer: PseudoTerminalProcess?
  private var batch: ChildProcess?
  /// Channels over the program's output: the pseudo-terminal, or the stdout and stderr pipes.
  private var outputs: [Channel] = []
  private var openOutputs = 0
  /// The pseudo-terminal channel, where the client's keys go; keys that arrive before it exists wait.
  private var input: Channel?
  private var waitingInput: [ByteBuffer] = []
  /// Whether the client's channel is left unread, for the previewer has not taken what it typed.
  private var isInputPaused = false
  /// The socket to this viewer's previewer in presenter mode.
  private var share: Channel?
  /// A follower the server draws for itself (`Room`): its keys decoded here, while it follows.
  var followerKeys: InputDecoder?
  /// A follower exploring in a previewer process of its own (`e`) that followed again (`f`): once
  /// the process has ended, restoring the terminal, the room draws it again in this dialect.
  var returningToRoom: TerminalDialect?
  /// The dialect of a follower that now explores in a previewer process (`e`), for `f` to bring it
  /// back to the room.
  var explorerDialect: TerminalDialect?
  var ending: Ending?
  var finished = false
  var clientGone = false

  // Accounting.
  private var started = NIODeadline.now()
  private var lastActivity = NIODeadline.now()
  private var bytesSent = 0
  private var pending = 0
  private var isPaused = false
  private var afterFlush: (() -> Void)?
  private var timer: Scheduled<Void>?

  init(server: ServerState, connection: Connection) {
    self.server = server
    self.connection = connection
  }

  var configuration: ServeConfiguration { server.configuration }

  var metadata: Logger.Metadata {
    var fields = connection.metadata
    if let id { fields["session"] = "\(id)" }
    return fields
  }

  // MARK: Channel events

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    // A session that asks for nothing within the login grace time is closed; later, the idle timer.
    scheduleTimer(after: .seconds(configuration.loginGrace))
  }

  func channelInactive(context: ChannelHandlerContext) {
    clientGone = true
    timer?.cancel()
    if followerKeys != nil, !finished {
      stopFollowing(status: .exited(0))
      return context.fireChannelInactive()
    }
    if id != nil, !finished {
      // The client went away: hang up, so the previewer gets SIGHUP and ends, then reap it.
      closeOutputs()
      previewer?.hangUp()
      batch?.signal(Signal.hangUp)
      reap()
    }
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let data = unwrapInboundIn(data)
    guard case .channel = data.type, case .byteBuffer(let bytes) = data.data, !finished else { return }
    lastActivity = .now()
    if followerKeys != nil { return followerTyped(bytes) }
    if let input {
      input.writeAndFlush(bytes, promise: nil)
      if !input.isWritable { pauseInput(true) }
    } else if previewer != nil {
      waitingInput.append(bytes)
      if waitingInput.reduce(0, { $0 + $1.readableBytes }) >= 65_536 { pauseInput(true) }
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    switch event {
    case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
      if let option = connection.terminalForbiddenBy {
        // Refusing the request makes ssh -t quit with only "PTY allocation request failed"; granted
        // but not made, the shell request that follows is told why (and exec never uses one).
        server.logger.info("refused: terminal (\(option))", metadata: metadata)
        clientHasTerminal = true
        return reply(request.wantReply, true)
      }
      let largest = ServeConfiguration.largestTerminal
      let columns =
        request.terminalCharacterWidth > 0 ? min(request.terminalCharacterWidth, largest.columns) : 80
      let rows = request.terminalRowHeight > 0 ? min(request.terminalRowHeight, largest.rows) : 24
      terminal = (Self.safeTerm(request.term), TerminalSize(columns: columns, rows: rows))
      clientHasTerminal = true
      reply(request.wantReply, true)
    case let request as SSHChannelRequestEvent.EnvironmentRequest:
      let accepted =
        ServeConfiguration.clientVariables.contains(request.name)
        && ServeConfiguration.isSafeValue(request.value, for: request.name)
      if accepted {
        environment[request.name] =
          ServeConfiguration.localeVariables.contains(request.name)
          ? ServeConfiguration.serverLocale(for: request.value) : request.value
      }
      reply(request.wantReply, accepted)
    case let request as SSHChannelRequestEvent.WindowChangeRequest:
      guard request.terminalCharacterWidth > 0, request.terminalRowHeight > 0 else { return }
      let largest = ServeConfiguration.largestTerminal
      let size = TerminalSize(
        columns: min(request.terminalCharacterWidth, largest.columns),
        rows: min(request.terminalRowHeight, largest.rows))
      // Before the shell request, the size the previewer will start at.
      terminal?.size = size
      previewer?.resize(size)
      if followerKeys != nil, let id {
        server.presentation?.room?.resize(id, width: size.columns, height: size.rows)
        server.presentation?.audienceChanged()
      }
    case let request as SSHChannelRequestEvent.ShellRequest:
      guard id == nil else { return reply(request.wantReply, false) }
      startPreviewer(wantReply: request.wantReply)
    case let request as SSHChannelRequestEvent.ExecRequest:
      guard id == nil else { return reply(request.wantReply, false) }
      startBatch(request.command, wantReply: request.wantReply)
    case let request as SSHChannelRequestEvent.SubsystemRequest:
      var fields = metadata
      fields["subsystem"] = "\(request.subsystem)"
      server.logger.info("refused: subsystem", metadata: fields)
      reply(request.wantReply, false)
    case is ChannelEvent:
      // The client's end of input (half-closure): nothing to do; the program decides when it ends.
      break
    default:
      // Signals, flow control and anything else: not for this server. (Requests NIO SSH does not
      // know, such as agent or X11 forwarding, it refuses itself.)
      break
    }
  }

  // MARK: Starting

  /// A shell request: the previewer on a pseudo-terminal of the client's size.
  private func startPreviewer(wantReply: Bool) {
    guard let terminal else {
      guard connection.allowsTerminal else {
        refuse(
          "your key's line in the authorized keys forbids a terminal (no-pty or restrict), so no previewer: only render, layout and validate run (ssh -p PORT host render --width 80)",
          status: 1, wantReply: wantReply)
        return
      }
      refuse(
        "this server shows a previewer, which needs a terminal: connect with ssh -t (or run render, layout or validate)",
        status: 1, wantReply: wantReply)
      return
    }
    guard admit(kind: "previewer", wantReply: wantReply) else { return }
    if let room = server.presentation?.room, let dialect = TerminalDialect(term: terminal.term) {
      return startFollowing(room, dialect: dialect, wantReply: wantReply)
    }
    startProcess(configuration.previewer, terminal: terminal, wantReply: wantReply)
  }

  /// The previewer `program` on a pseudo-terminal of the client's size (with the presentation's
  /// socket as descriptor 3 in presenter mode).
  func startProcess(
    _ program: ServeConfiguration.Program, terminal: (term: String, size: TerminalSize), wantReply: Bool
  ) {
    var socket: (ours: Int32, theirs: Int32)?
    if server.presentation != nil {
      switch Syscalls.socketPair() {
      case .success(let pair): socket = pair
      case .failure(let error):
        let reason = PosixFile.reason(error.rawValue)
        fail("cannot open a socket for the presentation: \(reason)", wantReply: wantReply)
        return
      }
    }
    var env = childEnvironment()
    env["TERM"] = terminal.term
    let started: PseudoTerminalProcess
    do {
      started = try PseudoTerminalProcess(
        executable: program.executable, arguments: program.arguments,
        environment: env, size: terminal.size, passing: socket?.theirs, closingOthers: true,
        workingDirectory: program.workingDirectory, rawInput: true)
    } catch {
      if let socket {
        try? SystemPackage.FileDescriptor(rawValue: socket.ours).close()
        try? SystemPackage.FileDescriptor(rawValue: socket.theirs).close()
      }
      fail("\(error)", wantReply: wantReply)
      return
    }
    previewer = started
    if let socket { try? SystemPackage.FileDescriptor(rawValue: socket.theirs).close() }
    reply(wantReply, true)
    var fields = metadata
    fields["term"] = "\(terminal.term)"
    fields["size"] = "\(terminal.size.columns)x\(terminal.size.rows)"
    fields["pid"] = "\(started.pid)"
    server.logger.info("session started: previewer", metadata: fields)

    let master = Syscalls.duplicateClosingOnExec(started.master)
    attachOutput(master, inputOutput: true, type: .channel)
    if let socket { attachShare(socket.ours) }
  }

  /// An exec request: `render`, `layout` or `validate` on pipes, or a refusal.
  private func startBatch(_ command: String, wantReply: Bool) {
    var fields = metadata
    fields["command"] = "\(command)"
    let program: ServeConfiguration.Program
    switch configuration.exec(command) {
    case .refuse(let message, let status):
      server.logger.info("refused: exec", metadata: fields)
      refuse(message, status: status, wantReply: wantReply)
      return
    case .run(let chosen):
      program = chosen
    }
    guard admit(kind: "exec", wantReply: wantReply) else { return }
    let out: (readEnd: SystemPackage.FileDescriptor, writeEnd: SystemPackage.FileDescriptor)
    let err: (readEnd: SystemPackage.FileDescriptor, writeEnd: SystemPackage.FileDescriptor)
    let null: SystemPackage.FileDescriptor
    do {
      out = try SystemPackage.FileDescriptor.pipe(options: .closeOnExec)
      err = try SystemPackage.FileDescriptor.pipe(options: .closeOnExec)
      null = try SystemPackage.FileDescriptor.open("/dev/null", .readOnly, options: .closeOnExec)
    } catch {
      fail("cannot open pipes: \(PosixFile.Failure(error).reason)", wantReply: wantReply)
      return
    }
    defer {
      try? null.close()
      try? out.writeEnd.close()
      try? err.writeEnd.close()
    }
    let started: ChildProcess
    do {
      started = try ChildProcess(
        executable: program.executable, arguments: program.arguments, environment: childEnvironment(),
        standardStreams: [null.rawValue, out.writeEnd.rawValue, err.writeEnd.rawValue], newSession: true,
        workingDirectory: program.workingDirectory)
    } catch {
      try? out.readEnd.close()
      try? err.readEnd.close()
      fail("\(error)", wantReply: wantReply)
      return
    }
    batch = started
    reply(wantReply, true)
    if let id { fields["session"] = "\(id)" }
    fields["pid"] = "\(started.pid)"
    server.logger.info("session started: exec", metadata: fields)
    attachOutput(out.readEnd.rawValue, inputOutput: false, type: .channel)
    attachOutput(err.readEnd.rawValue, inputOutput: false, type: .stdErr)
  }

  /// Registers the session if there is room; otherwise tells the client why and closes.
  private func admit(kind: String, wantReply: Bool) -> Bool {
    guard !server.isStopping else {
      refuse("stopping", status: 1, wantReply: wantReply)
      return false
    }
    let limit = configuration.maxSessions
    guard server.sessions.count < limit else {
      server.logger.info(
        "refused: session limit reached", metadata: metadata.merging(["limit": "\(limit)"]) { $1 })
      refuse(
        "full (\(limit) of \(limit) sessions, --max-sessions \(limit)); try again later", status: 1,
        wantReply: wantReply)
      return false
    }
    id = server.register(self)
    self.kind = kind
    started = .now()
    lastActivity = .now()
    timer?.cancel()
    if let idle = configuration.idleTimeout { scheduleTimer(after: .seconds(idle)) }
    return true
  }

  /// The environment of a program: a UTF-8 locale unless the client sent its own, the client's
  /// accepted variables, and no backtracer waiting for a key on a crash.
  func childEnvironment() -> [String: String] {
    var env = ["LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]
    env.merge(environment) { $1 }
    return env
  }

  /// Starts pumping a descriptor of the program's to the client.
  private func attachOutput(_ fd: Int32, inputOutput: Bool, type: SSHChannelData.DataType) {
    openOutputs += 1
    let bound = NIOLoopBound(self, eventLoop: server.loop)
    let bootstrap = NIOPipeBootstrap(group: server.loop)
      .channelOption(.allowRemoteHalfClosure, value: false)
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(OutputForwarder(session: bound.value, type: type))
        }
      }
    let opened =
      inputOutput
      ? bootstrap.takingOwnershipOfDescriptor(inputOutput: fd)
      : bootstrap.takingOwnershipOfDescriptor(input: fd)
    opened.assumeIsolated().whenComplete { result in
      switch result {
      case .success(let channel):
        self.outputs.append(channel)
        if self.clientGone || self.finished {
          channel.close(promise: nil)
          return
        }
        if inputOutput {
          self.input = channel
          for bytes in self.waitingInput { channel.write(bytes, promise: nil) }
          channel.flush()
          self.waitingInput.removeAll()
          self.inputWritabilityChanged(channel)
        }
      case .failure:
        try? SystemPackage.FileDescriptor(rawValue: fd).close()
        self.outputClosed()
      }
    }
  }

  /// Connects this viewer to the presentation over the socket its previewer has as descriptor 3.
  private func attachShare(_ fd: Int32) {
    let bound = NIOLoopBound(self, eventLoop: server.loop)
    let presentation = server.presentation
    NIOPipeBootstrap(group: server.loop)
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          let session = bound.value
          try channel.pipeline.syncOperations.addHandler(
            LineReader(
              onWritable: { if let id = session.id { presentation?.viewerCaughtUp(id) } },
              { line in
                if let id = session.id { presentation?.viewer(id, said: line) }
              }))
        }
      }
      .takingOwnershipOfDescriptor(inputOutput: fd)
      .assumeIsolated().whenComplete { result in
        switch result {
        case .success(let channel):
          self.share = channel
          if let id = self.id, !self.finished, !self.clientGone {
            presentation?.add(viewer: id, channel: channel)
          } else {
            channel.close(promise: nil)
          }
        case .failure:
          try? SystemPackage.FileDescriptor(rawValue: fd).close()
        }
      }
  }

  // MARK: Input

  /// Stops or resumes reading the client's channel: unread, its data waits in NIO SSH (at most
  /// the channel's window), and the window stays closed, so the client sends no more.
  private func pauseInput(_ pause: Bool) {
    guard pause != isInputPaused, let context else { return }
    isInputPaused = pause
    try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: !pause)
    if !pause { context.read() }
  }

  /// The pseudo-terminal took what waited (or stopped taking it): read the client again, or not.
  func inputWritabilityChanged(_ channel: Channel) {
    guard channel === input, !finished, !clientGone else { return }
    pauseInput(!channel.isWritable)
  }

  // MARK: Output

  /// Sends the program's output to the client, counting what waits for a client that reads slowly;
  /// past the limit the session is cut off.
  func forward(_ bytes: ByteBuffer, type: SSHChannelData.DataType, then sent: (() -> Void)? = nil) {
    guard let context, !clientGone, !finished else { return }
    let count = bytes.readableBytes
    bytesSent += count
    pending += count
    lastActivity = .now()
    if batch != nil {
      // A batch command waits for a slow client instead: its pipes go unread while half the limit
      // waits (the command blocks writing), and are read again once a quarter is left.
      if pending > configuration.outputLimit / 2, !isPaused { pauseOutputs(true) }
    } else if pending > configuration.outputLimit, ending != .cutOff {
      ending = .cutOff
      server.logger.info(
        "session cut off: the client stopped reading",
        metadata: metadata.merging(["unsent": "\(pending)"]) { $1 })
      context.close(promise: nil)
      return
    }
    let promise = context.eventLoop.makePromise(of: Void.self)
    promise.futureResult.assumeIsolated().whenComplete { _ in
      sent?()
      self.pending -= count
      if self.isPaused, self.pending < self.configuration.outputLimit / 4 { self.pauseOutputs(false) }
      if self.pending == 0, let closing = self.afterFlush {
        self.afterFlush = nil
        closing()
      }
    }
    context.writeAndFlush(
      wrapOutboundOut(SSHChannelData(type: type, data: .byteBuffer(bytes))), promise: promise)
  }

  /// Runs `action` once every byte written to the client has been taken (or after 10 s).
  private func whenFlushed(_ action: @escaping () -> Void) {
    guard pending > 0 else { return action() }
    afterFlush = action
    server.loop.assumeIsolated().scheduleTask(in: .seconds(10)) {
      guard let closing = self.afterFlush else { return }
      self.afterFlush = nil
      closing()
    }
  }

  /// Stops or resumes reading the program's outputs.
  private func pauseOutputs(_ pause: Bool) {
    isPaused = pause
    for channel in outputs {
      channel.setOption(ChannelOptions.autoRead, value: !pause).whenComplete { _ in }
      if !pause { channel.read() }
    }
  }

  /// One of the program's outputs reached its end (the pseudo-terminal hangs up when the program
  /// ends; pipes close). When all have, the program is reaped and the session ends.
  func outputClosed() {
    openOutputs -= 1
    guard openOutputs <= 0 else { return }
    reap()
  }

  private func closeOutputs() {
    for channel in outputs { channel.close(promise: nil) }
    share?.close(promise: nil)
  }

  // MARK: Ending

  /// The server ends this session: the previewer gets SIGTERM and restores the client's terminal
  /// (its output still reaches the client); a hard hang-up follows if it has not ended in 1.5 s.
  func stop(_ why: Ending) {
    guard id != nil, !finished, ending == nil else { return }
    ending = why
    if followerKeys != nil { return stopFollowing(status: .exited(0)) }
    previewer?.signal(Signal.terminate)
    batch?.signal(Signal.terminate)
    server.loop.assumeIsolated().scheduleTask(in: .milliseconds(1500)) {
      guard !self.finished else { return }
      self.closeOutputs()
      self.previewer?.hangUp()
    }
  }

  /// An explorer followed again: its previewer is asked to end (restoring the terminal) and the
  /// room takes the session back when it has (`reap`); a hard hang-up follows if it has not ended in
  /// 1.5 s, as when the server stops.
  func returnToRoom() {
    guard let dialect = explorerDialect, let previewer, !finished, ending == nil, returningToRoom == nil
    else { return }
    returningToRoom = dialect
    previewer.signal(Signal.terminate)
    server.loop.assumeIsolated().scheduleTask(in: .milliseconds(1500)) {
      guard !self.finished, self.returningToRoom != nil, self.previewer === previewer else { return }
      self.closeOutputs()
      previewer.hangUp()
    }
  }

  /// The explorer's previewer has ended: the session forgets it and follows in the room again.
  private func rejoinRoom(dialect: TerminalDialect) {
    returningToRoom = nil
    explorerDialect = nil
    closeOutputs()
    if let id { server.presentation?.remove(viewer: id) }
    previewer = nil
    outputs.removeAll()
    openOutputs = 0
    input = nil
    waitingInput.removeAll()
    share = nil
    isPaused = false
    pauseInput(false)
    guard let room = server.presentation?.room else { return finish(.exited(0)) }
    startFollowing(room, dialect: dialect, wantReply: false)
  }

  /// Waits (without blocking the loop) for the program to end — killing it if it has not 2 s after
  /// its terminal hung up — then finishes the session.
  private func reap(waited: Int = 0) {
    guard !finished else { return }
    let status = previewer?.exitStatus ?? batch?.exitStatus
    if let status {
      if let dialect = returningToRoom, !clientGone, ending == nil {
        return rejoinRoom(dialect: dialect)
      }
      finish(status)
      return
    }
    if waited == 200 {
      previewer?.signal(Signal.kill)
      batch?.signal(Signal.kill)
    }
    server.loop.assumeIsolated().scheduleTask(in: .milliseconds(10)) { self.reap(waited: waited + 1) }
  }

  /// The program has ended: the client gets its exit status (0 for a previewer the server stopped;
  /// the signal for a batch command a signal ended) and the channel closes; one log line sums the
  /// session up.
  func finish(_ status: ExitStatus) {
    finished = true
    timer?.cancel()
    closeOutputs()
    if let id { server.presentation?.remove(viewer: id) }
    let seconds = Double((NIODeadline.now() - started).nanoseconds / 1_000_000) / 1000
    var fields = metadata
    fields["duration"] = "\(seconds)s"
    fields["bytes"] = "\(bytesSent)"
    fields["status"] = "\(status)"
    let why: String
    switch (ending, clientGone) {
    case (.cutOff?, _): why = "cut off"
    case (_, true): why = "client gone"
    case (.serverStopping?, _): why = "server stopping"
    case (.idle?, _): why = "idle"
    case (nil, _): why = "program ended"
    }
    fields["reason"] = "\(why)"
    server.logger.info("session ended", metadata: fields)
    if let context, !clientGone {
      if ending == .idle, let idle = configuration.idleTimeout {
        let text = "\r\ngridpreview serve: no input or output for \(idle) s (--idle-timeout); closing\r\n"
        context.write(
          wrapOutboundOut(SSHChannelData(type: .stdErr, data: .byteBuffer(ByteBuffer(string: text)))),
          promise: nil)
      }
      // A previewer the server stopped has restored its viewer's terminal: a clean end, status 0. A
      // batch command it stopped did not finish: the client gets the signal (OpenSSH's ssh exits 255),
      // or its status if it ended anyway, and is told its output is incomplete.
      let exit: Any
      if kind == "exec", case .signalled(let number) = status, let name = Self.signalNames[number] {
        exit = SSHChannelRequestEvent.ExitSignal(
          signalName: name, errorMessage: "", language: "", dumpedCore: false)
      } else {
        exit = SSHChannelRequestEvent.ExitStatus(
          exitStatus: ending == .serverStopping && kind == "previewer" ? 0 : Int(status.shellStatus))
      }
      if kind == "exec", ending == .serverStopping, status != .exited(0) {
        let text = "gridpreview serve: the server is stopping; the command was ended before it finished\n"
        context.write(
          wrapOutboundOut(SSHChannelData(type: .stdErr, data: .byteBuffer(ByteBuffer(string: text)))),
          promise: nil)
      }
      // Closing drops output still waiting for the client's window: the last of a command's output,
      // the previewer's restoring of the terminal. Close once it has gone (10 s at most).
      whenFlushed {
        guard !self.clientGone else { return }
        context.triggerUserOutboundEvent(exit, promise: nil)
        context.flush()
        context.close(promise: nil)
      }
    }
    previewer = nil
    batch = nil
    if let id { server.unregister(id) }
  }

  /// Tells the client why nothing will run, with an exit status, and closes the channel.
  private func refuse(_ message: String, status: Int32, wantReply: Bool) {
    guard let context else { return }
    reply(wantReply, true)
    let text =
      (clientHasTerminal ? "\r" : "") + "gridpreview serve: " + message + (clientHasTerminal ? "\r\n" : "\n")
    context.write(
      wrapOutboundOut(SSHChannelData(type: .stdErr, data: .byteBuffer(ByteBuffer(string: text)))),
      promise: nil)
    context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: Int(status)), promise: nil)
    context.flush()
    context.close(promise: nil)
  }

  /// A program could not be started: logged, and the client told.
  private func fail(_ reason: String, wantReply: Bool) {
    server.logger.error("session failed to start", metadata: metadata.merging(["reason": "\(reason)"]) { $1 })
    if let id { server.unregister(id) }
    id = nil
    // The reason names the server's files (its executable, the fixture's folder): it goes to the
    // server's log, and the client is told only that the session could not start.
    refuse("the session could not start (the server's log says why)", status: 70, wantReply: wantReply)
  }

  func reply(_ wantReply: Bool, _ success: Bool) {
    guard wantReply, let context else { return }
    context.triggerUserOutboundEvent(
      success ? ChannelSuccessEvent() as Any : ChannelFailureEvent() as Any, promise: nil)
  }

  /// The login grace time before a program runs, then the idle timeout: a session with no byte
  /// either way for that long is ended and told why.
  private func scheduleTimer(after delay: TimeAmount) {
    timer = server.loop.assumeIsolated().scheduleTask(in: delay) {
      guard !self.finished, let context = self.context else { return }
      guard self.id != nil else {
        self.server.logger.info("session closed: nothing asked for in time", metadata: self.metadata)
        context.close(promise: nil)
        return
      }
      guard let idle = self.configuration.idleTimeout else { return }
      let due = self.lastActivity + .seconds(idle)
      if NIODeadline.now() >= due {
        self.stop(.idle)
      } else {
        self.scheduleTimer(after: due - NIODeadline.now())
      }
    }
  }

  /// The names an SSH exit-signal gives the signals a program may end by (RFC 4254, 6.10).
  static let signalNames: [Int32: String] = [
    Signal.abort: "ABRT", Signal.alarm: "ALRM", Signal.floatingPointException: "FPE", Signal.hangUp: "HUP",
    Signal.illegalInstruction: "ILL", Signal.interrupt: "INT", Signal.kill: "KILL", Signal.brokenPipe: "PIPE",
    Signal.quit: "QUIT", Signal.segmentationFault: "SEGV", Signal.terminate: "TERM", Signal.user1: "USR1",
    Signal.user2: "USR2",
  ]

  /// A TERM value safe to pass on (letters, digits, `-`, `.`, `+`, `_`; at most 64), else xterm's.
  static func safeTerm(_ term: String) -> String {
    let ok =
      !term.isEmpty && term.utf8.count <= 64
      && term.utf8.allSatisfy {
        $0 < 0x80
          && (Character(UnicodeScalar($0)).isLetter || Character(UnicodeScalar($0)).isNumber
            || "-.+_".utf8.contains($0))
      }
    return ok ? term : "xterm-256color"
  }
}

/// Hands what a program writes (its terminal or a pipe) to its session, and says when it ends.
final class OutputForwarder: ChannelInboundHandler {
  typealias InboundIn = ByteBuffer
  let session: SessionHandler
  let type: SSHChannelData.DataType

  init(session: SessionHandler, type: SSHChannelData.DataType) {
    self.session = session
    self.type = type
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    session.forward(unwrapInboundIn(data), type: type)
  }

  func channelInactive(context: ChannelHandlerContext) {
    session.outputClosed()
  }

  /// The pseudo-terminal's writes (the client's keys) wait, or have gone.
  func channelWritabilityChanged(context: ChannelHandlerContext) {
    session.inputWritabilityChanged(context.channel)
    context.fireChannelWritabilityChanged()
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    // A pseudo-terminal whose program ended reads as EIO: the end of its output.
    context.close(promise: nil)
  }
}

/// Splits a socket's bytes into lines (at most 4,096 bytes each; longer ones are dropped).
final class LineReader: ChannelInboundHandler {
  typealias InboundIn = ByteBuffer
  private var pending: [UInt8] = []
  private let onLine: (String) -> Void
  private let onEnd: () -> Void
  private let onWritable: () -> Void

  init(
    onEnd: @escaping () -> Void = {}, onWritable: @escaping () -> Void = {},
    _ onLine: @escaping (String) -> Void
  ) {
    self.onLine = onLine
    self.onEnd = onEnd
    self.onWritable = onWritable
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable { onWritable() }
    context.fireChannelWritabilityChanged()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    var buffer = unwrapInboundIn(data)
    pending += buffer.readBytes(length: buffer.readableBytes) ?? []
    while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
      let line = String(decoding: pending[..<end], as: UTF8.self)
      pending.removeSubrange(...end)
      onLine(line)
    }
    if pending.count > 4096 { pending.removeAll() }
  }

  func channelInactive(context: ChannelHandlerContext) {
    onEnd()
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }
}
