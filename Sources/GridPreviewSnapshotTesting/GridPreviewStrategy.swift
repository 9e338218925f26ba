import Foundation
import GridFixtures
import GridScene
import GridSnapshot
import GridStrings
import GridText

/// The one way the strategies lay out a fixture: the choices `render` and `layout` take, applied to
/// a ``SceneRequest`` as `gridpreview` applies its options, and the case `gridpreview snapshot`
/// records (`SnapshotCase`: its text frame is `render --color never`'s, its frames `layout`'s).
struct GridPreviewStrategy: Sendable {
  /// The layout width: columns, or a device's at a scale.
  enum Width: Sendable {
    case columns(Int)
    case device(DeviceWidth, pointsPerColumn: Int)
  }

  var width: Width
  var category: ContentSizeCategory?
  var language: String?
  var direction: Fixture.Direction?
  /// Any other setting (layout, columns, stretch…), changed after the fixture's and the language's.
  var settings: @Sendable (inout SceneSettings) -> Void

  /// The case, or the one-line reason it cannot be laid out (a string file missing, a language the
  /// fixture has not).
  func snapshotCase(of value: GridFixture) -> (SnapshotCase, SceneSettings)? {
    do throws(FixtureLanguage.Failure) {
      var request = try SceneRequest(
        fixture: value.fixture, path: value.stringsPath, language: language, direction: direction)
      if let category { request.settings.category = category }
      settings(&request.settings)
      let columns: Int
      switch width {
      case .columns(let count): columns = count
      case .device(let device, let pointsPerColumn):
        columns = device.columns(pointsPerColumn: pointsPerColumn)
        // The same scale for the layouts written in points (lazyVGrid), as --points-per-column.
        request.settings.pointsPerColumn = pointsPerColumn
      }
      let scene = request.scene(cachesMeasurements: false)
      return (SnapshotCase(scene: scene, settings: request.settings, width: columns), request.settings)
    } catch {
      GridPreviewIssue.record(error.lines.joined(separator: "\n"))
      return nil
    }
  }

  /// The text strategy: the text frame, and the layout's rows to name a failure's rows by.
  var frame: Snapshotting<GridFixture, GridFrame> {
    Snapshotting(pathExtension: "txt", diffing: .gridFrame) { value in
      guard let (now, settings) = snapshotCase(of: value) else { return GridFrame(text: "") }
      return GridFrame(text: now.text, rows: now.rows, settings: settings)
    }
  }

  /// The frames strategy: the frames as JSON.
  var layout: Snapshotting<GridFixture, String> {
    Snapshotting(pathExtension: "json", diffing: .gridLayout) { value in
      snapshotCase(of: value)?.0.json ?? ""
    }
  }
}

extension Snapshotting where Value == GridFixture, Format == GridFrame {
  /// The fixture's text frame at a width, exactly as `gridpreview render --color never` prints it
  /// with the same options.
  ///
  /// ```swift
  /// assertSnapshot(of: fixture, as: .gridPreview(width: 49, category: .AX3))
  /// assertSnapshot(of: fixture, as: .gridPreview(width: 80, language: "ar") { $0.columns = 3 })
  /// ```
  ///
  /// A failure names the rows that changed height and the cells that now drive a row (as
  /// `gridpreview snapshot` does), then shows the diff.
  ///
  /// - Parameters:
  ///   - width: The layout width in columns (`--width`).
  ///   - category: The text size (`--category`); nil for the fixture's.
  ///   - language: A language of the fixture's string files or a pseudolanguage (`--language`); nil
  ///     for the source language.
  ///   - direction: The interface's direction (`--direction`); nil for the fixture's, else the
  ///     language's.
  ///   - settings: Any other setting, changed last (`--layout`, `--columns`, `--stretch`…).
  public static func gridPreview(
    width: Int, category: ContentSizeCategory? = nil, language: String? = nil,
    direction: Fixture.Direction? = nil,
    settings: @escaping @Sendable (inout SceneSettings) -> Void = { _ in }
  ) -> Self {
    GridPreviewStrategy(
      width: .columns(width), category: category, language: language, direction: direction, settings: settings
    ).frame
  }

  /// The fixture's text frame at a device's width (`--device`), as `render --color never` prints it.
  ///
  /// ```swift
  /// assertSnapshot(of: fixture, as: .gridPreview(device: .iPhone, category: .AX5, language: "de", direction: .rtl))
  /// ```
  ///
  /// - Parameters:
  ///   - device: The device and orientation (`.iPhone`, `.iPad.rotated`).
  ///   - pointsPerColumn: Points of the device's width per column (`--points-per-column`).
  ///   - category: The text size; nil for the fixture's.
  ///   - language: A language of the fixture's string files or a pseudolanguage; nil for the source.
  ///   - direction: The interface's direction; nil for the fixture's, else the language's.
  ///   - settings: Any other setting, changed last.
  public static func gridPreview(
    device: DeviceWidth, pointsPerColumn: Int = Device.defaultPointsPerColumn,
    category: ContentSizeCategory? = nil, language: String? = nil, direction: Fixture.Direction? = nil,
    settings: @escaping @Sendable (inout SceneSettings) -> Void = { _ in }
  ) -> Self {
    GridPreviewStrategy(
      width: .device(device, pointsPerColumn: pointsPerColumn), category: category, language: language,
      direction: direction, settings: settings
    ).frame
  }
}

extension Snapshotting where Value == GridFixture, Format == String {
  /// The fixture's frames at a width as JSON, exactly as `gridpreview layout` prints them with the
  /// same options.
  ///
  /// ```swift
  /// assertSnapshot(of: fixture, as: .gridLayout(width: 80))
  /// ```
  ///
  /// The arguments are those of the text strategy, `gridPreview(width:category:language:direction:settings:)`,
  /// and `layout`'s options. A failure names the rows that changed height (frames cannot tell which
  /// cell drives a row), then shows the diff.
  public static func gridLayout(
    width: Int, category: ContentSizeCategory? = nil, language: String? = nil,
    direction: Fixture.Direction? = nil,
    settings: @escaping @Sendable (inout SceneSettings) -> Void = { _ in }
  ) -> Self {
    GridPreviewStrategy(
      width: .columns(width), category: category, language: language, direction: direction, settings: settings
    ).layout
  }
}

extension Dictionary where Key == String, Value == Snapshotting<GridFixture, GridFrame> {
  /// A text frame strategy for every width, text size and language, each named by them and its
  /// direction (`w49-AX3-de-ltr`, `w49-AX3-ar-rtl`), for `assertSnapshots`.
  ///
  /// ```swift
  /// assertSnapshots(of: fixture, as: .gridPreviews(categories: [.L, .AX3, .AX5], languages: ["en", "ar"]))
  /// ```
  ///
  /// - Parameters:
  ///   - widths: Layout widths in columns (default: an iPhone's, 49).
  ///   - categories: Text sizes.
  ///   - languages: Languages of the fixture's string files or pseudolanguages (none: the fixture's
  ///     own text, named `source`).
  ///   - directions: The directions to show each language in; nil for the language's own (Arabic
  ///     and Hebrew right to left). Each snapshot is laid out in the direction its name says.
  ///   - settings: Any other setting, changed last.
  public static func gridPreviews(
    widths: [Int] = [DeviceWidth.iPhone.columns(pointsPerColumn: Device.defaultPointsPerColumn)],
    categories: [ContentSizeCategory], languages: [String] = [], directions: [Fixture.Direction]? = nil,
    settings: @escaping @Sendable (inout SceneSettings) -> Void = { _ in }
  ) -> Self {
    var strategies: Self = [:]
    for width in widths {
      for category in categories {
        for language in languages.isEmpty ? [nil] : languages.map(Optional.some) {
          for direction in directions ?? [GridStrings.Language(language ?? "").direction] {
            let name = "w\(width)-\(category.shortName)-\(language ?? "source")-\(direction.rawValue)"
            strategies[name] = .gridPreview(
              width: width, category: category, language: language, direction: direction, settings: settings)
          }
        }
      }
    }
    return strategies
  }
}
