import NIOCore
import Testing

@testable import GridServe

/// Who makes room at the server's connection limit: the busiest address's oldest connection that
/// has not logged in, never a quiet address's only one.
@Suite struct MakingRoomTests {
  /// Connections numbered in the order they opened, from these addresses.
  func waiting(_ addresses: [String]) -> [MakingRoom.Waiting] {
    addresses.enumerated().map {
      .init(id: $0.offset + 1, address: $0.element, opened: .uptimeNanoseconds(UInt64($0.offset + 1) * 1000))
    }
  }

  @Test func theBusiestAddressGivesUpItsOldest() {
    let room = waiting(["quiet", "flood", "flood", "other", "flood"])
    #expect(MakingRoom.choose(newcomerFrom: "other", waiting: room) == .close(2))
    // A newcomer from an address with none yet, or from the quiet one.
    #expect(MakingRoom.choose(newcomerFrom: "new", waiting: room) == .close(2))
    #expect(MakingRoom.choose(newcomerFrom: "quiet", waiting: room) == .close(2))
  }

  @Test func aNewcomerFromTheBusiestAddressIsRefused() {
    let room = waiting(["quiet", "flood", "flood", "other", "flood"])
    #expect(MakingRoom.choose(newcomerFrom: "flood", waiting: room) == .refuseNewcomer)
    // Counted with its newcomer, an address that would tie the busiest is refused too.
    let tie = waiting(["a", "a", "other", "quiet"])
    #expect(MakingRoom.choose(newcomerFrom: "other", waiting: tie) == .refuseNewcomer)
  }

  /// Among addresses holding as many, the oldest connection of them all goes.
  @Test func tiesGoToTheOldestConnection() {
    let room = waiting(["quiet", "b", "a", "b", "a"])
    #expect(MakingRoom.choose(newcomerFrom: "new", waiting: room) == .close(2))
  }

  /// However the flood is spread, a quiet address's single connection is never the one closed.
  @Test func aSingleConnectionIsNeverClosedForOthers() {
    var seed = UInt64(0x5EED)
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<500 {
      let addresses = ["quiet"] + (0..<(next(12) + 1)).map { _ in "flood\(next(6))" }
      let room = waiting(addresses.shuffledDeterministically(next))
      let choice = MakingRoom.choose(newcomerFrom: "flood\(next(8))", waiting: room)
      let quiet = room.first { $0.address == "quiet" }?.id
      #expect(choice != .close(quiet ?? -1), "\(room.map(\.address))")
    }
    // Only when every address holds one each is there nobody to close: the newcomer is refused.
    #expect(MakingRoom.choose(newcomerFrom: "x", waiting: waiting(["quiet", "a", "b"])) == .refuseNewcomer)
    #expect(MakingRoom.choose(newcomerFrom: "x", waiting: []) == .refuseNewcomer)
  }
}

extension Array {
  /// The array shuffled by `next(bound)`, a seeded source of numbers below `bound`.
  fileprivate func shuffledDeterministically(_ next: (Int) -> Int) -> [Element] {
    var copy = self
    for index in copy.indices.reversed() where index > 0 { copy.swapAt(index, next(index + 1)) }
    return copy
  }
}
