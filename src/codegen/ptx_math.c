/* ptx_math.c — the math functions (exp … atan2) of every float type, and f32 division and
 * square root without a subroutine (for functions with a wgmma dot). f16, bf16 and f32 first
 * (the comment below gives their accuracy), then f64 (d_*, the comment at its section). */
#include <math.h>
#include <string.h>

#include "codegen/cuda_math.h"
#include "codegen/ptx_emit.h"
#include "ir/text.h"

/* With the compile config's cuda_math (the default of a build where NVRTC loads: build/build.c),
 * the full-precision math functions of every float type are calls of CUDA's math library
 * (cuda_math.h, ct_cm_call below), so that their results are libdevice's — torch's — bit for
 * bit. What follows is the library's own form of each: used without NVRTC, with the
 * cuda_math knob 0, and in an entry with a wgmma dot (a call there would serialise the
 * wgmmas); and for what has no libdevice counterpart we match (approx modes, flush_to_zero,
 * rsqrt, remf).
 *
 * f32 math in `approx` mode and the ops whose natural lowering is one hardware instruction:
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

/* c[0..n) = 1/0!, 1/1!, … — the Taylor coefficients of exp. */
static void inv_factorials(double *c, int n)
{
    double f = 1;
    for (int k = 0; k < n; k++) {
        c[k] = 1 / f;
        f *= k + 1;
    }
}

/* Σ c[i]·x^i over i < n by Horner's rule in f64 (fma.rn), in a new register. */
static uint32_t d_horner(em *e, uint32_t x, const double *c, int n)
{
    uint32_t p = fd(e);
    I("mov.f64 %s, %s;\n", R(e, p), Dimm(e, c[n - 1]));
    for (int k = n - 2; k >= 0; k--)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, x), Dimm(e, c[k]));
    return p;
}

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
    double coef[13];
    inv_factorials(coef, 13);
    uint32_t p = d_horner(e, r, coef, 13);
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

/* An f64 register holding the f32 x (exactly). */
static uint32_t f32_wide(em *e, uint32_t x)
{
    uint32_t d = fd(e);
    I("cvt.f64.f32 %s, %s;\n", R(e, d), R(e, x));
    return d;
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

/* pow(x, y) = ±2^(y·log2|x|), with the special cases of C's powf (IEEE 754 pow). The exponent
 * comes as an f64 yd, exact: an f32's (pow), or fpowi's integer (up to 2^53), whose parity
 * `odd` gives (NOREG: worked out from yd, where an f32 of 2^24 or more is even) — an f32
 * could round the integer and lose its parity (pow(-1, 2^24 + 1) is -1). */
static void f_pow(em *e, uint32_t d, uint32_t x, uint32_t yd, uint32_t odd)
{
    uint32_t ax = new_reg(e, RC_F32), xd = fd(e), k, t = fd(e), n = fd(e), r = fd(e);
    I("abs.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("cvt.f64.f32 %s, %s;\n", R(e, xd), R(e, ax));
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
    /* the sign and the domain: y integral? odd? */
    uint32_t yi = fd(e), yint = new_reg(e, RC_PRED), neg = setp_f32(e, "lt", x, "0f00000000");
    I("cvt.rzi.f64.f64 %s, %s;\n", R(e, yi), R(e, yd));
    I("setp.eq.f64 %s, %s, %s;\n", R(e, yint), R(e, yi), R(e, yd));
    if (odd == NOREG) {
        uint32_t iy = new_reg(e, RC_B32), ay = fd(e), big = new_reg(e, RC_PRED);
        odd = new_reg(e, RC_PRED);
        I("abs.f64 %s, %s;\n", R(e, ay), R(e, yd));
        I("setp.ge.f64 %s, %s, 0d4170000000000000;\n", R(e, big), R(e, ay)); /* 2^24 */
        I("cvt.rzi.s32.f64 %s, %s;\n", R(e, iy), R(e, yd));
        I("and.b32 %s, %s, 1;\n", R(e, iy), R(e, iy));
        I("setp.eq.and.b32 %s, %s, 1, %s;\n", R(e, odd), R(e, iy), R(e, yint));
        I("and.pred %s, %s, !%s;\n", R(e, odd), R(e, odd), R(e, big));
    }
    /* x = ±0 keeps its sign for odd y too */
    uint32_t xneg = new_reg(e, RC_B32), sgn = new_reg(e, RC_PRED);
    I("mov.b32 %s, %s;\n", R(e, xneg), R(e, x));
    I("setp.lt.s32 %s, %s, 0;\n", R(e, sgn), R(e, xneg));
    I("and.pred %s, %s, %s;\n", R(e, sgn), R(e, sgn), R(e, odd));
    I("@%s neg.f32 %s, %s;\n", R(e, sgn), R(e, d), R(e, d));
    uint32_t bad = new_reg(e, RC_PRED), fin = new_reg(e, RC_PRED);
    I("testp.finite.f32 %s, %s;\n", R(e, fin), R(e, x)); /* pow(−inf, y) is ±0 or +inf */
    I("and.pred %s, %s, %s;\n", R(e, bad), R(e, neg), R(e, fin));
    I("and.pred %s, %s, !%s;\n", R(e, bad), R(e, bad), R(e, yint));
    f32_where(e, bad, d, "0f7FFFFFFF");
    uint32_t nan = setp_f32(e, "nan", x, R(e, x)), ynan = new_reg(e, RC_PRED);
    I("testp.notanumber.f64 %s, %s;\n", R(e, ynan), R(e, yd));
    I("or.pred %s, %s, %s;\n", R(e, nan), R(e, nan), R(e, ynan));
    f32_where(e, nan, d, "0f7FFFFFFF");
    uint32_t one = setp_f32(e, "eq", ax, "0f3F800000"), yinf = new_reg(e, RC_PRED);
    I("testp.infinite.f64 %s, %s;\n", R(e, yinf), R(e, yd));
    I("and.pred %s, %s, %s;\n", R(e, one), R(e, one), R(e, yinf));
    f32_where(e, one, d, "0f3F800000");
    f32_where(e, setp_f32(e, "eq", x, "0f3F800000"), d, "0f3F800000");
    uint32_t y0 = new_reg(e, RC_PRED);
    I("setp.eq.f64 %s, %s, 0d0000000000000000;\n", R(e, y0), R(e, yd));
    f32_where(e, y0, d, "0f3F800000");
}

/* 2/π in binary, 32 bits per word, after 64 zero bits (2/π < 1: its bits of weight 2^0 and
 * above are zero) — what lets the f64 reduction take a window at the same offset for every
 * exponent from 2^-1 up. 1216 bits of 2/π, computed with mpmath at 1600 bits; the f32 table
 * (ct_two_over_pi) is made from the same words. */
#define TWO_OPI_W32 40
static const uint32_t two_over_pi_w32[TWO_OPI_W32] = {
    0x00000000, 0x00000000, 0xA2F9836E, 0x4E441529, 0xFC2757D1, 0xF534DDC0, 0xDB629599, 0x3C439041,
    0xFE5163AB, 0xDEBBC561, 0xB7246E3A, 0x424DD2E0, 0x06492EEA, 0x09D1921C, 0xFE1DEB1C, 0xB129A73E,
    0xE88235F5, 0x2EBB4484, 0xE99C7026, 0xB45F7E41, 0x3991D639, 0x835339F4, 0x9C845F8B, 0xBDF9283B,
    0x1FF897FF, 0xDE05980F, 0xEF2F118B, 0x5A0A6D1F, 0x6D367ECF, 0x27CB09B7, 0x4F463F66, 0x9E5FEA2D,
    0x7527BAC7, 0xEBE5F17B, 0x3D0739F7, 0x8A5292EA, 0x6BFB5FB1, 0x1F8D5D08, 0x56033046, 0xFC7B6BAB};
#define TWO_OPI_ENTRIES 254 /* one per f32 exponent field 1…254 (0 shares 1's) */
#define TWO_OPI_PARTS 5

static uint32_t two_opi_bits(uint32_t first, uint32_t n) /* bits first…first+n−1 (1 = 2^-1) */
{
    uint32_t v = 0;
    for (uint32_t i = first; i < first + n; i++) {
        uint32_t w = (i + 63) / 32, b = 31 - (i + 63) % 32;
        v = v << 1 | (two_over_pi_w32[w] >> b & 1);
    }
    return v;
}

/* The module-scope table for sin/cos: for an f32 M·2^E (M a 24-bit integer, E = field − 150),
 * five 24-bit windows of 2/π·2^E starting at bit max(1, E−1) — the bits that matter modulo 4 —
 * each exact as an f64, so M times each is exact. */
static void emit_two_opi_f32(ct_buf *o)
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

const ct_cm_fn ct_cm_fns[CT_CM_COUNT] = {
#define CT_X_(id, c_name, arity, f64) {CT_CM_PREFIX c_name, c_name, arity, f64},
    CT_CUDA_MATH_LIST(CT_X_)
#undef CT_X_
};

/* The `.extern .func` declaration of CUDA math function f, one line (build/cuda_math.c finds
 * them by it). */
static void emit_cm_decl(ct_buf *o, int f)
{
    const char *t = ct_cm_fns[f].f64 ? ".b64" : ".b32", *n = ct_cm_fns[f].name;
    ct_buf_printf(o, "\n.extern .func (.param %s func_retval0) %s(.param %s %s_p0", t, n, t, n);
    if (ct_cm_fns[f].arity == 2)
        ct_buf_printf(o, ", .param %s %s_p1", t, n);
    ct_buf_str(o, ");");
}

void ct_ptx_emit_tables(ct_buf *o, uint32_t tables)
{
    for (int f = 0; f < CT_CM_COUNT; f++)
        if (tables >> (CT_PTX_TAB_CM_SHIFT + f) & 1)
            emit_cm_decl(o, f);
    if (tables >> CT_PTX_TAB_CM_SHIFT)
        ct_buf_str(o, "\n");
    if (tables & CT_PTX_TAB_2OPI_F32)
        emit_two_opi_f32(o);
    if (tables & CT_PTX_TAB_2OPI_W32) {
        ct_buf_printf(o, "\n.const .align 4 .b32 ct_two_over_pi_w32[%d] = {", TWO_OPI_W32);
        for (int k = 0; k < TWO_OPI_W32; k++)
            ct_buf_printf(o, "%s%s0x%08X", k ? "," : "", k % 8 ? " " : "\n\t", two_over_pi_w32[k]);
        ct_buf_str(o, "\n};\n");
    }
}

/* sin / cos of an f32: x·2/π = n + f exactly enough (Payne–Hanek with the table above: the
 * products are exact, f keeps ~2^-90 absolute error however close x is to a multiple of
 * π/2), then Taylor polynomials of sin and cos of r = f·π/2, |r| ≤ π/4, and the quadrant. */
static void f_sincos(em *e, uint32_t d, uint32_t x, bool cosine)
{
    uint32_t bits = new_reg(e, RC_B32), be = new_reg(e, RC_B32), man = new_reg(e, RC_B32);
    uint32_t idx = new_reg(e, RC_B32), pn = new_reg(e, RC_PRED), addr = new_reg(e, RC_B64);
    uint32_t md = fd(e), t[TWO_OPI_PARTS], pr[TWO_OPI_PARTS];
    *e->tables |= CT_PTX_TAB_2OPI_F32;
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

/* The PTX signed type of an integer element (fpowi's exponent). */
static const char *sint_name(ct_scalar s)
{
    return s == CT_S_I8 ? "s8" : s == CT_S_I16 ? "s16" : s == CT_S_I32 ? "s32" : "s64";
}

/* ------------------------------------------ f64 ------------------------------------------ */

/* The f64 functions (d_*) carry what a plain f64 would round away as an unevaluated sum hi + lo
 * (double-double: two_sum and the fma product errors are exact) and round once at the end:
 * argument reductions whose remainders are exact, Taylor polynomials truncated below 2^-56
 * relative, and the few roundings of the last steps. test/gpu/compiled_kernels.c's math_f64
 * measures them against x87 long double over 262144 values each (H200): exp 0.62, exp2 0.60,
 * log and log2 0.50, pow 0.65 (fpowi 0.75), sin 0.72, cos 0.69, tan 0.81, atan2 0.84, rsqrt
 * 0.57 ulp at worst, remf exact; sinh, cosh and tanh, double-doubles to the end since, 0.59,
 * 0.52 and 0.58 in ptxsim over 16384 values each (they were 1.48, 1.03 and 1.52). That test
 * and test/sim/math_own_test.py (mpmath, in ptxsim) hold every function to 1 ulp. Constants
 * written in hex are the f64 roundings of the named value and of its remainder, computed with
 * mpmath at 300 bits. Internal quotients are f64_quot's. */

#define LN2_HI 0x1.62e42fee00000p-1 /* 32 significant bits: n · LN2_HI is exact for |n| < 2^21 */
#define LN2_LO 0x1.a39ef35793c76p-33  /* ln 2 − LN2_HI */
#define LN2_D 0x1.62e42fefa39efp-1    /* ln 2 rounded, and its remainder */
#define LN2_DLO 0x1.abc9e3b39803fp-56
#define LOG2E_LO 0x1.777d0ffda0d24p-56 /* log2 e − LOG2E */
#define PIO2 0x1.921fb54442d18p+0     /* π/2 rounded, and its remainder */
#define PIO2_LO 0x1.1a62633145c07p-54

/* d = op(a, b[, c]) into a new f64 register; operands are register names or Dimm immediates. */
static uint32_t dop(em *e, const char *op, const char *a, const char *b, const char *c)
{
    uint32_t d = fd(e);
    if (c)
        I("%s.f64 %s, %s, %s, %s;\n", op, R(e, d), a, b, c);
    else if (b)
        I("%s.f64 %s, %s, %s;\n", op, R(e, d), a, b);
    else
        I("%s.f64 %s, %s;\n", op, R(e, d), a);
    return d;
}

/* *s + *t = a + b exactly, *s = fl(a + b) (Knuth's two-sum). */
static void two_sum(em *e, uint32_t a, uint32_t b, uint32_t *s, uint32_t *t)
{
    *s = dop(e, "add.rn", R(e, a), R(e, b), NULL);
    uint32_t bb = dop(e, "sub.rn", R(e, *s), R(e, a), NULL);
    uint32_t ab = dop(e, "sub.rn", R(e, *s), R(e, bb), NULL);
    ab = dop(e, "sub.rn", R(e, a), R(e, ab), NULL);
    bb = dop(e, "sub.rn", R(e, b), R(e, bb), NULL);
    *t = dop(e, "add.rn", R(e, ab), R(e, bb), NULL);
}

/* The same for |a| ≥ |b| or a = 0 (Dekker's fast two-sum). */
static void fast_two_sum(em *e, uint32_t a, uint32_t b, uint32_t *s, uint32_t *t)
{
    *s = dop(e, "add.rn", R(e, a), R(e, b), NULL);
    uint32_t d = dop(e, "sub.rn", R(e, *s), R(e, a), NULL);
    *t = dop(e, "sub.rn", R(e, b), R(e, d), NULL);
}

/* a + b (|a| ≥ |b|) by a fast two-sum whose error takes in lo, the low parts of the operands:
 * (s, t) a double-double again. */
static void fast_two_sum_lo(em *e, uint32_t a, uint32_t b, uint32_t lo, uint32_t *s, uint32_t *t)
{
    fast_two_sum(e, a, b, s, t);
    I("add.rn.f64 %s, %s, %s;\n", R(e, *t), R(e, *t), R(e, lo));
}

/* hi·c_hi + (lo·c_hi + hi·c_lo + the product's rounding error): (hi + lo)·(c_hi + c_lo) as a
 * double-double, renormalised. */
static void dd_mul_c(em *e, uint32_t hi, uint32_t lo, double c_hi, double c_lo, uint32_t *ph,
                     uint32_t *pl)
{
    uint32_t p = dop(e, "mul.rn", R(e, hi), Dimm(e, c_hi), NULL);
    uint32_t n = dop(e, "neg", R(e, p), NULL, NULL);
    uint32_t err = dop(e, "fma.rn", R(e, hi), Dimm(e, c_hi), R(e, n));
    err = dop(e, "fma.rn", R(e, lo), Dimm(e, c_hi), R(e, err));
    err = dop(e, "fma.rn", R(e, hi), Dimm(e, c_lo), R(e, err));
    fast_two_sum(e, p, err, ph, pl);
}

/* 2^j (j in [-1022, 1023], a B32 register) as an f64 register, through the exponent field. */
static uint32_t d_pow2(em *e, uint32_t j)
{
    uint32_t b = new_reg(e, RC_B64), f = fd(e);
    I("cvt.s64.s32 %s, %s;\n", R(e, b), R(e, j));
    I("add.s64 %s, %s, 1023;\n", R(e, b), R(e, b));
    I("shl.b64 %s, %s, 52;\n", R(e, b), R(e, b));
    I("mov.b64 %s, %s;\n", R(e, f), R(e, b));
    return f;
}

/* d[i] = p[i] · 2^n for i < k, n an integral f64 in [-2044, 2046]: by 2^⌊n/2⌋ (exact) then
 * 2^(n−⌊n/2⌋), one rounding, so that neither factor overflows and a subnormal result rounds
 * once. */
static void d_scale(em *e, const uint32_t *d, const uint32_t *p, uint32_t k, uint32_t n)
{
    uint32_t ni = new_reg(e, RC_B32), j0 = new_reg(e, RC_B32), j1 = new_reg(e, RC_B32);
    I("cvt.rni.s32.f64 %s, %s;\n", R(e, ni), R(e, n));
    I("shr.s32 %s, %s, 1;\n", R(e, j0), R(e, ni));
    I("sub.s32 %s, %s, %s;\n", R(e, j1), R(e, ni), R(e, j0));
    uint32_t f0 = d_pow2(e, j0), f1 = d_pow2(e, j1);
    for (uint32_t i = 0; i < k; i++) {
        uint32_t t = dop(e, "mul.rn", R(e, p[i]), R(e, f0), NULL);
        I("mul.rn.f64 %s, %s, %s;\n", R(e, d[i]), R(e, t), R(e, f1));
    }
}

/* d = p · 2^n (d_scale of one part). */
static void d_scale1(em *e, uint32_t d, uint32_t p, uint32_t n)
{
    d_scale(e, &d, &p, 1, n);
}

/* A predicate: x's sign bit is set (−0 and −inf included). */
static uint32_t d_signbit(em *e, uint32_t x)
{
    uint32_t b = new_reg(e, RC_B64), p = new_reg(e, RC_PRED);
    I("mov.b64 %s, %s;\n", R(e, b), R(e, x));
    I("setp.lt.s64 %s, %s, 0;\n", R(e, p), R(e, b));
    return p;
}

/* e^(hi + lo) for |hi| ≤ 0.35, |lo| ≤ 2^-50·|hi|: e^hi − 1 − hi by Taylor to hi^13 (the next
 * term is below 2^-57), e^lo as 1 + lo, and 1 + hi as a fast two-sum: the only rounding that
 * counts is the last (within 0.6 ulp). With pl the sum stays a double-double, the result plus
 * *pl (relative error near 2^-56), for the functions that divide or subtract it further. */
static uint32_t d_exp_core(em *e, uint32_t hi, uint32_t lo, uint32_t *pl)
{
    double c[14];
    inv_factorials(c, 14);
    uint32_t q = d_horner(e, hi, c + 2, 12);
    uint32_t z = dop(e, "mul.rn", R(e, hi), R(e, hi), NULL);
    uint32_t s = dop(e, "fma.rn", R(e, lo), R(e, hi), R(e, lo)); /* lo · e^hi, to first order */
    s = dop(e, "fma.rn", R(e, z), R(e, q), R(e, s));
    uint32_t one = dop(e, "mov", Dimm(e, 1.0), NULL, NULL), w, werr, ph;
    fast_two_sum(e, one, hi, &w, &werr);
    s = dop(e, "add.rn", R(e, werr), R(e, s), NULL);
    if (!pl)
        return dop(e, "add.rn", R(e, w), R(e, s), NULL);
    fast_two_sum(e, w, s, &ph, pl);
    return ph;
}

/* A NaN x makes d a NaN (the clamps before the reductions drop it). */
static void d_keep_nan(em *e, uint32_t d, uint32_t x)
{
    uint32_t p = new_reg(e, RC_PRED);
    I("setp.nan.f64 %s, %s, %s;\n", R(e, p), R(e, x), R(e, x));
    I("@%s add.f64 %s, %s, %s;\n", R(e, p), R(e, d), R(e, x), R(e, x));
}

/* x clamped to [−746, 711] (e^x is 0 and inf beyond), n = rint(x·log2 e), returned, and
 * x − n·ln 2 = *r + *rl: n·LN2_HI is exact, so is its difference from x, and the two parts are
 * joined by a two-sum. */
static uint32_t d_exp_reduce(em *e, uint32_t x, uint32_t *r, uint32_t *rl)
{
    uint32_t c = dop(e, "max", R(e, x), Dimm(e, -746.0), NULL);
    I("min.f64 %s, %s, %s;\n", R(e, c), R(e, c), Dimm(e, 711.0));
    uint32_t n = dop(e, "mul.rn", R(e, c), Dimm(e, LOG2E), NULL);
    I("cvt.rni.f64.f64 %s, %s;\n", R(e, n), R(e, n));
    uint32_t hi = dop(e, "fma.rn", R(e, n), Dimm(e, -LN2_HI), R(e, c));
    uint32_t lo = dop(e, "mul.rn", R(e, n), Dimm(e, -LN2_LO), NULL);
    two_sum(e, hi, lo, r, rl);
    return n;
}

/* d = e^x, rounded once (a subnormal result too: the scaling rounds the single part). */
static void d_exp(em *e, uint32_t d, uint32_t x)
{
    uint32_t r, rl, n = d_exp_reduce(e, x, &r, &rl);
    d_scale1(e, d, d_exp_core(e, r, rl, NULL), n);
    d_keep_nan(e, d, x);
}

/* e^x·2^bias as the double-double *h + *l, for x ≥ 0 (each part is scaled on its own, exact
 * above the subnormal range): tanh's e^2|x| and the hyperbolic functions' e^|x|/2 (bias −1,
 * finite up to sinh's own overflow). A NaN x gives a finite pair: the callers keep the NaN. */
static void d_exp_dd(em *e, uint32_t x, int bias, uint32_t *h, uint32_t *l)
{
    uint32_t r, rl, p[2], n = d_exp_reduce(e, x, &r, &rl);
    p[0] = d_exp_core(e, r, rl, &p[1]);
    if (bias)
        I("add.rn.f64 %s, %s, %s;\n", R(e, n), R(e, n), Dimm(e, bias));
    uint32_t d[2] = {*h = fd(e), *l = fd(e)};
    d_scale(e, d, p, 2, n);
}

/* 2^(n + f) for n integral and f = fh + fl, |fh| ≤ 0.5 + 2^-40: e^(f·ln 2) with the product as
 * a double-double (exp2 and pow). */
static void d_exp2_parts(em *e, uint32_t d, uint32_t n, uint32_t fh, uint32_t fl)
{
    uint32_t rh, rl;
    dd_mul_c(e, fh, fl, LN2_D, LN2_DLO, &rh, &rl);
    d_scale1(e, d, d_exp_core(e, rh, rl, NULL), n);
}

/* 2^x: n = rint(x), f = x − n exact; x clamped to [−1080, 1030]. */
static void d_exp2(em *e, uint32_t d, uint32_t x)
{
    uint32_t c = dop(e, "max", R(e, x), Dimm(e, -1080.0), NULL);
    I("min.f64 %s, %s, %s;\n", R(e, c), R(e, c), Dimm(e, 1030.0));
    uint32_t n = dop(e, "cvt.rni.f64", R(e, c), NULL, NULL);
    uint32_t f = dop(e, "sub.rn", R(e, c), R(e, n), NULL);
    uint32_t z = dop(e, "mov", Dimm(e, 0.0), NULL, NULL);
    d_exp2_parts(e, d, n, f, z);
    d_keep_nan(e, d, x);
}

/* log2 x = *hi + *lo (relative error near 2^-66) for x > 0 finite, subnormals included:
 * x = m·2^k with m in [√½, √2), f = m − 1 exact, s = f/(2+f) as a double-double (the divisor
 * 2+f by a fast two-sum, the quotient's residual by an fma), log m = 2s + 2s³/3 + 2s⁵/5 + …
 * with 2s³/3 in double-double and the rest, below 2^-12 of log m, in f64 to s^23; then
 * times log2 e in double-double, plus k by a two-sum. */
static void d_log2_dd(em *e, uint32_t x, uint32_t *hi, uint32_t *lo)
{
    uint32_t p = new_reg(e, RC_PRED), b = new_reg(e, RC_B64), ex = new_reg(e, RC_B64);
    uint32_t xs = fd(e), adj = new_reg(e, RC_B64);
    I("setp.lt.f64 %s, %s, 0d0010000000000000;\n", R(e, p), R(e, x)); /* subnormal: ·2^54 */
    I("mul.rn.f64 %s, %s, 0d4350000000000000;\n", R(e, xs), R(e, x));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, xs), R(e, xs), R(e, x), R(e, p));
    I("selp.s64 %s, 1077, 1023, %s;\n", R(e, adj), R(e, p));
    I("mov.b64 %s, %s;\n", R(e, b), R(e, xs));
    I("shr.u64 %s, %s, 52;\n", R(e, ex), R(e, b));
    I("sub.s64 %s, %s, %s;\n", R(e, ex), R(e, ex), R(e, adj));
    I("and.b64 %s, %s, 0x000FFFFFFFFFFFFF;\n", R(e, b), R(e, b));
    I("or.b64 %s, %s, 0x3FF0000000000000;\n", R(e, b), R(e, b));
    uint32_t m = fd(e), big = new_reg(e, RC_PRED);
    I("mov.b64 %s, %s;\n", R(e, m), R(e, b));
    I("setp.gt.f64 %s, %s, %s;\n", R(e, big), R(e, m), Dimm(e, 1.4142135623730951));
    I("@%s mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, big), R(e, m), R(e, m));
    I("@%s add.s64 %s, %s, 1;\n", R(e, big), R(e, ex), R(e, ex));
    uint32_t k = fd(e);
    I("cvt.rn.f64.s64 %s, %s;\n", R(e, k), R(e, ex));
    uint32_t f = dop(e, "sub.rn", R(e, m), Dimm(e, 1.0), NULL);
    uint32_t two = dop(e, "mov", Dimm(e, 2.0), NULL, NULL), den, den_lo, inv = fd(e);
    fast_two_sum(e, two, f, &den, &den_lo);
    f64_quot(e, inv, NOREG, den);
    uint32_t sh = dop(e, "mul.rn", R(e, f), R(e, inv), NULL), nsh = dop(e, "neg", R(e, sh), NULL, NULL);
    uint32_t rem = dop(e, "fma.rn", R(e, nsh), R(e, den), R(e, f));
    rem = dop(e, "fma.rn", R(e, nsh), R(e, den_lo), R(e, rem));
    uint32_t sl = dop(e, "mul.rn", R(e, rem), R(e, inv), NULL);
    /* s² and s³ as double-doubles */
    uint32_t z = dop(e, "mul.rn", R(e, sh), R(e, sh), NULL), nz = dop(e, "neg", R(e, z), NULL, NULL);
    uint32_t zl = dop(e, "fma.rn", R(e, sh), R(e, sh), R(e, nz)), sl2 = dop(e, "add.rn", R(e, sl), R(e, sl), NULL);
    zl = dop(e, "fma.rn", R(e, sh), R(e, sl2), R(e, zl));
    uint32_t s3 = dop(e, "mul.rn", R(e, z), R(e, sh), NULL), ns3 = dop(e, "neg", R(e, s3), NULL, NULL);
    uint32_t s3l = dop(e, "fma.rn", R(e, z), R(e, sh), R(e, ns3));
    s3l = dop(e, "fma.rn", R(e, zl), R(e, sh), R(e, s3l));
    s3l = dop(e, "fma.rn", R(e, z), R(e, sl), R(e, s3l));
    uint32_t t3, t3l;
    dd_mul_c(e, s3, s3l, 0x1.5555555555555p-1, 0x1.5555555555555p-55, &t3, &t3l); /* 2/3 */
    /* 2s⁵/5 + 2s⁷/7 + … + 2s²³/23 = s⁵·P(s²) */
    double pc[10];
    for (int j = 0; j < 10; j++)
        pc[j] = 2.0 / (2 * j + 5);
    uint32_t poly = d_horner(e, z, pc, 10);
    uint32_t s5 = dop(e, "mul.rn", R(e, z), R(e, s3), NULL);
    uint32_t rest = dop(e, "fma.rn", R(e, s5), R(e, poly), R(e, t3l));
    rest = dop(e, "add.rn", R(e, rest), R(e, sl2), NULL);
    uint32_t a2 = dop(e, "add.rn", R(e, sh), R(e, sh), NULL), l1, e1, lh, ll;
    fast_two_sum(e, a2, t3, &l1, &e1);
    rest = dop(e, "add.rn", R(e, e1), R(e, rest), NULL);
    fast_two_sum(e, l1, rest, &lh, &ll);
    /* · log2 e, + k */
    uint32_t ph, pl, s, t;
    dd_mul_c(e, lh, ll, LOG2E, LOG2E_LO, &ph, &pl);
    two_sum(e, k, ph, &s, &t);
    t = dop(e, "add.rn", R(e, t), R(e, pl), NULL);
    fast_two_sum(e, s, t, hi, lo);
}

/* log x and log2 x: log2 x from d_log2_dd (times ln 2 in double-double for log), rounded once;
 * ±0 → −inf, negative → NaN, +inf → +inf, NaN → NaN. */
static void d_log(em *e, uint32_t d, uint32_t x, bool base2)
{
    uint32_t hi, lo;
    d_log2_dd(e, x, &hi, &lo);
    if (base2) {
        I("mov.f64 %s, %s;\n", R(e, d), R(e, hi));
    } else {
        uint32_t h, l;
        dd_mul_c(e, hi, lo, LN2_D, LN2_DLO, &h, &l);
        I("add.rn.f64 %s, %s, %s;\n", R(e, d), R(e, h), R(e, l));
    }
    uint32_t p = new_reg(e, RC_PRED);
    I("setp.lt.f64 %s, %s, 0d0000000000000000;\n", R(e, p), R(e, x));
    I("@%s mov.f64 %s, 0d7FF8000000000000;\n", R(e, p), R(e, d));
    I("setp.eq.f64 %s, %s, 0d0000000000000000;\n", R(e, p), R(e, x));
    I("@%s mov.f64 %s, 0dFFF0000000000000;\n", R(e, p), R(e, d));
    I("setp.eq.f64 %s, %s, 0d7FF0000000000000;\n", R(e, p), R(e, x));
    I("@%s mov.f64 %s, 0d7FF0000000000000;\n", R(e, p), R(e, d));
    d_keep_nan(e, d, x);
}

/* pow(x, y) = ±2^(y·log2|x|): log2|x| in double-double, y times it as one, so that t = n + f
 * (n = rint) keeps f to 2^-60 however large |t| is; then 2^f·2^n. The special cases are C's
 * pow (IEEE 754), as f_pow's; odd (a predicate, or NOREG: from y) says y is an odd integer —
 * fpowi passes its integer's low bit, which survives where y's f64 has rounded it away. */
static void d_pow(em *e, uint32_t d, uint32_t x, uint32_t y, uint32_t odd)
{
    uint32_t ax = dop(e, "abs", R(e, x), NULL, NULL), th, tl;
    d_log2_dd(e, ax, &th, &tl);
    uint32_t p = new_reg(e, RC_PRED), q = new_reg(e, RC_PRED);
    I("setp.eq.f64 %s, %s, 0d0000000000000000;\n", R(e, p), R(e, ax));
    I("@%s mov.f64 %s, 0dFFF0000000000000;\n", R(e, p), R(e, th));
    I("setp.eq.f64 %s, %s, 0d7FF0000000000000;\n", R(e, q), R(e, ax));
    I("@%s mov.f64 %s, 0d7FF0000000000000;\n", R(e, q), R(e, th));
    uint32_t t = dop(e, "mul.rn", R(e, y), R(e, th), NULL), nt = dop(e, "neg", R(e, t), NULL, NULL);
    uint32_t te = dop(e, "fma.rn", R(e, y), R(e, th), R(e, nt));
    te = dop(e, "fma.rn", R(e, y), R(e, tl), R(e, te));
    uint32_t c = dop(e, "max", R(e, t), Dimm(e, -1100.0), NULL);
    I("min.f64 %s, %s, %s;\n", R(e, c), R(e, c), Dimm(e, 1100.0));
    I("setp.neu.f64 %s, %s, %s;\n", R(e, p), R(e, c), R(e, t)); /* clamped or NaN: no tail */
    I("@%s mov.f64 %s, 0d0000000000000000;\n", R(e, p), R(e, te));
    uint32_t n = dop(e, "cvt.rni.f64", R(e, c), NULL, NULL), f = dop(e, "sub.rn", R(e, c), R(e, n), NULL);
    uint32_t fh, fl;
    two_sum(e, f, te, &fh, &fl);
    d_exp2_parts(e, d, n, fh, fl);
    /* the sign and the domain */
    uint32_t yi = dop(e, "cvt.rzi.f64", R(e, y), NULL, NULL), yint = new_reg(e, RC_PRED);
    I("setp.eq.f64 %s, %s, %s;\n", R(e, yint), R(e, yi), R(e, y));
    if (odd == NOREG) {
        uint32_t iy = new_reg(e, RC_B64), big = new_reg(e, RC_PRED), ay = dop(e, "abs", R(e, y), NULL, NULL);
        odd = new_reg(e, RC_PRED);
        I("cvt.rzi.s64.f64 %s, %s;\n", R(e, iy), R(e, y));
        I("and.b64 %s, %s, 1;\n", R(e, iy), R(e, iy));
        I("setp.eq.and.b64 %s, %s, 1, %s;\n", R(e, odd), R(e, iy), R(e, yint));
        I("setp.ge.f64 %s, %s, 0d4340000000000000;\n", R(e, big), R(e, ay)); /* 2^53: even */
        I("and.pred %s, %s, !%s;\n", R(e, odd), R(e, odd), R(e, big));
    }
    p = d_signbit(e, x);
    I("and.pred %s, %s, %s;\n", R(e, q), R(e, p), R(e, odd));
    I("@%s neg.f64 %s, %s;\n", R(e, q), R(e, d), R(e, d));
    /* a negative finite x (not −0) with a non-integral y has no real power */
    I("testp.finite.f64 %s, %s;\n", R(e, q), R(e, x));
    I("setp.lt.and.f64 %s, %s, 0d0000000000000000, %s;\n", R(e, q), R(e, x), R(e, q));
    I("and.pred %s, %s, !%s;\n", R(e, q), R(e, q), R(e, yint));
    I("@%s mov.f64 %s, 0d7FF8000000000000;\n", R(e, q), R(e, d));
    I("setp.nan.f64 %s, %s, %s;\n", R(e, q), R(e, x), R(e, y));
    I("@%s add.f64 %s, %s, %s;\n", R(e, q), R(e, d), R(e, x), R(e, y));
    /* |x| = 1 with y = ±inf, x = 1, y = 0: 1 */
    I("setp.eq.f64 %s, %s, 0d3FF0000000000000;\n", R(e, q), R(e, ax));
    I("testp.infinite.f64 %s, %s;\n", R(e, p), R(e, y));
    I("and.pred %s, %s, %s;\n", R(e, q), R(e, q), R(e, p));
    I("setp.eq.or.f64 %s, %s, 0d3FF0000000000000, %s;\n", R(e, q), R(e, x), R(e, q));
    I("setp.eq.or.f64 %s, %s, 0d0000000000000000, %s;\n", R(e, q), R(e, y), R(e, q));
    I("@%s mov.f64 %s, 0d3FF0000000000000;\n", R(e, q), R(e, d));
}

/* |x| = r + q·π/2 (mod 2π), q in 0…3, r = *rh + *rl with |r| ≤ π/4 (Payne–Hanek, in integers):
 * for |x| = M·2^(E−1075) (M the 53-bit significand, E the exponent field), the bits of 2/π that
 * matter modulo 4 start at bit E − 1076; the 192 from there times M is a 245-bit product whose
 * bits 191…190 are q and whose next 126 are the fraction — exact but for the truncated tail
 * (below 2^-125 absolute), and an f64 is never nearer than 2^-62 to a multiple of π/2. The
 * fraction rounds to nearest (q + 1, the fraction minus 1), converts to a double-double and is
 * multiplied by π/2. |x| < 1/2 is r itself. */
static void d_reduce(em *e, uint32_t ax, uint32_t *rh, uint32_t *rl, uint32_t *q)
{
    uint32_t bits = new_reg(e, RC_B64), ex = new_reg(e, RC_B64), j0 = new_reg(e, RC_B32);
    uint32_t sh = new_reg(e, RC_B32), addr = new_reg(e, RC_B64), off = new_reg(e, RC_B64);
    I("mov.b64 %s, %s;\n", R(e, bits), R(e, ax));
    I("shr.u64 %s, %s, 52;\n", R(e, ex), R(e, bits));
    I("cvt.u32.u64 %s, %s;\n", R(e, j0), R(e, ex));
    I("max.u32 %s, %s, 1022;\n", R(e, j0), R(e, j0));
    I("sub.u32 %s, %s, 1013;\n", R(e, j0), R(e, j0)); /* the first bit's index, 64 zeros ahead */
    I("and.b32 %s, %s, 31;\n", R(e, sh), R(e, j0));
    I("shr.u32 %s, %s, 5;\n", R(e, j0), R(e, j0));
    I("mul.wide.u32 %s, %s, 4;\n", R(e, off), R(e, j0));
    I("mov.u64 %s, ct_two_over_pi_w32;\n", R(e, addr));
    I("add.u64 %s, %s, %s;\n", R(e, addr), R(e, addr), R(e, off));
    *e->tables |= CT_PTX_TAB_2OPI_W32;
    uint32_t w[7], o[6], W[3];
    for (int k = 0; k < 7; k++) {
        w[k] = new_reg(e, RC_B32);
        I("ld.const.u32 %s, [%s+%d];\n", R(e, w[k]), R(e, addr), 4 * k);
    }
    for (int k = 0; k < 6; k++) {
        o[k] = new_reg(e, RC_B32);
        I("shf.l.clamp.b32 %s, %s, %s, %s;\n", R(e, o[k]), R(e, w[k + 1]), R(e, w[k]), R(e, sh));
    }
    for (int k = 0; k < 3; k++) { /* W[2] the most significant */
        W[2 - k] = new_reg(e, RC_B64);
        I("mov.b64 %s, {%s, %s};\n", R(e, W[2 - k]), R(e, o[2 * k + 1]), R(e, o[2 * k]));
    }
    uint32_t m = new_reg(e, RC_B64), h0 = new_reg(e, RC_B64), l1 = new_reg(e, RC_B64);
    uint32_t h1 = new_reg(e, RC_B64), l2 = new_reg(e, RC_B64), p1 = new_reg(e, RC_B64), p2 = new_reg(e, RC_B64);
    I("and.b64 %s, %s, 0x000FFFFFFFFFFFFF;\n", R(e, m), R(e, bits));
    I("or.b64 %s, %s, 0x0010000000000000;\n", R(e, m), R(e, m));
    I("mul.hi.u64 %s, %s, %s;\n", R(e, h0), R(e, m), R(e, W[0]));
    I("mul.lo.u64 %s, %s, %s;\n", R(e, l1), R(e, m), R(e, W[1]));
    I("mul.hi.u64 %s, %s, %s;\n", R(e, h1), R(e, m), R(e, W[1]));
    I("mul.lo.u64 %s, %s, %s;\n", R(e, l2), R(e, m), R(e, W[2]));
    I("add.cc.u64 %s, %s, %s;\n", R(e, p1), R(e, h0), R(e, l1));
    I("addc.u64 %s, %s, %s;\n", R(e, p2), R(e, h1), R(e, l2));
    /* q = bits 191…190 (+1 when the fraction rounds up); G = the fraction's 128 top bits */
    uint32_t gh = new_reg(e, RC_B64), gl = new_reg(e, RC_B64), t64 = new_reg(e, RC_B64);
    I("shl.b64 %s, %s, 2;\n", R(e, gh), R(e, p2));
    I("shr.u64 %s, %s, 62;\n", R(e, t64), R(e, p1));
    I("or.b64 %s, %s, %s;\n", R(e, gh), R(e, gh), R(e, t64));
    I("shl.b64 %s, %s, 2;\n", R(e, gl), R(e, p1));
    I("shr.u64 %s, %s, 62;\n", R(e, p2), R(e, p2));
    I("shr.u64 %s, %s, 63;\n", R(e, t64), R(e, gh));
    I("add.u64 %s, %s, %s;\n", R(e, p2), R(e, p2), R(e, t64));
    *q = new_reg(e, RC_B32);
    I("cvt.u32.u64 %s, %s;\n", R(e, *q), R(e, p2));
    /* the signed fraction G·2^-128 as hi + lo: G's top word converted, its conversion error and
     * the low word beside it */
    uint32_t hd = fd(e), hi_i = new_reg(e, RC_B64), rem = new_reg(e, RC_B64), rd = fd(e), ld = fd(e);
    I("cvt.rn.f64.s64 %s, %s;\n", R(e, hd), R(e, gh));
    I("cvt.rzi.s64.f64 %s, %s;\n", R(e, hi_i), R(e, hd));
    I("sub.s64 %s, %s, %s;\n", R(e, rem), R(e, gh), R(e, hi_i));
    I("cvt.rn.f64.s64 %s, %s;\n", R(e, rd), R(e, rem));
    I("cvt.rn.f64.u64 %s, %s;\n", R(e, ld), R(e, gl));
    I("fma.rn.f64 %s, %s, 0d3BF0000000000000, %s;\n", R(e, rd), R(e, ld), R(e, rd)); /* 2^-64 */
    uint32_t fh, fl;
    fast_two_sum(e, hd, rd, &fh, &fl);
    I("mul.rn.f64 %s, %s, 0d3BF0000000000000;\n", R(e, fh), R(e, fh));
    I("mul.rn.f64 %s, %s, 0d3BF0000000000000;\n", R(e, fl), R(e, fl));
    dd_mul_c(e, fh, fl, PIO2, PIO2_LO, rh, rl);
    uint32_t small = new_reg(e, RC_PRED);
    I("setp.lt.f64 %s, %s, 0d3FE0000000000000;\n", R(e, small), R(e, ax));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, *rh), R(e, ax), R(e, *rh), R(e, small));
    I("selp.f64 %s, 0d0000000000000000, %s, %s;\n", R(e, *rl), R(e, *rl), R(e, small));
    I("selp.b32 %s, 0, %s, %s;\n", R(e, *q), R(e, *q), R(e, small));
}

/* fl((ah + al) / (bh + bl)) (al, bl: NOREG for none), bh finite and nonzero: ah times
 * f64_quot's 1/bh, corrected once by the fma residual — within a few tenths of an ulp more
 * than the rounding. With ql, *ql gets the correction instead (quotient = result + *ql). */
static uint32_t dd_div(em *e, uint32_t ah, uint32_t al, uint32_t bh, uint32_t bl, uint32_t *ql)
{
    uint32_t inv = fd(e);
    f64_quot(e, inv, NOREG, bh);
    uint32_t q = dop(e, "mul.rn", R(e, ah), R(e, inv), NULL), nq = dop(e, "neg", R(e, q), NULL, NULL);
    uint32_t res = dop(e, "fma.rn", R(e, nq), R(e, bh), R(e, ah));
    if (al != NOREG)
        I("add.rn.f64 %s, %s, %s;\n", R(e, res), R(e, res), R(e, al));
    if (bl != NOREG)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, res), R(e, nq), R(e, bl), R(e, res));
    if (ql) {
        *ql = dop(e, "mul.rn", R(e, res), R(e, inv), NULL);
        return q;
    }
    return dop(e, "fma.rn", R(e, res), R(e, inv), R(e, q));
}

/* sin and cos of r = rh + rl (|r| ≤ π/4 + 2^-50) as double-doubles s[], c[]: Taylor to r^19
 * and r^18 (the next terms are below 2^-68 relative); sin r = rh + (rh·z·S(z) + rl·(1 − z/2)),
 * cos r = (1 − z/2) + (its rounding, z's own rounding error and z²·C(z) − rh·rl), z = rh². */
static void d_sincos_dd(em *e, uint32_t rh, uint32_t rl, uint32_t s[2], uint32_t c[2])
{
    double f[20], sc[9], cc[8];
    inv_factorials(f, 20);
    for (int k = 1; k <= 9; k++) /* S(z) = Σ (−1)^k z^(k−1)/(2k+1)!, k ≥ 1 */
        sc[k - 1] = (k % 2 ? -1 : 1) * f[2 * k + 1];
    for (int k = 2; k <= 9; k++) /* C(z) = Σ (−1)^k z^(k−2)/(2k)!, k ≥ 2 */
        cc[k - 2] = (k % 2 ? -1 : 1) * f[2 * k];
    uint32_t z = dop(e, "mul.rn", R(e, rh), R(e, rh), NULL), nz = dop(e, "neg", R(e, z), NULL, NULL);
    uint32_t zl = dop(e, "fma.rn", R(e, rh), R(e, rh), R(e, nz));
    uint32_t sp = d_horner(e, z, sc, 9), cp = d_horner(e, z, cc, 8);
    uint32_t hz = dop(e, "mul.rn", R(e, z), Dimm(e, 0.5), NULL), nhz = dop(e, "neg", R(e, hz), NULL, NULL);
    uint32_t a1 = dop(e, "fma.rn", R(e, nhz), R(e, rl), R(e, rl)), r3 = dop(e, "mul.rn", R(e, rh), R(e, z), NULL);
    uint32_t st = dop(e, "fma.rn", R(e, r3), R(e, sp), R(e, a1));
    fast_two_sum(e, rh, st, &s[0], &s[1]);
    uint32_t w = dop(e, "sub.rn", Dimm(e, 1.0), R(e, hz), NULL);
    uint32_t ct = dop(e, "sub.rn", Dimm(e, 1.0), R(e, w), NULL);
    I("sub.rn.f64 %s, %s, %s;\n", R(e, ct), R(e, ct), R(e, hz));
    uint32_t zz = dop(e, "mul.rn", R(e, z), R(e, z), NULL), rr = dop(e, "mul.rn", R(e, rh), R(e, rl), NULL);
    I("neg.f64 %s, %s;\n", R(e, rr), R(e, rr));
    uint32_t t2 = dop(e, "fma.rn", R(e, zz), R(e, cp), R(e, rr));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, t2), R(e, zl), Dimm(e, -0.5), R(e, t2));
    I("add.rn.f64 %s, %s, %s;\n", R(e, ct), R(e, ct), R(e, t2));
    fast_two_sum(e, w, ct, &c[0], &c[1]);
}

/* sin, cos, tan: d_reduce, then by the quadrant ±sin r or ±cos r (cos as sin of a quadrant
 * more), tan as sin r / cos r or −cos r / sin r by dd_div over the double-doubles; sin and tan
 * take x's sign. inf and NaN give NaN. */
static void d_trig(em *e, uint32_t d, uint32_t x, uint16_t opc)
{
    uint32_t ax = dop(e, "abs", R(e, x), NULL, NULL), rh, rl, q, s[2], c[2];
    d_reduce(e, ax, &rh, &rl, &q);
    d_sincos_dd(e, rh, rl, s, c);
    if (opc == CT_OP_COS)
        I("add.u32 %s, %s, 1;\n", R(e, q), R(e, q));
    uint32_t b = new_reg(e, RC_B32), odd = new_reg(e, RC_PRED);
    I("and.b32 %s, %s, 1;\n", R(e, b), R(e, q));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, odd), R(e, b));
    if (opc == CT_OP_TAN) {
        uint32_t nh = fd(e), nl = fd(e), dh = fd(e), dl = fd(e);
        I("selp.f64 %s, %s, %s, %s;\n", R(e, nh), R(e, c[0]), R(e, s[0]), R(e, odd));
        I("selp.f64 %s, %s, %s, %s;\n", R(e, nl), R(e, c[1]), R(e, s[1]), R(e, odd));
        I("selp.f64 %s, %s, %s, %s;\n", R(e, dh), R(e, s[0]), R(e, c[0]), R(e, odd));
        I("selp.f64 %s, %s, %s, %s;\n", R(e, dl), R(e, s[1]), R(e, c[1]), R(e, odd));
        uint32_t t = dd_div(e, nh, nl, dh, dl, NULL);
        I("mov.f64 %s, %s;\n", R(e, d), R(e, t));
        I("@%s neg.f64 %s, %s;\n", R(e, odd), R(e, d), R(e, d)); /* tan(r + π/2) = −cot r */
    } else {
        uint32_t neg = new_reg(e, RC_PRED);
        I("and.b32 %s, %s, 2;\n", R(e, b), R(e, q));
        I("setp.ne.u32 %s, %s, 0;\n", R(e, neg), R(e, b));
        I("selp.f64 %s, %s, %s, %s;\n", R(e, d), R(e, c[0]), R(e, s[0]), R(e, odd));
        I("@%s neg.f64 %s, %s;\n", R(e, neg), R(e, d), R(e, d));
    }
    if (opc != CT_OP_COS) /* odd functions */
        I("@%s neg.f64 %s, %s;\n", R(e, d_signbit(e, x)), R(e, d), R(e, d));
    I("testp.finite.f64 %s, %s;\n", R(e, odd), R(e, x));
    I("@!%s sub.f64 %s, %s, %s;\n", R(e, odd), R(e, d), R(e, x), R(e, x));
}

/* d = copysign(v, x). */
static void d_copysign(em *e, uint32_t d, uint32_t v, uint32_t x)
{
    I("copysign.f64 %s, %s, %s;\n", R(e, d), R(e, x), R(e, v));
}

/* sinh / cosh: h = e^|x|/2 and 1/(4h) as double-doubles (d_exp_dd, dd_div), h ± 1/(4h) by a
 * fast two-sum (h ≥ 1/2 ≥ 1/(4h)) with the low parts added to its error: one rounding that
 * counts. h infinite (sinh's and cosh's own overflow) is the result. For sinh below |x| = 1
 * the Taylor series to x^19 instead (no cancellation; next term below 2^-65). sinh takes x's
 * sign. */
static void d_hyp(em *e, uint32_t d, uint32_t x, bool cosine)
{
    uint32_t a = dop(e, "abs", R(e, x), NULL, NULL), hh, hl, il, s, t;
    d_exp_dd(e, a, -1, &hh, &hl);
    uint32_t quarter = dop(e, "mov", Dimm(e, cosine ? 0.25 : -0.25), NULL, NULL);
    uint32_t ih = dd_div(e, quarter, NOREG, hh, hl, &il);
    uint32_t lo = dop(e, "add.rn", R(e, hl), R(e, il), NULL);
    fast_two_sum_lo(e, hh, ih, lo, &s, &t);
    uint32_t r = dop(e, "add.rn", R(e, s), R(e, t), NULL), p = new_reg(e, RC_PRED);
    I("testp.infinite.f64 %s, %s;\n", R(e, p), R(e, hh));
    I("@%s mov.f64 %s, %s;\n", R(e, p), R(e, r), R(e, hh));
    if (!cosine) {
        double f[20], c[9];
        inv_factorials(f, 20);
        for (int k = 1; k <= 9; k++) /* Σ z^(k−1)/(2k+1)! */
            c[k - 1] = f[2 * k + 1];
        uint32_t z = dop(e, "mul.rn", R(e, a), R(e, a), NULL), sp = d_horner(e, z, c, 9);
        uint32_t az = dop(e, "mul.rn", R(e, a), R(e, z), NULL);
        uint32_t ts = dop(e, "fma.rn", R(e, az), R(e, sp), R(e, a));
        I("setp.lt.f64 %s, %s, 0d3FF0000000000000;\n", R(e, p), R(e, a));
        I("selp.f64 %s, %s, %s, %s;\n", R(e, r), R(e, ts), R(e, r), R(e, p));
        d_copysign(e, d, r, x);
    } else {
        I("mov.f64 %s, %s;\n", R(e, d), R(e, r));
    }
    d_keep_nan(e, d, x);
}

/* tanh |x| from |x| = 3/8: 1 − g with g = 2/(E + 1), E = e^2|x| (|x| clamped to 22, where the
 * result rounds to 1), E, E + 1 and g as double-doubles and 1 − g by a two-sum, so that only the
 * last rounding counts (g's own rounding is an ulp of a result below 1/2). Below 3/8:
 * u/(u + 2) for u = e^2|x| − 1, its Taylor series to u^20 as a double-double (u²/2 exact by an
 * fma), no cancellation. The switch at 3/8 is where the two errors meet (measured: 0.58 ulp at
 * worst; E's low part counts more as the result falls, the Taylor tail's as u grows). x's
 * sign. */
static void d_tanh(em *e, uint32_t d, uint32_t x)
{
    double f[21];
    inv_factorials(f, 21);
    uint32_t a = dop(e, "abs", R(e, x), NULL, NULL), c = dop(e, "min", R(e, a), Dimm(e, 22.0), NULL);
    uint32_t one = dop(e, "mov", Dimm(e, 1.0), NULL, NULL), eh, el, dh, dl, gl, s, t;
    uint32_t two = dop(e, "mov", Dimm(e, 2.0), NULL, NULL);
    I("add.rn.f64 %s, %s, %s;\n", R(e, c), R(e, c), R(e, c));
    d_exp_dd(e, c, 0, &eh, &el);
    fast_two_sum_lo(e, eh, one, el, &dh, &dl);
    uint32_t gh = dd_div(e, two, NOREG, dh, dl, &gl), ngh = dop(e, "neg", R(e, gh), NULL, NULL);
    fast_two_sum(e, one, ngh, &s, &t);
    I("sub.rn.f64 %s, %s, %s;\n", R(e, t), R(e, t), R(e, gl));
    uint32_t big = dop(e, "add.rn", R(e, s), R(e, t), NULL);
    uint32_t u = dop(e, "add.rn", R(e, a), R(e, a), NULL), qp = d_horner(e, u, f + 3, 18);
    uint32_t uu = dop(e, "mul.rn", R(e, u), R(e, u), NULL);
    uint32_t nuu = dop(e, "neg", R(e, uu), NULL, NULL);
    uint32_t uul = dop(e, "fma.rn", R(e, u), R(e, u), R(e, nuu)), mh, ml, m1, m1l;
    uint32_t u3 = dop(e, "mul.rn", R(e, uu), R(e, u), NULL);
    I("mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, uu), R(e, uu)); /* u²/2 = uu + uul, exact */
    I("mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, uul), R(e, uul));
    uul = dop(e, "fma.rn", R(e, u3), R(e, qp), R(e, uul)); /* + u³/6 + u⁴/24 + … */
    fast_two_sum_lo(e, u, uu, uul, &m1, &m1l);
    fast_two_sum(e, m1, m1l, &mh, &ml);
    fast_two_sum_lo(e, two, mh, ml, &dh, &dl);
    uint32_t small = dd_div(e, mh, ml, dh, dl, NULL), p = new_reg(e, RC_PRED);
    I("setp.lt.f64 %s, %s, 0d3FD8000000000000;\n", R(e, p), R(e, a));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, big), R(e, small), R(e, big), R(e, p));
    d_copysign(e, d, big, x);
    d_keep_nan(e, d, x);
}

/* atan2(y, x) (y the op's first operand, as C's): t = min(|x|,|y|)/max(|x|,|y|) as a
 * double-double (both scaled by 2^600 first where the smaller is below 2^-900 and the larger
 * below 2^300, by 2^-600 where the larger is beyond 2^900, so the quotient's residual stays
 * above the subnormals and exact; 0 for two zeros, 1 for two infinities), c = rint(4t)/4,
 * atan t = atan c + atan z with z = (t − c)/(1 + t·c) as a double-double, |z| ≤ 1/8, Taylor to
 * z^19 (next term below 2^-66). Then π/2 − r where |y| > |x|, π − r for x's sign bit, y's
 * sign — each step a two-sum, one rounding at the end. */
static void d_atan2(em *e, uint32_t d, uint32_t y, uint32_t x)
{
    static const double atan_hi[5] = {0, 0x1.f5b75f92c80ddp-3, 0x1.dac670561bb4fp-2,
                                      0x1.4978fa3269ee1p-1, 0x1.921fb54442d18p-1};
    static const double atan_lo[5] = {0, 0x1.8ab6e3cf7afbdp-57, 0x1.a2b7f222f65e2p-56,
                                      0x1.2419a87f2a458p-56, 0x1.1a62633145c07p-55};
    uint32_t ax = dop(e, "abs", R(e, x), NULL, NULL), ay = dop(e, "abs", R(e, y), NULL, NULL);
    uint32_t steep = new_reg(e, RC_PRED), p = new_reg(e, RC_PRED), n = fd(e), m = fd(e);
    I("setp.gt.f64 %s, %s, %s;\n", R(e, steep), R(e, ay), R(e, ax));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, n), R(e, ax), R(e, ay), R(e, steep));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, m), R(e, ay), R(e, ax), R(e, steep));
    uint32_t sc_ = fd(e);
    I("mov.f64 %s, 0d3FF0000000000000;\n", R(e, sc_));
    I("setp.lt.f64 %s, %s, %s;\n", R(e, p), R(e, n), Dimm(e, 0x1p-900));
    I("setp.lt.and.f64 %s, %s, %s, %s;\n", R(e, p), R(e, m), Dimm(e, 0x1p300), R(e, p));
    I("@%s mov.f64 %s, %s;\n", R(e, p), R(e, sc_), Dimm(e, 0x1p600));
    I("setp.gt.f64 %s, %s, %s;\n", R(e, p), R(e, m), Dimm(e, 0x1p900));
    I("@%s mov.f64 %s, %s;\n", R(e, p), R(e, sc_), Dimm(e, 0x1p-600));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, n), R(e, n), R(e, sc_));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, m), R(e, m), R(e, sc_));
    uint32_t tl, th = dd_div(e, n, NOREG, m, NOREG, &tl);
    I("testp.normal.f64 %s, %s;\n", R(e, p), R(e, m)); /* 0, inf (or NaN): no tail */
    I("@!%s mov.f64 %s, 0d0000000000000000;\n", R(e, p), R(e, tl));
    /* t = 0 for a zero or infinite larger one (the quotient's own 0/0, or nr_quot's NaN of an
     * infinite divisor in a wgmma kernel), 1 for two infinities */
    uint32_t q = new_reg(e, RC_PRED);
    I("setp.eq.f64 %s, %s, 0d0000000000000000;\n", R(e, p), R(e, m));
    I("testp.infinite.f64 %s, %s;\n", R(e, q), R(e, m));
    I("or.pred %s, %s, %s;\n", R(e, p), R(e, p), R(e, q));
    I("@%s mov.f64 %s, 0d0000000000000000;\n", R(e, p), R(e, th));
    I("testp.infinite.f64 %s, %s;\n", R(e, p), R(e, n));
    I("@%s mov.f64 %s, 0d3FF0000000000000;\n", R(e, p), R(e, th));
    uint32_t j = dop(e, "mul.rn", R(e, th), Dimm(e, 4.0), NULL);
    I("cvt.rni.f64.f64 %s, %s;\n", R(e, j), R(e, j));
    uint32_t c = dop(e, "mul.rn", R(e, j), Dimm(e, 0.25), NULL);
    uint32_t nh = dop(e, "sub.rn", R(e, th), R(e, c), NULL), Nh, Nl; /* exact */
    two_sum(e, nh, tl, &Nh, &Nl);
    uint32_t Dh = dop(e, "fma.rn", R(e, th), R(e, c), Dimm(e, 1.0));
    uint32_t De = dop(e, "sub.rn", Dimm(e, 1.0), R(e, Dh), NULL);
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, De), R(e, th), R(e, c), R(e, De));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, De), R(e, tl), R(e, c), R(e, De));
    uint32_t zl, z = dd_div(e, Nh, Nl, Dh, De, &zl);
    double ac[9];
    for (int k = 1; k <= 9; k++) /* Σ (−1)^k w^(k−1)/(2k+1) */
        ac[k - 1] = (k % 2 ? -1.0 : 1.0) / (2 * k + 1);
    uint32_t w = dop(e, "mul.rn", R(e, z), R(e, z), NULL), ap = d_horner(e, w, ac, 9);
    uint32_t nw = dop(e, "neg", R(e, w), NULL, NULL), z3 = dop(e, "mul.rn", R(e, z), R(e, w), NULL);
    uint32_t tail = dop(e, "fma.rn", R(e, nw), R(e, zl), R(e, zl));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, tail), R(e, z3), R(e, ap), R(e, tail));
    uint32_t ch = fd(e), cl = fd(e);
    I("mov.f64 %s, 0d0000000000000000;\n", R(e, ch));
    I("mov.f64 %s, 0d0000000000000000;\n", R(e, cl));
    for (int k = 1; k <= 4; k++) {
        I("setp.eq.f64 %s, %s, %s;\n", R(e, p), R(e, j), Dimm(e, k));
        I("@%s mov.f64 %s, %s;\n", R(e, p), R(e, ch), Dimm(e, atan_hi[k]));
        I("@%s mov.f64 %s, %s;\n", R(e, p), R(e, cl), Dimm(e, atan_lo[k]));
    }
    uint32_t vh, vl;
    two_sum(e, ch, z, &vh, &vl);
    I("add.rn.f64 %s, %s, %s;\n", R(e, cl), R(e, cl), R(e, tail));
    I("add.rn.f64 %s, %s, %s;\n", R(e, vl), R(e, vl), R(e, cl));
    /* π/2 − v where steep, π − v for a negative x */
    uint32_t xneg = d_signbit(e, x);
    for (int k = 0; k < 2; k++) {
        double bh = k ? 2 * PIO2 : PIO2, bl = k ? 2 * PIO2_LO : PIO2_LO;
        uint32_t b = dop(e, "mov", Dimm(e, bh), NULL, NULL), nv = dop(e, "neg", R(e, vh), NULL, NULL), sh, sl;
        two_sum(e, b, nv, &sh, &sl);
        uint32_t l2 = dop(e, "sub.rn", Dimm(e, bl), R(e, vl), NULL);
        I("add.rn.f64 %s, %s, %s;\n", R(e, sl), R(e, sl), R(e, l2));
        uint32_t pk = k ? xneg : steep;
        I("selp.f64 %s, %s, %s, %s;\n", R(e, vh), R(e, sh), R(e, vh), R(e, pk));
        I("selp.f64 %s, %s, %s, %s;\n", R(e, vl), R(e, sl), R(e, vl), R(e, pk));
    }
    uint32_t r = dop(e, "add.rn", R(e, vh), R(e, vl), NULL);
    d_copysign(e, d, r, y);
    I("setp.nan.f64 %s, %s, %s;\n", R(e, p), R(e, x), R(e, y));
    I("@%s add.f64 %s, %s, %s;\n", R(e, p), R(e, d), R(e, x), R(e, y));
}

/* floor(log2 v) of a positive finite f64, subnormals included (a B32 register). */
static uint32_t d_ilogb(em *e, uint32_t v)
{
    uint32_t b = new_reg(e, RC_B64), f = new_reg(e, RC_B32), lz = new_reg(e, RC_B32), p = new_reg(e, RC_PRED);
    I("mov.b64 %s, %s;\n", R(e, b), R(e, v));
    I("clz.b64 %s, %s;\n", R(e, lz), R(e, b));
    I("shr.u64 %s, %s, 52;\n", R(e, b), R(e, b));
    I("cvt.u32.u64 %s, %s;\n", R(e, f), R(e, b));
    I("setp.eq.u32 %s, %s, 0;\n", R(e, p), R(e, f));
    I("sub.s32 %s, %s, 1023;\n", R(e, f), R(e, f));
    I("sub.s32 %s, -1011, %s;\n", R(e, lz), R(e, lz)); /* 63 − lz − 1074 */
    I("selp.b32 %s, %s, %s, %s;\n", R(e, f), R(e, lz), R(e, f), R(e, p));
    return f;
}

/* fmod(x, y) for f64, exactly: a loop that reduces |x| by t = |y|·2^s, s = max(0, ilogb|x| −
 * ilogb|y| − 26), so that q = floor(|x|/t) is below 2^28 (div.rz never rounds it past an
 * integer) and |x| − q·t is exact in one fma; about 26 bits of exponent difference per turn
 * (at most 81 turns). 2^s is three factors of at most 2^1000 (the products stay below |x|).
 * y = 0, x = ±inf or a NaN give NaN; y = ±inf with x finite gives x; the sign is x's. */
static void d_remf(em *e, uint32_t d, uint32_t x, uint32_t y)
{
    uint32_t ax = dop(e, "abs", R(e, x), NULL, NULL), ay = dop(e, "abs", R(e, y), NULL, NULL);
    uint32_t top = e->nlabels++, done = e->nlabels++, p = new_reg(e, RC_PRED), q = new_reg(e, RC_PRED);
    I("testp.infinite.f64 %s, %s;\n", R(e, q), R(e, ax));
    I("setp.eq.or.f64 %s, %s, 0d0000000000000000, %s;\n", R(e, q), R(e, ay), R(e, q));
    ct_buf_printf(e->o, "$Lrem%u:\n", top);
    I("setp.ltu.or.f64 %s, %s, %s, %s;\n", R(e, p), R(e, ax), R(e, ay), R(e, q)); /* NaN: out */
    I("@%s bra $Lrem%u;\n", R(e, p), done);
    uint32_t s = d_ilogb(e, ax), sy = d_ilogb(e, ay), t = fd(e);
    I("sub.s32 %s, %s, %s;\n", R(e, s), R(e, s), R(e, sy));
    I("sub.s32 %s, %s, 26;\n", R(e, s), R(e, s));
    I("max.s32 %s, %s, 0;\n", R(e, s), R(e, s));
    I("mov.f64 %s, %s;\n", R(e, t), R(e, ay));
    for (int k = 0; k < 3; k++) {
        uint32_t j = new_reg(e, RC_B32);
        I("min.s32 %s, %s, 1000;\n", R(e, j), R(e, s));
        I("sub.s32 %s, %s, %s;\n", R(e, s), R(e, s), R(e, j));
        uint32_t f = d_pow2(e, j);
        I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, t), R(e, f));
    }
    uint32_t qt = dop(e, "div.rz", R(e, ax), R(e, t), NULL);
    I("cvt.rzi.f64.f64 %s, %s;\n", R(e, qt), R(e, qt));
    I("neg.f64 %s, %s;\n", R(e, qt), R(e, qt));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, ax), R(e, qt), R(e, t), R(e, ax));
    I("bra.uni $Lrem%u;\n", top);
    ct_buf_printf(e->o, "$Lrem%u:\n", done);
    d_copysign(e, d, ax, x);
    I("@%s mov.f64 %s, 0d7FF8000000000000;\n", R(e, q), R(e, d));
    uint32_t fin = new_reg(e, RC_PRED);
    I("testp.infinite.f64 %s, %s;\n", R(e, p), R(e, y));
    I("testp.finite.f64 %s, %s;\n", R(e, fin), R(e, x));
    I("and.pred %s, %s, %s;\n", R(e, p), R(e, p), R(e, fin));
    I("@%s mov.f64 %s, %s;\n", R(e, p), R(e, d), R(e, x));
    I("setp.nan.f64 %s, %s, %s;\n", R(e, p), R(e, x), R(e, y));
    I("@%s add.f64 %s, %s, %s;\n", R(e, p), R(e, d), R(e, x), R(e, y));
}

/* 1/√x: y = 1/s for s = sqrt.rn(x), corrected once by both exact residuals, 1 − s·y and
 * x − s² (1/√x = y·(1 + (1 − s·y) − (x − s²)·y²/2) to second order): within about 0.6 ulp.
 * A subnormal x is scaled by 2^108 first (the residual x − s² would underflow), the result by
 * 2^54. Zeros, negatives, +inf and NaN keep y (±inf, NaN, 0, NaN). */
static void d_rsqrt(em *e, uint32_t d, uint32_t x0)
{
    uint32_t p = new_reg(e, RC_PRED), q = new_reg(e, RC_PRED), x = fd(e), k = fd(e);
    I("setp.lt.f64 %s, %s, 0d0010000000000000;\n", R(e, q), R(e, x0));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, x), R(e, x0), Dimm(e, 0x1p108));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, x), R(e, x), R(e, x0), R(e, q));
    I("selp.f64 %s, %s, 0d3FF0000000000000, %s;\n", R(e, k), Dimm(e, 0x1p54), R(e, q));
    uint32_t s = dop(e, "sqrt.rn", R(e, x), NULL, NULL), y = dop(e, "rcp.rn", R(e, s), NULL, NULL);
    uint32_t ns = dop(e, "neg", R(e, s), NULL, NULL);
    uint32_t r = dop(e, "fma.rn", R(e, ns), R(e, y), Dimm(e, 1.0));
    uint32_t t = dop(e, "fma.rn", R(e, ns), R(e, s), R(e, x));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, t), R(e, y));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, t), R(e, y));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, t), Dimm(e, -0.5), R(e, r));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, d), R(e, y), R(e, r), R(e, y));
    I("setp.gt.f64 %s, %s, 0d0000000000000000;\n", R(e, p), R(e, x));
    I("testp.finite.f64 %s, %s;\n", R(e, q), R(e, x));
    I("and.pred %s, %s, %s;\n", R(e, p), R(e, p), R(e, q));
    I("@!%s mov.f64 %s, %s;\n", R(e, p), R(e, d), R(e, y));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, d), R(e, d), R(e, k));
}

/* fpowi's integer exponent as an f64 (exact up to 2^53), and *odd whether it is odd (its low
 * bit; a signed i1 true is −1). */
static uint32_t int_exponent64(em *e, ct_val v, uint32_t r, uint32_t *odd)
{
    uint32_t y = fd(e), x = opr(e, v, r);
    ct_scalar s = sc(e, v);
    *odd = new_reg(e, RC_PRED);
    if (s == CT_S_I1) {
        I("selp.f64 %s, 0dBFF0000000000000, 0d0000000000000000, %s;\n", R(e, y), R(e, x));
        I("mov.pred %s, %s;\n", R(e, *odd), R(e, x));
        return y;
    }
    const char *ty = sint_name(s);
    const char *bt = RC_OF(x) == RC_B16 ? "b16" : RC_OF(x) == RC_B32 ? "b32" : "b64";
    uint32_t lo = new_reg(e, (int)RC_OF(x));
    I("cvt.rn.f64.%s %s, %s;\n", ty, R(e, y), R(e, x));
    I("and.%s %s, %s, 1;\n", bt, R(e, lo), R(e, x));
    I("setp.ne.%s %s, %s, 0;\n", bt, R(e, *odd), R(e, lo));
    return y;
}

/* ---------------------------------- CUDA's math library ---------------------------------- */

/* The CUDA math function (CT_CM_*) op calls, or -1 for the library's own form: only with
 * cuda_math, outside an entry with a wgmma dot, and for the full-precision forms — exp and
 * tanh in `approx` mode and exp2 with flush_to_zero keep their instructions (ex2.approx,
 * tanh.approx: what their attributes ask for); rsqrt (rsqrt.approx, as CUDA's rsqrtf) and remf
 * (exact, as fmodf) have nothing to gain. fpowi of f64 calls pow with its exponent converted
 * (every i32 exact); of f32, the own form (powf's f32 exponent would round an integer past
 * 2^24, its parity with it). */
static int cm_route(const em *e, const ct_op *op, bool f64)
{
    if (!e->c->cfg->cuda_math || e->wgmma)
        return -1;
    int f;
    switch (op->opc) {
    case CT_OP_EXP: f = full_precision(op) ? CT_CM_EXPF : -1; break;
    case CT_OP_EXP2: f = *ftz_sfx(op) ? -1 : CT_CM_EXP2F; break;
    case CT_OP_LOG: f = CT_CM_LOGF; break;
    case CT_OP_LOG2: f = CT_CM_LOG2F; break;
    case CT_OP_POW: f = CT_CM_POWF; break;
    /* f32's fpowi: the own form, whose exponent is the integer (powf's f32 rounds it) */
    case CT_OP_FPOWI: f = f64 ? CT_CM_POWF : -1; break;
    case CT_OP_SIN: f = CT_CM_SINF; break;
    case CT_OP_COS: f = CT_CM_COSF; break;
    case CT_OP_TAN: f = CT_CM_TANF; break;
    case CT_OP_SINH: f = CT_CM_SINHF; break;
    case CT_OP_COSH: f = CT_CM_COSHF; break;
    case CT_OP_TANH: f = full_precision(op) ? CT_CM_TANHF : -1; break;
    case CT_OP_ATAN2: f = CT_CM_ATAN2F; break;
    default: return -1;
    }
    /* the f64 entries follow the f32 ones in the same order */
    _Static_assert(CT_CM_ATAN2F + CT_CM_EXP == CT_CM_ATAN2 && CT_CM_EXP == CT_CM_ATAN2F + 1 &&
                       CT_PTX_TAB_CM_SHIFT + CT_CM_COUNT <= 32,
                   "cuda_math.h: f32 then f64, in one order; em.tables has a bit for each");
    return f < 0 ? -1 : f64 ? f + CT_CM_EXP : f;
}

/* d = f(a[, b]) by a call of CUDA math function f (its `.extern .func` declared at module
 * scope through em.tables). `call`, not `call.uni`: the op may sit in divergent code. */
static void cm_call(em *e, int f, uint32_t d, uint32_t a, uint32_t b)
{
    const char *t = ct_cm_fns[f].f64 ? "f64" : "f32", *bt = ct_cm_fns[f].f64 ? "b64" : "b32";
    *e->tables |= 1u << (CT_PTX_TAB_CM_SHIFT + f);
    I("{\n");
    I(".param .%s cm_r;\n", bt);
    I(".param .%s cm_a;\n", bt);
    I("st.param.%s [cm_a], %s;\n", t, R(e, a));
    if (ct_cm_fns[f].arity == 2) {
        I(".param .%s cm_b;\n", bt);
        I("st.param.%s [cm_b], %s;\n", t, R(e, b));
        I("call (cm_r), %s, (cm_a, cm_b);\n", ct_cm_fns[f].name);
    } else {
        I("call (cm_r), %s, (cm_a);\n", ct_cm_fns[f].name);
    }
    I("ld.param.%s %s, [cm_r];\n", t, R(e, d));
    I("}\n");
}

/* The f64 forms of ct_ptx_math. */
static ct_status math64(em *e, const ct_op *op, const uint32_t *d)
{
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = opr(e, op->opnds[0], r), b = op->nopnds > 1 ? opr(e, op->opnds[1], r) : NOREG, odd;
        int f = cm_route(e, op, true);
        if (f >= 0) {
            if (op->opc == CT_OP_FPOWI)
                b = int_exponent64(e, op->opnds[1], r, &odd);
            cm_call(e, f, d[r], a, b);
            continue;
        }
        switch (op->opc) {
        case CT_OP_EXP: d_exp(e, d[r], a); break;
        case CT_OP_EXP2: d_exp2(e, d[r], a); break;
        case CT_OP_RSQRT: d_rsqrt(e, d[r], a); break;
        case CT_OP_LOG:
        case CT_OP_LOG2: d_log(e, d[r], a, op->opc == CT_OP_LOG2); break;
        case CT_OP_POW: d_pow(e, d[r], a, b, NOREG); break;
        case CT_OP_FPOWI: b = int_exponent64(e, op->opnds[1], r, &odd), d_pow(e, d[r], a, b, odd); break;
        case CT_OP_SIN:
        case CT_OP_COS:
        case CT_OP_TAN: d_trig(e, d[r], a, op->opc); break;
        case CT_OP_SINH:
        case CT_OP_COSH: d_hyp(e, d[r], a, op->opc == CT_OP_COSH); break;
        case CT_OP_REMF: d_remf(e, d[r], a, b); break;
        case CT_OP_ATAN2: d_atan2(e, d[r], a, b); break;
        default: d_tanh(e, d[r], a); break;
        }
    }
    return CUTILE_SUCCESS;
}

/* pow's exponent (the bits of a constant splat of type s), when it is ±0, 1 or 2, as that
 * integer. */
static bool small_float_exponent(ct_scalar s, uint64_t bits, uint64_t *n)
{
    uint32_t w = 8 * ct_scalar_mem_bytes(s);
    uint64_t sign = 1ull << (w - 1);
    bits &= sign | (sign - 1);
    for (*n = 0; *n <= 2; (*n)++)
        if ((*n ? bits : bits & ~sign) == ct_text_float_from_double(s, (double)*n))
            return true;
    return false;
}

/* x^n of fpowi for a constant n of 0, 1 or 2, and of pow for a constant exponent of ±0, 1 or
 * 2 (layer norm's d ** 2): 1, x, or x·x rounded once, the correctly rounded values pow would
 * approximate (NaN^0 = 1, (−0)² = +0 as pow has them; torch computes x ** 2 as x·x too). */
static bool small_powi(em *e, const ct_op *op, ct_scalar s, const uint32_t *d)
{
    uint64_t n;
    if (op->opc == CT_OP_POW) {
        if (!ct_rw_val_splat(e->f, op->opnds[1], &n) || !small_float_exponent(s, n, &n))
            return false;
    } else if (op->opc != CT_OP_FPOWI || sc(e, op->opnds[1]) == CT_S_I1 ||
               !ct_rw_val_splat(e->f, op->opnds[1], &n) || n > 2) {
        return false;
    }
    bool f64 = s == CT_S_F64;
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = f64 ? opr(e, op->opnds[0], r) : to_f32(e, opr(e, op->opnds[0], r), s);
        uint32_t t = f64 ? d[r] : f32_slot(e, d[r], s);
        if (n == 0)
            I("mov.f%s %s, %s;\n", f64 ? "64" : "32", R(e, t),
              f64 ? "0d3FF0000000000000" : "0f3F800000");
        else if (n == 1)
            I("mov.f%s %s, %s;\n", f64 ? "64" : "32", R(e, t), R(e, a));
        else
            I("mul.rn.f%s %s, %s, %s;\n", f64 ? "64" : "32", R(e, t), R(e, a), R(e, a));
        if (!f64)
            from_f32(e, d[r], t, s);
    }
    return true;
}

ct_status ct_ptx_math(em *e, const ct_op *op)
{
    ct_scalar s = sc(e, op->res[0]);
    if (s != CT_S_F64 && !base_float(s))
        return ct_ptx_nosup(e, "math function of a non-float type");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    if (small_powi(e, op, s, d))
        return CUTILE_SUCCESS;
    if (s == CT_S_F64)
        return math64(e, op, d);
    bool full = full_precision(op);
    const char *ftz = ftz_sfx(op);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = to_f32(e, opr(e, op->opnds[0], r), s), t = f32_slot(e, d[r], s);
        int f = cm_route(e, op, false);
        if (f >= 0) {
            uint32_t b = op->nopnds > 1 ? to_f32(e, opr(e, op->opnds[1], r), s) : NOREG;
            cm_call(e, f, t, a, b);
            from_f32(e, d[r], t, s);
            continue;
        }
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
        case CT_OP_POW:
            f_pow(e, t, a, f32_wide(e, to_f32(e, opr(e, op->opnds[1], r), s)), NOREG);
            break;
        case CT_OP_FPOWI: {
            uint32_t odd, y = int_exponent64(e, op->opnds[1], r, &odd);
            f_pow(e, t, a, y, odd);
            break;
        }
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

