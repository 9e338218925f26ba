import GridLayout

extension Fixture {
  /// The `compositional` layout's section for `section`: its own or the fixture's (as a section
  /// provider gives one section its own); `nil` when neither has one.
  public func compositional(in section: FixtureSection) -> CollectionLayoutSection? {
    section.compositional ?? compositional
  }

  /// The section a fixture without a `compositional` object is laid out with: Apple's "Grid" sample
  /// at the column count the fixture's rule gives (one group of `count` items, each a fraction of the
  /// row and as tall as its text), so `--layout compositional` shows any fixture.
  public static func defaultCompositional(columns: Int) -> CollectionLayoutSection {
    let count = max(1, min(columns, CollectionLayoutSection.maximumCount))
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / Double(count)), heightDimension: .estimated(44)))
    let group = CollectionLayoutGroup(
      axis: .horizontal,
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      contents: .repeating(.item(item), count: count), interItemSpacing: .fixed(8))
    return CollectionLayoutSection(group: group, interGroupSpacing: 8)
  }
}
