import ArgumentParser
import Foundation
import GridCanvas
import GridFixtures
import GridOutput
import GridPicture
import GridScene
import GridTerminal

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print the boxed grid, for CI, docs and pipes.",
    discussion: """
      Fixture text is sanitised: control characters and escape sequences print as visible \
      placeholders, so with --color never the output contains no ESC byte at all. Lines end at \
      their last visible character unless --pad is given. Without --width, the width is the \
      terminal's (also when the output is a pipe, from the controlling terminal), else $COLUMNS, \
      else 80.

      Examples:
        gridpreview render                  (the demo, as wide as the terminal)
        gridpreview render Fixtures/unicode.json --width 50 --category AX1
        gridpreview render --layout waterfall --columns 3 --rows 40 --color never
        gridpreview render --ascii > grid.txt
        gridpreview render --color always --theme light | less -R
        gridpreview render Fixtures/compare.json --compare --width 100
        gridpreview render --layout waterfall --stretch allCells --collapse-borders
        gridpreview render --format svg --width 80 > grid.svg
        gridpreview render --compare --format html > compare.html
      """
  )

  @OptionGroup var scene: SceneOptions

  @Option(
    help:
      "What to print: text, ansi (text with colour codes), svg (a picture) or html (a page); the fixture's title is the picture's and the page's. Default: text or ansi as --color decides; a --color that contradicts it is refused."
  )
  var format: OutputFormat?

  @Option(
    help:
      "Colour: auto (when the output is a terminal and NO_COLOR is unset), always or never. With --format svg or html, never paints without colours."
  )
  var color: ColorMode = .auto

  @Option(
    help:
      "Colours when colouring: auto (light or dark from COLORFGBG, else dark), dark, light or mono. NO_COLOR always means mono."
  )
  var theme: Theme.Choice = .auto

  @Flag(help: "Draw boxes with + - | instead of box-drawing characters.")
  var ascii = false

  @Option(parsing: .unconditional, help: "Print at most the first N rows (default: the whole content).")
  var rows: Int?

  @Flag(
    help: "Flow and the flexible grid side by side, each half the width, as the previewer's c shows them.")
  var compare = false

  @Flag(help: "Pad every line with spaces to the full width (default: no trailing spaces).")
  var pad = false

  @Flag(
    help: "Mark each row's driving cell (◆) and the space cells were stretched by (·), as the previewer does."
  )
  var drivers = false

  func validate() throws {
    if let rows, rows < 1 { throw ValidationError("--rows must be at least 1, got \(rows)") }
    // text and ansi are the two colour modes themselves: a --color that says otherwise is a mistake,
    // not something to pick a winner for (--color never promises no ESC byte at all).
    switch (format, color) {
    case (.ansi, .never):
      throw ValidationError("--format ansi prints colour codes, --color never forbids them: use one")
    case (.text, .always):
      throw ValidationError("--format text prints no colour codes, --color always asks for them: use one")
    default: break
    }
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let loaded = try self.scene.load(cachesMeasurements: false)
    let (scene, settings) = (loaded.scene, loaded.settings)
    let width = self.scene.resolvedWidth(environment: environment, pointsPerColumn: settings.pointsPerColumn)
    let format = self.format ?? (Self.colors(color, environment: environment) ? .ansi : .text)
    let useColor: Bool
    switch format {
    case .text: useColor = false
    case .ansi: useColor = true
    case .svg, .html: useColor = color != .never
    }
    // A picture or a page is UTF-8 whatever the locale.
    let isDocument = format == .svg || format == .html
    let characters: BoxCharacters =
      ascii || (!isDocument && !Self.localeIsUTF8(environment)) ? .ascii : .square
    let theme = useColor ? theme.theme(environment: environment) : .monochrome
    let picture = self.picture(scene, settings: settings, width: width, characters: characters, theme: theme)
    let total = min(rows ?? picture.height, picture.height)
    // The scene keeps no measurements, so drawing slices on every core at once only reads it.
    precondition(!scene.cachesMeasurements)
    let sliced = SlicedPicture(
      rows: total,
      format: pictureFormat(
        format, title: scene.fixture.title, width: width, rows: total, theme: theme, settings: settings),
      slicesPerBatch: 8 * ProcessorCount.online, draw: picture.canvas)
    var out = StandardOutput()
    try sliced.write { bytes throws(OutputFailure) in try out.write(bytes) }
    try out.flush()
    GridPreviewCommand.exitAfterOutput()
  }

  /// The whole layout's height in rows and a canvas for any band of it: the compare view, or the
  /// layout measured on every core (cells beyond ASCII wrapped once, while they are measured, and
  /// drawn from there).
  private func picture(
    _ scene: Scene, settings: SceneSettings, width: Int, characters: BoxCharacters, theme: Theme
  ) -> (height: Int, canvas: (_ top: Int, _ height: Int) -> Canvas) {
    if compare {
      let compared = ComparePicture(scene: scene, settings: settings, width: width)
      return (
        compared.height,
        { compared.canvas(top: $0, height: $1, characters: characters, theme: theme, drivers: drivers) }
      )
    }
    let renderer = scene.renderer(settings: settings, characters: characters, theme: theme)
    let prepared = PreparedContents(itemCount: scene.itemCount, settings: settings)
    let result = scene.layoutResultMeasuredOnEveryCore(width: width, settings: settings, preparing: prepared)
    return (
      Canvas.cells(result.contentSize.height),
      {
        scene.canvas(
          for: result, settings: settings, top: $0, height: $1, width: width, renderer: renderer,
          drivers: drivers, prepared: prepared)
      }
    )
  }

  /// How `format` writes the picture's rows: text or ANSI lines (padded with `--pad`), an SVG
  /// picture of `width` × `rows` cells, or an HTML page.
  private func pictureFormat(
    _ format: OutputFormat, title: String, width: Int, rows: Int, theme: Theme, settings: SceneSettings
  ) -> SlicedPicture.Format {
    let palette = Palette.matching(theme)
    switch format {
    case .text: return .text(padded: pad)
    case .ansi: return .ansi(padded: pad)
    case .svg: return .svg(SVGPicture(columns: width, rows: rows, title: title, palette: palette))
    case .html:
      return .html(HTMLPicture(title: title, palette: palette, isRightToLeft: settings.direction == .rtl))
    }
  }

  /// Whether `--color` asks for colour codes: always, never, or (auto) when standard output is a
  /// terminal and `NO_COLOR` is unset.
  static func colors(_ mode: ColorMode, environment: [String: String]) -> Bool {
    switch mode {
    case .always: true
    case .never: false
    case .auto: TerminalProbe.isTerminal(1) && environment["NO_COLOR", default: ""].isEmpty
    }
  }

  /// Whether the locale the environment asks for (LC_ALL, LC_CTYPE or LANG, the first one set) is
  /// UTF-8. An unset locale counts as UTF-8, the norm on current systems; "C" and "POSIX" do not.
  static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    let value = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]].compactMap { $0 }
      .first { !$0.isEmpty }
    guard let value else { return true }
    if value == "C" || value == "POSIX" { return false }
    let upper = value.uppercased()
    return upper.contains("UTF-8") || upper.contains("UTF8")
  }
}
