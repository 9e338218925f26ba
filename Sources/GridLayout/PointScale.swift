/// How many points of an app's layout one terminal cell stands for: `pointsPerColumn` across and
/// twice that down (a terminal cell is about twice as tall as it is wide), 8 and 16 by default — so
/// an iPhone's 393 points are 49 columns.
///
/// The layouts written in points (`LazyVGridLayout`) compute their geometry in points, exactly as
/// the framework does, and only then put each edge at the nearest cell:
///
/// ```swift
/// let scale = PointScale(pointsPerColumn: 8)
/// scale.columns(atPoints: 143)   // 18: the edge at 143 points is at column 17.875, nearest 18
/// scale.rows(ofPoints: 12)       // 1: 12 points are 0.75 of a 16-point row
/// ```
public struct PointScale: Hashable, Sendable {
  /// Points per terminal column.
  public var pointsPerColumn: Double

  /// The default: 8 points a column, 16 a row.
  public static let standard = PointScale(pointsPerColumn: 8)

  /// A scale of `pointsPerColumn` points a column; a value that is not a positive number counts as 1.
  public init(pointsPerColumn: Double) {
    self.pointsPerColumn = pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 1
  }

  /// Points per terminal row: twice the points per column.
  public var pointsPerRow: Double { 2 * pointsPerColumn }

  /// A width of `columns` terminal columns in points.
  public func points(ofColumns columns: Double) -> Double { columns * pointsPerColumn }

  /// The terminal column nearest to a horizontal position in points (halves round away from 0).
  public func columns(atPoints points: Double) -> Double {
    guard points.isFinite else { return 0 }
    return (points / pointsPerColumn).rounded(.toNearestOrAwayFromZero)
  }

  /// The whole rows nearest to a vertical length in points (halves round up); never negative.
  public func rows(ofPoints points: Double) -> Double {
    guard points.isFinite, points > 0 else { return 0 }
    return (points / pointsPerRow).rounded(.toNearestOrAwayFromZero)
  }
}
