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
  private var connections: [Int: Connection] = [:]
  private(set) var sessions: [Int: SessionHandler] = [:]
  private(set) var isStopping = false
  private var isFinishing = false
  var serverChannel: Channel?
  /// Presenter mode: the relay, and the presenter's previewer.
  private(set) var presentation: Presentation?
  /// Connections in key exchange or logging in now, and those waiting their turn, unread
  /// (`ServerState+Handshakes`).
  var handshaking: Set<Int> = []
  var waitingToHandshake: [Connection] = []
  private var presenter: ChildProcess?

  /// Connections at once, authenticated or not: room for every session plus some waiting.
  var maximumConnections: Int { configuration.maxSessions * 2 + 8 }
  /// Descriptors the server may need open at once: a socket per connection, and per session a
  /// pseudo-terminal (or three pipes) and a presentation's socket, with some to spare.
  static func descriptorsNeeded(maxSessions: Int) -> Int { (maxSessions * 2 + 8) + maxSessions * 4 + 64 }
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
    if configuration.presenter != nil {
      let room = configuration.followers.map(makeRoom)
      presentation = Presentation(room: room)
      presentation?.followsAgain = { [unowned self] id in self.sessions[id]?.returnToRoom() }
      if let file = configuration.followers?.file { loop.execute { self.watchFixture(file) } }
    }
  }

  // MARK: Connections

  /// Sets up a new TCP connection: the SSH handler with this connection's authenticator, a login
  /// grace timer, and the bookkeeping of its end. At its address's limit, the connection from that
  /// address that has waited longest without logging in makes room; at the server's limit, the
  /// oldest not logged in from the address holding the most such connections does (`MakingRoom`),
  /// unless that is the newcomer's own address. A newcomer for whom no room is made is turned away
  /// and told why.
  func accept(_ channel: Channel) throws {
    loop.preconditionInEventLoop()
    let address = channel.remoteAddress?.ipAddress ?? "unknown"
    let remote = channel.remoteAddress.map { "\($0.ipAddress ?? "?"):\($0.port ?? 0)" } ?? "unknown"
    guard !isStopping else {
      logger.info("connection refused: stopping", metadata: ["from": "\(remote)"])
      channel.close(promise: nil)
      return
    }
    let fromAddress = connections.values.filter { !$0.isTurnedAway && $0.address == address }
    if fromAddress.count >= maximumConnectionsPerAddress, !makeRoom(among: fromAddress) {
      let limit = maximumConnectionsPerAddress
      return turnAway(
        channel, remote: remote, address: address, reason: "too many connections from one address",
        message:
          "too many connections from \(address.escapedForMessage()) (\(limit) of \(limit), --max-sessions + 2)"
      )
    }
    let remaining = connections.values.filter { !$0.isTurnedAway }
    if remaining.count >= maximumConnections {
      let waiting = remaining.filter { !$0.isAuthenticated }
      let room = MakingRoom.choose(
        newcomerFrom: address,
        waiting: waiting.map { .init(id: $0.id, address: $0.address, opened: $0.opened) })
      switch room {
      case .close(let id):
        if let oldest = connections[id] { evict(oldest, reason: "not logged in, from the busiest address") }
      case .refuseNewcomer:
        let limit = maximumConnections
        return turnAway(
          channel, remote: remote, address: address,
          reason: waiting.isEmpty ? "too many connections" : "too many connections (its address waits most)",
          message: "full (\(limit) of \(limit) connections)")
      }
    }
    let connection = Connection(id: nextConnection, remote: remote, address: address, channel: channel)
    nextConnection += 1
    connections[connection.id] = connection
    logger.info("connection", metadata: ["connection": "\(connection.id)", "from": "\(remote)"])
    let authenticator = Authenticator(access: configuration.access, connection: connection, logger: logger) {
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
        self.openChannel(child, type: type, connection: connection)
      })
    try channel.pipeline.syncOperations.addHandlers([handler, ConnectionErrorHandler()])
    try startHandshake(connection)
    channel.closeFuture.whenComplete { _ in
      self.loop.execute { self.connectionClosed(connection) }
    }
    loop.assumeIsolated().scheduleTask(in: .seconds(configuration.loginGrace)) {
      guard !connection.isAuthenticated, channel.isActive else { return }
      self.logger.info("connection closed: no login in time", metadata: connection.metadata)
      channel.close(promise: nil)
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
  /// four such connections at once, they are closed at once.
  private func turnAway(_ channel: Channel, remote: String, address: String, reason: String, message: String)
  {
    let turnedAway = connections.values.filter(\.isTurnedAway).count
    logger.info(
      "connection refused: \(reason)",
      metadata: ["from": "\(remote)", "told": "\(turnedAway < Self.maximumTurnedAway)"])
    guard turnedAway < Self.maximumTurnedAway else {
      channel.close(promise: nil)
      return
    }
    let connection = Connection(
      id: nextConnection, remote: remote, address: address, channel: channel, isTurnedAway: true)
    nextConnection += 1
    connections[connection.id] = connection
    var server = SSHServerConfiguration(
      hostKeys: [hostKey.privateKey],
      userAuthDelegate: Authenticator(access: configuration.access, connection: connection, logger: logger) {
      },
      globalRequestDelegate: ForwardingRefusal(connection: connection, logger: logger))
    server.maxAuthAttempts = Self.maximumAuthAttempts
    let handler = NIOSSHHandler(
      role: .server(server), allocator: channel.allocator,
      inboundChildChannelInitializer: { child, type in
        guard case .session = type, connection.isAuthenticated else {
          return child.eventLoop.makeFailedFuture(RequestRefused())
        }
        return child.eventLoop.makeCompletedFuture {
          try child.pipeline.syncOperations.addHandler(TurnedAwaySession(message: message))
        }
      })
    do {
      try channel.pipeline.syncOperations.addHandlers([handler, ConnectionErrorHandler()])
    } catch {
      connections[connection.id] = nil
      channel.close(promise: nil)
      return
    }
    channel.closeFuture.whenComplete { _ in
      self.loop.execute {
        self.connections[connection.id] = nil
        self.checkFinished()
      }
    }
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

  private func connectionClosed(_ connection: Connection) {
    handshakeEnded(connection)
    guard connections.removeValue(forKey: connection.id) != nil else { return }
    logger.info("connection closed", metadata: connection.metadata)
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
    for session in sessions.values { session.stop(.serverStopping) }
    if let presenter, presenter.exitStatus == nil { presenter.signal(Signal.terminate) }
    loop.assumeIsolated().scheduleTask(in: .milliseconds(2500)) {
      for connection in self.connections.values { connection.channel.close(promise: nil) }
      self.connections.removeAll()
      self.presenter = nil
      self.checkFinished()
    }
    checkFinished()
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
