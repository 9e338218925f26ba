/// A device whose screen width a preview can take, in points, and the one scale that turns points
/// into terminal columns.
///
/// The widths are the devices' logical widths (UIKit points) in portrait and landscape. A terminal
/// column stands for `pointsPerColumn` points — 8 by default, so an iPhone's 393 points are 49
/// columns and an iPad in landscape 147 — which keeps the ratio between devices (and between the two
/// orientations of one device) the same as on the real screens.
public struct Device: Hashable, Sendable {
  public var name: String
  /// The width in points, upright.
  public var portrait: Int
  /// The width in points, sideways.
  public var landscape: Int

  public init(name: String, portrait: Int, landscape: Int) {
    self.name = name
    self.portrait = portrait
    self.landscape = landscape
  }

  /// Points per terminal column unless another scale is given.
  public static let defaultPointsPerColumn = 8

  /// The named devices, small to large.
  public static let all: [Device] = [
    Device(name: "iPhone SE", portrait: 375, landscape: 667),
    Device(name: "iPhone", portrait: 393, landscape: 852),
    Device(name: "iPhone Pro Max", portrait: 440, landscape: 956),
    Device(name: "iPad", portrait: 820, landscape: 1180),
  ]

  /// The device with this name, ignoring case and spaces (`iphone-se`, `ipad`).
  public static func named(_ name: String) -> Device? {
    func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
    return all.first { key($0.name) == key(name) }
  }

  /// The width in columns in an orientation.
  public func columns(landscape isLandscape: Bool, pointsPerColumn: Int = defaultPointsPerColumn) -> Int {
    max(1, (isLandscape ? landscape : portrait) / max(1, pointsPerColumn))
  }
}
