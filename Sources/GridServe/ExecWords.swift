/// An exec request's command line as words, split the way `ssh host render --width 80` joined them:
/// at runs of spaces and tabs. No quoting, escapes or shell syntax: none of the batch commands'
/// options needs a space, and a client's text is never given to a shell.
public enum ExecWords {
  /// The words, or nil if the line holds anything but printable ASCII words (a quote, a control
  /// character, a backslash or a non-ASCII character), which no valid request needs.
  public static func split(_ command: String) -> [String]? {
    var words: [String] = []
    for word in command.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      guard word.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !"'\"\\`$;|&<>(){}*?!#~".utf8.contains($0) })
      else {
        return nil
      }
      words.append(String(word))
    }
    return words
  }
}
