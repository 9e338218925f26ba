/// The grapheme clusters of UTF-8 text, one after another, each with what wrapping and drawing need
/// of it: where it is, what sanitizing makes of it and how many columns it takes.
///
/// A cluster is exactly a `Character` of the text (the standard library's segmentation is the
/// definition), but most are found scalar by scalar, by the scalars' roles (`ClusterRole`): a letter
/// and the marks after it (Hebrew points, Arabic harakat, Thai vowels and tone marks, Devanagari vowel
/// signs and conjuncts joined by the virama, combining accents), a CJK ideograph, an emoji. Only a
/// stretch around a scalar whose role is `other` (a joiner, a variation selector, a flag's letters,
/// conjoining jamo, a bidi control) is segmented by the standard library, from the start of the
/// cluster it may join to the next place where the roles settle a boundary. No `Character` or
/// `String` is made for any other cluster.
///
/// The text must be well-formed UTF-8 (any Swift string's bytes are). Kinds and widths are those of
/// `SafeText` and `DisplayWidth` for the cluster as a `Character`: tests hold the scanner to them and
/// to `Character` segmentation.
///
/// ```swift
/// "नमस्ते".utf8.withContiguousStorageIfAvailable { bytes in
///   var clusters = ClusterScanner(bytes)
///   while let cluster = clusters.next() { print(cluster.start..<cluster.end, cluster.width) }
/// }  // 0..<3 1, 3..<6 1, 6..<15 1 (स्ते: स, the virama, त and the vowel sign े), …
/// ```
public struct ClusterScanner {
  /// One grapheme cluster.
  public struct Cluster: Equatable, Sendable {
    /// Its UTF-8 offsets in the text.
    public var start: Int
    public var end: Int
    /// What sanitizing does with it.
    public var kind: Kind
    /// Its width in columns as drawn: `DisplayWidth.columns(of:)` of the cluster, or of its
    /// placeholder when replaced; 0 for a space, a line break or a bidi control.
    public var width: Int
    /// Whether it is one scalar.
    public var isScalar: Bool

    public init(start: Int, end: Int, kind: Kind, width: Int, isScalar: Bool) {
      self.start = start
      self.end = end
      self.kind = kind
      self.width = width
      self.isScalar = isScalar
    }

    /// A `Character` that starts at UTF-8 offset `start`, classified as `SafeText.classify(_:)` and
    /// measured as `DisplayWidth` measures it (or its placeholder): the definition the scanner's own
    /// clusters are held to.
    public init(_ character: Character, start: Int) {
      self.start = start
      end = start + character.utf8.count
      isScalar = character.unicodeScalars.count == 1
      switch SafeText.classify(character) {
      case .visible: (kind, width) = (.visible, DisplayWidth.columns(of: character))
      case .space: (kind, width) = (.space, 0)
      case .lineBreak: (kind, width) = (.lineBreak, 0)
      case .replaced(let replacement): (kind, width) = (.replaced, DisplayWidth.columns(of: replacement))
      case .applied: (kind, width) = (.applied, 0)
      }
    }
  }

  /// What sanitizing does with a cluster (`SafeText.Kind`, without the replacement's text).
  public enum Kind: UInt8, Sendable {
    /// Drawn as it is.
    case visible
    /// A space or a tab.
    case space
    /// CR, LF, CR LF, U+2028 or U+2029.
    case lineBreak
    /// Drawn as its placeholder (`SafeText.placeholder(for:)` for each scalar that has one).
    case replaced
    /// A bidi control: applied, never drawn.
    case applied
  }

  /// The text.
  public let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next cluster starts.
  public private(set) var position = 0
  /// A stretch the standard library segments: its `Character`s still to come, and its end in
  /// `bytes`.
  private var stretch: (characters: String.Iterator, end: Int)?

  /// `ClusterRole.table`, read once.
  private let table: UnsafePointer<UInt8>
  /// The scalar that ended the last cluster, which starts the next (offset −1: none).
  private var peeked: (offset: Int, value: UInt32, length: Int, bits: UInt8) = (-1, 0, 0, 0)

  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    table = ClusterRole.table
  }

  /// Whether a stretch is being segmented by the standard library (`position` is then inside it).
  public var isSegmenting: Bool { stretch != nil }

  /// Goes on from `offset`, which must be the end of a cluster at or after `position` (a caller that
  /// handed a run of clusters on by itself).
  @inline(__always)
  public mutating func skip(to offset: Int) {
    position = offset
  }

  /// The end of the run of printable ASCII glyphs (each a cluster of its own) that starts at
  /// `position`: `position` itself if none does (or a stretch is being segmented). The last byte is
  /// left out when the scalar after the run may join it (a combining mark).
  @inline(__always)
  public func printableRunEnd() -> Int {
    let start = position
    guard stretch == nil, start < bytes.count, LineWrapping.isPrintable(bytes[start]) else { return start }
    var end = LineWrapping.printableRunEnd(bytes, from: start, limit: bytes.count)
    if end < bytes.count, bytes[end] >= 0x80 {
      let role = ClusterRole.of(scalar(at: end).value)
      if role.isMark || role == .other { end -= 1 }
    }
    return end
  }

  /// The scalar at `index` and its length (U+FFFD, one byte, where the bytes are not UTF-8).
  @inline(__always)
  func scalar(at index: Int) -> (value: UInt32, length: Int) {
    LineWrapping.decodeValue(bytes, at: index)
  }

  /// The role of the scalar at `index`.
  @inline(__always)
  func role(at index: Int) -> ClusterRole {
    let byte = bytes[index]
    return byte < 0x80 ? .standalone : ClusterRole.of(scalar(at: index).value)
  }

  /// The next cluster, or nil at the end of the text.
  public mutating func next() -> Cluster? {
    if stretch != nil { return nextInStretch() }
    let count = bytes.count
    let start = position
    guard start < count else { return nil }
    // The scalar that ended the last cluster starts this one: read once.
    let first: UInt32
    let firstLength: Int
    let firstBits: UInt8
    if start == peeked.offset {
      (first, firstLength, firstBits) = (peeked.value, peeked.length, peeked.bits)
    } else {
      (first, firstLength) = LineWrapping.decodeValue(bytes, at: start)
      firstBits = entryBits(first)
    }
    let firstRole = firstBits & 7
    guard firstRole != ClusterRole.other.rawValue else { return beginStretch(at: start) }
    var end = start + firstLength
    // A control is a cluster of its own (GB4, GB5), CR LF one line break (GB3).
    if first < 0x20 || first == 0x7F || first == 0xAD {
      if first == 0x0D && end < count && bytes[end] == 0x0A {
        position = end + 1
        return Cluster(start: start, end: end + 1, kind: .lineBreak, width: 0, isScalar: false)
      }
      position = end
      return Self.controlCluster(first, start: start, end: end)
    }
    var width = Int(firstBits >> 3)
    // 1 after an Indic consonant (and the extending marks after it), 2 once a linker follows (GB9c).
    var conjunct: UInt8 = firstRole == ClusterRole.consonant.rawValue ? 1 : 0
    marks: while end < count {
      let (next, nextLength) = LineWrapping.decodeValue(bytes, at: end)
      let bits = entryBits(next)
      switch bits & 7 {
      case ClusterRole.standalone.rawValue:
        peeked = (end, next, nextLength, bits)
        break marks
      case ClusterRole.consonant.rawValue:
        guard conjunct == 2 else {
          peeked = (end, next, nextLength, bits)
          break marks
        }
        conjunct = 1
      case ClusterRole.extend.rawValue: break
      case ClusterRole.linker.rawValue: if conjunct != 0 { conjunct = 2 }
      case ClusterRole.spacingMark.rawValue: conjunct = 0
      default:
        // It may join this cluster (a joiner, a variation selector): the standard library decides.
        return beginStretch(at: start)
      }
      width += Int(bits >> 3)
      end += nextLength
    }
    position = end
    let isScalar = end == start + firstLength
    if isScalar && (first == 0x20 || first == 0x09) {
      return Cluster(start: start, end: end, kind: .space, width: 0, isScalar: true)
    }
    return Cluster(start: start, end: end, kind: .visible, width: width, isScalar: isScalar)
  }

  /// A scalar's `ClusterRole.Entry` bits, from the table read once.
  @inline(__always)
  private func entryBits(_ value: UInt32) -> UInt8 {
    ClusterRole.entry(value, in: table).bits
  }

  /// A C0 control, DEL or the soft hyphen, a cluster of its own.
  @inline(__always)
  private static func controlCluster(_ value: UInt32, start: Int, end: Int) -> Cluster {
    switch value {
    case 0x09: Cluster(start: start, end: end, kind: .space, width: 0, isScalar: true)
    case 0x0A, 0x0D: Cluster(start: start, end: end, kind: .lineBreak, width: 0, isScalar: true)
    case 0xAD: Cluster(start: start, end: end, kind: .visible, width: 1, isScalar: true)
    // Every placeholder is one column wide.
    default: Cluster(start: start, end: end, kind: .replaced, width: 1, isScalar: true)
    }
  }

  /// Starts a stretch at `start`, a cluster boundary, up to the first boundary the roles settle after
  /// it: a standalone scalar after a scalar whose role is not `other` (no rule joins those, CR LF
  /// aside), or the end; and returns its first cluster.
  private mutating func beginStretch(at start: Int) -> Cluster? {
    let count = bytes.count
    var end = start + scalar(at: start).length
    var previous = scalar(at: start).value
    var previousRole = ClusterRole.of(previous)
    while end < count {
      let (next, length) = scalar(at: end)
      let role = next < 0x80 ? ClusterRole.standalone : ClusterRole.of(next)
      if role == .standalone && previousRole != .other && !(previous == 0x0D && next == 0x0A) { break }
      (previous, previousRole) = (next, role)
      end += length
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    stretch = (text.makeIterator(), end)
    return nextInStretch()
  }

  /// The next cluster of the stretch, a `Character` classified as `SafeText` and `DisplayWidth` do.
  private mutating func nextInStretch() -> Cluster? {
    guard case (var characters, let end)? = stretch else { return nil }
    guard let character = characters.next() else {
      stretch = nil
      position = end
      return next()
    }
    var cluster = Cluster(character, start: position)
    // The same length as in the text, which is UTF-8 (clamped, should it not be).
    cluster.end = min(cluster.end, end)
    position = cluster.end
    stretch = position == end ? nil : (characters, end)
    return cluster
  }
}
