/// One placed element of a layout: what it is and where it is.
///
/// Headers and footers carry item 0 in their path, as UIKit's supplementary views do.
public struct LayoutElement: Hashable, Sendable {
  public var kind: ElementKind
  public var indexPath: ItemPath
  public var frame: Rect

  public init(kind: ElementKind, indexPath: ItemPath, frame: Rect) {
    self.kind = kind
    self.indexPath = indexPath
    self.frame = frame
  }

  public var section: Int { indexPath.section }
  public var item: Int { indexPath.item }
}
