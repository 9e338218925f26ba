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

// MARK: Character properties (u_getIntPropertyValue, u_charDirection, u_charMirror, ...)

/// Line_Break, as ICU's ULineBreak value.
int32_t gp_line_break_class(uint32_t scalar);
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

#endif
