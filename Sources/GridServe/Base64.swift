/// Base64 (RFC 4648, with padding) for key files and fingerprints, without Foundation.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: some Collection<UInt8>, padded: Bool = true) -> String {
    let input = Array(bytes)
    var out: [UInt8] = []
    out.reserveCapacity((input.count + 2) / 3 * 4)
    var i = 0
    while i < input.count {
      let b0 = input[i]
      let b1 = i + 1 < input.count ? input[i + 1] : 0
      let b2 = i + 2 < input.count ? input[i + 2] : 0
      out.append(alphabet[Int(b0 >> 2)])
      out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
      if i + 1 < input.count {
        out.append(alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)])
      } else if padded {
        out.append(UInt8(ascii: "="))
      }
      if i + 2 < input.count {
        out.append(alphabet[Int(b2 & 0x3F)])
      } else if padded {
        out.append(UInt8(ascii: "="))
      }
      i += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes of `text` (whitespace ignored, padding optional); nil if it is not Base64.
  static func decode(_ text: some StringProtocol) -> [UInt8]? {
    var values: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - UInt8(ascii: "a") + 26)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0") + 52)
      case UInt8(ascii: "+"): values.append(62)
      case UInt8(ascii: "/"): values.append(63)
      case UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        continue
      default: return nil
      }
    }
    if values.count % 4 == 1 { return nil }
    var out: [UInt8] = []
    var i = 0
    while i < values.count {
      let chunk = values[i..<min(i + 4, values.count)]
      let v = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (18 - 6 * UInt32($1.offset)) }
      out.append(UInt8(v >> 16 & 0xFF))
      if chunk.count > 2 { out.append(UInt8(v >> 8 & 0xFF)) }
      if chunk.count > 3 { out.append(UInt8(v & 0xFF)) }
      i += 4
    }
    return out
  }
}
