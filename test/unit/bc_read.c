/* bc_read.c — the bytecode reader against the reference fixtures (their README's messages), the
 * worked examples of spec/bytecode.md §12–§15 checked field by field, cuTile Python's own files
 * (test/data, checked against MANIFEST.txt and OPS.txt), every compatibility rule, a bad input for
 * every check, truncation at every length, single-byte mutations and the fuzzer's regression
 * inputs. Run it under ASan too (-DCUTILE_ASAN=ON). */
#include <dirent.h>
#include <stdbool.h>

#include "bytecode/bytecode.h"
#include "bytecode/prim.h"
#include "failing_alloc.h"
#include "test.h"

/* ================================ helpers ================================ */

static ct_status rd(const uint8_t *p, size_t n, ct_module **m, ct_diag *d)
{
    ct_diag_clear(d);
    *m = NULL;
    return ct_bc_read(p, n, NULL, m, d);
}

/* Hex text to bytes; whitespace is ignored. */
static void hex_put(ct_buf *b, const char *hex)
{
    int hi = -1;
    for (; *hex; hex++) {
        int v = *hex >= '0' && *hex <= '9'   ? *hex - '0'
                : *hex >= 'a' && *hex <= 'f' ? *hex - 'a' + 10
                : *hex >= 'A' && *hex <= 'F' ? *hex - 'A' + 10
                                             : -1;
        if (v < 0)
            continue;
        if (hi < 0)
            hi = v;
        else {
            ct_buf_byte(b, (uint8_t)(hi * 16 + v));
            hi = -1;
        }
    }
}

static uint8_t *hex_bytes(const char *hex, size_t *n)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    hex_put(&b, hex);
    return ct_buf_take(&b, n);
}

static bool str_is(ct_str s, const char *want)
{
    return s.s && s.len == strlen(want) && memcmp(s.s, want, s.len) == 0;
}

static const ct_type *vtype(const ct_func *f, ct_val v) { return f->values[v].type; }

static ct_op *body_op(const ct_func *f, uint32_t i)
{
    return i < f->body.blocks[0].nops ? f->body.blocks[0].ops[i] : NULL;
}

/* ---- a small file builder: cuTile Python's section order and padding ---- */

typedef struct mod {
    int version;         /* 1301 … 1304 */
    const char *strs;    /* '|'-separated strings */
    const char *types;   /* '|'-separated hex type entries; NULL: no Type section */
    const char *consts;  /* '|'-separated hex constant entries (size + bytes); NULL: none */
    const char *globals; /* hex Global payload; NULL: none */
    const char *debug;   /* "slot starts;indices;attr|attr…" (decimal, decimal, hex); NULL: none */
    const char *func;    /* hex: name sig flags slot [hints] of the one function */
    const char *body;    /* hex body of that function (its length is computed) */
    const char *funcs;   /* hex: a whole Func payload instead of func/body */
} mod;

static void put_section(ct_buf *f, int id, unsigned align, const ct_buf *payload)
{
    ct_buf_byte(f, (uint8_t)(id | (align > 1 ? 0x80 : 0)));
    ct_buf_uvar(f, payload->len);
    if (align > 1) {
        ct_buf_uvar(f, align);
        while (f->len % align)
            ct_buf_byte(f, 0xCB);
    }
    ct_buf_put(f, payload->data, payload->len);
}

/* count, pad(width) from the payload start, offsets, data; entries '|'-separated. */
static void put_table(ct_buf *p, int width, const char *list, bool hex)
{
    ct_buf data;
    ct_buf_init(&data, NULL);
    uint64_t offs[256];
    int n = 0;
    while (list && *list && n < 256) {
        const char *e = strchr(list, '|');
        size_t len = e ? (size_t)(e - list) : strlen(list);
        offs[n++] = data.len;
        if (hex) {
            char tmp[512];
            snprintf(tmp, sizeof tmp, "%.*s", (int)len, list);
            hex_put(&data, tmp);
        } else
            ct_buf_put(&data, list, len);
        list = e ? e + 1 : NULL;
    }
    ct_buf_uvar(p, (uint64_t)n);
    while (p->len % (size_t)width)
        ct_buf_byte(p, 0xCB);
    for (int i = 0; i < n; i++)
        ct_buf_le(p, offs[i], width);
    ct_buf_put(p, data.data, data.len);
    ct_buf_free(&data);
}

static void put_numbers(ct_buf *p, const char *list, int width)
{
    uint64_t v[64];
    int n = 0;
    char *end;
    while (n < 64) {
        unsigned long long x = strtoull(list, &end, 10);
        if (end == list)
            break;
        v[n++] = x;
        list = end;
    }
    ct_buf_uvar(p, (uint64_t)n);
    while (p->len % (size_t)width)
        ct_buf_byte(p, 0xCB);
    for (int i = 0; i < n; i++)
        ct_buf_le(p, v[i], width);
}

static void put_debug(ct_buf *p, const char *spec)
{
    char slots[256], idx[256];
    const char *a = strchr(spec, ';'), *b = a ? strchr(a + 1, ';') : NULL;
    snprintf(slots, sizeof slots, "%.*s", (int)(a - spec), spec);
    snprintf(idx, sizeof idx, "%.*s", (int)(b - a - 1), a + 1);
    put_numbers(p, slots, 4);
    put_numbers(p, idx, 8);
    put_table(p, 4, b + 1, true);
}

static uint8_t *build(const mod *md, size_t *n)
{
    ct_buf f, p;
    ct_buf_init(&f, NULL);
    static const uint8_t magic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0};
    ct_buf_put(&f, magic, 8);
    ct_buf_byte(&f, (uint8_t)(md->version / 100));
    ct_buf_byte(&f, (uint8_t)(md->version % 100));
    ct_buf_le(&f, 0, 2);
    ct_buf_init(&p, NULL);
    if (md->funcs)
        hex_put(&p, md->funcs);
    else if (md->func) {
        ct_buf body;
        ct_buf_init(&body, NULL);
        hex_put(&body, md->body ? md->body : "");
        ct_buf_byte(&p, 1);
        hex_put(&p, md->func);
        ct_buf_uvar(&p, body.len);
        ct_buf_put(&p, body.data, body.len);
        ct_buf_free(&body);
    } else
        ct_buf_byte(&p, 0);
    put_section(&f, 2, 8, &p);
    if (md->globals) {
        p.len = 0;
        hex_put(&p, md->globals);
        put_section(&f, 6, 1, &p);
    }
    if (md->consts) {
        p.len = 0;
        put_table(&p, 8, md->consts, true);
        put_section(&f, 4, 8, &p);
    }
    if (md->debug) {
        p.len = 0;
        put_debug(&p, md->debug);
        put_section(&f, 3, 8, &p);
    }
    if (md->types) {
        p.len = 0;
        put_table(&p, 4, md->types, true);
        put_section(&f, 5, 4, &p);
    }
    p.len = 0;
    put_table(&p, 4, md->strs, false);
    put_section(&f, 1, 4, &p);
    ct_buf_byte(&f, 0);
    ct_buf_free(&p);
    return ct_buf_take(&f, n);
}

/* With BC_READ_SEED_DIR set, every built input is also written there (fuzzer seeds). */
static void save_seed(const uint8_t *p, size_t n)
{
    static int seq;
    const char *dir = getenv("BC_READ_SEED_DIR");
    if (!dir)
        return;
    char path[512];
    snprintf(path, sizeof path, "%s/built-%03d.cutile", dir, seq++);
    FILE *f = fopen(path, "wb");
    if (f) {
        fwrite(p, 1, n, f);
        fclose(f);
    }
}

static ct_status build_read(const mod *md, ct_module **m, ct_diag *d)
{
    size_t n;
    uint8_t *p = build(md, &n);
    save_seed(p, n);
    ct_status st = rd(p, n, m, d);
    free(p);
    return st;
}

/* The reader must fail with `status` and a message containing `msg` (and an offset). */
#define EXPECT_FAIL(md, want_status, want_text)                                                 \
    do {                                                                                       \
        ct_module *m_ = (ct_module *)1;                                                        \
        ct_diag d_;                                                                            \
        ct_status st_ = build_read(md, &m_, &d_);                                              \
        CHECK_EQ_INT(st_, want_status);                                                        \
        CHECK_CONTAINS(d_.msg, want_text);                                                     \
        CHECK_CONTAINS(d_.msg, "offset 0x");                                                   \
        CHECK(m_ == NULL);                                                                     \
        if (!st_)                                                                              \
            ct_module_free(m_);                                                                \
    } while (0)

#define EXPECT_OK(md, mvar)                                                                    \
    do {                                                                                       \
        ct_diag d_;                                                                            \
        ct_status st_ = build_read(md, &mvar, &d_);                                            \
        CHECK_EQ_INT(st_, CUTILE_SUCCESS);                                                     \
        if (st_)                                                                               \
            fprintf(stderr, "  read failed: %s\n", d_.msg);                                    \
    } while (0)

/* Types most hand-built modules use (13.1 encodings, valid in every version):
 * 0 i1, 1 i32, 2 f32, 3 tile<i32>, 4 tile<f32>, 5 (tile<i32>) -> (), 6 token, 7 f64,
 * 8 tile<f64>, 9 tile<4xf64>, 10 (tile<4xf64>) -> (), 11 tile<4xi32>, 12 tile<16xi1>,
 * 13 () -> () */
#define BASE_TYPES                                                                             \
    "00|03|07|0D 01 00|0D 02 00|10 01 03 00|11|09|0D 07 00|"                                 \
    "0D 07 01 04 00 00 00 00 00 00 00|10 01 09 00|0D 01 01 04 00 00 00 00 00 00 00|"          \
    "0D 00 01 10 00 00 00 00 00 00 00|10 00 00"

/* ================================ fixtures (README) ================================ */

static const struct {
    const char *path;
    ct_status status;
    const char *msg; /* README substring; NULL: must load */
} fixtures[] = {
    {"invalid/invalid_magic_number.tileirbc", CUTILE_ERROR_BAD_MAGIC, "invalid magic number"},
    {"invalid/unsupported_version.tileirbc", CUTILE_ERROR_UNSUPPORTED_VERSION,
     "unsupported Tile version 18.0.0, this reader supports versions [13.1 - 13.4]"},
    {"invalid/invalid_section_id.tileirbc", CUTILE_ERROR_BAD_SECTION, "unknown section ID: 127"},
    {"invalid/excessive_section_length.tileirbc", CUTILE_ERROR_BAD_SECTION,
     "end section is not the last section"},
    {"invalid/invalid_dense_map_value.bc", CUTILE_ERROR_BAD_ATTRIBUTE,
     "array contains unsupported value -2147483648"},
    {"invalid/invalid_attribute_name.bc", CUTILE_ERROR_BAD_ATTRIBUTE,
     "invalid empty attribute name for DictionaryAttr element 0"},
    {"versioning/Inputs/13.1/f4e2m1fn-in-13.1.tileirbc", CUTILE_ERROR_BAD_TYPE,
     "type 'Float4E2M1FN' requires bytecode version 13.3+, file version is 13.1"},
    {"versioning/Inputs/13.1/negi-op-13.1.tileirbc", CUTILE_SUCCESS, NULL},
    {"versioning/Inputs/13.1/print-op-13.1.tileirbc", CUTILE_SUCCESS, NULL},
};

static uint8_t *fixture(const char *rel, size_t *n)
{
    char path[256];
    snprintf(path, sizeof path, "test/fixtures/cuda-tile/%s", rel);
    uint8_t *p = test_read_file(path, n);
    if (!p)
        fprintf(stderr, "cannot read %s\n", path);
    return p;
}

static void test_fixtures(void)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(fixtures); i++) {
        size_t n;
        uint8_t *p = fixture(fixtures[i].path, &n);
        CHECK(p != NULL);
        if (!p)
            continue;
        ct_module *m;
        ct_diag d;
        ct_status st = rd(p, n, &m, &d);
        CHECK_EQ_INT(st, fixtures[i].status);
        if (fixtures[i].msg) {
            CHECK_CONTAINS(d.msg, fixtures[i].msg);
            CHECK_CONTAINS(d.msg, "offset 0x");
            CHECK(m == NULL);
        }
        ct_module_free(m);
        free(p);
    }
}

/* The brief's example message: opcode 25 is unassigned; offset 0x1f is negi's `return`. */
static void test_message_offsets(void)
{
    size_t n;
    uint8_t *p = fixture("versioning/Inputs/13.1/negi-op-13.1.tileirbc", &n);
    if (!p)
        return;
    ct_module *m;
    ct_diag d;
    CHECK_EQ_INT(p[0x1f], 0x5C);
    p[0x1f] = 25;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_BAD_OPCODE);
    CHECK_CONTAINS(d.msg, "section Func, offset 0x1f: unknown or unimplemented opcode: 25");
    /* atan2 (0x6E, 13.2) in a 13.1 file */
    p[0x1f] = 0x6E;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_BAD_OPCODE);
    CHECK_CONTAINS(d.msg, "offset 0x1f: unsupported opcode 110 for bytecode version 13.1");
    /* second negi's operand %5 (only %0 and %1 exist) */
    p[0x1f] = 0x5C;
    p[0x1e] = 5;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_BAD_OPERAND);
    CHECK_CONTAINS(d.msg, "offset 0x1e: operand index 5 out of bounds (size=2) for operand 0");
    /* type 1 (i32, at 0x5f per §12) given tag 77 */
    p[0x1e] = 0x00;
    CHECK_EQ_INT(p[0x5f], 0x03);
    p[0x5f] = 77;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_BAD_TYPE);
    CHECK_CONTAINS(d.msg, "section Type, offset 0x5f: unknown type tag: 77");
    /* the constant's size byte (0x40) claims 9 bytes */
    p[0x5f] = 0x03;
    p[0x40] = 9;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_TRUNCATED);
    CHECK_CONTAINS(d.msg, "section Constant, offset 0x41: constant 0 extends beyond available data");
    free(p);
}

/* ================================ §12: negi-op-13.1 ================================ */

static const char spec12[] =
    "7f 54 69 6c 65 49 52 00 0d 01 00 00 82 18 08 cb 01 00 00 02 00 0c 10 02 00 50 02 00 50 02 00 5c"
    "00 00 cb cb cb cb cb cb 84 19 08 cb cb cb cb cb 01 cb cb cb cb cb cb cb 00 00 00 00 00 00 00 00"
    "08 01 00 00 00 02 00 00 00 85 1f 04 03 cb cb cb 00 00 00 00 03 00 00 00 04 00 00 00 10 00 00 03"
    "0d 01 01 02 00 00 00 00 00 00 00 81 0d 04 cb cb 01 cb cb cb 00 00 00 00 62 61 73 69 63 00";

static void test_spec12(void)
{
    size_t n, fn;
    uint8_t *p = hex_bytes(spec12, &n);
    uint8_t *fx = fixture("versioning/Inputs/13.1/negi-op-13.1.tileirbc", &fn);
    CHECK_EQ_INT(n, 126);
    CHECK(fx && fn == n && memcmp(p, fx, n) == 0); /* the spec's dump is the fixture */
    free(fx);
    ct_module *m;
    ct_diag d;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_SUCCESS);
    free(p);
    if (!m)
        return;
    CHECK_EQ_INT(m->version, 1301);
    CHECK_EQ_INT(m->nfuncs, 1);
    CHECK_EQ_INT(m->nglobals, 0);
    CHECK_EQ_INT(m->ndi, 1);
    CHECK_EQ_INT(m->producer.len, 0);
    ct_func *f = m->funcs[0];
    CHECK(str_is(f->name, "basic"));
    CHECK(f->is_entry && !f->is_private && !f->hints && !f->has_debug_slot && f->loc == 0);
    CHECK(f->type->kind == CT_TY_FUNC && f->type->nin == 0 && f->type->nout == 0);
    CHECK_EQ_INT(f->body.nblocks, 1);
    CHECK_EQ_INT(f->body.blocks[0].nargs, 0);
    CHECK_EQ_INT(f->body.blocks[0].nops, 4);
    ct_op *c = body_op(f, 0), *n1 = body_op(f, 1), *n2 = body_op(f, 2), *ret = body_op(f, 3);
    CHECK(c && n1 && n2 && ret);
    if (!c || !n1 || !n2 || !ret)
        goto out;
    CHECK_EQ_INT(c->opc, CT_OP_CONSTANT);
    CHECK_EQ_INT(c->nres, 1);
    const ct_type *t = vtype(f, c->res[0]);
    CHECK(t->kind == CT_TY_TILE && t->rank == 1 && t->shape[0] == 2 && t->elem->scalar == CT_S_I32);
    const ct_attr *v = c->attrs[0];
    static const uint8_t want[8] = {1, 0, 0, 0, 2, 0, 0, 0};
    CHECK(v && v->kind == CT_ATTR_DENSE && v->type == t && v->size == 8 &&
          memcmp(v->data, want, 8) == 0);
    for (int i = 0; i < 2; i++) {
        ct_op *ng = i ? n2 : n1;
        CHECK_EQ_INT(ng->opc, CT_OP_NEGI);
        CHECK_EQ_INT(ng->nopnds, 1);
        CHECK(ng->opnds[0] == c->res[0]); /* both read %0 */
        CHECK(vtype(f, ng->res[0]) == t);
        /* overflow is not in 13.1 files: the reader supplies `none` */
        const ct_attr *ov = ng->attrs[0];
        CHECK(ov && ov->kind == CT_ATTR_ENUM && ov->enum_kind == CT_ENUM_OVERFLOW &&
              ov->value == CT_OVERFLOW_NONE);
        CHECK_EQ_INT(ng->loc, 0);
    }
    CHECK(n1->res[0] != n2->res[0]);
    CHECK_EQ_INT(ret->opc, CT_OP_RETURN);
    CHECK_EQ_INT(ret->nopnds, 0);
    CHECK_EQ_INT(ret->nres, 0);
out:
    ct_module_free(m);
}

/* ================================ §13: print-op-13.1 ================================ */

static void test_spec13(void)
{
    size_t n;
    uint8_t *p = fixture("versioning/Inputs/13.1/print-op-13.1.tileirbc", &n);
    if (!p)
        return;
    CHECK_EQ_INT(n, 359);
    ct_module *m;
    ct_diag d;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_SUCCESS);
    free(p);
    if (!m)
        return;
    ct_func *f = m->funcs[0];
    CHECK(str_is(f->name, "mutated_kernel"));
    CHECK_EQ_INT(f->type->nin, 3);
    const ct_type *tp = f->type->ins[0]; /* tile<ptr<f64>> */
    CHECK(tp->kind == CT_TY_TILE && tp->rank == 0 && tp->elem->kind == CT_TY_PTR &&
          tp->elem->elem->scalar == CT_S_F64);
    ct_block *b = &f->body.blocks[0];
    CHECK_EQ_INT(b->nargs, 3);
    CHECK_EQ_INT(b->nops, 10);
    if (b->nops != 10) {
        ct_module_free(m);
        return;
    }
    static const int want[10] = {CT_OP_ASSUME, CT_OP_ASSUME, CT_OP_MAKE_TENSOR_VIEW,
                                 CT_OP_MAKE_TENSOR_VIEW, CT_OP_MAKE_PARTITION_VIEW,
                                 CT_OP_MAKE_PARTITION_VIEW, CT_OP_GET_TILE_BLOCK_ID,
                                 CT_OP_LOAD_VIEW_TKO, CT_OP_LOOP, CT_OP_RETURN};
    for (int i = 0; i < 10; i++)
        CHECK_EQ_INT(b->ops[i]->opc, want[i]);
    ct_op **o = b->ops;
    /* assume div_by<256> of %2, then of %0 */
    CHECK(o[0]->opnds[0] == b->args[2] && o[1]->opnds[0] == b->args[0]);
    const ct_attr *pr = o[0]->attrs[0];
    CHECK(pr && pr->kind == CT_ATTR_DIV_BY && pr->value == 256 && pr->flags == 0);
    CHECK(vtype(f, o[0]->res[0]) == tp);
    /* make_tensor_view %5 = base %4, no dynamic shape/strides; %6 = base %3 */
    CHECK(o[2]->nopnds == 1 && o[2]->opnds[0] == o[1]->res[0] && o[2]->seg[0] == 1 &&
          o[2]->seg[1] == 0 && o[2]->seg[2] == 0);
    CHECK(o[3]->opnds[0] == o[0]->res[0]);
    const ct_type *tv = vtype(f, o[2]->res[0]);
    CHECK(tv->kind == CT_TY_TENSOR_VIEW && tv->elem->scalar == CT_S_F64);
    /* make_partition_view %7 of %6, %8 of %5 */
    CHECK(o[4]->opnds[0] == o[3]->res[0] && o[5]->opnds[0] == o[2]->res[0]);
    const ct_type *pv = vtype(f, o[4]->res[0]);
    CHECK(pv->kind == CT_TY_PARTITION_VIEW && pv->elem->kind == CT_TY_TENSOR_VIEW);
    CHECK_EQ_INT(o[6]->nres, 3);
    /* load_view_tko %12, %13 = view %8, index (%9, %10), weak, no token */
    ct_op *ld = o[7];
    CHECK_EQ_INT(ld->nres, 2);
    CHECK(ld->nopnds == 3 && ld->opnds[0] == o[5]->res[0] && ld->opnds[1] == o[6]->res[0] &&
          ld->opnds[2] == o[6]->res[1]);
    CHECK(ld->seg[0] == 1 && ld->seg[1] == 2 && ld->seg[2] == 0);
    CHECK(ld->attrs[0] && ld->attrs[0]->kind == CT_ATTR_ENUM && ld->attrs[0]->value == 0);
    CHECK(!ld->attrs[1] && !ld->attrs[2] && !ld->attrs[3]); /* no scope, hints, inbounds */
    const ct_type *tile = vtype(f, ld->res[0]);
    CHECK(tile->kind == CT_TY_TILE && tile->rank == 2 && tile->shape[0] == 256 &&
          tile->shape[1] == 256 && tile->elem->scalar == CT_S_F64);
    CHECK(vtype(f, ld->res[1])->kind == CT_TY_TOKEN);
    /* loop(%12) with one block argument %14 */
    ct_op *lp = o[8];
    CHECK(lp->nres == 1 && vtype(f, lp->res[0]) == tile && lp->nopnds == 1 &&
          lp->opnds[0] == ld->res[0] && lp->nregions == 1 && lp->regions[0].nblocks == 1);
    ct_block *lb = &lp->regions[0].blocks[0];
    CHECK(lb->nargs == 1 && vtype(f, lb->args[0]) == tile && lb->nops == 4);
    if (lb->nops == 4) {
        ct_op *pt = lb->ops[0], *l2 = lb->ops[1], *mm = lb->ops[2], *ct = lb->ops[3];
        /* 13.1 print: print_tko with a synthesized token that takes no value number */
        CHECK_EQ_INT(pt->opc, CT_OP_PRINT_TKO);
        CHECK(pt->nres == 1 && vtype(f, pt->res[0])->kind == CT_TY_TOKEN);
        CHECK(pt->attrs[0] && str_is(pt->attrs[0]->str, "Iteration result"));
        CHECK(pt->nopnds == 0 && pt->seg[0] == 0 && pt->seg[1] == 0);
        CHECK(l2->opc == CT_OP_LOAD_VIEW_TKO && l2->opnds[0] == o[4]->res[0]);
        /* mmaf %15, %15, %14: had the token taken %15, these would differ */
        CHECK_EQ_INT(mm->opc, CT_OP_MMAF);
        CHECK(mm->nopnds == 3 && mm->opnds[0] == l2->res[0] && mm->opnds[1] == l2->res[0] &&
              mm->opnds[2] == lb->args[0]);
        CHECK(!mm->attrs[0]); /* fast_acc: not in 13.1 */
        CHECK(ct->opc == CT_OP_CONTINUE && ct->nopnds == 1 && ct->opnds[0] == mm->res[0]);
    }
    CHECK(o[9]->nopnds == 0);
    ct_module_free(m);
}

/* ================================ §14: a 13.3 Python file ================================ */

static const char spec14[] =
    "7f 54 69 6c 65 49 52 00 0d 03 00 00 82 1b 08 cb 01 02 06 06 01 0b 01 04 0a 01 05 01 01 02 0c 10"
    "07 01 02 07 01 00 01 01 5c 00 00 06 07 01 03 05 00 10 00 00 84 2e 08 cb 02 cb cb cb cb cb cb cb"
    "00 00 00 00 00 00 00 00 05 00 00 00 00 00 00 00 04 07 00 00 00 10 00 00 80 3f 00 00 80 3f 00 00"
    "80 3f 00 00 80 3f 83 55 08 cb cb cb cb cb cb cb 01 cb cb cb 00 00 00 00 04 cb cb cb cb cb cb cb"
    "04 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00"
    "04 cb cb cb 00 00 00 00 03 00 00 00 05 00 00 00 0c 00 00 00 02 00 01 01 01 05 01 03 02 02 02 03"
    "04 03 00 04 05 85 46 04 08 cb cb cb 00 00 00 00 01 00 00 00 02 00 00 00 03 00 00 00 05 00 00 00"
    "08 00 00 00 13 00 00 00 17 00 00 00 00 03 07 0c 02 0d 03 00 0d 01 01 01 00 00 00 00 00 00 00 10"
    "01 04 00 0d 02 01 04 00 00 00 00 00 00 00 81 3d 04 cb cb cb 06 cb cb cb 00 00 00 00 04 00 00 00"
    "08 00 00 00 0c 00 00 00 0d 00 00 00 13 00 00 00 6b 2e 70 79 2f 73 72 63 6b 65 72 6e 67 73 6d 5f"
    "31 30 30 6e 75 6d 5f 63 74 61 5f 69 6e 5f 63 67 61 00";

static void test_spec14(void)
{
    size_t n;
    uint8_t *p = hex_bytes(spec14, &n);
    CHECK_EQ_INT(n, 338);
    ct_module *m;
    ct_diag d;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_SUCCESS);
    free(p);
    if (!m) {
        fprintf(stderr, "  %s\n", d.msg);
        return;
    }
    CHECK_EQ_INT(m->version, 1303);
    /* the global: name "g", tile<1xi32>, constant 0 (i32 7), alignment 16, public, not constant */
    CHECK_EQ_INT(m->nglobals, 1);
    ct_global *g = &m->globals[0];
    CHECK(str_is(g->name, "g"));
    CHECK(g->type->kind == CT_TY_TILE && g->type->rank == 1 && g->type->shape[0] == 1 &&
          g->type->elem->scalar == CT_S_I32);
    static const uint8_t seven[4] = {7, 0, 0, 0};
    CHECK(g->value && g->value->kind == CT_ATTR_DENSE && g->value->size == 4 &&
          memcmp(g->value->data, seven, 4) == 0 && g->value->type == g->type);
    CHECK(g->alignment == 16 && g->visibility == CT_VISIBILITY_PUBLIC && !g->is_constant);
    /* the function: kern(tile<ptr<f32>>), kernel, hints, debug slot 1 */
    CHECK_EQ_INT(m->nfuncs, 1);
    ct_func *f = m->funcs[0];
    CHECK(str_is(f->name, "kern") && f->is_entry && f->has_debug_slot);
    CHECK(f->type->nin == 1 && f->type->nout == 0);
    const ct_type *a0 = f->type->ins[0];
    CHECK(a0->kind == CT_TY_TILE && a0->rank == 0 && a0->elem->kind == CT_TY_PTR &&
          a0->elem->elem->scalar == CT_S_F32 && !a0->elem->has_ptr_attr);
    const ct_attr *h = f->hints;
    CHECK(h && h->kind == CT_ATTR_OPT_HINTS && h->n == 1 && str_is(h->keys[0], "sm_100"));
    if (h && h->n == 1) {
        const ct_attr *dd = h->items[0];
        CHECK(dd->kind == CT_ATTR_DICT && dd->n == 1 && str_is(dd->keys[0], "num_cta_in_cga"));
        const ct_attr *iv = dd->items[0];
        CHECK(iv->kind == CT_ATTR_INT && iv->type->scalar == CT_S_I32 && iv->value == 2);
    }
    /* debug: 4 attributes after the reserved entry 0; the function at di# 4 */
    CHECK_EQ_INT(m->ndi, 5);
    if (m->ndi == 5) {
        const ct_di *di = m->di;
        CHECK(di[1].tag == CT_DI_FILE && str_is(di[1].name, "k.py") &&
              str_is(di[1].directory, "/src"));
        CHECK(di[2].tag == CT_DI_COMPILE_UNIT && di[2].file == 1);
        CHECK(di[3].tag == CT_DI_SUBPROGRAM && di[3].file == 1 && di[3].line == 3 &&
              str_is(di[3].name, "kern") && str_is(di[3].linkage_name, "kern") &&
              di[3].compile_unit == 2 && di[3].scope_line == 3);
        CHECK(di[4].tag == CT_DI_LOC && di[4].scope == 3 && str_is(di[4].name, "k.py") &&
              di[4].line == 4 && di[4].column == 5);
    }
    CHECK_EQ_INT(f->loc, 4);
    ct_block *b = &f->body.blocks[0];
    CHECK_EQ_INT(b->nops, 3);
    if (b->nops == 3) {
        ct_op *c = b->ops[0], *ad = b->ops[1], *ret = b->ops[2];
        CHECK(c->opc == CT_OP_CONSTANT && ad->opc == CT_OP_ADDF && ret->opc == CT_OP_RETURN);
        CHECK(c->loc == 0 && ad->loc == 0 && ret->loc == 0);
        const ct_type *t4 = vtype(f, c->res[0]);
        CHECK(t4->kind == CT_TY_TILE && t4->rank == 1 && t4->shape[0] == 4 &&
              t4->elem->scalar == CT_S_F32);
        const ct_attr *v = c->attrs[0];
        CHECK(v && v->kind == CT_ATTR_DENSE && v->size == 16);
        if (v && v->size == 16)
            for (int i = 0; i < 4; i++)
                CHECK(v->data[4 * i + 2] == 0x80 && v->data[4 * i + 3] == 0x3F);
        /* addf %1, %1 with flush_to_zero and rounding nearest_even */
        CHECK(ad->nopnds == 2 && ad->opnds[0] == c->res[0] && ad->opnds[1] == c->res[0]);
        int rm = ct_op_attr_index(ct_def(ad), "rounding_mode");
        int ftz = ct_op_attr_index(ct_def(ad), "flush_to_zero");
        CHECK(ad->attrs[rm] && ad->attrs[rm]->kind == CT_ATTR_ENUM &&
              ad->attrs[rm]->value == CT_ROUNDING_NEAREST_EVEN);
        CHECK(ad->attrs[ftz] && ad->attrs[ftz]->kind == CT_ATTR_UNIT);
        CHECK(c->res[0] != b->args[0]);
    }
    ct_module_free(m);
}

/* ================================ §15: empty modules ================================ */

static void test_spec15(void)
{
    static const char py[] =
        "7f 54 69 6c 65 49 52 00 0d 03 00 00 82 01 08 cb 00 84 08 08 cb cb cb cb 00 cb cb cb cb cb cb cb"
        "83 11 08 cb cb cb cb cb 00 cb cb cb 00 cb cb cb 01 cb cb cb 00 00 00 00 00 85 0e 04 02 cb cb cb"
        "00 00 00 00 01 00 00 00 00 03 81 04 04 cb cb cb 00 cb cb cb 00";
    /* the C++ writer's 41-byte form of the same module */
    static const char cpp[] = "7f 54 69 6c 65 49 52 00 0d 03 00 00 82 08 08 cb 00 cb cb cb cb cb cb cb"
                              "85 04 04 cb 00 cb cb cb 81 04 04 cb 00 cb cb cb 00";
    size_t n;
    ct_module *m;
    ct_diag d;
    uint8_t *p = hex_bytes(py, &n);
    CHECK_EQ_INT(n, 85);
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_SUCCESS);
    if (m) {
        CHECK(m->version == 1303 && m->nfuncs == 0 && m->nglobals == 0);
        /* the Python writer's dummy debug attribute (tag 0) is kept, so it can be rewritten */
        CHECK(m->ndi == 2 && m->di[1].tag == CT_DI_UNKNOWN);
    }
    ct_module_free(m);
    size_t blob;
    CHECK_EQ_INT(ct_bc_blob_size(p, n, &blob, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(blob, 85);
    free(p);
    p = hex_bytes(cpp, &n);
    CHECK_EQ_INT(n, 41);
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_SUCCESS);
    if (m)
        CHECK(m->nfuncs == 0 && m->ndi == 1);
    ct_module_free(m);
    free(p);
}

/* ================================ cuTile Python's files ================================ */

/* Counts ops by name, nested regions included. */
static void count_ops(const ct_block *b, int *counts)
{
    for (uint32_t i = 0; i < b->nops; i++) {
        const ct_op *op = b->ops[i];
        counts[op->opc]++;
        for (uint32_t r = 0; r < op->nregions; r++)
            for (uint32_t k = 0; k < op->regions[r].nblocks; k++)
                count_ops(&op->regions[r].blocks[k], counts);
    }
}

/* OPS.txt line of `file`: "name ops=N distinct=K: opxC opxC …". cuTile names `pow` "fpowf". */
static void check_ops_txt(const char *file, const ct_module *m)
{
    size_t n;
    char *txt = (char *)test_read_file("test/data/OPS.txt", &n);
    if (!txt)
        return;
    txt = realloc(txt, n + 1);
    txt[n] = 0;
    char key[160];
    snprintf(key, sizeof key, "\n%s ops=", file);
    const char *line = strstr(txt, key);
    CHECK(line != NULL);
    if (line) {
        int counts[CT_OP_COUNT] = {0}, total = 0, want_total = 0;
        for (uint32_t i = 0; i < m->nfuncs; i++)
            count_ops(&m->funcs[i]->body.blocks[0], counts);
        for (int i = 0; i < CT_OP_COUNT; i++)
            total += counts[i];
        line += strlen(key);
        want_total = atoi(line);
        CHECK_EQ_INT(total, want_total);
        const char *s = strchr(line, ':') + 1, *eol = strchr(line, '\n');
        while (s && s < eol && *s == ' ') {
            s++;
            const char *x = strchr(s, ' ');
            if (!x || x > eol)
                x = eol;
            const char *mult = x;
            while (mult > s && mult[-1] != 'x')
                mult--;
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)(mult - 1 - s), s);
            int op = strcmp(name, "fpowf") == 0 ? CT_OP_POW : ct_op_from_name(name, strlen(name));
            CHECK(op >= 0);
            if (op >= 0 && counts[op] != atoi(mult))
                fprintf(stderr, "  %s: %s x%d, OPS.txt says %d\n", file, name, counts[op],
                        atoi(mult));
            if (op >= 0)
                CHECK_EQ_INT(counts[op], atoi(mult));
            s = x;
        }
    }
    free(txt);
}

/* MANIFEST.txt: "file entry[,entry…] version bytes sha256". */
static void check_manifest(const char *file, const ct_module *m)
{
    FILE *mf = fopen("test/data/MANIFEST.txt", "r");
    if (!mf)
        return;
    char line[4096];
    bool found = false;
    while (fgets(line, sizeof line, mf)) {
        size_t fl = strlen(file);
        if (strncmp(line, file, fl) != 0 || line[fl] != ' ')
            continue;
        found = true;
        char *entries = line + fl + 1, *sp = strchr(entries, ' ');
        *sp = 0;
        uint32_t k = 0;
        for (char *e = strtok(entries, ","); e; e = strtok(NULL, ","), k++)
            CHECK(k < m->nfuncs && str_is(m->funcs[k]->name, e));
        CHECK_EQ_INT(k, m->nfuncs);
        int maj, min;
        CHECK(sscanf(sp + 1, "%d.%d", &maj, &min) == 2 && m->version == maj * 100 + min);
    }
    fclose(mf);
    CHECK(found);
}

typedef void (*file_fn)(const char *name, const uint8_t *p, size_t n);

static int for_each_file(const char *dir, const char *suffix, file_fn fn)
{
    DIR *dp = opendir(dir);
    if (!dp)
        return 0;
    int count = 0;
    struct dirent *e;
    while ((e = readdir(dp))) {
        size_t l = strlen(e->d_name), sl = strlen(suffix);
        if (e->d_name[0] == '.' || l < sl || strcmp(e->d_name + l - sl, suffix) != 0)
            continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t n;
        uint8_t *p = test_read_file(path, &n);
        if (!p)
            continue;
        fn(e->d_name, p, n);
        free(p);
        count++;
    }
    closedir(dp);
    return count;
}

static void data_file(const char *name, const uint8_t *p, size_t n)
{
    ct_module *m;
    ct_diag d;
    ct_status st = rd(p, n, &m, &d);
    if (st)
        fprintf(stderr, "  %s: %s\n", name, d.msg);
    CHECK_EQ_INT(st, CUTILE_SUCCESS);
    if (!m)
        return;
    check_manifest(name, m);
    check_ops_txt(name, m);
    for (uint32_t i = 0; i < m->nfuncs; i++)
        CHECK(m->funcs[i]->has_debug_slot && m->funcs[i]->loc != 0); /* Python gives slots */
    ct_module_free(m);
}

/* 13.4 features in the real file: inbounds on view loads/stores, insert, fpowi, gdc ops. */
static void test_v13_4_file(void)
{
    size_t n;
    uint8_t *p = test_read_file("test/data/pdl_insert_inbounds_f32.v13_4.cutile", &n);
    if (!p)
        return; /* the exporter has not produced it here */
    ct_module *m;
    ct_diag d;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_SUCCESS);
    free(p);
    if (!m)
        return;
    int loads = 0, stores = 0;
    ct_block *b = &m->funcs[0]->body.blocks[0];
    for (uint32_t i = 0; i < b->nops; i++) {
        ct_op *op = b->ops[i];
        if (op->opc != CT_OP_LOAD_VIEW_TKO && op->opc != CT_OP_STORE_VIEW_TKO)
            continue;
        loads += op->opc == CT_OP_LOAD_VIEW_TKO;
        stores += op->opc == CT_OP_STORE_VIEW_TKO;
        const ct_attr *ib = op->attrs[ct_op_attr_index(ct_def(op), "inbounds")];
        /* check_bounds=False on a 1-d load: inbounds = [true] */
        CHECK(ib && ib->kind == CT_ATTR_BOOL_ARRAY && ib->n == 1 && ib->bools[0] == 1);
    }
    CHECK(loads == 1 && stores == 1);
    ct_module_free(m);
}

/* ================================ compatibility rules ================================ */

/* Required attributes newer than the file get their defaults; in newer files they are read. */
static void test_defaults(void)
{
    /* tanh (rounding since 13.2) and exp (since 13.3) of %0: tile<f32> */
    mod md = {1301, "k", BASE_TYPES "|10 01 04 00", NULL, NULL, NULL, "00 0E 02 00",
              "6A 04 00  17 04 00  5C 00 00", NULL};
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    if (m) {
        ct_op *th = body_op(m->funcs[0], 0), *ex = body_op(m->funcs[0], 1);
        CHECK(th->attrs[0] && th->attrs[0]->value == CT_ROUNDING_FULL &&
              th->attrs[0]->enum_kind == CT_ENUM_ROUNDING);
        CHECK(ex->attrs[0] && ex->attrs[0]->value == CT_ROUNDING_FULL);
    }
    ct_module_free(m);
    /* 13.2: tanh carries its byte (approx = 4), exp still does not */
    md.version = 1302;
    md.body = "6A 04 04 00  17 04 00  5C 00 00";
    EXPECT_OK(&md, m);
    if (m) {
        CHECK(body_op(m->funcs[0], 0)->attrs[0]->value == CT_ROUNDING_APPROX);
        CHECK(body_op(m->funcs[0], 1)->attrs[0]->value == CT_ROUNDING_FULL);
    }
    ct_module_free(m);
    /* 13.3: both carry their bytes; negi carries overflow (nsw = 1) */
    md.version = 1303;
    md.body = "6A 04 04 00  17 04 01 00  5C 00 00";
    EXPECT_OK(&md, m);
    if (m)
        CHECK(body_op(m->funcs[0], 1)->attrs[0]->value == CT_ROUNDING_ZERO);
    ct_module_free(m);
    md.func = "00 05 02 00";
    md.body = "50 03 01 00  5C 00 00";
    EXPECT_OK(&md, m);
    if (m)
        CHECK(body_op(m->funcs[0], 0)->attrs[0]->value == CT_OVERFLOW_NSW);
    ct_module_free(m);
    /* nearest_away (7) exists only in 13.4 */
    md.body = "6A 04 07 00  5C 00 00";
    md.func = "00 0E 02 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "invalid integer value for enum type: 7");
    md.version = 1304;
    EXPECT_OK(&md, m);
    ct_module_free(m);
}

/* Global entries: 4 fields before 13.3 (visibility public by default), 6 from 13.3. */
static void test_globals(void)
{
    mod md = {1302, "k||g", BASE_TYPES, "04 2A 00 00 00", NULL, NULL, "00 0D 02 00", "5C 00 00",
              NULL};
    ct_module *m = NULL;
    md.globals = "01 02 03 00 08"; /* name "g", tile<i32>, constant 0, alignment 8 */
    EXPECT_OK(&md, m);
    if (m && m->nglobals == 1) {
        ct_global *g = &m->globals[0];
        CHECK(str_is(g->name, "g") && g->alignment == 8 && g->visibility == CT_VISIBILITY_PUBLIC &&
              !g->is_constant && g->value->size == 4 && g->value->data[0] == 0x2A);
    }
    ct_module_free(m);
    md.version = 1303;
    md.globals = "01 02 03 00 08 01 01"; /* private, constant */
    EXPECT_OK(&md, m);
    if (m && m->nglobals == 1)
        CHECK(m->globals[0].visibility == CT_VISIBILITY_PRIVATE && m->globals[0].is_constant);
    ct_module_free(m);
    md.globals = "01 02 03 00 08 02 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_SECTION, "invalid symbol visibility value: 2");
    md.globals = "01 01 03 00 08 00 00"; /* string 1 is empty */
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_SECTION, "global symbol name at index 0 is empty");
    md.globals = "01 02 03 05 08 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "constant index 5 out of bounds");
    md.globals = "01 02 0B 00 08 00 00"; /* tile<4xi32> but one element: a splat */
    EXPECT_OK(&md, m);
    ct_module_free(m);
    md.globals = "01 02 06 00 08 00 00"; /* a token is not a tile */
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "expect Cuda Tile integer or float type");
    md.globals = "05 02 03 00 08 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_TRUNCATED, "number of globals (5) exceeds");
}

/* Negative f64 float attributes: the C++ form and cuTile Python's 65-bit form (§1.6), as the
 * identity of a reduce over tile<4xf64>. */
static void test_f64_attrs(void)
{
    /* reduce → %1 (tile<f64>): dim 0, identities [Float f64 X], operand %0, one region with a
     * block of two tile<f64> arguments yielding the first; then return */
    static const struct {
        const char *bits;
        uint64_t want;
    } cases[] = {
        {"FF FF FF FF FF FF FF 0F", 0xFFF0000000000000ull},          /* -inf, C++ */
        {"81 80 80 80 80 80 80 F0 FF 03", 0xFFF0000000000000ull},    /* -inf, Python */
        {"FF FF FF FF FF FF FF FF 7F", 0xC000000000000000ull},       /* -2.0, C++ */
        {"80 80 80 80 80 80 80 80 80 03", 0xC000000000000000ull},    /* -2.0, Python */
        {"80 80 80 80 80 80 80 80 80 01", 0x4000000000000000ull},    /* +2.0 */
        {"00", 0},                                                   /* +0.0 */
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        char body[256];
        snprintf(body, sizeof body,
                 "58 01 08 00 01 02 07 %s 01 00 01 01 02 08 08 01 6D 00 01 01 5C 00 00",
                 cases[i].bits);
        mod md = {1303, "k", BASE_TYPES, NULL, NULL, NULL, "00 0A 02 00", body, NULL};
        ct_module *m = NULL;
        EXPECT_OK(&md, m);
        if (!m)
            continue;
        ct_op *r = body_op(m->funcs[0], 0);
        const ct_attr *ids = r->attrs[1];
        CHECK(ids && ids->kind == CT_ATTR_ARRAY && ids->n == 1);
        if (ids && ids->n == 1) {
            const ct_attr *x = ids->items[0];
            CHECK(x->kind == CT_ATTR_FLOAT && x->type->scalar == CT_S_F64);
            CHECK(x->value == cases[i].want);
        }
        CHECK(r->attrs[0] && r->attrs[0]->kind == CT_ATTR_INT && r->attrs[0]->value == 0 &&
              r->attrs[0]->type->scalar == CT_S_I32);
        /* value numbering: the block arguments are %1 and %2 while the region is read, the
         * reduce result is %1 afterwards */
        ct_block *b = &r->regions[0].blocks[0];
        CHECK(b->nargs == 2 && b->nops == 1 && b->ops[0]->opnds[0] == b->args[0]);
        ct_module_free(m);
    }
    /* return %1 after the reduce reads the reduce's result, not the block argument */
    mod md = {1303, "k", BASE_TYPES, NULL, NULL, NULL, "00 0A 02 00",
              "58 01 08 00 01 02 07 00 01 00 01 01 02 08 08 01 6D 00 01 02  5C 00 01 01", NULL};
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    if (m) {
        ct_op *r = body_op(m->funcs[0], 0), *ret = body_op(m->funcs[0], 1);
        CHECK(r->regions[0].blocks[0].ops[0]->opnds[0] == r->regions[0].blocks[0].args[1]);
        CHECK(ret->nopnds == 1 && ret->opnds[0] == r->res[0]);
    }
    ct_module_free(m);
    /* ... and %2 no longer exists after the block */
    md.body = "58 01 08 00 01 02 07 00 01 00 01 01 02 08 08 01 6D 00 01 02  5C 00 01 02";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_OPERAND, "operand index 2 out of bounds (size=2)");
    /* a tagged DenseElements identity: tile<f64> from constant 0 (-inf) */
    md.consts = "08 00 00 00 00 00 00 F0 FF";
    md.body = "58 01 08 00 01 07 08 00 01 00 01 01 02 08 08 01 6D 00 01 01 5C 00 00";
    EXPECT_OK(&md, m);
    if (m) {
        const ct_attr *x = body_op(m->funcs[0], 0)->attrs[1]->items[0];
        CHECK(x->kind == CT_ATTR_DENSE && x->size == 8 && x->data[7] == 0xFF &&
              x->type->kind == CT_TY_TILE && x->type->elem->scalar == CT_S_F64);
    }
    ct_module_free(m);
    md.body = "58 01 08 00 01 07 07 00 01 00 01 01 02 08 08 01 6D 00 01 01 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "expect Cuda Tile integer or float type");
    md.consts = NULL;
    /* an f32 identity whose value does not fit 32 bits */
    md.body = "58 01 08 00 01 02 02 80 80 80 80 80 01 01 00 01 01 02 08 08 01 6D 00 01 01 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "float attribute value does not fit in 32 bits");
    /* identities must be typed: a string is not */
    md.body = "58 01 08 00 01 05 00 01 00 01 01 02 08 08 01 6D 00 01 01 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "array element 0 is not a typed attribute");
    /* dim does not fit i32 */
    md.body = "58 01 08 80 80 80 80 10 01 02 07 00 01 00 01 01 02 08 08 01 6D 00 01 01 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "dim: value 4294967296 does not fit in 32 bits");
    /* a float attribute with an integer type */
    md.body = "58 01 08 00 01 02 01 00 01 00 01 01 02 08 08 01 6D 00 01 01 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "float attribute needs a float type");
}

/* PartitionView: inline presence byte before 13.3, leading bitfield from 13.3 (§3.2.5, the spec's
 * example bytes); tensor view at index 3 (tensor_view<16x32xf32, strides=[32,1]>). */
static void test_partition_view(void)
{
#define TV "0E 02 02 10 00 00 00 00 00 00 00 20 00 00 00 00 00 00 00 02 20 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00"
    static const struct {
        int version;
        const char *pv;
        bool has;
    } cases[] = {
        {1301, "0F 02 10 00 00 00 20 00 00 00 03 02 00 00 00 00 01 00 00 00 01 00", true},
        {1302, "0F 02 10 00 00 00 20 00 00 00 03 02 00 00 00 00 01 00 00 00 00", false},
        {1303, "0F 01 02 10 00 00 00 20 00 00 00 03 02 00 00 00 00 01 00 00 00 00", true},
        {1303, "0F 00 02 10 00 00 00 20 00 00 00 03 02 00 00 00 00 01 00 00 00", false},
        {1301, "0F 02 10 00 00 00 20 00 00 00 03 02 00 00 00 00 01 00 00 00 07 04", true},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        char types[512];
        snprintf(types, sizeof types, "00|03|07|" TV "|%s|10 01 04 00", cases[i].pv);
        mod md = {cases[i].version, "k", types, NULL, NULL, NULL, "00 05 02 00", "5C 00 00", NULL};
        ct_module *m = NULL;
        EXPECT_OK(&md, m);
        if (!m)
            continue;
        const ct_type *pv = m->funcs[0]->type->ins[0];
        CHECK(pv->kind == CT_TY_PARTITION_VIEW && pv->ntile == 2 && pv->tile_shape[0] == 16 &&
              pv->tile_shape[1] == 32 && pv->ndim_map == 2 && pv->dim_map[0] == 0 &&
              pv->dim_map[1] == 1);
        CHECK(pv->elem->kind == CT_TY_TENSOR_VIEW && pv->elem->rank == 2 &&
              pv->elem->shape[1] == 32 && pv->elem->strides[0] == 32);
        CHECK_EQ_INT(pv->has_padding, cases[i].has);
        CHECK_EQ_INT(pv->padding, i == 4 ? CT_PADDING_NEG_INF : CT_PADDING_ZERO);
        ct_module_free(m);
    }
    /* the 13.3 layout in a 13.1 file is misread; a bad padding value */
    mod md = {1303, "k", "00|03|07|" TV "|0F 01 02 10 00 00 00 20 00 00 00 03 02 00 00 00 00 01 00 00 00 09|10 01 04 00",
              NULL, NULL, NULL, "00 05 02 00", "5C 00 00", NULL};
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE, "invalid integer value for enum type: 9");
    md.types = "00|03|07|" TV "|0F 03 02 10 00 00 00 20 00 00 00 03 02 00 00 00 00 01 00 00 00 00|10 01 04 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE, "unknown optional-parameter flags 0x3");
    /* the view must refer to a tensor_view */
    md.types = "00|03|07|" TV "|0F 00 02 10 00 00 00 20 00 00 00 02 02 00 00 00 00 01 00 00 00|10 01 04 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE, "view's tensor_view has the wrong kind of type");
    /* gather/scatter view (the spec's example, §3.2.6): tile 8x16, view #3, sparse_dim 0, nan */
    md.types = "00|03|07|" TV "|14 01 02 08 00 00 00 10 00 00 00 03 00 02|10 01 04 00";
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    if (m) {
        const ct_type *g = m->funcs[0]->type->ins[0];
        CHECK(g->kind == CT_TY_GATHER_SCATTER_VIEW && g->ntile == 2 && g->tile_shape[1] == 16 &&
              g->sparse_dim == 0 && g->has_padding && g->padding == CT_PADDING_NAN);
    }
    ct_module_free(m);
    md.types = "00|03|07|" TV "|14 00 02 08 00 00 00 10 00 00 00 03 80 80 80 80 10|10 01 04 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE, "sparse_dim value 4294967296 exceeds uint32_t range");
    md.version = 1302;
    md.types = "00|03|07|" TV "|14 01 02 08 00 00 00 10 00 00 00 03 00 02|10 01 04 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE,
                "type 'GatherScatterViewType' requires bytecode version 13.3+, file version is 13.2");
    /* strided view: optFlags, tile (4), traversal strides (2), view #3, dim_map (0) */
    md.version = 1303;
    md.types = "00|03|07|" TV "|15 00 01 04 00 00 00 01 02 00 00 00 03 01 00 00 00 00|10 01 04 00";
    EXPECT_OK(&md, m);
    if (m) {
        const ct_type *s = m->funcs[0]->type->ins[0];
        CHECK(s->kind == CT_TY_STRIDED_VIEW && s->ntile == 1 && s->tile_shape[0] == 4 &&
              s->ntraversal == 1 && s->traversal_strides[0] == 2 && s->ndim_map == 1 &&
              !s->has_padding);
    }
    ct_module_free(m);
#undef TV
}

/* Tile and tensor_view (the spec's examples, §3.2.3/§3.2.4); 13.4 pointer and tensor_view flags. */
static void test_types(void)
{
    mod md = {1303, "k",
              "00|03|07|0D 01 01 02 00 00 00 00 00 00 00|"
              "0E 02 02 00 00 00 00 00 00 00 80 40 00 00 00 00 00 00 00 02 40 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00|"
              "10 02 03 04 00",
              NULL, NULL, NULL, "00 05 02 00", "5C 00 00", NULL};
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    if (m) {
        const ct_type *t = m->funcs[0]->type->ins[0], *v = m->funcs[0]->type->ins[1];
        CHECK(t->kind == CT_TY_TILE && t->rank == 1 && t->shape[0] == 2 &&
              t->elem->scalar == CT_S_I32);
        CHECK(v->kind == CT_TY_TENSOR_VIEW && v->rank == 2 && v->shape[0] == CT_DYN &&
              v->shape[1] == 64 && v->nstrides == 2 && v->strides[0] == 64 && v->strides[1] == 1 &&
              v->elem->scalar == CT_S_F32 && !v->has_ptr_attr);
        /* the function's arguments are %0 and %1 of the body */
        CHECK(m->funcs[0]->body.blocks[0].nargs == 2);
        CHECK(m->funcs[0]->values[m->funcs[0]->body.blocks[0].args[1]].type == v);
    }
    ct_module_free(m);
    /* 13.4: pointer = optFlags, pointee, [ptrAttr]; tensor_view = optFlags, …, [ptrAttr] */
    md.version = 1304;
    md.types = "07|0C 00 00|0C 01 00 00|0D 01 00|0D 02 00|"
               "0E 01 00 01 04 00 00 00 00 00 00 00 01 01 00 00 00 00 00 00 00 00|"
               "0E 00 00 01 04 00 00 00 00 00 00 00 01 01 00 00 00 00 00 00 00|10 04 03 04 05 06 00";
    md.func = "00 07 02 00";
    EXPECT_OK(&md, m);
    if (m) {
        const ct_type *const *in = m->funcs[0]->type->ins;
        CHECK(in[0]->elem->kind == CT_TY_PTR && !in[0]->elem->has_ptr_attr);
        CHECK(in[1]->elem->kind == CT_TY_PTR && in[1]->elem->has_ptr_attr &&
              in[1]->elem->ptr_attr == 0);
        CHECK(in[0] != in[1]); /* interned apart: a writer can reproduce both */
        CHECK(in[2]->kind == CT_TY_TENSOR_VIEW && in[2]->has_ptr_attr && in[2]->rank == 1);
        CHECK(in[3]->kind == CT_TY_TENSOR_VIEW && !in[3]->has_ptr_attr);
    }
    ct_module_free(m);
    md.types = "07|0C 01 00 01|0D 01 00|10 01 02 00";
    md.func = "00 03 02 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE, "invalid pointer attribute value: 1");
    md.types = "07|0C 02 00|0D 01 00|10 01 02 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE, "unknown optional-parameter flags 0x2");
    /* the 13.1 layout of a pointer */
    md.version = 1301;
    md.types = "07|0C 00|0D 01 00|10 01 02 00";
    EXPECT_OK(&md, m);
    ct_module_free(m);
    /* forward references are fine (decoded on demand) */
    md.types = "0D 01 00|0C 03|10 01 00 00|07";
    md.func = "00 02 02 00";
    EXPECT_OK(&md, m);
    if (m)
        CHECK(m->funcs[0]->type->ins[0]->elem->elem->scalar == CT_S_F32);
    ct_module_free(m);
    /* f8E5M3FNU (tag 130) only in 13.4; i4 and f4E2M1FN from 13.3; f8E8M0FNU from 13.2 */
    static const struct {
        int version;
        const char *tag;
        const char *msg;
    } gated[] = {
        {1303, "82 01", "type 'F8E5M3FNU' requires bytecode version 13.4+, file version is 13.3"},
        {1302, "16", "type 'Int4' requires bytecode version 13.3+, file version is 13.2"},
        {1301, "12", "type 'Float8E8M0FNU' requires bytecode version 13.2+, file version is 13.1"},
        {1302, "15", "type 'StridedViewType' requires bytecode version 13.3+"},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(gated); i++) {
        char types[64];
        snprintf(types, sizeof types, "%s|10 00 00", gated[i].tag);
        mod g = {gated[i].version, "k", types, NULL, NULL, NULL, "00 01 02 00", "5C 00 00", NULL};
        EXPECT_FAIL(&g, CUTILE_ERROR_BAD_TYPE, gated[i].msg);
        g.version = 1304;
        if (i < 3) {
            EXPECT_OK(&g, m);
            ct_module_free(m);
        }
    }
}

/* i1 dense constants: both layouts of §3.3 are kept as the file has them. */
static void test_i1_dense(void)
{
    /* constant of type 12 = tile<16xi1> */
    static const struct {
        const char *raw;
        size_t size;
        bool ok;
    } cases[] = {
        {"01 FF", 1, true},                                                  /* splat true (Python) */
        {"01 00", 1, true},                                                  /* splat false */
        {"02 AA 55", 2, true},                                               /* bit-packed */
        {"10 01 00 01 00 01 00 01 00 01 00 01 00 01 00 01 00", 16, true},   /* byte per element */
        {"03 01 02 03", 3, false},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        mod md = {1303, "k", BASE_TYPES, cases[i].raw, NULL, NULL, "00 0D 02 00",
                  "10 0C 00 5C 00 00", NULL};
        if (!cases[i].ok) {
            EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "failed to validate buffer size and format");
            continue;
        }
        ct_module *m = NULL;
        EXPECT_OK(&md, m);
        if (!m)
            continue;
        const ct_attr *v = body_op(m->funcs[0], 0)->attrs[0];
        uint8_t want[16];
        size_t n;
        uint8_t *raw = hex_bytes(cases[i].raw, &n);
        memcpy(want, raw + 1, n - 1);
        free(raw);
        CHECK(v && v->size == cases[i].size && memcmp(v->data, want, v->size) == 0);
        ct_module_free(m);
    }
    /* other element types: one element (splat) or all; tile<4xi32> */
    mod md = {1303, "k", BASE_TYPES, "08 01 00 00 00 02 00 00 00", NULL, NULL, "00 0D 02 00",
              "10 0B 00 5C 00 00", NULL};
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "constant 0 has 8 bytes for 4 elements of 4 bytes");
    md.consts = "10 01 00 00 00 02 00 00 00 03 00 00 00 04 00 00 00";
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    ct_module_free(m);
    md.consts = "04 01 00 00 00";
    EXPECT_OK(&md, m);
    ct_module_free(m);
}

/* 13.4 record changes: ftoi gains flags (saturating), view loads/stores gain `inbounds`. */
static void test_v13_4_records(void)
{
    /* ftoi %0 (tile<f32>) → tile<i32>: signed, rounding zero */
    mod md = {1304, "k", BASE_TYPES "|10 01 04 00", NULL, NULL, NULL, "00 0E 02 00",
              "2B 03 01 01 01 00 5C 00 00", NULL};
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    if (m) {
        ct_op *op = body_op(m->funcs[0], 0);
        int sat = ct_op_attr_index(ct_def(op), "saturating");
        CHECK(op->attrs[sat] && op->attrs[sat]->kind == CT_ATTR_UNIT);
        CHECK(op->attrs[0]->value == CT_SIGNEDNESS_SIGNED && op->attrs[1]->value == CT_ROUNDING_ZERO);
    }
    ct_module_free(m);
    /* 13.3: no flags field, so the same bytes are one too many */
    md.version = 1303;
    md.body = "2B 03 01 01 00 5C 00 00";
    EXPECT_OK(&md, m);
    if (m)
        CHECK(!body_op(m->funcs[0], 0)->attrs[ct_op_attr_index(&ct_op_defs[CT_OP_FTOI], "saturating")]);
    ct_module_free(m);
    md.version = 1304;
    md.body = "2B 03 02 01 01 00 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_BYTECODE, "unknown flag bits 0x2 for ftoi");
    /* load_view_tko with inbounds [true]: types 14 tensor_view<4xf32> (13.4 layout), 15 its
     * partition_view<tile=(4)>, 16 tile<4xf32>, 17 (15, tile<i32>) -> () */
    md.types = BASE_TYPES "|0E 00 02 01 04 00 00 00 00 00 00 00 01 01 00 00 00 00 00 00 00"
                          "|0F 00 01 04 00 00 00 0E 01 00 00 00 00|0D 02 01 04 00 00 00 00 00 00 00"
                          "|10 02 0F 03 00";
    md.func = "00 11 02 00";
    md.body = "3E 02 10 06 00 00 01 01 00 01 01 5C 00 00";
    EXPECT_OK(&md, m);
    if (m) {
        ct_op *op = body_op(m->funcs[0], 0);
        const ct_attr *ib = op->attrs[3];
        CHECK(ib && ib->kind == CT_ATTR_BOOL_ARRAY && ib->n == 1 && ib->bools[0] == 1);
        CHECK(op->nopnds == 2 && op->seg[1] == 1 && op->seg[2] == 0);
    }
    ct_module_free(m);
    md.body = "3E 02 10 06 00 00 01 02 00 01 01 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "bool array 'inbounds' holds 2 at element 0");
}

/* A debug section of the Python kind: every op has an index entry; lexical blocks and call sites. */
static void test_debug(void)
{
    /* attrs: 1 file, 2 CU, 3 subprogram "k", 4 loc in 3, 5 lexical block in 3, 6 loc in 5,
     * 7 call site (callee 6, caller 4) */
    const char *attrs = "02 01 02|01 01|05 01 03 00 00 02 03|04 03 01 04 05|03 03 01 07 01|"
                        "04 05 01 08 02|06 06 04";
    char dbg[256];
    snprintf(dbg, sizeof dbg, "0;4 6 7 0;%s", attrs);
    mod md = {1303, "k|f.py|/d", BASE_TYPES, NULL, NULL, dbg, "00 0D 02 01",
              "44 06  44 06  5C 00 00", NULL};
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    if (m) {
        ct_func *f = m->funcs[0];
        CHECK(f->has_debug_slot && f->loc == 4);
        CHECK(body_op(f, 0)->loc == 6 && body_op(f, 1)->loc == 7 && body_op(f, 2)->loc == 0);
        CHECK(m->ndi == 8 && m->di[5].tag == CT_DI_LEXICAL_BLOCK && m->di[5].scope == 3 &&
              m->di[5].file == 1 && m->di[5].line == 7 && m->di[5].column == 1);
        CHECK(m->di[7].tag == CT_DI_CALL_SITE && m->di[7].callee == 6 && m->di[7].caller == 4);
        CHECK(str_is(m->di[1].name, "f.py") && str_is(m->di[1].directory, "/d"));
    }
    ct_module_free(m);
    /* a slot too short for the ops */
    snprintf(dbg, sizeof dbg, "0;4 6;%s", attrs);
    md.debug = dbg;
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_SECTION, "failed to read operation location.");
    /* slot 2 of 1 */
    snprintf(dbg, sizeof dbg, "0;4 6 7 0;%s", attrs);
    md.func = "00 0D 02 02";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_SECTION, "function location slot 2 out of range (1 debug slots)");
    /* slot start past the indices */
    snprintf(dbg, sizeof dbg, "9;4 6 7 0;%s", attrs);
    md.func = "00 0D 02 01";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_SECTION, "failed to read function location for 'k'");
    /* an index entry that is not a location (a DIFile) */
    snprintf(dbg, sizeof dbg, "0;4 1 7 0;%s", attrs);
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_SECTION, "debug info 1 is not a location");
    snprintf(dbg, sizeof dbg, "0;4 9 7 0;%s", attrs);
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_SECTION, "debug info index 9 out of bounds (7 attributes)");
    /* a slot without a Debug section */
    md.debug = NULL;
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_SECTION, "function location slot 1 out of range (0 debug slots)");
    /* malformed attributes */
    static const struct {
        const char *attrs;
        const char *msg;
    } bad[] = {
        {"07", "unknown debug info tag: 7"},
        {"01 02|01 03|02 00 01", "compile unit file: debug info 2 has the wrong kind (1)"},
        {"04 00 00 01 01", "location scope: debug info 0 has the wrong kind (0)"},
        {"02 00 01|03 03 01 01 01|03 02 01 01 01", "reference cycle through debug attribute 2"},
        {"02 00 01|01 05", "debug info index 5 out of bounds"},
        {"02 09 01", "string index 9 out of bounds"},
        {"04", "unexpected end of data while reading location scope"},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        snprintf(dbg, sizeof dbg, ";;%s", bad[i].attrs);
        mod b = {1303, "k|f.py|/d", BASE_TYPES, NULL, NULL, dbg, "00 0D 02 00", "5C 00 00", NULL};
        ct_status want = strstr(bad[i].msg, "string index") ? CUTILE_ERROR_BAD_BYTECODE
                         : strstr(bad[i].msg, "unexpected end") ? CUTILE_ERROR_TRUNCATED
                                                                : CUTILE_ERROR_BAD_SECTION;
        EXPECT_FAIL(&b, want, bad[i].msg);
    }
    /* a forward chain of 70 lexical blocks (each scoped in the next) exceeds the nesting limit */
    ct_buf chain;
    ct_buf_init(&chain, NULL);
    ct_buf_str(&chain, ";;02 01 02|01 01|05 01 03 00 00 02 03");
    for (int k = 4; k < 74; k++)
        ct_buf_printf(&chain, "|03 %02X 01 01 01", k < 73 ? k + 1 : 3);
    char *ch = (char *)ct_buf_take(&chain, NULL);
    mod c = {1303, "k|f.py|/d", BASE_TYPES, NULL, NULL, ch, "00 0D 02 00", "5C 00 00", NULL};
    EXPECT_FAIL(&c, CUTILE_ERROR_BAD_SECTION, "debug attribute 69 is nested too deeply");
    free(ch);
    /* an empty attribute table (the reference rejects it by accident; we accept it) */
    mod e = {1303, "k", BASE_TYPES, NULL, NULL, ";;", "00 0D 02 00", "5C 00 00", NULL};
    EXPECT_OK(&e, m);
    ct_module_free(m);
}

/* ================================ bad input, check by check ================================ */

static void test_bad_header(void)
{
    static const char *const heads[] = {"7F 54 69 6C 65 49 52 00 0D 00 00 00",
                                        "7F 54 69 6C 65 49 52 00 0D 05 00 00",
                                        "7F 54 69 6C 65 49 52 00 0C 65 00 00",
                                        "7F 54 69 6C 65 49 52 00 0E 01 00 00"};
    static const char *const msgs[] = {"unsupported Tile version 13.0.0", "13.5.0", "12.101.0",
                                       "14.1.0"};
    for (size_t i = 0; i < CT_ARRAY_LEN(heads); i++) {
        size_t n;
        uint8_t *p = hex_bytes(heads[i], &n);
        ct_module *m;
        ct_diag d;
        CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_UNSUPPORTED_VERSION);
        CHECK_CONTAINS(d.msg, msgs[i]);
        CHECK_CONTAINS(d.msg, "header, offset 0x8");
        free(p);
    }
    ct_module *m;
    ct_diag d;
    static const uint8_t part[] = {0x7F, 'T', 'i'};
    CHECK_EQ_INT(rd(part, 3, &m, &d), CUTILE_ERROR_TRUNCATED);
    CHECK_EQ_INT(rd(NULL, 0, &m, &d), CUTILE_ERROR_TRUNCATED);
    CHECK_EQ_INT(rd(NULL, 5, &m, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    static const uint8_t wrong[] = {0x7F, 'T', 'i', 'l', 'e', 'X'};
    CHECK_EQ_INT(rd(wrong, 6, &m, &d), CUTILE_ERROR_BAD_MAGIC);
    CHECK_CONTAINS(d.msg, "invalid magic number at position 5, got 88 expected 73");
}

static void test_bad_sections(void)
{
    static const struct {
        const char *hex;
        ct_status st;
        const char *msg;
    } cases[] = {
        {"", CUTILE_ERROR_TRUNCATED, "unexpected end of data while reading section header"},
        {"80", CUTILE_ERROR_BAD_SECTION, "end section should not have alignment flag set"},
        {"08 00", CUTILE_ERROR_BAD_SECTION, "unknown section ID: 8"},
        {"06 05 00", CUTILE_ERROR_TRUNCATED, "section length 5 exceeds remaining data size 1"},
        {"86 01 03 00 00", CUTILE_ERROR_BAD_SECTION, "invalid alignment value: 3"},
        {"86 01 00 00 00", CUTILE_ERROR_BAD_SECTION, "invalid alignment value: 0"},
        {"01 01 00 00", CUTILE_ERROR_BAD_SECTION,
         "section 1 must have alignment that is a multiple of 4 bytes, but has no alignment flag set"},
        {"82 01 04 00 00", CUTILE_ERROR_BAD_SECTION,
         "section 2 must have alignment that is a multiple of 8 bytes, but has alignment of 4"},
        {"86 04 10 CB 00 00 00", CUTILE_ERROR_TRUNCATED, "section length 4 exceeds remaining bytecode data. 3"},
        {"06 00 06 00 00", CUTILE_ERROR_BAD_SECTION, "duplicate section ID: 6 (Global)"},
        {"06 00", CUTILE_ERROR_TRUNCATED, "unexpected end of data while reading section header"},
        {"00", CUTILE_ERROR_BAD_SECTION, "string section is mandatory"},
        {"81 01 04 CB 00 00", CUTILE_ERROR_BAD_SECTION, "function section is mandatory"},
        {"06 00 00 00", CUTILE_ERROR_BAD_SECTION, "end section is not the last section"},
        {"06 81 80 80 80 80 80 80 80 80 80 01", CUTILE_ERROR_BAD_BYTECODE, "section length: value out of range"},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        char hex[256];
        snprintf(hex, sizeof hex, "7F 54 69 6C 65 49 52 00 0D 03 00 00 %s", cases[i].hex);
        size_t n;
        uint8_t *p = hex_bytes(hex, &n);
        ct_module *m;
        ct_diag d;
        CHECK_EQ_INT(rd(p, n, &m, &d), cases[i].st);
        CHECK_CONTAINS(d.msg, cases[i].msg);
        CHECK(m == NULL);
        free(p);
    }
}

static void test_bad_tables(void)
{
    /* string table: the count must fit */
    mod md = {1303, "k", BASE_TYPES, NULL, NULL, NULL, "00 0D 02 00", "5C 00 00", NULL};
    size_t n;
    uint8_t *p = build(&md, &n);
    ct_module *m;
    ct_diag d;
    /* the String payload is last: "01 CB CB CB 00 00 00 00 6B" then the end marker */
    CHECK_EQ_INT(p[n - 10], 0x01);
    p[n - 10] = 0x05;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_TRUNCATED);
    CHECK_CONTAINS(d.msg, "section String");
    CHECK_CONTAINS(d.msg, "number of strings (5) exceeds the maximum of 1 that can fit in the remaining payload of 5 bytes.");
    /* out-of-order offsets are clamped (as the reference does): an empty name */
    p[n - 10] = 0x01;
    p[n - 6] = 0x07;
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_BAD_BYTECODE);
    CHECK_CONTAINS(d.msg, "function name at index 0 is empty");
    free(p);
    /* string index */
    md.func = "03 0D 02 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_BYTECODE, "string index 3 out of bounds (1 strings)");
    /* type entries */
    static const struct {
        const char *types;
        const char *msg;
    } bad[] = {
        {"4D|10 00 00", "unknown type tag: 77"},
        {"0D 00 00|10 01 00 00", "reference cycle through type 0"},
        {"0D 05 00|10 01 00 00", "tile element type: type index 5 out of bounds (2 types)"},
        {"03|0C 02|0D 00 00|10 01 01 00", "pointee has the wrong kind of type"},
        {"03|0D 00 01 FF FF FF FF FF FF FF FF|10 01 01 00", "tile dimension 0 is not static: -1"},
        {"07|0E 00 01 04 00 00 00 00 00 00 00 00|10 01 01 00", "tensor_view has 1 dimensions but 0 strides"},
        {"03|0D 00 02 01 00 00 00 00 00 00 00|10 01 01 00", "tile shape (2) exceeds what the remaining 8 bytes can hold"},
        {"10 01 01 00|10 00 00", "function parameter has the wrong kind of type"},
        {"0C 01|0C 00", "reference cycle through type 0"},
        {"03||10 01 01 00", "unexpected end of data while reading type tag"},
        {"03|0D 00 00|10 01 01 00|0C 03", "reference cycle through type 3"},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        mod b = {1303, "k", bad[i].types, NULL, NULL, NULL, "00 00 02 00", "5C 00 00", NULL};
        EXPECT_FAIL(&b, i == 6 || i == 9 ? CUTILE_ERROR_TRUNCATED : CUTILE_ERROR_BAD_TYPE, bad[i].msg);
    }
    /* deep forward chains: tile → tile → … (each decoded before its user) */
    char deep[512] = "";
    for (int i = 0; i < 12; i++)
        snprintf(deep + strlen(deep), sizeof deep - strlen(deep), "0C %02X|", i + 1);
    strcat(deep, "03");
    mod dp = {1303, "k", deep, NULL, NULL, NULL, "00", NULL, "00"};
    EXPECT_FAIL(&dp, CUTILE_ERROR_BAD_TYPE, "is nested too deeply");
    /* a signature that is not a function type; no Type section at all */
    md.func = "00 03 02 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE, "function signature of 'k' does not refer to a function type");
    md.types = NULL;
    md.func = "00 00 02 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_TYPE, "function signature: type index 0 out of bounds (0 types)");
    /* constants: offsets and sizes */
    md.types = BASE_TYPES;
    md.func = "00 0D 02 00";
    md.body = "10 03 00 5C 00 00";
    md.consts = "05 01 00 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_TRUNCATED, "constant 0 extends beyond available data: 5 bytes, 4 in its entry");
    md.consts = "04 01 00 00 00";
    md.body = "10 03 01 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "constant index 1 out of bounds (1 constants)");
    md.body = "10 06 00 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "expect Cuda Tile integer or float type");
    md.consts = "04 01 00 00 00|04 02 00 00 00";
    p = build(&md, &n);
    /* second offset (8 bytes after the first) patched to 0x100: beyond the data */
    for (size_t i = 0; i + 16 < n; i++)
        if (p[i] == 0x84 && p[i + 2] == 0x08) { /* Constant section header */
            size_t pay = (i + 3 + 7) / 8 * 8;
            p[pay + 16] = 0x00;
            p[pay + 17] = 0x01;
            break;
        }
    CHECK_EQ_INT(rd(p, n, &m, &d), CUTILE_ERROR_BAD_SECTION);
    CHECK_CONTAINS(d.msg, "constant 1 extends beyond available data");
    free(p);
}

static void test_bad_attrs(void)
{
    static const struct {
        const char *body;
        ct_status st;
        const char *msg;
    } cases[] = {
        /* assume with an Integer attribute, not a predicate */
        {"06 03 01 01 05 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "attribute 'predicate' must be an assume predicate"},
        {"06 03 0D 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "unsupported AttributeTag 13 for self-contained attribute"},
        {"06 03 08 10 04 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "unknown predicate flags 0x4"},
        {"06 03 09 01 00 00 00 00 00 00 00 80 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "array contains unsupported value -9223372036854775808"},
        {"06 03 0C 03 01 02 00 5C 00 00", CUTILE_SUCCESS, NULL},
        /* addi with an overflow value out of range */
        {"03 03 04 00 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "invalid integer value for enum type: 4 (attribute 'overflow')"},
        /* permute [1, 0x7FFFFFFF] */
        {"53 03 02 01 00 00 00 FF FF FF 7F 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "array contains unsupported value 2147483647"},
        /* get_global with an empty name (string 1 is "") */
        {"2C 03 01 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "empty symbol reference is invalid"},
        /* load_view_tko hints: values must be dictionaries; keys non-empty and unique */
        {"3E 02 03 06 02 00 01 00 03 01 00 01 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "expected dictionary attribute for optimization_hints entry 'k'"},
        {"3E 02 03 06 02 00 02 00 0A 00 00 0A 00 00 00 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "failed to parse DictionaryAttr, duplicate key found: k"},
        {"3E 02 03 06 02 00 01 01 0A 00 00 00 5C 00 00", CUTILE_ERROR_BAD_ATTRIBUTE, "invalid empty attribute name for DictionaryAttr element 0"},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        mod md = {1303, "k||x", BASE_TYPES, NULL, NULL, NULL, "00 05 02 00", cases[i].body, NULL};
        if (cases[i].st == CUTILE_SUCCESS) {
            ct_module *m = NULL;
            EXPECT_OK(&md, m);
            ct_module_free(m);
        } else
            EXPECT_FAIL(&md, cases[i].st, cases[i].msg);
    }
    /* hints in the function table: must be tag 11 */
    mod md = {1303, "k|sm_90|latency", BASE_TYPES, NULL, NULL, NULL,
              "00 05 06 00 0B 01 01 0A 01 02 01 01 80 80 80 80 10", "5C 00 00", NULL};
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE,
                "integer attribute value: value 4294967296 does not fit in 32 bits");
    md.func = "00 05 06 00 0B 01 01 0A 01 02 01 01 7F";
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    ct_module_free(m);
    md.func = "00 05 06 00 0A 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "invalid optimization hints attribute for function 'k'");
    /* bool attribute (tag 3) and an i1 integer (tag 1) both decode as true */
    md.func = "00 05 06 00 0B 01 01 0A 02 00 03 05 02 01 00 01";
    EXPECT_OK(&md, m);
    if (m) {
        const ct_attr *dd = m->funcs[0]->hints->items[0];
        CHECK(dd->n == 2 && dd->items[0]->kind == CT_ATTR_BOOL && dd->items[0]->value == 1 &&
              dd->items[1]->kind == CT_ATTR_INT && dd->items[1]->type->scalar == CT_S_I1 &&
              dd->items[1]->value == 1);
    }
    ct_module_free(m);
    /* nesting limit: dictionaries 40 deep */
    char deep[512] = "00 05 06 00 0B 01 01";
    for (int i = 0; i < 40; i++)
        strcat(deep, " 0A 01 01");
    strcat(deep, " 03 01");
    md.func = deep;
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_ATTRIBUTE, "attributes nested too deeply");
}

static void test_bad_ops(void)
{
    static const struct {
        int version;
        const char *body;
        ct_status st;
        const char *msg;
    } cases[] = {
        {1303, "16 00 5C 00 00", CUTILE_ERROR_BAD_OPCODE, "opcode 22 ('entry') is module structure"},
        {1303, "76 01 03 02 00 00 5C 00 00", CUTILE_ERROR_BAD_OPCODE, "unsupported opcode 118 for bytecode version 13.3"},
        {1303, "3A", CUTILE_ERROR_TRUNCATED, "unexpected end of data while reading result type"},
        {1303, "26 02 03 03 02 00 00 5C 00 00", CUTILE_ERROR_BAD_BYTECODE, "result count mismatch for extract: expected 1 compatible results but got 2"},
        {1303, "26 01 03 00 5C 00 00", CUTILE_ERROR_BAD_OPERAND, "extract needs at least 1 operands, got 0"},
        {1303, "02 03 02 00 00 00 5C 00 00", CUTILE_ERROR_BAD_BYTECODE, "unknown flag bits 0x2 for addf"},
        {1303, "41 00 00 02 01 01 00 01 5C 00 00 01 00 01 5C 00 00 5C 00 00", CUTILE_ERROR_BAD_BYTECODE, "loop op expected 1 regions, got 2"},
        {1303, "41 00 00 01 01 00 01 44 06 5C 00 00", CUTILE_ERROR_BAD_BYTECODE, "invalid block structure: block is expected to have a terminator"},
        {1303, "41 00 00 01 01 00 00 5C 00 00", CUTILE_ERROR_BAD_BYTECODE, "invalid block structure"},
        {1303, "41 00 00 01 01 00 01 6D 00 00 5C 00 00", CUTILE_SUCCESS, NULL},
        /* if: then-block, else-region without blocks (the C++ writer's form) */
        {1303, "44 06 32 00 00 02 01 00 01 6D 00 00 00 5C 00 00", CUTILE_SUCCESS, NULL},
        {1303, "32 00 00 02 01 00 01 6D 00 00 00 5C 00 00", CUTILE_ERROR_BAD_OPERAND, "operand index 0 out of bounds (size=0)"},
        /* padding inside a body is not allowed (only after the last function) */
        {1301, "5C 00 00 CB", CUTILE_ERROR_TRUNCATED, "unexpected end of data while reading operation opcode"},
        {1301, "5C 00 00 CB 01", CUTILE_ERROR_BAD_OPCODE, "unsupported opcode 203 for bytecode version 13.1"},
        {1303, "44 06", CUTILE_SUCCESS, NULL}, /* no return: for the verifier */
        {1303, "3A 03 81 80 80 80 80 80 80 80 80 01", CUTILE_ERROR_BAD_OPCODE, "unsupported opcode 9223372036854775809"},
        {1303, "5C 00 FF FF FF FF 0F", CUTILE_ERROR_BAD_BYTECODE, "operand count: varint value exceeds maximum supported capacity"},
        {1303, "5C 00 05 00", CUTILE_ERROR_TRUNCATED, "operand count (5) exceeds what the remaining 1 bytes can hold"},
        /* 13.4 gdc_wait_tko: optional token operand through the count */
        {1304, "44 06 78 06 01 00 78 06 00 5C 00 00", CUTILE_SUCCESS, NULL},
        {1304, "44 06 78 06 02 00 00 5C 00 00", CUTILE_ERROR_BAD_OPERAND, "optional operand 'token' of gdc_wait_tko given 2 values"},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        mod md = {cases[i].version, "k", BASE_TYPES, NULL, NULL, NULL, "00 0D 02 00", cases[i].body, NULL};
        if (cases[i].st == CUTILE_SUCCESS) {
            ct_module *m = NULL;
            EXPECT_OK(&md, m);
            ct_module_free(m);
        } else
            EXPECT_FAIL(&md, cases[i].st, cases[i].msg);
    }
    /* loops nested past the limit */
    ct_buf b;
    ct_buf_init(&b, NULL);
    for (int i = 0; i < 200; i++)
        ct_buf_str(&b, "41 00 00 01 01 00 01 ");
    for (int i = 0; i < 200; i++)
        ct_buf_str(&b, "6D 00 00 ");
    ct_buf_str(&b, "5C 00 00");
    char *nest = (char *)ct_buf_take(&b, NULL);
    mod md = {1303, "k", BASE_TYPES, NULL, NULL, NULL, "00 0D 02 00", nest, NULL};
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_BYTECODE, "regions nested too deeply");
    free(nest);
    /* functions */
    md.body = "5C 00 00";
    md.func = "00 0D 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_BAD_BYTECODE, "un-expected non-entry function 'k'");
    md.func = NULL;
    md.funcs = "01 00 0D 02 00 09 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_TRUNCATED, "function body length 9 exceeds remaining bytecode data (3 bytes)");
    md.funcs = "09 00 0D 02 00 03 5C 00 00";
    EXPECT_FAIL(&md, CUTILE_ERROR_TRUNCATED, "number of functions (9) exceeds payload size (8)");
    /* the C++ writer's trailing padding is ignored; two functions */
    md.funcs = "02 00 0D 02 00 03 5C 00 00 00 0D 02 00 03 5C 00 00 CB CB";
    ct_module *m = NULL;
    EXPECT_OK(&md, m);
    if (m)
        CHECK(m->nfuncs == 2 && m->funcs[1]->body.blocks[0].nops == 1);
    ct_module_free(m);
}

/* ct_bc_blob_size: the framing walk only, bounded by the buffer. */
static void test_blob_size(void)
{
    size_t n, blob = 0;
    uint8_t *p = hex_bytes(spec14, &n);
    uint8_t *q = malloc(n + 7);
    memcpy(q, p, n);
    memset(q + n, 0xEE, 7); /* an embedded blob with bytes after it */
    ct_diag d;
    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_bc_blob_size(q, n + 7, &blob, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(blob, n);
    for (size_t k = 0; k < n; k++) {
        ct_diag_clear(&d);
        CHECK(ct_bc_blob_size(q, k, &blob, &d) != CUTILE_SUCCESS);
    }
    /* the whole read refuses the trailing bytes */
    ct_module *m;
    CHECK_EQ_INT(rd(q, n + 7, &m, &d), CUTILE_ERROR_BAD_SECTION);
    free(p);
    free(q);
}

/* ================================ allocation failures ================================ */


/* Every allocation of a read may fail: the status is OUT_OF_MEMORY and nothing leaks. One unit
 * of the test's split work (test_shard_take). */
static void oom_sweep(const char *name, const uint8_t *p, size_t n)
{
    if (!test_shard_take())
        return;
    for (long k = 1;; k++) {
        failing f = {0, k, 0};
        cuTileAllocator al = {f_alloc, f_realloc, f_free, &f};
        ct_module *m = NULL;
        ct_diag d;
        ct_diag_clear(&d);
        ct_status st = ct_bc_read(p, n, &al, &m, &d);
        if (st == CUTILE_SUCCESS) {
            ct_module_free(m);
            CHECK_EQ_INT(f.live, 0);
            CHECK(k > 1);
            printf("allocation failures: %s survives each of its %ld allocations failing\n", name,
                   k - 1);
            return;
        }
        if (st != CUTILE_ERROR_OUT_OF_MEMORY)
            fprintf(stderr, "  %s: allocation %ld failing gave: %s\n", name, k, d.msg);
        CHECK_EQ_INT(st, CUTILE_ERROR_OUT_OF_MEMORY);
        CHECK_EQ_INT(f.live, 0);
        CHECK(m == NULL);
        if (st != CUTILE_ERROR_OUT_OF_MEMORY || k > 100000)
            return;
    }
}

static void test_oom(void)
{
    size_t n;
    uint8_t *p = hex_bytes(spec14, &n);
    oom_sweep("spec14", p, n);
    free(p);
    p = fixture("versioning/Inputs/13.1/print-op-13.1.tileirbc", &n);
    if (p)
        oom_sweep("print-op", p, n);
    free(p);
    p = test_read_file("test/data/moe_gemm_bf16_mulw.v13_4.cutile", &n);
    if (p)
        oom_sweep("moe_gemm", p, n);
    free(p);
}

/* ================================ robustness ================================ */

static long robust_reads;

/* Positions robust() tries: every one in the first DENSE bytes (header, section table, the
 * first records), then every SPARSE-th: each prefix re-reads everything before it, so trying
 * them all is quadratic in the file size (cuTile's larger exports took minutes under ASan) and
 * adds little over the first few kilobytes; the fuzz targets mutate everywhere. */
enum { DENSE = 4096, SPARSE = 17 };
static bool tried(size_t k) { return k < DENSE || k % SPARSE == 0; }

/* Every prefix fails cleanly; single-byte changes never crash (ASan watches), except at the
 * positions skip[] marks (NULL: none). One unit of the test's split work (test_shard_take). */
static void robust(const char *name, const uint8_t *p, size_t n, int values, const bool *skip)
{
    if (!test_shard_take())
        return;
    for (size_t k = 0; k < n; k++) { /* each prefix in its own allocation, for ASan */
        if (!tried(k))
            continue;
        uint8_t *exact = malloc(k ? k : 1);
        memcpy(exact, p, k);
        ct_module *m = (ct_module *)1;
        ct_diag d;
        ct_status st = rd(exact, k, &m, &d);
        if (st == CUTILE_SUCCESS)
            fprintf(stderr, "  %s: prefix of %zu bytes was accepted\n", name, k);
        CHECK(st != CUTILE_SUCCESS && d.msg[0] && m == NULL);
        free(exact);
        robust_reads++;
    }
    static const uint8_t few[] = {0x01, 0x80, 0xFF}; /* off by one, continuation bit, all */
    uint8_t *q = malloc(n);
    memcpy(q, p, n);
    for (size_t k = 0; k < n; k++) {
        if (skip && skip[k])
            continue;
        for (int v = 0; tried(k) && v < (values ? values : (int)sizeof few); v++) {
            q[k] = values ? (uint8_t)v : (uint8_t)(p[k] ^ few[v]);
            ct_module *m;
            ct_diag d;
            if (rd(q, n, &m, &d) == CUTILE_SUCCESS)
                ct_module_free(m);
            else
                CHECK(d.msg[0] != 0);
            robust_reads++;
        }
        q[k] = p[k];
    }
    free(q);
}

/* Section payloads (section id and bytes) that an earlier file of test/data had its single-byte
 * changes in. The four exports of a kernel (13.1 … 13.4) share most payloads byte for byte,
 * and a change inside a payload is decoded by that section's reader from those bytes: the
 * sweep changes each distinct payload once (a third fewer reads; gcov finds the same lines and
 * branches of the library taken as when every file is changed whole). Every part of the split
 * test fills the list in the same file order, so all parts skip the same positions. */
typedef struct payload {
    int id;
    size_t len;
    uint8_t *bytes;
} payload;

static struct {
    payload *v;
    size_t n, cap;
    size_t skipped; /* bytes of payloads not changed again */
} swept;

/* Whether (id, bytes) was swept before; records it if not. */
static bool swept_before(int id, const uint8_t *p, size_t len)
{
    for (size_t i = 0; i < swept.n; i++)
        if (swept.v[i].id == id && swept.v[i].len == len && memcmp(swept.v[i].bytes, p, len) == 0)
            return true;
    if (swept.n == swept.cap) {
        swept.cap = swept.cap ? 2 * swept.cap : 256;
        swept.v = realloc(swept.v, swept.cap * sizeof *swept.v);
    }
    payload *e = &swept.v[swept.n++];
    *e = (payload){id, len, malloc(len ? len : 1)};
    memcpy(e->bytes, p, len);
    return false;
}

/* Marks in skip[] the payload bytes of p's sections that were swept in an earlier file. The
 * framing (§2.2: id byte with the alignment flag, length, alignment, padding) is walked here
 * for a well-formed file; header, section headers and padding are never skipped. */
static void mark_swept(const uint8_t *p, size_t n, bool *skip)
{
    if (n < 12)
        return;
    ct_rd c = ct_rd_make(p, p + 12, p + n); /* after magic, version, tag (§2.1) */
    uint8_t b;
    while (ct_rd_u8(&c, &b) == CT_RD_OK && (b & 0x7f) != 0) {
        uint64_t len, align = 1;
        if (ct_rd_uvar(&c, &len) || ((b & 0x80) && ct_rd_uvar(&c, &align)) ||
            ct_rd_pad(&c, align) || len > ct_rd_left(&c))
            return;
        size_t at = ct_rd_offset(&c);
        if (swept_before(b & 0x7f, p + at, len)) {
            memset(skip + at, 1, len);
            swept.skipped += len;
        }
        c.p += len;
    }
}

static void robust_data(const char *name, const uint8_t *p, size_t n)
{
    bool *skip = calloc(n ? n : 1, 1);
    mark_swept(p, n, skip);
    robust(name, p, n, 0, skip);
    free(skip);
}

static void test_robustness(void)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(fixtures); i++) {
        size_t n;
        uint8_t *p = fixture(fixtures[i].path, &n);
        if (p && fixtures[i].status == CUTILE_SUCCESS)
            robust(fixtures[i].path, p, n, 256, NULL);
        free(p);
    }
    size_t n;
    uint8_t *p = hex_bytes(spec14, &n);
    robust("spec14", p, n, 256, NULL);
    free(p);
    for_each_file("test/data", ".cutile", robust_data);
    printf("robustness: %zu distinct section payloads; %zu payload bytes shared with an earlier "
           "file were not changed again\n",
           swept.n, swept.skipped);
    for (size_t i = 0; i < swept.n; i++)
        free(swept.v[i].bytes);
    free(swept.v);
}

/* Inputs the fuzzer once failed on, replayed as the fuzz target runs them: read, verify, free. */
static void regress_file(const char *name, const uint8_t *p, size_t n)
{
    ct_module *m;
    ct_diag d;
    if (rd(p, n, &m, &d) == CUTILE_SUCCESS) {
        ct_diag_clear(&d);
        ct_verify_module(m, &d);
        ct_module_free(m);
    } else
        CHECK(d.msg[0] != 0);
    (void)name;
}

/* Everything but the allocation-failure sweeps and the robustness loops, which are split. */
static void test_once(void)
{
    test_fixtures();
    test_message_offsets();
    test_spec12();
    test_spec13();
    test_spec14();
    test_spec15();
    int files = for_each_file("test/data", ".cutile", data_file);
    printf("test/data: %d files read\n", files);
    test_v13_4_file();
    test_defaults();
    test_globals();
    test_f64_attrs();
    test_partition_view();
    test_types();
    test_i1_dense();
    test_v13_4_records();
    test_debug();
    test_bad_header();
    test_bad_sections();
    test_bad_tables();
    test_bad_attrs();
    test_bad_ops();
    test_blob_size();
    printf("regressions: %d files replayed\n",
           for_each_file("test/fuzz/regress/bc_read", ".cutile", regress_file));
}

/* Under ASan the robustness loops take minutes: ctest runs them in parts (--shard I/N). */
int main(int argc, char **argv)
{
    test_shard_args(argc, argv);
    if (test_shard_first())
        test_once();
    test_oom();
    test_robustness();
    printf("robustness: %ld reads\n", robust_reads);
    TEST_MAIN_END();
}
