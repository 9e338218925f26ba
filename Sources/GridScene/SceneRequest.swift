import GridFixtures
import GridStrings

/// A fixture resolved for a language, with the settings that show it: what every command that lays
/// out a fixture (`render`, `layout`, the previewer…) and the snapshot strategies start from, so that
/// they show the same thing for the same choices.
///
/// The settings start from the fixture's own (`SceneSettings(fixture:)`); the language's direction
/// applies unless the fixture or `direction` says one. Any other setting is changed on ``settings``
/// afterwards.
///
/// ```swift
/// var request = try SceneRequest(fixture: fixture, path: "Grids/shop.json", language: "ar")
/// request.settings.category = .AX3
/// let scene = request.scene(cachesMeasurements: false)   // right to left, in Arabic
/// ```
public struct SceneRequest: Sendable {
  /// The fixture as resolved: every text reference replaced by its text in ``language``.
  public var fixture: Fixture
  /// The string files the fixture names, read (nil when it names none).
  public var strings: StringFiles?
  /// The language the fixture is shown in (`Language("")` without string files nor a language asked).
  public var language: Language
  /// The settings that show it.
  public var settings: SceneSettings
  /// Whether choosing a language sets the direction: not when a direction was given or the fixture
  /// says one.
  public var languageSetsDirection: Bool

  /// The fixture in `language` (its source language when nil) with its own settings and the
  /// direction: `direction` when given, else the fixture's, else the language's.
  ///
  /// - Parameters:
  ///   - fixture: The fixture as read, its text references still keys.
  ///   - path: The fixture's path (relative string files are in its folder); nil for the demo or a
  ///     fixture built in code, whose string files are relative to the current directory.
  ///   - language: A language of its string files (`de`, `pt-BR`) or a pseudolanguage.
  ///   - direction: The interface's direction, overriding the fixture's and the language's.
  /// - Throws: `FixtureLanguage.Failure`: a string file that cannot be read or is invalid, a key a
  ///   table lacks, a language there is not.
  public init(
    fixture: Fixture, path: String?, language: String? = nil, direction: Fixture.Direction? = nil
  ) throws(FixtureLanguage.Failure) {
    let strings = try FixtureLanguage.stringFiles(of: fixture, path: path)
    let chosen = try FixtureLanguage.language(language, in: strings)
    let localized = fixture.localized(for: chosen, strings: strings).fixture
    var settings = SceneSettings(fixture: localized)
    let setsDirection = direction == nil && localized.direction == nil
    if setsDirection { settings.direction = chosen.direction }
    if let direction { settings.direction = direction }
    self.fixture = localized
    self.strings = strings
    self.language = chosen
    self.settings = settings
    self.languageSetsDirection = setsDirection
  }

  /// The scene of the resolved fixture; a batch command that lays out once keeps no measurements.
  public func scene(cachesMeasurements: Bool = true) -> Scene {
    Scene(fixture: fixture, cachesMeasurements: cachesMeasurements)
  }
}
