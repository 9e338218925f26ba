import GridCanvas
import GridInput

/// The previewer's keys: one table that both the event loop and the help overlay read, so the help
/// always lists exactly what works.
public enum KeyBindings {
  public struct Binding: Sendable {
    /// The keys as the help shows them.
    public var label: String
    public var keys: [Key]
    public var action: PreviewAction
    public var help: String
  }

  public static let all: [Binding] = [
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
      help: "layout: grid → flow → waterfall → list"),
    Binding(
      label: "c", keys: [.character("c")], action: .toggleCompare, help: "compare flow with the flexible grid"
    ),
    Binding(
      label: "s", keys: [.character("s")], action: .cycleStretch,
      help: "waterfall stretch: none → last cell → all cells"),
    Binding(label: "b", keys: [.character("b")], action: .toggleBorders, help: "collapse borders"),
    Binding(label: "r", keys: [.character("r")], action: .reload, help: "reload the fixture (also on save)"),
    Binding(
      label: "w", keys: [.character("w")], action: .showProblems,
      help: "problems: every warning and error, and the full text of a cut message"),
    Binding(label: "?  F1", keys: [.character("?"), .function(1)], action: .toggleHelp, help: "this help"),
    Binding(label: "q  Esc  Ctrl-C", keys: [.character("q"), .character("Q")], action: .quit, help: "quit"),
    Binding(label: "", keys: [.escape], action: .dismiss, help: ""),
    Binding(label: "Ctrl-L", keys: [.control("l")], action: .repaint, help: "repaint the screen"),
  ]

  /// The action a key asks for, if any.
  public static func action(for key: Key) -> PreviewAction? {
    all.first { $0.keys.contains(key) }?.action
  }

  /// The help panel's entries: one per labelled binding.
  public static let helpEntries: [Panel.Entry] =
    all.filter { !$0.label.isEmpty }.map { Panel.Entry(label: $0.label, text: $0.help) }
}
