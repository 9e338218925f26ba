import GridCanvas
import GridText

/// What cells show, made while a batch drawing (`render`) measures them: a cell whose text is not
/// ASCII is wrapped once, its height taken from the lines it gets and the lines kept for drawing,
/// instead of being counted for the layout and then wrapped again to be drawn. (ASCII is counted
/// from its words' lengths, which costs less than keeping its lines.)
///
/// Made by `Scene.layoutResultMeasuredOnEveryCore(width:settings:preparing:)`, which fills it on every
/// core, each item's slot from one thread; then only read, by any number of threads, while the
/// result is drawn (`Scene.canvas(for:settings:top:height:width:renderer:drivers:prepared:)`). A
/// slot holds what `Scene.content(of:settings:plain: true)` gives for the item at the box width it
/// was measured at, for the settings it was measured with; drawing at another width (a waterfall
/// item placed in another column than the measuring pass saw) wraps as usual.
public final class PreparedContents: @unchecked Sendable {
  /// The settings the contents are for.
  let settings: SceneSettings
  let count: Int
  /// Each item's content, or nil: each slot one reference, so that a fixture of ASCII costs eight
  /// bytes an item.
  private let slots: UnsafeMutablePointer<Slot?>

  /// A content and the box width it was made at.
  private final class Slot {
    let content: ElementContent
    let boxWidth: Int

    init(_ content: ElementContent, boxWidth: Int) {
      self.content = content
      self.boxWidth = boxWidth
    }
  }

  /// Room for `itemCount` items' contents, for drawing with `settings`.
  public init(itemCount: Int, settings: SceneSettings) {
    self.settings = settings
    count = max(0, itemCount)
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  /// Keeps the content of the item at a global index, made at `boxWidth`. Each index from one thread.
  func store(_ content: ElementContent, at index: Int, boxWidth: Int) {
    guard index >= 0 && index < count else { return }
    slots[index] = Slot(content, boxWidth: boxWidth)
  }

  /// The content kept for the item at a global index and box width, if there is one.
  func content(at index: Int, boxWidth: Int) -> ElementContent? {
    guard index >= 0 && index < count, let slot = slots[index], slot.boxWidth == boxWidth else { return nil }
    return slot.content
  }
}

extension ElementContent {
  /// The rows a cell's content takes (`CellTextLayout.rows`); 3 for anything else.
  var rows: Int {
    switch self {
    case .cell(let layout): layout.rows
    case .plainCell(let text): text.rows
    case .band, .empty: 2 * CellTextLayout.border + 1
    }
  }
}
