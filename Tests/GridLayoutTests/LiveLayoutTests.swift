import GridLayout
import Testing

@Suite struct LiveLayoutTests {
  /// A collection whose column rule has breakpoints, counting every question it is asked.
  final class Probe {
    var columnQuestions: [Double] = []
    var heightQuestions: [ItemPath] = []

    func input(items: Int = 12) -> LayoutInput {
      LayoutInput(
        sections: [
          SectionMetrics(itemCount: items, insets: EdgeInsets(left: 1, right: 1), interitemSpacing: 1)
        ],
        columnCount: { size in
          self.columnQuestions.append(size.width)
          return size.width < 40 ? 1 : size.width < 80 ? 2 : size.width < 120 ? 3 : 4
        },
        itemHeight: { path, width in
          self.heightQuestions.append(path)
          return Double(path.item % 5 + 1)
        })
    }
  }

  @Test func widthChangesAskForTheColumnCountAndReportCrossings() {
    let probe = Probe()
    var live = LiveLayout(
      FlexibleRowHeightGridLayout(), input: probe.input(), size: Size(width: 100, height: 30))
    #expect(probe.columnQuestions == [100])
    let narrower = live.update(size: Size(width: 79, height: 30))
    #expect(probe.columnQuestions == [100, 79])
    #expect(narrower.didLayout && narrower.columnCountChanged)
    #expect(narrower.description == "3 → 2 columns")
    let same = live.update(size: Size(width: 78, height: 30))
    #expect(same.description == "2 columns")
    #expect(live.result.columnCount == 2)
  }

  @Test func aHeightOnlyChangeDoesNothing() {
    let probe = Probe()
    var live = LiveLayout(
      FlexibleRowHeightGridLayout(), input: probe.input(), size: Size(width: 100, height: 30))
    let before = live.result
    let change = live.update(size: Size(width: 100, height: 12))
    #expect(!change.didLayout)
    #expect(change.heightsAsked == 0)
    #expect(probe.columnQuestions.count == 1)
    #expect(live.result == before)
  }

  @Test func invalidatingSomeHeightsAsksOnlyForThose() {
    let probe = Probe()
    var live = LiveLayout(
      FlexibleRowHeightGridLayout(), input: probe.input(), size: Size(width: 100, height: 30))
    #expect(probe.heightQuestions.count == 12)
    probe.heightQuestions = []
    let paths = [ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 7)]
    let change = live.update(heights: .items(paths))
    #expect(change.heightsAsked == 2)
    #expect(probe.heightQuestions == paths)
  }

  @Test func aWidthStepReasksOnlyItemsWhoseColumnWidthChanged() {
    let probe = Probe()
    // W 95: A = 95 − 2 − 2 = 91 → 30, 30, 31. W 96: A = 92 → 30, 31, 31: only column 1 changes.
    var live = LiveLayout(
      FlexibleRowHeightGridLayout(), input: probe.input(), size: Size(width: 95, height: 30))
    probe.heightQuestions = []
    let change = live.update(size: Size(width: 96, height: 30))
    #expect(change.heightsAsked == 4)
    #expect(probe.heightQuestions.map(\.item) == [1, 4, 7, 10])
  }

  @Test func allHeightsCanBeInvalidated() {
    let probe = Probe()
    var live = LiveLayout(WaterfallLayout(), input: probe.input(), size: Size(width: 100, height: 30))
    #expect(live.update(heights: .all).heightsAsked == 12)
    #expect(live.update(heights: .none).didLayout == false)
  }

  @Test func newItemCountsEmptyTheCache() {
    let probe = Probe()
    var live = LiveLayout(
      FlexibleRowHeightGridLayout(), input: probe.input(), size: Size(width: 100, height: 30))
    let change = live.update(input: probe.input(items: 5))
    #expect(change.heightsAsked == 5)
    #expect(live.result.itemCount == 5)
  }

  @Test func switchingLayoutsReusesHeightsWhereWidthsMatch() {
    let probe = Probe()
    var live = LiveLayout(
      FlexibleRowHeightGridLayout(), input: probe.input(), size: Size(width: 100, height: 30))
    let change = live.update(layout: FlowLayout())
    #expect(change.didLayout)
    #expect(change.heightsAsked == 0)
    #expect(live.result == FlowLayout().layout(probe.input(), in: live.size))
    #expect(live.result != FlexibleRowHeightGridLayout().layout(probe.input(), in: live.size))
  }
}
