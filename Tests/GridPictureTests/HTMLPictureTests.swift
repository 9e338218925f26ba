import GridCanvas
import Testing

@testable import GridPicture

@Suite struct HTMLPictureTests {
  @Test func runsOfOneStyleAreSpansAndRowsEndAtTheirLastVisibleCell() {
    var canvas = Canvas(width: 8, height: 2)
    canvas.write("a<b", x: 0, y: 0, style: .plain)
    canvas.put("!", width: 1, x: 3, y: 0, style: CellStyle(.bold, foreground: .blue))
    canvas.put("中", width: 2, x: 0, y: 1, style: .plain)
    let html = HTMLPicture(title: "T", palette: .light).body(of: canvas, isFirst: true)
    #expect(html == "a&lt;b<span style=\"color: #0451a5; font-weight: bold\">!</span>\n中")
  }

  @Test func aLaterSliceStartsOnANewLine() {
    let canvas = Canvas(width: 2, height: 1)
    #expect(HTMLPicture(title: "", palette: .dark).body(of: canvas, isFirst: false) == "\n")
  }

  @Test func thePageCarriesTheTitle() {
    let page = HTMLPicture(title: "A & B", palette: .dark).document(of: Canvas(width: 1, height: 1))
    #expect(page.contains("<title>A &amp; B</title>"))
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.hasSuffix("</pre>\n</body>\n</html>\n"))
  }

  @Test func aHostileTitleIsOneLineOfEscapedText() {
    let page = HTMLPicture(title: SVGPictureTests.hostileTitle, palette: .dark)
      .document(of: Canvas(width: 1, height: 1))
    #expect(page.contains(SVGPictureTests.hostileTitleElement), "\(page.prefix(400))")
    #expect(
      !page.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    #expect(!page.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x202E })
  }
}
