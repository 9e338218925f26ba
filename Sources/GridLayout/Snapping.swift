/// Rounding of inputs to the pixel grid of a `scale` (1 in a terminal, so every frame is whole cells).
struct Snapping: Sendable, Equatable {
  let scale: Double

  init(scale: Double) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// A length that must not be negative or non-finite: `NaN`, ±∞ and negatives become 0.
  static func clean(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  /// Heights round up, like `textHeight(_:font:)`, so content is never cut.
  func up(_ value: Double) -> Double {
    let v = Snapping.clean(value)
    return (v * scale - 1e-9).rounded(.up) / scale
  }

  /// Insets and spacing round to the nearest unit.
  func nearest(_ value: Double) -> Double {
    (Snapping.clean(value) * scale).rounded() / scale
  }

  /// Widths round down, so columns never overflow the available width.
  func down(_ value: Double) -> Double {
    (Snapping.clean(value) * scale + 1e-9).rounded(.down) / scale
  }
}
