/* args.c — typed launch arguments: the plan (signature + facts) and packing (args.h). */
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "launch/args.h"

/* ---------------------------------------------------------------------------------------- */
/* dtypes                                                                                    */
/* ---------------------------------------------------------------------------------------- */

/* cuTile's dtype codes in mangled names (compilation/_name_mangling.py) and IR element types,
 * against cuTileDType. 0: no cuTileDType. */
static const struct {
    const char *code;
    int scalar; /* ct_scalar, -1 if no IR type has this dtype */
    cuTileDType dtype;
    uint8_t bytes;
} dtypes[] = {
    {"b8", CT_S_I1, CUTILE_DTYPE_BOOL, 1},   {"u8", -1, CUTILE_DTYPE_U8, 1},
    {"u16", -1, CUTILE_DTYPE_U16, 2},        {"u32", -1, CUTILE_DTYPE_U32, 4},
    {"u64", -1, CUTILE_DTYPE_U64, 8},        {"i8", CT_S_I8, CUTILE_DTYPE_I8, 1},
    {"i16", CT_S_I16, CUTILE_DTYPE_I16, 2},  {"i32", CT_S_I32, CUTILE_DTYPE_I32, 4},
    {"i64", CT_S_I64, CUTILE_DTYPE_I64, 8},  {"f16", CT_S_F16, CUTILE_DTYPE_F16, 2},
    {"f32", CT_S_F32, CUTILE_DTYPE_F32, 4},  {"f64", CT_S_F64, CUTILE_DTYPE_F64, 8},
    {"bf16", CT_S_BF16, CUTILE_DTYPE_BF16, 2}, {"tf32", CT_S_TF32, 0, 4},
    {"f8m3fn", CT_S_F8E4M3FN, CUTILE_DTYPE_F8E4M3FN, 1},
    {"f8m2", CT_S_F8E5M2, CUTILE_DTYPE_F8E5M2, 1}, {"f8m0fnu", CT_S_F8E8M0FNU, 0, 1},
};

static int dtype_from_code(const char *code, size_t len)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(dtypes); i++)
        if (strlen(dtypes[i].code) == len && memcmp(dtypes[i].code, code, len) == 0)
            return (int)i;
    return -1;
}

static int dtype_row_of_scalar(int scalar)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(dtypes); i++)
        if (dtypes[i].scalar == scalar)
            return (int)i;
    return -1;
}

static const char *dtype_name(int dtype)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(dtypes); i++)
        if ((int)dtypes[i].dtype == dtype && dtype)
            return dtypes[i].code;
    return "?";
}

/* The unsigned dtype of the same width as a signed one (I8 → U8 …); 0 for others. */
static cuTileDType unsigned_twin(int dtype)
{
    switch (dtype) {
    case CUTILE_DTYPE_I8: return CUTILE_DTYPE_U8;
    case CUTILE_DTYPE_I16: return CUTILE_DTYPE_U16;
    case CUTILE_DTYPE_I32: return CUTILE_DTYPE_U32;
    case CUTILE_DTYPE_I64: return CUTILE_DTYPE_U64;
    default: return 0;
    }
}

/* ---------------------------------------------------------------------------------------- */
/* building the plan                                                                         */
/* ---------------------------------------------------------------------------------------- */

typedef struct builder {
    ct_kernel_param *slots; /* copies of the compiler's, facts merged in */
    uint32_t nslots;
    ct_arg_spec *args;      /* at most one per slot */
    uint32_t nargs;
    uint32_t next_slot;
    char why[160];          /* first reason the signature cannot be used */
} builder;

static bool refuse(builder *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool refuse(builder *b, const char *fmt, ...)
{
    if (!b->why[0]) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(b->why, sizeof b->why, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* Takes the next kernel parameter, which must be of `kind` (and `size` if non-zero). */
static ct_kernel_param *take_slot(builder *b, int kind, unsigned size)
{
    static const char *const kinds[] = {"?", "pointer", "integer", "float", "bool"};
    if (b->next_slot >= b->nslots) {
        refuse(b, "the signature has more parameters than the kernel (%u)", b->nslots);
        return NULL;
    }
    ct_kernel_param *s = &b->slots[b->next_slot];
    if (s->kind != kind || (size && s->size != size)) {
        refuse(b, "kernel parameter %u is a %u-byte %s where the signature has a %u-byte %s",
               b->next_slot, s->size, s->kind < CT_ARRAY_LEN(kinds) ? kinds[s->kind] : "?",
               size, kinds[kind]);
        return NULL;
    }
    b->next_slot++;
    return s;
}

/* A new argument at the next parameter; NULL (and b->why) if none is left. */
static ct_arg_spec *new_arg(builder *b, cuTileArgKind kind)
{
    if (b->why[0] || b->next_slot >= b->nslots) {
        refuse(b, "the signature has more parameters than the kernel (%u)", b->nslots);
        return NULL;
    }
    ct_arg_spec *a = &b->args[b->nargs++];
    memset(a, 0, sizeof *a);
    a->kind = (uint8_t)kind;
    a->slot = b->next_slot;
    return a;
}

static uint64_t gcd_u64(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Merges facts stated by the name into a slot's (both must hold at launch). */
static bool merge_facts(builder *b, uint32_t slot, ct_param_facts *into, const ct_param_facts *f)
{
    if (f->div_by > 1) {
        uint64_t cur = into->div_by ? into->div_by : 1;
        uint64_t g = gcd_u64(cur, f->div_by);
        if (cur / g > UINT64_MAX / f->div_by)
            return refuse(b, "divisibility of kernel parameter %u overflows", slot);
        into->div_by = cur / g * f->div_by;
    }
    if (f->has_lb && (!into->has_lb || f->lb > into->lb))
        into->has_lb = true, into->lb = f->lb;
    if (f->has_expect) {
        if (into->has_expect && into->expect != f->expect)
            return refuse(b, "kernel parameter %u is assumed to be both %lld and %lld", slot,
                          (long long)into->expect, (long long)f->expect);
        into->has_expect = true, into->expect = f->expect;
    }
    return true;
}

/* An array as the name describes it (or as the roles do, with no facts). */
typedef struct array_desc {
    int dtype_row;   /* index into dtypes[] */
    bool any_sign;
    unsigned rank;
    unsigned index_size;  /* 4 or 8 */
    bool index_unsigned;
    ct_param_facts base, shape[CUTILE_MAX_RANK], stride[CUTILE_MAX_RANK];
} array_desc;

static bool dtype_usable(builder *b, int row)
{
    return dtypes[row].dtype ? true
                             : refuse(b, "arrays of %s have no cuTileDType", dtypes[row].code);
}

/* Takes the 1 + 2·rank parameters of an array argument. */
static bool add_array(builder *b, const array_desc *ad)
{
    if (!dtype_usable(b, ad->dtype_row))
        return false;
    ct_arg_spec *a = new_arg(b, CUTILE_ARG_ARRAY);
    if (!a)
        return false;
    a->dtype = (uint8_t)dtypes[ad->dtype_row].dtype;
    a->any_sign = ad->any_sign;
    a->rank = (uint8_t)ad->rank;
    a->index_unsigned = ad->index_unsigned;
    ct_kernel_param *s = take_slot(b, CT_PARAM_PTR, 8);
    if (!s || !merge_facts(b, a->slot, &s->facts, &ad->base))
        return false;
    int ir_row = dtype_row_of_scalar(s->dtype);
    cuTileDType ir = ir_row >= 0 ? dtypes[ir_row].dtype : 0;
    if (!ad->any_sign && ir && ir != a->dtype && unsigned_twin(ir) != a->dtype)
        return refuse(b, "kernel parameter %u points to %s but the signature says %s", a->slot,
                      dtypes[ir_row].code, dtypes[ad->dtype_row].code);
    for (unsigned k = 0; k < 2 * ad->rank; k++) {
        const ct_param_facts *f = k < ad->rank ? &ad->shape[k] : &ad->stride[k - ad->rank];
        uint32_t at = b->next_slot;
        if (!(s = take_slot(b, CT_PARAM_INT, ad->index_size)) || !merge_facts(b, at, &s->facts, f))
            return false;
    }
    return true;
}

/* A list of arrays: the descriptor table's address and the length. */
static bool add_list(builder *b, const array_desc *item)
{
    if (!dtype_usable(b, item->dtype_row))
        return false;
    ct_arg_spec *a = new_arg(b, CUTILE_ARG_ARRAY_LIST);
    if (!a)
        return false;
    a->dtype = (uint8_t)dtypes[item->dtype_row].dtype;
    a->rank = (uint8_t)item->rank;
    return take_slot(b, CT_PARAM_PTR, 8) && take_slot(b, CT_PARAM_INT, 4);
}

/* A scalar argument of dtype row `row`. */
static bool add_scalar(builder *b, int row)
{
    cuTileDType t = dtypes[row].dtype;
    cuTileArgKind kind = CUTILE_ARG_INT64;
    int slot_kind = CT_PARAM_INT;
    unsigned size = dtypes[row].bytes;
    if (t == CUTILE_DTYPE_BOOL)
        kind = CUTILE_ARG_BOOL, slot_kind = CT_PARAM_BOOL, size = 0; /* cuTile passes 32 bits */
    else if (t == CUTILE_DTYPE_F32 || t == CUTILE_DTYPE_F64)
        kind = CUTILE_ARG_FLOAT64, slot_kind = CT_PARAM_FLOAT;
    else if (t < CUTILE_DTYPE_I8 || t > CUTILE_DTYPE_U64)
        return refuse(b, "scalar parameters of dtype %s cannot be passed as a cuTileArg",
                      dtypes[row].code);
    ct_arg_spec *a = new_arg(b, kind);
    if (!a)
        return false;
    a->value_unsigned = t >= CUTILE_DTYPE_U8 && t <= CUTILE_DTYPE_U64;
    return take_slot(b, slot_kind, size) != NULL;
}

/* ---- the mangled name ---- */

typedef struct cursor {
    const char *p, *end;
} cursor;

static bool lit(cursor *c, char ch)
{
    if (c->p < c->end && *c->p == ch) {
        c->p++;
        return true;
    }
    return false;
}

static bool peek_in(const cursor *c, const char *set)
{
    return c->p < c->end && *c->p && strchr(set, *c->p);
}

/* [0-9]+ (or hex digits), at most INT64_MAX. */
static bool number(cursor *c, int base, int64_t *v)
{
    const char *digits = base == 16 ? "0123456789abcdef" : "0123456789";
    uint64_t x = 0;
    const char *start = c->p;
    while (peek_in(c, digits)) {
        uint64_t dv = (uint64_t)(strchr(digits, *c->p) - digits);
        if (x > (uint64_t)(INT64_MAX - (int64_t)dv) / (uint64_t)base)
            return false;
        x = x * (uint64_t)base + dv;
        c->p++;
    }
    *v = (int64_t)x;
    return c->p > start;
}

static bool signed_number(cursor *c, int64_t *v)
{
    bool neg = lit(c, '_');
    if (!number(c, 10, v))
        return false;
    if (neg)
        *v = -*v;
    return true;
}

static bool divisibility(cursor *c, uint64_t *v)
{
    int64_t x;
    if (!signed_number(c, &x) || x <= 1)
        return false;
    *v = (uint64_t)x;
    return true;
}

static int dtype_code(cursor *c)
{
    const char *start = c->p;
    while (peek_in(c, "abcdefghijklmnopqrstuvwxyz0123456789"))
        c->p++;
    return dtype_from_code(start, (size_t)(c->p - start));
}

/* One "_<axis mask><predicates>" group: s<int> static shape, i<div> shape divisible,
 * t<int> static stride, v<div> stride divisible, l<int> stride lower bound, in that order. */
static bool axis_group(cursor *c, array_desc *ad)
{
    int64_t mask;
    if (!number(c, 16, &mask) || mask == 0 || mask >> ad->rank)
        return false;
    ct_param_facts sh = {0}, st = {0};
    const char *start = c->p;
    if (lit(c, 's') && !(sh.has_expect = signed_number(c, &sh.expect)))
        return false;
    if (lit(c, 'i') && !divisibility(c, &sh.div_by))
        return false;
    if (lit(c, 't') && !(st.has_expect = signed_number(c, &st.expect)))
        return false;
    if (lit(c, 'v') && !divisibility(c, &st.div_by))
        return false;
    if (lit(c, 'l') && !(st.has_lb = signed_number(c, &st.lb)))
        return false;
    if (c->p == start)
        return false; /* a mask with no predicate */
    for (unsigned k = 0; k < ad->rank; k++) {
        if (!(mask >> k & 1))
            continue;
        if ((sh.has_expect && ad->shape[k].has_expect) || (sh.div_by && ad->shape[k].div_by) ||
            (st.has_expect && ad->stride[k].has_expect) || (st.div_by && ad->stride[k].div_by) ||
            (st.has_lb && ad->stride[k].has_lb))
            return false; /* stated twice for one axis */
        if (sh.has_expect)
            ad->shape[k].has_expect = true, ad->shape[k].expect = sh.expect;
        if (sh.div_by)
            ad->shape[k].div_by = sh.div_by;
        if (st.has_expect)
            ad->stride[k].has_expect = true, ad->stride[k].expect = st.expect;
        if (st.div_by)
            ad->stride[k].div_by = st.div_by;
        if (st.has_lb)
            ad->stride[k].has_lb = true, ad->stride[k].lb = st.lb;
    }
    return true;
}

/* A<rank><dtype>(_<axis group>)*[_[p<div>](g<hex>)*[i][u|w]] — after the 'A'. */
static bool array_code(cursor *c, array_desc *ad)
{
    int64_t rank;
    memset(ad, 0, sizeof *ad);
    if (!number(c, 10, &rank) || rank > CUTILE_MAX_RANK || (ad->dtype_row = dtype_code(c)) < 0)
        return false;
    ad->rank = (unsigned)rank;
    ad->index_size = 4;
    while (c->p + 1 < c->end && c->p[0] == '_' && strchr("0123456789abcdef", c->p[1])) {
        c->p++;
        if (!axis_group(c, ad))
            return false;
    }
    if (c->p + 1 < c->end && c->p[0] == '_' && c->p[1] >= 'a' && c->p[1] <= 'z') {
        c->p++;
        if (lit(c, 'p') && !divisibility(c, &ad->base.div_by))
            return false;
        int64_t group;
        while (lit(c, 'g')) /* alias groups: not checkable on the host */
            if (!number(c, 16, &group))
                return false;
        lit(c, 'i'); /* may alias internally: nothing to check */
        if (lit(c, 'u'))
            ad->index_unsigned = true;
        else if (lit(c, 'w'))
            ad->index_size = 8;
    }
    return true;
}

/* Parses one parameter code. With a builder, also adds its arguments (a signature that
 * cannot be used is recorded in b->why, and parsing goes on). False for a malformed name.
 * Tuples nest at most `depth` deep. */
static bool param_code(cursor *c, builder *b, int depth)
{
    int64_t v;
    array_desc ad;
    if (depth <= 0 || c->p >= c->end)
        return false;
    switch (*c->p++) {
    case 'A':
        if (!array_code(c, &ad))
            return false;
        if (b)
            add_array(b, &ad);
        return true;
    case 'L': /* list of arrays: alias groups, "may alias", then the item's array code */
        while (lit(c, 'g'))
            if (!number(c, 16, &v))
                return false;
        lit(c, 'i');
        if (!lit(c, 'A') || !array_code(c, &ad))
            return false;
        if (b)
            add_list(b, &ad);
        return true;
    case 'T': /* v2 tuple: count, then the elements' codes back to back */
        if (!number(c, 10, &v))
            return false;
        for (int64_t i = 0; i < v; i++)
            if (!param_code(c, b, depth - 1))
                return false;
        return true;
    case 'S': {
        int row = dtype_code(c);
        if (row < 0)
            return false;
        if (b)
            add_scalar(b, row);
        return true;
    }
    case 'B': /* constants: compiled in, no argument */
        return lit(c, '0') || lit(c, '1');
    case 'I':
        return signed_number(c, &v);
    case 'F':
        for (int i = 0; i < 16; i++)
            if (!peek_in(c, "0123456789abcdef"))
                return false;
            else
                c->p++;
        return true;
    default:
        return false;
    }
}

/* "_<code>" repeated to the end of the name. */
static bool param_codes(cursor c, builder *b)
{
    while (c.p < c.end)
        if (!lit(&c, '_') || !param_code(&c, b, 16))
            return false;
    return true;
}

size_t ct_mangled_function_name(const char *name)
{
    const char *k = NULL;
    for (const char *p = strstr(name, "_K"); p; p = strstr(p + 1, "_K"))
        k = p; /* the last "_K", as cuTile's demangler reads it */
    if (!k || k == name)
        return 0;
    cursor c = {k + 2, name + strlen(name)};
    if (!(lit(&c, 't') && (lit(&c, '1') || lit(&c, '2'))))
        return 0; /* only calling conventions v1 and v2 */
    /* The whole name is read before anything is taken from it: it comes from the bytecode. */
    return param_codes(c, NULL) ? (size_t)(k - name) : 0;
}

/* The plan from a cuTile-mangled entry name. False when the name is not one (then the roles
 * decide); true otherwise, with b->why set if the signature cannot be used. */
static bool from_mangled_name(builder *b, const char *name)
{
    size_t n = ct_mangled_function_name(name);
    if (!n)
        return false;
    cursor c = {name + n + 4, name + strlen(name)}; /* after "_Kt1" / "_Kt2" */
    param_codes(c, b);
    if (!b->why[0] && b->next_slot != b->nslots)
        refuse(b, "the signature in the name has %u parameters, the kernel %u", b->next_slot,
               b->nslots);
    return true;
}

/* ---- the roles the compiler found ---- */

static void from_roles(builder *b)
{
    while (b->next_slot < b->nslots && !b->why[0]) {
        const ct_kernel_param *s = &b->slots[b->next_slot];
        array_desc ad;
        memset(&ad, 0, sizeof ad);
        switch (s->kind) {
        case CT_PARAM_PTR:
            ad.dtype_row = dtype_row_of_scalar(s->dtype);
            ad.any_sign = true;
            if (ad.dtype_row < 0) {
                refuse(b, "kernel parameter %u points to an IR type with no cuTileDType",
                       b->next_slot);
                break;
            }
            if (s->role == CT_ROLE_ARRAY_BASE) {
                if (s->array_rank > CUTILE_MAX_RANK) {
                    refuse(b, "kernel parameter %u is an array of rank %u; cuTileArg carries "
                              "at most %d dimensions", b->next_slot, s->array_rank, CUTILE_MAX_RANK);
                    break;
                }
                ad.rank = s->array_rank;
                uint32_t first = b->next_slot + 1;
                ad.index_size = first < b->nslots ? b->slots[first].size : 4;
            }
            add_array(b, &ad);
            break;
        case CT_PARAM_INT:
            if (new_arg(b, CUTILE_ARG_INT64))
                take_slot(b, CT_PARAM_INT, 0);
            break;
        case CT_PARAM_FLOAT:
            if (s->size == 4 || s->size == 8)
                add_scalar(b, dtype_from_code(s->size == 8 ? "f64" : "f32", 3));
            else
                refuse(b, "kernel parameter %u is a %u-byte float, which no cuTileArg carries",
                       b->next_slot, s->size);
            break;
        case CT_PARAM_BOOL:
            if (new_arg(b, CUTILE_ARG_BOOL))
                take_slot(b, CT_PARAM_BOOL, 0);
            break;
        default:
            refuse(b, "kernel parameter %u has unknown kind %u", b->next_slot, s->kind);
        }
    }
}

/* The first hidden parameter the launcher cannot build (tensor maps it can: launch/tma.h; the
 * grid too: launch.c). */
static int scratch_of(const ct_kernel_info *k)
{
    for (uint32_t h = 0; h < k->nhidden; h++)
        if (k->hidden[h].kind == CT_HIDDEN_SCRATCH)
            return (int)h;
    return -1;
}

ct_status ct_arg_plan_build(const ct_kernel_info *k, ct_arena *arena, ct_arg_plan *plan,
                            ct_diag *d)
{
    memset(plan, 0, sizeof *plan);
    if (k->nparams + (uint64_t)k->nhidden > CT_MAX_KERNEL_PARAMS)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "kernel %s has %u parameters; at most %d are supported", k->name,
                           k->nparams + k->nhidden, CT_MAX_KERNEL_PARAMS);
    builder b = {.nslots = k->nparams};
    b.slots = ct_arena_alloc(arena, k->nparams * sizeof *b.slots + 1);
    b.args = ct_arena_alloc(arena, k->nparams * sizeof *b.args + 1);
    if (!b.slots || !b.args)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    if (k->nparams && k->params)
        memcpy(b.slots, k->params, k->nparams * sizeof *b.slots);
    if (k->nparams && !k->params)
        refuse(&b, "the compiler described none of its %u parameters", k->nparams);
    else if (k->nhidden && !k->hidden)
        refuse(&b, "the compiler described none of its %u hidden parameters", k->nhidden);
    else if (scratch_of(k) >= 0)
        refuse(&b, "its hidden parameter %d (scratch) is not built yet", scratch_of(k));
    else if (!from_mangled_name(&b, k->name)) {
        b.nargs = b.next_slot = 0;
        from_roles(&b);
    }
    plan->nslots = b.nslots;
    plan->slots = b.slots;
    plan->nargs = b.nargs;
    plan->args = b.args;
    if (b.why[0]) {
        plan->unavailable = ct_arena_strndup(arena, b.why, strlen(b.why));
        if (!plan->unavailable)
            return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    }
    return CUTILE_SUCCESS;
}

/* ---------------------------------------------------------------------------------------- */
/* packing                                                                                   */
/* ---------------------------------------------------------------------------------------- */

static const char *kind_name(int kind)
{
    static const char *const names[] = {"?", "an array", "an int", "a float", "a bool",
                                        "a list of arrays"};
    return kind >= 0 && (size_t)kind < CT_ARRAY_LEN(names) ? names[kind] : "an unknown kind";
}

/* Names a value in a message, formatted only when a check fails (packing must stay cheap). */
typedef struct value_name {
    unsigned arg;
    const char *label; /* "shape", "stride", "list length"; NULL for a scalar */
    int dim;           /* index into shape/stride; -1 for none */
} value_name;

static ct_status fail(ct_diag *d, const value_name *n, int64_t v, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static ct_status fail(ct_diag *d, const value_name *n, int64_t v, const char *fmt, ...)
{
    char rule[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(rule, sizeof rule, fmt, ap);
    va_end(ap);
    if (!n->label)
        return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT, "args[%u] = %lld %s", n->arg,
                           (long long)v, rule);
    if (n->dim < 0)
        return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT, "args[%u]: %s %lld %s", n->arg,
                           n->label, (long long)v, rule);
    return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT, "args[%u]: %s[%d] = %lld %s", n->arg,
                       n->label, n->dim, (long long)v, rule);
}

/* Checks integer `v` bound for `slot`: its size and signedness, then the kernel's facts. */
static ct_status check_int(const ct_kernel_param *slot, int64_t v, bool is_unsigned,
                           const value_name *n, ct_diag *d)
{
    const ct_param_facts *f = &slot->facts;
    unsigned bits = slot->size * 8u;
    int64_t lo = is_unsigned ? 0 : bits >= 64 ? INT64_MIN : -(INT64_C(1) << (bits - 1));
    int64_t hi = bits >= 64 ? INT64_MAX
                 : is_unsigned ? (int64_t)((UINT64_C(1) << bits) - 1)
                               : (INT64_C(1) << (bits - 1)) - 1;
    uint64_t mag = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    if (v < lo || v > hi)
        return fail(d, n, v, "does not fit the kernel's %u-bit %s parameter", bits,
                    is_unsigned ? "unsigned" : "signed");
    if (f->has_expect && v != f->expect)
        return fail(d, n, v, "but the kernel was compiled for exactly %lld",
                    (long long)f->expect);
    if (f->div_by > 1 && mag % f->div_by)
        return fail(d, n, v, "is not a multiple of %llu, which the kernel assumes",
                    (unsigned long long)f->div_by);
    if (f->has_lb && v < f->lb)
        return fail(d, n, v, "is below %lld, the least value the kernel assumes",
                    (long long)f->lb);
    if (f->has_ub && v > f->ub)
        return fail(d, n, v, "is above %lld, the greatest value the kernel assumes",
                    (long long)f->ub);
    return CUTILE_SUCCESS;
}

static ct_status check_address(uint64_t p, const ct_kernel_param *slot, unsigned i,
                               const char *what, ct_diag *d)
{
    uint64_t align = slot->facts.div_by;
    if (align > 1 && p % align)
        return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT,
                           "args[%u]: %s 0x%llx is not %llu-byte aligned, which the kernel "
                           "assumes",
                           i, what, (unsigned long long)p, (unsigned long long)align);
    return CUTILE_SUCCESS;
}

static ct_status pack_array(const ct_arg_spec *a, const ct_kernel_param *slots, unsigned i,
                            const cuTileArg *g, uint64_t *out, ct_diag *d)
{
    int dt = (int)g->u.array.dtype;
    if (dt != a->dtype && !(a->any_sign && dt && dt == (int)unsigned_twin(a->dtype)))
        return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT,
                           "args[%u]: array of %s, but the kernel takes %s", i, dtype_name(dt),
                           dtype_name(a->dtype));
    if (g->u.array.rank != a->rank)
        return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT,
                           "args[%u]: array of rank %d, but the kernel takes rank %u", i,
                           g->u.array.rank, a->rank);
    if (check_address(g->u.array.data, &slots[0], i, "data pointer", d))
        return d->status;
    out[0] = g->u.array.data;
    for (unsigned k = 0; k < 2u * a->rank; k++) {
        bool is_shape = k < a->rank;
        value_name n = {i, is_shape ? "shape" : "stride", (int)(is_shape ? k : k - a->rank)};
        int64_t v = is_shape ? g->u.array.shape[n.dim] : g->u.array.strides[n.dim];
        if (is_shape && v < 0)
            return fail(d, &n, v, "is negative");
        if (check_int(&slots[1 + k], v, a->index_unsigned, &n, d))
            return d->status;
        out[1 + k] = (uint64_t)v;
    }
    return CUTILE_SUCCESS;
}

static ct_status pack_one(const ct_arg_spec *a, const ct_kernel_param *slots, unsigned i,
                          const cuTileArg *g, uint64_t *out, ct_diag *d)
{
    value_name n = {i, NULL, -1};
    if ((int)g->kind != a->kind)
        return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT, "args[%u]: %s, but the kernel takes %s",
                           i, kind_name((int)g->kind), kind_name(a->kind));
    switch (a->kind) {
    case CUTILE_ARG_ARRAY:
        return pack_array(a, slots, i, g, out, d);
    case CUTILE_ARG_ARRAY_LIST:
        n.label = "list length";
        if (g->u.list.length < 0)
            return fail(d, &n, g->u.list.length, "is negative");
        if (check_address(g->u.list.descriptors, &slots[0], i, "descriptor table", d))
            return d->status;
        out[0] = g->u.list.descriptors;
        out[1] = (uint64_t)g->u.list.length;
        return check_int(&slots[1], g->u.list.length, false, &n, d);
    case CUTILE_ARG_INT64:
        out[0] = (uint64_t)g->u.i64;
        return check_int(&slots[0], g->u.i64, a->value_unsigned, &n, d);
    case CUTILE_ARG_FLOAT64:
        if (slots[0].size == 8) {
            memcpy(&out[0], &g->u.f64, sizeof out[0]);
        } else if (isfinite(g->u.f64) && fabs(g->u.f64) > FLT_MAX) {
            return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT,
                               "args[%u] = %g does not fit the kernel's float32 parameter", i,
                               g->u.f64);
        } else {
            float f = (float)g->u.f64; /* cuTile narrows Python floats the same way */
            uint32_t bits;
            memcpy(&bits, &f, sizeof bits);
            out[0] = bits;
        }
        return CUTILE_SUCCESS;
    default: /* CUTILE_ARG_BOOL */
        out[0] = g->u.b != 0;
        return CUTILE_SUCCESS;
    }
}

ct_status ct_args_pack(const ct_arg_plan *plan, const cuTileArg *args, size_t nargs,
                       uint64_t *slots, ct_diag *d)
{
    if (plan->unavailable)
        return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                           "typed launch is not available for this kernel: %s (use "
                           "cuTileLaunchRaw)",
                           plan->unavailable);
    if (nargs != plan->nargs)
        return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT,
                           "the kernel takes %u arguments, %zu were given", plan->nargs, nargs);
    if (nargs && !args)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "args is NULL");
    for (unsigned i = 0; i < plan->nargs; i++) {
        const ct_arg_spec *a = &plan->args[i];
        if (pack_one(a, &plan->slots[a->slot], i, &args[i], &slots[a->slot], d))
            return d->status;
    }
    return CUTILE_SUCCESS;
}
