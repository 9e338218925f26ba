import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// What a presenter shares and how a viewer follows it (`serve --present`), with plain values.
@Suite struct SharedViewTests {
  /// A presenter and a viewer of the same long fixture, the viewer narrower.
  func pair(viewerWidth: Int = 60) -> (presenter: PreviewState, viewer: PreviewState) {
    let fixture = longFixture(columns: .fixed(3))
    let presenter = demoState(width: 120, height: 30, fixture: fixture, sharing: .presenter)
    let viewer = demoState(width: viewerWidth, height: 24, fixture: fixture, sharing: .viewer)
    return (presenter, viewer)
  }

  @Test(arguments: [
    SharedView(category: .large, layout: .grid),
    SharedView(
      category: .accessibilityExtraExtraExtraLarge, layout: .waterfall, stretch: .allCells,
      collapseBorders: true, direction: .rtl,
      columns: 7, isComparing: true, showsDrivers: false,
      selection: Selection(kind: .footer, path: ItemPath(section: 2, item: 0)),
      top: .init(kind: .cell, path: ItemPath(section: 1, item: 12), offset: -2)),
    SharedView(
      category: .extraSmall, layout: .list,
      top: .init(kind: .header, path: ItemPath(section: 0, item: 0), offset: 3)),
    SharedView(category: .large, layout: .grid, language: "de"),
    SharedView(category: .large, layout: .grid, language: "zh-Hans"),
    SharedView(category: .large, layout: .grid, language: "pseudo-accented"),
    SharedView(category: .large, layout: .grid, language: "-"),
    SharedView(category: .large, layout: .grid, language: "%"),
    SharedView(category: .large, layout: .grid, language: "sr Latn=ü\n\u{1B}"),
  ])
  func aViewTravelsAsOneLineAndComesBackEqual(_ view: SharedView) {
    let line = ShareMessage.view(view).line
    #expect(!line.contains("\n") && line.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
    #expect(ShareMessage(line: line) == .view(view))
  }

  @Test func theLineSpellsOutEveryField() {
    let view = SharedView(
      category: .accessibilityMedium, layout: .flow, columns: 2,
      selection: Selection(kind: .cell, path: ItemPath(section: 0, item: 3)),
      top: .init(kind: .cell, path: ItemPath(section: 1, item: 2), offset: -1))
    #expect(
      view.line
        == "size=AX1 layout=flow stretch=none borders=0 columns=2 compare=0 drivers=1 selection=cell:0.3 top=cell:1.2:-1 dir=ltr lang=-"
    )
    // The language's code as it is, or percent-encoded where it is not plain ASCII.
    var german = view
    german.language = "pt-BR"
    #expect(german.line.hasSuffix(" dir=ltr lang=pt-BR"))
    german.language = "ü x"
    #expect(german.line.hasSuffix(" dir=ltr lang=%C3%BC%20x"))
  }

  @Test(arguments: [
    "", "view", "view size=L", "audience 2", "audience 1 2", "audience -1 0", "following 2", "following",
    "view size=Huge layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=-",
    "view size=L layout=grid stretch=none borders=0 columns=0 compare=0 drivers=1 selection=- top=-",
    "view layout=grid size=L stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=-",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=cell:-1.0 top=-",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=cell:0.0",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=up",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=-",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=ltr",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=ltr lang=",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=ltr lang=%zz",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=ltr lang=%4",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=ltr lang=%41",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=ltr lang=%C3",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=ltr lang=a+b",
    "view size=L layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=- top=- dir=ltr lang=de x=1",
    "hello 1",
  ])
  func aLineThatIsNotExactlyAMessageIsRefused(_ line: String) {
    #expect(ShareMessage(line: line) == nil)
  }

  @Test func theOtherMessagesTravelToo() {
    for message: ShareMessage in [.audience(watching: 3, following: 2), .following(true), .following(false)] {
      #expect(ShareMessage(line: message.line) == message)
    }
    #expect(ShareMessage.audience(watching: 3, following: 2).line == "audience 3 2")
    let room = ShareMessage.audience(watching: 900, following: 880, widths: 60...160)
    #expect(room.line == "audience 900 880 60 160")
    #expect(ShareMessage(line: room.line) == room)
    for broken in ["audience 3 2 60", "audience 3 2 160 60", "audience 3 2 0 10", "audience 3 2 a b"] {
      #expect(ShareMessage(line: broken) == nil, "\(broken)")
    }
    #expect(ShareMessage.following(true).line == "following 1")
  }

  @Test func aFollowingViewerTakesThePresentersSizeLayoutModesSelectionAndTopAtItsOwnWidth() {
    var (presenter, viewer) = pair()
    for key: Key in [
      .character("+"), .character("+"), .character("m"), .character("b"), .character("d"), .character("R"),
    ] {
      _ = presenter.update(.key(key))
    }
    _ = presenter.update(.key(.character("G")))
    _ = presenter.update(.key(.enter))
    let view = presenter.sharedView
    #expect(view.category == ContentSizeCategory.large.stepped(by: 2))
    #expect(view.layout == .flow && view.collapseBorders && !view.showsDrivers && view.direction == .rtl)
    #expect(view.selection != nil && view.top != nil)

    #expect(viewer.update(.received(.view(view))) == [.draw])
    #expect(viewer.settings.category == view.category)
    #expect(viewer.settings.layout == .flow && viewer.settings.collapseBorders && !viewer.showsDrivers)
    #expect(viewer.settings.direction == .rtl && viewer.layoutResult.isMirrored)
    #expect(viewer.selection == view.selection)
    // Its own width: 60 columns, where the presenter has 120.
    #expect(viewer.layoutWidth == 60 && presenter.layoutWidth == 120)
    // The presenter's top element is at the viewer's top row too (offset kept within it).
    let top = view.top!
    let frame = viewer.layoutResult.frame(of: top.kind, at: top.path)!
    #expect(viewer.sharedView.top?.path == top.path)
    #expect(
      viewer.scrollY
        == min(Int(frame.minY) + max(top.offset, 0), viewer.contentHeight - viewer.viewportHeight)
        || top.offset < 0)
  }

  @Test func scrolledToTheVeryTopSharesNoTopElement() {
    var (presenter, viewer) = pair()
    _ = presenter.update(.key(.character("j")))
    _ = viewer.update(.received(.view(presenter.sharedView)))
    #expect(viewer.scrollY > 0)
    _ = presenter.update(.key(.character("g")))
    #expect(presenter.sharedView.top == nil)
    _ = viewer.update(.received(.view(presenter.sharedView)))
    #expect(viewer.scrollY == 0)
  }

  @Test func aFollowingViewerRefusesKeysThePresenterDecidesButKeepsItsOwnWidth() {
    var (_, viewer) = pair()
    let size = viewer.settings.category
    _ = viewer.update(.key(.character("+")))
    #expect(viewer.settings.category == size)
    #expect(viewer.message?.text == "following the presenter: e explores on your own")
    _ = viewer.update(.key(.character("j")))
    #expect(viewer.scrollY == 0)
    _ = viewer.update(.key(.character("h")))
    #expect(viewer.layoutWidth == 59)
  }

  /// The room checks a follower's key itself and tells the model as a message: the status bar
  /// says the presenter decides, and nothing else changes.
  @Test func theRoomSaysThePresenterDecidesThroughAMessage() {
    var (_, viewer) = pair()
    #expect(viewer.message?.text != "following the presenter: e explores on your own")
    let settings = viewer.settings
    #expect(viewer.update(.presenterDecides) == [.draw])
    #expect(viewer.message?.text == "following the presenter: e explores on your own")
    #expect(viewer.settings == settings)
  }

  @Test func exploringAloneIgnoresThePresenterUntilFollowingAgainCatchesUp() {
    var (presenter, viewer) = pair()
    _ = viewer.update(.key(.character("e")))
    #expect(!viewer.isFollowing)
    _ = viewer.update(.key(.character("-")))
    let own = viewer.settings.category
    _ = presenter.update(.key(.character("}")))
    #expect(viewer.update(.received(.view(presenter.sharedView))) == [])
    #expect(viewer.settings.category == own)
    _ = viewer.update(.key(.character("f")))
    #expect(viewer.isFollowing)
    #expect(viewer.settings.category == .accessibilityExtraExtraExtraLarge)
    #expect(viewer.statusBar.sharing == "following (e: explore)")
  }

  @Test func thePresentersStatusBarCountsTheAudience() {
    var (presenter, _) = pair()
    #expect(presenter.statusBar.sharing == "0 watching, 0 following")
    #expect(presenter.update(.received(.audience(watching: 3, following: 2))) == [.draw])
    #expect(presenter.statusBar.sharing == "3 watching, 2 following")
    #expect(presenter.update(.received(.audience(watching: 3, following: 2))) == [])
    // A presenter ignores views, and a previewer alone ignores everything.
    #expect(presenter.update(.received(.view(SharedView(category: .extraSmall, layout: .list)))) == [])
    var alone = demoState()
    #expect(alone.update(.received(.audience(watching: 1, following: 1))) == [])
    _ = alone.update(.key(.character("e")))
    #expect(alone.message?.text.hasPrefix("e and f are for watching a presentation") == true)
  }

  @Test func theLoopSendsThePresentersViewOnlyWhenItChanges() {
    let (presenter, _) = pair()
    var sent: [ShareMessage] = []
    var inbox: [ShareMessage] = [.audience(watching: 1, following: 1)]
    let link = PreviewLoop.Link(
      receive: {
        defer { inbox = [] }
        return inbox
      }, send: { sent.append($0) })
    var loop = PreviewLoop(state: presenter, fixture: .unwatched, link: link)
    #expect(loop.step([.key(.character("+"))]).drawing == .changes)
    #expect(loop.state.statusBar.sharing == "1 watching, 1 following")
    #expect(sent.count == 1)
    _ = loop.step([.key(.character("0"))])  // nothing shared changes
    #expect(sent.count == 1)
    _ = loop.step([.key(.character("m"))])
    #expect(sent.count == 2)
    if case .view(let view)? = sent.last {
      #expect(view.layout == .flow)
    } else {
      Issue.record("no view sent")
    }
  }

  /// The presenter's frame is drawn before its view goes to the server, which sets the whole room
  /// drawing: the room's work must not compete with the presenter's own frame.
  @Test func thePresenterDrawsEachFrameBeforeItSendsTheView() {
    let (presenter, _) = pair()
    final class Script {
      var batches: [InputEvent] = [.key(.character("+")), .key(.character("0")), .key(.character("m"))]
      var happened: [String] = []
    }
    let script = Script()
    let link = PreviewLoop.Link(
      receive: { [] },
      send: { message in
        guard case .view(let view) = message else { return }
        script.happened.append("send \(view.category) \(view.layout)")
      })
    let terminal = PreviewLoop.Terminal(
      nextEvent: { script.batches.isEmpty ? .signal(15) : script.batches.removeFirst() },
      pendingEvents: { [] },
      draw: { _, _ in script.happened.append("draw") })
    var loop = PreviewLoop(state: presenter, fixture: .unwatched, link: link)
    #expect(loop.run(on: terminal, theme: .dark) == 128 + 15)
    let large = ContentSizeCategory.default
    let larger = large.stepped(by: 1)
    #expect(
      script.happened == [
        "draw", "send \(large) grid",
        "draw", "send \(larger) grid",
        // "0" changes nothing shared: no view is sent.
        "draw", "send \(larger) flow",
      ])
  }

  @Test func theLoopAppliesAViewThatArrivesAndTheViewerSaysWhetherItFollows() {
    var (presenter, viewer) = pair()
    _ = presenter.update(.key(.character("+")))
    var sent: [ShareMessage] = []
    var inbox: [ShareMessage] = [.view(presenter.sharedView)]
    let link = PreviewLoop.Link(
      receive: {
        defer { inbox = [] }
        return inbox
      }, send: { sent.append($0) })
    var loop = PreviewLoop(state: viewer, fixture: .unwatched, link: link)
    #expect(loop.step([.idle]).drawing == .changes)
    #expect(loop.state.settings.category == presenter.settings.category)
    #expect(sent == [.following(true)])
    _ = loop.step([.key(.character("e"))])
    #expect(sent == [.following(true), .following(false)])
  }

  // MARK: The language

  /// A presenter and a viewer of `threeLanguages`, the viewer narrower.
  func languagePair() -> (presenter: PreviewState, viewer: PreviewState) {
    (
      languageState(width: 100, height: 30, sharing: .presenter),
      languageState(width: 60, height: 24, sharing: .viewer)
    )
  }

  @Test func aFollowingViewerTakesThePresentersLanguageAndItsDirection() {
    var (presenter, viewer) = languagePair()
    #expect(presenter.sharedView.language == "en")
    presenter.press(.character("A"))
    let view = presenter.sharedView
    #expect(view.language == "ar" && view.direction == .rtl)
    #expect(viewer.update(.received(.view(view))) == [.draw])
    #expect(viewer.language == "ar")
    #expect(viewer.scene.fixture.sections[0].header == "اليوم", "its own fixture, resolved in Arabic")
    #expect(viewer.settings.direction == .rtl && viewer.layoutResult.isMirrored)
    #expect(viewer.statusBar.language == "ar")
    // The presenter flips the direction back with R: the view's direction wins over the language's.
    presenter.press(.character("R"))
    _ = viewer.update(.received(.view(presenter.sharedView)))
    #expect(viewer.language == "ar" && viewer.settings.direction == .ltr)
  }

  @Test func whileFollowingTheLanguageIsThePresentersAndExploringPicksOnesOwn() {
    var (presenter, viewer) = languagePair()
    for key: Key in [.character("a"), .character("A"), .character("T")] {
      _ = viewer.update(.key(key))
      #expect(viewer.language == "en" && viewer.panel == nil, "\(key)")
      #expect(viewer.message?.text == "following the presenter: e explores on your own")
    }
    // Held, too: a burst of presses is refused as each press is.
    #expect(viewer.update(.key(.character("a"), times: 3)) == [])
    _ = viewer.update(.key(.character("+"), times: 2))
    #expect(viewer.language == "en" && viewer.settings.category == .large)
    viewer.press(.character("e"), .character("a"))
    #expect(viewer.language == "de")
    presenter.press(.character("A"))
    #expect(viewer.update(.received(.view(presenter.sharedView))) == [])
    #expect(viewer.language == "de", "exploring alone, it keeps its own")
    viewer.press(.character("f"))
    #expect(viewer.language == "ar" && viewer.settings.direction == .rtl, "following again catches up")
  }

  @Test func aLanguageTheViewersFixtureLacksIsSaidAndTheRestShown() {
    var (presenter, viewer) = languagePair()
    presenter.press(.character("+"))
    var view = presenter.sharedView
    view.language = "fr"
    #expect(viewer.update(.received(.view(view))) == [.draw])
    #expect(viewer.language == "en")
    #expect(viewer.settings.category == view.category)
    #expect(viewer.message?.text == "the presenter's language fr is not one of this fixture's")
  }

  @Test func theLoopSendsTheLanguageTheMomentItChanges() {
    let (presenter, _) = languagePair()
    var sent: [ShareMessage] = []
    let link = PreviewLoop.Link(receive: { [] }, send: { sent.append($0) })
    var loop = PreviewLoop(state: presenter, fixture: .unwatched, link: link)
    _ = loop.step([.key(.character("a"))])
    guard case .view(let view)? = sent.last else {
      Issue.record("no view sent")
      return
    }
    #expect(view.language == "de")
    #expect(view.line.hasSuffix(" lang=de"))
  }
}
