/// Where the release build of `gridpreview` is: `$GRIDPREVIEW_BINARY` (set by `Benchmarks/run`, which
/// builds it first), else `../.build/release/gridpreview` from the benchmark package's folder.
enum GridpreviewBinary {
  static var path: String {
    ChildProcess.environmentValue("GRIDPREVIEW_BINARY") ?? "../.build/release/gridpreview"
  }
}
