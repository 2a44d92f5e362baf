/* ptx_rename.c — the ops whose results are registers of their operand: broadcast, reshape,
 * permute (through the layouts), assume and the pointer casts (the same registers). */
#include "codegen/ptx_emit.h"

/* broadcast / reshape / permute / assume / pointer casts: the result's registers are operand
 * registers. The layouts were assigned so that the operand's register set covers the result's:
 * map each result register's flat index to the operand's flat index and solve for the operand
 * register holding it (ct_ll_reg_find: the first one, in time independent of the count). */
ct_status ct_ptx_rename(em *e, const ct_op *op)
{
    ct_val res = op->res[0], src = op->opnds[0];
    const ct_ll *lr = layout_of(e, res), *ls = layout_of(e, src);
    const ct_type *rt = ct_val_type(e->f, res), *st = ct_val_type(e->f, src);
    if (e->nvr[src] == 1 || !lr || !ls || rt->kind != CT_TY_TILE)
        return ct_ptx_alias(e, res, e->vr[src], e->nvr[src]);
    uint8_t rlg[CT_LL_MAX_RANK], slg[CT_LL_MAX_RANK];
    uint32_t col[CT_LL_MAX_OUT];
    int32_t inv[CT_LL_MAX_RANK];
    for (uint32_t d = 0; d < rt->rank; d++)
        rlg[d] = (uint8_t)__builtin_ctzll((uint64_t)rt->shape[d]);
    for (uint32_t d = 0; d < st->rank; d++)
        slg[d] = (uint8_t)__builtin_ctzll((uint64_t)st->shape[d]);
    for (uint32_t i = 0; i < lr->nout; i++)
        col[i] = 1u << i;
    if (op->opc == CT_OP_BROADCAST)
        ct_ll_broadcast_map(rt->rank, rlg, slg, col);
    if (op->opc == CT_OP_PERMUTE) {
        for (uint32_t i = 0; i < rt->rank; i++)
            inv[op->attrs[0]->i32[i]] = (int32_t)i;
        ct_ll_permute_map(rt->rank, rlg, inv, col);
    }
    ct_ll m;
    ct_ll_map(&m, lr, col, ls->nout);
    for (uint32_t j = ct_ll_lane0(&m); j < ct_ll_nin(&m); j++)
        if (j - m.nreg + ls->nreg >= ct_ll_nin(ls) || m.base[j] != ls->base[j - m.nreg + ls->nreg])
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: %s: operand and result layouts disagree on threads",
                               ct_def(op)->name);
    uint32_t n = e->nvr[res] = nregs(e, res);
    uint32_t *d = e->vr[res] = ct_arena_alloc(&e->c->arena, n * sizeof *d);
    if (!d)
        return ct_ptx_oom(e);
    ct_ll_echelon held;
    ct_ll_reg_index_init(&held, ls);
    for (uint32_t r = 0; r < n; r++) {
        uint32_t s;
        if (!ct_ll_reg_find(&held, ct_ll_apply(&m, r, 0, 0), &s) || s >= e->nvr[src])
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: %s: operand lacks an element the result needs",
                               ct_def(op)->name);
        d[r] = e->vr[src][s];
    }
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_alias_op(em *e, const ct_op *op)
{
    return ct_ptx_alias(e, op->res[0], e->vr[op->opnds[0]], e->nvr[op->opnds[0]]);
}
