extension FixtureSchema {
  /// The members of one kind of object, in the order the encoder writes them, and what the readers
  /// look them up by.
  struct Table<Owner>: Sendable {
    let members: [Member<Owner>]
    /// The keys as bytes, which the one-pass reader compares.
    let keys: [StaticString]
    /// The keys as strings, which the full reader matches and suggests.
    let names: [String]
    /// The members that must be there, one bit each by index.
    let required: UInt64
    /// Whether exactly one of the members must be there.
    let exclusive: Bool

    init(_ members: [Member<Owner>], exclusive: Bool = false) {
      // The readers keep the keys they have seen in an object as bits of a UInt64.
      precondition(members.count <= 64, "more keys than bits")
      // The encoder leaves an array member open for what it streams: nothing can follow it.
      precondition(members.dropLast().allSatisfy { !$0.value.isArray }, "an array member is last")
      self.members = members
      self.keys = members.map(\.key)
      self.names = members.map { $0.key.description }
      self.required = members.indices.reduce(0) { $0 | (members[$1].isRequired ? 1 << $1 : 0) }
      self.exclusive = exclusive
    }

    /// The index of the member named `key`, or nil for a key this object does not have.
    func index(of key: String) -> Int? { names.firstIndex(of: key) }

    /// Whether an object with the members whose bits are in `present` is whole: every required
    /// member there, and exactly one member where only one may be.
    func isComplete(_ present: UInt64) -> Bool {
      present & required == required && (!exclusive || present.nonzeroBitCount == 1)
    }
  }
}
