import GridCanvas
import GridFixtures
import GridScene
import GridText
import Testing

@testable import GridServe

/// The room draws each screen once per step, shares updates between followers at the same frame,
/// and holds at most one update for a follower that does not take it: the steps it misses are
/// skipped and it gets the difference to the latest.
@Suite struct RoomTests {
  static func room() -> Room {
    Room { width, height, characters in
      PreviewState(
        scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (width, height),
        characters: characters, sharing: .viewer)
    }
  }

  static func screen(_ width: Int, _ height: Int = 24) -> Room.Screen {
    Room.Screen(width: width, height: height, theme: .dark, characters: .square)
  }

  static func view(_ category: ContentSizeCategory) -> SharedView {
    SharedView(category: category, layout: .grid)
  }

  @Test func eachScreenIsDrawnOncePerStepAndFollowersAtOneFrameShareTheUpdate() {
    let room = Self.room()
    var received: [Int: [[UInt8]]] = [:]
    for (id, width) in [(1, 60), (2, 60), (3, 60), (4, 120)] {
      room.add(id, screen: Self.screen(width), dialect: .xterm) { bytes, sent in
        received[id, default: []].append(bytes)
        sent()
      }
    }
    #expect(room.screenCount == 2)
    #expect(room.widths?.narrowest == 60 && room.widths?.widest == 120)
    let drawn = room.framesDrawn
    let made = room.updatesMade
    room.show(Self.view(.extraExtraLarge))
    #expect(room.framesDrawn == drawn + 2, "one frame per screen, not per follower")
    #expect(room.updatesMade == made + 2, "one update per screen and frame, shared")
    #expect(received[1]?.last == received[2]?.last && received[2]?.last == received[3]?.last)
    #expect(received[1]?.last != received[4]?.last)
    #expect(received.values.allSatisfy { $0.count == 2 })
  }

  @Test func aFollowerThatDoesNotTakeItsUpdateHoldsOneAndGetsTheLatestAfter() {
    let room = Self.room()
    var waiting: (() -> Void)?
    var updates: [[UInt8]] = []
    room.add(1, screen: Self.screen(80), dialect: .ecma48) { bytes, sent in
      updates.append(bytes)
      waiting = sent
    }
    #expect(updates.count == 1, "the first frame, not yet taken")
    for category in [
      ContentSizeCategory.extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
    ] {
      room.show(Self.view(category))
    }
    #expect(updates.count == 1, "nothing more while one update is on its way")
    waiting?()
    #expect(updates.count == 2, "then one update: to the latest frame")
    // Both followers are now at the same, latest frame: the one that missed steps caught up.
    var fresh: [UInt8] = []
    room.add(2, screen: Self.screen(80), dialect: .ecma48) { bytes, _ in fresh = bytes }
    #expect(!fresh.isEmpty)
    #expect(room.followers[1]?.shown?.number == room.followers[2]?.shown?.number)
  }
}
