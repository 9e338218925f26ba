import GridText

/// Reads a fixture that is valid and has nothing to warn about straight from its bytes, in one pass
/// with no JSON tree, no positions and no diagnostics; `nil` for anything else.
///
/// The full reader (`JSONParser` then `FixtureValidator`) builds a tree of every value with its line
/// and column so that it can report every problem in a file. That is what `validate` and an editing
/// session need for a broken file, and what a large, correct file pays for without using it: about
/// four times the file in memory and most of the time of opening one. This reader takes the common
/// case — the fixture format exactly as documented, strict JSON, no unknown key — and gives up at
/// the first thing it is not sure of (an unknown or duplicate key, a value out of range, a number
/// with a fraction where an integer belongs, an escape it does not decode, invalid UTF-8), leaving
/// that file to the full reader, which then says what is wrong. So it never needs to be right about
/// a broken file, only to accept nothing the full reader would not accept as it is: a test compares
/// the two on every fixture of the repository, on generated ones, and on thousands of mutations.
struct FixtureFastReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Whether strings and items are made, or only checked (`isPlainlyValid`).
  private let builds: Bool
  private var offset = 0
  /// Sections whose insets name only some edges: completed from the fixture's insets at the end
  /// (the fixture's may come after them in the file).
  private var partialInsets: [(section: Int, edges: [(WritableKeyPath<Fixture.Insets, Int>, Int)])] = []
  /// Whether a pin (set to true) or a span was read: the full reader warns about those in a compat
  /// fixture, wherever `compat` stands.
  private var pinsOrSpans = false

  private init(_ bytes: UnsafeBufferPointer<UInt8>, builds: Bool) {
    self.bytes = bytes
    self.builds = builds
  }

  /// The fixture in `bytes`, or nil if this reader leaves the file to the full one.
  static func fixture(from bytes: [UInt8]) -> Fixture? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = FixtureFastReader(buffer, builds: true)
      return reader.document()
    }
  }

  /// Whether `bytes` is a fixture with nothing to report, checked without making its strings and
  /// items (what `validate` needs to know of a correct file).
  static func isPlainlyValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = FixtureFastReader(buffer, builds: false)
      return reader.document() != nil
    }
  }

  // MARK: The document

  private mutating func document() -> Fixture? {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    guard var fixture = topLevel() else { return nil }
    skipWhitespace()
    guard offset == bytes.count, !(fixture.compat && pinsOrSpans) else { return nil }
    for (index, edges) in partialInsets {
      var insets = fixture.insets
      for (edge, value) in edges { insets[keyPath: edge] = value }
      fixture.sections[index].insets = insets
    }
    return fixture
  }

  private static let fixtureKeys: [StaticString] = [
    "title", "layout", "columns", "insets", "interitemSpacing", "lineSpacing", "padding", "waterfall", "compat",
    "category", "collapseBorders", "pinHeaders", "pinFooters", "sections",
  ]

  private mutating func topLevel() -> Fixture? {
    var fixture = Fixture()
    var sawSections = false
    let complete = object(keys: Self.fixtureKeys) { reader, key in
      switch key {
      case 0: return reader.text().map { fixture.title = $0 } != nil
      case 1: return reader.choice().map { fixture.layout = $0 } != nil
      case 2: return reader.columnRule().map { fixture.columns = $0 } != nil
      case 3:
        guard let edges = reader.insetEdges() else { return false }
        for (edge, value) in edges { fixture.insets[keyPath: edge] = value }
        return true
      case 4: return reader.integer(in: FixtureValidator.distances).map { fixture.interitemSpacing = $0 } != nil
      case 5: return reader.integer(in: FixtureValidator.distances).map { fixture.lineSpacing = $0 } != nil
      case 6: return reader.integer(in: FixtureValidator.paddings).map { fixture.padding = $0 } != nil
      case 7: return reader.waterfall(into: &fixture)
      case 8: return reader.bool().map { fixture.compat = $0 } != nil
      case 9:
        // An empty or unknown text size is an error or a warning for the full reader.
        guard let name = reader.string(), !name.isEmpty, (try? ContentSizeCategory(parsing: name)) != nil else {
          return false
        }
        fixture.category = name
        return true
      case 10: return reader.bool().map { fixture.collapseBorders = $0 } != nil
      case 11: return reader.pin().map { fixture.pinHeaders = $0 } != nil
      case 12: return reader.pin().map { fixture.pinFooters = $0 } != nil
      default:
        sawSections = true
        return reader.sections().map { fixture.sections = $0 } != nil
      }
    }
    return complete && sawSections ? fixture : nil
  }

  private mutating func waterfall(into fixture: inout Fixture) -> Bool {
    object(keys: ["order", "stretch"]) { reader, key in
      key == 0
        ? reader.choice().map { fixture.waterfallOrder = $0 } != nil
        : reader.choice().map { fixture.waterfallStretch = $0 } != nil
    }
  }

  // MARK: Sections and items

  private static let sectionKeys: [StaticString] = [
    "header", "footer", "headerHeight", "footerHeight", "insets", "interitemSpacing", "lineSpacing", "columns",
    "pinHeaders", "pinFooters", "items",
  ]

  private mutating func sections() -> [FixtureSection]? {
    var sections: [FixtureSection] = []
    let complete = array { reader in
      guard let section = reader.section(index: sections.count) else { return false }
      // Checking only: a section with no items keeps the indexes of partial insets right.
      sections.append(reader.builds ? section : FixtureSection())
      return true
    }
    return complete ? sections : nil
  }

  private mutating func section(index: Int) -> FixtureSection? {
    var section = FixtureSection()
    let complete = object(keys: Self.sectionKeys) { reader, key in
      switch key {
      case 0: return reader.text().map { section.header = $0 } != nil
      case 1: return reader.text().map { section.footer = $0 } != nil
      case 2: return reader.integer(in: FixtureValidator.distances).map { section.headerHeight = $0 } != nil
      case 3: return reader.integer(in: FixtureValidator.distances).map { section.footerHeight = $0 } != nil
      case 4:
        guard let edges = reader.insetEdges() else { return false }
        reader.partialInsets.append((index, edges))
        return true
      case 5: return reader.integer(in: FixtureValidator.distances).map { section.interitemSpacing = $0 } != nil
      case 6: return reader.integer(in: FixtureValidator.distances).map { section.lineSpacing = $0 } != nil
      case 7: return reader.columnRule().map { section.columns = $0 } != nil
      case 8: return reader.pin().map { section.pinHeaders = $0 } != nil
      case 9: return reader.pin().map { section.pinFooters = $0 } != nil
      default: return reader.items().map { section.items = $0 } != nil
      }
    }
    return complete ? section : nil
  }

  private mutating func items() -> [FixtureItem]? {
    var items: [FixtureItem] = []
    let complete = array { reader in
      reader.skipWhitespace()
      guard reader.offset < reader.bytes.count else { return false }
      if reader.bytes[reader.offset] == UInt8(ascii: "\"") {
        guard let text = reader.text() else { return false }
        if reader.builds { items.append(FixtureItem(text: text)) }
        return true
      }
      guard let item = reader.item() else { return false }
      if reader.builds { items.append(item) }
      return true
    }
    return complete ? items : nil
  }

  private static let itemKeys: [StaticString] = ["title", "text", "height", "aspectRatio", "maxLines", "span"]

  private mutating func item() -> FixtureItem? {
    var item = FixtureItem(text: "")
    let complete = object(keys: Self.itemKeys) { reader, key in
      switch key {
      case 0: return reader.text().map { item.title = $0 } != nil
      case 1: return reader.text().map { item.text = $0 } != nil
      case 2: return reader.integer(in: FixtureValidator.distances).map { item.height = $0 } != nil
      case 3: return reader.aspectRatio().map { item.aspectRatio = $0 } != nil
      case 4: return reader.integer(in: FixtureValidator.maxLines).map { item.maxLines = $0 } != nil
      default:
        reader.pinsOrSpans = true
        return reader.span().map { item.span = $0 } != nil
      }
    }
    return complete ? item : nil
  }

  // MARK: Structured values

  private mutating func insetEdges() -> [(WritableKeyPath<Fixture.Insets, Int>, Int)]? {
    let paths: [WritableKeyPath<Fixture.Insets, Int>] = [\.top, \.left, \.bottom, \.right]
    var edges: [(WritableKeyPath<Fixture.Insets, Int>, Int)] = []
    let complete = object(keys: ["top", "left", "bottom", "right"]) { reader, key in
      guard let value = reader.integer(in: FixtureValidator.distances) else { return false }
      edges.append((paths[key], value))
      return true
    }
    return complete ? edges : nil
  }

  private mutating func columnRule() -> ColumnRule? {
    skipWhitespace()
    guard offset < bytes.count else { return nil }
    if bytes[offset] != UInt8(ascii: "{") {
      return integer(in: FixtureValidator.columnCounts).map(ColumnRule.fixed)
    }
    var rule: ColumnRule?
    let complete = object(keys: ["breakpoints", "minColumnWidth"]) { reader, key in
      guard rule == nil else { return false }  // both keys: an error for the full reader
      rule =
        key == 0
        ? reader.breakpoints().map(ColumnRule.breakpoints)
        : reader.integer(in: FixtureValidator.minColumnWidths).map(ColumnRule.minColumnWidth)
      return rule != nil
    }
    return complete ? rule : nil
  }

  /// At least one, the first at 0, each wider than the one before, every one with both keys.
  private mutating func breakpoints() -> [ColumnBreakpoint]? {
    var breakpoints: [ColumnBreakpoint] = []
    let complete = array { reader in
      var minWidth: Int?
      var columns: Int?
      let whole = reader.object(keys: ["minWidth", "columns"]) { reader, key in
        if key == 0 {
          minWidth = reader.integer(in: FixtureValidator.minWidths)
          return minWidth != nil
        }
        columns = reader.integer(in: FixtureValidator.columnCounts)
        return columns != nil
      }
      guard whole, let minWidth, let columns else { return false }
      if let previous = breakpoints.last {
        guard minWidth > previous.minWidth else { return false }
      } else {
        guard minWidth == 0 else { return false }
      }
      breakpoints.append(ColumnBreakpoint(minWidth: minWidth, columns: columns))
      return true
    }
    return complete && !breakpoints.isEmpty ? breakpoints : nil
  }

  // MARK: Containers

  /// An object whose keys are all among `keys`, each at most once; `member` reads the value of key
  /// number `k` and says whether it was fine. False for anything else.
  private mutating func object(keys: [StaticString], member: (inout FixtureFastReader, Int) -> Bool) -> Bool {
    skipWhitespace()
    guard take(UInt8(ascii: "{")) else { return false }
    skipWhitespace()
    if take(UInt8(ascii: "}")) { return true }
    var seen: UInt64 = 0
    while true {
      skipWhitespace()
      guard let key = key(among: keys), seen & (1 << key) == 0 else { return false }
      seen |= 1 << key
      skipWhitespace()
      guard take(UInt8(ascii: ":")), member(&self, key) else { return false }
      skipWhitespace()
      if take(UInt8(ascii: ",")) { continue }
      return take(UInt8(ascii: "}"))
    }
  }

  /// An array; `element` reads one element and says whether it was fine.
  private mutating func array(element: (inout FixtureFastReader) -> Bool) -> Bool {
    skipWhitespace()
    guard take(UInt8(ascii: "[")) else { return false }
    skipWhitespace()
    if take(UInt8(ascii: "]")) { return true }
    while true {
      guard element(&self) else { return false }
      skipWhitespace()
      if take(UInt8(ascii: ",")) { continue }
      return take(UInt8(ascii: "]"))
    }
  }

  /// The index in `keys` of the key at the reader (a string without escapes), or nil.
  private mutating func key(among keys: [StaticString]) -> Int? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = offset
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
      guard bytes[offset] != UInt8(ascii: "\\") else { return nil }
      offset += 1
    }
    guard offset < bytes.count else { return nil }
    let length = offset - start
    offset += 1
    let found = keys.firstIndex { name in
      name.utf8CodeUnitCount == length
        && (0..<length).allSatisfy { name.utf8Start[$0] == bytes[start + $0] }
    }
    return found
  }

  // MARK: Scalars

  /// Text the fixture shows (a title, a header, an item's text): a string, or only checked as one
  /// when the reader only checks (an empty string then stands for it).
  private mutating func text() -> String? { string(making: builds) }

  /// A string, decoded exactly as the full reader decodes it; nil for a control character, invalid
  /// UTF-8 or a surrogate escape. `making` false checks it without making it.
  private mutating func string(making: Bool = true) -> String? {
    skipWhitespace()
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let text = making ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) : ""
        offset += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
      if byte < 0x20 { return nil }
      if byte < 0x80 {
        offset += 1
      } else {
        let length = Self.utf8SequenceLength(bytes, at: offset)
        guard length > 0 else { return nil }
        offset += length
      }
    }
    return nil
  }

  /// The rest of a string that has an escape, from its first character at `start`.
  private mutating func escapedString(from start: Int) -> String? {
    var scratch = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return String(decoding: scratch, as: UTF8.self)
      case UInt8(ascii: "\\"):
        offset += 1
        guard offset < bytes.count else { return nil }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
          // Surrogates (pairs and lone ones) are left to the full reader.
          guard let unit = hex4(), !(0xD800...0xDFFF).contains(unit), let scalar = Unicode.Scalar(unit) else {
            return nil
          }
          scratch.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      case 0..<0x20: return nil
      case 0x20..<0x80:
        scratch.append(byte)
        offset += 1
      default:
        let length = Self.utf8SequenceLength(bytes, at: offset)
        guard length > 0 else { return nil }
        scratch.append(contentsOf: bytes[offset..<offset + length])
        offset += length
      }
    }
    return nil
  }

  private mutating func hex4() -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
      offset += 1
    }
    return value
  }

  /// A whole number written as one (no fraction or exponent, at most 16 characters) in `range`.
  private mutating func integer(in range: ClosedRange<Int>) -> Int? {
    skipWhitespace()
    let start = offset
    let negative = take(UInt8(ascii: "-"))
    let digits = offset
    var value = 0
    while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
      value = value &* 10 &+ Int(bytes[offset] - UInt8(ascii: "0"))
      offset += 1
    }
    let count = offset - digits
    guard count > 0, offset - start <= 16, count == 1 || bytes[digits] != UInt8(ascii: "0") else { return nil }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") || bytes[offset] | 0x20 == UInt8(ascii: "e") {
      return nil
    }
    let result = negative ? -value : value
    // "-0" is 0 to the full reader too.
    return range.contains(result) ? result : nil
  }

  /// A number greater than 0 and at most the validator's limit, converted as the full reader does.
  private mutating func aspectRatio() -> Double? {
    skipWhitespace()
    let start = offset
    _ = take(UInt8(ascii: "-"))
    func digits() -> Int {
      let from = offset
      while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
        offset += 1
      }
      return offset - from
    }
    let whole = offset
    guard digits() > 0, offset - whole == 1 || bytes[whole] != UInt8(ascii: "0") else { return nil }
    var isInteger = true
    if take(UInt8(ascii: ".")) {
      isInteger = false
      guard digits() > 0 else { return nil }
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      guard digits() > 0 else { return nil }
    }
    let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    let value: Double
    if isInteger && offset - start <= 16 {
      value = Double(Int(literal) ?? 0)
    } else {
      guard let parsed = Double(literal) else { return nil }
      value = parsed
    }
    guard value.isFinite, value > 0, value <= FixtureValidator.maxAspectRatio else { return nil }
    return value
  }

  /// A pin flag; one set to true counts for `compat` (see `pinsOrSpans`).
  private mutating func pin() -> Bool? {
    let flag = bool()
    if flag == true { pinsOrSpans = true }
    return flag
  }

  /// A column count (1…1000) or `"full"`.
  private mutating func span() -> FixtureItem.Span? {
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
      return string() == FixtureItem.Span.fullName ? .full : nil
    }
    return integer(in: FixtureValidator.spans).map(FixtureItem.Span.columns)
  }

  private mutating func bool() -> Bool? {
    skipWhitespace()
    if matches("true") { return true }
    if matches("false") { return false }
    return nil
  }

  /// One of an enumeration's JSON names.
  private mutating func choice<Choice: RawRepresentable>() -> Choice? where Choice.RawValue == String {
    string().flatMap(Choice.init(rawValue:))
  }

  // MARK: Bytes

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x0A, 0x0D, 0x09: offset += 1
      default: return
      }
    }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  private mutating func matches(_ word: StaticString) -> Bool {
    let length = word.utf8CodeUnitCount
    guard offset + length <= bytes.count, (0..<length).allSatisfy({ word.utf8Start[$0] == bytes[offset + $0] })
    else { return false }
    offset += length
    return true
  }

  /// The length of the well-formed UTF-8 sequence at `i` (shortest form, no surrogates, at most
  /// U+10FFFF), or 0 — the full reader's rule.
  static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    func continuation(_ j: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      j < bytes.count && bytes[j] >= low && bytes[j] <= high
    }
    switch bytes[i] {
    case 0x00..<0x80: return 1
    case 0xC2...0xDF: return continuation(i + 1) ? 2 : 0
    case 0xE0: return continuation(i + 1, 0xA0) && continuation(i + 2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(i + 1) && continuation(i + 2) ? 3 : 0
    case 0xED: return continuation(i + 1, 0x80, 0x9F) && continuation(i + 2) ? 3 : 0
    case 0xF0: return continuation(i + 1, 0x90) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
    case 0xF1...0xF3: return continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
    case 0xF4: return continuation(i + 1, 0x80, 0x8F) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
    default: return 0
    }
  }
}
