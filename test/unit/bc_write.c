/* bc_write.c — the bytecode writer against byte sequences worked out from spec/bytecode.md:
 * the §15 empty module, the §14 module (its hex dump), the §12 negi module in cuTile Python's
 * layout, single records of §3/§5/§13, and the version-gating failures. IR is built with the
 * ir.c builders; nothing here comes from the writer itself. */
#include <stdarg.h>

#include "bytecode/bytecode.h"
#include "test.h"

/* ---------------------------------------------------------------- building IR */

static const ct_type *tile_of(ct_module *m, const ct_type *elem, uint32_t rank,
                              const int64_t *shape)
{
    return ct_type_tile(m, elem, rank, shape);
}

static const ct_type *scalar_tile(ct_module *m, ct_scalar s)
{
    return tile_of(m, ct_type_scalar(m, s), 0, NULL);
}

/* A kernel with the given parameter types; its parameters are values 0…n-1. */
static ct_func *kernel(ct_module *m, const char *name, uint32_t nin, const ct_type *const *ins)
{
    const ct_type *ft = ct_type_func(m, nin, ins, 0, NULL);
    ct_func *f = ct_func_add(m, ct_str_dup(m, name, strlen(name)), ft);
    ct_block *b = &f->body.blocks[0];
    b->nargs = nin;
    b->args = ct_arena_alloc(&m->arena, (nin ? nin : 1) * sizeof(ct_val));
    for (uint32_t i = 0; i < nin; i++)
        b->args[i] = ct_value_new(f, m, ins[i], NULL, b, i);
    return f;
}

/* Appends an op to block b: results of the given types, operands in group order; seg NULL
 * means "one operand per required group, the rest in the single variadic group". */
static ct_op *add_op(ct_module *m, ct_func *f, ct_block *b, ct_opcode opc, uint32_t nres,
                     const ct_type *const *rt, uint32_t nopnds, const ct_val *opnds,
                     const uint32_t *seg, uint32_t nregions)
{
    const ct_op_def *d = &ct_op_defs[opc];
    ct_op *op = ct_op_new(m, opc, nres, nopnds, nregions);
    for (uint32_t i = 0; i < nres; i++)
        op->res[i] = ct_value_new(f, m, rt[i], op, NULL, i);
    for (uint32_t i = 0; i < nopnds; i++)
        op->opnds[i] = opnds[i];
    uint32_t left = nopnds;
    for (uint32_t g = 0; g < d->nopnds; g++) {
        if (seg)
            op->seg[g] = seg[g];
        else if (d->opnds[g].kind == CT_OPND_REQ)
            op->seg[g] = 1, left--;
    }
    for (uint32_t g = 0; !seg && g < d->nopnds; g++)
        if (d->opnds[g].kind == CT_OPND_VAR)
            op->seg[g] = left;
    ct_block_append(m, b, op);
    return op;
}

static ct_block *entry_block(ct_func *f) { return &f->body.blocks[0]; }

static void set_attr(ct_op *op, const char *name, const ct_attr *a)
{
    int i = ct_op_attr_index(ct_def(op), name);
    CHECK(i >= 0);
    if (i >= 0)
        op->attrs[i] = a;
}

static const ct_attr *enum_attr(ct_module *m, ct_enum_kind k, uint64_t v)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_ENUM);
    a->enum_kind = (uint8_t)k;
    a->value = v;
    return a;
}

static const ct_attr *unit_attr(ct_module *m) { return ct_attr_new(m, CT_ATTR_UNIT); }

static const ct_attr *str_attr(ct_module *m, ct_attr_kind kind, const char *s)
{
    ct_attr *a = ct_attr_new(m, kind);
    a->str = ct_str_dup(m, s, strlen(s));
    return a;
}

static const ct_attr *int_attr(ct_module *m, ct_scalar s, uint64_t v)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_INT);
    a->type = s == CT_S_COUNT ? NULL : ct_type_scalar(m, s);
    a->value = v;
    return a;
}

static const ct_attr *float_attr(ct_module *m, ct_scalar s, uint64_t bits)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_FLOAT);
    a->type = ct_type_scalar(m, s);
    a->value = bits;
    return a;
}

static const ct_attr *dense_attr(ct_module *m, const ct_type *t, const void *data, size_t n)
{
    ct_attr *a = ct_attr_new(m, CT_ATTR_DENSE);
    a->type = t;
    a->data = ct_arena_dup(&m->arena, data, n);
    a->size = n;
    return a;
}

/* A dictionary-shaped attribute (DICT or OPT_HINTS) with n (key, value) pairs. */
static const ct_attr *dict_attr(ct_module *m, ct_attr_kind kind, uint32_t n, ...)
{
    ct_attr *a = ct_attr_new(m, kind);
    ct_str *keys = ct_arena_alloc(&m->arena, (n ? n : 1) * sizeof *keys);
    const ct_attr **items = ct_arena_alloc(&m->arena, (n ? n : 1) * sizeof *items);
    va_list ap;
    va_start(ap, n);
    for (uint32_t i = 0; i < n; i++) {
        const char *k = va_arg(ap, const char *);
        keys[i] = ct_str_dup(m, k, strlen(k));
        items[i] = va_arg(ap, const ct_attr *);
    }
    va_end(ap);
    a->n = n;
    a->keys = keys;
    a->items = items;
    return a;
}

static ct_val res0(const ct_op *op) { return op->res[0]; }

/* ---------------------------------------------------------------- checking bytes */

static void check_bytes_at(const char *what, int line, const uint8_t *got, size_t got_len,
                           const uint8_t *want, size_t want_len)
{
    ct_test_checks++;
    size_t n = got_len < want_len ? got_len : want_len;
    for (size_t i = 0; i < n; i++)
        if (got[i] != want[i]) {
            ct_test_failures++;
            fprintf(stderr, "%s:%d: %s: byte 0x%zx is %02x, expected %02x\n", __FILE__, line,
                    what, i, got[i], want[i]);
            return;
        }
    if (got_len != want_len) {
        ct_test_failures++;
        fprintf(stderr, "%s:%d: %s: %zu bytes, expected %zu\n", __FILE__, line, what, got_len,
                want_len);
    }
}
#define CHECK_BYTES(what, got, glen, want, wlen)                                               \
    check_bytes_at(what, __LINE__, got, glen, want, wlen)

/* Writes m at version; returns the status (the bytes stay in b, which the caller frees). */
static ct_status write_mod(const ct_module *m, int version, ct_buf *b, ct_diag *d)
{
    ct_buf_init(b, NULL);
    ct_diag_clear(d);
    return ct_bc_write(m, version, b, d);
}

/* Position of the first function's body in a written file (Func payload at offset 16 when
 * the header is followed by a one-byte-length Func section), for record-level checks. */
static const uint8_t *first_body(const ct_buf *b, size_t *len)
{
    const uint8_t *p = b->data + 16; /* 82 len 08 CB, then the payload */
    CHECK(b->data[12] == 0x82 && b->data[14] == 0x08);
    p += 2; /* count, name */
    while (*p & 0x80) /* signature type index */
        p++;
    p++;
    uint8_t flags = *p++;
    CHECK(!(flags & 0x04)); /* no hints: callers use kernels without hints */
    p++;    /* debug slot (< 128) */
    *len = *p++; /* body length (< 128) */
    return p;
}

/* ---------------------------------------------------------------- whole files */

static const uint8_t empty_13_3[85] = {
    0x7f, 0x54, 0x69, 0x6c, 0x65, 0x49, 0x52, 0x00, 0x0d, 0x03, 0x00, 0x00, 0x82, 0x01, 0x08, 0xcb,
    0x00, 0x84, 0x08, 0x08, 0xcb, 0xcb, 0xcb, 0xcb, 0x00, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb,
    0x83, 0x11, 0x08, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0x00, 0xcb, 0xcb, 0xcb, 0x00, 0xcb, 0xcb, 0xcb,
    0x01, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00, 0x00, 0x85, 0x0e, 0x04, 0x02, 0xcb, 0xcb, 0xcb,
    0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x03, 0x81, 0x04, 0x04, 0xcb, 0xcb, 0xcb,
    0x00, 0xcb, 0xcb, 0xcb, 0x00,
};

static void test_empty_module(void)
{
    ct_module *m = ct_module_new(NULL);
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
    CHECK_BYTES("empty module 13.3 (§15)", b.data, b.len, empty_13_3, sizeof empty_13_3);
    /* The same module at 13.1 differs in the minor version byte only. */
    ct_buf b1;
    CHECK_EQ_INT(write_mod(m, CT_V13_1, &b1, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(b1.len, sizeof empty_13_3);
    CHECK(b1.len == sizeof empty_13_3 && b1.data[9] == 1 &&
          memcmp(b1.data + 10, empty_13_3 + 10, sizeof empty_13_3 - 10) == 0);
    ct_buf_free(&b);
    ct_buf_free(&b1);
    ct_module_free(m);
}

/* §14: a 13.3 kernel with a global, a debug location, kernel hints, a non-splat constant and
 * an addf with flush_to_zero. The IR is built in the order the example's source would. */
static const uint8_t example_13_3[338] = {
    0x7f, 0x54, 0x69, 0x6c, 0x65, 0x49, 0x52, 0x00, 0x0d, 0x03, 0x00, 0x00, 0x82, 0x1b, 0x08, 0xcb,
    0x01, 0x02, 0x06, 0x06, 0x01, 0x0b, 0x01, 0x04, 0x0a, 0x01, 0x05, 0x01, 0x01, 0x02, 0x0c, 0x10,
    0x07, 0x01, 0x02, 0x07, 0x01, 0x00, 0x01, 0x01, 0x5c, 0x00, 0x00, 0x06, 0x07, 0x01, 0x03, 0x05,
    0x00, 0x10, 0x00, 0x00, 0x84, 0x2e, 0x08, 0xcb, 0x02, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x04, 0x07, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x80, 0x3f, 0x00, 0x00, 0x80, 0x3f, 0x00, 0x00,
    0x80, 0x3f, 0x00, 0x00, 0x80, 0x3f, 0x83, 0x55, 0x08, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb,
    0x01, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00, 0x04, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb,
    0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x04, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00,
    0x0c, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01, 0x01, 0x01, 0x05, 0x01, 0x03, 0x02, 0x02, 0x02, 0x03,
    0x04, 0x03, 0x00, 0x04, 0x05, 0x85, 0x46, 0x04, 0x08, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00,
    0x08, 0x00, 0x00, 0x00, 0x13, 0x00, 0x00, 0x00, 0x17, 0x00, 0x00, 0x00, 0x00, 0x03, 0x07, 0x0c,
    0x02, 0x0d, 0x03, 0x00, 0x0d, 0x01, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10,
    0x01, 0x04, 0x00, 0x0d, 0x02, 0x01, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x81, 0x3d,
    0x04, 0xcb, 0xcb, 0xcb, 0x06, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00,
    0x08, 0x00, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x00, 0x0d, 0x00, 0x00, 0x00, 0x13, 0x00, 0x00, 0x00,
    0x6b, 0x2e, 0x70, 0x79, 0x2f, 0x73, 0x72, 0x63, 0x6b, 0x65, 0x72, 0x6e, 0x67, 0x73, 0x6d, 0x5f,
    0x31, 0x30, 0x30, 0x6e, 0x75, 0x6d, 0x5f, 0x63, 0x74, 0x61, 0x5f, 0x69, 0x6e, 0x5f, 0x63, 0x67,
    0x61, 0x00,
};

static ct_module *build_example_14(void)
{
    ct_module *m = ct_module_new(NULL);
    const ct_type *f32 = ct_type_scalar(m, CT_S_F32);
    const ct_type *ptile = tile_of(m, ct_type_ptr(m, f32), 0, NULL);
    ct_func *f = kernel(m, "kern", 1, &ptile);

    ct_di file = {.tag = CT_DI_FILE, .name = ct_str_dup(m, "k.py", 4),
                  .directory = ct_str_dup(m, "/src", 4)};
    uint32_t di_file = ct_di_add(m, &file);
    ct_di cu = {.tag = CT_DI_COMPILE_UNIT, .file = di_file};
    uint32_t di_cu = ct_di_add(m, &cu);
    ct_di sp = {.tag = CT_DI_SUBPROGRAM, .file = di_file, .line = 3, .scope_line = 3,
                .name = ct_str_dup(m, "kern", 4), .linkage_name = ct_str_dup(m, "kern", 4),
                .compile_unit = di_cu};
    uint32_t di_sp = ct_di_add(m, &sp);
    ct_di loc = {.tag = CT_DI_LOC, .scope = di_sp, .name = ct_str_dup(m, "k.py", 4), .line = 4,
                 .column = 5};
    f->loc = ct_di_add(m, &loc);

    int64_t one = 1, four = 4;
    ct_global *g = ct_global_add(m);
    g->name = ct_str_dup(m, "g", 1);
    g->type = tile_of(m, ct_type_scalar(m, CT_S_I32), 1, &one);
    static const uint8_t seven[4] = {7, 0, 0, 0};
    g->value = dense_attr(m, g->type, seven, 4);
    g->alignment = 16;

    f->hints = dict_attr(m, CT_ATTR_OPT_HINTS, 1, "sm_100",
                         dict_attr(m, CT_ATTR_DICT, 1, "num_cta_in_cga", int_attr(m, CT_S_I32, 2)));

    const ct_type *t4 = tile_of(m, f32, 1, &four);
    static const uint8_t ones[16] = {0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f,
                                     0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f};
    ct_block *b = entry_block(f);
    ct_op *c = add_op(m, f, b, CT_OP_CONSTANT, 1, &t4, 0, NULL, NULL, 0);
    set_attr(c, "value", dense_attr(m, t4, ones, sizeof ones));
    ct_val lr[2] = {res0(c), res0(c)};
    ct_op *add = add_op(m, f, b, CT_OP_ADDF, 1, &t4, 2, lr, NULL, 0);
    set_attr(add, "rounding_mode", enum_attr(m, CT_ENUM_ROUNDING, CT_ROUNDING_NEAREST_EVEN));
    set_attr(add, "flush_to_zero", unit_attr(m));
    add_op(m, f, b, CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
    return m;
}

static void test_example_14(void)
{
    ct_module *m = build_example_14();
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
    CHECK_BYTES("§14 module", b.data, b.len, example_13_3, sizeof example_13_3);
    ct_buf_free(&b);
    /* 13.2 cannot store the global's visibility fields: the entry shrinks to 4 varints
     * (`01 03 05 00 10`); the Constant section header then needs 3 padding bytes instead of
     * 1, so from its payload (0x38) on the file is the same. */
    CHECK_EQ_INT(write_mod(m, CT_V13_2, &b, &d), CUTILE_SUCCESS);
    static const uint8_t head_13_2[] = {0x06, 0x05, 0x01, 0x03, 0x05, 0x00, 0x10,
                                        0x84, 0x2E, 0x08, 0xCB, 0xCB, 0xCB};
    CHECK_EQ_INT(b.len, sizeof example_13_3);
    CHECK_EQ_INT(b.data[9], 2);
    CHECK_BYTES("§14 at 13.2: Func", b.data + 10, 0x2B - 10, example_13_3 + 10, 0x2B - 10);
    CHECK_BYTES("§14 at 13.2: Global", b.data + 0x2B, sizeof head_13_2, head_13_2,
                sizeof head_13_2);
    CHECK_BYTES("§14 at 13.2: the rest", b.data + 0x38, b.len - 0x38, example_13_3 + 0x38,
                sizeof example_13_3 - 0x38);
    ct_buf_free(&b);
    ct_module_free(m);
}

/* §12 in cuTile Python's layout: `constant <i32: [1, 2]>`, two negi, return, for 13.1. */
static const uint8_t negi_13_1[194] = {
    0x7F, 0x54, 0x69, 0x6C, 0x65, 0x49, 0x52, 0x00, 0x0D, 0x01, 0x00, 0x00,
    /* Func: 1 function, name 0, signature type 2 (types 0/1 are i1/i32), kernel, slot 1 */
    0x82, 0x12, 0x08, 0xCB, 0x01, 0x00, 0x02, 0x02, 0x01, 0x0C,
    0x10, 0x03, 0x00,       /* constant → %0: tile<2xi32> (type 3), constant 0 */
    0x50, 0x03, 0x00,       /* negi %0: no overflow byte in 13.1 */
    0x50, 0x03, 0x00,       /* negi %0 */
    0x5C, 0x00, 0x00,       /* return */
    /* Constant: one 8-byte constant (1, 2) */
    0x84, 0x19, 0x08, 0xCB, 0xCB, 0xCB, 0x01, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB,
    0, 0, 0, 0, 0, 0, 0, 0, 0x08, 1, 0, 0, 0, 2, 0, 0, 0,
    /* Debug: one slot of 5 unknown locations, dummy attribute */
    0x83, 0x41, 0x08, 0xCB, 0xCB, 0xCB, 0xCB, 0x01, 0xCB, 0xCB, 0xCB, 0, 0, 0, 0, 0x05,
    0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0x01, 0xCB, 0xCB, 0xCB, 0, 0, 0, 0, 0x00,
    /* Type: i1, i32, () -> (), tile<2xi32> */
    0x85, 0x24, 0x04, 0x04, 0xCB, 0xCB, 0xCB, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0,
    0x00, 0x03, 0x10, 0x00, 0x00, 0x0D, 0x01, 0x01, 0x02, 0, 0, 0, 0, 0, 0, 0,
    /* String: "basic" */
    0x81, 0x0D, 0x04, 0xCB, 0x01, 0xCB, 0xCB, 0xCB, 0, 0, 0, 0, 'b', 'a', 's', 'i', 'c',
    0x00};

static ct_module *build_negi(void)
{
    ct_module *m = ct_module_new(NULL);
    ct_func *f = kernel(m, "basic", 0, NULL);
    int64_t two = 2;
    const ct_type *t = tile_of(m, ct_type_scalar(m, CT_S_I32), 1, &two);
    static const uint8_t data[8] = {1, 0, 0, 0, 2, 0, 0, 0};
    ct_block *b = entry_block(f);
    ct_op *c = add_op(m, f, b, CT_OP_CONSTANT, 1, &t, 0, NULL, NULL, 0);
    set_attr(c, "value", dense_attr(m, t, data, sizeof data));
    ct_val in = res0(c);
    add_op(m, f, b, CT_OP_NEGI, 1, &t, 1, &in, NULL, 0); /* overflow absent: the default */
    ct_op *n2 = add_op(m, f, b, CT_OP_NEGI, 1, &t, 1, &in, NULL, 0);
    set_attr(n2, "overflow", enum_attr(m, CT_ENUM_OVERFLOW, CT_OVERFLOW_NONE));
    add_op(m, f, b, CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
    return m;
}

static void test_negi(void)
{
    ct_module *m = build_negi();
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(write_mod(m, CT_V13_1, &b, &d), CUTILE_SUCCESS);
    CHECK_BYTES("negi module 13.1", b.data, b.len, negi_13_1, sizeof negi_13_1);
    ct_buf_free(&b);

    /* 13.2 writes the overflow byte (0 = none) after the result type. */
    CHECK_EQ_INT(write_mod(m, CT_V13_2, &b, &d), CUTILE_SUCCESS);
    static const uint8_t body_13_2[] = {0x10, 0x03, 0x00, 0x50, 0x03, 0x00, 0x00,
                                        0x50, 0x03, 0x00, 0x00, 0x5C, 0x00, 0x00};
    size_t n;
    const uint8_t *body = first_body(&b, &n);
    CHECK_BYTES("negi body 13.2", body, n, body_13_2, sizeof body_13_2);
    ct_buf_free(&b);

    /* overflow = no_signed_wrap: 13.2 writes 01, 13.1 cannot say it. */
    ct_op *neg = m->funcs[0]->body.blocks[0].ops[2];
    neg->attrs[0] = enum_attr(m, CT_ENUM_OVERFLOW, CT_OVERFLOW_NSW);
    CHECK_EQ_INT(write_mod(m, CT_V13_2, &b, &d), CUTILE_SUCCESS);
    body = first_body(&b, &n);
    CHECK(n == sizeof body_13_2 && body[9] == 0x01 && body[5] == 0x00);
    ct_buf_free(&b);
    CHECK_EQ_INT(write_mod(m, CT_V13_1, &b, &d), CUTILE_ERROR_CANNOT_ENCODE);
    CHECK_CONTAINS(d.msg, "negi: attribute 'overflow' requires bytecode version 13.2+, but "
                          "targeting 13.1");
    CHECK_EQ_INT(b.len, 0); /* nothing of a failed write is left */
    ct_buf_free(&b);
    ct_module_free(m);
}

/* ---------------------------------------------------------------- reading back pieces */

static uint64_t get_uvar(const uint8_t **p)
{
    uint64_t v = 0;
    for (int s = 0;; s += 7) {
        uint8_t c = *(*p)++;
        v |= (uint64_t)(c & 0x7f) << s;
        if (!(c & 0x80))
            return v;
    }
}

/* Payload of section `id` of a written file (framing per §2.2), or NULL. */
static const uint8_t *section(const ct_buf *b, int id, size_t *len)
{
    const uint8_t *p = b->data + 12, *end = b->data + b->len;
    while (p < end && *p) {
        uint8_t idb = *p++;
        size_t n = (size_t)get_uvar(&p);
        if (idb & 0x80) {
            uint64_t align = get_uvar(&p);
            while ((size_t)(p - b->data) % align)
                p++;
        }
        if ((idb & 0x7f) == id) {
            *len = n;
            return p;
        }
        p += n;
    }
    return NULL;
}

/* Entry i of a table payload with index_size-byte offsets (§3). */
static const uint8_t *table_entry(const uint8_t *payload, size_t plen, int index_size, uint32_t i,
                                  size_t *len)
{
    const uint8_t *p = payload;
    uint32_t n = (uint32_t)get_uvar(&p);
    while ((size_t)(p - payload) % index_size)
        p++;
    const uint8_t *offs = p, *data = p + (size_t)n * index_size;
    uint64_t start = 0, next = 0;
    for (int k = index_size - 1; k >= 0; k--) {
        start = start << 8 | offs[(size_t)i * index_size + k];
        if (i + 1 < n)
            next = next << 8 | offs[(size_t)(i + 1) * index_size + k];
    }
    if (i + 1 == n)
        next = (uint64_t)(payload + plen - data);
    *len = (size_t)(next - start);
    return data + start;
}

static uint32_t table_count(const uint8_t *payload)
{
    const uint8_t *p = payload;
    return (uint32_t)get_uvar(&p);
}

#define CHECK_TYPE_ENTRY(b, i, ...)                                                            \
    do {                                                                                       \
        static const uint8_t want_[] = {__VA_ARGS__};                                          \
        size_t sl_, el_;                                                                       \
        const uint8_t *sec_ = section(b, 5, &sl_);                                             \
        CHECK(sec_ != NULL);                                                                   \
        if (sec_) {                                                                            \
            const uint8_t *e_ = table_entry(sec_, sl_, 4, i, &el_);                            \
            CHECK_BYTES("type " #i, e_, el_, want_, sizeof want_);                             \
        }                                                                                      \
    } while (0)

/* ---------------------------------------------------------------- types */

static void test_view_types(void)
{
    int64_t shape[2] = {CT_DYN, 64}, strides[2] = {64, 1};
    int32_t tile_shape[2] = {16, 32}, dim_map[2] = {0, 1};
    for (int padded = 0; padded < 2; padded++) {
        ct_module *m = ct_module_new(NULL);
        ct_type tv = {.kind = CT_TY_TENSOR_VIEW, .elem = ct_type_scalar(m, CT_S_F32), .rank = 2,
                      .shape = shape, .nstrides = 2, .strides = strides};
        const ct_type *tvt = ct_type_intern(m, &tv);
        ct_type pv = {.kind = CT_TY_PARTITION_VIEW, .elem = tvt, .ntile = 2,
                      .tile_shape = tile_shape, .ndim_map = 2, .dim_map = dim_map,
                      .has_padding = (uint8_t)padded, .padding = CT_PADDING_ZERO};
        const ct_type *params[2] = {tvt, ct_type_intern(m, &pv)};
        ct_func *f = kernel(m, "k", 2, params);
        add_op(m, f, entry_block(f), CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
        ct_buf b;
        ct_diag d;
        /* f32 is type 2, the tensor view 3, the partition view 4 (§3.2.4, §3.2.5 examples) */
        CHECK_EQ_INT(write_mod(m, CT_V13_1, &b, &d), CUTILE_SUCCESS);
        CHECK_TYPE_ENTRY(&b, 3, 0x0E, 0x02, 0x02, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x40, 0, 0, 0, 0,
                         0, 0, 0, 0x02, 0x40, 0, 0, 0, 0, 0, 0, 0, 0x01, 0, 0, 0, 0, 0, 0, 0);
        if (padded)
            CHECK_TYPE_ENTRY(&b, 4, 0x0F, 0x02, 0x10, 0, 0, 0, 0x20, 0, 0, 0, 0x03, 0x02, 0, 0,
                             0, 0, 0x01, 0, 0, 0, 0x01, 0x00);
        else
            CHECK_TYPE_ENTRY(&b, 4, 0x0F, 0x02, 0x10, 0, 0, 0, 0x20, 0, 0, 0, 0x03, 0x02, 0, 0,
                             0, 0, 0x01, 0, 0, 0, 0x00);
        ct_buf_free(&b);
        CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
        if (padded)
            CHECK_TYPE_ENTRY(&b, 4, 0x0F, 0x01, 0x02, 0x10, 0, 0, 0, 0x20, 0, 0, 0, 0x03, 0x02,
                             0, 0, 0, 0, 0x01, 0, 0, 0, 0x00);
        else
            CHECK_TYPE_ENTRY(&b, 4, 0x0F, 0x00, 0x02, 0x10, 0, 0, 0, 0x20, 0, 0, 0, 0x03, 0x02,
                             0, 0, 0, 0, 0x01, 0, 0, 0);
        ct_buf_free(&b);
        /* 13.4: the tensor view gains its leading optional-parameter bitfield (0) */
        CHECK_EQ_INT(write_mod(m, CT_V13_4, &b, &d), CUTILE_SUCCESS);
        CHECK_TYPE_ENTRY(&b, 3, 0x0E, 0x00, 0x02, 0x02, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x40, 0, 0,
                         0, 0, 0, 0, 0, 0x02, 0x40, 0, 0, 0, 0, 0, 0, 0, 0x01, 0, 0, 0, 0, 0, 0,
                         0);
        ct_buf_free(&b);
        ct_module_free(m);
    }
}

static void test_new_types(void)
{
    ct_module *m = ct_module_new(NULL);
    int64_t shape[2] = {CT_DYN, 16}, strides[2] = {16, 1};
    int32_t tile_shape[2] = {8, 16};
    ct_type tv = {.kind = CT_TY_TENSOR_VIEW, .elem = ct_type_scalar(m, CT_S_F32), .rank = 2,
                  .shape = shape, .nstrides = 2, .strides = strides};
    const ct_type *tvt = ct_type_intern(m, &tv);
    ct_type gs = {.kind = CT_TY_GATHER_SCATTER_VIEW, .elem = tvt, .ntile = 2,
                  .tile_shape = tile_shape, .sparse_dim = 0, .has_padding = 1,
                  .padding = CT_PADDING_NAN};
    const ct_type *params[2] = {tvt, ct_type_intern(m, &gs)};
    ct_func *f = kernel(m, "k", 2, params);
    add_op(m, f, entry_block(f), CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
    CHECK_TYPE_ENTRY(&b, 4, 0x14, 0x01, 0x02, 0x08, 0, 0, 0, 0x10, 0, 0, 0, 0x03, 0x00, 0x02);
    ct_buf_free(&b);
    CHECK_EQ_INT(write_mod(m, CT_V13_2, &b, &d), CUTILE_ERROR_CANNOT_ENCODE);
    CHECK_CONTAINS(d.msg, "type 'gather_scatter_view' requires bytecode version 13.3+, but "
                          "targeting 13.2");
    ct_buf_free(&b);
    ct_module_free(m);

    /* an element type newer than the target, used only in the signature */
    m = ct_module_new(NULL);
    const ct_type *fp4 = scalar_tile(m, CT_S_F4E2M1FN);
    f = kernel(m, "k", 1, &fp4);
    add_op(m, f, entry_block(f), CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
    CHECK_EQ_INT(write_mod(m, CT_V13_2, &b, &d), CUTILE_ERROR_CANNOT_ENCODE);
    CHECK_CONTAINS(d.msg, "type 'f4E2M1FN' requires bytecode version 13.3+, but targeting 13.2");
    ct_buf_free(&b);
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
    CHECK_TYPE_ENTRY(&b, 2, 0x13);
    CHECK_TYPE_ENTRY(&b, 3, 0x0D, 0x02, 0x00);
    ct_buf_free(&b);
    ct_module_free(m);

    /* f8E5M3FNU: tag 130 is two varint bytes; 13.4 only */
    m = ct_module_new(NULL);
    const ct_type *f8 = scalar_tile(m, CT_S_F8E5M3FNU);
    f = kernel(m, "k", 1, &f8);
    add_op(m, f, entry_block(f), CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
    CHECK_EQ_INT(write_mod(m, CT_V13_4, &b, &d), CUTILE_SUCCESS);
    CHECK_TYPE_ENTRY(&b, 2, 0x82, 0x01);
    ct_buf_free(&b);
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_ERROR_CANNOT_ENCODE);
    CHECK_CONTAINS(d.msg, "type 'f8E5M3FNU' requires bytecode version 13.4+");
    ct_buf_free(&b);
    ct_module_free(m);
}

/* 13.4 pointers: optional-parameter bitfield, then pointee, then the pointer attribute. */
static void test_ptr_attr(void)
{
    ct_module *m = ct_module_new(NULL);
    ct_type pt = {.kind = CT_TY_PTR, .elem = ct_type_scalar(m, CT_S_F32), .has_ptr_attr = 1,
                  .ptr_attr = 0};
    const ct_type *p = tile_of(m, ct_type_intern(m, &pt), 0, NULL);
    ct_func *f = kernel(m, "k", 1, &p);
    add_op(m, f, entry_block(f), CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(write_mod(m, CT_V13_4, &b, &d), CUTILE_SUCCESS);
    CHECK_TYPE_ENTRY(&b, 3, 0x0C, 0x01, 0x02, 0x00);
    ct_buf_free(&b);
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_ERROR_CANNOT_ENCODE);
    CHECK_CONTAINS(d.msg, "ptr: parameter 'ptrAttr' requires bytecode version 13.4+, but "
                          "targeting 13.3");
    ct_buf_free(&b);
    ct_module_free(m);
}

/* ---------------------------------------------------------------- records */

/* A kernel with one parameter of type t; returns the module, *f the function. */
static ct_module *one_param(const ct_type *(*make)(ct_module *), ct_func **f)
{
    ct_module *m = ct_module_new(NULL);
    const ct_type *t = make(m);
    *f = kernel(m, "k", 1, &t);
    return m;
}

static const ct_type *make_i32_tile(ct_module *m) { return scalar_tile(m, CT_S_I32); }
static const ct_type *make_f32_tile(ct_module *m) { return scalar_tile(m, CT_S_F32); }

static void finish(ct_module *m, ct_func *f)
{
    add_op(m, f, entry_block(f), CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
}

/* Writes and checks the first function's body. Types of one_param modules: 0 i1, 1 i32, then
 * for an f32 parameter 2 f32, 3 tile<f32>, 4 the signature; for an i32 parameter 2 tile<i32>,
 * 3 the signature; then the body's types in first-use order. */
#define CHECK_BODY(m, ver, ...)                                                                \
    do {                                                                                       \
        static const uint8_t want_[] = {__VA_ARGS__};                                          \
        ct_buf b_;                                                                             \
        ct_diag d_;                                                                            \
        size_t n_ = 0;                                                                         \
        CHECK_EQ_INT(write_mod(m, ver, &b_, &d_), CUTILE_SUCCESS);                             \
        if (b_.len) {                                                                          \
            const uint8_t *body_ = first_body(&b_, &n_);                                       \
            CHECK_BYTES("body", body_, n_, want_, sizeof want_);                               \
        } else                                                                                 \
            fprintf(stderr, "  (%s)\n", d_.msg);                                               \
        ct_buf_free(&b_);                                                                      \
    } while (0)

#define CHECK_FAILS(m, ver, status, text)                                                      \
    do {                                                                                       \
        ct_buf b_;                                                                             \
        ct_diag d_;                                                                            \
        CHECK_EQ_INT(write_mod(m, ver, &b_, &d_), status);                                     \
        CHECK_CONTAINS(d_.msg, text);                                                          \
        CHECK_EQ_INT(b_.len, 0);                                                               \
        ct_buf_free(&b_);                                                                      \
    } while (0)

static void test_op_versions(void)
{
    ct_func *f;
    ct_module *m = one_param(make_f32_tile, &f);
    const ct_type *t = scalar_tile(m, CT_S_F32);
    ct_val xy[2] = {0, 0};
    add_op(m, f, entry_block(f), CT_OP_ATAN2, 1, &t, 2, xy, NULL, 0);
    finish(m, f);
    CHECK_FAILS(m, CT_V13_1, CUTILE_ERROR_CANNOT_ENCODE,
                "function 'k': op 'atan2' requires bytecode version 13.2+, but targeting 13.1");
    CHECK_BODY(m, CT_V13_2, 0x6E, 0x03, 0x00, 0x00, 0x5C, 0x00, 0x00);
    ct_module_free(m);

    /* exp: rounding_mode exists from 13.3; before, only its default (full) can be written */
    m = one_param(make_f32_tile, &f);
    t = scalar_tile(m, CT_S_F32);
    ct_val x = 0;
    ct_op *e = add_op(m, f, entry_block(f), CT_OP_EXP, 1, &t, 1, &x, NULL, 0);
    set_attr(e, "rounding_mode", enum_attr(m, CT_ENUM_ROUNDING, CT_ROUNDING_FULL));
    finish(m, f);
    CHECK_BODY(m, CT_V13_2, 0x17, 0x03, 0x00, 0x5C, 0x00, 0x00);
    CHECK_BODY(m, CT_V13_3, 0x17, 0x03, 0x05, 0x00, 0x5C, 0x00, 0x00);
    set_attr(e, "rounding_mode", enum_attr(m, CT_ENUM_ROUNDING, CT_ROUNDING_APPROX));
    CHECK_FAILS(m, CT_V13_2, CUTILE_ERROR_CANNOT_ENCODE,
                "exp: attribute 'rounding_mode' requires bytecode version 13.3+, but "
                "targeting 13.2");
    CHECK_BODY(m, CT_V13_3, 0x17, 0x03, 0x04, 0x00, 0x5C, 0x00, 0x00);
    /* an enum value newer than the target */
    set_attr(e, "rounding_mode", enum_attr(m, CT_ENUM_ROUNDING, CT_ROUNDING_NEAREST_AWAY));
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_CANNOT_ENCODE,
                "exp: value 'nearest_away' of attribute 'rounding_mode' requires bytecode version "
                "13.4+, but targeting 13.3");
    CHECK_BODY(m, CT_V13_4, 0x17, 0x03, 0x07, 0x00, 0x5C, 0x00, 0x00);
    ct_module_free(m);

    /* mmaf: fast_acc and the flags field itself exist from 13.3 */
    m = one_param(make_f32_tile, &f);
    t = scalar_tile(m, CT_S_F32);
    ct_val abc[3] = {0, 0, 0};
    ct_op *mma = add_op(m, f, entry_block(f), CT_OP_MMAF, 1, &t, 3, abc, NULL, 0);
    finish(m, f);
    CHECK_BODY(m, CT_V13_2, 0x49, 0x03, 0x00, 0x00, 0x00, 0x5C, 0x00, 0x00);
    CHECK_BODY(m, CT_V13_3, 0x49, 0x03, 0x00, 0x00, 0x00, 0x00, 0x5C, 0x00, 0x00);
    set_attr(mma, "fast_acc", unit_attr(m));
    CHECK_BODY(m, CT_V13_3, 0x49, 0x03, 0x01, 0x00, 0x00, 0x00, 0x5C, 0x00, 0x00);
    CHECK_FAILS(m, CT_V13_2, CUTILE_ERROR_CANNOT_ENCODE,
                "mmaf: attribute 'fast_acc' requires bytecode version 13.3+, but targeting 13.2");
    ct_module_free(m);

    /* ftoi: saturating (and its flags field) only in 13.4 */
    m = one_param(make_f32_tile, &f);
    const ct_type *ti = scalar_tile(m, CT_S_I32); /* type 5, after the signature */
    ct_op *cv = add_op(m, f, entry_block(f), CT_OP_FTOI, 1, &ti, 1, &x, NULL, 0);
    set_attr(cv, "signedness", enum_attr(m, CT_ENUM_SIGNEDNESS, CT_SIGNEDNESS_SIGNED));
    set_attr(cv, "rounding_mode", enum_attr(m, CT_ENUM_ROUNDING, CT_ROUNDING_NEAREST_INT_TO_ZERO));
    finish(m, f);
    CHECK_BODY(m, CT_V13_3, 0x2B, 0x05, 0x01, 0x06, 0x00, 0x5C, 0x00, 0x00);
    CHECK_BODY(m, CT_V13_4, 0x2B, 0x05, 0x00, 0x01, 0x06, 0x00, 0x5C, 0x00, 0x00);
    set_attr(cv, "saturating", unit_attr(m));
    CHECK_BODY(m, CT_V13_4, 0x2B, 0x05, 0x01, 0x01, 0x06, 0x00, 0x5C, 0x00, 0x00);
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_CANNOT_ENCODE, "ftoi: attribute 'saturating' requires "
                                                         "bytecode version 13.4+");
    ct_module_free(m);
}

/* print_tko: 13.1 `print` has no result, no flags, no token operand (§7.3); the token result
 * takes no value number there. */
static void test_print(void)
{
    ct_func *f;
    ct_module *m = one_param(make_i32_tile, &f);
    const ct_type *tok = ct_type_token(m), *t = scalar_tile(m, CT_S_I32);
    ct_block *b = entry_block(f);
    ct_val x = 0;
    uint32_t seg[2] = {1, 0};
    ct_op *pr = add_op(m, f, b, CT_OP_PRINT_TKO, 1, &tok, 1, &x, seg, 0);
    set_attr(pr, "str", str_attr(m, CT_ATTR_STRING, "v=%d"));
    ct_op *a1 = add_op(m, f, b, CT_OP_ABSI, 1, &t, 1, &x, NULL, 0);
    ct_val y = res0(a1);
    add_op(m, f, b, CT_OP_ABSI, 1, &t, 1, &y, NULL, 0);
    finish(m, f);
    /* types: 2 tile<i32> (i32 is type 1), 3 the signature, 4 token; strings: 0 "k", 1 "v=%d" */
    CHECK_BODY(m, CT_V13_1, 0x55, 0x00, 0x01, 0x01, 0x00, 0x01, 0x02, 0x00, 0x01, 0x02, 0x01,
               0x5C, 0x00, 0x00);
    CHECK_BODY(m, CT_V13_2, 0x55, 0x01, 0x04, 0x00, 0x01, 0x01, 0x00, 0x01, 0x02, 0x00, 0x01,
               0x02, 0x02, 0x5C, 0x00, 0x00);
    ct_module_free(m);

    m = one_param(make_i32_tile, &f);
    tok = ct_type_token(m);
    b = entry_block(f);
    pr = add_op(m, f, b, CT_OP_PRINT_TKO, 1, &tok, 0, NULL, NULL, 0);
    set_attr(pr, "str", str_attr(m, CT_ATTR_STRING, "a"));
    ct_op *pr2 = add_op(m, f, b, CT_OP_PRINT_TKO, 1, &tok, 1, &pr->res[0], (uint32_t[]){0, 1}, 0);
    set_attr(pr2, "str", str_attr(m, CT_ATTR_STRING, "b"));
    finish(m, f);
    CHECK_FAILS(m, CT_V13_1, CUTILE_ERROR_CANNOT_ENCODE,
                "print_tko: result 'result_token' (which is used) requires bytecode version 13.2+, "
                "but targeting 13.1");
    /* 13.2: count 1, token type, flags 1 (token), "b", no args, token %1 */
    CHECK_BODY(m, CT_V13_2, 0x55, 0x01, 0x04, 0x00, 0x01, 0x00, 0x55, 0x01, 0x04, 0x01, 0x02,
               0x00, 0x01, 0x5C, 0x00, 0x00);
    /* without the use, only the operand is in the way */
    pr2->opnds[0] = CT_NO_VAL;
    pr2->nopnds = 0;
    pr2->seg[1] = 0;
    CHECK_BODY(m, CT_V13_1, 0x55, 0x00, 0x01, 0x00, 0x55, 0x00, 0x02, 0x00, 0x5C, 0x00, 0x00);
    ct_module_free(m);

    /* a token operand (here from make_token) cannot be written to 13.1 */
    m = one_param(make_i32_tile, &f);
    tok = ct_type_token(m);
    b = entry_block(f);
    ct_op *mt = add_op(m, f, b, CT_OP_MAKE_TOKEN, 1, &tok, 0, NULL, NULL, 0);
    pr = add_op(m, f, b, CT_OP_PRINT_TKO, 1, &tok, 1, &mt->res[0], (uint32_t[]){0, 1}, 0);
    set_attr(pr, "str", str_attr(m, CT_ATTR_STRING, "c"));
    finish(m, f);
    CHECK_FAILS(m, CT_V13_1, CUTILE_ERROR_CANNOT_ENCODE,
                "print_tko: operand 'token' requires bytecode version 13.2+, but targeting 13.1");
    ct_module_free(m);
}

static const ct_type *make_f64x4(ct_module *m)
{
    static const int64_t four = 4;
    return tile_of(m, ct_type_scalar(m, CT_S_F64), 1, &four);
}

/* reduce over a tile<4xf64> with identity -2.0: nested region numbering (§4.1) and the f64
 * Float attribute in NVIDIA's C++ form (§1.6). Returns the module; *ops the reduce, maxf,
 * yield, absf and return ops. */
static ct_module *build_reduce(ct_op **ops)
{
    ct_func *f;
    ct_module *m = one_param(make_f64x4, &f);
    const ct_type *t = scalar_tile(m, CT_S_F64);
    ct_val x = 0;
    ct_op *red = add_op(m, f, entry_block(f), CT_OP_REDUCE, 1, &t, 1, &x, NULL, 1);
    set_attr(red, "dim", int_attr(m, CT_S_COUNT, 0));
    ct_attr *ids = ct_attr_new(m, CT_ATTR_ARRAY);
    const ct_attr **items = ct_arena_alloc(&m->arena, sizeof *items);
    items[0] = float_attr(m, CT_S_F64, 0xC000000000000000ull); /* -2.0 */
    ids->n = 1;
    ids->items = items;
    set_attr(red, "identities", ids);
    ct_region *r = &red->regions[0];
    r->nblocks = 1;
    r->blocks = ct_arena_alloc(&m->arena, sizeof *r->blocks);
    ct_block *body = &r->blocks[0];
    body->nargs = 2;
    body->args = ct_arena_alloc(&m->arena, 2 * sizeof(ct_val));
    for (uint32_t i = 0; i < 2; i++)
        body->args[i] = ct_value_new(f, m, t, NULL, body, i);
    ct_op *mx = add_op(m, f, body, CT_OP_MAXF, 1, &t, 2, body->args, NULL, 0);
    ct_op *y = add_op(m, f, body, CT_OP_YIELD, 0, NULL, 1, &mx->res[0], NULL, 0);
    ct_op *ab = add_op(m, f, entry_block(f), CT_OP_ABSF, 1, &t, 1, &red->res[0], NULL, 0);
    ct_op *ret = add_op(m, f, entry_block(f), CT_OP_RETURN, 0, NULL, 0, NULL, NULL, 0);
    ct_op *all[5] = {red, mx, y, ab, ret};
    memcpy(ops, all, sizeof all);
    return m;
}

static void test_reduce_regions(void)
{
    ct_op *ops[5];
    ct_module *m = build_reduce(ops);
    /* types: 2 f64, 3 tile<4xf64>, 4 signature, 5 tile<f64>. %0 is the parameter; the block
     * arguments are %1 %2, maxf %3; after the region the reduce result is %1 again. */
    CHECK_BODY(m, CT_V13_3,
               0x58, 0x01, 0x05,                         /* reduce: 1 result, tile<f64> */
               0x00,                                     /* dim 0 */
               0x01, 0x02, 0x02, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F,
               0x01, 0x00,                               /* operands: 1, %0 */
               0x01, 0x01, 0x02, 0x05, 0x05, 0x02,       /* 1 region, 1 block, 2 args, 2 ops */
               0x45, 0x05, 0x00, 0x01, 0x02,             /* maxf %1 %2 → %3 */
               0x6D, 0x00, 0x01, 0x03,                   /* yield %3 */
               0x00, 0x05, 0x01,                         /* absf %1 (the reduce result) */
               0x5C, 0x00, 0x00);
    /* +2.0 is 10 bytes (zig-zag of a positive 64-bit pattern), the same in both writers */
    ((ct_attr *)ops[0]->attrs[1]->items[0])->value = 0x4000000000000000ull;
    CHECK_BODY(m, CT_V13_3, 0x58, 0x01, 0x05, 0x00, 0x01, 0x02, 0x02, 0x80, 0x80, 0x80, 0x80,
               0x80, 0x80, 0x80, 0x80, 0x80, 0x01, 0x01, 0x00, 0x01, 0x01, 0x02, 0x05, 0x05,
               0x02, 0x45, 0x05, 0x00, 0x01, 0x02, 0x6D, 0x00, 0x01, 0x03, 0x00, 0x05, 0x01,
               0x5C, 0x00, 0x00);

    /* a value of the region used after it is out of scope */
    ops[3]->opnds[0] = ops[1]->res[0];
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT,
                "function 'k': absf: operand %4 is not defined before its use or not in scope");
    ct_module_free(m);
}

static void test_if_regions(void)
{
    ct_func *f;
    ct_module *m = one_param(make_i32_tile, &f);
    ct_val c = 0;
    ct_op *op = add_op(m, f, entry_block(f), CT_OP_IF, 0, NULL, 1, &c, NULL, 2);
    op->regions[0].nblocks = 1;
    op->regions[0].blocks = ct_arena_alloc(&m->arena, sizeof(ct_block));
    add_op(m, f, &op->regions[0].blocks[0], CT_OP_YIELD, 0, NULL, 0, NULL, NULL, 0);
    finish(m, f); /* the else region has no block: written as 00 (§4.7) */
    CHECK_BODY(m, CT_V13_1, 0x32, 0x00, 0x00, 0x02, 0x01, 0x00, 0x01, 0x6D, 0x00, 0x00, 0x00,
               0x5C, 0x00, 0x00);
    ct_module_free(m);
}

/* Debug slots: the function's location, then every op's in pre-order; attributes in
 * first-use order, components first, deduplicated by content. */
static void test_debug_slots(void)
{
    ct_op *ops[5];
    ct_module *m = build_reduce(ops);
    ct_di file = {.tag = CT_DI_FILE, .name = ct_str_dup(m, "a.py", 4),
                  .directory = ct_str_dup(m, "/d", 2)};
    uint32_t fi = ct_di_add(m, &file);
    ct_di cu = {.tag = CT_DI_COMPILE_UNIT, .file = fi};
    uint32_t cui = ct_di_add(m, &cu);
    ct_di sp = {.tag = CT_DI_SUBPROGRAM, .file = fi, .line = 1, .name = ct_str_dup(m, "k", 1),
                .linkage_name = ct_str_dup(m, "k", 1), .compile_unit = cui, .scope_line = 1};
    uint32_t spi = ct_di_add(m, &sp);
    uint32_t loc[5];
    for (uint32_t i = 0; i < 5; i++) {
        /* loc[4] repeats loc[1]'s content in a separate entry */
        ct_di l = {.tag = CT_DI_LOC, .scope = spi, .name = ct_str_dup(m, "a.py", 4),
                   .line = i == 4 ? 2 : i + 1, .column = 1};
        loc[i] = ct_di_add(m, &l);
    }
    m->funcs[0]->loc = loc[0];
    ops[0]->loc = loc[1];  /* reduce */
    ops[1]->loc = loc[2];  /* maxf, inside the region */
    ops[2]->loc = loc[3];  /* yield */
    ops[3]->loc = loc[4];  /* absf: same content as the reduce's */
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
    size_t len;
    const uint8_t *p = section(&b, 3, &len), *start = p;
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(get_uvar(&p), 1); /* one slot */
        p += 3;
        CHECK_EQ_INT(p[0] | p[1] << 8 | p[2] << 16 | p[3] << 24, 0);
        p += 4;
        CHECK_EQ_INT(get_uvar(&p), 6); /* function + 5 ops */
        while ((p - start) % 8)
            p++;
        /* di#: 1 file, 2 compile unit, 3 subprogram, 4… locations */
        static const uint8_t want[6] = {4, 5, 6, 7, 5, 0};
        for (int i = 0; i < 6; i++)
            CHECK_EQ_INT(p[8 * i], want[i]);
        p += 48;
        size_t tlen = len - (size_t)(p - start), el;
        CHECK_EQ_INT(table_count(p), 7);
        const uint8_t *e = table_entry(p, tlen, 4, 0, &el);
        CHECK_BYTES("DIFile", e, el, ((const uint8_t[]){0x02, 0x00, 0x01}), 3);
        e = table_entry(p, tlen, 4, 2, &el);
        CHECK_BYTES("DISubprogram", e, el,
                    ((const uint8_t[]){0x05, 0x01, 0x01, 0x02, 0x02, 0x02, 0x01}), 7);
        e = table_entry(p, tlen, 4, 4, &el);
        CHECK_BYTES("DILoc", e, el, ((const uint8_t[]){0x04, 0x03, 0x00, 0x02, 0x01}), 5);
    }
    ct_buf_free(&b);

    /* a reference cycle between debug attributes */
    ct_di lb = {.tag = CT_DI_LEXICAL_BLOCK, .scope = m->ndi + 1, .file = fi};
    uint32_t a = ct_di_add(m, &lb);
    lb.scope = a;
    ct_di_add(m, &lb);
    ops[4]->loc = a;
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT, "cycle");
    ops[4]->loc = m->ndi + 7;
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT, "out of range");
    ct_module_free(m);
}

/* Optimization hints: untagged dictionary inline, keys in the IR's order (cuTile Python's
 * insertion order, not sorted), Bool values as tag 3; 13.4 adds `inbounds`. */
static void test_load_view_hints(void)
{
    ct_func *f;
    ct_module *m = one_param(make_i32_tile, &f);
    const ct_type *rt[2] = {scalar_tile(m, CT_S_I32), ct_type_token(m)};
    ct_val v[2] = {0, 0};
    ct_op *ld = add_op(m, f, entry_block(f), CT_OP_LOAD_VIEW_TKO, 2, rt, 2, v,
                       (uint32_t[]){1, 1, 0}, 0);
    ct_attr *no = ct_attr_new(m, CT_ATTR_BOOL);
    set_attr(ld, "memory_ordering_semantics",
             enum_attr(m, CT_ENUM_MEM_ORDERING, CT_MEM_ORDERING_WEAK));
    set_attr(ld, "optimization_hints",
             dict_attr(m, CT_ATTR_OPT_HINTS, 1, "default",
                       dict_attr(m, CT_ATTR_DICT, 2, "latency", int_attr(m, CT_S_I32, 3),
                                 "allow_tma", no)));
    finish(m, f);
    /* types: 2 tile<i32>, 3 signature, 4 token; strings: 1 default, 2 latency, 3 allow_tma */
    CHECK_BODY(m, CT_V13_3, 0x3E, 0x02, 0x02, 0x04, 0x02, 0x00, 0x01, 0x01, 0x0A, 0x02, 0x02,
               0x01, 0x01, 0x03, 0x03, 0x03, 0x00, 0x00, 0x01, 0x00, 0x5C, 0x00, 0x00);
    /* 13.4: inbounds, one false per index operand, after the hints */
    CHECK_BODY(m, CT_V13_4, 0x3E, 0x02, 0x02, 0x04, 0x02, 0x00, 0x01, 0x01, 0x0A, 0x02, 0x02,
               0x01, 0x01, 0x03, 0x03, 0x03, 0x00, 0x01, 0x00, 0x00, 0x01, 0x00, 0x5C, 0x00,
               0x00);
    ct_attr *inb = ct_attr_new(m, CT_ATTR_BOOL_ARRAY);
    uint8_t *bits = ct_arena_alloc(&m->arena, 1);
    inb->n = 1;
    inb->bools = bits;
    set_attr(ld, "inbounds", inb);
    CHECK_BODY(m, CT_V13_3, 0x3E, 0x02, 0x02, 0x04, 0x02, 0x00, 0x01, 0x01, 0x0A, 0x02, 0x02,
               0x01, 0x01, 0x03, 0x03, 0x03, 0x00, 0x00, 0x01, 0x00, 0x5C, 0x00, 0x00);
    bits[0] = 1;
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_CANNOT_ENCODE,
                "load_view_tko: attribute 'inbounds' requires bytecode version 13.4+, but "
                "targeting 13.3");
    CHECK_BODY(m, CT_V13_4, 0x3E, 0x02, 0x02, 0x04, 0x02, 0x00, 0x01, 0x01, 0x0A, 0x02, 0x02,
               0x01, 0x01, 0x03, 0x03, 0x03, 0x00, 0x01, 0x01, 0x00, 0x01, 0x00, 0x5C, 0x00,
               0x00);
    ct_module_free(m);
}

/* Constants are deduplicated by their bytes; a global joins the table when an op first names
 * it (before the op's result types), or before the first signature if nothing names it. */
static void test_constants_and_globals(void)
{
    ct_func *f;
    ct_module *m = one_param(make_f32_tile, &f);
    ct_block *b = entry_block(f);
    const ct_type *ti = scalar_tile(m, CT_S_I32), *tf = scalar_tile(m, CT_S_F32);
    static const uint8_t one[4] = {1, 0, 0, 0};
    ct_op *c1 = add_op(m, f, b, CT_OP_CONSTANT, 1, &ti, 0, NULL, NULL, 0);
    set_attr(c1, "value", dense_attr(m, ti, one, 4));
    ct_op *c2 = add_op(m, f, b, CT_OP_CONSTANT, 1, &tf, 0, NULL, NULL, 0);
    set_attr(c2, "value", dense_attr(m, tf, one, 4));
    int64_t n1 = 1;
    ct_global *g = ct_global_add(m);
    g->name = ct_str_dup(m, "mutex", 5);
    g->type = tile_of(m, ct_type_scalar(m, CT_S_I32), 1, &n1);
    static const uint8_t two[4] = {2, 0, 0, 0};
    g->value = dense_attr(m, g->type, two, 4);
    const ct_type *pt = tile_of(m, ct_type_ptr(m, ct_type_scalar(m, CT_S_I32)), 0, NULL);
    ct_op *gg = add_op(m, f, b, CT_OP_GET_GLOBAL, 1, &pt, 0, NULL, NULL, 0);
    set_attr(gg, "name", str_attr(m, CT_ATTR_SYMBOL, "mutex"));
    finish(m, f);
    /* types: 2 f32, 3 tile<f32>, 4 signature, 5 tile<i32>, 6 tile<1xi32> (the global),
     * 7 ptr<i32>, 8 tile<ptr<i32>>; constants: 0 = 1 (both constant ops), 1 = 2 (global);
     * strings: 0 "k", 1 "mutex" */
    CHECK_BODY(m, CT_V13_2, 0x10, 0x05, 0x00, 0x10, 0x03, 0x00, 0x2C, 0x08, 0x01, 0x5C, 0x00,
               0x00);
    ct_buf out;
    ct_diag d;
    CHECK_EQ_INT(write_mod(m, CT_V13_2, &out, &d), CUTILE_SUCCESS);
    size_t len;
    const uint8_t *gsec = section(&out, 6, &len);
    CHECK(gsec && len == 5 && memcmp(gsec, "\x01\x01\x06\x01\x00", 5) == 0);
    const uint8_t *csec = section(&out, 4, &len);
    CHECK(csec && table_count(csec) == 2);
    CHECK_TYPE_ENTRY(&out, 6, 0x0D, 0x01, 0x01, 0x01, 0, 0, 0, 0, 0, 0, 0);
    CHECK_TYPE_ENTRY(&out, 7, 0x0C, 0x01);
    ct_buf_free(&out);

    g->visibility = CT_VISIBILITY_PRIVATE;
    CHECK_FAILS(m, CT_V13_2, CUTILE_ERROR_CANNOT_ENCODE,
                "global 'mutex': private symbol visibility requires bytecode version 13.3+, but "
                "targeting 13.2");
    g->visibility = CT_VISIBILITY_PUBLIC;
    g->is_constant = true;
    CHECK_FAILS(m, CT_V13_1, CUTILE_ERROR_CANNOT_ENCODE,
                "global 'mutex': a constant global requires bytecode version 13.3+, but "
                "targeting 13.1");
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &out, &d), CUTILE_SUCCESS);
    gsec = section(&out, 6, &len);
    CHECK(gsec && len == 7 && memcmp(gsec, "\x01\x01\x06\x01\x00\x00\x01", 7) == 0);
    ct_buf_free(&out);

    ct_global *g2 = ct_global_add(m);
    *g2 = *g;
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT, "global 'mutex' is defined twice");
    ct_module_free(m);
}

/* ---------------------------------------------------------------- IR the writer refuses */

static void test_bad_ir(void)
{
    ct_func *f;
    ct_module *m = one_param(make_f32_tile, &f);
    const ct_type *t = scalar_tile(m, CT_S_F32);
    ct_val xy[2] = {0, 0};
    ct_op *add = add_op(m, f, entry_block(f), CT_OP_ADDF, 1, &t, 2, xy, NULL, 0);
    finish(m, f);
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT,
                "function 'k': addf: required attribute 'rounding_mode' is missing");
    set_attr(add, "rounding_mode", int_attr(m, CT_S_I32, 0));
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT,
                "addf: attribute 'rounding_mode' has the wrong kind");
    set_attr(add, "rounding_mode", enum_attr(m, CT_ENUM_ROUNDING, 99));
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT,
                "addf: attribute 'rounding_mode' is not a value of its enum");
    set_attr(add, "rounding_mode", enum_attr(m, CT_ENUM_ROUNDING, CT_ROUNDING_ZERO));
    CHECK_BODY(m, CT_V13_3, 0x02, 0x03, 0x00, 0x01, 0x00, 0x00, 0x5C, 0x00, 0x00);
    add->opnds[1] = 17;
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT, "operand is not a value");
    add->opnds[1] = 0;
    add->seg[1] = 0;
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT, "operand group 'rhs'");
    add->seg[1] = 1;

    /* module-structure ops are not records */
    add_op(m, f, entry_block(f), CT_OP_GLOBAL, 0, NULL, 0, NULL, NULL, 0);
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_INVALID_ARGUMENT,
                "global: op cannot appear in a function body");
    entry_block(f)->nops--;

    f->is_entry = false;
    f->hints = dict_attr(m, CT_ATTR_OPT_HINTS, 0);
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_CANNOT_ENCODE,
                "function 'k': optimization hints of a non-entry function cannot be encoded");
    f->hints = NULL;
    f->is_entry = true;

    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(write_mod(m, 1300, &b, &d), CUTILE_ERROR_UNSUPPORTED_VERSION);
    CHECK_CONTAINS(d.msg, "cannot write bytecode version 13.0");
    CHECK_EQ_INT(write_mod(m, 1305, &b, &d), CUTILE_ERROR_UNSUPPORTED_VERSION);
    ct_buf_free(&b);
    ct_module_free(m);
}

/* A dictionary holding a dictionary … `dicts` deep around one integer. */
static const ct_attr *nested_dicts(ct_module *m, int dicts)
{
    const ct_attr *a = int_attr(m, CT_S_I32, 7);
    for (int i = 0; i < dicts; i++)
        a = dict_attr(m, CT_ATTR_DICT, 1, "k", a);
    return a;
}

/* The writer refuses what the reader would refuse: an attribute nested deeper than the
 * reader's 32 levels (items at depth 32 are read, at 33 refused) is CANNOT_ENCODE, every depth
 * it writes reads back; an array element the reader would not take is refused too. */
static void test_attribute_depth(void)
{
    for (int dicts = 30; dicts <= 34; dicts++) {
        ct_func *f;
        ct_module *m = one_param(make_f32_tile, &f);
        f->hints = dict_attr(m, CT_ATTR_OPT_HINTS, 1, "sm_90", nested_dicts(m, dicts - 1));
        finish(m, f);
        ct_buf b;
        ct_diag d;
        ct_status s = write_mod(m, CT_V13_3, &b, &d);
        if (dicts <= 32) {
            CHECK_EQ_INT(s, CUTILE_SUCCESS);
            ct_module *back = NULL;
            ct_diag rd;
            ct_diag_clear(&rd);
            CHECK_EQ_INT(ct_bc_read(b.data, b.len, NULL, &back, &rd), CUTILE_SUCCESS);
            if (rd.status)
                fprintf(stderr, "  %d dictionaries: %s\n", dicts, rd.msg);
            ct_module_free(back);
        } else {
            CHECK_EQ_INT(s, CUTILE_ERROR_CANNOT_ENCODE);
            CHECK_CONTAINS(d.msg, "attributes nested more than 32 deep");
        }
        ct_buf_free(&b);
        ct_module_free(m);
    }
    /* the reader takes only a predicate for assume, typed attributes (numbers, bools, dense)
     * in an array */
    ct_func *f;
    ct_module *m = one_param(make_f32_tile, &f);
    const ct_type *t = scalar_tile(m, CT_S_F32);
    ct_val x = 0;
    ct_op *as = add_op(m, f, entry_block(f), CT_OP_ASSUME, 1, &t, 1, &x, NULL, 0);
    ct_attr *arr = ct_attr_new(m, CT_ATTR_ARRAY);
    const ct_attr **items = ct_arena_alloc(&m->arena, sizeof *items);
    items[0] = str_attr(m, CT_ATTR_STRING, "s");
    arr->n = 1;
    arr->items = items;
    set_attr(as, "predicate", arr);
    finish(m, f);
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_CANNOT_ENCODE,
                "assume: attribute 'predicate' must be an assume predicate");
    f->hints = dict_attr(m, CT_ATTR_OPT_HINTS, 1, "sm_90", arr);
    set_attr(as, "predicate", ct_attr_new(m, CT_ATTR_BOUNDED));
    CHECK_FAILS(m, CT_V13_3, CUTILE_ERROR_CANNOT_ENCODE,
                "array element 0 is not a typed attribute");
    ct_module_free(m);
}

/* cuTile Python never writes a Producer section; a module that has a producer string gets one
 * from 13.3 on (between Type and String, as NVIDIA's C++ writer places it), older targets drop
 * it as that writer does. */
static void test_producer(void)
{
    ct_func *f;
    ct_module *m = one_param(make_i32_tile, &f);
    finish(m, f);
    m->producer = ct_str_dup(m, "me", 2);
    ct_buf b;
    ct_diag d;
    size_t len;
    CHECK_EQ_INT(write_mod(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
    const uint8_t *p = section(&b, 7, &len);
    CHECK(p && len == 1 && p[0] == 0x01); /* string 1: after the function name */
    CHECK(p && p[-2] == 0x07 && p[-1] == 0x01); /* no alignment */
    const uint8_t *t = section(&b, 5, &len);
    CHECK(t && p && t < p && section(&b, 1, &len) > p);
    ct_buf_free(&b);
    CHECK_EQ_INT(write_mod(m, CT_V13_2, &b, &d), CUTILE_SUCCESS);
    CHECK(section(&b, 7, &len) == NULL);
    p = section(&b, 1, &len);
    CHECK(p && table_count(p) == 1);
    ct_buf_free(&b);
    ct_module_free(m);
}

/* A failed write leaves the bytes already in the buffer alone; a good one appends. */
static void test_appends(void)
{
    ct_module *m = ct_module_new(NULL);
    ct_buf b;
    ct_diag d;
    ct_buf_init(&b, NULL);
    ct_buf_put(&b, "xyz", 3);
    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_bc_write(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
    CHECK(b.len == 3 + sizeof empty_13_3 && memcmp(b.data, "xyz", 3) == 0);
    /* padding is measured from the blob's header, not from the start of the buffer */
    CHECK_BYTES("appended module", b.data + 3, b.len - 3, empty_13_3, sizeof empty_13_3);
    ct_buf_free(&b);
    ct_module_free(m);
}

/* Every allocation failure is reported as OUT_OF_MEMORY and leaks nothing (ASan build). */
typedef struct { int left; } fail_state;
static void *fail_alloc(void *u, size_t n)
{
    fail_state *s = u;
    return s->left-- > 0 ? malloc(n) : NULL;
}
static void *fail_realloc(void *u, void *p, size_t o, size_t n)
{
    fail_state *s = u;
    (void)o;
    return s->left-- > 0 ? realloc(p, n) : NULL;
}
static void fail_free(void *u, void *p, size_t n)
{
    (void)u, (void)n;
    free(p);
}

static void test_out_of_memory(void)
{
    ct_op *ops[5];
    ct_module *m = build_reduce(ops);
    int ok_at = -1;
    for (int k = 0; k < 400 && ok_at < 0; k++) {
        fail_state st = {k};
        cuTileAllocator al = {fail_alloc, fail_realloc, fail_free, &st};
        ct_buf b;
        ct_diag d;
        ct_buf_init(&b, &al);
        ct_diag_clear(&d);
        ct_status s = ct_bc_write(m, CT_V13_3, &b, &d);
        if (s == CUTILE_SUCCESS)
            ok_at = k;
        else
            CHECK_EQ_INT(s, CUTILE_ERROR_OUT_OF_MEMORY);
        ct_buf_free(&b);
    }
    CHECK(ok_at > 0);
    ct_module_free(m);
}

int main(void)
{
    test_empty_module();
    test_example_14();
    test_negi();
    test_view_types();
    test_new_types();
    test_ptr_attr();
    test_op_versions();
    test_print();
    test_reduce_regions();
    test_if_regions();
    test_debug_slots();
    test_load_view_hints();
    test_constants_and_globals();
    test_bad_ir();
    test_attribute_depth();
    test_producer();
    test_appends();
    test_out_of_memory();
    TEST_MAIN_END();
}

