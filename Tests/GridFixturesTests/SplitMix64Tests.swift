import GridFixtures
import Testing

@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceSequence() {
    // The first outputs of Vigna's splitmix64.c seeded with 0.
    var random = SplitMix64(seed: 0)
    #expect(
      [random.next(), random.next(), random.next()] == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
      ])
  }

  @Test func theSameSeedGivesTheSameValues() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    var c = SplitMix64(seed: 43)
    let first = (0..<100).map { _ in a.next() }
    #expect(first == (0..<100).map { _ in b.next() })
    #expect(first != (0..<100).map { _ in c.next() })
  }

  @Test func boundedValuesStayInRangeAndCoverIt() {
    var random = SplitMix64(seed: 7)
    var seen = Set<Int>()
    for _ in 0..<1000 {
      let value = random.next(below: 10)
      #expect((0..<10).contains(value))
      seen.insert(value)
    }
    #expect(seen.count == 10)
    #expect(random.next(below: 0) == 0 && random.next(below: -5) == 0 && random.next(below: 1) == 0)
  }
}
