/* ptx_fp8.c — ftof to and from the 8-bit floats f8E4M3FN and f8E5M2 (sm_89 or newer).
 *
 * An f8 value is the low byte of a 16-bit register. Narrowing goes through f32 (f16, bf16 and
 * f32 widen exactly; f64 rounds twice) into `cvt.rn.satfinite.{e4m3,e5m2}x2.f32`, which packs
 * two values: the element goes in as the low one, a zero as the high one. PTX has no other
 * rounding for it, and satfinite is mandatory: values beyond the largest finite f8 clamp to it
 * (e4m3fn has no infinity; NaN stays NaN). Widening: `cvt.rn.f16x2.{e4m3,e5m2}x2` (exact), the
 * low half, then f16 → the target. */
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

ct_status ct_ptx_fp8_convert(em *e, const ct_op *op)
{
    ct_scalar si = sc(e, op->opnds[0]), so = sc(e, op->res[0]);
    ct_scalar f8 = is_f8(si) ? si : so, other = is_f8(si) ? so : si;
    const char *name = f8 == CT_S_F8E4M3FN ? "e4m3" : "e5m2";
    if (e->c->sm < 89) {
        char why[64];
        snprintf(why, sizeof why, "f8 conversions need sm_89 or newer, the target is %s",
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
