import GridFixtures
import GridLayout
import GridText

/// What a presenter shares with the people following it (`gridpreview serve --present`): the text
/// size, the layout kind and modes, the language, the selection and the element at the top of the
/// screen — never the width, which is each viewer's own, nor panels, prompts or the inspector.
///
/// A viewer that follows lays the same fixture out at its own width with these settings and brings
/// the same element to its top row, so everyone looks at the same place in their own column count.
///
/// ```swift
/// let view = presenter.sharedView
/// _ = viewer.update(.received(.view(view)))  // shows what the presenter shows, at its own width
/// SharedView(line: view.line)                // == view: one line of text, between processes
/// ```
public struct SharedView: Hashable, Sendable {
  /// An element at the top of the viewport and how many rows into it the viewport starts (negative:
  /// how far above it, in a gap).
  public struct Top: Hashable, Sendable {
    public var kind: ElementKind
    public var path: ItemPath
    public var offset: Int

    public init(kind: ElementKind, path: ItemPath, offset: Int) {
      self.kind = kind
      self.path = path
      self.offset = offset
    }
  }

  public var category: ContentSizeCategory
  public var layout: Fixture.LayoutKind
  public var stretch: Fixture.WaterfallStretch
  public var collapseBorders: Bool
  /// The interface's direction (right to left mirrors the layout).
  public var direction: Fixture.Direction
  /// A fixed column count, if one overrides the fixture's rule.
  public var columns: Int?
  public var isComparing: Bool
  public var showsDrivers: Bool
  public var selection: Selection?
  /// Nil when the presenter is scrolled to the very top.
  public var top: Top?
  /// The language's code (`PreviewLanguages.Language.code`; empty for a fixture's text as written).
  public var language: String

  public init(
    category: ContentSizeCategory, layout: Fixture.LayoutKind, stretch: Fixture.WaterfallStretch = .none,
    collapseBorders: Bool = false, direction: Fixture.Direction = .ltr, columns: Int? = nil,
    isComparing: Bool = false, showsDrivers: Bool = true, selection: Selection? = nil, top: Top? = nil,
    language: String = ""
  ) {
    self.language = language
    self.category = category
    self.layout = layout
    self.stretch = stretch
    self.collapseBorders = collapseBorders
    self.direction = direction
    self.columns = columns
    self.isComparing = isComparing
    self.showsDrivers = showsDrivers
    self.selection = selection
    self.top = top
  }
}

/// What travels between a previewer and the server in presenter mode, one line of text each.
///
/// - The presenter's previewer sends `.view` whenever what it shares changes.
/// - The server sends every viewer's previewer the presenter's `.view`, and the presenter's previewer
///   the `.audience`.
/// - A viewer's previewer sends `.following` when it starts and whenever the person switches
///   between following and exploring alone.
public enum ShareMessage: Hashable, Sendable {
  case view(SharedView)
  /// How many watch and follow, and the narrowest and widest followers (`audience 3 2 60 150`).
  case audience(watching: Int, following: Int, widths: ClosedRange<Int>? = nil)
  case following(Bool)

  /// The message as one line of printable ASCII, without the line break.
  public var line: String {
    switch self {
    case .view(let view): "view " + view.line
    case .audience(let watching, let following, let widths):
      "audience \(watching) \(following)" + (widths.map { " \($0.lowerBound) \($0.upperBound)" } ?? "")
    case .following(let following): "following \(following ? 1 : 0)"
    }
  }

  /// A line read back; nil for anything that is not exactly a message (a newer or broken peer's
  /// line is ignored, never guessed at).
  public init?(line: some StringProtocol) {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    guard let first = words.first else { return nil }
    switch first {
    case "view":
      guard let view = SharedView(line: line.dropFirst(5)) else { return nil }
      self = .view(view)
    case "audience":
      guard words.count == 3 || words.count == 5, let watching = Int(words[1]), let following = Int(words[2]),
        watching >= 0, (0...watching).contains(following)
      else { return nil }
      var widths: ClosedRange<Int>?
      if words.count == 5 {
        guard let narrowest = Int(words[3]), let widest = Int(words[4]), 0 < narrowest, narrowest <= widest
        else { return nil }
        widths = narrowest...widest
      }
      self = .audience(watching: watching, following: following, widths: widths)
    case "following":
      guard words.count == 2, words[1] == "0" || words[1] == "1" else { return nil }
      self = .following(words[1] == "1")
    default:
      return nil
    }
  }
}

extension SharedView {
  /// `key=value` words separated by spaces, in a fixed order:
  /// `size=AX1 layout=grid stretch=none borders=0 columns=- compare=0 drivers=1 selection=cell:0.3 top=cell:1.2:-1 dir=ltr lang=de`
  ///
  /// The language comes from the string files' names, so it is written with every byte but
  /// `A–Z a–z 0–9 - _ .` as `%XX`, and as `-` when empty.
  public var line: String {
    func element(_ kind: ElementKind, _ path: ItemPath) -> String {
      "\(kind.rawValue):\(path.section).\(path.item)"
    }
    return [
      "size=\(category.shortName)", "layout=\(layout.rawValue)", "stretch=\(stretch.rawValue)",
      "borders=\(collapseBorders ? 1 : 0)", "columns=\(columns.map(String.init) ?? "-")",
      "compare=\(isComparing ? 1 : 0)", "drivers=\(showsDrivers ? 1 : 0)",
      "selection=\(selection.map { element($0.kind, $0.path) } ?? "-")",
      "top=\(top.map { element($0.kind, $0.path) + ":\($0.offset)" } ?? "-")",
      "dir=\(direction.rawValue)", "lang=\(Self.encoded(language))",
    ].joined(separator: " ")
  }

  /// Reads `line` back; nil unless every key is there once, in order, with a valid value.
  public init?(line: some StringProtocol) {
    let pairs = line.split(separator: " ").map { $0.split(separator: "=", maxSplits: 1) }
    let keys = [
      "size", "layout", "stretch", "borders", "columns", "compare", "drivers", "selection", "top", "dir",
      "lang",
    ]
    guard pairs.count == keys.count, zip(pairs, keys).allSatisfy({ $0.0.count == 2 && $0.0[0] == $0.1 })
    else {
      return nil
    }
    let values = pairs.map { String($0[1]) }
    func flag(_ text: String) -> Bool? { text == "1" ? true : text == "0" ? false : nil }
    func element(_ text: Substring) -> (ElementKind, ItemPath)? {
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let kind = ElementKind(rawValue: String(parts[0])) else { return nil }
      let numbers = parts[1].split(separator: ".", omittingEmptySubsequences: false)
      guard numbers.count == 2, let section = Int(numbers[0]), let item = Int(numbers[1]), section >= 0,
        item >= 0
      else { return nil }
      return (kind, ItemPath(section: section, item: item))
    }
    guard let category = ContentSizeCategory.allCases.first(where: { $0.shortName == values[0] }),
      let layout = Fixture.LayoutKind(rawValue: values[1]),
      let stretch = Fixture.WaterfallStretch(rawValue: values[2]),
      let borders = flag(values[3]), let compare = flag(values[5]), let drivers = flag(values[6]),
      let direction = Fixture.Direction(rawValue: values[9]), let language = Self.decoded(values[10])
    else { return nil }
    var columns: Int?
    if values[4] != "-" {
      guard let count = Int(values[4]), (1...ColumnRule.maxColumns).contains(count) else { return nil }
      columns = count
    }
    var selection: Selection?
    if values[7] != "-" {
      guard let (kind, path) = element(Substring(values[7])) else { return nil }
      selection = Selection(kind: kind, path: path)
    }
    var top: Top?
    if values[8] != "-" {
      guard let split = values[8].lastIndex(of: ":"),
        let offset = Int(values[8][values[8].index(after: split)...]),
        let (kind, path) = element(values[8][..<split])
      else { return nil }
      top = Top(kind: kind, path: path, offset: offset)
    }
    self.init(
      category: category, layout: layout, stretch: stretch, collapseBorders: borders, direction: direction,
      columns: columns, isComparing: compare, showsDrivers: drivers, selection: selection, top: top,
      language: language)
  }

  /// Bytes that stand for themselves in the line's `lang=`.
  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// A language's code as the line writes it: `-` when empty, `%XX` for every byte that is not plain
  /// (and for a code that is `-` itself).
  static func encoded(_ code: String) -> String {
    if code.isEmpty { return "-" }
    if code == "-" { return "%2D" }
    var out = ""
    for byte in code.utf8 {
      if isPlain(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }

  /// A language's code read back; nil unless it is exactly what `encoded` writes (valid UTF-8
  /// included).
  static func decoded(_ text: String) -> String? {
    if text == "-" { return "" }
    var bytes: [UInt8] = []
    var rest = text.utf8[...]
    while let byte = rest.first {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        rest = rest.dropFirst()
        continue
      }
      let hex = rest.dropFirst().prefix(2)
      guard hex.count == 2, let value = UInt8(String(decoding: hex, as: UTF8.self), radix: 16) else {
        return nil
      }
      bytes.append(value)
      rest = rest.dropFirst(3)
    }
    guard let code = String(validating: bytes, as: UTF8.self), encoded(code) == text else { return nil }
    return code
  }
}
