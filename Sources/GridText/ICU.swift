import CICU

/// ICU, as GridText uses it: every call into the `CICU` shim goes through this file (Swift names
/// outward, the C function in the doc comment).
///
/// ICU is Debian's system library (libicu 72, Unicode 15.0 — the version of the width tables),
/// opened privately on first use so that it never meets the private copy the toolchain's
/// Foundation carries (see `icu_shim.h`). Without it the text functions keep working on their own
/// rules, and `isAvailable` is false.
public enum ICU {
  /// `gp_icu_available`: whether the library could be opened.
  public static var isAvailable: Bool { gp_icu_available() != 0 }

  /// `gp_icu_error`: why the library could not be opened, or nil.
  public static var unavailableReason: String? {
    guard let error = gp_icu_error() else { return nil }
    let text = String(cString: error)
    return text.isEmpty ? nil : text
  }

  /// `gp_icu_versions`: ICU's version and the Unicode version of its data ("72.1", "15.0"), or nil.
  public static var versions: (icu: String, unicode: String)? {
    guard isAvailable else { return nil }
    var icu = [CChar](repeating: 0, count: 16)
    var unicode = [CChar](repeating: 0, count: 16)
    gp_icu_versions(&icu, &unicode)
    func text(_ characters: [CChar]) -> String {
      String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return (text(icu), text(unicode))
  }

  /// `gp_line_break_class`: a scalar's Line_Break property, as ICU's `ULineBreak` value.
  static func lineBreakClass(_ scalar: Unicode.Scalar) -> Int32 { gp_line_break_class(scalar.value) }

  /// `gp_bidi_class`: a scalar's Bidi_Class, as ICU's `UCharDirection` value.
  static func bidiClass(_ scalar: Unicode.Scalar) -> Int32 { gp_bidi_class(scalar.value) }

  /// `gp_bidi_mirroring_glyph`: the scalar drawn in its place at an odd level (UAX #9 L4), or itself.
  static func mirroringGlyph(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    Unicode.Scalar(gp_bidi_mirroring_glyph(scalar.value)) ?? scalar
  }

  /// `gp_bidi_is_mirrored`: whether the scalar has the Bidi_Mirrored property.
  static func isMirrored(_ scalar: Unicode.Scalar) -> Bool { gp_bidi_is_mirrored(scalar.value) != 0 }

  /// `gp_bidi_paired_bracket`: the bracket that pairs with this one (Bidi_Paired_Bracket), or itself.
  static func pairedBracket(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    Unicode.Scalar(gp_bidi_paired_bracket(scalar.value)) ?? scalar
  }

  /// `gp_bidi_paired_bracket_type`: 0 none, 1 open, 2 close (Bidi_Paired_Bracket_Type).
  static func pairedBracketType(_ scalar: Unicode.Scalar) -> Int32 { gp_bidi_paired_bracket_type(scalar.value) }

  /// `gp_general_category`: the General_Category, as ICU's `UCharCategory` value.
  static func generalCategory(_ scalar: Unicode.Scalar) -> Int32 { gp_general_category(scalar.value) }
}

// MARK: ICU's own UAX #9, a second opinion for tests (`BidiParagraph` is GridText's)

extension ICU {
  /// `gp_bidi_set_paragraph`, `gp_bidi_levels`, `gp_bidi_paragraph_level` (ubidi_setPara and
  /// friends): ICU's levels for one paragraph of UTF-16 text at level 0, 1 or nil (P2–P3), one per
  /// UTF-16 unit with L1 applied to the paragraph as one line; nil without ICU or on an ICU error.
  static func ubidiLevels(utf16 text: [UInt16], direction: BidiDirection?)
    -> (paragraph: UInt8, levels: [UInt8])?
  {
    guard let bidi = gp_bidi_open() else { return nil }
    defer { gp_bidi_close(bidi) }
    let level = direction.map { $0 == .leftToRight ? UInt8(0) : 1 } ?? UInt8(GP_BIDI_DEFAULT_LTR)
    guard gp_bidi_set_paragraph(bidi, text, Int32(text.count), level) == 0 else { return nil }
    if text.isEmpty { return (gp_bidi_paragraph_level(bidi), []) }
    guard let levels = gp_bidi_levels(bidi) else { return nil }
    return (gp_bidi_paragraph_level(bidi), Array(UnsafeBufferPointer(start: levels, count: text.count)))
  }

  /// `gp_bidi_reorder_visual` (ubidi_reorderVisual): ICU's rule L2 for items at these levels,
  /// `order[visual] = logical`.
  static func ubidiVisualOrder(_ levels: [UInt8]) -> [Int] {
    guard !levels.isEmpty else { return [] }
    var order = [Int32](repeating: 0, count: levels.count)
    gp_bidi_reorder_visual(levels, Int32(levels.count), &order)
    return order.map(Int.init)
  }
}
