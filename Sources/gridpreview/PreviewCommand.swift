import ArgumentParser
import Foundation
import GridTerminal

struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Open the interactive previewer (the default command).",
    discussion: """
      Keys (? shows them in the previewer):
        ← → h l   width ±1 column       H L   width ±10      0   full width
        o         rotate                + - ] [   text size (12 Dynamic Type sizes)
        ↑ ↓ k j   scroll a row          PgUp PgDn space   a page
        Home End g G   top / bottom     m   grid → flow → waterfall → list
        c   compare flow with grid      s   waterfall stretch     b   borders
        r   reload (also on save)       ?   help      q Esc Ctrl-C   quit
        Ctrl-L   repaint the screen

      Examples:
        gridpreview
        gridpreview preview Fixtures/waterfall.json --category AX1
        ssh -t host gridpreview
      """
  )

  @OptionGroup var scene: SceneOptions

  func run() throws {
    // The fixture first: a missing or broken file is the more useful thing to hear about; the
    // session then checks the terminal.
    let (scene, settings) = try self.scene.load()
    let status = try PreviewLoop.run(
      scene: scene, settings: settings, fixturePath: self.scene.fixture, width: self.scene.width)
    if status != 0 { throw ExitCode(status) }
  }
}
