/// A fixture whose every text position holds escape sequences, C0 and C1 controls and bidi
/// controls — as a fixture from an untrusted source might. Only placeholders may reach a terminal.
enum HostileFixture {
  static let json = #"""
    {"title": "Title \u001b]0;pwned\u0007",
     "\u001b[31mevil": 1,
     "sections": [
      {"header": "Header \u001b[2J\u001b[H", "footer": "Footer \u009b31m end",
       "items": [
         {"title": "\u001b[1mbold", "text": "before \u001b[31mred\u001b[0m after"},
         "C1: \u0085 \u009b2J \u009d0;x\u009c",
         "bidi: \u202eevil\u202c \u2066iso\u2069 \u200f mark",
         "DEL \u007f BEL \u0007 NUL \u0000"
       ]}
     ]}
    """#

  /// The placeholders docs/text.md promises: ESC → ␛, BEL → ␇, NUL → ␀, DEL → ␡, C1 → ␦, bidi controls applied, not drawn (RLO evil PDF → live).
  static let placeholders = ["␛[31mred␛[0m", "␛[2J␛[H", "␛[1mbold", "␦2J", "␦31m", "live", "␡", "␇", "␀"]

  /// Whether a scalar is a control a terminal could act on: C0 (but newline), DEL, C1, or bidi.
  static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }
}
