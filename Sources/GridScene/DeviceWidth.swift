/// A named device's screen width in one orientation: what `D` steps through, `o` turns, and
/// `--device` starts at.
///
/// ```swift
/// let ipad = DeviceWidth(named: "ipad-landscape")!   // iPad landscape
/// ipad.columns(pointsPerColumn: 8)                     // 147
/// ipad.rotated.label                                   // "iPad portrait"
/// ```
public struct DeviceWidth: Hashable, Sendable {
  public var device: Device
  public var landscape: Bool

  public init(_ device: Device, landscape: Bool = false) {
    self.device = device
    self.landscape = landscape
  }

  /// The widths `D` steps through, narrow to wide: every device upright, then the iPad sideways
  /// (a phone sideways is one `o` away).
  public static let cycle: [DeviceWidth] =
    Device.all.map { DeviceWidth($0) } + Device.all.suffix(1).map { DeviceWidth($0, landscape: true) }

  /// A device by name, upright unless the name ends in `landscape` (`iphone-se`, `ipad-landscape`,
  /// `iPad portrait`); case, spaces and hyphens do not matter.
  public init?(named name: String) {
    var key = name.lowercased().filter { $0.isLetter || $0.isNumber }
    var landscape = false
    if key.hasSuffix("landscape") {
      key.removeLast("landscape".count)
      landscape = true
    } else if key.hasSuffix("portrait") {
      key.removeLast("portrait".count)
    }
    guard let device = Device.named(key) else { return nil }
    self.init(device, landscape: landscape)
  }

  /// The width in terminal columns at a scale.
  public func columns(pointsPerColumn: Int) -> Int {
    device.columns(landscape: landscape, pointsPerColumn: pointsPerColumn)
  }

  /// The same device turned the other way.
  public var rotated: DeviceWidth { DeviceWidth(device, landscape: !landscape) }

  /// "iPad landscape", for the status bar.
  public var label: String { "\(device.name) \(landscape ? "landscape" : "portrait")" }

  /// The width after this one in `cycle`, or nil after the last; a width not in the cycle (a phone
  /// sideways) goes on from its upright one.
  public var next: DeviceWidth? {
    guard let index = Self.cycle.firstIndex(of: self) ?? Self.cycle.firstIndex(of: DeviceWidth(device))
    else { return nil }
    return index + 1 < Self.cycle.count ? Self.cycle[index + 1] : nil
  }
}
