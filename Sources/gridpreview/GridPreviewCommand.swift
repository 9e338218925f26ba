import ArgumentParser

@main
struct GridPreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gridpreview",
    abstract: "Preview accessible grid layouts in the terminal."
  )

  func run() throws {
    print("gridpreview: the interactive previewer is not built yet; the layout engine is (see README).")
  }
}
