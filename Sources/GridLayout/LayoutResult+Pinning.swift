extension LayoutResult {
  /// The pinned headers and footers for a viewport, at the places they are drawn: the header of the
  /// section at the viewport's top and the footer of the section at its bottom, when those sections
  /// pin them (`SectionMetrics.pinsHeader`, `pinsFooter`) and the bands show in the viewport.
  ///
  /// As with UIKit's `sectionHeadersPinToVisibleBounds`, a pinned header stays at the viewport's top
  /// while its section is there, never above its own place, and is pushed up by the end of the
  /// section's content (the top of its footer, or the end of the section below its bottom inset — the
  /// next section's header when there is no footer). A pinned footer stays at the viewport's bottom,
  /// never below its own place, and is pushed down by the start of the section's content (below its
  /// header). Other headers and footers stay where `elements(in:)` puts them. Drawn over the content,
  /// in order: header first.
  ///
  /// The viewport and the frames are in the result's direction (`mirrored(_:)`), like
  /// `elements(in:)`'s.
  ///
  /// O(log n) in the number of sections: a binary search of where sections end.
  ///
  /// ```swift
  /// let viewport = Rect(x: 0, y: 120, width: 80, height: 24)
  /// draw(result.elements(in: viewport))
  /// draw(result.pinnedElements(in: viewport))   // over them
  /// ```
  public func pinnedElements(in viewport: Rect) -> [LayoutElement] {
    var pinned: [LayoutElement] = []
    if let header = pinnedHeader(in: viewport) { pinned.append(header) }
    if let footer = pinnedFooter(in: viewport) { pinned.append(footer) }
    return pinned
  }

  /// The pinned header for a viewport, if one shows (see `pinnedElements(in:)`).
  public func pinnedHeader(in viewport: Rect) -> LayoutElement? {
    let top = viewport.minY
    // The section at the viewport's top: the first whose end is below it.
    let s = Self.lowerBound(sections.count) { sections[$0].endY <= top }
    guard s < sections.count else { return nil }
    let section = sections[s]
    guard section.pinsHeader, section.minY <= top, let header = section.headerFrame else { return nil }
    let y = max(header.minY, min(top, section.contentMaxY - header.height))
    let frame = Rect(x: header.minX, y: y, width: header.width, height: header.height)
    guard frame.intersects(viewport) else { return nil }
    return LayoutElement(kind: .header, indexPath: ItemPath(section: section.index, item: 0), frame: frame)
  }

  /// The pinned footer for a viewport, if one shows (see `pinnedElements(in:)`).
  public func pinnedFooter(in viewport: Rect) -> LayoutElement? {
    let bottom = viewport.maxY
    // The section at the viewport's bottom: the first that ends at or below it.
    let s = Self.lowerBound(sections.count) { sections[$0].endY < bottom }
    guard s < sections.count else { return nil }
    let section = sections[s]
    guard section.pinsFooter, section.minY < bottom, let footer = section.footerFrame else { return nil }
    let y = min(footer.minY, max(bottom - footer.height, section.contentMinY))
    let frame = Rect(x: footer.minX, y: y, width: footer.width, height: footer.height)
    guard frame.intersects(viewport) else { return nil }
    return LayoutElement(kind: .footer, indexPath: ItemPath(section: section.index, item: 0), frame: frame)
  }
}
