import GridText

/// Marking text that goes on beyond what is shown.
enum Ellipsis {
  /// `text` followed by "…", within `width` columns: whole glyphs are dropped from the end to make
  /// room. Empty when `width` is 0 or less.
  static func ending(_ text: some StringProtocol, within width: Int) -> String {
    guard width > 0 else { return "" }
    var out = ""
    var used = 0
    for character in text {
      let w = DisplayWidth.columns(of: character)
      if used + w > width - 1 { break }
      out.append(character)
      used += w
    }
    return out + "…"
  }
}
