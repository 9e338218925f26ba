/// A SwiftUI `LazyVGrid` as values: its columns (`GridItem`s), the space between its rows, and where
/// its columns go when they do not fill the width — and the rule SwiftUI resolves the columns by.
///
/// ```swift
/// let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))])
/// grid.columns(inWidth: 200).map(\.width)   // [70, 57, 57]
/// grid.columns(inWidth: 200).map(\.x)       // [0, 78, 143]
/// ```
///
/// The rule (`columns(inWidth:)`) is not in Apple's documentation; it is the one measured and
/// written up by objc.io ("Grid Layout", 2020) and swiftuifieldguide.com, and reimplemented by
/// Tokamak: column widths come from the `GridItem`s alone, never from the cells. docs/swiftui.md
/// says which parts are documented and which were measured.
public struct LazyVGrid: Hashable, Sendable {
  /// Where the columns go in the width when they do not fill it (SwiftUI's `HorizontalAlignment`).
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
  }

  /// The most columns a grid resolves to; an adaptive column stops adding columns there.
  public static let maximumColumns = 1000

  /// The columns, leading to trailing.
  public var columns: [GridItem]
  /// Where the columns go when they do not fill the width.
  public var alignment: Alignment
  /// The space between rows in points (and between a section's header or footer and its rows, and
  /// between sections); `nil` is SwiftUI's default, 8.
  public var spacing: Double?

  public init(columns: [GridItem], alignment: Alignment = .center, spacing: Double? = nil) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
  }

  /// The row spacing in points.
  public var resolvedSpacing: Double { max(0, spacing ?? GridItem.defaultSpacing) }

  /// One resolved column: where it is in points and why it is as wide as it is.
  public struct Column: Hashable, Sendable {
    /// The left edge in points, from the grid's leading edge, the grid's alignment included.
    public var x: Double
    /// The width in points.
    public var width: Double
    /// The `GridItem` it comes from (an adaptive item gives several columns).
    public var item: Int
    /// Which of its item's columns it is (0 unless the item is adaptive).
    public var subcolumn: Int
    /// How many columns its item gives.
    public var siblings: Int
    /// The points its item was offered: its own width for `fixed`, what was left over the columns
    /// not yet sized for `flexible` and `adaptive`.
    public var offer: Double
  }

  /// The columns SwiftUI resolves for a grid `width` points wide, leading to trailing (in a
  /// right-to-left layout the whole grid is then mirrored):
  ///
  /// 1. the spacing after every column but the last is set aside, and so is every `fixed` column's
  ///    width;
  /// 2. each other column in order is offered what is left divided by the columns still to size: a
  ///    `flexible` one takes the offer kept between its minimum and maximum; an `adaptive` one takes
  ///    its share and splits it into as many columns of its minimum, with its spacing between them,
  ///    as fit (at least one), each `(share − spacing·(k−1)) ÷ k` kept between its minimum and
  ///    maximum; what it takes is no longer left;
  /// 3. the columns are laid side by side, each followed by its spacing; if they are narrower than
  ///    the width, the grid's alignment places them (wider, they start at the leading edge).
  ///
  /// Non-finite or negative values count as 0 (a maximum below its minimum, as the minimum), and the
  /// grid never gives more than ``maximumColumns``.
  public func columns(inWidth width: Double) -> [Column] {
    let items = columns
    guard !items.isEmpty else { return [] }
    let total = Self.clean(width)
    var remaining = total
    for item in items.dropLast() { remaining -= item.resolvedSpacing }
    var toSize = 0
    for item in items {
      if case .fixed(let length) = item.size { remaining -= Self.clean(length) } else { toSize += 1 }
    }
    var resolved: [Column] = []
    resolved.reserveCapacity(items.count)
    var x = 0.0
    for (index, item) in items.enumerated() {
      let spacing = item.resolvedSpacing
      var widths: [Double]
      var offer: Double
      switch item.size {
      case .fixed(let length):
        offer = Self.clean(length)
        widths = [offer]
      case .flexible(let minimum, let maximum):
        offer = remaining / Double(toSize)
        let w = Self.clamp(offer, minimum, maximum)
        widths = [w]
        remaining -= w
        toSize -= 1
      case .adaptive(let minimum, let maximum):
        offer = remaining / Double(toSize)
        let low = Self.clean(minimum)
        let fit = ((offer + spacing) / (low + spacing) + 1e-9).rounded(.down)
        let room = Self.maximumColumns - resolved.count - (items.count - index - 1)
        let k = fit.isFinite ? max(1, min(Int(max(0, min(fit, 1e9))), room)) : 1
        let each = Self.clamp((offer - spacing * Double(k - 1)) / Double(k), minimum, maximum)
        widths = Array(repeating: each, count: k)
        remaining -= each * Double(k) + spacing * Double(k - 1)
        toSize -= 1
      }
      for (sub, w) in widths.enumerated() {
        resolved.append(
          Column(x: x, width: w, item: index, subcolumn: sub, siblings: widths.count, offer: offer))
        x += w + spacing
      }
    }
    let used = (resolved.last.map { $0.x + $0.width } ?? 0)
    let free = total - used
    if free > 0, alignment != .leading {
      let shift = alignment == .center ? free / 2 : free
      for i in resolved.indices { resolved[i].x += shift }
    }
    return resolved
  }

  /// `value` kept between `minimum` and `maximum` (a maximum below the minimum counts as the minimum).
  static func clamp(_ value: Double, _ minimum: Double, _ maximum: Double) -> Double {
    let low = clean(minimum)
    let high = maximum.isNaN ? .infinity : max(low, maximum)
    return min(max(value.isFinite ? value : 0, low), high)
  }

  static func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}
