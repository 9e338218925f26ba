/// Where a layout appears on a canvas: a region of the canvas and the layout's vertical scroll
/// offset (the layout row shown at the region's top).
public struct Viewport: Hashable, Sendable {
  public var region: Canvas.Region
  public var scrollY: Int

  public init(region: Canvas.Region, scrollY: Int = 0) {
    self.region = region
    self.scrollY = scrollY
  }
}
