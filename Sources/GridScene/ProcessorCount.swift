#if canImport(Glibc)
  import Glibc
#endif

/// How many processors are online: how many ways batch work is shared out.
public enum ProcessorCount {
  public static var online: Int {
    #if canImport(Glibc)
      max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #else
      1
    #endif
  }
}
