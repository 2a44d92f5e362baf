/* hoist_converts.c — hoist-converts (sched → sched): a layout conversion in a loop body whose
 * source comes from outside the loop moves ahead of the loop, so it runs once instead of in
 * every iteration.
 *
 * assign-layouts puts a convert_layout right before the op that wants a value in a second
 * layout. When that value is loop-invariant and the op is in a loop body, every iteration
 * converts the same value again: two barriers and a round trip through shared memory each
 * time, and pipeline-loops repeats it for every copy it makes of the body. The fp8 MoE GEMM's
 * gather mask: the row mask, loop-invariant, is in the layout of the scales' rows and wanted
 * in that of the A copies.
 *
 * A conversion moves when it stands at the top level of the body (every iteration runs it;
 * one inside an if of the body stays) and its source is defined outside the loop (neither a
 * block argument of the body nor a result of an op in it, at any depth): it then computes the
 * same value before the loop as in every iteration. It reads no memory but its own shared
 * staging, so a loop that runs no iteration loses nothing by it running once. Its barriers
 * stay uniform: the conversion runs where the loop starts, which every thread reaches that ran
 * the body. Inner loops go first: what leaves an inner loop may leave the outer one too. */
#include <string.h>

#include "pass/pass.h"

/* Marks in `in` the values block b defines: its arguments, its ops' results and theirs of the
 * ops in their regions. */
static void mark_defs(const ct_block *b, uint8_t *in)
{
    for (uint32_t i = 0; i < b->nargs; i++)
        in[b->args[i]] = 1;
    for (uint32_t i = 0; i < b->nops; i++) {
        const ct_op *op = b->ops[i];
        for (uint32_t k = 0; k < op->nres; k++)
            in[op->res[k]] = 1;
        for (uint32_t r = 0; r < op->nregions; r++)
            for (uint32_t bi = 0; bi < op->regions[r].nblocks; bi++)
                mark_defs(&op->regions[r].blocks[bi], in);
    }
}

/* The conversions at the top level of loop body `body` whose source comes from outside the
 * loop move into b at *at, the loop's index, which steps past them. */
static ct_status hoist_loop(ct_pass_ctx *c, ct_module *m, const ct_func *f, ct_block *b,
                            uint32_t *at, ct_block *body)
{
    uint8_t *in = ct_arena_alloc(&c->arena, f->nvalues + 1);
    if (!in)
        return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "hoist-converts: out of memory");
    memset(in, 0, f->nvalues + 1);
    mark_defs(body, in);
    for (uint32_t j = 0; j < body->nops;) {
        ct_op *cv = body->ops[j];
        if (cv->opc != CT_OP_CONVERT_LAYOUT || in[cv->opnds[0]]) {
            j++;
            continue;
        }
        memmove(body->ops + j, body->ops + j + 1, (body->nops - j - 1) * sizeof *body->ops);
        body->nops--;
        if (ct_rw_insert(m, b, (*at)++, cv))
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "hoist-converts: out of memory");
    }
    return CUTILE_SUCCESS;
}

/* hoist_loop for every loop of region r, inner loops first. */
static ct_status hoist_region(ct_pass_ctx *c, ct_module *m, const ct_func *f, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        for (uint32_t i = 0; i < b->nops; i++) {
            ct_op *op = b->ops[i];
            for (uint32_t k = 0; k < op->nregions; k++)
                if (hoist_region(c, m, f, &op->regions[k]))
                    return c->d->status;
            if ((ct_def(op)->props & P_LOOP) && op->regions[0].nblocks &&
                hoist_loop(c, m, f, b, &i, &op->regions[0].blocks[0]))
                return c->d->status;
        }
    }
    return CUTILE_SUCCESS;
}

ct_status ct_pass_hoist_converts(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++)
        if (hoist_region(c, m, m->funcs[fi], &m->funcs[fi]->body))
            return c->d->status;
    return CUTILE_SUCCESS;
}
