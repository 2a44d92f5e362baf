/* ptx_mma.c — `dot` on tensor cores with mma.sync (sm_80 and later).
 *
 * The operands arrive in the fragment layouts of lower/mma.h, one element per register, so the
 * registers of instruction tile (mi, ks) of A are a contiguous run of the register index (the
 * fragment bits come first). They are packed into the 32-bit registers mma.sync reads (the
 * element with the smaller index in the low bits, ptx-manual §2), in a PTX scope of their own
 * so that ptx.c's register numbering is untouched. Each (M tile, N tile) of the accumulator
 * runs through the K steps, the first reading the acc operand and the rest the running sum.
 */
#include <string.h>

#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"
#include "lower/mma.h"

typedef struct mm {
    em *e;
    const ct_op *op;
    const uint32_t *res; /* the result's registers */
    ct_mma_geom g;
    const char *ta, *tb, *tc; /* PTX type names of A, B, and C/D */
} mm;

#define O(...) ct_buf_printf(m->e->o, __VA_ARGS__)

/* Register i of operand k (a splat has one). */
static const char *opnd(const mm *m, uint32_t k, uint32_t i)
{
    return R(m->e, opr(m->e, m->op->opnds[k], i));
}

static const char *res(const mm *m, uint32_t i) { return R(m->e, m->res[i]); }

static const char *type_name(ct_scalar s, const ct_attr *signedness)
{
    switch (s) {
    case CT_S_F16: return "f16";
    case CT_S_BF16: return "bf16";
    case CT_S_TF32: return "tf32";
    case CT_S_F32: return "f32";
    case CT_S_I32: return "s32";
    case CT_S_F8E4M3FN: return "e4m3";
    case CT_S_F8E5M2: return "e5m2";
    case CT_S_I8: return signedness && signedness->value == 0 ? "u8" : "s8";
    default: return NULL;
    }
}

/* Packs the operand-k elements first…first+2^lp−1 into the 32-bit register `dst`. */
static void pack(mm *m, uint32_t k, const char *dst, uint32_t first)
{
    switch (m->g.lp) {
    case 0: O("\tmov.b32 %s, %s;\n", dst, opnd(m, k, first)); break;
    case 1:
        O("\tmov.b32 %s, {%s, ", dst, opnd(m, k, first));
        O("%s};\n", opnd(m, k, first + 1));
        break;
    default: /* bytes in 16-bit registers: pair them up, then keep the low byte of each half */
        for (uint32_t h = 0; h < 2; h++) {
            O("\tmov.b32 %%mt%u, {%s, ", h, opnd(m, k, first + 2 * h));
            O("%s};\n", opnd(m, k, first + 2 * h + 1));
        }
        O("\tprmt.b32 %s, %%mt0, %%mt1, 0x6420;\n", dst);
    }
}

/* Packs every fragment of operand k (A or B) into %ma / %mb: nb 32-bit registers per
 * fragment, fragments in register-index order. */
static void pack_operand(mm *m, uint32_t k, uint32_t nfrag, uint32_t nb)
{
    char dst[24];
    uint32_t per = 1u << m->g.lp;
    for (uint32_t i = 0; i < nfrag * nb; i++) {
        snprintf(dst, sizeof dst, "%%m%c%u", k == 0 ? 'a' : 'b', i);
        pack(m, k, dst, i * per);
    }
}

/* The D or C operand list of tile t: the result's or acc's registers, or, for f16
 * accumulators, two packed registers of the scope. */
static void acc_list(mm *m, bool result, uint32_t t, bool packed, const char *pfx)
{
    O("{");
    for (uint32_t j = 0; j < (packed ? 2u : 4u); j++) {
        if (packed)
            O("%s%%%s%u", j ? ", " : "", pfx, 2 * t + j);
        else
            O("%s%s", j ? ", " : "",
              result ? res(m, 4 * t + j) : opnd(m, 2, 4 * t + j));
    }
    O("}");
}

static void mma(mm *m, uint32_t t, uint32_t a0, uint32_t b0, bool first)
{
    bool packed = m->g.acc == CT_S_F16;
    O("\tmma.sync.aligned.m16n8k%u.row.col.%s.%s.%s.%s ", 8u << m->g.lp, m->tc, m->ta, m->tb, m->tc);
    acc_list(m, true, t, packed, "md");
    O(", {%%ma%u, %%ma%u, %%ma%u, %%ma%u}, {%%mb%u, %%mb%u}, ", a0, a0 + 1, a0 + 2, a0 + 3, b0,
      b0 + 1);
    if (first)
        acc_list(m, false, t, packed, "mc");
    else
        acc_list(m, true, t, packed, "md");
    O(";\n");
}

/* f16 accumulators: acc pairs into %mc before, %md pairs into the result after. */
static void f16_acc(mm *m, uint32_t ntiles, bool after)
{
    for (uint32_t i = 0; i < 2 * ntiles; i++) {
        if (after) {
            O("\tmov.b32 {%s, ", res(m, 2 * i));
            O("%s}, %%md%u;\n", res(m, 2 * i + 1), i);
        } else {
            O("\tmov.b32 %%mc%u, {%s, ", i, opnd(m, 2, 2 * i));
            O("%s};\n", opnd(m, 2, 2 * i + 1));
        }
    }
}

ct_status ct_ptx_dot(em *e, const ct_op *op)
{
    mm mv = {.e = e, .op = op}, *m = &mv;
    const ct_func *f = e->f;
    const char *why = ct_mma_geom_of(&m->g, ct_val_type(f, op->opnds[0]),
                                     ct_val_type(f, op->opnds[1]), ct_val_type(f, op->opnds[2]),
                                     e->fs->num_warps);
    if (why)
        return ct_ptx_nosup(e, why);
    for (uint32_t k = 0; k < 4; k++) {
        ct_ll want;
        ct_mma_layout(&m->g, k < 3 ? k : CT_MMA_C, &want);
        const ct_ll *have = layout_of(e, k < 3 ? op->opnds[k] : op->res[0]);
        if (!have || !ct_ll_eq(have, &want))
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: dot operand %u is not in its fragment layout", k);
    }
    m->ta = type_name(m->g.in, op->attrs[1]);
    m->tb = type_name(m->g.in, op->attrs[2]);
    m->tc = type_name(m->g.acc, NULL);
    if (ct_ptx_rclass(ct_type_elem(ct_val_type(f, op->opnds[0]))) < 0)
        return ct_ptx_nosup(e, "tensor-core operand type has no register form yet");
    if (!(m->res = ct_ptx_def(e, op->res[0])))
        return ct_ptx_oom(e);
    uint32_t lks = ct_mma_lks(&m->g), nks = 1u << lks;
    uint32_t nmt = 1u << ct_mma_lmt(&m->g), nnt = 1u << ct_mma_lnt(&m->g);
    uint32_t na = 4 * nks * nmt, nb = 2 * nks * nnt, nc = 2 * nmt * nnt;
    bool packed = m->g.acc == CT_S_F16;
    O("\t{\n\t.reg .b32 %%ma<%u>;\n\t.reg .b32 %%mb<%u>;\n", na, nb);
    if (packed)
        O("\t.reg .b32 %%mc<%u>;\n\t.reg .b32 %%md<%u>;\n", nc, nc);
    if (m->g.lp == 2)
        O("\t.reg .b32 %%mt<2>;\n");
    pack_operand(m, 0, nks * nmt, 4);
    pack_operand(m, 1, nks * nnt, 2);
    if (packed)
        f16_acc(m, nmt * nnt, false);
    /* C tile (mi, ni) is register run t = ni + nnt·mi; A fragment (mi, ks) = ks + nks·mi;
     * B fragment (ks, ni) = ks + nks·ni */
    for (uint32_t mi = 0; mi < nmt; mi++)
        for (uint32_t ni = 0; ni < nnt; ni++)
            for (uint32_t ks = 0; ks < nks; ks++)
                mma(m, ni + nnt * mi, 4 * (ks + nks * mi), 2 * (ks + nks * ni), ks == 0);
    if (packed)
        f16_acc(m, nmt * nnt, true);
    O("\t}\n");
    return CUTILE_SUCCESS;
}

/* Rounding is done on the bits: to nearest even, add 0xFFF plus the lowest kept bit, then
 * clear the 13 dropped bits (a carry into the exponent is the correct rounding up, to
 * infinity at the top; infinities and NaNs keep their class); toward zero, only clear. */
ct_status ct_ptx_tf32(em *e, const ct_op *op)
{
    ct_scalar so = sc(e, op->res[0]);
    int64_t mode = ct_rw_attr_i(op, 0, CT_ROUNDING_NEAREST_EVEN);
    if (so == CT_S_TF32 && mode != CT_ROUNDING_NEAREST_EVEN && mode != CT_ROUNDING_ZERO)
        return ct_ptx_nosup(e, "f32 to tf32 rounds to nearest_even or zero only");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = opr(e, op->opnds[0], r);
        if (so == CT_S_F32) {
            I("mov.f32 %s, %s;\n", R(e, d[r]), R(e, a));
            continue;
        }
        uint32_t x = new_reg(e, RC_B32), lsb = new_reg(e, RC_B32);
        I("mov.b32 %s, %s;\n", R(e, x), R(e, a));
        if (mode == CT_ROUNDING_NEAREST_EVEN) {
            I("bfe.u32 %s, %s, 13, 1;\n", R(e, lsb), R(e, x));
            I("add.u32 %s, %s, 4095;\n", R(e, lsb), R(e, lsb));
            I("add.u32 %s, %s, %s;\n", R(e, x), R(e, x), R(e, lsb));
        }
        I("and.b32 %s, %s, 0xFFFFE000;\n", R(e, x), R(e, x));
        I("mov.b32 %s, %s;\n", R(e, d[r]), R(e, x));
    }
    return CUTILE_SUCCESS;
}
