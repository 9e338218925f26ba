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
