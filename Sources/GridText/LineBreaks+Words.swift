extension LineBreaks {
  /// The widest word of a text as wrapping sees words — the glyphs from one break opportunity to the
  /// next — and its width in columns: a wrapped line splits it exactly when it is wider than the
  /// line. Words of one grapheme cluster are left out (a cluster is never split; one too wide for
  /// its line is drawn as a placeholder). A run of spaces inside a word (`fine !`, where UAX #14
  /// allows no break) counts one column, a control its placeholder's one, as drawn; the word is
  /// given as it is in the text. Empty and 0 if there is no such word.
  ///
  /// ```swift
  /// LineBreaks.widestWord(in: "a well-known word")  // ("well-", 5): `well-` and `known` are two
  /// LineBreaks.widestWord(in: "ภาษาไทยง่าย")         // ("ภาษา", 4): dictionary words
  /// ```
  public static func widestWord(in text: some StringProtocol) -> (word: String, width: Int) {
    LineWrapping.withUTF8(of: text) { bytes in
      var widest = (start: 0, end: 0, width: 0)
      var word = (start: 0, end: 0, width: 0, clusters: 0)
      var pendingSpace = false
      func endWord() {
        if word.clusters > 1 && word.width > widest.width { widest = (word.start, word.end, word.width) }
        word.clusters = 0
        pendingSpace = false
      }
      func glyph(at start: Int, end: Int, width: Int, breakBefore: Bool) {
        if word.clusters > 0 && !breakBefore {
          word.width += (pendingSpace ? 1 : 0) + width
          word.end = end
          word.clusters += 1
        } else {
          endWord()
          word = (start, end, width, 1)
        }
        pendingSpace = false
      }
      let isASCII = LineBreaks.asciiKind(of: bytes) != .notASCII
      var breaks = BreakCursor(bytes)
      var previousEnd = 0
      if isASCII {
        var i = 0
        while i < bytes.count {
          switch bytes[i] {
          case 0x20, 0x09: pendingSpace = true
          case 0x0A, 0x0D: endWord()
          default:
            glyph(at: i, end: i + 1, width: 1, breakBefore: breaks.breaksBefore(i, previousEnd: previousEnd))
            previousEnd = i + 1
          }
          i += 1
        }
      } else {
        var start = 0
        for character in String(decoding: bytes, as: UTF8.self) {
          let end = start + character.utf8.count
          switch SafeText.classify(character) {
          case .space: pendingSpace = true
          case .lineBreak: endWord()
          case .replaced(let replacement):
            let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
            glyph(at: start, end: end, width: DisplayWidth.columns(of: replacement), breakBefore: breakBefore)
            previousEnd = end
          case .applied:
            let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
            glyph(at: start, end: end, width: 0, breakBefore: breakBefore)
            previousEnd = end
          case .visible:
            let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
            glyph(at: start, end: end, width: DisplayWidth.columns(of: character), breakBefore: breakBefore)
            previousEnd = end
          }
          start = end
        }
      }
      endWord()
      let bytes = UnsafeBufferPointer(rebasing: bytes[widest.start..<widest.end])
      return (String(decoding: bytes, as: UTF8.self), widest.width)
    }
  }
}
