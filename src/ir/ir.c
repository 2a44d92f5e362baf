/* ir.c — modules, functions, values, ops and blocks: creation in the module arena. */
#include <string.h>

#include "ir/ir.h"

ct_module *ct_module_new(const cuTileAllocator *al)
{
    ct_arena a;
    ct_arena_init(&a, al);
    ct_module *m = ct_arena_alloc(&a, sizeof *m);
    if (!m) {
        ct_arena_free(&a);
        return NULL;
    }
    m->arena = a;
    m->version = CT_V13_3;
    m->ndi = 1; /* index 0 means "unknown location" */
    return m;
}

void ct_module_free(ct_module *m)
{
    if (!m)
        return;
    ct_arena a = m->arena; /* m itself lives in the arena */
    ct_arena_free(&a);
}

/* Grows an arena-backed vector: doubles, copies. Old storage stays in the arena. */
static int vec_grow(ct_module *m, void **data, uint32_t *cap, uint32_t n, size_t elem)
{
    if (n < *cap)
        return 0;
    uint32_t ncap = *cap ? *cap * 2 : 8;
    if (ncap <= *cap)
        return -1;
    void *p = ct_arena_alloc(&m->arena, (size_t)ncap * elem);
    if (!p)
        return -1;
    if (*cap) /* nothing to copy before the first growth (m->di starts with n = 1, no storage) */
        memcpy(p, *data, (size_t)n * elem);
    *data = p;
    *cap = ncap;
    return 0;
}

ct_str ct_str_dup(ct_module *m, const char *s, size_t len)
{
    ct_str r = {NULL, 0};
    if (len > UINT32_MAX)
        return r;
    r.s = ct_arena_strndup(&m->arena, s, len);
    r.len = r.s ? (uint32_t)len : 0;
    return r;
}

ct_func *ct_func_add(ct_module *m, ct_str name, const ct_type *type)
{
    if (vec_grow(m, (void **)&m->funcs, &m->capfuncs, m->nfuncs, sizeof(ct_func *)))
        return NULL;
    ct_func *f = ct_arena_alloc(&m->arena, sizeof *f);
    ct_block *b = ct_arena_alloc(&m->arena, sizeof *b);
    if (!f || !b)
        return NULL;
    f->name = name;
    f->type = type;
    f->is_entry = true;
    f->body.nblocks = 1;
    f->body.blocks = b;
    m->funcs[m->nfuncs++] = f;
    return f;
}

ct_global *ct_global_add(ct_module *m)
{
    if (vec_grow(m, (void **)&m->globals, &m->capglobals, m->nglobals, sizeof(ct_global)))
        return NULL;
    ct_global *g = &m->globals[m->nglobals++];
    memset(g, 0, sizeof *g);
    return g;
}

uint32_t ct_di_add(ct_module *m, const ct_di *di)
{
    if (vec_grow(m, (void **)&m->di, &m->capdi, m->ndi, sizeof(ct_di)))
        return 0;
    m->di[m->ndi] = *di;
    return m->ndi++;
}

/* Follows call sites from `loc` (to the callee's end, or the caller's) until a DILoc. */
static const ct_di *di_walk(const ct_module *m, uint32_t loc, bool to_caller)
{
    for (uint32_t steps = 0; loc && loc < m->ndi && steps < m->ndi; steps++) {
        const ct_di *e = &m->di[loc];
        if (e->tag == CT_DI_LOC)
            return e;
        if (e->tag != CT_DI_CALL_SITE)
            return NULL;
        loc = to_caller ? e->caller : e->callee;
    }
    return NULL;
}

const ct_di *ct_di_source_loc(const ct_module *m, uint32_t loc) { return di_walk(m, loc, false); }

const ct_di *ct_di_user_loc(const ct_module *m, uint32_t loc) { return di_walk(m, loc, true); }

ct_attr *ct_attr_new(ct_module *m, ct_attr_kind kind)
{
    ct_attr *a = ct_arena_alloc(&m->arena, sizeof *a);
    if (a)
        a->kind = (uint8_t)kind;
    return a;
}

int ct_op_fill_old_defaults(ct_module *m, ct_op *op, int version)
{
    const ct_op_def *d = ct_def(op);
    for (unsigned i = 0; i < d->nattrs; i++) {
        const ct_attr_def *ad = &d->attrs[i];
        if (op->attrs[i] || ad->flag_bit >= 0 || ad->dflt < 0 ||
            ct_def_field_since(d, ad->since) <= version)
            continue;
        ct_attr *a = ct_attr_new(m, CT_ATTR_ENUM);
        if (!a)
            return -1;
        a->enum_kind = ad->enum_kind;
        a->value = (uint64_t)ad->dflt;
        op->attrs[i] = a;
    }
    return 0;
}

ct_val ct_value_new(ct_func *f, ct_module *m, const ct_type *type, ct_op *def, ct_block *block,
                    uint32_t index)
{
    if (f->nvalues == UINT32_MAX - 1 ||
        vec_grow(m, (void **)&f->values, &f->capvalues, f->nvalues, sizeof(ct_value)))
        return CT_NO_VAL;
    f->values[f->nvalues] = (ct_value){type, def, block, index};
    return f->nvalues++;
}

ct_op *ct_op_new(ct_module *m, ct_opcode opc, uint32_t nres, uint32_t nopnds, uint32_t nregions)
{
    const ct_op_def *d = &ct_op_defs[opc];
    ct_arena *a = &m->arena;
    ct_op *op = ct_arena_alloc(a, sizeof *op);
    if (!op || nregions > UINT16_MAX)
        return NULL;
    op->opc = (uint16_t)opc;
    op->nres = nres;
    op->nopnds = nopnds;
    op->nregions = (uint16_t)nregions;
    if ((nres && !(op->res = ct_arena_alloc(a, nres * sizeof(ct_val)))) ||
        (nopnds && !(op->opnds = ct_arena_alloc(a, nopnds * sizeof(ct_val)))) ||
        (d->nopnds && !(op->seg = ct_arena_alloc(a, d->nopnds * sizeof(uint32_t)))) ||
        (d->nattrs && !(op->attrs = ct_arena_alloc(a, d->nattrs * sizeof(ct_attr *)))) ||
        (nregions && !(op->regions = ct_arena_alloc(a, nregions * sizeof(ct_region)))))
        return NULL;
    return op;
}

int ct_block_append(ct_module *m, ct_block *b, ct_op *op)
{
    if (vec_grow(m, (void **)&b->ops, &b->capops, b->nops, sizeof(ct_op *)))
        return -1;
    b->ops[b->nops++] = op;
    return 0;
}
