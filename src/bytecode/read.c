/*
 * read.c — the bytecode reader (spec/bytecode.md), versions 13.1–13.4.
 *
 * Order of work: header; section headers (all of them, so framing errors come first); then the
 * sections in dependency order String, Producer, Type, Constant, Debug, Global, Func. Tables are
 * decoded eagerly and strictly: every type entry and every debug attribute is decoded and its
 * references checked even if nothing uses it (the reference reader decodes lazily and never
 * looks at unused entries). Operation records are decoded from the op-table rows of ops.def; the
 * only per-op knowledge here is the version rules of §4.3–§4.5 that the rows express with
 * `since` fields.
 *
 * Where we are lenient, as the reference reader is: padding byte values, non-minimal varints,
 * bytes after the last entry of a table, a section or a function table, string offsets out of
 * order or range (clamped as the reference does, §3.1; fixture invalid_attribute_name.bc relies
 * on it), unknown bits 3–7 of the function flags byte, a Producer section in any version, a
 * debug slot shorter than its function (it reads on into the next slot), a Debug section whose
 * attribute table is empty (the reference rejects it by accident, §1.5).
 * Where we are stricter: varints beyond 64 bits, duplicate section ids (the reference keeps the
 * last one; its size probe rejects them, as ct_bc_blob_size does), unused malformed table entries,
 * unknown debug tags, op flag bits that name no field of the op, constant offsets and debug
 * offsets out of order, enum values and flags of view/pointer types outside the spec's tables,
 * non-kernel functions (as the reference; there is no call op, so a device function could never
 * run).
 *
 * How the file is represented in the IR (what a writer or printer needs to know):
 *  - module->version is the file's version; module->producer the Producer string (len 0: none).
 *  - Debug attributes are module->di[1 …], in file order, with the file's 1-based numbering (so
 *    references inside them, op->loc and func->loc are the file's di# values; 0 = unknown).
 *    Every entry is kept, including cuTile Python's dummy tag-0 entry. func->has_debug_slot
 *    says whether the function had a slot; its ops' locations are in pre-order.
 *  - Inline I32/I64 attributes are CT_ATTR_INT with type i32/i64 and the zero-extended value.
 *    A tagged Integer keeps its type (an i1 Integer stays CT_ATTR_INT, a Bool is CT_ATTR_BOOL).
 *  - Float attributes hold the bit pattern; cuTile Python's 65-bit form of a negative f64 is
 *    decoded to the correct pattern (write the C++ form: ct_buf_svar of the pattern).
 *  - Dense constants are CT_ATTR_DENSE with the raw bytes exactly as in the file (a splat is one
 *    element; i1 may be one byte 00/FF, bit-packed or one byte per element, §3.3).
 *  - Required attributes newer than the file hold their default (negi overflow none, tanh/exp
 *    rounding full); newer optional/unit attributes are absent. 13.1 print is print_tko with a
 *    token result that is not in the value numbering of the file.
 *  - Views keep has_padding/padding whichever encoding (presence byte or bitfield) was read;
 *    13.4 pointers and tensor views keep has_ptr_attr/ptr_attr, so ptr<f32> with and without
 *    an explicit default attribute are different interned types.
 *  - Global visibility is public in files before 13.3.
 *
 * All memory of the result is in the module arena; scratch memory (maps, the value scope) is in a
 * second arena freed before returning. Every error carries the section and absolute file offset.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "bytecode/prim.h"

enum {
    SEC_END, SEC_STRING, SEC_FUNC, SEC_DEBUG, SEC_CONST, SEC_TYPE, SEC_GLOBAL, SEC_PRODUCER,
    SEC_COUNT
};
static const char *const sec_names[SEC_COUNT] = {"End", "String", "Func", "Debug",
                                                 "Constant", "Type", "Global", "Producer"};
/* Alignment the reader requires of each section (§2.2); 0: none. */
static const uint8_t sec_align[SEC_COUNT] = {0, 4, 8, 8, 8, 4, 0, 0};

/* Limits on nesting (bytecode.h). Real files nest types at most 4 deep (function → tile →
 * pointer → scalar), attributes 3 deep (hints), regions a few. */
enum { MAX_TYPE_DEPTH = CT_BC_MAX_TYPE_DEPTH, MAX_ATTR_DEPTH = CT_BC_MAX_ATTR_DEPTH,
       MAX_DI_DEPTH = CT_BC_MAX_DI_DEPTH, MAX_REGION_DEPTH = CT_BC_MAX_REGION_DEPTH };

enum { ST_TODO, ST_BUSY, ST_DONE }; /* decoding state of a table entry */

/* Facts of an op-table row for the file's version, computed at the row's first record in a
 * read (op_facts): a file uses a few rows of the table. */
typedef struct op_info {
    bool ready;        /* computed */
    bool has_flags;    /* the record carries a flags field in this version */
    bool counts_res;   /* results are written with a count */
    bool counts_opnds; /* non-segmented operands are written with a count */
    bool var_res;      /* the row has a variadic result list */
    uint8_t nser;      /* fixed results serialized in this version */
    uint64_t flag_mask; /* every flag bit the row defines */
} op_info;

/* A table of §3: entry i runs from offset[i] to offset[i+1] (the last to the end of data). */
typedef struct table {
    uint32_t n;
    const uint8_t *offsets; /* n little-endian offsets of `width` bytes */
    int width;
    const uint8_t *data;
    size_t size;
} table;

typedef struct rd {
    ct_module *m;
    ct_diag diag;
    ct_arena tmp;
    const uint8_t *file;
    int version;
    const char *where; /* "header", "section header", "section Func", … */
    ct_rd sec[SEC_COUNT]; /* payloads; .p == NULL: section absent */

    table strs;
    ct_str *str_cache; /* .s == NULL until first use */

    table types;
    const ct_type **type_of; /* file index → interned type */
    uint8_t *type_state;

    table consts;
    const uint8_t **const_raw; /* raw bytes in the file */
    size_t *const_size;
    const uint8_t **const_copy; /* arena copy, made on first use */

    uint32_t nslots, nindices;
    const uint8_t *slot_start, *index; /* u32le[nslots], u64le[nindices] */
    table dis;
    uint8_t *di_state;

    int max_opcode;
    int16_t *by_opcode; /* [max_opcode + 1]: op, or -1 */
    op_info info[CT_OP_COUNT];
    const ct_attr *unit;

    /* the function being read */
    ct_func *f;
    bool has_slot;
    uint64_t loc_pos; /* next position in index[] */
    ct_val *scope;    /* values in scope, by value number (§4.1) */
    uint32_t nscope, capscope;
    ct_val *opnds; /* operands of the ops being read, as a stack */
    uint32_t nopnds, capopnds;
} rd;

/* ================================ errors ================================ */

/* Every reading function returns false after recording the first error. The recorders are
 * wrapped in macros that evaluate to a visible `false`, so that the compiler knows an out
 * parameter is only used on success (gcc -O3 -Wmaybe-uninitialized). */
#define FAIL(...) (fail_msg(__VA_ARGS__), false)
#define PRIM_FAIL(...) (prim_fail_msg(__VA_ARGS__), false)
#define OOM(r) (oom_msg(r), false)

__attribute__((format(printf, 4, 5))) static void fail_msg(rd *r, const uint8_t *at, ct_status st,
                                                           const char *fmt, ...)
{
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    ct_diag_set(&r->diag, st, "%s, offset 0x%zx: %s", r->where, (size_t)(at - r->file), msg);
}

/* A primitive's failure, as a message about `what`. */
static void prim_fail_msg(rd *r, const uint8_t *at, int err, const char *what)
{
    if (err == CT_RD_EOF)
        fail_msg(r, at, CUTILE_ERROR_TRUNCATED, "unexpected end of data while reading %s", what);
    else
        fail_msg(r, at, CUTILE_ERROR_BAD_BYTECODE, "%s: value out of range", what);
}

static void oom_msg(rd *r)
{
    ct_diag_set(&r->diag, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory while reading bytecode");
}

static void version_str(int v, char *buf, size_t n) { snprintf(buf, n, "%d.%d", v / 100, v % 100); }

/* ================================ primitive wrappers ================================ */

static bool get_u8(rd *r, ct_rd *c, const char *what, uint8_t *v)
{
    int e = ct_rd_u8(c, v);
    return e ? PRIM_FAIL(r, c->p, e, what) : true;
}

static bool get_uvar(rd *r, ct_rd *c, const char *what, uint64_t *v)
{
    int e = ct_rd_uvar(c, v);
    return e ? PRIM_FAIL(r, c->p, e, what) : true;
}

static bool get_svar(rd *r, ct_rd *c, const char *what, int64_t *v)
{
    int e = ct_rd_svar(c, v);
    return e ? PRIM_FAIL(r, c->p, e, what) : true;
}

static bool get_pad(rd *r, ct_rd *c, uint64_t align, const char *what)
{
    int e = ct_rd_pad(c, align);
    return e ? PRIM_FAIL(r, c->p, e, what) : true;
}

static bool get_bytes(rd *r, ct_rd *c, size_t n, const char *what, const uint8_t **p)
{
    int e = ct_rd_bytes(c, n, p);
    return e ? PRIM_FAIL(r, c->p, e, what) : true;
}

/* An attribute's uvar that must fit in `bits` bits (§4.5 I32Attr / I64Attr, §5.2 Integer). */
static bool get_uint(rd *r, ct_rd *c, unsigned bits, const char *what, uint64_t *v)
{
    const uint8_t *at = c->p;
    if (!get_uvar(r, c, what, v))
        return false;
    if (bits < 64 && (*v >> bits))
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE, "%s: value %llu does not fit in %u bits",
                    what, (unsigned long long)*v, bits);
    return true;
}

/* A count of items of at least `min` bytes each. The count is capped as the reference caps it
 * (2^32-2) and by what the rest of the range can hold, which also bounds every allocation made
 * for the items by the size of the input. */
static bool get_count(rd *r, ct_rd *c, size_t min, const char *what, uint32_t *n)
{
    const uint8_t *at = c->p;
    uint64_t v;
    if (!get_uvar(r, c, what, &v))
        return false;
    if (v > UINT32_MAX - 1)
        return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE,
                    "%s: varint value exceeds maximum supported capacity", what);
    if (min && v > ct_rd_left(c) / min)
        return FAIL(r, at, CUTILE_ERROR_TRUNCATED,
                    "%s (%llu) exceeds what the remaining %zu bytes can hold", what,
                    (unsigned long long)v, ct_rd_left(c));
    *n = (uint32_t)v;
    return true;
}

/* LE-array<T> (§1.4): count, then the raw little-endian elements of `width` bytes. */
static bool get_le_array(rd *r, ct_rd *c, int width, const char *what, uint32_t *n,
                         const uint8_t **raw)
{
    return get_count(r, c, (size_t)width, what, n) &&
           get_bytes(r, c, (size_t)*n * (size_t)width, what, raw);
}

/* Scratch copies of little-endian arrays, aligned for the host. */
static int64_t *le_i64s(rd *r, const uint8_t *raw, uint32_t n)
{
    int64_t *v = ct_arena_alloc(&r->tmp, (size_t)n * sizeof *v + 1);
    for (uint32_t i = 0; v && i < n; i++)
        v[i] = (int64_t)ct_rd_le_at(raw + 8 * (size_t)i, 8);
    return v;
}

static int32_t *le_i32s(rd *r, const uint8_t *raw, uint32_t n)
{
    int32_t *v = ct_arena_alloc(&r->tmp, (size_t)n * sizeof *v + 1);
    for (uint32_t i = 0; v && i < n; i++)
        v[i] = (int32_t)(uint32_t)ct_rd_le_at(raw + 4 * (size_t)i, 4);
    return v;
}

/* Grows a scratch vector (tmp arena, doubling). */
static bool grow(rd *r, void **data, uint32_t *cap, uint32_t need, size_t elem)
{
    if (need <= *cap)
        return true;
    uint64_t ncap = *cap ? *cap : 64;
    while (ncap < need)
        ncap *= 2;
    if (ncap > UINT32_MAX)
        return OOM(r);
    void *p = ct_arena_alloc(&r->tmp, (size_t)ncap * elem);
    if (!p)
        return OOM(r);
    if (*cap)
        memcpy(p, *data, (size_t)*cap * elem);
    *data = p;
    *cap = (uint32_t)ncap;
    return true;
}

/* ================================ tables (§3) ================================ */

/* count, pad(align), offsets. `what` names the table in messages. */
static bool get_table(rd *r, ct_rd *c, int width, const char *what, table *t)
{
    char label[64];
    snprintf(label, sizeof label, "number of %s", what);
    const uint8_t *at = c->p;
    uint64_t n;
    if (!get_uvar(r, c, label, &n))
        return false;
    memset(t, 0, sizeof *t);
    t->width = width;
    if (n == 0)
        return true; /* writers may or may not pad an empty table; nothing follows it */
    if (!get_pad(r, c, (uint64_t)width, label))
        return false;
    size_t max = ct_rd_left(c) / (size_t)width;
    if (n > max || n > UINT32_MAX - 1)
        return FAIL(r, at, CUTILE_ERROR_TRUNCATED,
                    "number of %s (%llu) exceeds the maximum of %zu that can fit in the remaining "
                    "payload of %zu bytes.",
                    what, (unsigned long long)n, max, ct_rd_left(c));
    t->n = (uint32_t)n;
    t->offsets = c->p;
    c->p += (size_t)n * (size_t)width;
    t->data = c->p;
    t->size = ct_rd_left(c);
    c->p = c->end;
    return true;
}

static uint64_t table_off(const table *t, uint32_t i)
{
    return ct_rd_le_at(t->offsets + (size_t)i * (size_t)t->width, t->width);
}

/* Strict entry bounds: offsets must not decrease and must lie inside the data. */
static bool check_offsets(rd *r, const table *t, const char *what)
{
    uint64_t prev = 0;
    for (uint32_t i = 0; i < t->n; i++) {
        uint64_t o = table_off(t, i);
        const uint8_t *at = t->offsets + (size_t)i * (size_t)t->width;
        if (o < prev)
            return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                        "invalid %s start indices: end (%llu) is less than start (%llu) for %s %u",
                        what, (unsigned long long)o, (unsigned long long)prev, what, i - 1);
        if (o > t->size)
            return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                        "%s %u extends beyond available data: offset 0x%llx, data size %zu", what, i,
                        (unsigned long long)o, t->size);
        prev = o;
    }
    return true;
}

/* Cursor over entry i of a table whose offsets were checked. */
static ct_rd table_entry(const rd *r, const table *t, uint32_t i)
{
    uint64_t start = table_off(t, i);
    uint64_t end = i + 1 < t->n ? table_off(t, i + 1) : t->size;
    return ct_rd_make(r->file, t->data + start, t->data + end);
}

/* ================================ strings (§3.1) ================================ */

static bool read_string_section(rd *r)
{
    ct_rd c = r->sec[SEC_STRING];
    if (!get_table(r, &c, 4, "strings", &r->strs))
        return false;
    r->str_cache = ct_arena_alloc(&r->tmp, (size_t)r->strs.n * sizeof(ct_str) + 1);
    return r->str_cache ? true : OOM(r);
}

/* String i, with the reference reader's clamping of bad offsets (§3.1). */
static bool string_at(rd *r, const uint8_t *at, uint64_t i, ct_str *out)
{
    const table *t = &r->strs;
    if (i >= t->n)
        return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE,
                    "string index %llu out of bounds (%u strings)", (unsigned long long)i, t->n);
    ct_str *s = &r->str_cache[i];
    if (!s->s) {
        uint32_t raw_start = (uint32_t)table_off(t, (uint32_t)i);
        uint32_t raw_end =
            i + 1 < t->n ? (uint32_t)table_off(t, (uint32_t)i + 1) : (uint32_t)t->size;
        size_t start = raw_start < t->size ? raw_start : t->size;
        size_t len = (uint32_t)(raw_end - raw_start);
        if (len > t->size - start)
            len = t->size - start;
        *s = ct_str_dup(r->m, (const char *)t->data + start, len);
        if (!s->s)
            return OOM(r);
    }
    *out = *s;
    return true;
}

static bool get_str(rd *r, ct_rd *c, const char *what, ct_str *out)
{
    const uint8_t *at = c->p;
    uint64_t i;
    return get_uvar(r, c, what, &i) && string_at(r, at, i, out);
}

/* ================================ types (§3.2) ================================ */

/* Names the reference reader uses in "requires bytecode version" messages, by type tag. */
static const char *type_tag_name(uint64_t tag)
{
    static const char *const names[] = {
        "Int1", "Int8", "Int16", "Int32", "Int64", "Float16", "BFloat16", "Float32",
        "TFloat32", "Float64", "Float8E4M3FN", "Float8E5M2", "PointerType", "TileType",
        "TensorViewType", "PartitionViewType", "FunctionType", "TokenType", "Float8E8M0FNU",
        "Float4E2M1FN", "GatherScatterViewType", "StridedViewType", "Int4"};
    if (tag < CT_ARRAY_LEN(names))
        return names[tag];
    return tag == ct_scalar_infos[CT_S_F8E5M3FNU].tag ? "F8E5M3FNU" : "?";
}

static bool decode_type(rd *r, uint32_t idx, unsigned depth);

/* A type# inside a type entry: decoded first if needed (forward references are allowed). */
static bool type_ref(rd *r, ct_rd *c, unsigned depth, const char *what, const ct_type **t)
{
    const uint8_t *at = c->p;
    uint64_t i;
    if (!get_uvar(r, c, what, &i))
        return false;
    if (i >= r->types.n)
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "%s: type index %llu out of bounds (%u types)",
                    what, (unsigned long long)i, r->types.n);
    if (!decode_type(r, (uint32_t)i, depth + 1))
        return false;
    *t = r->type_of[i];
    return true;
}

/* A type# outside the type table (all types are decoded by then). */
static bool get_type(rd *r, ct_rd *c, const char *what, const ct_type **t)
{
    return type_ref(r, c, 0, what, t);
}

static bool want_kind(rd *r, const uint8_t *at, bool ok, const char *what)
{
    return ok ? true : FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "%s has the wrong kind of type", what);
}

/* The optional-parameter bitfield of §3.2.9; only bit 0 is defined for any current type. */
static bool get_opt_flags(rd *r, ct_rd *c, uint64_t *flags)
{
    const uint8_t *at = c->p;
    if (!get_uvar(r, c, "optional-parameter flags", flags))
        return false;
    if (*flags & ~(uint64_t)1)
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "unknown optional-parameter flags 0x%llx",
                    (unsigned long long)*flags);
    return true;
}

static bool get_padding_value(rd *r, ct_rd *c, ct_type *t)
{
    const uint8_t *at = c->p;
    uint64_t v;
    if (!get_uvar(r, c, "padding value", &v))
        return false;
    if (!ct_enum_valid(CT_ENUM_PADDING, v, r->version))
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "invalid integer value for enum type: %llu",
                    (unsigned long long)v);
    t->has_padding = 1;
    t->padding = (uint8_t)v;
    return true;
}

/* 13.4 pointer attribute (§3.2.2); 0 = default is the only value defined. */
static bool get_ptr_attr(rd *r, ct_rd *c, ct_type *t)
{
    const uint8_t *at = c->p;
    uint64_t v;
    if (!get_uvar(r, c, "pointer attribute", &v))
        return false;
    if (v != 0)
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "invalid pointer attribute value: %llu",
                    (unsigned long long)v);
    t->has_ptr_attr = 1;
    t->ptr_attr = 0;
    return true;
}

static bool get_i32_list(rd *r, ct_rd *c, const char *what, uint32_t *n, const int32_t **v)
{
    const uint8_t *raw;
    if (!get_le_array(r, c, 4, what, n, &raw))
        return false;
    return (*v = le_i32s(r, raw, *n)) ? true : OOM(r);
}

static bool get_i64_list(rd *r, ct_rd *c, const char *what, uint32_t *n, const int64_t **v)
{
    const uint8_t *raw;
    if (!get_le_array(r, c, 8, what, n, &raw))
        return false;
    return (*v = le_i64s(r, raw, *n)) ? true : OOM(r);
}

static bool get_tensor_view_ref(rd *r, ct_rd *c, unsigned depth, ct_type *t)
{
    const uint8_t *at = c->p;
    return type_ref(r, c, depth, "tensor_view type", &t->elem) &&
           want_kind(r, at, t->elem->kind == CT_TY_TENSOR_VIEW, "view's tensor_view");
}

static bool decode_ptr(rd *r, ct_rd *c, unsigned depth, ct_type *t)
{
    uint64_t flags = 0;
    if (r->version >= CT_V13_4 && !get_opt_flags(r, c, &flags))
        return false;
    const uint8_t *at = c->p;
    if (!type_ref(r, c, depth, "pointee type", &t->elem) ||
        !want_kind(r, at, t->elem->kind == CT_TY_SCALAR, "pointee"))
        return false;
    return !(flags & 1) || get_ptr_attr(r, c, t);
}

static bool decode_tile(rd *r, ct_rd *c, unsigned depth, ct_type *t)
{
    const uint8_t *at = c->p;
    if (!type_ref(r, c, depth, "tile element type", &t->elem) ||
        !want_kind(r, at, t->elem->kind == CT_TY_SCALAR || t->elem->kind == CT_TY_PTR,
                   "tile element"))
        return false;
    at = c->p;
    if (!get_i64_list(r, c, "tile shape", &t->rank, &t->shape))
        return false;
    for (uint32_t i = 0; i < t->rank; i++)
        if (t->shape[i] < 0)
            return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "tile dimension %u is not static: %lld", i,
                        (long long)t->shape[i]);
    return true;
}

static bool decode_tensor_view(rd *r, ct_rd *c, unsigned depth, ct_type *t)
{
    uint64_t flags = 0;
    if (r->version >= CT_V13_4 && !get_opt_flags(r, c, &flags))
        return false;
    const uint8_t *at = c->p;
    if (!type_ref(r, c, depth, "tensor_view element type", &t->elem) ||
        !want_kind(r, at, t->elem->kind == CT_TY_SCALAR, "tensor_view element"))
        return false;
    at = c->p;
    if (!get_i64_list(r, c, "tensor_view shape", &t->rank, &t->shape) ||
        !get_i64_list(r, c, "tensor_view strides", &t->nstrides, &t->strides))
        return false;
    if (t->nstrides != t->rank)
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "tensor_view has %u dimensions but %u strides",
                    t->rank, t->nstrides);
    for (uint32_t i = 0; i < t->rank; i++)
        if ((t->shape[i] < 0 && t->shape[i] != CT_DYN) ||
            (t->strides[i] < 0 && t->strides[i] != CT_DYN))
            return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "tensor_view dimension %u is negative", i);
    return !(flags & 1) || get_ptr_attr(r, c, t);
}

/* 13.1/13.2 write an inline presence byte after the fields, 13.3+ a leading bitfield (§3.2.5). */
static bool decode_partition_view(rd *r, ct_rd *c, unsigned depth, ct_type *t)
{
    bool legacy = r->version < CT_V13_3;
    uint64_t flags = 0;
    if (!legacy && !get_opt_flags(r, c, &flags))
        return false;
    if (!get_i32_list(r, c, "tile shape", &t->ntile, &t->tile_shape) ||
        !get_tensor_view_ref(r, c, depth, t) ||
        !get_i32_list(r, c, "dim map", &t->ndim_map, &t->dim_map))
        return false;
    if (legacy) {
        uint8_t has;
        if (!get_u8(r, c, "padding presence", &has))
            return false;
        flags = has != 0;
    }
    return !(flags & 1) || get_padding_value(r, c, t);
}

static bool decode_gather_scatter_view(rd *r, ct_rd *c, unsigned depth, ct_type *t)
{
    uint64_t flags, dim;
    const uint8_t *at;
    if (!get_opt_flags(r, c, &flags) ||
        !get_i32_list(r, c, "tile shape", &t->ntile, &t->tile_shape) ||
        !get_tensor_view_ref(r, c, depth, t) || (at = c->p, !get_uvar(r, c, "sparse_dim", &dim)))
        return false;
    if (dim > UINT32_MAX)
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "sparse_dim value %llu exceeds uint32_t range",
                    (unsigned long long)dim);
    t->sparse_dim = (uint32_t)dim;
    return !(flags & 1) || get_padding_value(r, c, t);
}

static bool decode_strided_view(rd *r, ct_rd *c, unsigned depth, ct_type *t)
{
    uint64_t flags;
    if (!get_opt_flags(r, c, &flags) ||
        !get_i32_list(r, c, "tile shape", &t->ntile, &t->tile_shape) ||
        !get_i32_list(r, c, "traversal strides", &t->ntraversal, &t->traversal_strides) ||
        !get_tensor_view_ref(r, c, depth, t) ||
        !get_i32_list(r, c, "dim map", &t->ndim_map, &t->dim_map))
        return false;
    return !(flags & 1) || get_padding_value(r, c, t);
}

static bool get_type_list(rd *r, ct_rd *c, unsigned depth, const char *what, uint32_t *n,
                          const ct_type *const **out)
{
    if (!get_count(r, c, 1, what, n))
        return false;
    const ct_type **v = ct_arena_alloc(&r->tmp, (size_t)*n * sizeof *v + 1);
    if (!v)
        return OOM(r);
    for (uint32_t i = 0; i < *n; i++) {
        const uint8_t *at = c->p;
        if (!type_ref(r, c, depth, what, &v[i]) ||
            !want_kind(r, at, v[i]->kind != CT_TY_FUNC, "function parameter"))
            return false;
    }
    *out = v;
    return true;
}

static bool decode_func(rd *r, ct_rd *c, unsigned depth, ct_type *t)
{
    return get_type_list(r, c, depth, "function inputs", &t->nin, &t->ins) &&
           get_type_list(r, c, depth, "function results", &t->nout, &t->outs);
}

static int scalar_of_tag(uint64_t tag)
{
    for (int s = 0; s < CT_S_COUNT; s++)
        if (ct_scalar_infos[s].tag == tag)
            return s;
    return -1;
}

static int type_tag_since(uint64_t tag, int scalar)
{
    if (scalar >= 0)
        return ct_scalar_infos[scalar].since;
    return tag == CT_TAG_GATHER_SCATTER_VIEW || tag == CT_TAG_STRIDED_VIEW ? CT_V13_3 : CT_V13_1;
}

/* Decodes type entry idx (and, first, the entries it refers to) and interns it. */
static bool decode_type(rd *r, uint32_t idx, unsigned depth)
{
    if (r->type_state[idx] == ST_DONE)
        return true;
    ct_rd c = table_entry(r, &r->types, idx);
    const uint8_t *at = c.p;
    if (r->type_state[idx] == ST_BUSY)
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "reference cycle through type %u", idx);
    if (depth > MAX_TYPE_DEPTH)
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "type %u is nested too deeply", idx);
    r->type_state[idx] = ST_BUSY;
    uint64_t tag;
    if (!get_uvar(r, &c, "type tag", &tag))
        return false;
    int scalar = scalar_of_tag(tag);
    int since = type_tag_since(tag, scalar);
    ct_type t = {0};
    bool ok;
    if (scalar < 0 && (tag < CT_TAG_PTR || tag > CT_TAG_STRIDED_VIEW))
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE, "unknown type tag: %llu",
                    (unsigned long long)tag);
    if (since > r->version) {
        char need[16], have[16];
        version_str(since, need, sizeof need);
        version_str(r->version, have, sizeof have);
        return FAIL(r, at, CUTILE_ERROR_BAD_TYPE,
                    "type '%s' requires bytecode version %s+, file version is %s",
                    type_tag_name(tag), need, have);
    }
    if (scalar >= 0) {
        t.kind = CT_TY_SCALAR;
        t.scalar = (uint8_t)scalar;
        ok = true;
    } else {
        switch (tag) {
        case CT_TAG_PTR: t.kind = CT_TY_PTR; ok = decode_ptr(r, &c, depth, &t); break;
        case CT_TAG_TILE: t.kind = CT_TY_TILE; ok = decode_tile(r, &c, depth, &t); break;
        case CT_TAG_TENSOR_VIEW:
            t.kind = CT_TY_TENSOR_VIEW;
            ok = decode_tensor_view(r, &c, depth, &t);
            break;
        case CT_TAG_PARTITION_VIEW:
            t.kind = CT_TY_PARTITION_VIEW;
            ok = decode_partition_view(r, &c, depth, &t);
            break;
        case CT_TAG_FUNC: t.kind = CT_TY_FUNC; ok = decode_func(r, &c, depth, &t); break;
        case CT_TAG_TOKEN: t.kind = CT_TY_TOKEN; ok = true; break;
        case CT_TAG_GATHER_SCATTER_VIEW:
            t.kind = CT_TY_GATHER_SCATTER_VIEW;
            ok = decode_gather_scatter_view(r, &c, depth, &t);
            break;
        default: /* CT_TAG_STRIDED_VIEW: the tag range was checked above */
            t.kind = CT_TY_STRIDED_VIEW;
            ok = decode_strided_view(r, &c, depth, &t);
            break;
        }
    }
    if (!ok)
        return false;
    /* Bytes left in the entry are ignored, as by the reference reader. */
    if (!(r->type_of[idx] = ct_type_intern(r->m, &t)))
        return OOM(r);
    r->type_state[idx] = ST_DONE;
    return true;
}

static bool read_type_section(rd *r)
{
    if (!r->sec[SEC_TYPE].p)
        return true; /* no types: any type reference will fail */
    ct_rd c = r->sec[SEC_TYPE];
    if (!get_table(r, &c, 4, "types", &r->types) || !check_offsets(r, &r->types, "type"))
        return false;
    size_t n = r->types.n;
    r->type_of = ct_arena_alloc(&r->tmp, n * sizeof *r->type_of + 1);
    r->type_state = ct_arena_alloc(&r->tmp, n + 1);
    if (!r->type_of || !r->type_state)
        return OOM(r);
    for (uint32_t i = 0; i < r->types.n; i++)
        if (!decode_type(r, i, 0))
            return false;
    return true;
}

/* ================================ constants (§3.3) ================================ */

static bool read_const_section(rd *r)
{
    if (!r->sec[SEC_CONST].p)
        return true;
    ct_rd c = r->sec[SEC_CONST];
    table *t = &r->consts;
    if (!get_table(r, &c, 8, "constants", t) || !check_offsets(r, t, "constant"))
        return false;
    r->const_raw = ct_arena_alloc(&r->tmp, (size_t)t->n * sizeof *r->const_raw + 1);
    r->const_size = ct_arena_alloc(&r->tmp, (size_t)t->n * sizeof *r->const_size + 1);
    r->const_copy = ct_arena_alloc(&r->tmp, (size_t)t->n * sizeof *r->const_copy + 1);
    if (!r->const_raw || !r->const_size || !r->const_copy)
        return OOM(r);
    for (uint32_t i = 0; i < t->n; i++) {
        ct_rd e = table_entry(r, t, i);
        uint64_t size;
        if (!get_uvar(r, &e, "constant size", &size))
            return false;
        if (size > ct_rd_left(&e))
            return FAIL(r, e.p, CUTILE_ERROR_TRUNCATED,
                        "constant %u extends beyond available data: %llu bytes, %zu in its entry",
                        i, (unsigned long long)size, ct_rd_left(&e));
        r->const_raw[i] = e.p;
        r->const_size[i] = (size_t)size;
    }
    return true;
}

/* Dense elements of `type` from constant i (§3.3). The raw bytes are kept as the file has them;
 * their size must be one element (a splat) or all elements; i1 data may also be bit-packed (the
 * layout cuTile Python writes). */
static bool make_dense(rd *r, const uint8_t *at, const ct_type *type, uint64_t i,
                       const ct_attr **out)
{
    if (type->kind != CT_TY_TILE || type->elem->kind != CT_TY_SCALAR)
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                    "expect Cuda Tile integer or float type but got a non-scalar element type");
    if (i >= r->consts.n)
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                    "constant index %llu out of bounds (%u constants)", (unsigned long long)i,
                    r->consts.n);
    size_t size = r->const_size[i];
    uint64_t n = ct_type_num_elements(type);
    uint64_t width = ct_scalar_infos[type->elem->scalar].bytes;
    bool ok = size == width || (n <= UINT64_MAX / width && size == n * width);
    if (type->elem->scalar == CT_S_I1)
        ok = ok || size == (n + 7) / 8;
    if (!ok)
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                    "failed to validate buffer size and format: constant %llu has %zu bytes for "
                    "%llu elements of %llu bytes",
                    (unsigned long long)i, size, (unsigned long long)n, (unsigned long long)width);
    if (!r->const_copy[i] &&
        !(r->const_copy[i] = ct_arena_dup(&r->m->arena, r->const_raw[i], size)))
        return OOM(r);
    ct_attr *a = ct_attr_new(r->m, CT_ATTR_DENSE);
    if (!a)
        return OOM(r);
    a->type = type;
    a->data = r->const_copy[i];
    a->size = size;
    *out = a;
    return true;
}

/* ================================ attributes (§5) ================================ */

static bool read_tagged(rd *r, ct_rd *c, unsigned depth, const ct_attr **out);

static bool new_attr(rd *r, ct_attr_kind kind, ct_attr **a)
{
    return (*a = ct_attr_new(r->m, kind)) ? true : OOM(r);
}

/* Array payload (tag 6 and the attr[] inline form): elements must be typed (integer, float,
 * bool, dense), as the reference reader requires. */
static bool read_array(rd *r, ct_rd *c, unsigned depth, const ct_attr **out)
{
    ct_attr *a;
    uint32_t n;
    if (!get_count(r, c, 1, "array size", &n) || !new_attr(r, CT_ATTR_ARRAY, &a))
        return false;
    const ct_attr **items = ct_arena_alloc(&r->m->arena, (size_t)n * sizeof *items + 1);
    if (!items)
        return OOM(r);
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *at = c->p;
        if (!read_tagged(r, c, depth + 1, &items[i]))
            return false;
        uint8_t k = items[i]->kind;
        if (k != CT_ATTR_INT && k != CT_ATTR_FLOAT && k != CT_ATTR_BOOL && k != CT_ATTR_DENSE)
            return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                        "array element %u is not a typed attribute", i);
    }
    a->n = n;
    a->items = items;
    *out = a;
    return true;
}

/* Key set of one dictionary, to find duplicate keys in linear time. */
static bool key_seen(uint32_t *slots, uint32_t cap, const ct_str *keys, uint32_t i)
{
    uint32_t j = (uint32_t)ct_hash_bytes(keys[i].s, keys[i].len, 0) & (cap - 1);
    for (; slots[j]; j = (j + 1) & (cap - 1)) {
        const ct_str *k = &keys[slots[j] - 1];
        if (k->len == keys[i].len && memcmp(k->s, keys[i].s, k->len) == 0)
            return true;
    }
    slots[j] = i + 1;
    return false;
}

/* Dictionary payload (tags 10 and 11, the hints inline form): `uvar n`, n × (str#, tagged). */
static bool read_dict(rd *r, ct_rd *c, unsigned depth, ct_attr_kind kind, const ct_attr **out)
{
    ct_attr *a;
    uint32_t n;
    if (!get_count(r, c, 2, "dictionary size", &n) || !new_attr(r, kind, &a))
        return false;
    ct_str *keys = ct_arena_alloc(&r->m->arena, (size_t)n * sizeof *keys + 1);
    const ct_attr **items = ct_arena_alloc(&r->m->arena, (size_t)n * sizeof *items + 1);
    uint32_t cap = 16;
    while (cap < 2 * (uint64_t)n)
        cap *= 2;
    uint32_t *slots = ct_arena_alloc(&r->tmp, (size_t)cap * sizeof *slots);
    if (!keys || !items || !slots)
        return OOM(r);
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *at = c->p;
        if (!get_str(r, c, "dictionary key", &keys[i]) ||
            !read_tagged(r, c, depth + 1, &items[i]))
            return false;
        if (keys[i].len == 0)
            return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                        "invalid empty attribute name for DictionaryAttr element %u", i);
        if (key_seen(slots, cap, keys, i))
            return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                        "failed to parse DictionaryAttr, duplicate key found: %s", keys[i].s);
        if (kind == CT_ATTR_OPT_HINTS && items[i]->kind != CT_ATTR_DICT)
            return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                        "expected dictionary attribute for optimization_hints entry '%s'",
                        keys[i].s);
    }
    a->n = n;
    a->keys = keys;
    a->items = items;
    *out = a;
    return true;
}

static bool read_int_attr(rd *r, ct_rd *c, ct_attr *a)
{
    const uint8_t *at = c->p;
    if (!get_type(r, c, "integer attribute type", &a->type))
        return false;
    if (!ct_type_is_int(a->type))
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE, "integer attribute needs an integer type");
    unsigned bits = ct_scalar_infos[a->type->scalar].bits;
    if (bits == 1) { /* one byte, a bool */
        uint8_t b;
        if (!get_u8(r, c, "integer attribute value", &b))
            return false;
        a->value = b != 0;
        return true;
    }
    return get_uint(r, c, bits, "integer attribute value", &a->value);
}

static bool read_float_attr(rd *r, ct_rd *c, ct_attr *a)
{
    const uint8_t *at = c->p;
    if (!get_type(r, c, "float attribute type", &a->type))
        return false;
    if (!ct_type_is_float(a->type))
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE, "float attribute needs a float type");
    at = c->p;
    int e = ct_rd_apint(c, ct_scalar_infos[a->type->scalar].bits, &a->value);
    if (e == CT_RD_RANGE)
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                    "float attribute value does not fit in %u bits",
                    ct_scalar_infos[a->type->scalar].bits);
    return e ? PRIM_FAIL(r, at, e, "float attribute value") : true;
}

/* Optional fields of an assume predicate: a flags byte, then an svar per set bit (a, then b). */
static bool read_pred_fields(rd *r, ct_rd *c, ct_attr *a)
{
    const uint8_t *at = c->p;
    if (!get_u8(r, c, "predicate flags", &a->flags))
        return false;
    if (a->flags & ~3u)
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE, "unknown predicate flags 0x%x", a->flags);
    return (!(a->flags & 1) || get_svar(r, c, "predicate field", &a->a)) &&
           (!(a->flags & 2) || get_svar(r, c, "predicate field", &a->b));
}

static bool read_same_elements(rd *r, ct_rd *c, ct_attr *a)
{
    const uint8_t *at = c->p;
    if (!get_i64_list(r, c, "same_elements values", &a->n, &a->i64))
        return false;
    for (uint32_t i = 0; i < a->n; i++)
        if (a->i64[i] == INT64_MIN || a->i64[i] == INT64_MAX)
            return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE, "array contains unsupported value %lld",
                        (long long)a->i64[i]);
    /* the scratch copy must outlive the read */
    a->i64 = ct_arena_dup(&r->m->arena, a->i64, (size_t)a->n * sizeof *a->i64 + 1);
    return a->i64 ? true : OOM(r);
}

/* A self-contained attribute (§5.2): tag, then the payload. */
static bool read_tagged(rd *r, ct_rd *c, unsigned depth, const ct_attr **out)
{
    const uint8_t *at = c->p;
    uint64_t tag;
    if (!get_uvar(r, c, "attribute tag", &tag))
        return false;
    if (depth > MAX_ATTR_DEPTH)
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE, "attributes nested too deeply");
    if (tag == CT_ATTR_ARRAY)
        return read_array(r, c, depth, out);
    if (tag == CT_ATTR_DICT || tag == CT_ATTR_OPT_HINTS)
        return read_dict(r, c, depth, (ct_attr_kind)tag, out);
    if (tag == CT_ATTR_DENSE) {
        const ct_type *t;
        uint64_t i;
        at = c->p;
        return get_type(r, c, "dense attribute type", &t) &&
               get_uvar(r, c, "dense attribute constant", &i) && make_dense(r, at, t, i, out);
    }
    if (tag < CT_ATTR_INT || tag > CT_ATTR_BOUNDED)
        return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                    "unsupported AttributeTag %llu for self-contained attribute",
                    (unsigned long long)tag);
    ct_attr *a;
    if (!new_attr(r, (ct_attr_kind)tag, &a))
        return false;
    *out = a;
    uint8_t b;
    switch (tag) {
    case CT_ATTR_INT: return read_int_attr(r, c, a);
    case CT_ATTR_FLOAT: return read_float_attr(r, c, a);
    case CT_ATTR_BOOL:
        if (!get_u8(r, c, "bool attribute", &b))
            return false;
        a->value = b != 0;
        return true;
    case CT_ATTR_TYPE: return get_type(r, c, "type attribute", &a->type);
    case CT_ATTR_STRING: return get_str(r, c, "string attribute", &a->str);
    case CT_ATTR_DIV_BY:
        return get_uvar(r, c, "div_by divisor", &a->value) && read_pred_fields(r, c, a);
    case CT_ATTR_SAME_ELEMENTS: return read_same_elements(r, c, a);
    default: /* CT_ATTR_BOUNDED */ return read_pred_fields(r, c, a);
    }
}

/* ================================ debug info (§3.6) ================================ */

/* Which debug tags a reference may point to (bit per ct_di_tag). */
enum {
    DI_ANY_LOC = 1 << CT_DI_UNKNOWN | 1 << CT_DI_LOC | 1 << CT_DI_CALL_SITE,
    DI_SCOPE = 1 << CT_DI_SUBPROGRAM | 1 << CT_DI_LEXICAL_BLOCK,
    DI_FILE_ONLY = 1 << CT_DI_FILE,
    DI_CU_ONLY = 1 << CT_DI_COMPILE_UNIT
};

static bool decode_di(rd *r, uint32_t k, unsigned depth);

/* A di# inside debug attribute payloads; 0 (unknown) is only valid where a location is. */
static bool di_ref(rd *r, ct_rd *c, unsigned depth, unsigned allowed, const char *what,
                   uint32_t *out)
{
    const uint8_t *at = c->p;
    uint64_t v;
    if (!get_uvar(r, c, what, &v))
        return false;
    if (v > r->dis.n)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                    "%s: debug info index %llu out of bounds (%u attributes)", what,
                    (unsigned long long)v, r->dis.n);
    if (v && !decode_di(r, (uint32_t)v - 1, depth + 1))
        return false;
    unsigned tag = v ? r->m->di[v].tag : CT_DI_UNKNOWN;
    if (!(allowed & (1u << tag)))
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "%s: debug info %llu has the wrong kind (%u)",
                    what, (unsigned long long)v, tag);
    *out = (uint32_t)v;
    return true;
}

static bool decode_di_payload(rd *r, ct_rd *c, unsigned depth, ct_di *di)
{
    switch (di->tag) {
    case CT_DI_UNKNOWN: return true;
    case CT_DI_COMPILE_UNIT:
        return di_ref(r, c, depth, DI_FILE_ONLY, "compile unit file", &di->file);
    case CT_DI_FILE:
        return get_str(r, c, "file name", &di->name) && get_str(r, c, "directory", &di->directory);
    case CT_DI_LEXICAL_BLOCK:
        return di_ref(r, c, depth, DI_SCOPE, "lexical block scope", &di->scope) &&
               di_ref(r, c, depth, DI_FILE_ONLY, "lexical block file", &di->file) &&
               get_uvar(r, c, "line", &di->line) && get_uvar(r, c, "column", &di->column);
    case CT_DI_LOC:
        return di_ref(r, c, depth, DI_SCOPE, "location scope", &di->scope) &&
               get_str(r, c, "location file name", &di->name) &&
               get_uvar(r, c, "line", &di->line) && get_uvar(r, c, "column", &di->column);
    case CT_DI_SUBPROGRAM:
        return di_ref(r, c, depth, DI_FILE_ONLY, "subprogram file", &di->file) &&
               get_uvar(r, c, "line", &di->line) && get_str(r, c, "subprogram name", &di->name) &&
               get_str(r, c, "linkage name", &di->linkage_name) &&
               di_ref(r, c, depth, DI_CU_ONLY, "compile unit", &di->compile_unit) &&
               get_uvar(r, c, "scope line", &di->scope_line);
    default: /* CT_DI_CALL_SITE */
        return di_ref(r, c, depth, DI_ANY_LOC, "call site callee", &di->callee) &&
               di_ref(r, c, depth, DI_ANY_LOC, "call site caller", &di->caller);
    }
}

/* Debug attribute k (file numbering, 0-based) becomes module->di[k + 1]. */
static bool decode_di(rd *r, uint32_t k, unsigned depth)
{
    if (r->di_state[k] == ST_DONE)
        return true;
    ct_rd c = table_entry(r, &r->dis, k);
    const uint8_t *at = c.p;
    if (r->di_state[k] == ST_BUSY)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                    "reference cycle through debug attribute %u", k + 1);
    if (depth > MAX_DI_DEPTH)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "debug attribute %u is nested too deeply",
                    k + 1);
    r->di_state[k] = ST_BUSY;
    uint64_t tag;
    if (!get_uvar(r, &c, "debug tag", &tag))
        return false;
    if (tag > CT_DI_CALL_SITE)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "unknown debug info tag: %llu",
                    (unsigned long long)tag);
    ct_di di = {.tag = (uint8_t)tag};
    if (!decode_di_payload(r, &c, depth, &di))
        return false;
    r->m->di[k + 1] = di;
    r->di_state[k] = ST_DONE;
    return true;
}

/* A di# of the index array, or a function's location: must be a location. */
static bool check_loc(rd *r, const uint8_t *at, uint64_t v)
{
    if (v > r->dis.n)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                    "debug info index %llu out of bounds (%u attributes)", (unsigned long long)v,
                    r->dis.n);
    if (v && !((1u << r->m->di[v].tag) & DI_ANY_LOC))
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "debug info %llu is not a location",
                    (unsigned long long)v);
    return true;
}

static bool read_debug_section(rd *r)
{
    if (!r->sec[SEC_DEBUG].p)
        return true;
    ct_rd c = r->sec[SEC_DEBUG];
    const uint8_t *raw;
    if (!get_count(r, &c, 4, "number of debug slots", &r->nslots) ||
        !get_pad(r, &c, 4, "debug slots") ||
        !get_bytes(r, &c, (size_t)r->nslots * 4, "debug slot starts", &r->slot_start) ||
        !get_count(r, &c, 8, "number of debug indices", &r->nindices) ||
        !get_pad(r, &c, 8, "debug indices") ||
        !get_bytes(r, &c, (size_t)r->nindices * 8, "debug indices", &r->index))
        return false;
    /* the attribute table: pad(4) even when empty (the Python writer's dummy entry avoids the
     * reference reader's failure on an empty table; we accept both) */
    uint64_t n;
    const uint8_t *at = c.p;
    if (!get_uvar(r, &c, "number of debug attributes", &n) ||
        !get_pad(r, &c, 4, "debug attributes"))
        return false;
    if (n > ct_rd_left(&c) / 4 || n > UINT32_MAX - 2)
        return FAIL(r, at, CUTILE_ERROR_TRUNCATED,
                    "number of debug attributes (%llu) exceeds the remaining %zu bytes",
                    (unsigned long long)n, ct_rd_left(&c));
    r->dis = (table){(uint32_t)n, c.p, 4, c.p + n * 4, ct_rd_left(&c) - n * 4};
    if (!check_offsets(r, &r->dis, "debug attribute"))
        return false;
    r->di_state = ct_arena_alloc(&r->tmp, n + 1);
    if (!r->di_state)
        return OOM(r);
    static const ct_di none;
    for (uint32_t k = 0; k < n; k++)
        if (!ct_di_add(r->m, &none))
            return OOM(r);
    for (uint32_t k = 0; k < n; k++)
        if (!decode_di(r, k, 0))
            return false;
    for (uint32_t i = 0; i < r->nindices; i++) {
        raw = r->index + 8 * (size_t)i;
        if (!check_loc(r, raw, ct_rd_le_at(raw, 8)))
            return false;
    }
    return true;
}

/* ============================ globals and producer (§3.4, §3.5) ============================ */

static bool read_global(rd *r, ct_rd *c)
{
    ct_global *g = ct_global_add(r->m);
    if (!g)
        return OOM(r);
    const uint8_t *at = c->p, *vat;
    uint64_t value, vis = CT_VISIBILITY_PUBLIC, is_const = 0;
    if (!get_str(r, c, "global name", &g->name) || !get_type(r, c, "global type", &g->type) ||
        (vat = c->p, !get_uvar(r, c, "global value", &value)) ||
        !get_uvar(r, c, "global alignment", &g->alignment))
        return false;
    if (g->name.len == 0)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "global symbol name at index %u is empty",
                    r->m->nglobals - 1);
    if (r->version >= CT_V13_3) {
        const uint8_t *vis_at = c->p;
        if (!get_uvar(r, c, "symbol visibility", &vis) ||
            !get_uvar(r, c, "global constant flag", &is_const))
            return false;
        if (!ct_enum_valid(CT_ENUM_VISIBILITY, vis, r->version))
            return FAIL(r, vis_at, CUTILE_ERROR_BAD_SECTION,
                        "invalid symbol visibility value: %llu", (unsigned long long)vis);
    }
    g->visibility = (uint8_t)vis;
    g->is_constant = is_const != 0;
    return make_dense(r, vat, g->type, value, &g->value);
}

static bool read_global_section(rd *r)
{
    if (!r->sec[SEC_GLOBAL].p)
        return true;
    ct_rd c = r->sec[SEC_GLOBAL];
    uint32_t n;
    if (!get_count(r, &c, r->version >= CT_V13_3 ? 6 : 4, "number of globals", &n))
        return false;
    for (uint32_t i = 0; i < n; i++)
        if (!read_global(r, &c))
            return false;
    return true;
}

static bool read_producer_section(rd *r)
{
    if (!r->sec[SEC_PRODUCER].p)
        return true;
    ct_rd c = r->sec[SEC_PRODUCER];
    return get_str(r, &c, "producer", &r->m->producer);
}

/* ================================ operations (§4) ================================ */

/* The opcode map of this file's version. */
static bool prepare_ops(rd *r)
{
    r->max_opcode = -1;
    for (int i = 0; i < CT_OP_COUNT; i++) {
        const ct_op_def *d = &ct_op_defs[i];
        if (d->opcode != CT_NO_OPCODE && d->since <= r->version && d->opcode > r->max_opcode)
            r->max_opcode = d->opcode;
    }
    r->by_opcode = ct_arena_alloc(&r->tmp, (size_t)(r->max_opcode + 1) * sizeof *r->by_opcode + 1);
    if (!r->by_opcode)
        return OOM(r);
    for (int i = 0; i <= r->max_opcode; i++)
        r->by_opcode[i] = -1;
    for (int i = 0; i < CT_OP_COUNT; i++)
        if (ct_op_defs[i].opcode <= r->max_opcode && ct_op_defs[i].since <= r->version)
            r->by_opcode[ct_op_defs[i].opcode] = (int16_t)i;
    return true;
}

/* The facts of row opc for this file's version, computed at first use. */
static const op_info *op_facts(rd *r, int opc)
{
    const ct_op_def *d = &ct_op_defs[opc];
    op_info *in = &r->info[opc];
    if (in->ready)
        return in;
    int fs = ct_def_flags_since(d);
    in->has_flags = fs && fs <= r->version;
    in->counts_res = ct_def_counts_results(d);
    in->counts_opnds = ct_def_counts_operands(d);
    for (unsigned k = 0; k < d->nres; k++) {
        in->var_res |= d->res[k].variadic;
        in->nser += !d->res[k].variadic && ct_def_field_since(d, d->res[k].since) <= r->version;
    }
    for (unsigned k = 0; k < d->nattrs; k++)
        if (d->attrs[k].flag_bit >= 0)
            in->flag_mask |= 1ull << d->attrs[k].flag_bit;
    for (unsigned k = 0; k < d->nopnds; k++)
        if (d->opnds[k].flag_bit >= 0)
            in->flag_mask |= 1ull << d->opnds[k].flag_bit;
    in->ready = true;
    return in;
}

static bool scope_push(rd *r, ct_val v)
{
    if (!grow(r, (void **)&r->scope, &r->capscope, r->nscope + 1, sizeof(ct_val)))
        return false;
    r->scope[r->nscope++] = v;
    return true;
}

/* The next location of the function's debug slot, in pre-order (§3.6). */
static bool next_loc(rd *r, const uint8_t *at, uint32_t *loc)
{
    *loc = 0;
    if (!r->has_slot)
        return true;
    if (r->loc_pos >= r->nindices)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "failed to read operation location.");
    *loc = (uint32_t)ct_rd_le_at(r->index + 8 * r->loc_pos++, 8);
    return true;
}

/* Result types (§4.3). Results newer than the file are not written; the only such result is
 * print_tko's token (13.2), so a token is synthesized. Values are created now; the serialized
 * ones enter the scope after the op's regions. */
static bool read_results(rd *r, ct_rd *c, int opc, uint32_t nregions, ct_op **out)
{
    const ct_op_def *d = &ct_op_defs[opc];
    const op_info *in = op_facts(r, opc);
    const uint8_t *at = c->p;
    uint32_t n = in->nser;
    if (in->counts_res && !get_count(r, c, 1, "number of result types", &n))
        return false;
    if (in->counts_res && !in->var_res && n != in->nser)
        return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE,
                    "result count mismatch for %s: expected %u compatible results but got %u",
                    d->name, in->nser, n);
    uint32_t nres = in->var_res ? n : d->nres;
    ct_op *op = ct_op_new(r->m, (ct_opcode)opc, nres, 0, nregions);
    if (!op)
        return OOM(r);
    for (uint32_t i = 0; i < nres; i++) {
        const ct_type *t;
        if (in->var_res || ct_def_field_since(d, d->res[i].since) <= r->version) {
            if (!get_type(r, c, "result type", &t))
                return false;
        } else if (!(t = ct_type_token(r->m))) {
            return OOM(r);
        }
        if ((op->res[i] = ct_value_new(r->f, r->m, t, op, NULL, i)) == CT_NO_VAL)
            return OOM(r);
    }
    *out = op;
    return true;
}

/* Inline attribute forms (§4.5). */
static bool read_inline_attr(rd *r, ct_rd *c, const ct_op *op, const ct_attr_def *ad,
                             const ct_attr **out)
{
    const uint8_t *at = c->p;
    ct_attr *a;
    uint64_t v;
    uint32_t n;
    const uint8_t *raw;
    switch ((ct_attr_form)ad->form) {
    case CT_FORM_ENUM:
        if (!get_uvar(r, c, ad->name, &v))
            return false;
        if (!ct_enum_valid((ct_enum_kind)ad->enum_kind, v, r->version))
            return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                        "invalid integer value for enum type: %llu (attribute '%s')",
                        (unsigned long long)v, ad->name);
        if (!new_attr(r, CT_ATTR_ENUM, &a))
            return false;
        a->enum_kind = ad->enum_kind;
        a->value = v;
        break;
    case CT_FORM_I32:
    case CT_FORM_I64: {
        bool is32 = ad->form == CT_FORM_I32;
        if (!get_uint(r, c, is32 ? 32 : 64, ad->name, &v) || !new_attr(r, CT_ATTR_INT, &a))
            return false;
        if (!(a->type = ct_type_scalar(r->m, is32 ? CT_S_I32 : CT_S_I64)))
            return OOM(r);
        a->value = v;
        break;
    }
    case CT_FORM_BOOL: {
        uint8_t b;
        if (!get_u8(r, c, ad->name, &b) || !new_attr(r, CT_ATTR_BOOL, &a))
            return false;
        a->value = b != 0;
        break;
    }
    case CT_FORM_STR:
    case CT_FORM_SYMBOL:
        if (!new_attr(r, ad->form == CT_FORM_STR ? CT_ATTR_STRING : CT_ATTR_SYMBOL, &a) ||
            !get_str(r, c, ad->name, &a->str))
            return false;
        if (ad->form == CT_FORM_SYMBOL && a->str.len == 0)
            return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE, "empty symbol reference is invalid");
        break;
    case CT_FORM_I32_ARRAY:
        if (!new_attr(r, CT_ATTR_I32_ARRAY, &a) || !get_i32_list(r, c, ad->name, &a->n, &a->i32))
            return false;
        for (uint32_t i = 0; i < a->n; i++)
            if (a->i32[i] == INT32_MAX || a->i32[i] == INT32_MIN)
                return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                            "array contains unsupported value %d", (int)a->i32[i]);
        if (!(a->i32 = ct_arena_dup(&r->m->arena, a->i32, (size_t)a->n * sizeof(int32_t) + 1)))
            return OOM(r);
        break;
    case CT_FORM_BOOL_ARRAY:
        if (!get_le_array(r, c, 1, ad->name, &n, &raw) || !new_attr(r, CT_ATTR_BOOL_ARRAY, &a))
            return false;
        for (uint32_t i = 0; i < n; i++)
            if (raw[i] > 1)
                return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                            "bool array '%s' holds %u at element %u", ad->name, raw[i], i);
        a->n = n;
        if (!(a->bools = ct_arena_dup(&r->m->arena, raw, (size_t)n + 1)))
            return OOM(r);
        break;
    case CT_FORM_ATTR_ARRAY: return read_array(r, c, 0, out);
    case CT_FORM_HINTS: return read_dict(r, c, 0, CT_ATTR_OPT_HINTS, out);
    case CT_FORM_TAGGED:
        if (!read_tagged(r, c, 0, out))
            return false;
        if ((*out)->kind != CT_ATTR_DIV_BY && (*out)->kind != CT_ATTR_SAME_ELEMENTS &&
            (*out)->kind != CT_ATTR_BOUNDED)
            return FAIL(r, at, CUTILE_ERROR_BAD_ATTRIBUTE,
                        "attribute '%s' must be an assume predicate", ad->name);
        return true;
    case CT_FORM_TYPE:
        if (!new_attr(r, CT_ATTR_TYPE, &a) || !get_type(r, c, ad->name, &a->type))
            return false;
        break;
    case CT_FORM_CONST: {
        /* the element type comes from the first result; an op without results writes it */
        const ct_type *t = NULL;
        if (op->nres)
            t = r->f->values[op->res[0]].type;
        else if (!get_type(r, c, ad->name, &t))
            return false;
        at = c->p;
        return get_uvar(r, c, ad->name, &v) && make_dense(r, at, t, v, out);
    }
    default: /* CT_FORM_UNIT: handled by the flags */
        return FAIL(r, at, CUTILE_ERROR_INTERNAL, "unit attribute '%s' has no bytes", ad->name);
    }
    *out = a;
    return true;
}

/* Attributes in declaration order (§4.5, §4.8). */
static bool read_attrs(rd *r, ct_rd *c, ct_op *op, uint64_t flags)
{
    const ct_op_def *d = ct_def(op);
    for (unsigned i = 0; i < d->nattrs; i++) {
        const ct_attr_def *ad = &d->attrs[i];
        bool set = ad->flag_bit >= 0 && (flags >> ad->flag_bit & 1);
        if (ct_def_field_since(d, ad->since) > r->version)
            continue; /* a flag bit set for a too-new attribute is ignored, as by the reference */
        if (ad->form == CT_FORM_UNIT)
            op->attrs[i] = set ? r->unit : NULL;
        else if ((ad->flag_bit < 0 || set) && !read_inline_attr(r, c, op, ad, &op->attrs[i]))
            return false;
    }
    return ct_op_fill_old_defaults(r->m, op, r->version) == 0 || OOM(r);
}

static bool get_operand(rd *r, ct_rd *c, uint32_t i)
{
    const uint8_t *at = c->p;
    uint64_t v;
    if (!get_uvar(r, c, "operand", &v))
        return false;
    if (v >= r->nscope)
        return FAIL(r, at, CUTILE_ERROR_BAD_OPERAND,
                    "operand index %llu out of bounds (size=%u) for operand %u",
                    (unsigned long long)v, r->nscope, i);
    if (!grow(r, (void **)&r->opnds, &r->capopnds, r->nopnds + 1, sizeof(ct_val)))
        return false;
    r->opnds[r->nopnds++] = r->scope[v];
    return true;
}

/* Operands (§4.6), pushed on r->opnds; op->seg gets the size of each group. */
static bool read_operands(rd *r, ct_rd *c, ct_op *op, uint64_t flags)
{
    const ct_op_def *d = ct_def(op);
    const uint8_t *at = c->p;
    uint32_t base = r->nopnds, total = 0, nreq = 0;
    for (unsigned g = 0; g < d->nopnds; g++)
        nreq += d->opnds[g].kind == CT_OPND_REQ;
    bool counted = op_facts(r, op->opc)->counts_opnds;
    if (counted) {
        if (!get_count(r, c, 1, "operand count", &total))
            return false;
        if (total < nreq)
            return FAIL(r, at, CUTILE_ERROR_BAD_OPERAND, "%s needs at least %u operands, got %u",
                        d->name, nreq, total);
    }
    uint32_t rest = total - nreq; /* for the one variadic or optional group of a counted op */
    for (unsigned g = 0; g < d->nopnds; g++) {
        const ct_opnd_def *od = &d->opnds[g];
        uint32_t n = 1;
        if (od->kind != CT_OPND_REQ && counted) {
            n = rest;
            rest = 0;
        } else if (od->kind == CT_OPND_VAR) {
            if (!get_count(r, c, 1, "variadic operand group size", &n))
                return false;
        } else if (od->kind == CT_OPND_OPT) {
            n = od->flag_bit >= 0 && (flags >> od->flag_bit & 1);
            int since = ct_def_field_since(d, od->since);
            if (n && since > r->version) {
                char need[16], have[16];
                version_str(since, need, sizeof need);
                version_str(r->version, have, sizeof have);
                return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE,
                            "malformed bytecode: flag set for operand '%s' which requires %s but "
                            "reading %s bytecode",
                            od->name, need, have);
            }
        }
        if (od->kind == CT_OPND_OPT && n > 1)
            return FAIL(r, at, CUTILE_ERROR_BAD_OPERAND,
                        "optional operand '%s' of %s given %u values", od->name, d->name, n);
        for (uint32_t k = 0; k < n; k++)
            if (!get_operand(r, c, r->nopnds - base))
                return false;
        op->seg[g] = n;
    }
    op->nopnds = r->nopnds - base;
    if (op->nopnds &&
        !(op->opnds = ct_arena_dup(&r->m->arena, r->opnds + base, op->nopnds * sizeof(ct_val))))
        return OOM(r);
    r->nopnds = base;
    return true;
}

static bool read_op(rd *r, ct_rd *c, ct_block *b, unsigned depth);

/* block := numArgs, argType#[numArgs], numOps, op[numOps] (§4.7). */
static bool read_block(rd *r, ct_rd *c, ct_block *b, unsigned depth)
{
    uint32_t saved = r->nscope, nops;
    if (!get_count(r, c, 1, "block argument count", &b->nargs))
        return false;
    if (!(b->args = ct_arena_alloc(&r->m->arena, (size_t)b->nargs * sizeof(ct_val) + 1)))
        return OOM(r);
    for (uint32_t i = 0; i < b->nargs; i++) {
        const ct_type *t;
        if (!get_type(r, c, "block argument type", &t))
            return false;
        if ((b->args[i] = ct_value_new(r->f, r->m, t, NULL, b, i)) == CT_NO_VAL)
            return OOM(r);
        if (!scope_push(r, b->args[i]))
            return false;
    }
    const uint8_t *at = c->p;
    if (!get_count(r, c, 1, "block operation count", &nops))
        return false;
    for (uint32_t i = 0; i < nops; i++)
        if (!read_op(r, c, b, depth))
            return false;
    if (!nops || !(ct_def(b->ops[nops - 1])->props & P_TERM))
        return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE,
                    "invalid block structure: block is expected to have a terminator");
    r->nscope = saved;
    return true;
}

static bool read_regions(rd *r, ct_rd *c, ct_op *op, unsigned depth)
{
    const uint8_t *at = c->p;
    uint64_t n;
    if (!get_uvar(r, c, "number of regions", &n))
        return false;
    if (n != op->nregions)
        return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE, "%s op expected %u regions, got %llu",
                    ct_def(op)->name, op->nregions, (unsigned long long)n);
    if (depth >= MAX_REGION_DEPTH)
        return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE, "regions nested too deeply");
    for (uint32_t i = 0; i < op->nregions; i++) {
        ct_region *rg = &op->regions[i];
        if (!get_count(r, c, 2, "region block count", &rg->nblocks))
            return false;
        rg->blocks = ct_arena_alloc(&r->m->arena, (size_t)rg->nblocks * sizeof(ct_block) + 1);
        if (!rg->blocks)
            return OOM(r);
        for (uint32_t k = 0; k < rg->nblocks; k++)
            if (!read_block(r, c, &rg->blocks[k], depth + 1))
                return false;
    }
    return true;
}

/* One operation record (§4.2, §4.8), appended to b. */
static bool read_op(rd *r, ct_rd *c, ct_block *b, unsigned depth)
{
    const uint8_t *at = c->p;
    uint64_t code, flags = 0;
    if (!get_uvar(r, c, "operation opcode", &code))
        return false;
    if (code > (uint64_t)r->max_opcode) {
        char have[16];
        version_str(r->version, have, sizeof have);
        return FAIL(r, at, CUTILE_ERROR_BAD_OPCODE,
                    "unsupported opcode %llu for bytecode version %s", (unsigned long long)code,
                    have);
    }
    int opc = r->by_opcode[code];
    if (opc < 0)
        return FAIL(r, at, CUTILE_ERROR_BAD_OPCODE, "unknown or unimplemented opcode: %llu",
                    (unsigned long long)code);
    const ct_op_def *d = &ct_op_defs[opc];
    if (d->props & P_NO_RECORD)
        return FAIL(r, at, CUTILE_ERROR_BAD_OPCODE,
                    "opcode %llu ('%s') is module structure, not an operation record",
                    (unsigned long long)code, d->name);
    uint32_t loc;
    ct_op *op;
    if (!next_loc(r, at, &loc) || !read_results(r, c, opc, d->nregions, &op))
        return false;
    op->loc = loc;
    const op_info *in = op_facts(r, opc);
    if (in->has_flags) {
        const uint8_t *fat = c->p;
        if (!get_uvar(r, c, "flags field", &flags))
            return false;
        if (flags & ~in->flag_mask)
            return FAIL(r, fat, CUTILE_ERROR_BAD_BYTECODE, "unknown flag bits 0x%llx for %s",
                        (unsigned long long)(flags & ~in->flag_mask), d->name);
    }
    if (!read_attrs(r, c, op, flags) || !read_operands(r, c, op, flags) ||
        (d->nregions && !read_regions(r, c, op, depth)))
        return false;
    for (uint32_t i = 0; i < op->nres; i++)
        if ((in->var_res || ct_def_field_since(d, d->res[i].since) <= r->version) &&
            !scope_push(r, op->res[i]))
            return false;
    return ct_block_append(r->m, b, op) ? OOM(r) : true;
}

/* ================================ functions (§3.7) ================================ */

static bool read_func_header(rd *r, ct_rd *c, ct_func **out, uint64_t *slot)
{
    const uint8_t *at = c->p, *sig_at;
    uint64_t name_idx;
    const ct_type *sig;
    uint8_t flags;
    ct_str name;
    if (!get_uvar(r, c, "function name", &name_idx) || !string_at(r, at, name_idx, &name) ||
        (sig_at = c->p, !get_type(r, c, "function signature", &sig)))
        return false;
    if (sig->kind != CT_TY_FUNC)
        return FAIL(r, sig_at, CUTILE_ERROR_BAD_TYPE,
                    "function signature of '%s' does not refer to a function type", name.s);
    if (!get_u8(r, c, "function flags", &flags) || !get_uvar(r, c, "function location", slot))
        return false;
    ct_func *f = ct_func_add(r->m, name, sig);
    if (!f)
        return OOM(r);
    f->is_entry = flags & 2;
    f->is_private = flags & 1;
    const uint8_t *hat = c->p;
    if (f->is_entry && (flags & 4)) {
        if (!read_tagged(r, c, 0, &f->hints))
            return false;
        if (f->hints->kind != CT_ATTR_OPT_HINTS)
            return FAIL(r, hat, CUTILE_ERROR_BAD_ATTRIBUTE,
                        "invalid optimization hints attribute for function '%s'", name.s);
    }
    if (name.len == 0)
        return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE, "function name at index %llu is empty",
                    (unsigned long long)name_idx);
    if (!f->is_entry)
        return FAIL(r, at, CUTILE_ERROR_BAD_BYTECODE, "un-expected non-entry function '%s'",
                    name.s);
    *out = f;
    return true;
}

/* Selects the function's debug slot (1-based; 0 = none) and takes its own location. */
static bool start_slot(rd *r, const uint8_t *at, uint64_t slot)
{
    r->has_slot = slot != 0;
    r->f->has_debug_slot = r->has_slot;
    if (!slot)
        return true;
    if (slot > r->nslots)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                    "function location slot %llu out of range (%u debug slots)",
                    (unsigned long long)slot, r->nslots);
    r->loc_pos = ct_rd_le_at(r->slot_start + 4 * (slot - 1), 4);
    if (r->loc_pos >= r->nindices)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "failed to read function location for '%s'",
                    r->f->name.s);
    r->f->loc = (uint32_t)ct_rd_le_at(r->index + 8 * r->loc_pos++, 8);
    return true;
}

static bool read_function(rd *r, ct_rd *c)
{
    uint64_t slot, len;
    const uint8_t *slot_at = c->p;
    if (!read_func_header(r, c, &r->f, &slot))
        return false;
    const uint8_t *at = c->p, *body;
    if (!get_uvar(r, c, "function body length", &len))
        return false;
    if (len > ct_rd_left(c))
        return FAIL(r, at, CUTILE_ERROR_TRUNCATED,
                    "function body length %llu exceeds remaining bytecode data (%zu bytes)",
                    (unsigned long long)len, ct_rd_left(c));
    body = c->p;
    c->p += len;
    if (!start_slot(r, slot_at, slot))
        return false;
    /* the body: one block whose arguments are the parameters, no block header (§3.7) */
    ct_func *f = r->f;
    ct_block *b = f->body.blocks;
    const ct_type *sig = f->type;
    r->nscope = 0;
    b->nargs = sig->nin;
    if (!(b->args = ct_arena_alloc(&r->m->arena, (size_t)sig->nin * sizeof(ct_val) + 1)))
        return OOM(r);
    for (uint32_t i = 0; i < sig->nin; i++)
        if ((b->args[i] = ct_value_new(f, r->m, sig->ins[i], NULL, b, i)) == CT_NO_VAL ||
            !scope_push(r, b->args[i]))
            return r->diag.status ? false : OOM(r);
    ct_rd bc = ct_rd_make(r->file, body, body + len);
    while (ct_rd_left(&bc))
        if (!read_op(r, &bc, b, 0))
            return false;
    return true;
}

static bool read_func_section(rd *r)
{
    ct_rd c = r->sec[SEC_FUNC];
    const uint8_t *at = c.p;
    uint64_t n;
    if (!get_uvar(r, &c, "number of functions", &n))
        return false;
    if (n > ct_rd_left(&c))
        return FAIL(r, at, CUTILE_ERROR_TRUNCATED,
                    "number of functions (%llu) exceeds payload size (%zu)",
                    (unsigned long long)n, ct_rd_left(&c));
    for (uint64_t i = 0; i < n; i++)
        if (!read_function(r, &c))
            return false;
    return true; /* bytes after the last function (the C++ writer's padding) are ignored */
}

/* ================================ header and sections (§2) ================================ */

static const uint8_t magic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0};

static bool read_header(rd *r, ct_rd *c)
{
    r->where = "header";
    for (int i = 0; i < 8; i++) {
        if (c->p == c->end)
            return FAIL(r, c->p, CUTILE_ERROR_TRUNCATED,
                        "file too short for the magic number (%zu bytes)",
                        (size_t)(c->end - c->base));
        if (*c->p != magic[i])
            return FAIL(r, c->p, CUTILE_ERROR_BAD_MAGIC,
                        "invalid magic number at position %d, got %u expected %u", i, *c->p,
                        magic[i]);
        c->p++;
    }
    uint8_t major, minor;
    uint64_t tag;
    const uint8_t *at = c->p;
    if (!get_u8(r, c, "version", &major) || !get_u8(r, c, "version", &minor))
        return false;
    if (ct_rd_le(c, 2, &tag))
        return PRIM_FAIL(r, c->p, CT_RD_EOF, "version tag");
    int v = major * 100 + minor;
    if (minor >= 100 || v < CUTILE_BYTECODE_VERSION_MIN || v > CUTILE_BYTECODE_VERSION_MAX)
        return FAIL(r, at, CUTILE_ERROR_UNSUPPORTED_VERSION,
                    "unsupported Tile version %u.%u.%llu, this reader supports versions [%d.%d - "
                    "%d.%d]",
                    major, minor, (unsigned long long)tag, CUTILE_BYTECODE_VERSION_MIN / 100,
                    CUTILE_BYTECODE_VERSION_MIN % 100, CUTILE_BYTECODE_VERSION_MAX / 100,
                    CUTILE_BYTECODE_VERSION_MAX % 100);
    r->version = v;
    return true;
}

/* One section header (§2.2). Sets *id and, for sections other than the end marker, the payload
 * range. Rejects ids seen before (seen[]). */
static bool read_section_header(rd *r, ct_rd *c, bool *seen, int *id, ct_rd *payload)
{
    r->where = "section header";
    const uint8_t *at = c->p;
    uint8_t b;
    if (c->p == c->end)
        return FAIL(r, at, CUTILE_ERROR_TRUNCATED,
                    "unexpected end of data while reading section header");
    get_u8(r, c, "section id", &b);
    *id = b & 0x7f;
    bool aligned = b & 0x80;
    if (*id == SEC_END) {
        if (aligned)
            return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                        "end section should not have alignment flag set");
        return true;
    }
    if (*id >= SEC_COUNT)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "unknown section ID: %d", *id);
    if (seen[*id])
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION, "duplicate section ID: %d (%s)", *id,
                    sec_names[*id]);
    seen[*id] = true;
    uint64_t len, align = 1;
    const uint8_t *len_at = c->p;
    if (!get_uvar(r, c, "section length", &len))
        return false;
    if (len > ct_rd_left(c))
        return FAIL(r, len_at, CUTILE_ERROR_TRUNCATED,
                    "section length %llu exceeds remaining data size %zu", (unsigned long long)len,
                    ct_rd_left(c));
    const uint8_t *align_at = c->p;
    if (aligned && !get_uvar(r, c, "section alignment", &align))
        return false;
    if (!ct_is_pow2_u64(align))
        return FAIL(r, align_at, CUTILE_ERROR_BAD_SECTION, "invalid alignment value: %llu",
                    (unsigned long long)align);
    unsigned need = sec_align[*id];
    if (need && !aligned)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                    "section %d must have alignment that is a multiple of %u bytes, but has no "
                    "alignment flag set",
                    *id, need);
    if (need && align % need)
        return FAIL(r, at, CUTILE_ERROR_BAD_SECTION,
                    "section %d must have alignment that is a multiple of %u bytes, but has "
                    "alignment of %llu",
                    *id, need, (unsigned long long)align);
    if (!get_pad(r, c, align, "section padding"))
        return false;
    if (len > ct_rd_left(c))
        return FAIL(r, len_at, CUTILE_ERROR_TRUNCATED,
                    "section length %llu exceeds remaining bytecode data. %zu",
                    (unsigned long long)len, ct_rd_left(c));
    *payload = ct_rd_make(c->base, c->p, c->p + len);
    c->p += len;
    return true;
}

/* Header and section headers up to the end marker. */
static bool read_frame(rd *r, const uint8_t *data, size_t size, size_t *blob_end)
{
    ct_rd c = ct_rd_make(data, data, data + size);
    bool seen[SEC_COUNT] = {false};
    if (!read_header(r, &c))
        return false;
    for (;;) {
        int id;
        ct_rd payload;
        if (!read_section_header(r, &c, seen, &id, &payload))
            return false;
        if (id == SEC_END)
            break;
        r->sec[id] = payload;
    }
    *blob_end = ct_rd_offset(&c);
    return true;
}

static bool read_all(rd *r, const uint8_t *data, size_t size)
{
    size_t end;
    if (!read_frame(r, data, size, &end))
        return false;
    if (end != size)
        return FAIL(r, data + end - 1, CUTILE_ERROR_BAD_SECTION,
                    "end section is not the last section");
    if (!r->sec[SEC_STRING].p)
        return FAIL(r, data + end - 1, CUTILE_ERROR_BAD_SECTION, "string section is mandatory");
    if (!r->sec[SEC_FUNC].p)
        return FAIL(r, data + end - 1, CUTILE_ERROR_BAD_SECTION, "function section is mandatory");
    r->m->version = r->version;
    if (!(r->unit = ct_attr_new(r->m, CT_ATTR_UNIT)) || !prepare_ops(r))
        return r->diag.status ? false : OOM(r);
    static const int order[] = {SEC_STRING, SEC_PRODUCER, SEC_TYPE, SEC_CONST,
                                SEC_DEBUG,  SEC_GLOBAL,   SEC_FUNC};
    static bool (*const readers[])(rd *) = {read_string_section, read_producer_section,
                                             read_type_section,   read_const_section,
                                             read_debug_section,  read_global_section,
                                             read_func_section};
    for (size_t i = 0; i < CT_ARRAY_LEN(order); i++) {
        char where[32];
        snprintf(where, sizeof where, "section %s", sec_names[order[i]]);
        r->where = where;
        if (!readers[i](r))
            return false;
    }
    return true;
}

ct_status ct_bc_read(const uint8_t *data, size_t size, const cuTileAllocator *al, ct_module **out,
                     ct_diag *d)
{
    if (!data && size)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "bytecode pointer is NULL");
    static const uint8_t none[1];
    rd r;
    memset(&r, 0, sizeof r);
    r.file = data ? data : none;
    ct_arena_init(&r.tmp, al);
    r.m = ct_module_new(al);
    bool ok = r.m ? read_all(&r, r.file, size) : OOM(&r);
    ct_arena_free(&r.tmp);
    if (!ok) {
        ct_module_free(r.m);
        return ct_diag_set(d, r.diag.status, "%s", r.diag.msg);
    }
    *out = r.m;
    return CUTILE_SUCCESS;
}

ct_status ct_bc_blob_size(const uint8_t *data, size_t size, size_t *blob_size, ct_diag *d)
{
    if (!data && size)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "bytecode pointer is NULL");
    static const uint8_t none[1];
    rd r;
    memset(&r, 0, sizeof r);
    r.file = data ? data : none;
    size_t end;
    if (!read_frame(&r, r.file, size, &end))
        return ct_diag_set(d, r.diag.status, "%s", r.diag.msg);
    *blob_size = end;
    return CUTILE_SUCCESS;
}
