/// Remembers the rows each cell needed, keyed by the cell's identity, the column width and the text
/// size, so a relayout measures only what changed.
///
/// After a text-size change every cell is measured once at the new size; switching back finds them
/// all again. After a width change only cells whose column width changed are measured. The `hits`
/// and `misses` counters show what was measured.
///
/// A class, unlike the rest of the module: one cache is shared by a layout's height closure across
/// layout passes, and each pass must see what the previous ones stored. It is not thread-safe: use
/// it from one thread (or actor) at a time, as layout passes are, and give another thread a
/// `copy()`.
///
/// ```swift
/// let cache = MeasurementCache<Int>()
/// let height = { (item: Int, width: Int) in
///   cache.rows(for: item, width: width, category: size) {
///     CellTextLayout.rows(title: titles[item], body: bodies[item], width: width, category: size)
///   }
/// }
/// ```
///
/// The identity is any `Hashable` value: an item index, or GridLayout's `ItemPath`. When a cell's
/// text changes, `invalidate(_:)` it. What is measured (padding, line limits) is up to the closure.
public final class MeasurementCache<ID: Hashable> {
  /// What a stored measurement is keyed by.
  public struct Key: Hashable {
    public var id: ID
    public var width: Int
    public var category: ContentSizeCategory

    public init(id: ID, width: Int, category: ContentSizeCategory) {
      self.id = id
      self.width = width
      self.category = category
    }
  }

  /// The most measurements kept; storing one more first empties the cache.
  public let capacity: Int

  /// Lookups answered from the cache.
  public var hits: Int { hitCount }
  /// Lookups that had to measure.
  public var misses: Int { missCount }

  // Visible to inlined code: `rows(for:width:category:measure:)` is inlined into its callers, so
  // it is specialized for their `ID` there. Called from another module unspecialized, every lookup
  // fetched the generic metadata of `Key` and of the dictionary at run time (a quarter of a
  // text-size step's instructions).
  @usableFromInline var hitCount = 0
  @usableFromInline var missCount = 0
  @usableFromInline var rowsByKey: [Key: Int] = [:]

  /// - Parameter capacity: The most measurements kept (a grid of 100,000 items at five widths and two
  ///   text sizes fits the default); beyond it the cache starts again empty.
  public init(capacity: Int = 1_000_000) {
    self.capacity = max(1, capacity)
  }

  /// The measurements stored.
  public var count: Int { rowsByKey.count }

  /// A cache holding what this one holds that goes its own way from here: for measuring on another
  /// thread while this one goes on being used on its own (the two share their storage until either
  /// stores a measurement, and neither sees the other's after). Call it on the thread that uses
  /// this cache.
  public func copy() -> MeasurementCache {
    let copy = MeasurementCache(capacity: capacity)
    copy.rowsByKey = rowsByKey
    return copy
  }

  /// The rows stored for `id` at `width` and `category`, or what `measure` returns (then stored).
  @inlinable
  public func rows(for id: ID, width: Int, category: ContentSizeCategory, measure: () -> Int) -> Int {
    let key = Key(id: id, width: width, category: category)
    if let rows = rowsByKey[key] {
      hitCount += 1
      return rows
    }
    missCount += 1
    let rows = measure()
    if rowsByKey.count >= capacity { rowsByKey.removeAll(keepingCapacity: true) }
    rowsByKey[key] = rows
    return rows
  }

  /// Forgets every measurement of `id` (its text changed). Takes time proportional to the cache size.
  public func invalidate(_ id: ID) {
    rowsByKey = rowsByKey.filter { $0.key.id != id }
  }

  /// Forgets every measurement.
  public func removeAll() {
    rowsByKey.removeAll()
  }

  /// Sets `hits` and `misses` back to zero.
  public func resetCounters() {
    hitCount = 0
    missCount = 0
  }
}

extension MeasurementCache.Key: Sendable where ID: Sendable {}
