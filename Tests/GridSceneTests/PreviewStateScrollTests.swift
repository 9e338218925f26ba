import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// The element at the top of the viewport stays there across relayouts, like a collection view
/// keeping its anchor item; the scroll offset never leaves `0...content − viewport`.
@Suite struct PreviewStateScrollTests {
  /// Changes that lay the content out again.
  enum Relayout: String, CaseIterable, Sendable {
    case textSizeUp, textSizeDown, largestTextSize, narrower, muchNarrower, rotate, nextLayout, listLayout,
      borders, compare

    var keys: [Key] {
      switch self {
      case .textSizeUp: [.character("+")]
      case .textSizeDown: [.character("-")]
      case .largestTextSize: Array(repeating: .character("+"), count: 8)
      case .narrower: [.character("H")]
      case .muchNarrower: Array(repeating: .character("H"), count: 5)
      case .rotate: [.character("o")]
      case .nextLayout: [.character("m")]
      case .listLayout: [.character("m"), .character("m"), .character("m")]
      case .borders: [.character("b")]
      case .compare: [.character("c")]
      }
    }
  }

  /// 60 items in two sections, three columns: tall enough that no relayout here runs out of content
  /// below the anchor.
  static let fixture = longFixture(count: 60)
  /// An item in the middle of the second section.
  static let anchor = ItemPath(section: 1, item: 9)

  @Test(arguments: Relayout.allCases)
  func theItemAtTheTopStaysAtTheTop(change: Relayout) throws {
    var state = demoState(fixture: Self.fixture)
    let top = try #require(state.layoutResult.frame(of: Self.anchor)).minY
    state.scroll(toRow: Int(top))
    #expect(state.scrollY == Int(top))
    for key in change.keys { state.press(key) }
    let frame = try #require(state.layoutResult.frame(of: Self.anchor))
    #expect(state.scrollY < state.expectedMaxScroll, "the check needs content below the anchor")
    #expect(Double(state.scrollY) == frame.minY, "\(change): \(frame)")
  }

  @Test(arguments: Relayout.allCases)
  func aViewportStartingInsideAnItemStaysInsideIt(change: Relayout) throws {
    var state = demoState(fixture: Self.fixture)
    let before = try #require(state.layoutResult.frame(of: Self.anchor))
    #expect(before.height >= 4)
    state.scroll(toRow: Int(before.minY) + 2)
    for key in change.keys { state.press(key) }
    let after = try #require(state.layoutResult.frame(of: Self.anchor))
    // Two rows into the item, or its last row if it became shorter than that.
    #expect(Double(state.scrollY) == after.minY + min(2, after.height - 1), "\(change): \(after)")
  }

  @Test func theAnchorDoesNotDriftOverManyRelayouts() throws {
    var state = demoState(fixture: Self.fixture)
    let top = try #require(state.layoutResult.frame(of: Self.anchor)).minY
    state.scroll(toRow: Int(top))
    let characters: [Character] = [
      "+", "+", "H", "-", "m", "b", "o", "-", "L", "m", "c", "+", "b", "c", "0", "m", "m",
    ]
    let keys = characters.map { Key.character($0) }
    for key in keys {
      state.press(key)
      let frame = try #require(state.layoutResult.frame(of: Self.anchor))
      #expect(Double(state.scrollY) == frame.minY, "after \(key)")
    }
  }

  @Test func aResizeKeepsTheAnchor() throws {
    var state = demoState(fixture: Self.fixture)
    let top = try #require(state.layoutResult.frame(of: Self.anchor)).minY
    state.scroll(toRow: Int(top))
    for (width, height) in [(70, 30), (130, 40), (45, 25), (100, 30)] {
      _ = state.update(.resize(width: width, height: height))
      let frame = try #require(state.layoutResult.frame(of: Self.anchor))
      #expect(Double(state.scrollY) == frame.minY, "at \(width) × \(height)")
    }
  }

  @Test func aHeaderAtTheTopStaysAtTheTop() throws {
    var state = demoState(fixture: Self.fixture)
    let header = try #require(state.layoutResult.sections[1].headerFrame)
    state.scroll(toRow: Int(header.minY))
    state.press(.character("+"), .character("H"), .character("m"))
    #expect(Double(state.scrollY) == state.layoutResult.sections[1].headerFrame?.minY)
  }

  @Test func theGapAboveAnItemStaysAboveIt() throws {
    // The row between two rows of cells (line spacing 1) belongs to no element: the item below it
    // is the one to keep in place, one row down.
    var state = demoState(fixture: Self.fixture)
    let top = try #require(state.layoutResult.frame(of: Self.anchor)).minY
    state.scroll(toRow: Int(top) - 1)
    #expect(state.layoutResult.elements(in: Rect(x: 0, y: top - 1, width: 100, height: 1)).isEmpty)
    state.press(.character("+"), .character("+"))
    let after = try #require(state.layoutResult.frame(of: Self.anchor))
    #expect(Double(state.scrollY) == after.minY - 1)
  }

  @Test func atTheTopTheViewStaysAtTheTop() {
    var state = demoState(fixture: Self.fixture)
    for change in Relayout.allCases {
      for key in change.keys { state.press(key) }
      #expect(state.scrollY == 0, "\(change)")
    }
  }

  @Test func atTheBottomSmallerContentPullsTheViewUp() {
    var state = demoState(settings: SceneSettings(category: .accessibilityMedium), fixture: Self.fixture)
    state.press(.end)
    state.press(.character("-"), times: 7)
    #expect(state.settings.category == .extraSmall)
    #expect(state.scrollY == state.expectedMaxScroll)
    state.press(.character("j"))
    #expect(state.scrollY == state.expectedMaxScroll)
  }

  @Test func theOffsetStaysInRangeWhateverIsPressed() {
    let characters: [Character] = [
      "j", "k", " ", "G", "g", "+", "-", "h", "H", "l", "L", "0", "o", "m", "c", "s", "b", "?",
    ]
    let keys =
      characters.map { Key.character($0) } + [.pageUp, .pageDown, .end, .home, .control("f"), .control("b")]
    for seed in 1...4 {
      var rng = SplitMix64(seed: UInt64(seed))
      var state = demoState(fixture: seed.isMultiple(of: 2) ? .demo : Self.fixture)
      for step in 0..<250 {
        let wasAtTop = state.scrollY == 0
        let key = keys[rng.next(below: keys.count)]
        let isScroll: Bool
        if step % 40 == 39 {
          _ = state.update(.resize(width: 20 + rng.next(below: 140), height: 6 + rng.next(below: 50)))
          isScroll = false
        } else {
          state.press(key)
          if case .scroll = KeyBindings.action(for: key) { isScroll = true } else { isScroll = false }
        }
        #expect(state.scrollY >= 0, "seed \(seed) step \(step)")
        #expect(state.scrollY <= state.expectedMaxScroll, "seed \(seed) step \(step)")
        if wasAtTop && !isScroll {
          #expect(state.scrollY == 0, "seed \(seed) step \(step): \(key) left the top")
        }
      }
    }
  }

  @Test(arguments: 1...6)
  func whateverIsAtTheTopAfterScrollingStaysThereThroughRelayouts(seed: Int) throws {
    let relayoutKeys: [Key] = ["+", "-", "h", "H", "l", "L", "0", "o", "m", "b", "c", "s"].map {
      Key.character($0)
    }
    var rng = SplitMix64(seed: UInt64(seed))
    var state = demoState(fixture: seed.isMultiple(of: 2) ? Self.fixture : .demo)
    var checked = 0
    for round in 0..<20 {
      // Scroll somewhere and note the element at the top (the first below, in a gap).
      state.press(.character("j"), times: 1 + rng.next(below: 60))
      guard state.scrollY > 0 else { continue }
      let width = state.layoutResult.size.width
      let top = Double(state.scrollY)
      let row = Rect(x: 0, y: top, width: width, height: 1)
      let view = Rect(x: 0, y: top, width: width, height: Double(state.viewportHeight))
      // (None in a view of nothing but off-screen cells, as in a compare pane 1 column wide.)
      guard
        let anchor = state.layoutResult.elements(in: row).first
          ?? state.layoutResult.elements(in: view).min(by: { $0.frame.minY < $1.frame.minY })
      else { continue }
      checked += 1
      let offset = state.scrollY - Int(anchor.frame.minY)
      for step in 0..<5 {
        if step == 4 {
          _ = state.update(.resize(width: 40 + rng.next(below: 120), height: 15 + rng.next(below: 30)))
        } else {
          state.press(relayoutKeys[rng.next(below: relayoutKeys.count)])
        }
        // A band whose text no longer fits a line (a layout 1 column wide) is gone: nothing to keep.
        guard let frame = state.layoutResult.frame(of: anchor.kind, at: anchor.indexPath) else { break }
        let wanted = Int(frame.minY) + min(offset, max(0, Int(frame.height) - 1))
        #expect(
          state.scrollY == max(0, min(wanted, state.expectedMaxScroll)),
          "seed \(seed) round \(round) step \(step): \(anchor.kind) \(anchor.indexPath) offset \(offset)")
      }
    }
    #expect(checked >= 8, "many rounds scroll somewhere with an element in view")
  }

  @Test func theStatusBarCountsTheRowsOnScreen() {
    var state = demoState(fixture: Self.fixture)
    let total = state.contentHeight
    var rows = state.statusBar.visibleRows
    // 30 rows less the title line and the status bar: 28 layout rows on screen.
    #expect(rows.first == 1 && rows.last == 28 && rows.total == total)
    state.press(.end)
    rows = state.statusBar.visibleRows
    #expect(rows.first == total - 28 + 1 && rows.last == total && rows.total == total)
  }
}
