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
}
