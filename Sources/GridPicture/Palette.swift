import GridCanvas

/// The colours a picture of the terminal is painted with: the background and default text colour
/// a terminal would have, and an RGB value for each of the eight palette colours (`Color`).
///
/// A theme draws on the terminal's own background; a picture has to choose one. `dark` and `light`
/// match the two themes (VS Code's terminal palettes, which read well on either background).
public struct Palette: Hashable, Sendable {
  /// CSS colours (`#rrggbb`).
  public var background: String
  public var foreground: String
  /// Indexed by `Color.number`.
  public var colors: [String]

  public init(background: String, foreground: String, colors: [String]) {
    precondition(colors.count == Color.allCases.count, "a palette names all eight colours")
    self.background = background
    self.foreground = foreground
    self.colors = colors
  }

  public static let dark = Palette(
    background: "#1e1e1e", foreground: "#cccccc",
    colors: ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5"])

  public static let light = Palette(
    background: "#ffffff", foreground: "#333333",
    colors: ["#000000", "#cd3131", "#00bc00", "#949800", "#0451a5", "#bc05bc", "#0598bc", "#555555"])

  /// The palette for a theme: light for `Theme.light`, dark for the others (monochrome included).
  public static func matching(_ theme: Theme) -> Palette { theme == .light ? .light : .dark }

  /// The colour a cell's text is painted in and the background behind it (nil: the picture's own),
  /// reverse video swapping the two as a terminal does.
  func colors(of style: CellStyle) -> (text: String, background: String?) {
    let text = style.foreground.map { colors[$0.number] } ?? foreground
    let back = style.background.map { colors[$0.number] }
    if style.attributes.contains(.reverse) { return (back ?? background, text) }
    return (text, back)
  }
}
