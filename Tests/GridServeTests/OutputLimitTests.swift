import Crypto
import Foundation
import GridServe
import GridTestSupport
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization
import Testing

/// A client that stops reading is cut off rather than buffered without end: checked with NIO SSH's
/// own client (which can stop reading at will, unlike ssh) against the server in this process, its
/// session program writing without end.
@Suite struct OutputLimitTests {
  /// Offers one private key.
  final class KeyOffer: NIOSSHClientUserAuthenticationDelegate {
    let key = NIOSSHPrivateKey(ed25519Key: .init())
    var offered = false

    func nextAuthenticationType(
      availableMethods: NIOSSHAvailableUserAuthenticationMethods,
      nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
    ) {
      guard !offered, availableMethods.contains(.publicKey) else { return nextChallengePromise.succeed(nil) }
      offered = true
      nextChallengePromise.succeed(
        NIOSSHUserAuthenticationOffer(
          username: "test", serviceName: "", offer: .privateKey(.init(privateKey: key))))
    }
  }

  final class AnyHostKey: NIOSSHClientServerAuthenticationDelegate {
    func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>) {
      validationCompletePromise.succeed(())
    }
  }

  /// Asks for a terminal and a shell, then never reads.
  final class SilentSession: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData

    func channelActive(context: ChannelHandlerContext) {
      context.channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
      context.triggerUserOutboundEvent(
        SSHChannelRequestEvent.PseudoTerminalRequest(
          wantReply: false, term: "xterm", terminalCharacterWidth: 80, terminalRowHeight: 24,
          terminalPixelWidth: 0,
          terminalPixelHeight: 0, terminalModes: .init([:])), promise: nil)
      context.triggerUserOutboundEvent(SSHChannelRequestEvent.ShellRequest(wantReply: false), promise: nil)
      context.fireChannelActive()
    }
  }

  /// Runs an exec request, reading nothing for a second, then everything; counts what arrives.
  final class SlowExec: ChannelInboundHandler, Sendable {
    typealias InboundIn = SSHChannelData
    let received = Mutex(0)

    func channelActive(context: ChannelHandlerContext) {
      context.channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
      context.triggerUserOutboundEvent(
        SSHChannelRequestEvent.ExecRequest(command: "anything", wantReply: false), promise: nil)
      let channel = context.channel
      context.eventLoop.scheduleTask(in: .seconds(1)) {
        channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in channel.read() }
      }
      context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      if case .byteBuffer(let bytes) = unwrapInboundIn(data).data {
        received.withLock { $0 += bytes.readableBytes }
      }
    }
  }

  /// The log's lines, as the server writes them.
  final class LogLines: Sendable {
    let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var text: String { lines.withLock { $0.joined() } }
  }

  /// The server in this process on any free port, with `configuration`; the log's lines.
  func start(_ configuration: ServeConfiguration, folder: TemporaryFolder) throws -> (
    SSHServer, Int, LogLines, DispatchSemaphore
  ) {
    let lines = LogLines()
    let server = SSHServer(
      configuration: configuration, hostKey: try HostKey.loadOrCreate(at: folder.path("host_key")),
      log: ServeLog(write: { line in lines.append(line) }))
    let port = Mutex<Int?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? server.run(ready: { listening in port.withLock { $0 = listening } })
      done.signal()
    }
    let deadline = Date().addingTimeInterval(10)
    while port.withLock({ $0 }) == nil, Date() < deadline { usleep(10_000) }
    return (server, try #require(port.withLock { $0 }), lines, done)
  }

  /// Opens a session channel with `handler` on a new connection to `port`.
  func session(port: Int, group: EventLoopGroup, _ handler: @escaping @Sendable () -> ChannelHandler) throws
    -> Channel
  {
    try session(on: try connect(port: port, group: group), handler)
  }

  /// A new SSH connection to `port`, logged in with a key of its own.
  func connect(port: Int, group: EventLoopGroup) throws -> Channel {
    try ClientBootstrap(group: group).channelInitializer { channel in
      channel.eventLoop.makeCompletedFuture {
        var settings = SSHClientConfiguration(userAuthDelegate: KeyOffer(), serverAuthDelegate: AnyHostKey())
        settings.maximumPacketSize = 32_768
        try channel.pipeline.syncOperations.addHandler(
          NIOSSHHandler(
            role: .client(settings), allocator: channel.allocator, inboundChildChannelInitializer: nil))
      }
    }.connect(host: "127.0.0.1", port: port).wait()
  }

  /// Opens a session channel with `handler` on the connection `client`.
  func session(on client: Channel, _ handler: @escaping @Sendable () -> ChannelHandler) throws -> Channel {
    let promise = client.eventLoop.makePromise(of: Channel.self)
    client.eventLoop.execute {
      do {
        let ssh = try client.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
        ssh.createChannel(promise) { child, _ in
          child.eventLoop.makeCompletedFuture { try child.pipeline.syncOperations.addHandler(handler()) }
        }
      } catch {
        promise.fail(error)
      }
    }
    return try promise.futureResult.wait()
  }

  @Test func aBatchCommandWaitsForASlowClientInsteadOfBeingCutOff() throws {
    let folder = try TemporaryFolder()
    var configuration = ServeConfiguration(
      address: "127.0.0.1", port: 0, access: .anyKey, maxSessions: 4, idleTimeout: nil,
      previewer: .init(executable: "/bin/false", arguments: []), presenter: nil, fixtureName: "test",
      exec: { _ in .run(.init(executable: "/usr/bin/head", arguments: ["-c", "4000000", "/dev/zero"])) })
    configuration.outputLimit = 64 * 1024
    let (server, port, lines, done) = try start(configuration, folder: folder)
    defer {
      server.stop()
      done.wait()
    }
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    defer { try? group.syncShutdownGracefully() }
    let reader = SlowExec()
    let channel = try session(port: port, group: group) { reader }
    // While the client reads nothing, the command is held up writing: the server does not take
    // the whole output into memory (it would end at once: head needs no time for 4 MB).
    usleep(500_000)
    #expect(!lines.text.contains("session ended"), "the command ran to its end while nothing was read")
    try channel.closeFuture.wait()
    // 4 MB, more than the client's window (2 MiB) and the limit together, arrived whole.
    #expect(reader.received.withLock { $0 } == 4_000_000)
    let until = Date().addingTimeInterval(5)
    while !lines.text.contains("session ended"), Date() < until { usleep(10_000) }
    let log = lines.text
    #expect(log.contains("reason='program ended'") && !log.contains("cut off"), "\(log)")
  }

  @Test func aClientThatStopsReadingIsCutOff() throws {
    let folder = try TemporaryFolder()
    var configuration = ServeConfiguration(
      address: "127.0.0.1", port: 0, access: .anyKey, maxSessions: 4, idleTimeout: nil,
      previewer: .init(
        executable: "/bin/sh", arguments: ["-c", "while :; do echo 0123456789abcdef0123456789abcdef; done"]),
      presenter: nil, fixtureName: "test", exec: { _ in .refuse("no", status: 64) })
    configuration.outputLimit = 64 * 1024
    let (server, port, lines, done) = try start(configuration, folder: folder)
    defer {
      server.stop()
      done.wait()
    }
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    defer { try? group.syncShutdownGracefully() }
    let client = try connect(port: port, group: group)
    let channel = try session(on: client) { SilentSession() }
    // The client's window (2 MiB) fills, then 64 KiB wait on the server: the session is cut off.
    let closed = DispatchSemaphore(value: 0)
    channel.closeFuture.whenComplete { _ in closed.signal() }
    #expect(closed.wait(timeout: .now() + 20) == .success, "the session was not closed")
    // The program is then hung up and reaped, and the session's last line says why it ended.
    let until = Date().addingTimeInterval(5)
    while !lines.text.contains("session ended"), Date() < until { usleep(10_000) }
    let log = lines.text
    #expect(log.contains("session cut off: the client stopped reading"), "\(log)")
    #expect(log.contains("reason='cut off'"), "\(log)")
    try? client.close().wait()
  }
}
