import GridText
import Testing

@Suite struct LineMeasureTests {
  /// The table of docs/text.md: body text on a line of 30 cells.
  @Test func bodyTextOnThirtyCells() {
    let measures = ContentSizeCategory.allCases.map {
      LineMeasure(innerWidth: 30, style: .body, category: $0)
    }
    #expect(
      ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) } == [
        14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,
      ])
    #expect(measures.map(\.slots) == [30, 28, 26, 24, 22, 20, 18, 15, 12, 10, 8, 7])
    #expect(
      measures.map(\.isDoubled) == [
        false, false, false, false, false, false, false, true, true, true, true, true,
      ])
    #expect(measures.map(\.drawnWidth) == [30, 28, 26, 24, 22, 20, 18, 30, 24, 20, 16, 14])
  }

  @Test func slotsAreInnerWidthTimesFourteenOverThePointSize() {
    #expect(LineMeasure(innerWidth: 100, pointSize: 14).slots == 100)
    #expect(LineMeasure(innerWidth: 100, pointSize: 17).slots == 1400 / 17)  // 82%
    #expect(LineMeasure(innerWidth: 100, pointSize: 53).slots == 1400 / 53)  // 26%
    #expect(!LineMeasure(innerWidth: 100, pointSize: 27).isDoubled)
    #expect(LineMeasure(innerWidth: 100, pointSize: 28).isDoubled)
  }

  @Test func limitsKeepSomewhereForTextToGo() {
    #expect(LineMeasure(innerWidth: 0, pointSize: 17) == LineMeasure(slots: 0, isDoubled: false))
    #expect(LineMeasure(innerWidth: -4, pointSize: 17) == LineMeasure(slots: 0, isDoubled: false))
    // at least one slot on a line of at least one cell
    #expect(LineMeasure(innerWidth: 1, pointSize: 17) == LineMeasure(slots: 1, isDoubled: false))
    // no doubling when one doubled slot would not fit
    #expect(LineMeasure(innerWidth: 1, pointSize: 53) == LineMeasure(slots: 1, isDoubled: false))
    #expect(LineMeasure(innerWidth: 3, pointSize: 53) == LineMeasure(slots: 1, isDoubled: true))
    // small text gets no more slots than cells
    #expect(LineMeasure(innerWidth: 30, style: .caption2, category: .extraSmall).slots == 30)
    #expect(LineMeasure(innerWidth: .max, pointSize: 17).slots > 0)
  }

  @Test func drawnLinesFitAndSlotsNeverGrowWithTheCategory() {
    for style in TextStyle.allCases {
      for innerWidth in 0...120 {
        let measures = ContentSizeCategory.allCases.map {
          LineMeasure(innerWidth: innerWidth, style: style, category: $0)
        }
        #expect(measures.allSatisfy { $0.drawnWidth <= max(innerWidth, 0) }, "\(style) \(innerWidth)")
        #expect(
          zip(measures, measures.dropFirst()).allSatisfy { $0.slots >= $1.slots }, "\(style) \(innerWidth)")
      }
    }
  }
}
