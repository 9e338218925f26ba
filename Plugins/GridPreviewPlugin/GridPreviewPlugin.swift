import Foundation
import PackagePlugin

/// `swift package gridpreview COMMAND [FIXTURES…] [OPTIONS…]`: runs `gridpreview audit`, `snapshot`
/// or `validate` in the package's folder, on the fixtures named (the arguments before the first
/// option) or else on every `*.gridpreview.json` under the package (not in `.build` or hidden
/// folders). The command's output, exit status and options are `gridpreview`'s own.
///
/// `snapshot` and `audit --write-baseline` write into the package: SwiftPM asks for
/// `--allow-writing-to-package-directory`.
@main
struct GridPreviewPlugin: CommandPlugin {
  /// The commands the plugin runs on fixtures.
  static let commands = ["audit", "snapshot", "validate"]

  /// What a fixture file found without being named ends with.
  static let suffix = ".gridpreview.json"

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let command = arguments.first, Self.commands.contains(command) else {
      throw PluginFailure(
        "usage: swift package gridpreview \(Self.commands.joined(separator: "|")) [FIXTURES…] [OPTIONS…]"
          + " (FIXTURES: every *\(Self.suffix) under the package when none is named)")
    }
    let rest = arguments.dropFirst()
    let firstOption = rest.firstIndex { $0.hasPrefix("-") } ?? rest.endIndex
    var fixtures = Array(rest[..<firstOption])
    let options = Array(rest[firstOption...])
    let root = context.package.directoryURL
    if fixtures.isEmpty {
      fixtures = Self.fixtures(under: root)
      if fixtures.isEmpty {
        throw PluginFailure("no *\(Self.suffix) file under \(root.path): name the fixtures")
      }
    }
    let tool = try context.tool(named: "gridpreview")
    let process = Process()
    process.executableURL = tool.url
    // Options first, then the fixtures after `--`, so that a file named like an option is a file.
    process.arguments = [command] + options + ["--"] + fixtures
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      // gridpreview said why; SwiftPM's own exit status is 1 whatever the tool's.
      throw PluginFailure("gridpreview \(command) exited with status \(process.terminationStatus)")
    }
  }

  /// Every `*.gridpreview.json` under `root`, relative to it, sorted; `.build` and hidden folders
  /// are skipped.
  static func fixtures(under root: URL) -> [String] {
    let keys: [URLResourceKey] = [.isDirectoryKey]
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return [] }
    var found: [String] = []
    let prefix =
      root.standardizedFileURL.path.hasSuffix("/")
      ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
    for case let url as URL in walker {
      let name = url.lastPathComponent
      if (try? url.resourceValues(forKeys: Set(keys)))?.isDirectory == true {
        if name == ".build" || name.hasPrefix(".build-") || name.hasPrefix(".build_") {
          walker.skipDescendants()
        }
        continue
      }
      guard name.hasSuffix(suffix) else { continue }
      let path = url.standardizedFileURL.path
      found.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }
    return found.sorted()
  }
}

/// A one-line reason the plugin stops, as SwiftPM prints it.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
