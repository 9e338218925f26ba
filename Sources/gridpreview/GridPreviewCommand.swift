import ArgumentParser

@main
struct GridPreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gridpreview",
    abstract: "See how an accessible grid layout behaves, in a terminal, at any width and text size.",
    discussion: """
      With no command, opens the interactive previewer on the built-in demo (or on FIXTURE).

      Examples:
        gridpreview                              preview the built-in demo
        gridpreview preview Fixtures/compare.json
        gridpreview render --width 60 --category AX2
        gridpreview layout Fixtures/sections.json --width 80 > frames.json
        gridpreview validate Fixtures/*.json
        gridpreview audit Fixtures/*.json --format sarif > audit.sarif
        gridpreview generate --items 100000 --seed 7 > big.json
        gridpreview render --format svg --width 80 > grid.svg
        gridpreview record --tape Fixtures/demo.tape -o demo.cast
        gridpreview preview --record session.cast
        gridpreview serve Fixtures/demo.json      then: ssh -p 2222 -t localhost
      """,
    version: "gridpreview \(version)",
    subcommands: [
      PreviewCommand.self, RenderCommand.self, LayoutCommand.self, ValidateCommand.self, AuditCommand.self,
      SnapshotCommand.self,
      GenerateCommand.self, RecordCommand.self, ServeCommand.self,
    ],
    defaultSubcommand: PreviewCommand.self
  )

  /// The release this binary is (`--version`).
  static let version = "0.2.0"

  /// The commands, by name, for suggestions.
  static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName }
  }
}
