import Dispatch
import GridLayout
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
  /// Whether strings and items are made, or only checked (`plainlyValidOutline`).
  private let builds: Bool
  /// Above how many bytes of sections they are read on every core.
  private var parallelAbove = 1 << 20
  private var offset = 0
  /// The section being read.
  private var section = 0
  /// Sections with insets, and where their object starts: read again at the end onto the fixture's
  /// insets, which may come after them in the file, so that the edges they leave out are the
  /// fixture's.
  private var sectionInsets: [(section: Int, offset: Int)] = []
  /// Whether a setting the compat grid ignores was used (a pin set to true, a span of more than one
  /// column): the full reader warns about those in a compat grid (`FixtureSchema.compatApplies(to:)`),
  /// wherever `compat` and `layout` stand.
  private var ignoredInCompat = false
  /// Where each of the fixture's string files is named (`Fixture.stringPositions`).
  private var stringPositions: [SourcePosition] = []

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

  /// The outline of `bytes` if it is a fixture with nothing to report — its settings and string
  /// files, without its sections' text and items —, checked without making its strings and items
  /// (what `validate` needs to know of a correct file); nil if there is something to report.
  static func plainlyValidOutline(_ bytes: [UInt8]) -> Fixture? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = FixtureFastReader(buffer, builds: false)
      return reader.document()
    }
  }

  // MARK: The document

  private mutating func document() -> Fixture? {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    var fixture = Fixture()
    guard members(FixtureSchema.fixture, into: &fixture) else { return nil }
    skipWhitespace()
    guard offset == bytes.count, !(FixtureSchema.compatApplies(to: fixture) && ignoredInCompat) else {
      return nil
    }
    if builds {
      for (index, start) in sectionInsets {
        offset = start
        var insets = fixture.insets
        guard members(FixtureSchema.insets, into: &insets) else { return nil }
        fixture.sections[index].insets = insets
      }
    }
    fixture.stringPositions = stringPositions
    return fixture
  }

  /// Reads an object's members into `owner` by `table`: every key among the table's, each at most
  /// once, every value fine, and the object whole (``FixtureSchema/Table/isComplete(_:)``).
  private mutating func members<Owner>(_ table: FixtureSchema.Table<Owner>, into owner: inout Owner) -> Bool {
    guard let more = openObject() else { return false }
    var seen: UInt64 = 0
    if more {
      while true {
        guard let key = memberKey(among: table.keys, seen: &seen), value(of: table, at: key, into: &owner),
          let more = nextMember()
        else { return false }
        if !more { break }
      }
    }
    return table.isComplete(seen)
  }

  /// Reads the value of `table`'s member `index` into `owner`: false for anything the full reader
  /// would report.
  private mutating func value<Owner>(
    of table: FixtureSchema.Table<Owner>, at index: Int, into owner: inout Owner
  ) -> Bool {
    switch table.members[index].value {
    case .text(_, let set), .localizable(_, let set):
      // A text reference (an object) is not a string: left to the full reader.
      guard let value = text() else { return false }
      set(&owner, value)
    case .paths(_, let set):
      var paths: [String] = []
      var positions: [SourcePosition] = []
      guard
        array(element: { reader in
          reader.skipWhitespace()
          let start = reader.offset
          guard let path = reader.string(), !path.isEmpty else { return false }
          paths.append(path)
          positions.append(reader.position(at: start))
          return true
        })
      else { return false }
      set(&owner, paths)
      // The string files are reported at their entries if they cannot be used.
      stringPositions = positions
    case .arguments:
      // Only a text reference has arguments, and references are left to the full reader.
      return false
    case .integer(let range, _, let set):
      guard let value = integer(in: range) else { return false }
      set(&owner, value)
    case .positiveNumber(let limit, _, let set):
      guard let value = positiveNumber(atMost: limit) else { return false }
      set(&owner, value)
    case .flag(_, let set):
      guard let value = bool() else { return false }
      set(&owner, value)
    case .name(let names, _, let set):
      guard let value = string(), names.contains(value) else { return false }
      set(&owner, value)
    case .textSize(_, let set):
      // An empty or unknown text size is an error or a warning for the full reader.
      guard let name = string(), !name.isEmpty, (try? ContentSizeCategory(parsing: name)) != nil else {
        return false
      }
      set(&owner, name)
    case .columns(_, let set):
      guard let value = columnRule() else { return false }
      set(&owner, value)
    case .breakpoints(_, let set):
      guard let value = breakpoints() else { return false }
      set(&owner, value)
    case .insets(let edgesLeftOut, _, let set):
      skipWhitespace()
      let start = offset
      var insets = Fixture.Insets.standard
      guard members(FixtureSchema.insets, into: &insets) else { return false }
      // A section's edges left out are the fixture's: read again at the end.
      if edgesLeftOut == .fixtures { sectionInsets.append((section, start)) }
      set(&owner, insets)
    case .span(_, let set):
      guard let value = span() else { return false }
      set(&owner, value)
    case .lazyVGrid(_, let set):
      guard let grid = wholeObject({ $0.lazyVGrid($1) }) else { return false }
      set(&owner, grid)
    case .compositional(_, let set):
      guard let section = wholeObject({ $0.compositional($1) }) else { return false }
      set(&owner, section)
    case .gridColumns, .sizeBounds, .points, .pointsOrInfinity, .names, .layoutGroup, .groupBody, .subitems,
      .subitem, .layoutSize, .dimension, .itemSpacing, .directionalInsets, .boundaryItem:
      // Only inside a grid or a compositional section, which are read whole (`wholeObject(_:)`).
      return false
    case .group(let table):
      guard members(table, into: &owner) else { return false }
    case .sections(let set):
      guard let value = sectionsInParallel() ?? sections() else { return false }
      set(&owner, value)
    case .items(let set):
      guard let value = items() else { return false }
      set(&owner, value)
    }
    if let note = table.members[index].ignoredInCompat, note.applies(owner) { ignoredInCompat = true }
    return true
  }

  // MARK: Sections and items

  /// The sections of a large fixture read on every core: a quick scan finds where each section
  /// starts, and runs of sections of about equal size are read at once by readers of their own.
  /// Nil (the reader then reads them in turn) for a small fixture or one the scan cannot split;
  /// a run that is not plainly valid makes the whole file go to the full reader as usual.
  private mutating func sectionsInParallel() -> [FixtureSection]?? {
    let workers = min(8, ProcessorCount.online)
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
      results.set(run, (sections, reader.sectionInsets, reader.ignoredInCompat))
    }
    var sections: [FixtureSection] = []
    sections.reserveCapacity(scan.elements.count)
    for run in 0..<runs.count {
      guard let (read, insets, ignored) = results.get(run) else { return .some(nil) }
      sections += read
      sectionInsets += insets
      ignoredInCompat = ignoredInCompat || ignored
    }
    offset = scan.end + 1
    return .some(sections)
  }

  /// Where each element of the array at `from` starts (after whitespace), and where its `]` is;
  /// nil if the array does not end. Strings are skipped whole (escapes included); nothing else is
  /// checked: the readers of the elements do that.
  static func scanArray(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (elements: [Int], end: Int)?
  {
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
          guard let quote = Syscalls.firstIndex(of: UInt8(ascii: "\""), in: bytes, from: from) else {
            return nil
          }
          var backslashes = 0
          while quote - backslashes - 1 > i, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
            backslashes += 1
          }
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

  /// A section; a value that is not fine sends the whole file to the full reader.
  private mutating func section(index: Int) -> FixtureSection? {
    section = index
    var section = FixtureSection()
    return members(FixtureSchema.section, into: &section) ? section : nil
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

  private mutating func item() -> FixtureItem? {
    var item = FixtureItem(text: "")
    return members(FixtureSchema.item, into: &item) ? item : nil
  }

  // MARK: Structured values

  /// A count, or an object with one of the column rule's keys.
  private mutating func columnRule() -> ColumnRule? {
    skipWhitespace()
    guard offset < bytes.count else { return nil }
    if bytes[offset] != UInt8(ascii: "{") {
      return integer(in: FixtureSchema.columnCounts).map(ColumnRule.fixed)
    }
    var rule: ColumnRule?
    return members(FixtureSchema.columnRule, into: &rule) ? rule : nil
  }

  /// At least one, the first at 0, each wider than the one before, every one with both keys.
  private mutating func breakpoints() -> [ColumnBreakpoint]? {
    var breakpoints: [ColumnBreakpoint] = []
    let complete = array { reader in
      var breakpoint = ColumnBreakpoint(minWidth: 0, columns: 0)
      guard reader.members(FixtureSchema.breakpoint, into: &breakpoint) else { return false }
      if let previous = breakpoints.last {
        guard breakpoint.minWidth > previous.minWidth else { return false }
      } else {
        guard breakpoint.minWidth == 0 else { return false }
      }
      breakpoints.append(breakpoint)
      return true
    }
    return complete && !breakpoints.isEmpty ? breakpoints : nil
  }

  // MARK: SwiftUI's grid and UIKit's compositional section

  /// A `lazyVGrid` or `compositional` object: a few dozen bytes at the top of a fixture or a section,
  /// read by the full reader's own code (`read`, so the two cannot disagree) from its bytes alone; nil
  /// if that finds anything to report.
  private mutating func wholeObject<Value>(_ read: (inout FixtureValidator, JSONValue) -> Value?) -> Value? {
    skipWhitespace()
    let start = offset
    guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
    var depth = 0
    var inString = false
    var i = start
    while i < bytes.count {
      let b = bytes[i]
      if inString {
        if b == UInt8(ascii: "\\") {
          i += 1
        } else if b == UInt8(ascii: "\"") {
          inString = false
        }
      } else if b == UInt8(ascii: "\"") {
        inString = true
      } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
        depth += 1
      } else if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { break }
      }
      i += 1
    }
    guard i < bytes.count, depth == 0 else { return nil }
    offset = i + 1
    let (value, problems) = JSONParser.parse(Array(bytes[start...i]))
    guard problems.isEmpty, let value else { return nil }
    var validator = FixtureValidator(fileName: "")
    let read = read(&validator, value)
    return validator.diagnostics.isEmpty ? read : nil
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
    guard offset < bytes.count, let base = bytes.baseAddress else { return nil }
    let length = offset - start
    offset += 1
    let key = base + start
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
        let text =
          making ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) : ""
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
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return }
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
    guard count > 0, offset - start <= 16, count == 1 || bytes[digits] != UInt8(ascii: "0") else {
      return nil
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") || bytes[offset] | 0x20 == UInt8(ascii: "e") {
      return nil
    }
    let result = negative ? -value : value
    // "-0" is 0 to the full reader too.
    return range.contains(result) ? result : nil
  }

  /// A number greater than 0 and at most `limit`, converted as the full reader does.
  private mutating func positiveNumber(atMost limit: Double) -> Double? {
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
    guard value.isFinite, value > 0, value <= limit else { return nil }
    return value
  }

  /// A column count (1…1000) or `"full"`.
  private mutating func span() -> FixtureItem.Span? {
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
      return string() == FixtureItem.Span.fullName ? .full : nil
    }
    return integer(in: FixtureSchema.spans).map(FixtureItem.Span.columns)
  }

  private mutating func bool() -> Bool? {
    skipWhitespace()
    if matches("true") { return true }
    if matches("false") { return false }
    return nil
  }

  // MARK: Bytes

  /// The line and column of byte `target`, as the full reader counts them (`JSONParser`): lines
  /// after each line feed, columns by the bytes that start a UTF-8 sequence, a byte order mark
  /// not counted. For the few values whose place a fixture keeps (its string files).
  private func position(at target: Int) -> SourcePosition {
    var line = 1
    var lineStart = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    for i in 0..<min(target, bytes.count) where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    var column = 1
    for i in lineStart..<max(lineStart, min(target, bytes.count)) where bytes[i] & 0xC0 != 0x80 {
      column += 1
    }
    return SourcePosition(line: line, column: column)
  }

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
    guard offset + length <= bytes.count,
      (0..<length).allSatisfy({ word.utf8Start[$0] == bytes[offset + $0] })
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
  typealias Run = (
    sections: [FixtureSection], sectionInsets: [(section: Int, offset: Int)], ignoredInCompat: Bool
  )
  private var slots: [Run?]
  private let lock = Mutex(())

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ run: Run?) { lock.withLock { _ in slots[index] = run } }
  func get(_ index: Int) -> Run? { lock.withLock { _ in slots[index] } }
}
