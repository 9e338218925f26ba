import CMallocInfo

/// How much heap is in use: the one place the benchmarks call into the C allocator.
///
/// `bytesInUse` is glibc's `mallinfo2()` `uordblks + hblkhd` (`cmallocinfo_bytes_in_use`): every live
/// chunk of every arena plus every mmapped chunk, allocator headers included. The difference of two
/// readings around building a value, taken while the value is still alive, is what the value retains
/// (plus anything else allocated and not yet freed in between).
public enum HeapUsage {
  /// The bytes of heap in use now (0 without glibc).
  public static var bytesInUse: Int {
    Int(cmallocinfo_bytes_in_use())
  }

  /// Builds a value and returns it with the heap bytes it retains: the growth of `bytesInUse` from
  /// before `build` to after it, while the value is alive.
  public static func retained<T>(by build: () -> T) -> (value: T, bytes: Int) {
    let before = bytesInUse
    let value = build()
    return (value, bytesInUse - before)
  }
}
