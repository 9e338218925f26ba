import Dispatch
import GridText
import Testing

@Suite struct MeasurementCacheTests {
  /// A grid's items, identified by (section, item) as GridLayout's `ItemPath` would be.
  struct Path: Hashable {
    var section: Int
    var item: Int
  }

  static let bodies = (0..<50).map { "Item \($0): " + String(repeating: "word ", count: $0 % 9 + 1) }

  /// Measures every item through the cache, item `i` at width `widths(i)`.
  func measureAll(
    _ cache: MeasurementCache<Path>, widths: (Int) -> Int, category: ContentSizeCategory, padding: Int = 1,
    maxBodyLines: Int? = nil
  ) -> [Int] {
    Self.bodies.indices.map { index in
      cache.rows(for: Path(section: 0, item: index), width: widths(index), category: category) {
        CellTextLayout.rows(
          title: "Title", body: Self.bodies[index], width: widths(index), category: category,
          padding: padding,
          maxBodyLines: maxBodyLines)
      }
    }
  }

  @Test func aSecondPassMeasuresNothing() {
    let cache = MeasurementCache<Path>()
    let first = measureAll(cache, widths: { _ in 24 }, category: .large)
    #expect(cache.misses == 50 && cache.hits == 0)
    let second = measureAll(cache, widths: { _ in 24 }, category: .large)
    #expect(second == first)
    #expect(cache.misses == 50 && cache.hits == 50)
  }

  /// A copy starts with what the cache holds and goes its own way: a thread of its own measures
  /// through it while the cache goes on being used (`Room` draws on a second thread so).
  @Test func aCopyHoldsWhatTheCacheHeldAndNeitherSeesTheOthersLaterMeasurements() {
    let cache = MeasurementCache<Path>()
    let rows = measureAll(cache, widths: { _ in 24 }, category: .large)
    let copy = cache.copy()
    #expect(copy.count == 50 && measureAll(copy, widths: { _ in 24 }, category: .large) == rows)
    #expect(copy.misses == 0 && copy.hits == 50)
    // Each side's new measurements stay its own, measured on two threads at once.
    nonisolated(unsafe) let elsewhere = copy
    let other = DispatchGroup()
    DispatchQueue.global().async(group: other) {
      _ = MeasurementCacheTests().measureAll(elsewhere, widths: { _ in 30 }, category: .large)
    }
    _ = measureAll(cache, widths: { _ in 18 }, category: .extraLarge)
    other.wait()
    #expect(cache.count == 100 && copy.count == 100)
    _ = measureAll(cache, widths: { _ in 30 }, category: .large)
    #expect(cache.count == 150)
  }

  @Test func storedRowsEqualFreshMeasurements() {
    let cache = MeasurementCache<Path>()
    for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
      let rows = measureAll(cache, widths: { 10 + $0 % 7 }, category: category, padding: 2, maxBodyLines: 2)
      let fresh = Self.bodies.indices.map {
        CellTextLayout.rows(
          title: "Title", body: Self.bodies[$0], width: 10 + $0 % 7, category: category, padding: 2,
          maxBodyLines: 2)
      }
      #expect(rows == fresh)
    }
  }

  @Test func aWidthChangeMeasuresOnlyTheItemsWhoseWidthChanged() {
    let cache = MeasurementCache<Path>()
    _ = measureAll(cache, widths: { _ in 24 }, category: .large)
    cache.resetCounters()
    // The last ten items move to a narrower column; the rest keep their width.
    _ = measureAll(cache, widths: { $0 >= 40 ? 16 : 24 }, category: .large)
    #expect(cache.misses == 10 && cache.hits == 40)
  }

  @Test func aCategoryChangeMeasuresOnceAndTogglingBackMeasuresNothing() {
    let cache = MeasurementCache<Path>()
    _ = measureAll(cache, widths: { _ in 24 }, category: .large)
    _ = measureAll(cache, widths: { _ in 24 }, category: .accessibilityLarge)
    #expect(cache.misses == 100)
    cache.resetCounters()
    _ = measureAll(cache, widths: { _ in 24 }, category: .large)
    _ = measureAll(cache, widths: { _ in 24 }, category: .accessibilityLarge)
    #expect(cache.misses == 0 && cache.hits == 100)
    #expect(cache.count == 100)
  }

  @Test func invalidatingAnItemRemeasuresOnlyThatItem() {
    let cache = MeasurementCache<Path>()
    _ = measureAll(cache, widths: { _ in 24 }, category: .large)
    _ = measureAll(cache, widths: { _ in 30 }, category: .large)
    cache.invalidate(Path(section: 0, item: 3))
    #expect(cache.count == 98)
    cache.resetCounters()
    _ = measureAll(cache, widths: { _ in 24 }, category: .large)
    #expect(cache.misses == 1 && cache.hits == 49)
    cache.removeAll()
    #expect(cache.count == 0)
  }

  @Test func theMeasureClosureRunsOnlyOnAMiss() {
    let cache = MeasurementCache<Int>()
    var calls = 0
    for _ in 0..<3 {
      let rows = cache.rows(for: 7, width: 10, category: .large) {
        calls += 1
        return 5
      }
      #expect(rows == 5)
    }
    #expect(calls == 1 && cache.hits == 2 && cache.misses == 1)
  }

  @Test func pastItsCapacityTheCacheStartsAgain() {
    let cache = MeasurementCache<Int>(capacity: 3)
    for id in 0..<4 {
      _ = cache.rows(for: id, width: 10, category: .large) { id }
    }
    #expect(cache.count == 1)
    #expect(cache.rows(for: 3, width: 10, category: .large) { -1 } == 3)
  }
}
