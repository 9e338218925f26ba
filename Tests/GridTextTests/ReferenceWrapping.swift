@testable import GridText

/// Wrapping for tests to hold the fast paths to: a feeder's lines from a `LineBuilder`, and the
/// definition, the text fed `Character` by `Character` (`LineWrapping.feedCharacters`).
enum ReferenceWrapping {
  /// The lines a feeder gives: `feed` hands the text's UTF-8 to a line builder's breaker; each line
  /// is ordered by `BidiText` when `ordered` and the text needs it (as `LineWrapping.build` orders).
  static func lines(
    _ text: String, width: Int, maxLines: Int?, isDoubled: Bool, ordered: Bool = true,
    feed: (UnsafeBufferPointer<UInt8>, inout LineBreaker<LineBuilder>) -> Void
  ) -> (lines: [WrappedLine], isTruncated: Bool) {
    let bidi = ordered && BidiText.isNeeded(for: text) ? BidiText(text) : nil
    return LineWrapping.withUTF8(of: text) { bytes in
      let sink = LineBuilder(
        bytes: bytes, width: width, limit: LineWrapping.limit(maxLines), isDoubled: isDoubled, bidi: bidi)
      var breaker = LineBreaker(width: width, sink: sink)
      feed(bytes, &breaker)
      return (breaker.sink.lines, breaker.sink.isTruncated)
    }
  }

  /// The definition: `Character` by `Character`, with every opportunity `LineBreaks` finds asked of
  /// its stream (no prose word passed by itself), or those of `opportunities` when given.
  static func byCharacters(
    _ text: String, width: Int, maxLines: Int?, isDoubled: Bool, ordered: Bool = true,
    opportunities: [LineBreaks.Opportunity]? = nil
  ) -> (lines: [WrappedLine], isTruncated: Bool) {
    lines(text, width: width, maxLines: maxLines, isDoubled: isDoubled, ordered: ordered) { bytes, breaker in
      var breaks = BreakCursor(opportunities.map { BreakStream($0) } ?? BreakStream(bytes))
      LineWrapping.feedCharacters(text, to: &breaker, breaks: &breaks, piece: LineBuilder.Piece.init)
    }
  }

  /// Cluster by cluster as `ClusterScanner` finds them (`LineWrapping.feedClusters`).
  static func byClusters(
    _ text: String, width: Int, maxLines: Int?, isDoubled: Bool, ordered: Bool = true
  ) -> (lines: [WrappedLine], isTruncated: Bool) {
    lines(text, width: width, maxLines: maxLines, isDoubled: isDoubled, ordered: ordered) { bytes, breaker in
      var breaks = BreakCursor(bytes)
      LineWrapping.feedClusters(bytes, to: &breaker, breaks: &breaks, piece: LineBuilder.Piece.init)
    }
  }
}
