import GridJSON

/// Writes fixtures as compact JSON text, keys in a fixed order, into a byte buffer.
///
/// Whole fixtures go through ``encode(_:)``; the generator streams a fixture piece by piece with
/// ``beginFixture(_:)``, ``beginSection(_:)``, ``item(_:)``, ``endSection()`` and ``endFixture()``
/// so that a million items never exist as values at once. Both produce the same bytes.
///
/// Key order: `title, layout, columns, insets, interitemSpacing, lineSpacing, padding, waterfall,
/// compat, category, collapseBorders, pinHeaders, pinFooters, sections`; in sections `header, footer,
/// headerHeight, footerHeight, insets, interitemSpacing, lineSpacing, columns, pinHeaders, pinFooters,
/// items`; in items `title, text, height, aspectRatio, maxLines, span`. Fixture-level settings are
/// always written, except `category` when unset and `pinHeaders`/`pinFooters` when false (so fixtures
/// without them encode as before); section and item settings only when set (an item's text only when
/// not empty), and an item that is only text is written as a bare string.
///
/// Strings escape `"`, `\`, the C0 controls (short forms where JSON has them), DEL and the C1
/// controls; everything else is written as UTF-8. Numbers are integers, except aspect ratios,
/// written in the shortest form that reads back as the same `Double` (a non-finite one, which the
/// validator never lets through, is written as `null`).
struct FixtureEncoder {
  private(set) var bytes: [UInt8] = []
  private var itemsInSection = 0
  private var sectionsInFixture = 0

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
    append("{\"title\":")
    string(fixture.title)
    append(",\"layout\":")
    string(fixture.layout.rawValue)
    append(",\"columns\":")
    columnRule(fixture.columns)
    append(",\"insets\":")
    insets(fixture.insets)
    append(",\"interitemSpacing\":")
    integer(fixture.interitemSpacing)
    append(",\"lineSpacing\":")
    integer(fixture.lineSpacing)
    append(",\"padding\":")
    integer(fixture.padding)
    append(",\"waterfall\":{\"order\":")
    string(fixture.waterfallOrder.rawValue)
    append(",\"stretch\":")
    string(fixture.waterfallStretch.rawValue)
    append("},\"compat\":")
    append(fixture.compat ? "true" : "false")
    if let category = fixture.category {
      append(",\"category\":")
      string(category)
    }
    append(",\"collapseBorders\":")
    append(fixture.collapseBorders ? "true" : "false")
    if fixture.pinHeaders { append(",\"pinHeaders\":true") }
    if fixture.pinFooters { append(",\"pinFooters\":true") }
    append(",\"sections\":[")
    sectionsInFixture = 0
  }

  /// Writes the section's settings and opens its `items` array; its own items are ignored.
  mutating func beginSection(_ section: FixtureSection) {
    if sectionsInFixture > 0 { bytes.append(UInt8(ascii: ",")) }
    sectionsInFixture += 1
    bytes.append(UInt8(ascii: "{"))
    if let header = section.header {
      append("\"header\":")
      string(header)
      bytes.append(UInt8(ascii: ","))
    }
    if let footer = section.footer {
      append("\"footer\":")
      string(footer)
      bytes.append(UInt8(ascii: ","))
    }
    optionalInteger("headerHeight", section.headerHeight)
    optionalInteger("footerHeight", section.footerHeight)
    if let insets = section.insets {
      append("\"insets\":")
      self.insets(insets)
      bytes.append(UInt8(ascii: ","))
    }
    optionalInteger("interitemSpacing", section.interitemSpacing)
    optionalInteger("lineSpacing", section.lineSpacing)
    if let columns = section.columns {
      append("\"columns\":")
      columnRule(columns)
      bytes.append(UInt8(ascii: ","))
    }
    optionalBool("pinHeaders", section.pinHeaders)
    optionalBool("pinFooters", section.pinFooters)
    append("\"items\":[")
    itemsInSection = 0
  }

  mutating func item(_ item: FixtureItem) {
    if itemsInSection > 0 { bytes.append(UInt8(ascii: ",")) }
    itemsInSection += 1
    if item.isPlainText {
      string(item.text)
      return
    }
    // Every key is optional, so each after the first starts with a comma.
    var separator = UInt8(ascii: "{")
    if let title = item.title {
      bytes.append(separator)
      append("\"title\":")
      string(title)
      separator = UInt8(ascii: ",")
    }
    if !item.text.isEmpty {
      bytes.append(separator)
      append("\"text\":")
      string(item.text)
      separator = UInt8(ascii: ",")
    }
    if let height = item.height {
      bytes.append(separator)
      append("\"height\":")
      integer(height)
      separator = UInt8(ascii: ",")
    }
    if let aspectRatio = item.aspectRatio {
      bytes.append(separator)
      append("\"aspectRatio\":")
      append(aspectRatio.isFinite ? aspectRatio.description : "null")
      separator = UInt8(ascii: ",")
    }
    if let maxLines = item.maxLines {
      bytes.append(separator)
      append("\"maxLines\":")
      integer(maxLines)
      separator = UInt8(ascii: ",")
    }
    if let span = item.span {
      bytes.append(separator)
      append("\"span\":")
      switch span {
      case .columns(let count): integer(count)
      case .full: string(FixtureItem.Span.fullName)
      }
    }
    bytes.append(UInt8(ascii: "}"))
  }

  mutating func endSection() { append("]}") }

  mutating func endFixture() { append("]}") }

  // MARK: Values

  private mutating func columnRule(_ rule: ColumnRule) {
    switch rule {
    case .fixed(let columns):
      integer(columns)
    case .minColumnWidth(let width):
      append("{\"minColumnWidth\":")
      integer(width)
      bytes.append(UInt8(ascii: "}"))
    case .breakpoints(let breakpoints):
      append("{\"breakpoints\":[")
      for (index, breakpoint) in breakpoints.enumerated() {
        append(index == 0 ? "{\"minWidth\":" : ",{\"minWidth\":")
        integer(breakpoint.minWidth)
        append(",\"columns\":")
        integer(breakpoint.columns)
        bytes.append(UInt8(ascii: "}"))
      }
      append("]}")
    }
  }

  private mutating func insets(_ insets: Fixture.Insets) {
    append("{\"top\":")
    integer(insets.top)
    append(",\"left\":")
    integer(insets.left)
    append(",\"bottom\":")
    integer(insets.bottom)
    append(",\"right\":")
    integer(insets.right)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Writes `"key":value,` when there is a value.
  private mutating func optionalInteger(_ key: String, _ value: Int?) {
    guard let value else { return }
    bytes.append(UInt8(ascii: "\""))
    append(key)
    append("\":")
    integer(value)
    bytes.append(UInt8(ascii: ","))
  }

  /// Writes `"key":true,` or `"key":false,` when there is a value.
  private mutating func optionalBool(_ key: String, _ value: Bool?) {
    guard let value else { return }
    bytes.append(UInt8(ascii: "\""))
    append(key)
    append(value ? "\":true," : "\":false,")
  }

  private mutating func integer(_ value: Int) {
    append(String(value))
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Writes `text` as a JSON string.
  mutating func string(_ text: String) {
    JSONString.append(text, to: &bytes)
  }
}
