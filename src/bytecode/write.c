/*
 * write.c — the bytecode writer: IR → CUDA Tile IR bytecode of version 13.1 … 13.4, laid out
 * the way cuTile Python's writer lays it out (spec/bytecode.md §11, §14, §15).
 *
 * Layout. Sections in the order Func, Global (only if there are globals), Constant, Debug,
 * Type, [Producer], String, end marker. Constant, Debug and Type are always written, the Func
 * payload is not padded at its end, `i1` and `i32` are types 0 and 1, every function gets a
 * debug slot, and an empty debug-attribute table gets one tag-0 dummy entry (§3.6). A Producer
 * section (which cuTile Python never writes) is written only for a module that has a producer
 * string and only for ≥ 13.3 targets; older targets drop it, as NVIDIA's C++ writer does.
 *
 * Table order. Strings, types, constants and debug attributes are tables deduplicated by
 * their encoded bytes and numbered in first-registration order. cuTile Python registers an
 * entry when its front end first needs it; checked against every file of test/data (every
 * kernel, every version) that order is exactly "first use" in this walk, which is what this
 * file does:
 *   per function: its parameter types; its location (debug attributes register what they
 *   reference first, in payload order); [first function only: the globals that no op names];
 *   its name; its signature type; its optimization hints; then the ops in pre-order, each as:
 *   location; globals named by its symbol attributes (name, type, value); result types;
 *   attributes; block argument types and nested ops of its regions.
 * A composite type registers its component types first. The Global section lists the globals
 * in module order.
 *
 * Round-trip claims (test/unit/bc_roundtrip.c checks them on every file of test/data and the
 * loadable NVIDIA fixtures):
 *  - Reading a file written by cuTile Python and writing it again at the same version gives
 *    the same bytes (`python_files_same_bytes`: all 81 files of test/data). This needs what
 *    cuTile Python's front end does for all of them: table entries registered in the first-use
 *    order above and none unused, no negative f64 Float attribute, unnamed globals before the
 *    first function. Where the producer's order is not canonical — an entry registered ahead
 *    of its first use or never used, a negative f64 in its 65-bit form — only "reading the
 *    result gives the same IR" holds (`python_files_outside_the_claim`).
 *  - For files of NVIDIA's C++ writer (other section order, tables in its own order, Func
 *    padding, Bool attributes as i1 integers, sorted dictionaries, functions without a debug
 *    slot) reading the result gives the same IR (`fixtures_same_ir`), and so does writing any
 *    file at another version the module can be expressed in (`other_versions_same_ir`); where
 *    cuTile Python exported one kernel at two versions with the same IR, converting one file
 *    gives the other's exact bytes (`versions_match_python`). "Same IR" allows two
 *    representational differences: a function without a debug slot gains one whose entries are
 *    all "unknown", and a 13.4 `inbounds` absent in a file older than 13.4 reads back as
 *    all-false. Our own output rewrites to itself (`own_output_is_stable`).
 *
 * Negative f64 Float attributes use NVIDIA's C++ form (zig-zag of the signed 64-bit pattern,
 * §1.6): NVIDIA's reader decodes cuTile Python's 65-bit form with the sign lost, so a file in
 * that form is rewritten with the correct bits (same IR, different bytes).
 *
 * Version gating (CUTILE_ERROR_CANNOT_ENCODE, naming the op, attribute, operand, result, type
 * or global and both versions): ops, types, enum values, attributes, optional operands and
 * flag bits newer than the target; a used 13.2+ result (the print_tko token) in 13.1; a 13.4
 * pointer attribute before 13.4; a private or constant global before 13.3. A required
 * attribute newer than the target is dropped when it holds its default and refused otherwise.
 *
 * Record layouts come from the op-table rows (ops.def) alone, mirroring the reader: results
 * (ct_def_counts_results), flags (ct_def_flags_since, bit per optional field), attributes in
 * row order, operands (P_SEG groups or ct_def_counts_operands), regions. Value numbering is
 * §4.1: parameters, then each op's serialized results after its regions; block arguments are
 * numbered at block start and go out of scope at block end.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bytecode/bytecode.h"

#define PAD_BYTE 0xCB
#define VER(v) (v) / 100, (v) % 100

enum { SEC_END = 0, SEC_STRING = 1, SEC_FUNC = 2, SEC_DEBUG = 3, SEC_CONSTANT = 4, SEC_TYPE = 5,
       SEC_GLOBAL = 6, SEC_PRODUCER = 7, SEC_COUNT };

#define TRY(x)                                                                                 \
    do {                                                                                       \
        ct_status s_ = (x);                                                                    \
        if (s_)                                                                                \
            return s_;                                                                         \
    } while (0)

/* A table of byte-string entries, deduplicated by content and numbered in registration order:
 * the shape of all four tables cuTile Python writes (dictionaries keyed by encoded bytes). */
typedef struct wtab {
    ct_buf data;    /* the entries, concatenated */
    ct_buf ends;    /* size_t: end offset of each entry in data */
    uint32_t n;
    uint32_t *hash; /* open addressing: entry index + 1, 0 = empty slot */
    uint32_t cap;
} wtab;

typedef struct writer {
    const ct_module *m;
    int version;
    ct_diag *d;
    const cuTileAllocator *al;
    ct_arena scratch;
    wtab strs, types, consts, dis, gnames;
    uint32_t *type_idx;  /* per module type id: table index + 1, 0 = not registered yet */
    uint32_t *di_idx;    /* per module di entry: its di# in the file (≥ 1), 0 = not registered
                            yet, DI_VISITING while its references are being registered */
    uint8_t *gstate;     /* per global: G_NAMED, G_DONE bits */
    ct_buf sec[SEC_COUNT]; /* section payloads */
    ct_buf body;         /* the current function's body */
    ct_buf slot_starts;  /* u32le per function */
    ct_buf slots;        /* u64le debug indices of all slots */
    uint32_t nindices;
    unsigned depth;      /* current nesting of debug attributes, see MAX_NEST */
    unsigned region_depth; /* the reader's depth of the ops being walked (bytecode.h) */
    unsigned attr_depth; /* the reader's depth of the next tagged attribute (bytecode.h) */
    /* the current function */
    const ct_func *f;
    uint32_t *num;       /* per value: bytecode value index + 1, 0 = not in scope */
    ct_val *order;       /* values in scope, in numbering order */
    uint32_t next;       /* number of values in scope */
    uint8_t *used;       /* per value: some op uses it */
} writer;

enum { G_NAMED = 1, G_DONE = 2 };
/* Deepest nesting of debug-attribute references the writer follows, so that no input can
 * exhaust the stack (regions and attributes stop at the reader's limits, bytecode.h). */
enum { MAX_NEST = 256 };
#define DI_VISITING UINT32_MAX

static ct_status oom(writer *w)
{
    return ct_diag_set(w->d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
}

/* Sets the diagnostic, naming the function being written (if any) first. */
static ct_status vfail(writer *w, ct_status status, const char *suffix, const char *fmt,
                       va_list ap)
{
    char msg[400];
    vsnprintf(msg, sizeof msg, fmt, ap);
    if (w->f)
        return ct_diag_set(w->d, status, "function '%s': %s%s", w->f->name.s ? w->f->name.s : "",
                           msg, suffix);
    return ct_diag_set(w->d, status, "%s%s", msg, suffix);
}

/* The module is not well-formed IR (the writer trusts nothing it is given). */
static ct_status bad(writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static ct_status bad(writer *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ct_status s = vfail(w, CUTILE_ERROR_INVALID_ARGUMENT, "", fmt, ap);
    va_end(ap);
    return s;
}

/* Something newer than the target version: "<what> requires bytecode version V+, but
 * targeting T" (the wording of NVIDIA's C++ writer). */
static ct_status too_new(writer *w, int since, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static ct_status too_new(writer *w, int since, const char *fmt, ...)
{
    char suffix[96];
    snprintf(suffix, sizeof suffix, " requires bytecode version %d.%d+, but targeting %d.%d",
             VER(since), VER(w->version));
    va_list ap;
    va_start(ap, fmt);
    ct_status s = vfail(w, CUTILE_ERROR_CANNOT_ENCODE, suffix, fmt, ap);
    va_end(ap);
    return s;
}

/* IR that no file can carry: nesting deeper than the reader follows, an attribute where the
 * reader takes none of its kind. */
static ct_status cannot(writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static ct_status cannot(writer *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ct_status s = vfail(w, CUTILE_ERROR_CANNOT_ENCODE, "", fmt, ap);
    va_end(ap);
    return s;
}

/* ---------------------------------------------------------------- tables */

static size_t tab_end(const wtab *t, uint32_t i)
{
    size_t e;
    memcpy(&e, t->ends.data + (size_t)i * sizeof e, sizeof e);
    return e;
}

static size_t tab_start(const wtab *t, uint32_t i) { return i ? tab_end(t, i - 1) : 0; }

/* The bytes at offset s of the entries; data is NULL while every entry so far is empty. */
static const uint8_t *tab_at(const wtab *t, size_t s)
{
    return t->data.data ? t->data.data + s : (const uint8_t *)"";
}

static int tab_rehash(writer *w, wtab *t)
{
    uint32_t cap = t->cap ? t->cap * 2 : 64;
    uint32_t *h = ct_arena_alloc(&w->scratch, (size_t)cap * sizeof *h);
    if (!h)
        return -1;
    for (uint32_t i = 0; i < t->n; i++) {
        size_t s = tab_start(t, i);
        uint32_t j = (uint32_t)ct_hash_bytes(tab_at(t, s), tab_end(t, i) - s, 0) & (cap - 1);
        while (h[j])
            j = (j + 1) & (cap - 1);
        h[j] = i + 1;
    }
    t->hash = h;
    t->cap = cap;
    return 0;
}

/* The hash slot holding the entry with these bytes, or the empty slot where it belongs.
 * Needs t->cap > t->n. */
static uint32_t tab_slot(const wtab *t, const void *p, size_t len)
{
    uint32_t mask = t->cap - 1;
    uint32_t j = (uint32_t)ct_hash_bytes(p, len, 0) & mask;
    for (; t->hash[j]; j = (j + 1) & mask) {
        uint32_t i = t->hash[j] - 1;
        size_t s = tab_start(t, i);
        if (tab_end(t, i) - s == len && memcmp(tab_at(t, s), p, len) == 0)
            break;
    }
    return j;
}

/* Index of the entry with these bytes, or UINT32_MAX (an empty slot holds 0). */
static uint32_t tab_find(const wtab *t, const void *p, size_t len)
{
    return t->cap ? t->hash[tab_slot(t, len ? p : "", len)] - 1 : UINT32_MAX;
}

/* Index of the entry with these bytes, adding it at the end if it is new. */
static ct_status tab_intern(writer *w, wtab *t, const void *p, size_t len, uint32_t *idx)
{
    if (t->n >= UINT32_MAX / 4 || (((uint64_t)t->n + 1) * 2 > t->cap && tab_rehash(w, t)))
        return oom(w);
    if (!len)
        p = "";
    uint32_t j = tab_slot(t, p, len);
    if (t->hash[j]) {
        *idx = t->hash[j] - 1;
        return CUTILE_SUCCESS;
    }
    ct_buf_put(&t->data, p, len);
    size_t end = t->data.len;
    ct_buf_put(&t->ends, &end, sizeof end);
    if (t->data.oom || t->ends.oom)
        return oom(w);
    t->hash[j] = t->n + 1;
    *idx = t->n++;
    return CUTILE_SUCCESS;
}

static void tab_free(wtab *t)
{
    ct_buf_free(&t->data);
    ct_buf_free(&t->ends);
}

static void pad(ct_buf *b, size_t base, unsigned align)
{
    while ((b->len - base) % align)
        ct_buf_byte(b, PAD_BYTE);
}

/* count, pad, offset array (index_size bytes each), data: §3 "all tables use the same shape".
 * cuTile Python pads even when the table is empty. */
static void tab_emit(ct_buf *out, const wtab *t, int index_size)
{
    ct_buf_uvar(out, t->n);
    pad(out, 0, (unsigned)index_size);
    for (uint32_t i = 0; i < t->n; i++)
        ct_buf_le(out, tab_start(t, i), index_size);
    ct_buf_put(out, t->data.data, t->data.len);
}

/* ---------------------------------------------------------------- strings, types, constants */

static ct_status reg_str(writer *w, ct_str s, uint32_t *idx)
{
    return tab_intern(w, &w->strs, s.s, s.len, idx);
}

static ct_status put_str(writer *w, ct_buf *b, ct_str s)
{
    uint32_t i;
    TRY(reg_str(w, s, &i));
    ct_buf_uvar(b, i);
    return CUTILE_SUCCESS;
}

static const char *type_name(const ct_type *t)
{
    static const char *const names[] = {
        [CT_TY_PTR] = "ptr", [CT_TY_TILE] = "tile", [CT_TY_TENSOR_VIEW] = "tensor_view",
        [CT_TY_PARTITION_VIEW] = "partition_view",
        [CT_TY_GATHER_SCATTER_VIEW] = "gather_scatter_view",
        [CT_TY_STRIDED_VIEW] = "strided_view", [CT_TY_TOKEN] = "token",
        [CT_TY_FUNC] = "function"};
    return t->kind == CT_TY_SCALAR ? ct_scalar_infos[t->scalar].name : names[t->kind];
}

/* Bytecode version that introduced the type's tag. */
static int type_since(const ct_type *t)
{
    if (t->kind == CT_TY_SCALAR)
        return ct_scalar_infos[t->scalar].since;
    return t->kind == CT_TY_GATHER_SCATTER_VIEW || t->kind == CT_TY_STRIDED_VIEW ? CT_V13_3
                                                                                 : CT_V13_1;
}

static ct_status reg_type(writer *w, const ct_type *t, uint32_t *idx);

static ct_status put_type(writer *w, ct_buf *b, const ct_type *t)
{
    uint32_t i;
    TRY(reg_type(w, t, &i));
    ct_buf_uvar(b, i);
    return CUTILE_SUCCESS;
}

static void put_i64s(ct_buf *b, uint32_t n, const int64_t *v)
{
    ct_buf_uvar(b, n);
    for (uint32_t i = 0; i < n; i++)
        ct_buf_le(b, (uint64_t)v[i], 8);
}

static void put_i32s(ct_buf *b, uint32_t n, const int32_t *v)
{
    ct_buf_uvar(b, n);
    for (uint32_t i = 0; i < n; i++)
        ct_buf_le(b, (uint32_t)v[i], 4);
}

static ct_status check_padding(writer *w, const ct_type *t)
{
    if (t->has_padding && !ct_enum_valid(CT_ENUM_PADDING, t->padding, w->version))
        return bad(w, "%s: invalid padding value %u", type_name(t), t->padding);
    return CUTILE_SUCCESS;
}

/* ptr and tensor_view: 13.4 added an optional pointer attribute behind a leading bitfield. */
static ct_status put_ptr_flags(writer *w, ct_buf *b, const ct_type *t)
{
    if (w->version >= CT_V13_4)
        ct_buf_uvar(b, t->has_ptr_attr ? 1 : 0);
    else if (t->has_ptr_attr)
        return too_new(w, CT_V13_4, "%s: parameter 'ptrAttr'", type_name(t));
    return CUTILE_SUCCESS;
}

static void put_ptr_attr(writer *w, ct_buf *b, const ct_type *t)
{
    if (w->version >= CT_V13_4 && t->has_ptr_attr)
        ct_buf_uvar(b, t->ptr_attr);
}

/* The entry of a type after its tag (§3.2); component types are registered as they are met,
 * which is before the type itself. */
static ct_status put_type_payload(writer *w, ct_buf *b, const ct_type *t)
{
    bool unified = w->version >= CT_V13_3;
    switch ((ct_type_kind)t->kind) {
    case CT_TY_SCALAR:
    case CT_TY_TOKEN:
        return CUTILE_SUCCESS;
    case CT_TY_PTR:
        TRY(put_ptr_flags(w, b, t));
        TRY(put_type(w, b, t->elem));
        put_ptr_attr(w, b, t);
        return CUTILE_SUCCESS;
    case CT_TY_TILE:
        TRY(put_type(w, b, t->elem));
        put_i64s(b, t->rank, t->shape);
        return CUTILE_SUCCESS;
    case CT_TY_TENSOR_VIEW:
        TRY(put_ptr_flags(w, b, t));
        TRY(put_type(w, b, t->elem));
        put_i64s(b, t->rank, t->shape);
        put_i64s(b, t->nstrides, t->strides);
        put_ptr_attr(w, b, t);
        return CUTILE_SUCCESS;
    case CT_TY_PARTITION_VIEW:
    case CT_TY_GATHER_SCATTER_VIEW:
    case CT_TY_STRIDED_VIEW:
        /* optional padding_value: a leading bitfield from 13.3 on (the 13.3 view types only
         * exist there), before that a presence byte after the dim map (§3.2.5, §3.2.9) */
        TRY(check_padding(w, t));
        if (unified)
            ct_buf_uvar(b, t->has_padding ? 1 : 0);
        put_i32s(b, t->ntile, t->tile_shape);
        if (t->kind == CT_TY_STRIDED_VIEW)
            put_i32s(b, t->ntraversal, t->traversal_strides);
        TRY(put_type(w, b, t->elem));
        if (t->kind == CT_TY_GATHER_SCATTER_VIEW)
            ct_buf_uvar(b, t->sparse_dim);
        else
            put_i32s(b, t->ndim_map, t->dim_map);
        if (!unified)
            ct_buf_byte(b, t->has_padding ? 1 : 0);
        if (t->has_padding)
            ct_buf_uvar(b, t->padding);
        return CUTILE_SUCCESS;
    case CT_TY_FUNC:
        ct_buf_uvar(b, t->nin);
        for (uint32_t i = 0; i < t->nin; i++)
            TRY(put_type(w, b, t->ins[i]));
        ct_buf_uvar(b, t->nout);
        for (uint32_t i = 0; i < t->nout; i++)
            TRY(put_type(w, b, t->outs[i]));
        return CUTILE_SUCCESS;
    }
    return bad(w, "unknown type kind %u", t->kind);
}

static uint32_t type_tag(const ct_type *t)
{
    static const uint8_t tags[] = {
        [CT_TY_PTR] = CT_TAG_PTR, [CT_TY_TILE] = CT_TAG_TILE,
        [CT_TY_TENSOR_VIEW] = CT_TAG_TENSOR_VIEW, [CT_TY_PARTITION_VIEW] = CT_TAG_PARTITION_VIEW,
        [CT_TY_GATHER_SCATTER_VIEW] = CT_TAG_GATHER_SCATTER_VIEW,
        [CT_TY_STRIDED_VIEW] = CT_TAG_STRIDED_VIEW, [CT_TY_TOKEN] = CT_TAG_TOKEN,
        [CT_TY_FUNC] = CT_TAG_FUNC};
    return t->kind == CT_TY_SCALAR ? ct_scalar_infos[t->scalar].tag : tags[t->kind];
}

static ct_status reg_type(writer *w, const ct_type *t, uint32_t *idx)
{
    /* Types of this module are cached by id; any other type pointer is only deduplicated by
     * its bytes. */
    if (!t)
        return bad(w, "missing type");
    bool mine = t->id < w->m->ntypes && w->m->types[t->id] == t;
    if (mine && w->type_idx[t->id]) {
        *idx = w->type_idx[t->id] - 1;
        return CUTILE_SUCCESS;
    }
    if (t->kind > CT_TY_FUNC || (t->kind == CT_TY_SCALAR && t->scalar >= CT_S_COUNT))
        return bad(w, "invalid type (kind %u)", t->kind);
    if (type_since(t) > w->version)
        return too_new(w, type_since(t), "type '%s'", type_name(t));
    ct_buf b;
    ct_buf_init(&b, w->al);
    ct_buf_uvar(&b, type_tag(t));
    ct_status s = put_type_payload(w, &b, t);
    if (!s)
        s = b.oom ? oom(w) : tab_intern(w, &w->types, b.data, b.len, idx);
    ct_buf_free(&b);
    if (!s && mine)
        w->type_idx[t->id] = *idx + 1;
    return s;
}

static ct_status reg_const(writer *w, const ct_attr *a, uint32_t *idx)
{
    if (a->kind != CT_ATTR_DENSE || (a->size && !a->data))
        return bad(w, "a constant value is not a dense elements attribute");
    ct_buf b;
    ct_buf_init(&b, w->al);
    ct_buf_uvar(&b, a->size);
    ct_buf_put(&b, a->data, a->size);
    ct_status s = b.oom ? oom(w) : tab_intern(w, &w->consts, b.data, b.len, idx);
    ct_buf_free(&b);
    return s;
}

/* ---------------------------------------------------------------- debug attributes */

static ct_status reg_di(writer *w, uint32_t di, uint32_t *idx);

static ct_status put_di(writer *w, ct_buf *b, uint32_t di)
{
    uint32_t i;
    TRY(reg_di(w, di, &i));
    ct_buf_uvar(b, i);
    return CUTILE_SUCCESS;
}

/* The entry of a debug attribute after its tag, fields in payload order (§3.6). */
static ct_status put_di_payload(writer *w, ct_buf *b, const ct_di *e)
{
    switch ((ct_di_tag)e->tag) {
    case CT_DI_UNKNOWN:
        return CUTILE_SUCCESS;
    case CT_DI_COMPILE_UNIT:
        return put_di(w, b, e->file);
    case CT_DI_FILE:
        TRY(put_str(w, b, e->name));
        return put_str(w, b, e->directory);
    case CT_DI_LEXICAL_BLOCK:
        TRY(put_di(w, b, e->scope));
        TRY(put_di(w, b, e->file));
        ct_buf_uvar(b, e->line);
        ct_buf_uvar(b, e->column);
        return CUTILE_SUCCESS;
    case CT_DI_LOC:
        TRY(put_di(w, b, e->scope));
        TRY(put_str(w, b, e->name));
        ct_buf_uvar(b, e->line);
        ct_buf_uvar(b, e->column);
        return CUTILE_SUCCESS;
    case CT_DI_SUBPROGRAM:
        TRY(put_di(w, b, e->file));
        ct_buf_uvar(b, e->line);
        TRY(put_str(w, b, e->name));
        TRY(put_str(w, b, e->linkage_name));
        TRY(put_di(w, b, e->compile_unit));
        ct_buf_uvar(b, e->scope_line);
        return CUTILE_SUCCESS;
    case CT_DI_CALL_SITE:
        TRY(put_di(w, b, e->callee));
        return put_di(w, b, e->caller);
    }
    return bad(w, "unknown debug attribute tag %u", e->tag);
}

/* di is a module debug index (0 = unknown location); *idx the file's 1-based di#. */
static ct_status reg_di(writer *w, uint32_t di, uint32_t *idx)
{
    if (!di) {
        *idx = 0;
        return CUTILE_SUCCESS;
    }
    if (di >= w->m->ndi)
        return bad(w, "debug location %u out of range (%u entries)", di, w->m->ndi);
    if (w->di_idx[di] == DI_VISITING)
        return bad(w, "debug attribute %u refers to itself through a cycle", di);
    if (w->di_idx[di]) {
        *idx = w->di_idx[di];
        return CUTILE_SUCCESS;
    }
    if (w->depth + 1 > MAX_NEST)
        return bad(w, "debug attributes nested more than %d deep", MAX_NEST);
    w->di_idx[di] = DI_VISITING;
    w->depth++;
    ct_buf b;
    ct_buf_init(&b, w->al);
    ct_buf_uvar(&b, w->m->di[di].tag);
    ct_status s = put_di_payload(w, &b, &w->m->di[di]);
    if (!s)
        s = b.oom ? oom(w) : tab_intern(w, &w->dis, b.data, b.len, idx);
    ct_buf_free(&b);
    w->depth--;
    if (s)
        return s;
    *idx += 1;
    w->di_idx[di] = *idx;
    return CUTILE_SUCCESS;
}

/* Appends an entry to the current function's debug slot. */
static ct_status slot_push(writer *w, uint32_t loc)
{
    uint32_t i;
    TRY(reg_di(w, loc, &i));
    ct_buf_le(&w->slots, i, 8);
    w->nindices++;
    return w->slots.oom ? oom(w) : CUTILE_SUCCESS;
}

/* ---------------------------------------------------------------- attributes */

static ct_status put_tagged(writer *w, ct_buf *b, const ct_attr *a);

/* Untagged dictionary: count, then (key string, tagged value) in the IR's order. */
static ct_status put_dict(writer *w, ct_buf *b, const ct_attr *a)
{
    ct_buf_uvar(b, a->n);
    for (uint32_t i = 0; i < a->n; i++) {
        if (!a->keys[i].len)
            return bad(w, "empty dictionary key");
        TRY(put_str(w, b, a->keys[i]));
        TRY(put_tagged(w, b, a->items[i]));
    }
    return CUTILE_SUCCESS;
}

/* The optional pair of the DivBy (every, along) and Bounded (lb, ub) predicates. */
static void put_opt_pair(ct_buf *b, const ct_attr *a)
{
    ct_buf_byte(b, a->flags & 3);
    if (a->flags & 1)
        ct_buf_svar(b, a->a);
    if (a->flags & 2)
        ct_buf_svar(b, a->b);
}

static uint64_t low_bits(uint64_t v, unsigned bits)
{
    return bits >= 64 ? v : v & ((1ull << bits) - 1);
}

/* Integer and Float: the scalar type, then the value of its width. Floats of up to 8 bits and
 * i1 are one raw byte; wider floats are in APInt form with NVIDIA's C++ sign handling (§1.6). */
static ct_status put_number(writer *w, ct_buf *b, const ct_attr *a)
{
    bool is_float = a->kind == CT_ATTR_FLOAT;
    if (!a->type || !(is_float ? ct_type_is_float(a->type) : ct_type_is_int(a->type)))
        return bad(w, "%s attribute without a scalar %s type", is_float ? "float" : "integer",
                   is_float ? "float" : "integer");
    TRY(put_type(w, b, a->type));
    unsigned bits = ct_scalar_infos[a->type->scalar].bits;
    uint64_t v = low_bits(a->value, bits);
    if (bits == 1 || (is_float && bits <= 8))
        ct_buf_byte(b, (uint8_t)v);
    else if (is_float)
        ct_buf_svar(b, (int64_t)v);
    else
        ct_buf_uvar(b, v);
    return CUTILE_SUCCESS;
}

/* The payload of a self-contained attribute (§5.2), which is also the inline form of strings,
 * attribute arrays and dictionaries. */
static ct_status put_payload(writer *w, ct_buf *b, const ct_attr *a)
{
    uint32_t c;
    switch ((ct_attr_kind)a->kind) {
    case CT_ATTR_INT:
    case CT_ATTR_FLOAT:
        return put_number(w, b, a);
    case CT_ATTR_BOOL:
        ct_buf_byte(b, a->value ? 1 : 0);
        return CUTILE_SUCCESS;
    case CT_ATTR_TYPE:
        return put_type(w, b, a->type);
    case CT_ATTR_STRING:
        return put_str(w, b, a->str);
    case CT_ATTR_ARRAY:
        ct_buf_uvar(b, a->n);
        for (uint32_t i = 0; i < a->n; i++) {
            uint8_t k = a->items[i] ? a->items[i]->kind : CT_ATTR_ARRAY;
            if (k != CT_ATTR_INT && k != CT_ATTR_FLOAT && k != CT_ATTR_BOOL && k != CT_ATTR_DENSE)
                return cannot(w, "array element %u is not a typed attribute", i);
            TRY(put_tagged(w, b, a->items[i]));
        }
        return CUTILE_SUCCESS;
    case CT_ATTR_DENSE:
        if (!a->type || a->type->kind != CT_TY_TILE)
            return bad(w, "dense elements attribute without a tile type");
        TRY(put_type(w, b, a->type));
        TRY(reg_const(w, a, &c));
        ct_buf_uvar(b, c);
        return CUTILE_SUCCESS;
    case CT_ATTR_DIV_BY:
        ct_buf_uvar(b, a->value);
        put_opt_pair(b, a);
        return CUTILE_SUCCESS;
    case CT_ATTR_SAME_ELEMENTS:
        put_i64s(b, a->n, a->i64);
        return CUTILE_SUCCESS;
    case CT_ATTR_DICT:
    case CT_ATTR_OPT_HINTS:
        return put_dict(w, b, a);
    case CT_ATTR_BOUNDED:
        put_opt_pair(b, a);
        return CUTILE_SUCCESS;
    default:
        return bad(w, "attribute kind %u has no self-contained form", a->kind);
    }
}

/* Self-contained attribute: tag (the kind's value is its tag), then payload. */
static ct_status put_tagged(writer *w, ct_buf *b, const ct_attr *a)
{
    if (!a)
        return bad(w, "missing attribute value");
    if (w->attr_depth > CT_BC_MAX_ATTR_DEPTH)
        return cannot(w, "attributes nested more than %d deep (the reader's limit)",
                      CT_BC_MAX_ATTR_DEPTH);
    ct_buf_uvar(b, a->kind);
    w->attr_depth++;
    ct_status s = put_payload(w, b, a);
    w->attr_depth--;
    return s;
}

/* Optimization-hint targets and keys newer than the target version ("default" and
 * num_worker_warps_per_cta came with 13.3): the reader's verifier refuses them there. Unknown
 * names are left to the verifier of the module's own version. */
static ct_status check_hints(writer *w, const ct_attr *h)
{
    if (h->kind != CT_ATTR_OPT_HINTS && h->kind != CT_ATTR_DICT)
        return CUTILE_SUCCESS;
    for (uint32_t i = 0; i < h->n; i++) {
        const ct_str *arch = &h->keys[i];
        int since = ct_opt_hint_since(arch, NULL);
        if (since > w->version)
            return too_new(w, since, "optimization hint target '%.*s'", (int)arch->len,
                           arch->s);
        const ct_attr *dict = h->items[i];
        for (uint32_t j = 0; dict && dict->kind == CT_ATTR_DICT && j < dict->n; j++) {
            since = ct_opt_hint_since(arch, &dict->keys[j]);
            if (since > w->version)
                return too_new(w, since, "optimization hint '%.*s.%.*s'", (int)arch->len,
                               arch->s, (int)dict->keys[j].len, dict->keys[j].s);
        }
    }
    return CUTILE_SUCCESS;
}

/* Which attribute kinds can stand for each inline form of ops.def. */
static bool form_accepts(ct_attr_form form, const ct_attr *a)
{
    switch (form) {
    case CT_FORM_ENUM: return a->kind == CT_ATTR_ENUM;
    case CT_FORM_I32:
    case CT_FORM_I64: return a->kind == CT_ATTR_INT;
    case CT_FORM_BOOL: return a->kind == CT_ATTR_BOOL || a->kind == CT_ATTR_INT;
    case CT_FORM_STR: return a->kind == CT_ATTR_STRING;
    case CT_FORM_SYMBOL:
        return (a->kind == CT_ATTR_SYMBOL || a->kind == CT_ATTR_STRING) && a->str.len;
    case CT_FORM_I32_ARRAY: return a->kind == CT_ATTR_I32_ARRAY;
    case CT_FORM_ATTR_ARRAY: return a->kind == CT_ATTR_ARRAY;
    case CT_FORM_CONST: return a->kind == CT_ATTR_DENSE;
    case CT_FORM_HINTS: return a->kind == CT_ATTR_OPT_HINTS || a->kind == CT_ATTR_DICT;
    case CT_FORM_TAGGED: return true;
    case CT_FORM_TYPE: return a->kind == CT_ATTR_TYPE && a->type;
    case CT_FORM_UNIT: return a->kind == CT_ATTR_UNIT;
    case CT_FORM_BOOL_ARRAY: return a->kind == CT_ATTR_BOOL_ARRAY;
    }
    return false;
}

static int enum_since(ct_enum_kind k, uint64_t v)
{
    for (int ver = CT_V13_1; ver <= CT_V13_4; ver++)
        if (ct_enum_valid(k, v, ver))
            return ver;
    return 0;
}

/* An attribute in its inline form (§4.5). */
static ct_status put_inline(writer *w, ct_buf *b, const char *op, const ct_attr_def *ad,
                            const ct_attr *a)
{
    if (!form_accepts((ct_attr_form)ad->form, a))
        return bad(w, "%s: attribute '%s' has the wrong kind", op, ad->name);
    switch ((ct_attr_form)ad->form) {
    case CT_FORM_ENUM: {
        int since = enum_since((ct_enum_kind)ad->enum_kind, a->value);
        if (!since)
            return bad(w, "%s: attribute '%s' is not a value of its enum", op, ad->name);
        if (since > w->version)
            return too_new(w, since, "%s: value '%s' of attribute '%s'", op,
                           ct_enum_value_name((ct_enum_kind)ad->enum_kind, a->value), ad->name);
        ct_buf_uvar(b, a->value);
        return CUTILE_SUCCESS;
    }
    case CT_FORM_I32:
        /* non-negative, or an i32 stored sign-extended */
        if (a->value > UINT32_MAX && (int64_t)a->value < INT32_MIN)
            return bad(w, "%s: attribute '%s' does not fit in 32 bits", op, ad->name);
        ct_buf_uvar(b, (uint32_t)a->value);
        return CUTILE_SUCCESS;
    case CT_FORM_I64:
        ct_buf_uvar(b, a->value);
        return CUTILE_SUCCESS;
    case CT_FORM_BOOL:
        ct_buf_byte(b, a->value ? 1 : 0);
        return CUTILE_SUCCESS;
    case CT_FORM_SYMBOL:
        return put_str(w, b, a->str);
    case CT_FORM_STR:
        return put_payload(w, b, a);
    case CT_FORM_HINTS:
        TRY(check_hints(w, a));
        /* fall through */
    case CT_FORM_ATTR_ARRAY: {
        w->attr_depth++; /* the reader counts an inline array's items at depth 1 */
        ct_status s = put_payload(w, b, a);
        w->attr_depth--;
        return s;
    }
    case CT_FORM_I32_ARRAY:
        put_i32s(b, a->n, a->i32);
        return CUTILE_SUCCESS;
    case CT_FORM_CONST: {
        uint32_t c;
        TRY(reg_const(w, a, &c));
        ct_buf_uvar(b, c);
        return CUTILE_SUCCESS;
    }
    case CT_FORM_TAGGED:
        if (a->kind != CT_ATTR_DIV_BY && a->kind != CT_ATTR_SAME_ELEMENTS &&
            a->kind != CT_ATTR_BOUNDED)
            return cannot(w, "%s: attribute '%s' must be an assume predicate", op, ad->name);
        return put_tagged(w, b, a);
    case CT_FORM_TYPE:
        return put_type(w, b, a->type);
    case CT_FORM_UNIT:
        return CUTILE_SUCCESS;
    case CT_FORM_BOOL_ARRAY:
        ct_buf_uvar(b, a->n);
        for (uint32_t i = 0; i < a->n; i++)
            ct_buf_byte(b, a->bools[i] ? 1 : 0);
        return CUTILE_SUCCESS;
    }
    return bad(w, "%s: attribute '%s' has an unknown form", op, ad->name);
}

/* ---------------------------------------------------------------- walking ops */

static bool has_var_results(const ct_op_def *d)
{
    for (uint32_t i = 0; i < d->nres; i++)
        if (d->res[i].variadic)
            return true;
    return false;
}

typedef ct_status (*op_visit)(writer *w, const ct_op *op);

/* Calls visit for every op of the block and of the regions nested in it, in pre-order. */
static ct_status walk_block(writer *w, const ct_block *blk, op_visit visit)
{
    for (uint32_t i = 0; i < blk->nops; i++) {
        const ct_op *op = blk->ops[i];
        TRY(visit(w, op));
        if (op->nregions && w->region_depth >= CT_BC_MAX_REGION_DEPTH)
            return cannot(w, "%s: regions nested more than %d deep (the reader's limit)",
                          ct_def(op)->name, CT_BC_MAX_REGION_DEPTH);
        w->region_depth++;
        for (uint32_t r = 0; r < op->nregions; r++)
            for (uint32_t k = 0; k < op->regions[r].nblocks; k++)
                TRY(walk_block(w, &op->regions[r].blocks[k], visit));
        w->region_depth--;
    }
    return CUTILE_SUCCESS;
}

static ct_status check_op_shape(writer *w, const ct_op *op)
{
    if (op->opc >= CT_OP_COUNT)
        return bad(w, "unknown op %u", op->opc);
    const ct_op_def *d = ct_def(op);
    uint64_t total = 0;
    for (uint32_t g = 0; g < d->nopnds; g++) {
        total += op->seg[g];
        if ((d->opnds[g].kind == CT_OPND_REQ && op->seg[g] != 1) ||
            (d->opnds[g].kind == CT_OPND_OPT && op->seg[g] > 1))
            return bad(w, "%s: operand group '%s' has the wrong number of operands", d->name,
                       d->opnds[g].name);
    }
    if (total != op->nopnds)
        return bad(w, "%s: operand groups do not add up to the operand count", d->name);
    if (op->nregions != d->nregions)
        return bad(w, "%s: %u regions, expected %u", d->name, op->nregions, d->nregions);
    if (!has_var_results(d) && op->nres != d->nres)
        return bad(w, "%s: %u results, expected %u", d->name, op->nres, d->nres);
    for (uint32_t i = 0; i < op->nres; i++)
        if (op->res[i] >= w->f->nvalues)
            return bad(w, "%s: result is not a value of the function", d->name);
    for (uint32_t i = 0; i < op->nopnds; i++) {
        if (op->opnds[i] >= w->f->nvalues)
            return bad(w, "%s: operand is not a value of the function", d->name);
        w->used[op->opnds[i]] = 1;
    }
    return CUTILE_SUCCESS;
}

/* Index of the global an op's attribute i names (symbol attributes), or UINT32_MAX. */
static uint32_t named_global(writer *w, const ct_op *op, uint32_t i)
{
    const ct_attr *a = op->attrs[i];
    if (ct_def(op)->attrs[i].form != CT_FORM_SYMBOL || !a || !a->str.s)
        return UINT32_MAX;
    return tab_find(&w->gnames, a->str.s, a->str.len);
}

static ct_status mark_named_globals(writer *w, const ct_op *op)
{
    if (op->opc >= CT_OP_COUNT)
        return bad(w, "unknown op %u", op->opc);
    for (uint32_t i = 0; i < ct_def(op)->nattrs; i++) {
        uint32_t g = named_global(w, op, i);
        if (g != UINT32_MAX)
            w->gstate[g] |= G_NAMED;
    }
    return CUTILE_SUCCESS;
}

/* ---------------------------------------------------------------- globals */

static ct_status reg_global(writer *w, uint32_t gi)
{
    const ct_global *g = &w->m->globals[gi];
    uint32_t i;
    if (w->gstate[gi] & G_DONE)
        return CUTILE_SUCCESS;
    w->gstate[gi] |= G_DONE;
    if (!g->type || !g->value)
        return bad(w, "global '%s': no type or no value", g->name.s ? g->name.s : "");
    TRY(reg_str(w, g->name, &i));
    TRY(reg_type(w, g->type, &i));
    return reg_const(w, g->value, &i);
}

static ct_status reg_unnamed_globals(writer *w)
{
    for (uint32_t i = 0; i < w->m->nglobals; i++)
        if (!(w->gstate[i] & G_NAMED))
            TRY(reg_global(w, i));
    return CUTILE_SUCCESS;
}

/* Registers the globals an op names (before its result types, as cuTile Python defines a
 * global when it first emits a get_global of it). */
static ct_status reg_named_globals(writer *w, const ct_op *op)
{
    for (uint32_t i = 0; i < ct_def(op)->nattrs; i++) {
        uint32_t g = named_global(w, op, i);
        if (g != UINT32_MAX)
            TRY(reg_global(w, g));
    }
    return CUTILE_SUCCESS;
}

static ct_status put_global(writer *w, ct_buf *b, const ct_global *g)
{
    const char *name = g->name.s ? g->name.s : "";
    if (w->version < CT_V13_3 && g->visibility != CT_VISIBILITY_PUBLIC)
        return too_new(w, CT_V13_3, "global '%s': private symbol visibility", name);
    if (w->version < CT_V13_3 && g->is_constant)
        return too_new(w, CT_V13_3, "global '%s': a constant global", name);
    if (!ct_enum_valid(CT_ENUM_VISIBILITY, g->visibility, w->version))
        return bad(w, "global '%s': invalid symbol visibility %u", name, g->visibility);
    uint32_t c;
    TRY(put_str(w, b, g->name));
    TRY(put_type(w, b, g->type));
    TRY(reg_const(w, g->value, &c));
    ct_buf_uvar(b, c);
    ct_buf_uvar(b, g->alignment);
    if (w->version >= CT_V13_3) {
        ct_buf_uvar(b, g->visibility);
        ct_buf_uvar(b, g->is_constant ? 1 : 0);
    }
    return CUTILE_SUCCESS;
}

/* ---------------------------------------------------------------- op records */

static ct_status put_val(writer *w, const ct_op_def *d, ct_val v)
{
    if (!w->num[v])
        return bad(w, "%s: operand %%%u is not defined before its use or not in scope", d->name, v);
    ct_buf_uvar(&w->body, w->num[v] - 1);
    return CUTILE_SUCCESS;
}

static void scope_push(writer *w, ct_val v)
{
    w->order[w->next] = v;
    w->num[v] = ++w->next;
}

static void scope_pop_to(writer *w, uint32_t n)
{
    while (w->next > n)
        w->num[w->order[--w->next]] = 0;
}

/* A result of a variadic list is always written; a fixed result only from its version on. */
static bool result_serialized(writer *w, const ct_op_def *d, uint32_t i)
{
    return has_var_results(d) || ct_def_field_since(d, d->res[i].since) <= w->version;
}

static ct_status put_results(writer *w, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    uint32_t n = 0;
    for (uint32_t i = 0; i < op->nres; i++) {
        if (result_serialized(w, d, i))
            n++;
        else if (w->used[op->res[i]])
            return too_new(w, ct_def_field_since(d, d->res[i].since),
                           "%s: result '%s' (which is used)", d->name, d->res[i].name);
    }
    if (ct_def_counts_results(d))
        ct_buf_uvar(&w->body, n);
    for (uint32_t i = 0; i < op->nres; i++)
        if (result_serialized(w, d, i))
            TRY(put_type(w, &w->body, ct_val_type(w->f, op->res[i])));
    return CUTILE_SUCCESS;
}

/* The flags field (§4.4): one bit per optional attribute / optional segmented operand that is
 * present. Fields newer than the target must be absent. */
static ct_status put_flags(writer *w, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    uint64_t flags = 0;
    for (uint32_t i = 0; i < d->nattrs; i++) {
        int since = ct_def_field_since(d, d->attrs[i].since);
        if (d->attrs[i].flag_bit < 0 || !op->attrs[i])
            continue;
        if (!form_accepts((ct_attr_form)d->attrs[i].form, op->attrs[i]))
            return bad(w, "%s: attribute '%s' has the wrong kind", d->name, d->attrs[i].name);
        if (since > w->version)
            return too_new(w, since, "%s: attribute '%s'", d->name, d->attrs[i].name);
        flags |= 1ull << d->attrs[i].flag_bit;
    }
    for (uint32_t g = 0; g < d->nopnds; g++) {
        int since = ct_def_field_since(d, d->opnds[g].since);
        if (!op->seg[g] || d->opnds[g].kind == CT_OPND_REQ)
            continue;
        if (since > w->version)
            return too_new(w, since, "%s: operand '%s'", d->name, d->opnds[g].name);
        if (d->opnds[g].flag_bit >= 0)
            flags |= 1ull << d->opnds[g].flag_bit;
    }
    int fs = ct_def_flags_since(d);
    if (fs && w->version >= fs)
        ct_buf_uvar(&w->body, flags);
    return CUTILE_SUCCESS;
}

/* A required attribute newer than the target is not written; it must hold its default. */
static bool attr_is_default(const ct_attr_def *ad, const ct_attr *a)
{
    if (!a)
        return true;
    if (ad->form == CT_FORM_ENUM)
        return a->kind == CT_ATTR_ENUM && ad->dflt >= 0 && a->value == (uint64_t)ad->dflt;
    if (ad->form == CT_FORM_BOOL_ARRAY && a->kind == CT_ATTR_BOOL_ARRAY) {
        for (uint32_t i = 0; i < a->n; i++)
            if (a->bools[i])
                return false;
        return true;
    }
    return false;
}

/* Number of operands in the op's first variadic group: the length of a default bool array
 * (13.4 `inbounds`: one entry per index operand, all false — what cuTile Python writes). */
static uint32_t first_var_group(const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    for (uint32_t g = 0; g < d->nopnds; g++)
        if (d->opnds[g].kind == CT_OPND_VAR)
            return op->seg[g];
    return 0;
}

static ct_status put_attrs(writer *w, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    for (uint32_t i = 0; i < d->nattrs; i++) {
        const ct_attr_def *ad = &d->attrs[i];
        const ct_attr *a = op->attrs[i];
        int since = ct_def_field_since(d, ad->since);
        if (ad->flag_bit >= 0) {
            if (a && ad->form != CT_FORM_UNIT)
                TRY(put_inline(w, &w->body, d->name, ad, a));
            continue;
        }
        if (since > w->version) {
            if (attr_is_default(ad, a))
                continue;
            return too_new(w, since, "%s: attribute '%s'", d->name, ad->name);
        }
        if (a) {
            TRY(put_inline(w, &w->body, d->name, ad, a));
        } else if (ad->form == CT_FORM_ENUM && ad->dflt >= 0) {
            ct_buf_uvar(&w->body, (uint64_t)ad->dflt);
        } else if (ad->form == CT_FORM_BOOL_ARRAY) {
            uint32_t n = first_var_group(op);
            ct_buf_uvar(&w->body, n);
            for (uint32_t k = 0; k < n; k++)
                ct_buf_byte(&w->body, 0);
        } else {
            return bad(w, "%s: required attribute '%s' is missing", d->name, ad->name);
        }
    }
    return CUTILE_SUCCESS;
}

/* Operands (§4.6): a count per variadic group of a segmented op, else one count for all when
 * the op has a variadic or optional group, else none. */
static ct_status put_operands(writer *w, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    bool seg = d->props & P_SEG;
    if (!seg && ct_def_counts_operands(d))
        ct_buf_uvar(&w->body, op->nopnds);
    uint32_t at = 0;
    for (uint32_t g = 0; g < d->nopnds; g++) {
        if (seg && d->opnds[g].kind == CT_OPND_VAR)
            ct_buf_uvar(&w->body, op->seg[g]);
        for (uint32_t k = 0; k < op->seg[g]; k++)
            TRY(put_val(w, d, op->opnds[at++]));
    }
    return CUTILE_SUCCESS;
}

static ct_status put_block_ops(writer *w, const ct_block *blk);

static ct_status put_regions(writer *w, const ct_op *op)
{
    if (!op->nregions)
        return CUTILE_SUCCESS;
    ct_buf_uvar(&w->body, op->nregions);
    for (uint32_t r = 0; r < op->nregions; r++) {
        const ct_region *reg = &op->regions[r];
        ct_buf_uvar(&w->body, reg->nblocks);
        for (uint32_t k = 0; k < reg->nblocks; k++) {
            const ct_block *blk = &reg->blocks[k];
            uint32_t mark = w->next;
            ct_buf_uvar(&w->body, blk->nargs);
            for (uint32_t a = 0; a < blk->nargs; a++) {
                if (blk->args[a] >= w->f->nvalues || w->num[blk->args[a]])
                    return bad(w, "%s: invalid block argument", ct_def(op)->name);
                TRY(put_type(w, &w->body, ct_val_type(w->f, blk->args[a])));
                scope_push(w, blk->args[a]);
            }
            ct_buf_uvar(&w->body, blk->nops);
            TRY(put_block_ops(w, blk));
            scope_pop_to(w, mark);
        }
    }
    return CUTILE_SUCCESS;
}

/* One operation record (§4.2), in the order cuTile Python registers what it references. */
static ct_status put_op(writer *w, const ct_op *op)
{
    const ct_op_def *d = ct_def(op);
    if (d->opcode == CT_NO_OPCODE || (d->props & P_NO_RECORD))
        return bad(w, "%s: op cannot appear in a function body", d->name);
    if (d->since > w->version)
        return too_new(w, d->since, "op '%s'", d->name);
    TRY(slot_push(w, op->loc));
    TRY(reg_named_globals(w, op));
    ct_buf_uvar(&w->body, d->opcode);
    TRY(put_results(w, op));
    TRY(put_flags(w, op));
    TRY(put_attrs(w, op));
    TRY(put_operands(w, op));
    TRY(put_regions(w, op));
    for (uint32_t i = 0; i < op->nres; i++)
        if (result_serialized(w, d, i)) {
            if (w->num[op->res[i]])
                return bad(w, "%s: a result is defined twice", d->name);
            scope_push(w, op->res[i]);
        }
    return w->body.oom ? oom(w) : CUTILE_SUCCESS;
}

static ct_status put_block_ops(writer *w, const ct_block *blk)
{
    for (uint32_t i = 0; i < blk->nops; i++)
        TRY(put_op(w, blk->ops[i]));
    return CUTILE_SUCCESS;
}

/* ---------------------------------------------------------------- functions */

static ct_status begin_func(writer *w, const ct_func *f)
{
    w->f = f;
    w->next = 0;
    size_t n = f->nvalues ? f->nvalues : 1;
    w->num = ct_arena_alloc(&w->scratch, n * sizeof *w->num);
    w->order = ct_arena_alloc(&w->scratch, n * sizeof *w->order);
    w->used = ct_arena_alloc(&w->scratch, n);
    if (!w->num || !w->order || !w->used)
        return oom(w);
    const char *name = f->name.s ? f->name.s : "";
    if (!f->type || f->type->kind != CT_TY_FUNC || f->body.nblocks != 1 ||
        f->body.blocks[0].nargs != f->type->nin)
        return bad(w, "signature and body do not match");
    if (!f->name.len)
        return bad(w, "empty function name");
    if (f->hints && !f->is_entry)
        return ct_diag_set(w->d, CUTILE_ERROR_CANNOT_ENCODE,
                           "function '%s': optimization hints of a non-entry function cannot be "
                           "encoded", name);
    return walk_block(w, &f->body.blocks[0], check_op_shape);
}

static ct_status put_func(writer *w, const ct_func *f, bool first)
{
    TRY(begin_func(w, f));
    const ct_block *entry = &f->body.blocks[0];
    uint32_t i;
    for (uint32_t k = 0; k < f->type->nin; k++)
        TRY(reg_type(w, f->type->ins[k], &i));
    ct_buf_le(&w->slot_starts, w->nindices, 4);
    TRY(slot_push(w, f->loc));
    if (first)
        TRY(reg_unnamed_globals(w));

    ct_buf *b = &w->sec[SEC_FUNC];
    TRY(put_str(w, b, f->name));
    TRY(put_type(w, b, f->type));
    uint8_t flags = (uint8_t)((f->is_private ? 0x01 : 0) | (f->is_entry ? 0x02 : 0) |
                              (f->hints ? 0x04 : 0));
    ct_buf_byte(b, flags);
    ct_buf_uvar(b, (uint64_t)(w->slot_starts.len / 4)); /* slot s+1: every function has one */
    if (f->hints) {
        if (f->hints->kind != CT_ATTR_OPT_HINTS)
            return bad(w, "hints are not an optimization_hints attribute");
        TRY(check_hints(w, f->hints));
        TRY(put_tagged(w, b, f->hints));
    }

    w->body.len = 0;
    for (uint32_t k = 0; k < entry->nargs; k++) {
        if (entry->args[k] >= f->nvalues || w->num[entry->args[k]])
            return bad(w, "invalid parameter");
        scope_push(w, entry->args[k]);
    }
    TRY(put_block_ops(w, entry));
    ct_buf_uvar(b, w->body.len);
    ct_buf_put(b, w->body.data, w->body.len);
    return b->oom ? oom(w) : CUTILE_SUCCESS;
}

/* ---------------------------------------------------------------- sections */

static void put_debug_payload(writer *w, ct_buf *p)
{
    ct_buf_uvar(p, w->slot_starts.len / 4);
    pad(p, 0, 4);
    ct_buf_put(p, w->slot_starts.data, w->slot_starts.len);
    ct_buf_uvar(p, w->nindices);
    pad(p, 0, 8);
    ct_buf_put(p, w->slots.data, w->slots.len);
    tab_emit(p, &w->dis, 4);
}

/* Whether any buffer of the writer lost an append: a buffer that failed to grow drops what
 * follows, so every one of them must be asked before the payloads count as written. */
static bool any_oom(const writer *w)
{
    const wtab *tabs[] = {&w->strs, &w->types, &w->consts, &w->dis, &w->gnames};
    bool lost = w->body.oom || w->slot_starts.oom || w->slots.oom;
    for (size_t i = 0; i < CT_ARRAY_LEN(tabs); i++)
        lost |= tabs[i]->data.oom || tabs[i]->ends.oom;
    for (int k = 0; k < SEC_COUNT; k++)
        lost |= w->sec[k].oom;
    return lost;
}

/* After the functions: the globals nothing has registered yet, the Global payload, the
 * producer string, the dummy debug attribute; then every payload but Func's. */
static ct_status finish_payloads(writer *w)
{
    const ct_module *m = w->m;
    uint32_t i;
    w->f = NULL;
    for (uint32_t g = 0; g < m->nglobals; g++)
        TRY(reg_global(w, g));
    ct_buf_uvar(&w->sec[SEC_GLOBAL], m->nglobals);
    for (uint32_t g = 0; g < m->nglobals; g++)
        TRY(put_global(w, &w->sec[SEC_GLOBAL], &m->globals[g]));
    if (!w->dis.n) /* cuTile Python's workaround for the reader's padding quirk (§3.6) */
        TRY(tab_intern(w, &w->dis, "", 1, &i));
    if (m->producer.len && w->version >= CT_V13_3)
        TRY(put_str(w, &w->sec[SEC_PRODUCER], m->producer));
    tab_emit(&w->sec[SEC_CONSTANT], &w->consts, 8);
    put_debug_payload(w, &w->sec[SEC_DEBUG]);
    tab_emit(&w->sec[SEC_TYPE], &w->types, 4);
    tab_emit(&w->sec[SEC_STRING], &w->strs, 4);
    return any_oom(w) ? oom(w) : CUTILE_SUCCESS;
}

/* Header, sections in cuTile Python's order, end marker; padding measured from the header. */
static ct_status emit(writer *w, ct_buf *out)
{
    static const uint8_t magic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0};
    static const struct { uint8_t id, align; } order[] = {
        {SEC_FUNC, 8}, {SEC_GLOBAL, 1}, {SEC_CONSTANT, 8}, {SEC_DEBUG, 8}, {SEC_TYPE, 4},
        {SEC_PRODUCER, 1}, {SEC_STRING, 4}};
    size_t base = out->len;
    ct_buf_put(out, magic, sizeof magic);
    ct_buf_byte(out, (uint8_t)(w->version / 100));
    ct_buf_byte(out, (uint8_t)(w->version % 100));
    ct_buf_le(out, 0, 2);
    for (size_t k = 0; k < CT_ARRAY_LEN(order); k++) {
        const ct_buf *p = &w->sec[order[k].id];
        if ((order[k].id == SEC_GLOBAL && !w->m->nglobals) ||
            (order[k].id == SEC_PRODUCER && !p->len))
            continue;
        ct_buf_byte(out, (uint8_t)(order[k].id | (order[k].align > 1 ? 0x80 : 0)));
        ct_buf_uvar(out, p->len);
        if (order[k].align > 1) {
            ct_buf_uvar(out, order[k].align);
            pad(out, base, order[k].align);
        }
        ct_buf_put(out, p->data, p->len);
    }
    ct_buf_byte(out, SEC_END);
    return out->oom ? oom(w) : CUTILE_SUCCESS;
}

static ct_status write_module(writer *w, ct_buf *out)
{
    const ct_module *m = w->m;
    uint32_t i;
    w->type_idx = ct_arena_alloc(&w->scratch, ((size_t)m->ntypes + 1) * sizeof *w->type_idx);
    w->di_idx = ct_arena_alloc(&w->scratch, ((size_t)m->ndi + 1) * sizeof *w->di_idx);
    w->gstate = ct_arena_alloc(&w->scratch, (size_t)m->nglobals + 1);
    if (!w->type_idx || !w->di_idx || !w->gstate)
        return oom(w);
    /* cuTile Python registers i1 and i32 before anything else. */
    TRY(tab_intern(w, &w->types, "\x00", 1, &i));
    TRY(tab_intern(w, &w->types, "\x03", 1, &i));
    for (uint32_t g = 0; g < m->nglobals; g++) {
        TRY(tab_intern(w, &w->gnames, m->globals[g].name.s, m->globals[g].name.len, &i));
        if (i != g)
            return bad(w, "global '%s' is defined twice", m->globals[g].name.s);
    }
    for (uint32_t f = 0; f < m->nfuncs; f++)
        if (m->funcs[f]->body.nblocks == 1)
            TRY(walk_block(w, &m->funcs[f]->body.blocks[0], mark_named_globals));
    ct_buf_uvar(&w->sec[SEC_FUNC], m->nfuncs);
    for (uint32_t f = 0; f < m->nfuncs; f++)
        TRY(put_func(w, m->funcs[f], f == 0));
    TRY(finish_payloads(w));
    return emit(w, out);
}

ct_status ct_bc_write(const ct_module *m, int version, ct_buf *out, ct_diag *d)
{
    if (version < CT_V13_1 || version > CT_V13_4)
        return ct_diag_set(d, CUTILE_ERROR_UNSUPPORTED_VERSION,
                           "cannot write bytecode version %d.%d: this writer supports 13.1 to 13.4",
                           VER(version));
    if (!m || !out)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "no module or no output buffer");
    writer w;
    memset(&w, 0, sizeof w);
    w.m = m;
    w.version = version;
    w.d = d;
    w.al = out->al;
    ct_arena_init(&w.scratch, w.al);
    wtab *tabs[] = {&w.strs, &w.types, &w.consts, &w.dis, &w.gnames};
    ct_buf *bufs[] = {&w.body, &w.slot_starts, &w.slots};
    for (size_t i = 0; i < CT_ARRAY_LEN(tabs); i++) {
        ct_buf_init(&tabs[i]->data, w.al);
        ct_buf_init(&tabs[i]->ends, w.al);
    }
    for (size_t i = 0; i < CT_ARRAY_LEN(bufs); i++)
        ct_buf_init(bufs[i], w.al);
    for (int k = 0; k < SEC_COUNT; k++)
        ct_buf_init(&w.sec[k], w.al);

    size_t start = out->len;
    ct_status s = write_module(&w, out);
    if (s && !out->oom)
        out->len = start; /* nothing of a failed write stays in out */

    for (size_t i = 0; i < CT_ARRAY_LEN(tabs); i++)
        tab_free(tabs[i]);
    for (size_t i = 0; i < CT_ARRAY_LEN(bufs); i++)
        ct_buf_free(bufs[i]);
    for (int k = 0; k < SEC_COUNT; k++)
        ct_buf_free(&w.sec[k]);
    ct_arena_free(&w.scratch);
    return s;
}
