import Synchronization

/// A grapheme as a canvas cell stores it: its UTF-8 bytes packed into one machine word, so a cell is
/// plain data (no reference counting when a canvas is made, copied, written or freed).
///
/// Up to eight bytes of UTF-8 are kept in place, first byte lowest; that covers ASCII, box drawing,
/// CJK, single emoji, flags and a letter with a combining mark or two. A longer cluster (an emoji
/// ZWJ sequence, say) is kept once in a process-wide table and the word holds its number, marked by
/// a low byte of 0xFF, which UTF-8 never contains. Two glyphs are equal when their bytes are: a
/// terminal draws `é` and `e` + U+0301 differently, so the canvas keeps them apart.
public struct Glyph: Hashable, Sendable {
  /// The packed bytes, or 0xFF and a table number.
  @usableFromInline let bits: UInt64

  @inlinable init(bits: UInt64) { self.bits = bits }

  /// An ASCII character as a glyph.
  @inlinable public init(ascii byte: UInt8) { bits = UInt64(byte) }

  public init(_ character: Character) {
    let utf8 = character.utf8
    if utf8.count <= 8 {
      var bits: UInt64 = 0
      var shift: UInt64 = 0
      for byte in utf8 {
        bits |= UInt64(byte) << shift
        shift += 8
      }
      self.bits = bits
    } else {
      self.bits = UInt64(Glyph.table.number(of: Array(utf8), character)) << 8 | 0xFF
    }
  }

  /// A space (computed, so a comparison with it is a comparison with a constant).
  @inlinable public static var space: Glyph { Glyph(ascii: 0x20) }

  /// Whether the bytes are kept in the table rather than in place.
  @inlinable var isLong: Bool { bits & 0xFF == 0xFF }

  /// The number of UTF-8 bytes kept in place (for a glyph that is not long).
  @inlinable var inlineCount: Int { bits == 0 ? 0 : 8 - bits.leadingZeroBitCount / 8 }

  /// The grapheme.
  public var character: Character {
    if isLong { return Glyph.table.character(Int(bits >> 8)) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(8)
    appendUTF8(to: &bytes)
    return Character(String(decoding: bytes, as: UTF8.self))
  }

  /// The glyph's UTF-8, appended to `bytes`.
  @inlinable public func appendUTF8(to bytes: inout [UInt8]) {
    if bits < 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: bits))
    } else if isLong {
      bytes.append(contentsOf: Glyph.table.bytes(Int(bits >> 8)))
    } else {
      var rest = bits
      while rest != 0 {
        bytes.append(UInt8(truncatingIfNeeded: rest))
        rest >>= 8
      }
    }
  }

  /// The number of bytes of its UTF-8.
  @inlinable public var byteCount: Int {
    isLong ? Glyph.table.bytes(Int(bits >> 8)).count : inlineCount
  }

  /// Stores the glyph's UTF-8 at `offset`, returning its length. A glyph kept in place is stored as
  /// a whole word, so `buffer` must have 8 bytes from `offset`; what is past its length is left for
  /// the next write.
  @inlinable public func store(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
    if isLong {
      let bytes = Glyph.table.bytes(Int(bits >> 8))
      buffer[offset..<(offset + bytes.count)].copyBytes(from: bytes)
      return bytes.count
    }
    precondition(offset + 8 <= buffer.count)
    buffer.storeBytes(of: bits.littleEndian, toByteOffset: offset, as: UInt64.self)
    return inlineCount
  }

  /// The ASCII byte, if the glyph is one ASCII character.
  @inlinable public var asciiValue: UInt8? { bits < 0x80 && bits != 0 ? UInt8(bits) : nil }

  /// Clusters longer than eight bytes, each kept once; a glyph holds its number.
  @usableFromInline static let table = Table()

  @usableFromInline final class Table: Sendable {
    struct State {
      var numbers: [[UInt8]: Int] = [:]
      var entries: [(bytes: [UInt8], character: Character)] = []
    }
    let state = Mutex(State())

    func number(of bytes: [UInt8], _ character: Character) -> Int {
      state.withLock { state in
        if let number = state.numbers[bytes] { return number }
        state.entries.append((bytes, character))
        state.numbers[bytes] = state.entries.count - 1
        return state.entries.count - 1
      }
    }

    func character(_ number: Int) -> Character {
      state.withLock { $0.entries[number].character }
    }

    @usableFromInline func bytes(_ number: Int) -> [UInt8] {
      state.withLock { $0.entries[number].bytes }
    }
  }
}
