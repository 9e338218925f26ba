/// The characters boxes are drawn with, chosen by which of the four directions a border cell
/// connects: corners, edges and the junctions (┬ ┴ ├ ┤ ┼) where collapsed borders meet.
///
/// Square corners are the default (see DECISIONS.md): every console font has them, and they join
/// cleanly with the T-junctions of collapsed borders, which have no rounded forms.
public struct BoxCharacters: Hashable, Sendable {
  /// Directions a border cell connects to, as bits.
  public struct Directions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let up = Directions(rawValue: 1)
    public static let down = Directions(rawValue: 2)
    public static let left = Directions(rawValue: 4)
    public static let right = Directions(rawValue: 8)
  }

  /// The character for each of the 16 direction sets, indexed by raw value.
  private let glyphs: [Character]
  /// The same as canvas glyphs.
  private let cellGlyphs: [Glyph]
  /// Whether the characters are plain ASCII (`+ - |`).
  public let isASCII: Bool

  private init(_ glyphs: String, isASCII: Bool) {
    self.glyphs = Array(glyphs)
    self.cellGlyphs = self.glyphs.map(Glyph.init)
    self.isASCII = isASCII
  }

  /// Light box-drawing characters with square corners.
  //                       index: 0    1   2   3   4   5   6   7   8   9   10  11  12  13  14  15
  public static let square = BoxCharacters(" │││─┘┐┤─└┌├─┴┬┼", isASCII: false)
  /// Light box-drawing characters with rounded corners (square junctions).
  public static let rounded = BoxCharacters(" │││─╯╮┤─╰╭├─┴┬┼", isASCII: false)
  /// `+ - |` for terminals and locales without box-drawing characters.
  public static let ascii = BoxCharacters(" |||-+++-+++-+++", isASCII: true)

  /// The character that connects `directions`.
  public func character(for directions: Directions) -> Character {
    glyphs[Int(directions.rawValue & 15)]
  }

  /// The glyph that connects `directions`.
  public func glyph(for directions: Directions) -> Glyph {
    cellGlyphs[Int(directions.rawValue & 15)]
  }

  /// `directions(of:)` for a glyph on a canvas.
  public func directions(of glyph: Glyph) -> Directions? {
    if glyph == .space { return nil }
    if isASCII {
      switch glyph.asciiValue {
      case UInt8(ascii: "-"): return [.left, .right]
      case UInt8(ascii: "|"): return [.up, .down]
      case UInt8(ascii: "+"): return [.up, .down, .left, .right]
      default: return nil
      }
    }
    guard let index = cellGlyphs.lastIndex(of: glyph), index > 0 else { return nil }
    return Self.canonical(index)
  }

  /// The directions a character drawn by this set connects, or `nil` if it is not a border.
  /// ASCII `+` reads as a full junction, so merging borders keeps `+`.
  public func directions(of character: Character) -> Directions? {
    if character == " " { return nil }
    if isASCII {
      switch character {
      case "-": return [.left, .right]
      case "|": return [.up, .down]
      case "+": return [.up, .down, .left, .right]
      default: return nil
      }
    }
    guard let index = glyphs.lastIndex(of: character), index > 0 else { return nil }
    return Self.canonical(index)
  }

  /// The directions of the glyph at `index`: single stubs share glyphs with full lines, and the full
  /// line is the canonical reading.
  private static func canonical(_ index: Int) -> Directions {
    switch index {
    case 1, 2, 3: return [.up, .down]
    case 4, 8, 12: return [.left, .right]
    default: return Directions(rawValue: UInt8(index))
    }
  }

  /// The previewer's own words (status bar, help, messages) in this set: unchanged, or with arrows,
  /// dashes, ellipses and the like spelled in ASCII (`→` as `->`, `–` as `-`, `…` as `...`) for the
  /// ASCII set, which is used where the terminal cannot show anything else.
  public func label(_ text: String) -> String {
    guard isASCII, !text.allSatisfy(\.isASCII) else { return text }
    var out = ""
    for character in text {
      switch character {
      case "→": out += "->"
      case "←": out += "<-"
      case "↑": out += "^"
      case "↓": out += "v"
      case "–", "—": out += "-"
      case "…": out += "..."
      case "×": out += "x"
      case "·", "│": out += "|"
      default: out.append(character)
      }
    }
    return out
  }
}
