import Dispatch
import GridCanvas
import GridFixtures
import GridLayout
import GridText
import Synchronization
import Testing

@testable import GridScene

/// Drawing a scene's layout: whole or in slices, with the renderer its settings ask for.
@Suite struct SceneDrawingTests {
  @Test(arguments: [Fixture.LayoutKind.grid, .flow, .waterfall, .list], [false, true])
  func slicesOfAnyHeightGiveTheSameRowsAsTheWhole(layout: Fixture.LayoutKind, collapse: Bool) {
    let scene = Scene(fixture: .demo)
    let settings = SceneSettings(layout: layout, collapseBorders: collapse)
    let renderer = scene.renderer(settings: settings, characters: .square, theme: .dark)
    let result = scene.layoutResult(width: 70, settings: settings)
    let height = Canvas.cells(result.contentSize.height)
    let whole = scene.canvas(
      for: result, settings: settings, top: 0, height: height, width: 70, renderer: renderer)
    for slice in [1, 7, 23] {
      var rows: [String] = []
      for top in stride(from: 0, to: height, by: slice) {
        let part = scene.canvas(
          for: result, settings: settings, top: top, height: min(slice, height - top), width: 70,
          renderer: renderer)
        rows += (0..<part.height).map(part.row)
      }
      #expect(rows == (0..<height).map(whole.row), "slices of \(slice)")
    }
  }

  @Test func theRendererFollowsTheSettings() {
    let scene = Scene(fixture: .demo)
    let renderer = scene.renderer(
      settings: SceneSettings(collapseBorders: true), characters: .ascii, theme: .monochrome)
    #expect(renderer.collapseBorders)
    #expect(renderer.characters == .ascii)
    #expect(renderer.theme == .monochrome)
    #expect(!scene.renderer(settings: SceneSettings(), characters: .square, theme: .dark).collapseBorders)
  }

  @Test func theLayoutResultIsTheLayoutAtThatWidth() {
    let scene = Scene(fixture: .demo)
    for width in [1, 39, 40, 79, 80, 119, 120, 200] {
      let result = scene.layoutResult(width: width, settings: SceneSettings())
      #expect(result.size.width == Double(width))
      #expect(result.contentSize.width == Double(width))
      #expect(result.columnCount == demoColumns(atWidth: width))
    }
  }

  @Test func theFirstItemIsDrawnWhereItsFrameIs() throws {
    let scene = Scene(fixture: .demo)
    let settings = SceneSettings()
    let result = scene.layoutResult(width: 100, settings: settings)
    let frame = try #require(result.frame(of: ItemPath(section: 0, item: 0)))
    let canvas = scene.canvas(
      for: result, settings: settings, top: 0, height: 20, width: 100,
      renderer: scene.renderer(settings: settings, characters: .square, theme: .dark))
    let (x, y, w, h) = (Int(frame.minX), Int(frame.minY), Int(frame.width), Int(frame.height))
    #expect(canvas[x, y].character == "┌")
    #expect(canvas[x + w - 1, y].character == "┐")
    #expect(canvas[x, y + h - 1].character == "└")
    #expect(canvas[x + w - 1, y + h - 1].character == "┘")
    // The title after the border and a padding of 1, in bold; the header band above it.
    #expect(canvas.row(y + 1).contains("│ Apple"))
    #expect(canvas[x + 2, y + 1].style.attributes.contains(.bold))
    #expect(canvas.row(0).hasPrefix(" Fruit"))
  }
}

/// A cell taller than a slice is wrapped once however many slices it crosses, and each slice visits
/// only its own lines.
@Suite struct LongCellDrawingTests {
  @Test func aLongCellIsWrappedOnceAcrossSlices() {
    let scene = Scene(fixture: textFixture([String(repeating: "word ", count: 20_000)], columns: .fixed(1)))
    let settings = SceneSettings()
    let result = scene.layoutResult(width: 40, settings: settings)
    let renderer = scene.renderer(settings: settings, characters: .square, theme: .monochrome)
    let height = Int(result.contentSize.height)
    #expect(height > 2_000)
    var slices = 0
    var text = ""
    for top in stride(from: 0, to: height, by: 256) {
      let canvas = scene.canvas(
        for: result, settings: settings, top: top, height: min(256, height - top), width: 40,
        renderer: renderer)
      text += canvas.text(padded: false) + "\n"
      slices += 1
    }
    #expect(slices > 8)
    #expect(scene.contents.hits == slices - 1, "wrapped once, found again for every later slice")
    // The slices join into the whole cell: every word, in order, and the box closed at the end.
    #expect(text.components(separatedBy: "word").count - 1 == 20_000)
    #expect(text.contains("└"))
  }

  /// Many long cells side by side (more than any small count limit), each crossing many slices:
  /// still wrapped once each.
  @Test func manyLongCellsSideBySideAreEachWrappedOnce() {
    let cells = 40
    let scene = Scene(
      fixture: textFixture(
        Array(repeating: String(repeating: "x", count: 25_000), count: cells), columns: .fixed(cells)))
    let settings = SceneSettings()
    let width = cells * 12
    let result = scene.layoutResult(width: width, settings: settings)
    let renderer = scene.renderer(settings: settings, characters: .square, theme: .monochrome)
    let height = Int(result.contentSize.height)
    var slices = 0
    for top in stride(from: 0, to: height, by: 256) {
      _ = scene.canvas(
        for: result, settings: settings, top: top, height: min(256, height - top), width: width,
        renderer: renderer)
      slices += 1
    }
    #expect(slices > 8)
    #expect(
      scene.contents.hits == cells * (slices - 1), "each cell wrapped once, found again in every later slice")
  }

  /// The scene `render` uses keeps no measurements and draws a batch of slices on several threads
  /// at once: a long cell is still wrapped once, however many slices (and threads) meet it, and
  /// every slice draws the same rows as when drawn one after another.
  @Test func aSceneThatKeepsNoMeasurementsStillWrapsALongCellOnceAcrossThreads() {
    let fixture = textFixture([String(repeating: "word ", count: 20_000)], columns: .fixed(1))
    let scene = Scene(fixture: fixture, cachesMeasurements: false)
    let settings = SceneSettings()
    let result = scene.layoutResult(width: 40, settings: settings)
    let renderer = scene.renderer(settings: settings, characters: .square, theme: .monochrome)
    let height = Int(result.contentSize.height)
    let tops = Array(stride(from: 0, to: height, by: 256))
    #expect(tops.count > 8)
    let rows = Mutex([String](repeating: "", count: tops.count))
    let shared = Unchecked(value: (scene, result, renderer))
    DispatchQueue.concurrentPerform(iterations: tops.count) { i in
      let (scene, result, renderer) = shared.value
      let canvas = scene.canvas(
        for: result, settings: settings, top: tops[i], height: min(256, height - tops[i]), width: 40,
        renderer: renderer)
      let text = canvas.text(padded: false)
      rows.withLock { $0[i] = text }
    }
    #expect(scene.contents.hits == tops.count - 1, "wrapped once, found again by every other slice")
    let serial = Scene(fixture: fixture)
    let expected = tops.map {
      serial.canvas(
        for: result, settings: settings, top: $0, height: min(256, height - $0), width: 40, renderer: renderer
      ).text(padded: false)
    }
    #expect(rows.withLock { $0 } == expected)
  }
}

/// Lets a test hand values that only read shared state to several threads, as `render` does.
private struct Unchecked<Value>: @unchecked Sendable { let value: Value }

/// The two ways `render` is faster than drawing a cell's lines one String at a time: cells drawn from
/// their text's bytes (`PlainCellText`) and items measured on every core before the layout pass.
/// Both must give exactly what the plain way gives.
@Suite struct SceneFastPathTests {
  /// A seeded fixture of every kind of text `PlainCellText` takes or refuses: ASCII, CJK, emoji
  /// sequences, combining marks, runs of spaces, tabs, controls, line breaks; some explicit heights
  /// (cut with "…"), line limits and long words.
  static func fixture(seed: UInt64, layout: Fixture.LayoutKind) -> Fixture {
    var rng = SplitMix64(seed: seed)
    let words = [
      "alpha", "beta", "gamma-ray", "and/or", "日本語", "서울", "Zürich", "naïve", "e\u{301}t\u{e9}", "👩‍💻", "❤️",
      "supercalifragilisticexpialidocious", "tab\there", "two  spaces", "bell\u{7}", "line\nbreak",
      "crlf\r\nx", "नमस्ते", "क्षत्रिय", "ภาษาไทย", "น้ำ", "e\u{301}\u{302}\u{303}\u{304}\u{305}",
    ]
    func text(_ count: Int) -> String {
      (0..<count).map { _ in words[rng.next(below: words.count)] }.joined(separator: " ")
    }
    let sections = (0..<(1 + rng.next(below: 3))).map { _ in
      FixtureSection(
        header: rng.next(below: 2) == 0 ? "Header" : nil,
        items: (0..<(1 + rng.next(below: 12))).map { _ in
          FixtureItem(
            title: rng.next(below: 3) == 0 ? text(1 + rng.next(below: 3)) : nil,
            text: text(rng.next(below: 16)),
            height: rng.next(below: 6) == 0 ? 3 + rng.next(below: 5) : nil,
            aspectRatio: rng.next(below: 6) == 0 ? 0.5 + Double(rng.next(below: 3)) : nil,
            maxLines: rng.next(below: 5) == 0 ? 1 + rng.next(below: 3) : nil)
        })
    }
    return Fixture(layout: layout, columns: .fixed(1 + rng.next(below: 4)), sections: sections)
  }

  /// A slice of a laid-out scene `height` rows tall from row `top`, its cells drawn from their
  /// bytes (`plain`) or from their wrapped lines; `seen` is told each element's content.
  static func slice(
    _ scene: Scene, _ result: LayoutResult, _ renderer: BoxRenderer, _ settings: SceneSettings, width: Int,
    height: Int, top: Int, plain: Bool, seen: (ElementContent) -> Void
  ) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    renderer.draw(
      result, in: Viewport(region: canvas.bounds, scrollY: top), on: &canvas,
      content: { element in
        let content = scene.content(of: element, settings: settings, plain: plain)
        seen(content)
        return content
      })
    return canvas
  }

  @Test(arguments: [Fixture.LayoutKind.grid, .flow, .waterfall, .list])
  func cellsDrawnFromTheirBytesAreTheCellsDrawnLineByLine(layout: Fixture.LayoutKind) {
    var plainCells = 0
    for seed in UInt64(1)...12 {
      let fixture = Self.fixture(seed: seed, layout: layout)
      let scene = Scene(fixture: fixture, cachesMeasurements: false)
      for category in [ContentSizeCategory.extraSmall, .large, .accessibilityLarge] {
        for (width, characters) in [(23, BoxCharacters.square), (61, .ascii), (100, .square)] {
          var settings = SceneSettings(fixture: fixture)
          settings.category = category
          settings.collapseBorders = seed % 4 == 0
          let result = scene.layoutResult(width: width, settings: settings)
          let renderer = scene.renderer(settings: settings, characters: characters, theme: .dark)
          let height = Canvas.cells(result.contentSize.height)
          // Slices cut cells, so lines are also clipped at a slice's top and bottom.
          for top in stride(from: 0, to: height, by: 7) {
            func draw(plain: Bool) -> Canvas {
              Self.slice(scene, result, renderer, settings, width: width, height: 7, top: top, plain: plain) {
                if case .plainCell = $0 { plainCells += 1 }
              }
            }
            #expect(
              draw(plain: true) == draw(plain: false), "seed \(seed), \(category), width \(width), top \(top)"
            )
          }
        }
      }
    }
    #expect(plainCells > 300, "plain cells drawn: \(plainCells)")
  }

  /// Right-to-left cells drawn from their bytes in visual order (`PlainCellText.Kind.rightToLeft`,
  /// and `.reordered` for those with digits or Latin in them) are the cells drawn from
  /// `CellTextLayout`'s lines, in either interface direction, cut by a height (the last line then
  /// ends with "…") or not.
  @Test(arguments: [Fixture.Direction.ltr, .rtl])
  func rightToLeftCellsDrawnFromTheirBytesAreTheCellsDrawnLineByLine(direction: Fixture.Direction) {
    let words = [
      "שלום", "עולם", "מחיר", "בְּרֵאשִׁית", "مرحبا", "السعر", "شُكْرًا", "(שלום)", "[مرحبا]", "«עברית»", "!", "؟",
      "،", "—", "\u{5B4}א", "3", "abc",
    ]
    var (plainCells, reorderedCells) = (0, 0)
    for seed in UInt64(1)...10 {
      var rng = SplitMix64(seed: seed)
      func text(_ count: Int) -> String {
        // Digits and Latin (the last two words) in one text in three: most stay at one level.
        let choices = rng.next(below: 3) == 0 ? words.count : words.count - 2
        return (0..<count).map { _ in words[rng.next(below: choices)] }.joined(separator: " ")
      }
      let items = (0..<(4 + rng.next(below: 10))).map { _ in
        FixtureItem(
          title: rng.next(below: 3) == 0 ? text(1 + rng.next(below: 3)) : nil,
          text: text(rng.next(below: 14)),
          height: rng.next(below: 4) == 0 ? 3 + rng.next(below: 4) : nil,
          maxLines: rng.next(below: 5) == 0 ? 1 + rng.next(below: 3) : nil)
      }
      var fixture = Fixture(
        layout: .grid, columns: .fixed(1 + rng.next(below: 3)), sections: [FixtureSection(items: items)])
      fixture.direction = direction
      let scene = Scene(fixture: fixture, cachesMeasurements: false)
      for category in [ContentSizeCategory.extraSmall, .large] {
        for width in [23, 61] {
          var settings = SceneSettings(fixture: fixture)
          settings.category = category
          let result = scene.layoutResult(width: width, settings: settings)
          let renderer = scene.renderer(settings: settings, characters: .square, theme: .dark)
          for top in stride(from: 0, to: Canvas.cells(result.contentSize.height), by: 9) {
            func draw(plain: Bool) -> Canvas {
              Self.slice(scene, result, renderer, settings, width: width, height: 9, top: top, plain: plain) {
                guard case .plainCell(let text) = $0 else { return }
                if text.kinds.body == .rightToLeft { plainCells += 1 }
                if case .reordered = text.kinds.body { reorderedCells += 1 }
              }
            }
            #expect(
              draw(plain: true) == draw(plain: false), "seed \(seed), \(category), width \(width), top \(top)"
            )
          }
        }
      }
    }
    #expect(
      plainCells > 200 && reorderedCells > 50,
      "right-to-left cells drawn from their bytes: \(plainCells), reordered: \(reorderedCells)")
  }

  @Test(arguments: [Fixture.LayoutKind.grid, .flow, .waterfall, .list])
  func measuringOnEveryCoreGivesThePlainPass(layout: Fixture.LayoutKind) {
    for seed in UInt64(1)...12 {
      let fixture = Self.fixture(seed: seed, layout: layout)
      let scene = Scene(fixture: fixture, cachesMeasurements: false)
      // Width 3: columns of no width at all, in the compatibility grid too.
      for width in [3, 9, 40, 77, 130] {
        var settings = SceneSettings(fixture: fixture)
        settings.category = ContentSizeCategory.allCases[Int(seed) % ContentSizeCategory.allCases.count]
        settings.collapseBorders = seed % 3 == 0
        settings.compat = layout == .grid && seed % 2 == 0
        let plain = scene.layoutResult(width: width, settings: settings)
        let fast = scene.layoutResultMeasuredOnEveryCore(width: width, settings: settings)
        #expect(fast.allElements == plain.allElements, "seed \(seed), width \(width)")
        #expect(fast.contentSize == plain.contentSize, "seed \(seed), width \(width)")
      }
    }
  }

  /// Cells beyond ASCII wrapped while they are measured (`PreparedContents`) lay out and draw
  /// exactly as cells measured by counting and wrapped when drawn.
  @Test(arguments: [Fixture.LayoutKind.grid, .flow, .waterfall, .list])
  func cellsPreparedWhileMeasuringDrawAsCellsWrappedWhenDrawn(layout: Fixture.LayoutKind) {
    var prepared = 0
    for seed in UInt64(1)...10 {
      let fixture = Self.fixture(seed: seed, layout: layout)
      let scene = Scene(fixture: fixture, cachesMeasurements: false)
      for width in [9, 40, 77] {
        var settings = SceneSettings(fixture: fixture)
        settings.category = ContentSizeCategory.allCases[Int(seed) % ContentSizeCategory.allCases.count]
        settings.collapseBorders = seed % 3 == 0
        let contents = PreparedContents(itemCount: scene.itemCount, settings: settings)
        let plain = scene.layoutResult(width: width, settings: settings)
        let fast = scene.layoutResultMeasuredOnEveryCore(
          width: width, settings: settings, preparing: contents)
        #expect(fast.allElements == plain.allElements, "seed \(seed), width \(width)")
        let renderer = scene.renderer(settings: settings, characters: .square, theme: .dark)
        let height = Canvas.cells(plain.contentSize.height)
        for top in stride(from: 0, to: height, by: 9) {
          let drawn = scene.canvas(
            for: fast, settings: settings, top: top, height: 9, width: width, renderer: renderer,
            prepared: contents)
          let expected = scene.canvas(
            for: plain, settings: settings, top: top, height: 9, width: width, renderer: renderer)
          #expect(drawn == expected, "seed \(seed), width \(width), top \(top)")
        }
        // The cells drawn from what was prepared.
        prepared +=
          fast.allElements.filter { element in
            let boxWidth = Canvas.cells(element.frame.width) + (settings.collapseBorders ? 1 : 0)
            return element.kind == .cell
              && contents.content(at: scene.globalIndex(of: element.indexPath), boxWidth: boxWidth) != nil
          }.count
      }
    }
    #expect(prepared > 100, "cells prepared: \(prepared)")
  }
}
