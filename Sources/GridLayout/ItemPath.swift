/// The position of an item: its section and its index within that section.
///
/// The engine's counterpart of UIKit's `IndexPath(item:section:)`. It has its own name so that files
/// importing both this module and Foundation need no qualification.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var section: Int
  public var item: Int

  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  public var description: String { "[\(section), \(item)]" }
}
