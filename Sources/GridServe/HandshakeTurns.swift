/// Turns at key exchange and login: at most `limit` connections at once, the rest waiting in the
/// order their version lines arrived. A value: `ServerState` holds it and acts on what it returns.
struct HandshakeTurns: Equatable {
  /// Handshakes at once (`--max-handshakes`).
  let limit: Int
  /// Connections (by number) in key exchange or login now.
  private(set) var inProgress: Set<Int> = []
  /// Connections waiting for a turn, first come first.
  private(set) var waiting: [Int] = []

  init(limit: Int) {
    precondition(limit > 0, "a handshake limit of at least 1")
    self.limit = limit
  }

  /// Whether connection `id` starts its handshake now; if not, it waits for its turn.
  mutating func request(_ id: Int) -> Bool {
    guard inProgress.count < limit else {
      waiting.append(id)
      return false
    }
    inProgress.insert(id)
    return true
  }

  /// Connection `id` logged in or closed (or was never here): the connections whose turn it now
  /// is, in order. One that waited and closed just leaves the queue.
  mutating func end(_ id: Int) -> [Int] {
    guard inProgress.remove(id) != nil else {
      waiting.removeAll { $0 == id }
      return []
    }
    var started: [Int] = []
    while inProgress.count < limit, !waiting.isEmpty {
      let next = waiting.removeFirst()
      inProgress.insert(next)
      started.append(next)
    }
    return started
  }
}
