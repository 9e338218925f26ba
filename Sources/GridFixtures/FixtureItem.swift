/// One cell's content: text, an optional title, and optional sizing hints.
///
/// A fixture may hold a million of these, so the optional numbers are kept compactly (a 32-bit
/// value and a sentinel for "none", the aspect ratio's bits with a sentinel pattern): 56 bytes an
/// item instead of 96, which is 40 MB less for a million items. Their ranges (`FixtureSchema`)
/// fit easily.
public struct FixtureItem: Hashable, Sendable {
  /// A title shown above the text, or `nil`.
  public var title: String?
  /// The body text; may be empty.
  public var text: String
  private var storedAspectRatio: UInt64 = Self.none64
  private var storedHeight: Int32 = Self.none32
  private var storedMaxLines: Int32 = Self.none32
  private var storedSpan: Int32 = Self.none32
  /// Whether the cell takes its row's height in a `lazyVGrid` (a SwiftUI cell with
  /// `.frame(maxHeight: .infinity)`); other layouts ignore it.
  public var fillsRow = false

  private static let none32 = Int32.min
  private static let full32 = Int32.max
  /// A NaN with a payload no arithmetic makes: "no aspect ratio".
  private static let none64: UInt64 = 0x7FF8_0000_DEAD_BEEF

  /// The whole cell's height in rows (border and padding included), overriding measurement.
  public var height: Int? {
    get { storedHeight == Self.none32 ? nil : Int(storedHeight) }
    set { storedHeight = newValue.map { Int32(clamping: $0) } ?? Self.none32 }
  }

  /// Width divided by height of an image-like item. A waterfall sizes the item from its column width
  /// with it, allowing for terminal cells being about twice as tall as they are wide.
  public var aspectRatio: Double? {
    get { storedAspectRatio == Self.none64 ? nil : Double(bitPattern: storedAspectRatio) }
    set { storedAspectRatio = newValue?.bitPattern ?? Self.none64 }
  }

  /// The most lines of text to show before truncating, or `nil` for no limit.
  public var maxLines: Int? {
    get { storedMaxLines == Self.none32 ? nil : Int(storedMaxLines) }
    set { storedMaxLines = newValue.map { Int32(clamping: $0) } ?? Self.none32 }
  }

  /// How many columns the item takes, or `nil` for one.
  public var span: Span? {
    get {
      switch storedSpan {
      case Self.none32: nil
      case Self.full32: .full
      default: .columns(Int(storedSpan))
      }
    }
    set {
      switch newValue {
      case nil: storedSpan = Self.none32
      case .full?: storedSpan = Self.full32
      case .columns(let count)?: storedSpan = Int32(clamping: min(count, Int(Self.full32) - 1))
      }
    }
  }

  public init(
    title: String? = nil, text: String, height: Int? = nil, aspectRatio: Double? = nil, maxLines: Int? = nil,
    span: Span? = nil
  ) {
    self.title = title
    self.text = text
    self.height = height
    self.aspectRatio = aspectRatio
    self.maxLines = maxLines
    self.span = span
  }

  /// Whether the item is nothing but text, which the JSON format writes as a bare string.
  public var isPlainText: Bool {
    title == nil && height == nil && aspectRatio == nil && maxLines == nil && span == nil && !fillsRow
  }
}
