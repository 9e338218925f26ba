import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What GridFixtures needs from C that swift-system lacks (swift-system's `Syscalls.swift` habit):
/// Swift names outward, the C name in the doc comment.
extension FileDescriptor.OpenOptions {
  /// `O_NOCTTY`: a terminal opened by mistake for a fixture never becomes the process's controlling
  /// terminal.
  static var noControllingTerminal: Self { Self(rawValue: O_NOCTTY) }
}

/// The C calls GridFixtures makes besides opening files: Swift names outward, the C name in the doc
/// comment.
enum Syscalls {
  /// `sysconf(_SC_NPROCESSORS_ONLN)`: the processors online (1 where it cannot be told).
  static var processorsOnline: Int {
    #if canImport(Glibc) || canImport(Darwin)
      Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
      1
    #endif
  }

  /// `memchr`: the index of the first `byte` in `buffer` at or after `start`, or nil.
  static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < buffer.count, let base = buffer.baseAddress,
      let found = memchr(base + start, Int32(byte), buffer.count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
