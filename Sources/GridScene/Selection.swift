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
