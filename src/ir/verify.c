/*
 * verify.c — the IR verifier: the rules of spec/ops.md and the debug-info rules of
 * spec/bytecode.md §3.6.
 *
 * ct_verify_module walks the module once — the debug-info table, the globals, then every entry
 * with its ops in pre-order — and reports the first broken rule. Rules shared by many ops are
 * derived from the op table (ops.def): record shape (results, operand groups, attributes,
 * regions), P_SAME_TYPE, the operand classes P_INT / P_FLOAT, token operands and results and
 * `mask` operands (by their names in the table), and the attributes flush_to_zero, rounding,
 * memory ordering / scope and optimization hints (by name; the per-op allowed values are in
 * op_rules[]). What is particular to one op lives in its checker, also listed in op_rules[].
 *
 * Messages name the function, the op (its pre-order position, which is also its index in the
 * bytecode debug slot, and the Python source line when its location resolves to a DILoc) and the
 * rule, e.g. "entry 'vadd', op #12 'cuda_tile.addf' (kernels.py:14): operand types differ:
 * tile<64xf32> vs tile<64xf16>".
 */
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

#define MAX_TILE_ELEMS (1u << 24) /* ops.md §1.2 */
#define MAX_NESTING 1000          /* regions inside regions; deeper input is refused */

/* ================================ context and messages ================================ */

typedef struct vframe { /* an op whose region encloses the ops being checked */
    const ct_op *op;
    const struct vframe *up;
} vframe;

typedef struct vctx {
    const ct_module *m;
    ct_diag *d;
    uint8_t max_stage;       /* ops of a later stage (enum ct_stage) are refused */
    bool tokens_gone;        /* lowered IR: token operands need no definition in scope */
    const ct_func *f;        /* entry being checked, or NULL */
    const ct_global *g;      /* global being checked, or NULL */
    const ct_op *op;         /* op being checked, or NULL */
    uint32_t opno;           /* pre-order position of op in f, from 1 */
    uint32_t depth;          /* region nesting */
    const struct vframe *fr; /* ops whose regions enclose op, innermost first */
    uint8_t *live;           /* per value of f: 1 while defined and in scope */
    uint8_t *type_ok;        /* per type id: 1 once verified */
    uint8_t *sym_dup;        /* per global, then per function: 1 if another symbol has its name */
    char tbuf[4][200];       /* texts of the types named by the current message */
    unsigned tnext;
} vctx;

typedef struct sbuf {
    char *p;
    size_t cap, len;
} sbuf;

static void sb_vadd(sbuf *b, const char *fmt, va_list ap)
{
    if (b->len + 1 >= b->cap)
        return;
    int n = vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
    if (n > 0)
        b->len = b->len + (size_t)n < b->cap ? b->len + (size_t)n : b->cap - 1;
}

static void sb_add(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_add(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vadd(b, fmt, ap);
    va_end(ap);
}

/* Text of t in one of the context's buffers (a message names at most four types). */
static const char *ty(vctx *c, const ct_type *t)
{
    char *p = c->tbuf[c->tnext++ % CT_ARRAY_LEN(c->tbuf)];
    ct_buf b;
    ct_buf_init(&b, c->m->arena.al);
    ct_print_type(&b, t);
    size_t n = b.len < sizeof c->tbuf[0] - 1 ? b.len : sizeof c->tbuf[0] - 1;
    if (b.oom || !b.data)
        n = 0;
    if (n)
        memcpy(p, b.data, n);
    p[n] = 0;
    ct_buf_free(&b);
    return p;
}

/* ---- where: "entry 'k', op #3 'cuda_tile.addf' (kernels.py:14)" ---- */

static void sb_where(vctx *c, sbuf *b)
{
    if (c->g) {
        sb_add(b, "global '%s'", c->g->name.s ? c->g->name.s : "");
        return;
    }
    if (!c->f) {
        sb_add(b, "module");
        return;
    }
    /* a name is at most CUTILE_MAX_ENTRY_NAME bytes: shown whole, it would crowd out the rule */
    uint32_t n = c->f->name.len;
    sb_add(b, "entry '%.*s%s'", (int)(n < 200 ? n : 200), c->f->name.s ? c->f->name.s : "",
           n > 200 ? "…" : "");
    if (!c->op)
        return;
    sb_add(b, ", op #%u 'cuda_tile.%s'", c->opno, ct_def(c->op)->name);
    const ct_di *loc = ct_di_source_loc(c->m, c->op->loc);
    if (loc && loc->name.s) {
        const char *slash = strrchr(loc->name.s, '/');
        sb_add(b, " (%s:%llu)", slash ? slash + 1 : loc->name.s, (unsigned long long)loc->line);
    }
}

/* Records the broken rule (the first one wins) and returns false, so checks read
 * `return fail(c, …)`. */
static bool fail(vctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(vctx *c, const char *fmt, ...)
{
    char msg[sizeof c->d->msg];
    sbuf b = {msg, sizeof msg, 0};
    msg[0] = 0;
    sb_where(c, &b);
    sb_add(&b, ": ");
    va_list ap;
    va_start(ap, fmt);
    sb_vadd(&b, fmt, ap);
    va_end(ap);
    ct_diag_set(c->d, CUTILE_ERROR_VERIFY, "%s", msg);
    return false;
}

#define NEED(cond, ...)                                                                            \
    do {                                                                                           \
        if (!(cond))                                                                               \
            return fail(c, __VA_ARGS__);                                                           \
    } while (0)

static bool str_eq(ct_str a, ct_str b)
{
    return a.len == b.len && (a.len == 0 || memcmp(a.s, b.s, a.len) == 0);
}

/* Byte string s is exactly the text lit (no embedded NUL slips through). */
static bool str_is(const ct_str *s, const char *lit)
{
    return s->len == strlen(lit) && memcmp(s->s, lit, s->len) == 0;
}

/* ================================ type classes ================================ */

static bool is_scalar(const ct_type *t, ct_scalar s)
{
    return t && t->kind == CT_TY_SCALAR && t->scalar == s;
}
static bool is_known_scalar(const ct_type *t)
{
    return t && t->kind == CT_TY_SCALAR && t->scalar < CT_S_COUNT;
}
/* Integer element types i1…i64 (i4 only where an op says so). */
static bool is_int_or_i4(const ct_type *t) { return is_known_scalar(t) && ct_type_is_int(t); }
static bool is_int(const ct_type *t) { return is_int_or_i4(t) && t->scalar != CT_S_I4; }
static bool is_float(const ct_type *t) { return is_known_scalar(t) && ct_type_is_float(t); }
static bool is_base_float(const ct_type *t)
{
    return is_scalar(t, CT_S_F16) || is_scalar(t, CT_S_BF16) || is_scalar(t, CT_S_F32) ||
           is_scalar(t, CT_S_F64);
}
/* "Number" types: every integer and float type except i4 (ops.md §1.1). */
static bool is_number(const ct_type *t) { return is_int(t) || is_float(t); }
static bool is_i64(const ct_type *t) { return is_scalar(t, CT_S_I64); }
static bool is_ptr(const ct_type *t) { return t && t->kind == CT_TY_PTR; }
static bool is_float_not_e8m0(const ct_type *t)
{
    return is_float(t) && t->scalar != CT_S_F8E8M0FNU;
}
static unsigned bits_of(const ct_type *s) { return ct_scalar_infos[s->scalar].bits; }

static bool is_tile(const ct_type *t) { return t && t->kind == CT_TY_TILE; }
static const ct_type *elem(const ct_type *t) { return is_tile(t) ? t->elem : NULL; }
static bool is_ptr_tile(const ct_type *t) { return is_tile(t) && t->elem->kind == CT_TY_PTR; }
static bool is_rank0(const ct_type *t, bool (*pred)(const ct_type *))
{
    return is_tile(t) && t->rank == 0 && pred(t->elem);
}
static bool is_token(const ct_type *t) { return t && t->kind == CT_TY_TOKEN; }
static bool is_tile_view(const ct_type *t)
{
    return t && (t->kind == CT_TY_PARTITION_VIEW || t->kind == CT_TY_STRIDED_VIEW ||
                 t->kind == CT_TY_GATHER_SCATTER_VIEW);
}

/* p[0..n) is a permutation of 0..n-1. */
static bool is_permutation(const int32_t *p, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        if (p[i] < 0 || (uint32_t)p[i] >= n)
            return false;
        for (uint32_t k = 0; k < i; k++)
            if (p[k] == p[i])
                return false;
    }
    return true;
}

static bool same_shape(const ct_type *a, const ct_type *b)
{
    return is_tile(a) && is_tile(b) && a->rank == b->rank &&
           (a->rank == 0 || memcmp(a->shape, b->shape, a->rank * sizeof(int64_t)) == 0);
}

/* The tile a view loads and stores: tile<tile_shape x element of the tensor_view>. */
static bool is_view_tile(const ct_type *tile, const ct_type *view)
{
    if (!is_tile(tile) || tile->rank != view->ntile || tile->elem != view->elem->elem)
        return false;
    for (uint32_t i = 0; i < view->ntile; i++)
        if (tile->shape[i] != view->tile_shape[i])
            return false;
    return true;
}

/* ================================ types (ops.md §1) ================================ */

/* Tile shape rules shared by tiles and view tile shapes (§1.2): positive power-of-two
 * dimensions, at most 2^24 elements, an even element count for f4E2M1FN. */
static bool check_tile_shape(vctx *c, const ct_type *whole, const ct_type *el, uint32_t rank,
                             const int64_t *shape64, const int32_t *shape32)
{
    uint64_t n = 1;
    bool even = false;
    for (uint32_t i = 0; i < rank; i++) {
        int64_t d = shape64 ? shape64[i] : shape32[i];
        NEED(d > 0, "invalid type %s: dimensions must be positive", ty(c, whole));
        NEED(ct_is_pow2_u64((uint64_t)d), "invalid type %s: dimensions must be powers of two",
             ty(c, whole));
        NEED((uint64_t)d <= MAX_TILE_ELEMS / n, "invalid type %s: more than 2^24 elements",
             ty(c, whole));
        n *= (uint64_t)d;
        even |= d % 2 == 0;
    }
    NEED(!is_scalar(el, CT_S_F4E2M1FN) || even,
         "invalid type %s: a f4E2M1FN tile needs an even number of elements", ty(c, whole));
    return true;
}

static bool check_type(vctx *c, const ct_type *t);

static bool check_tensor_view(vctx *c, const ct_type *t)
{
    NEED(is_number(t->elem), "invalid type %s: element must be an integer or float type", ty(c, t));
    NEED(t->nstrides == t->rank, "invalid type %s: %u strides for rank %u", ty(c, t), t->nstrides,
         t->rank);
    bool packable = false;
    for (uint32_t i = 0; i < t->rank; i++) {
        NEED(t->shape[i] > 0 || t->shape[i] == CT_DYN,
             "invalid type %s: sizes must be positive or dynamic", ty(c, t));
        NEED(t->strides[i] > 0 || t->strides[i] == CT_DYN,
             "invalid type %s: strides must be positive or dynamic", ty(c, t));
        packable |= t->strides[i] == 1 && (t->shape[i] == CT_DYN || t->shape[i] % 2 == 0);
    }
    NEED(!is_scalar(t->elem, CT_S_F4E2M1FN) || packable,
         "invalid type %s: 4-bit elements need a unit-stride dimension of even size", ty(c, t));
    return true;
}

/* partition_view, strided_view and gather_scatter_view (§1.5–§1.7). */
static bool check_view_type(vctx *c, const ct_type *t)
{
    const ct_type *tv = t->elem;
    NEED(tv && tv->kind == CT_TY_TENSOR_VIEW, "invalid type %s: must wrap a tensor_view", ty(c, t));
    if (!check_type(c, tv))
        return false;
    NEED(t->ntile >= 1 && t->ntile == tv->rank,
         "invalid type %s: tile rank %u must equal the tensor_view rank %u (at least 1)", ty(c, t),
         t->ntile, tv->rank);
    if (!check_tile_shape(c, t, tv->elem, t->ntile, NULL, t->tile_shape))
        return false;
    if (t->kind == CT_TY_GATHER_SCATTER_VIEW) {
        NEED(t->sparse_dim < t->ntile, "invalid type %s: sparse_dim out of range", ty(c, t));
        NEED(t->ndim_map == 0, "invalid type %s: a gather_scatter_view has no dim_map", ty(c, t));
    } else {
        NEED(t->ndim_map == t->ntile, "invalid type %s: dim_map must have %u entries", ty(c, t),
             t->ntile);
        NEED(is_permutation(t->dim_map, t->ndim_map),
             "invalid type %s: dim_map must be a permutation of 0..%u", ty(c, t), t->ntile - 1);
    }
    if (t->kind == CT_TY_STRIDED_VIEW) {
        NEED(t->ntraversal == t->ntile, "invalid type %s: needs %u traversal strides", ty(c, t),
             t->ntile);
        for (uint32_t i = 0; i < t->ntraversal; i++)
            NEED(t->traversal_strides[i] > 0, "invalid type %s: traversal strides must be positive",
                 ty(c, t));
    }
    if (t->has_padding) {
        NEED(t->padding <= CT_PADDING_NEG_INF, "invalid type %s: unknown padding value", ty(c, t));
        NEED(t->padding == CT_PADDING_ZERO || is_float(tv->elem),
             "invalid type %s: padding_value %s needs a float element type", ty(c, t),
             ct_enum_value_name(CT_ENUM_PADDING, t->padding));
    }
    return true;
}

static bool check_type_uncached(vctx *c, const ct_type *t)
{
    switch (t->kind) {
    case CT_TY_SCALAR:
        NEED(t->scalar < CT_S_COUNT, "unknown scalar type %u", t->scalar);
        return true;
    case CT_TY_PTR:
        NEED(is_number(t->elem), "invalid type %s: pointee must be an integer or float type",
             ty(c, t));
        return true;
    case CT_TY_TILE:
        NEED(t->elem &&
                 (is_number(t->elem) || is_scalar(t->elem, CT_S_I4) || t->elem->kind == CT_TY_PTR),
             "invalid type %s: element must be a number, i4 or pointer type", ty(c, t));
        return check_type(c, t->elem) && check_tile_shape(c, t, t->elem, t->rank, t->shape, NULL);
    case CT_TY_TENSOR_VIEW:
        return check_tensor_view(c, t);
    case CT_TY_PARTITION_VIEW:
    case CT_TY_STRIDED_VIEW:
    case CT_TY_GATHER_SCATTER_VIEW:
        return check_view_type(c, t);
    case CT_TY_TOKEN:
        return true;
    case CT_TY_FUNC:
        for (uint32_t i = 0; i < t->nin; i++)
            if (!check_type(c, t->ins[i]))
                return false;
        for (uint32_t i = 0; i < t->nout; i++)
            if (!check_type(c, t->outs[i]))
                return false;
        return true;
    }
    return fail(c, "unknown type kind %u", t->kind);
}

/* Types are interned, so each is verified once. */
static bool check_type(vctx *c, const ct_type *t)
{
    NEED(t, "missing type");
    if (t->id < c->m->ntypes && c->m->types[t->id] == t && c->type_ok[t->id])
        return true;
    if (!check_type_uncached(c, t))
        return false;
    if (t->id < c->m->ntypes && c->m->types[t->id] == t)
        c->type_ok[t->id] = 1;
    return true;
}

/* ================================ attributes ================================ */

/* Signed value of an integer attribute (sign-extended from its type's width). */
static int64_t attr_int(const ct_attr *a)
{
    unsigned bits = a->type && a->type->kind == CT_TY_SCALAR ? bits_of(a->type) : 64;
    if (bits >= 64)
        return (int64_t)a->value;
    uint64_t sign = 1ull << (bits - 1), v = a->value & ((sign << 1) - 1);
    return (int64_t)(v ^ sign) - (int64_t)sign;
}

static const ct_attr *attr_of(const ct_op *op, const char *name)
{
    int i = ct_op_attr_index(ct_def(op), name);
    return i >= 0 ? op->attrs[i] : NULL;
}

/* A required enum attribute's value (check_attr_forms has seen it present). */
static uint64_t enum_of(const ct_op *op, const char *name) { return attr_of(op, name)->value; }

/* Whether an attribute's kind is the one its ops.def form produces. */
static bool attr_form_ok(const ct_attr_def *ad, const ct_attr *a)
{
    switch (ad->form) {
    case CT_FORM_ENUM:
        return a->kind == CT_ATTR_ENUM && a->enum_kind == ad->enum_kind;
    case CT_FORM_I32:
    case CT_FORM_I64:
        return a->kind == CT_ATTR_INT;
    case CT_FORM_BOOL:
        return a->kind == CT_ATTR_BOOL;
    case CT_FORM_STR:
        return a->kind == CT_ATTR_STRING;
    case CT_FORM_SYMBOL:
        return a->kind == CT_ATTR_SYMBOL && a->str.len > 0;
    case CT_FORM_I32_ARRAY:
        return a->kind == CT_ATTR_I32_ARRAY;
    case CT_FORM_ATTR_ARRAY:
        return a->kind == CT_ATTR_ARRAY;
    case CT_FORM_CONST:
        return a->kind == CT_ATTR_DENSE && a->type;
    case CT_FORM_HINTS:
        return a->kind == CT_ATTR_OPT_HINTS || a->kind == CT_ATTR_DICT;
    case CT_FORM_TAGGED:
        return a->kind < CT_ATTR_ENUM;
    case CT_FORM_TYPE:
        return a->kind == CT_ATTR_TYPE && a->type;
    case CT_FORM_UNIT:
        return a->kind == CT_ATTR_UNIT;
    case CT_FORM_BOOL_ARRAY:
        return a->kind == CT_ATTR_BOOL_ARRAY;
    }
    return false;
}

static bool check_attr_forms(vctx *c, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    for (unsigned i = 0; i < d->nattrs; i++) {
        const ct_attr_def *ad = &d->attrs[i];
        const ct_attr *a = op->attrs[i];
        if (!a) { /* optional, or required since after the module without a default (both
                   * front ends fill the defaults in: ct_op_fill_old_defaults) */
            NEED(ad->flag_bit >= 0 ||
                     (ad->dflt < 0 && ct_def_field_since(d, ad->since) > c->m->version),
                 "missing attribute '%s'", ad->name);
            continue;
        }
        NEED(attr_form_ok(ad, a), "attribute '%s' has the wrong kind (%u)", ad->name, a->kind);
        if (ad->form == CT_FORM_ENUM)
            NEED(ct_enum_valid(ad->enum_kind, a->value, c->m->version),
                 "attribute '%s': %llu is not a %s value of bytecode %d.%d", ad->name,
                 (unsigned long long)a->value, ct_enum_kind_name(ad->enum_kind),
                 c->m->version / 100, c->m->version % 100);
    }
    return true;
}

/* ---- dense constants (bytecode.md §3.3) ---- */

/* A buffer holds one element (splat) or every element, each in its storage width; i1 data
 * may also be bit-packed (the layout the Python writer emits). */
static bool dense_size_ok(const ct_attr *a)
{
    const ct_type *t = a->type;
    uint64_t n = ct_type_num_elements(t), w = ct_scalar_infos[t->elem->scalar].bytes;
    if (a->size == w || a->size == w * n)
        return true;
    return is_scalar(t->elem, CT_S_I1) && a->size == (n + 7) / 8;
}

/* The value of a `constant` op or a global: a dense attribute of exactly type t. */
static bool check_dense(vctx *c, const ct_attr *a, const ct_type *t)
{
    NEED(a && a->kind == CT_ATTR_DENSE, "value must be a dense constant");
    NEED(is_tile(t) && is_number(t->elem), "constant type %s must be a tile of numbers", ty(c, t));
    NEED(a->type == t, "constant data of type %s for a value of type %s", ty(c, a->type), ty(c, t));
    NEED(dense_size_ok(a), "constant data of %zu bytes does not fit %s", a->size, ty(c, t));
    return true;
}

/* ---- optimization hints (ops.md §1.10, bytecode.md §3.7/§5.3) ---- */

enum { HK_CGA = 1, HK_WARPS = 2, HK_OCC = 4, HK_TMA = 8, HK_LAT = 16 };

static const struct {
    const char *name;
    uint8_t bit;
    int16_t lo, hi; /* accepted integer range; lo > hi: a bool */
    bool pow2;
    uint16_t since;
} hint_keys[] = {
    {"num_cta_in_cga", HK_CGA, 1, 16, true, 1301},
    {"num_worker_warps_per_cta", HK_WARPS, 4, 8, true, 1303},
    {"occupancy", HK_OCC, 1, 32, false, 1301},
    {"allow_tma", HK_TMA, 1, 0, false, 1301},
    {"latency", HK_LAT, 1, 10, false, 1301},
};

static const char *const hint_archs[] = {"sm_80",  "sm_86",  "sm_87",  "sm_88",  "sm_89", "sm_90",
                                         "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"};

static bool is_arch_key(const ct_str *k)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(hint_archs); i++)
        if (str_is(k, hint_archs[i]))
            return true;
    return false;
}

int ct_opt_hint_since(const ct_str *arch, const ct_str *key)
{
    int since = is_arch_key(arch) ? 1301 : str_is(arch, "default") ? 1303 : 0;
    if (!since || !key)
        return since;
    for (size_t i = 0; i < CT_ARRAY_LEN(hint_keys); i++)
        if (str_is(key, hint_keys[i].name))
            return since > hint_keys[i].since ? since : hint_keys[i].since;
    return 0;
}

static bool check_hint(vctx *c, const ct_str *arch, const ct_str *key, const ct_attr *v,
                       unsigned allowed)
{
    NEED(v, "optimization hint '%s.%s' has no value", arch->s, key->s);
    size_t i = 0;
    while (i < CT_ARRAY_LEN(hint_keys) && !str_is(key, hint_keys[i].name))
        i++;
    NEED(i < CT_ARRAY_LEN(hint_keys) && (allowed & hint_keys[i].bit),
         "optimization hint '%s.%s' is not a hint of this op", arch->s, key->s);
    NEED(c->m->version >= hint_keys[i].since, "optimization hint '%s' needs bytecode 13.3", key->s);
    if (hint_keys[i].lo > hint_keys[i].hi) {
        NEED(v->kind == CT_ATTR_BOOL || (v->kind == CT_ATTR_INT && is_scalar(v->type, CT_S_I1)),
             "optimization hint '%s.%s' must be a bool", arch->s, key->s);
        return true;
    }
    NEED(v->kind == CT_ATTR_INT, "optimization hint '%s.%s' must be an integer", arch->s, key->s);
    int64_t x = attr_int(v);
    NEED(x >= hint_keys[i].lo && x <= hint_keys[i].hi &&
             (!hint_keys[i].pow2 || ct_is_pow2_u64((uint64_t)x)),
         "optimization hint '%s.%s' = %lld is out of range [%d, %d]%s", arch->s, key->s,
         (long long)x, hint_keys[i].lo, hint_keys[i].hi,
         hint_keys[i].pow2 ? " or not a power of two" : "");
    /* Ampere and Ada have no CTA clusters. */
    NEED(hint_keys[i].bit != HK_CGA || x == 1 || strncmp(arch->s, "sm_8", 4) != 0,
         "optimization hint '%s.num_cta_in_cga' must be 1", arch->s);
    return true;
}

static bool check_hints(vctx *c, const ct_attr *h, unsigned allowed)
{
    for (uint32_t i = 0; i < h->n; i++) {
        const ct_str *arch = &h->keys[i];
        NEED(is_arch_key(arch) || (str_is(arch, "default") && c->m->version >= 1303),
             "unknown optimization hint target '%s'", arch->s);
        const ct_attr *dict = h->items[i];
        NEED(dict && dict->kind == CT_ATTR_DICT, "optimization hints for '%s' must be a dictionary",
             arch->s);
        for (uint32_t j = 0; j < dict->n; j++)
            if (!check_hint(c, arch, &dict->keys[j], dict->items[j], allowed))
                return false;
    }
    return true;
}

/* ================================ per-op rule table ================================ */

typedef bool (*op_check_fn)(vctx *c, const ct_op *op);

#define RM(x) (1u << CT_ROUNDING_##x)
#define IEEE (RM(NEAREST_EVEN) | RM(ZERO) | RM(NEGATIVE_INF) | RM(POSITIVE_INF))
#define MO(x) (1u << CT_MEM_ORDERING_##x)

enum scope_rule { SCOPE_NONE, SCOPE_UNLESS_WEAK, SCOPE_ALWAYS, SCOPE_NOT_SYS };

enum width_rule { W_ANY, W_WIDER, W_NARROWER, W_SAME };

typedef struct op_rule {
    op_check_fn check;     /* rules particular to the op, or NULL */
    uint16_t rounding;     /* allowed values of its rounding attribute */
    uint16_t rounding_f32; /* of those, the ones valid only on f32 */
    uint8_t orderings;     /* allowed memory_ordering_semantics */
    uint8_t scope;         /* enum scope_rule */
    uint8_t hints;         /* allowed optimization hint keys (HK_*) */
    /* conversions: element classes of source and result, their names, the width relation */
    bool (*from)(const ct_type *), (*to)(const ct_type *);
    const char *classes;
    uint8_t width; /* enum width_rule */
} op_rule;

static const op_rule op_rules[CT_OP_COUNT];

/* ================================ generic op rules ================================ */

static const ct_type *vty(vctx *c, ct_val v) { return c->f->values[v].type; }

/* Type of the first operand of group g, or NULL when the group is empty. */
static const ct_type *gty(vctx *c, const ct_op *op, uint32_t g)
{
    uint32_t n;
    const ct_val *v = ct_op_group(op, g, &n);
    return n ? vty(c, v[0]) : NULL;
}

static const ct_type *rty(vctx *c, const ct_op *op, uint32_t i) { return vty(c, op->res[i]); }

/* Counts of results, operand groups and regions against the op's ops.def row. */
static bool check_record_shape(vctx *c, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    uint32_t fixed = 0, optional = 0;
    bool variadic = false;
    for (unsigned i = 0; i < d->nres; i++) {
        variadic |= d->res[i].variadic;
        if (ct_def_field_since(d, d->res[i].since) > c->m->version)
            optional++; /* a result newer than the file may be synthesized or absent */
        else
            fixed++;
    }
    NEED(variadic || (op->nres >= fixed && op->nres <= fixed + optional),
         "has %u results, expected %u", op->nres, fixed);
    uint32_t total = 0;
    for (unsigned g = 0; g < d->nopnds; g++) {
        uint32_t n = op->seg[g];
        NEED(d->opnds[g].kind == CT_OPND_VAR || n == 1 ||
                 (d->opnds[g].kind == CT_OPND_OPT && n == 0),
             "operand group '%s' has %u operands", d->opnds[g].name, n);
        total += n;
    }
    NEED(total == op->nopnds, "operand groups hold %u operands, the op has %u", total, op->nopnds);
    NEED(op->nregions == d->nregions, "has %u regions, expected %u", op->nregions, d->nregions);
    return true;
}

/* Operands are values of this function that are defined and in scope here. */
static bool check_operands_live(vctx *c, const ct_op *op)
{
    for (uint32_t i = 0; i < op->nopnds; i++) {
        ct_val v = op->opnds[i];
        NEED(v < c->f->nvalues, "operand #%u is not a value of the function", i);
        NEED(c->live[v] || (c->tokens_gone && is_token(vty(c, v))),
             "operand #%u (value %u) is used outside the scope of its definition", i, v);
    }
    return true;
}

/* A value's type is valid and a tile, token or view: scalars are rank-0 tiles and pointers
 * live in tiles (ops.md §0.3, §1.3). */
static bool check_value_type(vctx *c, ct_val v)
{
    const ct_type *t = vty(c, v);
    if (!check_type(c, t))
        return false;
    NEED(is_tile(t) || is_token(t) || ct_type_is_view(t),
         "value %u has type %s; values are tiles, tokens or views", v, ty(c, t));
    return true;
}

/* Defines a value: it must be the table entry of exactly this definition, and new. */
static bool define(vctx *c, ct_val v, const ct_op *op, const ct_block *b, uint32_t index)
{
    NEED(v < c->f->nvalues, "defines value %u, not in the function's value table", v);
    const ct_value *e = &c->f->values[v];
    NEED(e->def == op && (op || e->block == b) && e->index == index,
         "value %u is recorded with another definition", v);
    NEED(!c->live[v], "value %u is defined twice", v);
    if (!check_value_type(c, v))
        return false;
    c->live[v] = 1;
    return true;
}

/* P_SAME_TYPE, P_INT / P_FLOAT, and the operands and results the table names token / mask. */
static bool check_common_types(vctx *c, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    for (uint32_t i = 0; i < op->nopnds; i++) {
        const ct_type *t = vty(c, op->opnds[i]);
        NEED(!(d->props & P_INT) || (is_tile(t) && is_int(t->elem)),
             "operand #%u must be an integer tile (i1...i64), got %s", i, ty(c, t));
        NEED(!(d->props & P_FLOAT) || (is_tile(t) && is_base_float(t->elem)),
             "operand #%u must be a f16, bf16, f32 or f64 tile, got %s", i, ty(c, t));
        if (d->props & P_SAME_TYPE) {
            const ct_type *t0 = vty(c, op->opnds[0]);
            NEED(is_tile(t), "operand #%u must be a tile, got %s", i, ty(c, t));
            NEED(t == t0, "operand types differ: %s vs %s", ty(c, t0), ty(c, t));
        }
    }
    for (uint32_t i = 0; i < op->nres && (d->props & P_SAME_TYPE); i++)
        NEED(rty(c, op, i) == vty(c, op->opnds[0]), "result type %s differs from operand type %s",
             ty(c, rty(c, op, i)), ty(c, vty(c, op->opnds[0])));
    for (unsigned g = 0; g < d->nopnds; g++) {
        uint32_t n;
        const ct_val *v = ct_op_group(op, g, &n);
        const char *name = d->opnds[g].name;
        for (uint32_t i = 0; i < n; i++) {
            const ct_type *t = vty(c, v[i]);
            NEED(!(strcmp(name, "token") == 0 || strcmp(name, "tokens") == 0) || is_token(t),
                 "operand '%s' must be a token, got %s", name, ty(c, t));
            NEED(strcmp(name, "mask") != 0 || (is_tile(t) && is_scalar(t->elem, CT_S_I1) &&
                                               same_shape(t, vty(c, op->opnds[0]))),
                 "mask %s must be an i1 tile shaped like %s", ty(c, t),
                 ty(c, vty(c, op->opnds[0])));
        }
    }
    for (uint32_t i = 0; i < op->nres && i < d->nres; i++)
        NEED(strcmp(d->res[i].name, "result_token") != 0 || is_token(rty(c, op, i)),
             "result '%s' must be a token, got %s", d->res[i].name, ty(c, rty(c, op, i)));
    return true;
}

/* The element type the op computes in: its first result's, else its first operand's. */
static const ct_type *op_elem(vctx *c, const ct_op *op)
{
    const ct_type *t = op->nres ? rty(c, op, 0) : op->nopnds ? vty(c, op->opnds[0]) : NULL;
    return elem(t);
}

static bool check_rounding(vctx *c, const ct_op *op, const op_rule *r)
{
    const ct_attr *a = attr_of(op, "rounding_mode");
    a = a ? a : attr_of(op, "rounding");
    if (!a)
        return true;
    const char *mode = ct_enum_value_name(CT_ENUM_ROUNDING, a->value);
    NEED(r->rounding >> a->value & 1, "rounding mode '%s' is not allowed here", mode);
    NEED(!(r->rounding_f32 >> a->value & 1) || is_scalar(op_elem(c, op), CT_S_F32),
         "rounding mode '%s' is only allowed on f32, got %s", mode, ty(c, op_elem(c, op)));
    return true;
}

/* Memory ordering and scope per op (ops.md §2.3). */
static bool check_ordering(vctx *c, const ct_op *op, const op_rule *r)
{
    const ct_attr *sem = attr_of(op, "memory_ordering_semantics");
    if (!sem)
        return true;
    const ct_attr *scope = attr_of(op, "memory_scope");
    const char *name = ct_enum_value_name(CT_ENUM_MEM_ORDERING, sem->value);
    NEED(r->orderings >> sem->value & 1, "memory ordering '%s' is not allowed here", name);
    if (r->scope == SCOPE_UNLESS_WEAK)
        NEED(!scope == (sem->value == CT_MEM_ORDERING_WEAK),
             scope ? "a weak access takes no memory scope"
                   : "memory ordering '%s' needs a memory scope",
             name);
    if (r->scope == SCOPE_NOT_SYS)
        NEED(scope->value != CT_MEM_SCOPE_SYS, "memory scope 'sys' is not allowed here");
    return true;
}

/* Rules keyed on attribute names: flush_to_zero, rounding, ordering/scope, hints. */
static bool check_attr_rules(vctx *c, const ct_op *op)
{
    const op_rule *r = &op_rules[op->opc];
    const ct_attr *ftz = attr_of(op, "flush_to_zero");
    NEED(!ftz || is_scalar(op_elem(c, op), CT_S_F32),
         "flush_to_zero is only allowed on f32, got %s", ty(c, op_elem(c, op)));
    const ct_attr *hints = attr_of(op, "optimization_hints");
    return check_rounding(c, op, r) && check_ordering(c, op, r) &&
           (!hints || check_hints(c, hints, r->hints));
}

/* ============================== debug info (bytecode.md §3.6) ============================== */

static const char *di_name(unsigned tag)
{
    static const char *const names[] = {"unknown", "DICompileUnit", "DIFile",  "DILexicalBlock",
                                        "DILoc",   "DISubprogram",  "CallSite"};
    return tag < CT_ARRAY_LEN(names) ? names[tag] : "?";
}

static bool di_tag_in(const ct_di *e, unsigned tags)
{
    return e->tag <= CT_DI_CALL_SITE && (tags >> e->tag & 1);
}
enum {
    DI_SCOPE = 1u << CT_DI_SUBPROGRAM | 1u << CT_DI_LEXICAL_BLOCK,
    DI_LOCATION = 1u << CT_DI_UNKNOWN | 1u << CT_DI_LOC | 1u << CT_DI_CALL_SITE
};

/* A reference from entry `from` (field `what`) must name an entry with a tag in `tags`;
 * 0 (unknown) is allowed only where unknown is one of them. */
static bool di_ref(vctx *c, uint32_t from, const char *what, uint32_t ref, unsigned tags)
{
    const ct_module *m = c->m;
    NEED(ref < m->ndi && (ref || (tags & 1u << CT_DI_UNKNOWN)) &&
             (ref == 0 || di_tag_in(&m->di[ref], tags)),
         "debug info #%u (%s): %s must refer to a %s", from, di_name(m->di[from].tag), what,
         tags == DI_SCOPE      ? "DISubprogram or DILexicalBlock"
         : tags == DI_LOCATION ? "location"
                               : di_name((unsigned)__builtin_ctz(tags)));
    return true;
}

/* Follows `next` links (lexical-block scopes, call-site callers) from i: a chain longer than
 * the table is a cycle. */
static bool di_acyclic(vctx *c, uint32_t i)
{
    const ct_module *m = c->m;
    uint32_t k = i;
    for (uint32_t steps = 0; k; steps++) {
        NEED(steps < m->ndi, "debug info #%u (%s) is part of a reference cycle", i,
             di_name(m->di[i].tag));
        const ct_di *e = &m->di[k];
        k = e->tag == CT_DI_LEXICAL_BLOCK ? e->scope : e->tag == CT_DI_CALL_SITE ? e->caller : 0;
    }
    for (uint32_t steps = 0, k2 = i; k2; steps++) { /* call sites also nest through callees */
        NEED(steps < m->ndi, "debug info #%u (%s) is part of a reference cycle", i,
             di_name(m->di[i].tag));
        k2 = m->di[k2].tag == CT_DI_CALL_SITE ? m->di[k2].callee : 0;
    }
    return true;
}

static bool check_di_entry(vctx *c, uint32_t i)
{
    const ct_di *e = &c->m->di[i];
    switch (e->tag) {
    case CT_DI_UNKNOWN:
    case CT_DI_FILE:
        return true;
    case CT_DI_COMPILE_UNIT:
        return di_ref(c, i, "file", e->file, 1u << CT_DI_FILE);
    case CT_DI_LEXICAL_BLOCK:
        return di_ref(c, i, "scope", e->scope, DI_SCOPE) &&
               di_ref(c, i, "file", e->file, 1u << CT_DI_FILE) && di_acyclic(c, i);
    case CT_DI_LOC:
        return di_ref(c, i, "scope", e->scope, DI_SCOPE);
    case CT_DI_SUBPROGRAM:
        return di_ref(c, i, "file", e->file, 1u << CT_DI_FILE) &&
               di_ref(c, i, "compile unit", e->compile_unit, 1u << CT_DI_COMPILE_UNIT);
    case CT_DI_CALL_SITE:
        return di_ref(c, i, "callee", e->callee, DI_LOCATION) &&
               di_ref(c, i, "caller", e->caller, DI_LOCATION) && di_acyclic(c, i);
    }
    return fail(c, "debug info #%u has unknown tag %u", i, e->tag);
}

/* The subprogram a location belongs to (the reference verifier's rule: a call site counts as
 * its caller, a lexical block as its enclosing scope); 0 if none. The table is verified. */
static uint32_t di_subprogram(const ct_module *m, uint32_t loc)
{
    while (loc && m->di[loc].tag == CT_DI_CALL_SITE)
        loc = m->di[loc].caller;
    if (!loc || m->di[loc].tag != CT_DI_LOC)
        return 0;
    uint32_t s = m->di[loc].scope;
    while (m->di[s].tag == CT_DI_LEXICAL_BLOCK)
        s = m->di[s].scope;
    return s;
}

/* Debug attributes are compared by value (MLIR uniques them): a writer that does not
 * deduplicate still names "the same" subprogram. */
static bool di_equal(const ct_module *m, uint32_t a, uint32_t b)
{
    if (a == b)
        return true;
    if (!a || !b)
        return false;
    const ct_di *x = &m->di[a], *y = &m->di[b];
    return x->tag == y->tag && x->line == y->line && x->column == y->column &&
           x->scope_line == y->scope_line && str_eq(x->name, y->name) &&
           str_eq(x->directory, y->directory) && str_eq(x->linkage_name, y->linkage_name) &&
           di_equal(m, x->file, y->file) && di_equal(m, x->compile_unit, y->compile_unit) &&
           (x->tag != CT_DI_LEXICAL_BLOCK || di_equal(m, x->scope, y->scope));
}

static bool check_func_loc(vctx *c)
{
    const ct_module *m = c->m;
    uint32_t loc = c->f->loc;
    NEED(loc < m->ndi, "location %u is not in the debug info table", loc);
    if (!loc)
        return true;
    const ct_di *e = &m->di[loc];
    NEED(e->tag == CT_DI_LOC || e->tag == CT_DI_UNKNOWN,
         "function location must be a DILoc, got %s", di_name(e->tag));
    if (e->tag == CT_DI_LOC) {
        const ct_di *s = &m->di[e->scope];
        NEED(s->tag == CT_DI_SUBPROGRAM, "function location must have a DISubprogram scope");
        NEED(str_eq(s->linkage_name, c->f->name),
             "debug info subprogram linkage name '%s' differs from the function name",
             s->linkage_name.s ? s->linkage_name.s : "");
    }
    return true;
}

static bool check_op_loc(vctx *c, const ct_op *op)
{
    const ct_module *m = c->m;
    NEED(op->loc < m->ndi, "location %u is not in the debug info table", op->loc);
    if (!op->loc)
        return true;
    NEED(di_tag_in(&m->di[op->loc], DI_LOCATION), "location must be a DILoc or CallSite, got %s",
         di_name(m->di[op->loc].tag));
    uint32_t sp = di_subprogram(m, op->loc);
    if (!sp)
        return true;
    uint32_t fsp = di_subprogram(m, c->f->loc);
    NEED(fsp, "op has a debug info scope but its function has none");
    NEED(di_equal(m, sp, fsp), "op debug info scope differs from its function's");
    return true;
}

/* ================================ control flow ================================ */

/* Nearest enclosing op, looking through `if` regions; NULL at function level. */
static const ct_op *enclosing_non_if(const vframe *fr)
{
    while (fr && fr->op->opc == CT_OP_IF)
        fr = fr->up;
    return fr ? fr->op : NULL;
}

/* Values passed to a parent must match the types it expects, one for one. */
static bool match_types(vctx *c, const char *what, const ct_val *v, uint32_t n, const ct_val *want,
                        uint32_t nwant)
{
    NEED(n == nwant, "%s %u values, expected %u", what, n, nwant);
    for (uint32_t i = 0; i < n; i++)
        NEED(vty(c, v[i]) == vty(c, want[i]), "%s %s as value #%u, expected %s", what,
             ty(c, vty(c, v[i])), i, ty(c, vty(c, want[i])));
    return true;
}

static bool no_views(vctx *c, const char *what, const ct_val *v, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        NEED(!ct_type_is_view(vty(c, v[i])), "%s #%u is a view (%s); views cannot be %s", what, i,
             ty(c, vty(c, v[i])), "results or loop-carried");
    return true;
}

static bool ck_yield(vctx *c, const ct_op *op)
{
    const ct_op *p = c->fr ? c->fr->op : NULL;
    NEED(p && (p->opc == CT_OP_IF || p->opc == CT_OP_REDUCE || p->opc == CT_OP_SCAN),
         "yield must end an if, reduce or scan region");
    if (p->opc == CT_OP_IF)
        return match_types(c, "yields", op->opnds, op->nopnds, p->res, p->nres);
    NEED(op->nopnds == p->nopnds, "yields %u values, expected %u", op->nopnds, p->nopnds);
    for (uint32_t i = 0; i < op->nopnds; i++) {
        const ct_type *t = vty(c, op->opnds[i]);
        NEED(is_tile(t) && t->rank == 0 && t->elem == elem(vty(c, p->opnds[i])),
             "yields %s as value #%u, expected a rank-0 tile of %s", ty(c, t), i,
             ty(c, elem(vty(c, p->opnds[i]))));
    }
    return true;
}

static bool ck_continue(vctx *c, const ct_op *op)
{
    const ct_op *loop = enclosing_non_if(c->fr);
    NEED(loop && (loop->opc == CT_OP_FOR || loop->opc == CT_OP_LOOP),
         "continue must be inside a for or loop (through if regions only)");
    if (loop->opc == CT_OP_FOR)
        return match_types(c, "continues with", op->opnds, op->nopnds, loop->res, loop->nres);
    return match_types(c, "continues with", op->opnds, op->nopnds, loop->opnds, loop->nopnds);
}

static bool ck_break(vctx *c, const ct_op *op)
{
    const ct_op *loop = enclosing_non_if(c->fr);
    NEED(loop && loop->opc == CT_OP_LOOP,
         "break must be inside a loop op (through if regions only)");
    return match_types(c, "breaks with", op->opnds, op->nopnds, loop->res, loop->nres);
}

static bool ck_return(vctx *c, const ct_op *op)
{
    NEED(!enclosing_non_if(c->fr), "return must be at function level or inside if regions only");
    NEED(op->nopnds == 0, "an entry returns no values, got %u", op->nopnds);
    return true;
}

/* Region i of op has one block (or, if optional, none) with the given argument count. */
static bool region_block(vctx *c, const ct_op *op, uint32_t i, bool optional, uint32_t nargs)
{
    const ct_region *r = &op->regions[i];
    NEED(r->nblocks == 1 || (optional && r->nblocks == 0), "region #%u has %u blocks", i,
         r->nblocks);
    NEED(r->nblocks == 0 || r->blocks[0].nargs == nargs,
         "region #%u block has %u arguments, expected %u", i, r->blocks[0].nargs, nargs);
    return true;
}

static const ct_type *arg_ty(vctx *c, const ct_op *op, uint32_t i)
{
    ct_val v = op->regions[0].blocks[0].args[i];
    return v < c->f->nvalues ? vty(c, v) : NULL;
}

static bool ck_if(vctx *c, const ct_op *op)
{
    const ct_type *cond = vty(c, op->opnds[0]);
    NEED(is_rank0(cond, is_int) && is_scalar(cond->elem, CT_S_I1),
         "condition must be tile<i1>, got %s", ty(c, cond));
    if (!no_views(c, "result", op->res, op->nres))
        return false;
    NEED(op->nres == 0 || op->regions[1].nblocks, "an if with results needs an else region");
    return region_block(c, op, 0, false, 0) && region_block(c, op, 1, true, 0);
}

/* Loop-carried values: block arguments from `first` on have the init types; inits and
 * results carry no views. */
static bool loop_carried(vctx *c, const ct_op *op, const ct_val *init, uint32_t n, uint32_t first)
{
    if (!no_views(c, "loop-carried value", init, n) || !no_views(c, "result", op->res, op->nres))
        return false;
    for (uint32_t i = 0; i < n; i++)
        NEED(arg_ty(c, op, first + i) == vty(c, init[i]),
             "iteration argument #%u has type %s, its init value %s", i,
             ty(c, arg_ty(c, op, first + i)), ty(c, vty(c, init[i])));
    return true;
}

static bool ck_for(vctx *c, const ct_op *op)
{
    const ct_type *lb = vty(c, op->opnds[0]);
    NEED(is_rank0(lb, is_int), "bounds must be rank-0 integer tiles, got %s", ty(c, lb));
    NEED(vty(c, op->opnds[1]) == lb && vty(c, op->opnds[2]) == lb,
         "lower bound, upper bound and step must have one type");
    uint32_t n;
    const ct_val *init = ct_op_group(op, 3, &n);
    if (!region_block(c, op, 0, false, n + 1))
        return false;
    NEED(arg_ty(c, op, 0) == lb, "induction variable has type %s, the bounds %s",
         ty(c, arg_ty(c, op, 0)), ty(c, lb));
    return match_types(c, "for results:", op->res, op->nres, init, n) &&
           loop_carried(c, op, init, n, 1);
}

static bool ck_loop(vctx *c, const ct_op *op)
{
    return region_block(c, op, 0, false, op->nopnds) &&
           loop_carried(c, op, op->opnds, op->nopnds, 0);
}

/* ---- reduce / scan (ops.md §3.10) ---- */

static bool check_identities(vctx *c, const ct_op *op)
{
    const ct_attr *ids = attr_of(op, "identities");
    NEED(ids->n == op->nopnds, "%u identities for %u operands", ids->n, op->nopnds);
    for (uint32_t i = 0; i < ids->n; i++) {
        const ct_attr *a = ids->items[i];
        const ct_type *e = elem(vty(c, op->opnds[i]));
        bool half_swap = (is_scalar(e, CT_S_F16) || is_scalar(e, CT_S_BF16)) && a &&
                         (is_scalar(a->type, CT_S_F16) || is_scalar(a->type, CT_S_BF16));
        /* cuTile writes an i1 operand's identity as a Bool attribute (no type) */
        bool flag = a && a->kind == CT_ATTR_BOOL && is_scalar(e, CT_S_I1);
        NEED(flag || (a && (a->kind == CT_ATTR_INT || a->kind == CT_ATTR_FLOAT) &&
                      (a->type == e || half_swap)),
             "identity #%u must be a %s value", i, ty(c, e));
    }
    return true;
}

/* Body: 2N rank-0 arguments (element, accumulator) per operand with its element type, and
 * only pure ops. */
static bool check_combiner(vctx *c, const ct_op *op)
{
    uint32_t n = op->nopnds;
    if (!region_block(c, op, 0, false, 2 * n))
        return false;
    for (uint32_t i = 0; i < 2 * n; i++) {
        const ct_type *t = arg_ty(c, op, i), *e = elem(vty(c, op->opnds[i / 2]));
        NEED(is_tile(t) && t->rank == 0 && t->elem == e,
             "body argument #%u has type %s, expected tile<%s>", i, ty(c, t), ty(c, e));
    }
    const ct_block *b = &op->regions[0].blocks[0];
    for (uint32_t i = 0; i + 1 < b->nops; i++)
        NEED(b->ops[i]->opc < CT_OP_COUNT && (ct_def(b->ops[i])->props & P_PURE),
             "only pure ops may appear in its body, found '%s'",
             b->ops[i]->opc < CT_OP_COUNT ? ct_def(b->ops[i])->name : "?");
    return true;
}

static bool check_aggregate(vctx *c, const ct_op *op)
{
    NEED(op->nopnds >= 1, "needs at least one operand");
    NEED(op->nres == op->nopnds, "%u results for %u operands", op->nres, op->nopnds);
    const ct_type *t0 = vty(c, op->opnds[0]);
    for (uint32_t i = 0; i < op->nopnds; i++)
        NEED(same_shape(vty(c, op->opnds[i]), t0), "operands must be tiles of one shape, got %s",
             ty(c, vty(c, op->opnds[i])));
    int64_t dim = attr_int(attr_of(op, "dim"));
    NEED(dim >= 0 && dim < (int64_t)t0->rank, "dim %lld is out of range for %s", (long long)dim,
         ty(c, t0));
    return check_identities(c, op) && check_combiner(c, op);
}

static bool ck_reduce(vctx *c, const ct_op *op)
{
    if (!check_aggregate(c, op))
        return false;
    uint32_t dim = (uint32_t)attr_int(attr_of(op, "dim"));
    for (uint32_t i = 0; i < op->nres; i++) {
        const ct_type *s = vty(c, op->opnds[i]), *r = rty(c, op, i);
        bool ok = is_tile(r) && r->elem == s->elem && r->rank + 1 == s->rank;
        for (uint32_t k = 0; ok && k < r->rank; k++)
            ok = r->shape[k] == s->shape[k + (k >= dim)];
        NEED(ok, "result #%u must be %s without dimension %u, got %s", i, ty(c, s), dim, ty(c, r));
    }
    return true;
}

/* ops.md says "currently restricted to a single operand"; cuTile 1.7 writes tuple scans (its
 * test_scan runs them on the GPU), so any number is taken, each result typed as its operand. */
static bool ck_scan(vctx *c, const ct_op *op)
{
    if (!check_aggregate(c, op))
        return false;
    for (uint32_t i = 0; i < op->nres; i++)
        NEED(rty(c, op, i) == vty(c, op->opnds[i]), "result #%u type %s differs from operand type %s",
             i, ty(c, rty(c, op, i)), ty(c, vty(c, op->opnds[i])));
    return true;
}

/* ================================ op-specific rules ================================ */

static bool ck_assert(vctx *c, const ct_op *op)
{
    const ct_type *t = vty(c, op->opnds[0]);
    NEED(is_tile(t) && is_scalar(t->elem, CT_S_I1), "condition must be an i1 tile, got %s",
         ty(c, t));
    return true;
}

/* ---- assume predicates (ops.md §3.16) ---- */

static bool int_or_ptr_tile(const ct_type *t)
{
    return is_tile(t) && (is_int(t->elem) || t->elem->kind == CT_TY_PTR);
}

static bool ck_div_by(vctx *c, const ct_attr *p, const ct_type *t)
{
    bool every = p->flags & 1, along = p->flags >> 1 & 1;
    NEED(ct_is_pow2_u64(p->value) && p->value <= (1ull << 62),
         "div_by divisor %llu must be a power of two (at most 2^62)", (unsigned long long)p->value);
    NEED(every == along, "div_by 'every' and 'along' go together");
    if (t->kind == CT_TY_TENSOR_VIEW) {
        NEED(!every, "div_by on a tensor_view takes no 'every'/'along'");
        return true;
    }
    NEED(int_or_ptr_tile(t), "div_by applies to integer or pointer tiles and tensor_views, got %s",
         ty(c, t));
    if (!every)
        return true;
    NEED(t->rank > 0, "div_by 'every'/'along' needs a tile of rank >= 1");
    NEED(p->b >= 0 && p->b < (int64_t)t->rank, "div_by 'along' %lld is out of range",
         (long long)p->b);
    NEED(p->a >= 0 && p->a <= t->shape[p->b], "div_by 'every' %lld exceeds dimension %lld",
         (long long)p->a, (long long)p->b);
    return true;
}

static bool ck_same_elements(vctx *c, const ct_attr *p, const ct_type *t)
{
    NEED(int_or_ptr_tile(t), "same_elements applies to integer or pointer tiles, got %s", ty(c, t));
    NEED(p->n == t->rank, "same_elements has %u values for rank %u", p->n, t->rank);
    for (uint32_t i = 0; i < p->n; i++)
        NEED(p->i64[i] >= 0 && p->i64[i] <= t->shape[i],
             "same_elements value #%u (%lld) exceeds the dimension", i, (long long)p->i64[i]);
    return true;
}

static bool ck_bounded(vctx *c, const ct_attr *p, const ct_type *t)
{
    NEED(is_tile(t) && is_int(t->elem), "bounded applies to integer tiles, got %s", ty(c, t));
    unsigned bits = bits_of(t->elem);
    int64_t hi = bits >= 64 ? INT64_MAX : (int64_t)((1ull << (bits - 1)) - 1), lo = -hi - 1;
    bool has_lb = p->flags & 1, has_ub = p->flags >> 1 & 1;
    NEED(!has_lb || (p->a >= lo && p->a <= hi), "bounded lower bound %lld does not fit %s",
         (long long)p->a, ty(c, t->elem));
    NEED(!has_ub || (p->b >= lo && p->b <= hi), "bounded upper bound %lld does not fit %s",
         (long long)p->b, ty(c, t->elem));
    NEED(!has_lb || !has_ub || p->a <= p->b, "bounded lower bound exceeds the upper bound");
    return true;
}

static bool ck_assume(vctx *c, const ct_op *op)
{
    const ct_type *t = vty(c, op->opnds[0]);
    NEED(rty(c, op, 0) == t, "result type %s differs from operand type %s", ty(c, rty(c, op, 0)),
         ty(c, t));
    const ct_attr *p = attr_of(op, "predicate");
    switch (p->kind) {
    case CT_ATTR_DIV_BY:
        return ck_div_by(c, p, t);
    case CT_ATTR_SAME_ELEMENTS:
        return ck_same_elements(c, p, t);
    case CT_ATTR_BOUNDED:
        return ck_bounded(c, p, t);
    }
    return fail(c, "predicate must be div_by, same_elements or bounded");
}

/* ---- constants and index generation ---- */

static bool ck_constant(vctx *c, const ct_op *op)
{
    return check_dense(c, attr_of(op, "value"), rty(c, op, 0));
}

static bool ck_iota(vctx *c, const ct_op *op)
{
    const ct_type *t = rty(c, op, 0);
    NEED(is_tile(t) && t->rank == 1 && is_int(t->elem),
         "result must be a rank-1 integer tile, got %s", ty(c, t));
    unsigned bits = bits_of(t->elem);
    NEED(bits >= 64 || (uint64_t)t->shape[0] <= 1ull << bits, "%lld values do not fit %s",
         (long long)t->shape[0], ty(c, t->elem));
    return true;
}

/* get_tile_block_id, get_num_tile_blocks: three tile<i32>. */
static bool ck_grid_query(vctx *c, const ct_op *op)
{
    for (uint32_t i = 0; i < op->nres; i++)
        NEED(is_rank0(rty(c, op, i), is_int) && is_scalar(rty(c, op, i)->elem, CT_S_I32),
             "results must be tile<i32>, got %s", ty(c, rty(c, op, i)));
    return true;
}

static bool ck_make_token(vctx *c, const ct_op *op)
{
    NEED(is_token(rty(c, op, 0)), "result must be a token, got %s", ty(c, rty(c, op, 0)));
    return true;
}

static bool ck_join_tokens(vctx *c, const ct_op *op)
{
    NEED(op->nopnds >= 2, "joins at least two tokens, got %u", op->nopnds);
    return ck_make_token(c, op);
}

/* ---- integer and float arithmetic (attributes beyond the shared ones) ---- */

static bool ck_negi(vctx *c, const ct_op *op)
{
    NEED(enum_of(op, "overflow") != CT_OVERFLOW_NUW, "overflow 'no_unsigned_wrap' is not allowed");
    return true;
}

static bool ck_divi(vctx *c, const ct_op *op)
{
    NEED(!(enum_of(op, "rounding") == CT_ROUNDING_NEGATIVE_INF &&
           enum_of(op, "signedness") == CT_SIGNEDNESS_UNSIGNED),
         "rounding 'negative_inf' is not allowed with 'unsigned'");
    return true;
}

/* cmpi, cmpf: operands of one type (their class is P_INT / P_FLOAT), result i1 of that shape. */
static bool ck_cmp(vctx *c, const ct_op *op)
{
    const ct_type *a = vty(c, op->opnds[0]), *b = vty(c, op->opnds[1]), *r = rty(c, op, 0);
    NEED(a == b, "operand types differ: %s vs %s", ty(c, a), ty(c, b));
    NEED(same_shape(r, a) && is_scalar(r->elem, CT_S_I1),
         "result must be an i1 tile shaped like %s, got %s", ty(c, a), ty(c, r));
    return true;
}

static bool ck_fpowi(vctx *c, const ct_op *op)
{
    const ct_type *x = vty(c, op->opnds[0]), *n = vty(c, op->opnds[1]);
    NEED(is_tile(x) && is_base_float(x->elem), "base must be a f16, bf16, f32 or f64 tile, got %s",
         ty(c, x));
    NEED(same_shape(n, x) && is_int(n->elem) && bits_of(n->elem) <= 32,
         "exponent must be an i1...i32 tile shaped like the base, got %s", ty(c, n));
    NEED(rty(c, op, 0) == x, "result type %s differs from the base type %s", ty(c, rty(c, op, 0)),
         ty(c, x));
    return true;
}

/* ---- conversions (ops.md §3.8) ---- */

/* One tile in, one tile out, same shape; the element classes and widths come from the op's
 * row in op_rules[]. */
static bool check_conversion(vctx *c, const ct_op *op, const op_rule *r)
{
    const ct_type *a = vty(c, op->opnds[0]), *res = rty(c, op, 0);
    NEED(is_tile(a) && r->from(a->elem) && is_tile(res) && r->to(res->elem),
         "converts %s only, got %s -> %s", r->classes, ty(c, a), ty(c, res));
    NEED(same_shape(a, res), "source %s and result %s shapes differ", ty(c, a), ty(c, res));
    if (r->width == W_ANY)
        return true;
    unsigned from = bits_of(a->elem), to = bits_of(res->elem);
    NEED(r->width != W_WIDER || to > from, "must extend to a wider type");
    NEED(r->width != W_NARROWER || to < from, "must truncate to a narrower type");
    NEED(r->width != W_SAME || to == from, "source and result element widths differ");
    return true;
}

/* ftof rounding per (source, target) pair: the 13.3 verifier allows nearest_even, and zero or
 * positive_inf into f8E8M0FNU; 13.4 adds the directed modes of cuTile's _FTOF_ROUNDING_ROWS. */
#define SB(x) (1u << CT_S_##x)
#define ALL_FLOATS                                                                                 \
    (SB(F16) | SB(BF16) | SB(F32) | SB(TF32) | SB(F64) | SB(F8E4M3FN) | SB(F8E5M2) |               \
     SB(F8E8M0FNU) | SB(F4E2M1FN) | SB(F8E5M3FNU))
static const struct {
    uint8_t mode;
    uint16_t since;
    uint32_t to, from;
} ftof_modes[] = {
    {CT_ROUNDING_NEAREST_EVEN, 1301, ALL_FLOATS & ~SB(F8E8M0FNU), ALL_FLOATS},
    {CT_ROUNDING_ZERO, 1301, SB(F8E8M0FNU), ALL_FLOATS},
    {CT_ROUNDING_POSITIVE_INF, 1301, SB(F8E8M0FNU), ALL_FLOATS},
    {CT_ROUNDING_ZERO, 1304, SB(F64) | SB(F32) | SB(TF32) | SB(F16) | SB(BF16), ALL_FLOATS},
    {CT_ROUNDING_NEGATIVE_INF, 1304, SB(F64), ALL_FLOATS},
    {CT_ROUNDING_NEGATIVE_INF, 1304, SB(F32), ALL_FLOATS & ~SB(F8E8M0FNU)},
    {CT_ROUNDING_NEGATIVE_INF, 1304, SB(F16),
     ALL_FLOATS & ~(SB(F64) | SB(F32) | SB(TF32) | SB(F8E8M0FNU) | SB(F8E5M3FNU))},
    {CT_ROUNDING_POSITIVE_INF, 1304, SB(F64), ALL_FLOATS},
    {CT_ROUNDING_POSITIVE_INF, 1304, SB(F32), ALL_FLOATS & ~SB(F8E8M0FNU)},
    {CT_ROUNDING_POSITIVE_INF, 1304, SB(F16),
     ALL_FLOATS & ~(SB(F64) | SB(F32) | SB(TF32) | SB(F8E8M0FNU) | SB(F8E5M3FNU))},
    {CT_ROUNDING_NEAREST_AWAY, 1304, SB(F64), ALL_FLOATS},
    {CT_ROUNDING_NEAREST_AWAY, 1304, SB(F32) | SB(TF32), ALL_FLOATS & ~(SB(F64) | SB(F8E8M0FNU))},
    {CT_ROUNDING_NEAREST_AWAY, 1304, SB(F16),
     ALL_FLOATS & ~(SB(F64) | SB(F32) | SB(TF32) | SB(F8E8M0FNU) | SB(F8E5M3FNU))},
};

static bool ck_ftof(vctx *c, const ct_op *op)
{
    const ct_type *from = elem(vty(c, op->opnds[0])), *to = op_elem(c, op);
    NEED(from != to, "converts %s to itself", ty(c, from));
    uint64_t mode = enum_of(op, "rounding_mode");
    for (size_t i = 0; i < CT_ARRAY_LEN(ftof_modes); i++)
        if (ftof_modes[i].mode == mode && ftof_modes[i].since <= c->m->version &&
            (ftof_modes[i].to >> to->scalar & 1) && (ftof_modes[i].from >> from->scalar & 1))
            return true;
    return fail(c, "rounding mode '%s' is not allowed from %s to %s in bytecode %d.%d",
                ct_enum_value_name(CT_ENUM_ROUNDING, mode), ty(c, from), ty(c, to),
                c->m->version / 100, c->m->version % 100);
}

/* pack / unpack: rank-1 tiles, one of them i8, of different element widths and one byte size
 * (i1 counts one bit, tf32 32). */
static uint64_t tile_bits(const ct_type *t)
{
    unsigned w = is_scalar(t->elem, CT_S_TF32) ? 32 : bits_of(t->elem);
    return w * ct_type_num_elements(t);
}

static bool is_packable(const ct_type *t) { return is_number(t) || is_scalar(t, CT_S_I4); }
static bool is_i8(const ct_type *t) { return is_scalar(t, CT_S_I8); }

static bool pack_like(vctx *c, const ct_op *op, bool packing)
{
    const ct_type *a = vty(c, op->opnds[0]), *r = rty(c, op, 0);
    const ct_type *bytes = packing ? r : a, *other = packing ? a : r;
    NEED(is_tile(a) && is_tile(r) && a->rank == 1 && r->rank == 1,
         "source and result must be rank-1 tiles, got %s and %s", ty(c, a), ty(c, r));
    NEED(is_i8(bytes->elem) && is_packable(other->elem) && bits_of(other->elem) != 8,
         "needs an i8 tile and a tile of non-8-bit numbers, got %s and %s", ty(c, a), ty(c, r));
    NEED(tile_bits(a) == tile_bits(r) && tile_bits(a) % 8 == 0,
         "source %s and result %s differ in byte size", ty(c, a), ty(c, r));
    return true;
}

static bool ck_pack(vctx *c, const ct_op *op) { return pack_like(c, op, true); }

static bool ck_unpack(vctx *c, const ct_op *op) { return pack_like(c, op, false); }

/* ---- shape ops (ops.md §3.9) ---- */

/* Source and result tiles share the element type (and, if `rank`, the rank). */
static bool same_elem(vctx *c, const ct_type *a, const ct_type *r, bool rank)
{
    NEED(is_tile(a) && is_tile(r) && a->elem == r->elem && (!rank || a->rank == r->rank),
         "source %s and result %s must be tiles of one element type%s", ty(c, a), ty(c, r),
         rank ? " and rank" : "");
    return true;
}

static bool ck_broadcast(vctx *c, const ct_op *op)
{
    const ct_type *a = vty(c, op->opnds[0]), *r = rty(c, op, 0);
    if (!same_elem(c, a, r, true))
        return false;
    for (uint32_t i = 0; i < a->rank; i++)
        NEED(a->shape[i] == r->shape[i] || a->shape[i] == 1,
             "cannot broadcast %s to %s: dimension %u", ty(c, a), ty(c, r), i);
    return true;
}

static bool ck_reshape(vctx *c, const ct_op *op)
{
    const ct_type *a = vty(c, op->opnds[0]), *r = rty(c, op, 0);
    if (!same_elem(c, a, r, false))
        return false;
    NEED(ct_type_num_elements(a) == ct_type_num_elements(r),
         "cannot reshape %s to %s: element counts differ", ty(c, a), ty(c, r));
    return true;
}

static bool ck_permute(vctx *c, const ct_op *op)
{
    const ct_type *a = vty(c, op->opnds[0]), *r = rty(c, op, 0);
    const ct_attr *p = attr_of(op, "permutation");
    if (!same_elem(c, a, r, true))
        return false;
    NEED(a->rank >= 2, "needs a tile of rank >= 2, got %s", ty(c, a));
    NEED(p->n == a->rank && is_permutation(p->i32, p->n),
         "permutation must be a permutation of 0..%u", a->rank - 1);
    for (uint32_t i = 0; i < p->n; i++)
        NEED(r->shape[i] == a->shape[p->i32[i]], "result dimension %u must be %lld, got %lld", i,
             (long long)a->shape[p->i32[i]], (long long)r->shape[i]);
    return true;
}

/* extract / insert: `part` tiles `whole` (every dimension divides), one rank-0 i32 index per
 * dimension. */
static bool slice_of(vctx *c, const ct_type *part, const ct_type *whole, const ct_val *idx,
                     uint32_t nidx)
{
    if (!same_elem(c, whole, part, true))
        return false;
    for (uint32_t i = 0; i < whole->rank; i++)
        NEED(whole->shape[i] % part->shape[i] == 0,
             "dimension %u of %s is not a multiple of that of %s", i, ty(c, whole), ty(c, part));
    NEED(nidx == whole->rank, "%u indices for rank %u", nidx, whole->rank);
    for (uint32_t i = 0; i < nidx; i++)
        NEED(is_rank0(vty(c, idx[i]), is_int) && is_scalar(vty(c, idx[i])->elem, CT_S_I32),
             "index #%u must be tile<i32>, got %s", i, ty(c, vty(c, idx[i])));
    return true;
}

static bool ck_extract(vctx *c, const ct_op *op)
{
    uint32_t n;
    const ct_val *idx = ct_op_group(op, 1, &n);
    return slice_of(c, rty(c, op, 0), vty(c, op->opnds[0]), idx, n);
}

static bool ck_insert(vctx *c, const ct_op *op)
{
    uint32_t n;
    const ct_val *idx = ct_op_group(op, 2, &n);
    const ct_type *dst = vty(c, op->opnds[1]);
    NEED(rty(c, op, 0) == dst, "result type %s differs from the destination type %s",
         ty(c, rty(c, op, 0)), ty(c, dst));
    return slice_of(c, vty(c, op->opnds[0]), dst, idx, n);
}

static bool ck_cat(vctx *c, const ct_op *op)
{
    const ct_type *a = vty(c, op->opnds[0]), *b = vty(c, op->opnds[1]), *r = rty(c, op, 0);
    if (!same_elem(c, a, r, true) || !same_elem(c, b, r, true))
        return false;
    int64_t dim = attr_int(attr_of(op, "dim"));
    NEED(dim >= 0 && dim < (int64_t)a->rank, "dim %lld is out of range for %s", (long long)dim,
         ty(c, a));
    for (uint32_t i = 0; i < a->rank; i++)
        NEED(i == dim ? r->shape[i] == a->shape[i] + b->shape[i]
                      : a->shape[i] == b->shape[i] && a->shape[i] == r->shape[i],
             "cannot concatenate %s and %s along %lld into %s", ty(c, a), ty(c, b), (long long)dim,
             ty(c, r));
    return true;
}

static bool ck_select(vctx *c, const ct_op *op)
{
    const ct_type *cond = vty(c, op->opnds[0]), *a = vty(c, op->opnds[1]),
                  *b = vty(c, op->opnds[2]), *r = rty(c, op, 0);
    NEED(is_tile(a) && a == b && a == r, "value and result types differ: %s, %s, %s", ty(c, a),
         ty(c, b), ty(c, r));
    NEED(same_shape(cond, a) && is_scalar(cond->elem, CT_S_I1),
         "condition must be an i1 tile shaped like %s, got %s", ty(c, a), ty(c, cond));
    NEED(!is_scalar(a->elem, CT_S_F4E2M1FN), "cannot select f4E2M1FN values");
    return true;
}

/* ---- mma (ops.md §3.11) ---- */

/* M×K · K×N + M×N, optionally with a common leading batch dimension. */
static bool mma_shapes(vctx *c, const ct_type *a, const ct_type *b, const ct_type *acc)
{
    NEED(is_tile(a) && is_tile(b) && is_tile(acc) && (a->rank == 2 || a->rank == 3) &&
             b->rank == a->rank && acc->rank == a->rank,
         "operands must be 2-D or 3-D tiles of one rank, got %s, %s, %s", ty(c, a), ty(c, b),
         ty(c, acc));
    uint32_t k = a->rank - 2; /* row dimension */
    NEED(k == 0 || (a->shape[0] == b->shape[0] && a->shape[0] == acc->shape[0]),
         "batch dimensions differ: %s, %s, %s", ty(c, a), ty(c, b), ty(c, acc));
    NEED(a->shape[k + 1] == b->shape[k] && a->shape[k] == acc->shape[k] &&
             b->shape[k + 1] == acc->shape[k + 1],
         "shapes %s x %s -> %s do not multiply", ty(c, a), ty(c, b), ty(c, acc));
    return true;
}

static const struct {
    uint8_t in;
    uint32_t acc; /* accepted accumulator element types */
} mmaf_types[] = {
    {CT_S_F8E4M3FN, SB(F16) | SB(F32)},
    {CT_S_F8E5M2, SB(F16) | SB(F32)},
    {CT_S_F16, SB(F16) | SB(F32)},
    {CT_S_BF16, SB(F32)},
    {CT_S_TF32, SB(F32)},
    {CT_S_F32, SB(F32)},
    {CT_S_F64, SB(F64)},
};

static bool ck_mmaf(vctx *c, const ct_op *op)
{
    const ct_type *a = vty(c, op->opnds[0]), *b = vty(c, op->opnds[1]), *acc = vty(c, op->opnds[2]);
    if (!mma_shapes(c, a, b, acc))
        return false;
    NEED(a->elem == b->elem, "lhs %s and rhs %s element types differ", ty(c, a), ty(c, b));
    NEED(rty(c, op, 0) == acc, "result type %s differs from accumulator type %s",
         ty(c, rty(c, op, 0)), ty(c, acc));
    for (size_t i = 0; i < CT_ARRAY_LEN(mmaf_types); i++)
        if (is_scalar(a->elem, (ct_scalar)mmaf_types[i].in)) {
            NEED(acc->elem->kind == CT_TY_SCALAR && (mmaf_types[i].acc >> acc->elem->scalar & 1),
                 "%s inputs cannot accumulate into %s", ty(c, a->elem), ty(c, acc->elem));
            return true;
        }
    return fail(c, "unsupported input element type %s", ty(c, a->elem));
}

static bool ck_mmai(vctx *c, const ct_op *op)
{
    const ct_type *a = vty(c, op->opnds[0]), *b = vty(c, op->opnds[1]), *acc = vty(c, op->opnds[2]);
    if (!mma_shapes(c, a, b, acc))
        return false;
    NEED(is_i8(a->elem) && is_i8(b->elem) && is_scalar(acc->elem, CT_S_I32),
         "needs i8 inputs and an i32 accumulator, got %s, %s, %s", ty(c, a), ty(c, b), ty(c, acc));
    NEED(rty(c, op, 0) == acc, "result type %s differs from accumulator type %s",
         ty(c, rty(c, op, 0)), ty(c, acc));
    return true;
}

/* Scales: M×(K/V) and (K/V)×N; V = 32 for f8 inputs, 16 for f4 with f8E4M3FN scales, 16 or
 * 32 for f4 with f8E8M0FNU (or, 13.4, f8E5M3FNU) scales. */
static bool mma_scales(vctx *c, const ct_type *a, const ct_type *sa, const ct_type *sb)
{
    uint32_t k = a->rank - 2;
    const ct_type *in = a->elem, *s = sa->elem;
    NEED(is_tile(sa) && is_tile(sb) && sa->rank == a->rank && sb->rank == a->rank &&
             sa->elem == sb->elem,
         "scales %s and %s must be tiles of one element type and the operands' rank", ty(c, sa),
         ty(c, sb));
    NEED(k == 0 || (sa->shape[0] == a->shape[0] && sb->shape[0] == a->shape[0]),
         "scale batch dimensions differ");
    NEED(sa->shape[k] == a->shape[k] && sa->shape[k + 1] == sb->shape[k],
         "scale shapes %s and %s do not match", ty(c, sa), ty(c, sb));
    NEED(is_scalar(in, CT_S_F8E4M3FN) || is_scalar(in, CT_S_F8E5M2) || is_scalar(in, CT_S_F4E2M1FN),
         "inputs must be f8E4M3FN, f8E5M2 or f4E2M1FN, got %s", ty(c, in));
    bool f4 = is_scalar(in, CT_S_F4E2M1FN);
    NEED(is_scalar(s, CT_S_F8E8M0FNU) || (f4 && is_scalar(s, CT_S_F8E4M3FN)) ||
             (f4 && is_scalar(s, CT_S_F8E5M3FNU) && c->m->version >= 1304),
         "%s scales are not allowed for %s inputs", ty(c, s), ty(c, in));
    int64_t kk = a->shape[k + 1], ks = sa->shape[k + 1];
    NEED(kk % ks == 0, "scale K dimension %lld does not divide K = %lld", (long long)ks,
         (long long)kk);
    int64_t v = kk / ks;
    NEED(f4 ? (v == 16 || (v == 32 && !is_scalar(s, CT_S_F8E4M3FN))) : v == 32,
         "block size %lld is not allowed for %s inputs with %s scales", (long long)v, ty(c, in),
         ty(c, s));
    return true;
}

static bool ck_mmaf_scaled(vctx *c, const ct_op *op)
{
    const ct_type *a = vty(c, op->opnds[0]), *b = vty(c, op->opnds[1]), *acc = vty(c, op->opnds[2]);
    if (!mma_shapes(c, a, b, acc))
        return false;
    NEED(a->elem == b->elem, "lhs %s and rhs %s element types differ", ty(c, a), ty(c, b));
    NEED(is_scalar(acc->elem, CT_S_F32) && rty(c, op, 0) == acc,
         "accumulator and result must be one f32 tile type, got %s and %s", ty(c, acc),
         ty(c, rty(c, op, 0)));
    return mma_scales(c, a, vty(c, op->opnds[3]), vty(c, op->opnds[4]));
}

/* ---- views (ops.md §3.12) ---- */

static bool ck_make_tensor_view(vctx *c, const ct_op *op)
{
    const ct_type *base = vty(c, op->opnds[0]), *tv = rty(c, op, 0);
    NEED(tv->kind == CT_TY_TENSOR_VIEW, "result must be a tensor_view, got %s", ty(c, tv));
    NEED(is_tile(base) && base->rank == 0 && is_ptr(base->elem) && base->elem->elem == tv->elem,
         "base must be tile<ptr<%s>>, got %s", ty(c, tv->elem), ty(c, base));
    uint32_t nshape, nstride, dyn_shape = 0, dyn_stride = 0;
    const ct_val *shape = ct_op_group(op, 1, &nshape);
    ct_op_group(op, 2, &nstride);
    for (uint32_t i = 0; i < tv->rank; i++) {
        dyn_shape += tv->shape[i] == CT_DYN;
        dyn_stride += tv->strides[i] == CT_DYN;
    }
    NEED(nshape == dyn_shape && nstride == dyn_stride,
         "%u dynamic sizes and %u dynamic strides for %s", nshape, nstride, ty(c, tv));
    for (uint32_t i = 0; i < nshape + nstride; i++)
        NEED(is_rank0(vty(c, shape[i]), is_int) && vty(c, shape[i]) == vty(c, shape[0]),
             "dynamic sizes and strides must be rank-0 integer tiles of one type, got %s",
             ty(c, vty(c, shape[i])));
    return true;
}

/* make_partition_view, make_strided_view, make_gather_scatter_view. */
static bool ck_make_view(vctx *c, const ct_op *op)
{
    static const uint8_t kind[CT_OP_COUNT] = {[CT_OP_MAKE_PARTITION_VIEW] = CT_TY_PARTITION_VIEW,
                                              [CT_OP_MAKE_STRIDED_VIEW] = CT_TY_STRIDED_VIEW,
                                              [CT_OP_MAKE_GATHER_SCATTER_VIEW] =
                                                  CT_TY_GATHER_SCATTER_VIEW};
    const ct_type *v = rty(c, op, 0), *tv = vty(c, op->opnds[0]);
    NEED(v->kind == kind[op->opc], "result type %s is not the view this op makes", ty(c, v));
    NEED(tv == v->elem, "operand %s is not the view's tensor_view %s", ty(c, tv), ty(c, v->elem));
    return true;
}

static bool ck_get_index_space_shape(vctx *c, const ct_op *op)
{
    const ct_type *v = vty(c, op->opnds[0]);
    NEED(is_tile_view(v), "source must be a partition, strided or gather_scatter view, got %s",
         ty(c, v));
    NEED(op->nres == v->ntile, "%u results for an index space of rank %u", op->nres, v->ntile);
    for (uint32_t i = 0; i < op->nres; i++)
        NEED(is_rank0(rty(c, op, i), is_int), "results must be rank-0 integer tiles, got %s",
             ty(c, rty(c, op, i)));
    return true;
}

static bool ck_get_tensor_shape(vctx *c, const ct_op *op)
{
    const ct_type *v = vty(c, op->opnds[0]);
    NEED(v->kind == CT_TY_TENSOR_VIEW, "source must be a tensor_view, got %s", ty(c, v));
    NEED(op->nres == v->rank, "%u results for a tensor_view of rank %u", op->nres, v->rank);
    for (uint32_t i = 0; i < op->nres; i++)
        NEED(is_rank0(rty(c, op, i), is_int), "results must be rank-0 integer tiles, got %s",
             ty(c, rty(c, op, i)));
    return true;
}

/* View indices: one per index dimension; rank-0 integers of one type, except a
 * gather_scatter_view's sparse dimension, a rank-1 integer tile of the tile's length there. */
static bool view_indices(vctx *c, const ct_type *v, const ct_val *idx, uint32_t n)
{
    NEED(n == v->ntile, "%u indices for a view of index rank %u", n, v->ntile);
    bool gs = v->kind == CT_TY_GATHER_SCATTER_VIEW;
    const ct_type *common = NULL;
    for (uint32_t i = 0; i < n; i++) {
        const ct_type *t = vty(c, idx[i]);
        if (gs && i == v->sparse_dim) {
            NEED(is_tile(t) && t->rank == 1 && is_int(t->elem) && t->shape[0] == v->tile_shape[i],
                 "index #%u (the sparse dimension) must be an integer tile<%dx…>, got %s", i,
                 v->tile_shape[i], ty(c, t));
            continue;
        }
        common = common ? common : t;
        NEED(is_rank0(t, is_int) && t == common,
             "indices must be rank-0 integer tiles of one type, got %s", ty(c, t));
    }
    return true;
}

/* load_view_tko / store_view_tko: view, indices, the view's tile, 13.4 inbounds flags. */
static bool view_access(vctx *c, const ct_op *op, const ct_type *tile, uint32_t view_group)
{
    uint32_t n;
    const ct_type *v = gty(c, op, view_group);
    const ct_val *idx = ct_op_group(op, view_group + 1, &n);
    NEED(is_tile_view(v), "view must be a partition, strided or gather_scatter view, got %s",
         ty(c, v));
    NEED(is_view_tile(tile, v), "tile %s is not the view's tile type", ty(c, tile));
    const ct_attr *inb = attr_of(op, "inbounds");
    NEED(!inb || inb->n == n, "inbounds has %u flags for %u indices", inb ? inb->n : 0, n);
    return view_indices(c, v, idx, n);
}

static bool ck_load_view(vctx *c, const ct_op *op) { return view_access(c, op, rty(c, op, 0), 0); }

static bool ck_store_view(vctx *c, const ct_op *op)
{
    return view_access(c, op, vty(c, op->opnds[0]), 1);
}

/* ---- pointers and pointer memory ops (ops.md §3.13) ---- */

static bool ck_offset(vctx *c, const ct_op *op)
{
    const ct_type *p = vty(c, op->opnds[0]), *o = vty(c, op->opnds[1]);
    NEED(is_ptr_tile(p), "ptr must be a pointer tile, got %s", ty(c, p));
    NEED(same_shape(o, p) && is_int(o->elem),
         "offset must be an integer tile shaped like %s, got %s", ty(c, p), ty(c, o));
    NEED(rty(c, op, 0) == p, "result type %s differs from %s", ty(c, rty(c, op, 0)), ty(c, p));
    return true;
}

/* `vals` is a tile of the pointees of pointer tile `ptrs`, of the same shape. */
static bool pointee_tile(vctx *c, const ct_type *ptrs, const ct_type *vals, const char *what)
{
    NEED(is_ptr_tile(ptrs), "pointers must be a pointer tile, got %s", ty(c, ptrs));
    NEED(same_shape(vals, ptrs) && vals->elem == ptrs->elem->elem,
         "%s %s must be a tile of %s shaped like %s", what, ty(c, vals), ty(c, ptrs->elem->elem),
         ty(c, ptrs));
    return true;
}

static bool ck_load_ptr(vctx *c, const ct_op *op)
{
    const ct_type *r = rty(c, op, 0), *pad = gty(c, op, 2);
    if (!pointee_tile(c, vty(c, op->opnds[0]), r, "result"))
        return false;
    /* ops.md has the padding value only together with a mask, but cuTile 1.7 writes one for
     * every gather, masked or not (ct.gather(x, ()), raw array memory): without a mask every
     * element is loaded and the padding value is unused */
    NEED(!pad || pad == r, "padding value %s must have the result type %s", ty(c, pad), ty(c, r));
    return true;
}

static bool ck_store_ptr(vctx *c, const ct_op *op)
{
    return pointee_tile(c, vty(c, op->opnds[0]), vty(c, op->opnds[1]), "value");
}

static bool ck_alloca(vctx *c, const ct_op *op)
{
    const ct_type *r = rty(c, op, 0);
    NEED(is_rank0(r, is_ptr), "result must be tile<ptr<T>>, got %s", ty(c, r));
    int64_t n = attr_int(attr_of(op, "num_elem")), align = attr_int(attr_of(op, "alignment"));
    unsigned size = (bits_of(r->elem->elem) + 7) / 8;
    NEED(n >= 0, "num_elem must not be negative");
    NEED(align > 0 && ct_is_pow2_u64((uint64_t)align) && (uint64_t)align >= size,
         "alignment %lld must be a power of two of at least %u bytes", (long long)align, size);
    return true;
}

static bool ck_get_global(vctx *c, const ct_op *op)
{
    const ct_attr *name = attr_of(op, "name");
    const ct_global *g = NULL;
    for (uint32_t i = 0; i < c->m->nglobals && !g; i++)
        if (str_eq(c->m->globals[i].name, name->str))
            g = &c->m->globals[i];
    NEED(g, "'%s' is not a global of the module", name->str.s);
    const ct_type *r = rty(c, op, 0);
    NEED(is_rank0(r, is_ptr) && r->elem->elem == g->type->elem,
         "result must be tile<ptr<%s>> (the global's element type), got %s", ty(c, g->type->elem),
         ty(c, r));
    return true;
}

/* ---- atomics (ops.md §3.14) ---- */

static bool is_32_64(const ct_type *t)
{
    return (is_int(t) || is_float(t)) && (bits_of(t) == 32 || bits_of(t) == 64);
}

static bool atomic_mode_ok(vctx *c, uint64_t mode, const ct_type *e)
{
    const char *name = ct_enum_value_name(CT_ENUM_ATOMIC_MODE, mode);
    if (mode == CT_ATOMIC_MODE_ADDF)
        NEED(is_base_float(e), "atomic mode 'addf' needs f16, bf16, f32 or f64, got %s", ty(c, e));
    else if (mode == CT_ATOMIC_MODE_XCHG)
        NEED(is_32_64(e), "atomic mode 'xchg' needs a 32- or 64-bit type, got %s", ty(c, e));
    else
        NEED(is_scalar(e, CT_S_I32) || is_scalar(e, CT_S_I64),
             "atomic mode '%s' needs i32 or i64, got %s", name, ty(c, e));
    return true;
}

static bool ck_atomic_cas(vctx *c, const ct_op *op)
{
    const ct_type *cmp = vty(c, op->opnds[1]), *val = vty(c, op->opnds[2]), *r = rty(c, op, 0);
    NEED(cmp == val && val == r, "cmp, val and result types differ: %s, %s, %s", ty(c, cmp),
         ty(c, val), ty(c, r));
    if (!pointee_tile(c, vty(c, op->opnds[0]), val, "val"))
        return false;
    NEED(is_32_64(val->elem), "compare-and-swap needs a 32- or 64-bit type, got %s",
         ty(c, val->elem));
    return true;
}

static bool ck_atomic_rmw(vctx *c, const ct_op *op)
{
    const ct_type *arg = vty(c, op->opnds[1]), *r = rty(c, op, 0);
    NEED(arg == r, "arg type %s differs from result type %s", ty(c, arg), ty(c, r));
    return pointee_tile(c, vty(c, op->opnds[0]), arg, "arg") &&
           atomic_mode_ok(c, enum_of(op, "mode"), arg->elem);
}

static bool ck_atomic_red_view(vctx *c, const ct_op *op)
{
    uint32_t n;
    const ct_type *v = vty(c, op->opnds[0]);
    const ct_val *idx = ct_op_group(op, 1, &n);
    const ct_type *val = gty(c, op, 2);
    NEED(v->kind == CT_TY_PARTITION_VIEW || v->kind == CT_TY_STRIDED_VIEW,
         "view must be a partition or strided view, got %s", ty(c, v));
    NEED(!v->has_padding, "the view must not have a padding_value");
    NEED(is_view_tile(val, v), "value %s is not the view's tile type", ty(c, val));
    NEED(enum_of(op, "mode") != CT_ATOMIC_MODE_XCHG, "atomic mode 'xchg' is not allowed here");
    return atomic_mode_ok(c, enum_of(op, "mode"), val->elem) && view_indices(c, v, idx, n);
}

/* ---- print_tko: one operand per printf conversion ---- */

static bool ck_print(vctx *c, const ct_op *op)
{
    const ct_attr *s = attr_of(op, "str");
    uint32_t want = 0, n;
    const ct_val *args = ct_op_group(op, 0, &n);
    for (uint32_t i = 0; i < s->str.len; i++) {
        if (s->str.s[i] != '%')
            continue;
        uint32_t j = i + 1;
        while (j < s->str.len && !strchr("diuoxXeEfFgGaAcsSpn%", s->str.s[j]))
            j++;
        NEED(j < s->str.len && s->str.s[j], "format has an unterminated conversion");
        if (s->str.s[j] == '%' && j == i + 1)
            i = j; /* "%%" prints a percent sign */
        else
            want++;
    }
    NEED(n == want, "format has %u conversions, got %u values", want, n);
    for (uint32_t i = 0; i < n; i++)
        NEED(is_tile(vty(c, args[i])), "printed value #%u must be a tile, got %s", i,
             ty(c, vty(c, args[i])));
    return true;
}

/* ---- the table ---- */

static const op_rule op_rules[CT_OP_COUNT] = {
    /* float arithmetic: rounding modes (ops.md §3.6, §3.7) */
    [CT_OP_ADDF] = {.rounding = IEEE},
    [CT_OP_SUBF] = {.rounding = IEEE},
    [CT_OP_MULF] = {.rounding = IEEE},
    [CT_OP_FMA] = {.rounding = IEEE},
    [CT_OP_DIVF] = {.rounding = IEEE | RM(APPROX) | RM(FULL),
                    .rounding_f32 = RM(APPROX) | RM(FULL)},
    [CT_OP_SQRT] = {.rounding = IEEE | RM(APPROX), .rounding_f32 = RM(APPROX)},
    [CT_OP_EXP] = {.rounding = RM(FULL) | RM(APPROX), .rounding_f32 = RM(APPROX)},
    [CT_OP_TANH] = {.rounding = RM(FULL) | RM(APPROX), .rounding_f32 = RM(APPROX)},
    [CT_OP_FPOWI] = {.check = ck_fpowi},
    /* integer arithmetic (§3.4) */
    [CT_OP_DIVI] = {.check = ck_divi, .rounding = RM(ZERO) | RM(NEGATIVE_INF) | RM(POSITIVE_INF)},
    [CT_OP_NEGI] = {.check = ck_negi},
    [CT_OP_CMPI] = {.check = ck_cmp},
    [CT_OP_CMPF] = {.check = ck_cmp},
    /* conversions (§3.8) */
    [CT_OP_EXTI] = {.from = is_int_or_i4,
                    .to = is_int_or_i4,
                    .classes = "integers",
                    .width = W_WIDER},
    [CT_OP_TRUNCI] = {.from = is_int_or_i4,
                      .to = is_int_or_i4,
                      .classes = "integers",
                      .width = W_NARROWER},
    [CT_OP_ITOF] = {.rounding = RM(NEAREST_EVEN),
                    .from = is_int,
                    .to = is_float_not_e8m0,
                    .classes = "integers (i1...i64) to floats (not f8E8M0FNU)"},
    [CT_OP_FTOI] = {.rounding = RM(NEAREST_INT_TO_ZERO),
                    .from = is_float,
                    .to = is_int,
                    .classes = "floats to integers (i1...i64)"},
    [CT_OP_FTOF] = {.check = ck_ftof,
                    .rounding = 0xFFFF,
                    .from = is_float,
                    .to = is_float,
                    .classes = "floats to floats"},
    [CT_OP_BITCAST] = {.from = is_number,
                       .to = is_number,
                       .classes = "numbers (not pointers)",
                       .width = W_SAME},
    [CT_OP_INT_TO_PTR] = {.from = is_i64, .to = is_ptr, .classes = "i64 to pointers"},
    [CT_OP_PTR_TO_INT] = {.from = is_ptr, .to = is_i64, .classes = "pointers to i64"},
    [CT_OP_PTR_TO_PTR] = {.from = is_ptr, .to = is_ptr, .classes = "pointers to pointers"},
    [CT_OP_PACK] = {.check = ck_pack},
    [CT_OP_UNPACK] = {.check = ck_unpack},
    /* constants, indices, tokens, misc (§3.3, §3.15, §3.16) */
    [CT_OP_ASSERT] = {.check = ck_assert},
    [CT_OP_ASSUME] = {.check = ck_assume},
    [CT_OP_CONSTANT] = {.check = ck_constant},
    [CT_OP_IOTA] = {.check = ck_iota},
    [CT_OP_GET_TILE_BLOCK_ID] = {.check = ck_grid_query},
    [CT_OP_GET_NUM_TILE_BLOCKS] = {.check = ck_grid_query},
    [CT_OP_MAKE_TOKEN] = {.check = ck_make_token},
    [CT_OP_JOIN_TOKENS] = {.check = ck_join_tokens},
    [CT_OP_PRINT_TKO] = {.check = ck_print},
    /* shape ops (§3.9) */
    [CT_OP_BROADCAST] = {.check = ck_broadcast},
    [CT_OP_RESHAPE] = {.check = ck_reshape},
    [CT_OP_PERMUTE] = {.check = ck_permute},
    [CT_OP_EXTRACT] = {.check = ck_extract},
    [CT_OP_INSERT] = {.check = ck_insert},
    [CT_OP_CAT] = {.check = ck_cat},
    [CT_OP_SELECT] = {.check = ck_select},
    /* mma, reduce, scan (§3.10, §3.11) */
    [CT_OP_MMAF] = {.check = ck_mmaf},
    [CT_OP_MMAI] = {.check = ck_mmai},
    [CT_OP_MMAF_SCALED] = {.check = ck_mmaf_scaled},
    [CT_OP_REDUCE] = {.check = ck_reduce},
    [CT_OP_SCAN] = {.check = ck_scan},
    /* control flow (§3.2) */
    [CT_OP_IF] = {.check = ck_if},
    [CT_OP_FOR] = {.check = ck_for},
    [CT_OP_LOOP] = {.check = ck_loop},
    [CT_OP_YIELD] = {.check = ck_yield},
    [CT_OP_CONTINUE] = {.check = ck_continue},
    [CT_OP_BREAK] = {.check = ck_break},
    [CT_OP_RETURN] = {.check = ck_return},
    /* views and memory (§3.12–§3.14, orderings §2.3) */
    [CT_OP_MAKE_TENSOR_VIEW] = {.check = ck_make_tensor_view},
    [CT_OP_MAKE_PARTITION_VIEW] = {.check = ck_make_view},
    [CT_OP_MAKE_STRIDED_VIEW] = {.check = ck_make_view},
    [CT_OP_MAKE_GATHER_SCATTER_VIEW] = {.check = ck_make_view},
    [CT_OP_GET_INDEX_SPACE_SHAPE] = {.check = ck_get_index_space_shape},
    [CT_OP_GET_TENSOR_SHAPE] = {.check = ck_get_tensor_shape},
    [CT_OP_LOAD_VIEW_TKO] = {.check = ck_load_view,
                             .orderings = MO(WEAK) | MO(RELAXED) | MO(ACQUIRE),
                             .scope = SCOPE_UNLESS_WEAK,
                             .hints = HK_LAT | HK_TMA},
    [CT_OP_STORE_VIEW_TKO] = {.check = ck_store_view,
                              .orderings = MO(WEAK) | MO(RELAXED) | MO(RELEASE),
                              .scope = SCOPE_UNLESS_WEAK,
                              .hints = HK_LAT | HK_TMA},
    [CT_OP_LOAD_PTR_TKO] = {.check = ck_load_ptr,
                            .orderings = MO(WEAK) | MO(RELAXED) | MO(ACQUIRE),
                            .scope = SCOPE_UNLESS_WEAK,
                            .hints = HK_LAT},
    [CT_OP_STORE_PTR_TKO] = {.check = ck_store_ptr,
                             .orderings = MO(WEAK) | MO(RELAXED) | MO(RELEASE),
                             .scope = SCOPE_UNLESS_WEAK,
                             .hints = HK_LAT},
    [CT_OP_ATOMIC_CAS_TKO] = {.check = ck_atomic_cas,
                              .orderings = MO(RELAXED) | MO(ACQUIRE) | MO(RELEASE) | MO(ACQ_REL),
                              .scope = SCOPE_ALWAYS},
    [CT_OP_ATOMIC_RMW_TKO] = {.check = ck_atomic_rmw,
                              .orderings = MO(RELAXED) | MO(ACQUIRE) | MO(RELEASE) | MO(ACQ_REL),
                              .scope = SCOPE_ALWAYS},
    [CT_OP_ATOMIC_RED_VIEW_TKO] = {.check = ck_atomic_red_view,
                                   .orderings = MO(RELAXED),
                                   .scope = SCOPE_NOT_SYS},
    /* the mem ops keep the ordering and scope of the tile access they lower (lower/lower_views.c); a
     * tiled_store with `mode` is an atomic_red_view_tko (relaxed) */
    [CT_OP_TILED_LOAD] = {.orderings = MO(WEAK) | MO(RELAXED) | MO(ACQUIRE),
                          .scope = SCOPE_UNLESS_WEAK},
    [CT_OP_TILED_STORE] = {.orderings = MO(WEAK) | MO(RELAXED) | MO(RELEASE),
                           .scope = SCOPE_UNLESS_WEAK},
    [CT_OP_GATHER_LOAD] = {.orderings = MO(WEAK) | MO(RELAXED) | MO(ACQUIRE),
                           .scope = SCOPE_UNLESS_WEAK},
    [CT_OP_SCATTER_STORE] = {.orderings = MO(WEAK) | MO(RELAXED) | MO(RELEASE),
                             .scope = SCOPE_UNLESS_WEAK},
    [CT_OP_OFFSET] = {.check = ck_offset},
    [CT_OP_ALLOCA] = {.check = ck_alloca},
    [CT_OP_GET_GLOBAL] = {.check = ck_get_global},
};

/* ================================ walking ================================ */

static bool check_block(vctx *c, const ct_block *b, const vframe *fr);

static bool check_regions(vctx *c, const ct_op *op, const vframe *fr)
{
    vframe in = {op, fr};
    NEED(op->nregions == 0 || c->depth < MAX_NESTING, "regions nested deeper than %d", MAX_NESTING);
    c->depth++;
    for (uint32_t r = 0; r < op->nregions; r++)
        for (uint32_t k = 0; k < op->regions[r].nblocks; k++)
            if (!check_block(c, &op->regions[r].blocks[k], &in))
                return false;
    c->depth--;
    return true;
}

static bool check_op(vctx *c, const ct_op *op, const vframe *fr)
{
    const op_rule *r = &op_rules[op->opc];
    c->fr = fr;
    /* Ops of the lower stages get the rules derived from their rows; the spec has no more. */
    NEED(!(ct_def(op)->props & P_NO_RECORD), "is module structure, not an op of a function body");
    NEED(ct_def(op)->stage <= c->max_stage, "is an op of the %s stage, in IR of the %s stage",
         ct_stage_name(ct_def(op)->stage), ct_stage_name(c->max_stage));
    if (!check_record_shape(c, op) || !check_op_loc(c, op) || !check_operands_live(c, op))
        return false;
    for (uint32_t i = 0; i < op->nres; i++) { /* types now; in scope only after the regions */
        NEED(op->res[i] < c->f->nvalues, "result #%u is not a value of the function", i);
        if (!check_value_type(c, op->res[i]))
            return false;
    }
    if (!check_attr_forms(c, op) || !check_common_types(c, op) || !check_attr_rules(c, op) ||
        (r->from && !check_conversion(c, op, r)) || (r->check && !r->check(c, op)) ||
        !check_regions(c, op, fr))
        return false;
    c->op = op; /* back from nested ops */
    for (uint32_t i = 0; i < op->nres; i++)
        if (!define(c, op->res[i], op, NULL, i))
            return false;
    return true;
}

/* A block: arguments, then ops in order, the last and only the last a terminator. Values
 * defined in it leave scope at its end. */
static bool check_block(vctx *c, const ct_block *b, const vframe *fr)
{
    NEED(b->nops > 0, "a block must not be empty");
    for (uint32_t i = 0; i < b->nargs; i++)
        if (!define(c, b->args[i], NULL, b, i))
            return false;
    const ct_op *parent = c->op;
    for (uint32_t i = 0; i < b->nops; i++) {
        const ct_op *op = b->ops[i];
        c->opno++;
        c->op = NULL;
        NEED(op->opc < CT_OP_COUNT, "op #%u has unknown opcode %u", c->opno, op->opc);
        c->op = op;
        if (!check_op(c, op, fr))
            return false;
        bool term = ct_def(op)->props & P_TERM;
        NEED(term == (i + 1 == b->nops), term ? "a terminator must be the last op of its block"
                                              : "the block does not end with a terminator");
    }
    for (uint32_t i = 0; i < b->nargs; i++)
        c->live[b->args[i]] = 0;
    for (uint32_t i = 0; i < b->nops; i++)
        for (uint32_t k = 0; k < b->ops[i]->nres; k++)
            c->live[b->ops[i]->res[k]] = 0;
    c->op = parent;
    return true;
}

/* ================================ module level ================================ */

static ct_str symbol_name(const ct_module *m, size_t i)
{
    return i < m->nglobals ? m->globals[i].name : m->funcs[i - m->nglobals]->name;
}

/* Marks the symbols (globals, then functions) whose name another symbol has, through a hash
 * set of names: linear in the names' bytes, where comparing every pair was quadratic (64k
 * entries took seconds). false on OOM. */
static bool find_duplicates(vctx *c)
{
    const ct_module *m = c->m;
    const cuTileAllocator *al = m->arena.al;
    size_t n = (size_t)m->nglobals + m->nfuncs, cap = 16;
    while (cap < 2 * n)
        cap *= 2;
    uint32_t *slot = ct_alloc(al, cap * sizeof *slot); /* 1 + symbol index, 0 = empty */
    if (!slot || !(c->sym_dup = ct_alloc(al, n + 1))) {
        ct_free(al, slot, cap * sizeof *slot);
        return false;
    }
    memset(slot, 0, cap * sizeof *slot);
    memset(c->sym_dup, 0, n + 1);
    for (size_t i = 0; i < n; i++) {
        ct_str name = symbol_name(m, i);
        size_t j = ct_hash_bytes(name.s, name.len, 0) & (cap - 1);
        while (slot[j] && !str_eq(symbol_name(m, slot[j] - 1), name))
            j = (j + 1) & (cap - 1);
        if (slot[j])
            c->sym_dup[i] = c->sym_dup[slot[j] - 1] = 1;
        else
            slot[j] = (uint32_t)i + 1;
    }
    ct_free(al, slot, cap * sizeof *slot);
    return true;
}

static bool check_global(vctx *c, const ct_global *g)
{
    c->g = g;
    NEED(g->name.len > 0, "a global needs a name");
    NEED(!c->sym_dup[g - c->m->globals], "symbol name is used twice");
    if (!check_type(c, g->type))
        return false;
    NEED(is_tile(g->type) && g->type->rank == 1, "type %s must be a rank-1 tile", ty(c, g->type));
    NEED(g->visibility <= CT_VISIBILITY_PRIVATE, "unknown visibility %u", g->visibility);
    if (!check_dense(c, g->value, g->type))
        return false;
    c->g = NULL;
    return true;
}

static bool check_entry_signature(vctx *c, const ct_func *f, uint32_t fi)
{
    NEED(f->name.len > 0, "an entry needs a name");
    NEED(f->name.len <= CUTILE_MAX_ENTRY_NAME, "the name has %u bytes, at most %u are supported",
         f->name.len, CUTILE_MAX_ENTRY_NAME);
    NEED(f->is_entry, "only entry functions are supported");
    NEED(!c->sym_dup[c->m->nglobals + fi], "symbol name is used twice");
    NEED(f->type && f->type->kind == CT_TY_FUNC, "function type missing");
    if (!check_type(c, f->type))
        return false;
    NEED(f->type->nout == 0, "an entry returns no values, its type has %u results", f->type->nout);
    NEED(f->type->nin <= CUTILE_MAX_ENTRY_PARAMS,
         "the entry has %u parameters, at most %u are supported", f->type->nin,
         CUTILE_MAX_ENTRY_PARAMS);
    for (uint32_t i = 0; i < f->type->nin; i++) {
        const ct_type *t = f->type->ins[i];
        NEED(!is_tile(t) || t->rank == 0, "argument #%u must be a rank-0 tile, got %s", i,
             ty(c, t));
    }
    NEED(f->body.nblocks == 1, "the body must be one block, has %u", f->body.nblocks);
    const ct_block *b = &f->body.blocks[0];
    NEED(b->nargs == f->type->nin, "the body has %u arguments, the type %u", b->nargs,
         f->type->nin);
    for (uint32_t i = 0; i < b->nargs; i++)
        NEED(b->args[i] < f->nvalues && f->values[b->args[i]].type == f->type->ins[i],
             "body argument #%u does not have the type of the signature", i);
    NEED(!f->hints || f->hints->kind == CT_ATTR_OPT_HINTS || f->hints->kind == CT_ATTR_DICT,
         "optimization hints are malformed");
    return check_func_loc(c) && (!f->hints || check_hints(c, f->hints, HK_CGA | HK_WARPS | HK_OCC));
}

static ct_status check_func(vctx *c, const ct_func *f, uint32_t fi)
{
    const cuTileAllocator *al = c->m->arena.al;
    c->f = f;
    c->op = NULL;
    c->opno = 0;
    c->depth = 0;
    if (!check_entry_signature(c, f, fi))
        return CUTILE_ERROR_VERIFY;
    c->live = ct_alloc(al, f->nvalues ? f->nvalues : 1);
    if (!c->live)
        return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "verifier: out of memory");
    memset(c->live, 0, f->nvalues);
    bool ok = check_block(c, &f->body.blocks[0], NULL);
    ct_free(al, c->live, f->nvalues ? f->nvalues : 1);
    c->live = NULL;
    c->f = NULL;
    return ok ? CUTILE_SUCCESS : CUTILE_ERROR_VERIFY;
}

static ct_status verify(vctx *c)
{
    const ct_module *m = c->m;
    for (uint32_t i = 1; i < m->ndi; i++)
        if (!check_di_entry(c, i))
            return CUTILE_ERROR_VERIFY;
    if (m->nfuncs > CUTILE_MAX_ENTRIES) {
        fail(c, "%u entries, at most %u are supported", m->nfuncs, CUTILE_MAX_ENTRIES);
        return CUTILE_ERROR_VERIFY;
    }
    for (uint32_t i = 0; i < m->nglobals; i++)
        if (!check_global(c, &m->globals[i]))
            return CUTILE_ERROR_VERIFY;
    for (uint32_t i = 0; i < m->nfuncs; i++) {
        ct_status s = check_func(c, m->funcs[i], i);
        if (s != CUTILE_SUCCESS)
            return s;
    }
    return CUTILE_SUCCESS;
}

static ct_status verify_module(const ct_module *m, uint8_t max_stage, bool tokens_gone,
                               ct_diag *d)
{
    const cuTileAllocator *al = m->arena.al;
    vctx c = {.m = m, .d = d, .max_stage = max_stage, .tokens_gone = tokens_gone};
    c.type_ok = ct_alloc(al, m->ntypes ? m->ntypes : 1);
    if (!c.type_ok)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "verifier: out of memory");
    memset(c.type_ok, 0, m->ntypes);
    ct_status s = find_duplicates(&c)
                      ? verify(&c)
                      : ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "verifier: out of memory");
    ct_free(al, c.sym_dup, (size_t)m->nglobals + m->nfuncs + 1);
    ct_free(al, c.type_ok, m->ntypes ? m->ntypes : 1);
    return s;
}

ct_status ct_verify_module(const ct_module *m, ct_diag *d)
{
    return verify_module(m, CT_STAGE_SCHED, false, d);
}

ct_status ct_verify_module_at(const ct_module *m, enum ct_stage stage, ct_diag *d)
{
    return verify_module(m, (uint8_t)stage, stage > CT_STAGE_TILE, d);
}
