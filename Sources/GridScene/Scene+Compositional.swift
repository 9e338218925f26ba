import GridFixtures
import GridLayout

/// A fixture's compositional layout bound to the engine: each section's `NSCollectionLayoutSection`
/// in points, how the previewer names it, and why an item is as it is.
extension Scene {
  /// Section `s`'s compositional section at a layout `width`: its own or the fixture's
  /// `compositional`, or, for a fixture without one, Apple's "Grid" sample at as many items a row as
  /// its column rule gives (so `--layout compositional` shows any fixture).
  public func compositional(ofSection s: Int, width: Int, settings: SceneSettings) -> CollectionLayoutSection
  {
    let section = fixture.sections[s]
    if let own = fixture.compositional(in: section) { return own }
    return Fixture.defaultCompositional(
      columns: settings.columns ?? fixture.columns(in: section).columns(forWidth: Double(width)))
  }

  /// How the status bar names section `s`'s layout: its group's axis, the items an instance takes at
  /// the width, how heights are decided, and a sideways band's behaviour —
  /// `horizontal · 2 a group · estimated`.
  public func compositionalSummary(ofSection s: Int, width: Int, settings: SceneSettings) -> String {
    let section = compositional(ofSection: s, width: width, settings: settings)
    let layout = CompositionalLayout(section: section, scale: pointScale(settings))
    var parts = [section.group.axis.rawValue]
    if let count = layout.itemsPerGroup(in: section, width: Double(width)) {
      parts.append("\(count) a group")
    }
    let heights = Set(layout.slots(of: section).map { Self.heightWord($0.item.layoutSize.heightDimension) })
    if settings.fillsEveryRow && heights.contains("estimated") {
      parts.append("uniformAcrossSiblings")
    } else {
      parts.append(contentsOf: heights.sorted())
    }
    if section.orthogonalScrollingBehavior.scrollsSideways {
      parts.append("sideways (\(section.orthogonalScrollingBehavior.rawValue))")
    }
    return parts.joined(separator: " · ")
  }

  private static func heightWord(_ dimension: CollectionLayoutDimension) -> String {
    switch dimension {
    case .fractionalWidth, .fractionalHeight: "fractional"
    default: dimension.name
    }
  }

  /// A dimension as the inspector says it: `fractionalWidth(0.5)`, `estimated(44)`.
  static func describe(_ dimension: CollectionLayoutDimension) -> String {
    let value = points(dimension.value)
    return switch dimension {
    case .uniformAcrossSiblings: "uniformAcrossSiblings(estimate: \(value))"
    default: "\(dimension.name)(\(value))"
    }
  }

  /// Why an item of a compositional layout is as wide and as tall as it is, for the inspector:
  /// the slot of the section's group it came from (`LayoutResult.compositionalSlot(of:)`).
  func compositionalReasons(of path: ItemPath, in result: LayoutResult) -> [String] {
    guard let slot = result.compositionalSlot(of: path) else { return [] }
    let size = slot.item.layoutSize
    let width: String =
      switch slot.widthRule {
      case .equalSlot(let count):
        "width: one of \(count) equal slots of its \(slot.groupAxis.rawValue) group (count: \(count))"
      case .dimension(let dimension): "width: its own \(Self.describe(dimension))"
      case .measured, .uniformAcrossSiblings: "width: its own \(Self.describe(size.widthDimension))"
      }
    let height: String =
      switch slot.heightRule {
      case .measured:
        slot.groupHeightIsEstimated && slot.groupAxis == .horizontal
          ? "height: measured (\(Self.describe(size.heightDimension))), its own; the group is as tall as its tallest"
          : "height: measured (\(Self.describe(size.heightDimension)))"
      case .uniformAcrossSiblings: "height: uniform across siblings, the tallest of its group"
      case .equalSlot(let count): "height: one of \(count) equal slots of its vertical group"
      case .dimension(let dimension):
        if case .absolute = dimension {
          "height: absolute \(Self.points(dimension.value)) pt, whatever its text"
        } else {
          "height: its own \(Self.describe(dimension))"
        }
      }
    return ["slot \(slot.index + 1): \(CompositionalPathComponent.text(of: slot.path))", width, height]
  }

  /// What `layout`'s JSON adds for a compositional layout, or nil for another layout: the scale and
  /// each sideways section's band.
  public func compositionalJSON(width: Int, settings: SceneSettings, result: LayoutResult)
    -> LayoutJSON.Compositional?
  {
    guard settings.layout == .compositional else { return nil }
    return LayoutJSON.Compositional(
      pointsPerColumn: settings.pointsPerColumn, viewHeight: settings.viewHeight,
      bands: fixture.sections.indices.compactMap { result.band(ofSection: $0) })
  }
}
