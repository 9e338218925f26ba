import CNcurses

/// Turns what `wget_wch` returns into a `Key`.
enum KeyDecoder {
  static func decode(code: UInt32, isFunctionKey: Bool) -> Key {
    if isFunctionKey {
      switch Int32(bitPattern: code) {
      case KEY_UP: return .up
      case KEY_DOWN: return .down
      case KEY_LEFT: return .left
      case KEY_RIGHT: return .right
      case KEY_PPAGE: return .pageUp
      case KEY_NPAGE: return .pageDown
      case KEY_HOME: return .home
      case KEY_END: return .end
      case KEY_ENTER: return .enter
      case KEY_BACKSPACE: return .backspace
      default: return .other(Int32(bitPattern: code))
      }
    }
    switch code {
    case 27: return .escape
    case 13, 10: return .enter
    case 9: return .tab
    case 127, 8: return .backspace
    case 1...26: return .control(Character(Unicode.Scalar(UInt8(code + 96))))
    default:
      guard let scalar = Unicode.Scalar(code) else { return .other(Int32(bitPattern: code)) }
      return .character(Character(scalar))
    }
  }
}
