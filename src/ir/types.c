/* types.c — interned types: a type is created once per module; equal types share a pointer. */
#include <string.h>

#include "ir/ir.h"

const ct_scalar_info ct_scalar_infos[CT_S_COUNT] = {
#define CT_X_(id, name, tag, since, bits, bytes, isf) [CT_S_##id] = {name, tag, since, bits, bytes, isf},
    CT_SCALAR_LIST(CT_X_)
#undef CT_X_
};

static uint64_t hash_arr(uint64_t h, const void *p, size_t n) { return ct_hash_bytes(p, n, h); }

static uint64_t type_hash(const ct_type *t)
{
    uint8_t head[6] = {t->kind, t->scalar, t->has_padding, t->padding, t->has_ptr_attr, t->ptr_attr};
    uint64_t h = ct_hash_bytes(head, sizeof head, 0);
    uint64_t ids[2] = {t->elem ? t->elem->id + 1 : 0, t->sparse_dim};
    h = hash_arr(h, ids, sizeof ids);
    h = hash_arr(h, t->shape, t->rank * sizeof(int64_t));
    h = hash_arr(h, t->strides, t->nstrides * sizeof(int64_t));
    h = hash_arr(h, t->tile_shape, t->ntile * sizeof(int32_t));
    h = hash_arr(h, t->dim_map, t->ndim_map * sizeof(int32_t));
    h = hash_arr(h, t->traversal_strides, t->ntraversal * sizeof(int32_t));
    for (uint32_t i = 0; i < t->nin; i++)
        h = hash_arr(h, &t->ins[i]->id, sizeof(uint32_t));
    h ^= t->nin * 0x9e3779b97f4a7c15ull;
    for (uint32_t i = 0; i < t->nout; i++)
        h = hash_arr(h, &t->outs[i]->id, sizeof(uint32_t));
    return h;
}

static bool arr_eq(const void *a, const void *b, size_t n) { return n == 0 || memcmp(a, b, n) == 0; }

static bool type_eq(const ct_type *a, const ct_type *b)
{
    if (a->kind != b->kind || a->scalar != b->scalar || a->has_padding != b->has_padding ||
        a->padding != b->padding || a->has_ptr_attr != b->has_ptr_attr ||
        a->ptr_attr != b->ptr_attr || a->elem != b->elem || a->sparse_dim != b->sparse_dim ||
        a->rank != b->rank || a->nstrides != b->nstrides || a->ntile != b->ntile ||
        a->ndim_map != b->ndim_map || a->ntraversal != b->ntraversal || a->nin != b->nin ||
        a->nout != b->nout)
        return false;
    return arr_eq(a->shape, b->shape, a->rank * sizeof(int64_t)) &&
           arr_eq(a->strides, b->strides, a->nstrides * sizeof(int64_t)) &&
           arr_eq(a->tile_shape, b->tile_shape, a->ntile * sizeof(int32_t)) &&
           arr_eq(a->dim_map, b->dim_map, a->ndim_map * sizeof(int32_t)) &&
           arr_eq(a->traversal_strides, b->traversal_strides, a->ntraversal * sizeof(int32_t)) &&
           arr_eq(a->ins, b->ins, a->nin * sizeof(ct_type *)) &&
           arr_eq(a->outs, b->outs, a->nout * sizeof(ct_type *));
}

static int grow_hash(ct_module *m)
{
    uint32_t cap = m->type_hash_cap ? m->type_hash_cap * 2 : 64;
    uint32_t *tab = ct_arena_alloc(&m->arena, cap * sizeof(uint32_t));
    if (!tab)
        return -1;
    for (uint32_t i = 0; i < m->ntypes; i++) {
        uint32_t j = (uint32_t)type_hash(m->types[i]) & (cap - 1);
        while (tab[j])
            j = (j + 1) & (cap - 1);
        tab[j] = i + 1;
    }
    m->type_hash = tab;
    m->type_hash_cap = cap;
    return 0;
}

/* Copies the template's arrays into the arena. */
static ct_type *type_copy(ct_module *m, const ct_type *t)
{
    ct_arena *a = &m->arena;
    ct_type *n = ct_arena_dup(a, t, sizeof *t);
    if (!n)
        return NULL;
#define CT_DUP_(field, count, T)                                                               \
    if (t->count) {                                                                            \
        n->field = ct_arena_dup(a, t->field, t->count * sizeof(T));                            \
        if (!n->field)                                                                         \
            return NULL;                                                                       \
    } else                                                                                     \
        n->field = NULL;
    CT_DUP_(shape, rank, int64_t)
    CT_DUP_(strides, nstrides, int64_t)
    CT_DUP_(tile_shape, ntile, int32_t)
    CT_DUP_(dim_map, ndim_map, int32_t)
    CT_DUP_(traversal_strides, ntraversal, int32_t)
    CT_DUP_(ins, nin, ct_type *)
    CT_DUP_(outs, nout, ct_type *)
#undef CT_DUP_
    return n;
}

const ct_type *ct_type_intern(ct_module *m, const ct_type *tmpl)
{
    if (m->ntypes * 2 >= m->type_hash_cap && grow_hash(m))
        return NULL;
    uint32_t mask = m->type_hash_cap - 1;
    uint32_t j = (uint32_t)type_hash(tmpl) & mask;
    for (; m->type_hash[j]; j = (j + 1) & mask) {
        const ct_type *t = m->types[m->type_hash[j] - 1];
        if (type_eq(t, tmpl))
            return t;
    }
    if (m->ntypes == m->captypes) {
        uint32_t cap = m->captypes ? m->captypes * 2 : 64;
        const ct_type **v = ct_arena_alloc(&m->arena, cap * sizeof *v);
        if (!v)
            return NULL;
        if (m->ntypes)
            memcpy(v, m->types, m->ntypes * sizeof *v);
        m->types = v;
        m->captypes = cap;
    }
    ct_type *n = type_copy(m, tmpl);
    if (!n)
        return NULL;
    n->id = m->ntypes;
    m->types[m->ntypes++] = n;
    m->type_hash[j] = n->id + 1;
    return n;
}

const ct_type *ct_type_scalar(ct_module *m, ct_scalar s)
{
    ct_type t = {.kind = CT_TY_SCALAR, .scalar = (uint8_t)s};
    return ct_type_intern(m, &t);
}

const ct_type *ct_type_ptr(ct_module *m, const ct_type *pointee)
{
    ct_type t = {.kind = CT_TY_PTR, .elem = pointee};
    return ct_type_intern(m, &t);
}

const ct_type *ct_type_tile(ct_module *m, const ct_type *elem, uint32_t rank, const int64_t *shape)
{
    ct_type t = {.kind = CT_TY_TILE, .elem = elem, .rank = rank, .shape = shape};
    return ct_type_intern(m, &t);
}

const ct_type *ct_type_token(ct_module *m)
{
    ct_type t = {.kind = CT_TY_TOKEN};
    return ct_type_intern(m, &t);
}

const ct_type *ct_type_func(ct_module *m, uint32_t nin, const ct_type *const *ins, uint32_t nout,
                            const ct_type *const *outs)
{
    ct_type t = {.kind = CT_TY_FUNC, .nin = nin, .ins = ins, .nout = nout, .outs = outs};
    return ct_type_intern(m, &t);
}

const ct_type *ct_type_elem(const ct_type *t)
{
    return t->kind == CT_TY_TILE ? t->elem : t;
}

uint64_t ct_type_num_elements(const ct_type *tile)
{
    uint64_t n = 1;
    for (uint32_t i = 0; i < tile->rank; i++) {
        uint64_t d = tile->shape[i] > 0 ? (uint64_t)tile->shape[i] : 0;
        if (d && n > UINT64_MAX / d)
            return UINT64_MAX;
        n *= d;
    }
    return n;
}
