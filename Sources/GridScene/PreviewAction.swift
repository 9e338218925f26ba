/// Everything a person can ask the previewer to do, independent of which key asked.
public enum PreviewAction: Hashable, Sendable {
  /// Change the layout width by this many columns (negative narrows).
  case changeWidth(Int)
  /// Back to the full terminal width.
  case fullWidth
  /// Swap to the other orientation's width, as rotating a device would.
  case rotate
  /// Step the text size by this many categories.
  case changeTextSize(Int)
  case scroll(ScrollMove)
  /// Scroll a layout wider than the screen sideways by this many columns (negative: left).
  case pan(Int)
  /// grid → flow → waterfall → list.
  case cycleLayout
  /// Flow and flexible grid side by side.
  case toggleCompare
  /// none → lastCell → allCells (waterfall).
  case cycleStretch
  case toggleBorders
  /// Left to right ⇄ right to left: the layout mirrored as UIKit mirrors it, text aligned right.
  case flipDirection
  /// Show or hide row drivers, stretched space and a flow line's ragged gaps.
  case toggleDrivers
  /// Select the first element on screen (or keep the selection).
  case select
  /// Move the selection to the neighbouring element in a direction.
  case moveSelection(Direction)
  /// Show or hide the inspector (selecting the first element on screen if nothing is).
  case toggleInspector
  /// Step through the named device widths (with `o` rotating the device).
  case cycleDevice
  /// The smallest or the largest text size at once.
  case textSizeExtreme(largest: Bool)
  /// The table of all 12 text sizes.
  case showSizes
  /// Step through the fixture's languages by this many (negative: backwards): the string files'
  /// languages, then the pseudolanguages.
  case cycleLanguage(Int)
  /// The table of every language: columns and content height in each.
  case showLanguages
  /// Start typing a search of item titles and text.
  case startFind
  /// The next or previous match of the last search.
  case findNext(Int)
  /// Start typing an item number (`1234` or `section.item`) to jump to.
  case startJump
  case reload
  /// A viewer of a presentation stops following the presenter and explores on its own.
  case explore
  /// A viewer of a presentation follows the presenter again.
  case follow
  case toggleHelp
  /// The panel listing the fixture's warnings and errors, and the full text of a cut message.
  case showProblems
  /// Esc: closes the help if it is open, otherwise quits.
  case dismiss
  case quit
  /// Ctrl-L: repaint the whole screen.
  case repaint

  public enum Direction: Hashable, Sendable {
    case left, right, up, down
  }

  public enum ScrollMove: Hashable, Sendable {
    case lines(Int)
    case pages(Int)
    case top
    case bottom
  }
}

extension PreviewAction {
  /// The action `count` presses of its key ask for, as one action, for the actions that add up
  /// (width, text size, scrolling, panning, languages): a held key's burst then costs one layout.
  /// Nil for the others, which are applied press by press.
  func repeated(_ count: Int) -> PreviewAction? {
    switch self {
    case .changeWidth(let columns): .changeWidth(columns * count)
    case .changeTextSize(let steps): .changeTextSize(steps * count)
    case .pan(let columns): .pan(columns * count)
    case .scroll(.lines(let lines)): .scroll(.lines(lines * count))
    case .scroll(.pages(let pages)): .scroll(.pages(pages * count))
    case .cycleLanguage(let steps): .cycleLanguage(steps * count)
    default: nil
    }
  }
}

extension PreviewAction {
  /// Whether the action changes what a presenter decides (`SharedView`), and so is refused while
  /// following one.
  var isDecidedByPresenter: Bool {
    switch self {
    case .changeTextSize, .textSizeExtreme, .cycleLayout, .toggleCompare, .cycleStretch, .toggleBorders,
      .flipDirection, .toggleDrivers, .select, .moveSelection, .scroll, .showSizes, .startFind, .findNext,
      .startJump, .cycleLanguage, .showLanguages:
      true
    default:
      false
    }
  }
}
