import GridCanvas

/// What a previewer that is being recorded by `record` tells its recorder, one line each, on a
/// descriptor of its own (never on the terminal, whose bytes are the recording):
///
/// - `R n` — ready: everything it has read so far (n keys and mouse events: what a recorder
///   sends; resizes are not counted, since ncurses adds one of its own at start-up) is applied and
///   drawn, and it is waiting for input. The recorder sends the next key only then, so each key is
///   its own batch and its own frame, on every run alike.
/// - `F w h cells…` — the frame it just drew (for `Snapshot` and `--svg`): each cell as its width,
///   its style in three hex digits and its scalars in hex (`1004:41`), a wide glyph's right half as `0`.
/// - `M s` — mark `s` is on the terminal after everything drawn so far (`RecorderFence`); sent
///   just before each `R`, so the recorder reads the terminal up to that mark before it goes on.
public enum RecorderReport: Hashable, Sendable {
  case ready(keys: Int)
  case frame(Canvas)
  case mark(Int)

  /// The environment variable that hands a previewer the descriptor to report on.
  public static let environmentVariable = "GRIDPREVIEW_RECORDER_FD"

  /// The report as one line, with its line break.
  public var line: String {
    switch self {
    case .ready(let keys): return "R \(keys)\n"
    case .mark(let serial): return "M \(serial)\n"
    case .frame(let canvas):
      var out = "F \(canvas.width) \(canvas.height)"
      out.reserveCapacity(canvas.width * canvas.height * 9 + 16)
      for cell in canvas.cells {
        out += " "
        if cell.width == 0 {
          out += "0"
          continue
        }
        out += String(cell.width) + Self.hex(Self.code(of: cell.style), digits: 3) + ":"
        out += cell.character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
      }
      return out + "\n"
    }
  }

  /// The report on one line (without its line break), or nil if it is not one.
  public init?(line: Substring) {
    let words = line.split(separator: " ")
    switch words.first {
    case "R":
      guard words.count == 2, let keys = Int(words[1]) else { return nil }
      self = .ready(keys: keys)
    case "M":
      guard words.count == 2, let serial = Int(words[1]) else { return nil }
      self = .mark(serial)
    case "F":
      guard words.count >= 3, let width = Int(words[1]), let height = Int(words[2]), width >= 0, height >= 0,
        words.count == 3 + width * height
      else { return nil }
      var canvas = Canvas(width: width, height: height)
      for (index, word) in words.dropFirst(3).enumerated() where word != "0" {
        let parts = word.split(separator: ":")
        guard parts.count == 2, parts[0].count == 4, let cellWidth = Int(parts[0].prefix(1)),
          let code = Int(parts[0].dropFirst(), radix: 16)
        else { return nil }
        var scalars = String.UnicodeScalarView()
        for hex in parts[1].split(separator: ",") {
          guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
          scalars.append(scalar)
        }
        guard let character = String(scalars).first else { return nil }
        canvas.put(
          character, width: cellWidth, x: index % max(1, width), y: index / max(1, width),
          style: Self.style(code))
      }
      self = .frame(canvas)
    default:
      return nil
    }
  }

  /// A style as 12 bits: attributes, then foreground and background as the colour's number plus one
  /// (0: the terminal's own).
  static func code(of style: CellStyle) -> Int {
    Int(style.attributes.rawValue) | (style.foreground.map { $0.number + 1 } ?? 0) << 4
      | (style.background.map { $0.number + 1 } ?? 0) << 8
  }

  static func style(_ code: Int) -> CellStyle {
    func color(_ value: Int) -> Color? { value == 0 ? nil : Color(rawValue: UInt8(value - 1)) }
    return CellStyle(
      CellStyle.Attributes(rawValue: UInt8(code & 0xF)), foreground: color(code >> 4 & 0xF),
      background: color(code >> 8 & 0xF))
  }

  static func hex(_ value: Int, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
