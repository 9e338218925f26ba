import ArgumentParser
import GridFixtures
import GridScene
import GridStrings
import GridTerminal
import GridText

/// The options every command that lays out a fixture shares.
struct SceneOptions: ParsableArguments {
  @Argument(help: "A fixture file (JSON). Without one, the built-in demo.")
  var fixture: String?

  @Option(
    parsing: .unconditional,
    help: "The layout width in columns (default: the terminal's width, else $COLUMNS, else 80).")
  var width: Int?

  @Option(
    help:
      "The text size: xS S M L xL xxL xxxL AX1 … AX5, or UIKit's names (extraSmall … accessibilityExtraExtraExtraLarge)."
  )
  var category: ContentSizeCategory?

  @Option(help: "The layout: grid, flow, waterfall or list (default: the fixture's).")
  var layout: Fixture.LayoutKind?

  @Option(parsing: .unconditional, help: "A fixed column count, overriding the fixture's column rule.")
  var columns: Int?

  @Option(help: "Waterfall stretch: none, lastCell or allCells (default: the fixture's).")
  var stretch: Fixture.WaterfallStretch?

  @Flag(help: "Neighbouring cells share one border line (default: the fixture's collapseBorders).")
  var collapseBorders = false

  @Option(
    help:
      "The interface's direction: ltr, or rtl to mirror the layout as UIKit does for Arabic or Hebrew (default: the fixture's)."
  )
  var direction: Fixture.Direction?

  @Option(
    help:
      "The language: one of the fixture's string files' (de, pt-BR, zh-Hans), or pseudo-double, pseudo-accented, pseudo-bounded or pseudo-rtl (default: the source language). Right-to-left languages mirror the layout unless --direction says otherwise."
  )
  var language: String?

  @Option(help: "Lay out at a device's width instead, upright; add -landscape for sideways (ipad-landscape).")
  var device: DeviceWidth?

  @Option(
    parsing: .unconditional, help: "Points of a device's width per terminal column, for --device and D.")
  var pointsPerColumn = Device.defaultPointsPerColumn

  static let widthRange = 1...10_000

  /// The check of `--points-per-column`, which `audit --devices` takes too.
  static func validate(pointsPerColumn: Int) throws {
    if !(1...100).contains(pointsPerColumn) {
      throw ValidationError("--points-per-column must be between 1 and 100, got \(pointsPerColumn)")
    }
  }

  func validate() throws {
    if let width, !Self.widthRange.contains(width) {
      throw ValidationError("--width must be between 1 and 10000, got \(width)")
    }
    if width != nil, device != nil { throw ValidationError("give --width or --device, not both") }
    try Self.validate(pointsPerColumn: pointsPerColumn)
    if let columns, !(1...ColumnRule.maxColumns).contains(columns) {
      throw ValidationError("--columns must be between 1 and \(ColumnRule.maxColumns), got \(columns)")
    }
  }

  /// What `load` gives: the scene and its settings, the fixture's warnings, and its languages.
  struct Loaded {
    var scene: Scene
    var settings: SceneSettings
    var warnings: [String]
    /// Every language the fixture can be shown in (the previewer's language key and table).
    var languages: PreviewLanguages
    /// The code of the language `scene` shows.
    var language: String
    /// Whether choosing a language sets the direction: not when `--direction` is given or the
    /// fixture says a direction.
    var languageSetsDirection: Bool
  }

  /// The fixture (or the demo) in the language asked for and the settings the options ask for;
  /// problems end the process with a one-line message and the fixture's exit code. A batch command
  /// that lays out once does not keep measurements (`cachesMeasurements`), which would cost more
  /// than they save.
  func load(cachesMeasurements: Bool = true) throws -> Loaded {
    let loaded = try FixtureSource.load(self.fixture)
    var request = try FixtureLanguage.orExit { () throws(FixtureLanguage.Failure) in
      try SceneRequest(fixture: loaded.fixture, path: self.fixture, language: language, direction: direction)
    }
    if let category { request.settings.category = category }
    if let layout { request.settings.layout = layout }
    if let columns { request.settings.columns = columns }
    if let stretch { request.settings.stretch = stretch }
    if collapseBorders { request.settings.collapseBorders = true }
    return Loaded(
      scene: request.scene(cachesMeasurements: cachesMeasurements), settings: request.settings,
      warnings: loaded.warnings.map(\.description),
      languages: PreviewLanguages(fixture: loaded.fixture, strings: request.strings),
      language: request.language.description, languageSetsDirection: request.languageSetsDirection)
  }

  /// These options as a command line, for a previewer started on a pseudo-terminal of its own
  /// (`record`, `preview --record`): the same settings, with `more` options after them and the
  /// fixture last, after `--` (so a file named like an option is still a file).
  func commandLine(adding more: [String]) -> [String] {
    var arguments: [String] = []
    if let width { arguments += ["--width", String(width)] }
    if let category { arguments += ["--category", category.shortName] }
    if let layout { arguments += ["--layout", layout.rawValue] }
    if let columns { arguments += ["--columns", String(columns)] }
    if let stretch { arguments += ["--stretch", stretch.rawValue] }
    if collapseBorders { arguments.append("--collapse-borders") }
    if let direction { arguments += ["--direction", direction.rawValue] }
    if let language { arguments += ["--language", language] }
    if let device {
      let name = device.device.name.lowercased().split(separator: " ").joined(separator: "-")
      arguments += ["--device", name + (device.landscape ? "-landscape" : "")]
    }
    arguments += ["--points-per-column", String(pointsPerColumn)]
    arguments += more
    if let fixture { arguments += ["--", fixture] }
    return arguments
  }

  /// The width to lay out at: --width, --device's, the terminal's (standard output's, else the controlling
  /// terminal's when the output is a pipe), $COLUMNS, or 80.
  func resolvedWidth(environment: [String: String]) -> Int {
    if let width { return width }
    if let device { return device.columns(pointsPerColumn: pointsPerColumn) }
    if let terminal = TerminalProbe.width(1) ?? TerminalProbe.controllingTerminalWidth() { return terminal }
    if let columns = environment["COLUMNS"].flatMap(Int.init), Self.widthRange.contains(columns) {
      return columns
    }
    return 80
  }
}
