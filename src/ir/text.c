/* text.c — the syntax tables and float literal rules shared by the printer and the parser. */
#include <locale.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/text.h"

#define F_(n, k, member) {n, CT_DIF_##k, 0, offsetof(ct_di, member)}
#define R_(n, refs, member) {n, CT_DIF_REF, refs, offsetof(ct_di, member)}
static const ct_di_field di_compile_unit[] = {R_("file", CT_DI_BIT(CT_DI_FILE), file)};
static const ct_di_field di_file[] = {F_("name", STR, name), F_("directory", STR, directory)};
static const ct_di_field di_lexical_block[] = {
    R_("scope", CT_DI_REFS_SCOPE, scope), R_("file", CT_DI_BIT(CT_DI_FILE), file),
    F_("line", U64, line), F_("column", U64, column)};
static const ct_di_field di_loc[] = {R_("scope", CT_DI_REFS_SCOPE, scope),
                                     F_("filename", STR, name), F_("line", U64, line),
                                     F_("column", U64, column)};
static const ct_di_field di_subprogram[] = {
    R_("file", CT_DI_BIT(CT_DI_FILE), file), F_("line", U64, line),
    F_("name", STR, name), F_("linkage_name", STR, linkage_name),
    R_("compile_unit", CT_DI_BIT(CT_DI_COMPILE_UNIT), compile_unit),
    F_("scope_line", U64, scope_line)};
static const ct_di_field di_call_site[] = {R_("callee", CT_DI_REFS_LOC, callee),
                                           R_("caller", CT_DI_REFS_LOC, caller)};
#undef F_
#undef R_

#define S_(n, fields) {n, CT_ARRAY_LEN(fields), fields}
const ct_di_syntax ct_text_di[CT_DI_TAG_COUNT] = {
    [CT_DI_UNKNOWN] = {"di_unknown", 0, NULL},
    [CT_DI_COMPILE_UNIT] = S_("di_compile_unit", di_compile_unit),
    [CT_DI_FILE] = S_("di_file", di_file),
    [CT_DI_LEXICAL_BLOCK] = S_("di_lexical_block", di_lexical_block),
    [CT_DI_LOC] = S_("di_loc", di_loc),
    [CT_DI_SUBPROGRAM] = S_("di_subprogram", di_subprogram),
    [CT_DI_CALL_SITE] = S_("di_call_site", di_call_site),
};
#undef S_

/* IEEE-style layouts of the types with a decimal form: exponent and stored mantissa bits. */
static bool ieee_layout(ct_scalar s, int *ebits, int *mbits)
{
    switch (s) {
    case CT_S_F16: *ebits = 5, *mbits = 10; return true;
    case CT_S_BF16: *ebits = 8, *mbits = 7; return true;
    case CT_S_F32: *ebits = 8, *mbits = 23; return true;
    case CT_S_F64: *ebits = 11, *mbits = 52; return true;
    default: return false;
    }
}

bool ct_text_float_has_decimal(ct_scalar s)
{
    int e, mb;
    return ieee_layout(s, &e, &mb);
}

static int bit_length(uint64_t v)
{
    int n = 0;
    for (; v; v >>= 1)
        n++;
    return n;
}

/* Rounds a finite non-zero |value| = sig * 2^exp to the layout; returns the bits without the
 * sign. Adding the rounded significand to the exponent field lets a carry out of the mantissa
 * bump the exponent (also from subnormal to normal), as IEEE encodings are designed to. */
static uint64_t round_to_layout(uint64_t sig, int exp, int ebits, int mbits)
{
    int bias = (1 << (ebits - 1)) - 1;
    uint64_t inf = (((uint64_t)1 << ebits) - 1) << mbits;
    int bl = bit_length(sig);
    int te = exp + bl - 1 + bias; /* biased exponent of the leading bit */
    int shift = bl - 1 - mbits;   /* significand bits to drop */
    if (te < 1) {
        shift += 1 - te;
        te = 0;
    }
    uint64_t q;
    if (shift <= 0)
        q = sig << -shift;
    else if (shift > 63)
        q = 0; /* below half of the smallest subnormal */
    else {
        q = sig >> shift;
        uint64_t rem = sig & (((uint64_t)1 << shift) - 1), half = (uint64_t)1 << (shift - 1);
        if (rem > half || (rem == half && (q & 1)))
            q++;
    }
    if (te > (int)(inf >> mbits)) /* far beyond the largest finite value */
        return inf;
    uint64_t bits = te ? ((uint64_t)(te - 1) << mbits) + q : q;
    return bits >= inf ? inf : bits;
}

uint64_t ct_text_float_from_double(ct_scalar s, double v)
{
    int ebits = 11, mbits = 52;
    uint64_t d;
    memcpy(&d, &v, sizeof d);
    if (!ieee_layout(s, &ebits, &mbits) || s == CT_S_F64)
        return d;
    uint64_t sign = (d >> 63) << (ebits + mbits);
    int e = (int)((d >> 52) & 0x7ff);
    uint64_t man = d & (((uint64_t)1 << 52) - 1);
    uint64_t emax = ((uint64_t)1 << ebits) - 1;
    if (e == 0x7ff) /* infinity, or a quiet NaN keeping the top payload bits */
        return sign | (emax << mbits) |
               (man ? ((uint64_t)1 << (mbits - 1)) | (man >> (52 - mbits)) : 0);
    if (e == 0 && man == 0)
        return sign;
    if (e == 0)
        return sign | round_to_layout(man, -1074, ebits, mbits);
    return sign | round_to_layout(man | ((uint64_t)1 << 52), e - 1075, ebits, mbits);
}

/* Value of bits of an IEEE-style layout (finite only). */
static double layout_to_double(uint64_t bits, int ebits, int mbits)
{
    uint64_t man = bits & (((uint64_t)1 << mbits) - 1);
    int e = (int)((bits >> mbits) & (((uint64_t)1 << ebits) - 1));
    int bias = (1 << (ebits - 1)) - 1;
    double v = e ? ldexp((double)(man | ((uint64_t)1 << mbits)), e - bias - mbits)
                 : ldexp((double)man, 1 - bias - mbits);
    return (bits >> (ebits + mbits)) & 1 ? -v : v;
}

/* strtod and snprintf follow LC_NUMERIC; the text form always uses '.', so both run under the
 * C locale for the calling thread only (uselocale), restored right after. */
bool ct_text_parse_double(const char *s, size_t n, double *v)
{
    char tmp[128];
    if (n == 0 || n >= sizeof tmp)
        return false;
    memcpy(tmp, s, n);
    tmp[n] = 0;
    locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    locale_t old = c ? uselocale(c) : (locale_t)0;
    char *end;
    *v = strtod(tmp, &end);
    if (c) {
        uselocale(old);
        freelocale(c);
    }
    return end == tmp + n;
}

/* "%.*g" output made into a literal the parser reads as a float: it must contain a '.'. */
static void add_point(char *buf, size_t size)
{
    if (strchr(buf, '.') || strchr(buf, 'n') || strchr(buf, 'N'))
        return;
    char *e = strchr(buf, 'e');
    size_t len = strlen(buf), at = e ? (size_t)(e - buf) : len;
    if (len + 3 > size)
        return;
    memmove(buf + at + 2, buf + at, len - at + 1);
    buf[at] = '.';
    buf[at + 1] = '0';
}

bool ct_text_float_decimal(ct_scalar s, uint64_t bits, char *buf, size_t size)
{
    int ebits, mbits;
    if (!ieee_layout(s, &ebits, &mbits) || size < 40)
        return false;
    uint64_t emax = ((uint64_t)1 << ebits) - 1;
    if (((bits >> mbits) & emax) == emax) /* infinity or NaN: hex form */
        return false;
    double v = layout_to_double(bits, ebits, mbits);
    locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    locale_t old = c ? uselocale(c) : (locale_t)0;
    bool ok = false;
    for (int prec = 1; prec <= 17 && !ok; prec++) {
        snprintf(buf, size, "%.*g", prec, v);
        add_point(buf, size);
        double back;
        ok = ct_text_parse_double(buf, strlen(buf), &back) &&
             ct_text_float_from_double(s, back) == bits;
    }
    if (c) {
        uselocale(old);
        freelocale(c);
    }
    return ok;
}
