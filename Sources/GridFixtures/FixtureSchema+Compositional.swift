import GridLayout

/// UIKit's compositional layout as a fixture writes it: GridLayout's own values
/// (`CollectionLayoutSection` and what it holds), named as Swift names them. See docs/compositional.md.
extension FixtureSchema {
  /// The most a fraction (`fractionalWidth`, `fractionalHeight`) may be.
  static let maximumFraction = 100.0
  /// The size a reader starts an item, group or boundary item from; `layoutSize` is required, so it
  /// never stays.
  static let unsetSize = CollectionLayoutSize(
    widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
  /// The section a reader starts from; `group` is required, so its group never stays.
  static let unsetSection = CollectionLayoutSection(
    group: CollectionLayoutGroup(axis: .horizontal, layoutSize: unsetSize, contents: .subitems([])))

  /// An `NSCollectionLayoutSection`: `group` required, the rest optional (written when not the default).
  static let compositionalSection = Table<CollectionLayoutSection>([
    Member("group", .layoutGroup(get: { $0.group }, set: { $0.group = $1 }), required: true),
    Member(
      "interGroupSpacing",
      .points(
        atMost: maximumPoints, get: { $0.interGroupSpacing == 0 ? nil : $0.interGroupSpacing },
        set: { $0.interGroupSpacing = $1 })),
    Member(
      "contentInsets",
      .directionalInsets(
        get: { $0.contentInsets == .zero ? nil : $0.contentInsets }, set: { $0.contentInsets = $1 })),
    Member(
      "orthogonalScrollingBehavior",
      .oneOf(
        optional: { $0.orthogonalScrollingBehavior == .none ? nil : $0.orthogonalScrollingBehavior },
        set: { $0.orthogonalScrollingBehavior = $1 })),
    Member("header", .boundaryItem(get: { $0.header }, set: { $0.header = $1 })),
    Member("footer", .boundaryItem(get: { $0.footer }, set: { $0.footer = $1 })),
  ])

  /// A group: exactly one of `horizontal` and `vertical`, whose object is the group's body.
  static let layoutGroup = Table<CollectionLayoutGroup>(
    CollectionLayoutGroup.Axis.allCases.map { axis in
      Member(
        axis == .horizontal ? "horizontal" : "vertical",
        .groupBody(
          get: { $0.axis == axis ? GroupBody($0) : nil }, set: { $0 = $1.group(axis: axis) }))
    }, exclusive: true)

  /// A group's body as read, before its contents are known whole: `layoutSize` required, and either
  /// `subitems` or `subitem` with `count` (checked by the reader, as the grid column's one size is).
  struct GroupBody: Sendable {
    var layoutSize = FixtureSchema.unsetSize
    var subitems: [CollectionLayoutGroup.Subitem]?
    var subitem: CollectionLayoutGroup.Subitem?
    var count: Int?
    var interItemSpacing: CollectionLayoutSpacing?
    var contentInsets = DirectionalEdgeInsets.zero

    init() {}

    init(_ group: CollectionLayoutGroup) {
      layoutSize = group.layoutSize
      switch group.contents {
      case .subitems(let list): subitems = list
      case .repeating(let one, let times):
        subitem = one
        count = times
      }
      interItemSpacing = group.interItemSpacing
      contentInsets = group.contentInsets
    }

    /// The group, along `axis`: the list, or the subitem `count` times (a body with neither, which the
    /// reader reports, as an empty list).
    func group(axis: CollectionLayoutGroup.Axis) -> CollectionLayoutGroup {
      let contents: CollectionLayoutGroup.Contents =
        if let subitems { .subitems(subitems) } else if let subitem, let count {
          .repeating(subitem, count: count)
        } else { .subitems([]) }
      return CollectionLayoutGroup(
        axis: axis, layoutSize: layoutSize, contents: contents, interItemSpacing: interItemSpacing,
        contentInsets: contentInsets)
    }
  }

  /// The members of a group's body that say what it holds: `subitems` (bit 1), `subitem` (bit 2) and
  /// `count` (bit 3).
  static let groupSubitemsKey: UInt64 = 1 << 1
  static let groupSubitemKey: UInt64 = 1 << 2
  static let groupCountKey: UInt64 = 1 << 3

  /// A group's body.
  static let groupBody = Table<GroupBody>([
    Member("layoutSize", .layoutSize(get: { $0.layoutSize }, set: { $0.layoutSize = $1 }), required: true),
    Member("subitems", .subitems(get: { $0.subitems }, set: { $0.subitems = $1 })),
    Member("subitem", .subitem(get: { $0.subitem }, set: { $0.subitem = $1 })),
    Member(
      "count",
      .integer(
        1...CollectionLayoutSection.maximumCount, get: { $0.count }, set: { $0.count = $1 })),
    Member("interItemSpacing", .itemSpacing(get: { $0.interItemSpacing }, set: { $0.interItemSpacing = $1 })),
    Member(
      "contentInsets",
      .directionalInsets(
        get: { $0.contentInsets == .zero ? nil : $0.contentInsets }, set: { $0.contentInsets = $1 })),
  ])

  /// A subitem as read: an item (`layoutSize`, `contentInsets`) or a group (`horizontal` or
  /// `vertical`), never both (checked by the reader).
  struct SubitemDraft: Sendable {
    var item = CollectionLayoutItem(layoutSize: FixtureSchema.unsetSize)
    var group: CollectionLayoutGroup?

    init() {}

    init(_ subitem: CollectionLayoutGroup.Subitem) {
      switch subitem {
      case .item(let item): self.item = item
      case .group(let group): self.group = group
      }
    }

    var subitem: CollectionLayoutGroup.Subitem { group.map { .group($0) } ?? .item(item) }
  }

  /// The members of a subitem that make it an item (bits 0 and 1) and a group (bits 2 and 3).
  static let subitemItemKeys: UInt64 = 0b0011
  static let subitemGroupKeys: UInt64 = 0b1100

  /// A subitem: an `NSCollectionLayoutItem` or a nested group.
  static let subitem = Table<SubitemDraft>(
    [
      Member(
        "layoutSize",
        .layoutSize(get: { $0.group == nil ? $0.item.layoutSize : nil }, set: { $0.item.layoutSize = $1 })),
      Member(
        "contentInsets",
        .directionalInsets(
          get: { $0.group == nil && $0.item.contentInsets != .zero ? $0.item.contentInsets : nil },
          set: { $0.item.contentInsets = $1 })),
    ]
      + CollectionLayoutGroup.Axis.allCases.map { axis in
        Member(
          axis == .horizontal ? "horizontal" : "vertical",
          .groupBody(
            get: { $0.group?.axis == axis ? $0.group.map(GroupBody.init) : nil },
            set: { $0.group = $1.group(axis: axis) }))
      })

  /// An `NSCollectionLayoutSize`: both dimensions required.
  static let layoutSize = Table<CollectionLayoutSize>([
    Member(
      "widthDimension", .dimension(get: { $0.widthDimension }, set: { $0.widthDimension = $1 }),
      required: true),
    Member(
      "heightDimension", .dimension(get: { $0.heightDimension }, set: { $0.heightDimension = $1 }),
      required: true),
  ])

  /// An `NSCollectionLayoutDimension`: exactly one of its five kinds.
  static let dimension = Table<CollectionLayoutDimension?>(
    [
      Member(
        "fractionalWidth",
        .positiveNumber(
          atMost: maximumFraction, get: { if case .fractionalWidth(let v)? = $0 { v } else { nil } },
          set: { $0 = .fractionalWidth($1) })),
      Member(
        "fractionalHeight",
        .positiveNumber(
          atMost: maximumFraction, get: { if case .fractionalHeight(let v)? = $0 { v } else { nil } },
          set: { $0 = .fractionalHeight($1) })),
      Member(
        "absolute",
        .points(
          atMost: maximumPoints, get: { if case .absolute(let v)? = $0 { v } else { nil } },
          set: { $0 = .absolute($1) })),
      Member(
        "estimated",
        .points(
          atMost: maximumPoints, get: { if case .estimated(let v)? = $0 { v } else { nil } },
          set: { $0 = .estimated($1) })),
      Member(
        "uniformAcrossSiblings",
        .points(
          atMost: maximumPoints, get: { if case .uniformAcrossSiblings(let v)? = $0 { v } else { nil } },
          set: { $0 = .uniformAcrossSiblings(estimate: $1) })),
    ], exclusive: true)

  /// An `NSCollectionLayoutSpacing`: exactly one of `fixed` and `flexible`.
  static let itemSpacing = Table<CollectionLayoutSpacing?>(
    [
      Member(
        "fixed",
        .points(
          atMost: maximumPoints, get: { if case .fixed(let v)? = $0 { v } else { nil } },
          set: { $0 = .fixed($1) })),
      Member(
        "flexible",
        .points(
          atMost: maximumPoints, get: { if case .flexible(let v)? = $0 { v } else { nil } },
          set: { $0 = .flexible($1) })),
    ], exclusive: true)

  /// `NSDirectionalEdgeInsets`: every edge optional (0), in points.
  static let directionalInsets = Table<DirectionalEdgeInsets>([
    Member("top", .points(atMost: maximumPoints, get: { $0.top }, set: { $0.top = $1 })),
    Member("leading", .points(atMost: maximumPoints, get: { $0.leading }, set: { $0.leading = $1 })),
    Member("bottom", .points(atMost: maximumPoints, get: { $0.bottom }, set: { $0.bottom = $1 })),
    Member("trailing", .points(atMost: maximumPoints, get: { $0.trailing }, set: { $0.trailing = $1 })),
  ])

  /// A header or footer (`NSCollectionLayoutBoundarySupplementaryItem`): `layoutSize` required.
  static let boundaryItem = Table<CollectionLayoutBoundaryItem>([
    Member("layoutSize", .layoutSize(get: { $0.layoutSize }, set: { $0.layoutSize = $1 }), required: true),
    Member(
      "pinToVisibleBounds",
      .flag(get: { $0.pinToVisibleBounds ? true : nil }, set: { $0.pinToVisibleBounds = $1 })),
  ])
}
