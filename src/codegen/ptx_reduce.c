/* ptx_reduce.c — reduce: combining the elements of a tile along one dimension with the op's
 * combiner region (any pure body, any number of operands).
 *
 * Which hardware bits walk the reduced dimension is read off the operand's linear layout
 * (architecture §5): its register bits, lane bits and warp bits whose bases fall in the
 * dimension's flat bits. assign-layouts gave the result the operand layout with those bases
 * zeroed (the reduced value is replicated across them) and the register bits dropped, so
 * result register q is the combination of the operand registers whose other bits spell q.
 *
 *   1. in thread: fold the registers that differ only in reduced register bits;
 *   2. in warp: one shfl.sync.bfly per reduced lane bit;
 *   3. across warps (reduced warp bits): the owner lanes write their partials to shared memory
 *      (slot = the warp's reduced bits), barrier, every thread folds the slots.
 *
 * The fold order is fixed by the layout: deterministic, as the spec asks; the identity is never
 * needed since every element is combined exactly once. */
#include <string.h>

#include "codegen/ptx_emit.h"

#define MAX_OPND 8
#define SMEM_LIMIT (48 * 1024)
#define SHFL "shfl.sync.bfly.b32 %s, %s, %u, 31, -1;\n"

typedef struct red {
    em *e;
    const ct_op *op;
    uint32_t n;                /* operands */
    const ct_ll *ls, *lr;      /* operand and result layouts */
    uint32_t dmask;            /* flat bits of the reduced dimension */
} red;

/* Combines elems[] into accs[] (one register per operand) through the region. */
static ct_status combine(red *x, const uint32_t *elems, uint32_t *accs)
{
    uint32_t args[2 * MAX_OPND], out[MAX_OPND];
    for (uint32_t i = 0; i < x->n; i++) {
        args[2 * i] = elems[i];
        args[2 * i + 1] = accs[i];
    }
    if (ct_ptx_inline_region(x->e, x->op, args, out))
        return x->e->c->d->status;
    memcpy(accs, out, x->n * sizeof *out);
    return CUTILE_SUCCESS;
}

/* Spreads the low bits of v over the positions listed in pos[0..k). */
static uint32_t scatter(uint32_t v, const uint8_t *pos, uint32_t k)
{
    uint32_t r = 0;
    for (uint32_t i = 0; i < k; i++)
        if (v >> i & 1)
            r |= 1u << pos[i];
    return r;
}

/* d = lane (tid ^ mask)'s copy of s, for any register class. */
static void shfl(em *e, uint32_t d, uint32_t s, uint32_t mask)
{
    int rc = (int)RC_OF(s);
    if (rc == RC_B32 || rc == RC_F32) {
        I(SHFL, R(e, d), R(e, s), mask);
    } else if (rc == RC_B64 || rc == RC_F64) {
        uint32_t lo = new_reg(e, RC_B32), hi = new_reg(e, RC_B32);
        I("mov.b64 {%s, %s}, %s;\n", R(e, lo), R(e, hi), R(e, s));
        I(SHFL, R(e, lo), R(e, lo), mask);
        I(SHFL, R(e, hi), R(e, hi), mask);
        I("mov.b64 %s, {%s, %s};\n", R(e, d), R(e, lo), R(e, hi));
    } else {
        uint32_t t = new_reg(e, RC_B32);
        if (rc == RC_PRED)
            I("selp.u32 %s, 1, 0, %s;\n", R(e, t), R(e, s));
        else
            I("cvt.u32.u16 %s, %s;\n", R(e, t), R(e, s));
        I(SHFL, R(e, t), R(e, t), mask);
        if (rc == RC_PRED)
            I("setp.ne.u32 %s, %s, 0;\n", R(e, d), R(e, t));
        else
            I("cvt.u16.u32 %s, %s;\n", R(e, d), R(e, t));
    }
}

/* Step 3: partials of the warps that differ in reduced warp bits meet in shared memory. */
static ct_status across_warps(red *x, uint32_t **acc, uint32_t nq, const uint8_t *wpos,
                              uint32_t nw)
{
    em *e = x->e;
    const ct_ll *lr = x->lr;
    uint32_t nslots = 1u << nw, nelem = 1u << lr->nout, bytes = 0, off[MAX_OPND];
    for (uint32_t i = 0; i < x->n; i++) {
        off[i] = bytes;
        bytes += nslots * nelem * ct_ptx_elem_bytes(e, x->op->opnds[i]);
        bytes = (bytes + 7) & ~7u;
    }
    if (bytes > SMEM_LIMIT)
        return ct_ptx_nosup(e, "cross-warp reduction staging above 48 KiB");
    e->smem = e->smem > bytes ? e->smem : bytes;
    thread_part *tp;
    if (ct_ptx_thread_part(e, lr, &tp))
        return e->c->d->status;
    /* writers: one lane per distinct element of each warp (replicated bits zero, the reduced
     * warp bits excepted: they pick the slot) */
    uint32_t dup = (uint32_t)(ct_ll_dup_mask(lr) >> lr->nreg), wbits = 0;
    for (uint32_t k = 0; k < nw; k++)
        wbits |= 1u << (lr->nlane + wpos[k]);
    uint32_t slot = new_reg(e, RC_B32), t = new_reg(e, RC_B32), own = new_reg(e, RC_PRED);
    I("mov.u32 %s, 0;\n", R(e, slot));
    for (uint32_t k = 0; k < nw; k++) {
        I("bfe.u32 %s, %s, %u, 1;\n", R(e, t), R(e, e->tid), lr->nlane + wpos[k]);
        I("bfi.b32 %s, %s, %s, %u, 1;\n", R(e, slot), R(e, t), R(e, slot), k);
    }
    I("and.b32 %s, %s, %u;\n", R(e, t), R(e, e->tid), dup & ~wbits);
    I("setp.eq.u32 %s, %s, 0;\n", R(e, own), R(e, t));
    uint32_t base = new_reg(e, RC_B32), wa = new_reg(e, RC_B32);
    I("mov.u32 %s, ct_smem;\n", R(e, base));
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, t), R(e, slot), nelem, R(e, tp->flat));
    I("bar.sync 0;\n");
    for (uint32_t i = 0; i < x->n; i++) {
        ct_val v = x->op->opnds[i];
        uint32_t eb = ct_ptx_elem_bytes(e, v);
        I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, wa), R(e, t), eb, R(e, base));
        for (uint32_t q = 0; q < nq; q++)
            ct_ptx_smem_elem(e, true, v, acc[q][i], wa, off[i] + ct_ll_apply(lr, q, 0, 0) * eb, own);
    }
    I("bar.sync 0;\n");
    uint32_t ra[MAX_OPND];
    for (uint32_t i = 0; i < x->n; i++) {
        ra[i] = new_reg(e, RC_B32);
        I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, ra[i]), R(e, tp->flat),
          ct_ptx_elem_bytes(e, x->op->opnds[i]), R(e, base));
    }
    for (uint32_t q = 0; q < nq; q++) {
        uint32_t part[MAX_OPND];
        for (uint32_t c = 0; c < nslots; c++) {
            for (uint32_t i = 0; i < x->n; i++) {
                ct_val v = x->op->opnds[i];
                uint32_t eb = ct_ptx_elem_bytes(e, v);
                int rc = (int)RC_OF(acc[q][i]);
                part[i] = new_reg(e, rc);
                ct_ptx_smem_elem(e, false, v, part[i], ra[i],
                            off[i] + (c * nelem + ct_ll_apply(lr, q, 0, 0)) * eb, NOREG);
            }
            if (c == 0)
                memcpy(acc[q], part, x->n * sizeof *part);
            else if (combine(x, part, acc[q]))
                return e->c->d->status;
        }
    }
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_reduce(em *e, const ct_op *op)
{
    red x = {.e = e, .op = op, .n = op->nopnds, .ls = layout_of(e, op->opnds[0]),
             .lr = layout_of(e, op->res[0])};
    const ct_type *t = ct_val_type(e->f, op->opnds[0]);
    uint32_t dim = (uint32_t)ct_rw_attr_named(op, "dim", 0);
    if (x.n > MAX_OPND || !x.ls || !x.lr)
        return ct_ptx_nosup(e, x.n > MAX_OPND ? "more than 8 operands" : "no layout");
    for (uint32_t i = 1; i < x.n; i++)
        if (!ct_ll_eq(layout_of(e, op->opnds[i]), x.ls))
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: reduce operands in different layouts");
    uint8_t lg[CT_LL_MAX_RANK];
    for (uint32_t d = 0; d < t->rank; d++)
        lg[d] = (uint8_t)__builtin_ctzll((uint64_t)t->shape[d]);
    uint32_t lo = ct_ll_dim_offset(t->rank, lg, dim);
    x.dmask = ((1u << lg[dim]) - 1) << lo;
    /* classify the operand's hardware bits */
    uint8_t rk[CT_LL_MAX_REG], rd[CT_LL_MAX_REG], wpos[CT_LL_MAX_WARP];
    uint32_t nk = 0, nd = 0, nw = 0, lanes = 0;
    for (uint32_t j = 0; j < x.ls->nreg; j++) {
        if (x.ls->base[j] & x.dmask)
            rd[nd++] = (uint8_t)j;
        else if (x.ls->base[j])
            rk[nk++] = (uint8_t)j;
    }
    for (uint32_t j = 0; j < x.ls->nlane; j++)
        if (x.ls->base[ct_ll_lane0(x.ls) + j] & x.dmask)
            lanes |= 1u << j;
    for (uint32_t j = 0; j < x.ls->nwarp; j++)
        if (x.ls->base[ct_ll_warp0(x.ls) + j] & x.dmask)
            wpos[nw++] = (uint8_t)j;
    uint32_t nq = 1u << nk;
    if (nq != nregs(e, op->res[0]))
        return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                           "emit-ptx: reduce result layout does not match its operand's");
    uint32_t **acc = ct_arena_alloc(&e->c->arena, nq * sizeof *acc);
    if (!acc)
        return ct_ptx_oom(e);
    for (uint32_t q = 0; q < nq; q++) {
        if (!(acc[q] = ct_arena_alloc(&e->c->arena, MAX_OPND * sizeof **acc)))
            return ct_ptx_oom(e);
        uint32_t r0 = scatter(q, rk, nk), el[MAX_OPND];
        for (uint32_t i = 0; i < x.n; i++)
            acc[q][i] = opr(e, op->opnds[i], r0);
        for (uint32_t s = 1; s < (1u << nd); s++) {
            for (uint32_t i = 0; i < x.n; i++)
                el[i] = opr(e, op->opnds[i], r0 | scatter(s, rd, nd));
            if (combine(&x, el, acc[q]))
                return e->c->d->status;
        }
        for (uint32_t j = 0; j < x.ls->nlane; j++) {
            if (!(lanes >> j & 1))
                continue;
            for (uint32_t i = 0; i < x.n; i++)
                shfl(e, el[i] = new_reg(e, (int)RC_OF(acc[q][i])), acc[q][i], 1u << j);
            if (combine(&x, el, acc[q]))
                return e->c->d->status;
        }
    }
    if (nw && across_warps(&x, acc, nq, wpos, nw))
        return e->c->d->status;
    for (uint32_t i = 0; i < x.n; i++) {
        uint32_t *d = ct_arena_alloc(&e->c->arena, nq * sizeof *d);
        if (!d)
            return ct_ptx_oom(e);
        for (uint32_t q = 0; q < nq; q++)
            d[q] = acc[q][i];
        if (ct_ptx_alias(e, op->res[i], d, nq))
            return e->c->d->status;
    }
    return CUTILE_SUCCESS;
}

/* scan: the tile goes through shared memory, where each thread walks whole lines along the
 * scanned dimension (a PTX loop with the combiner inlined once), then every thread reads its
 * elements of the result. Correct for any layout and any combiner; linear in the dimension. */
ct_status ct_ptx_scan(em *e, const ct_op *op)
{
    ct_val src = op->opnds[0], res = op->res[0];
    const ct_type *t = ct_val_type(e->f, src);
    uint32_t dim = (uint32_t)ct_rw_attr_named(op, "dim", 0), eb = ct_ptx_elem_bytes(e, src);
    bool rev = ct_rw_attr_named(op, "reverse", 0) != 0;
    if (!layout_of(e, src) || !layout_of(e, res) || !ct_ptx_def(e, res))
        return ct_ptx_nosup(e, "no layout");
    uint8_t lg[CT_LL_MAX_RANK];
    uint32_t nout = 0;
    for (uint32_t d = 0; d < t->rank; d++)
        nout += lg[d] = (uint8_t)__builtin_ctzll((uint64_t)t->shape[d]);
    uint32_t lo = ct_ll_dim_offset(t->rank, lg, dim), len = 1u << lg[dim];
    uint32_t lines = 1u << (nout - lg[dim]), nthreads = e->fs->num_warps * 32;
    uint64_t bytes = ((uint64_t)1 << nout) * eb;
    if (bytes > SMEM_LIMIT)
        return ct_ptx_nosup(e, "scan of a tile above 48 KiB");
    e->smem = e->smem > bytes ? e->smem : (uint32_t)bytes;
    uint32_t base = new_reg(e, RC_B32), l = new_reg(e, RC_B32), a = new_reg(e, RC_B32);
    uint32_t k = new_reg(e, RC_B32), p = new_reg(e, RC_PRED), w = new_reg(e, RC_B32);
    int rc = ct_ptx_rclass(elem_of(e, src));
    uint32_t acc = new_reg(e, rc), el = new_reg(e, rc);
    int32_t step = (int32_t)((1u << lo) * eb) * (rev ? -1 : 1);
    I("mov.u32 %s, ct_smem;\n", R(e, base));
    I("bar.sync 0;\n");
    if (ct_ptx_smem_tile(e, true, src, base))
        return e->c->d->status;
    I("bar.sync 0;\n");
    for (uint32_t it = 0; it * nthreads < lines; it++) {
        uint32_t skip = e->nlabels++, loop = e->nlabels++;
        I("add.u32 %s, %s, %u;\n", R(e, l), R(e, e->tid), it * nthreads);
        I("setp.ge.u32 %s, %s, %u;\n", R(e, p), R(e, l), lines);
        I("@%s bra $Lcf%u;\n", R(e, p), skip);
        /* first element of line l: outer part shifted past the dimension, inner part kept */
        I("and.b32 %s, %s, %u;\n", R(e, w), R(e, l), (1u << lo) - 1);
        I("shr.u32 %s, %s, %u;\n", R(e, a), R(e, l), lo);
        I("shl.b32 %s, %s, %u;\n", R(e, a), R(e, a), lo + lg[dim]);
        I("or.b32 %s, %s, %s;\n", R(e, a), R(e, a), R(e, w));
        if (rev)
            I("add.u32 %s, %s, %u;\n", R(e, a), R(e, a), (len - 1) << lo);
        I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a), R(e, a), eb, R(e, base));
        ct_ptx_smem_elem(e, false, src, acc, a, 0, NOREG);
        I("mov.u32 %s, 1;\n", R(e, k));
        ct_buf_printf(e->o, "$Lcf%u:\n", loop);
        I("setp.ge.u32 %s, %s, %u;\n", R(e, p), R(e, k), len);
        I("@%s bra $Lcf%u;\n", R(e, p), skip);
        I("add.s32 %s, %s, %d;\n", R(e, a), R(e, a), step);
        ct_ptx_smem_elem(e, false, src, el, a, 0, NOREG);
        uint32_t args[2] = {el, acc}, out;
        if (ct_ptx_inline_region(e, op, args, &out))
            return e->c->d->status;
        ct_ptx_mov(e, acc, out);
        ct_ptx_smem_elem(e, true, src, acc, a, 0, NOREG);
        I("add.u32 %s, %s, 1;\n", R(e, k), R(e, k));
        I("bra $Lcf%u;\n", loop);
        ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    }
    I("bar.sync 0;\n");
    return ct_ptx_smem_tile(e, false, res, base);
}
