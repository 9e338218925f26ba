import GridJSON
import GridLayout

/// Writes fixtures as compact JSON text, keys in a fixed order, into a byte buffer.
///
/// Whole fixtures go through ``encode(_:)``; the generator streams a fixture piece by piece with
/// ``beginFixture(_:)``, ``beginSection(_:)``, ``item(_:)``, ``endSection()`` and ``endFixture()``
/// so that a million items never exist as values at once. Both produce the same bytes.
///
/// Keys are written in the order of `FixtureSchema`'s tables, each when its `get` gives a value:
/// fixture-level settings always, except `category` when unset and `pinHeaders`/`pinFooters` when
/// false (so fixtures without them encode as before); section and item settings only when set (an
/// item's text only when not empty), and an item that is only text is written as a bare string.
///
/// Strings are written by `JSONString`: `"`, `\`, the C0 controls (short forms where JSON has them),
/// DEL and the C1 controls escaped, everything else as UTF-8. Numbers are integers, except aspect
/// ratios, written in the shortest form that reads back as the same `Double` (a non-finite one,
/// which the readers never let through, is written as `null`).
struct FixtureEncoder {
  private(set) var bytes: [UInt8] = []
  private var itemsInSection = 0
  private var sectionsInFixture = 0
  /// The fixture's text references, written where their fields stand, and the object being written
  /// (which field a `title` or `text` key is).
  private var references: [Fixture.TextField: Fixture.TextReference] = [:]
  private var writing = Writing.fixture

  private enum Writing {
    case fixture, section, item
  }

  init(reservingCapacity capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The JSON text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func encode(_ fixture: Fixture) {
    beginFixture(fixture)
    for section in fixture.sections {
      beginSection(section)
      for item in section.items {
        self.item(item)
      }
      endSection()
    }
    endFixture()
  }

  // MARK: Streaming

  /// Writes the fixture's settings and opens its `sections` array; its own sections are ignored.
  mutating func beginFixture(_ fixture: Fixture) {
    bytes.append(UInt8(ascii: "{"))
    references = fixture.textReferences
    writing = .fixture
    members(FixtureSchema.fixture, of: fixture)
    sectionsInFixture = 0
  }

  /// Writes the section's settings and opens its `items` array; its own items are ignored.
  mutating func beginSection(_ section: FixtureSection) {
    Self.separate(&bytes, count: &sectionsInFixture)
    bytes.append(UInt8(ascii: "{"))
    writing = .section
    members(FixtureSchema.section, of: section)
    itemsInSection = 0
  }

  mutating func item(_ item: FixtureItem) {
    Self.separate(&bytes, count: &itemsInSection)
    writing = .item
    if item.isPlainText && (references.isEmpty || field(named: "text").flatMap { references[$0] } == nil) {
      string(item.text)
      return
    }
    bytes.append(UInt8(ascii: "{"))
    members(FixtureSchema.item, of: item)
    bytes.append(UInt8(ascii: "}"))
  }

  mutating func endSection() { append("]}") }

  mutating func endFixture() { append("]}") }

  /// A comma before each element of an array but the first; `count` counts them.
  private static func separate(_ bytes: inout [UInt8], count: inout Int) {
    if count > 0 { bytes.append(UInt8(ascii: ",")) }
    count += 1
  }

  // MARK: Values

  /// Writes `owner`'s members that have a value, in the table's order and separated by commas; an
  /// array member (`sections`, `items`) is opened, for what is streamed into it, and ends them.
  private mutating func members<Owner>(_ table: FixtureSchema.Table<Owner>, of owner: Owner) {
    var first = true
    // By index: a member is large (its closures), and not copied this way.
    for index in table.members.indices {
      let name = table.keys[index]
      switch table.members[index].value {
      case .text(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        string(value)
      case .localizable(let get, _):
        if !references.isEmpty, let field = field(named: table.names[index]),
          let reference = references[field]
        {
          key(name, first: &first)
          bytes.append(UInt8(ascii: "{"))
          members(FixtureSchema.textReference, of: reference)
          bytes.append(UInt8(ascii: "}"))
          continue
        }
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        string(value)
      case .paths(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "["))
        for (index, path) in value.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          string(path)
        }
        bytes.append(UInt8(ascii: "]"))
      case .arguments(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "["))
        for (index, argument) in value.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          switch argument {
          case .number(let number) where number.isFinite && number.rounded() == number && abs(number) < 1e15:
            integer(Int(number))
          case .number(let number): append(number.isFinite ? number.description : "null")
          case .text(let text): string(text)
          }
        }
        bytes.append(UInt8(ascii: "]"))
      case .integer(_, let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        integer(value)
      case .positiveNumber(_, let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        // Shortest form that reads back as the same Double; a non-finite one (which the readers never
        // let through) as null.
        append(value.isFinite ? value.description : "null")
      case .flag(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        append(value ? "true" : "false")
      case .name(_, let get, _), .textSize(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        string(value)
      case .columns(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        columnRule(value)
      case .breakpoints(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "["))
        for (index, breakpoint) in value.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          bytes.append(UInt8(ascii: "{"))
          members(FixtureSchema.breakpoint, of: breakpoint)
          bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
      case .insets(_, let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "{"))
        members(FixtureSchema.insets, of: value)
        bytes.append(UInt8(ascii: "}"))
      case .span(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        switch value {
        case .columns(let count): integer(count)
        case .full: string(FixtureItem.Span.fullName)
        }
      case .points(_, let get, _), .pointsOrInfinity(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        number(value)
      case .names(_, let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "["))
        for (index, name) in value.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          string(name)
        }
        bytes.append(UInt8(ascii: "]"))
      case .lazyVGrid(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "{"))
        members(FixtureSchema.lazyVGrid, of: value)
        bytes.append(UInt8(ascii: "}"))
      case .gridColumns(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "["))
        for (index, column) in value.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          bytes.append(UInt8(ascii: "{"))
          members(FixtureSchema.gridColumn, of: column)
          bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
      case .sizeBounds(let adaptive, let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "{"))
        members(adaptive ? FixtureSchema.adaptiveBounds : FixtureSchema.flexibleBounds, of: value)
        bytes.append(UInt8(ascii: "}"))
      case .compositional(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.compositionalSection, of: value)
      case .layoutGroup(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.layoutGroup, of: value)
      case .groupBody(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.groupBody, of: value)
      case .subitems(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        bytes.append(UInt8(ascii: "["))
        for (index, subitem) in value.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          object(FixtureSchema.subitem, of: FixtureSchema.SubitemDraft(subitem))
        }
        bytes.append(UInt8(ascii: "]"))
      case .subitem(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.subitem, of: FixtureSchema.SubitemDraft(value))
      case .layoutSize(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.layoutSize, of: value)
      case .dimension(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.dimension, of: value)
      case .itemSpacing(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.itemSpacing, of: value)
      case .directionalInsets(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.directionalInsets, of: value)
      case .boundaryItem(let get, _):
        guard let value = get(owner) else { continue }
        key(name, first: &first)
        object(FixtureSchema.boundaryItem, of: value)
      case .group(let group):
        key(name, first: &first)
        bytes.append(UInt8(ascii: "{"))
        members(group, of: owner)
        bytes.append(UInt8(ascii: "}"))
      case .sections, .items:
        key(name, first: &first)
        bytes.append(UInt8(ascii: "["))
        return
      }
    }
  }

  /// The text field a key of the object being written is.
  private func field(named key: String) -> Fixture.TextField? {
    let section = sectionsInFixture - 1
    switch (writing, key) {
    case (.fixture, "title"): return .title
    case (.section, "header"): return .header(section: section)
    case (.section, "footer"): return .footer(section: section)
    case (.item, "title"): return .itemTitle(section: section, item: itemsInSection - 1)
    case (.item, "text"): return .itemText(section: section, item: itemsInSection - 1)
    default: return nil
    }
  }

  /// `owner` as an object by `table`.
  private mutating func object<Owner>(_ table: FixtureSchema.Table<Owner>, of owner: Owner) {
    bytes.append(UInt8(ascii: "{"))
    members(table, of: owner)
    bytes.append(UInt8(ascii: "}"))
  }

  /// A count as a number, any other rule as an object.
  private mutating func columnRule(_ rule: ColumnRule) {
    if case .fixed(let columns) = rule {
      integer(columns)
      return
    }
    bytes.append(UInt8(ascii: "{"))
    members(FixtureSchema.columnRule, of: rule)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Writes `"key":`, after a comma unless it is the object's first.
  private mutating func key(_ key: StaticString, first: inout Bool) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    first = false
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  private mutating func integer(_ value: Int) {
    append(String(value))
  }

  /// A number of points: whole ones as integers, others in the shortest form that reads back as the
  /// same `Double` (a non-finite one, which the readers never let through, as null).
  private mutating func number(_ value: Double) {
    if value.rounded() == value, abs(value) < 1e15 {
      integer(Int(value))
    } else {
      append(value.isFinite ? value.description : "null")
    }
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Writes `text` as a JSON string.
  mutating func string(_ text: String) {
    JSONString.append(text, to: &bytes)
  }
}
