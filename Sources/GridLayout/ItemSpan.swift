/// An item that spans more than one column: its index in the section and how many columns it takes.
///
/// Spans are part of a section's metrics (`SectionMetrics.spans`), listed only for the items that
/// span, so a section without them costs nothing. A span wider than the section's column count takes
/// every column (`ItemSpan.full(_:)`); a span below 2 is the default, one column.
///
/// ```swift
/// SectionMetrics(itemCount: 7, spans: [.full(0), ItemSpan(item: 4, columns: 2)])
/// ```
public struct ItemSpan: Hashable, Sendable {
  /// The item's index in its section.
  public var item: Int
  /// How many columns the item takes; more than the section has means all of them.
  public var columns: Int

  public init(item: Int, columns: Int) {
    self.item = item
    self.columns = columns
  }

  /// An item as wide as all of its section's columns.
  public static func full(_ item: Int) -> ItemSpan { ItemSpan(item: item, columns: .max) }
}
