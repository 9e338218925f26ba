/// One cell's content: text, an optional title, and optional sizing hints.
public struct FixtureItem: Hashable, Sendable {
  /// A title shown above the text, or `nil`.
  public var title: String?
  /// The body text; may be empty.
  public var text: String
  /// The whole cell's height in rows (border and padding included), overriding measurement.
  public var height: Int?
  /// Width divided by height of an image-like item. A waterfall sizes the item from its column width
  /// with it, allowing for terminal cells being about twice as tall as they are wide.
  public var aspectRatio: Double?
  /// The most lines of text to show before truncating, or `nil` for no limit.
  public var maxLines: Int?
  /// How many columns the item takes, or `nil` for one.
  public var span: Span?

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
    title == nil && height == nil && aspectRatio == nil && maxLines == nil && span == nil
  }
}
