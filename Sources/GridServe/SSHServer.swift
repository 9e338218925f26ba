import Dispatch
import GridPseudoTerminal
import Logging
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization

/// `gridpreview serve`: an SSH server whose only program is the previewer.
///
/// Each session gets a previewer process of its own on a pseudo-terminal of the client's size
/// (exec requests get `render`, `layout` or `validate`, on pipes); clients log in with a public key
/// from the authorized keys (or any key, when so configured); nothing else is offered — no
/// passwords, no shell, no port or agent forwarding, no subsystems. SIGTERM, SIGINT and SIGHUP end
/// every session, each previewer restoring its client's terminal, and `run` returns 0.
///
/// ```swift
/// let server = SSHServer(configuration: configuration, hostKey: try HostKey.loadOrCreate(at: path), log: ServeLog())
/// exit(try server.run())   // until SIGTERM, SIGINT, or the presenter quitting
/// ```
public final class SSHServer: Sendable {
  let configuration: ServeConfiguration
  let hostKey: HostKey
  let log: ServeLog
  /// Stops the running server, once `run` has started it.
  private let stopper = Mutex<(@Sendable () -> Void)?>(nil)

  public init(configuration: ServeConfiguration, hostKey: HostKey, log: ServeLog) {
    self.configuration = configuration
    self.hostKey = hostKey
    self.log = log
  }

  /// Stops the server as SIGTERM would (from any thread); nothing if it is not running.
  public func stop() {
    stopper.withLock { $0 }?()
  }

  /// Listens and serves until stopped; returns the exit status (0).
  ///
  /// - Parameters:
  ///   - presenterEnvironment: the presenter's previewer's environment (the server's own).
  ///   - holdLogWhilePresenting: keep log lines back while the presenter's previewer has the
  ///     terminal standard error writes to.
  ///   - ready: called once listening, with the port (useful with port 0).
  public func run(
    presenterEnvironment: [String: String] = [:], holdLogWhilePresenting: Bool = false,
    ready: (Int) -> Void = { _ in }
  ) throws(ServeError) -> Int32 {
    Syscalls.ignore(signal: Signal.brokenPipe)
    let logger = log.logger()
    // A room of sessions, and a flood of connections that never send their version line, need more
    // descriptors than a shell's usual soft limit (often 1024).
    var configuration = configuration
    let needed = ServerState.descriptorsNeeded(
      maxSessions: configuration.maxSessions, maxConnecting: configuration.maxConnecting)
    let descriptors = Syscalls.raiseDescriptorLimit(toward: needed)
    if descriptors.after != descriptors.before {
      logger.info(
        "raised the open-file limit (ulimit -n) to its hard limit",
        metadata: ["from": "\(descriptors.before)", "to": "\(descriptors.after)", "needed": "\(needed)"])
    }
    let forSessions = ServerState.descriptorsNeeded(maxSessions: configuration.maxSessions)
    if descriptors.after < forSessions {
      logger.warning(
        "the open-file limit (ulimit -n) is below what --max-sessions needs: sessions past it fail to start",
        metadata: [
          "limit": "\(descriptors.after)", "hard": "\(descriptors.hard)", "needed": "\(forSessions)",
        ])
    }
    // Connections waiting for their version line get what the sessions leave, so that accepting
    // never fails for want of a descriptor (NIO would stop accepting for a second).
    let leftOver = max(16, descriptors.after - forSessions)
    if configuration.maxConnecting > leftOver {
      logger.warning(
        "the open-file limit (ulimit -n) leaves room for fewer connections waiting for their version line than --max-connecting",
        metadata: ["max-connecting": "\(leftOver)", "asked": "\(configuration.maxConnecting)"])
      configuration.maxConnecting = leftOver
    }
    // One event loop: every channel, process and timer of the server lives on it, so its state
    // needs no locks; the previewers do the drawing in processes of their own.
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    defer { try? group.syncShutdownGracefully() }
    let loop = group.next()
    let state = ServerState(configuration: configuration, hostKey: hostKey, logger: logger, loop: loop)
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      // Connections a flood opens faster than one loop turn accepts wait in the kernel's queue
      // (capped by net.core.somaxconn) rather than being dropped.
      .serverChannelOption(.backlog, value: 4096)
      .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture { try state.accept(channel) }
      }
    let listener: Channel
    do {
      listener = try bootstrap.bind(host: configuration.address, port: configuration.port).wait()
    } catch {
      let reason = (error as? IOError).map { PosixFile.reason($0.errnoCode) } ?? "\(error)"
      throw .unavailable("cannot listen on \(configuration.address):\(configuration.port): \(reason)")
    }
    let port = listener.localAddress?.port ?? configuration.port
    try? loop.submit { state.serverChannel = listener }.wait()
    var fields: Logger.Metadata = [
      "address": "\(configuration.address)", "port": "\(port)", "fixture": "\(configuration.fixtureName)",
      "host-key": "\(hostKey.fingerprint)", "max-sessions": "\(configuration.maxSessions)",
      "max-handshakes": "\(configuration.maxHandshakes)",
      "max-unauthenticated": "\(configuration.maxUnauthenticated)",
      "max-connecting": "\(configuration.maxConnecting)",
      "version-timeout": "\(configuration.versionTimeout)s",
      "login-grace": "\(configuration.loginGrace)s",
    ]
    switch configuration.access {
    case .keys(let keys): fields["authorized-keys"] = "\(keys.keys.count)"
    case .anyKey: fields["authorized-keys"] = "any"
    }
    if configuration.presenter != nil { fields["mode"] = "present" }
    logger.info("listening", metadata: fields)
    if case .anyKey = configuration.access {
      // Also in the log, which presenter mode holds back and prints when the presentation ends.
      logger.warning("WARNING: --allow-any-key: any client with any key gets a previewer")
    }
    stopper.withLock { $0 = { loop.execute { state.stop(reason: "asked") } } }
    defer { stopper.withLock { $0 = nil } }
    ready(port)

    // SIGHUP too: the terminal the server was started from closing must end the sessions cleanly.
    let names = [Signal.interrupt: "SIGINT", Signal.terminate: "SIGTERM", Signal.hangUp: "SIGHUP"]
    let signals = [Signal.interrupt, Signal.terminate, Signal.hangUp].map { number -> DispatchSourceSignal in
      Syscalls.ignore(signal: number)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        loop.execute { state.stop(reason: names[number] ?? "a signal") }
      }
      source.resume()
      return source
    }
    defer { signals.forEach { $0.cancel() } }

    if let presenter = configuration.presenter {
      if holdLogWhilePresenting { log.hold() }
      defer { if holdLogWhilePresenting { log.release() } }
      let started = loop.submit { () -> ServeError? in
        do throws(ServeError) {
          try state.startPresenter(presenter, environment: presenterEnvironment)
          return nil
        } catch {
          return error
        }
      }
      let outcome: ServeError?? = try? started.wait()
      if let failure = outcome ?? ServeError("the event loop stopped", exitCode: 70) {
        try? loop.submit { state.stop(reason: "the presenter could not start") }.wait()
        try? state.finished.futureResult.wait()
        throw failure
      }
      try? state.finished.futureResult.wait()
    } else {
      try? state.finished.futureResult.wait()
    }
    logger.info("stopped")
    return 0
  }
}
