import ArgumentParser
import Foundation
import GridScene

struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the computed frames as JSON, to compare with your app.",
    discussion: """
      Output:
        {"width": W, "columns": n, "category": "large", "layout": "grid",
         "contentSize": {"width": W, "height": H},
         "elements": [{"kind": "header"|"cell"|"footer", "section": s,
                       "item": i, "x": .., "y": .., "width": .., "height": ..}]}
      Elements are ordered by section, then header, cells by item, footer;
      "item" appears only for cells. Units are terminal cells (columns, rows).

      Examples:
        gridpreview layout --width 100
        gridpreview layout Fixtures/sections.json --width 60 --category AX3
      """
  )

  @OptionGroup var scene: SceneOptions

  func run() throws {
    let (scene, settings, _) = try self.scene.load()
    let width = self.scene.resolvedWidth(environment: ProcessInfo.processInfo.environment)
    let result = scene.layoutResult(width: width, settings: settings)
    var out = StandardOutput()
    var failure: OutputFailure?
    LayoutJSON.write(result, layoutName: settings.layout.rawValue, category: settings.category) { text in
      guard failure == nil else { return }
      do throws(OutputFailure) { try out.write(text) } catch { failure = error }
    }
    if let failure { throw failure }
    try out.flush()
  }
}
