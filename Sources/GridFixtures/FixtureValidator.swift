import GridText

/// Reads a fixture out of a JSON tree, collecting every problem instead of stopping at the first.
///
/// Each value is checked for the type and range `FixtureSchema` gives its key; unknown keys become
/// warnings with a suggestion.
/// A value that is wrong is reported and left at its default so the walk can go on and find the
/// rest. The fixture is only usable when no error was reported.
struct FixtureValidator {
  let fileName: String
  private(set) var diagnostics: [FixtureDiagnostic] = []
  var path: [JSONPathComponent] = []
  /// What sections and items are read against, known once the fixture's own settings are read: the
  /// insets whose edges a section's leave out, and whether the compat grid lays the fixture out
  /// (`nil` until then: the warnings about what it ignores wait for it in `waitingForCompat`).
  private var fixtureInsets = Fixture.Insets.standard
  private var compat: Bool?
  private var waitingForCompat: [(path: [JSONPathComponent], position: SourcePosition, feature: String)] = []
  /// The text references read so far, by the field they stand in.
  private var references: [Fixture.TextField: Fixture.TextReference] = [:]
  /// Where each entry of the top-level `strings` is written.
  private var stringPositions: [SourcePosition] = []

  init(fileName: String) {
    self.fileName = fileName
  }

  // MARK: Fixture

  /// The fixture described by `root`, with every problem added to ``diagnostics``.
  ///
  /// Returns a fixture even when there were errors (with defaults in place of the wrong values), or
  /// `nil` when the top level is not an object; callers check ``diagnostics`` before using it.
  mutating func fixture(from root: JSONValue) -> Fixture? {
    guard case .object(let members) = root.kind else {
      error(at: root.position, "expected an object at the top level, got \(root.typeName)")
      return nil
    }
    var fixture = Fixture()
    let read = self.read(members, of: root, into: &fixture, by: FixtureSchema.fixture)
    // Only now are `compat` and `layout` known, wherever they stood.
    let compat = FixtureSchema.compatApplies(to: fixture)
    for waiting in waitingForCompat where compat {
      path = waiting.path
      ignoredInCompat(waiting.position, waiting.feature)
    }
    path = []
    self.compat = compat
    fixtureInsets = fixture.insets
    // Sections last: their partial insets are completed from the fixture's.
    for (member, set) in read.sections {
      path.append(.key(member.key))
      set(&fixture, sections(member.value))
      path.removeLast()
    }
    fixture.textReferences = references
    fixture.stringPositions = stringPositions
    return fixture
  }

  /// What reading an object's members found beyond the values it stored.
  struct ReadMembers<Owner> {
    /// Whether every known member's value was fine.
    var valid = true
    /// The known members there, one bit each by index in the table.
    var present: UInt64 = 0
    /// The `sections` member, read after everything else.
    var sections: [(JSONMember, @Sendable (inout Owner, [FixtureSection]) -> Void)] = []
  }

  /// Reads the members of `object` into `owner` by `table`, in file order: unknown keys are warned
  /// about, each value is checked and stored if it is fine, and required keys left out are errors.
  mutating func read<Owner>(
    _ members: [JSONMember], of object: JSONValue, into owner: inout Owner,
    by table: FixtureSchema.Table<Owner>
  ) -> ReadMembers<Owner> {
    var read = ReadMembers<Owner>()
    for member in members {
      path.append(.key(member.key))
      defer { path.removeLast() }
      guard let index = table.index(of: member.matchableKey) else {
        unknownKey(member, known: table.names)
        continue
      }
      read.present |= 1 << index
      // By index: a member is large (its closures), and not copied this way.
      if case .sections(let set) = table.members[index].value {
        read.sections.append((member, set))
        continue
      }
      if !value(member.value, as: table, index, into: &owner) {
        read.valid = false
      } else if let note = table.members[index].ignoredInCompat, note.applies(owner) {
        if let compat {
          if compat { ignoredInCompat(member.keyPosition, note.feature) }
        } else {
          waitingForCompat.append((path, member.keyPosition, note.feature))
        }
      }
    }
    for index in table.names.indices where table.required & ~read.present & 1 << index != 0 {
      missingKey(table.names[index], in: object)
    }
    return read
  }

  /// Checks `json` as a value of `table`'s member `index` and stores it in `owner`; whether it was
  /// fine.
  private mutating func value<Owner>(
    _ json: JSONValue, as table: FixtureSchema.Table<Owner>, _ index: Int, into owner: inout Owner
  ) -> Bool {
    func store<Value>(_ value: Value?, _ set: (inout Owner, Value) -> Void) -> Bool {
      guard let value else { return false }
      set(&owner, value)
      return true
    }
    switch table.members[index].value {
    case .text(_, let set): return store(string(json), set)
    case .localizable(_, let set):
      guard case .object(let members) = json.kind else { return store(string(json), set) }
      guard let reference = textReference(members, of: json) else { return false }
      if let field = Fixture.TextField.at(path) { references[field] = reference }
      // The key until the fixture is resolved for a language.
      return store(reference.key, set)
    case .paths(_, let set): return store(paths(json), set)
    case .arguments(_, let set): return store(arguments(json), set)
    case .integer(let range, _, let set): return store(integer(json, in: range), set)
    case .positiveNumber(let limit, _, let set): return store(positiveNumber(json, atMost: limit), set)
    case .flag(_, let set): return store(bool(json), set)
    case .name(let names, _, let set): return store(name(json, among: names), set)
    case .textSize(_, let set): return store(textSize(json), set)
    case .columns(_, let set): return store(columnRule(json), set)
    case .breakpoints(_, let set): return store(breakpoints(json), set)
    case .insets(let edgesLeftOut, _, let set):
      return store(insets(json, defaults: edgesLeftOut == .standard ? .standard : fixtureInsets), set)
    case .span(_, let set): return store(span(json), set)
    case .points(let limit, _, let set): return store(points(json, atMost: limit), set)
    case .pointsOrInfinity(_, let set):
      guard let bound = pointsOrInfinity(json) else { return false }
      set(&owner, bound)
      return true
    case .names(let names, _, let set): return store(self.names(json, among: names), set)
    case .lazyVGrid(_, let set): return store(lazyVGrid(json), set)
    case .gridColumns(_, let set): return store(gridColumns(json), set)
    case .sizeBounds(let adaptive, _, let set): return store(sizeBounds(json, adaptive: adaptive), set)
    case .compositional(_, let set): return store(compositional(json), set)
    case .layoutGroup(_, let set): return store(layoutGroup(json), set)
    case .groupBody(_, let set): return store(groupBody(json), set)
    case .subitems(_, let set): return store(layoutSubitems(json), set)
    case .subitem(_, let set): return store(layoutSubitem(json), set)
    case .layoutSize(_, let set): return store(layoutSize(json), set)
    case .dimension(_, let set): return store(dimension(json), set)
    case .itemSpacing(_, let set): return store(itemSpacing(json), set)
    case .directionalInsets(_, let set): return store(directionalInsets(json), set)
    case .boundaryItem(_, let set): return store(boundaryItem(json), set)
    case .group(let table):
      guard let members = object(json) else { return false }
      return read(members, of: json, into: &owner, by: table).valid
    case .items(let set): return store(items(json), set)
    case .sections(let set): return store(sections(json), set)
    }
  }

  // MARK: Sections and items

  private mutating func sections(_ value: JSONValue) -> [FixtureSection] {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array, got \(value.typeName)")
      return []
    }
    var sections: [FixtureSection] = []
    sections.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      if let members = object(element) {
        var section = FixtureSection()
        _ = read(members, of: element, into: &section, by: FixtureSchema.section)
        sections.append(section)
      }
      path.removeLast()
    }
    return sections
  }

  private mutating func items(_ value: JSONValue) -> [FixtureItem] {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array, got \(value.typeName)")
      return []
    }
    var items: [FixtureItem] = []
    items.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      switch element.kind {
      case .string(let text):
        items.append(FixtureItem(text: text))
      case .object(let members):
        path.append(.index(index))
        var item = FixtureItem(text: "")
        _ = read(members, of: element, into: &item, by: FixtureSchema.item)
        items.append(item)
        path.removeLast()
      default:
        path.append(.index(index))
        error(at: element.position, "expected a string or an object, got \(element.typeName)")
        path.removeLast()
      }
    }
    return items
  }

  // MARK: Text references

  /// A text field's reference to the app's string files: its `key` required and not empty.
  private mutating func textReference(_ members: [JSONMember], of value: JSONValue) -> Fixture.TextReference?
  {
    var reference = Fixture.TextReference(key: "", position: value.position)
    let read = self.read(members, of: value, into: &reference, by: FixtureSchema.textReference)
    guard read.valid, FixtureSchema.textReference.isComplete(read.present) else { return nil }
    if reference.key.isEmpty, let key = members.first(where: { $0.matchableKey == "key" }) {
      path.append(.key("key"))
      error(at: key.value.position, "expected a non-empty string")
      path.removeLast()
      return nil
    }
    return reference
  }

  /// The fixture's string files: paths, none empty.
  private mutating func paths(_ value: JSONValue) -> [String]? {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array of paths, got \(value.typeName)")
      return nil
    }
    var paths: [String] = []
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      defer { path.removeLast() }
      guard let text = nonEmptyString(element) else { return nil }
      paths.append(text)
    }
    if path == [.key("strings")] { stringPositions = elements.map(\.position) }
    return paths
  }

  /// A text reference's arguments: numbers (finite) and strings.
  private mutating func arguments(_ value: JSONValue) -> [Fixture.Argument]? {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array of numbers and strings, got \(value.typeName)")
      return nil
    }
    var arguments: [Fixture.Argument] = []
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      defer { path.removeLast() }
      switch element.kind {
      case .number(let number) where number.value.isFinite: arguments.append(.number(number.value))
      case .string(let text): arguments.append(.text(text))
      case .number(let number):
        error(at: element.position, "expected a finite number, got \(Self.display(number))")
        return nil
      default:
        error(at: element.position, "expected a number or a string, got \(element.typeName)")
        return nil
      }
    }
    return arguments
  }

  // MARK: Structured values

  /// A column count (1…1000) or `"full"`.
  private mutating func span(_ value: JSONValue) -> FixtureItem.Span? {
    let spans = FixtureSchema.spans
    switch value.kind {
    case .number:
      return integer(value, in: spans).map(FixtureItem.Span.columns)
    case .string(let name) where name == FixtureItem.Span.fullName:
      return .full
    case .string(let name):
      error(
        at: value.position,
        "expected an integer from \(spans.lowerBound) to \(spans.upperBound) or "
          + "\(FixtureItem.Span.fullName.quotedForMessage()), got \(name.quotedForMessage())")
      return nil
    default:
      error(
        at: value.position,
        "expected an integer or \(FixtureItem.Span.fullName.quotedForMessage()), got \(value.typeName)")
      return nil
    }
  }

  /// Insets; edges left out keep their value in `defaults`.
  private mutating func insets(_ value: JSONValue, defaults: Fixture.Insets) -> Fixture.Insets? {
    guard let members = object(value) else { return nil }
    var insets = defaults
    return read(members, of: value, into: &insets, by: FixtureSchema.insets).valid ? insets : nil
  }

  private mutating func columnRule(_ value: JSONValue) -> ColumnRule? {
    switch value.kind {
    case .number:
      return integer(value, in: FixtureSchema.columnCounts).map(ColumnRule.fixed)
    case .object(let members):
      let table = FixtureSchema.columnRule
      var rule: ColumnRule?
      let read = self.read(members, of: value, into: &rule, by: table)
      guard table.isComplete(read.present) else {
        let keys = table.names.map { $0.quotedForMessage() }
        error(
          at: value.position,
          read.present == 0
            ? "expected a \(keys.joined(separator: " or a ")) key"
            : "expected either \(keys.joined(separator: " or ")), not both")
        return nil
      }
      return read.valid ? rule : nil
    default:
      error(at: value.position, "expected an integer or an object, got \(value.typeName)")
      return nil
    }
  }

  private mutating func breakpoints(_ value: JSONValue) -> [ColumnBreakpoint]? {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array, got \(value.typeName)")
      return nil
    }
    if elements.isEmpty {
      error(at: value.position, "expected at least one breakpoint")
      return nil
    }
    let table = FixtureSchema.breakpoint
    var breakpoints: [ColumnBreakpoint] = []
    var valid = true
    var previous: (minWidth: Int, index: Int)?
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      defer { path.removeLast() }
      guard let members = object(element) else {
        valid = false
        continue
      }
      var breakpoint = ColumnBreakpoint(minWidth: 0, columns: 0)
      let read = self.read(members, of: element, into: &breakpoint, by: table)
      // Both keys there and fine: the minWidth member is there.
      guard read.valid, table.isComplete(read.present),
        let minWidth = members.first(where: { $0.matchableKey == "minWidth" })
      else {
        valid = false
        previous = nil
        continue
      }
      path.append(.key(minWidth.key))
      if index == 0 && breakpoint.minWidth != 0 {
        error(at: minWidth.value.position, "expected 0 in the first breakpoint, got \(breakpoint.minWidth)")
        valid = false
      } else if let previous, breakpoint.minWidth <= previous.minWidth {
        error(
          at: minWidth.value.position,
          breakpoint.minWidth == previous.minWidth
            ? "duplicate minWidth \(breakpoint.minWidth) (also in breakpoints[\(previous.index)])"
            : "breakpoints must ascend: \(breakpoint.minWidth) is below breakpoints[\(previous.index)]'s "
              + "\(previous.minWidth)")
        valid = false
      }
      path.removeLast()
      previous = (breakpoint.minWidth, index)
      breakpoints.append(breakpoint)
    }
    return valid ? breakpoints : nil
  }

  // MARK: Scalars

  mutating func object(_ value: JSONValue) -> [JSONMember]? {
    guard case .object(let members) = value.kind else {
      error(at: value.position, "expected an object, got \(value.typeName)")
      return nil
    }
    return members
  }

  private mutating func string(_ value: JSONValue) -> String? {
    guard case .string(let text) = value.kind else {
      error(at: value.position, "expected a string, got \(value.typeName)")
      return nil
    }
    return text
  }

  private mutating func nonEmptyString(_ value: JSONValue) -> String? {
    guard let text = string(value) else { return nil }
    if text.isEmpty {
      error(at: value.position, "expected a non-empty string")
      return nil
    }
    return text
  }

  /// A text size name. One the text module cannot read is a warning, not an error: the fixture still
  /// loads, at the default size.
  private mutating func textSize(_ value: JSONValue) -> String? {
    guard let name = nonEmptyString(value) else { return nil }
    do {
      _ = try ContentSizeCategory(parsing: name)
    } catch {
      report(.warning, at: value.position, "\(error.description); the default size (L) is used")
    }
    return name
  }

  private mutating func bool(_ value: JSONValue) -> Bool? {
    guard case .bool(let flag) = value.kind else {
      error(at: value.position, "expected true or false, got \(value.typeName)")
      return nil
    }
    return flag
  }

  /// A whole number in `range`. The double is checked for finiteness and range before conversion.
  private mutating func integer(_ value: JSONValue, in range: ClosedRange<Int>) -> Int? {
    guard case .number(let number) = value.kind else {
      error(at: value.position, "expected an integer, got \(value.typeName)")
      return nil
    }
    let x = number.value
    guard x.isFinite && x >= Double(range.lowerBound) && x <= Double(range.upperBound) else {
      let expected =
        range.lowerBound == 0 && x < 0
        ? "a non-negative integer" : "an integer from \(range.lowerBound) to \(range.upperBound)"
      error(at: value.position, "expected \(expected), got \(Self.display(number))")
      return nil
    }
    guard x.rounded(.towardZero) == x else {
      error(at: value.position, "expected an integer, got \(Self.display(number))")
      return nil
    }
    return Int(x)
  }

  /// A number greater than 0 and at most `limit` (the aspect ratio's).
  private mutating func positiveNumber(_ value: JSONValue, atMost limit: Double) -> Double? {
    guard case .number(let number) = value.kind else {
      error(at: value.position, "expected a number, got \(value.typeName)")
      return nil
    }
    let x = number.value
    guard x.isFinite && x > 0 && x <= limit else {
      error(
        at: value.position,
        "expected a number greater than 0 and at most \(Int(limit)), got \(Self.display(number))")
      return nil
    }
    return x
  }

  /// One of `names` (an enumeration's JSON names).
  mutating func name(_ value: JSONValue, among names: [String]) -> String? {
    guard let name = string(value) else { return nil }
    if names.contains(name) {
      return name
    }
    var message =
      "expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), "
      + "got \(name.quotedForMessage())"
    if let suggestion = name.closestMatch(among: names) {
      message += "; did you mean \(suggestion.quotedForMessage())?"
    }
    error(at: value.position, message)
    return nil
  }

  /// A number as the file wrote it, shortened if very long.
  static func display(_ number: JSONNumber) -> String {
    number.literal.count > 40 ? number.literal.prefix(40) + "…" : number.literal
  }

  // MARK: Reporting

  private mutating func unknownKey(_ member: JSONMember, known: [String]) {
    var message = "unknown key \(member.key.quotedForMessage())"
    if let suggestion = member.key.closestMatch(among: known) {
      message += "; did you mean \(suggestion.quotedForMessage())?"
    }
    report(.warning, at: member.keyPosition, message)
  }

  /// A setting the compat grid (FlexibleRowHeightGridLayout 3.0.0, which has no such thing) ignores.
  private mutating func ignoredInCompat(_ position: SourcePosition, _ what: String) {
    report(
      .warning, at: position,
      "ignored in compat mode: FlexibleRowHeightGridLayout 3.0.0 has no \(what)")
  }

  private mutating func missingKey(_ key: String, in object: JSONValue) {
    path.append(.key(key))
    error(at: object.position, "missing required key \(key.quotedForMessage())")
    path.removeLast()
  }

  /// The errors reported so far.
  var errorCount: Int { diagnostics.count { $0.severity == .error } }

  mutating func error(at position: SourcePosition, _ message: String) {
    report(.error, at: position, message)
  }

  private mutating func report(
    _ severity: FixtureDiagnostic.Severity, at position: SourcePosition, _ message: String
  ) {
    diagnostics.append(
      FixtureDiagnostic(
        severity: severity, fileName: fileName, position: position, path: JSONPathComponent.render(path),
        message: message))
  }
}
