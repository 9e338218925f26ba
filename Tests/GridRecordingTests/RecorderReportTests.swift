import GridCanvas
import Testing

@testable import GridRecording

@Suite struct RecorderReportTests {
  @Test func aFrameSurvivesItsLineWithEveryCellAndStyle() throws {
    var canvas = Canvas(width: 5, height: 2)
    canvas.put("a", width: 1, x: 0, y: 0, style: CellStyle(.bold, foreground: .red))
    canvas.put("中", width: 2, x: 1, y: 0, style: CellStyle(.reverse, foreground: .cyan, background: .white))
    canvas.put("e\u{301}", width: 1, x: 3, y: 0, style: .plain)
    canvas.put(" ", width: 1, x: 4, y: 1, style: CellStyle([.dim, .underline], background: .black))
    let line = RecorderReport.frame(canvas).line
    #expect(line.hasSuffix("\n"))
    #expect(line.filter { $0 == "\n" }.count == 1)
    #expect(RecorderReport(line: Substring(line.dropLast())) == .frame(canvas))
  }

  @Test func readyCarriesTheEventCount() {
    #expect(RecorderReport.ready(keys: 12).line == "R 12\n")
    #expect(RecorderReport(line: "R 12") == .ready(keys: 12))
    #expect(RecorderReport.mark(7).line == "M 7\n")
    #expect(RecorderReport(line: "M 7") == .mark(7))
    #expect(RecorderReport(line: "M seven") == nil)
  }

  @Test(arguments: ["", "R", "R x", "F 2 1 1000:41", "F 1 1 1000:zz", "X 1", "F 1 1 100:41"])
  func aLineThatIsNoReportIsNil(_ line: String) {
    #expect(RecorderReport(line: Substring(line)) == nil)
  }
}
