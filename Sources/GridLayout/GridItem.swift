/// One column of a `LazyVGrid`, as SwiftUI's `GridItem(_:spacing:alignment:)` describes it: how it is
/// sized, the space after it, and where a cell shorter than its row sits in it.
///
/// ```swift
/// let columns = [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40), spacing: 8, alignment: .top)]
/// ```
public struct GridItem: Hashable, Sendable {
  /// How a column is sized (SwiftUI's `GridItem.Size`). Values are points.
  public enum Size: Hashable, Sendable {
    /// A column of exactly this width.
    case fixed(Double)
    /// One column that takes what it is offered, kept between `minimum` and `maximum`.
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    /// As many columns of at least `minimum` as fit in what one flexible column would be offered,
    /// each widened up to `maximum` (SwiftUI: "multiple items in the space of a single flexible
    /// item").
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  /// SwiftUI's `Alignment`: where in its slot a view smaller than the slot sits. A grid cell is as
  /// wide as its column here (see docs/swiftui.md), so only the vertical part moves it.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case topLeading, top, topTrailing
    case leading, center, trailing
    case bottomLeading, bottom, bottomTrailing

    /// The vertical part: where a cell shorter than its row sits.
    public var vertical: VerticalAlignment {
      switch self {
      case .topLeading, .top, .topTrailing: .top
      case .leading, .center, .trailing: .center
      case .bottomLeading, .bottom, .bottomTrailing: .bottom
      }
    }
  }

  /// Where a cell shorter than its row sits.
  public enum VerticalAlignment: String, Hashable, Sendable {
    case top, center, bottom
  }

  /// SwiftUI's default spacing between columns (and rows) on iOS, in points, used where a spacing is
  /// `nil`.
  public static let defaultSpacing = 8.0

  public var size: Size
  /// The space after this column (and between an adaptive column's own columns), in points; `nil`
  /// is SwiftUI's default, 8.
  public var spacing: Double?
  /// Where a cell shorter than its row sits in it; `nil` is `center`.
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The spacing in points: the given one, or SwiftUI's default.
  public var resolvedSpacing: Double { max(0, spacing ?? Self.defaultSpacing) }

  /// The vertical alignment of a cell shorter than its row.
  public var verticalAlignment: VerticalAlignment { (alignment ?? .center).vertical }
}
