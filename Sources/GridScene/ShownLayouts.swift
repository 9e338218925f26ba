import GridCanvas
import GridLayout

/// The layouts on the previewer's screen: the one shown (the flexible grid in the compare view) and
/// the compare view's flow layout, either exact or — while the exact ones of a large fixture are
/// computed in the background — slices of them around what is on screen, exact themselves, placed
/// in an estimate of the rest (`LayoutWindow`).
public struct ShownLayouts {
  /// While settling: the estimates the slices are placed in, and the slices.
  struct Settling {
    var estimate: LayoutEstimate
    var main: LayoutWindow
    var compare: LayoutWindow?
  }

  /// The layout on screen: the whole of it when exact, a slice while settling.
  public private(set) var main: LayoutResult
  /// The compare view's flow layout, likewise.
  public private(set) var compare: LayoutResult?
  /// The slices and their estimate while the exact layouts are computed; nil once they are exact.
  var settling: Settling?

  /// Exact layouts.
  init(main: LayoutResult, compare: LayoutResult?) {
    self.main = main
    self.compare = compare
  }

  /// Slices placed in an estimate.
  init(settling: Settling) {
    self.main = settling.main.result
    self.compare = settling.compare?.result
    self.settling = settling
  }

  /// Whether what is shown is still being made exact in the background.
  public var isSettling: Bool { settling != nil }

  /// The content's height in rows: the taller layout's, exact or estimated.
  public var contentHeight: Int {
    if let settling {
      return Canvas.cells(max(settling.main.contentHeight, settling.compare?.contentHeight ?? 0))
    }
    return max(Canvas.cells(main.contentSize.height), Canvas.cells(compare?.contentSize.height ?? 0))
  }

  /// Whether every row from `from` up to `to` is laid out (always, when exact).
  func covers(from: Int, to: Int) -> Bool {
    guard let settling else { return true }
    let (top, bottom) = (Double(from), Double(to))
    return settling.main.covers(from: top, to: bottom)
      && (settling.compare?.covers(from: top, to: bottom) ?? true)
  }
}

/// The exact layouts made so far, for settings the person may step back to (the text size back
/// down, the width back): the last few, most recently used first.
struct ExactLayoutCache {
  private var entries: [(key: SettleKey, layouts: ShownLayouts)] = []
  /// The most layouts kept: each is the whole content's frames (up to tens of megabytes for a
  /// million items).
  let capacity = 3

  func layouts(for key: SettleKey) -> ShownLayouts? {
    entries.first { $0.key == key }?.layouts
  }

  mutating func store(_ layouts: ShownLayouts, for key: SettleKey) {
    entries.removeAll { $0.key == key }
    entries.insert((key, layouts), at: 0)
    if entries.count > capacity { entries.removeLast(entries.count - capacity) }
  }

  mutating func removeAll() { entries.removeAll() }
}

extension LayoutResult {
  /// A layout of nothing: what a previewer shows before its first layout.
  static var nothing: LayoutResult {
    ListLayout().layout(
      LayoutInput(sections: [], columnCount: { _ in 1 }, itemHeight: { _, _ in 0 }),
      in: Size(width: 0, height: 0))
  }
}
