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
    var counts: [String: Int] = [:]
    for connection in waiting { counts[connection.address, default: 0] += 1 }
    let newcomers = counts[address, default: 0] + 1
    let most = counts.values.max() ?? 0
    guard most > newcomers else { return .refuseNewcomer }
    let oldest = waiting.filter { counts[$0.address] == most }
      .min { ($0.opened, $0.id) < ($1.opened, $1.id) }
    return oldest.map { .close($0.id) } ?? .refuseNewcomer
  }
}
