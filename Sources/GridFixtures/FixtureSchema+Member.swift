extension FixtureSchema {
  /// One key of an object: its name, the value it takes, whether it must be there, and whether the
  /// compat grid ignores it.
  struct Member<Owner>: Sendable {
    let key: StaticString
    let value: Value<Owner>
    let isRequired: Bool
    let ignoredInCompat: CompatNote<Owner>?

    init(
      _ key: StaticString, _ value: Value<Owner>, required: Bool = false,
      ignoredInCompat: CompatNote<Owner>? = nil
    ) {
      self.key = key
      self.value = value
      self.isRequired = required
      self.ignoredInCompat = ignoredInCompat
    }
  }

  /// A setting FlexibleRowHeightGridLayout 3.0.0 has no such thing as: the compat grid ignores it,
  /// and the full reader warns where a fixture uses it (`FixtureSchema.compatApplies(to:)`).
  struct CompatNote<Owner>: Sendable {
    /// What the warning says the compat grid has not: `"pinned headers and footers"`.
    let feature: String
    /// Whether the owner, once the member is read into it, uses the setting (a pin set to true, a
    /// span of more than one column).
    let applies: @Sendable (Owner) -> Bool

    init(_ feature: String, applies: @escaping @Sendable (Owner) -> Bool) {
      self.feature = feature
      self.applies = applies
    }
  }
}
