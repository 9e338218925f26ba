import Foundation
import Testing

/// docs/architecture.md describes every target Package.swift declares, and says what each imports
/// exactly as Package.swift does: a target added, removed or given another dependency without its
/// row fails here.
@Suite struct ArchitectureTests {
  /// A target as Package.swift declares it: its name and the targets of this package it depends on
  /// (products of other packages and swift-system are left out: the table names them in words).
  struct Declared: Equatable, CustomStringConvertible {
    var name: String
    var dependencies: Set<String>
    var description: String { "\(name) → \(dependencies.sorted().joined(separator: ", "))" }
  }

  /// The targets of `manifest` that are not tests, read off its `.target(`, `.executableTarget(`,
  /// `.systemLibrary(` and `.plugin(` calls (each call's parentheses matched, string literals only).
  static func declaredTargets(_ manifest: String) -> [Declared] {
    let characters = Array(manifest)
    var found: [Declared] = []
    for opening in [".target(", ".executableTarget(", ".systemLibrary(", ".plugin("] {
      var searchFrom = manifest.startIndex
      while let range = manifest.range(of: opening, range: searchFrom..<manifest.endIndex) {
        searchFrom = range.upperBound
        // `.plugin(` also opens the product that exposes a plugin: only targets have `capability:`.
        var depth = 1
        var index = manifest.distance(from: manifest.startIndex, to: range.upperBound)
        let start = index
        while index < characters.count, depth > 0 {
          if characters[index] == "(" { depth += 1 }
          if characters[index] == ")" { depth -= 1 }
          index += 1
        }
        let call = String(characters[start..<(index - 1)])
        if opening == ".plugin(", !call.contains("capability:") { continue }
        guard let name = Self.literals(in: call).first else { continue }
        var dependencies: Set<String> = []
        if let list = call.range(of: "dependencies:") {
          let rest = String(call[list.upperBound...])
          let end = Self.matchingBracket(rest)
          // Products (`.product(name: "NIOSSH", package: …)`) are another package's, not a target.
          let plain = rest.prefix(end).replacingOccurrences(
            of: #"\.product\([^)]*\)"#, with: "", options: .regularExpression)
          dependencies = Set(Self.literals(in: plain))
        }
        found.append(Declared(name: name, dependencies: dependencies))
      }
    }
    return found.sorted { $0.name < $1.name }
  }

  /// The string literals in `text`, in order.
  static func literals(in text: String) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The length of the bracketed list `text` starts with (up to its closing bracket).
  static func matchingBracket(_ text: String) -> Int {
    var depth = 0
    for (offset, character) in text.enumerated() {
      if character == "[" { depth += 1 }
      if character == "]" {
        depth -= 1
        if depth == 0 { return offset }
      }
    }
    return text.count
  }

  /// The rows of the architecture page's table: each target with the targets its imports column
  /// names (the back-quoted first column, and in the third every word that is a declared target).
  static func documentedTargets(_ page: String, known: Set<String>) -> [Declared] {
    page.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { line in
      // A `\|` inside a cell is a bar of the text, not a column's edge.
      let cells = line.replacingOccurrences(of: "\\|", with: "/")
      let columns = cells.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard columns.count >= 4 else { return nil }
      let name = columns[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let words = columns[3].components(separatedBy: CharacterSet.alphanumerics.inverted)
      return Declared(name: name, dependencies: Set(words).intersection(known).subtracting([name]))
    }.sorted { $0.name < $1.name }
  }

  @Test func theTableHasARowForEveryTargetWithItsDependencies() throws {
    let manifest = try String(
      contentsOf: Executable.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let page = try String(
      contentsOf: Executable.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    let declared = Self.declaredTargets(manifest)
    // Enough to be the real manifest, and the engine among them with no dependency.
    #expect(declared.count >= 20, "\(declared)")
    #expect(declared.first { $0.name == "GridLayout" }?.dependencies == [])
    let documented = Self.documentedTargets(page, known: Set(declared.map(\.name)))
    let missing = Set(declared.map(\.name)).subtracting(documented.map(\.name))
    let extra = Set(documented.map(\.name)).subtracting(declared.map(\.name))
    #expect(missing.isEmpty, "targets without a row in docs/architecture.md: \(missing.sorted())")
    #expect(extra.isEmpty, "rows in docs/architecture.md for no target: \(extra.sorted())")
    for target in declared {
      guard let row = documented.first(where: { $0.name == target.name }) else { continue }
      #expect(row == target, "Package.swift: \(target); docs/architecture.md: \(row)")
    }
  }

  /// The reading is checked on a manifest of its own: a row missing, a dependency the page does not
  /// name, and products left out.
  @Test func theReadingSeesTargetsDependenciesAndProducts() {
    let manifest = """
      .target(name: "A", dependencies: []),
      .target(
        name: "B",
        dependencies: ["A", system, .product(name: "NIOSSH", package: "swift-nio-ssh")]),
      .executableTarget(name: "tool", dependencies: ["B"]),
      .plugin(name: "Plug", targets: ["Plug"]),
      .plugin(name: "Plug", capability: .command(intent: .custom(verb: "v", description: "d")), dependencies: ["tool"]),
      .testTarget(name: "ATests", dependencies: ["A"]),
      """
    let declared = Self.declaredTargets(manifest)
    #expect(
      declared == [
        .init(name: "A", dependencies: []), .init(name: "B", dependencies: ["A"]),
        .init(name: "Plug", dependencies: ["tool"]), .init(name: "tool", dependencies: ["B"]),
      ])
    let page = """
      | `A` | a | standard library only |
      | `B` | b | A, swift-nio-ssh's NIOSSH |
      | `tool` | runs `a\\|b` | A |
      """
    let documented = Self.documentedTargets(page, known: ["A", "B", "Plug", "tool"])
    #expect(documented.map(\.name) == ["A", "B", "tool"])
    #expect(documented.first { $0.name == "tool" }?.dependencies == ["A"])
  }

  /// DECISIONS.md's index links every entry once, each link to an entry.
  @Test func theDecisionsIndexListsEveryEntryOnce() throws {
    let text = try String(
      contentsOf: Executable.repository.appendingPathComponent("DECISIONS.md"), encoding: .utf8)
    let parts = text.components(separatedBy: "\n## ")
    let index = try #require(parts.first { $0.hasPrefix("Index\n") }, "DECISIONS.md has no '## Index'")
    var anchors: [String] = []
    var seen: [String: Int] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("## ") && line != "## Index" {
      // GitHub numbers a repeated heading's anchor: -1, -2, …
      let anchor = ReadmeTests.anchor(of: line)
      let n = seen[anchor, default: 0]
      seen[anchor] = n + 1
      anchors.append(n == 0 ? anchor : "\(anchor)-\(n)")
    }
    let linked = index.matches(of: /\]\(#([^)\s]+)\)/).map { String($0.output.1) }
    #expect(anchors.count >= 180, "\(anchors.count) entries")
    #expect(Set(anchors).subtracting(linked).sorted() == [], "entries missing from the index")
    #expect(Set(linked).subtracting(anchors).sorted() == [], "index links to no entry")
    #expect(linked.count == Set(linked).count, "an entry listed twice")
  }
}
