import GridText

/// Text made safe for XML and HTML: the five special characters as entities, and anything XML 1.0
/// cannot hold (C0 controls but tab, U+FFFE, U+FFFF) as U+FFFD. A canvas holds sanitised text, so
/// the replacement is a guard, not a path taken.
public enum MarkupText {
  /// A line from outside (a fixture's title, for `<title>`): shown as the previewer's title line
  /// shows it — controls as their pictures (ESC `␛`, C1 `␦`, DEL `␡`), bidi controls as `⇄`
  /// (`SafeText`), tabs as spaces — with every line break (LF, CR, U+2028, U+2029) a space, then escaped.
  public static func line(_ text: some StringProtocol) -> String {
    let shown = SafeText.sanitized(text).split(separator: "\n", omittingEmptySubsequences: false)
    return escaped(shown.joined(separator: " "))
  }

  static func escaped(_ text: some StringProtocol) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
