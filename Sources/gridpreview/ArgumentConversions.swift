import ArgumentParser
import GridCanvas
import GridFixtures
import GridScene
import GridText

extension ContentSizeCategory: ExpressibleByArgument {
  public init?(argument: String) {
    guard let category = try? ContentSizeCategory(parsing: argument) else { return nil }
    self = category
  }

  public static var allValueStrings: [String] { allCases.map(\.shortName) }
}

extension Fixture.LayoutKind: ExpressibleByArgument {}

extension FixtureGenerator.Scripts: ExpressibleByArgument {}

extension Theme.Choice: ExpressibleByArgument {}

extension Fixture.WaterfallStretch: ExpressibleByArgument {}

extension Fixture.Direction: ExpressibleByArgument {}

extension DeviceWidth: ExpressibleByArgument {
  public init?(argument: String) { self.init(named: argument) }

  /// The upright names (each also takes `-landscape`): few enough for a one-line message.
  public static var allValueStrings: [String] {
    Device.all.map { $0.name.lowercased().split(separator: " ").joined(separator: "-") }
  }
}

/// When `render` writes colour codes.
enum ColorMode: String, CaseIterable, ExpressibleByArgument {
  /// Colour when standard output is a terminal and `NO_COLOR` is not set.
  case auto
  case always
  case never
}

/// What `render` prints.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
  /// The boxed grid as plain text.
  case text
  /// The same text with SGR colour codes.
  case ansi
  /// A self-contained SVG picture (`GridPicture`).
  case svg
  /// A self-contained HTML page with the grid in a `<pre>`.
  case html
}
