/// The direction a layout's columns run in: left to right, or mirrored for right-to-left scripts
/// (Arabic, Hebrew) as UIKit mirrors a collection view's layout.
///
/// In `rightToLeft` every frame is its left-to-right frame mirrored within the content width `W`:
/// `x' = W − x − w`, with the same `y`, width and height. Column 0 (the first item's) is then the
/// rightmost.
///
/// ```swift
/// var input = LayoutInput(sections: sections, columnCount: { _ in 3 }, itemHeight: height)
/// input.direction = .rightToLeft
/// let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: 60, height: 24))
/// result.frame(of: ItemPath(section: 0, item: 0))   // at the top right
/// ```
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Columns run from left to right: the first item is at the top left.
  case leftToRight = "ltr"
  /// Columns run from right to left: the first item is at the top right.
  case rightToLeft = "rtl"

  /// "ltr" or "rtl".
  public var description: String { rawValue }
}
