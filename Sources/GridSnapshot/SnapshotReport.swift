import GridCanvas
import GridPicture
import GridText

/// A self-contained HTML page of changed snapshots for review (a CI artifact): per case its name,
/// the summary of the change, and the recorded and the new text frame side by side as SVG pictures
/// (`SVGPicture`, inline, with no file or network reference).
public enum SnapshotReport {
  /// One changed case.
  public struct Entry: Hashable, Sendable {
    /// `demo.json at width 40, L`.
    public var name: String
    public var summary: [String]
    public var before: String
    public var after: String

    public init(name: String, summary: [String], before: String, after: String) {
      self.name = name
      self.summary = summary
      self.before = before
      self.after = after
    }
  }

  /// The page; with no entries it says that nothing changed.
  public static func html(_ entries: [Entry], title: String = "gridpreview snapshots") -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(MarkupText.line(title))</title>
      <style>
      body { font-family: system-ui, sans-serif; margin: 1.5em; background: #fff; color: #111 }
      .pair { display: flex; gap: 1.5em; align-items: flex-start; overflow-x: auto }
      figure { margin: 0 } figcaption { font-weight: 600; margin-bottom: .3em }
      </style>
      </head>
      <body>
      <h1>\(MarkupText.line(title))</h1>

      """
    if entries.isEmpty { page += "<p>No snapshot changed.</p>\n" }
    for entry in entries {
      page += "<section>\n<h2>\(MarkupText.line(entry.name))</h2>\n"
      if !entry.summary.isEmpty {
        page += "<ul>\n" + entry.summary.map { "<li>\(MarkupText.line($0))</li>\n" }.joined() + "</ul>\n"
      }
      page += "<div class=\"pair\">\n"
      for (caption, text) in [("Recorded", entry.before), ("Now", entry.after)] {
        page +=
          "<figure>\n<figcaption>\(caption)</figcaption>\n" + svg(text, title: "\(caption): \(entry.name)")
          + "</figure>\n"
      }
      page += "</div>\n</section>\n"
    }
    return page + "</body>\n</html>\n"
  }

  /// A text frame as an inline SVG element (without the XML declaration a page cannot hold).
  public static func svg(_ text: String, title: String) -> String {
    let canvas = canvas(of: text)
    let picture = SVGPicture(columns: canvas.width, rows: canvas.height, title: title, palette: .light)
    let document = picture.document(of: canvas)
    guard document.hasPrefix("<?xml"), let end = document.firstIndex(of: "\n") else { return document }
    return String(document[document.index(after: end)...])
  }

  /// The text's lines on a canvas as wide as the widest.
  static func canvas(of text: String) -> Canvas {
    let lines = UnifiedDiff.lines(text)
    let width = max(1, lines.map { DisplayWidth.columns(of: $0) }.max() ?? 0)
    var canvas = Canvas(width: width, height: max(1, lines.count))
    for (y, line) in lines.enumerated() {
      var x = 0
      for character in line {
        let columns = DisplayWidth.columns(of: character)
        canvas.put(character, width: columns, x: x, y: y, style: .plain)
        x += columns
      }
    }
    return canvas
  }
}
