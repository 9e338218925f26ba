extension Fixture {
  /// Insets from the four edges of a section, in whole terminal rows and columns.
  public struct Insets: Hashable, Sendable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Int) {
      self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = Insets()

    /// The format's default: none at the top (the header or the previous section is above), one row
    /// or column on the other edges.
    public static let standard = Insets(top: 0, left: 1, bottom: 1, right: 1)
  }
}
