/// The styles of everything the previewer draws. The default theme uses a few calm colours on the
/// terminal's own background; `monochrome` uses attributes only (for `NO_COLOR`, `--color never`
/// and terminals without colour) and reads just as well.
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

  public static let standard = Theme(
    border: CellStyle(foreground: .blue),
    title: CellStyle(.bold),
    body: .plain,
    header: CellStyle(.bold, foreground: .yellow),
    footer: CellStyle(.dim),
    statusBar: CellStyle(.reverse),
    statusHighlight: CellStyle([.reverse, .bold], foreground: .green),
    statusError: CellStyle([.reverse, .bold], foreground: .red),
    outside: CellStyle(.dim),
    edge: CellStyle(.bold, foreground: .magenta),
    scrollTrack: CellStyle(.dim),
    scrollThumb: CellStyle(.bold, foreground: .blue))

  /// The same theme without colours.
  public static let monochrome = Theme.standard.withoutColors

  /// This theme with every colour removed, attributes kept.
  public var withoutColors: Theme {
    Theme(
      border: border.monochrome, title: title.monochrome, body: body.monochrome, header: header.monochrome,
      footer: footer.monochrome, statusBar: statusBar.monochrome, statusHighlight: statusHighlight.monochrome,
      statusError: statusError.monochrome, outside: outside.monochrome, edge: edge.monochrome,
      scrollTrack: scrollTrack.monochrome, scrollThumb: scrollThumb.monochrome)
  }
}
