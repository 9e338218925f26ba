import GridCanvas
import GridLayout
import GridText

/// Remembers what long cells show — their wrapped lines — so that a cell taller than a `render`
/// slice or a previewer frame is wrapped once, not once per slice or frame: wrapping stays linear in
/// the text's length however many slices a cell spans (a 1,000,000-character cell was wrapped in
/// full for each of its 50 slices).
///
/// Only cells whose text is long enough for it to matter are kept, at most `capacity` of them
/// (the oldest goes first), so the cache stays small whatever the fixture. A class for the same
/// reason as `MeasurementCache`: every copy of a scene shares it, and it is used from one thread.
final class ContentCache {
  struct Key: Hashable {
    var kind: ElementKind
    var path: ItemPath
    var width: Int
    var category: ContentSizeCategory
    var collapse: Bool
  }

  /// Text shorter than this (title and body, in UTF-8 bytes) is wrapped again each time: it is cheap.
  static let minimumLength = 4096

  let capacity: Int
  private var entries: [Key: ElementContent] = [:]
  private var order: [Key] = []
  /// Contents answered from the cache (for tests).
  private(set) var hits = 0

  init(capacity: Int = 32) { self.capacity = capacity }

  /// The content for `key`, made by `make` the first time.
  func content(for key: Key, make: () -> ElementContent) -> ElementContent {
    if let cached = entries[key] {
      hits += 1
      return cached
    }
    let made = make()
    if order.count == capacity { entries[order.removeFirst()] = nil }
    entries[key] = made
    order.append(key)
    return made
  }
}

/// The widest unbreakable run (word) of each item's title and body, found once per scene: it
/// depends on the text only, and `findings` asks for it at every width and size.
final class LongestRunCache {
  typealias Run = (word: String, width: Int)
  private var runs: [Int: (title: Run, body: Run)] = [:]

  func runs(of item: Int, make: () -> (title: Run, body: Run)) -> (title: Run, body: Run) {
    if let known = runs[item] { return known }
    let made = make()
    runs[item] = made
    return made
  }
}
