/* ptx_index.c — the ops that read where a thread is: get_tile_block_id, get_num_tile_blocks
 * (the CTA's special registers) and iota (the flat index of each element a thread holds). */
#include "codegen/ptx_emit.h"
#include "lower/pipeline_loops.h"

/* ---------------------------------- index generation ---------------------------------- */

/* Block id (ids) or grid extent of dimension i: the CTA's special register, or in a
 * persistent entry the block's and the launch's (ptx_persist.c). */
static uint32_t grid_reg(em *e, bool ids, uint32_t i)
{
    if (e->persist)
        return ids ? e->grid_id[i] : e->grid_n[i];
    uint32_t d = new_reg(e, RC_B32);
    I("mov.u32 %s, %s.%c;\n", R(e, d), ids ? "%ctaid" : "%nctaid", "xyz"[i]);
    return d;
}

/* A predicate: the array the grid plan's load reads (lower/grid_order.c; one z slice of it)
 * holds at most half the target's L2, so that the hardware's order keeps it there; NOREG where
 * the plan has no such load or its extents are not in registers yet. */
static uint32_t fits_l2(em *e)
{
    const ct_op *ld = e->fs->grid_load;
    const ct_op *mtv = ld ? e->f->values[ld->opnds[0]].def : NULL;
    if (!mtv || mtv->opc != CT_OP_MAKE_TENSOR_VIEW)
        return NOREG;
    const ct_type *tv = ld->attrs[0]->type->elem;
    uint32_t n;
    const ct_val *dyn = ct_op_group(mtv, 1, &n);
    for (uint32_t k = 0; k < n; k++)
        if (!e->vr[dyn[k]])
            return NOREG;
    uint32_t k = 0, bytes = new_reg(e, RC_B64), p = new_reg(e, RC_PRED);
    uint64_t fixed = ct_scalar_mem_bytes(tv->elem->scalar);
    I("mov.u64 %s, 1;\n", R(e, bytes));
    for (uint32_t i = 0; i < tv->rank; i++) {
        bool z = e->fs->grid_zdims >> i & 1;
        if (tv->shape[i] != CT_DYN) {
            fixed *= z ? 1 : (uint64_t)tv->shape[i];
            continue;
        }
        ct_val v = dyn[k++];
        if (z)
            continue;
        uint32_t x = e->vr[v][0];
        if (bits_of(e, v) != 64) {
            x = new_reg(e, RC_B64);
            I("cvt.u64%s %s, %s;\n", ity(bits_of(e, v), 'u'), R(e, x), R(e, e->vr[v][0]));
        }
        I("mul.lo.u64 %s, %s, %s;\n", R(e, bytes), R(e, bytes), R(e, x));
    }
    if (fixed != 1)
        I("mul.lo.u64 %s, %s, %llu;\n", R(e, bytes), R(e, bytes), (unsigned long long)fixed);
    I("setp.le.u64 %s, %s, %llu;\n", R(e, p), R(e, bytes),
      (unsigned long long)e->c->cfg->target->l2_mib << 19);
    return p;
}

/* The block ids x, y of a grouped grid (lower/grid_order.c) from the hardware's, in place: the
 * linear id L = x + y·X of the (x, y) plane counts through bands of g = min(G, X) columns of
 * x, y after x inside a band; the last band is X − x0 wide. A bijection of the plane for every
 * X, Y; kept as the hardware's where X·Y overflows 32 bits or fits_l2 says the array the
 * hardware's order keeps in L2 fits it. */
static void grouped(em *e, uint32_t *id)
{
    const uint32_t G = CT_GRID_GROUP;
    uint32_t nx = grid_reg(e, false, 0), ny = grid_reg(e, false, 1);
    uint32_t fits = fits_l2(e);
    uint32_t r[12], wide = new_reg(e, RC_PRED);
    for (uint32_t i = 0; i < 12; i++)
        r[i] = new_reg(e, RC_B32);
#define T(i) R(e, r[i])
    I("mad.lo.u32 %s, %s, %s, %s;\n", T(0), R(e, id[1]), R(e, nx), R(e, id[0])); /* L */
    I("min.u32 %s, %s, %u;\n", T(1), R(e, nx), G);                               /* g */
    I("mul.lo.u32 %s, %s, %s;\n", T(2), T(1), R(e, ny));        /* blocks of a full band */
    I("div.u32 %s, %s, %s;\n", T(3), T(0), T(2));                /* band */
    I("mul.lo.u32 %s, %s, %s;\n", T(4), T(3), T(2));
    I("sub.u32 %s, %s, %s;\n", T(5), T(0), T(4));                /* L within the band */
    I("mul.lo.u32 %s, %s, %s;\n", T(6), T(3), T(1));             /* x0 */
    I("sub.u32 %s, %s, %s;\n", T(7), R(e, nx), T(6));
    I("min.u32 %s, %s, %s;\n", T(7), T(7), T(1));                /* the band's width */
    I("div.u32 %s, %s, %s;\n", T(8), T(5), T(7));                /* y */
    I("mul.lo.u32 %s, %s, %s;\n", T(9), T(8), T(7));
    I("sub.u32 %s, %s, %s;\n", T(10), T(5), T(9));
    I("add.u32 %s, %s, %s;\n", T(10), T(10), T(6));              /* x */
    I("mul.hi.u32 %s, %s, %s;\n", T(11), R(e, nx), R(e, ny));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, wide), T(11));
    if (fits != NOREG)
        I("or.pred %s, %s, %s;\n", R(e, wide), R(e, wide), R(e, fits));
#undef T
    ct_ptx_selp(e, r[0], wide, id[0], r[10]);
    ct_ptx_selp(e, r[1], wide, id[1], r[8]);
    id[0] = r[0], id[1] = r[1];
}

ct_status ct_ptx_block_id(em *e, const ct_op *op)
{
    bool ids = op->opc == CT_OP_GET_TILE_BLOCK_ID;
    uint32_t d[3];
    for (uint32_t i = 0; i < 3; i++)
        d[i] = grid_reg(e, ids, i);
    if (ids && e->fs->grid_bands)
        grouped(e, d);
    for (uint32_t i = 0; i < 3; i++)
        if (ct_ptx_alias(e, op->res[i], &d[i], 1))
            return e->c->d->status;
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_iota(em *e, const ct_op *op)
{
    const ct_ll *l = layout_of(e, op->res[0]);
    thread_part *t;
    uint32_t w = bits_of(e, op->res[0]);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d || !l)
        return ct_ptx_oom(e);
    if (ct_ptx_thread_part(e, l, &t))
        return e->c->d->status;
    /* n ≤ 2^w (ops.md): an i1 iota is 0, 1; an i8 one sits in the low byte of 16 bits */
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t x = w == 32 ? d[r] : new_reg(e, RC_B32);
        I("add.u32 %s, %s, %u;\n", R(e, x), R(e, t->flat), reg_flat(l, r));
        if (w == 1) {
            I("and.b32 %s, %s, 1;\n", R(e, x), R(e, x));
            I("setp.ne.u32 %s, %s, 0;\n", R(e, d[r]), R(e, x));
        } else if (w != 32)
            I("cvt%s.u32 %s, %s;\n", ity(w, 'u'), R(e, d[r]), R(e, x));
    }
    return CUTILE_SUCCESS;
}
