import GridLayout
import GridText

/// The computed frames as JSON, the `gridpreview layout` format:
///
/// ```
/// {"width": 80, "columns": 2, "category": "large", "layout": "grid",
///  "contentSize": {"width": 80, "height": 42},
///  "elements": [{"kind": "header", "section": 0, "x": 0, "y": 0, "width": 80, "height": 1}, ...]}
/// ```
///
/// Elements are ordered by section, then header, cells by item, footer; `item` is present only for
/// cells. Whole numbers are written without a fraction; compatibility mode's fractional frames are
/// written in full precision.
public enum LayoutJSON {
  /// Writes the JSON in chunks (of about `chunkSize` bytes) to `write`, so a million elements never
  /// sit in memory as one string.
  public static func write(
    _ result: LayoutResult, layoutName: String, category: ContentSizeCategory, chunkSize: Int = 1 << 16,
    to write: (String) -> Void
  ) {
    var out = "{\"width\": \(number(result.size.width)), \"columns\": \(result.columnCount), "
    out += "\"category\": \"\(category.uikitName)\", \"layout\": \"\(layoutName)\", "
    out += "\"contentSize\": {\"width\": \(number(result.contentSize.width)), "
    out += "\"height\": \(number(result.contentSize.height))},\n \"elements\": ["
    var first = true
    for element in result.allElements {
      out += first ? "\n  " : ",\n  "
      first = false
      out += "{\"kind\": \"\(element.kind.rawValue)\", \"section\": \(element.section), "
      if element.kind == .cell { out += "\"item\": \(element.item), " }
      let f = element.frame
      out += "\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), "
      out += "\"width\": \(number(f.width)), \"height\": \(number(f.height))}"
      if out.utf8.count >= chunkSize {
        write(out)
        out = ""
      }
    }
    out += first ? "]}\n" : "\n ]}\n"
    write(out)
  }

  /// A JSON number: whole values as integers, others in Swift's shortest round-tripping form.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
