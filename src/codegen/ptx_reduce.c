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

/* d = s of another lane, for any register class: shfl.sync.<mode> with lane operand `b` (an
 * immediate or a register's name) and clamp/segment operand c. */
static void shfl_mode(em *e, uint32_t d, uint32_t s, const char *mode, const char *b, uint32_t c)
{
    char lane[16];
    snprintf(lane, sizeof lane, "%s", b); /* b may be one of R()'s ring buffers */
#define SHFL_ONE(dd, ss) I("shfl.sync.%s.b32 %s, %s, %s, %u, -1;\n", mode, R(e, dd), R(e, ss), lane, c)
    int rc = (int)RC_OF(s);
    if (rc == RC_B32 || rc == RC_F32) {
        SHFL_ONE(d, s);
    } else if (rc == RC_B64 || rc == RC_F64) {
        uint32_t lo = new_reg(e, RC_B32), hi = new_reg(e, RC_B32);
        I("mov.b64 {%s, %s}, %s;\n", R(e, lo), R(e, hi), R(e, s));
        SHFL_ONE(lo, lo);
        SHFL_ONE(hi, hi);
        I("mov.b64 %s, {%s, %s};\n", R(e, d), R(e, lo), R(e, hi));
    } else {
        uint32_t t = new_reg(e, RC_B32);
        if (rc == RC_PRED)
            I("selp.u32 %s, 1, 0, %s;\n", R(e, t), R(e, s));
        else
            I("cvt.u32.u16 %s, %s;\n", R(e, t), R(e, s));
        SHFL_ONE(t, t);
        if (rc == RC_PRED)
            I("setp.ne.u32 %s, %s, 0;\n", R(e, d), R(e, t));
        else
            I("cvt.u16.u32 %s, %s;\n", R(e, d), R(e, t));
    }
#undef SHFL_ONE
}

/* d = lane (tid ^ mask)'s copy of s. */
static void shfl(em *e, uint32_t d, uint32_t s, uint32_t mask)
{
    char m[16];
    snprintf(m, sizeof m, "%u", mask);
    shfl_mode(e, d, s, "bfly", m, 31);
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
    bool ring; /* above 48 KiB: the dynamic region (ct_ptx_smem_buf) */
    uint32_t base = ct_ptx_smem_buf(e, bytes, &ring, "cross-warp reduction staging");
    if (base == NOREG)
        return e->c->d->status;
    uint32_t wa = new_reg(e, RC_B32);
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, t), R(e, slot), nelem, R(e, tp->flat));
    ct_ptx_bar_cta(e);
    for (uint32_t i = 0; i < x->n; i++) {
        ct_val v = x->op->opnds[i];
        uint32_t eb = ct_ptx_elem_bytes(e, v);
        I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, wa), R(e, t), eb, R(e, base));
        for (uint32_t q = 0; q < nq; q++)
            ct_ptx_smem_elem(e, true, v, acc[q][i], wa, off[i] + ct_ll_apply(lr, q, 0, 0) * eb, own);
    }
    ct_ptx_bar_cta(e);
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
    if (ring)
        ct_ptx_bar_cta(e); /* a later loop's copies may refill the ring */
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

/* ------------------------------------------ scan ------------------------------------------
 *
 * Where the layout spreads the scanned dimension as (from its lowest bit up) register bits,
 * then consecutive lane bits, then warp bits, then register bits again, and touches nothing
 * else with them, the scan stays in registers and shuffles (scan_warp): each thread scans its
 * low registers in order; the lanes scan their totals with shfl.sync.up (down when reversed)
 * in log2 steps; the warps' totals meet in shared memory; each thread then prefixes its
 * elements with what comes before them; the high register bits are chunks walked in order,
 * each carrying the total of the chunks before. The combiner is applied in element order
 * (earlier elements as the accumulator), so any associative region works; the grouping
 * differs from a left-to-right walk (floats may round differently). A scan of several operands
 * (a tuple: a segmented sum's values and flags, a running argmax's values and indices) walks
 * them together, one register of each at every step, when all of its operands and results
 * share one layout. Other layouts take scan_smem. */

typedef struct scan_plan {
    uint8_t rl[CT_LL_MAX_REG], rh[CT_LL_MAX_REG], rk[CT_LL_MAX_REG]; /* reg bits: low, high, other */
    uint32_t nrl, nrh, nk;
    uint32_t lane0, nl;            /* the dimension's lane bits: tid bits lane0 … lane0 + nl − 1 */
    uint8_t wt[CT_LL_MAX_WARP];    /* tid bits of its warp bits, in dimension order */
    uint32_t nw;
} scan_plan;

static bool scan_plan_of(const ct_ll *l, uint32_t lo, uint32_t nbits, scan_plan *p)
{
    uint32_t dmask = ((1u << nbits) - 1) << lo;
    int8_t kind[32];
    uint8_t idx[32];
    memset(p, 0, sizeof *p);
    memset(kind, -1, sizeof kind);
    for (uint32_t j = 0; j < ct_ll_nin(l); j++) {
        uint32_t b = l->base[j], k = j < l->nreg ? 0 : j < ct_ll_warp0(l) ? 1 : 2;
        uint32_t h = k == 0 ? j : k == 1 ? j - l->nreg : j - ct_ll_warp0(l);
        if (!(b & dmask)) {
            if (k == 0)
                p->rk[p->nk++] = (uint8_t)j;
            continue;
        }
        uint32_t db = (uint32_t)__builtin_ctz(b) - lo;
        if ((b & ~dmask) || (b & (b - 1)) || kind[db] >= 0)
            return false;
        kind[db] = (int8_t)k, idx[db] = (uint8_t)h;
    }
    uint32_t db = 0;
    while (db < nbits && kind[db] == 0)
        p->rl[p->nrl++] = idx[db++];
    p->lane0 = db < nbits ? idx[db] : 0;
    for (; db < nbits && kind[db] == 1; db++)
        if (idx[db] != p->lane0 + p->nl++)
            return false;
    while (db < nbits && kind[db] == 2)
        p->wt[p->nw++] = (uint8_t)(l->nlane + idx[db++]);
    while (db < nbits && kind[db] == 0)
        p->rh[p->nrh++] = idx[db++];
    return db == nbits;
}

/* One value of each operand: a register each (elements of one position in every operand). */
typedef struct sv {
    uint32_t r[MAX_OPND];
} sv;

typedef struct scanner {
    em *e;
    const ct_op *op;
    uint32_t n; /* operands */
    bool rev;
    const scan_plan *p;
    uint32_t vk[5];   /* lane steps: this lane has an element 2^k before it */
    uint32_t srcl;    /* the lane holding the lane scan's last element */
    uint32_t waddr[MAX_OPND], kaddr[MAX_OPND]; /* each operand's slots: this warp's, line's first */
    uint32_t *vw, has_wp, writer;
} scanner;

/* *o = acc ⊕ cur through the region (acc holds the earlier elements; the region's arguments are
 * each operand's (accumulator, element)); false on error. */
static bool sc_comb(scanner *x, const sv *acc, const sv *cur, sv *o)
{
    uint32_t args[2 * MAX_OPND];
    for (uint32_t i = 0; i < x->n; i++)
        args[2 * i] = acc->r[i], args[2 * i + 1] = cur->r[i];
    return !ct_ptx_inline_region(x->e, x->op, args, o->r);
}

static sv sc_sel(scanner *x, uint32_t valid, const sv *a, const sv *b)
{
    sv d;
    for (uint32_t i = 0; i < x->n; i++)
        ct_ptx_selp(x->e, d.r[i] = new_reg(x->e, (int)RC_OF(a->r[i])), valid, a->r[i], b->r[i]);
    return d;
}

/* *o = a ⊕ b where a (earlier) exists where predicate pa holds and b where pb does (NOREG:
 * always): both → a ⊕ b, one → that one. False on error. */
static bool sc_merge(scanner *x, sv a, uint32_t pa, sv b, uint32_t pb, sv *o)
{
    if (!sc_comb(x, &a, &b, o))
        return false;
    if (pb != NOREG)
        *o = sc_sel(x, pb, o, &a);
    if (pa != NOREG)
        *o = sc_sel(x, pa, o, &b);
    return true;
}

/* Every operand's s from another lane (shfl_mode's operands). */
static sv sc_shfl(scanner *x, const sv *s, const char *mode, const char *b, uint32_t c)
{
    sv d;
    for (uint32_t i = 0; i < x->n; i++)
        shfl_mode(x->e, d.r[i] = new_reg(x->e, (int)RC_OF(s->r[i])), s->r[i], mode, b, c);
    return d;
}

static uint32_t sc_pred(em *e, const char *cmp, uint32_t a, uint32_t imm)
{
    uint32_t p = new_reg(e, RC_PRED);
    I("setp.%s.u32 %s, %s, %u;\n", cmp, R(e, p), R(e, a), imm);
    return p;
}

/* Per-thread values the steps share: lane and warp coordinates, their predicates, addresses
 * (each operand's slots side by side in ct_smem, 8-byte aligned). */
static void scan_setup(scanner *x)
{
    em *e = x->e;
    const scan_plan *p = x->p;
    uint32_t full = (1u << p->nl) - 1, lmask = full << p->lane0;
    if (p->nl) {
        uint32_t lc = new_reg(e, RC_B32), lane = new_reg(e, RC_B32);
        I("bfe.u32 %s, %s, %u, %u;\n", R(e, lc), R(e, e->tid), p->lane0, p->nl);
        for (uint32_t k = 0; k < p->nl; k++)
            x->vk[k] = x->rev ? sc_pred(e, "le", lc, full - (1u << k)) : sc_pred(e, "ge", lc, 1u << k);
        x->writer = sc_pred(e, "eq", lc, x->rev ? 0 : full);
        I("and.b32 %s, %s, 31;\n", R(e, lane), R(e, e->tid));
        x->srcl = new_reg(e, RC_B32);
        if (x->rev)
            I("and.b32 %s, %s, %u;\n", R(e, x->srcl), R(e, lane), ~lmask & 31);
        else
            I("or.b32 %s, %s, %u;\n", R(e, x->srcl), R(e, lane), lmask);
    }
    if (!p->nw)
        return;
    uint32_t wc = new_reg(e, RC_B32), t = new_reg(e, RC_B32), wmask = 0, nslots = 1u << p->nw;
    I("mov.u32 %s, 0;\n", R(e, wc));
    for (uint32_t k = 0; k < p->nw; k++) {
        I("bfe.u32 %s, %s, %u, 1;\n", R(e, t), R(e, e->tid), p->wt[k]);
        I("bfi.b32 %s, %s, %s, %u, 1;\n", R(e, wc), R(e, t), R(e, wc), k);
        wmask |= 1u << p->wt[k];
    }
    x->vw = ct_arena_alloc(&e->c->arena, nslots * sizeof *x->vw);
    for (uint32_t w = 0; x->vw && w < nslots; w++) /* slot w comes before this warp's */
        x->vw[w] = x->rev ? sc_pred(e, "lt", wc, w) : sc_pred(e, "gt", wc, w);
    x->has_wp = x->rev ? sc_pred(e, "lt", wc, nslots - 1) : sc_pred(e, "gt", wc, 0);
    uint32_t base = new_reg(e, RC_B32), k = new_reg(e, RC_B32), threads = e->fs->num_warps * 32;
    I("mov.u32 %s, ct_smem;\n", R(e, base));
    I("and.b32 %s, %s, %u;\n", R(e, t), R(e, e->tid), ~lmask);
    I("and.b32 %s, %s, %u;\n", R(e, k), R(e, t), ~wmask);
    uint32_t bytes = 0;
    for (uint32_t i = 0; i < x->n; i++) {
        uint32_t eb = ct_ptx_elem_bytes(e, x->op->opnds[i]), b = base;
        if (bytes) {
            b = new_reg(e, RC_B32);
            I("add.u32 %s, %s, %u;\n", R(e, b), R(e, base), bytes);
        }
        x->waddr[i] = new_reg(e, RC_B32), x->kaddr[i] = new_reg(e, RC_B32);
        I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, x->waddr[i]), R(e, t), eb, R(e, b));
        I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, x->kaddr[i]), R(e, k), eb, R(e, b));
        bytes = (bytes + threads * eb + 7) & ~7u;
    }
    e->smem = e->smem > bytes ? e->smem : bytes;
}

/* The warps' totals (incl, valid in each warp's writer lane) through shared memory: *wp = the
 * combination of the warps before this one (valid where has_wp), *tot = of all of them. */
static ct_status scan_warps(scanner *x, const sv *incl, sv *wp, sv *tot)
{
    em *e = x->e;
    const scan_plan *p = x->p;
    uint32_t nslots = 1u << p->nw;
    sv *sl;
    if (!x->vw || !(sl = ct_arena_alloc(&e->c->arena, nslots * sizeof *sl)))
        return ct_ptx_oom(e);
    ct_ptx_bar_cta(e);
    for (uint32_t i = 0; i < x->n; i++)
        ct_ptx_smem_elem(e, true, x->op->opnds[i], incl->r[i], x->waddr[i], 0,
                         p->nl ? x->writer : NOREG);
    ct_ptx_bar_cta(e);
    for (uint32_t w = 0; w < nslots; w++)
        for (uint32_t i = 0; i < x->n; i++) {
            ct_val v = x->op->opnds[i];
            sl[w].r[i] = new_reg(e, (int)RC_OF(incl->r[i]));
            ct_ptx_smem_elem(e, false, v, sl[w].r[i], x->kaddr[i],
                             scatter(w, p->wt, p->nw) * ct_ptx_elem_bytes(e, v), NOREG);
        }
    uint32_t first = x->rev ? nslots - 1 : 0;
    sv acc = sl[first], all = sl[first], nxt;
    for (uint32_t i = 1; i < nslots; i++) {
        uint32_t w = x->rev ? nslots - 1 - i : i;
        if (!sc_comb(x, &acc, &sl[w], &nxt) || !sc_comb(x, &all, &sl[w], &all))
            return e->c->d->status;
        acc = sc_sel(x, x->vw[w], &nxt, &acc);
    }
    *wp = acc, *tot = all;
    return CUTILE_SUCCESS;
}

/* One chunk (fixed high register bits h) of line q: each operand's results into out[i][],
 * *carry (has_carry: whether it holds anything yet) updated. */
static ct_status scan_chunk(scanner *x, uint32_t rbase, uint32_t **out, sv *carry, bool *has_carry,
                            bool last)
{
    em *e = x->e;
    const scan_plan *p = x->p;
    uint32_t n = 1u << p->nrl, *regs = ct_arena_alloc(&e->c->arena, n * sizeof *regs);
    sv *t = ct_arena_alloc(&e->c->arena, n * sizeof *t);
    if (!t || !regs)
        return ct_ptx_oom(e);
    for (uint32_t i = 0; i < n; i++) { /* in this thread, in element order */
        regs[i] = rbase | scatter(x->rev ? n - 1 - i : i, p->rl, p->nrl);
        for (uint32_t k = 0; k < x->n; k++)
            t[i].r[k] = opr(e, x->op->opnds[k], regs[i]);
        if (i && !sc_comb(x, &t[i - 1], &t[i], &t[i]))
            return e->c->d->status;
    }
    sv incl = t[n - 1], pre = incl, tot = incl, wp, y;
    uint32_t has = NOREG;
    bool has_pre = false;
    char imm[16];
    for (uint32_t k = 0; k < p->nl; k++) { /* across lanes */
        snprintf(imm, sizeof imm, "%u", 1u << (p->lane0 + k));
        y = sc_shfl(x, &incl, x->rev ? "down" : "up", imm, x->rev ? 31 : 0);
        if (!sc_merge(x, y, x->vk[k], incl, NOREG, &incl))
            return e->c->d->status;
    }
    if (p->nl) { /* the lane before's inclusive value is this lane's exclusive prefix */
        snprintf(imm, sizeof imm, "%u", 1u << p->lane0);
        pre = sc_shfl(x, &incl, x->rev ? "down" : "up", imm, x->rev ? 31 : 0);
        has = x->vk[0], has_pre = true;
        if (!last && !p->nw)
            tot = sc_shfl(x, &incl, "idx", R(e, x->srcl), 31);
    }
    if (p->nw) {
        if (scan_warps(x, &incl, &wp, &tot))
            return e->c->d->status;
        if (!has_pre) {
            pre = wp, has = x->has_wp, has_pre = true;
        } else {
            uint32_t h2 = new_reg(e, RC_PRED);
            if (!sc_merge(x, wp, x->has_wp, pre, has, &pre))
                return e->c->d->status;
            I("or.pred %s, %s, %s;\n", R(e, h2), R(e, has), R(e, x->has_wp));
            has = h2;
        }
    }
    if (*has_carry) { /* the chunks before come first; from here on a prefix always exists */
        if (!has_pre)
            pre = *carry;
        else if (!sc_merge(x, *carry, NOREG, pre, has, &pre))
            return e->c->d->status;
        has = NOREG, has_pre = true;
    }
    for (uint32_t i = 0; i < n; i++) {
        sv o = t[i];
        if (has_pre && !sc_merge(x, pre, has, t[i], NOREG, &o))
            return e->c->d->status;
        for (uint32_t k = 0; k < x->n; k++)
            out[k][regs[i]] = o.r[k];
    }
    if (!last) {
        if (*has_carry && !sc_comb(x, carry, &tot, &tot))
            return e->c->d->status;
        *carry = tot, *has_carry = true;
    }
    return CUTILE_SUCCESS;
}

static ct_status scan_warp(em *e, const ct_op *op, const scan_plan *p, bool rev)
{
    scanner x = {.e = e, .op = op, .n = op->nopnds, .rev = rev, .p = p};
    uint32_t n = nregs(e, op->res[0]), nh = 1u << p->nrh, *out[MAX_OPND];
    for (uint32_t k = 0; k < x.n; k++)
        if (!(out[k] = ct_arena_alloc(&e->c->arena, n * sizeof *out[k])))
            return ct_ptx_oom(e);
    scan_setup(&x);
    for (uint32_t q = 0; q < (1u << p->nk); q++) {
        sv carry;
        bool has_carry = false;
        for (uint32_t i = 0; i < nh; i++) {
            uint32_t h = rev ? nh - 1 - i : i;
            if (scan_chunk(&x, scatter(q, p->rk, p->nk) | scatter(h, p->rh, p->nrh), out, &carry,
                           &has_carry, i == nh - 1))
                return e->c->d->status;
        }
    }
    if (p->nw)
        ct_ptx_bar_cta(e); /* the slots are free again for whatever uses shared memory next */
    for (uint32_t k = 0; k < x.n; k++)
        if (ct_ptx_alias(e, op->res[k], out[k], n))
            return e->c->d->status;
    return CUTILE_SUCCESS;
}

/* The fallback: the tiles go through shared memory (one buffer per operand, side by side),
 * where each thread walks whole lines along the scanned dimension (a PTX loop with the combiner
 * inlined once, its arguments (accumulator, element) per operand), then every
 * thread reads its elements of the results. Correct for any layout, any combiner and any number
 * of operands; linear in the dimension. */
static ct_status scan_smem(em *e, const ct_op *op)
{
    const uint32_t n = op->nopnds;
    const ct_type *t = ct_val_type(e->f, op->opnds[0]);
    uint32_t dim = (uint32_t)ct_rw_attr_named(op, "dim", 0);
    bool rev = ct_rw_attr_named(op, "reverse", 0) != 0;
    if (n > MAX_OPND)
        return ct_ptx_nosup(e, "scan of more than 8 operands");
    uint8_t lg[CT_LL_MAX_RANK];
    uint32_t nout = 0;
    for (uint32_t d = 0; d < t->rank; d++)
        nout += lg[d] = (uint8_t)__builtin_ctzll((uint64_t)t->shape[d]);
    uint32_t lo = ct_ll_dim_offset(t->rank, lg, dim), len = 1u << lg[dim];
    uint32_t lines = 1u << (nout - lg[dim]), nthreads = e->fs->num_warps * 32;
    uint32_t eb[MAX_OPND], acc[MAX_OPND], el[MAX_OPND], base[MAX_OPND], a[MAX_OPND];
    uint64_t bytes = 0, off[MAX_OPND];
    for (uint32_t i = 0; i < n; i++) { /* each operand's copy 8-byte aligned: sizes differ */
        if (!ct_ptx_def(e, op->res[i]))
            return ct_ptx_oom(e);
        eb[i] = ct_ptx_elem_bytes(e, op->opnds[i]);
        off[i] = bytes;
        bytes = (bytes + ((uint64_t)eb[i] << nout) + 7) & ~UINT64_C(7);
    }
    bool ring;
    uint32_t buf = ct_ptx_smem_buf(e, bytes, &ring, "scan");
    if (buf == NOREG)
        return e->c->d->status;
    ct_ptx_bar_cta(e);
    for (uint32_t i = 0; i < n; i++) {
        int rc = ct_ptx_rclass(elem_of(e, op->opnds[i]));
        base[i] = off[i] ? new_reg(e, RC_B32) : buf, a[i] = new_reg(e, RC_B32);
        acc[i] = new_reg(e, rc), el[i] = new_reg(e, rc);
        if (off[i])
            I("add.u32 %s, %s, %u;\n", R(e, base[i]), R(e, buf), (uint32_t)off[i]);
        if (ct_ptx_smem_tile(e, true, op->opnds[i], base[i]))
            return e->c->d->status;
    }
    ct_ptx_bar_cta(e);
    uint32_t l = new_reg(e, RC_B32), f = new_reg(e, RC_B32), k = new_reg(e, RC_B32);
    uint32_t p = new_reg(e, RC_PRED), w = new_reg(e, RC_B32);
    for (uint32_t it = 0; it * nthreads < lines; it++) {
        uint32_t skip = e->nlabels++, loop = e->nlabels++;
        I("add.u32 %s, %s, %u;\n", R(e, l), R(e, e->tid), it * nthreads);
        I("setp.ge.u32 %s, %s, %u;\n", R(e, p), R(e, l), lines);
        I("@%s bra $Lcf%u;\n", R(e, p), skip);
        /* first element of line l: outer part shifted past the dimension, inner part kept */
        I("and.b32 %s, %s, %u;\n", R(e, w), R(e, l), (1u << lo) - 1);
        I("shr.u32 %s, %s, %u;\n", R(e, f), R(e, l), lo);
        I("shl.b32 %s, %s, %u;\n", R(e, f), R(e, f), lo + lg[dim]);
        I("or.b32 %s, %s, %s;\n", R(e, f), R(e, f), R(e, w));
        if (rev)
            I("add.u32 %s, %s, %u;\n", R(e, f), R(e, f), (len - 1) << lo);
        for (uint32_t i = 0; i < n; i++) {
            I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a[i]), R(e, f), eb[i], R(e, base[i]));
            ct_ptx_smem_elem(e, false, op->opnds[i], acc[i], a[i], 0, NOREG);
        }
        I("mov.u32 %s, 1;\n", R(e, k));
        ct_buf_printf(e->o, "$Lcf%u:\n", loop);
        I("setp.ge.u32 %s, %s, %u;\n", R(e, p), R(e, k), len);
        I("@%s bra $Lcf%u;\n", R(e, p), skip);
        uint32_t args[2 * MAX_OPND], out[MAX_OPND];
        for (uint32_t i = 0; i < n; i++) {
            int32_t step = (int32_t)((1u << lo) * eb[i]) * (rev ? -1 : 1);
            I("add.s32 %s, %s, %d;\n", R(e, a[i]), R(e, a[i]), step);
            ct_ptx_smem_elem(e, false, op->opnds[i], el[i], a[i], 0, NOREG);
            args[2 * i] = acc[i], args[2 * i + 1] = el[i];
        }
        if (ct_ptx_inline_region(e, op, args, out))
            return e->c->d->status;
        for (uint32_t i = 0; i < n; i++) {
            ct_ptx_mov(e, acc[i], out[i]);
            ct_ptx_smem_elem(e, true, op->opnds[i], acc[i], a[i], 0, NOREG);
        }
        I("add.u32 %s, %s, 1;\n", R(e, k), R(e, k));
        I("bra $Lcf%u;\n", loop);
        ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    }
    ct_ptx_bar_cta(e);
    for (uint32_t i = 0; i < n; i++)
        if (ct_ptx_smem_tile(e, false, op->res[i], base[i]))
            return e->c->d->status;
    if (ring)
        ct_ptx_bar_cta(e);
    return CUTILE_SUCCESS;
}

/* Whether every operand and result of the scan has layout l (a register form needs one map from
 * registers to elements). */
static bool same_layouts(em *e, const ct_op *op, const ct_ll *l)
{
    for (uint32_t i = 0; i < op->nopnds; i++) {
        const ct_ll *a = layout_of(e, op->opnds[i]), *b = layout_of(e, op->res[i]);
        if (!a || !b || !ct_ll_eq(a, l) || !ct_ll_eq(b, l))
            return false;
    }
    return true;
}

ct_status ct_ptx_scan(em *e, const ct_op *op)
{
    const ct_ll *ls = layout_of(e, op->opnds[0]), *lr = layout_of(e, op->res[0]);
    const ct_type *t = ct_val_type(e->f, op->opnds[0]);
    uint32_t dim = (uint32_t)ct_rw_attr_named(op, "dim", 0);
    if (!ls || !lr)
        return ct_ptx_nosup(e, "no layout");
    uint8_t lg[CT_LL_MAX_RANK];
    for (uint32_t d = 0; d < t->rank; d++)
        lg[d] = (uint8_t)__builtin_ctzll((uint64_t)t->shape[d]);
    scan_plan p;
    if (op->nopnds <= MAX_OPND && same_layouts(e, op, ls) &&
        scan_plan_of(ls, ct_ll_dim_offset(t->rank, lg, dim), lg[dim], &p))
        return scan_warp(e, op, &p, ct_rw_attr_named(op, "reverse", 0) != 0);
    return scan_smem(e, op);
}
