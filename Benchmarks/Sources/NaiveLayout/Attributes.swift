import GridLayout

/// One element's layout attributes as the anchor keeps them: a heap object per element, like
/// `UICollectionViewLayoutAttributes` (frame, index path, kind).
public final class Attributes {
  public var frame: Rect
  public let indexPath: ItemPath
  public let kind: ElementKind

  public init(frame: Rect, indexPath: ItemPath, kind: ElementKind) {
    self.frame = frame
    self.indexPath = indexPath
    self.kind = kind
  }
}
