/// The width the previewer lays out at, and where it came from: the terminal's (followed until a
/// width is set), one a person set (keys, dragging the edge), a named device's, or the other side of
/// a rotation. Changing it says nothing about layouts: `PreviewState` lays out again when `columns`
/// changed.
///
/// ```swift
/// var width = LayoutWidth(requested: nil, terminalWidth: 100, pointsPerColumn: 8)
/// width.rotate(terminalWidth: 100, viewportHeight: 28)   // 28 columns: a phone upright
/// width.rotate(terminalWidth: 100, viewportHeight: 28)   // back to 100, following the terminal
/// ```
struct LayoutWidth: Hashable, Sendable {
  /// The widest layout (wider than any terminal: the screen pans).
  static let maximum = 10_000

  /// The layout width in columns (1…10,000, whatever the terminal's).
  private(set) var columns: Int
  /// Whether the width follows the terminal's (until a width is set).
  private(set) var followsTerminal: Bool
  /// The width before the last rotation, restored by rotating again (cleared by other changes).
  private(set) var beforeRotation: Int?
  /// The named device whose width this is, in its orientation.
  private(set) var device: DeviceWidth?
  /// Points of a device's width per terminal column.
  let pointsPerColumn: Int
  /// Whether the layout's right edge is being dragged with the mouse.
  var isDraggingEdge = false

  /// - Parameters:
  ///   - requested: A starting width (clamped to 1…10,000); without one the terminal's, followed.
  ///   - terminalWidth: The terminal's width.
  ///   - pointsPerColumn: Points of a device's width per terminal column.
  init(requested: Int?, terminalWidth: Int, pointsPerColumn: Int) {
    columns = max(1, min(requested ?? terminalWidth, Self.maximum))
    followsTerminal = requested == nil || requested == terminalWidth
    self.pointsPerColumn = pointsPerColumn
  }

  /// Whether the width is portrait or landscape on a viewport `viewportHeight` rows tall.
  func orientation(viewportHeight: Int) -> Orientation {
    Orientation(width: columns, height: viewportHeight)
  }

  /// Sets the width (clamped to 1…10,000) and whether it follows the terminal; forgets the width
  /// before a rotation, keeps the device.
  mutating func set(_ requested: Int, followsTerminal follows: Bool) {
    columns = max(1, min(requested, Self.maximum))
    followsTerminal = follows
    beforeRotation = nil
  }

  /// A width a person chose (a width key, dragging the edge): no device's, and pinned.
  mutating func pin(_ requested: Int) {
    device = nil
    set(requested, followsTerminal: false)
  }

  /// The terminal's width, followed from now on.
  mutating func follow(terminalWidth: Int) {
    device = nil
    set(terminalWidth, followsTerminal: true)
  }

  /// A named device's width.
  mutating func use(_ device: DeviceWidth) {
    set(device.columns(pointsPerColumn: pointsPerColumn), followsTerminal: false)
    self.device = device
  }

  /// Rotating swaps between the two widths of one device: a phone is about 1:2 and a cell about
  /// twice as tall as wide, so upright it is as many columns wide as the viewport has rows, and
  /// sideways four times that — wider than the terminal if need be (the screen then pans).
  /// Rotating back restores the width it came from, whatever that was; a named device turns
  /// between its own two widths.
  mutating func rotate(terminalWidth: Int, viewportHeight: Int) {
    if let device {
      use(device.rotated)
      return
    }
    if let previous = beforeRotation {
      set(previous, followsTerminal: previous == terminalWidth)
      return
    }
    let isLandscape = orientation(viewportHeight: viewportHeight) == .landscape
    let from = columns
    set(isLandscape ? viewportHeight : 4 * viewportHeight, followsTerminal: false)
    beforeRotation = from
  }

  /// Steps through the named devices' widths (`DeviceWidth.cycle`), then back to the terminal's.
  ///
  /// - Returns: False when it went back to the terminal's width.
  mutating func cycleDevice(terminalWidth: Int) -> Bool {
    guard let next = device.map({ $0.next }) ?? DeviceWidth.cycle.first else {
      follow(terminalWidth: terminalWidth)
      return false
    }
    use(next)
    return true
  }
}
