extension Fixture {
  /// A text field that names a string of the app's string files instead of holding text:
  /// `{"key": "fruit.apple.body", "arguments": [3], "table": "Localizable"}` in the file.
  ///
  /// The field itself holds the key until the fixture is resolved for a language (GridStrings'
  /// `Fixture.localized`), which is what a key with no value shows anyway.
  public struct TextReference: Hashable, Sendable {
    /// The string's key in its table.
    public var key: String
    /// What the string's format specifiers (`%@`, `%lld`, `%1$@`) are filled with, in order.
    public var arguments: [Argument]
    /// The table: a `.strings`/`.stringsdict` file's or a String Catalog's name without extension.
    public var table: String
    /// Where the reference is in the fixture file, for messages; not part of its identity (two
    /// references to the same string with the same arguments are equal wherever they stand).
    public var position: SourcePosition

    /// The table a reference without `table` names.
    public static let defaultTable = "Localizable"

    public init(
      key: String, arguments: [Argument] = [], table: String = defaultTable, position: SourcePosition = .start
    ) {
      self.key = key
      self.arguments = arguments
      self.table = table
      self.position = position
    }

    public static func == (a: Self, b: Self) -> Bool {
      a.key == b.key && a.arguments == b.arguments && a.table == b.table
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(arguments)
      hasher.combine(table)
    }
  }

  /// One argument of a ``TextReference``: a JSON number or string.
  public enum Argument: Hashable, Sendable {
    case number(Double)
    case text(String)
  }

  /// A text field of a fixture, where a ``TextReference`` may stand.
  public enum TextField: Hashable, Sendable {
    /// The fixture's title.
    case title
    /// A section's header.
    case header(section: Int)
    /// A section's footer.
    case footer(section: Int)
    /// An item's title.
    case itemTitle(section: Int, item: Int)
    /// An item's text.
    case itemText(section: Int, item: Int)

    /// The field's text in `fixture` (`nil` for a field that has none, or is out of range).
    public func text(in fixture: Fixture) -> String? {
      switch self {
      case .title: return fixture.title
      case .header(let s): return fixture.sections.indices.contains(s) ? fixture.sections[s].header : nil
      case .footer(let s): return fixture.sections.indices.contains(s) ? fixture.sections[s].footer : nil
      case .itemTitle(let s, let i):
        guard fixture.sections.indices.contains(s), fixture.sections[s].items.indices.contains(i) else {
          return nil
        }
        return fixture.sections[s].items[i].title
      case .itemText(let s, let i):
        guard fixture.sections.indices.contains(s), fixture.sections[s].items.indices.contains(i) else {
          return nil
        }
        return fixture.sections[s].items[i].text
      }
    }

    /// Sets the field's text in `fixture`; a field out of range is left alone.
    public func set(_ text: String, in fixture: inout Fixture) {
      switch self {
      case .title: fixture.title = text
      case .header(let s) where fixture.sections.indices.contains(s): fixture.sections[s].header = text
      case .footer(let s) where fixture.sections.indices.contains(s): fixture.sections[s].footer = text
      case .itemTitle(let s, let i)
      where fixture.sections.indices.contains(s) && fixture.sections[s].items.indices.contains(i):
        fixture.sections[s].items[i].title = text
      case .itemText(let s, let i)
      where fixture.sections.indices.contains(s) && fixture.sections[s].items.indices.contains(i):
        fixture.sections[s].items[i].text = text
      default: break
      }
    }

    /// Every text field of `fixture` that holds text, in file order.
    public static func all(in fixture: Fixture) -> [TextField] {
      var fields: [TextField] = [.title]
      for (s, section) in fixture.sections.enumerated() {
        if section.header != nil { fields.append(.header(section: s)) }
        if section.footer != nil { fields.append(.footer(section: s)) }
        for (i, item) in section.items.enumerated() {
          if item.title != nil { fields.append(.itemTitle(section: s, item: i)) }
          fields.append(.itemText(section: s, item: i))
        }
      }
      return fields
    }

    /// The field a fixture's JSON path names (`sections[0].items[3].text`), or nil.
    static func at(_ path: [JSONPathComponent]) -> TextField? {
      func key(_ n: Int) -> String? { if case .key(let key) = path[n] { key } else { nil } }
      func index(_ n: Int) -> Int? { if case .index(let index) = path[n] { index } else { nil } }
      if path.count == 1 { return key(0) == "title" ? .title : nil }
      guard path.count == 3 || path.count == 5, key(0) == "sections", let s = index(1) else { return nil }
      if path.count == 3 {
        switch key(2) {
        case "header": return .header(section: s)
        case "footer": return .footer(section: s)
        default: return nil
        }
      }
      guard key(2) == "items", let i = index(3) else { return nil }
      switch key(4) {
      case "title": return .itemTitle(section: s, item: i)
      case "text": return .itemText(section: s, item: i)
      default: return nil
      }
    }
  }
}

extension Fixture {
  /// The fixture with every place in its file forgotten (where its string files and text references
  /// were written): what it says, whatever its layout on the page. Encoding a fixture and reading it
  /// back gives the same fixture but for those places (`encodedJSON()` writes compact JSON).
  public var withoutSourcePositions: Fixture {
    var fixture = self
    fixture.stringPositions = fixture.stringPositions.map { _ in SourcePosition(line: 0, column: 0) }
    for field in fixture.textReferences.keys {
      fixture.textReferences[field]?.position = SourcePosition(line: 0, column: 0)
    }
    return fixture
  }
}
