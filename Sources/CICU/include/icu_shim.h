// GridText's way to ICU (Debian's libicu, ICU 72 / Unicode 15.0) behind a header that declares no
// ICU type.
//
// Why not a system-library target with ICU's own headers, as CNcurses is: the toolchain's
// Foundation carries a private ICU (the Clang module _FoundationICU, ICU 76) that declares the same
// C types (UErrorCode, UProperty, ...) with other members, and Clang refuses both in one Swift
// module — which every test target that imports Foundation and GridText is. And linked, five C++
// symbols of the two libraries bind to each other. So the library is opened privately (dlopen with
// RTLD_LOCAL) in icu_shim.c, its versioned functions looked up by name, and Swift sees only the
// functions below, in plain C types. See DECISIONS.md, "ICU through a C target, opened privately".
#ifndef GRIDPREVIEW_ICU_SHIM_H
#define GRIDPREVIEW_ICU_SHIM_H

#include <stdint.h>

/// Whether ICU could be opened (once, on first use); if not, `gp_icu_error()` says why. Every
/// other function needs it and answers a neutral value without it.
int gp_icu_available(void);
/// Why ICU could not be opened, or "".
const char *gp_icu_error(void);
/// ICU's version and the Unicode version of its data, as "72.1" and "15.0".
void gp_icu_versions(char icu[16], char unicode[16]);

// MARK: UAX #14 line breaking (ubrk_* with UBRK_LINE over UTF-8 text)

typedef struct gp_line_breaker gp_line_breaker;
/// A line iterator for `locale` ("" is the root locale: UAX #14's rules plus the dictionaries for
/// Thai, Lao, Khmer and Myanmar); NULL on failure. Not thread-safe: one per thread.
gp_line_breaker *gp_line_breaker_open(const char *locale);
/// A copy sharing the rules and dictionaries (cheap).
gp_line_breaker *gp_line_breaker_clone(const gp_line_breaker *breaker);
void gp_line_breaker_close(gp_line_breaker *breaker);
/// The break opportunities of UTF-8 text after offset 0, as UTF-8 offsets (the text's end
/// included), each with 1 in `hard` for a mandatory break. Writes at most `capacity`; returns how
/// many there are (call again with more room if that is more), or -1 on an ICU error.
int32_t gp_line_breaks_utf8(gp_line_breaker *breaker, const uint8_t *text, int64_t length, int32_t *offsets,
                            uint8_t *hard, int32_t capacity);

/// The word boundaries (UAX #29, with ICU's dictionaries for Thai, Lao, Khmer, Myanmar, Chinese and
/// Japanese) of UTF-8 text for `locale`, as `gp_line_breaks_utf8` gives line breaks (without
/// `hard`): a second opinion for tests. Opens an iterator for the call.
int32_t gp_word_breaks_utf8(const char *locale, const uint8_t *text, int64_t length, int32_t *offsets,
                            int32_t capacity);

// MARK: Character properties (u_getIntPropertyValue, u_charDirection, u_charMirror, ...)

/// Line_Break values, as ICU's ULineBreak numbers them (checked against ICU's header in icu_shim.c).
enum {
  GP_LB_XX = 0, GP_LB_AI = 1, GP_LB_AL = 2, GP_LB_B2 = 3, GP_LB_BA = 4, GP_LB_BB = 5, GP_LB_BK = 6,
  GP_LB_CB = 7, GP_LB_CL = 8, GP_LB_CM = 9, GP_LB_CR = 10, GP_LB_EX = 11, GP_LB_GL = 12, GP_LB_HY = 13,
  GP_LB_ID = 14, GP_LB_IN = 15, GP_LB_IS = 16, GP_LB_LF = 17, GP_LB_NS = 18, GP_LB_NU = 19, GP_LB_OP = 20,
  GP_LB_PO = 21, GP_LB_PR = 22, GP_LB_QU = 23, GP_LB_SA = 24, GP_LB_SG = 25, GP_LB_SP = 26, GP_LB_SY = 27,
  GP_LB_ZW = 28, GP_LB_NL = 29, GP_LB_WJ = 30, GP_LB_H2 = 31, GP_LB_H3 = 32, GP_LB_JL = 33, GP_LB_JT = 34,
  GP_LB_JV = 35, GP_LB_CP = 36, GP_LB_CJ = 37, GP_LB_HL = 38, GP_LB_RI = 39, GP_LB_EB = 40, GP_LB_EM = 41,
  GP_LB_ZWJ = 42, GP_LB_COUNT = 43
};

/// Line_Break, as ICU's ULineBreak value (GP_LB_*).
int32_t gp_line_break_class(uint32_t scalar);
/// Line_Break of `count` scalars from `first` into `classes` (GP_LB_* values; surrogates and
/// nothing past U+10FFFF are asked for), in one call: for building a table at start-up.
void gp_line_break_classes(uint32_t first, int32_t count, uint8_t *classes);
/// East_Asian_Width, as ICU's UEastAsianWidth value: 0 N, 1 A, 2 H, 3 F, 4 Na, 5 W.
int32_t gp_east_asian_width(uint32_t scalar);
/// Bidi_Class, as ICU's UCharDirection value.
int32_t gp_bidi_class(uint32_t scalar);
/// Bidi_Mirroring_Glyph, or the scalar itself.
uint32_t gp_bidi_mirroring_glyph(uint32_t scalar);
/// Bidi_Mirrored.
int gp_bidi_is_mirrored(uint32_t scalar);
/// Bidi_Paired_Bracket, or the scalar itself.
uint32_t gp_bidi_paired_bracket(uint32_t scalar);
/// Bidi_Paired_Bracket_Type: 0 none, 1 open, 2 close (ICU's UBidiPairedBracketType).
int32_t gp_bidi_paired_bracket_type(uint32_t scalar);
/// General_Category, as ICU's UCharCategory value.
int32_t gp_general_category(uint32_t scalar);

// MARK: ICU's own UAX #9 (ubidi_*, on UTF-16): a second opinion for tests

typedef struct gp_bidi gp_bidi;
/// The paragraph level that asks for P2–P3 (UBIDI_DEFAULT_LTR).
enum { GP_BIDI_DEFAULT_LTR = 0xFE };
gp_bidi *gp_bidi_open(void);
void gp_bidi_close(gp_bidi *bidi);
/// Runs the algorithm on one paragraph at `level` (0, 1 or GP_BIDI_DEFAULT_LTR); 0 on success.
int gp_bidi_set_paragraph(gp_bidi *bidi, const uint16_t *text, int32_t length, uint8_t level);
/// The resolved level of each UTF-16 unit (L1 applied), or NULL on error.
const uint8_t *gp_bidi_levels(gp_bidi *bidi);
uint8_t gp_bidi_paragraph_level(const gp_bidi *bidi);
/// L2 for items with these levels: `map[visual] = logical`.
void gp_bidi_reorder_visual(const uint8_t *levels, int32_t count, int32_t *map);

// MARK: CLDR plural rules (uplrules_*, from libicui18n, opened privately like libicuuc)

typedef struct gp_plural_rules gp_plural_rules;
/// Whether libicui18n could be opened too (once, on first use).
int gp_plural_rules_available(void);
/// The cardinal plural rules of `locale` ("ru", "pt_BR"); NULL without ICU or on failure.
gp_plural_rules *gp_plural_rules_open(const char *locale);
void gp_plural_rules_close(gp_plural_rules *rules);
/// The category of `number` ("zero", "one", "two", "few", "many" or "other") into `keyword` (NUL
/// terminated); its length, or -1 on an ICU error or too little room.
int32_t gp_plural_rules_select(const gp_plural_rules *rules, double number, char *keyword, int32_t capacity);

#endif
