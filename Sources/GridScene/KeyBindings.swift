import GridCanvas
import GridInput

/// The previewer's keys: tables that both the event loop and the help overlay read, so the help
/// always lists exactly what works — the main table, and the keys that act differently with a
/// selection, in the size and languages tables and while typing after `/` or `:`.
public enum KeyBindings {
  public struct Binding<Action: Sendable>: Sendable {
    /// The keys as the help shows them.
    public var label: String
    public var keys: [Key]
    public var action: Action
    public var help: String

    public init(label: String, keys: [Key], action: Action, help: String) {
      self.label = label
      self.keys = keys
      self.action = action
      self.help = help
    }
  }

  /// What a key does in the size table (`t`) and the languages table (`T`).
  public enum TableAction: Hashable, Sendable {
    case move(Int)
    case first
    case last
    /// Switch to the size or language under the cursor and close the table.
    case choose
    case close
  }

  /// What a key does while a search or a jump is typed (`/`, `:`); other characters are typed.
  public enum PromptAction: Hashable, Sendable {
    case run
    case deleteBackward
    case cancel
  }

  public static let all: [Binding<PreviewAction>] = [
    // First, so the help's first page says how to leave at any size.
    Binding(label: "q  Esc  Ctrl-C", keys: [.character("q"), .character("Q")], action: .quit, help: "quit"),
    Binding(label: "", keys: [.escape], action: .dismiss, help: ""),
    Binding(
      label: "← →  h l", keys: [.left, .character("h")], action: .changeWidth(-1),
      help: "narrow / widen by 1 column"),
    Binding(label: "", keys: [.right, .character("l")], action: .changeWidth(1), help: ""),
    Binding(
      label: "H L", keys: [.character("H")], action: .changeWidth(-10), help: "narrow / widen by 10 columns"),
    Binding(label: "", keys: [.character("L")], action: .changeWidth(10), help: ""),
    Binding(label: "0", keys: [.character("0")], action: .fullWidth, help: "full terminal width"),
    Binding(
      label: "< >", keys: [.character("<")], action: .pan(-10),
      help: "pan a layout wider than the screen by 10 columns"),
    Binding(label: "", keys: [.character(">")], action: .pan(10), help: ""),
    Binding(
      label: "Shift+← →", keys: [Key(.left, modifiers: .shift)], action: .pan(-1), help: "pan by 1 column"),
    Binding(label: "", keys: [Key(.right, modifiers: .shift)], action: .pan(1), help: ""),
    Binding(label: "o", keys: [.character("o")], action: .rotate, help: "rotate: portrait / landscape width"),
    Binding(
      label: "+ -  ] [", keys: [.character("+"), .character("=")], action: .changeTextSize(1),
      help: "text size up / down (12 sizes)"),
    Binding(
      label: "", keys: [.character("-"), .character("_"), .character("[")], action: .changeTextSize(-1),
      help: ""),
    Binding(label: "", keys: [.character("]")], action: .changeTextSize(1), help: ""),
    Binding(
      label: "↑ ↓  k j", keys: [.up, .character("k")], action: .scroll(.lines(-1)), help: "scroll a row"),
    Binding(label: "", keys: [.down, .character("j")], action: .scroll(.lines(1)), help: ""),
    Binding(
      label: "PgUp PgDn space", keys: [.pageUp, .control("b")], action: .scroll(.pages(-1)),
      help: "scroll a page"),
    Binding(
      label: "", keys: [.pageDown, .character(" "), .control("f")], action: .scroll(.pages(1)), help: ""),
    Binding(
      label: "Home End  g G", keys: [.home, .character("g")], action: .scroll(.top), help: "top / bottom"),
    Binding(label: "", keys: [.end, .character("G")], action: .scroll(.bottom), help: ""),
    Binding(
      label: "m", keys: [.character("m")], action: .cycleLayout,
      help: "layout: grid → flow → waterfall → list → lazyVGrid"),
    Binding(
      label: "c", keys: [.character("c")], action: .toggleCompare,
      help: "compare flow (a LazyVGrid: itself) with the flexible grid"),
    Binding(
      label: "s", keys: [.character("s")], action: .cycleStretch,
      help: "waterfall stretch: none → last cell → all cells"),
    Binding(label: "b", keys: [.character("b")], action: .toggleBorders, help: "collapse borders"),
    Binding(
      label: "R", keys: [.character("R")], action: .flipDirection,
      help: "right to left: the layout mirrored, as in Arabic or Hebrew"),
    Binding(
      label: "d", keys: [.character("d")], action: .toggleDrivers,
      help: "row drivers (◆) and stretched space: show / hide"),
    Binding(
      label: "Enter", keys: [.enter], action: .select,
      help: "select the first cell on screen (a click selects too)"),
    Binding(
      label: "i", keys: [.character("i")], action: .toggleInspector,
      help: "inspector: the selection's frame, heights and text"),
    Binding(label: "t", keys: [.character("t")], action: .showSizes, help: "all 12 text sizes side by side"),
    Binding(
      label: "{ }", keys: [.character("{")], action: .textSizeExtreme(largest: false),
      help: "smallest / largest text size"),
    Binding(label: "", keys: [.character("}")], action: .textSizeExtreme(largest: true), help: ""),
    Binding(
      label: "a A", keys: [.character("a")], action: .cycleLanguage(1),
      help: "language: next / previous (string files, then pseudo)"),
    Binding(label: "", keys: [.character("A")], action: .cycleLanguage(-1), help: ""),
    Binding(
      label: "T", keys: [.character("T")], action: .showLanguages,
      help: "every language side by side: columns and height"),
    Binding(
      label: "D", keys: [.character("D")], action: .cycleDevice,
      help: "device widths: iPhone SE, iPhone, Pro Max, iPad, iPad sideways"),
    Binding(label: "/", keys: [.character("/")], action: .startFind, help: "find in titles and text"),
    Binding(label: "n N", keys: [.character("n")], action: .findNext(1), help: "next / previous match"),
    Binding(label: "", keys: [.character("N")], action: .findNext(-1), help: ""),
    Binding(
      label: ":", keys: [.character(":")], action: .startJump, help: "go to item number or section.item"),
    Binding(label: "r", keys: [.character("r")], action: .reload, help: "reload the fixture (also on save)"),
    Binding(
      label: "e f", keys: [.character("e")], action: .explore,
      help: "explore on your own / follow the presenter (serve --present)"),
    Binding(label: "", keys: [.character("f")], action: .follow, help: ""),
    Binding(
      label: "w", keys: [.character("w")], action: .showProblems,
      help: "problems: every warning and error, and the full text of a cut message"),
    Binding(label: "?  F1", keys: [.character("?"), .function(1)], action: .toggleHelp, help: "this help"),
    Binding(label: "Ctrl-L", keys: [.control("l")], action: .repaint, help: "repaint the screen"),
  ]

  /// The keys that act differently while an element is selected; the rest keep their meaning.
  public static let whileSelected: [Binding<PreviewAction>] = [
    Binding(
      label: "← → ↑ ↓", keys: [.left], action: .moveSelection(.left),
      help: "with a selection: move it to the neighbouring element"),
    Binding(label: "", keys: [.right], action: .moveSelection(.right), help: ""),
    Binding(label: "", keys: [.up], action: .moveSelection(.up), help: ""),
    Binding(label: "", keys: [.down], action: .moveSelection(.down), help: ""),
    Binding(label: "Esc", keys: [.escape], action: .dismiss, help: "with a selection: clear it"),
  ]

  /// The keys of the size table; every other key does nothing while it is open.
  public static let inSizeTable = tableKeys(table: "size table", line: "size", opener: "t")

  /// The keys of the languages table; every other key does nothing while it is open.
  public static let inLanguageTable = tableKeys(table: "languages table", line: "language", opener: "T")

  /// The keys of a table one chooses a line of: the arrows and `k` `j` move, Home and End go to the
  /// ends, Enter chooses, and Esc, `q` or the key that opened it close it.
  private static func tableKeys(table: String, line: String, opener: Character) -> [Binding<TableAction>] {
    [
      Binding(
        label: "↑ ↓  k j", keys: [.up, .character("k")], action: .move(-1),
        help: "in the \(table): choose a \(line)"),
      Binding(label: "", keys: [.down, .character("j")], action: .move(1), help: ""),
      Binding(
        label: "Home End  g G", keys: [.home, .character("g")], action: .first,
        help: "in the \(table): first / last \(line)"),
      Binding(label: "", keys: [.end, .character("G")], action: .last, help: ""),
      Binding(
        label: "Enter", keys: [.enter], action: .choose, help: "in the \(table): switch to that \(line)"),
      Binding(
        label: "Esc  q  \(opener)", keys: [.escape, .character("q"), .character(opener)], action: .close,
        help: "in the \(table): close it"),
    ]
  }

  /// The keys that edit a search or a jump as it is typed; other characters are typed.
  public static let inPrompt: [Binding<PromptAction>] = [
    Binding(label: "Enter", keys: [.enter], action: .run, help: "after / or : — find, or go to the item"),
    Binding(
      label: "Backspace", keys: [.backspace], action: .deleteBackward,
      help: "after / or : — delete a character"),
    Binding(label: "Esc", keys: [.escape], action: .cancel, help: "after / or : — cancel"),
  ]

  /// The action a key asks for, if any: from `whileSelected` first when something is selected.
  public static func action(for key: Key, selecting: Bool = false) -> PreviewAction? {
    if selecting, let binding = whileSelected.first(where: { $0.keys.contains(key) }) {
      return binding.action
    }
    return action(for: key, in: all)
  }

  /// The action `key` has in `table`, if any.
  public static func action<Action>(for key: Key, in table: [Binding<Action>]) -> Action? {
    table.first { $0.keys.contains(key) }?.action
  }

  /// Every key of every table, with its help (for checking that docs/keys.md names them all).
  public static var everyKey: [(key: Key, help: String)] {
    func keys<Action>(_ table: [Binding<Action>]) -> [(key: Key, help: String)] {
      table.flatMap { binding in binding.keys.map { ($0, binding.help) } }
    }
    return keys(all) + keys(whileSelected) + keys(inSizeTable) + keys(inLanguageTable) + keys(inPrompt)
  }

  /// The help panel's entries: one per labelled binding — the main table, then the keys of a
  /// selection, of the size and languages tables and of a search or jump being typed.
  public static let helpEntries: [Panel.Entry] = {
    func entries<Action>(_ table: [Binding<Action>]) -> [Panel.Entry] {
      table.filter { !$0.label.isEmpty }.map { Panel.Entry(label: $0.label, text: $0.help) }
    }
    return entries(all) + entries(whileSelected) + entries(inSizeTable) + entries(inLanguageTable)
      + entries(inPrompt)
  }()
}
