import Workloads

extension Workload {
  /// 1,000,000 items in 100 sections of 10,000.
  static let million = Workload(itemCount: 1_000_000, sectionCount: 100)
  /// 100,000 items in 10 sections of 10,000.
  static let hundredThousand = Workload(itemCount: 100_000, sectionCount: 10)
}
