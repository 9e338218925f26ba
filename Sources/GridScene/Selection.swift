import GridLayout

/// A selected element: a cell, a header or a footer, by its place in the fixture, so it stays
/// selected through every relayout.
public struct Selection: Hashable, Sendable {
  public var kind: ElementKind
  public var path: ItemPath

  public init(kind: ElementKind, path: ItemPath) {
    self.kind = kind
    self.path = path
  }

  public func matches(_ element: LayoutElement) -> Bool {
    element.kind == kind && element.indexPath == path
  }
}

extension Scene {
  /// Whether the fixture has the element a selection names.
  func holds(_ selection: Selection) -> Bool {
    guard fixture.sections.indices.contains(selection.path.section) else { return false }
    switch selection.kind {
    case .cell: return fixture.sections[selection.path.section].items.indices.contains(selection.path.item)
    case .header:
      let section = fixture.sections[selection.path.section]
      return section.header != nil || (section.headerHeight ?? 0) > 0
    case .footer:
      let section = fixture.sections[selection.path.section]
      return section.footer != nil || (section.footerHeight ?? 0) > 0
    }
  }
}
