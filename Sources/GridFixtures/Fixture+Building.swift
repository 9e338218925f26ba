extension Fixture {
  /// The text of a field of a fixture built in code: text as written, or a string of the app's
  /// string files (a ``TextReference``), resolved for a language when the fixture is shown.
  ///
  /// A string literal is written text: `"Apple"` is `.plain("Apple")`.
  public enum Text: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Text as written.
    case plain(String)
    /// A string of the string files the fixture reads (``Fixture/reading(strings:)``).
    case reference(TextReference)

    /// The string `key` of a table of the app's string files, its format specifiers filled with
    /// `arguments`: `.string("cart.count", arguments: [.number(3)])`.
    public static func string(
      _ key: String, table: String = TextReference.defaultTable, arguments: [Argument] = []
    ) -> Text {
      .reference(TextReference(key: key, arguments: arguments, table: table))
    }

    public init(stringLiteral value: String) { self = .plain(value) }

    /// What the field holds until the fixture is resolved: the text, or the reference's key (as a
    /// fixture file read with a reference has it).
    var fieldText: String {
      switch self {
      case .plain(let text): text
      case .reference(let reference): reference.key
      }
    }

    /// The reference, if any.
    var reference: TextReference? {
      if case .reference(let reference) = self { reference } else { nil }
    }
  }

  /// An item of a fixture built in code: its text, an optional title and the sizing hints of a
  /// fixture file's item (docs/fixtures.md). A string literal is an item of that text alone.
  public struct Item: Hashable, Sendable, ExpressibleByStringLiteral {
    public var title: Text?
    public var text: Text
    /// The most lines of text to show before truncating.
    public var maxLines: Int?
    /// How many columns the item takes.
    public var span: FixtureItem.Span?
    /// The whole cell's height in rows, overriding measurement.
    public var height: Int?

    /// An item: `Fixture.Item(title: "Apple", "Crisp and sweet.")`.
    public init(
      title: Text? = nil, _ text: Text, maxLines: Int? = nil, span: FixtureItem.Span? = nil,
      height: Int? = nil
    ) {
      self.title = title
      self.text = text
      self.maxLines = maxLines
      self.span = span
      self.height = height
    }

    public init(stringLiteral value: String) { self.init(.plain(value)) }
  }

  /// The fixture with its title set (text or a string of the string files).
  public func titled(_ title: Text) -> Fixture {
    var fixture = self
    fixture.set(title, at: .title)
    return fixture
  }

  /// The fixture reading its text references from these string files (String Catalogs, `.strings`
  /// files or folders of `xx.lproj` folders), relative to the fixture's folder as in a file.
  public func reading(strings files: String...) -> Fixture {
    var fixture = self
    fixture.strings += files
    return fixture
  }

  /// The fixture with a section added after its others.
  ///
  /// ```swift
  /// let shop = Fixture(title: "Shop", columns: .fixed(2))
  ///   .reading(strings: "Localizable.xcstrings")
  ///   .section(header: .string("section.fruit"), items: [
  ///     Fixture.Item(title: "Apple", "Crisp and sweet."),
  ///     Fixture.Item(.string("fruit.banana.body", arguments: [.number(3)]), maxLines: 4),
  ///   ])
  /// ```
  ///
  /// - Parameters:
  ///   - header: The section's header, or none.
  ///   - footer: The section's footer, or none.
  ///   - columns: The section's own column rule (nil: the fixture's).
  ///   - items: The section's items, in order.
  public func section(
    header: Text? = nil, footer: Text? = nil, columns: ColumnRule? = nil, items: [Item]
  ) -> Fixture {
    var fixture = self
    let s = fixture.sections.count
    fixture.sections.append(
      FixtureSection(
        header: header?.fieldText, footer: footer?.fieldText, columns: columns,
        items: items.map {
          FixtureItem(
            title: $0.title?.fieldText, text: $0.text.fieldText, height: $0.height, maxLines: $0.maxLines,
            span: $0.span)
        }))
    if let header { fixture.set(header, at: .header(section: s)) }
    if let footer { fixture.set(footer, at: .footer(section: s)) }
    for (i, item) in items.enumerated() {
      if let title = item.title { fixture.set(title, at: .itemTitle(section: s, item: i)) }
      fixture.set(item.text, at: .itemText(section: s, item: i))
    }
    return fixture
  }

  /// Puts `text` in `field`, and its reference (or none) in ``textReferences``.
  private mutating func set(_ text: Text, at field: TextField) {
    field.set(text.fieldText, in: &self)
    textReferences[field] = text.reference
  }
}
