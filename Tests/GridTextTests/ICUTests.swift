import Testing

@testable import GridText

/// The ICU GridText opens is the one the width tables match: ICU 72 with Unicode 15.0, and its
/// character properties answer as UAX #14 and UAX #9 say.
@Suite struct ICUTests {
  @Test func icuIsOpenAndIsUnicode15() throws {
    #expect(ICU.isAvailable, "\(ICU.unavailableReason ?? "")")
    let versions = try #require(ICU.versions)
    #expect(versions.icu.hasPrefix("72."))
    #expect(versions.unicode == "15.0")
  }

  @Test func characterPropertiesAnswer() {
    // ULineBreak: AL 2, ID 14, SA 24, H2 31; UCharDirection: L 0, R 1, AL 13, ON 10.
    #expect(ICU.lineBreakClass("a") == 2)
    #expect(ICU.lineBreakClass("中") == 14)
    #expect(ICU.lineBreakClass("ก") == 24)
    #expect(ICU.lineBreakClass("가") == 31)
    #expect(ICU.bidiClass("a") == 0)
    #expect(ICU.bidiClass("א") == 1)
    #expect(ICU.bidiClass("ب") == 13)
    #expect(ICU.bidiClass("(") == 10)
    #expect(ICU.mirroringGlyph("(") == ")" && ICU.mirroringGlyph("a") == "a")
    #expect(
      ICU.pairedBracket("[") == "]" && ICU.pairedBracketType("[") == 1 && ICU.pairedBracketType("]") == 2)
    #expect(ICU.isMirrored("<") && !ICU.isMirrored("a"))
  }
}
