/// Marking text that goes on beyond what is shown.
public enum Ellipsis {
  /// `text` followed by `marker` ("…", or "..." for ASCII), within `width` columns: whole glyphs
  /// are dropped from the end to make room. Empty when `width` is too small for the marker.
  public static func ending(_ text: some StringProtocol, within width: Int, marker: String = "…") -> String {
    let markerWidth = DisplayWidth.columns(of: marker)
    guard width >= markerWidth, width > 0 else { return "" }
    var out = ""
    var used = 0
    for character in text {
      let w = DisplayWidth.columns(of: character)
      if used + w > width - markerWidth { break }
      out.append(character)
      used += w
    }
    return out + marker
  }

  /// `ending(_:within:marker:)` for a line drawn right to left, whose logical end is on the left:
  /// `marker` then the glyphs at the line's right end that fit, within `width` columns.
  public static func starting(_ text: some StringProtocol, within width: Int, marker: String = "…") -> String
  {
    let markerWidth = DisplayWidth.columns(of: marker)
    guard width >= markerWidth, width > 0 else { return "" }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let w = DisplayWidth.columns(of: character)
      if used + w > width - markerWidth { break }
      kept.append(character)
      used += w
    }
    return marker + String(kept.reversed())
  }

  /// The end of `line` as a box `width` columns wide shows it when the line is the last it has room
  /// for: `ending` for a left-to-right line, `starting` for a right-to-left one.
  public static func cut(_ line: WrappedLine, within width: Int, marker: String = "…") -> String {
    line.isRightToLeft
      ? starting(line.text, within: width, marker: marker) : ending(line.text, within: width, marker: marker)
  }
}
