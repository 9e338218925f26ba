#include "icu_shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/upluralrules.h>
#include <unicode/utext.h>

_Static_assert(GP_BIDI_DEFAULT_LTR == UBIDI_DEFAULT_LTR, "GP_BIDI_DEFAULT_LTR is ICU's UBIDI_DEFAULT_LTR");
#define GP_SAME_CLASS(ours, icu) _Static_assert(GP_LB_##ours == U_LB_##icu, "GP_LB_" #ours " is U_LB_" #icu);
GP_SAME_CLASS(XX, UNKNOWN) GP_SAME_CLASS(AI, AMBIGUOUS) GP_SAME_CLASS(AL, ALPHABETIC)
GP_SAME_CLASS(B2, BREAK_BOTH) GP_SAME_CLASS(BA, BREAK_AFTER) GP_SAME_CLASS(BB, BREAK_BEFORE)
GP_SAME_CLASS(BK, MANDATORY_BREAK) GP_SAME_CLASS(CB, CONTINGENT_BREAK) GP_SAME_CLASS(CL, CLOSE_PUNCTUATION)
GP_SAME_CLASS(CM, COMBINING_MARK) GP_SAME_CLASS(CR, CARRIAGE_RETURN) GP_SAME_CLASS(EX, EXCLAMATION)
GP_SAME_CLASS(GL, GLUE) GP_SAME_CLASS(HY, HYPHEN) GP_SAME_CLASS(ID, IDEOGRAPHIC)
GP_SAME_CLASS(IN, INSEPARABLE) GP_SAME_CLASS(IS, INFIX_NUMERIC) GP_SAME_CLASS(LF, LINE_FEED)
GP_SAME_CLASS(NS, NONSTARTER) GP_SAME_CLASS(NU, NUMERIC) GP_SAME_CLASS(OP, OPEN_PUNCTUATION)
GP_SAME_CLASS(PO, POSTFIX_NUMERIC) GP_SAME_CLASS(PR, PREFIX_NUMERIC) GP_SAME_CLASS(QU, QUOTATION)
GP_SAME_CLASS(SA, COMPLEX_CONTEXT) GP_SAME_CLASS(SG, SURROGATE) GP_SAME_CLASS(SP, SPACE)
GP_SAME_CLASS(SY, BREAK_SYMBOLS) GP_SAME_CLASS(ZW, ZWSPACE) GP_SAME_CLASS(NL, NEXT_LINE)
GP_SAME_CLASS(WJ, WORD_JOINER) GP_SAME_CLASS(H2, H2) GP_SAME_CLASS(H3, H3) GP_SAME_CLASS(JL, JL)
GP_SAME_CLASS(JT, JT) GP_SAME_CLASS(JV, JV) GP_SAME_CLASS(CP, CLOSE_PARENTHESIS)
GP_SAME_CLASS(CJ, CONDITIONAL_JAPANESE_STARTER) GP_SAME_CLASS(HL, HEBREW_LETTER)
GP_SAME_CLASS(RI, REGIONAL_INDICATOR) GP_SAME_CLASS(EB, E_BASE) GP_SAME_CLASS(EM, E_MODIFIER)
GP_SAME_CLASS(ZWJ, ZWJ) GP_SAME_CLASS(COUNT, COUNT)

#define GP_TEXT(x) #x
#define GP_NAME(x) GP_TEXT(x)

// Every ICU function used, as a pointer into the privately opened library. ICU's headers make
// `ubrk_open` a macro for `ubrk_open_72`, so GP_NAME gives the versioned symbol and __typeof__ the
// function's type.
#define GP_ICU_FUNCTIONS(X)                                                                               \
  X(ubrk_open) X(ubrk_clone) X(ubrk_close) X(ubrk_setUText) X(ubrk_first) X(ubrk_next)                    \
  X(ubrk_getRuleStatus) X(utext_openUTF8) X(utext_close) X(u_getIntPropertyValue) X(u_charDirection)      \
  X(u_charMirror) X(u_isMirrored) X(u_getBidiPairedBracket) X(u_charType) X(u_getVersion)                 \
  X(u_getUnicodeVersion) X(u_versionToString) X(ubidi_open) X(ubidi_close) X(ubidi_setPara)              \
  X(ubidi_getLevels) X(ubidi_getParaLevel) X(ubidi_reorderVisual)

#define GP_DECLARE(name) static __typeof__(&name) gp_##name;
GP_ICU_FUNCTIONS(GP_DECLARE)

static pthread_once_t gp_once = PTHREAD_ONCE_INIT;
static char gp_error[256];
static int gp_ok;

static void gp_load(void) {
  const char *library = "libicuuc.so." GP_NAME(U_ICU_VERSION_MAJOR_NUM);
  // For tests of a machine without libicu72: the library cannot be hidden from dlopen otherwise.
  if (getenv("GRIDPREVIEW_TEST_WITHOUT_ICU") != NULL) {
    snprintf(gp_error, sizeof gp_error, "%s hidden by GRIDPREVIEW_TEST_WITHOUT_ICU", library);
    return;
  }
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    snprintf(gp_error, sizeof gp_error, "%s", dlerror());
    return;
  }
#define GP_RESOLVE(name)                                                                                  \
  if ((gp_##name = (__typeof__(&name))dlsym(handle, GP_NAME(name))) == NULL) {                            \
    snprintf(gp_error, sizeof gp_error, "%s has no %s", library, GP_NAME(name));                          \
    return;                                                                                               \
  }
  GP_ICU_FUNCTIONS(GP_RESOLVE)
  gp_ok = 1;
}

// CLDR's plural rules (uplrules_*) live in libicui18n, opened the same private way, apart: ICU
// without it still breaks lines.
#define GP_I18N_FUNCTIONS(X) X(uplrules_open) X(uplrules_close) X(uplrules_select)
GP_I18N_FUNCTIONS(GP_DECLARE)

static pthread_once_t gp_i18n_once = PTHREAD_ONCE_INIT;
static int gp_i18n_ok;

static void gp_i18n_load(void) {
  if (!gp_icu_available()) return;
  const char *library = "libicui18n.so." GP_NAME(U_ICU_VERSION_MAJOR_NUM);
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) return;
#define GP_RESOLVE_I18N(name)                                                                             \
  if ((gp_##name = (__typeof__(&name))dlsym(handle, GP_NAME(name))) == NULL) return;
  GP_I18N_FUNCTIONS(GP_RESOLVE_I18N)
  gp_i18n_ok = 1;
}

int gp_plural_rules_available(void) {
  pthread_once(&gp_i18n_once, gp_i18n_load);
  return gp_i18n_ok;
}

gp_plural_rules *gp_plural_rules_open(const char *locale) {
  if (!gp_plural_rules_available()) return NULL;
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = gp_uplrules_open(locale, &status);
  return U_FAILURE(status) ? NULL : (gp_plural_rules *)rules;
}

void gp_plural_rules_close(gp_plural_rules *rules) {
  if (rules != NULL) gp_uplrules_close((UPluralRules *)rules);
}

int32_t gp_plural_rules_select(const gp_plural_rules *rules, double number, char *keyword, int32_t capacity) {
  UChar units[32];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = gp_uplrules_select((const UPluralRules *)rules, number, units, 32, &status);
  if (U_FAILURE(status) || length >= capacity || length > 32) return -1;
  // Keywords are ASCII (zero, one, two, few, many, other).
  for (int32_t i = 0; i < length; i++) keyword[i] = (char)units[i];
  keyword[length] = 0;
  return length;
}

int gp_icu_available(void) {
  pthread_once(&gp_once, gp_load);
  return gp_ok;
}

const char *gp_icu_error(void) {
  gp_icu_available();
  return gp_error;
}

void gp_icu_versions(char icu[16], char unicode[16]) {
  icu[0] = unicode[0] = 0;
  if (!gp_icu_available()) return;
  UVersionInfo version;
  gp_u_getVersion(version);
  gp_u_versionToString(version, icu);
  gp_u_getUnicodeVersion(version);
  gp_u_versionToString(version, unicode);
}

struct gp_line_breaker {
  UBreakIterator *iterator;
  UText text;
};

static gp_line_breaker *gp_line_breaker_wrapping(UBreakIterator *iterator) {
  gp_line_breaker *breaker = calloc(1, sizeof *breaker);
  if (breaker == NULL) {
    gp_ubrk_close(iterator);
    return NULL;
  }
  UText empty = UTEXT_INITIALIZER;
  breaker->iterator = iterator;
  breaker->text = empty;
  return breaker;
}

gp_line_breaker *gp_line_breaker_open(const char *locale) {
  if (!gp_icu_available()) return NULL;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = gp_ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
  return U_FAILURE(status) ? NULL : gp_line_breaker_wrapping(iterator);
}

gp_line_breaker *gp_line_breaker_clone(const gp_line_breaker *original) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = gp_ubrk_clone(original->iterator, &status);
  return U_FAILURE(status) ? NULL : gp_line_breaker_wrapping(iterator);
}

void gp_line_breaker_close(gp_line_breaker *breaker) {
  if (breaker == NULL) return;
  gp_ubrk_close(breaker->iterator);
  gp_utext_close(&breaker->text);
  free(breaker);
}

int32_t gp_line_breaks_utf8(gp_line_breaker *breaker, const uint8_t *text, int64_t length, int32_t *offsets,
                            uint8_t *hard, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  gp_utext_openUTF8(&breaker->text, (const char *)text, length, &status);
  gp_ubrk_setUText(breaker->iterator, &breaker->text, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  gp_ubrk_first(breaker->iterator);
  for (int32_t b = gp_ubrk_next(breaker->iterator); b != UBRK_DONE; b = gp_ubrk_next(breaker->iterator)) {
    if (count < capacity) {
      int32_t tag = gp_ubrk_getRuleStatus(breaker->iterator);
      offsets[count] = b;
      hard[count] = tag >= UBRK_LINE_HARD && tag < UBRK_LINE_HARD_LIMIT;
    }
    count++;
  }
  return count;
}

int32_t gp_word_breaks_utf8(const char *locale, const uint8_t *text, int64_t length, int32_t *offsets,
                            int32_t capacity) {
  if (!gp_icu_available()) return -1;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = gp_ubrk_open(UBRK_WORD, locale, NULL, 0, &status);
  if (U_FAILURE(status)) return -1;
  UText utext = UTEXT_INITIALIZER;
  gp_utext_openUTF8(&utext, (const char *)text, length, &status);
  gp_ubrk_setUText(iterator, &utext, &status);
  int32_t count = 0;
  if (U_SUCCESS(status)) {
    gp_ubrk_first(iterator);
    for (int32_t b = gp_ubrk_next(iterator); b != UBRK_DONE; b = gp_ubrk_next(iterator)) {
      if (count < capacity) offsets[count] = b;
      count++;
    }
  }
  gp_ubrk_close(iterator);
  gp_utext_close(&utext);
  return U_FAILURE(status) ? -1 : count;
}

int32_t gp_line_break_class(uint32_t scalar) {
  return gp_icu_available() ? gp_u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK) : 0;
}

void gp_line_break_classes(uint32_t first, int32_t count, uint8_t *classes) {
  int available = gp_icu_available();
  for (int32_t i = 0; i < count; i++) {
    classes[i] = available ? (uint8_t)gp_u_getIntPropertyValue((UChar32)(first + i), UCHAR_LINE_BREAK) : 0;
  }
}

int32_t gp_east_asian_width(uint32_t scalar) {
  return gp_icu_available() ? gp_u_getIntPropertyValue((UChar32)scalar, UCHAR_EAST_ASIAN_WIDTH) : 0;
}

int32_t gp_bidi_class(uint32_t scalar) {
  return gp_icu_available() ? gp_u_charDirection((UChar32)scalar) : 0;
}

uint32_t gp_bidi_mirroring_glyph(uint32_t scalar) {
  return gp_icu_available() ? (uint32_t)gp_u_charMirror((UChar32)scalar) : scalar;
}

int gp_bidi_is_mirrored(uint32_t scalar) {
  return gp_icu_available() ? gp_u_isMirrored((UChar32)scalar) : 0;
}

uint32_t gp_bidi_paired_bracket(uint32_t scalar) {
  return gp_icu_available() ? (uint32_t)gp_u_getBidiPairedBracket((UChar32)scalar) : scalar;
}

int32_t gp_bidi_paired_bracket_type(uint32_t scalar) {
  return gp_icu_available() ? gp_u_getIntPropertyValue((UChar32)scalar, UCHAR_BIDI_PAIRED_BRACKET_TYPE) : 0;
}

int32_t gp_general_category(uint32_t scalar) {
  return gp_icu_available() ? gp_u_charType((UChar32)scalar) : 0;
}

gp_bidi *gp_bidi_open(void) { return gp_icu_available() ? (gp_bidi *)gp_ubidi_open() : NULL; }

void gp_bidi_close(gp_bidi *bidi) {
  if (bidi != NULL) gp_ubidi_close((UBiDi *)bidi);
}

int gp_bidi_set_paragraph(gp_bidi *bidi, const uint16_t *text, int32_t length, uint8_t level) {
  UErrorCode status = U_ZERO_ERROR;
  gp_ubidi_setPara((UBiDi *)bidi, text, length, level, NULL, &status);
  return U_FAILURE(status) ? -1 : 0;
}

const uint8_t *gp_bidi_levels(gp_bidi *bidi) {
  UErrorCode status = U_ZERO_ERROR;
  const UBiDiLevel *levels = gp_ubidi_getLevels((UBiDi *)bidi, &status);
  return U_FAILURE(status) ? NULL : levels;
}

uint8_t gp_bidi_paragraph_level(const gp_bidi *bidi) { return gp_ubidi_getParaLevel((const UBiDi *)bidi); }

void gp_bidi_reorder_visual(const uint8_t *levels, int32_t count, int32_t *map) {
  gp_ubidi_reorderVisual(levels, count, map);
}
