import GridLayout

/// A layout kept alive across benchmark iterations, stepping its width back and forth between two
/// widths with the same column count.
final class RelayoutState<Layout> {
  var layout: Layout
  let widths: (Double, Double)
  private var wide = false

  init(layout: Layout, widths: (Double, Double)) {
    self.layout = layout
    self.widths = widths
  }

  /// The other width's layout size.
  func nextSize(height: Double) -> Size {
    wide.toggle()
    return Size(width: wide ? widths.1 : widths.0, height: height)
  }
}
