import Testing

@testable import GridScene

/// A previewer's part in a presentation and what the server last heard, as a value.
@Suite struct ShareSessionTests {
  static let view = SharedView(category: .large, layout: .grid)

  @Test func aPresenterSendsItsViewOnceEachTimeItChanges() {
    var session = ShareSession(.presenter)
    var other = Self.view
    other.layout = .flow
    let sent = [Self.view, Self.view, other].map { session.messages(view: $0) }
    #expect(sent == [[.view(Self.view)], [], [.view(other)]])
    let audience = session.take(.audience(watching: 2, following: 1))
    #expect(audience == nil && session.label == "2 watching, 1 following")
    let view = session.take(.view(other))
    #expect(view == nil, "a presenter shows no one's view")
    _ = session.take(.audience(watching: 1_200, following: 1_150, widths: 60...160))
    #expect(session.label == "1,200 watching, 1,150 following, 60–160 wide")
    _ = session.take(.audience(watching: 1, following: 1, widths: 80...80))
    #expect(session.label == "1 watching, 1 following, 80 wide")
  }

  @Test func aViewerKeepsTheLastViewAndCatchesUpWhenItFollowsAgain() {
    var session = ShareSession(.viewer)
    let hello = session.messages(view: nil)
    #expect(hello == [.following(true)])
    let shown = session.take(.view(Self.view))
    #expect(shown == Self.view, "following: shown at once")
    let explore = session.setFollowing(false)
    #expect(explore == .changed(catchUp: nil))
    let told = session.messages(view: nil)
    #expect(told == [.following(false)])
    var later = Self.view
    later.category = .extraLarge
    let kept = session.take(.view(later))
    #expect(kept == nil, "exploring: kept, not shown")
    let again = session.setFollowing(false)
    #expect(again == .unchanged)
    let follow = session.setFollowing(true)
    #expect(follow == .changed(catchUp: later))
    #expect(session.label == "following (e: explore)")
  }

  @Test func aPreviewerAloneSendsNothingAndWatchesNothing() {
    var session = ShareSession(.alone)
    let sent = session.messages(view: Self.view)
    let follow = session.setFollowing(true)
    let shown = session.take(.view(Self.view))
    #expect(sent == [] && follow == .notViewing && shown == nil && session.label == nil)
  }
}
