import GridPseudoTerminal
import GridText
import Logging
import NIOCore
import NIOPosix
import NIOSSH
import SystemPackage

/// The server's mutable state: its connections, its sessions, the presentation and the way it
/// stops. Everything runs on one event loop, so this is confined to it (hence `@unchecked Sendable`:
/// the checker cannot see the confinement, `loop.preconditionInEventLoop` does).
final class ServerState: @unchecked Sendable {
  let configuration: ServeConfiguration
  let hostKey: HostKey
  let logger: Logger
  let loop: EventLoop
  /// Fulfilled once every session has ended and every connection closed after a stop.
  let finished: EventLoopPromise<Void>

  private var nextConnection = 1
  private var nextSession = 1
  /// Connections that have sent their version line (`identified`), logged in or not.
  private var connections: [Int: Connection] = [:]
  /// Connections that have not sent their version line yet, by number (the oldest first).
  private var awaitingVersion: [Int: Connection] = [:]
  /// Connections closed before their version line since the last log line about them, by why.
  private var closedBeforeVersion: [String: Int] = [:]
  /// The most connections open at once since free memory was last handed back, and whether that is
  /// about to happen (`releaseMemoryOnceQuieter`).
  private var openPeak = 0
  private var isReleasingMemory = false
  private(set) var sessions: [Int: SessionHandler] = [:]
  private(set) var isStopping = false
  private var isFinishing = false
  var serverChannel: Channel?
  /// Presenter mode: the relay, and the presenter's previewer.
  private(set) var presentation: Presentation?
  /// Connections in key exchange or logging in now, and those waiting their turn, unread
  /// (`ServerState+Handshakes`).
  var handshakes: HandshakeTurns
  private var presenter: ChildProcess?

  /// Connections at once past their version line, authenticated or not: room for every session
  /// plus some waiting.
  var maximumConnections: Int { configuration.maxSessions * 2 + 8 }
  /// Descriptors the server may need open at once: a socket per connection (those past their
  /// version line, and those not yet), and per session a pseudo-terminal (or three pipes) and a
  /// presentation's socket, with some to spare.
  static func descriptorsNeeded(maxSessions: Int, maxConnecting: Int = 0) -> Int {
    (maxSessions * 2 + 8) + maxSessions * 4 + 64 + maxConnecting
  }
  /// Connections at once from one IP address: a room of viewers behind one router each get a
  /// session, and one address cannot take every connection.
  var maximumConnectionsPerAddress: Int { configuration.maxSessions + 2 }
  /// Connections turned away that are still being told why (beyond this, they are closed at once).
  static let maximumTurnedAway = 4
  /// Session channels open at once on one connection, as OpenSSH's MaxSessions (each is closed
  /// within the login grace time if it asks for nothing).
  static let maximumChannelsPerConnection = 10
  /// Login requests on one connection: six keys, as OpenSSH's MaxAuthTries 6. NIO SSH counts every
  /// request — the first ("none") and two per key offered (as OpenSSH's client sends them) — so
  /// 1 + 2 × 6: a client's sixth key may still be the one, a seventh is refused.
  static let maximumAuthAttempts = 13
  /// How long a turned-away connection has to hear why.
  static let turnedAwayGrace: TimeAmount = .seconds(10)
  /// A logged-in connection with no session for this long is closed: the login grace time, or the
  /// idle timeout if that is shorter.
  var withoutSessionLimit: Int64 { min(configuration.loginGrace, configuration.idleTimeout ?? .max) }

  init(configuration: ServeConfiguration, hostKey: HostKey, logger: Logger, loop: EventLoop) {
    self.configuration = configuration
    self.hostKey = hostKey
    self.logger = logger
    self.loop = loop
    finished = loop.makePromise()
    handshakes = HandshakeTurns(limit: configuration.maxHandshakes)
    if configuration.presenter != nil {
      let room = configuration.followers.map(makeRoom)
      presentation = Presentation(room: room)
      presentation?.followsAgain = { [unowned self] id in self.sessions[id]?.returnToRoom() }
      if let file = configuration.followers?.file { loop.execute { self.watchFixture(file) } }
    }
  }

  // MARK: Connections

  /// Sets up a new TCP connection: its version gate, then the SSH handler with this connection's
  /// authenticator, and the bookkeeping of its end. Nothing else is decided until its version line
  /// arrives (`identified`): a connection that sends none within `--version-timeout`, or sends
  /// anything else, is closed by its gate having taken no place but its own among those waiting for
  /// a version line. When `--max-connecting` of those wait, the oldest of the address holding the
  /// most of them is closed for the newcomer, so accepting never stops.
  func accept(_ channel: Channel) throws {
    loop.preconditionInEventLoop()
    let address = channel.remoteAddress?.ipAddress ?? "unknown"
    let remote = channel.remoteAddress.map { "\($0.ipAddress ?? "?"):\($0.port ?? 0)" } ?? "unknown"
    guard !isStopping else {
      logger.info("connection refused: stopping", metadata: ["from": "\(remote)"])
      channel.close(promise: nil)
      return
    }
    if awaitingVersion.count >= configuration.maxConnecting,
      let oldest = MakingRoom.oldestOfBusiest(
        awaitingVersion.values.map { .init(id: $0.id, address: $0.address, opened: $0.opened) }),
      let closed = awaitingVersion.removeValue(forKey: oldest)
    {
      countClosedBeforeVersion("made-room")
      closed.channel.close(promise: nil)
    }
    let connection = Connection(id: nextConnection, remote: remote, address: address, channel: channel)
    nextConnection += 1
    awaitingVersion[connection.id] = connection
    openPeak = max(openPeak, awaitingVersion.count + connections.count)
    let gate = VersionGate(timeout: .seconds(configuration.versionTimeout)) { gate, outcome in
      switch outcome {
      case .version(let text): self.identified(connection, software: text, proceed: gate.pass)
      case .refused(let problem): self.countClosedBeforeVersion(problem.logName)
      case .timedOut: self.countClosedBeforeVersion("timed-out")
      }
    }
    let authenticator = Authenticator(access: configuration.access, connection: connection, logger: logger) {
      guard !connection.isTurnedAway else { return }
      self.handshakeEnded(connection)
      self.checkWithoutSession(connection)
    }
    var server = SSHServerConfiguration(
      hostKeys: [hostKey.privateKey], userAuthDelegate: authenticator,
      globalRequestDelegate: ForwardingRefusal(connection: connection, logger: logger))
    server.maxAuthAttempts = Self.maximumAuthAttempts
    // A channel's window is 64 packets: what a client may send that the server holds unread while
    // a previewer is behind with its keys. OpenSSH's own packet size; 2 MiB rather than 8 MiB.
    server.maximumPacketSize = 32_768
    let handler = NIOSSHHandler(
      role: .server(server), allocator: channel.allocator,
      inboundChildChannelInitializer: { child, type in
        guard let message = connection.turnedAway else {
          return self.openChannel(child, type: type, connection: connection)
        }
        guard case .session = type, connection.isAuthenticated else {
          return child.eventLoop.makeFailedFuture(RequestRefused())
        }
        return child.eventLoop.makeCompletedFuture {
          try child.pipeline.syncOperations.addHandler(TurnedAwaySession(message: message))
        }
      })
    try channel.pipeline.syncOperations.addHandlers([gate, handler, ConnectionErrorHandler()])
    channel.closeFuture.whenComplete { _ in
      self.loop.execute { self.connectionClosed(connection) }
    }
  }

  /// A connection's version line arrived: it is let in (and waits for a handshake place), or turned
  /// away. At its address's limit, the connection from that address that has waited longest without
  /// logging in makes room; at the server's limit (connections, or those not logged in:
  /// `--max-unauthenticated`), the oldest not logged in from the address holding the most such
  /// connections does (`MakingRoom`), unless that is the newcomer's own address. A newcomer for whom
  /// no room is made is turned away and told why.
  private func identified(_ connection: Connection, software: String, proceed: @escaping () -> Void) {
    guard awaitingVersion.removeValue(forKey: connection.id) != nil, !isStopping else {
      connection.channel.close(promise: nil)
      return
    }
    connection.software = software
    let address = connection.address
    let fromAddress = connections.values.filter { !$0.isTurnedAway && $0.address == address }
    if fromAddress.count >= maximumConnectionsPerAddress, !makeRoom(among: fromAddress) {
      let limit = maximumConnectionsPerAddress
      return turnAway(
        connection, proceed: proceed, reason: "too many connections from one address",
        message:
          "too many connections from \(address.escapedForMessage()) (\(limit) of \(limit), --max-sessions + 2)"
      )
    }
    let remaining = connections.values.filter { !$0.isTurnedAway }
    let waiting = remaining.filter { !$0.isAuthenticated }
    let unauthenticated = configuration.maxUnauthenticated
    if remaining.count >= maximumConnections || waiting.count >= unauthenticated {
      let room = MakingRoom.choose(
        newcomerFrom: address,
        waiting: waiting.map { .init(id: $0.id, address: $0.address, opened: $0.opened) })
      switch room {
      case .close(let id):
        if let oldest = connections[id] { evict(oldest, reason: "not logged in, from the busiest address") }
      case .refuseNewcomer:
        let full = remaining.count >= maximumConnections
        let limit = full ? maximumConnections : unauthenticated
        return turnAway(
          connection, proceed: proceed,
          reason: (full ? "too many connections" : "too many connections not logged in")
            + (waiting.isEmpty ? "" : " (its address waits most)"),
          message: full
            ? "full (\(limit) of \(limit) connections)"
            : "full (\(limit) of \(limit) connections logging in, --max-unauthenticated)")
      }
    }
    connections[connection.id] = connection
    logger.info(
      "connection",
      metadata: [
        "connection": "\(connection.id)", "from": "\(connection.remote)",
        "version": "\(software.escapedForMessage())",
      ])
    startHandshake(connection, proceed: proceed)
    connection.loginTimer = loop.assumeIsolated().scheduleTask(in: .seconds(configuration.loginGrace)) {
      guard !connection.isAuthenticated, connection.channel.isActive else { return }
      self.logger.info("connection closed: no login in time", metadata: connection.metadata)
      connection.channel.close(promise: nil)
    }
  }

  /// Counts a connection closed before its version line; the counts are logged once a second at
  /// most, as one line, however many a flood brings.
  private func countClosedBeforeVersion(_ why: String) {
    let first = closedBeforeVersion.isEmpty
    closedBeforeVersion[why, default: 0] += 1
    guard first else { return }
    loop.assumeIsolated().scheduleTask(in: .seconds(1)) {
      let counts = self.closedBeforeVersion
      self.closedBeforeVersion = [:]
      var fields: Logger.Metadata = ["count": "\(counts.values.reduce(0, +))"]
      for (why, count) in counts { fields[why] = "\(count)" }
      fields["waiting"] = "\(self.awaitingVersion.count)"
      self.logger.info("connections closed before their version line", metadata: fields)
    }
  }

  /// Once at most half as many connections are open as at the most since the last time (and that
  /// was at least 64), the heap's free pages go back to the system a second later: glibc keeps
  /// what a flood's connections or a room's followers freed, and the server's memory would stay at
  /// its peak (`Syscalls.releaseFreeMemory`).
  private func releaseMemoryOnceQuieter() {
    let open = awaitingVersion.count + connections.count
    guard openPeak >= 64, open * 2 <= openPeak, !isReleasingMemory else { return }
    isReleasingMemory = true
    loop.assumeIsolated().scheduleTask(in: .seconds(1)) {
      self.isReleasingMemory = false
      self.openPeak = self.awaitingVersion.count + self.connections.count
      Syscalls.releaseFreeMemory()
    }
  }

  /// Closes the connection among `candidates` (one address's) that has waited longest without
  /// logging in; whether there was one.
  private func makeRoom(among candidates: [Connection]) -> Bool {
    guard let oldest = candidates.filter({ !$0.isAuthenticated }).min(by: { $0.opened < $1.opened }) else {
      return false
    }
    evict(oldest, reason: "not logged in")
    return true
  }

  /// Closes `connection` for a newcomer, saying why in the log.
  private func evict(_ connection: Connection, reason why: String) {
    logger.info("connection closed: making room (\(why))", metadata: connection.metadata)
    connections[connection.id] = nil
    connection.channel.close(promise: nil)
  }

  /// A connection past a limit: the client may log in as usual, but the session it asks for is
  /// refused with `message` (and the connection closed); it is closed after 10 s in any case. Past
  /// four such connections at once, they are closed at once. It takes no handshake place.
  private func turnAway(
    _ connection: Connection, proceed: () -> Void, reason: String, message: String
  ) {
    let turnedAway = connections.values.filter(\.isTurnedAway).count
    logger.info(
      "connection refused: \(reason)",
      metadata: ["from": "\(connection.remote)", "told": "\(turnedAway < Self.maximumTurnedAway)"])
    guard turnedAway < Self.maximumTurnedAway else {
      connection.channel.close(promise: nil)
      return
    }
    connection.turnedAway = message
    connections[connection.id] = connection
    proceed()
    let channel = connection.channel
    loop.assumeIsolated().scheduleTask(in: Self.turnedAwayGrace) { channel.close(promise: nil) }
  }

  /// A logged-in connection with no session channel for `withoutSessionLimit` seconds is closed
  /// (checked at login and whenever its last session channel closes).
  private func checkWithoutSession(_ connection: Connection) {
    let limit = withoutSessionLimit
    loop.assumeIsolated().scheduleTask(in: .seconds(limit)) {
      guard connection.sessionChannels == 0, connection.channel.isActive, !self.isStopping,
        NIODeadline.now() - connection.withoutSessionSince >= .seconds(limit)
      else { return }
      self.logger.info("connection closed: no session for \(limit) s", metadata: connection.metadata)
      connection.channel.close(promise: nil)
    }
  }

  /// A channel the client opens: sessions only; port forwarding channels are refused.
  private func openChannel(_ child: Channel, type: SSHChannelType, connection: Connection) -> EventLoopFuture<
    Void
  > {
    guard case .session = type, connection.isAuthenticated, !isStopping,
      connection.sessionChannels < Self.maximumChannelsPerConnection
    else {
      let what: String =
        switch type {
        case .session:
          isStopping
            ? "session while stopping"
            : "session: \(Self.maximumChannelsPerConnection) open on this connection already"
        case .directTCPIP: "port forwarding (direct-tcpip)"
        case .forwardedTCPIP: "port forwarding (forwarded-tcpip)"
        }
      logger.info("refused: channel", metadata: connection.metadata.merging(["type": "\(what)"]) { $1 })
      return child.eventLoop.makeFailedFuture(RequestRefused())
    }
    connection.sessionChannels += 1
    child.closeFuture.whenComplete { _ in
      self.loop.execute {
        connection.sessionChannels -= 1
        guard connection.sessionChannels == 0 else { return }
        connection.withoutSessionSince = .now()
        self.checkWithoutSession(connection)
      }
    }
    return child.eventLoop.makeCompletedFuture {
      try child.pipeline.syncOperations.addHandler(SessionHandler(server: self, connection: connection))
      try child.syncOptions?.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
    }
  }

  /// Whether `connection` is still among the open ones.
  func isOpen(_ connection: Connection) -> Bool { connections[connection.id] != nil }

  /// The open connection numbered `id` that has sent its version line, if any.
  func identifiedConnection(_ id: Int) -> Connection? { connections[id] }

  private func connectionClosed(_ connection: Connection) {
    handshakeEnded(connection)
    connection.loginTimer?.cancel()
    connection.loginTimer = nil
    releaseMemoryOnceQuieter()
    if awaitingVersion.removeValue(forKey: connection.id) != nil { checkFinished() }
    guard connections.removeValue(forKey: connection.id) != nil else { return }
    if !connection.isTurnedAway { logger.info("connection closed", metadata: connection.metadata) }
    checkFinished()
  }

  // MARK: Sessions

  func register(_ session: SessionHandler) -> Int {
    let id = nextSession
    nextSession += 1
    sessions[id] = session
    return id
  }

  func unregister(_ id: Int) {
    sessions[id] = nil
    checkFinished()
  }

  // MARK: The presenter

  /// Starts the presenter's previewer on the server's own terminal, with the relay's socket as its
  /// descriptor 3; when it ends, the server stops.
  func startPresenter(_ program: ServeConfiguration.Program, environment: [String: String]) throws(ServeError)
  {
    // Only in presenter mode, which has a presentation.
    guard let presentation else {
      throw ServeError("cannot start a presenter without a presentation", exitCode: 71)
    }
    let socket: (ours: Int32, theirs: Int32)
    switch Syscalls.socketPair() {
    case .success(let pair): socket = pair
    case .failure(let error):
      let reason = PosixFile.reason(error.rawValue)
      throw ServeError("cannot open a socket for the presenter: \(reason)", exitCode: 71)
    }
    let started: ChildProcess
    do {
      started = try ChildProcess(
        executable: program.executable, arguments: program.arguments, environment: environment,
        standardStreams: [-1, -1, -1], passing: socket.theirs, workingDirectory: program.workingDirectory)
    } catch {
      try? SystemPackage.FileDescriptor(rawValue: socket.ours).close()
      try? SystemPackage.FileDescriptor(rawValue: socket.theirs).close()
      throw ServeError("cannot start the presenter's previewer: \(error)", exitCode: 71)
    }
    presenter = started
    try? SystemPackage.FileDescriptor(rawValue: socket.theirs).close()
    logger.info("presenter started", metadata: ["pid": "\(started.pid)"])
    NIOPipeBootstrap(group: loop)
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(
            LineReader(onEnd: { self.presenterEnded() }) { line in presentation.presenterSaid(line) })
        }
      }
      .takingOwnershipOfDescriptor(inputOutput: socket.ours)
      .assumeIsolated().whenComplete { result in
        switch result {
        case .success(let channel): presentation.attach(presenter: channel)
        case .failure:
          try? SystemPackage.FileDescriptor(rawValue: socket.ours).close()
          self.presenterEnded()
        }
      }
  }

  /// The presenter's socket closed: wait for its previewer to end, then stop the server.
  private func presenterEnded(waited: Int = 0) {
    guard let presenter else { return }
    if let status = presenter.exitStatus {
      logger.info("presenter ended", metadata: ["status": "\(status)"])
      self.presenter = nil
      stop(reason: "the presenter quit")
      return
    }
    if waited == 300 { presenter.signal(Signal.kill) }
    loop.assumeIsolated().scheduleTask(in: .milliseconds(10)) { self.presenterEnded(waited: waited + 1) }
  }

  // MARK: Stopping

  /// Stops listening, ends every session (each previewer restores its client's terminal), ends the
  /// presenter, and lets the clients close their connections; whatever remains after 2.5 s is
  /// closed.
  func stop(reason: String) {
    loop.preconditionInEventLoop()
    guard !isStopping else { return }
    isStopping = true
    logger.info("stopping", metadata: ["reason": "\(reason)", "sessions": "\(sessions.count)"])
    serverChannel?.close(promise: nil)
    closeAwaitingVersion()
    for session in sessions.values { session.stop(.serverStopping) }
    if let presenter, presenter.exitStatus == nil { presenter.signal(Signal.terminate) }
    loop.assumeIsolated().scheduleTask(in: .milliseconds(2500)) {
      for connection in self.connections.values { connection.channel.close(promise: nil) }
      self.connections.removeAll()
      self.closeAwaitingVersion()
      self.presenter = nil
      self.checkFinished()
    }
    checkFinished()
  }

  /// Closes every connection that has not sent its version line (stopping: none will be let in).
  private func closeAwaitingVersion() {
    for connection in awaitingVersion.values { connection.channel.close(promise: nil) }
    awaitingVersion.removeAll()
  }

  /// Once stopping and every session has ended: clients close their connections when their
  /// session closes; any still open half a second later is closed.
  private func checkFinished() {
    guard isStopping, !isFinishing, sessions.isEmpty, presenter == nil else { return }
    isFinishing = true
    if connections.isEmpty {
      finished.succeed(())
      return
    }
    loop.assumeIsolated().scheduleTask(in: .milliseconds(500)) {
      for connection in self.connections.values { connection.channel.close(promise: nil) }
      self.connections.removeAll()
      self.finished.succeed(())
    }
  }
}
