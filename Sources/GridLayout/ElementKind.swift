/// What a laid-out element is: a cell, or a section's header or footer band.
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
  case header
  case cell
  case footer
}
