/* ptx_mma.c — `dot` on tensor cores with mma.sync (sm_80 and later).
 *
 * The operands arrive in the fragment layouts of lower/mma.h, one element per register, so the
 * registers of instruction tile (mi, ks) of A are a contiguous run of the register index (the
 * fragment bits come first). They are packed into the 32-bit registers mma.sync reads (the
 * element with the smaller index in the low bits, ptx-manual §2), in a PTX scope of their own
 * so that the kernel's register numbering is untouched. Each (M tile, N tile) of the accumulator
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

/* The SIMT form's stores of chunk `chunk` of operand v (its chunk layout `in`, lower/mma.h):
 * each owner writes its registers of the chunk at their row-major index from base, a run of
 * the layout's consecutive elements (its vector, a multiple of it in the thread's part) as one
 * vector of up to 16 bytes. */
static ct_status simt_store(em *e, ct_val v, const ct_ll *in, uint32_t chunk, uint32_t base)
{
    thread_part *tp;
    if (ct_ptx_thread_part(e, in, &tp))
        return e->c->d->status;
    uint32_t eb = ct_ptx_elem_bytes(e, v), a = new_reg(e, RC_B32), w = ct_ll_contig(in, 0);
    uint32_t dup = (uint32_t)(ct_ll_dup_mask(in) & ((1u << in->nreg) - 1)), regs[4];
    w = w < 16 / eb ? w : 16 / eb;
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a), R(e, tp->flat), eb, R(e, base));
    for (uint32_t r = 0; r < 1u << in->nreg; r += w)
        if (!(r & dup)) {
            for (uint32_t j = 0; j < w; j++)
                regs[j] = opr(e, v, (r + j) | chunk << in->nreg);
            ct_ptx_access(e, ".shared", "", NULL, true, sc(e, v), eb, a,
                          (int64_t)ct_ll_apply(in, r, 0, 0) * eb, regs, w, tp->own);
        }
    return CUTILE_SUCCESS;
}

/* Where the accumulator element at flat index x (N = 2^ln columns, M = 2^lm rows) finds its
 * operand's K step 0 in a chunk of 2^lkc, both staged as [batch, Kc, M or N] (lower/mma.h):
 * its batch times the chunk, plus its row (A) or column (B) — element offsets, additive over
 * the thread's and the register's disjoint bits. */
static uint32_t simt_off(uint32_t x, uint32_t role, uint32_t ln, uint32_t lm, uint32_t lkc)
{
    uint32_t lx = role == CT_MMA_A ? lm : ln;
    uint32_t xf = (role == CT_MMA_A ? x >> ln : x) & ((1u << lx) - 1);
    return x >> (ln + lm) << (lkc + lx) | xf;
}

/* A register holding base + eb · simt_off(thread's flat index). */
static uint32_t simt_thread_addr(em *e, uint32_t flat, uint32_t role, uint32_t ln, uint32_t lm,
                                 uint32_t lkc, uint32_t eb, uint32_t base)
{
    uint32_t a = new_reg(e, RC_B32), t = new_reg(e, RC_B32), lx = role == CT_MMA_A ? lm : ln;
    I("shr.u32 %s, %s, %u;\n", R(e, t), R(e, flat), ln + lm);
    I("shl.b32 %s, %s, %u;\n", R(e, t), R(e, t), lkc + lx);
    I("bfe.u32 %s, %s, %u, %u;\n", R(e, a), R(e, flat), role == CT_MMA_A ? ln : 0, lx);
    I("or.b32 %s, %s, %s;\n", R(e, a), R(e, a), R(e, t));
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a), R(e, a), eb, R(e, base));
    return a;
}

/* One operand's reads in the SIMT loop: the distinct element offsets its accumulator registers
 * need (ascending), which one each register reads, and the registers they load into. */
typedef struct simt_rd {
    uint32_t n, *off, *which, *regs;
    uint32_t align; /* log2 of the element alignment of the thread's part of the address */
} simt_rd;

static ct_status simt_reads(em *e, const ct_ll *lc, uint32_t role, uint32_t ln, uint32_t lm,
                            uint32_t lkc, int rc, simt_rd *rd)
{
    uint32_t n = 1u << lc->nreg;
    rd->off = ct_arena_alloc(&e->c->arena, 3 * n * sizeof *rd->off);
    if (!rd->off)
        return ct_ptx_oom(e);
    rd->which = rd->off + n, rd->regs = rd->which + n, rd->n = 0;
    for (uint32_t r = 0; r < n; r++) { /* insertion into the ascending distinct offsets */
        uint32_t x = simt_off(ct_ll_apply(lc, r, 0, 0), role, ln, lm, lkc), u = 0;
        while (u < rd->n && rd->off[u] < x)
            u++;
        if (u == rd->n || rd->off[u] != x) {
            memmove(rd->off + u + 1, rd->off + u, (rd->n++ - u) * sizeof *rd->off);
            rd->off[u] = x;
        }
        rd->which[r] = x; /* the offset, until the list is complete */
    }
    for (uint32_t r = 0; r < n; r++) {
        uint32_t u = 0;
        while (rd->off[u] != rd->which[r])
            u++;
        rd->which[r] = u;
    }
    for (uint32_t u = 0; u < rd->n; u++)
        rd->regs[u] = new_reg(e, rc);
    rd->align = 31;
    for (uint32_t j = lc->nreg; j < ct_ll_nin(lc); j++) {
        uint32_t x = simt_off(lc->base[j], role, ln, lm, lkc);
        if (x && (uint32_t)__builtin_ctz(x) < rd->align)
            rd->align = (uint32_t)__builtin_ctz(x);
    }
    return CUTILE_SUCCESS;
}

/* The loads of one K step: runs of consecutive offsets as vectors of up to 16 bytes where the
 * run's start and the thread's part of the address are multiples of the vector. */
static void simt_load(em *e, ct_val v, const simt_rd *rd, uint32_t addr, uint32_t eb)
{
    for (uint32_t u = 0; u < rd->n;) {
        uint32_t w = 16 / eb;
        while (w > 1 && (rd->off[u] % w || (1u << rd->align) % w || u + w > rd->n ||
                         rd->off[u + w - 1] != rd->off[u] + w - 1))
            w /= 2;
        ct_ptx_access(e, ".shared", "", NULL, false, sc(e, v), eb, addr,
                      (int64_t)rd->off[u] * eb, rd->regs + u, w, NOREG);
        u += w;
    }
}

/* The FMA engine's SIMT form (lower/mma.h ct_mma_fma_chunk): per K chunk, the owners store A's
 * and B's chunk, the CTA synchronises, and a loop over the chunk's K reads each row of A and
 * column of B the thread's accumulator registers need once per step and adds their products. */
static ct_status simt_dot(em *e, const ct_op *op, const char *ins, uint32_t lk, uint32_t ln,
                          uint32_t lm, uint32_t lkc)
{
    const ct_type *tc = ct_val_type(e->f, op->opnds[2]);
    const ct_ll *lc = layout_of(e, op->res[0]);
    ct_val vo[2] = {op->opnds[0], op->opnds[1]};
    ct_ll *in[2];
    simt_rd rd[2];
    uint32_t eb = ct_ptx_elem_bytes(e, vo[0]), n = nregs(e, op->res[0]);
    uint32_t *d = ct_ptx_def(e, op->res[0]), base[2], at[2], p[2], step[2] = {eb << lm, eb << ln};
    thread_part *tp;
    bool ring;
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t k = 0; k < 2; k++) {
        if (!(in[k] = ct_arena_alloc(&e->c->arena, sizeof *in[k])))
            return ct_ptx_oom(e);
        ct_mma_fma_chunk_layout(tc, lkc, e->fs->num_warps, k, in[k]);
        if (simt_reads(e, lc, k, ln, lm, lkc, (int)RC_OF(opr(e, vo[k], 0)), &rd[k]))
            return e->c->d->status;
    }
    uint32_t na = 1u << in[0]->nout, nb = 1u << in[1]->nout;
    if (ct_ptx_thread_part(e, lc, &tp))
        return e->c->d->status;
    if ((base[0] = ct_ptx_smem_buf(e, (uint64_t)(na + nb) * eb, &ring, "f32 dot staging")) == NOREG)
        return e->c->d->status;
    base[1] = new_reg(e, RC_B32);
    I("add.u32 %s, %s, %u;\n", R(e, base[1]), R(e, base[0]), na * eb);
    for (uint32_t k = 0; k < 2; k++) {
        at[k] = simt_thread_addr(e, tp->flat, k, ln, lm, lkc, eb, base[k]);
        p[k] = new_reg(e, RC_B32);
    }
    for (uint32_t r = 0; r < n; r++)
        ct_ptx_mov(e, d[r], opr(e, op->opnds[2], r));
    uint32_t i = new_reg(e, RC_B32), more = new_reg(e, RC_PRED);
    for (uint32_t c = 0; c < 1u << (lk - lkc); c++) {
        ct_ptx_bar_cta(e); /* earlier readers of the buffer are done */
        for (uint32_t k = 0; k < 2; k++)
            if (simt_store(e, vo[k], in[k], c, base[k]))
                return e->c->d->status;
        ct_ptx_bar_cta(e);
        uint32_t top = e->nlabels++;
        for (uint32_t k = 0; k < 2; k++)
            I("mov.u32 %s, %s;\n", R(e, p[k]), R(e, at[k]));
        I("mov.u32 %s, 0;\n", R(e, i));
        ct_buf_printf(e->o, "$Lfma%u:\n", top);
        for (uint32_t k = 0; k < 2; k++)
            simt_load(e, vo[k], &rd[k], p[k], eb);
        for (uint32_t r = 0; r < n; r++)
            I("%s %s, %s, %s, %s;\n", ins, R(e, d[r]), R(e, rd[0].regs[rd[0].which[r]]),
              R(e, rd[1].regs[rd[1].which[r]]), R(e, d[r]));
        for (uint32_t k = 0; k < 2; k++)
            I("add.u32 %s, %s, %u;\n", R(e, p[k]), R(e, p[k]), step[k]);
        I("add.u32 %s, %s, 1;\n", R(e, i), R(e, i));
        I("setp.lt.u32 %s, %s, %u;\n", R(e, more), R(e, i), 1u << lkc);
        I("@%s bra $Lfma%u;\n", R(e, more), top);
    }
    if (ring)
        ct_ptx_bar_cta(e); /* a later loop's copies may refill the ring */
    return CUTILE_SUCCESS;
}

/* The FMA engine: each accumulator register runs through K with fma.rn (mad.lo for i32;
 * lower/mma.h), from registers or, in the SIMT form, from shared memory. */
static ct_status fma_dot(em *e, const ct_op *op)
{
    const ct_type *ta = ct_val_type(e->f, op->opnds[0]), *tc = ct_val_type(e->f, op->opnds[2]);
    uint32_t lk = 0, ln = 0, lm = 0, rank = tc->rank;
    while ((1ll << lk) < ta->shape[rank - 1])
        lk++;
    while ((1ll << ln) < tc->shape[rank - 1])
        ln++;
    while ((1ll << lm) < tc->shape[rank - 2])
        lm++;
    for (uint32_t k = 0; k < 4; k++) {
        ct_ll want;
        ct_mma_fma_layout(tc, lk, e->fs->num_warps, k < 3 ? k : CT_MMA_C, &want);
        const ct_ll *have = layout_of(e, k < 3 ? op->opnds[k] : op->res[0]);
        if (!have || !ct_ll_eq(have, &want))
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: dot operand %u is not in its FMA layout", k);
    }
    const ct_ll *lc = layout_of(e, op->res[0]);
    ct_scalar s = sc(e, op->res[0]);
    const char *ins = s == CT_S_F64 ? "fma.rn.f64" : s == CT_S_I32 ? "mad.lo.s32" : "fma.rn.f32";
    int lkc = ct_mma_fma_chunk(tc, lk, e->fs->num_warps);
    if (lkc >= 0)
        return simt_dot(e, op, ins, lk, ln, lm, (uint32_t)lkc);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t ra, rb;
        ct_mma_fma_regs(lc, ln, lm, lk, r, &ra, &rb);
        for (uint32_t k = 0; k < 1u << lk; k++) {
            uint32_t acc = k ? d[r] : opr(e, op->opnds[2], r);
            I("%s %s, %s, %s, %s;\n", ins, R(e, d[r]), R(e, opr(e, op->opnds[0], ra + k)),
              R(e, opr(e, op->opnds[1], rb + k)), R(e, acc));
        }
    }
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_dot(em *e, const ct_op *op)
{
    mm mv = {.e = e, .op = op}, *m = &mv;
    bool piped;
    if (ct_ptx_pipe_dot(e, op, &piped))
        return e->c->d->status;
    if (piped)
        return CUTILE_SUCCESS;
    if (ct_mma_engine(op) == CT_MMA_FMA)
        return fma_dot(e, op);
    if (ct_mma_wg_active(e->f, op, e->fs->num_warps))
        return ct_ptx_wgmma(e, op);
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
    uint32_t lks = ct_mma_lks(&m->g), nks = 1u << lks, nbt = 1u << m->g.lb;
    uint32_t nmt = 1u << ct_mma_lmt(&m->g), nnt = 1u << ct_mma_lnt(&m->g);
    uint32_t na = 4 * nks * nmt * nbt, nb = 2 * nks * nnt * nbt, nc = 2 * nmt * nnt * nbt;
    bool packed = m->g.acc == CT_S_F16;
    O("\t{\n\t.reg .b32 %%ma<%u>;\n\t.reg .b32 %%mb<%u>;\n", na, nb);
    if (packed)
        O("\t.reg .b32 %%mc<%u>;\n\t.reg .b32 %%md<%u>;\n", nc, nc);
    if (m->g.lp == 2)
        O("\t.reg .b32 %%mt<2>;\n");
    pack_operand(m, 0, nks * nmt * nbt, 4);
    pack_operand(m, 1, nks * nnt * nbt, 2);
    if (packed)
        f16_acc(m, nmt * nnt * nbt, false);
    /* C tile (mi, ni) of batch bt is register run t = ni + nnt·(mi + nmt·bt); A fragment
     * (mi, ks) = ks + nks·(mi + nmt·bt); B fragment (ks, ni) = ks + nks·(ni + nnt·bt) */
    for (uint32_t bt = 0; bt < nbt; bt++)
        for (uint32_t mi = 0; mi < nmt; mi++)
            for (uint32_t ni = 0; ni < nnt; ni++)
                for (uint32_t ks = 0; ks < nks; ks++)
                    mma(m, ni + nnt * (mi + nmt * bt), 4 * (ks + nks * (mi + nmt * bt)),
                        2 * (ks + nks * (ni + nnt * bt)), ks == 0);
    if (packed)
        f16_acc(m, nmt * nnt * nbt, true);
    O("\t}\n");
    return CUTILE_SUCCESS;
}

/* ftof to and from tf32, which lives in an f32 register with its low 13 mantissa bits zero.
 * From tf32 the register is an f32 and converts as one; to tf32, ct_ptx_to_tf32. */
ct_status ct_ptx_tf32(em *e, const ct_op *op)
{
    ct_scalar si = sc(e, op->opnds[0]), so = sc(e, op->res[0]);
    int64_t mode = ct_rw_attr_i(op, 0, CT_ROUNDING_NEAREST_EVEN);
    ct_scalar other = so == CT_S_TF32 ? si : so;
    bool to = so == CT_S_TF32, other16 = other == CT_S_F16 || other == CT_S_BF16;
    if (!other16 && other != CT_S_F32 && other != CT_S_F64 && other != CT_S_TF32)
        return ct_ptx_nosup(e, "tf32 to or from this type");
    if (!to && other16 && mode != CT_ROUNDING_NEAREST_EVEN && mode != CT_ROUNDING_ZERO)
        return ct_ptx_nosup(e, "tf32 to f16/bf16 rounds to nearest_even or zero only");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    const char *on = other == CT_S_F16 ? "f16" : other == CT_S_BF16 ? "bf16" : "f64";
    bool dots_only = to && ct_ptx_dots_only(e, op->res[0]);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = opr(e, op->opnds[0], r);
        if (to) {
            if (ct_ptx_to_tf32(e, op, a, d[r], dots_only))
                return e->c->d->status;
        } else if (other == CT_S_F32) {
            I("mov.f32 %s, %s;\n", R(e, d[r]), R(e, a));
        } else { /* f64 exactly; f16/bf16 rounded once */
            I("cvt%s.%s.f32 %s, %s;\n",
              !other16 ? "" : mode == CT_ROUNDING_ZERO ? ".rz" : ".rn", on, R(e, d[r]), R(e, a));
        }
    }
    return CUTILE_SUCCESS;
}

/* The rounding of an f32's bits x to tf32 to nearest even or toward zero where the target has
 * cvt.rn/.rz.tf32.f32 (one instruction against the seven below, in every tf32 GEMM's K loop).
 * The H100 gives the bits of ct_ptx_to_tf32's rounding for every non-NaN input, the 13 dropped
 * bits zero, and the NaN 0x7FFFE000 for every NaN (probed over 16384 inputs, ties and the
 * specials among them); the mask keeps the dropped bits zero where that is not promised —
 * unless only dots read the result (dots_only, ct_ptx_dots_only): a tensor core reads a tf32
 * operand's upper 19 bits alone (tileiras 13.4 hands wgmma unrounded f32 bits for the same
 * bytecode, and its results agree with the rounded ones within tf32's bound), and the mask was
 * 32 of the ~230 instructions of each iteration of the tf32 GEMM's K loop.
 * cvt.rna is not used: it truncates a NaN's payload, so 0x7F800001 became +inf. */
static bool cvt_tf32(em *e, int64_t mode, uint32_t x, uint32_t d, bool dots_only)
{
    const char *rnd = mode == CT_ROUNDING_NEAREST_EVEN ? "rn"
                      : mode == CT_ROUNDING_ZERO       ? "rz"
                                                       : NULL;
    if (!rnd || !ct_pass_has(e->c, CT_FEAT_CVT_TF32))
        return false;
    uint32_t f = new_reg(e, RC_F32), y = new_reg(e, RC_B32);
    I("mov.b32 %s, %s;\n", R(e, f), R(e, x));
    I("cvt.%s.tf32.f32 %s, %s;\n", rnd, R(e, y), R(e, f));
    if (!dots_only)
        I("and.b32 %s, %s, 0xFFFFE000;\n", R(e, y), R(e, y));
    I("mov.b32 %s, %s;\n", R(e, d), R(e, y));
    return true;
}

/* The source is first made an f32: f16/bf16 exactly, f64 rounded to odd (ct_ptx_f32_odd, so
 * that the second rounding is the only one); then cvt_tf32, or the rounding is done on the bits
 * (the verifier admits nearest even, nearest away and zero): to nearest even, add 0xFFF plus
 * the lowest kept bit; to nearest away, add 0x1000; then clear the 13 dropped bits (a carry
 * into the exponent is the correct rounding up, to infinity at the top; infinities keep their
 * class). A NaN keeps its sign and upper payload with the quiet bit set: the addition would
 * carry the GPU's own NaN, 0x7FFFFFFF, into the sign bit (-0). */
ct_status ct_ptx_to_tf32(em *e, const ct_op *op, uint32_t a, uint32_t d, bool dots_only)
{
    ct_scalar other = sc(e, op->opnds[0]);
    int64_t mode = ct_rw_attr_i(op, 0, CT_ROUNDING_NEAREST_EVEN);
    bool other16 = other == CT_S_F16 || other == CT_S_BF16;
    uint32_t x = other == CT_S_F64 ? ct_ptx_f32_odd(e, a, ".f64", RC_F64) : new_reg(e, RC_B32);
    if (other16) {
        uint32_t f = new_reg(e, RC_F32);
        I("cvt.f32.%s %s, %s;\n", other == CT_S_F16 ? "f16" : "bf16", R(e, f), R(e, a));
        I("mov.b32 %s, %s;\n", R(e, x), R(e, f));
    } else if (other != CT_S_F64) {
        I("mov.b32 %s, %s;\n", R(e, x), R(e, a));
    }
    if (cvt_tf32(e, mode, x, d, dots_only))
        return CUTILE_SUCCESS;
    uint32_t add = new_reg(e, RC_B32), nan = new_reg(e, RC_PRED), mag = new_reg(e, RC_B32);
    uint32_t y = new_reg(e, RC_B32);
    I("and.b32 %s, %s, 0x7FFFFFFF;\n", R(e, mag), R(e, x));
    I("setp.gt.u32 %s, %s, 0x7F800000;\n", R(e, nan), R(e, mag));
    switch (mode) {
    case CT_ROUNDING_NEAREST_EVEN:
        I("bfe.u32 %s, %s, 13, 1;\n", R(e, add), R(e, x));
        I("add.u32 %s, %s, 4095;\n", R(e, add), R(e, add));
        I("add.u32 %s, %s, %s;\n", R(e, y), R(e, x), R(e, add));
        break;
    case CT_ROUNDING_NEAREST_AWAY:
        I("add.u32 %s, %s, 4096;\n", R(e, y), R(e, x));
        break;
    case CT_ROUNDING_ZERO:
        y = x;
        break;
    default:
        return ct_ptx_nosup(e, "rounding mode to tf32");
    }
    I("@%s or.b32 %s, %s, 0x00400000;\n", R(e, nan), R(e, y), R(e, x));
    I("and.b32 %s, %s, 0xFFFFE000;\n", R(e, y), R(e, y));
    I("mov.b32 %s, %s;\n", R(e, d), R(e, y));
    return CUTILE_SUCCESS;
}

/* ------------------------- staging through shared memory (ldmatrix) ------------------------- */

typedef struct user_find {
    ct_val v;
    const ct_op *dot; /* a dot that takes v as operand k (A or B) */
    uint32_t k;
    bool other;       /* a use that is no A or B operand of a dot */
} user_find;

static void find_users(ct_op *op, void *user)
{
    user_find *u = user;
    for (uint32_t k = 0; k < op->nopnds; k++) {
        if (op->opnds[k] != u->v)
            continue;
        if (op->opc == CT_OP_DOT && k < 2)
            u->dot = op, u->k = k;
        else
            u->other = true;
    }
}

bool ct_ptx_dots_only(em *e, ct_val v)
{
    user_find u = {.v = v};
    ct_rw_walk(&e->f->body, find_users, &u);
    return !u.other;
}

/* The dot whose A or B operand convert_layout `op` stages (always_swizzle), or NULL. */
static const ct_op *staged_dot(em *e, const ct_op *op, uint32_t *k)
{
    user_find u = {.v = op->res[0]};
    ct_rw_walk(&e->f->body, find_users, &u);
    *k = u.k;
    return u.dot && ct_mma_staged(e->c->cfg, e->f, u.dot, u.k, e->fs->num_warps) ? u.dot : NULL;
}

bool ct_ptx_mma_staged(em *e, const ct_op *op)
{
    uint32_t k;
    return staged_dot(e, op, &k) != NULL;
}

/* ct_mma_smem_bytes of a runtime stored flat index. */
static uint32_t swizzled_bytes(em *e, uint32_t flat, const ct_mma_smem *s)
{
    uint32_t d = new_reg(e, RC_B32);
    if (s->lmp) {
        I("bfe.u32 %s, %s, %u, %u;\n", R(e, d), R(e, flat), s->lc + s->lpp, s->lmp);
        I("shl.b32 %s, %s, %u;\n", R(e, d), R(e, d), 4u - s->le);
        I("xor.b32 %s, %s, %s;\n", R(e, d), R(e, d), R(e, flat));
        if (s->le)
            I("shl.b32 %s, %s, %u;\n", R(e, d), R(e, d), s->le);
    } else {
        I("shl.b32 %s, %s, %u;\n", R(e, d), R(e, flat), s->le);
    }
    return d;
}

/* base + (x ^ imm): x and imm are swizzled byte offsets of the thread and register parts. */
static uint32_t smem_addr(em *e, uint32_t base, uint32_t x, uint32_t imm)
{
    uint32_t a = new_reg(e, RC_B32);
    I("xor.b32 %s, %s, %u;\n", R(e, a), R(e, x), imm);
    I("add.u32 %s, %s, %s;\n", R(e, a), R(e, a), R(e, base));
    return a;
}

/* Elements first… of src packed into a 32-bit register, the lower index in the lower bits:
 * two 16-bit elements, or four bytes (each the low byte of a 16-bit register); a 32-bit
 * element (tf32) is its own word. */
static uint32_t pack_word(em *e, ct_val src, uint32_t first, uint32_t le)
{
    if (le == 2)
        return opr(e, src, first);
    uint32_t w = new_reg(e, RC_B32), b[4];
    for (uint32_t k = 0; k < (le ? 2u : 4u); k++)
        b[k] = opr(e, src, first + k);
    if (le)
        I("mov.b32 %s, {%s, %s};\n", R(e, w), R(e, b[0]), R(e, b[1]));
    else
        ct_ptx_pack_bytes(e, w, b);
    return w;
}

uint32_t ct_ptx_smem_map_bytes(const ct_ptx_smem_map *m, uint32_t flat)
{
    uint32_t b = 0;
    for (uint32_t j = 0; j < m->nbits; j++)
        if (flat >> j & 1)
            b ^= m->img[j];
    return b;
}

/* Registers of layout ls that stay contiguous in shared memory under m, in runs that whole
 * 32-bit words can move (up to one 16-byte chunk, which every swizzle keeps whole); 1 if
 * none. */
static uint32_t map_run(const ct_ll *ls, const ct_ptx_smem_map *m)
{
    uint32_t vec = 1;
    while (vec < 16u >> m->le && vec < 1u << ls->nreg &&
           ct_ptx_smem_map_bytes(m, ct_ll_apply(ls, vec, 0, 0)) == vec << m->le)
        vec *= 2;
    return vec < 4u >> m->le ? 1 : vec;
}

/* Owners store their elements; runs of registers that stay contiguous in shared memory go out
 * as packed 32-bit words. */
ct_status ct_ptx_smem_map_write(em *e, ct_val src, const thread_part *ts, uint32_t tb,
                                const ct_ptx_smem_map *m, uint32_t base)
{
    const ct_ll *ls = ts->l;
    uint32_t vec = map_run(ls, m), per_word = 4u >> m->le;
    uint32_t regdup = (uint32_t)(ct_ll_dup_mask(ls) & ((1u << ls->nreg) - 1));
    char guard[24] = "";
    if (ts->own != NOREG)
        snprintf(guard, sizeof guard, "@%s ", R(e, ts->own));
    for (uint32_t r = 0; r < 1u << ls->nreg; r += vec) {
        if (r & regdup)
            continue;
        uint32_t a = smem_addr(e, base, tb, ct_ptx_smem_map_bytes(m, ct_ll_apply(ls, r, 0, 0)));
        if (vec == 1) {
            I("%sst.shared.b%u [%s], %s;\n", guard, 8u << m->le, R(e, a), R(e, opr(e, src, r)));
            continue;
        }
        uint32_t w[4], nw = vec / per_word;
        for (uint32_t j = 0; j < nw; j++)
            w[j] = pack_word(e, src, r + j * per_word, m->le);
        ct_buf_printf(e->o, "\t%sst.shared%s.b32 [%s], {", guard,
                      nw == 1 ? "" : nw == 2 ? ".v2" : ".v4", R(e, a));
        for (uint32_t j = 0; j < nw; j++)
            ct_buf_printf(e->o, "%s%s", j ? ", " : "", R(e, w[j]));
        ct_buf_printf(e->o, "};\n");
    }
    return CUTILE_SUCCESS;
}

/* Word w's elements into dst's registers first…: the word itself (32-bit elements), its two
 * halves (16-bit), or its four bytes, each zero-extended in a 16-bit register as the byte
 * loads leave them. */
static void unpack_word(em *e, ct_val dst, uint32_t first, uint32_t le, uint32_t w)
{
    uint32_t h[2], *d = e->vr[dst] + first;
    if (le == 2) {
        ct_ptx_mov(e, d[0], w);
        return;
    }
    for (uint32_t j = 0; j < 2; j++)
        h[j] = le ? d[j] : new_reg(e, RC_B16);
    I("mov.b32 {%s, %s}, %s;\n", R(e, h[0]), R(e, h[1]), R(e, w));
    for (uint32_t j = 0; !le && j < 4; j++)
        I("%s.b16 %s, %s, %s;\n", j & 1 ? "shr" : "and", R(e, d[j]), R(e, h[j / 2]),
          j & 1 ? "8" : "255");
}

ct_status ct_ptx_smem_map_read(em *e, ct_val dst, const thread_part *ts, uint32_t tb,
                               const ct_ptx_smem_map *m, uint32_t base)
{
    const ct_ll *ls = ts->l;
    uint32_t vec = map_run(ls, m), per_word = 4u >> m->le;
    if (!ct_ptx_def(e, dst))
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < 1u << ls->nreg; r += vec) {
        uint32_t a = smem_addr(e, base, tb, ct_ptx_smem_map_bytes(m, ct_ll_apply(ls, r, 0, 0)));
        if (vec == 1) {
            I("ld.shared%s %s, [%s];\n", ct_ptx_mem_ty(sc(e, dst)), R(e, e->vr[dst][r]), R(e, a));
            continue;
        }
        uint32_t w[4], nw = vec / per_word;
        for (uint32_t j = 0; j < nw; j++)
            w[j] = new_reg(e, RC_B32);
        ct_buf_printf(e->o, "\tld.shared%s.b32 {", nw == 1 ? "" : nw == 2 ? ".v2" : ".v4");
        for (uint32_t j = 0; j < nw; j++)
            ct_buf_printf(e->o, "%s%s", j ? ", " : "", R(e, w[j]));
        ct_buf_printf(e->o, "}, [%s];\n", R(e, a));
        for (uint32_t j = 0; j < nw; j++)
            unpack_word(e, dst, r + j * per_word, m->le, w[j]);
    }
    return CUTILE_SUCCESS;
}

/* Layout l with its flat indices as stored (ct_mma_smem_phys, a bit permutation: image by
 * image), so that thread and register parts name stored positions; l itself if not
 * transposed. */
static const ct_ll *stored_layout(em *e, const ct_ll *l, const ct_mma_smem *sm)
{
    if (!sm->tr)
        return l;
    ct_ll *p = ct_arena_alloc(&e->c->arena, sizeof *p);
    if (!p)
        return NULL;
    *p = *l;
    for (uint32_t i = 0; i < ct_ll_nin(l); i++)
        p->base[i] = ct_mma_smem_phys(sm, l->base[i]);
    return p;
}

/* ct_mma_smem_bytes and ct_mma_smem_phys are linear: a byte image a flat bit. */
void ct_ptx_mma_stage_map(ct_ptx_smem_map *m, const ct_mma_smem *sm, uint32_t nbits,
                          bool stored)
{
    m->nbits = nbits;
    m->le = sm->le;
    for (uint32_t j = 0; j < nbits; j++)
        m->img[j] = ct_mma_smem_bytes(sm, stored ? 1u << j : ct_mma_smem_phys(sm, 1u << j));
}

/* Stores (write) or loads tile v at base by the stage's byte map, each thread its elements by
 * the stored flat index of its layout. */
static ct_status stage_by_map(em *e, ct_val v, const ct_mma_smem *sm, uint32_t base, bool write)
{
    const ct_ll *l = stored_layout(e, layout_of(e, v), sm);
    thread_part *ts;
    if (!l)
        return ct_ptx_oom(e);
    if (ct_ptx_thread_part(e, l, &ts))
        return e->c->d->status;
    ct_ptx_smem_map m;
    ct_ptx_mma_stage_map(&m, sm, ts->l->nout, true);
    uint32_t tb = swizzled_bytes(e, ts->flat, sm);
    return write ? ct_ptx_smem_map_write(e, v, ts, tb, &m, base)
                 : ct_ptx_smem_map_read(e, v, ts, tb, &m, base);
}

/* Each fragment with one ldmatrix: lane l addresses row ct_mma_ldm_lane_flat(l) of the
 * fragment, whose origin is the register part (an immediate) and the warp part; a B stored
 * row-major and an A stored transposed are read through .trans. A word ldmatrix gives holds
 * two 16-bit elements or four bytes (registers 1 << lp of the fragment). An 8-bit fragment
 * whose K runs across the stored rows is read by its bytes instead. */
static ct_status stage_read(em *e, ct_val res, uint32_t role, const ct_mma_smem *sm, uint32_t base)
{
    const ct_ll *ld = layout_of(e, res);
    if (!ct_mma_ldm_reads(sm, role))
        return stage_by_map(e, res, sm, base, false);
    ct_ll *ldm = ct_arena_alloc(&e->c->arena, sizeof *ldm);
    if (!ldm || !ct_ptx_def(e, res))
        return ct_ptx_oom(e);
    ldm->nlane = CT_LL_LANE_BITS;
    ldm->nwarp = ld->nwarp;
    ldm->nout = ld->nout;
    for (uint32_t i = 0; i < CT_LL_LANE_BITS; i++)
        ldm->base[i] = ct_mma_smem_phys(sm, ct_mma_ldm_lane_flat(sm, role, 1u << i));
    for (uint32_t i = 0; i < ld->nwarp; i++)
        ldm->base[CT_LL_LANE_BITS + i] = ct_mma_smem_phys(sm, ld->base[ct_ll_warp0(ld) + i]);
    thread_part *tr;
    if (ct_ptx_thread_part(e, ldm, &tr))
        return e->c->d->status;
    uint32_t st = swizzled_bytes(e, tr->flat, sm), nq = role == CT_MMA_A ? 4 : 2;
    uint32_t per_word = 4u >> sm->le;
    const char *trans = (role == CT_MMA_B) != sm->tr ? ".trans" : "";
    for (uint32_t r0 = 0; r0 < e->nvr[res]; r0 += per_word * nq) {
        uint32_t org = ct_mma_smem_phys(sm, ct_ll_apply(ld, r0, 0, 0)), q[4];
        uint32_t a = smem_addr(e, base, st, ct_mma_smem_bytes(sm, org));
        for (uint32_t j = 0; j < nq; j++)
            q[j] = new_reg(e, RC_B32);
        if (nq == 4)
            I("ldmatrix.sync.aligned.m8n8.x4%s.shared.b16 {%s, %s, %s, %s}, ", trans, R(e, q[0]),
              R(e, q[1]), R(e, q[2]), R(e, q[3]));
        else
            I("ldmatrix.sync.aligned.m8n8.x2%s.shared.b16 {%s, %s}, ", trans, R(e, q[0]),
              R(e, q[1]));
        ct_buf_printf(e->o, "[%s];\n", R(e, a));
        for (uint32_t j = 0; j < nq; j++)
            unpack_word(e, res, r0 + j * per_word, sm->le, q[j]);
    }
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_mma_stage(em *e, const ct_op *op)
{
    uint32_t k;
    const ct_op *dot = staged_dot(e, op, &k);
    const ct_type *t = ct_val_type(e->f, op->res[0]);
    uint64_t bytes = ct_type_num_elements(t) * ct_scalar_mem_bytes(sc(e, op->res[0]));
    if (!dot)
        return ct_ptx_nosup(e, "shared-memory staging of a value that feeds no tensor-core dot");
    ct_mma_smem sm; /* rows: every dimension but the last (the batch too) */
    ct_mma_smem_of(&sm, t, layout_of(e, op->opnds[0]));
    uint32_t stage = ct_ptx_pipe_stage(e, op);
    if (stage != NOREG) /* a pipelined loop's copies filled it */
        return stage_read(e, op->res[0], k, &sm, stage);
    bool ring;
    ct_ptx_bar_cta(e); /* earlier readers of the buffer are done */
    uint32_t base = ct_ptx_smem_buf(e, bytes, &ring, "tensor-core operand staging");
    if (base == NOREG)
        return e->c->d->status;
    if (stage_by_map(e, op->opnds[0], &sm, base, true))
        return e->c->d->status;
    ct_ptx_bar_cta(e);
    if (stage_read(e, op->res[0], k, &sm, base))
        return e->c->d->status;
    if (ring)
        ct_ptx_bar_cta(e);
    return CUTILE_SUCCESS;
}
