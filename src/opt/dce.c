/* dce.c — dead code elimination: pure ops whose results nobody uses are removed, repeatedly,
 * so chains of dead ops go at once. Ops with effects, memory writes or reads, and terminators
 * stay. */
#include "pass/pass.h"

static bool removable(const ct_op *op, const uint32_t *uses)
{
    const ct_op_def *d = ct_def(op);
    if (!(d->props & P_PURE) || (d->props & P_TERM))
        return false;
    for (uint32_t i = 0; i < op->nres; i++)
        if (uses[op->res[i]])
            return false;
    return true;
}

static void drop_uses(ct_op *op, void *user)
{
    uint32_t *uses = user;
    for (uint32_t i = 0; i < op->nopnds; i++)
        uses[op->opnds[i]]--;
}

/* Removes dead ops of r (innermost regions first, each block back to front, so an op whose
 * only user was just removed goes in the same sweep). Returns whether anything changed. */
static bool sweep(ct_region *r, uint32_t *uses)
{
    bool changed = false;
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        uint32_t n = b->nops;
        for (uint32_t i = n; i-- > 0;) {
            ct_op *op = b->ops[i];
            for (uint32_t k = 0; k < op->nregions; k++)
                changed |= sweep(&op->regions[k], uses);
            if (!removable(op, uses))
                continue;
            drop_uses(op, uses);
            for (uint32_t k = 0; k < op->nregions; k++)
                ct_rw_walk(&op->regions[k], drop_uses, uses);
            b->ops[i] = NULL;
            changed = true;
        }
        uint32_t w = 0;
        for (uint32_t i = 0; i < n; i++)
            if (b->ops[i])
                b->ops[w++] = b->ops[i];
        b->nops = w;
    }
    return changed;
}

ct_status ct_pass_dce(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        uint32_t *uses = ct_rw_use_counts(&c->arena, f);
        if (!uses)
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "dce: out of memory");
        while (sweep(&f->body, uses))
            ;
    }
    return CUTILE_SUCCESS;
}
