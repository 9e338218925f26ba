import ArgumentParser
import Foundation
import GridFixtures
import GridScene
import GridText

/// How a fixture is laid out: the options every command that lays one out takes, with the same
/// names, values, checks and help, whether it lays out at one width and size (`SceneOptions`:
/// preview, render, layout, record, serve) or sweeps them (`SweepOptions`: audit, snapshot).
/// Defined once here: an option added to this group is taken by every such command, listed by each
/// one's `--help`, and must be in docs/commands.md's table of layout options (a test holds them to
/// one another).
struct LayoutOptions: ParsableArguments {
  @Option(
    help: "The layout: grid, flow, waterfall, list, lazyVGrid or compositional (default: the fixture's).")
  var layout: Fixture.LayoutKind?

  @Option(parsing: .unconditional, help: "A fixed column count, overriding the fixture's column rule.")
  var columns: Int?

  @Option(help: "Waterfall stretch: none, lastCell or allCells (default: the fixture's).")
  var stretch: Fixture.WaterfallStretch?

  @Flag(help: "Neighbouring cells share one border line (default: the fixture's collapseBorders).")
  var collapseBorders = false

  @Option(
    help:
      "The interface's direction: ltr, or rtl to mirror the layout as UIKit does for Arabic or Hebrew (default: the fixture's, or its language's)."
  )
  var direction: Fixture.Direction?

  @Option(
    parsing: .unconditional,
    help:
      "Points per terminal column (a row stands for twice as many), for --device(s), D and the layouts written in points such as lazyVGrid (1–100; default: the fixture's pointsPerColumn, else 8)."
  )
  var pointsPerColumn: Int?

  @Option(
    parsing: .unconditional,
    help:
      "The view's visible height in rows, what a compositional section group's fractionalHeight is of (1–10000; default 40; the previewer uses its screen's)."
  )
  var viewHeight: Int?

  /// The check of `--points-per-column`.
  static func validate(pointsPerColumn: Int) throws {
    if !(1...100).contains(pointsPerColumn) {
      throw ValidationError("--points-per-column must be between 1 and 100, got \(pointsPerColumn)")
    }
  }

  func validate() throws {
    if let pointsPerColumn { try Self.validate(pointsPerColumn: pointsPerColumn) }
    if let viewHeight, !SceneSettings.viewHeights.contains(viewHeight) {
      throw ValidationError(
        "--view-height must be between \(SceneSettings.viewHeights.lowerBound) and \(SceneSettings.viewHeights.upperBound), got \(viewHeight)"
      )
    }
    if let columns, !(1...ColumnRule.maxColumns).contains(columns) {
      throw ValidationError("--columns must be between 1 and \(ColumnRule.maxColumns), got \(columns)")
    }
  }

  /// `settings` (a fixture's) with what these options ask for, but the direction (which a
  /// language may decide: see `SceneOptions.load`); the points per column are `--points-per-column`,
  /// the fixture's (`settings` has them), or 8.
  func apply(to settings: inout SceneSettings) {
    if let pointsPerColumn { settings.pointsPerColumn = pointsPerColumn }
    if let layout { settings.layout = layout }
    if let columns { settings.columns = columns }
    if let stretch { settings.stretch = stretch }
    if collapseBorders { settings.collapseBorders = true }
    if let viewHeight { settings.viewHeight = viewHeight }
  }

  /// These options as a command line, for a previewer started as a process of its own.
  var arguments: [String] {
    var arguments: [String] = []
    if let layout { arguments += ["--layout", layout.rawValue] }
    if let columns { arguments += ["--columns", String(columns)] }
    if let stretch { arguments += ["--stretch", stretch.rawValue] }
    if collapseBorders { arguments.append("--collapse-borders") }
    if let direction { arguments += ["--direction", direction.rawValue] }
    if let pointsPerColumn { arguments += ["--points-per-column", String(pointsPerColumn)] }
    if let viewHeight { arguments += ["--view-height", String(viewHeight)] }
    return arguments
  }
}

/// The options of a command that sweeps widths, text sizes and languages (audit, snapshot): lists
/// where `SceneOptions` takes one of each, and the same `LayoutOptions`.
struct SweepOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Widths in columns, comma-separated.")
  var widths: String?

  @Flag(help: "The named devices' widths, portrait and landscape, at --points-per-column (iPhone SE … iPad).")
  var devices = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Text sizes: all, a list (xS,L,AX5) or a range (L...AX5).", valueName: "categories"))
  var categories: String?

  @Option(
    parsing: .unconditional,
    help:
      "Languages: all (every language of each fixture's string files), or a list (de,ja,pseudo-double; may include all)."
  )
  var languages: String?

  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    if widths != nil && devices { throw ValidationError("give --widths or --devices, not both") }
    if let widths { _ = try Self.widths(widths) }
    if let categories { _ = try Self.categories(categories) }
    _ = try resolvedLanguages()
  }

  /// The widths: `--widths`, the devices' (`--devices`), or `defaults`.
  func resolvedWidths(defaults: [Int]) throws -> [Int] {
    if devices {
      let widths = Device.all.flatMap { device in
        [false, true].map {
          device.columns(
            landscape: $0, pointsPerColumn: layout.pointsPerColumn ?? Device.defaultPointsPerColumn)
        }
      }
      return Array(Set(widths)).sorted()
    }
    guard let widths else { return defaults }
    return try Self.widths(widths)
  }

  /// The text sizes: `--categories`, or `defaults` (a list as `--categories` takes it).
  func resolvedCategories(defaults: String) throws -> [ContentSizeCategory] {
    try Self.categories(categories ?? defaults)
  }

  /// `--languages`: `all` or codes, comma-separated (pseudolanguages too), each once; nil without
  /// the option. Whether a code is a language of a fixture's string files is told per fixture.
  func resolvedLanguages() throws -> [String]? {
    guard let languages else { return nil }
    var result: [String] = []
    for part in languages.split(separator: ",", omittingEmptySubsequences: false) {
      let code = part.trimmingCharacters(in: .whitespaces)
      guard !code.isEmpty,
        code.unicodeScalars.allSatisfy({
          $0.isASCII && $0.properties.isAlphabetic || "0"..."9" ~= $0 || $0 == "-" || $0 == "_"
        })
      else {
        throw ValidationError(
          "--languages takes all or language codes separated by commas (de,pt-BR,pseudo-double); \(code.quotedForMessage()) is not one"
        )
      }
      if !result.contains(code) { result.append(code) }
    }
    return result
  }

  /// `--widths`: whole numbers from 1 to 10000, comma-separated, each once.
  static func widths(_ widths: String) throws -> [Int] {
    var result: [Int] = []
    for part in widths.split(separator: ",", omittingEmptySubsequences: false) {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let width = Int(text), SceneOptions.widthRange.contains(width) else {
        throw ValidationError(
          "--widths takes whole numbers from 1 to 10000 separated by commas; \(String(text).quotedForMessage()) is not one"
        )
      }
      if !result.contains(width) { result.append(width) }
    }
    return result
  }

  /// `--categories`: all, a list (`xS,L,AX5`) or a range (`L...AX5`), smallest first.
  static func categories(_ categories: String) throws -> [ContentSizeCategory] {
    if categories.lowercased() == "all" { return ContentSizeCategory.allCases }
    var result: [ContentSizeCategory] = []
    // Every part must name a size: an empty list or part (`""`, `","`, `L,,xL`) is a mistake, not
    // a request to check nothing.
    for part in categories.split(separator: ",", omittingEmptySubsequences: false) {
      let text = String(part).trimmingCharacters(in: .whitespaces)
      var names = [text]
      for separator in ["...", "…", ".."] {
        if let range = text.range(of: separator) {
          names = [String(text[..<range.lowerBound]), String(text[range.upperBound...])]
          break
        }
      }
      var bounds: [ContentSizeCategory] = []
      for name in names {
        guard let category = try? ContentSizeCategory(parsing: name) else {
          throw ValidationError(
            "--categories: \(name.quotedForMessage()) is no text size (xS S M L xL xxL xxxL AX1 … AX5, all, or a range like L...AX5)"
          )
        }
        bounds.append(category)
      }
      let range =
        bounds.count == 2 ? min(bounds[0], bounds[1])...max(bounds[0], bounds[1]) : bounds[0]...bounds[0]
      for category in ContentSizeCategory.allCases
      where range.contains(category) && !result.contains(category) {
        result.append(category)
      }
    }
    return result.sorted()
  }
}
