/*
 * text.h — facts about the text form that the printer (print.c) and the parser (parse.c) must
 * agree on, kept in one place: the syntax of debug-info attributes, the discardable attributes
 * that carry module/function data the op table has no slot for, and the float literal rules.
 * docs/text-format.md describes the syntax for users.
 */
#ifndef CT_TEXT_H
#define CT_TEXT_H

#include <stddef.h>

#include "ir/ir.h"

/* Discardable attributes (the `{…}` dictionary after the regions). */
#define CT_TEXT_VERSION_ATTR "cuda_tile.bytecode_version" /* module: "13.3" */
#define CT_TEXT_DEVICE_FN_ATTR "cuda_tile.device_function" /* entry with is_entry = false */
#define CT_TEXT_PRIVATE_ATTR "cuda_tile.private"         /* entry with is_private */

/* Attribute slots the printer and parser keep on the stack for one op; every row of ops.def
 * has at most this many attributes (test/unit/text.c checks it). */
#define CT_TEXT_MAX_ATTRS 16

/* The module name is not stored anywhere (bytecode §3.5); the printer always uses this one. */
#define CT_TEXT_MODULE_NAME "kernels"

/* Debug-info attributes: `#cuda_tile.<name><field = value, …>`, fields in this order. */
enum { CT_DIF_REF, CT_DIF_STR, CT_DIF_U64 };

/* Which entries a reference may name: a bit per ct_di_tag, as the bytecode reader checks them
 * (`unknown`, index 0, only where a location may be). */
#define CT_DI_BIT(tag) (1u << (tag))
#define CT_DI_REFS_LOC (CT_DI_BIT(CT_DI_UNKNOWN) | CT_DI_BIT(CT_DI_LOC) | CT_DI_BIT(CT_DI_CALL_SITE))
#define CT_DI_REFS_SCOPE (CT_DI_BIT(CT_DI_SUBPROGRAM) | CT_DI_BIT(CT_DI_LEXICAL_BLOCK))

typedef struct ct_di_field {
    const char *name;
    uint8_t kind;    /* CT_DIF_*: di reference (uint32_t), ct_str, uint64_t */
    uint8_t refs;    /* CT_DIF_REF: CT_DI_BIT mask of the tags it may name */
    uint16_t offset; /* of the member in ct_di */
} ct_di_field;

typedef struct ct_di_syntax {
    const char *name; /* "di_loc" */
    uint8_t nfields;
    const ct_di_field *fields;
} ct_di_syntax;

#define CT_DI_TAG_COUNT 7
extern const ct_di_syntax ct_text_di[CT_DI_TAG_COUNT]; /* indexed by ct_di_tag */

/* Float literals. Only f16, bf16, f32 and f64 have a decimal form; every float type also has
 * the hexadecimal bit-pattern form (0x3F800000). */
bool ct_text_float_has_decimal(ct_scalar s);
/* Bits of the value of type s nearest to v (round to nearest, ties to even; overflow gives
 * infinity). s must have a decimal form. */
uint64_t ct_text_float_from_double(ct_scalar s, double v);
/* Parses the decimal literal s[0..n) in the C locale, whatever the process locale is. Returns
 * false if it is not entirely a number. */
bool ct_text_parse_double(const char *s, size_t n, double *v);
/* The shortest decimal literal (always with a '.') that the parser turns back into exactly
 * `bits` of type s; false for NaN, infinities and types without a decimal form. */
bool ct_text_float_decimal(ct_scalar s, uint64_t bits, char *buf, size_t size);

/* Characters of bare identifiers: [A-Za-z_][A-Za-z0-9_$.]* */
static inline bool ct_text_id_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static inline bool ct_text_id_char(int c)
{
    return ct_text_id_start(c) || (c >= '0' && c <= '9') || c == '$' || c == '.';
}

#endif
