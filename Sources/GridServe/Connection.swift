import Logging
import NIOCore
import NIOSSH

/// One client's TCP connection, as the log and the sessions know it: who logged in, with which key.
/// Confined to the server's event loop.
final class Connection: @unchecked Sendable {
  let id: Int
  let remote: String
  var user: String?
  var keyFingerprint: String?
  var isAuthenticated: Bool { user != nil }

  init(id: Int, remote: String) {
    self.id = id
    self.remote = remote
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

  init(access: ServeConfiguration.Access, connection: Connection, logger: Logger) {
    self.access = access
    self.connection = connection
    self.logger = logger
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
      case .keys(let keys): accepted = keys.contains(offered.publicKey)
      }
      if accepted {
        connection.user = request.username
        connection.keyFingerprint = fingerprint
        logger.info("authenticated", metadata: fields)
        responsePromise.succeed(.success)
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
