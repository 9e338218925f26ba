import GridFixtures

/// What `--language` names: a language of the app's string files (`de`, `pt-BR`, `zh-Hans`) or one
/// of Xcode's pseudolanguages.
public enum Language: Hashable, Sendable, CustomStringConvertible {
  case named(String)
  case pseudo(Pseudolanguage)

  /// `pseudo-double`, `pseudo-accented`, `pseudo-bounded` and `pseudo-rtl` are pseudolanguages;
  /// anything else names a language.
  public init(_ code: String) {
    self = Pseudolanguage(rawValue: code).map(Language.pseudo) ?? .named(code)
  }

  /// The code as written.
  public var description: String {
    switch self {
    case .named(let code): code
    case .pseudo(let pseudo): pseudo.rawValue
    }
  }

  /// A code's language subtag, its base language: `pt` for `pt-BR` (or `pt_BR`), `zh` for `zh-Hans`.
  public static func base(of code: String) -> String {
    String(code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }

  /// The languages CLDR writes right to left, by their language subtag.
  public static let rightToLeft: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb",
  ]

  /// The direction of an interface in this language: `rtl` for a right-to-left language and for
  /// `pseudo-rtl`, else `ltr`.
  public var direction: Fixture.Direction {
    switch self {
    case .pseudo(let pseudo):
      return pseudo == .rightToLeft ? .rtl : .ltr
    case .named(let code):
      return Self.rightToLeft.contains(Self.base(of: code).lowercased()) ? .rtl : .ltr
    }
  }
}

/// Xcode's pseudolanguages: the source text changed so that layout problems show without
/// translations.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
  /// Each string twice, as long as the longest translations run.
  case double = "pseudo-double"
  /// Letters with diacritics, in brackets: tall glyphs and text that was never localized stand out.
  case accented = "pseudo-accented"
  /// `[# … #]` around each string: a cut end shows.
  case bounded = "pseudo-bounded"
  /// The source text in a mirrored, right-to-left interface.
  case rightToLeft = "pseudo-rtl"

  /// `text` in this pseudolanguage; an empty text stays empty.
  public func apply(to text: String) -> String {
    guard !text.isEmpty else { return text }
    switch self {
    case .double: return text + " " + text
    case .bounded: return "[# " + text + " #]"
    case .rightToLeft: return text
    case .accented:
      // UTF-8 in, UTF-8 out: every letter with an accent is ASCII, and its accented form two bytes.
      var bytes: [UInt8] = [UInt8(ascii: "[")]
      bytes.reserveCapacity(text.utf8.count * 2 + 2)
      // Format specifiers are filled before, but a literal `%` sequence is left alone: the character
      // after a `%` keeps its letter.
      var previous: UInt8 = 0
      for byte in text.utf8 {
        let accented = byte < 128 && previous != UInt8(ascii: "%") ? Self.accents[Int(byte)] : 0
        if accented == 0 {
          bytes.append(byte)
        } else {
          bytes.append(UInt8(accented >> 8))
          bytes.append(UInt8(accented & 0xFF))
        }
        previous = byte
      }
      bytes.append(UInt8(ascii: "]"))
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The accented letter of each ASCII letter that has one, as its two UTF-8 bytes (first byte high),
  /// by the letter's value; 0 for none. A table rather than a dictionary of scalars: this runs for
  /// every byte of every text, a million items' worth at a key press.
  private static let accents: [UInt16] = {
    let plain = "AaBbCcDdEeFfGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz"
    let marked = "ÅåƁƀÇçĐđÉéƑƒĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž"
    var table = [UInt16](repeating: 0, count: 128)
    for (letter, accented) in zip(plain.unicodeScalars, marked.unicodeScalars) {
      let utf8 = Array(String(accented).utf8)
      precondition(utf8.count == 2, "every accented letter is two bytes of UTF-8")
      table[Int(letter.value)] = UInt16(utf8[0]) << 8 | UInt16(utf8[1])
    }
    return table
  }()
}
