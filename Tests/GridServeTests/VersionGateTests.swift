import NIOCore
import NIOEmbedded
import Testing

@testable import GridServe

/// A connection's first bytes (`VersionLine`) and the handler that holds them until they are a
/// valid SSH version line (`VersionGate`), on an embedded channel with a clock of its own.
@Suite struct VersionGateTests {
  // MARK: The line

  @Test(arguments: [
    (
      "SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3\r\n",
      VersionLine.valid(
        text: "SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3", length: 40)
    ),
    ("SSH-2.0-PuTTY\n", .valid(text: "SSH-2.0-PuTTY", length: 14)),
    ("SSH-2.0-x\r\nkey exchange after it", .valid(text: "SSH-2.0-x", length: 11)),
    ("", .incomplete), ("SSH-2", .incomplete), ("SSH-2.0-OpenSSH", .incomplete),
    ("GET / HTTP/1.1\r\n", .invalid(.notSSH)), ("\r\n", .invalid(.notSSH)), ("SSX", .invalid(.notSSH)),
    ("SSH-1.99-OpenSSH\r\n", .invalid(.otherVersion)), ("SSH-1.5-", .invalid(.otherVersion)),
    ("SSH-2.0-\r\n", .invalid(.malformed)), ("SSH-2.0-a\0b\r\n", .invalid(.malformed)),
    ("SSH-2.0-a\rb\n", .invalid(.malformed)),
  ])
  func aFirstLineIsAVersionLineOrNot(bytes: String, expected: VersionLine) {
    #expect(VersionLine.check(Array(bytes.utf8)) == expected)
  }

  /// A line may be 255 bytes with its CR LF, no more.
  @Test func aVersionLineHas255BytesAtMost() {
    let longest = "SSH-2.0-" + String(repeating: "a", count: 255 - 8 - 2) + "\r\n"
    #expect(VersionLine.check(Array(longest.utf8)) == .valid(text: String(longest.dropLast()), length: 255))
    let tooLong = "SSH-2.0-" + String(repeating: "a", count: 255 - 8)
    #expect(VersionLine.check(Array(tooLong.utf8)) == .invalid(.malformed))
    #expect(VersionLine.check(Array(tooLong.dropLast().utf8)) == .incomplete)
  }

  /// Random bytes are refused by their first byte unless it is an `S` (and then within four).
  @Test func randomBytesAreRefusedAtOnce() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
      if bytes[0] == UInt8(ascii: "S") { bytes[0] = 0 }
      #expect(VersionLine.check(bytes.prefix(1)) == .invalid(.notSSH))
    }
  }

  // MARK: The gate

  /// An embedded channel with a gate and, behind it, what reaches NIO SSH's place.
  final class Gated {
    let channel = EmbeddedChannel()
    let behind = Recorder()
    var outcomes: [VersionGate.Outcome] = []
    var gate: VersionGate!

    init(timeout: TimeAmount = .seconds(10)) throws {
      gate = VersionGate(timeout: timeout) { [unowned self] _, outcome in outcomes.append(outcome) }
      try channel.pipeline.syncOperations.addHandlers([gate, behind])
      try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 22)).wait()
    }

    func send(_ text: String) throws {
      try channel.writeInbound(ByteBuffer(string: text))
    }

    var isOpen: Bool { channel.isActive }
  }

  /// Records what it reads, as text.
  final class Recorder: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    var read = ""

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      read += String(buffer: unwrapInboundIn(data))
    }
  }

  @Test func aVersionLineIsHeldUntilPassedThenHandedOnWithWhatFollowed() throws {
    let gated = try Gated()
    try gated.send("SSH-2.0-Open")
    #expect(gated.outcomes.isEmpty)
    try gated.send("SSH_9.2\r\nKEXINIT")
    #expect(gated.outcomes == [.version("SSH-2.0-OpenSSH_9.2")])
    #expect(gated.behind.read.isEmpty, "nothing reaches NIO SSH before its turn")
    try gated.send(" more")
    #expect(gated.behind.read.isEmpty)
    gated.gate.pass()
    #expect(gated.behind.read == "SSH-2.0-OpenSSH_9.2\r\nKEXINIT more")
    #expect(throws: ChannelPipelineError.self) {
      try gated.channel.pipeline.syncOperations.handler(type: VersionGate.self)
    }
    try gated.send("after")
    #expect(gated.behind.read.hasSuffix("more" + "after"))
    #expect(gated.outcomes.count == 1)
    #expect(gated.isOpen)
  }

  @Test func anythingElseFirstIsClosedAtOnce() throws {
    for first in ["\u{16}\u{03}\u{01}", "GET / HTTP/1.1\r\n", "SSH-1.99-x\r\n", "\r\n"] {
      let gated = try Gated()
      try gated.send(first)
      #expect(gated.outcomes.count == 1, "\(first.debugDescription)")
      #expect(!gated.isOpen, "\(first.debugDescription) is closed")
      #expect(gated.behind.read.isEmpty)
    }
  }

  @Test func aConnectionWithoutAVersionLineInTimeIsClosed() throws {
    let gated = try Gated(timeout: .seconds(10))
    try gated.send("SSH-2.0-slow")
    gated.channel.embeddedEventLoop.advanceTime(by: .milliseconds(9_999))
    #expect(gated.isOpen)
    #expect(gated.outcomes.isEmpty)
    gated.channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
    #expect(gated.outcomes == [.timedOut])
    #expect(!gated.isOpen)
    #expect(gated.behind.read.isEmpty)
  }

  /// Once its version line is in, a connection waiting for a handshake place is not timed out by the
  /// gate (the login grace time is the server's).
  @Test func aConnectionWaitingForItsTurnIsNotTimedOut() throws {
    let gated = try Gated(timeout: .seconds(1))
    try gated.send("SSH-2.0-x\r\n")
    gated.channel.embeddedEventLoop.advanceTime(by: .seconds(60))
    #expect(gated.isOpen)
    #expect(gated.outcomes == [.version("SSH-2.0-x")])
  }

  /// A client that closes before its version line is told to no one, and its timer goes with it.
  @Test func aClosedConnectionHasNoOutcome() throws {
    let gated = try Gated(timeout: .seconds(1))
    try gated.send("SSH-")
    try gated.channel.close().wait()
    gated.channel.embeddedEventLoop.advanceTime(by: .seconds(5))
    #expect(gated.outcomes.isEmpty)
  }

  // MARK: Handshake turns

  @Test func turnsGoInTheOrderVersionLinesArrived() {
    var turns = HandshakeTurns(limit: 2)
    let requested = [1, 2, 3, 4, 5].map { turns.request($0) }
    #expect(requested == [true, true, false, false, false])
    var started = turns.end(2)
    #expect(started == [3])
    // One that waited and went leaves the queue and frees nothing.
    started = turns.end(4)
    #expect(started == [])
    #expect(turns.waiting == [5])
    started = turns.end(1)
    #expect(started == [5])
    #expect(turns.inProgress == [3, 5])
    started = turns.end(3) + turns.end(99)
    #expect(started == [])
    let sixth = turns.request(6)
    #expect(sixth)
    #expect(turns.inProgress == [5, 6])
  }

  // MARK: Making room before the version line

  @Test func beforeTheVersionLineTheBusiestAddressesOldestGoes() {
    func waiting(_ addresses: [String]) -> [MakingRoom.Waiting] {
      addresses.enumerated().map {
        .init(
          id: $0.offset + 1, address: $0.element, opened: .uptimeNanoseconds(UInt64($0.offset + 1) * 1000))
      }
    }
    #expect(MakingRoom.oldestOfBusiest(waiting(["quiet", "flood", "flood", "other", "flood"])) == 2)
    // Every address holding one: the oldest of them all.
    #expect(MakingRoom.oldestOfBusiest(waiting(["a", "b", "c"])) == 1)
    #expect(MakingRoom.oldestOfBusiest([]) == nil)
  }
}
