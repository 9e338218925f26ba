import ArgumentParser
import Foundation
import GridCanvas
import GridScene
import GridTerminal

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print the boxed grid, for CI, docs and pipes.",
    discussion: """
      Fixture text is sanitised: control characters and escape sequences print as visible \
      placeholders, so with --color never the output contains no ESC byte at all.

      Examples:
        gridpreview render                  (the demo, as wide as the terminal)
        gridpreview render Fixtures/unicode.json --width 50 --category AX1
        gridpreview render --layout waterfall --columns 3 --rows 40 --color never
        gridpreview render --ascii > grid.txt
        gridpreview render --color always --theme light | less -R
      """
  )

  @OptionGroup var scene: SceneOptions

  @Option(help: "Colour: auto (when the output is a terminal and NO_COLOR is unset), always or never.")
  var color: ColorMode = .auto

  @Option(help: "Colours when colouring: auto (light or dark from COLORFGBG, else dark), dark, light or mono. NO_COLOR always means mono.")
  var theme: Theme.Choice = .auto

  @Flag(help: "Draw boxes with + - | instead of box-drawing characters.")
  var ascii = false

  @Option(parsing: .unconditional, help: "Print at most the first N rows (default: the whole content).")
  var rows: Int?

  func validate() throws {
    if let rows, rows < 1 { throw ValidationError("--rows must be at least 1, got \(rows)") }
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let (scene, settings, _) = try self.scene.load()
    let width = self.scene.resolvedWidth(environment: environment)
    let useColor: Bool
    switch color {
    case .always: useColor = true
    case .never: useColor = false
    case .auto: useColor = TerminalProbe.isTerminal(1) && environment["NO_COLOR", default: ""].isEmpty
    }
    let characters: BoxCharacters = ascii || !Self.localeIsUTF8(environment) ? .ascii : .square
    let renderer = scene.renderer(
      settings: settings, characters: characters,
      theme: useColor ? theme.theme(environment: environment) : .monochrome)
    let result = scene.layoutResult(width: width, settings: settings)
    let content = Canvas.cells(result.contentSize.height)
    let total = min(rows ?? content, content)
    var out = StandardOutput()
    // A slice at a time, so a long layout prints in constant memory.
    let slice = 256
    var top = 0
    while top < total {
      let height = min(slice, total - top)
      let canvas = scene.canvas(for: result, settings: settings, top: top, height: height, width: width, renderer: renderer)
      out.write((useColor ? canvas.ansiText() : canvas.description) + "\n")
      top += height
    }
    out.flush()
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
