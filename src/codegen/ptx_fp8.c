/* ptx_fp8.c — ftof to and from the 8-bit floats f8E4M3FN and f8E5M2, and from the block-scale
 * formats f8E8M0FNU and f4E2M1FN.
 *
 * An f8 value is the low byte of a 16-bit register. Narrowing goes through f32 (f16, bf16 and
 * f32 widen exactly; f64 rounds to odd first), on sm_89+ into
 * `cvt.rn.satfinite.{e4m3,e5m2}x2.f32`, which packs two values: the element goes in as the low
 * one, a zero as the high one. PTX has no other rounding for it, and satfinite is mandatory:
 * values beyond the largest finite f8 clamp to it (e4m3fn has no infinity; NaN stays NaN).
 * Widening: `cvt.rn.f16x2.{e4m3,e5m2}x2` (exact), the low half, then f16 → the target. Below
 * sm_89, which has no f8 cvt, both by the bits (ct_ptx_f8x2_widen, narrow_bits: the same
 * results), so that f8 data loads, feeds the tensor cores and is written on Ampere too; the
 * widening takes two elements at a time (ten instructions a pair where one element took
 * seventeen: the f16 operands of every fp8 dot there). Between two narrow formats, and for
 * itof / ftoi (ptx_arith.c), through f32, which holds every value of them. */
#include "codegen/ptx_emit.h"

/* The block-scale formats: f8E8M0FNU (a byte, 2^(b − 127), 0xFF NaN) and f4E2M1FN (a nibble:
 * sign, 2 exponent bits, 1 mantissa bit, 0 … 6). No target before sm_100 converts them, so they
 * widen and narrow by the bits everywhere (narrow_e8m0, narrow_bits): one result on every
 * target, what a block scale or an MXFP4 quantisation computes on Ampere and Hopper too. */
static bool is_scale(ct_scalar s) { return s == CT_S_F8E8M0FNU || s == CT_S_F4E2M1FN; }

static bool is_narrow(ct_scalar s) { return ct_scalar_is_f8(s) || is_scale(s); }

bool ct_ptx_is_fp8_convert(ct_scalar from, ct_scalar to) { return is_narrow(from) || is_narrow(to); }

/* reg (of type s) as f32: f16 and bf16 exactly, f64 rounded to odd (ct_ptx_f32_odd), so that
 * the rounding to f8's few bits that follows is the one correct rounding of the f64. */
static uint32_t as_f32(em *e, uint32_t reg, ct_scalar s)
{
    if (s == CT_S_F32)
        return reg;
    uint32_t t = new_reg(e, RC_F32);
    if (s == CT_S_F64) {
        uint32_t bits = ct_ptx_f32_odd(e, reg, ".f64", RC_F64);
        I("mov.b32 %s, %s;\n", R(e, t), R(e, bits));
        return t;
    }
    I("cvt.f32.%s %s, %s;\n", s == CT_S_BF16 ? "bf16" : "f16", R(e, t), R(e, reg));
    return t;
}

/* A block-scale element `a` widened exactly into the f32 register f: f8E8M0FNU's byte b is
 * the f32 exponent field itself (2^(b − 127)), but 0 is the subnormal 2^-127 and 0xFF NaN;
 * f4E2M1FN's nibble S.EE.M is (E ? 2^(E−1)·(1 + M/2) : M/2), i.e. f32 bits ((E + 126) << 23 |
 * M << 22) for E > 0, then the sign. */
static uint32_t widen_scale(em *e, uint32_t f, uint32_t a, ct_scalar t)
{
    uint32_t b = new_reg(e, RC_B32), v = new_reg(e, RC_B32), p = new_reg(e, RC_PRED);
    I("cvt.u32.u16 %s, %s;\n", R(e, b), R(e, a));
    if (t == CT_S_F8E8M0FNU) {
        I("and.b32 %s, %s, 255;\n", R(e, b), R(e, b));
        I("shl.b32 %s, %s, 23;\n", R(e, v), R(e, b));
        I("setp.eq.u32 %s, %s, 0;\n", R(e, p), R(e, b));
        I("@%s mov.b32 %s, 0x00400000;\n", R(e, p), R(e, v));
        I("setp.eq.u32 %s, %s, 255;\n", R(e, p), R(e, b));
        I("@%s mov.b32 %s, 0x7FFFFFFF;\n", R(e, p), R(e, v));
    } else {
        uint32_t x = new_reg(e, RC_B32), m = new_reg(e, RC_B32), mh = new_reg(e, RC_B32);
        I("bfe.u32 %s, %s, 1, 2;\n", R(e, x), R(e, b)); /* E */
        I("and.b32 %s, %s, 1;\n", R(e, m), R(e, b));   /* M */
        I("add.u32 %s, %s, 126;\n", R(e, v), R(e, x));
        I("shl.b32 %s, %s, 23;\n", R(e, v), R(e, v));
        I("shl.b32 %s, %s, 22;\n", R(e, mh), R(e, m));
        I("or.b32 %s, %s, %s;\n", R(e, v), R(e, v), R(e, mh));
        I("setp.eq.u32 %s, %s, 0;\n", R(e, p), R(e, x)); /* E = 0: M · 0.5 (0x3F000000) */
        I("@%s mul.lo.u32 %s, %s, 0x3F000000;\n", R(e, p), R(e, v), R(e, m));
        I("and.b32 %s, %s, 8;\n", R(e, b), R(e, b)); /* S */
        I("shl.b32 %s, %s, 28;\n", R(e, b), R(e, b));
        I("or.b32 %s, %s, %s;\n", R(e, v), R(e, v), R(e, b));
    }
    I("mov.b32 %s, %s;\n", R(e, f), R(e, v));
    return f;
}

uint32_t ct_ptx_f8x2_widen(em *e, uint32_t x, ct_scalar f8)
{
    uint32_t h = new_reg(e, RC_B32); /* each byte to the high byte of its half: e5m2's f16 */
    I("prmt.b32 %s, %s, 0, 0x2404;\n", R(e, h), R(e, x));
    if (f8 == CT_S_F8E5M2)
        return h;
    uint32_t m = new_reg(e, RC_B32), s = new_reg(e, RC_B32), c = new_reg(e, RC_B32);
    uint32_t d = new_reg(e, RC_B32);
    I("and.b32 %s, %s, 0x7F007F00;\n", R(e, m), R(e, h));
    I("and.b32 %s, %s, 0x80008000;\n", R(e, s), R(e, h));
    I("shr.u32 %s, %s, 1;\n", R(e, h), R(e, m));
    I("or.b32 %s, %s, %s;\n", R(e, s), R(e, s), R(e, h));
    I("mov.b32 %s, 0x5C005C00;\n", R(e, c)); /* 256, 256 */
    I("mul.rn.f16x2 %s, %s, %s;\n", R(e, d), R(e, s), R(e, c));
    I("add.u32 %s, %s, 0x01000100;\n", R(e, m), R(e, m)); /* bit 15 where NaN */
    I("prmt.b32 %s, %s, 0, 0xB494;\n", R(e, m), R(e, m));
    I("or.b32 %s, %s, %s;\n", R(e, d), R(e, d), R(e, m));
    return d;
}

/* d (the f8 byte, or the f4 nibble, in a 16-bit register) = the f32 x rounded to e4m3fn /
 * e5m2 / e2m1fn to nearest even by the bits (f8 below sm_89, f4 everywhere), as
 * cvt.rn.satfinite does it: |x| clamped to the largest finite value (inf too); below the
 * smallest normal 2^emin, rint(|x|·2^(m − emin)) is the code (its step is 2^(emin − m); 2^m is
 * the smallest normal's code); above, x's f32 bits with the mantissa rounded to m bits to
 * nearest even (a carry steps the exponent), rebiased; NaN is S.1111111 in f8, and e2m1fn,
 * which has none, takes the largest magnitude (S.111); then the sign. */
static void narrow_bits(em *e, uint32_t d, uint32_t x, ct_scalar f8)
{
    static const struct { int m, bias; const char *max; unsigned nan; } fmt[] = {
        {3, 7, "0f43E00000", 127}, {2, 15, "0f47600000", 127}, {1, 1, "0f40C00000", 7}};
    int k = f8 == CT_S_F8E4M3FN ? 0 : f8 == CT_S_F8E5M2 ? 1 : 2; /* 448, 57344, 6 */
    int m = fmt[k].m, bias = fmt[k].bias, emin = 1 - bias, sh = 23 - m;
    uint32_t bits = new_reg(e, RC_B32), sign = new_reg(e, RC_B32), af = new_reg(e, RC_F32);
    uint32_t q = new_reg(e, RC_B32), v = new_reg(e, RC_B32), t = new_reg(e, RC_B32);
    uint32_t sub = new_reg(e, RC_PRED), nan = new_reg(e, RC_PRED), sf = new_reg(e, RC_F32);
    I("mov.b32 %s, %s;\n", R(e, bits), R(e, x));
    I("shr.u32 %s, %s, %d;\n", R(e, sign), R(e, bits), k == 2 ? 28 : 24);
    I("and.b32 %s, %s, %u;\n", R(e, sign), R(e, sign), k == 2 ? 8u : 128u);
    I("abs.f32 %s, %s;\n", R(e, af), R(e, x));
    I("setp.nan.f32 %s, %s, %s;\n", R(e, nan), R(e, af), R(e, af));
    I("min.f32 %s, %s, %s;\n", R(e, af), R(e, af), fmt[k].max);
    I("setp.lt.f32 %s, %s, 0f%08X;\n", R(e, sub), R(e, af), (unsigned)(127 + emin) << 23);
    I("mul.rn.f32 %s, %s, 0f%08X;\n", R(e, sf), R(e, af), (unsigned)(127 + m - emin) << 23);
    I("cvt.rni.u32.f32 %s, %s;\n", R(e, q), R(e, sf));
    I("mov.b32 %s, %s;\n", R(e, v), R(e, af));
    I("shr.u32 %s, %s, %d;\n", R(e, t), R(e, v), sh);
    I("and.b32 %s, %s, 1;\n", R(e, t), R(e, t));
    I("add.u32 %s, %s, %s;\n", R(e, v), R(e, v), R(e, t));
    I("add.u32 %s, %s, %u;\n", R(e, v), R(e, v), (1u << (sh - 1)) - 1);
    I("shr.u32 %s, %s, %d;\n", R(e, v), R(e, v), sh);
    I("sub.u32 %s, %s, %u;\n", R(e, v), R(e, v), (unsigned)(127 - bias) << m);
    I("selp.b32 %s, %s, %s, %s;\n", R(e, v), R(e, q), R(e, v), R(e, sub));
    I("selp.b32 %s, %u, %s, %s;\n", R(e, v), fmt[k].nan, R(e, v), R(e, nan));
    I("or.b32 %s, %s, %s;\n", R(e, v), R(e, v), R(e, sign));
    I("cvt.u16.u32 %s, %s;\n", R(e, d), R(e, v));
}

/* d (the f8E8M0FNU byte in a 16-bit register) = the f32 x rounded to a power of two, toward
 * zero or up (`up`), saturating: a positive normal x is 2^(E − 127)·1.M, so its code is the
 * exponent field E, plus one rounding up when M ≠ 0; below 2^-126 (E = 0) the code is 0
 * (2^-127), or 1 rounding up a value above 2^-127 (M > 2^22); +inf and what rounds past 2^127
 * clamp to 254; NaN is 255. Zero and negative values, which the format cannot hold, give 0 (the
 * smallest value: what a block of zeros scales by). */
static void narrow_e8m0(em *e, uint32_t d, uint32_t x, bool up)
{
    uint32_t b = new_reg(e, RC_B32), c = new_reg(e, RC_B32), m = new_reg(e, RC_B32);
    uint32_t p = new_reg(e, RC_PRED), q = new_reg(e, RC_PRED);
    I("mov.b32 %s, %s;\n", R(e, b), R(e, x));
    I("bfe.u32 %s, %s, 23, 8;\n", R(e, c), R(e, b));
    if (up) {
        I("and.b32 %s, %s, 0x7FFFFF;\n", R(e, m), R(e, b));
        I("setp.ne.u32 %s, %s, 0;\n", R(e, p), R(e, m));
        I("setp.eq.u32 %s, %s, 0;\n", R(e, q), R(e, c));
        I("@%s setp.gt.u32 %s, %s, 0x400000;\n", R(e, q), R(e, p), R(e, m));
        I("@%s add.u32 %s, %s, 1;\n", R(e, p), R(e, c), R(e, c));
    }
    I("min.u32 %s, %s, 254;\n", R(e, c), R(e, c));
    I("setp.le.s32 %s, %s, 0;\n", R(e, p), R(e, b));
    I("selp.b32 %s, 0, %s, %s;\n", R(e, c), R(e, c), R(e, p));
    I("setp.nan.f32 %s, %s, %s;\n", R(e, p), R(e, x), R(e, x));
    I("selp.b32 %s, 255, %s, %s;\n", R(e, c), R(e, c), R(e, p));
    I("cvt.u16.u32 %s, %s;\n", R(e, d), R(e, c));
}

void ct_ptx_f8_narrow(em *e, uint32_t d, uint32_t a, ct_scalar from, ct_scalar f8, uint32_t *zero)
{
    if (!ct_pass_has(e->c, CT_FEAT_FP8)) {
        narrow_bits(e, d, as_f32(e, a, from), f8);
        return;
    }
    if (*zero == NOREG) {
        *zero = new_reg(e, RC_F32);
        I("mov.f32 %s, 0f00000000;\n", R(e, *zero));
    }
    uint32_t x = as_f32(e, a, from);
    I("cvt.rn.satfinite.%sx2.f32 %s, %s, %s;\n", f8 == CT_S_F8E4M3FN ? "e4m3" : "e5m2", R(e, d),
      R(e, *zero), R(e, x));
}

/* The f16 h (exact) as type `to` into d. */
static void from_f16(em *e, uint32_t d, uint32_t h, ct_scalar to)
{
    if (to == CT_S_F16) {
        ct_ptx_mov(e, d, h);
    } else if (to == CT_S_BF16) { /* f16 → f32 exact, → bf16 rounds once */
        uint32_t t = as_f32(e, h, CT_S_F16);
        I("cvt.rn.bf16.f32 %s, %s;\n", R(e, d), R(e, t));
    } else {
        I("cvt.%s.f16 %s, %s;\n", to == CT_S_F64 ? "f64" : "f32", R(e, d), R(e, h));
    }
}

/* f8 elements a0, a1 (16-bit registers) widened into d0, d1 of type `to`: from sm_89 a0 alone
 * (d1 NOREG) by cvt, the register's high byte the pair's other element; below it the pair by
 * ct_ptx_f8x2_widen's bits (d1 NOREG: a0 alone). */
static void widen_f8(em *e, uint32_t d0, uint32_t d1, uint32_t a0, uint32_t a1, ct_scalar f8,
                     ct_scalar to)
{
    uint32_t pair;
    if (ct_pass_has(e->c, CT_FEAT_FP8)) {
        pair = new_reg(e, RC_B32);
        I("cvt.rn.f16x2.%sx2 %s, %s;\n", f8 == CT_S_F8E4M3FN ? "e4m3" : "e5m2", R(e, pair),
          R(e, a0));
    } else {
        uint32_t x = new_reg(e, RC_B32);
        I("mov.b32 %s, {%s, %s};\n", R(e, x), R(e, a0), R(e, d1 == NOREG ? a0 : a1));
        pair = ct_ptx_f8x2_widen(e, x, f8);
    }
    uint32_t h[2] = {new_reg(e, RC_B16), new_reg(e, RC_B16)};
    I("mov.b32 {%s, %s}, %s;\n", R(e, h[0]), R(e, h[1]), R(e, pair));
    from_f16(e, d0, h[0], to);
    if (d1 != NOREG)
        from_f16(e, d1, h[1], to);
}

void ct_ptx_f8_widen(em *e, uint32_t d, uint32_t a, ct_scalar f8, ct_scalar to)
{
    if (!is_scale(f8)) {
        widen_f8(e, d, NOREG, a, NOREG, f8, to);
        return;
    }
    uint32_t x = widen_scale(e, new_reg(e, RC_F32), a, f8);
    if (to == CT_S_F32)
        ct_ptx_mov(e, d, x);
    else /* exact (every f4 value is an f16, a bf16, an f64), or the one rounding of an
            f8E8M0FNU beyond f16 */
        I("cvt%s.%s.f32 %s, %s;\n", to == CT_S_F64 ? "" : ".rn",
          to == CT_S_F64 ? "f64" : to == CT_S_BF16 ? "bf16" : "f16", R(e, d), R(e, x));
}

ct_status ct_ptx_fp8_convert(em *e, const ct_op *op)
{
    ct_scalar si = sc(e, op->opnds[0]), so = sc(e, op->res[0]);
    ct_scalar f8 = is_narrow(si) ? si : so, other = is_narrow(si) ? so : si;
    /* between two narrow formats: through f32, which holds every one of their values */
    bool both = is_narrow(si) && is_narrow(so);
    if (!both && (!ct_scalar_infos[other].is_float || other == CT_S_TF32 ||
                  ct_scalar_infos[other].bits < 16))
        return ct_ptx_nosup(e, "f8 to or from this type");
    int rnd = ct_rw_attr_i(op, 0, CT_ROUNDING_NEAREST_EVEN);
    if (so == CT_S_F8E8M0FNU ? rnd != CT_ROUNDING_ZERO && rnd != CT_ROUNDING_POSITIVE_INF
                             : is_narrow(so) && rnd != CT_ROUNDING_NEAREST_EVEN)
        return ct_ptx_nosup(e, "f8/f4 rounding other than nearest_even (f8E8M0FNU: zero or "
                               "positive_inf)");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    uint32_t zero = NOREG;
    /* between two narrow formats the element is widened to f32 first: `from` is its type */
    ct_scalar from = both ? CT_S_F32 : si;
    /* below sm_89 an f8 pair widens as cheaply as one element: two registers at a time */
    bool pairs = !both && ct_scalar_is_f8(si) && !ct_pass_has(e->c, CT_FEAT_FP8);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = opr(e, op->opnds[0], r);
        if (pairs && r + 1 < e->nvr[op->res[0]]) {
            widen_f8(e, d[r], d[r + 1], a, opr(e, op->opnds[0], r + 1), si, so);
            r++;
            continue;
        }
        if (both) {
            uint32_t t = new_reg(e, RC_F32);
            ct_ptx_f8_widen(e, t, a, si, CT_S_F32);
            a = t;
        }
        if (so == CT_S_F8E8M0FNU) {
            narrow_e8m0(e, d[r], as_f32(e, a, from), rnd == CT_ROUNDING_POSITIVE_INF);
        } else if (so == CT_S_F4E2M1FN) {
            narrow_bits(e, d[r], as_f32(e, a, from), so);
        } else if (ct_scalar_is_f8(so)) {
            ct_ptx_f8_narrow(e, d[r], a, from, so, &zero);
        } else {
            ct_ptx_f8_widen(e, d[r], a, f8, so);
        }
    }
    return CUTILE_SUCCESS;
}
