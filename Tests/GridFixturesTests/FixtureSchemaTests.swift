import GridLayout
import Testing

@_spi(Testing) @testable import GridFixtures

/// The one description of the format, row by row: every key of every kind of object is written by
/// the encoder, read back by both readers to the same fixture, and suggested for a misspelling.
@Suite struct FixtureSchemaTests {
  /// One key set to a value other than the default, in a fixture that is otherwise plain.
  struct Case: CustomTestStringConvertible {
    var object: String
    var key: String
    var fixture: Fixture
    var testDescription: String { "\(object).\(key)" }
  }

  /// An item that is written as an object whatever else is set (it has a title), with no text.
  static let objectItem = FixtureItem(title: "base", text: "")

  static let cases: [Case] = {
    var cases: [Case] = []
    func each<Owner>(
      _ object: String, _ table: FixtureSchema.Table<Owner>, _ base: Owner, _ place: (Owner) -> Fixture
    ) {
      for (index, member) in table.members.enumerated() {
        var owner = base
        change(&owner, member.value)
        cases.append(Case(object: object, key: table.names[index], fixture: place(owner)))
      }
    }
    let section = FixtureSection(items: [objectItem])
    each("fixture", FixtureSchema.fixture, Fixture(sections: [section])) { $0 }
    each("waterfall", FixtureSchema.waterfall, Fixture(sections: [section])) { $0 }
    each("section", FixtureSchema.section, section) { Fixture(sections: [$0]) }
    each("item", FixtureSchema.item, objectItem) { Fixture(sections: [FixtureSection(items: [$0])]) }
    each("insets", FixtureSchema.insets, Fixture.Insets.standard) { Fixture(insets: $0, sections: [section]) }
    each("section insets", FixtureSchema.insets, Fixture.Insets.standard) {
      Fixture(sections: [FixtureSection(insets: $0, items: [objectItem])])
    }
    each("columns", FixtureSchema.columnRule, nil) { rule in
      Fixture(columns: rule ?? .fixed(2), sections: [section])
    }
    // The second breakpoint: the first must be at 0.
    each("breakpoint", FixtureSchema.breakpoint, ColumnBreakpoint(minWidth: 40, columns: 2)) {
      Fixture(columns: .breakpoints([ColumnBreakpoint(minWidth: 0, columns: 1), $0]), sections: [section])
    }
    func inGrid(_ grid: Fixture.LazyVGrid) -> Fixture {
      var fixture = Fixture(layout: .lazyVGrid, sections: [section])
      fixture.lazyVGrid = grid
      return fixture
    }
    let grid = Fixture.LazyVGrid(columns: [Fixture.GridColumn(size: .fixed(10))])
    each("lazyVGrid", FixtureSchema.lazyVGrid, grid, inGrid)
    each("grid column", FixtureSchema.gridColumn, Fixture.GridColumn(size: .fixed(10))) {
      inGrid(Fixture.LazyVGrid(columns: [$0]))
    }
    each("flexible", FixtureSchema.flexibleBounds, FixtureSchema.SizeBounds()) {
      inGrid(
        Fixture.LazyVGrid(columns: [
          Fixture.GridColumn(size: .flexible(minimum: $0.minimum ?? 10, maximum: $0.maximum))
        ]))
    }
    each("adaptive", FixtureSchema.adaptiveBounds, FixtureSchema.SizeBounds(minimum: 40)) {
      inGrid(
        Fixture.LazyVGrid(columns: [
          Fixture.GridColumn(size: .adaptive(minimum: $0.minimum ?? 40, maximum: $0.maximum))
        ]))
    }
    // UIKit's compositional layout: every object of a section, in a section otherwise plain.
    func inCompositional(_ compositional: CollectionLayoutSection) -> Fixture {
      var fixture = Fixture(layout: .compositional, sections: [section])
      fixture.compositional = compositional
      return fixture
    }
    let item = CollectionLayoutItem(layoutSize: compositionalSize)
    let group = CollectionLayoutGroup(
      axis: .horizontal, layoutSize: compositionalSize, contents: .repeating(.item(item), count: 2))
    let plain = CollectionLayoutSection(group: group)
    func withGroup(_ group: CollectionLayoutGroup) -> Fixture {
      inCompositional(CollectionLayoutSection(group: group))
    }
    func withItem(_ item: CollectionLayoutItem) -> Fixture {
      withGroup(
        CollectionLayoutGroup(
          axis: .horizontal, layoutSize: compositionalSize, contents: .subitems([.item(item)])))
    }
    each("compositional", FixtureSchema.compositionalSection, plain, inCompositional)
    each("group", FixtureSchema.layoutGroup, group, withGroup)
    each("group body", FixtureSchema.groupBody, FixtureSchema.GroupBody(group)) {
      withGroup($0.group(axis: .horizontal))
    }
    each("subitem", FixtureSchema.subitem, FixtureSchema.SubitemDraft(.item(item))) {
      withGroup(
        CollectionLayoutGroup(
          axis: .horizontal, layoutSize: compositionalSize, contents: .subitems([$0.subitem])))
    }
    each("layout size", FixtureSchema.layoutSize, compositionalSize) {
      withItem(CollectionLayoutItem(layoutSize: $0))
    }
    each("dimension", FixtureSchema.dimension, .estimated(44)) {
      withItem(
        CollectionLayoutItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: $0 ?? .estimated(1))))
    }
    each("spacing", FixtureSchema.itemSpacing, nil) {
      var spaced = group
      spaced.interItemSpacing = $0
      return withGroup(spaced)
    }
    each("directional insets", FixtureSchema.directionalInsets, .zero) {
      inCompositional(CollectionLayoutSection(group: group, contentInsets: $0))
    }
    each(
      "boundary item", FixtureSchema.boundaryItem, CollectionLayoutBoundaryItem(layoutSize: compositionalSize)
    ) {
      inCompositional(CollectionLayoutSection(group: group, header: $0))
    }
    return cases
  }()

  /// The size the compositional cases start from.
  static let compositionalSize = CollectionLayoutSize(
    widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44))

  /// Sets the value of `kind` in `owner` to one it does not have, within the key's range.
  static func change<Owner>(_ owner: inout Owner, _ kind: FixtureSchema.Value<Owner>) {
    switch kind {
    case .text(let get, let set), .localizable(let get, let set):
      set(&owner, (get(owner) ?? "") + "é \"q\" \u{1B}[1m")
    case .paths(_, let set): set(&owner, ["Localizable.xcstrings", "Resources"])
    case .arguments(_, let set): set(&owner, [.number(3), .text("x")])
    case .integer(let range, let get, let set):
      set(&owner, get(owner) == range.upperBound ? range.lowerBound : range.upperBound)
    case .positiveNumber(let limit, let get, let set): set(&owner, get(owner) == limit ? limit / 3 : limit)
    case .flag(let get, let set): set(&owner, !(get(owner) ?? false))
    case .name(let names, let get, let set):
      // A name other than the current one that the encoder writes (a default it leaves out, such
      // as `direction`'s `ltr`, would not show the key).
      let current = get(owner)
      for other in names where other != current {
        var changed = owner
        set(&changed, other)
        if get(changed) != nil {
          owner = changed
          return
        }
      }
    case .textSize(let get, let set): set(&owner, get(owner) == "AX2" ? "large" : "AX2")
    case .columns(_, let set): set(&owner, .minColumnWidth(17))
    case .breakpoints(_, let set):
      set(&owner, [ColumnBreakpoint(minWidth: 0, columns: 1), ColumnBreakpoint(minWidth: 90, columns: 4)])
    case .insets(_, _, let set): set(&owner, Fixture.Insets(top: 1, left: 2, bottom: 3, right: 4))
    case .span(_, let set): set(&owner, .full)
    case .points(_, let get, let set): set(&owner, get(owner) == 12.5 ? 7 : 12.5)
    case .pointsOrInfinity(_, let set): set(&owner, 300)
    case .names(let names, _, let set): set(&owner, names)
    case .lazyVGrid(_, let set):
      set(
        &owner,
        Fixture.LazyVGrid(
          columns: [Fixture.GridColumn(size: .flexible()), Fixture.GridColumn(size: .fixed(80.5))], spacing: 4
        ))
    case .gridColumns(_, let set):
      set(
        &owner,
        [
          Fixture.GridColumn(size: .fixed(70)),
          Fixture.GridColumn(size: .adaptive(minimum: 40, maximum: 90), spacing: 4, alignment: .top),
        ])
    case .sizeBounds(_, _, let set): set(&owner, FixtureSchema.SizeBounds(minimum: 33, maximum: 99))
    case .compositional(_, let set):
      let item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(widthDimension: .absolute(90), heightDimension: .absolute(30)))
      set(
        &owner,
        CollectionLayoutSection(
          group: .vertical(layoutSize: compositionalSize, repeatingSubitem: .item(item), count: 3),
          interGroupSpacing: 4))
    case .layoutGroup(_, let set):
      set(
        &owner,
        .vertical(
          layoutSize: compositionalSize,
          subitems: [.item(CollectionLayoutItem(layoutSize: compositionalSize))]))
    case .groupBody(_, let set):
      let wide = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(20)),
        contentInsets: DirectionalEdgeInsets(all: 2))
      set(
        &owner,
        FixtureSchema.GroupBody(
          .horizontal(layoutSize: compositionalSize, subitems: [.item(wide), .item(wide)])))
    case .subitems(_, let set):
      set(
        &owner,
        [
          .item(CollectionLayoutItem(layoutSize: compositionalSize)),
          .group(
            .vertical(
              layoutSize: compositionalSize,
              repeatingSubitem: .item(CollectionLayoutItem(layoutSize: compositionalSize)), count: 2)),
        ])
    case .subitem(_, let set):
      set(
        &owner,
        .item(
          CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
              widthDimension: .absolute(33), heightDimension: .uniformAcrossSiblings(estimate: 50)))))
    case .layoutSize(_, let set):
      set(
        &owner, CollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(0.5)))
    case .dimension(_, let set): set(&owner, .absolute(77))
    case .itemSpacing(_, let set): set(&owner, .flexible(6))
    case .directionalInsets(_, let set):
      set(&owner, DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    case .boundaryItem(_, let set):
      set(
        &owner,
        CollectionLayoutBoundaryItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), pinToVisibleBounds: true))
    case .group(let table):
      for member in table.members { change(&owner, member.value) }
    case .sections(let set):
      set(&owner, [FixtureSection(header: "H", items: [objectItem]), FixtureSection()])
    case .items(let set):
      set(&owner, [FixtureItem(text: "a"), objectItem, FixtureItem(text: "", maxLines: 2)])
    }
  }

  @Test func everyObjectHasItsKeysOnceAndEveryKeyHasACase() {
    for names in [
      FixtureSchema.fixture.names, FixtureSchema.waterfall.names, FixtureSchema.section.names,
      FixtureSchema.item.names, FixtureSchema.insets.names, FixtureSchema.columnRule.names,
      FixtureSchema.breakpoint.names, FixtureSchema.lazyVGrid.names, FixtureSchema.gridColumn.names,
      FixtureSchema.flexibleBounds.names, FixtureSchema.adaptiveBounds.names,
      FixtureSchema.compositionalSection.names, FixtureSchema.layoutGroup.names,
      FixtureSchema.groupBody.names,
      FixtureSchema.subitem.names, FixtureSchema.layoutSize.names, FixtureSchema.dimension.names,
      FixtureSchema.itemSpacing.names, FixtureSchema.directionalInsets.names,
      FixtureSchema.boundaryItem.names,
    ] {
      #expect(Set(names).count == names.count, "\(names)")
    }
    #expect(
      Self.cases.count == 19 + 2 + 13 + 7 + 4 + 4 + 2 + 2 + 4 + 5 + 2 + 2 + 6 + 2 + 6 + 4 + 2 + 5 + 2 + 4 + 2)
  }

  /// Each key, set on its own: the encoder writes it, and both readers give back the same fixture
  /// with nothing to report.
  @Test(arguments: cases)
  func everyKeyIsWrittenAndReadBackByBothReaders(_ testCase: Case) throws {
    let json = testCase.fixture.encodedJSON()
    #expect(json.contains("\"\(testCase.key)\":"), "\(json)")
    let bytes = Array(json.utf8)
    // Where the string files are named is the file's, not the fixture's: both readers say the same.
    var fast = FixtureFastReader.fixture(from: bytes)
    let full = Fixture.parseFully(bytes, fileName: "f.json")
    #expect(fast?.stringPositions == full.fixture?.stringPositions)
    #expect(fast?.stringPositions.count == testCase.fixture.strings.count)
    fast?.stringPositions = []
    #expect(fast == testCase.fixture, "\(json)")
    #expect(FixtureFastReader.plainlyValidOutline(bytes) != nil)
    #expect(full.diagnostics.isEmpty, "\(full.diagnostics.map(\.description))")
    var read = full.fixture
    read?.stringPositions = []
    #expect(read == testCase.fixture)
  }

  /// Each key, misspelt (an `x` before its last letter) where it belongs: a warning that suggests it.
  @Test(arguments: cases)
  func everyKeyIsSuggestedForAMisspelling(_ testCase: Case) throws {
    let typo = testCase.key.dropLast() + "x" + testCase.key.suffix(1)
    let member = "\"\(typo)\": 1"
    let json: String
    switch testCase.object {
    case "fixture": json = #"{"sections": [], \#(member)}"#
    case "waterfall": json = #"{"sections": [], "waterfall": {\#(member)}}"#
    case "section": json = #"{"sections": [{\#(member)}]}"#
    case "item": json = #"{"sections": [{"items": [{\#(member)}]}]}"#
    case "insets": json = #"{"sections": [], "insets": {\#(member)}}"#
    case "section insets": json = #"{"sections": [{"insets": {\#(member)}}]}"#
    case "columns": json = #"{"sections": [], "columns": {"minColumnWidth": 3, \#(member)}}"#
    case "lazyVGrid": json = #"{"sections": [], "lazyVGrid": {"columns": [{"fixed": 1}], \#(member)}}"#
    case "grid column": json = #"{"sections": [], "lazyVGrid": {"columns": [{"fixed": 1, \#(member)}]}}"#
    case "flexible":
      json = #"{"sections": [], "lazyVGrid": {"columns": [{"flexible": {\#(member)}}]}}"#
    case "adaptive":
      json = #"{"sections": [], "lazyVGrid": {"columns": [{"adaptive": {"minimum": 3, \#(member)}}]}}"#
    case "compositional": json = #"{"sections": [], "compositional": {"group": \#(Self.group), \#(member)}}"#
    case "group":
      json = #"{"sections": [], "compositional": {"group": {"horizontal": \#(Self.body), \#(member)}}}"#
    case "group body":
      json =
        #"{"sections": [], "compositional": {"group": {"horizontal": {\#(Self.size), "subitems": [{\#(Self.size)}], \#(member)}}}}"#
    case "subitem":
      json =
        #"{"sections": [], "compositional": {"group": {"horizontal": {\#(Self.size), "subitems": [{\#(Self.size), \#(member)}]}}}}"#
    case "layout size":
      json =
        #"{"sections": [], "compositional": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"absolute": 1}, "heightDimension": {"absolute": 1}, \#(member)}, "subitems": [{\#(Self.size)}]}}}}"#
    case "dimension":
      json =
        #"{"sections": [], "compositional": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"absolute": 1, \#(member)}, "heightDimension": {"absolute": 1}}, "subitems": [{\#(Self.size)}]}}}}"#
    case "spacing":
      json =
        #"{"sections": [], "compositional": {"group": {"horizontal": {\#(Self.size), "subitems": [{\#(Self.size)}], "interItemSpacing": {"fixed": 1, \#(member)}}}}}"#
    case "directional insets":
      json = #"{"sections": [], "compositional": {"group": \#(Self.group), "contentInsets": {\#(member)}}}"#
    case "boundary item":
      json =
        #"{"sections": [], "compositional": {"group": \#(Self.group), "header": {\#(Self.size), \#(member)}}}"#
    default:
      json = #"{"sections": [], "columns": {"breakpoints": [{"minWidth": 0, "columns": 1, \#(member)}]}}"#
    }
    let messages = Fixture.parseFully(Array(json.utf8), fileName: "f.json").diagnostics.map(\.message)
    #expect(
      messages.contains("unknown key '\(typo)'; did you mean '\(testCase.key)'?"), "\(json): \(messages)")
  }

  /// A compositional layout size, a group body and a group, as JSON.
  static let size =
    #""layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 4}}"#
  static let body = #"{\#(size), "subitems": [{\#(size)}]}"#
  static let group = #"{"horizontal": \#(body)}"#

  /// An item with any setting but its text is written as an object: `isPlainText` knows every key.
  @Test func anItemWithAnyKeyButTextIsNoPlainText() {
    for (index, member) in FixtureSchema.item.members.enumerated() {
      var item = FixtureItem(text: "x")
      Self.change(&item, member.value)
      let key = FixtureSchema.item.names[index]
      #expect(item.isPlainText == (key == "text"), "\(key)")
    }
  }
}
