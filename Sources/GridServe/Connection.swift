import Logging
import NIOCore
import NIOSSH

/// One client's TCP connection, as the log and the sessions know it: who logged in, with which key.
/// Confined to the server's event loop.
final class Connection: @unchecked Sendable {
  let id: Int
  let remote: String
  /// The client's IP address, which the per-address limit counts.
  let address: String
  let channel: Channel
  let opened = NIODeadline.now()
  /// Turned away (the server or its address was full): the reason its session is told, instead of
  /// a previewer.
  var turnedAway: String?
  var isTurnedAway: Bool { turnedAway != nil }
  /// The client's version line (`SSH-2.0-OpenSSH_9.2p1 …`), once it has sent it.
  var software: String?
  /// Hands the client's bytes on to NIO SSH (`VersionGate.pass`): set while it waits for a
  /// handshake place.
  var proceed: (() -> Void)?
  /// Closes the connection if it has not logged in within the login grace time.
  var loginTimer: Scheduled<Void>?
  var user: String?
  var keyFingerprint: String?
  /// The option on the line of the key it logged in with that forbids it a terminal (`no-pty` or
  /// `restrict`), if one does.
  var terminalForbiddenBy: String?
  /// Whether the key it logged in with may have a terminal.
  var allowsTerminal: Bool { terminalForbiddenBy == nil }
  var isAuthenticated: Bool { user != nil }
  /// Session channels open now, and since when there has been none.
  var sessionChannels = 0
  var withoutSessionSince = NIODeadline.now()

  init(id: Int, remote: String, address: String, channel: Channel) {
    self.id = id
    self.remote = remote
    self.address = address
    self.channel = channel
  }

  var metadata: Logger.Metadata {
    var fields: Logger.Metadata = ["connection": "\(id)"]
    if let user { fields["user"] = "\(user)" }
    return fields
  }
}

/// Public-key authentication, against the authorized keys or (with `--allow-any-key`) any key. NIO
/// SSH has checked the signature before asking; no other method is offered or accepted.
final class Authenticator: NIOSSHServerUserAuthenticationDelegate {
  let access: ServeConfiguration.Access
  let connection: Connection
  let logger: Logger
  /// Called once the client has logged in.
  let onLogin: () -> Void

  init(
    access: ServeConfiguration.Access, connection: Connection, logger: Logger, onLogin: @escaping () -> Void
  ) {
    self.access = access
    self.connection = connection
    self.logger = logger
    self.onLogin = onLogin
  }

  var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

  func requestReceived(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    var fields = connection.metadata
    fields["user"] = "\(request.username)"
    switch request.request {
    case .publicKey(let offered):
      let fingerprint = HostKey.fingerprint(of: offered.publicKey)
      fields["key"] = "\(fingerprint)"
      let accepted: Bool
      switch access {
      case .anyKey: accepted = true
      case .keys(let keys):
        accepted = keys.keys.contains(offered.publicKey)
        connection.terminalForbiddenBy = keys.optionForbiddingTerminal(for: offered.publicKey)
        if accepted, let option = connection.terminalForbiddenBy { fields["terminal"] = "no (\(option))" }
      }
      if accepted {
        connection.user = request.username
        connection.keyFingerprint = fingerprint
        logger.info("authenticated", metadata: fields)
        responsePromise.succeed(.success)
        onLogin()
      } else {
        logger.info("authentication refused: key not authorized", metadata: fields)
        responsePromise.succeed(.failure)
      }
    case .password:
      logger.info("authentication refused: passwords are not accepted", metadata: fields)
      responsePromise.succeed(.failure)
    case .hostBased:
      logger.info("authentication refused: host-based authentication is not accepted", metadata: fields)
      responsePromise.succeed(.failure)
    case .none:
      // Every client asks for "none" first, to learn the methods: not worth a line.
      responsePromise.succeed(.failure)
    }
  }
}

/// The session channel of a turned-away connection: the program it asks for is refused with the
/// reason (on standard error, exit status 1).
final class TurnedAwaySession: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData
  typealias OutboundOut = SSHChannelData
  let message: String
  private var hasTerminal = false

  init(message: String) {
    self.message = message
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    let wantReply: Bool
    switch event {
    case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
      hasTerminal = true
      if request.wantReply { context.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil) }
      return
    case let request as SSHChannelRequestEvent.ShellRequest: wantReply = request.wantReply
    case let request as SSHChannelRequestEvent.ExecRequest: wantReply = request.wantReply
    case let request as SSHChannelRequestEvent.SubsystemRequest: wantReply = request.wantReply
    default: return
    }
    if wantReply { context.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil) }
    let text =
      (hasTerminal ? "\r" : "") + "gridpreview serve: \(message); try again later"
      + (hasTerminal ? "\r\n" : "\n")
    context.write(
      wrapOutboundOut(SSHChannelData(type: .stdErr, data: .byteBuffer(ByteBuffer(string: text)))),
      promise: nil)
    context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1), promise: nil)
    context.flush()
    // The client closes its connection once the channel closes (or the server does, 10 s on).
    context.close(promise: nil)
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }
}

/// Global requests: port forwarding (`ssh -R`) is refused, and logged.
struct ForwardingRefusal: GlobalRequestDelegate {
  let connection: Connection
  let logger: Logger

  func tcpForwardingRequest(
    _ request: GlobalRequest.TCPForwardingRequest, handler: NIOSSHHandler,
    promise: EventLoopPromise<GlobalRequest.TCPForwardingResponse>
  ) {
    logger.info("refused: remote port forwarding", metadata: connection.metadata)
    promise.fail(RequestRefused())
  }
}

/// Closes a connection whose pipeline reports an error (a protocol violation, a reset).
final class ConnectionErrorHandler: ChannelInboundHandler, Sendable {
  typealias InboundIn = Any

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }
}

/// A request or channel the server does not offer.
struct RequestRefused: Error {}
