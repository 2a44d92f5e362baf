/* rewrite.c — small IR rewriting helpers the passes share (walks, use counts, substitution,
 * op construction, constants). */
#include <string.h>

#include "pass/pass.h"

void ct_rw_walk(ct_region *r, ct_rw_visit_fn fn, void *user)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        for (uint32_t i = 0; i < b->nops; i++) {
            ct_op *op = b->ops[i];
            fn(op, user);
            for (uint32_t k = 0; k < op->nregions; k++)
                ct_rw_walk(&op->regions[k], fn, user);
        }
    }
}

static void count_uses(ct_op *op, void *user)
{
    uint32_t *n = user;
    for (uint32_t i = 0; i < op->nopnds; i++)
        n[op->opnds[i]]++;
}

uint32_t *ct_rw_use_counts(ct_arena *a, ct_func *f)
{
    uint32_t *n = ct_arena_alloc(a, (f->nvalues + 1) * sizeof *n);
    if (n)
        ct_rw_walk(&f->body, count_uses, n);
    return n;
}

bool ct_rw_subst_init(ct_subst *s, ct_arena *a, const ct_func *f)
{
    s->n = f->nvalues;
    s->map = ct_arena_alloc(a, (f->nvalues + 1) * sizeof *s->map);
    for (uint32_t v = 0; s->map && v < f->nvalues; v++)
        s->map[v] = v;
    return s->map != NULL;
}

static ct_val subst_root(ct_subst *s, ct_val v)
{
    ct_val r = v;
    while (ct_rw_subst_get(s, r) != r)
        r = s->map[r];
    /* Path compression: later lookups of the chain are direct. */
    while (ct_rw_subst_get(s, v) != r) {
        ct_val next = s->map[v];
        s->map[v] = r;
        v = next;
    }
    return r;
}

static void apply_subst(ct_op *op, void *user)
{
    for (uint32_t i = 0; i < op->nopnds; i++)
        op->opnds[i] = subst_root(user, op->opnds[i]);
}

void ct_rw_subst_apply(ct_func *f, ct_subst *s) { ct_rw_walk(&f->body, apply_subst, s); }

ct_op *ct_rw_op(ct_module *m, ct_func *f, ct_opcode opc, uint32_t nres,
                const ct_type *const *rtypes, uint32_t nopnds, const ct_val *opnds,
                const uint32_t *seg)
{
    const ct_op_def *d = &ct_op_defs[opc];
    ct_op *op = ct_op_new(m, opc, nres, nopnds, 0);
    if (!op)
        return NULL;
    if (nopnds)
        memcpy(op->opnds, opnds, nopnds * sizeof *opnds);
    uint32_t fixed = 0;
    for (uint32_t g = 0; g < d->nopnds; g++)
        fixed += d->opnds[g].kind == CT_OPND_REQ;
    for (uint32_t g = 0; g < d->nopnds; g++)
        op->seg[g] = seg ? seg[g] : d->opnds[g].kind == CT_OPND_REQ ? 1 : nopnds - fixed;
    for (uint32_t i = 0; i < nres; i++) {
        op->res[i] = ct_value_new(f, m, rtypes[i], op, NULL, i);
        if (op->res[i] == CT_NO_VAL)
            return NULL;
    }
    return op;
}

void ct_rw_replace_op(ct_func *f, ct_block *b, uint32_t i, ct_op *op)
{
    ct_op *old = b->ops[i];
    for (uint32_t r = 0; r < op->nres; r++) {
        op->res[r] = old->res[r];
        f->values[op->res[r]].def = op;
        f->values[op->res[r]].index = r;
    }
    op->loc = old->loc;
    b->ops[i] = op;
}

int ct_rw_insert(ct_module *m, ct_block *b, uint32_t i, ct_op *op)
{
    if (ct_block_append(m, b, op))
        return -1;
    memmove(b->ops + i + 1, b->ops + i, (b->nops - 1 - i) * sizeof *b->ops);
    b->ops[i] = op;
    return 0;
}

const ct_attr *ct_rw_attr_int(ct_module *m, ct_scalar s, uint64_t v)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_INT);
    if (a) {
        a->type = ct_type_scalar(m, s);
        a->value = v;
    }
    return a && a->type ? a : NULL;
}

const ct_attr *ct_rw_attr_enum(ct_module *m, ct_enum_kind k, uint64_t v)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_ENUM);
    if (a) {
        a->enum_kind = (uint8_t)k;
        a->value = v;
    }
    return a;
}

const ct_attr *ct_rw_attr_i32s(ct_module *m, const int32_t *v, uint32_t n)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_I32_ARRAY);
    int32_t *copy = n ? ct_arena_dup(&m->arena, v, n * sizeof *v) : NULL;
    if (!a || (n && !copy))
        return NULL;
    a->n = n;
    a->i32 = copy;
    return a;
}

const ct_attr *ct_rw_attr_bools(ct_module *m, const uint8_t *v, uint32_t n)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_BOOL_ARRAY);
    uint8_t *copy = n ? ct_arena_dup(&m->arena, v, n) : NULL;
    if (!a || (n && !copy))
        return NULL;
    a->n = n;
    a->bools = copy;
    return a;
}

const ct_attr *ct_rw_attr_type(ct_module *m, const ct_type *t)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_TYPE);
    if (a)
        a->type = t;
    return a;
}

ct_op *ct_rw_splat(ct_module *m, ct_func *f, const ct_type *t, uint64_t bits)
{
    const ct_type *el = ct_type_elem(t);
    uint32_t nb = ct_scalar_infos[el->scalar].bytes;
    ct_op *op = ct_rw_op(m, f, CT_OP_CONSTANT, 1, &t, 0, NULL, NULL);
    ct_attr *a = ct_attr_new(m, CT_ATTR_DENSE);
    uint8_t *data = ct_arena_alloc(&m->arena, nb);
    if (!op || !a || !data)
        return NULL;
    /* i1 splats are one byte 0x00 / 0xFF, as cuTile writes them (bytecode §3.3). */
    if (el->scalar == CT_S_I1)
        bits = bits & 1 ? 0xFF : 0;
    for (uint32_t i = 0; i < nb; i++)
        data[i] = (uint8_t)(bits >> (8 * i));
    a->type = t;
    a->data = data;
    a->size = nb;
    op->attrs[0] = a;
    return op;
}

static bool bytes_eq(const void *a, const void *b, size_t n) { return n == 0 || memcmp(a, b, n) == 0; }

bool ct_rw_attr_eq(const ct_attr *a, const ct_attr *b)
{
    if (a == b)
        return true;
    if (!a || !b || a->kind != b->kind || a->enum_kind != b->enum_kind || a->flags != b->flags ||
        a->type != b->type || a->value != b->value || a->a != b->a || a->b != b->b ||
        a->str.len != b->str.len || a->n != b->n || a->size != b->size)
        return false;
    if (!bytes_eq(a->str.s, b->str.s, a->str.len) || !bytes_eq(a->data, b->data, a->size))
        return false;
    if ((a->i32 || b->i32) && !(a->i32 && b->i32 && bytes_eq(a->i32, b->i32, a->n * 4u)))
        return false;
    if ((a->i64 || b->i64) && !(a->i64 && b->i64 && bytes_eq(a->i64, b->i64, a->n * 8u)))
        return false;
    if ((a->bools || b->bools) && !(a->bools && b->bools && bytes_eq(a->bools, b->bools, a->n)))
        return false;
    for (uint32_t i = 0; a->items && i < a->n; i++)
        if (!b->items || !ct_rw_attr_eq(a->items[i], b->items[i]))
            return false;
    for (uint32_t i = 0; a->keys && i < a->n; i++)
        if (!b->keys || a->keys[i].len != b->keys[i].len ||
            !bytes_eq(a->keys[i].s, b->keys[i].s, a->keys[i].len))
            return false;
    return true;
}

uint64_t ct_rw_attr_hash(const ct_attr *a, uint64_t h)
{
    if (!a)
        return ct_hash_bytes(&h, sizeof h, 1);
    const uint64_t head[] = {a->kind, a->enum_kind, a->flags, (uint64_t)(uintptr_t)a->type,
                             a->value, (uint64_t)a->a, (uint64_t)a->b, a->n, a->size};
    h = ct_hash_bytes(head, sizeof head, h);
    h = ct_hash_bytes(a->str.s, a->str.len, h);
    h = ct_hash_bytes(a->data, a->size, h);
    if (a->i32)
        h = ct_hash_bytes(a->i32, a->n * 4u, h);
    if (a->i64)
        h = ct_hash_bytes(a->i64, a->n * 8u, h);
    if (a->bools)
        h = ct_hash_bytes(a->bools, a->n, h);
    for (uint32_t i = 0; a->items && i < a->n; i++)
        h = ct_rw_attr_hash(a->items[i], h);
    for (uint32_t i = 0; a->keys && i < a->n; i++)
        h = ct_hash_bytes(a->keys[i].s, a->keys[i].len, h);
    return h;
}

static uint64_t elem_bits(const uint8_t *p, uint32_t nb, const ct_scalar_info *si)
{
    uint64_t v = 0;
    for (uint32_t i = 0; i < nb; i++)
        v |= (uint64_t)p[i] << (8 * i);
    if (si->bits < 8) /* a sub-byte element: the low bits of its byte (bytecode §3.3) */
        v &= (1u << si->bits) - 1;
    if (si->is_float)
        return v;
    if (si->bits == 1)
        return v ? 1 : 0;
    if (si->bits < 64 && (v >> (si->bits - 1) & 1))
        v |= ~0ull << si->bits;
    return v;
}

/* i1 data (bytecode §3.3) is one byte per element (MLIR at HEAD), or bit-packed, element k in
 * bit k mod 8 of byte k/8 (older MLIR; what cuTile Python writes), with splats one byte 0x00 /
 * 0xFF. A single byte is a splat when the tile has one element or more than eight (bit-packing
 * needs more bytes then) or is 0x00 / 0xFF (the same in both readings); for two to eight
 * elements any other byte is their bits (cuTile Python's non-splat; MLIR at HEAD would write a
 * splat true as 0x01, which reads here as element 0 true, the others false). */
static bool i1_elem(const ct_attr *a, uint64_t n, uint64_t k, uint64_t *bits)
{
    uint8_t b0 = a->data[0];
    if (a->size == n)
        *bits = a->data[k] != 0;
    else if (a->size == 1 && (n > 8 || b0 == 0 || b0 == 0xFF))
        *bits = b0 != 0;
    else if (a->size == (n + 7) / 8)
        *bits = a->data[k / 8] >> (k % 8) & 1;
    else
        return false;
    return true;
}

bool ct_rw_dense_elem(const ct_attr *a, uint64_t k, uint64_t *bits)
{
    const ct_type *el = a && a->kind == CT_ATTR_DENSE && a->type ? ct_type_elem(a->type) : NULL;
    if (!el || el->kind != CT_TY_SCALAR || !a->size)
        return false;
    const ct_scalar_info *si = &ct_scalar_infos[el->scalar];
    uint64_t n = ct_type_num_elements(a->type);
    uint32_t nb = si->bytes;
    if (k >= n)
        return false;
    if (el->scalar == CT_S_I1)
        return i1_elem(a, n, k, bits);
    if (a->size == nb)
        k = 0;
    else if (a->size / nb != n || a->size % nb)
        return false;
    *bits = elem_bits(a->data + k * nb, nb, si);
    return true;
}

bool ct_rw_const_splat(const ct_op *op, uint64_t *bits)
{
    if (op->opc != CT_OP_CONSTANT || !op->attrs[0] || op->attrs[0]->kind != CT_ATTR_DENSE)
        return false;
    const ct_attr *a = op->attrs[0];
    uint64_t first, x, n = ct_type_num_elements(a->type);
    if (!ct_rw_dense_elem(a, 0, &first))
        return false;
    const ct_type *el = ct_type_elem(a->type);
    uint8_t b0 = a->data[0];
    bool one = el->scalar == CT_S_I1 ? a->size == 1 && (n == 1 || n > 8 || b0 == 0 || b0 == 0xFF)
                                     : a->size == ct_scalar_infos[el->scalar].bytes;
    for (uint64_t k = 1; !one && k < n; k++)
        if (!ct_rw_dense_elem(a, k, &x) || x != first)
            return false;
    *bits = first;
    return true;
}

bool ct_rw_val_splat(const ct_func *f, ct_val v, uint64_t *bits)
{
    const ct_op *d = f->values[v].def;
    return d && ct_rw_const_splat(d, bits);
}

int64_t ct_rw_attr_i(const ct_op *op, uint32_t i, int64_t dflt)
{
    const ct_attr *a = i < ct_def(op)->nattrs ? op->attrs[i] : NULL;
    return a ? (int64_t)a->value : dflt;
}

int64_t ct_rw_attr_named(const ct_op *op, const char *name, int64_t dflt)
{
    int i = ct_op_attr_index(ct_def(op), name);
    return i < 0 ? dflt : ct_rw_attr_i(op, (uint32_t)i, dflt);
}
