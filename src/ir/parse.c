/*
 * parse.c — reads the text form (docs/text-format.md) into a module: the printer's output
 * (print.c) and hand-written modules alike.
 *
 * A hand-written recursive descent over characters, generic over the op table: every op is
 * read with one routine (results, quoted name, operands, properties, regions, discardable
 * attributes, signature, location) and checked against its ops.def row (result and operand
 * counts, operand groups, attribute names and kinds, region count). The module, its globals
 * and its entries use the same syntax with their fields in the row's attribute slots.
 * Types are interned, everything of the module lives in its arena; scratch data (name tables,
 * lists being collected) lives in a temporary arena freed at the end.
 *
 * Names: SSA values may have any name (%0, %x, %arg0); a name is visible from its definition
 * to the end of its region, including nested regions, and may not be redefined while visible.
 * Debug-info aliases (#name = #cuda_tile.di_…) come first in the file and may refer to one
 * another in any order; their definition order gives the module's di indices.
 *
 * Robustness: every read is bounds-checked, nesting (types, attributes, regions, dense lists)
 * is capped at MAX_DEPTH, and every error is CUTILE_ERROR_PARSE "line L, column C: reason"
 * (or CUTILE_ERROR_OUT_OF_MEMORY), with nothing leaked.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/text.h"

#define MAX_DEPTH 256

/* A growable array in the scratch arena (outgrown storage stays there until the end). */
typedef struct vec {
    void *data;
    uint32_t n, cap;
} vec;

/* Names → ids, with removal of the newest names (scopes). Linear probing stays exact under
 * LIFO removal: the newest name sits where it was put, and nothing placed later is left. */
typedef struct sym {
    ct_str name;
    uint32_t val;
} sym;

typedef struct symtab {
    vec syms;        /* sym, in definition order */
    uint32_t *slots; /* index into syms + 1; 0 = empty */
    uint32_t cap;
} symtab;

/* A debug-info reference waiting for all aliases to be defined. */
typedef struct di_fixup {
    uint32_t di;   /* entry holding the reference */
    uint8_t field; /* index into its ct_text_di fields */
    ct_str name;   /* alias name */
    size_t at;
} di_fixup;

typedef struct parser {
    const char *s;
    size_t n, pos;
    ct_module *m;
    ct_arena tmp;
    ct_diag *d;
    bool err;
    unsigned depth;
    ct_func *f;     /* function being read, NULL outside entries */
    symtab vals;    /* visible SSA names of f */
    symtab aliases; /* debug-info aliases → di index */
    vec fixups;     /* di_fixup */
    vec alias_at;   /* size_t per di index: where its alias was defined */
} parser;

/* ------------------------------------ errors ------------------------------------ */

static bool fail_at(parser *p, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail_at(parser *p, size_t at, const char *fmt, ...)
{
    if (p->err)
        return false;
    p->err = true;
    unsigned long line = 1, col = 1;
    for (size_t i = 0; i < at && i < p->n; i++, col++)
        if (p->s[i] == '\n')
            line++, col = 0;
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    ct_diag_set(p->d, CUTILE_ERROR_PARSE, "line %lu, column %lu: %s", line, col, msg);
    return false;
}

static bool oom(parser *p)
{
    if (!p->err)
        ct_diag_set(p->d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory reading the text form");
    p->err = true;
    return false;
}

static bool enter(parser *p)
{
    if (++p->depth > MAX_DEPTH)
        return fail_at(p, p->pos, "nested more than %d levels deep", MAX_DEPTH);
    return true;
}

static void leave(parser *p) { p->depth--; }

/* ------------------------------------ scratch ------------------------------------ */

static void *vec_push(parser *p, vec *v, size_t elem)
{
    if (v->n == v->cap) {
        uint32_t cap = v->cap ? v->cap * 2 : 8;
        void *data = cap > v->cap ? ct_arena_alloc(&p->tmp, (size_t)cap * elem) : NULL;
        if (!data) {
            oom(p);
            return NULL;
        }
        if (v->n)
            memcpy(data, v->data, (size_t)v->n * elem);
        v->data = data;
        v->cap = cap;
    }
    return (char *)v->data + (size_t)v->n++ * elem;
}

/* A copy of the vector's items in the module arena (never NULL on success, even if empty). */
static void *vec_keep(parser *p, const vec *v, size_t elem)
{
    void *r = ct_arena_alloc(&p->m->arena, (size_t)v->n * elem + 1);
    if (!r) {
        oom(p);
        return NULL;
    }
    if (v->n)
        memcpy(r, v->data, (size_t)v->n * elem);
    return r;
}

static uint32_t *sym_slot(const symtab *t, const char *s, size_t len)
{
    const sym *syms = t->syms.data;
    uint32_t j = (uint32_t)ct_hash_bytes(s, len, 0) & (t->cap - 1);
    for (; t->slots[j]; j = (j + 1) & (t->cap - 1)) {
        const ct_str *k = &syms[t->slots[j] - 1].name;
        if (k->len == len && memcmp(k->s, s, len) == 0)
            break;
    }
    return &t->slots[j];
}

static bool sym_find(const symtab *t, ct_str name, uint32_t *val)
{
    if (!t->cap)
        return false;
    uint32_t *slot = sym_slot(t, name.s, name.len);
    if (*slot && val)
        *val = ((const sym *)t->syms.data)[*slot - 1].val;
    return *slot != 0;
}

/* Adds a name the caller found absent. */
static bool sym_add(parser *p, symtab *t, ct_str name, uint32_t val)
{
    sym *e = vec_push(p, &t->syms, sizeof(sym));
    if (!e)
        return false;
    e->name = name;
    e->val = val;
    if (t->syms.n * 2 > t->cap) {
        uint32_t cap = t->cap ? t->cap * 2 : 64;
        uint32_t *slots =
            cap > t->cap ? ct_arena_alloc(&p->tmp, (size_t)cap * sizeof *slots) : NULL;
        if (!slots)
            return oom(p);
        t->slots = slots;
        t->cap = cap;
        const sym *syms = t->syms.data;
        for (uint32_t i = 0; i < t->syms.n; i++)
            *sym_slot(t, syms[i].name.s, syms[i].name.len) = i + 1;
    } else {
        *sym_slot(t, name.s, name.len) = t->syms.n;
    }
    return true;
}

/* Forgets the names defined after the first `mark`, newest first. */
static void sym_pop(symtab *t, uint32_t mark)
{
    const sym *syms = t->syms.data;
    for (; t->syms.n > mark; t->syms.n--)
        *sym_slot(t, syms[t->syms.n - 1].name.s, syms[t->syms.n - 1].name.len) = 0;
}

/* ------------------------------------ lexing ------------------------------------ */

static int cur(const parser *p) { return p->pos < p->n ? (unsigned char)p->s[p->pos] : -1; }

static bool is_digit(int c) { return c >= '0' && c <= '9'; }

static int hex_value(int c)
{
    if (is_digit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Blanks and `//` comments. */
static void skip_ws(parser *p)
{
    while (p->pos < p->n) {
        char c = p->s[p->pos];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            p->pos++;
        else if (c == '/' && p->pos + 1 < p->n && p->s[p->pos + 1] == '/')
            while (p->pos < p->n && p->s[p->pos] != '\n')
                p->pos++;
        else
            break;
    }
}

static int peek(parser *p)
{
    skip_ws(p);
    return cur(p);
}

static bool accept(parser *p, char c)
{
    if (peek(p) != (unsigned char)c)
        return false;
    p->pos++;
    return true;
}

static bool expect(parser *p, char c, const char *context)
{
    return accept(p, c) || fail_at(p, p->pos, "expected '%c' %s", c, context);
}

/* A bare identifier [A-Za-z_][A-Za-z0-9_$.]*; len 0 if there is none. */
static ct_str ident(parser *p)
{
    skip_ws(p);
    ct_str r = {p->s + p->pos, 0};
    if (!ct_text_id_start(cur(p)))
        return r;
    size_t start = p->pos;
    while (p->pos < p->n && ct_text_id_char((unsigned char)p->s[p->pos]))
        p->pos++;
    r.len = (uint32_t)(p->pos - start);
    return r;
}

static bool str_is(ct_str s, const char *lit)
{
    return s.len == strlen(lit) && memcmp(s.s, lit, s.len) == 0;
}

/* Takes keyword `kw` if it is the next identifier. */
static bool accept_kw(parser *p, const char *kw)
{
    size_t save = p->pos;
    if (str_is(ident(p), kw))
        return true;
    p->pos = save;
    return false;
}

static bool expect_kw(parser *p, const char *kw, const char *context)
{
    return accept_kw(p, kw) || fail_at(p, p->pos, "expected '%s' %s", kw, context);
}

/* Strips "cuda_tile." from an identifier; false if it does not start with it. */
static bool strip_dialect(ct_str *id)
{
    static const char pre[] = "cuda_tile.";
    if (id->len < sizeof pre || memcmp(id->s, pre, sizeof pre - 1) != 0)
        return false;
    id->s += sizeof pre - 1;
    id->len -= sizeof pre - 1;
    return true;
}

/* `%name`, `#name`, `^name`: the sigil then [A-Za-z0-9_$.-]+. */
static ct_str sigil_name(parser *p, char sigil, const char *what)
{
    ct_str r = {NULL, 0};
    size_t at = (skip_ws(p), p->pos);
    if (cur(p) != (unsigned char)sigil) {
        fail_at(p, at, "expected %s", what);
        return r;
    }
    size_t start = ++p->pos;
    while (p->pos < p->n && (ct_text_id_char((unsigned char)p->s[p->pos]) || p->s[p->pos] == '-'))
        p->pos++;
    if (p->pos == start) {
        fail_at(p, at, "expected a name after '%c'", sigil);
        return r;
    }
    r.s = p->s + start;
    r.len = p->pos - start > UINT32_MAX ? UINT32_MAX : (uint32_t)(p->pos - start);
    return r;
}

/* A quoted string with \\, \", \n, \t and \XX escapes, decoded into `arena`. */
static bool parse_string(parser *p, ct_arena *arena, ct_str *out)
{
    size_t at = (skip_ws(p), p->pos);
    if (cur(p) != '"')
        return fail_at(p, at, "expected a string");
    size_t end = at + 1;
    while (end < p->n && p->s[end] != '"' && p->s[end] != '\n')
        end += p->s[end] == '\\' && end + 1 < p->n && p->s[end + 1] != '\n' ? 2 : 1;
    if (end >= p->n || p->s[end] != '"')
        return fail_at(p, at, "string is not closed on its line");
    if (end - at > UINT32_MAX)
        return fail_at(p, at, "string too long");
    char *buf = ct_arena_alloc(arena, end - at);
    if (!buf)
        return oom(p);
    uint32_t len = 0;
    for (size_t i = at + 1; i < end; i++) {
        char c = p->s[i];
        if (c != '\\') {
            buf[len++] = c;
            continue;
        }
        char e = p->s[++i];
        int hi = hex_value((unsigned char)e),
            lo = i + 1 < end ? hex_value((unsigned char)p->s[i + 1]) : -1;
        if (e == '\\' || e == '"')
            buf[len++] = e;
        else if (e == 'n' || e == 't')
            buf[len++] = e == 'n' ? '\n' : '\t';
        else if (hi >= 0 && lo >= 0)
            buf[len++] = (char)(hi * 16 + lo), i++;
        else
            return fail_at(p, i - 1, "unknown escape in string (use \\\\, \\\", \\n, \\t or \\XX)");
    }
    p->pos = end + 1;
    *out = (ct_str){buf, len};
    return true;
}

/* A number token: [-] (0x hex | digits [. digits] [e [+-] digits]). */
typedef struct num {
    size_t at, len;
    bool neg, hex, is_float;
    uint64_t mag; /* integers */
} num;

static bool parse_number(parser *p, num *o, bool allow_hex, bool allow_float)
{
    skip_ws(p);
    *o = (num){.at = p->pos};
    o->neg = cur(p) == '-';
    p->pos += o->neg;
    if (allow_hex && p->pos + 2 < p->n && p->s[p->pos] == '0' &&
        (p->s[p->pos + 1] == 'x' || p->s[p->pos + 1] == 'X') &&
        hex_value((unsigned char)p->s[p->pos + 2]) >= 0) {
        o->hex = true;
        for (p->pos += 2; hex_value(cur(p)) >= 0; p->pos++) {
            if (o->mag >> 60)
                return fail_at(p, o->at, "integer literal does not fit in 64 bits");
            o->mag = o->mag * 16 + (uint64_t)hex_value(cur(p));
        }
    } else {
        if (!is_digit(cur(p)))
            return fail_at(p, o->at, "expected a number");
        bool big = false;
        for (; is_digit(cur(p)); p->pos++) {
            uint64_t dgt = (uint64_t)(cur(p) - '0');
            big |= o->mag > (UINT64_MAX - dgt) / 10;
            o->mag = o->mag * 10 + dgt;
        }
        if (allow_float && cur(p) == '.') {
            o->is_float = true;
            for (p->pos++; is_digit(cur(p)); p->pos++) {
            }
        }
        if (allow_float && (cur(p) == 'e' || cur(p) == 'E')) {
            o->is_float = true;
            p->pos++;
            if (cur(p) == '+' || cur(p) == '-')
                p->pos++;
            if (!is_digit(cur(p)))
                return fail_at(p, o->at, "malformed exponent in float literal");
            while (is_digit(cur(p)))
                p->pos++;
        }
        if (big && !o->is_float)
            return fail_at(p, o->at, "integer literal does not fit in 64 bits");
    }
    o->len = p->pos - o->at;
    return true;
}

/* An integer in [lo, hi] (decimal; hex too where allowed). */
static bool parse_int(parser *p, int64_t lo, int64_t hi, bool allow_hex, int64_t *v,
                      const char *what)
{
    num n;
    *v = 0; /* defined on failure too: callers store it before they look at the result */
    if (!parse_number(p, &n, allow_hex, false))
        return false;
    bool fits = n.mag <= (uint64_t)INT64_MAX + n.neg;
    int64_t x = !fits || !n.mag ? 0 : n.neg ? -(int64_t)(n.mag - 1) - 1 : (int64_t)n.mag;
    if (!fits || x < lo || x > hi)
        return fail_at(p, n.at, "%s out of range [%" PRId64 ", %" PRId64 "]", what, lo, hi);
    *v = x;
    return true;
}

static bool parse_u64(parser *p, uint64_t *v, const char *what)
{
    num n;
    *v = 0;
    if (!parse_number(p, &n, true, false))
        return false;
    if (n.neg)
        return fail_at(p, n.at, "%s cannot be negative", what);
    *v = n.mag;
    return true;
}

/* The bits of a literal of scalar type s. Integers: any value of the signed or unsigned range,
 * kept as its low bits. Floats: a decimal (rounded to nearest even) or the bit pattern 0x…. */
static bool literal_bits(parser *p, const num *n, ct_scalar s, uint64_t *bits)
{
    const ct_scalar_info *si = &ct_scalar_infos[s];
    uint64_t mask = si->bits >= 64 ? UINT64_MAX : ((uint64_t)1 << si->bits) - 1;
    if (!si->is_float) {
        if (n->is_float)
            return fail_at(p, n->at, "expected an integer literal for %s", si->name);
        if (n->neg ? n->mag > mask / 2 + 1 : n->mag > mask)
            return fail_at(p, n->at, "integer literal out of range for %s", si->name);
        *bits = (n->neg ? 0 - n->mag : n->mag) & mask;
        return true;
    }
    if (n->hex) {
        if (n->neg || n->mag > mask)
            return fail_at(p, n->at, "bit pattern does not fit %s", si->name);
        *bits = n->mag;
        return true;
    }
    double v;
    if (!ct_text_float_has_decimal(s))
        return fail_at(p, n->at, "%s values are written as bit patterns (0x…)", si->name);
    if (!ct_text_parse_double(p->s + n->at, n->len, &v))
        return fail_at(p, n->at, "float literal too long");
    *bits = ct_text_float_from_double(s, v);
    return true;
}

/* ------------------------------------ types ------------------------------------ */

static const ct_type *parse_type(parser *p);

static const ct_type *intern(parser *p, const ct_type *tmpl)
{
    const ct_type *t = ct_type_intern(p->m, tmpl);
    if (!t)
        oom(p);
    return t;
}

/* `(T, U)` (open paren already taken) into v of const ct_type *. */
static bool parse_type_list(parser *p, vec *v)
{
    if (accept(p, ')'))
        return true;
    do {
        const ct_type **slot = vec_push(p, v, sizeof *slot);
        if (!slot || !(*slot = parse_type(p)))
            return false;
    } while (accept(p, ','));
    return expect(p, ')', "after the types");
}

/* `-> T` or `-> (T, U)`. */
static bool parse_results_types(parser *p, vec *v)
{
    if (!accept(p, '-') || cur(p) != '>')
        return fail_at(p, p->pos, "expected '->'");
    p->pos++;
    if (accept(p, '('))
        return parse_type_list(p, v);
    const ct_type **slot = vec_push(p, v, sizeof *slot);
    return slot && (*slot = parse_type(p)) != NULL;
}

static const ct_type *parse_func_type(parser *p)
{
    vec ins = {0}, outs = {0};
    if (!expect(p, '(', "to start a function type") || !parse_type_list(p, &ins) ||
        !parse_results_types(p, &outs))
        return NULL;
    ct_type t = {
        .kind = CT_TY_FUNC, .nin = ins.n, .ins = ins.data, .nout = outs.n, .outs = outs.data};
    return intern(p, &t);
}

/* Dimensions of a shape, each followed by 'x': `4x?x` ('?' = dynamic). */
static bool parse_dims(parser *p, vec *dims)
{
    for (;;) {
        int c = peek(p);
        int64_t *d;
        if (c != '?' && c != '-' && !is_digit(c))
            return true;
        if (!(d = vec_push(p, dims, sizeof *d)))
            return false;
        if (c == '?')
            p->pos++, *d = CT_DYN;
        else if (!parse_int(p, INT64_MIN, INT64_MAX, false, d, "dimension"))
            return false;
        if (!expect(p, 'x', "after a dimension"))
            return false;
    }
}

/* `[1, ?, 2]` into int64 (ask = '?' allowed) or int32 items. */
static bool parse_int_list(parser *p, vec *v, bool is32, bool ask, char open, char close, char sep)
{
    if (!expect(p, open, "to start a list"))
        return false;
    if (accept(p, close))
        return true;
    do {
        void *slot = vec_push(p, v, is32 ? sizeof(int32_t) : sizeof(int64_t));
        int64_t x;
        if (!slot)
            return false;
        if (ask && accept(p, '?'))
            x = CT_DYN;
        else if (!parse_int(p, is32 ? INT32_MIN : INT64_MIN, is32 ? INT32_MAX : INT64_MAX, false,
                            &x, "list item"))
            return false;
        if (is32)
            *(int32_t *)slot = (int32_t)x;
        else
            *(int64_t *)slot = x;
    } while (accept(p, sep));
    return expect(p, close, "to close the list");
}

static bool parse_small(parser *p, uint8_t *v, const char *what)
{
    int64_t x;
    if (!parse_int(p, 0, 255, false, &x, what))
        return false;
    *v = (uint8_t)x;
    return true;
}

/* `padding_value = <name or number>` after the key. */
static bool parse_padding(parser *p, ct_type *t)
{
    size_t at = (skip_ws(p), p->pos);
    ct_str v = ident(p);
    uint64_t x;
    t->has_padding = 1;
    if (!v.len)
        return parse_small(p, &t->padding, "padding_value");
    if (!ct_enum_parse(CT_ENUM_PADDING, v.s, v.len, &x))
        return fail_at(p, at, "unknown padding_value '%.*s'", (int)v.len, v.s);
    t->padding = (uint8_t)x;
    return true;
}

/* The `, key = value` parts after the element of a ptr or tensor_view. */
static bool parse_type_options(parser *p, ct_type *t, vec *strides)
{
    while (accept(p, ',')) {
        size_t at = (skip_ws(p), p->pos);
        ct_str key = ident(p);
        if (!expect(p, '=', "after the type parameter name"))
            return false;
        if (str_is(key, "strides") && t->kind == CT_TY_TENSOR_VIEW && !strides->n) {
            if (!parse_int_list(p, strides, false, true, '[', ']', ','))
                return false;
        } else if (str_is(key, "ptr_attr") && !t->has_ptr_attr) {
            t->has_ptr_attr = 1;
            if (!parse_small(p, &t->ptr_attr, "ptr_attr"))
                return false;
        } else {
            return fail_at(p, at, "unexpected type parameter '%.*s'", (int)key.len, key.s);
        }
    }
    return expect(p, '>', "to close the type");
}

/* partition_view / strided_view / gather_scatter_view: `<tile=(AxB), [key = value, ] view,
 * key = value>`; the parameters may come in any order. */
static const ct_type *parse_view(parser *p, ct_type *t)
{
    vec tile = {0}, trav = {0}, dims = {0};
    bool has_sparse = false;
    if (!expect(p, '<', "after the type name") || !expect_kw(p, "tile", "in a view type") ||
        !expect(p, '=', "after 'tile'") || !parse_int_list(p, &tile, true, false, '(', ')', 'x'))
        return NULL;
    while (accept(p, ',')) {
        size_t at = (skip_ws(p), p->pos);
        ct_str key = ident(p);
        if (!accept(p, '=')) { /* the tensor_view */
            p->pos = at;
            if (t->elem)
                return fail_at(p, at, "a view type has one tensor_view"), NULL;
            if (!(t->elem = parse_type(p)))
                return NULL;
            continue;
        }
        bool ok;
        if (str_is(key, "padding_value") && !t->has_padding)
            ok = parse_padding(p, t);
        else if (str_is(key, "traversal_strides") && t->kind == CT_TY_STRIDED_VIEW && !trav.n)
            ok = parse_int_list(p, &trav, true, false, '[', ']', ',');
        else if (str_is(key, "dim_map") && t->kind != CT_TY_GATHER_SCATTER_VIEW && !dims.n)
            ok = parse_int_list(p, &dims, true, false, '[', ']', ',');
        else if (str_is(key, "sparse_dim") && t->kind == CT_TY_GATHER_SCATTER_VIEW && !has_sparse) {
            int64_t x;
            ok = has_sparse = parse_int(p, 0, UINT32_MAX, false, &x, "sparse_dim");
            t->sparse_dim = (uint32_t)x;
        } else
            ok = fail_at(p, at, "unexpected view parameter '%.*s'", (int)key.len, key.s);
        if (!ok)
            return NULL;
    }
    if (!expect(p, '>', "to close the view type"))
        return NULL;
    if (!t->elem)
        return fail_at(p, p->pos - 1, "view type without its tensor_view"), NULL;
    t->ntile = tile.n, t->tile_shape = tile.data;
    t->ntraversal = trav.n, t->traversal_strides = trav.data;
    t->ndim_map = dims.n, t->dim_map = dims.data;
    return intern(p, t);
}

static const ct_type *parse_type_body(parser *p)
{
    size_t at = (skip_ws(p), p->pos);
    if (cur(p) == '(')
        return parse_func_type(p);
    bool bang = accept(p, '!');
    ct_str id = ident(p);
    if (bang && !strip_dialect(&id))
        return fail_at(p, at, "expected a !cuda_tile type"), NULL;
    if (!id.len)
        return fail_at(p, at, "expected a type"), NULL;
    for (int s = 0; s < CT_S_COUNT; s++)
        if (str_is(id, ct_scalar_infos[s].name))
            return intern(p, &(ct_type){.kind = CT_TY_SCALAR, .scalar = (uint8_t)s});
    ct_type t = {0};
    vec dims = {0}, strides = {0};
    if (str_is(id, "token"))
        return intern(p, &(ct_type){.kind = CT_TY_TOKEN});
    if (str_is(id, "partition_view") || str_is(id, "strided_view") ||
        str_is(id, "gather_scatter_view")) {
        t.kind = id.s[0] == 'p'   ? CT_TY_PARTITION_VIEW
                 : id.s[0] == 's' ? CT_TY_STRIDED_VIEW
                                  : CT_TY_GATHER_SCATTER_VIEW;
        return parse_view(p, &t);
    }
    if (str_is(id, "ptr"))
        t.kind = CT_TY_PTR;
    else if (str_is(id, "tile"))
        t.kind = CT_TY_TILE;
    else if (str_is(id, "tensor_view"))
        t.kind = CT_TY_TENSOR_VIEW;
    else
        return fail_at(p, at, "unknown type '%.*s'", (int)id.len, id.s), NULL;
    if (!expect(p, '<', "after the type name") || (t.kind != CT_TY_PTR && !parse_dims(p, &dims)) ||
        !(t.elem = parse_type(p)))
        return NULL;
    if (t.kind == CT_TY_TILE ? !expect(p, '>', "to close the tile type")
                             : !parse_type_options(p, &t, &strides))
        return NULL;
    t.rank = dims.n, t.shape = dims.data;
    t.nstrides = strides.n, t.strides = strides.data;
    return intern(p, &t);
}

static const ct_type *parse_type(parser *p)
{
    if (!enter(p))
        return NULL;
    const ct_type *t = parse_type_body(p);
    leave(p);
    return t;
}

/* ---------------------------------- attributes ---------------------------------- */

static const ct_attr *parse_attr(parser *p);

static ct_attr *new_attr(parser *p, ct_attr_kind kind)
{
    ct_attr *a = ct_attr_new(p->m, kind);
    if (!a)
        oom(p);
    return a;
}

/* A dictionary key or symbol name, bare identifier or string, copied into `arena`. */
static bool parse_key(parser *p, ct_arena *arena, ct_str *key)
{
    size_t at = (skip_ws(p), p->pos);
    if (cur(p) == '"')
        return parse_string(p, arena, key);
    ct_str id = ident(p);
    if (!id.len)
        return fail_at(p, at, "expected a name");
    *key = (ct_str){ct_arena_strndup(arena, id.s, id.len), id.len};
    return key->s ? true : oom(p);
}

/* `key [= value], …` up to `close`; a key without a value is a unit attribute. Into a DICT
 * or OPT_HINTS attribute (whose values must be dictionaries). The attribute and its keys go
 * to `arena` (the values always to the module's): the scratch arena where the dictionary
 * only carries an op's properties. */
static const ct_attr *parse_entries(parser *p, char close, ct_attr_kind kind, ct_arena *arena)
{
    ct_attr *a = ct_arena_alloc(arena, sizeof *a);
    vec keys = {0}, items = {0};
    symtab seen = {0};
    if (!a)
        return oom(p), NULL;
    a->kind = (uint8_t)kind;
    if (!accept(p, close)) {
        do {
            size_t at = (skip_ws(p), p->pos);
            ct_str *key = vec_push(p, &keys, sizeof *key);
            const ct_attr **item = vec_push(p, &items, sizeof *item);
            if (!key || !item || !parse_key(p, arena, key))
                return NULL;
            if (sym_find(&seen, *key, NULL))
                return fail_at(p, at, "duplicate key '%s'", key->s), NULL;
            if (!sym_add(p, &seen, *key, 0))
                return NULL;
            if (kind == CT_ATTR_OPT_HINTS && peek(p) != '=')
                return fail_at(p, p->pos, "expected '=' after the target name"), NULL;
            *item = accept(p, '=') ? parse_attr(p) : new_attr(p, CT_ATTR_UNIT);
            if (!*item)
                return NULL;
            if (kind == CT_ATTR_OPT_HINTS && (*item)->kind != CT_ATTR_DICT)
                return fail_at(p, at, "hints for '%s' must be a dictionary", key->s), NULL;
        } while (accept(p, ','));
        if (!expect(p, close, "to close the entries"))
            return NULL;
    }
    a->n = keys.n;
    if (arena == &p->tmp) {
        a->keys = keys.data;
        a->items = items.data;
        return a;
    }
    a->keys = vec_keep(p, &keys, sizeof(ct_str));
    a->items = vec_keep(p, &items, sizeof(ct_attr *));
    return a->keys && a->items ? a : NULL;
}

static const ct_attr *parse_array(parser *p)
{
    ct_attr *a = new_attr(p, CT_ATTR_ARRAY);
    vec items = {0};
    if (!a)
        return NULL;
    if (!accept(p, ']')) {
        do {
            const ct_attr **item = vec_push(p, &items, sizeof *item);
            if (!item || !(*item = parse_attr(p)))
                return NULL;
        } while (accept(p, ','));
        if (!expect(p, ']', "to close the array"))
            return NULL;
    }
    a->n = items.n;
    return (a->items = vec_keep(p, &items, sizeof(ct_attr *))) ? a : NULL;
}

/* `array<i32: 1, 2>` or `array<i1: true, false>` (after "array"). */
static const ct_attr *parse_dense_array(parser *p)
{
    if (!expect(p, '<', "after 'array'"))
        return NULL;
    size_t at = (skip_ws(p), p->pos);
    ct_str elem = ident(p);
    bool is_bool = str_is(elem, "i1");
    if (!is_bool && !str_is(elem, "i32"))
        return fail_at(p, at, "only array<i32: …> and array<i1: …> are supported"), NULL;
    ct_attr *a = new_attr(p, is_bool ? CT_ATTR_BOOL_ARRAY : CT_ATTR_I32_ARRAY);
    vec items = {0};
    if (!a)
        return NULL;
    if (accept(p, ':')) {
        do {
            void *slot = vec_push(p, &items, is_bool ? 1 : sizeof(int32_t));
            int64_t x;
            if (!slot)
                return NULL;
            if (is_bool) {
                bool t = accept_kw(p, "true");
                if (!t && !accept_kw(p, "false"))
                    return fail_at(p, p->pos, "expected true or false"), NULL;
                *(uint8_t *)slot = t;
            } else {
                if (!parse_int(p, INT32_MIN, INT32_MAX, false, &x, "i32 array item"))
                    return NULL;
                *(int32_t *)slot = (int32_t)x;
            }
        } while (accept(p, ','));
    }
    if (!expect(p, '>', "to close the array"))
        return NULL;
    a->n = items.n;
    if (is_bool)
        return (a->bools = vec_keep(p, &items, 1)) ? a : NULL;
    return (a->i32 = vec_keep(p, &items, sizeof(int32_t))) ? a : NULL;
}

/* One dense element of scalar s at the cursor, appended little-endian to `out`. */
static bool parse_dense_element(parser *p, ct_scalar s, uint8_t *out)
{
    uint64_t bits = 0;
    num n;
    if (s == CT_S_I1 && accept_kw(p, "true"))
        bits = 1;
    else if (s == CT_S_I1 && accept_kw(p, "false"))
        bits = 0;
    else if (!parse_number(p, &n, true, ct_scalar_infos[s].is_float) ||
             !literal_bits(p, &n, s, &bits))
        return false;
    for (unsigned b = 0; b < ct_scalar_infos[s].bytes; b++)
        out[b] = (uint8_t)(bits >> (8 * b));
    return true;
}

/* `[…]` for dimension `dim` of tile t: exactly shape[dim] items, lists down to the last
 * dimension, elements there. *k counts the elements written to data. */
static bool parse_dense_list(parser *p, const ct_type *t, uint32_t dim, uint8_t *data, uint64_t *k)
{
    if (!enter(p))
        return false;
    size_t at = (skip_ws(p), p->pos);
    unsigned bytes = ct_scalar_infos[t->elem->scalar].bytes;
    int64_t count = 0;
    if (!expect(p, '[', "to start a list of elements"))
        return false;
    do {
        if (count == t->shape[dim])
            return fail_at(p, at, "dimension %u has %" PRId64 " elements, more are listed", dim,
                           t->shape[dim]);
        count++;
        if (dim + 1 < t->rank
                ? !parse_dense_list(p, t, dim + 1, data, k)
                : !parse_dense_element(p, (ct_scalar)t->elem->scalar, data + (*k)++ * bytes))
            return false;
    } while (accept(p, ','));
    if (!expect(p, ']', "to close the list of elements"))
        return false;
    if (count != t->shape[dim])
        return fail_at(p, at, "dimension %u has %" PRId64 " elements, %" PRId64 " are listed", dim,
                       t->shape[dim], count);
    leave(p);
    return true;
}

/* Skips the elements of dense<…> up to the closing '>' (their type comes after them). */
static bool skip_dense_body(parser *p)
{
    size_t at = p->pos;
    for (; p->pos < p->n && p->s[p->pos] != '>'; p->pos++)
        if (p->s[p->pos] == '"')
            return fail_at(p, p->pos, "a raw dense string must be the only element");
    return p->pos < p->n ? true : fail_at(p, at, "dense<…> is not closed");
}

/* `"0x…"` raw bytes of a dense attribute. */
static bool parse_dense_hex(parser *p, ct_attr *a)
{
    size_t at = (skip_ws(p), p->pos);
    ct_str s;
    if (!parse_string(p, &p->tmp, &s))
        return false;
    if (s.len < 2 || s.s[0] != '0' || (s.s[1] != 'x' && s.s[1] != 'X') || s.len % 2)
        return fail_at(p, at, "raw dense data is a string \"0x\" followed by byte pairs");
    uint8_t *data = ct_arena_alloc(&p->m->arena, s.len / 2);
    if (!data)
        return oom(p);
    for (uint32_t i = 2; i < s.len; i += 2) {
        int hi = hex_value((unsigned char)s.s[i]), lo = hex_value((unsigned char)s.s[i + 1]);
        if (hi < 0 || lo < 0)
            return fail_at(p, at, "raw dense data has a non-hex digit");
        data[i / 2 - 1] = (uint8_t)(hi * 16 + lo);
    }
    a->data = data;
    a->size = s.len / 2 - 1;
    return true;
}

/* `dense<elements> : type` (after "dense"): one element (a splat), nested lists with every
 * element, or a raw "0x…" string. */
static const ct_attr *parse_dense(parser *p)
{
    ct_attr *a = new_attr(p, CT_ATTR_DENSE);
    if (!a || !expect(p, '<', "after 'dense'"))
        return NULL;
    size_t body = (skip_ws(p), p->pos), end;
    bool raw = cur(p) == '"';
    if (raw ? !parse_dense_hex(p, a) || !expect(p, '>', "after the raw data") : !skip_dense_body(p))
        return NULL;
    p->pos += !raw; /* the '>' skip_dense_body stopped at */
    if (!expect(p, ':', "and the type after dense<…>") || !(a->type = parse_type(p)))
        return NULL;
    if (raw)
        return a;
    end = p->pos;
    const ct_type *t = a->type;
    if (t->kind != CT_TY_TILE || t->elem->kind != CT_TY_SCALAR)
        return fail_at(p, body, "dense elements need a tile of integers or floats"), NULL;
    for (uint32_t i = 0; i < t->rank; i++) /* so that the lists hold exactly n elements */
        if (t->shape[i] <= 0)
            return fail_at(p, body, "dense elements need a shape of positive sizes"), NULL;
    unsigned bytes = ct_scalar_infos[t->elem->scalar].bytes;
    uint64_t n = ct_type_num_elements(t), k = 0;
    p->pos = body;
    bool list = peek(p) == '[';
    if (list && (!t->rank || n > p->n - p->pos))
        return fail_at(p, body,
                       t->rank ? "more elements than the text holds"
                               : "a rank-0 tile takes one element, not a list"),
               NULL;
    if (!(a->data = ct_arena_alloc(&p->m->arena, list ? n * bytes + 1 : bytes)))
        return oom(p), NULL;
    if (list ? !parse_dense_list(p, t, 0, (uint8_t *)a->data, &k)
             : !parse_dense_element(p, (ct_scalar)t->elem->scalar, (uint8_t *)a->data))
        return NULL;
    if (!expect(p, '>', "to close dense<…>"))
        return NULL;
    /* an i1 splat true of several elements as cuTile writes it, 0xFF: a single byte 0x01 would
     * read as bit-packed elements, only the first true (bytecode §3.3) */
    if (!list && t->elem->scalar == CT_S_I1 && n > 1 && a->data[0])
        ((uint8_t *)a->data)[0] = 0xFF;
    a->size = list ? n * bytes : bytes;
    p->pos = end;
    return a;
}

/* `<16>`, `<16, every 4 along 0>`, `<16, along 1>`: div_by. */
static bool parse_div_by(parser *p, ct_attr *a)
{
    if (!expect(p, '<', "after div_by") || !parse_u64(p, &a->value, "divisor"))
        return false;
    if (accept(p, ',')) {
        if (accept_kw(p, "every")) {
            a->flags |= 1;
            if (!parse_int(p, INT64_MIN, INT64_MAX, false, &a->a, "every"))
                return false;
        }
        if (accept_kw(p, "along")) {
            a->flags |= 2;
            if (!parse_int(p, INT64_MIN, INT64_MAX, false, &a->b, "along"))
                return false;
        }
        if (!a->flags)
            return fail_at(p, p->pos, "expected 'every' or 'along'");
    }
    return expect(p, '>', "to close div_by");
}

/* `<lb, ub>`, each an integer or '?'. */
static bool parse_bounded(parser *p, ct_attr *a)
{
    if (!expect(p, '<', "after bounded"))
        return false;
    for (int i = 0; i < 2; i++) {
        if (i && !expect(p, ',', "between the bounds"))
            return false;
        if (accept(p, '?'))
            continue;
        a->flags |= (uint8_t)(1 << i);
        if (!parse_int(p, INT64_MIN, INT64_MAX, false, i ? &a->b : &a->a, "bound"))
            return false;
    }
    return expect(p, '>', "to close bounded");
}

/* `#cuda_tile.<name><…>` (after '#'): enums, assume predicates, optimization hints. */
static const ct_attr *parse_hash_attr(parser *p, size_t at)
{
    ct_str id = ident(p);
    if (!strip_dialect(&id))
        return fail_at(p, at, "debug-info aliases may only be used in loc(…)"), NULL;
    for (int k = 0; k < CT_ENUM_COUNT; k++) {
        if (!str_is(id, ct_enum_kind_name((ct_enum_kind)k)))
            continue;
        ct_attr *a = new_attr(p, CT_ATTR_ENUM);
        if (!a || !expect(p, '<', "after the enum name"))
            return NULL;
        a->enum_kind = (uint8_t)k;
        size_t vat = (skip_ws(p), p->pos);
        ct_str v = ident(p);
        if (!v.len ? !parse_u64(p, &a->value, "enum value")
                   : !ct_enum_parse((ct_enum_kind)k, v.s, v.len, &a->value))
            return fail_at(p, vat, "unknown %s value '%.*s'", ct_enum_kind_name((ct_enum_kind)k),
                           (int)v.len, v.s),
                   NULL;
        return expect(p, '>', "to close the enum") ? a : NULL;
    }
    ct_attr *a = NULL;
    vec items = {0};
    if (str_is(id, "div_by")) {
        if (!(a = new_attr(p, CT_ATTR_DIV_BY)) || !parse_div_by(p, a))
            return NULL;
    } else if (str_is(id, "bounded")) {
        if (!(a = new_attr(p, CT_ATTR_BOUNDED)) || !parse_bounded(p, a))
            return NULL;
    } else if (str_is(id, "same_elements")) {
        if (!(a = new_attr(p, CT_ATTR_SAME_ELEMENTS)) || !expect(p, '<', "after same_elements") ||
            !parse_int_list(p, &items, false, false, '[', ']', ',') ||
            !expect(p, '>', "to close same_elements") ||
            !(a->i64 = vec_keep(p, &items, sizeof(int64_t))))
            return NULL;
        a->n = items.n;
    } else if (str_is(id, "optimization_hints")) {
        if (!expect(p, '<', "after optimization_hints"))
            return NULL;
        return parse_entries(p, '>', CT_ATTR_OPT_HINTS, &p->m->arena);
    } else {
        return fail_at(p, at, "unknown attribute '#cuda_tile.%.*s'", (int)id.len, id.s), NULL;
    }
    return a;
}

/* `42 : i32`, `1.5 : f32`, `0x7FC00001 : f32`; without a type i64 or f64. */
static const ct_attr *parse_number_attr(parser *p)
{
    num n;
    if (!parse_number(p, &n, true, true))
        return NULL;
    const ct_type *t;
    size_t tat = p->pos;
    if (accept(p, ':')) {
        tat = (skip_ws(p), p->pos);
        if (!(t = parse_type(p)))
            return NULL;
    } else if (!(t = intern(p, &(ct_type){.kind = CT_TY_SCALAR,
                                          .scalar = n.is_float ? CT_S_F64 : CT_S_I64})))
        return NULL;
    if (t->kind != CT_TY_SCALAR)
        return fail_at(p, tat, "a number takes an integer or float type"), NULL;
    ct_attr *a = new_attr(p, ct_type_is_float(t) ? CT_ATTR_FLOAT : CT_ATTR_INT);
    if (!a || !literal_bits(p, &n, (ct_scalar)t->scalar, &a->value))
        return NULL;
    a->type = t;
    return a;
}

static const ct_attr *parse_attr_body(parser *p)
{
    size_t at = (skip_ws(p), p->pos);
    int c = cur(p);
    ct_attr *a;
    if (c == '"' || c == '@') {
        p->pos += c == '@';
        if (!(a = new_attr(p, c == '"' ? CT_ATTR_STRING : CT_ATTR_SYMBOL)) ||
            !(c == '"' ? parse_string(p, &p->m->arena, &a->str)
                       : parse_key(p, &p->m->arena, &a->str)))
            return NULL;
        if (c == '@' && !a->str.len)
            return fail_at(p, at, "empty symbol name"), NULL;
        return a;
    }
    if (c == '[' || c == '{') {
        p->pos++;
        return c == '[' ? parse_array(p) : parse_entries(p, '}', CT_ATTR_DICT, &p->m->arena);
    }
    if (c == '#') {
        p->pos++;
        return parse_hash_attr(p, at);
    }
    if (c == '-' || is_digit(c))
        return parse_number_attr(p);
    ct_str id = ident(p);
    if (str_is(id, "true") || str_is(id, "false")) {
        if ((a = new_attr(p, CT_ATTR_BOOL)))
            a->value = id.s[0] == 't';
        return a;
    }
    if (str_is(id, "unit"))
        return new_attr(p, CT_ATTR_UNIT);
    if (str_is(id, "dense"))
        return parse_dense(p);
    if (str_is(id, "array"))
        return parse_dense_array(p);
    p->pos = at; /* anything else must be a type */
    const ct_type *t = parse_type(p);
    if (!t || !(a = new_attr(p, CT_ATTR_TYPE)))
        return NULL;
    a->type = t;
    return a;
}

static const ct_attr *parse_attr(parser *p)
{
    if (!enter(p))
        return NULL;
    const ct_attr *a = parse_attr_body(p);
    leave(p);
    return a;
}

/* ---------------------------------- debug info ---------------------------------- */

/* One field of a di attribute: `name = value`. References are resolved once every alias is
 * known (resolve_di). */
static bool parse_di_field(parser *p, uint32_t idx, const ct_di_syntax *syn, uint32_t *seen)
{
    size_t at = (skip_ws(p), p->pos);
    ct_str name = ident(p);
    unsigned k = 0;
    while (k < syn->nfields && !str_is(name, syn->fields[k].name))
        k++;
    if (k == syn->nfields || (*seen >> k & 1))
        return fail_at(p, at,
                       k == syn->nfields ? "unknown field '%.*s' of %s"
                                         : "field '%.*s' of %s given twice",
                       (int)name.len, name.s, syn->name);
    *seen |= 1u << k;
    if (!expect(p, '=', "after the field name"))
        return false;
    const ct_di_field *fd = &syn->fields[k];
    char *field = (char *)&p->m->di[idx] + fd->offset;
    ct_str s;
    uint64_t v;
    di_fixup *fx;
    switch (fd->kind) {
    case CT_DIF_STR:
        if (!parse_string(p, &p->m->arena, &s))
            return false;
        memcpy(field, &s, sizeof s);
        return true;
    case CT_DIF_U64:
        if (!parse_u64(p, &v, fd->name))
            return false;
        memcpy(field, &v, sizeof v);
        return true;
    default:
        if (accept_kw(p, "unknown"))
            return true; /* index 0, checked with the others in resolve_di */
        if (!(fx = vec_push(p, &p->fixups, sizeof *fx)))
            return false;
        fx->at = (skip_ws(p), p->pos);
        fx->di = idx;
        fx->field = (uint8_t)k;
        fx->name = sigil_name(p, '#', "an alias or 'unknown'");
        return fx->name.s != NULL;
    }
}

/* `#name = #cuda_tile.di_…<field = value, …>` */
static bool parse_alias(parser *p)
{
    size_t at = (skip_ws(p), p->pos);
    ct_str name = sigil_name(p, '#', "an alias");
    if (!name.s || !expect(p, '=', "after the alias name") ||
        !expect(p, '#', "before the attribute"))
        return false;
    if (sym_find(&p->aliases, name, NULL))
        return fail_at(p, at, "alias #%.*s is defined twice", (int)name.len, name.s);
    size_t kat = p->pos;
    ct_str kind = ident(p);
    unsigned tag = 0;
    bool builtin = strip_dialect(&kind);
    while (builtin && tag < CT_DI_TAG_COUNT && !str_is(kind, ct_text_di[tag].name))
        tag++;
    if (!builtin || tag == CT_DI_TAG_COUNT)
        return fail_at(p, kat, "aliases name debug-info attributes (#cuda_tile.di_…)");
    ct_di di = {.tag = (uint8_t)tag};
    uint32_t idx = ct_di_add(p->m, &di), seen = 0;
    size_t *where = vec_push(p, &p->alias_at, sizeof *where);
    if (!idx || !where || !sym_add(p, &p->aliases, name, idx))
        return p->err ? false : oom(p);
    *where = at;
    const ct_di_syntax *syn = &ct_text_di[tag];
    if (!syn->nfields || !accept(p, '<'))
        return true; /* all fields default: empty strings, zeros, unknown */
    do {
        if (!parse_di_field(p, idx, syn, &seen))
            return false;
    } while (accept(p, ','));
    return expect(p, '>', "to close the debug-info attribute");
}

/* References that may name `unknown` or the entry di: allowed by the field's mask? */
static bool di_ref_ok(const ct_module *m, const ct_di_field *fd, uint32_t di)
{
    return (fd->refs & CT_DI_BIT(di ? m->di[di].tag : CT_DI_UNKNOWN)) != 0;
}

/* Out-references of entry i (to run the cycle check without recursion). */
static uint32_t di_refs(const ct_module *m, uint32_t i, uint32_t out[4])
{
    const ct_di_syntax *syn = &ct_text_di[m->di[i].tag];
    uint32_t n = 0;
    for (unsigned k = 0; k < syn->nfields; k++)
        if (syn->fields[k].kind == CT_DIF_REF)
            memcpy(&out[n], (const char *)&m->di[i] + syn->fields[k].offset, sizeof(uint32_t)),
                n += out[n] != 0;
    return n;
}

/* Resolves the alias references, checks their kinds (as the bytecode reader does), and
 * refuses cycles (Kahn's algorithm: entries nobody refers to are peeled off repeatedly). */
static bool resolve_di(parser *p)
{
    ct_module *m = p->m;
    const di_fixup *fx = p->fixups.data;
    for (uint32_t i = 0; i < p->fixups.n; i++) {
        const ct_di_field *fd = &ct_text_di[m->di[fx[i].di].tag].fields[fx[i].field];
        uint32_t target;
        if (!sym_find(&p->aliases, fx[i].name, &target))
            return fail_at(p, fx[i].at, "undefined alias #%.*s", (int)fx[i].name.len, fx[i].name.s);
        memcpy((char *)&m->di[fx[i].di] + fd->offset, &target, sizeof target);
    }
    uint32_t *indeg = ct_arena_alloc(&p->tmp, (size_t)m->ndi * sizeof *indeg);
    uint32_t *queue = ct_arena_alloc(&p->tmp, (size_t)m->ndi * sizeof *queue);
    uint32_t refs[4], nq = 0, done = 0;
    if (!indeg || !queue)
        return oom(p);
    for (uint32_t i = 1; i < m->ndi; i++) {
        const ct_di_syntax *syn = &ct_text_di[m->di[i].tag];
        for (unsigned k = 0; k < syn->nfields; k++) {
            uint32_t r;
            memcpy(&r, (const char *)&m->di[i] + syn->fields[k].offset, sizeof r);
            if (syn->fields[k].kind == CT_DIF_REF && !di_ref_ok(m, &syn->fields[k], r))
                return fail_at(p, ((size_t *)p->alias_at.data)[i - 1],
                               "field '%s' of %s cannot refer to %s", syn->fields[k].name,
                               syn->name, r ? ct_text_di[m->di[r].tag].name : "unknown");
        }
        for (uint32_t k = di_refs(m, i, refs); k-- > 0;)
            indeg[refs[k]]++;
    }
    for (uint32_t i = 1; i < m->ndi; i++)
        if (!indeg[i])
            queue[nq++] = i;
    while (done < nq)
        for (uint32_t k = di_refs(m, queue[done++], refs); k-- > 0;)
            if (!--indeg[refs[k]])
                queue[nq++] = refs[k];
    for (uint32_t i = 1; i < m->ndi && nq + 1 < m->ndi; i++)
        if (indeg[i])
            return fail_at(p, ((size_t *)p->alias_at.data)[i - 1],
                           "debug-info aliases refer to each other in a cycle");
    return true;
}

/* `loc(unknown)` or `loc(#alias)`: *present and *di (0 = unknown). */
static bool parse_loc(parser *p, bool *present, uint32_t *di)
{
    *present = accept_kw(p, "loc");
    *di = 0;
    if (!*present)
        return true;
    if (!expect(p, '(', "after 'loc'"))
        return false;
    if (!accept_kw(p, "unknown")) {
        size_t at = (skip_ws(p), p->pos);
        ct_str name = sigil_name(p, '#', "an alias or 'unknown' in loc(…)");
        if (!name.s)
            return false;
        if (!sym_find(&p->aliases, name, di))
            return fail_at(p, at, "undefined alias #%.*s", (int)name.len, name.s);
        if (!(CT_DI_REFS_LOC & CT_DI_BIT(p->m->di[*di].tag)))
            return fail_at(p, at, "#%.*s is not a location", (int)name.len, name.s);
    }
    return expect(p, ')', "to close loc(…)");
}

/* ------------------------------------ values ------------------------------------ */

static bool define_value(parser *p, ct_str name, size_t at, ct_val v)
{
    if (v == CT_NO_VAL)
        return oom(p);
    if (sym_find(&p->vals, name, NULL))
        return fail_at(p, at, "value %%%.*s is already defined", (int)name.len, name.s);
    return sym_add(p, &p->vals, name, v);
}

static bool use_value(parser *p, ct_val *v)
{
    size_t at = (skip_ws(p), p->pos);
    ct_str name = sigil_name(p, '%', "a value");
    if (!name.s)
        return false;
    if (!p->f || !sym_find(&p->vals, name, v))
        return fail_at(p, at, "undefined value %%%.*s", (int)name.len, name.s);
    return true;
}

/* -------------------------------------- ops -------------------------------------- */

static bool parse_op(parser *p, ct_block *b, int ctx);

enum { CTX_TOP, CTX_MODULE, CTX_BLOCK };

/* A block header `^name(%a: T, …):` (after '^' is seen): the arguments become values. */
static bool parse_block_header(parser *p, ct_block *b)
{
    vec args = {0};
    if (!sigil_name(p, '^', "a block label").s)
        return false;
    if (accept(p, '(')) {
        do {
            size_t at = (skip_ws(p), p->pos);
            ct_str name = sigil_name(p, '%', "a block argument");
            const ct_type *t;
            ct_val *v = vec_push(p, &args, sizeof *v);
            if (!name.s || !v || !expect(p, ':', "after the block argument") ||
                !(t = parse_type(p)))
                return false;
            *v = ct_value_new(p->f, p->m, t, NULL, b, args.n - 1);
            if (!define_value(p, name, at, *v))
                return false;
        } while (accept(p, ','));
        if (!expect(p, ')', "to close the block arguments"))
            return false;
    }
    b->nargs = args.n;
    return (b->args = vec_keep(p, &args, sizeof(ct_val))) &&
           expect(p, ':', "after the block header");
}

/* `{ [^bb(args):] ops … }`. Names defined inside are forgotten at the end. */
static bool parse_region(parser *p, ct_region *r)
{
    if (!enter(p) || !expect(p, '{', "to start a region"))
        return false;
    uint32_t mark = p->vals.syms.n;
    vec blocks = {0}; /* ct_block *, moved into one array at the end */
    ct_block *b = NULL;
    while (peek(p) != '}') {
        if (cur(p) < 0)
            return fail_at(p, p->pos, "region is not closed");
        ct_block **slot = NULL;
        if (cur(p) == '^' || !b) {
            if (!(slot = vec_push(p, &blocks, sizeof *slot)) ||
                !(b = *slot = ct_arena_alloc(&p->tmp, sizeof *b)))
                return p->err ? false : oom(p);
        }
        if (cur(p) == '^' ? !parse_block_header(p, b) : !parse_op(p, b, CTX_BLOCK))
            return false;
    }
    p->pos++;
    r->nblocks = blocks.n;
    if (!(r->blocks = ct_arena_alloc(&p->m->arena, (size_t)blocks.n * sizeof(ct_block) + 1)))
        return oom(p);
    for (uint32_t i = 0; i < blocks.n; i++) {
        r->blocks[i] = *((ct_block **)blocks.data)[i];
        for (uint32_t k = 0; k < r->blocks[i].nargs; k++)
            p->f->values[r->blocks[i].args[k]].block = &r->blocks[i];
    }
    sym_pop(&p->vals, mark);
    leave(p);
    return true;
}

/* `({…}, {…})`: exactly the row's number of regions. */
static bool parse_regions(parser *p, const ct_op_def *d, ct_region *regs)
{
    uint32_t n = 0;
    size_t at = (skip_ws(p), p->pos);
    if (cur(p) == '(') {
        p->pos++;
        if (peek(p) != '{') {
            p->pos = at; /* not a region list */
        } else {
            do {
                if (n == d->nregions)
                    return fail_at(p, at, "'cuda_tile.%s' has %u region(s), more are given",
                                   d->name, d->nregions);
                if (!parse_region(p, &regs[n++]))
                    return false;
            } while (accept(p, ','));
            if (!expect(p, ')', "after the regions"))
                return false;
        }
    }
    if (n != d->nregions)
        return fail_at(p, at, "'cuda_tile.%s' needs %u region(s), %u given", d->name, d->nregions,
                       n);
    return true;
}

static const char *const form_names[] = {[CT_FORM_ENUM] = "an enum",
                                         [CT_FORM_I32] = "an i32 integer",
                                         [CT_FORM_I64] = "an i64 integer",
                                         [CT_FORM_BOOL] = "true or false",
                                         [CT_FORM_STR] = "a string",
                                         [CT_FORM_SYMBOL] = "a symbol (@name)",
                                         [CT_FORM_I32_ARRAY] = "array<i32: …>",
                                         [CT_FORM_ATTR_ARRAY] = "an array of typed values",
                                         [CT_FORM_CONST] = "dense<…>",
                                         [CT_FORM_HINTS] = "#cuda_tile.optimization_hints<…>",
                                         [CT_FORM_TAGGED] = "an assume predicate",
                                         [CT_FORM_TYPE] = "a type",
                                         [CT_FORM_UNIT] = "a unit attribute (the name alone)",
                                         [CT_FORM_BOOL_ARRAY] = "array<i1: …>"};

static bool is_int_of(const ct_attr *a, ct_scalar s)
{
    return a->kind == CT_ATTR_INT && a->type->kind == CT_TY_SCALAR && a->type->scalar == s;
}

/* Does a have the kind the row's attribute form stores (what the reader would build)? */
static bool attr_fits(const ct_attr_def *ad, const ct_attr *a)
{
    switch ((ct_attr_form)ad->form) {
    case CT_FORM_ENUM: return a->kind == CT_ATTR_ENUM && a->enum_kind == ad->enum_kind;
    case CT_FORM_I32: return is_int_of(a, CT_S_I32);
    case CT_FORM_I64: return is_int_of(a, CT_S_I64);
    case CT_FORM_BOOL: return a->kind == CT_ATTR_BOOL;
    case CT_FORM_STR: return a->kind == CT_ATTR_STRING;
    case CT_FORM_SYMBOL: return a->kind == CT_ATTR_SYMBOL;
    case CT_FORM_I32_ARRAY: return a->kind == CT_ATTR_I32_ARRAY;
    case CT_FORM_BOOL_ARRAY: return a->kind == CT_ATTR_BOOL_ARRAY;
    case CT_FORM_CONST: return a->kind == CT_ATTR_DENSE;
    case CT_FORM_HINTS: return a->kind == CT_ATTR_OPT_HINTS;
    case CT_FORM_TYPE: return a->kind == CT_ATTR_TYPE;
    case CT_FORM_UNIT: return a->kind == CT_ATTR_UNIT;
    case CT_FORM_TAGGED:
        return a->kind == CT_ATTR_DIV_BY || a->kind == CT_ATTR_SAME_ELEMENTS ||
               a->kind == CT_ATTR_BOUNDED;
    case CT_FORM_ATTR_ARRAY:
        if (a->kind != CT_ATTR_ARRAY)
            return false;
        for (uint32_t i = 0; i < a->n; i++) {
            uint8_t k = a->items[i]->kind;
            if (k != CT_ATTR_INT && k != CT_ATTR_FLOAT && k != CT_ATTR_BOOL && k != CT_ATTR_DENSE)
                return false;
        }
        return true;
    }
    return false;
}

/* Properties `<{name = value, …}>` into the row's slots; operandSegmentSizes into *seg. */
static bool parse_props(parser *p, const ct_op_def *d, const ct_attr **slots, const ct_attr **seg)
{
    size_t at = (skip_ws(p), p->pos);
    if (cur(p) != '<')
        return true;
    p->pos++;
    if (!expect(p, '{', "after '<' of the properties"))
        return false;
    const ct_attr *dict = parse_entries(p, '}', CT_ATTR_DICT, &p->tmp);
    if (!dict || !expect(p, '>', "to close the properties"))
        return false;
    for (uint32_t i = 0; i < dict->n; i++) {
        const ct_str *key = &dict->keys[i];
        const ct_attr *a = dict->items[i];
        int k = ct_op_attr_index(d, key->s);
        if (str_is(*key, "operandSegmentSizes") && (d->props & P_SEG)) {
            if (a->kind != CT_ATTR_I32_ARRAY)
                return fail_at(p, at, "operandSegmentSizes must be array<i32: …>");
            *seg = a;
        } else if (k < 0 || strlen(key->s) != key->len) {
            return fail_at(p, at, "'cuda_tile.%s' has no attribute '%s'", d->name, key->s);
        } else if (!attr_fits(&d->attrs[k], a)) {
            const ct_attr_def *ad = &d->attrs[k];
            return fail_at(p, at, "attribute '%s' of 'cuda_tile.%s' must be %s%s%s", ad->name,
                           d->name, form_names[ad->form], ad->form == CT_FORM_ENUM ? " " : "",
                           ad->form == CT_FORM_ENUM ? ct_enum_kind_name(ad->enum_kind) : "");
        } else {
            slots[k] = a;
        }
    }
    return true;
}

/* Splits the operands into the row's groups: from operandSegmentSizes (P_SEG), else as the
 * bytecode reader does (required groups one each, the first other group the rest). */
static bool group_operands(parser *p, size_t at, const ct_op_def *d, const ct_attr *seg,
                           uint32_t nopnds, uint32_t *out)
{
    uint32_t nreq = 0;
    if (d->props & P_SEG) {
        uint64_t sum = 0;
        if (!seg)
            return fail_at(p, at, "'cuda_tile.%s' needs operandSegmentSizes", d->name);
        if (seg->n != d->nopnds)
            return fail_at(p, at, "operandSegmentSizes of 'cuda_tile.%s' needs %u entries", d->name,
                           d->nopnds);
        for (unsigned g = 0; g < d->nopnds; g++) {
            int32_t c = seg->i32[g];
            uint8_t kind = d->opnds[g].kind;
            if (c < 0 || (kind == CT_OPND_REQ && c != 1) || (kind == CT_OPND_OPT && c > 1))
                return fail_at(p, at,
                               "operand group '%s' of 'cuda_tile.%s' cannot have %d operands",
                               d->opnds[g].name, d->name, (int)c);
            out[g] = (uint32_t)c;
            sum += (uint32_t)c;
        }
        if (sum != nopnds)
            return fail_at(p, at, "operandSegmentSizes add up to %" PRIu64 ", %u operands given",
                           sum, nopnds);
        return true;
    }
    for (unsigned g = 0; g < d->nopnds; g++)
        nreq += d->opnds[g].kind == CT_OPND_REQ;
    uint32_t rest = nopnds >= nreq ? nopnds - nreq : 0;
    for (unsigned g = 0; g < d->nopnds; g++) {
        out[g] = d->opnds[g].kind == CT_OPND_REQ ? 1 : rest;
        rest -= d->opnds[g].kind == CT_OPND_REQ ? 0 : out[g];
    }
    if (nopnds < nreq || rest)
        return fail_at(p, at, "'cuda_tile.%s' takes %u%s operand(s), %u given", d->name, nreq,
                       nreq < d->nopnds ? " or more" : "", nopnds);
    for (unsigned g = 0; g < d->nopnds; g++)
        if (d->opnds[g].kind == CT_OPND_OPT && out[g] > 1)
            return fail_at(p, at, "optional operand '%s' of 'cuda_tile.%s' given %u values",
                           d->opnds[g].name, d->name, out[g]);
    return true;
}

/* ` : (T, …) -> R`: operand types must be those of the operands; result types into *res. */
static bool parse_signature(parser *p, uint32_t nopnds, const ct_val *opnds, uint32_t nres,
                            vec *res)
{
    vec ins = {0};
    size_t at = (skip_ws(p), p->pos);
    if (!expect(p, ':', "before the op's type") || !expect(p, '(', "to start the op's type") ||
        !parse_type_list(p, &ins) || !parse_results_types(p, res))
        return false;
    if (ins.n != nopnds || res->n != nres)
        return fail_at(p, at, "the type lists %u operand(s) and %u result(s), the op has %u and %u",
                       ins.n, res->n, nopnds, nres);
    for (uint32_t i = 0; i < nopnds; i++)
        if (((const ct_type **)ins.data)[i] != p->f->values[opnds[i]].type)
            return fail_at(p, at, "operand %u's type differs from its value's type", i);
    return true;
}

/* `{name, …}` after the regions: only the unit flags `names` (bit i = names[i]) and, where
 * version is not NULL, the module's bytecode version. */
static bool parse_discardable(parser *p, const char *const *names, unsigned *flags, int *version)
{
    size_t at = (skip_ws(p), p->pos);
    if (!accept(p, '{'))
        return true;
    const ct_attr *dict = parse_entries(p, '}', CT_ATTR_DICT, &p->tmp);
    if (!dict)
        return false;
    for (uint32_t i = 0; i < dict->n; i++) {
        const ct_attr *a = dict->items[i];
        unsigned k = 0;
        while (names[k] && !str_is(dict->keys[i], names[k]))
            k++;
        if (names[k] && a->kind == CT_ATTR_UNIT) {
            *flags |= 1u << k;
        } else if (version && str_is(dict->keys[i], CT_TEXT_VERSION_ATTR) &&
                   a->kind == CT_ATTR_STRING) {
            const char *v = a->str.s;
            if (a->str.len != 4 || memcmp(v, "13.", 3) != 0 || v[3] < '1' || v[3] > '4')
                return fail_at(p, at, "unsupported bytecode version \"%s\" (13.1 to 13.4)", v);
            *version = 1300 + (v[3] - '0');
        } else {
            return fail_at(p, at, "unexpected attribute '%s'", dict->keys[i].s);
        }
    }
    return true;
}

/* What the generic syntax of one op gave, up to its properties. */
typedef struct op_head {
    size_t at;
    const ct_op_def *d;
    int opc;
    vec res_names, res_at; /* ct_str, size_t */
    vec opnds;             /* ct_val */
    const ct_attr *slots[CT_TEXT_MAX_ATTRS];
    const ct_attr *seg;
} op_head;

static bool need_attr(parser *p, const op_head *h, const char *name, const ct_attr **out)
{
    int k = ct_op_attr_index(h->d, name);
    *out = k >= 0 ? h->slots[k] : NULL;
    return *out || fail_at(p, h->at, "'cuda_tile.%s' needs attribute '%s'", h->d->name, name);
}

/* ` : () -> ()` of the module structure ops. */
static bool empty_signature(parser *p)
{
    vec res = {0};
    return parse_signature(p, 0, NULL, 0, &res);
}

/* entry: function fields from the properties, the body region, flags, location. */
static bool finish_entry(parser *p, op_head *h)
{
    static const char *const flag_names[] = {CT_TEXT_DEVICE_FN_ATTR, CT_TEXT_PRIVATE_ATTR, NULL};
    const ct_attr *name, *type;
    unsigned flags = 0;
    bool has_loc;
    if (!need_attr(p, h, "sym_name", &name) || !need_attr(p, h, "function_type", &type))
        return false;
    if (type->type->kind != CT_TY_FUNC)
        return fail_at(p, h->at, "function_type must be a function type");
    for (unsigned i = 0; i < h->d->nattrs; i++)
        if (h->slots[i] && (h->d->attrs[i].form == CT_FORM_ATTR_ARRAY))
            return fail_at(p, h->at, "'%s' of entries is not supported", h->d->attrs[i].name);
    ct_func *f = ct_func_add(p->m, name->str, type->type);
    if (!f)
        return oom(p);
    f->hints = h->slots[ct_op_attr_index(h->d, "optimization_hints")];
    p->f = f;
    ct_region body = f->body;
    size_t at = (skip_ws(p), p->pos);
    if (!parse_regions(p, h->d, &f->body))
        return false;
    if (!f->body.nblocks)
        f->body = body; /* `{}`: the empty body block */
    const ct_block *b = f->body.blocks;
    bool args_ok = f->body.nblocks == 1 && b->nargs == f->type->nin;
    for (uint32_t i = 0; args_ok && i < b->nargs; i++)
        args_ok = f->values[b->args[i]].type == f->type->ins[i];
    if (!args_ok)
        return fail_at(p, at,
                       "the body of '%s' must be one block whose arguments match its "
                       "function_type",
                       f->name.s);
    if (!parse_discardable(p, flag_names, &flags, NULL) || !empty_signature(p) ||
        !parse_loc(p, &has_loc, &f->loc))
        return false;
    f->is_entry = !(flags & 1);
    f->is_private = flags & 2;
    f->has_debug_slot = has_loc;
    p->f = NULL;
    sym_pop(&p->vals, 0);
    return true;
}

static bool finish_global(parser *p, op_head *h)
{
    const ct_attr *name, *value, *align;
    int vis = ct_op_attr_index(h->d, "symbol_visibility");
    int cst = ct_op_attr_index(h->d, "constant");
    unsigned flags = 0;
    bool has_loc;
    uint32_t loc;
    if (!need_attr(p, h, "sym_name", &name) || !need_attr(p, h, "value", &value) ||
        !need_attr(p, h, "alignment", &align) || !parse_regions(p, h->d, NULL) ||
        !parse_discardable(p, (const char *const[]){NULL}, &flags, NULL) || !empty_signature(p))
        return false;
    size_t at = p->pos;
    if (!parse_loc(p, &has_loc, &loc))
        return false;
    if (has_loc)
        return fail_at(p, at, "globals have no location");
    ct_global *g = ct_global_add(p->m);
    if (!g)
        return oom(p);
    g->name = name->str;
    g->value = value;
    g->type = value->type;
    g->alignment = align->value;
    g->visibility = h->slots[vis] ? (uint8_t)h->slots[vis]->value : CT_VISIBILITY_PUBLIC;
    g->is_constant = h->slots[cst] != NULL;
    return true;
}

/* The module: producer, body (globals and entries), bytecode version. */
static bool finish_module(parser *p, op_head *h)
{
    const ct_attr *producer = h->slots[ct_op_attr_index(h->d, "producer")];
    unsigned flags = 0;
    if (producer)
        p->m->producer = producer->str;
    if (!expect(p, '(', "before the module body") || !expect(p, '{', "to start the module body"))
        return false;
    while (peek(p) != '}') {
        if (cur(p) < 0)
            return fail_at(p, p->pos, "module body is not closed");
        if (!parse_op(p, NULL, CTX_MODULE))
            return false;
    }
    p->pos++;
    return expect(p, ')', "after the module body") &&
           parse_discardable(p, (const char *const[]){NULL}, &flags, &p->m->version) &&
           empty_signature(p);
}

/* Any other op: built from its row. */
static bool finish_op(parser *p, op_head *h, ct_block *b)
{
    const ct_op_def *d = h->d;
    uint32_t nopnds = h->opnds.n, nres = h->res_names.n;
    ct_op *op = ct_op_new(p->m, (ct_opcode)h->opc, nres, nopnds, 0);
    vec res = {0};
    bool has_loc, var_res = false;
    if (!op)
        return oom(p);
    for (unsigned i = 0; i < d->nres; i++)
        var_res |= d->res[i].variadic;
    if (!var_res && nres != d->nres)
        return fail_at(p, h->at, "'cuda_tile.%s' has %u result(s), %u named", d->name, d->nres,
                       nres);
    if (nopnds)
        memcpy(op->opnds, h->opnds.data, nopnds * sizeof(ct_val));
    if (d->nattrs)
        memcpy(op->attrs, h->slots, d->nattrs * sizeof(ct_attr *));
    if (!group_operands(p, h->at, d, h->seg, nopnds, op->seg))
        return false;
    if (d->nregions &&
        !(op->regions = ct_arena_alloc(&p->m->arena, d->nregions * sizeof(ct_region))))
        return oom(p);
    op->nregions = d->nregions;
    unsigned flags = 0;
    if (!parse_regions(p, d, op->regions) ||
        !parse_discardable(p, (const char *const[]){NULL}, &flags, NULL) ||
        !parse_signature(p, nopnds, op->opnds, nres, &res) || !parse_loc(p, &has_loc, &op->loc))
        return false;
    for (uint32_t i = 0; i < nres; i++) {
        op->res[i] = ct_value_new(p->f, p->m, ((const ct_type **)res.data)[i], op, NULL, i);
        if (!define_value(p, ((ct_str *)h->res_names.data)[i], ((size_t *)h->res_at.data)[i],
                          op->res[i]))
            return false;
    }
    return ct_block_append(p->m, b, op) ? oom(p) : true;
}

/* `%a, %b = "cuda_tile.name"(%x, …) <{…}> (regions) {…} : type loc(…)`. */
static bool parse_op(parser *p, ct_block *b, int ctx)
{
    op_head h = {0};
    if (peek(p) == '%') {
        do {
            ct_str *name = vec_push(p, &h.res_names, sizeof *name);
            size_t *at = vec_push(p, &h.res_at, sizeof *at);
            if (!name || !at)
                return false;
            *at = (skip_ws(p), p->pos);
            if (!(*name = sigil_name(p, '%', "a result name")).s)
                return false;
        } while (accept(p, ','));
        if (!expect(p, '=', "after the result names"))
            return false;
    }
    ct_str name;
    h.at = (skip_ws(p), p->pos);
    if (ctx == CTX_TOP && cur(p) != '"')
        return fail_at(p, h.at, "expected \"cuda_tile.module\"");
    if (!parse_string(p, &p->tmp, &name))
        return false;
    if ((h.opc = ct_op_from_name(name.s, name.len)) < 0)
        return fail_at(p, h.at, "unknown op \"%s\"", name.s);
    h.d = &ct_op_defs[h.opc];
    bool structure = h.d->props & P_NO_RECORD;
    if (ctx == CTX_TOP && h.opc != CT_OP_MODULE)
        return fail_at(p, h.at, "expected \"cuda_tile.module\"");
    if (ctx == CTX_MODULE && (h.opc == CT_OP_MODULE || !structure))
        return fail_at(p, h.at, "only entries and globals may be in the module body");
    if (ctx == CTX_BLOCK && structure)
        return fail_at(p, h.at, "\"%s\" may not be inside a function", name.s);
    if (structure && h.res_names.n)
        return fail_at(p, h.at, "\"%s\" has no results", name.s);
    if (!expect(p, '(', "before the operands"))
        return false;
    if (!accept(p, ')')) {
        do {
            ct_val *v = vec_push(p, &h.opnds, sizeof *v);
            if (!v || !use_value(p, v))
                return false;
        } while (accept(p, ','));
        if (!expect(p, ')', "after the operands"))
            return false;
    }
    if (!parse_props(p, h.d, h.slots, &h.seg))
        return false;
    switch (h.opc) {
    case CT_OP_MODULE: return finish_module(p, &h);
    case CT_OP_ENTRY: return finish_entry(p, &h);
    case CT_OP_GLOBAL: return finish_global(p, &h);
    default: return finish_op(p, &h, b);
    }
}

/* ------------------------------------ module ------------------------------------ */

/* The ops of r and of the regions inside them given the defaults of their required attributes
 * newer than the module (ct_op_fill_old_defaults), as the bytecode reader gives them: the
 * version is the module's last attribute, so this runs over the parsed body. Nesting is as
 * deep as parse_op allowed. */
static bool fill_old_defaults(parser *p, const ct_region *r)
{
    for (uint32_t b = 0; b < r->nblocks; b++)
        for (uint32_t i = 0; i < r->blocks[b].nops; i++) {
            ct_op *op = r->blocks[b].ops[i];
            if (ct_op_fill_old_defaults(p->m, op, p->m->version))
                return oom(p);
            for (uint16_t k = 0; k < op->nregions; k++)
                if (!fill_old_defaults(p, &op->regions[k]))
                    return false;
        }
    return true;
}

ct_status ct_parse_module(const char *text, size_t len, const cuTileAllocator *al, ct_module **out,
                          ct_diag *d)
{
    parser p = {.s = text, .n = text ? len : 0, .d = d};
    *out = NULL;
    if (!(p.m = ct_module_new(al)))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory reading the text form");
    ct_arena_init(&p.tmp, al);
    bool ok = true;
    while (ok && peek(&p) == '#')
        ok = parse_alias(&p);
    ok = ok && resolve_di(&p) && parse_op(&p, NULL, CTX_TOP);
    if (ok && peek(&p) >= 0)
        ok = fail_at(&p, p.pos, "unexpected text after the module");
    for (uint32_t i = 0; ok && i < p.m->nfuncs; i++)
        ok = fill_old_defaults(&p, &p.m->funcs[i]->body);
    ct_arena_free(&p.tmp);
    if (!ok) {
        ct_module_free(p.m);
        return d->status ? d->status : CUTILE_ERROR_PARSE;
    }
    *out = p.m;
    return CUTILE_SUCCESS;
}
