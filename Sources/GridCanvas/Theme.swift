/// The styles of everything the previewer and `render` draw: a few calm colours on the terminal's
/// own background (never a background colour of their own), in a variant for dark and one for
/// light backgrounds, or attributes only (`monochrome`).
public struct Theme: Hashable, Sendable {
  public var border: CellStyle
  public var title: CellStyle
  public var body: CellStyle
  public var header: CellStyle
  public var footer: CellStyle
  /// The status bar's background band.
  public var statusBar: CellStyle
  /// A change worth noticing in the status bar ("3 → 4 columns").
  public var statusHighlight: CellStyle
  /// An error in the status bar (a fixture that became invalid).
  public var statusError: CellStyle
  /// The screen beyond the layout width.
  public var outside: CellStyle
  /// The marker at the layout's right edge.
  public var edge: CellStyle
  /// The scroll indicator's track and thumb.
  public var scrollTrack: CellStyle
  public var scrollThumb: CellStyle
  /// The border of a cell that sets its row's height (a row driver).
  public var driver: CellStyle
  /// Space a cell was stretched by (beyond its own height), and the ragged gaps of a flow line.
  public var stretch: CellStyle
  /// The border of the selected element.
  public var selection: CellStyle

  /// For terminals with a dark background: blue borders, bold cyan section headers, dim footers.
  public static let dark = Theme(
    border: CellStyle(foreground: .blue),
    title: CellStyle(.bold),
    body: .plain,
    header: CellStyle(.bold, foreground: .cyan),
    footer: CellStyle(.dim),
    statusBar: CellStyle(.reverse),
    statusHighlight: CellStyle([.reverse, .bold], foreground: .green),
    statusError: CellStyle([.reverse, .bold], foreground: .red),
    outside: CellStyle(.dim),
    edge: CellStyle(.bold, foreground: .magenta),
    scrollTrack: CellStyle(.dim),
    scrollThumb: CellStyle(.bold, foreground: .blue),
    driver: CellStyle(.bold, foreground: .green),
    stretch: CellStyle(.dim),
    selection: CellStyle([.bold, .reverse], foreground: .cyan))

  /// For terminals with a light background: only colours that read on white (blue, magenta, red;
  /// no yellow, cyan or green text on the default background).
  public static let light = Theme(
    border: CellStyle(foreground: .blue),
    title: CellStyle(.bold),
    body: .plain,
    header: CellStyle(.bold, foreground: .magenta),
    footer: CellStyle(.dim),
    statusBar: CellStyle(.reverse),
    statusHighlight: CellStyle([.reverse, .bold], foreground: .blue),
    statusError: CellStyle([.reverse, .bold], foreground: .red),
    outside: CellStyle(.dim),
    edge: CellStyle(.bold, foreground: .blue),
    scrollTrack: CellStyle(.dim),
    scrollThumb: CellStyle(.bold, foreground: .magenta),
    driver: CellStyle(.bold, foreground: .red),
    stretch: CellStyle(.dim),
    selection: CellStyle([.bold, .reverse], foreground: .blue))

  /// Attributes only, no colours (for `NO_COLOR`, `--color never`, `--theme mono` and terminals
  /// without colour); it reads just as well.
  public static let monochrome = Theme.dark.withoutColors

  /// A theme by the name a person gives it (`--theme`).
  public enum Choice: String, CaseIterable, Hashable, Sendable {
    /// Light or dark from the terminal's background as `COLORFGBG` states it; dark when unknown.
    case auto
    case dark
    case light
    case mono

    /// The theme this choice means in an environment. `NO_COLOR` (set and not empty) always gives
    /// the monochrome theme, whatever was chosen.
    public func theme(environment: [String: String]) -> Theme {
      if !environment["NO_COLOR", default: ""].isEmpty { return .monochrome }
      switch self {
      case .dark: return .dark
      case .light: return .light
      case .mono: return .monochrome
      case .auto: return Self.backgroundIsLight(environment) ? .light : .dark
      }
    }

    /// Whether `COLORFGBG` ("foreground;background", set by rxvt, Konsole and others) names a light
    /// background: colour 7 (white) or 9–15 (bright colours but for 8, bright black).
    static func backgroundIsLight(_ environment: [String: String]) -> Bool {
      guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last,
        let background = Int(last)
      else { return false }
      return background == 7 || (9...15).contains(background)
    }
  }

  /// This theme with every colour removed, attributes kept.
  public var withoutColors: Theme {
    Theme(
      border: border.monochrome, title: title.monochrome, body: body.monochrome, header: header.monochrome,
      footer: footer.monochrome, statusBar: statusBar.monochrome, statusHighlight: statusHighlight.monochrome,
      statusError: statusError.monochrome, outside: outside.monochrome, edge: edge.monochrome,
      scrollTrack: scrollTrack.monochrome, scrollThumb: scrollThumb.monochrome, driver: driver.monochrome,
      stretch: stretch.monochrome, selection: selection.monochrome)
  }
}
