/// The iOS text styles, like UIKit's `UIFont.TextStyle`.
///
/// Each style has a size and leading per content size category, from Apple's Human Interface
/// Guidelines (see `metrics(at:)`). Cells use `headline` for their title and `body` for their text.
public enum TextStyle: CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case largeTitle
  case title1
  case title2
  case title3
  case headline
  case body
  case callout
  case subheadline
  case footnote
  case caption1
  case caption2

  /// The weight a style is drawn in.
  public enum Weight: Hashable, Sendable {
    case regular
    case semibold
  }

  /// Semibold for `headline` (drawn bold in a terminal), regular for every other style.
  public var weight: Weight { self == .headline ? .semibold : .regular }

  /// The style's name in the Human Interface Guidelines: "Large Title", "Title 1", …, "Subhead",
  /// "Caption 2".
  public var name: String {
    switch self {
    case .largeTitle: "Large Title"
    case .title1: "Title 1"
    case .title2: "Title 2"
    case .title3: "Title 3"
    case .headline: "Headline"
    case .body: "Body"
    case .callout: "Callout"
    case .subheadline: "Subhead"
    case .footnote: "Footnote"
    case .caption1: "Caption 1"
    case .caption2: "Caption 2"
    }
  }

  public var description: String { name }
}
