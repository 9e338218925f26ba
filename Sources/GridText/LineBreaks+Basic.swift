extension LineBreaks {
  /// The opportunities of GridText's own rules, for when ICU is not found: a line breaks at spaces,
  /// after a hyphen (`-`, U+2010) or slash that does not start its word and is not followed by
  /// another, before and after a wide glyph (CJK, emoji) and after a zero-width space.
  static func basicOpportunities(in bytes: UnsafeBufferPointer<UInt8>) -> [Opportunity] {
    var list: [Opportunity] = []
    var offset = 0
    var wordOpen = false
    var previousKind = GlyphKind.ordinary
    var previousHyphenBreaks = false
    for character in String(decoding: bytes, as: UTF8.self) {
      let length = character.utf8.count
      defer { offset += length }
      let kind: GlyphKind
      switch SafeText.classify(character) {
      case .space:
        wordOpen = false
        continue
      case .lineBreak:
        wordOpen = false
        list.append(Opportunity(offset: offset + length, isMandatory: true))
        continue
      case .replaced, .applied:
        kind = .ordinary
      case .visible:
        kind = GlyphKind(of: character, width: DisplayWidth.columns(of: character))
      }
      var startsWord = !wordOpen
      if wordOpen && previousKind.breaksBefore(kind, afterHyphenThatBreaks: previousHyphenBreaks) {
        startsWord = true
      }
      if startsWord && offset > 0 && list.last?.offset != offset {
        list.append(Opportunity(offset: offset, isMandatory: false))
      }
      wordOpen = true
      previousHyphenBreaks = kind == .hyphen && !startsWord
      previousKind = kind
    }
    if offset > 0 && list.last?.offset != offset {
      list.append(Opportunity(offset: offset, isMandatory: false))
    }
    return list
  }
}

/// How a glyph takes part in line breaking by GridText's own rules (`LineBreaks.basicOpportunities`).
enum GlyphKind: Equatable {
  /// Breaks only where there is a space.
  case ordinary
  /// A wide glyph (CJK, emoji): a line may break before and after it, as between ideographs.
  case wide
  /// `-`, `/` or U+2010: a line may break after it, unless it starts its word or another hyphen
  /// or slash follows.
  case hyphen
  /// A zero-width space (U+200B): a line may break after it.
  case zeroWidthSpace

  /// How a visible cluster `width` columns wide takes part.
  init(of character: Character, width: Int) {
    // Wide if it starts with a wide glyph (a flag's two letters or a conjunct of two are not).
    if width == 2, let first = character.unicodeScalars.first, DisplayWidth.columns(of: first) == 2 {
      self = .wide
      return
    }
    // Compare scalars, not Characters: a Character comparison is a string comparison.
    if let ascii = character.asciiByte {
      self = ascii == 0x2D || ascii == 0x2F ? .hyphen : .ordinary
      return
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
      self = .ordinary
      return
    }
    switch first.value {
    case 0x2010: self = .hyphen
    case 0x200B: self = .zeroWidthSpace
    default: self = .ordinary
    }
  }

  /// Whether a line may break between a glyph of this kind and a following one of `kind` in the
  /// same word; `afterHyphenThatBreaks` says this glyph is a hyphen that does not start its word.
  func breaksBefore(_ kind: GlyphKind, afterHyphenThatBreaks: Bool) -> Bool {
    switch (self, kind) {
    case (.wide, _), (_, .wide), (.zeroWidthSpace, _): return true
    case (.hyphen, .hyphen): return false
    case (.hyphen, _): return afterHyphenThatBreaks
    default: return false
    }
  }
}
