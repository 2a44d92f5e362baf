/* ptx_math.c — the math functions (exp … atan2) of every float type, and f32 division and
 * square root without a subroutine (for functions with a wgmma dot).
 * See the comment before ct_ptx_math for the accuracy of each. */
#include <math.h>
#include <string.h>

#include "codegen/ptx_emit.h"

/* f32 math in `approx` mode and the ops whose natural lowering is one hardware instruction:
 * rsqrt (rsqrt.approx, measured 1.5 ulp, within CUDA's 2 ulp for rsqrtf), exp approx (ex2 of
 * x·log2 e, ops.md §3.7) and tanh approx (tanh.approx, relative error 2^-11).
 *
 * exp (full) is f32 arithmetic (f_exp, at most 0.94 ulp). The other full-precision forms
 * (exp2, log, log2, tanh, pow, sin, cos) evaluate in f64 and round once to f32:
 * argument reduction and a Taylor polynomial with f64 error near 1e-15, so the f32 result is
 * within 1 ulp (correctly rounded but for ties closer than that) — inside CUDA's documented
 * bounds (expf 2, logf/log2f 1, tanhf 2, powf 4, sinf/cosf 2 ulp). f16/bf16 go through f32. */

/* An f64 immediate. */
static const char *Dimm(em *e, double v)
{
    uint64_t b;
    memcpy(&b, &v, sizeof b);
    char *s = e->names[e->ni++ % 8];
    snprintf(s, sizeof e->names[0], "0d%016llX", (unsigned long long)b);
    return s;
}

static uint32_t fd(em *e) { return new_reg(e, RC_F64); }

/* d = a / b in f64 (b finite, nonzero, normal) without div.rn.f64: 1/b by rcp.approx and two
 * Newton steps, the quotient corrected once by its fma remainder — within an ulp or two, and
 * exact when a / b is representable. Returns rcp.approx(b) itself (f_div32's special cases). */
static uint32_t nr_quot(em *e, uint32_t d, uint32_t a, uint32_t b)
{
    uint32_t nb = fd(e), r0 = fd(e), r = fd(e), t = fd(e);
    I("neg.f64 %s, %s;\n", R(e, nb), R(e, b));
    I("rcp.approx.ftz.f64 %s, %s;\n", R(e, r0), R(e, b));
    I("mov.f64 %s, %s;\n", R(e, r), R(e, r0));
    for (int k = 0; k < 2; k++) {
        I("fma.rn.f64 %s, %s, %s, 0d3FF0000000000000;\n", R(e, t), R(e, nb), R(e, r));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, r), R(e, t), R(e, r));
    }
    I("mul.rn.f64 %s, %s, %s;\n", R(e, d), R(e, a), R(e, r));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, t), R(e, nb), R(e, d), R(e, a));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, d), R(e, t), R(e, r), R(e, d));
    return r0;
}

/* d = a / b in f64 for the math functions' internal quotients, b finite, nonzero and normal:
 * div.rn.f64, except in a function with a wgmma dot, where its subroutine would serialise the
 * wgmma (f_div32): nr_quot (within an ulp or two of f64, far below what the f32 results keep).
 * a = NOREG: 1 / b. */
static void f64_quot(em *e, uint32_t d, uint32_t a, uint32_t b)
{
    if (!e->wgmma) {
        if (a == NOREG)
            I("rcp.rn.f64 %s, %s;\n", R(e, d), R(e, b));
        else
            I("div.rn.f64 %s, %s, %s;\n", R(e, d), R(e, a), R(e, b));
        return;
    }
    if (a == NOREG)
        a = fd(e), I("mov.f64 %s, 0d3FF0000000000000;\n", R(e, a));
    nr_quot(e, d, a, b);
}

#define LOG2E 1.4426950408889634
#define LN2 0.6931471805599453

/* e^r · 2^n for |r| ≤ ln2/2, n an integral f64 in [-1000, 1000]: Taylor to r^12 (error below
 * 1e-15 relative), scaled exactly through the exponent field. */
static uint32_t exp_reduced(em *e, uint32_t n, uint32_t r)
{
    double c = 1;
    double coef[13];
    for (int k = 0; k <= 12; k++) {
        coef[k] = 1 / c;
        c *= k + 1;
    }
    uint32_t p = fd(e);
    I("mov.f64 %s, %s;\n", R(e, p), Dimm(e, coef[12]));
    for (int k = 11; k >= 0; k--)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, r), Dimm(e, coef[k]));
    uint32_t ni = new_reg(e, RC_B64), sc_ = fd(e);
    I("cvt.rni.s64.f64 %s, %s;\n", R(e, ni), R(e, n));
    I("add.s64 %s, %s, 1023;\n", R(e, ni), R(e, ni));
    I("shl.b64 %s, %s, 52;\n", R(e, ni), R(e, ni));
    I("mov.b64 %s, %s;\n", R(e, sc_), R(e, ni));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, p), R(e, p), R(e, sc_));
    return p;
}

/* e^x for x in [-745, 709]. */
static uint32_t exp_f64(em *e, uint32_t x)
{
    uint32_t n = fd(e), r = fd(e);
    I("mul.rn.f64 %s, %s, %s;\n", R(e, n), R(e, x), Dimm(e, LOG2E));
    I("cvt.rni.f64.f64 %s, %s;\n", R(e, n), R(e, n));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, n), Dimm(e, -LN2), R(e, x));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, n), Dimm(e, -2.3190468138462996e-17), R(e, r));
    return exp_reduced(e, n, r);
}

/* For x > 0 finite (f64 of an f32): x = m·2^k with m in [√½, √2), and log(m) from
 * s = (m-1)/(m+1): log(m) = 2s(1 + s²/3 + s⁴/5 + …), |s| ≤ 0.172, to s^22.
 * Returns log(m) and sets *k (f64). */
static uint32_t log_parts(em *e, uint32_t x, uint32_t *k)
{
    uint32_t b = new_reg(e, RC_B64), ex = new_reg(e, RC_B64), m = fd(e), p = new_reg(e, RC_PRED);
    I("mov.b64 %s, %s;\n", R(e, b), R(e, x));
    I("shr.u64 %s, %s, 52;\n", R(e, ex), R(e, b));
    I("and.b64 %s, %s, 0x000FFFFFFFFFFFFF;\n", R(e, b), R(e, b));
    I("or.b64 %s, %s, 0x3FF0000000000000;\n", R(e, b), R(e, b));
    I("mov.b64 %s, %s;\n", R(e, m), R(e, b));
    I("sub.s64 %s, %s, 1023;\n", R(e, ex), R(e, ex));
    I("setp.gt.f64 %s, %s, %s;\n", R(e, p), R(e, m), Dimm(e, 1.4142135623730951));
    I("@%s mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, p), R(e, m), R(e, m));
    I("@%s add.s64 %s, %s, 1;\n", R(e, p), R(e, ex), R(e, ex));
    *k = fd(e);
    I("cvt.rn.f64.s64 %s, %s;\n", R(e, *k), R(e, ex));
    uint32_t f = fd(e), den = fd(e), s_ = fd(e), z = fd(e), poly = fd(e);
    I("sub.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, f), R(e, m));
    I("add.rn.f64 %s, %s, 0d4000000000000000;\n", R(e, den), R(e, f));
    f64_quot(e, s_, f, den);
    I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, s_), R(e, s_));
    I("mov.f64 %s, %s;\n", R(e, poly), Dimm(e, 1.0 / 23));
    for (int j = 10; j >= 0; j--)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, poly), R(e, poly), R(e, z), Dimm(e, 1.0 / (2 * j + 1)));
    I("add.rn.f64 %s, %s, %s;\n", R(e, s_), R(e, s_), R(e, s_));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, poly), R(e, poly), R(e, s_));
    return poly;
}

/* Sets d (f32) to `val` where predicate p holds. */
static void f32_where(em *e, uint32_t p, uint32_t d, const char *val)
{
    I("@%s mov.f32 %s, %s;\n", R(e, p), R(e, d), val);
}

static uint32_t setp_f32(em *e, const char *cmp, uint32_t a, const char *b)
{
    uint32_t p = new_reg(e, RC_PRED);
    I("setp.%s.f32 %s, %s, %s;\n", cmp, R(e, p), R(e, a), b);
    return p;
}

/* NaN in, NaN out (quieted). */
static void keep_nan(em *e, uint32_t d, uint32_t x)
{
    uint32_t p = setp_f32(e, "nan", x, R(e, x));
    I("@%s add.f32 %s, %s, %s;\n", R(e, p), R(e, d), R(e, x), R(e, x));
}

/* x / y in f32 with an IEEE rounding (md: ".rn", ".rz", ".rm" or ".rp", then maybe ".ftz")
 * and no subroutine: ptxas implements div.r*.f32 with a call for the hard cases, and a function
 * that calls anything gets every wgmma serialised (each HGMMA waited for before the next
 * issues: attention with a plain `/` in its epilogue lost a quarter of its speed). In f64: x and
 * y convert exactly (an f32's exponent range is normal in f64), nr_quot: within 2^-52 relative. Rounded
 * once to f32 that is the correctly rounded x / y in every mode: an exact quotient on an f32
 * rounding boundary (a midpoint, or a representable value for the directed modes) is exact in
 * f64 too, and any other lies at least 2^-49 relative away from one (|x - m·y| is at least an
 * ulp of the smaller of x and m·y, m with 25 bits; y with 24). Zeros, infinities and NaNs (where
 * Newton's steps would go wrong) take x · rcp.approx(y), exact for them. */
/* An f32 input of f_div32 / f_sqrt32 widened to f64, flushed first under .ftz (subnormals
 * become zeros, signed); *x is the f32 value used. */
static uint32_t widen32(em *e, uint32_t *x, bool ftz)
{
    uint32_t X = fd(e);
    if (ftz) {
        uint32_t x1 = new_reg(e, RC_F32);
        I("mul.ftz.f32 %s, %s, 0f3F800000;\n", R(e, x1), R(e, *x));
        *x = x1;
    }
    I("cvt.f64.f32 %s, %s;\n", R(e, X), R(e, *x));
    return X;
}

/* d = the f64 q rounded to f32 in md's mode (and .ftz), or the f64 special-case value qs where
 * p holds. */
static void narrow32(em *e, uint32_t d, uint32_t q, uint32_t qs, uint32_t p, const char *md)
{
    const char *rnd = md[2] == 'n' ? ".rn" : md[2] == 'z' ? ".rz" : md[2] == 'm' ? ".rm" : ".rp";
    I("selp.f64 %s, %s, %s, %s;\n", R(e, q), R(e, qs), R(e, q), R(e, p));
    I("cvt%s%s.f32.f64 %s, %s;\n", rnd, strstr(md, ".ftz") ? ".ftz" : "", R(e, d), R(e, q));
}

void ct_ptx_div32(em *e, uint32_t d, uint32_t x, uint32_t y, const char *md)
{
    bool ftz = strstr(md, ".ftz") != NULL;
    uint32_t X = widen32(e, &x, ftz), Y = widen32(e, &y, ftz), q = fd(e), qs = fd(e);
    uint32_t ax = new_reg(e, RC_F32), ay = new_reg(e, RC_F32), p = new_reg(e, RC_PRED);
    uint32_t r0 = nr_quot(e, q, X, Y);
    /* zeros, infinities, NaNs: x · rcp(y) is exact (0 · r, inf · r, x · inf, x · 0, NaN) */
    I("abs.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("abs.f32 %s, %s;\n", R(e, ay), R(e, y));
    I("setp.equ.f32 %s, %s, 0f7F800000;\n", R(e, p), R(e, ax)); /* or NaN */
    I("setp.equ.or.f32 %s, %s, 0f7F800000, %s;\n", R(e, p), R(e, ay), R(e, p));
    I("setp.eq.or.f32 %s, %s, 0f00000000, %s;\n", R(e, p), R(e, ax), R(e, p));
    I("setp.eq.or.f32 %s, %s, 0f00000000, %s;\n", R(e, p), R(e, ay), R(e, p));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, qs), R(e, X), R(e, r0));
    narrow32(e, d, q, qs, p, md);
}

/* √x in f32 with an IEEE rounding and no subroutine (sqrt.r*.f32's hard cases are a call; see
 * f_div32), in f64: 1/√x by rsqrt.approx and two Newton steps, √x as x times it corrected once
 * by its fma remainder (within 2^-52 relative), rounded once. An f32 √x is never a midpoint
 * (m² would need 49 bits), lies at least 2^-49 relative from one and from any f32 value it does
 * not equal, and an exact one comes out exact: one rounding is the correctly rounded √x. Zeros,
 * negatives, +inf and NaNs take sqrt.approx, exact for them. */
void ct_ptx_sqrt32(em *e, uint32_t d, uint32_t x, const char *md)
{
    uint32_t X = widen32(e, &x, strstr(md, ".ftz") != NULL);
    uint32_t h = fd(e), y = fd(e), t = fd(e), q = fd(e), qs = fd(e), a = new_reg(e, RC_F32);
    uint32_t p = new_reg(e, RC_PRED);
    I("mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, h), R(e, X));
    I("rsqrt.approx.ftz.f64 %s, %s;\n", R(e, y), R(e, X));
    for (int k = 0; k < 2; k++) { /* y · (3/2 − x/2 · y²) */
        I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, y), R(e, y));
        I("neg.f64 %s, %s;\n", R(e, t), R(e, t));
        I("fma.rn.f64 %s, %s, %s, 0d3FF8000000000000;\n", R(e, t), R(e, h), R(e, t));
        I("mul.rn.f64 %s, %s, %s;\n", R(e, y), R(e, y), R(e, t));
    }
    I("mul.rn.f64 %s, %s, %s;\n", R(e, q), R(e, X), R(e, y));
    I("neg.f64 %s, %s;\n", R(e, t), R(e, q));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, t), R(e, t), R(e, q), R(e, X)); /* x − q² */
    I("mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, y), R(e, y));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, q), R(e, t), R(e, y), R(e, q));
    I("setp.le.f32 %s, %s, 0f00000000;\n", R(e, p), R(e, x));
    I("setp.equ.or.f32 %s, %s, 0f7F800000, %s;\n", R(e, p), R(e, x), R(e, p)); /* or NaN */
    I("sqrt.approx.f32 %s, %s;\n", R(e, a), R(e, x));
    I("cvt.f64.f32 %s, %s;\n", R(e, qs), R(e, a));
    narrow32(e, d, q, qs, p, md);
}

/* 2^k (k in [-126, 127], a B32 register) as an f32 register, through the exponent field. */
static uint32_t f32_pow2(em *e, uint32_t k)
{
    uint32_t b = new_reg(e, RC_B32), f = new_reg(e, RC_F32);
    I("add.s32 %s, %s, 127;\n", R(e, b), R(e, k));
    I("shl.b32 %s, %s, 23;\n", R(e, b), R(e, b));
    I("mov.b32 %s, %s;\n", R(e, f), R(e, b));
    return f;
}

/* d = p · 2^j (j an integer-valued f32 in [-152, 129]) in two steps of 2^(j/2), so that neither
 * factor overflows nor a subnormal result rounds twice; NaN x gives NaN (f_exp, f_exp2). */
static void scale_pow2(em *e, uint32_t d, uint32_t p, uint32_t j, uint32_t x)
{
    uint32_t ji = new_reg(e, RC_B32), j1 = new_reg(e, RC_B32), j2 = new_reg(e, RC_B32);
    I("cvt.rzi.s32.f32 %s, %s;\n", R(e, ji), R(e, j));
    I("shr.s32 %s, %s, 1;\n", R(e, j1), R(e, ji));
    I("sub.s32 %s, %s, %s;\n", R(e, j2), R(e, ji), R(e, j1));
    uint32_t s1 = f32_pow2(e, j1), s2 = f32_pow2(e, j2);
    I("mul.rn.f32 %s, %s, %s;\n", R(e, p), R(e, p), R(e, s1));
    I("mul.rn.f32 %s, %s, %s;\n", R(e, d), R(e, p), R(e, s2));
    keep_nan(e, d, x);
}

/* e^x in f32 arithmetic (the f64 evaluation costs a kernel like softmax a quarter of its time
 * on an H200): j = rint(x·log2 e), r = x − j·ln 2 in two fma steps (ln 2's high part has 16
 * significant bits, so j·ln2_hi is exact), e^r by its Taylor polynomial to r^7 (|r| ≤ 0.35:
 * truncation below 0.1 ulp), scaled by 2^⌊j/2⌋ (exact) then 2^(j−⌊j/2⌋) (one rounding, also into
 * the subnormals). Every f32 was checked on the host against exp in f64 with the same operations
 * (fmaf, rintf): at most 0.94 ulp, inside CUDA's 2 ulp for expf (ops.md §3.7 `full`). x is
 * clamped to [−104, 89] first (0 and inf beyond); NaN passes through quieted. */
static void f_exp(em *e, uint32_t d, uint32_t x)
{
    static const char *const taylor[] = {"0f3AB60B61", "0f3C088889", "0f3D2AAAAB", "0f3E2AAAAB",
                                         "0f3F000000", "0f3F800000", "0f3F800000"}; /* 1/6! … 1/0! */
    uint32_t c = new_reg(e, RC_F32), j = new_reg(e, RC_F32), r = new_reg(e, RC_F32);
    uint32_t p = new_reg(e, RC_F32);
    I("max.f32 %s, %s, 0fC2D00000;\n", R(e, c), R(e, x)); /* -104: e^x below 2^-150 */
    I("min.f32 %s, %s, 0f42B20000;\n", R(e, c), R(e, c)); /* 89: above FLT_MAX */
    I("mul.rn.f32 %s, %s, 0f3FB8AA3B;\n", R(e, j), R(e, c));
    I("cvt.rni.f32.f32 %s, %s;\n", R(e, j), R(e, j));
    I("fma.rn.f32 %s, %s, 0fBF317200, %s;\n", R(e, r), R(e, j), R(e, c));
    I("fma.rn.f32 %s, %s, 0fB5BFBE8E, %s;\n", R(e, r), R(e, j), R(e, r));
    I("mov.f32 %s, 0f39500D01;\n", R(e, p)); /* 1/7! */
    for (size_t k = 0; k < CT_ARRAY_LEN(taylor); k++)
        I("fma.rn.f32 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, r), taylor[k]);
    scale_pow2(e, d, p, j, x);
}

/* 2^x in f32 arithmetic, within 1 ulp, for exp2 without flush_to_zero (ex2.approx.f32
 * measures up to 2.06 ulp, just over exp2f's 2). exp2 with flush_to_zero is ex2.approx.ftz.f32,
 * the hardware's one instruction, which ops.md calls its natural lowering: cuTile sets the flag
 * where speed matters (attention's softmax, about 20 instructions an element here), and the
 * flag already gives up IEEE behaviour. j = rint(x) and f = x − j
 * (exact); e^r for r = f·ln 2 carried as r_hi + r_lo (the product's error by an fma, and ln 2's
 * own low part), r_hi through f_exp's Taylor polynomial, then p + p·r_lo; the two-step scaling
 * by 2^j of f_exp. */
static void f_exp2(em *e, uint32_t d, uint32_t x)
{
    static const char *const taylor[] = {"0f3AB60B61", "0f3C088889", "0f3D2AAAAB", "0f3E2AAAAB",
                                         "0f3F000000", "0f3F800000", "0f3F800000"}; /* 1/6! … 1/0! */
    uint32_t c = new_reg(e, RC_F32), j = new_reg(e, RC_F32), f = new_reg(e, RC_F32);
    uint32_t rh = new_reg(e, RC_F32), rl = new_reg(e, RC_F32), p = new_reg(e, RC_F32);
    I("max.f32 %s, %s, 0fC3180000;\n", R(e, c), R(e, x)); /* -152: below 2^-150 */
    I("min.f32 %s, %s, 0f43010000;\n", R(e, c), R(e, c)); /* 129: above FLT_MAX */
    I("cvt.rni.f32.f32 %s, %s;\n", R(e, j), R(e, c));
    I("sub.rn.f32 %s, %s, %s;\n", R(e, f), R(e, c), R(e, j));
    I("mul.rn.f32 %s, %s, 0f3F317218;\n", R(e, rh), R(e, f));           /* ln 2, rounded */
    I("neg.f32 %s, %s;\n", R(e, rl), R(e, rh));
    I("fma.rn.f32 %s, %s, 0f3F317218, %s;\n", R(e, rl), R(e, f), R(e, rl)); /* the product's error */
    I("fma.rn.f32 %s, %s, 0fB102E308, %s;\n", R(e, rl), R(e, f), R(e, rl)); /* ln 2 − its f32 */
    I("mov.f32 %s, 0f39500D01;\n", R(e, p)); /* 1/7! */
    for (size_t k = 0; k < CT_ARRAY_LEN(taylor); k++)
        I("fma.rn.f32 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, rh), taylor[k]);
    I("fma.rn.f32 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, rl), R(e, p));
    scale_pow2(e, d, p, j, x);
}

/* log and log2 of an f32: ±0 → -inf, negative → NaN, +inf → +inf. */
static void f_log(em *e, uint32_t d, uint32_t x, bool base2)
{
    uint32_t xd = fd(e), k, r = fd(e);
    I("cvt.f64.f32 %s, %s;\n", R(e, xd), R(e, x));
    uint32_t lm = log_parts(e, xd, &k);
    if (base2)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, lm), Dimm(e, LOG2E), R(e, k));
    else
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, k), Dimm(e, LN2), R(e, lm));
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, r));
    f32_where(e, setp_f32(e, "lt", x, "0f00000000"), d, "0f7FFFFFFF");
    f32_where(e, setp_f32(e, "eq", x, "0f00000000"), d, "0fFF800000");
    f32_where(e, setp_f32(e, "eq", x, "0f7F800000"), d, "0f7F800000");
    keep_nan(e, d, x);
}

/* tanh = sign(x)·(1 − 2/(e^{2|x|}+1)); below |x| = 2^-10, x(1 − x²/3 + 2x⁴/15) instead (no
 * cancellation). |x| ≥ 20 gives ±1 (tanh(20) rounds to 1 in f32). */
static void f_tanh(em *e, uint32_t d, uint32_t x)
{
    uint32_t a = fd(e), t = fd(e), q = fd(e), z = fd(e), sm = fd(e), p = new_reg(e, RC_PRED);
    I("cvt.f64.f32 %s, %s;\n", R(e, a), R(e, x));
    I("abs.f64 %s, %s;\n", R(e, a), R(e, a));
    I("min.f64 %s, %s, 0d4034000000000000;\n", R(e, a), R(e, a)); /* 20 */
    I("add.rn.f64 %s, %s, %s;\n", R(e, t), R(e, a), R(e, a));
    uint32_t ex = exp_f64(e, t);
    I("add.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, q), R(e, ex));
    f64_quot(e, q, NOREG, q);
    I("mul.rn.f64 %s, %s, 0dC000000000000000;\n", R(e, q), R(e, q)); /* -2 / (e^2a + 1) */
    I("add.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, q), R(e, q));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, a), R(e, a));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, sm), R(e, z), Dimm(e, 2.0 / 15), Dimm(e, -1.0 / 3));
    I("fma.rn.f64 %s, %s, %s, 0d3FF0000000000000;\n", R(e, sm), R(e, sm), R(e, z));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, sm), R(e, sm), R(e, a));
    I("setp.lt.f64 %s, %s, 0d3F50000000000000;\n", R(e, p), R(e, a)); /* 2^-10 */
    I("selp.f64 %s, %s, %s, %s;\n", R(e, q), R(e, sm), R(e, q), R(e, p));
    uint32_t bits = new_reg(e, RC_B32), sign = new_reg(e, RC_B32);
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, q));
    I("mov.b32 %s, %s;\n", R(e, sign), R(e, x));
    I("and.b32 %s, %s, 0x80000000;\n", R(e, sign), R(e, sign));
    I("mov.b32 %s, %s;\n", R(e, bits), R(e, d));
    I("or.b32 %s, %s, %s;\n", R(e, bits), R(e, bits), R(e, sign));
    I("mov.b32 %s, %s;\n", R(e, d), R(e, bits));
    keep_nan(e, d, x);
}

/* pow(x, y) = ±2^(y·log2|x|), with the special cases of C's powf (IEEE 754 pow). */
static void f_pow(em *e, uint32_t d, uint32_t x, uint32_t y)
{
    uint32_t ax = new_reg(e, RC_F32), xd = fd(e), yd = fd(e), k, t = fd(e), n = fd(e), r = fd(e);
    I("abs.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("cvt.f64.f32 %s, %s;\n", R(e, xd), R(e, ax));
    I("cvt.f64.f32 %s, %s;\n", R(e, yd), R(e, y));
    uint32_t lm = log_parts(e, xd, &k), l2 = fd(e);
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, l2), R(e, lm), Dimm(e, LOG2E), R(e, k));
    uint32_t z = setp_f32(e, "eq", ax, "0f00000000"), inf = setp_f32(e, "eq", ax, "0f7F800000");
    I("@%s mov.f64 %s, 0dFFF0000000000000;\n", R(e, z), R(e, l2));
    I("@%s mov.f64 %s, 0d7FF0000000000000;\n", R(e, inf), R(e, l2));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, yd), R(e, l2));
    I("max.f64 %s, %s, 0dC069000000000000;\n", R(e, t), R(e, t)); /* -200 */
    I("min.f64 %s, %s, 0d4069000000000000;\n", R(e, t), R(e, t));  /* 200 */
    I("cvt.rni.f64.f64 %s, %s;\n", R(e, n), R(e, t));
    I("sub.rn.f64 %s, %s, %s;\n", R(e, r), R(e, t), R(e, n));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, r), R(e, r), Dimm(e, LN2));
    uint32_t p = exp_reduced(e, n, r); /* emits code: evaluate before naming registers */
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, p));
    /* the sign and the domain: y integral? odd? (|y| ≥ 2^24 is even) */
    uint32_t yi = new_reg(e, RC_F32), yint = new_reg(e, RC_PRED), odd = new_reg(e, RC_PRED);
    uint32_t iy = new_reg(e, RC_B32), neg = setp_f32(e, "lt", x, "0f00000000");
    I("cvt.rzi.f32.f32 %s, %s;\n", R(e, yi), R(e, y));
    I("setp.eq.f32 %s, %s, %s;\n", R(e, yint), R(e, yi), R(e, y));
    I("cvt.rzi.s32.f32 %s, %s;\n", R(e, iy), R(e, y));
    I("and.b32 %s, %s, 1;\n", R(e, iy), R(e, iy));
    I("setp.eq.and.b32 %s, %s, 1, %s;\n", R(e, odd), R(e, iy), R(e, yint));
    uint32_t big = setp_f32(e, "ge", y, "0f4B800000"), small = setp_f32(e, "le", y, "0fCB800000");
    I("or.pred %s, %s, %s;\n", R(e, big), R(e, big), R(e, small));
    I("and.pred %s, %s, !%s;\n", R(e, odd), R(e, odd), R(e, big));
    /* x = ±0 keeps its sign for odd y too */
    uint32_t xneg = new_reg(e, RC_B32), sgn = new_reg(e, RC_PRED);
    I("mov.b32 %s, %s;\n", R(e, xneg), R(e, x));
    I("setp.lt.s32 %s, %s, 0;\n", R(e, sgn), R(e, xneg));
    I("and.pred %s, %s, %s;\n", R(e, sgn), R(e, sgn), R(e, odd));
    I("@%s neg.f32 %s, %s;\n", R(e, sgn), R(e, d), R(e, d));
    uint32_t bad = new_reg(e, RC_PRED);
    I("and.pred %s, %s, !%s;\n", R(e, bad), R(e, neg), R(e, yint));
    f32_where(e, bad, d, "0f7FFFFFFF");
    uint32_t nan = setp_f32(e, "nan", x, R(e, y));
    f32_where(e, nan, d, "0f7FFFFFFF");
    uint32_t one = setp_f32(e, "eq", ax, "0f3F800000"), yinf = new_reg(e, RC_PRED);
    I("testp.infinite.f32 %s, %s;\n", R(e, yinf), R(e, y));
    I("and.pred %s, %s, %s;\n", R(e, one), R(e, one), R(e, yinf));
    f32_where(e, one, d, "0f3F800000");
    f32_where(e, setp_f32(e, "eq", x, "0f3F800000"), d, "0f3F800000");
    f32_where(e, setp_f32(e, "eq", y, "0f00000000"), d, "0f3F800000");
}

/* 2/π in binary, 24 bits per word from the point on (0.A2F983 6E4E44 …), computed with Python's
 * decimal module from Machin's formula for π. 12 words reach bit 288, beyond the 2^104·… the
 * largest f32 needs (bit 103 + 5·24). */
static const uint32_t two_over_pi[12] = {0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
                                         0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A};
#define TWO_OPI_ENTRIES 254 /* one per f32 exponent field 1…254 (0 shares 1's) */
#define TWO_OPI_PARTS 5

static uint32_t two_opi_bits(uint32_t first, uint32_t n) /* bits first…first+n−1 (1 = 2^-1) */
{
    uint32_t v = 0;
    for (uint32_t i = first; i < first + n; i++) {
        uint32_t w = (i - 1) / 24, b = 23 - (i - 1) % 24;
        v = v << 1 | (two_over_pi[w] >> b & 1);
    }
    return v;
}

/* The module-scope table for sin/cos: for an f32 M·2^E (M a 24-bit integer, E = field − 150),
 * five 24-bit windows of 2/π·2^E starting at bit max(1, E−1) — the bits that matter modulo 4 —
 * each exact as an f64, so M times each is exact. */
void ct_ptx_emit_two_opi(ct_buf *o)
{
    ct_buf_printf(o, "\n.const .align 8 .f64 ct_two_over_pi[%d] = {", TWO_OPI_ENTRIES * TWO_OPI_PARTS);
    for (int idx = 0; idx < TWO_OPI_ENTRIES; idx++) {
        int ex = idx + 1 - 150, first = ex - 1 > 1 ? ex - 1 : 1;
        for (int k = 0; k < TWO_OPI_PARTS; k++) {
            int lo = first + 24 * k + 23; /* the window's last bit: weight 2^(ex − lo) */
            double v = ldexp((double)two_opi_bits((uint32_t)(first + 24 * k), 24), ex - lo);
            uint64_t b;
            memcpy(&b, &v, sizeof b);
            ct_buf_printf(o, "%s%s0d%016llX", idx || k ? "," : "", (idx * TWO_OPI_PARTS + k) % 6 ? " " : "\n\t",
                          (unsigned long long)b);
        }
    }
    ct_buf_str(o, "\n};\n");
}

/* sin / cos of an f32: x·2/π = n + f exactly enough (Payne–Hanek with the table above: the
 * products are exact, f keeps ~2^-90 absolute error however close x is to a multiple of
 * π/2), then Taylor polynomials of sin and cos of r = f·π/2, |r| ≤ π/4, and the quadrant. */
static void f_sincos(em *e, uint32_t d, uint32_t x, bool cosine)
{
    uint32_t bits = new_reg(e, RC_B32), be = new_reg(e, RC_B32), man = new_reg(e, RC_B32);
    uint32_t idx = new_reg(e, RC_B32), pn = new_reg(e, RC_PRED), addr = new_reg(e, RC_B64);
    uint32_t md = fd(e), t[TWO_OPI_PARTS], pr[TWO_OPI_PARTS];
    *e->uses_2opi = true;
    I("mov.b32 %s, %s;\n", R(e, bits), R(e, x));
    I("bfe.u32 %s, %s, 23, 8;\n", R(e, be), R(e, bits));
    I("and.b32 %s, %s, 0x7FFFFF;\n", R(e, man), R(e, bits));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, pn), R(e, be));
    I("@%s or.b32 %s, %s, 0x800000;\n", R(e, pn), R(e, man), R(e, man));
    I("max.u32 %s, %s, 1;\n", R(e, idx), R(e, be));
    I("min.u32 %s, %s, %d;\n", R(e, idx), R(e, idx), TWO_OPI_ENTRIES); /* inf/NaN: fixed below */
    I("sub.u32 %s, %s, 1;\n", R(e, idx), R(e, idx));
    I("cvt.rn.f64.u32 %s, %s;\n", R(e, md), R(e, man));
    I("mov.u64 %s, ct_two_over_pi;\n", R(e, addr));
    uint32_t off = new_reg(e, RC_B64);
    I("mul.wide.u32 %s, %s, %d;\n", R(e, off), R(e, idx), TWO_OPI_PARTS * 8);
    I("add.u64 %s, %s, %s;\n", R(e, addr), R(e, addr), R(e, off));
    for (int k = 0; k < TWO_OPI_PARTS; k++) {
        t[k] = fd(e), pr[k] = fd(e);
        I("ld.const.f64 %s, [%s+%d];\n", R(e, t[k]), R(e, addr), 8 * k);
        I("mul.rn.f64 %s, %s, %s;\n", R(e, pr[k]), R(e, md), R(e, t[k]));
    }
    uint32_t q = fd(e), n = fd(e), f = fd(e), r = fd(e), z = fd(e);
    I("mul.rn.f64 %s, %s, 0d3FD0000000000000;\n", R(e, q), R(e, pr[0]));  /* p0 mod 4 */
    I("cvt.rmi.f64.f64 %s, %s;\n", R(e, q), R(e, q));
    I("fma.rn.f64 %s, %s, 0dC010000000000000, %s;\n", R(e, pr[0]), R(e, q), R(e, pr[0]));
    I("add.rn.f64 %s, %s, %s;\n", R(e, n), R(e, pr[0]), R(e, pr[1]));
    I("cvt.rni.f64.f64 %s, %s;\n", R(e, n), R(e, n));
    I("sub.rn.f64 %s, %s, %s;\n", R(e, f), R(e, pr[0]), R(e, n));
    for (int k = 1; k < TWO_OPI_PARTS; k++)
        I("add.rn.f64 %s, %s, %s;\n", R(e, f), R(e, f), R(e, pr[k]));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, r), R(e, f), Dimm(e, 1.5707963267948966));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, r), R(e, r));
    /* sin r = r·Σ (−z)^k/(2k+1)!, cos r = Σ (−z)^k/(2k)!, to k = 9 */
    uint32_t sp = fd(e), cp = fd(e);
    double fact[21] = {1};
    for (int i = 1; i <= 20; i++)
        fact[i] = fact[i - 1] * i;
    I("mov.f64 %s, %s;\n", R(e, sp), Dimm(e, -1.0 / fact[19]));
    I("mov.f64 %s, %s;\n", R(e, cp), Dimm(e, -1.0 / fact[18]));
    for (int k = 8; k >= 0; k--) {
        double sg = k % 2 ? -1 : 1;
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, sp), R(e, sp), R(e, z), Dimm(e, sg / fact[2 * k + 1]));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, cp), R(e, cp), R(e, z), Dimm(e, sg / fact[2 * k]));
    }
    I("mul.rn.f64 %s, %s, %s;\n", R(e, sp), R(e, sp), R(e, r));
    /* quadrant: (n + cos) mod 4 picks ±sin / ±cos */
    uint32_t qi = new_reg(e, RC_B32), po = new_reg(e, RC_PRED), ps = new_reg(e, RC_PRED), v = fd(e);
    I("cvt.rni.s32.f64 %s, %s;\n", R(e, qi), R(e, n));
    if (cosine)
        I("add.s32 %s, %s, 1;\n", R(e, qi), R(e, qi));
    I("and.b32 %s, %s, 3;\n", R(e, qi), R(e, qi));
    uint32_t b1 = new_reg(e, RC_B32), b2 = new_reg(e, RC_B32);
    I("and.b32 %s, %s, 1;\n", R(e, b1), R(e, qi));
    I("and.b32 %s, %s, 2;\n", R(e, b2), R(e, qi));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, po), R(e, b1));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, ps), R(e, b2));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, v), R(e, cp), R(e, sp), R(e, po));
    I("@%s neg.f64 %s, %s;\n", R(e, ps), R(e, v), R(e, v));
    if (!cosine) { /* sin is odd */
        uint32_t pneg = new_reg(e, RC_PRED);
        I("setp.lt.s32 %s, %s, 0;\n", R(e, pneg), R(e, bits));
        I("@%s neg.f64 %s, %s;\n", R(e, pneg), R(e, v), R(e, v));
    }
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, v));
    uint32_t fin = new_reg(e, RC_PRED);
    I("testp.finite.f32 %s, %s;\n", R(e, fin), R(e, x));
    I("@!%s sub.f32 %s, %s, %s;\n", R(e, fin), R(e, d), R(e, x), R(e, x)); /* inf, NaN → NaN */
}

/* sinh / cosh in f64: (e^|x| ∓ e^-|x|)/2 with |x| clamped to 100 (the f32 result overflows
 * long before), and for sinh below 2^-5, where the difference cancels, the Taylor series to x^9
 * (relative error below 1e-20); sinh takes x's sign. One rounding to f32. */
static void f_hyp(em *e, uint32_t d, uint32_t x, bool cosine)
{
    uint32_t a = fd(e), inv = fd(e), r = fd(e), p = new_reg(e, RC_PRED);
    I("cvt.f64.f32 %s, %s;\n", R(e, a), R(e, x));
    I("abs.f64 %s, %s;\n", R(e, a), R(e, a));
    I("min.f64 %s, %s, 0d4059000000000000;\n", R(e, a), R(e, a)); /* 100 */
    uint32_t ex = exp_f64(e, a);
    f64_quot(e, inv, NOREG, ex);
    I("%s.rn.f64 %s, %s, %s;\n", cosine ? "add" : "sub", R(e, r), R(e, ex), R(e, inv));
    I("mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, r), R(e, r));
    if (!cosine) {
        uint32_t z = fd(e), s = fd(e), bits = new_reg(e, RC_B32), sign = new_reg(e, RC_B32);
        I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, a), R(e, a));
        I("mov.f64 %s, %s;\n", R(e, s), Dimm(e, 1.0 / 362880));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, s), R(e, s), R(e, z), Dimm(e, 1.0 / 5040));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, s), R(e, s), R(e, z), Dimm(e, 1.0 / 120));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, s), R(e, s), R(e, z), Dimm(e, 1.0 / 6));
        I("fma.rn.f64 %s, %s, %s, 0d3FF0000000000000;\n", R(e, s), R(e, s), R(e, z));
        I("mul.rn.f64 %s, %s, %s;\n", R(e, s), R(e, s), R(e, a));
        I("setp.lt.f64 %s, %s, 0d3FA0000000000000;\n", R(e, p), R(e, a)); /* 2^-5 */
        I("selp.f64 %s, %s, %s, %s;\n", R(e, r), R(e, s), R(e, r), R(e, p));
        I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, r));
        I("mov.b32 %s, %s;\n", R(e, sign), R(e, x));
        I("and.b32 %s, %s, 0x80000000;\n", R(e, sign), R(e, sign));
        I("mov.b32 %s, %s;\n", R(e, bits), R(e, d));
        I("or.b32 %s, %s, %s;\n", R(e, bits), R(e, bits), R(e, sign));
        I("mov.b32 %s, %s;\n", R(e, d), R(e, bits));
    } else {
        I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, r));
    }
    keep_nan(e, d, x);
}

/* tan as sin/cos of the full-precision forms: three roundings, within 3 ulp (CUDA's tanf
 * allows 4). */
static void f_tan(em *e, uint32_t d, uint32_t x)
{
    uint32_t s = new_reg(e, RC_F32), c = new_reg(e, RC_F32);
    f_sincos(e, s, x, false);
    f_sincos(e, c, x, true);
    if (e->wgmma)
        ct_ptx_div32(e, d, s, c, ".rn");
    else
        I("div.rn.f32 %s, %s, %s;\n", R(e, d), R(e, s), R(e, c));
}

/* fmod(x, y) for f32, exactly (the true remainder is representable). In f64, |x| is reduced by
 * |y|·2^(28k) for k = 9 … 0: before each step |x| < |y|·2^(28(k+1)) (at first |x| < 2^128 and
 * |y| ≥ 2^-149), so the quotient q = floor(|x|/t) is below 2^28 — div.rz never rounds it past an
 * integer — and |x| - q·t is exact in one fma. y = 0, x = ±inf or a NaN give NaN through the
 * arithmetic; y = ±inf with x finite gives x. The sign is x's. */
static void f_remf(em *e, uint32_t d, uint32_t x, uint32_t y)
{
    uint32_t ax = fd(e), ay = fd(e), t = fd(e), q = fd(e), r = new_reg(e, RC_F32);
    I("cvt.f64.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("abs.f64 %s, %s;\n", R(e, ax), R(e, ax));
    I("cvt.f64.f32 %s, %s;\n", R(e, ay), R(e, y));
    I("abs.f64 %s, %s;\n", R(e, ay), R(e, ay));
    for (int k = 9; k >= 0; k--) {
        I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, ay), Dimm(e, ldexp(1.0, 28 * k)));
        I("div.rz.f64 %s, %s, %s;\n", R(e, q), R(e, ax), R(e, t));
        I("cvt.rzi.f64.f64 %s, %s;\n", R(e, q), R(e, q));
        I("neg.f64 %s, %s;\n", R(e, q), R(e, q));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, ax), R(e, q), R(e, t), R(e, ax));
    }
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, r), R(e, ax));
    I("copysign.f32 %s, %s, %s;\n", R(e, d), R(e, x), R(e, r));
    uint32_t p = new_reg(e, RC_PRED), fin = new_reg(e, RC_PRED);
    I("testp.infinite.f32 %s, %s;\n", R(e, p), R(e, y));
    I("testp.finite.f32 %s, %s;\n", R(e, fin), R(e, x));
    I("and.pred %s, %s, %s;\n", R(e, p), R(e, p), R(e, fin));
    I("selp.f32 %s, %s, %s, %s;\n", R(e, d), R(e, x), R(e, d), R(e, p));
}

#define PI 3.141592653589793

/* atan2(y, x) for f32 (y is the op's first operand, as C's), evaluated in f64 and rounded once:
 * t = min(|x|,|y|)/max(|x|,|y|) in [0, 1] (0 for two zeros, 1 for two infinities; NaN stays
 * NaN, and a NaN operand gives NaN at the end); above tan(π/8), atan t = π/4 + atan((t-1)/(t+1)); then atan u = 2·atan v with
 * v = u/(1+√(1+u²)), |v| ≤ tan(π/16), where Taylor to v^19 errs below 1e-14 relative. The
 * octant and quadrant follow from |y| > |x| (π/2 - r), x's sign bit (π - r, so -0 gives ±π) and
 * y's sign. */
static void f_atan2(em *e, uint32_t d, uint32_t y, uint32_t x)
{
    uint32_t ax = fd(e), ay = fd(e), n = fd(e), m = fd(e), t = fd(e), u = fd(e), z = fd(e),
             s = fd(e), b = fd(e), r = new_reg(e, RC_F32);
    uint32_t steep = new_reg(e, RC_PRED), p = new_reg(e, RC_PRED), big = new_reg(e, RC_PRED);
    I("cvt.f64.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("abs.f64 %s, %s;\n", R(e, ax), R(e, ax));
    I("cvt.f64.f32 %s, %s;\n", R(e, ay), R(e, y));
    I("abs.f64 %s, %s;\n", R(e, ay), R(e, ay));
    I("setp.gt.f64 %s, %s, %s;\n", R(e, steep), R(e, ay), R(e, ax));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, n), R(e, ax), R(e, ay), R(e, steep));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, m), R(e, ay), R(e, ax), R(e, steep));
    I("div.rn.f64 %s, %s, %s;\n", R(e, t), R(e, n), R(e, m));
    I("setp.eq.f64 %s, %s, 0d0000000000000000;\n", R(e, p), R(e, m));
    I("selp.f64 %s, 0d0000000000000000, %s, %s;\n", R(e, t), R(e, t), R(e, p));
    I("testp.infinite.f64 %s, %s;\n", R(e, p), R(e, n));
    I("selp.f64 %s, 0d3FF0000000000000, %s, %s;\n", R(e, t), R(e, t), R(e, p));
    /* t > tan(π/8): u = (t-1)/(t+1), base π/4 */
    I("setp.gt.f64 %s, %s, %s;\n", R(e, big), R(e, t), Dimm(e, 0.41421356237309503));
    I("sub.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, u), R(e, t));
    I("add.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, z), R(e, t));
    I("div.rn.f64 %s, %s, %s;\n", R(e, u), R(e, u), R(e, z));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, u), R(e, u), R(e, t), R(e, big));
    I("selp.f64 %s, %s, 0d0000000000000000, %s;\n", R(e, b), Dimm(e, PI / 4), R(e, big));
    /* v = u / (1 + sqrt(1 + u²)) */
    I("fma.rn.f64 %s, %s, %s, 0d3FF0000000000000;\n", R(e, z), R(e, u), R(e, u));
    I("sqrt.rn.f64 %s, %s;\n", R(e, z), R(e, z));
    I("add.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, z), R(e, z));
    I("div.rn.f64 %s, %s, %s;\n", R(e, u), R(e, u), R(e, z));
    /* atan v = v·Σ (-1)^k v^2k/(2k+1), k = 0 … 9, by Horner in z = v² */
    I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, u), R(e, u));
    I("mov.f64 %s, %s;\n", R(e, s), Dimm(e, -1.0 / 19));
    for (int k = 8; k >= 0; k--)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, s), R(e, s), R(e, z),
          Dimm(e, (k % 2 ? -1.0 : 1.0) / (2 * k + 1)));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, s), R(e, s), R(e, u));
    I("fma.rn.f64 %s, %s, 0d4000000000000000, %s;\n", R(e, s), R(e, s), R(e, b));
    /* octant, then quadrant */
    I("sub.rn.f64 %s, %s, %s;\n", R(e, u), Dimm(e, PI / 2), R(e, s));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, s), R(e, u), R(e, s), R(e, steep));
    I("sub.rn.f64 %s, %s, %s;\n", R(e, u), Dimm(e, PI), R(e, s));
    uint32_t bits = new_reg(e, RC_B32);
    I("mov.b32 %s, %s;\n", R(e, bits), R(e, x));
    I("setp.lt.s32 %s, %s, 0;\n", R(e, p), R(e, bits));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, s), R(e, u), R(e, s), R(e, p));
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, r), R(e, s));
    I("copysign.f32 %s, %s, %s;\n", R(e, d), R(e, y), R(e, r));
    I("setp.nan.f32 %s, %s, %s;\n", R(e, p), R(e, x), R(e, y));
    I("@%s add.f32 %s, %s, %s;\n", R(e, p), R(e, d), R(e, x), R(e, y));
}

static bool full_precision(const ct_op *op)
{
    int rm = ct_op_attr_index(ct_def(op), "rounding_mode");
    return rm < 0 || ct_rw_attr_i(op, (uint32_t)rm, CT_ROUNDING_FULL) != CT_ROUNDING_APPROX;
}

/* fpowi's integer exponent as an f32 for f_pow: exact up to 2^24 in magnitude (beyond, |x|^n
 * over- or underflows f32 unless |x| = 1, where only the parity matters and may be lost). A
 * signed i1 true is -1. */
static uint32_t int_exponent(em *e, ct_val v, uint32_t r)
{
    uint32_t y = new_reg(e, RC_F32), x = opr(e, v, r);
    ct_scalar s = sc(e, v);
    if (s == CT_S_I1)
        I("selp.f32 %s, 0fBF800000, 0f00000000, %s;\n", R(e, y), R(e, x));
    else
        I("cvt.rn.f32.%s %s, %s;\n",
          s == CT_S_I8 ? "s8" : s == CT_S_I16 ? "s16" : s == CT_S_I32 ? "s32" : "s64", R(e, y),
          R(e, x));
    return y;
}

ct_status ct_ptx_math(em *e, const ct_op *op)
{
    ct_scalar s = sc(e, op->res[0]);
    if (s == CT_S_F64 || !base_float(s))
        return ct_ptx_nosup(e, "f64 math functions");
    bool full = full_precision(op);
    const char *ftz = ftz_sfx(op);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = to_f32(e, opr(e, op->opnds[0], r), s), t = f32_slot(e, d[r], s);
        switch (op->opc) {
        case CT_OP_EXP:
            if (full) {
                f_exp(e, t, a);
            } else {
                uint32_t x = new_reg(e, RC_F32);
                I("mul.f32 %s, %s, 0f3FB8AA3B;\n", R(e, x), R(e, a)); /* log2(e) */
                I("ex2.approx.f32 %s, %s;\n", R(e, t), R(e, x));
            }
            break;
        case CT_OP_EXP2:
            if (*ftz)
                I("ex2.approx.ftz.f32 %s, %s;\n", R(e, t), R(e, a));
            else
                f_exp2(e, t, a);
            break;
        case CT_OP_RSQRT: I("rsqrt.approx%s.f32 %s, %s;\n", ftz, R(e, t), R(e, a)); break;
        case CT_OP_LOG: f_log(e, t, a, false); break;
        case CT_OP_LOG2: f_log(e, t, a, true); break;
        case CT_OP_POW: f_pow(e, t, a, to_f32(e, opr(e, op->opnds[1], r), s)); break;
        case CT_OP_FPOWI: f_pow(e, t, a, int_exponent(e, op->opnds[1], r)); break;
        case CT_OP_SIN:
        case CT_OP_COS: f_sincos(e, t, a, op->opc == CT_OP_COS); break;
        case CT_OP_SINH:
        case CT_OP_COSH: f_hyp(e, t, a, op->opc == CT_OP_COSH); break;
        case CT_OP_TAN: f_tan(e, t, a); break;
        case CT_OP_REMF: f_remf(e, t, a, to_f32(e, opr(e, op->opnds[1], r), s)); break;
        case CT_OP_ATAN2: f_atan2(e, t, a, to_f32(e, opr(e, op->opnds[1], r), s)); break;
        default:
            if (full)
                f_tanh(e, t, a);
            else
                I("tanh.approx.f32 %s, %s;\n", R(e, t), R(e, a));
            break;
        }
        from_f32(e, d[r], t, s);
    }
    return CUTILE_SUCCESS;
}

