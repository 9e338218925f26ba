/// Turns untrusted text into text that a terminal can only display.
///
/// Fixture text comes from files nobody reviewed. Written to a terminal as is, an ESC could start
/// an escape sequence (move the cursor, change colours, set the window title), a carriage return
/// could overwrite the line, and bidi overrides could reorder what is shown. After `sanitized(_:)`
/// every scalar is one a terminal draws (or, for combining marks, joiners and variation selectors,
/// composes into the glyph before it); nothing in it moves the cursor or changes any state:
///
/// - C0 controls U+0000–U+001F other than tab, LF and CR: their Control Picture U+2400–U+241F
///   (ESC → `␛`, BEL → `␇`); DEL U+007F: `␡` (U+2421).
/// - C1 controls U+0080–U+009F: `␦` (U+2426, the picture of SUB, the code meant to stand in for a
///   character that cannot be shown).
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks U+200E,
///   U+200F and U+061C: `⇄` (U+21C4). (Wrapped text — `LineWrapping`, what cells, headers and
///   footers draw — applies them instead: they order the line by UAX #9 and are not drawn.)
/// - Tab: spaces to the next tab stop; stops every `tabWidth` (4) columns.
/// - CR, LF, CRLF, U+2028 and U+2029: one line break, `"\n"`.
///
/// All placeholders are one column wide (East Asian Width N). Invalid UTF-8 is handled before this
/// step: `decoding(_:)` turns bytes into a string, replacing each invalid sequence with U+FFFD.
public enum SafeText {
  /// The distance between tab stops, in columns.
  public static let tabWidth = 4

  /// What a C1 control (U+0080–U+009F) is shown as: `␦`, SYMBOL FOR SUBSTITUTE FORM TWO.
  public static let c1Placeholder: Character = "\u{2426}"

  /// What a bidi control (embedding, override, isolate or mark) is shown as: `⇄`.
  public static let bidiPlaceholder: Character = "\u{21C4}"

  /// Decodes bytes as UTF-8, replacing every invalid or truncated sequence with U+FFFD.
  ///
  /// Never fails and never traps, whatever the bytes. The result can still hold controls: pass it to
  /// `sanitized(_:)` before drawing it.
  public static func decoding(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Decodes bytes as UTF-8 (invalid sequences become U+FFFD) and sanitizes the result.
  public static func sanitized(utf8 bytes: some Collection<UInt8>) -> String {
    sanitized(decoding(bytes))
  }

  /// Text with every control replaced by a visible placeholder, tabs expanded to spaces and every
  /// line break (CR, LF, CRLF, U+2028, U+2029) made a single `"\n"`.
  ///
  /// Tab stops are every `tabWidth` columns, counted in display columns from the start of the line.
  public static func sanitized(_ text: some StringProtocol) -> String {
    if isPlainASCII(text) { return String(text) }
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var column = 0
    for character in text {
      switch classify(character) {
      case .visible:
        output.append(character)
        column += DisplayWidth.columns(of: character)
      case .space:
        if character == "\t" {
          let spaces = tabWidth - column % tabWidth
          output.append(contentsOf: repeatElement(" ", count: spaces))
          column += spaces
        } else {
          output.append(" ")
          column += 1
        }
      case .lineBreak:
        output.append("\n")
        column = 0
      case .replaced(let replacement):
        output.append(replacement)
        column += DisplayWidth.columns(of: replacement)
      case .applied:
        output.append(bidiPlaceholder)
        column += 1
      }
    }
    return output
  }

  /// Text on one line: like `sanitized(_:)`, except that tabs and line breaks are shown as their
  /// Control Pictures too (`␉`, `␊`, `␍`). For quoting untrusted input in a one-line message.
  public static func singleLine(_ text: some StringProtocol) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      if let placeholder = placeholder(for: scalar) {
        output.append(placeholder)
      } else if scalar == "\u{2028}" || scalar == "\u{2029}" {
        output.append("\u{2424}")  // ␤ SYMBOL FOR NEWLINE
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// The visible placeholder for a scalar a terminal would act on instead of showing, or `nil` for
  /// a scalar that is safe to write.
  ///
  /// Covers every C0 control (tab, LF and CR included: `sanitized(_:)` handles those first), DEL,
  /// the C1 controls and the bidi controls.
  public static func placeholder(for scalar: Unicode.Scalar) -> Character? {
    let v = scalar.value
    switch v {
    case 0x00...0x1F: return Character(Unicode.Scalar(0x2400 + v) ?? "\u{2426}")
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F: return c1Placeholder
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return bidiPlaceholder
    default: return nil
    }
  }

  /// Whether a scalar may appear in sanitized text: anything but the scalars `placeholder(for:)`
  /// replaces (a line feed is allowed, as the line break).
  public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || placeholder(for: scalar) == nil
  }

  /// What sanitizing does with one grapheme cluster.
  enum Kind: Equatable {
    /// Kept as it is.
    case visible
    /// A space or a tab.
    case space
    /// CR, LF, CRLF, U+2028 or U+2029.
    case lineBreak
    /// Shown as this text instead (a placeholder, one column wide).
    case replaced(String)
    /// A bidi control (LRE RLE LRO RLO PDF LRI RLI FSI PDI LRM RLM ALM): in a cell's text it is
    /// applied by the bidi algorithm and never drawn (zero columns); `sanitized(_:)`, for text shown
    /// as it is, draws its placeholder.
    case applied
  }

  /// How sanitizing treats a grapheme cluster.
  ///
  /// Controls and bidi controls are always clusters of their own (Unicode's grapheme rules break
  /// around them), so in practice a replaced cluster is a single scalar; a longer cluster holding an
  /// unsafe scalar would still have each such scalar replaced.
  static func classify(_ character: Character) -> Kind {
    if let ascii = character.asciiByte {
      switch ascii {
      case 0x20, 0x09: return .space
      case 0x0A, 0x0D: return .lineBreak  // "\r\n" reports 0x0A
      case 0x21...0x7E: return .visible
      default:
        let placeholder = placeholder(for: Unicode.Scalar(ascii)) ?? c1Placeholder
        return .replaced(String(placeholder))
      }
    }
    let scalars = character.unicodeScalars
    if let first = scalars.first, first == "\u{2028}" || first == "\u{2029}" { return .lineBreak }
    guard scalars.contains(where: { placeholder(for: $0) != nil }) else { return .visible }
    if BidiText.isDropped(character) { return .applied }
    var replacement = ""
    for scalar in scalars {
      if let placeholder = placeholder(for: scalar) {
        replacement.append(placeholder)
      } else {
        replacement.unicodeScalars.append(scalar)
      }
    }
    return .replaced(replacement)
  }

  /// Whether the text is printable ASCII and line feeds only (nothing to replace).
  static func isPlainASCII(_ text: some StringProtocol) -> Bool {
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }
    }
    return plain ?? text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }
  }
}
