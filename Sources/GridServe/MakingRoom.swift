import NIOCore

/// Who gives way when the server holds as many connections as it may and another arrives: the
/// flooder, not the others. Among the connections that have not logged in, the address holding the
/// most of them — the newcomer counted with its own address — gives up its oldest; if that address
/// is the newcomer's own (ties included), the newcomer is refused instead. So one connection from a
/// quiet address is never closed for connections from other addresses, however many arrive.
enum MakingRoom: Equatable {
  /// Close this connection (by its number) for the newcomer.
  case close(Int)
  /// Refuse the newcomer: its address holds the most connections not logged in, or every
  /// connection has logged in.
  case refuseNewcomer

  /// A connection that has not logged in.
  struct Waiting {
    var id: Int
    var address: String
    var opened: NIODeadline
  }

  /// The choice for a newcomer from `address`, given the connections not logged in.
  static func choose(newcomerFrom address: String, waiting: [Waiting]) -> MakingRoom {
    var counts = counted(waiting)
    counts[address, default: 0] += 1
    let most = counts.values.max() ?? 0
    guard most > counts[address, default: 0] else { return .refuseNewcomer }
    return oldest(of: waiting, holdingMost: counts).map { .close($0.id) } ?? .refuseNewcomer
  }

  /// Before their version line, the connection that goes for a newcomer when as many wait as may:
  /// the oldest of the address holding the most of them (ties: the oldest of those addresses'),
  /// whichever address the newcomer comes from — a real client is the newest of its address (it
  /// sends its version line within a round trip), a flooder's connections its oldest. Nil if none.
  static func oldestOfBusiest(_ waiting: [Waiting]) -> Int? {
    oldest(of: waiting, holdingMost: counted(waiting))?.id
  }

  private static func counted(_ waiting: [Waiting]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for connection in waiting { counts[connection.address, default: 0] += 1 }
    return counts
  }

  private static func oldest(of waiting: [Waiting], holdingMost counts: [String: Int]) -> Waiting? {
    let most = counts.values.max() ?? 0
    return waiting.filter { counts[$0.address] == most }.min { ($0.opened, $0.id) < ($1.opened, $1.id) }
  }
}
