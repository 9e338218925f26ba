import GridSnapshot
import SnapshotTesting
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// A strategy's failures: its message, and a problem that is no difference (a fixture that cannot
/// be laid out) recorded in the running test.
enum GridPreviewIssue {
  /// The summary, indented, then the unified diff, with the diff as an attachment.
  static func failure(summary: [String], old: String, new: String) -> (String, [DiffAttachment]) {
    let diff = UnifiedDiff.text(old: old, new: new, oldName: "recorded", newName: "now")
    let message = "gridpreview: the layout changed\n" + summary.map { "  \($0)\n" }.joined() + diff
    return (message, [.data(Data(diff.utf8), name: "difference.patch")])
  }

  /// Fails the running test (Swift Testing's or XCTest's) with `message`.
  static func record(_ message: String) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(Comment(rawValue: message))
        return
      }
    #endif
    XCTFail(message)
  }
}
