/// How a canvas cell is drawn: attributes and optional palette colours.
public struct CellStyle: Hashable, Sendable {
  /// Text attributes that every terminal supports.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
  }

  public var attributes: Attributes
  /// The foreground colour, or `nil` for the terminal's own.
  public var foreground: Color?
  /// The background colour, or `nil` for the terminal's own.
  public var background: Color?

  public init(_ attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's own colours, no attributes.
  public static let plain = CellStyle()

  /// This style without colours (for monochrome output and `NO_COLOR`).
  public var monochrome: CellStyle { CellStyle(attributes) }

  /// This style with more attributes.
  public func adding(_ more: Attributes) -> CellStyle {
    CellStyle(attributes.union(more), foreground: foreground, background: background)
  }
}
