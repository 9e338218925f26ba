import GridText

/// Reading a SwiftUI grid (`lazyVGrid`) and its lengths in points.
extension FixtureValidator {
  /// A `LazyVGrid` object, its columns required.
  mutating func lazyVGrid(_ value: JSONValue) -> Fixture.LazyVGrid? {
    guard let members = object(value) else { return nil }
    var grid = Fixture.LazyVGrid()
    let read = self.read(members, of: value, into: &grid, by: FixtureSchema.lazyVGrid)
    return read.valid && FixtureSchema.lazyVGrid.isComplete(read.present) ? grid : nil
  }

  /// A grid's columns: at least one, at most ``Fixture/LazyVGrid/maximumColumns``, each an object
  /// with exactly one size.
  mutating func gridColumns(_ value: JSONValue) -> [Fixture.GridColumn]? {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array of columns, got \(value.typeName)")
      return nil
    }
    if elements.isEmpty {
      error(at: value.position, "expected at least one column")
      return nil
    }
    if elements.count > Fixture.LazyVGrid.maximumColumns {
      error(
        at: value.position,
        "expected at most \(Fixture.LazyVGrid.maximumColumns) columns, got \(elements.count)")
      return nil
    }
    let table = FixtureSchema.gridColumn
    let sizes = table.names.prefix(3).map { $0.quotedForMessage() }
    var columns: [Fixture.GridColumn] = []
    var valid = true
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      defer { path.removeLast() }
      guard let members = object(element) else {
        valid = false
        continue
      }
      var column = Fixture.GridColumn(size: .flexible())
      let read = self.read(members, of: element, into: &column, by: table)
      let given = read.present & FixtureSchema.gridColumnSizes
      if given == 0 {
        error(at: element.position, "expected a size: \(sizes[0]), \(sizes[1]) or \(sizes[2])")
        valid = false
      } else if given.nonzeroBitCount > 1 {
        error(at: element.position, "expected one size, not several of \(sizes.joined(separator: ", "))")
        valid = false
      }
      valid = valid && read.valid
      columns.append(column)
    }
    return valid ? columns : nil
  }

  /// A flexible or adaptive column's bounds: an adaptive one's minimum required and above 0, and no
  /// maximum below the minimum.
  mutating func sizeBounds(_ value: JSONValue, adaptive: Bool) -> FixtureSchema.SizeBounds? {
    guard let members = object(value) else { return nil }
    let table = adaptive ? FixtureSchema.adaptiveBounds : FixtureSchema.flexibleBounds
    var bounds = FixtureSchema.SizeBounds()
    let read = self.read(members, of: value, into: &bounds, by: table)
    guard read.valid, table.isComplete(read.present) else { return nil }
    let minimum = bounds.minimum ?? 10
    if adaptive, minimum <= 0, let member = members.first(where: { $0.matchableKey == "minimum" }) {
      path.append(.key(member.key))
      error(at: member.value.position, "expected a minimum greater than 0, got 0")
      path.removeLast()
      return nil
    }
    if let maximum = bounds.maximum, maximum < minimum,
      let member = members.first(where: { $0.matchableKey == "maximum" })
    {
      path.append(.key(member.key))
      error(
        at: member.value.position,
        "the maximum \(Self.points(maximum)) is below the minimum \(Self.points(minimum))")
      path.removeLast()
      return nil
    }
    return bounds
  }

  /// A length in points: a number from 0 to `limit`.
  mutating func points(_ value: JSONValue, atMost limit: Double) -> Double? {
    guard case .number(let number) = value.kind else {
      error(at: value.position, "expected a number of points, got \(value.typeName)")
      return nil
    }
    let x = number.value
    guard x.isFinite, x >= 0, x <= limit else {
      error(
        at: value.position,
        x < 0
          ? "expected a non-negative number of points, got \(Self.display(number))"
          : "expected at most \(Self.points(limit)) points, got \(Self.display(number))")
      return nil
    }
    return x
  }

  /// A length in points, or `"infinity"` (no bound: `.some(nil)`); nil when it is neither.
  mutating func pointsOrInfinity(_ value: JSONValue) -> Double?? {
    if case .string(let text) = value.kind {
      guard text == "infinity" else {
        error(
          at: value.position, "expected a number of points or \"infinity\", got \(text.quotedForMessage())")
        return nil
      }
      return .some(nil)
    }
    return points(value, atMost: FixtureSchema.maximumPoints).map { .some($0) }
  }

  /// An array of names, each one of `names`; a name given twice counts once.
  mutating func names(_ value: JSONValue, among names: [String]) -> [String]? {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array, got \(value.typeName)")
      return nil
    }
    var chosen: [String] = []
    var valid = true
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      defer { path.removeLast() }
      guard let name = name(element, among: names) else {
        valid = false
        continue
      }
      if !chosen.contains(name) { chosen.append(name) }
    }
    return valid ? chosen : nil
  }

  /// Points as a message says them: a whole number without a fraction.
  static func points(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
