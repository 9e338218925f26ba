import GridScene
import GridText

extension DeviceWidth {
  /// An iPhone SE, upright (375 points: 46 columns at 8 points a column).
  public static let iPhoneSE = DeviceWidth(Device.all[0])
  /// An iPhone, upright (393 points: 49 columns).
  public static let iPhone = DeviceWidth(Device.all[1])
  /// An iPhone Pro Max, upright (440 points: 55 columns).
  public static let iPhoneProMax = DeviceWidth(Device.all[2])
  /// An iPad, upright (820 points: 102 columns); `.iPad.rotated` is sideways.
  public static let iPad = DeviceWidth(Device.all[3])
}

/// The text sizes by the short names `--category` takes and the previewer shows.
extension ContentSizeCategory {
  public static let xS = extraSmall
  public static let S = small
  public static let M = medium
  public static let L = large
  public static let xL = extraLarge
  public static let xxL = extraExtraLarge
  public static let xxxL = extraExtraExtraLarge
  public static let AX1 = accessibilityMedium
  public static let AX2 = accessibilityLarge
  public static let AX3 = accessibilityExtraLarge
  public static let AX4 = accessibilityExtraExtraLarge
  public static let AX5 = accessibilityExtraExtraExtraLarge
}
