/// The user's preferred text size, like UIKit's `UIContentSizeCategory` (Dynamic Type).
///
/// Twelve sizes in increasing order: seven standard ones, `extraSmall` to `extraExtraExtraLarge`
/// (`large` is the default), then five accessibility sizes, `accessibilityMedium` (AX1) to
/// `accessibilityExtraExtraExtraLarge` (AX5).
///
/// ```swift
/// let size = ContentSizeCategory.large.stepped(by: 4)  // .accessibilityMedium
/// size.shortName                                      // "AX1"
/// try ContentSizeCategory(parsing: "xxl")              // .extraExtraLarge
/// ```
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  case extraSmall
  case small
  case medium
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// The system default, `large`.
  public static let `default` = ContentSizeCategory.large

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The category `steps` sizes larger (or smaller, for a negative count), clamped to the smallest
  /// and largest categories.
  public func stepped(by steps: Int) -> ContentSizeCategory {
    let last = ContentSizeCategory.allCases.count - 1
    let index = rawValue + min(max(steps, -last), last)  // clamp first: no overflow at Int.min/max
    return ContentSizeCategory(rawValue: min(max(index, 0), last)) ?? self
  }

  /// The next larger category; the largest stays itself.
  public var next: ContentSizeCategory { stepped(by: 1) }

  /// The next smaller category; the smallest stays itself.
  public var previous: ContentSizeCategory { stepped(by: -1) }

  /// Whether this is one of the five accessibility sizes (AX1 to AX5), where Apple recommends
  /// simpler, stacked layouts.
  public var isAccessibility: Bool { self >= .accessibilityMedium }

  /// The short name used in settings and on screen: xS, S, M, L, xL, xxL, xxxL, AX1 … AX5.
  public var shortName: String {
    switch self {
    case .extraSmall: "xS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .extraLarge: "xL"
    case .extraExtraLarge: "xxL"
    case .extraExtraExtraLarge: "xxxL"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }

  /// UIKit's name for the category: `extraSmall`, …, `accessibilityExtraExtraExtraLarge`.
  public var uikitName: String {
    switch self {
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The short name.
  public var description: String { shortName }
}
