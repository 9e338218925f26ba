import NIOCore

/// Key exchange and authentication, a few connections at a time: a room of clients connecting
/// within seconds would otherwise have the one event loop do every handshake before the next step
/// reaches the followers already in. A connection past the bound is accepted but left unread (its
/// client waits for the server's key exchange) until one ahead of it has logged in or gone.
extension ServerState {
  /// Connections in key exchange or authentication at once.
  static let concurrentHandshakes = 32

  /// A new connection starts its handshake now, or waits unread for its turn.
  func startHandshake(_ connection: Connection) throws {
    guard handshaking.count >= Self.concurrentHandshakes else {
      handshaking.insert(connection.id)
      return
    }
    try connection.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: false)
    waitingToHandshake.append(connection)
  }

  /// A connection logged in or closed: the next waiting ones, if any, are read.
  func handshakeEnded(_ connection: Connection) {
    guard handshaking.remove(connection.id) != nil else { return }
    while handshaking.count < Self.concurrentHandshakes, !waitingToHandshake.isEmpty {
      let next = waitingToHandshake.removeFirst()
      // One that closed while it waited is skipped. One not active yet (accepted in this same turn
      // of the loop) starts reading as it becomes active, autoRead being on again.
      guard isOpen(next), !next.isAuthenticated else { continue }
      handshaking.insert(next.id)
      next.channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
      if next.channel.isActive { next.channel.read() }
    }
  }
}
