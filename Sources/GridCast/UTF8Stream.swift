/// Decodes a byte stream that arrives in pieces: a character split between two reads is kept
/// until its end arrives, so every event holds whole characters. Bytes that are not UTF-8 become
/// U+FFFD, as asciinema's own recorder decodes them.
public struct UTF8Stream: Hashable, Sendable {
  /// The start of a character whose end has not arrived yet.
  private var pending: [UInt8] = []

  public init() {}

  /// The text of `bytes` after whatever was pending; an unfinished character at the end is kept.
  public mutating func decode(_ bytes: [UInt8]) -> String {
    let all = pending + bytes
    let complete = all.count - Self.unfinishedTail(of: all)
    pending = Array(all[complete...])
    return String(decoding: all[..<complete], as: UTF8.self)
  }

  /// What is still pending, decoded (a character that will never be finished: U+FFFD).
  public mutating func finish() -> String {
    defer { pending = [] }
    return String(decoding: pending, as: UTF8.self)
  }

  /// How many bytes at the end start a character that needs more bytes than follow it.
  static func unfinishedTail(of bytes: [UInt8]) -> Int {
    guard !bytes.isEmpty else { return 0 }
    // A character is at most 4 bytes: look back at most 3 for its lead byte.
    for back in 1...min(3, bytes.count) {
      let byte = bytes[bytes.count - back]
      if byte & 0xC0 == 0x80 { continue }  // a continuation byte: keep looking for the lead
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      return length > back ? back : 0
    }
    return 0
  }
}
