/* hoist_loads.c — hoist-loads (sched → sched): the small weak loads that follow a loop but need
 * nothing from it move ahead of it, with the address arithmetic they need.
 *
 * A fused-MoE GEMM's epilogue loads its rows' token ids and then, through them, the routed
 * weights it multiplies the accumulator by: two DRAM round trips, one after the other, after
 * the K loop and before the first store — latency no other work hides, as the SM has nothing
 * else to run by then. Issued before the loop, they complete under it.
 *
 * An op after the loop moves when every operand is defined before the loop (or by an op that
 * moves), it has no regions, and it is either a weak gather_load or pure arithmetic that such a
 * load needs (never a dot or a layout conversion). Nothing moves past a memory write or another
 * side effect after the loop, nor ahead of a loop that writes memory or has side effects: a
 * weak load may then read what it would have read after the loop, as no other thread's write
 * is ordered between the two points. What moves is held in registers across the loop, so the
 * values a thread holds across the loop are capped at HOIST_REGS registers. */
#include <string.h>

#include "pass/pass.h"

enum { HOIST_REGS = 32 };

typedef struct hoist {
    ct_pass_ctx *c;
    ct_func *f;
    ct_fstate *fs;
    bool *late; /* per value: defined by the loop or an op after it that has not moved */
    bool *mark; /* per value: needed by a moving load, then used by an op that stays */
} hoist;

static void note_effect(ct_op *op, void *user)
{
    *(bool *)user |= (ct_def(op)->props & (P_MEM_WRITE | P_EFFECT)) != 0;
}

static bool writes(const ct_op *op)
{
    bool w = false;
    note_effect((ct_op *)op, &w);
    for (uint32_t k = 0; k < op->nregions; k++)
        ct_rw_walk((ct_region *)&op->regions[k], note_effect, &w);
    return w;
}

static bool is_rename(uint16_t opc)
{
    return opc == CT_OP_RESHAPE || opc == CT_OP_BROADCAST || opc == CT_OP_PERMUTE ||
           opc == CT_OP_ASSUME || opc == CT_OP_INT_TO_PTR || opc == CT_OP_PTR_TO_INT ||
           opc == CT_OP_PTR_TO_PTR;
}

/* Whether op may move (its operands aside). */
static bool movable(const ct_op *op)
{
    if (op->nregions || op->opc == CT_OP_DOT || op->opc == CT_OP_CONVERT_LAYOUT)
        return false;
    if (op->opc == CT_OP_GATHER_LOAD)
        return ct_rw_attr_named(op, "memory_ordering_semantics", CT_MEM_ORDERING_WEAK) ==
               CT_MEM_ORDERING_WEAK;
    return (ct_def(op)->props & P_PURE) != 0;
}

/* The registers of value v a thread holds. */
static uint32_t regs_of(const hoist *H, ct_val v)
{
    return v < H->fs->nlayout && H->fs->layout[v] ? 1u << H->fs->layout[v]->nreg : 1;
}

/* Moves the ops after the loop at index *li of b that may go ahead of it: the movable ones
 * reachable from pre-loop values (forwards), of those only the loads and what they need
 * (backwards), if what an op staying after the loop uses of them fits HOIST_REGS (the moved
 * arithmetic's own intermediates die before the loop; renames hold no registers of their own);
 * *li follows the loop. */
static ct_status hoist_loop(hoist *H, ct_block *b, uint32_t *li)
{
    uint32_t at = *li, n = b->nops - at - 1, moved = 0, regs = 0;
    ct_op **after = b->ops + at + 1, **ops = ct_arena_alloc(&H->c->arena, (n + 1) * sizeof *ops);
    bool *keep = ct_arena_alloc(&H->c->arena, n + 1);
    if (!keep || !ops)
        return ct_diag_set(H->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "hoist-loads: out of memory");
    memset(keep, 0, n + 1);
    for (uint32_t i = 0; i < b->nops; i++)
        for (uint32_t k = 0; k < b->ops[i]->nres; k++)
            H->late[b->ops[i]->res[k]] = i >= at, H->mark[b->ops[i]->res[k]] = false;
    for (uint32_t j = 0; j < n; j++) {
        if (ct_def(after[j])->props & (P_MEM_WRITE | P_EFFECT | P_TERM))
            break;
        bool ok = movable(after[j]);
        for (uint32_t k = 0; ok && k < after[j]->nopnds; k++)
            ok = !H->late[after[j]->opnds[k]];
        for (uint32_t k = 0; ok && k < after[j]->nres; k++)
            H->late[after[j]->res[k]] = false;
        keep[j] = ok;
    }
    for (uint32_t j = n; j-- > 0;) { /* mark: needed by a load that moves */
        bool need = keep[j] && after[j]->opc == CT_OP_GATHER_LOAD;
        for (uint32_t r = 0; keep[j] && r < after[j]->nres; r++)
            need |= H->mark[after[j]->res[r]];
        for (uint32_t k = 0; need && k < after[j]->nopnds; k++)
            H->mark[after[j]->opnds[k]] = true;
        keep[j] = need;
        moved += need;
    }
    for (uint32_t j = 0; j < n; j++) /* mark: used by an op that stays */
        for (uint32_t r = 0; r < after[j]->nres; r++)
            H->mark[after[j]->res[r]] = false;
    for (uint32_t j = 0; j < n; j++)
        for (uint32_t k = 0; !keep[j] && k < after[j]->nopnds; k++)
            H->mark[after[j]->opnds[k]] = true;
    for (uint32_t j = 0; j < n; j++)
        for (uint32_t r = 0; keep[j] && !is_rename(after[j]->opc) && r < after[j]->nres; r++)
            regs += H->mark[after[j]->res[r]] ? regs_of(H, after[j]->res[r]) : 0;
    if (!moved || regs > HOIST_REGS)
        return CUTILE_SUCCESS;
    uint32_t w = 0;
    for (uint32_t j = 0; j < n; j++)
        if (keep[j])
            ops[w++] = after[j];
    ops[w++] = b->ops[at];
    for (uint32_t j = 0; j < n; j++)
        if (!keep[j])
            ops[w++] = after[j];
    memcpy(b->ops + at, ops, w * sizeof *ops);
    *li = at + moved;
    return CUTILE_SUCCESS;
}

static ct_status hoist_region(hoist *H, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        for (uint32_t i = 0; i < b->nops; i++) {
            ct_op *op = b->ops[i];
            for (uint32_t k = 0; k < op->nregions; k++)
                if (hoist_region(H, &op->regions[k]))
                    return H->c->d->status;
            if ((ct_def(op)->props & P_LOOP) && !writes(op) && hoist_loop(H, b, &i))
                return H->c->d->status;
        }
    }
    return CUTILE_SUCCESS;
}

ct_status ct_pass_hoist_loads(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        hoist H = {.c = c, .f = m->funcs[fi], .fs = &c->fs[fi]};
        H.late = ct_arena_alloc(&c->arena, 2 * (H.f->nvalues + 1) * sizeof *H.late);
        if (!H.late)
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "hoist-loads: out of memory");
        memset(H.late, 0, 2 * (H.f->nvalues + 1) * sizeof *H.late);
        H.mark = H.late + H.f->nvalues + 1;
        if (hoist_region(&H, &H.f->body))
            return c->d->status;
    }
    return CUTILE_SUCCESS;
}
