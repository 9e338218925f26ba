import ArgumentParser
import GridFixtures
import GridScene
import GridStrings
import GridTerminal
import GridText

/// The options of a command that lays out one fixture at one width, text size and language
/// (preview, render, layout, record, serve), and the `LayoutOptions` every command that lays out a
/// fixture shares.
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

  @Option(
    help:
      "The language: one of the fixture's string files' (de, pt-BR, zh-Hans), or pseudo-double, pseudo-accented, pseudo-bounded or pseudo-rtl (default: the source language). Right-to-left languages mirror the layout unless --direction says otherwise."
  )
  var language: String?

  @Option(help: "Lay out at a device's width instead, upright; add -landscape for sideways (ipad-landscape).")
  var device: DeviceWidth?

  /// How to lay it out: the options every command that lays out a fixture shares.
  @OptionGroup var layout: LayoutOptions

  static let widthRange = 1...10_000

  func validate() throws {
    if let width, !Self.widthRange.contains(width) {
      throw ValidationError("--width must be between 1 and 10000, got \(width)")
    }
    if width != nil, device != nil { throw ValidationError("give --width or --device, not both") }
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
      try SceneRequest(
        fixture: loaded.fixture, path: self.fixture, language: language, direction: layout.direction)
    }
    if let category { request.settings.category = category }
    layout.apply(to: &request.settings)
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
    commandLine(adding: more, fixtureNamed: fixture)
  }

  /// `commandLine(adding:)` with the fixture named `name` (nil: the demo), as `serve` gives each
  /// previewer its base name.
  func commandLine(adding more: [String], fixtureNamed name: String?) -> [String] {
    var arguments: [String] = []
    if let width { arguments += ["--width", String(width)] }
    if let category { arguments += ["--category", category.shortName] }
    if let language { arguments += ["--language", language] }
    if let device {
      let name = device.device.name.lowercased().split(separator: " ").joined(separator: "-")
      arguments += ["--device", name + (device.landscape ? "-landscape" : "")]
    }
    arguments += layout.arguments
    arguments += more
    if let name { arguments += ["--", name] }
    return arguments
  }

  /// The width to lay out at: --width, --device's (at `pointsPerColumn`, the loaded settings'), the
  /// terminal's (standard output's, else the controlling terminal's when the output is a pipe),
  /// $COLUMNS, or 80.
  func resolvedWidth(environment: [String: String], pointsPerColumn: Int) -> Int {
    if let width { return width }
    if let device { return device.columns(pointsPerColumn: pointsPerColumn) }
    if let terminal = TerminalProbe.width(1) ?? TerminalProbe.controllingTerminalWidth() { return terminal }
    if let columns = environment["COLUMNS"].flatMap(Int.init), Self.widthRange.contains(columns) {
      return columns
    }
    return 80
  }
}
