/// What a cell's box shows beyond its text: whether it drives its row's height, how much of it is
/// stretched space, the ragged gap of a flow line around it, and whether it is selected.
///
/// The renderer only draws decorations; which cell drives a row and how tall it would be on its own
/// is the scene's to say (`Scene.decoration(of:in:settings:)`).
public struct CellDecoration: Hashable, Sendable {
  /// The cell's own height in rows, when its frame is taller (stretched): the rows below it, inside
  /// the box, are stretched space.
  public var naturalRows: Int?
  /// The cell is (one of) the tallest of its row: it sets the row's height.
  public var isDriver: Bool
  /// The rows, in layout coordinates, of the flow line the cell sits in (`minY..<maxY`): the parts of
  /// it above and below the box are the line's ragged gap.
  public var lineRows: Range<Int>?
  public var isSelected: Bool

  public init(
    naturalRows: Int? = nil, isDriver: Bool = false, lineRows: Range<Int>? = nil, isSelected: Bool = false
  ) {
    self.naturalRows = naturalRows
    self.isDriver = isDriver
    self.lineRows = lineRows
    self.isSelected = isSelected
  }

  public static let none = CellDecoration()
}
