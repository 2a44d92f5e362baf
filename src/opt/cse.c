/* cse.c — common subexpression elimination of pure, region-free ops: an op equal to an earlier
 * one (same opcode, operands, attributes and result types) that is visible from it (in the same
 * block before it, or in an enclosing block) is replaced by it and removed. cuTile
 * re-materializes views, constants and casts per use; this folds them back together. */
#include "lower/passes.h"

typedef struct cse {
    ct_func *f;
    ct_subst map;
    ct_op **avail;   /* ops visible at the current point, outer scopes first */
    uint64_t *hash;
    uint32_t n, cap;
    ct_arena *a;
} cse;

static bool eligible(const ct_op *op)
{
    return (ct_def(op)->props & P_PURE) && op->nregions == 0 && op->nres > 0;
}

static uint64_t op_hash(const ct_op *op)
{
    uint64_t h = ct_hash_bytes(&op->opc, sizeof op->opc, op->nopnds);
    return ct_hash_bytes(op->opnds, op->nopnds * sizeof *op->opnds, h);
}

static bool op_eq(const ct_func *f, const ct_op *a, const ct_op *b)
{
    const ct_op_def *d = ct_def(a);
    if (a->opc != b->opc || a->nopnds != b->nopnds || a->nres != b->nres)
        return false;
    for (uint32_t i = 0; i < a->nopnds; i++)
        if (a->opnds[i] != b->opnds[i])
            return false;
    for (uint32_t g = 0; g < d->nopnds; g++)
        if (a->seg[g] != b->seg[g])
            return false;
    for (uint32_t i = 0; i < d->nattrs; i++)
        if (!ct_rw_attr_eq(a->attrs[i], b->attrs[i]))
            return false;
    for (uint32_t i = 0; i < a->nres; i++)
        if (ct_val_type(f, a->res[i]) != ct_val_type(f, b->res[i]))
            return false;
    return true;
}

static ct_status push(cse *c, ct_op *op, uint64_t h)
{
    if (c->n == c->cap) {
        uint32_t cap = c->cap ? c->cap * 2 : 64;
        ct_op **ops = ct_arena_alloc(c->a, cap * sizeof *ops);
        uint64_t *hs = ct_arena_alloc(c->a, cap * sizeof *hs);
        if (!ops || !hs)
            return CUTILE_ERROR_OUT_OF_MEMORY;
        for (uint32_t i = 0; i < c->n; i++)
            ops[i] = c->avail[i], hs[i] = c->hash[i];
        c->avail = ops, c->hash = hs, c->cap = cap;
    }
    c->avail[c->n] = op;
    c->hash[c->n++] = h;
    return CUTILE_SUCCESS;
}

static ct_status cse_region(cse *c, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        uint32_t mark = c->n;
        for (uint32_t i = 0; i < b->nops; i++) {
            ct_op *op = b->ops[i];
            for (uint32_t k = 0; k < op->nopnds; k++)
                op->opnds[k] = ct_rw_subst_get(&c->map, op->opnds[k]);
            for (uint32_t k = 0; k < op->nregions; k++)
                if (cse_region(c, &op->regions[k]))
                    return CUTILE_ERROR_OUT_OF_MEMORY;
            if (!eligible(op))
                continue;
            uint64_t h = op_hash(op);
            uint32_t j = 0;
            while (j < c->n && !(c->hash[j] == h && op_eq(c->f, c->avail[j], op)))
                j++;
            if (j < c->n) {
                for (uint32_t k = 0; k < op->nres; k++)
                    ct_rw_subst_set(&c->map, op->res[k], c->avail[j]->res[k]);
                b->ops[i] = NULL; /* pure, and every use now names the earlier op */
            } else if (push(c, op, h)) {
                return CUTILE_ERROR_OUT_OF_MEMORY;
            }
        }
        uint32_t w = 0;
        for (uint32_t i = 0; i < b->nops; i++)
            if (b->ops[i])
                b->ops[w++] = b->ops[i];
        b->nops = w;
        c->n = mark;
    }
    return CUTILE_SUCCESS;
}

ct_status ct_pass_cse(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        cse s = {.f = f, .a = &c->arena};
        if (!ct_rw_subst_init(&s.map, &c->arena, f) || cse_region(&s, &f->body))
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "cse: out of memory");
    }
    return CUTILE_SUCCESS;
}
