import ArgumentParser
import GridCanvas
import GridFixtures
import GridText

extension ContentSizeCategory: ExpressibleByArgument {
  public init?(argument: String) {
    guard let category = try? ContentSizeCategory(parsing: argument) else { return nil }
    self = category
  }

  public static var allValueStrings: [String] { allCases.map(\.shortName) }
}

extension Fixture.LayoutKind: ExpressibleByArgument {}

extension Theme.Choice: ExpressibleByArgument {}

extension Fixture.WaterfallStretch: ExpressibleByArgument {}

/// When `render` writes colour codes.
enum ColorMode: String, CaseIterable, ExpressibleByArgument {
  /// Colour when standard output is a terminal and `NO_COLOR` is not set.
  case auto
  case always
  case never
}
