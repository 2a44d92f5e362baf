/*
 * text.c — the text form: printer (print.c) and parser (parse.c).
 *
 * References are independent of the code under test: hand-written modules in the printer's
 * canonical form (the .mlir files of test/unit/text, which must print back byte for byte), IR
 * fields compared with bit patterns worked out by hand (IEEE encodings, little-endian constant
 * bytes), the real producer's files (test/data: read → print → parse must write the exact
 * bytes cuTile Python wrote), and error positions counted by hand.
 */
#include <dirent.h>
#include <stdint.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "ir/ir.h"
#include "ir/text.h"
#include "test.h"

/* ---------------------------------- helpers ---------------------------------- */

static char *print_module(const ct_module *m, size_t *len)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    CHECK_EQ_INT(ct_print_module(m, &b), CUTILE_SUCCESS);
    char *s = (char *)ct_buf_take(&b, len);
    CHECK(s != NULL);
    return s;
}

static ct_module *parse_text(const char *text, size_t len, const char *what)
{
    ct_diag d = {0};
    ct_module *m = NULL;
    if (ct_parse_module(text, len, NULL, &m, &d) != CUTILE_SUCCESS) {
        fprintf(stderr, "%s: parse failed: %s\n", what, d.msg);
        CHECK(!"parse failed");
        return NULL;
    }
    return m;
}

/* print(parse(text)) must be `expect` exactly; reports the first differing line. */
static void check_prints_as(const char *text, size_t len, const char *expect, size_t elen,
                            const char *what)
{
    ct_module *m = parse_text(text, len, what);
    if (!m)
        return;
    size_t plen;
    char *out = print_module(m, &plen);
    ct_module_free(m);
    if (!out)
        return;
    size_t i = 0, line = 1;
    while (i < plen && i < elen && out[i] == expect[i])
        line += out[i++] == '\n';
    if (i != plen || i != elen) {
        fprintf(stderr, "%s: printed text differs at line %zu:\n  got:  %.120s\n  want: %.120s\n",
                what, line, out + (i - (i && out[i - 1] != '\n' ? 1 : 0)), expect + i);
        CHECK(!"printed text differs");
    }
    free(out);
}

static char *read_text(const char *path, size_t *len)
{
    char *s = (char *)test_read_file(path, len);
    if (!s)
        fprintf(stderr, "cannot read %s\n", path);
    CHECK(s != NULL);
    return s;
}

/* ------------------------------ canonical modules ------------------------------ */

/* Hand-written modules in canonical form print back unchanged; names.in.mlir (any names,
 * aliases out of order, comments, lenient spellings) prints as names.out.mlir. */
static void test_canonical_files(void)
{
    static const char *const same[] = {"test/unit/text/v13_3_full.mlir",
                                       "test/unit/text/v13_1.mlir", "test/unit/text/v13_4.mlir",
                                       "test/unit/text/names.out.mlir"};
    for (size_t i = 0; i < CT_ARRAY_LEN(same); i++) {
        size_t len;
        char *s = read_text(same[i], &len);
        if (s)
            check_prints_as(s, len, s, len, same[i]);
        free(s);
    }
    size_t ilen, olen;
    char *in = read_text("test/unit/text/names.in.mlir", &ilen);
    char *out = read_text("test/unit/text/names.out.mlir", &olen);
    if (in && out)
        check_prints_as(in, ilen, out, olen, "names.in.mlir");
    free(in);
    free(out);
}

/* ---------------------------- exact values in the IR ---------------------------- */

static void check_bytes(const ct_attr *a, const char *hex, const char *what)
{
    size_t n = strlen(hex) / 2;
    CHECK(a && a->kind == CT_ATTR_DENSE);
    if (!a || a->size != n) {
        fprintf(stderr, "%s: %zu bytes, want %zu\n", what, a ? a->size : 0, n);
        CHECK(!"dense size");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        sscanf(hex + 2 * i, "%2x", &v);
        if (a->data[i] != v) {
            fprintf(stderr, "%s: byte %zu is %02X, want %02X\n", what, i, a->data[i], v);
            CHECK(!"dense byte");
            return;
        }
    }
}

/* The value attribute of the constant defining %<num> in the main entry. */
static const ct_attr *constant_of(const ct_func *f, uint32_t num)
{
    const ct_block *b = f->body.blocks;
    for (uint32_t i = 0; i < b->nops; i++)
        if (b->ops[i]->opc == CT_OP_CONSTANT && b->ops[i]->res[0] == num)
            return b->ops[i]->attrs[0];
    return NULL;
}

static void test_exact_values(void)
{
    size_t len;
    char *s = read_text("test/unit/text/v13_3_full.mlir", &len);
    ct_module *m = s ? parse_text(s, len, "v13_3_full") : NULL;
    free(s);
    if (!m)
        return;
    CHECK_EQ_INT(m->version, 1303);
    static const char producer[] = "hand \"written\" \\ \n\xC3\xA9";
    CHECK(m->producer.len == sizeof producer - 1 &&
          memcmp(m->producer.s, producer, sizeof producer - 1) == 0);
    /* globals: 1.5f, -0.0f, a NaN with payload 1, +inf; raw bit-packed i1 */
    CHECK_EQ_INT(m->nglobals, 2);
    check_bytes(m->globals[0].value,
                "0000C03F00000080"
                "0100C07F0000807F",
                "global table");
    CHECK(m->globals[0].is_constant && m->globals[0].visibility == CT_VISIBILITY_PRIVATE);
    CHECK_EQ_INT(m->globals[0].alignment, 16);
    check_bytes(m->globals[1].value, "0D", "global raw");
    CHECK(!m->globals[1].is_constant && m->globals[1].visibility == CT_VISIBILITY_PUBLIC);
    /* debug info: definition order, references */
    CHECK_EQ_INT(m->ndi, 9);
    CHECK(m->di[7].tag == CT_DI_CALL_SITE && m->di[7].callee == 5 && m->di[7].caller == 6);
    CHECK(m->di[4].tag == CT_DI_LEXICAL_BLOCK && m->di[4].scope == 3 && m->di[4].file == 1 &&
          m->di[4].line == 4 && m->di[4].column == 2);
    CHECK(m->di[8].tag == CT_DI_UNKNOWN);
    CHECK_EQ_INT(m->nfuncs, 2);
    const ct_func *f = m->funcs[0], *g = m->funcs[1];
    CHECK(f->is_entry && !f->is_private && f->has_debug_slot && f->loc == 6);
    CHECK(!g->is_entry && g->is_private && g->has_debug_slot && g->loc == 0);
    CHECK(g->name.len == 10 && memcmp(g->name.s, "helper \"q\"", 10) == 0);
    CHECK(f->hints && f->hints->kind == CT_ATTR_OPT_HINTS && f->hints->n == 2);
    if (f->hints && f->hints->n == 2) {
        const ct_attr *sm90 = f->hints->items[0];
        CHECK(sm90->kind == CT_ATTR_DICT && sm90->n == 2 && sm90->items[0]->value == 2);
        CHECK(f->hints->items[1]->kind == CT_ATTR_DICT && f->hints->items[1]->n == 0);
    }
    const ct_block *b = f->body.blocks;
    CHECK(b->nargs == 3 && b->ops[0]->loc == 5 && b->ops[1]->loc == 7 && b->ops[2]->loc == 0);
    /* constants, little-endian, per element */
    check_bytes(constant_of(f, 15), "01FE037F", "i8 2x2");
    check_bytes(constant_of(f, 16), "01000101", "i1 full");
    check_bytes(constant_of(f, 17), "017E", "f16 NaN payload");
    check_bytes(constant_of(f, 18), "0080", "bf16 -0.0 splat");
    check_bytes(constant_of(f, 19),
                "408CB5781DAF1544"
                "9A9999999999B93F"
                "0100000000000000"
                "00000000000004C0",
                "f64 1e20, 0.1, min subnormal, -2.5");
    check_bytes(constant_of(f, 20), "3880", "f8E4M3FN bits");
    check_bytes(constant_of(f, 21), "010F", "f4E2M1FN bits");
    check_bytes(constant_of(f, 22), "0807", "i4 -8, 7");
    check_bytes(constant_of(f, 23), "0000000000000080", "i64 min");
    check_bytes(constant_of(f, 26), "FFFF07", "tf32 in 3 bytes");
    check_bytes(constant_of(f, 27), "01000000020000", "raw i32 bytes");
    /* assume predicates */
    const ct_attr *every = b->ops[2]->attrs[0], *bounded = b->ops[5]->attrs[0];
    CHECK(every->kind == CT_ATTR_DIV_BY && every->value == 4 && every->flags == 3 &&
          every->a == 2 && every->b == 0);
    CHECK(bounded->kind == CT_ATTR_BOUNDED && bounded->flags == 2 && bounded->b == -5);
    ct_module_free(m);
}

/* Float literal rules of text.c against encodings worked out by hand. */
static void test_float_literals(void)
{
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F16, 65504.0), 0x7BFF);
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F16, 65520.0), 0x7C00); /* tie → inf */
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F16, 0x1p-24), 0x0001);
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F16, 0x1p-25), 0x0000); /* tie → even 0 */
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F16, 0x3p-26), 0x0001);
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F16, 0x1.ffcp-15), 0x0400); /* → normal */
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_BF16, 1.0), 0x3F80);
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_BF16, -2.0), 0xC000);
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_BF16, 1.00390625), 0x3F80); /* tie → even */
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_BF16, 1.01171875), 0x3F82); /* tie → even */
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F32, 0.1), 0x3DCCCCCD);
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F32, -0.0), 0x80000000);
    CHECK_EQ_INT(ct_text_float_from_double(CT_S_F32, 1e39), 0x7F800000);
    char buf[64];
    CHECK(ct_text_float_decimal(CT_S_F32, 0x3DCCCCCD, buf, sizeof buf) && !strcmp(buf, "0.1"));
    CHECK(ct_text_float_decimal(CT_S_F16, 0x3C00, buf, sizeof buf) && !strcmp(buf, "1.0"));
    CHECK(ct_text_float_decimal(CT_S_F16, 0x0001, buf, sizeof buf) && !strcmp(buf, "6.0e-08"));
    CHECK(ct_text_float_decimal(CT_S_F64, 0x8000000000000000ull, buf, sizeof buf) &&
          !strcmp(buf, "-0.0"));
    CHECK(!ct_text_float_decimal(CT_S_F32, 0x7F800000, buf, sizeof buf)); /* inf: hex form */
    CHECK(!ct_text_float_decimal(CT_S_F32, 0x7FC00000, buf, sizeof buf)); /* NaN: hex form */
    CHECK(!ct_text_float_decimal(CT_S_F8E4M3FN, 0x38, buf, sizeof buf));
    /* every op row fits the printer's and parser's attribute slots */
    for (int i = 0; i < CT_OP_COUNT; i++)
        CHECK(ct_op_defs[i].nattrs <= CT_TEXT_MAX_ATTRS);
}

/* ------------------------------- real producer files ------------------------------- */

/* read → print → parse → print is stable, and the parsed module writes the same bytes as
 * the read one (for cuTile Python's own files: the file itself). */
static void roundtrip_file(const char *path, bool same_bytes_as_file)
{
    size_t size, len1, len2;
    uint8_t *data = test_read_file(path, &size);
    ct_diag d = {0};
    ct_module *m = NULL, *m2;
    CHECK(data != NULL);
    if (!data || ct_bc_read(data, size, NULL, &m, &d)) {
        fprintf(stderr, "%s: %s\n", path, d.msg);
        CHECK(!"read failed");
        free(data);
        return;
    }
    char *t1 = print_module(m, &len1);
    if (t1 && (m2 = parse_text(t1, len1, path))) {
        char *t2 = print_module(m2, &len2);
        CHECK(t2 && len1 == len2 && memcmp(t1, t2, len1) == 0);
        ct_buf w1, w2;
        ct_buf_init(&w1, NULL);
        ct_buf_init(&w2, NULL);
        CHECK_EQ_INT(m2->version, m->version);
        CHECK_EQ_INT(ct_bc_write(m, m->version, &w1, &d), CUTILE_SUCCESS);
        CHECK_EQ_INT(ct_bc_write(m2, m2->version, &w2, &d), CUTILE_SUCCESS);
        if (w1.len != w2.len || memcmp(w1.data, w2.data, w1.len) != 0) {
            fprintf(stderr, "%s: bytecode of the parsed module differs\n", path);
            CHECK(!"parsed module writes other bytes");
        }
        if (same_bytes_as_file && (w2.len != size || memcmp(w2.data, data, size) != 0)) {
            fprintf(stderr, "%s: parsed module does not write the file's bytes\n", path);
            CHECK(!"parsed module writes other bytes than the file");
        }
        ct_buf_free(&w1);
        ct_buf_free(&w2);
        free(t2);
        ct_module_free(m2);
    }
    free(t1);
    ct_module_free(m);
    free(data);
}

static void test_producer_files(void)
{
    DIR *dp = opendir("test/data");
    int n = 0;
    CHECK(dp != NULL);
    for (struct dirent *e; dp && (e = readdir(dp));) {
        size_t l = strlen(e->d_name);
        char path[512];
        if (l < 7 || strcmp(e->d_name + l - 7, ".cutile") != 0)
            continue;
        snprintf(path, sizeof path, "test/data/%s", e->d_name);
        roundtrip_file(path, true);
        n++;
    }
    if (dp)
        closedir(dp);
    CHECK(n >= 81);
    roundtrip_file("test/fixtures/cuda-tile/versioning/Inputs/13.1/negi-op-13.1.tileirbc", false);
    roundtrip_file("test/fixtures/cuda-tile/versioning/Inputs/13.1/print-op-13.1.tileirbc", false);
}

/* ---------------------------------- errors ---------------------------------- */

/* A module around body lines (line 4 on) of an entry with one parameter %a: tile<i32>. */
#define HEAD                                                                                       \
    "\"cuda_tile.module\"() ({\n"                                                                  \
    "\"cuda_tile.entry\"() <{sym_name = \"k\", function_type = (!cuda_tile.tile<i32>) -> ()}> "    \
    "({\n"                                                                                         \
    "^bb0(%a: !cuda_tile.tile<i32>):\n"
#define TAIL "}) : () -> ()\n}) : () -> ()\n"
#define BODY(lines) HEAD lines TAIL
#define I32 "!cuda_tile.tile<i32>"
#define NEG(x)                                                                                     \
    "\"cuda_tile.negi\"(" x ") <{overflow = #cuda_tile.overflow<none>}> : (" I32 ") -> " I32

static const struct {
    const char *text, *error;
} bad[] = {
    {"", "line 1, column 1: expected \"cuda_tile.module\""},
    {"// nothing\n  \"cuda_tile.addf\"() : () -> ()",
     "line 2, column 3: expected \"cuda_tile.module\""},
    {BODY("%0 = " NEG("%b") "\n"), "line 4, column 23: undefined value %b"},
    {BODY("%a = " NEG("%a") "\n"), "line 4, column 1: value %a is already defined"},
    {BODY("  \"cuda_tile.nope\"() : () -> ()\n"),
     "line 4, column 3: unknown op \"cuda_tile.nope\""},
    {BODY("%0 = \"cuda_tile.negi\"(%a) <{overflow = #cuda_tile.overflow<none>}> : "
          "(!cuda_tile.tile<i64>) -> " I32 "\n"),
     "line 4, column 68: operand 0's type differs from its value's type"},
    {BODY("%0 = \"cuda_tile.negi\"(%a) <{overflow = #cuda_tile.rounding<zero>}> : (" I32 ") -> " I32
          "\n"),
     "line 4, column 27: attribute 'overflow' of 'cuda_tile.negi' must be an enum overflow"},
    {BODY("%0 = \"cuda_tile.negi\"(%a) <{overfl = #cuda_tile.overflow<none>}> : (" I32 ") -> " I32
          "\n"),
     "line 4, column 27: 'cuda_tile.negi' has no attribute 'overfl'"},
    {BODY("%0 = \"cuda_tile.negi\"(%a) <{overflow = #cuda_tile.overflow<wrap>}> : (" I32 ") -> " I32
          "\n"),
     "line 4, column 60: unknown overflow value 'wrap'"},
    {BODY("%0 = " NEG("%a, %a") "\n"),
     "line 4, column 6: 'cuda_tile.negi' takes 1 operand(s), 2 given"},
    {BODY("%0, %1 = " NEG("%a") "\n"),
     "line 4, column 10: 'cuda_tile.negi' has 1 result(s), 2 named"},
    {BODY("%0 = \"cuda_tile.make_tensor_view\"(%a) : (" I32 ") -> !cuda_tile.tensor_view<4xi8>\n"),
     "line 4, column 6: 'cuda_tile.make_tensor_view' needs operandSegmentSizes"},
    {BODY("%0 = \"cuda_tile.make_tensor_view\"(%a) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : "
          "(" I32 ") -> !cuda_tile.tensor_view<4xi8>\n"),
     "line 4, column 6: operandSegmentSizes add up to 2, 1 operands given"},
    {BODY("%0 = \"cuda_tile.make_tensor_view\"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : "
          "(" I32 ") -> !cuda_tile.tensor_view<4xi8>\n"),
     "line 4, column 6: operand group 'base' of 'cuda_tile.make_tensor_view' cannot have 0 "
     "operands"},
    {BODY("%c = \"cuda_tile.constant\"() <{value = dense<true> : !cuda_tile.tile<i1>}> : () -> "
          "!cuda_tile.tile<i1>\n"
          "\"cuda_tile.if\"(%c) ({\n%x = " NEG(
              "%a") "\n\"cuda_tile.yield\"() : () -> ()\n}, {\n"
                    "\"cuda_tile.yield\"() : () -> ()\n}) : (!cuda_tile.tile<i1>) -> ()\n"
                    "%y = " NEG("%x") "\n"),
     "line 11, column 23: undefined value %x"},
    {BODY("%c = \"cuda_tile.constant\"() <{value = dense<true> : !cuda_tile.tile<i1>}> : () -> "
          "!cuda_tile.tile<i1>\n"
          "\"cuda_tile.if\"(%c) ({\n%c = " NEG("%a") "\n}) : (!cuda_tile.tile<i1>) -> ()\n"),
     "line 6, column 1: value %c is already defined"},
    {BODY("%c = \"cuda_tile.constant\"() <{value = dense<true> : !cuda_tile.tile<i1>}> : () -> "
          "!cuda_tile.tile<i1>\n"
          "\"cuda_tile.if\"(%c) ({\n}) : (!cuda_tile.tile<i1>) -> ()\n"),
     "line 5, column 20: 'cuda_tile.if' needs 2 region(s), 1 given"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = \"abc}> : () -> " I32 "\n"),
     "line 4, column 39: string is not closed on its line"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = dense<[1, 2, 3]> : !cuda_tile.tile<2xi32>}> : "
          "() -> " I32 "\n"),
     "line 4, column 45: dimension 0 has 2 elements, more are listed"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = dense<[[1, 2]]> : !cuda_tile.tile<2x2xi32>}> : "
          "() -> " I32 "\n"),
     "line 4, column 45: dimension 0 has 2 elements, 1 are listed"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = dense<[[1, 2]]> : !cuda_tile.tile<-1x2xi8>}> : () "
          "-> " I32 "\n"),
     "line 4, column 45: dense elements need a shape of positive sizes"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = dense<256> : !cuda_tile.tile<i8>}> : () -> " I32
          "\n"),
     "line 4, column 45: integer literal out of range for i8"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = dense<0x1FF> : !cuda_tile.tile<f8E4M3FN>}> : () "
          "-> " I32 "\n"),
     "line 4, column 45: bit pattern does not fit f8E4M3FN"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = dense<1.0> : !cuda_tile.tile<f8E4M3FN>}> : () "
          "-> " I32 "\n"),
     "line 4, column 45: f8E4M3FN values are written as bit patterns (0x…)"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = dense<1> : !cuda_tile.tile<4xf33>}> : () -> " I32
          "\n"),
     "line 4, column 68: unknown type 'f33'"},
    {BODY("%0 = " NEG("%a") " loc(#nowhere)\n"), "line 4, column 121: undefined alias #nowhere"},
    {"#f = #cuda_tile.di_file<name = \"a\", directory = \"b\">\n" BODY(
         "%0 = " NEG("%a") " loc(#f)\n"),
     "line 5, column 121: #f is not a location"},
    {"#a = #cuda_tile.di_call_site<callee = #b, caller = #b>\n"
     "#b = #cuda_tile.di_call_site<callee = #a, caller = unknown>\n" BODY(""),
     "line 1, column 1: debug-info aliases refer to each other in a cycle"},
    {"#f = #cuda_tile.di_file<name = \"a\", directory = \"b\">\n"
     "#l = #cuda_tile.di_loc<scope = #f, filename = \"a\", line = 1, column = 1>\n" BODY(""),
     "line 2, column 1: field 'scope' of di_loc cannot refer to di_file"},
    {"#l = #cuda_tile.di_loc<scope = #g>\n" BODY(""), "line 1, column 32: undefined alias #g"},
    {"#l = #cuda_tile.di_loc<line = 1, line = 2>\n" BODY(""),
     "line 1, column 34: field 'line' of di_loc given twice"},
    {"#l = #cuda_tile.rounding<zero>\n" BODY(""),
     "line 1, column 7: aliases name debug-info attributes (#cuda_tile.di_…)"},
    {"\"cuda_tile.module\"() ({\n"
     "\"cuda_tile.entry\"() <{sym_name = \"k\", function_type = (!cuda_tile.tile<i32>) -> ()}> ({\n"
     "^bb0(%a: !cuda_tile.tile<i64>):\n" TAIL,
     "line 2, column 86: the body of 'k' must be one block whose arguments match its "
     "function_type"},
    {BODY("") "x", "line 6, column 1: unexpected text after the module"},
    {"\"cuda_tile.module\"() ({\n}) {cuda_tile.bytecode_version = \"13.9\"} : () -> ()",
     "line 2, column 4: unsupported bytecode version \"13.9\" (13.1 to 13.4)"},
    {BODY("\"cuda_tile.global\"() <{}> : () -> ()\n"),
     "line 4, column 1: \"cuda_tile.global\" may not be inside a function"},
    {"\"cuda_tile.module\"() ({\n\"cuda_tile.return\"() : () -> ()\n}) : () -> ()",
     "line 2, column 1: only entries and globals may be in the module body"},
    {"\"cuda_tile.module\"() ({\n\"cuda_tile.entry\"() <{sym_name = \"k\"}> ({\n}) : () -> ()\n}) "
     ": () -> ()",
     "line 2, column 1: 'cuda_tile.entry' needs attribute 'function_type'"},
    {BODY("%0 = \"cuda_tile.permute\"(%a) <{permutation = array<i32: 2147483648>}> : (" I32
          ") -> " I32 "\n"),
     "line 4, column 57: i32 array item out of range [-2147483648, 2147483647]"},
    {BODY("%0 = \"cuda_tile.assume\"(%a) <{predicate = #cuda_tile.div_by<4, every>}> : (" I32
          ") -> " I32 "\n"),
     "line 4, column 69: expected a number"},
    {"\"cuda_tile.module\"() <{sym_name = \"a\", sym_name = \"b\"}> ({\n}) : () -> ()",
     "line 1, column 40: duplicate key 'sym_name'"},
    {BODY("%0 = \"cuda_tile.constant\"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> " I32
          "\n"
          "%1 = \"cuda_tile.constant\"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> " I32
          " loc(\n"),
     "line 6, column 1: expected an alias or 'unknown' in loc(…)"},
};

static void test_errors(void)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        ct_diag d = {0};
        ct_module *m = (ct_module *)1;
        ct_status s = ct_parse_module(bad[i].text, strlen(bad[i].text), NULL, &m, &d);
        CHECK(m == NULL);
        if (s != CUTILE_ERROR_PARSE || strcmp(d.msg, bad[i].error) != 0) {
            fprintf(stderr, "error case %zu: status %d, message\n  got:  %s\n  want: %s\n", i,
                    (int)s, d.msg, bad[i].error);
            CHECK(!"parse error differs");
        }
        ct_module_free(m);
    }
}

/* Deep nesting of types, attributes, dense lists and regions stops at the cap, cleanly. */
static void test_nesting_cap(void)
{
    /* a dense list is as deep as its tile's rank, which takes no nesting to write */
    static const char *const open[] = {"!cuda_tile.tile<", "[", "{a = "};
    for (size_t k = 0; k < CT_ARRAY_LEN(open) + 1; k++) {
        ct_buf b;
        ct_buf_init(&b, NULL);
        ct_buf_str(&b, "\"cuda_tile.module\"() <{sym_name = ");
        if (k == CT_ARRAY_LEN(open)) {
            ct_buf_str(&b, "dense<");
            for (int i = 0; i < 100000; i++)
                ct_buf_str(&b, "[");
            ct_buf_str(&b, "> : !cuda_tile.tile<");
            for (int i = 0; i < 100000; i++)
                ct_buf_str(&b, "1x");
            ct_buf_str(&b, "i8>");
        }
        for (int i = 0; i < 100000 && k < CT_ARRAY_LEN(open); i++)
            ct_buf_str(&b, open[k]);
        ct_diag d = {0};
        ct_module *m = NULL;
        CHECK_EQ_INT(ct_parse_module((const char *)b.data, b.len, NULL, &m, &d),
                     CUTILE_ERROR_PARSE);
        CHECK_CONTAINS(d.msg, "nested more than 256 levels deep");
        ct_buf_free(&b);
    }
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_buf_str(&b,
               HEAD "%c = \"cuda_tile.constant\"() <{value = dense<true> : !cuda_tile.tile<i1>}>"
                    " : () -> !cuda_tile.tile<i1>\n");
    for (int i = 0; i < 1000; i++)
        ct_buf_str(&b, "\"cuda_tile.loop\"() ({\n");
    ct_diag d = {0};
    ct_module *m = NULL;
    CHECK_EQ_INT(ct_parse_module((const char *)b.data, b.len, NULL, &m, &d), CUTILE_ERROR_PARSE);
    CHECK_CONTAINS(d.msg, "nested more than 256 levels deep");
    ct_buf_free(&b);
}

/* ------------------------- regressions and allocation failures ------------------------- */

/* Inputs that once crashed or misbehaved (fuzzer finds): they must fail cleanly, or parse
 * and print stably. */
static void test_regressions(void)
{
    const char *dir = "test/fuzz/regress/text_parse";
    DIR *dp = opendir(dir);
    CHECK(dp != NULL);
    for (struct dirent *e; dp && (e = readdir(dp));) {
        char path[512];
        size_t len;
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        char *s = read_text(path, &len);
        ct_diag d = {0};
        ct_module *m = NULL;
        ct_status st = s ? ct_parse_module(s, len, NULL, &m, &d) : CUTILE_ERROR_IO;
        CHECK(st == CUTILE_SUCCESS || st == CUTILE_ERROR_PARSE);
        if (st == CUTILE_ERROR_PARSE)
            CHECK_CONTAINS(d.msg, "line ");
        if (m) {
            size_t plen;
            char *t = print_module(m, &plen);
            if (t)
                check_prints_as(t, plen, t, plen, path);
            free(t);
        }
        ct_module_free(m);
        free(s);
    }
    if (dp)
        closedir(dp);
}

typedef struct counting {
    long allowed, live;
} counting;

static void *c_alloc(void *u, size_t n)
{
    counting *c = u;
    if (c->allowed-- <= 0)
        return NULL;
    c->live++;
    return malloc(n);
}
static void *c_realloc(void *u, void *p, size_t o, size_t n)
{
    counting *c = u;
    (void)o;
    if (c->allowed-- <= 0)
        return NULL;
    c->live += !p;
    return realloc(p, n);
}
static void c_free(void *u, void *p, size_t n)
{
    counting *c = u;
    (void)n;
    c->live -= p != NULL;
    free(p);
}

/* Every allocation failure gives OUT_OF_MEMORY with nothing leaked. */
static void test_out_of_memory(void)
{
    size_t len;
    char *s = read_text("test/unit/text/v13_3_full.mlir", &len);
    if (!s)
        return;
    for (long n = 0;; n++) {
        counting c = {n, 0};
        cuTileAllocator al = {c_alloc, c_realloc, c_free, &c};
        ct_diag d = {0};
        ct_module *m = NULL;
        ct_status st = ct_parse_module(s, len, &al, &m, &d);
        if (st == CUTILE_SUCCESS) {
            ct_module_free(m);
            CHECK_EQ_INT(c.live, 0);
            CHECK(n > 1);
            break;
        }
        CHECK_EQ_INT(st, CUTILE_ERROR_OUT_OF_MEMORY);
        CHECK(m == NULL);
        CHECK_EQ_INT(c.live, 0);
        if (n > 100000)
            break;
    }
    free(s);
}

int main(void)
{
    test_canonical_files();
    test_exact_values();
    test_float_literals();
    test_producer_files();
    test_errors();
    test_nesting_cap();
    test_regressions();
    test_out_of_memory();
    TEST_MAIN_END();
}
