import Dispatch
import GridCanvas
import GridFixtures
import GridLayout

extension Scene {
  /// `layoutResult(width:settings:)` with the items' text measured on every core first: for a batch
  /// scene (`render`, `layout`), whose single pass would otherwise measure item after item on one.
  ///
  /// A first pass with stand-in heights finds the width each item will be asked at — in the grid,
  /// flow and list layouts an item's width depends on its place in its row, never on heights — then
  /// every item is measured at that width, shared out among the cores, and the real pass reads the
  /// answers. An item asked at another width than the first pass saw (a waterfall's shortest column
  /// depends on heights) is measured then, as without this, so the result is always the plain
  /// pass's.
  ///
  /// - Parameter prepared: Where to keep what cells show, made while measuring them, for drawing the
  ///   result (`PreparedContents`); nil to keep nothing.
  public func layoutResultMeasuredOnEveryCore(
    width: Int, settings: SceneSettings, preparing prepared: PreparedContents? = nil
  ) -> LayoutResult {
    // The measurement cache is for one thread: a previewer's scene measures as usual.
    guard !cachesMeasurements, itemCount > 0 else { return layoutResult(width: width, settings: settings) }
    let layout = self.layout(settings)
    let size = Size(width: Double(width), height: 0)
    let asked = UnsafeMutableBufferPointer<Int32>.allocate(capacity: itemCount)
    let heights = UnsafeMutableBufferPointer<Int>.allocate(capacity: itemCount)
    defer {
      asked.deallocate()
      heights.deallocate()
    }
    // Int32.min: not asked. Any other value is the width asked, measured as the plain pass would
    // measure it, whatever it is.
    asked.initialize(repeating: .min)
    var dry = input(width: width, settings: settings)
    dry.itemHeight = { path, columnWidth in
      asked[self.globalIndex(of: path)] = Int32(clamping: Canvas.cells(columnWidth))
      return 1
    }
    _ = layout.layout(dry, in: size)

    // A scene that keeps no measurements only reads itself while measuring.
    let shared = Premeasured(
      scene: self, settings: settings, asked: asked, heights: heights,
      prepared: prepared?.settings == settings ? prepared : nil)
    let count = itemCount
    let chunks = min(count, 8 * ProcessorCount.online)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let scene = shared.scene
      let start = chunk * count / chunks
      let end = (chunk + 1) * count / chunks
      guard start < end, var path = scene.path(ofGlobalIndex: start) else { return }
      for global in start..<end {
        while path.item >= scene.fixture.sections[path.section].items.count {
          path = ItemPath(section: path.section + 1, item: 0)
        }
        if shared.asked[global] != .min {
          let columnWidth = Int(shared.asked[global])
          shared.heights[global] =
            if let prepared = shared.prepared {
              scene.rows(of: path, columnWidth: columnWidth, settings: shared.settings, preparing: prepared)
            } else {
              scene.rows(of: path, columnWidth: columnWidth, settings: shared.settings)
            }
        }
        path.item += 1
      }
    }

    var real = input(width: width, settings: settings)
    real.itemHeight = { path, columnWidth in
      let global = self.globalIndex(of: path)
      let cells = Canvas.cells(columnWidth)
      if asked[global] != .min && Int(asked[global]) == cells { return Double(heights[global]) }
      return Double(self.rows(of: path, columnWidth: cells, settings: settings))
    }
    return layout.layout(real, in: size)
  }
}

/// What the measuring workers share: the scene, which they only read, and the buffers, which they
/// write at distinct indices.
private struct Premeasured: @unchecked Sendable {
  let scene: Scene
  let settings: SceneSettings
  let asked: UnsafeMutableBufferPointer<Int32>
  let heights: UnsafeMutableBufferPointer<Int>
  let prepared: PreparedContents?
}
