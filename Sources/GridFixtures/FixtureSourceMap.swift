/// Where a loaded fixture's values are in its file: the position of an item, of a key's value in an
/// item or a section, or of a top-level key's value — so a finding about a cell can point at the
/// line and column of the value to change (the `height` that pins it, say).
///
/// It keeps the parsed file's tree, so it costs memory in proportion to the file; commands that need
/// positions (`audit`) ask for it with `Fixture.loadWithSourceMap(contentsOf:)`, the previewer does not.
///
/// ```swift
/// let (loaded, map) = try Fixture.loadWithSourceMap(contentsOf: "grid.json")
/// map.position(section: 0, item: 3, key: "height")   // 12:19, the `4` of "height": 4
/// ```
public struct FixtureSourceMap: Sendable {
  /// The file name positions belong to, as given.
  public let fileName: String
  private let root: JSONValue

  init(fileName: String, root: JSONValue) {
    self.fileName = fileName
    self.root = root
  }

  /// The position of item `item` of section `section`: its object's `{`, or its string.
  public func position(section: Int, item: Int) -> SourcePosition? {
    itemValue(section: section, item: item)?.position
  }

  /// The position of the value of `key` in an item (or, with `item` nil, in a section object), if
  /// the file wrote one there.
  public func position(section: Int, item: Int? = nil, key: String) -> SourcePosition? {
    let container = item.map { itemValue(section: section, item: $0) } ?? sectionValue(section)
    return container.flatMap { Self.member(key, of: $0) }?.position
  }

  /// The position of a top-level key's value, if the file wrote one.
  public func position(topLevelKey key: String) -> SourcePosition? {
    Self.member(key, of: root)?.position
  }

  /// The position of section `section`'s object.
  public func position(section: Int) -> SourcePosition? { sectionValue(section)?.position }

  private func sectionValue(_ index: Int) -> JSONValue? {
    guard let sections = Self.member("sections", of: root), case .array(let all) = sections.kind,
      all.indices.contains(index)
    else { return nil }
    return all[index]
  }

  private func itemValue(section: Int, item: Int) -> JSONValue? {
    guard let section = sectionValue(section), let items = Self.member("items", of: section),
      case .array(let all) = items.kind, all.indices.contains(item)
    else { return nil }
    return all[item]
  }

  private static func member(_ key: String, of value: JSONValue) -> JSONValue? {
    guard case .object(let members) = value.kind else { return nil }
    return members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
  }
}
