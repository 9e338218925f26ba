extension TextStyle {
  /// A text style's size at one content size category, in whole points.
  public struct Metrics: Hashable, Sendable {
    /// The font size.
    public var pointSize: Int
    /// The distance from one baseline to the next.
    public var leading: Int

    public init(pointSize: Int, leading: Int) {
      self.pointSize = pointSize
      self.leading = leading
    }
  }

  /// The style's size and leading at `category` (Apple Human Interface Guidelines, Typography,
  /// Specifications: the iOS Dynamic Type sizes).
  public func metrics(at category: ContentSizeCategory) -> Metrics {
    let row = TextStyle.table[self.rowIndex]
    let pair = row[category.rawValue]
    return Metrics(pointSize: pair.0, leading: pair.1)
  }

  /// The font size in points at `category`.
  public func pointSize(at category: ContentSizeCategory) -> Int {
    metrics(at: category).pointSize
  }

  private var rowIndex: Int {
    switch self {
    case .largeTitle: 0
    case .title1: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 6
    case .subheadline: 7
    case .footnote: 8
    case .caption1: 9
    case .caption2: 10
    }
  }

  /// Size/leading in points; one row per style (in `allCases` order), one pair per category from
  /// xS to AX5.
  private static let table: [[(Int, Int)]] = [
    // Large Title: xS … xxL, xxxL … AX5
    [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46),
      (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
    ],
    // Title 1: xS … xxL, xxxL … AX5
    [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39),
      (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
    ],
    // Title 2: xS … xxL, xxxL … AX5
    [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32),
      (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
    ],
    // Title 3: xS … xxL, xxxL … AX5
    [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30),
      (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
    ],
    // Headline: xS … xxL, xxxL … AX5
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26),
      (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ],
    // Body: xS … xxL, xxxL … AX5
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26),
      (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ],
    // Callout: xS … xxL, xxxL … AX5
    [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25),
      (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
    ],
    // Subhead: xS … xxL, xxxL … AX5
    [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24),
      (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
    ],
    // Footnote: xS … xxL, xxxL … AX5
    [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22),
      (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
    ],
    // Caption 1: xS … xxL, xxxL … AX5
    [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21),
      (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
    ],
    // Caption 2: xS … xxL, xxxL … AX5
    [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20),
      (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
    ],
  ]
}
