import GridCanvas
import GridLayout
import GridText
import Synchronization

/// Remembers what long cells and bands show — their wrapped lines — so that a cell, header or
/// footer taller than a `render` slice or a previewer frame is wrapped once, not once per slice or
/// frame: wrapping stays linear in the text's length however many slices it spans (a
/// 1,000,000-character cell was wrapped in full for each of its 50 slices, and so was a footer).
///
/// Only cells whose text is long enough for it to matter are kept, up to `budget` bytes of their
/// text, the least recently used going first when a new one would pass it. The budget is a fixture's
/// largest size, so everything one slice or frame draws fits: a count limit made a frame of more
/// long cells than it allowed wrap every one of them again for every slice (quadratic again). A
/// class for the same reason as `MeasurementCache`: every copy of a scene shares it. `render` draws
/// several slices on every core at once, so it is guarded by a lock, held while a missing cell is
/// wrapped: slices that meet the same long cell at the same time wait for one wrapping instead of
/// each making their own (long cells are rare; short ones never come here).
final class ContentCache: Sendable {
  struct Key: Hashable {
    var kind: ElementKind
    var path: ItemPath
    var width: Int
    var category: ContentSizeCategory
    var collapse: Bool
    var plain: Bool
  }

  /// Text shorter than this (title and body, in UTF-8 bytes) is wrapped again each time: it is cheap.
  static let minimumLength = 4096

  private struct State: ~Copyable {
    var entries: [Key: (content: ElementContent, bytes: Int, used: Int)] = [:]
    var bytes = 0
    var clock = 0
    var hits = 0
  }

  /// Bytes of text kept (the largest fixture a file may be).
  let budget: Int
  private let state = Mutex(State())

  init(budget: Int = 64 << 20) { self.budget = budget }

  /// Contents answered from the cache (for tests).
  var hits: Int { state.withLock { $0.hits } }

  /// The content for `key`, whose text is `length` bytes, made by `make` the first time.
  func content(for key: Key, length: Int, make: () -> ElementContent) -> ElementContent {
    state.withLock { state in
      state.clock += 1
      if let cached = state.entries[key] {
        state.hits += 1
        state.entries[key]?.used = state.clock
        return cached.content
      }
      let made = make()
      while state.bytes + length > budget,
        let oldest = state.entries.min(by: { $0.value.used < $1.value.used })
      {
        state.bytes -= oldest.value.bytes
        state.entries[oldest.key] = nil
      }
      state.entries[key] = (made, length, state.clock)
      state.bytes += length
      return made
    }
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
