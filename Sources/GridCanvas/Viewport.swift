/// Where a layout appears on a canvas: a region of the canvas and the layout point shown at the
/// region's top-left cell (its scroll offsets, in cells).
public struct Viewport: Hashable, Sendable {
  public var region: Canvas.Region
  /// The layout row shown at the region's top.
  public var scrollY: Int
  /// The layout column shown at the region's left edge (a layout wider than the screen pans).
  public var scrollX: Int

  public init(region: Canvas.Region, scrollY: Int = 0, scrollX: Int = 0) {
    self.region = region
    self.scrollY = scrollY
    self.scrollX = scrollX
  }
}
