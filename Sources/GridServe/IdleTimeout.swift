/// `--idle-timeout`'s value: `90s`, `15m`, `2h`, a plain number of seconds, or `0`/`off` for none.
public enum IdleTimeout {
  /// The longest accepted: a week.
  public static let maximum: Int64 = 7 * 24 * 3600

  /// Seconds (nil: no timeout), or nil-of-nil when `text` is not a duration.
  public static func parse(_ text: String) -> Int64?? {
    let lower = text.lowercased()
    if lower == "off" || lower == "none" || lower == "0" { return .some(nil) }
    let units: [(suffix: String, seconds: Int64)] = [("h", 3600), ("m", 60), ("s", 1)]
    var number = Substring(lower)
    var scale: Int64 = 1
    if let unit = units.first(where: { lower.hasSuffix($0.suffix) }) {
      number = number.dropLast()
      scale = unit.seconds
    }
    guard !number.isEmpty, number.allSatisfy(\.isASCII), let value = Int64(number), value > 0,
      value <= maximum / scale
    else { return nil }
    return .some(value * scale)
  }
}
