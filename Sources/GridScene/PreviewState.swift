import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridText

/// The interactive previewer as a value: the model of a bubbletea-style program. Everything that
/// happens to it — keys, mouse, resizes, settled layouts, a reload's answer, a presentation's
/// messages — comes in through one entry point, `update(_:)`, which changes the model and returns
/// the `Command`s the runtime carries out (draw, repaint, quit, reload, start or cancel background
/// work, send to the server); `frame(theme:characters:)` draws the whole screen from it. Nothing here
/// touches a terminal, so every behaviour is a unit test with plain values.
///
/// ```swift
/// var state = PreviewState(scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (100, 30))
/// state.update(.key(.character("+")))   // [.draw]: the text is a size larger
/// state.update(.key(.character("q")))   // [.quit]
/// ```
///
/// The state is split by job into small values that own their rules, and this type holds them and
/// does the work that crosses them:
/// - `LayoutWidth`: the width and where it came from (terminal, pinned, device, rotation).
/// - `ScrollPosition`: the rows and columns scrolled to, and the element kept at the top.
/// - `LayoutPipeline`: the layouts on screen, exact or sliced, and the exact ones it waits for.
/// - `Inspection`: the selection and whether the inspector shows it.
/// - `ShareSession`: its part in a presentation and what the server last heard.
/// - `LanguageChoice`: the language on screen, the fixture's languages (`PreviewLanguages`) and
///   whether choosing one sets the direction.
/// - `Notices`, `Panel`, `Prompt`, `Search`: the status bar's words, an open panel, what is typed,
///   the last search.
///
/// The extensions, by file: `+Update` the messages, the commands and `update`; `+Actions` keys and
/// actions (and whether the screen changed); `+Mouse` the wheel, clicks and dragging the edge;
/// `+Layout` width changes, relayouts that keep the anchor and the selection, settled layouts and
/// resizes; `+Selection` selecting and keeping the selection in view; `+Find` the prompt, search and
/// jump; `+Panels` keys in a panel and the size table; `+Languages` the language key and the
/// languages table; `+Sharing` showing a presenter's view;
/// `+Reload` a new fixture or a failed reload; `+Frame` the screen, status bar and title line.
public struct PreviewState {
  /// The smallest terminal the previewer draws on; below it shows a "too small" message.
  public static let minimumSize = ScreenLayout.minimumSize

  /// The widest layout the previewer lays out (wider than any terminal: the screen pans).
  public static let maximumLayoutWidth = LayoutWidth.maximum

  public internal(set) var scene: Scene
  public internal(set) var settings: SceneSettings
  /// Where the fixture came from, for the title line: a file name, or "built-in demo".
  public let source: String
  public internal(set) var terminalSize: (width: Int, height: Int)
  /// The layout width, whether it follows the terminal, a device's, or a rotation's.
  var width: LayoutWidth
  public internal(set) var isComparing = false
  /// The scroll position and the element kept at the top through relayouts.
  var scroll = ScrollPosition()
  /// The status bar's message, the column change and the fixture's problems.
  public internal(set) var notices = Notices()
  /// The help or the problems panel, when one is open (it takes every key but scrolling and closing).
  public internal(set) var panel: Panel?
  /// Whether row drivers, stretched space and flow gaps are drawn.
  public internal(set) var showsDrivers = true
  /// The selection and whether the inspector shows it.
  var inspection = Inspection()
  /// What is being typed: a search or an item to jump to (it takes every key until Enter or Esc).
  public internal(set) var prompt: Prompt?
  /// The last search: its text and matches, and which match is selected.
  public internal(set) var search: Search?
  /// This previewer's part in a presentation, and what it last told the server.
  var presentation: ShareSession
  /// The characters the screen is drawn with (ASCII labels are wider, so panels wrap differently).
  public let characters: BoxCharacters
  /// The layouts on screen, how they are made, and the exact ones the screen waits for.
  var layouts: LayoutPipeline
  /// The language on screen and the fixture's other languages.
  var languages: LanguageChoice

  /// - Parameters:
  ///   - layoutWidth: A starting width (1…10,000, any terminal); without one the layout takes the
  ///     terminal's width and follows it.
  ///   - source: The fixture's file name, or nil for the built-in demo.
  ///   - problems: Warnings from loading the fixture (`FILE:LINE:COLUMN: …` lines).
  ///   - characters: What the screen is drawn with (ASCII labels are wider, so panels wrap
  ///     differently).
  ///   - pointsPerColumn: Points of a device's width per terminal column.
  ///   - device: A named device whose width to take (after laying out at the starting width, so the
  ///     first frame says how the column count changed).
  ///   - sharing: Whether this previewer presents, follows a presenter, or neither.
  ///   - exactItemLimit: The most items laid out exactly at once, on every change; a larger fixture
  ///     shows a slice around what is on screen first and settles in the background.
  ///   - languages: The languages the fixture can be shown in (the language key and the languages
  ///     table); without them it is shown only as it is.
  ///   - language: The code of the language `scene` shows (one of `languages`).
  ///   - languageSetsDirection: Whether choosing a language sets the interface's direction to the
  ///     language's (not when `--direction` was given or the fixture says a direction).
  public init(
    scene: Scene, settings: SceneSettings, terminalSize: (width: Int, height: Int), layoutWidth: Int? = nil,
    source: String? = nil, problems: [String] = [], characters: BoxCharacters = .square,
    pointsPerColumn: Int = Device.defaultPointsPerColumn, device: DeviceWidth? = nil,
    sharing: Sharing = .alone, exactItemLimit: Int = 10_000, languages: PreviewLanguages? = nil,
    language: String = "", languageSetsDirection: Bool = false
  ) {
    self.scene = scene
    self.settings = settings
    self.source = source ?? "built-in demo"
    self.terminalSize = (max(0, terminalSize.width), max(0, terminalSize.height))
    self.width = LayoutWidth(
      requested: layoutWidth, terminalWidth: terminalSize.width, pointsPerColumn: pointsPerColumn)
    self.characters = characters
    self.presentation = ShareSession(sharing)
    self.layouts = LayoutPipeline(exactItemLimit: exactItemLimit)
    self.languages = LanguageChoice(languages, code: language, setsDirection: languageSetsDirection)
    notices.problems = problems
    fitViewHeight()
    relayout()
    if case .viewing(following: false, let view?) = sharing {
      show(view)
      notices.say("exploring on your own: f follows the presenter again")
    }
    // A right-to-left layout wider than the screen is shown from its leading (right) edge.
    if settings.direction == .rtl { scroll.x = maxScrollX }
    if let device { changeWidth { $0.use(device) } }
  }

  /// The layout width (1…10,000, any terminal).
  public var layoutWidth: Int { width.columns }
  /// Whether the layout width follows the terminal's (until a width key sets it).
  public var followsTerminal: Bool { width.followsTerminal }
  /// The named device whose width the layout has, in its orientation.
  public var device: DeviceWidth? { width.device }
  /// Points of a device's width per terminal column.
  public var pointsPerColumn: Int { width.pointsPerColumn }
  /// The layout row at the top of the viewport.
  public var scrollY: Int { scroll.y }
  /// The layout column at the left edge of the screen, when the layout is wider than the screen.
  public var scrollX: Int { scroll.x }
  /// The layouts on screen: exact, or slices of them while the exact ones are made in the background.
  public var shown: ShownLayouts { layouts.shown }
  /// The layout on screen (the flexible grid in the compare view; a slice while settling).
  public var layoutResult: LayoutResult { layouts.shown.main }
  /// How far the background work is, in tenths (0…1), for the status bar (`Message.settleProgress`).
  public var settleProgress: Double? { layouts.progress }
  /// The most items laid out exactly at once, on every change; a larger fixture shows a slice
  /// around what is on screen first (tests set it lower to see that happen).
  public var exactItemLimit: Int { layouts.exactItemLimit }
  /// How many times the layouts were made or found again (what a change cost, for tests).
  public var relayoutCount: Int { layouts.relayoutCount }
  /// The selected cell, header or footer, kept through every relayout.
  public var selection: Selection? { inspection.selection }
  /// Whether the inspector shows the selection's details beside the layout.
  public var showsInspector: Bool { inspection.showsInspector }
  /// The code of the language on screen (`""`: the fixture's text as written, when it names no
  /// string files).
  public var language: String { languages.code }

  // MARK: Geometry of the screen

  /// Where everything is on screen now.
  public var screen: ScreenLayout { screen(characters: characters) }

  func screen(characters: BoxCharacters) -> ScreenLayout {
    let overlay = panel.map {
      $0.size(screenWidth: terminalSize.width, screenHeight: terminalSize.height - 1, characters: characters)
    }
    let (width, height) = terminalSize
    guard showsInspector else {
      return ScreenLayout(
        width: width, height: height, layoutWidth: layoutWidth, comparing: isComparing, overlay: overlay)
    }
    return ScreenLayout(
      width: width, height: height, layoutWidth: layoutWidth, comparing: isComparing, overlay: overlay,
      inspectorAvoiding: selectedElement?.frame, scroll: (scrollX, scrollY),
      inspectorLineCount: { innerWidth in
        Panel(kind: .inspector, title: "", entries: inspectorLines.map { Panel.Entry(text: $0) })
          .lines(innerWidth: innerWidth, characters: characters).count
      })
  }

  /// Whether the terminal is big enough to draw on.
  public var isTooSmall: Bool { screen.isTooSmall }

  /// Whether the help is open.
  public var isShowingHelp: Bool { panel?.kind == .help }

  /// The status bar's message.
  public var message: StatusBar.Message? { notices.message }

  /// "3 → 4 columns" after the last width change crossed a breakpoint.
  public var columnChange: String? { notices.columnChange }

  /// The rows the layout is shown in.
  public var viewportHeight: Int {
    ScreenLayout.viewportHeight(screenHeight: terminalSize.height, comparing: isComparing)
  }

  /// The columns of each pane's layout the screen shows.
  var visibleWidth: Int {
    ScreenLayout.visibleWidth(
      screenWidth: terminalSize.width, layoutWidth: layoutWidth, comparing: isComparing)
  }

  /// The width each layout is laid out at: the layout width, or half of it (less a separator) when
  /// comparing.
  public var paneWidth: Int { ScreenLayout.paneWidth(layoutWidth: layoutWidth, comparing: isComparing) }

  /// The content's height in rows (the taller pane when comparing).
  public var contentHeight: Int { shown.contentHeight }

  var maxScroll: Int { max(0, contentHeight - viewportHeight) }

  /// The largest horizontal scroll: the pane's layout less what the screen shows of it.
  var maxScrollX: Int { max(0, paneWidth - visibleWidth) }

  public var orientation: Orientation { width.orientation(viewportHeight: viewportHeight) }
}
