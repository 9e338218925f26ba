import GridText

/// Reads a fixture out of a JSON tree, collecting every problem instead of stopping at the first.
///
/// Each value is checked for its type and range; unknown keys become warnings with a suggestion.
/// A value that is wrong is reported and left at its default so the walk can go on and find the
/// rest. The fixture is only usable when no error was reported.
struct FixtureValidator {
  // MARK: Keys

  static let fixtureKeys = [
    "title", "layout", "columns", "insets", "interitemSpacing", "lineSpacing", "padding", "waterfall",
    "compat", "category", "collapseBorders", "pinHeaders", "pinFooters", "sections",
  ]
  static let sectionKeys = [
    "header", "footer", "headerHeight", "footerHeight", "insets", "interitemSpacing", "lineSpacing",
    "columns", "pinHeaders", "pinFooters", "items",
  ]
  static let itemKeys = ["title", "text", "height", "aspectRatio", "maxLines", "span"]
  static let insetsKeys = ["top", "left", "bottom", "right"]
  static let waterfallKeys = ["order", "stretch"]
  static let columnRuleKeys = ["breakpoints", "minColumnWidth"]
  static let breakpointKeys = ["minWidth", "columns"]

  // MARK: Bounds

  /// Heights, insets and spacing, in rows or columns.
  static let distances = 0...10_000
  static let columnCounts = 1...ColumnRule.maxColumns
  static let minWidths = 0...100_000
  static let minColumnWidths = 1...10_000
  static let paddings = 0...100
  static let maxLines = 1...1000
  static let spans = 1...ColumnRule.maxColumns
  static let maxAspectRatio = 100.0

  let fileName: String
  private(set) var diagnostics: [FixtureDiagnostic] = []
  private var path: [JSONPathComponent] = []

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
    var sectionsMember: JSONMember?
    var pins: [JSONMember] = []
    for member in members {
      path.append(.key(member.key))
      let value = member.value
      switch member.matchableKey {
      case "title": fixture.title = string(value) ?? fixture.title
      case "layout": fixture.layout = choice(value) ?? fixture.layout
      case "columns": fixture.columns = columnRule(value) ?? fixture.columns
      case "insets": fixture.insets = insets(value, defaults: fixture.insets) ?? fixture.insets
      case "interitemSpacing":
        fixture.interitemSpacing = integer(value, in: Self.distances) ?? fixture.interitemSpacing
      case "lineSpacing": fixture.lineSpacing = integer(value, in: Self.distances) ?? fixture.lineSpacing
      case "padding": fixture.padding = integer(value, in: Self.paddings) ?? fixture.padding
      case "waterfall": waterfall(value, into: &fixture)
      case "compat": fixture.compat = bool(value) ?? fixture.compat
      case "category": fixture.category = category(value) ?? fixture.category
      case "collapseBorders": fixture.collapseBorders = bool(value) ?? fixture.collapseBorders
      case "pinHeaders":
        fixture.pinHeaders = bool(value) ?? fixture.pinHeaders
        pins.append(member)
      case "pinFooters":
        fixture.pinFooters = bool(value) ?? fixture.pinFooters
        pins.append(member)
      case "sections": sectionsMember = member
      default: unknownKey(member, known: Self.fixtureKeys)
      }
      path.removeLast()
    }
    // Only now are `compat` and `layout` known, wherever they stood.
    for member in pins where Self.compatApplies(to: fixture) {
      guard case .bool(true) = member.value.kind else { continue }
      path.append(.key(member.key))
      ignoredInCompat(member.keyPosition, "pinned headers and footers")
      path.removeLast()
    }
    // Sections last: their partial insets are completed from the fixture's.
    if let sectionsMember {
      path.append(.key("sections"))
      fixture.sections = sections(sectionsMember.value, in: fixture)
      path.removeLast()
    } else {
      missingKey("sections", in: root)
    }
    return fixture
  }

  private mutating func waterfall(_ value: JSONValue, into fixture: inout Fixture) {
    guard let members = object(value) else { return }
    for member in members {
      path.append(.key(member.key))
      switch member.matchableKey {
      case "order": fixture.waterfallOrder = choice(member.value) ?? fixture.waterfallOrder
      case "stretch": fixture.waterfallStretch = choice(member.value) ?? fixture.waterfallStretch
      default: unknownKey(member, known: Self.waterfallKeys)
      }
      path.removeLast()
    }
  }

  // MARK: Sections and items

  private mutating func sections(_ value: JSONValue, in fixture: Fixture) -> [FixtureSection] {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array, got \(value.typeName)")
      return []
    }
    var sections: [FixtureSection] = []
    sections.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      if let section = section(element, in: fixture) {
        sections.append(section)
      }
      path.removeLast()
    }
    return sections
  }

  private mutating func section(_ value: JSONValue, in fixture: Fixture) -> FixtureSection? {
    guard let members = object(value) else { return nil }
    var section = FixtureSection()
    for member in members {
      path.append(.key(member.key))
      let value = member.value
      switch member.matchableKey {
      case "header": section.header = string(value)
      case "footer": section.footer = string(value)
      case "headerHeight": section.headerHeight = integer(value, in: Self.distances)
      case "footerHeight": section.footerHeight = integer(value, in: Self.distances)
      case "insets": section.insets = insets(value, defaults: fixture.insets)
      case "interitemSpacing": section.interitemSpacing = integer(value, in: Self.distances)
      case "lineSpacing": section.lineSpacing = integer(value, in: Self.distances)
      case "columns": section.columns = columnRule(value)
      case "pinHeaders", "pinFooters":
        let flag = bool(value)
        if member.matchableKey == "pinHeaders" { section.pinHeaders = flag } else { section.pinFooters = flag }
        if Self.compatApplies(to: fixture), flag == true {
          ignoredInCompat(member.keyPosition, "pinned headers and footers")
        }
      case "items": section.items = items(value, compat: Self.compatApplies(to: fixture))
      default: unknownKey(member, known: Self.sectionKeys)
      }
      path.removeLast()
    }
    return section
  }

  private mutating func items(_ value: JSONValue, compat: Bool) -> [FixtureItem] {
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
        items.append(item(members, compat: compat))
        path.removeLast()
      default:
        path.append(.index(index))
        error(at: element.position, "expected a string or an object, got \(element.typeName)")
        path.removeLast()
      }
    }
    return items
  }

  private mutating func item(_ members: [JSONMember], compat: Bool) -> FixtureItem {
    var item = FixtureItem(text: "")
    for member in members {
      path.append(.key(member.key))
      let value = member.value
      switch member.matchableKey {
      case "title": item.title = string(value)
      case "text": item.text = string(value) ?? item.text
      case "height": item.height = integer(value, in: Self.distances)
      case "aspectRatio": item.aspectRatio = aspectRatio(value)
      case "maxLines": item.maxLines = integer(value, in: Self.maxLines)
      case "span":
        item.span = span(value)
        // One column is what the compat grid gives every item anyway.
        if compat, let span = item.span, span != .columns(1) {
          ignoredInCompat(member.keyPosition, "items that span columns")
        }
      default: unknownKey(member, known: Self.itemKeys)
      }
      path.removeLast()
    }
    return item
  }

  // MARK: Structured values

  /// A column count (1…1000) or `"full"`.
  private mutating func span(_ value: JSONValue) -> FixtureItem.Span? {
    switch value.kind {
    case .number:
      return integer(value, in: Self.spans).map(FixtureItem.Span.columns)
    case .string(let name) where name == FixtureItem.Span.fullName:
      return .full
    case .string(let name):
      error(
        at: value.position,
        "expected an integer from \(Self.spans.lowerBound) to \(Self.spans.upperBound) or "
          + "\(FixtureItem.Span.fullName.quotedForMessage()), got \(name.quotedForMessage())")
      return nil
    default:
      error(at: value.position, "expected an integer or \(FixtureItem.Span.fullName.quotedForMessage()), got \(value.typeName)")
      return nil
    }
  }

  /// Insets; edges left out keep their value in `defaults`.
  private mutating func insets(_ value: JSONValue, defaults: Fixture.Insets) -> Fixture.Insets? {
    guard let members = object(value) else { return nil }
    var insets = defaults
    var valid = true
    for member in members {
      path.append(.key(member.key))
      let edge: WritableKeyPath<Fixture.Insets, Int>?
      switch member.matchableKey {
      case "top": edge = \.top
      case "left": edge = \.left
      case "bottom": edge = \.bottom
      case "right": edge = \.right
      default:
        edge = nil
        unknownKey(member, known: Self.insetsKeys)
      }
      if let edge {
        if let distance = integer(member.value, in: Self.distances) {
          insets[keyPath: edge] = distance
        } else {
          valid = false
        }
      }
      path.removeLast()
    }
    return valid ? insets : nil
  }

  private mutating func columnRule(_ value: JSONValue) -> ColumnRule? {
    switch value.kind {
    case .number:
      return integer(value, in: Self.columnCounts).map(ColumnRule.fixed)
    case .object(let members):
      var rule: ColumnRule?
      var ruleKeys = 0
      for member in members {
        path.append(.key(member.key))
        switch member.matchableKey {
        case "breakpoints":
          ruleKeys += 1
          rule = breakpoints(member.value).map(ColumnRule.breakpoints)
        case "minColumnWidth":
          ruleKeys += 1
          rule = integer(member.value, in: Self.minColumnWidths).map(ColumnRule.minColumnWidth)
        default:
          unknownKey(member, known: Self.columnRuleKeys)
        }
        path.removeLast()
      }
      if ruleKeys != 1 {
        error(
          at: value.position,
          ruleKeys == 0
            ? "expected a 'breakpoints' or a 'minColumnWidth' key"
            : "expected either 'breakpoints' or 'minColumnWidth', not both")
        return nil
      }
      return rule
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
      var minWidth: (value: Int, position: SourcePosition)?
      var columns: Int?
      var complete = true
      for member in members {
        path.append(.key(member.key))
        switch member.matchableKey {
        case "minWidth":
          if let width = integer(member.value, in: Self.minWidths) {
            minWidth = (width, member.value.position)
          } else {
            complete = false
          }
        case "columns":
          columns = integer(member.value, in: Self.columnCounts)
          complete = complete && columns != nil
        default:
          unknownKey(member, known: Self.breakpointKeys)
        }
        path.removeLast()
      }
      for key in ["minWidth", "columns"] where !members.contains(where: { $0.key == key }) {
        missingKey(key, in: element)
        complete = false
      }
      guard complete, let minWidth, let columns else {
        valid = false
        previous = nil
        continue
      }
      path.append(.key("minWidth"))
      if index == 0 && minWidth.value != 0 {
        error(at: minWidth.position, "expected 0 in the first breakpoint, got \(minWidth.value)")
        valid = false
      } else if let previous, minWidth.value <= previous.minWidth {
        error(
          at: minWidth.position,
          minWidth.value == previous.minWidth
            ? "duplicate minWidth \(minWidth.value) (also in breakpoints[\(previous.index)])"
            : "breakpoints must ascend: \(minWidth.value) is below breakpoints[\(previous.index)]'s "
              + "\(previous.minWidth)")
        valid = false
      }
      path.removeLast()
      previous = (minWidth.value, index)
      breakpoints.append(ColumnBreakpoint(minWidth: minWidth.value, columns: columns))
    }
    return valid ? breakpoints : nil
  }

  // MARK: Scalars

  private mutating func object(_ value: JSONValue) -> [JSONMember]? {
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
  private mutating func category(_ value: JSONValue) -> String? {
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

  private mutating func aspectRatio(_ value: JSONValue) -> Double? {
    guard case .number(let number) = value.kind else {
      error(at: value.position, "expected a number, got \(value.typeName)")
      return nil
    }
    let x = number.value
    guard x.isFinite && x > 0 && x <= Self.maxAspectRatio else {
      error(
        at: value.position,
        "expected a number greater than 0 and at most \(Int(Self.maxAspectRatio)), got \(Self.display(number))"
      )
      return nil
    }
    return x
  }

  /// One of an enumeration's JSON names.
  private mutating func choice<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue) -> Choice?
  where Choice.RawValue == String {
    guard let name = string(value) else { return nil }
    if let choice = Choice(rawValue: name) {
      return choice
    }
    let names = Choice.allCases.map(\.rawValue)
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
  private static func display(_ number: JSONNumber) -> String {
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

  /// Whether the compat grid lays the fixture out: `compat` changes only the grid; the flow,
  /// waterfall and list layouts have spans and pinning whatever it says.
  static func compatApplies(to fixture: Fixture) -> Bool { fixture.compat && fixture.layout == .grid }

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

  private mutating func error(at position: SourcePosition, _ message: String) {
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
