import Foundation
import Testing

/// The engine's DocC catalog (`Sources/GridLayout/GridLayout.docc`) names only what exists: every
/// symbol link is a public type of GridLayout, every public type is listed under a topic, and every
/// article link names an article of the catalog. (`swift package generate-documentation --target
/// GridLayout --warnings-as-errors` builds the whole catalog; it takes a minute, so the suite checks
/// this much.)
@Suite struct DocumentationCatalogTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/GridLayout")
  static let catalog = sources.appendingPathComponent("GridLayout.docc")

  static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// Every `public struct|enum|protocol|class Name` declared at the top level of GridLayout.
  static func publicTypes() throws -> Set<String> {
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      $0.hasSuffix(".swift")
    }
    var names: Set<String> = []
    for file in files {
      for line in try text(sources.appendingPathComponent(file)).split(separator: "\n") {
        if let match = line.wholeMatch(of: /public (?:struct|enum|protocol|final class|class) (\w+).*/) {
          names.insert(String(match.output.1))
        }
      }
    }
    return names
  }

  @Test func everySymbolLinkIsAPublicTypeAndEveryPublicTypeIsListed() throws {
    let types = try Self.publicTypes()
    #expect(types.count >= 20, "\(types)")
    let root = try Self.text(Self.catalog.appendingPathComponent("GridLayout.md"))
    let listed = Set(root.matches(of: /^- ``(\w+)``$/.anchorsMatchLineEndings()).map { String($0.output.1) })
    for name in listed {
      #expect(types.contains(name), "GridLayout.md lists \(name), which is no public type")
    }
    for name in types { #expect(listed.contains(name), "GridLayout.md lists no topic for \(name)") }
  }

  @Test func everyArticleLinkNamesAnArticle() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter {
      $0.hasSuffix(".md")
    }
    let articles = Set(files.map { String($0.dropLast(3)) })
    #expect(articles.contains("UsingTheEngine"))
    for file in files {
      for link in try Self.text(Self.catalog.appendingPathComponent(file)).matches(of: /<doc:(\w+)>/) {
        #expect(articles.contains(String(link.output.1)), "\(file) links <doc:\(link.output.1)>")
      }
    }
  }
}
