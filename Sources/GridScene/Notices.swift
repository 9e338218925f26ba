import GridCanvas

/// What the previewer has to tell beyond the layout: a message for the status bar, the column
/// change after a width step ("3 → 4 columns"), and the fixture's problems (load and reload
/// warnings, or the errors of a reload that failed), which the problems panel lists in full.
public struct Notices: Hashable, Sendable {
  public var message: StatusBar.Message?
  public var columnChange: String?
  /// `FILE:LINE:COLUMN: path: message` lines, as `validate` prints them.
  public var problems: [String] = []

  public init() {}

  /// An informational message (not an error) until the next key.
  mutating func say(_ text: String) {
    message = StatusBar.Message(text, isError: false)
  }

  /// Notices last until the next action: a message that is no error goes with any key but the one
  /// that opens the problems panel (which shows it whole, as the status bar may have cut it), and
  /// the column change with any key but a width key (which sets it anew) or one that opens a panel.
  /// An error stays until a reload succeeds.
  mutating func clear(for action: PreviewAction) {
    if message?.isError == false, action != .showProblems { message = nil }
    switch action {
    case .changeWidth, .fullWidth, .rotate, .toggleHelp, .showProblems, .pan: break
    default: columnChange = nil
    }
  }

  /// The problems panel: every problem, and the whole message when there is one (the status bar may
  /// have had to cut it).
  var problemsPanel: Panel {
    var entries = problems.map { Panel.Entry(text: $0) }
    if let message, !problems.contains(message.text) {
      entries.insert(Panel.Entry(text: message.text), at: 0)
    }
    if entries.isEmpty { entries = [Panel.Entry(text: "No problems: the fixture loaded without warnings.")] }
    return Panel(kind: .problems, title: "Problems", entries: entries)
  }
}
