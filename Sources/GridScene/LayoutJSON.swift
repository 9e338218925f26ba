import GridJSON
import GridLayout
import GridText

/// The computed frames as JSON, the `gridpreview layout` format:
///
/// ```
/// {"width": 80, "columns": 2, "sectionColumns": [2, 3], "category": "large", "layout": "grid",
///  "direction": "ltr", "mirrored": false, "contentSize": {"width": 80, "height": 42},
///  "elements": [{"kind": "header", "section": 0, "x": 0, "y": 0, "width": 80, "height": 1}, ...]}
/// ```
///
/// Elements are ordered by section, then header, cells by item, footer; `item` is present only for
/// cells. `sectionColumns` gives each section's column count (a section's own `columns` rule, in
/// every layout and in compat mode alike). Whole numbers are written without a fraction;
/// compatibility mode's fractional frames are written in full precision.
///
/// `direction` is the interface's (`ltr` or `rtl`); `mirrored` says whether the frames are mirrored
/// for it (`rtl`, but not in the compat grid, which FlexibleRowHeightGridLayout 3.0.0 never mirrors).
///
/// A `lazyVGrid` layout adds `"pointsPerColumn"` and `"gridColumns"`: for each section, its resolved
/// columns, each with the `GridItem` it comes from (from 0), its place in points as SwiftUI resolves
/// it and in terminal columns as drawn:
/// `{"gridItem": 1, "points": {"x": 78, "width": 57}, "cells": {"x": 10, "width": 7}}`.
///
/// A `compositional` layout adds `"pointsPerColumn"`, `"viewHeight"` (rows: what a section group's
/// `fractionalHeight` is of) and `"bands"`: each sideways section's band, `{"section": 1, "behavior":
/// "continuous", "y": 12, "height": 6, "contentWidth": 240, "items": 12}`, whose items' frames are in
/// the band's own coordinates (x from 0 to `contentWidth`, past the width).
///
/// For a viewport (`layout --scroll Y --height H`) the output also has `"viewport": {"y": Y,
/// "height": H}`, and the elements are those in the viewport, with the pinned header and footer at
/// the places they are drawn, marked `"pinned": true`.
public enum LayoutJSON {
  /// The rows `y..<y + height` of the content, as a scrolled view shows them.
  public struct Viewport: Hashable, Sendable {
    public var y: Int
    public var height: Int

    public init(y: Int, height: Int) {
      self.y = y
      self.height = height
    }
  }

  /// A SwiftUI grid's resolved columns, section by section, in points and in cells.
  public struct GridColumns: Sendable {
    public var pointsPerColumn: Int
    public var sections: [(points: [LazyVGrid.Column], cells: ColumnGeometry)]

    public init(pointsPerColumn: Int, sections: [(points: [LazyVGrid.Column], cells: ColumnGeometry)]) {
      self.pointsPerColumn = pointsPerColumn
      self.sections = sections
    }

    /// The JSON members, without braces.
    var members: String {
      let perSection = sections.map { section in
        let columns = section.points.indices.map { c in
          let point = section.points[c]
          let cells = c < section.cells.count ? (section.cells.x(of: c), section.cells.width(of: c)) : (0, 0)
          return "{\"gridItem\": \(point.item), \"points\": {\"x\": \(number(point.x)), \"width\": "
            + "\(number(point.width))}, \"cells\": {\"x\": \(number(cells.0)), \"width\": \(number(cells.1))}}"
        }
        return "[" + columns.joined(separator: ", ") + "]"
      }
      return "\"pointsPerColumn\": \(pointsPerColumn), \"gridColumns\": ["
        + perSection.joined(separator: ", ") + "], "
    }
  }

  /// What a compositional layout adds: the scale, the view height its section groups'
  /// `fractionalHeight` is of, and each sideways section's band (whose items' frames are in the band's
  /// own coordinates, running past the width to the band's `contentWidth`).
  public struct Compositional: Sendable {
    public var pointsPerColumn: Int
    public var viewHeight: Int
    public var bands: [OrthogonalBand]

    public init(pointsPerColumn: Int, viewHeight: Int, bands: [OrthogonalBand]) {
      self.pointsPerColumn = pointsPerColumn
      self.viewHeight = viewHeight
      self.bands = bands
    }

    /// The JSON members, without braces.
    var members: String {
      let bands = bands.map { band in
        "{\"section\": \(band.section), \"behavior\": \(JSONString.quoted(band.behavior.rawValue)), "
          + "\"y\": \(number(band.minY)), \"height\": \(number(band.height)), "
          + "\"contentWidth\": \(number(band.contentWidth)), \"items\": \(band.items.count)}"
      }
      return "\"pointsPerColumn\": \(pointsPerColumn), \"viewHeight\": \(viewHeight), \"bands\": ["
        + bands.joined(separator: ", ") + "], "
    }
  }

  /// Writes the JSON in chunks (of about `chunkSize` bytes) to `write`, so a million elements never
  /// sit in memory as one string.
  public static func write(
    _ result: LayoutResult, layoutName: String, category: ContentSizeCategory, viewport: Viewport? = nil,
    gridColumns: GridColumns? = nil, compositional: Compositional? = nil, chunkSize: Int = 1 << 16,
    to write: (String) -> Void
  ) {
    var out = "{\"width\": \(number(result.size.width)), \"columns\": \(result.columnCount), "
    out += "\"sectionColumns\": [\(result.sections.map { String($0.columnCount) }.joined(separator: ", "))], "
    out += "\"category\": \(JSONString.quoted(category.uikitName)), "
    out += "\"layout\": \(JSONString.quoted(layoutName)), "
    out += "\"direction\": \"\(result.requestedDirection.rawValue)\", \"mirrored\": \(result.isMirrored), "
    if let gridColumns { out += gridColumns.members }
    if let compositional { out += compositional.members }
    out += "\"contentSize\": {\"width\": \(number(result.contentSize.width)), "
    out += "\"height\": \(number(result.contentSize.height))},"
    var pinned: [LayoutElement] = []
    let elements: [LayoutElement]
    if let viewport {
      out += " \"viewport\": {\"y\": \(viewport.y), \"height\": \(viewport.height)},"
      (elements, pinned) = shown(result, in: viewport)
    } else {
      elements = result.allElements
    }
    out += "\n \"elements\": ["
    var first = true
    for element in elements {
      out += first ? "\n  " : ",\n  "
      first = false
      out += "{\"kind\": \"\(element.kind.rawValue)\", \"section\": \(element.section), "
      if element.kind == .cell { out += "\"item\": \(element.item), " }
      let f = element.frame
      out += "\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), "
      out += "\"width\": \(number(f.width)), \"height\": \(number(f.height))"
      out += pinned.contains(element) ? ", \"pinned\": true}" : "}"
      if out.utf8.count >= chunkSize {
        write(out)
        out = ""
      }
    }
    out += first ? "]}\n" : "\n ]}\n"
    write(out)
  }

  /// The elements a viewport shows, in order, pinned ones at their pinned places; and the pinned ones.
  static func shown(_ result: LayoutResult, in viewport: Viewport)
    -> (shown: [LayoutElement], pinned: [LayoutElement])
  {
    let rect = Rect(
      x: 0, y: Double(viewport.y), width: result.contentSize.width, height: Double(viewport.height))
    let pinned = result.pinnedElements(in: rect)
    let isPinned = { (e: LayoutElement) in pinned.contains { $0.kind == e.kind && $0.section == e.section } }
    func rank(_ e: LayoutElement) -> (Int, Int, Int) {
      (e.section, e.kind == .header ? 0 : e.kind == .cell ? 1 : 2, e.item)
    }
    let shown = (result.elements(in: rect).filter { !isPinned($0) } + pinned).sorted { rank($0) < rank($1) }
    return (shown, pinned)
  }

  /// A JSON number: whole values as integers, others in Swift's shortest round-tripping form.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
