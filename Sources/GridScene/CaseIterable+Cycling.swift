extension CaseIterable where Self: Equatable {
  /// The next case in declaration order, wrapping around after the last.
  var cycled: Self {
    let all = Array(Self.allCases)
    let index = all.firstIndex(of: self) ?? all.startIndex
    return all[(index + 1) % all.count]
  }
}
