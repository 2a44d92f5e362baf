/* cse.c — common subexpression elimination of pure, region-free ops: an op equal to an earlier
 * one (same opcode, operands, attributes and result types) that is visible from it (in the same
 * block before it, or in an enclosing block) is replaced by it and removed. cuTile
 * re-materializes views, constants and casts per use; this folds them back together.
 *
 * The visible ops are a stack (outer scopes first, popped at the end of each block) indexed by
 * a hash table of chains: a bucket names its newest entry and each entry the previous one of
 * its bucket, so popping an entry restores its bucket exactly. The hash covers everything the
 * equality compares, so a lookup compares only ops that are very likely equal and the pass
 * stays linear in the number of ops (a module of distinct constants or a long chain of adds
 * used to compare each op with every visible one). */
#include <string.h>

#include "pass/pass.h"

typedef struct cse {
    ct_func *f;
    ct_subst map;
    ct_op **avail;   /* ops visible at the current point, outer scopes first */
    uint64_t *hash;
    uint32_t *prev;  /* per entry: 1 + the previous entry of its bucket, 0 at the chain's end */
    uint32_t *head;  /* per bucket: 1 + its newest entry, 0 if empty */
    uint32_t n, cap, nbuckets;
    ct_arena *a;
} cse;

static bool eligible(const ct_op *op)
{
    return (ct_def(op)->props & P_PURE) && op->nregions == 0 && op->nres > 0;
}

static uint64_t op_hash(const ct_func *f, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    uint64_t h = ct_hash_bytes(&op->opc, sizeof op->opc, op->nopnds);
    h = ct_hash_bytes(op->opnds, op->nopnds * sizeof *op->opnds, h);
    h = ct_hash_bytes(op->seg, d->nopnds * sizeof *op->seg, h);
    for (uint32_t i = 0; i < d->nattrs; i++)
        h = ct_rw_attr_hash(op->attrs[i], h);
    for (uint32_t i = 0; i < op->nres; i++) {
        const ct_type *t = ct_val_type(f, op->res[i]); /* interned: equal types are one pointer */
        h = ct_hash_bytes(&t, sizeof t, h);
    }
    return h;
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

static uint32_t bucket(const cse *c, uint64_t h) { return (uint32_t)(h ^ h >> 32) & (c->nbuckets - 1); }

static void link_entry(cse *c, uint32_t i)
{
    uint32_t b = bucket(c, c->hash[i]);
    c->prev[i] = c->head[b];
    c->head[b] = i + 1;
}

/* Doubles the stack and the table (twice as many buckets as entries), relinking every entry. */
static bool grow(cse *c)
{
    uint32_t cap = c->cap ? c->cap * 2 : 64;
    ct_op **ops = ct_arena_alloc(c->a, cap * sizeof *ops);
    uint64_t *hs = ct_arena_alloc(c->a, cap * sizeof *hs);
    uint32_t *prev = ct_arena_alloc(c->a, cap * sizeof *prev);
    uint32_t *head = ct_arena_alloc(c->a, 2 * (size_t)cap * sizeof *head);
    if (!ops || !hs || !prev || !head)
        return false;
    if (c->n) {
        memcpy(ops, c->avail, c->n * sizeof *ops);
        memcpy(hs, c->hash, c->n * sizeof *hs);
    }
    memset(head, 0, 2 * (size_t)cap * sizeof *head);
    c->avail = ops, c->hash = hs, c->prev = prev, c->head = head;
    c->cap = cap, c->nbuckets = 2 * cap;
    for (uint32_t i = 0; i < c->n; i++)
        link_entry(c, i);
    return true;
}

static ct_status push(cse *c, ct_op *op, uint64_t h)
{
    if (c->n == c->cap && !grow(c))
        return CUTILE_ERROR_OUT_OF_MEMORY;
    c->avail[c->n] = op;
    c->hash[c->n] = h;
    link_entry(c, c->n++);
    return CUTILE_SUCCESS;
}

/* Leaves a block: its entries are the newest, each the head of its bucket. */
static void pop_to(cse *c, uint32_t mark)
{
    while (c->n > mark) {
        c->n--;
        c->head[bucket(c, c->hash[c->n])] = c->prev[c->n];
    }
}

/* The visible op equal to op, or NULL. No two visible ops are equal (the later would have been
 * removed), so the first found is the one. */
static ct_op *find(const cse *c, const ct_op *op, uint64_t h)
{
    if (!c->n)
        return NULL;
    for (uint32_t i = c->head[bucket(c, h)]; i; i = c->prev[i - 1])
        if (c->hash[i - 1] == h && op_eq(c->f, c->avail[i - 1], op))
            return c->avail[i - 1];
    return NULL;
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
            uint64_t h = op_hash(c->f, op);
            const ct_op *same = find(c, op, h);
            if (same) {
                for (uint32_t k = 0; k < op->nres; k++)
                    ct_rw_subst_set(&c->map, op->res[k], same->res[k]);
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
        pop_to(c, mark);
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
