import GridLayout
import GridText

/// Reading UIKit's compositional layout (`compositional`): the shape of each object here, and what
/// the engine finds wrong with the section as a whole (`CollectionLayoutSection.problems`) reported
/// at the position its path names.
extension FixtureValidator {
  /// A `compositional` object: the section, or nil after reporting what is wrong with it.
  mutating func compositional(_ value: JSONValue) -> CollectionLayoutSection? {
    guard let members = object(value) else { return nil }
    let errorsBefore = errorCount
    var section = FixtureSchema.unsetSection
    let read = self.read(members, of: value, into: &section, by: FixtureSchema.compositionalSection)
    guard read.valid, FixtureSchema.compositionalSection.isComplete(read.present), errorCount == errorsBefore
    else { return nil }
    let problems = section.problems
    // A group too deep leaves every group above it without an item: said once, where it is.
    let causes = problems.filter { problem in
      !problems.contains { $0.path.count > problem.path.count && $0.path.starts(with: problem.path) }
    }
    for problem in causes {
      let (position, walked) = Self.position(of: problem.path, in: value)
      path.append(contentsOf: walked)
      error(at: position, problem.message)
      path.removeLast(walked.count)
    }
    return problems.isEmpty ? section : nil
  }

  /// Where a problem's path leads in the `compositional` object: the deepest value of the path that
  /// the file has (a key left out is reported at its object), and the path to it.
  static func position(of problemPath: [CompositionalPathComponent], in root: JSONValue)
    -> (SourcePosition, [JSONPathComponent])
  {
    var value = root
    var walked: [JSONPathComponent] = []
    for component in problemPath {
      switch (component, value.kind) {
      case (.key(let key), .object(let members)):
        guard let member = members.last(where: { $0.matchableKey == key }) else {
          return (value.position, walked)
        }
        value = member.value
        walked.append(.key(member.key))
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        value = elements[index]
        walked.append(.index(index))
      default:
        return (value.position, walked)
      }
    }
    return (value.position, walked)
  }

  /// A group: `{"horizontal": {…}}` or `{"vertical": {…}}`.
  mutating func layoutGroup(_ value: JSONValue) -> CollectionLayoutGroup? {
    guard let members = object(value) else { return nil }
    var group = FixtureSchema.unsetSection.group
    let table = FixtureSchema.layoutGroup
    let read = self.read(members, of: value, into: &group, by: table)
    guard exactlyOne(read.present, of: table.names, what: "a group", in: value) else { return nil }
    return read.valid ? group : nil
  }

  /// A group's body: `layoutSize`, and either `subitems` or `subitem` with `count`.
  mutating func groupBody(_ value: JSONValue) -> FixtureSchema.GroupBody? {
    guard let members = object(value) else { return nil }
    var body = FixtureSchema.GroupBody()
    let table = FixtureSchema.groupBody
    let read = self.read(members, of: value, into: &body, by: table)
    let list = read.present & FixtureSchema.groupSubitemsKey != 0
    let one = read.present & FixtureSchema.groupSubitemKey != 0
    let count = read.present & FixtureSchema.groupCountKey != 0
    var whole = true
    if list && (one || count) {
      error(at: value.position, "expected either 'subitems' or 'subitem' with 'count', not both")
      whole = false
    } else if !list && !one && !count {
      error(at: value.position, "expected 'subitems', or 'subitem' with 'count'")
      whole = false
    } else if one != count {
      path.append(.key(one ? "count" : "subitem"))
      error(
        at: value.position,
        "missing required key '\(one ? "count" : "subitem")' (it goes with '\(one ? "subitem" : "count")')")
      path.removeLast()
      whole = false
    }
    return read.valid && whole && table.isComplete(read.present) ? body : nil
  }

  /// A group's subitems: at least one, each an item or a group.
  mutating func layoutSubitems(_ value: JSONValue) -> [CollectionLayoutGroup.Subitem]? {
    guard case .array(let elements) = value.kind else {
      error(at: value.position, "expected an array of items and groups, got \(value.typeName)")
      return nil
    }
    if elements.isEmpty {
      error(at: value.position, "expected at least one subitem")
      return nil
    }
    var subitems: [CollectionLayoutGroup.Subitem] = []
    var valid = true
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      defer { path.removeLast() }
      guard let subitem = layoutSubitem(element) else {
        valid = false
        continue
      }
      subitems.append(subitem)
    }
    return valid ? subitems : nil
  }

  /// A subitem: an item (`layoutSize`, `contentInsets`) or a group (`horizontal` or `vertical`).
  mutating func layoutSubitem(_ value: JSONValue) -> CollectionLayoutGroup.Subitem? {
    guard let members = object(value) else { return nil }
    var draft = FixtureSchema.SubitemDraft()
    let table = FixtureSchema.subitem
    let read = self.read(members, of: value, into: &draft, by: table)
    let asItem = read.present & FixtureSchema.subitemItemKeys
    let asGroup = read.present & FixtureSchema.subitemGroupKeys
    if asItem != 0 && asGroup != 0 {
      error(
        at: value.position,
        "expected an item ('layoutSize') or a group ('horizontal' or 'vertical'), not both")
      return nil
    }
    if asGroup.nonzeroBitCount > 1 {
      error(at: value.position, "expected one of 'horizontal' or 'vertical', not both")
      return nil
    }
    if asGroup == 0 && asItem & 1 == 0 {
      path.append(.key("layoutSize"))
      error(at: value.position, "missing required key 'layoutSize' (or a group: 'horizontal' or 'vertical')")
      path.removeLast()
      return nil
    }
    return read.valid ? draft.subitem : nil
  }

  /// A layout size: both dimensions.
  mutating func layoutSize(_ value: JSONValue) -> CollectionLayoutSize? {
    guard let members = object(value) else { return nil }
    var size = FixtureSchema.unsetSize
    let table = FixtureSchema.layoutSize
    let read = self.read(members, of: value, into: &size, by: table)
    return read.valid && table.isComplete(read.present) ? size : nil
  }

  /// A dimension: exactly one of its five kinds; an unknown kind is an error (with the closest name).
  mutating func dimension(_ value: JSONValue) -> CollectionLayoutDimension? {
    oneOf(value, by: FixtureSchema.dimension, what: "a dimension")
  }

  /// Inter-item spacing: `fixed` or `flexible`.
  mutating func itemSpacing(_ value: JSONValue) -> CollectionLayoutSpacing? {
    oneOf(value, by: FixtureSchema.itemSpacing, what: "a spacing")
  }

  /// Directional insets: every edge optional.
  mutating func directionalInsets(_ value: JSONValue) -> DirectionalEdgeInsets? {
    guard let members = object(value) else { return nil }
    var insets = DirectionalEdgeInsets.zero
    return read(members, of: value, into: &insets, by: FixtureSchema.directionalInsets).valid ? insets : nil
  }

  /// A header or footer: `layoutSize` required.
  mutating func boundaryItem(_ value: JSONValue) -> CollectionLayoutBoundaryItem? {
    guard let members = object(value) else { return nil }
    var item = CollectionLayoutBoundaryItem(layoutSize: FixtureSchema.unsetSize)
    let table = FixtureSchema.boundaryItem
    let read = self.read(members, of: value, into: &item, by: table)
    return read.valid && table.isComplete(read.present) ? item : nil
  }

  /// An object with exactly one key of `table`, each a kind of the value: a key it does not know is
  /// an error, not a warning, since the value would be left without a kind.
  private mutating func oneOf<Choice>(
    _ value: JSONValue, by table: FixtureSchema.Table<Choice?>, what: String
  )
    -> Choice?
  {
    guard let members = object(value) else { return nil }
    for member in members where table.index(of: member.matchableKey) == nil {
      var message = "unknown key \(member.key.quotedForMessage())"
      if let suggestion = member.key.closestMatch(among: table.names) {
        message += "; did you mean \(suggestion.quotedForMessage())?"
      } else {
        message += "; expected \(what): \(Self.either(table.names))"
      }
      path.append(.key(member.key))
      error(at: member.keyPosition, message)
      path.removeLast()
      return nil
    }
    var choice: Choice?
    let read = self.read(members, of: value, into: &choice, by: table)
    guard exactlyOne(read.present, of: table.names, what: what, in: value) else { return nil }
    return read.valid ? choice : nil
  }

  /// Whether exactly one of `names` is present; an error at `value` if not.
  private mutating func exactlyOne(_ present: UInt64, of names: [String], what: String, in value: JSONValue)
    -> Bool
  {
    if present == 0 {
      error(at: value.position, "expected \(what): \(Self.either(names))")
      return false
    }
    if present.nonzeroBitCount > 1 {
      error(at: value.position, "expected one of \(Self.either(names)), not several")
      return false
    }
    return true
  }

  /// Names as a message lists them: `'a', 'b' or 'c'`.
  private static func either(_ names: [String]) -> String {
    let quoted = names.map { $0.quotedForMessage() }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
