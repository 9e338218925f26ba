import Dispatch
import GridText
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

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
  /// Above how many bytes of sections they are read on every core.
  private var parallelAbove = 1 << 20
  private var offset = 0
  /// Sections whose insets name only some edges: completed from the fixture's insets at the end
  /// (the fixture's may come after them in the file).
  private var partialInsets: [(section: Int, edges: [(WritableKeyPath<Fixture.Insets, Int>, Int)])] = []
  /// Whether a pin (set to true) or a span was read: the full reader warns about those in a compat
  /// grid (`FixtureValidator.compatApplies(to:)`), wherever `compat` and `layout` stand.
  private var pinsOrSpans = false

  private init(_ bytes: UnsafeBufferPointer<UInt8>, builds: Bool) {
    self.bytes = bytes
    self.builds = builds
  }

  /// The fixture in `bytes`, or nil if this reader leaves the file to the full one.
  static func fixture(from bytes: [UInt8], parallelAbove: Int = 1 << 20) -> Fixture? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = FixtureFastReader(buffer, builds: true)
      reader.parallelAbove = parallelAbove
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
    guard offset == bytes.count, !(FixtureValidator.compatApplies(to: fixture) && pinsOrSpans) else {
      return nil
    }
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
        return (reader.sectionsInParallel() ?? reader.sections()).map { fixture.sections = $0 } != nil
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

  /// The sections of a large fixture read on every core: a quick scan finds where each section
  /// starts, and runs of sections of about equal size are read at once by readers of their own.
  /// Nil (the reader then reads them in turn) for a small fixture or one the scan cannot split;
  /// a run that is not plainly valid makes the whole file go to the full reader as usual.
  private mutating func sectionsInParallel() -> [FixtureSection]?? {
    let workers = min(8, max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    guard builds, workers > 1, bytes.count - offset > parallelAbove else { return nil }
    let start = offset
    guard let scan = Self.scanArray(bytes, from: offset), scan.elements.count >= 2 * workers else {
      offset = start
      return nil
    }
    // Runs of about equal bytes, each a whole number of sections.
    let total = scan.end - scan.elements[0]
    var cuts: [Range<Int>] = []
    var first = 0
    for k in 1...workers {
      let target = scan.elements[0] + total * k / workers
      var last = first
      while last < scan.elements.count, k == workers || scan.elements[last] < target { last += 1 }
      if last > first { cuts.append(first..<last) }
      first = last
    }
    let results = ParallelRuns(count: cuts.count)
    // Read only, by every run, while this reader waits for them.
    nonisolated(unsafe) let bytes = self.bytes
    let runs = cuts
    DispatchQueue.concurrentPerform(iterations: runs.count) { run in
      var reader = FixtureFastReader(bytes, builds: true)
      var sections: [FixtureSection] = []
      sections.reserveCapacity(runs[run].count)
      for element in runs[run] {
        reader.offset = scan.elements[element]
        guard let section = reader.section(index: element) else {
          results.set(run, nil)
          return
        }
        // Nothing but a comma between one section and the next (the scan did not look).
        reader.skipWhitespace()
        let isLast = element == scan.elements.count - 1
        if !isLast, reader.take(UInt8(ascii: ",")) { reader.skipWhitespace() }
        guard reader.offset == (isLast ? scan.end : scan.elements[element + 1]) else {
          results.set(run, nil)
          return
        }
        sections.append(section)
      }
      results.set(run, (sections, reader.partialInsets, reader.pinsOrSpans))
    }
    var sections: [FixtureSection] = []
    sections.reserveCapacity(scan.elements.count)
    for run in 0..<runs.count {
      guard let (read, insets, pins) = results.get(run) else { return .some(nil) }
      sections += read
      partialInsets += insets
      pinsOrSpans = pinsOrSpans || pins
    }
    offset = scan.end + 1
    return .some(sections)
  }

  /// Where each element of the array at `from` starts (after whitespace), and where its `]` is;
  /// nil if the array does not end. Strings are skipped whole (escapes included); nothing else is
  /// checked: the readers of the elements do that.
  static func scanArray(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (elements: [Int], end: Int)? {
    var i = start
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
    while i < bytes.count, isSpace(bytes[i]) { i += 1 }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return nil }
    i += 1
    var elements: [Int] = []
    var depth = 0
    var expectingElement = true
    while i < bytes.count {
      let b = bytes[i]
      if expectingElement, !isSpace(b) {
        if depth == 0, b == UInt8(ascii: "]") { return (elements, i) }
        if depth == 0 { elements.append(i) }
        expectingElement = false
      }
      switch b {
      case UInt8(ascii: "\""):
        // The closing quote: the next quote not escaped (after an even run of backslashes), found
        // with memchr, which skips text much faster than looking at every byte.
        var from = i + 1
        while true {
          guard from < bytes.count,
            let found = memchr(bytes.baseAddress! + from, Int32(UInt8(ascii: "\"")), bytes.count - from)
          else { return nil }
          let quote = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
          var backslashes = 0
          while quote - backslashes - 1 > i, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
          if backslashes % 2 == 0 {
            i = quote
            break
          }
          from = quote + 1
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "]"):
        if depth == 0 { return (elements, i) }
        depth -= 1
      case UInt8(ascii: ","):
        if depth == 0 { expectingElement = true }
      default: break
      }
      i += 1
    }
    return nil
  }

  private mutating func sections() -> [FixtureSection]? {
    var sections: [FixtureSection] = []
    guard let elements = openArray() else { return nil }
    guard elements else { return sections }
    while true {
      guard let section = section(index: sections.count) else { return nil }
      // Checking only: a section with no items keeps the indexes of partial insets right.
      sections.append(builds ? section : FixtureSection())
      guard let more = nextElement() else { return nil }
      if !more { return sections }
    }
  }

  private mutating func section(index: Int) -> FixtureSection? {
    guard let members = openObject() else { return nil }
    var section = FixtureSection()
    guard members else { return section }
    var seen: UInt64 = 0
    while true {
      guard let key = memberKey(among: Self.sectionKeys, seen: &seen) else { return nil }
      // A value that is not fine sends the whole file to the full reader.
      switch key {
      case 0: guard let value = text() else { return nil }; section.header = value
      case 1: guard let value = text() else { return nil }; section.footer = value
      case 2: guard let value = integer(in: FixtureValidator.distances) else { return nil }; section.headerHeight = value
      case 3: guard let value = integer(in: FixtureValidator.distances) else { return nil }; section.footerHeight = value
      case 4:
        guard let edges = insetEdges() else { return nil }
        partialInsets.append((index, edges))
      case 5:
        guard let value = integer(in: FixtureValidator.distances) else { return nil }
        section.interitemSpacing = value
      case 6: guard let value = integer(in: FixtureValidator.distances) else { return nil }; section.lineSpacing = value
      case 7: guard let value = columnRule() else { return nil }; section.columns = value
      case 8: guard let value = pin() else { return nil }; section.pinHeaders = value
      case 9: guard let value = pin() else { return nil }; section.pinFooters = value
      default: guard let value = items() else { return nil }; section.items = value
      }
      guard let more = nextMember() else { return nil }
      if !more { return section }
    }
  }

  private mutating func items() -> [FixtureItem]? {
    var items: [FixtureItem] = []
    guard let elements = openArray() else { return nil }
    guard elements else { return items }
    while true {
      skipWhitespace()
      guard offset < bytes.count else { return nil }
      if bytes[offset] == UInt8(ascii: "\"") {
        guard let text = text() else { return nil }
        if builds { items.append(FixtureItem(text: text)) }
      } else {
        guard let item = item() else { return nil }
        if builds { items.append(item) }
      }
      guard let more = nextElement() else { return nil }
      if !more { return items }
    }
  }

  private static let itemKeys: [StaticString] = ["title", "text", "height", "aspectRatio", "maxLines", "span"]

  private mutating func item() -> FixtureItem? {
    guard let members = openObject() else { return nil }
    var item = FixtureItem(text: "")
    guard members else { return item }
    var seen: UInt64 = 0
    while true {
      guard let key = memberKey(among: Self.itemKeys, seen: &seen) else { return nil }
      switch key {
      case 0: guard let value = text() else { return nil }; item.title = value
      case 1: guard let value = text() else { return nil }; item.text = value
      case 2: guard let value = integer(in: FixtureValidator.distances) else { return nil }; item.height = value
      case 3: guard let value = aspectRatio() else { return nil }; item.aspectRatio = value
      case 4: guard let value = integer(in: FixtureValidator.maxLines) else { return nil }; item.maxLines = value
      default:
        pinsOrSpans = true
        guard let value = span() else { return nil }
        item.span = value
      }
      guard let more = nextMember() else { return nil }
      if !more { return item }
    }
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

  /// Opens an object: true if members follow, false for `{}`, nil if there is none.
  private mutating func openObject() -> Bool? {
    skipWhitespace()
    guard take(UInt8(ascii: "{")) else { return nil }
    skipWhitespace()
    return !take(UInt8(ascii: "}"))
  }

  /// A member's key among `keys`, not seen before in its object, and its colon; nil
  /// for anything else.
  private mutating func memberKey(among keys: [StaticString], seen: inout UInt64) -> Int? {
    skipWhitespace()
    guard let key = key(among: keys), seen & (1 << key) == 0 else { return nil }
    seen |= 1 << key
    skipWhitespace()
    return take(UInt8(ascii: ":")) ? key : nil
  }

  /// After a member's value: true if another member follows, false at the object's end, nil for anything else.
  private mutating func nextMember() -> Bool? {
    skipWhitespace()
    if take(UInt8(ascii: ",")) { return true }
    return take(UInt8(ascii: "}")) ? false : nil
  }

  /// Opens an array: true if elements follow, false for `[]`, nil if there is none.
  private mutating func openArray() -> Bool? {
    skipWhitespace()
    guard take(UInt8(ascii: "[")) else { return nil }
    skipWhitespace()
    return !take(UInt8(ascii: "]"))
  }

  /// After an element: true if another follows, false at the array's end, nil else.
  private mutating func nextElement() -> Bool? {
    skipWhitespace()
    if take(UInt8(ascii: ",")) { return true }
    return take(UInt8(ascii: "]")) ? false : nil
  }

  /// An object whose keys are all among `keys`, each at most once; `member` reads the value of key
  /// number `k` and says whether it was fine. False for anything else.
  private mutating func object(keys: [StaticString], member: (inout FixtureFastReader, Int) -> Bool) -> Bool {
    guard let members = openObject() else { return false }
    guard members else { return true }
    var seen: UInt64 = 0
    while true {
      guard let key = memberKey(among: keys, seen: &seen), member(&self, key), let more = nextMember()
      else { return false }
      if !more { return true }
    }
  }

  /// An array; `element` reads one element and says whether it was fine.
  private mutating func array(element: (inout FixtureFastReader) -> Bool) -> Bool {
    guard let elements = openArray() else { return false }
    guard elements else { return true }
    while true {
      guard element(&self), let more = nextElement() else { return false }
      if !more { return true }
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
    let key = bytes.baseAddress! + start
    for (index, name) in keys.enumerated()
    where name.utf8CodeUnitCount == length && memcmp(name.utf8Start, key, length) == 0 {
      return index
    }
    return nil
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
    skipPlainASCII()
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

  /// Skips eight bytes at a time while none of them ends the string or needs a look: no quote, no
  /// backslash, no control character, nothing beyond ASCII (texts are mostly plain ASCII).
  @inline(__always)
  private mutating func skipPlainASCII() {
    let base = UnsafeRawPointer(bytes.baseAddress!)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while offset + 8 <= bytes.count {
      let word = (base + offset).loadUnaligned(as: UInt64.self)
      // A byte below 0x20 borrows when 0x20 is taken from it; a quote or a backslash is a zero
      // byte once xored with it; a byte of 0x80 or more has its high bit set.
      let control = (word &- 0x2020_2020_2020_2020) & ~word
      let quote = word ^ (0x22 &* ones)
      let backslash = word ^ (0x5C &* ones)
      let special = control | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | word
      if special & highs != 0 { return }
      offset += 8
    }
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

/// The results of runs of sections read at once, one slot per run, each written by one thread.
private final class ParallelRuns: @unchecked Sendable {
  typealias Run = (sections: [FixtureSection], partialInsets: [(section: Int, edges: [(WritableKeyPath<Fixture.Insets, Int>, Int)])], pinsOrSpans: Bool)
  private var slots: [Run?]
  private let lock = Mutex(())

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ run: Run?) { lock.withLock { _ in slots[index] = run } }
  func get(_ index: Int) -> Run? { lock.withLock { _ in slots[index] } }
}
