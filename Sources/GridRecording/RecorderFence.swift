/// The mark a recorded previewer writes on its terminal just before each ready report (`M s`, then
/// `R n`), so the recorder knows it has read everything drawn before that report, and nothing after
/// it: the report arrives on a pipe of its own, and what the previewer wrote to its pseudo-terminal
/// can reach the recorder's end later (Linux hands pty output over from a work queue, late on a
/// busy machine), while what ncurses writes as it next waits for a key (keypad mode, at the first
/// wait) may already be there. The recorder reads the terminal up to the mark, keeps what follows
/// it for the next event, and takes the mark out: no recording holds one.
///
/// The mark is an APC string, `ESC _ gridpreview-ready S ESC \` with a serial number, which
/// terminals ignore.
///
/// ```swift
/// var scanner = RecorderFence.Scanner()
/// let (before, after) = scanner.take(Array("frame".utf8) + RecorderFence.bytes(serial: 3) + [0x41])
/// before            // "frame"
/// after             // "A"
/// scanner.serial    // 3
/// ```
public enum RecorderFence {
  static let prefix = Array("\u{1B}_gridpreview-ready ".utf8)
  static let terminator: [UInt8] = [0x1B, 0x5C]

  /// Mark number `serial`.
  public static func bytes(serial: Int) -> [UInt8] { prefix + Array(String(serial).utf8) + terminator }

  /// Takes the marks out of terminal output that arrives in pieces (a mark may be split between
  /// two), and remembers the largest serial number marked so far.
  public struct Scanner {
    /// The largest serial number of a mark seen so far; -1 before the first.
    public private(set) var serial = -1
    /// The end of the last piece when it may be the start of a mark.
    private var carry: [UInt8] = []

    public init() {}

    /// `chunk` without the marks in it (or begun in it: their rest comes with the next piece), cut
    /// after its last mark: `before` it (nil when it has none) and `after` it.
    public mutating func take(_ chunk: [UInt8]) -> (before: [UInt8]?, after: [UInt8]) {
      let bytes = carry + chunk
      carry = []
      var out: [UInt8] = []
      var before: [UInt8]?
      out.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        guard let escape = bytes[index...].firstIndex(of: 0x1B) else {
          out += bytes[index...]
          break
        }
        out += bytes[index..<escape]
        let rest = bytes[escape...]
        if rest.count < RecorderFence.prefix.count {
          // Perhaps a mark's beginning: wait for the rest.
          if RecorderFence.prefix.starts(with: rest) {
            carry = Array(rest)
            return (before, out)
          }
        } else if rest.starts(with: RecorderFence.prefix) {
          let digits = escape + RecorderFence.prefix.count
          guard let end = bytes[digits...].firstIndex(of: 0x1B) else {
            carry = Array(rest)
            return (before, out)
          }
          guard end + 1 < bytes.count else {
            carry = Array(rest)
            return (before, out)
          }
          if bytes[end + 1] == 0x5C, let number = Int(String(decoding: bytes[digits..<end], as: UTF8.self)) {
            serial = max(serial, number)
            before = (before ?? []) + out
            out = []
            index = end + 2
            continue
          }
        }
        out.append(0x1B)
        index = escape + 1
      }
      return (before, out)
    }
  }
}
