import GridJSON

/// One event of an asciicast v2 recording: what happened, when, and its data.
///
/// As a line of the file it is a JSON array, `[1.250000, "o", "text"]`: the time in seconds since
/// the recording started (six decimals, from whole microseconds, so equal inputs give equal bytes),
/// the event's code, and its data as a JSON string.
public struct CastEvent: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// Bytes the terminal received (the program's output).
    case output = "o"
    /// Bytes the terminal sent (keys typed).
    case input = "i"
    /// The terminal's new size, `COLUMNSxROWS`.
    case resize = "r"
    /// A named point in the recording.
    case marker = "m"
  }

  /// Microseconds since the recording started.
  public var time: Int
  public var kind: Kind
  public var data: String

  public init(time: Int, kind: Kind, data: String) {
    self.time = time
    self.kind = kind
    self.data = data
  }

  /// A resize event to `columns` × `rows`.
  public static func resize(time: Int, columns: Int, rows: Int) -> CastEvent {
    CastEvent(time: time, kind: .resize, data: "\(columns)x\(rows)")
  }

  /// The event as one line of the file, without the line break.
  public var line: String {
    "[\(Self.seconds(time)), \"\(kind.rawValue)\", \(JSONString.quoted(data, .asciicast))]"
  }

  /// Microseconds as seconds with six decimals (`1.250000`).
  static func seconds(_ microseconds: Int) -> String {
    let time = max(0, microseconds)
    let fraction = String(time % 1_000_000)
    return "\(time / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }
}
