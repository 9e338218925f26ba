/// Key exchange and authentication, a few connections at a time (`--max-handshakes`): a room of
/// clients connecting within seconds would otherwise have the one event loop do every handshake
/// before the next step reaches the followers already in. Only a connection that has sent a valid
/// version line (`VersionGate`) asks for a turn; one past the bound waits, its bytes held by its
/// gate and reading stopped (its client waits for the server's key exchange), until one ahead of it
/// has logged in or gone.
extension ServerState {
  /// A connection whose version line arrived starts its handshake now (`proceed`), or once it has
  /// its turn.
  func startHandshake(_ connection: Connection, proceed: @escaping () -> Void) {
    if handshakes.request(connection.id) {
      proceed()
    } else {
      connection.proceed = proceed
    }
  }

  /// A connection logged in or closed: the next waiting ones, if any, proceed (a turn given to one
  /// that has gone meanwhile passes on).
  func handshakeEnded(_ connection: Connection) {
    connection.proceed = nil
    var ended = [connection.id]
    while let id = ended.popLast() {
      for next in handshakes.end(id) {
        if let waiting = identifiedConnection(next), let proceed = waiting.proceed {
          waiting.proceed = nil
          proceed()
        } else {
          ended.append(next)
        }
      }
    }
  }
}
