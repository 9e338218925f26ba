import GridCanvas
import GridFixtures
import GridLayout
import GridText

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

extension Scene {
  /// Whether any section of the fixture scrolls sideways in the compositional layout.
  var hasSidewaysSections: Bool {
    (fixture.compositional?.orthogonalScrollingBehavior.scrollsSideways ?? false)
      || fixture.sections.contains { $0.compositional?.orthogonalScrollingBehavior.scrollsSideways ?? false }
  }

  /// The marker at the trailing edge of a sideways band cut at the width: how many of its items are
  /// off to the side (`LayoutResult.bandItems`) — `▸ 4 more` (`◂ 4 more` right to left, where the
  /// band runs to the left).
  static func bandMarker(after: Int, ascii: Bool, rightToLeft: Bool) -> String {
    let arrow = ascii ? (rightToLeft ? "<" : ">") : (rightToLeft ? "◂" : "▸")
    return rightToLeft ? " \(after.grouped) more \(arrow) " : " \(arrow) \(after.grouped) more "
  }

  /// Draws each sideways band's marker on rows `top..<top + canvas.height` of the content: on the
  /// band's middle row, at its trailing edge, where the band is cut at the canvas's width.
  func drawBandMarkers(_ result: LayoutResult, top: Int, on canvas: inout Canvas, renderer: BoxRenderer) {
    guard hasSidewaysSections else { return }
    let rows = top..<(top + canvas.height)
    for s in fixture.sections.indices {
      guard let band = result.band(ofSection: s) else { continue }
      let y = Canvas.cells(band.minY) + max(0, Canvas.cells(band.height) - 1) / 2
      guard rows.contains(y),
        let counts = result.bandItems(ofSection: s, offset: 0, visibleWidth: Double(canvas.width)),
        counts.after > 0
      else { continue }
      let rightToLeft = result.isMirrored
      let marker = Self.bandMarker(
        after: counts.after, ascii: renderer.characters.isASCII, rightToLeft: rightToLeft)
      let length = DisplayWidth.columns(of: marker)
      let x = rightToLeft ? 0 : max(0, canvas.width - length)
      _ = canvas.write(marker, x: x, y: y - top, style: renderer.theme.title)
    }
  }
}

extension Scene {
  /// What the audit says of a compositional layout beyond the other layouts' rules: `ragged-row` for
  /// an instance of an estimated horizontal group whose measured items differ in height by
  /// `raggedRowThreshold` rows or more, and `text-cut-by-height` for an item whose height is not
  /// measured (`absolute`, or a fraction of a group that is) and cuts its text.
  func compositionalFindings(in result: LayoutResult, width: Int, settings: SceneSettings) -> [Finding] {
    var findings: [Finding] = []
    for (s, section) in fixture.sections.enumerated() {
      var row: (index: Int, items: [Int], heights: [Int])?
      func closeRow() {
        guard let done = row, done.items.count > 1, let tallest = done.heights.max(),
          let shortest = done.heights.min(), tallest - shortest >= Self.raggedRowThreshold
        else { return }
        findings.append(
          Finding(
            rule: .raggedRow, subject: .item(section: s, item: done.items[0]),
            title: section.items[done.items[0]].title, width: width, category: settings.category,
            detail: .raggedGroup(items: done.items, heights: done.heights)))
      }
      for i in section.items.indices {
        let path = ItemPath(section: s, item: i)
        guard let slot = result.compositionalSlot(of: path), let frame = result.frame(of: path) else {
          continue
        }
        if case .dimension(let dimension) = slot.heightRule, !dimension.isEstimated,
          section.items[i].height == nil
        {
          let fit = textFit(of: path, frame: frame, settings: settings)
          if fit.isCut {
            findings.append(
              Finding(
                rule: .textCutByHeight, subject: .item(section: s, item: i), title: section.items[i].title,
                key: "heightDimension", width: width, category: settings.category,
                detail: .pinnedDimension(
                  dimension: Self.describe(dimension), needed: fit.neededRows, box: fit.boxRows)))
          }
        }
        guard slot.heightRule == .measured, slot.groupAxis == .horizontal, slot.groupHeightIsEstimated,
          let instance = result.row(of: path)
        else { continue }
        if row?.index != instance {
          closeRow()
          row = (instance, [], [])
        }
        row?.items.append(i)
        row?.heights.append(Canvas.cells(frame.height))
      }
      closeRow()
    }
    return findings
  }
}
