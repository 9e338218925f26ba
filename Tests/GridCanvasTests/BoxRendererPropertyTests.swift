import GridCanvas
import GridFixtures
import GridLayout
import GridScene
import GridText
import Testing

/// The renderer's properties over 240 random fixtures (see `RandomScene`): every line is exactly
/// the canvas width, every box's corners are where its frame says, a grid row's boxes are one
/// height, and every word of every item shows inside its box.
@Suite struct BoxRendererPropertyTests {
  // 60 of each of the five layouts.
  static let caseCount = 300
  static let scenes = (0..<caseCount).map { RandomScene(index: $0, seed: 0x5EED_0000 + UInt64($0)) }

  @Test func theCasesCoverEveryLayoutTextSizeBorderAndCharacterSet() {
    #expect(Set(Self.scenes.map(\.settings.layout)) == Set(Fixture.LayoutKind.allCases))
    #expect(Set(Self.scenes.map(\.settings.category)) == Set(ContentSizeCategory.allCases))
    for layout in Fixture.LayoutKind.allCases {
      let sizes = Set(Self.scenes.filter { $0.settings.layout == layout }.map(\.settings.category))
      #expect(sizes.count == ContentSizeCategory.allCases.count, "\(layout) at every text size")
    }
    #expect(Set(Self.scenes.map(\.settings.collapseBorders)) == [false, true])
    #expect(Set(Self.scenes.map(\.characters)) == Set(RandomScene.characterSets))
    #expect(Self.scenes.contains { $0.width == 1 || $0.width < 5 })
    #expect(Self.scenes.contains { $0.width > 150 })
  }

  @Test(arguments: scenes)
  func everyLineIsExactlyTheCanvasWidth(scene: RandomScene) {
    let canvas = scene.render().canvas
    #expect(canvas.width == scene.width)
    for y in 0..<canvas.height {
      #expect(DisplayWidth.columns(of: canvas.row(y)) == scene.width, "\(scene), row \(y)")
    }
  }

  @Test(arguments: scenes)
  func everyBoxHasItsCornersAndEdgesWhereItsFrameIs(scene: RandomScene) {
    let (_, result, canvas) = scene.render()
    let glyphs = Glyphs(scene.characters)
    for (element, box) in Self.wholeBoxes(scene, result, canvas) {
      let (x0, y0, x1, y1) = (box.x, box.y, box.maxX - 1, box.maxY - 1)
      let at = "\(scene), item \(element.indexPath) box \(box)"
      #expect(glyphs.topLeft.contains(canvas[x0, y0].character), "top-left of \(at)")
      #expect(glyphs.topRight.contains(canvas[x1, y0].character), "top-right of \(at)")
      #expect(glyphs.bottomLeft.contains(canvas[x0, y1].character), "bottom-left of \(at)")
      #expect(glyphs.bottomRight.contains(canvas[x1, y1].character), "bottom-right of \(at)")
      for x in (x0 + 1)..<x1 {
        #expect(glyphs.horizontal.contains(canvas[x, y0].character), "top edge at \(x) of \(at)")
        #expect(glyphs.horizontal.contains(canvas[x, y1].character), "bottom edge at \(x) of \(at)")
      }
      for y in (y0 + 1)..<y1 {
        #expect(glyphs.vertical.contains(canvas[x0, y].character), "left side at \(y) of \(at)")
        #expect(glyphs.vertical.contains(canvas[x1, y].character), "right side at \(y) of \(at)")
      }
    }
  }

  @Test(arguments: scenes.filter { $0.settings.layout == .grid })
  func inAGridEveryBoxOfARowIsOneHeight(scene: RandomScene) {
    let (_, result, canvas) = scene.render()
    let cells = result.allElements.filter { $0.kind == .cell }
    let rows = Dictionary(grouping: cells) { cell in
      [cell.section, cell.item / result.sections[cell.section].columnCount]
    }
    for (row, members) in rows {
      let boxes = members.map(scene.box(of:))
      #expect(Set(boxes.map(\.y)).count == 1, "\(scene), row \(row)")
      #expect(Set(boxes.map(\.height)).count == 1, "\(scene), row \(row): \(boxes)")
      // On screen: the bottom borders of the row's boxes are on one line.
      let bottom = boxes[0].maxY - 1
      for box in boxes where box.width >= 2 && box.height >= 2 && box.x >= 0 && box.maxX <= canvas.width {
        guard bottom < canvas.height else { continue }
        #expect(
          Glyphs(scene.characters).bottomLeft.contains(canvas[box.x, bottom].character), "\(scene), \(box)")
      }
    }
  }

  @Test(arguments: scenes)
  func everyWordOfAnItemAppearsInsideItsBox(scene: RandomScene) {
    let (model, result, canvas) = scene.render()
    for (element, item, text, box) in Self.uncutCells(scene, model, result, canvas) {
      let inside = Self.text(of: canvas, in: box)
      var rest = inside[...]
      for (source, measure) in [(item.title ?? "", text.titleMeasure), (item.text, text.bodyMeasure)] {
        // Text the bidi algorithm reorders is drawn in visual order, not word by word
        // (BidiVisualOrderTests, and BoxRendererTests for where its lines go).
        if BidiText.isNeeded(for: source) { continue }
        for word in source.split(separator: " ") {
          // A wide glyph on a line of one slot is drawn as ▯ (DECISIONS.md, "Width 0 and 1").
          if measure.slots < 2, word.contains(where: { DisplayWidth.columns(of: $0) == 2 }) { continue }
          let drawn = Self.drawn(word, doubled: measure.isDoubled)
          guard let range = rest.firstRange(of: drawn) else {
            Issue.record(
              "\(scene), item \(element.indexPath): '\(word)' (drawn '\(drawn)') not in order in '\(inside)'")
            return
          }
          rest = rest[range.upperBound...]
        }
      }
    }
  }

  /// The cells whose box is at least 2×2 and wholly on the canvas, so all its corners can be checked.
  static func wholeBoxes(_ scene: RandomScene, _ result: LayoutResult, _ canvas: Canvas)
    -> [(LayoutElement, Canvas.Region)]
  {
    result.allElements.compactMap { element in
      guard element.kind == .cell else { return nil }
      let box = scene.box(of: element)
      guard box.width >= 2, box.height >= 2, box.x >= 0, box.y >= 0, box.maxX <= canvas.width,
        box.maxY <= canvas.height
      else { return nil }
      return (element, box)
    }
  }

  @Test func theCornerCheckReachesMostCellsAndTheRowCheckManyRows() {
    // Both checks skip what they cannot judge (tiny boxes, boxes off the canvas, one-box rows): they
    // must still see most of the cases, or they prove little.
    var cells = 0
    var boxes = 0
    var sharedRows = 0
    for scene in Self.scenes {
      let (_, result, canvas) = scene.render()
      cells += result.itemCount
      boxes += Self.wholeBoxes(scene, result, canvas).count
      guard scene.settings.layout == .grid else { continue }
      for section in result.sections where section.columnCount > 1 {
        sharedRows += section.itemCount / section.columnCount
      }
    }
    #expect(boxes * 2 > cells, "\(boxes) of \(cells) cells")
    #expect(sharedRows >= 50, "\(sharedRows) grid rows of two or more boxes")
  }

  @Test func theWordCheckReachesMostCells() {
    // The check skips boxes that may cut their text or sit partly off the canvas: it must still
    // see most cells, or it proves little.
    var cells = 0
    var checked = 0
    for scene in Self.scenes {
      let (model, result, canvas) = scene.render()
      cells += result.itemCount
      checked += Self.uncutCells(scene, model, result, canvas).count
    }
    #expect(checked * 2 > cells, "\(checked) of \(cells) cells")
  }

  /// The cells whose box shows all their text: no explicit height, no line limit, not sized as a
  /// picture, wholly on the canvas and with room for text.
  static func uncutCells(_ scene: RandomScene, _ model: Scene, _ result: LayoutResult, _ canvas: Canvas)
    -> [(LayoutElement, FixtureItem, CellTextLayout, Canvas.Region)]
  {
    result.allElements.compactMap { element in
      guard element.kind == .cell else { return nil }
      let item = scene.fixture.sections[element.section].items[element.item]
      let pictureSized = scene.settings.layout == .waterfall && item.aspectRatio != nil
      guard item.height == nil, item.maxLines == nil, !pictureSized else { return nil }
      let box = scene.box(of: element)
      guard box.x >= 0, box.y >= 0, box.maxX <= canvas.width, box.maxY <= canvas.height,
        case .cell(let text) = model.content(of: element, settings: scene.settings), text.innerWidth >= 2
      else { return nil }
      return (element, item, text, box)
    }
  }

  /// The text inside a box (between its borders), read row by row with every space removed.
  static func text(of canvas: Canvas, in box: Canvas.Region) -> String {
    var text = ""
    for y in (box.y + 1)..<(box.maxY - 1) {
      for x in (box.x + 1)..<(box.maxX - 1) {
        let cell = canvas[x, y]
        if cell.width == 0 || cell.character == " " { continue }
        text.append(cell.character)
      }
    }
    return text
  }

  /// A word as a cell draws it: controls as their placeholders (`SafeText`), and doubled text
  /// with printable ASCII in its fullwidth form (the spaces after other glyphs are not read back).
  static func drawn(_ word: Substring, doubled: Bool) -> String {
    var out = ""
    for character in word {
      if let ascii = character.asciiValue, (0x21...0x7E).contains(ascii) {
        // U+FF01…U+FF5E, FULLWIDTH EXCLAMATION MARK … FULLWIDTH TILDE, mirror U+0021…U+007E.
        let fullwidth = Unicode.Scalar(UInt32(ascii) - 0x21 + 0xFF01).map(Character.init)
        out.append(doubled ? fullwidth ?? character : character)
      } else if let placeholder = character.unicodeScalars.lazy.compactMap(SafeText.placeholder(for:)).first {
        out.append(placeholder)  // a cluster with anything unsafe in it is drawn as its placeholder
      } else {
        out += DisplayWidth.drawnForm(of: String(character))  // as terminals agree to draw it
      }
    }
    return out
  }

  /// Which characters may stand at each part of a box: its own corner, or a junction where another
  /// box's border meets it.
  struct Glyphs {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Set<Character>

    init(_ characters: BoxCharacters) {
      if characters == .ascii {
        (topLeft, topRight, bottomLeft, bottomRight) = (["+"], ["+"], ["+"], ["+"])
        (horizontal, vertical) = (["-", "+"], ["|", "+"])
        return
      }
      let rounded = characters == .rounded
      topLeft = [rounded ? "╭" : "┌", "├", "┬", "┼"]
      topRight = [rounded ? "╮" : "┐", "┤", "┬", "┼"]
      bottomLeft = [rounded ? "╰" : "└", "├", "┴", "┼"]
      bottomRight = [rounded ? "╯" : "┘", "┤", "┴", "┼"]
      horizontal = ["─", "┬", "┴", "┼"]
      vertical = ["│", "├", "┤", "┼"]
    }
  }
}
