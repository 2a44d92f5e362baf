/* ptx_fp8.c — ftof to and from the 8-bit floats f8E4M3FN and f8E5M2.
 *
 * An f8 value is the low byte of a 16-bit register. Narrowing (sm_89 or newer) goes through f32
 * (f16, bf16 and f32 widen exactly; f64 rounds twice) into `cvt.rn.satfinite.{e4m3,e5m2}x2.f32`,
 * which packs two values: the element goes in as the low one, a zero as the high one. PTX has
 * no other rounding for it, and satfinite is mandatory: values beyond the largest finite f8
 * clamp to it (e4m3fn has no infinity; NaN stays NaN). Widening: `cvt.rn.f16x2.{e4m3,e5m2}x2`
 * (exact), the low half, then f16 → the target; below sm_89, which has no f8 cvt, by the bits
 * (widen_bits), so that f8 data loads and feeds the FMA engine on Ampere too. */
#include "codegen/ptx_emit.h"

static bool is_f8(ct_scalar s) { return s == CT_S_F8E4M3FN || s == CT_S_F8E5M2; }

bool ct_ptx_is_fp8_convert(ct_scalar from, ct_scalar to) { return is_f8(from) || is_f8(to); }

/* reg (of type s) as f32. */
static uint32_t as_f32(em *e, uint32_t reg, ct_scalar s)
{
    if (s == CT_S_F32)
        return reg;
    uint32_t t = new_reg(e, RC_F32);
    I("cvt%s.f32.%s %s, %s;\n", s == CT_S_F64 ? ".rn" : "",
      s == CT_S_F64 ? "f64" : s == CT_S_BF16 ? "bf16" : "f16", R(e, t), R(e, reg));
    return t;
}

/* f8 byte `a` widened exactly to an f32 register without f8 cvt: e5m2 is the high byte of an
 * f16; an e4m3fn magnitude with exponent 0 is mant·2^-9, else its bits shifted into place
 * plus the exponent bias difference (120 << 23), S.1111.111 is NaN; then the sign. */
static uint32_t widen_bits(em *e, uint32_t a, ct_scalar f8)
{
    uint32_t f = new_reg(e, RC_F32);
    if (f8 == CT_S_F8E5M2) {
        uint32_t h = new_reg(e, RC_B16);
        I("shl.b16 %s, %s, 8;\n", R(e, h), R(e, a));
        I("cvt.f32.f16 %s, %s;\n", R(e, f), R(e, h));
        return f;
    }
    uint32_t m = new_reg(e, RC_B32), s = new_reg(e, RC_B32), nb = new_reg(e, RC_B32);
    uint32_t df = new_reg(e, RC_F32), man = new_reg(e, RC_B32);
    uint32_t den = new_reg(e, RC_PRED), nan = new_reg(e, RC_PRED);
    I("cvt.u32.u16 %s, %s;\n", R(e, m), R(e, a));
    I("and.b32 %s, %s, 128;\n", R(e, s), R(e, m));
    I("and.b32 %s, %s, 127;\n", R(e, m), R(e, m));
    I("shl.b32 %s, %s, 20;\n", R(e, nb), R(e, m));
    I("add.u32 %s, %s, 0x3C000000;\n", R(e, nb), R(e, nb));
    I("and.b32 %s, %s, 7;\n", R(e, man), R(e, m));
    I("cvt.rn.f32.u32 %s, %s;\n", R(e, df), R(e, man));
    I("mul.f32 %s, %s, 0f3B000000;\n", R(e, df), R(e, df));
    I("mov.b32 %s, %s;\n", R(e, f), R(e, nb));
    I("setp.lt.u32 %s, %s, 8;\n", R(e, den), R(e, m));
    I("selp.f32 %s, %s, %s, %s;\n", R(e, f), R(e, df), R(e, f), R(e, den));
    I("setp.eq.u32 %s, %s, 127;\n", R(e, nan), R(e, m));
    I("selp.f32 %s, 0f7FFFFFFF, %s, %s;\n", R(e, f), R(e, f), R(e, nan));
    I("shl.b32 %s, %s, 24;\n", R(e, s), R(e, s));
    I("mov.b32 %s, %s;\n", R(e, nb), R(e, f));
    I("or.b32 %s, %s, %s;\n", R(e, nb), R(e, nb), R(e, s));
    I("mov.b32 %s, %s;\n", R(e, f), R(e, nb));
    return f;
}

ct_status ct_ptx_fp8_convert(em *e, const ct_op *op)
{
    ct_scalar si = sc(e, op->opnds[0]), so = sc(e, op->res[0]);
    ct_scalar f8 = is_f8(si) ? si : so, other = is_f8(si) ? so : si;
    const char *name = f8 == CT_S_F8E4M3FN ? "e4m3" : "e5m2";
    bool by_bits = e->c->sm < 89;
    if (by_bits && is_f8(so)) {
        char why[80];
        snprintf(why, sizeof why, "conversions to f8 need sm_89 or newer, the target is %s",
                 e->c->cfg->target->name);
        return ct_ptx_nosup(e, why);
    }
    if (is_f8(other) || !ct_scalar_infos[other].is_float || other == CT_S_TF32 ||
        ct_scalar_infos[other].bits < 16)
        return ct_ptx_nosup(e, "f8 to or from this type");
    if (is_f8(so) && ct_rw_attr_i(op, 0, CT_ROUNDING_NEAREST_EVEN) != CT_ROUNDING_NEAREST_EVEN)
        return ct_ptx_nosup(e, "f8 rounding other than nearest_even");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    uint32_t zero = NOREG;
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = opr(e, op->opnds[0], r);
        if (is_f8(so)) {
            if (zero == NOREG) {
                zero = new_reg(e, RC_F32);
                I("mov.f32 %s, 0f00000000;\n", R(e, zero));
            }
            uint32_t x = as_f32(e, a, si);
            I("cvt.rn.satfinite.%sx2.f32 %s, %s, %s;\n", name, R(e, d[r]), R(e, zero), R(e, x));
            continue;
        }
        if (by_bits) {
            uint32_t x = widen_bits(e, a, f8);
            if (so == CT_S_F32)
                ct_ptx_mov(e, d[r], x);
            else /* exact: every f8 value is an f16, a bf16 and an f64 */
                I("cvt%s.%s.f32 %s, %s;\n", so == CT_S_F64 ? "" : ".rn",
                  so == CT_S_F64 ? "f64" : so == CT_S_BF16 ? "bf16" : "f16", R(e, d[r]), R(e, x));
            continue;
        }
        uint32_t pair = new_reg(e, RC_B32), lo = new_reg(e, RC_B16), hi = new_reg(e, RC_B16);
        I("cvt.rn.f16x2.%sx2 %s, %s;\n", name, R(e, pair), R(e, a));
        I("mov.b32 {%s, %s}, %s;\n", R(e, lo), R(e, hi), R(e, pair));
        if (so == CT_S_F16) {
            ct_ptx_mov(e, d[r], lo);
        } else if (so == CT_S_BF16) { /* f16 → f32 exact, → bf16 rounds once */
            uint32_t t = as_f32(e, lo, CT_S_F16);
            I("cvt.rn.bf16.f32 %s, %s;\n", R(e, d[r]), R(e, t));
        } else {
            I("cvt.%s.f16 %s, %s;\n", so == CT_S_F64 ? "f64" : "f32", R(e, d[r]), R(e, lo));
        }
    }
    return CUTILE_SUCCESS;
}
