/* verify.c — the IR verifier's cases that the text form cannot express: records and tables
 * the parser refuses or cannot write (a value used out of scope or recorded twice, an unknown
 * opcode, a second block, record shapes, broken debug-info tables, attributes of the wrong
 * kind), tokens without definitions in the IR of later stages, allocation failures, and every
 * real cuTile export under test/data plus the loadable cuda-tile fixtures, which must verify.
 * Every other rule is a case of a file in test/verify, run through `cutile verify` (README.md
 * there). */
#include <ctype.h>
#include <stdarg.h>

#include "bytecode/bytecode.h"
#include "ir/ir.h"
#include "test.h"

/* ================================ building test IR ================================ */

static ct_module *M;
static ct_func *F;
static ct_block *B; /* the entry body */

static ct_str S(const char *s) { return ct_str_dup(M, s, strlen(s)); }

static const ct_type *sc(const char *name, size_t len)
{
    for (int i = 0; i < CT_S_COUNT; i++)
        if (strlen(ct_scalar_infos[i].name) == len && !memcmp(name, ct_scalar_infos[i].name, len))
            return ct_type_scalar(M, (ct_scalar)i);
    fprintf(stderr, "test: unknown scalar %.*s\n", (int)len, name);
    exit(2);
}

/* "64x32xf32" → tile<64x32xf32>; "f32" → tile<f32>; "128xptr<f16>"; "token". */
static const ct_type *T(const char *s)
{
    if (!strcmp(s, "token"))
        return ct_type_token(M);
    int64_t dims[8];
    uint32_t rank = 0;
    while (isdigit((unsigned char)*s)) {
        char *end;
        dims[rank++] = strtoll(s, &end, 10);
        s = end + 1; /* the 'x' */
    }
    const ct_type *e;
    if (!strncmp(s, "ptr<", 4))
        e = ct_type_ptr(M, sc(s + 4, strcspn(s + 4, ">")));
    else
        e = sc(s, strlen(s));
    return ct_type_tile(M, e, rank, dims);
}


/* A module with one entry "k" whose arguments have the given T() types. */
static void begin_v(int version, uint32_t n, ...)
{
    const ct_type *ins[16];
    va_list ap;
    va_start(ap, n);
    for (uint32_t i = 0; i < n; i++)
        ins[i] = T(va_arg(ap, const char *));
    va_end(ap);
    M->version = version;
    F = ct_func_add(M, S("k"), ct_type_func(M, n, ins, 0, NULL));
    B = &F->body.blocks[0];
    B->nargs = n;
    B->args = ct_arena_alloc(&M->arena, (n ? n : 1) * sizeof(ct_val));
    for (uint32_t i = 0; i < n; i++)
        B->args[i] = ct_value_new(F, M, ins[i], NULL, B, i);
}
#define begin(...) (M = ct_module_new(NULL), begin_v(CT_V13_3, __VA_ARGS__))
#define begin_version(v, ...) (M = ct_module_new(NULL), begin_v(v, __VA_ARGS__))
#define ARG(i) (B->args[i])

#define TYS(...)                                                                                   \
    (uint32_t)(sizeof((const ct_type *[]){__VA_ARGS__}) / sizeof(const ct_type *)),                \
        (const ct_type *[])                                                                        \
    {                                                                                              \
        __VA_ARGS__                                                                                \
    }
#define VALS(...)                                                                                  \
    (uint32_t)(sizeof((ct_val[]){__VA_ARGS__}) / sizeof(ct_val)), (ct_val[]) { __VA_ARGS__ }
#define NONE 0, NULL

/* Appends an op. Operand groups: required 1, the first variadic group takes the rest, or
 * else optional groups take one each while operands remain (tests override seg[] where
 * needed). Required enum attributes start at value 0, required bools at false. */
static ct_op *op(ct_block *b, ct_opcode opc, uint32_t nres, const ct_type *const *rt, uint32_t nin,
                 const ct_val *in)
{
    const ct_op_def *d = &ct_op_defs[opc];
    ct_op *o = ct_op_new(M, opc, nres, nin, d->nregions);
    for (uint32_t i = 0; i < nres; i++)
        o->res[i] = ct_value_new(F, M, rt[i], o, b, i);
    if (nin)
        memcpy(o->opnds, in, nin * sizeof(ct_val));
    uint32_t fixed = 0;
    bool has_var = false;
    for (unsigned g = 0; g < d->nopnds; g++) {
        fixed += d->opnds[g].kind == CT_OPND_REQ;
        has_var |= d->opnds[g].kind == CT_OPND_VAR;
    }
    uint32_t rest = nin - fixed;
    for (unsigned g = 0; g < d->nopnds; g++) {
        uint32_t n = d->opnds[g].kind == CT_OPND_REQ   ? 1
                     : d->opnds[g].kind == CT_OPND_VAR ? rest
                     : has_var                         ? 0
                                                       : rest > 0;
        rest -= d->opnds[g].kind == CT_OPND_REQ ? 0 : n;
        o->seg[g] = n;
    }
    for (unsigned i = 0; i < d->nattrs; i++)
        if ((d->attrs[i].form == CT_FORM_ENUM || d->attrs[i].form == CT_FORM_BOOL) &&
            d->attrs[i].flag_bit < 0) {
            ct_attr *a =
                ct_attr_new(M, d->attrs[i].form == CT_FORM_ENUM ? CT_ATTR_ENUM : CT_ATTR_BOOL);
            a->enum_kind = d->attrs[i].enum_kind;
            o->attrs[i] = a;
        }
    ct_block_append(M, b, o);
    return o;
}
#define R(o) ((o)->res[0])
#define SEG(o, ...) memcpy((o)->seg, (uint32_t[]){__VA_ARGS__}, sizeof((uint32_t[]){__VA_ARGS__}))

static int aidx(ct_op *o, const char *name)
{
    int i = ct_op_attr_index(ct_def(o), name);
    if (i < 0) {
        fprintf(stderr, "test: %s has no attribute %s\n", ct_def(o)->name, name);
        exit(2);
    }
    return i;
}

static ct_attr *attr(ct_op *o, const char *name, ct_attr_kind kind)
{
    ct_attr *a = ct_attr_new(M, kind);
    o->attrs[aidx(o, name)] = a;
    return a;
}

static ct_attr *int_attr(const char *type, int64_t v)
{
    ct_attr *a = ct_attr_new(M, CT_ATTR_INT);
    a->type = sc(type, strlen(type));
    unsigned bits = ct_scalar_infos[a->type->scalar].bits;
    a->value = bits >= 64 ? (uint64_t)v : (uint64_t)v & ((1ull << bits) - 1);
    return a;
}

/* Dense constant data for type t: a splat of `bytes` bytes (0 = the element width). */
static ct_attr *dense(const ct_type *t, size_t bytes)
{
    ct_attr *a = ct_attr_new(M, CT_ATTR_DENSE);
    a->type = t;
    a->size = bytes ? bytes : ct_scalar_infos[t->elem->scalar].bytes;
    a->data = ct_arena_alloc(&M->arena, a->size);
    return a;
}

static ct_val cst(ct_block *b, const char *type)
{
    ct_op *o = op(b, CT_OP_CONSTANT, TYS(T(type)), NONE);
    o->attrs[0] = dense(T(type), 0);
    return R(o);
}

/* One block in region r of o with arguments of the given types. */
static ct_block *region(ct_op *o, uint32_t r, uint32_t n, const ct_type *const *types)
{
    ct_block *b = ct_arena_alloc(&M->arena, sizeof *b);
    o->regions[r].nblocks = 1;
    o->regions[r].blocks = b;
    b->nargs = n;
    b->args = ct_arena_alloc(&M->arena, (n ? n : 1) * sizeof(ct_val));
    for (uint32_t i = 0; i < n; i++)
        b->args[i] = ct_value_new(F, M, types[i], NULL, b, i);
    return b;
}

static ct_op *term(ct_block *b, ct_opcode opc, uint32_t n, const ct_val *v)
{
    return op(b, opc, NONE, n, v);
}

/* ================================ running ================================ */

static int Stage = -1; /* ≥ 0: verify as the IR of that stage (ct_verify_module_at) */

/* Verifies M (adding the entry's `return` if the body has no terminator yet) and frees it. */
static ct_status run(ct_diag *d)
{
    const ct_op *last = B->nops ? B->ops[B->nops - 1] : NULL;
    if (!last || last->opc >= CT_OP_COUNT || !(ct_def(last)->props & P_TERM))
        term(B, CT_OP_RETURN, NONE);
    ct_diag_clear(d);
    ct_status s = Stage < 0 ? ct_verify_module(M, d) : ct_verify_module_at(M, Stage, d);
    ct_module_free(M);
    return s;
}

static void expect_at(const char *needle, int line)
{
    ct_diag d;
    ct_status s = run(&d);
    CHECK_EQ_INT(s, CUTILE_ERROR_VERIFY);
    CHECK_CONTAINS(d.msg, needle);
    if (s != CUTILE_ERROR_VERIFY || !strstr(d.msg, needle))
        fprintf(stderr, "  (test at line %d)\n", line);
}
#define EXPECT(needle) expect_at(needle, __LINE__)

static void expect_ok_at(int line)
{
    ct_diag d;
    ct_status s = run(&d);
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    if (s != CUTILE_SUCCESS)
        fprintf(stderr, "  (test at line %d: %s)\n", line, d.msg);
}
#define EXPECT_OK() expect_ok_at(__LINE__)

/* ---- small fragments the tests share ---- */

static ct_attr *one_entry(ct_attr_kind kind, const char *key, ct_attr *v)
{
    ct_attr *a = ct_attr_new(M, kind);
    ct_str *k = ct_arena_alloc(&M->arena, sizeof *k);
    const ct_attr **items = ct_arena_alloc(&M->arena, sizeof *items);
    *k = S(key);
    *items = v;
    a->n = 1, a->keys = k, a->items = items;
    return a;
}
/* optimization_hints=<arch = {key = v}> */
static ct_val token(void) { return R(op(B, CT_OP_MAKE_TOKEN, TYS(T("token")), NONE)); }


/* ============================ records the text form cannot write ============================ */

/* Values out of scope or recorded twice, ops that are not ops of a body, record shapes: the
 * parser's names and its op table refuse these before a module exists, but bytecode and passes
 * can make them. */
static void test_records(void)
{
    ct_op *o;
    ct_block *b;
    begin(0), o = op(B, CT_OP_IF, NONE, VALS(cst(B, "i1")));
    b = region(o, 0, NONE);
    ct_val inside = cst(b, "f32");
    term(b, CT_OP_YIELD, NONE);
    op(B, CT_OP_NEGF, TYS(T("f32")), VALS(inside));
    EXPECT(
        "op #5 'cuda_tile.negf': operand #0 (value 1) is used outside the scope of its definition");
    begin(0);
    ct_block loose = {0};
    ct_val later = cst(&loose, "f32");
    op(B, CT_OP_NEGF, TYS(T("f32")), VALS(later));
    EXPECT("is used outside the scope of its definition");
    begin(0), o = op(B, CT_OP_IF, NONE, VALS(cst(B, "i1")));
    b = region(o, 0, NONE), term(b, CT_OP_YIELD, NONE);
    o->regions[1].nblocks = 2, o->regions[1].blocks = b;
    EXPECT("region #1 has 2 blocks");
    begin(0), o = op(B, CT_OP_NEGF, TYS(T("f32")), VALS(cst(B, "f32")));
    op(B, CT_OP_NEGF, TYS(T("f32")), VALS(R(o)))->res[0] = R(o);
    EXPECT("op #3 'cuda_tile.negf': value 1 is recorded with another definition");
    begin(0), op(B, CT_OP_GLOBAL, NONE, NONE);
    EXPECT("'cuda_tile.global': is module structure, not an op of a function body");
    begin(0), cst(B, "f32");
    B->ops[0]->opc = CT_OP_COUNT;
    EXPECT("entry 'k': op #1 has unknown opcode");
    begin(0), op(B, CT_OP_NEGF, TYS(T("f32"), T("f32")), VALS(cst(B, "f32")));
    EXPECT("has 2 results, expected 1");
    begin(0), op(B, CT_OP_NEGF, TYS(T("f32")), VALS(cst(B, "f32"), cst(B, "f32")));
    EXPECT("operand groups hold 1 operands, the op has 2");
    begin_version(CT_V13_4, 0), o = op(B, CT_OP_MEMORY_FENCE_ALIAS_TKO, TYS(T("token")), NONE);
    SEG(o, 0);
    EXPECT("operand group 'token' has 0 operands");
}

/* Attributes of the wrong kind: the parser reads an attribute by the kind its slot takes. */
static void test_attribute_kinds(void)
{
    begin(0), F->hints = one_entry(CT_ATTR_OPT_HINTS, "sm_90", int_attr("i32", 1));
    EXPECT("optimization hints for 'sm_90' must be a dictionary");
    begin(0);
    ct_op *o = op(B, CT_OP_ASSUME, TYS(T("4xi32")), VALS(cst(B, "4xi32")));
    attr(o, "predicate", CT_ATTR_STRING);
    EXPECT("predicate must be div_by, same_elements or bounded");
}

/* Removes op i of the entry body, as a lowering pass removes ops. */
static void drop_op(uint32_t i)
{
    memmove(&B->ops[i], &B->ops[i + 1], (B->nops - i - 1) * sizeof *B->ops);
    B->nops--;
}

/* ct_verify_module_at: lower-views removes make_token / join_tokens and leaves the token
 * operands of the ops that pass tokens on: from the mem stage on only a token may lose its
 * definition (a text module cannot use an undefined value; the other stage rules are cases of
 * test/verify/stages.mlir). */
static void test_stage_tokens(void)
{
    for (Stage = CT_STAGE_TILE; Stage <= CT_STAGE_SCHED; Stage++) {
        begin_version(CT_V13_4, 0), op(B, CT_OP_GDC_WAIT_TKO, TYS(T("token")), VALS(token()));
        drop_op(0);
        if (Stage == CT_STAGE_TILE)
            EXPECT("operand #0 (value 0) is used outside the scope of its definition");
        else
            EXPECT_OK();
        begin(0), op(B, CT_OP_NEGF, TYS(T("f32")), VALS(cst(B, "f32")));
        drop_op(0);
        EXPECT("operand #0 (value 0) is used outside the scope of its definition");
    }
    Stage = -1;
}

/* DILoc for line `line` of /src/kernels.py in a subprogram with linkage name `linkage`. */
static uint32_t di_loc(const char *linkage, uint64_t line)
{
    uint32_t file =
        ct_di_add(M, &(ct_di){.tag = CT_DI_FILE, .name = S("kernels.py"), .directory = S("/src")});
    uint32_t cu = ct_di_add(M, &(ct_di){.tag = CT_DI_COMPILE_UNIT, .file = file});
    uint32_t sp = ct_di_add(M, &(ct_di){.tag = CT_DI_SUBPROGRAM,
                                        .file = file,
                                        .compile_unit = cu,
                                        .name = S(linkage),
                                        .linkage_name = S(linkage),
                                        .line = 1});
    return ct_di_add(
        M, &(ct_di){.tag = CT_DI_LOC, .scope = sp, .name = S("/src/kernels.py"), .line = line});
}


/* Debug-info references the parser resolves itself (it names the alias that is wrong), and a
 * tag it cannot write. */
static void test_debug_info_table(void)
{
    begin(0), F->loc = di_loc("k", 1);
    cst(B, "f32");
    B->ops[0]->loc = 1; /* the DIFile */
    EXPECT("location must be a DILoc or CallSite, got DIFile");
    begin(0), cst(B, "f32");
    B->ops[0]->loc = 99;
    EXPECT("location 99 is not in the debug info table");
    /* the table itself */
    begin(0),
        ct_di_add(M, &(ct_di){.tag = CT_DI_LOC,
                              .scope = ct_di_add(M, &(ct_di){.tag = CT_DI_FILE, .name = S("a.py")}),
                              .line = 1});
    EXPECT("module: debug info #2 (DILoc): scope must refer to a DISubprogram or DILexicalBlock");
    begin(0), ct_di_add(M, &(ct_di){.tag = CT_DI_COMPILE_UNIT, .file = 0});
    EXPECT("debug info #1 (DICompileUnit): file must refer to a DIFile");
    begin(0), di_loc("k", 1);
    ct_di_add(M, &(ct_di){.tag = CT_DI_LEXICAL_BLOCK, .scope = 6, .file = 1});
    ct_di_add(M, &(ct_di){.tag = CT_DI_LEXICAL_BLOCK, .scope = 5, .file = 1});
    EXPECT("debug info #5 (DILexicalBlock) is part of a reference cycle");
    begin(0), ct_di_add(M, &(ct_di){.tag = CT_DI_CALL_SITE, .callee = 0, .caller = 2});
    ct_di_add(M, &(ct_di){.tag = CT_DI_CALL_SITE, .callee = 0, .caller = 1});
    EXPECT("debug info #1 (CallSite) is part of a reference cycle");
    begin(0), ct_di_add(M, &(ct_di){.tag = 9});
    EXPECT("debug info #1 has unknown tag 9");
}

/* ---- allocation failures: every allocation of the verifier may fail, nothing leaks ---- */

typedef struct counting_alloc {
    long live;      /* allocations not yet freed */
    long fail_from; /* the allocation numbered this (from 0) and later fail; -1: none */
    long count;
} counting_alloc;

static void *ca_alloc(void *user, size_t size)
{
    counting_alloc *a = user;
    if (a->fail_from >= 0 && a->count++ >= a->fail_from)
        return NULL;
    a->live++;
    return malloc(size);
}
static void *ca_realloc(void *user, void *p, size_t old, size_t size)
{
    (void)old;
    counting_alloc *a = user;
    if (a->fail_from >= 0 && a->count++ >= a->fail_from)
        return NULL;
    a->live += p == NULL;
    return realloc(p, size);
}
static void ca_free(void *user, void *p, size_t size)
{
    (void)size;
    counting_alloc *a = user;
    a->live -= p != NULL;
    free(p);
}

static void test_allocation_failures(void)
{
    counting_alloc ca = {0, -1, 0};
    cuTileAllocator al = {ca_alloc, ca_realloc, ca_free, &ca};
    int failures = 0;
    for (long k = 0; k < 10; k++) {
        M = ct_module_new(&al), begin_v(CT_V13_3, 0); /* a broken module: the message allocates */
        op(B, CT_OP_ADDF, TYS(T("64xf32")), VALS(cst(B, "64xf32"), cst(B, "64xf16")));
        term(B, CT_OP_RETURN, NONE);
        long before = ca.live;
        ca.count = 0, ca.fail_from = k;
        ct_diag d = {0};
        ct_status s = ct_verify_module(M, &d);
        ca.fail_from = -1;
        CHECK(s == CUTILE_ERROR_OUT_OF_MEMORY || s == CUTILE_ERROR_VERIFY);
        failures += s == CUTILE_ERROR_OUT_OF_MEMORY;
        CHECK_EQ_INT(ca.live, before);
        ct_module_free(M);
    }
    CHECK(failures >= 2); /* the type table and the value table */
    CHECK_EQ_INT(ca.live, 0);
}

/* ================================ real files ================================ */

static void verify_file(const char *path)
{
    size_t size = 0;
    unsigned char *data = test_read_file(path, &size);
    ct_module *m = NULL;
    ct_diag d = {0};
    ct_status s = data ? ct_bc_read(data, size, NULL, &m, &d) : CUTILE_ERROR_IO;
    free(data);
    if (s == CUTILE_SUCCESS)
        s = ct_verify_module(m, &d);
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    if (s != CUTILE_SUCCESS)
        fprintf(stderr, "  %s: %s\n", path, d.msg);
    ct_module_free(m);
}

/* Every cuTile Python export listed in test/data/MANIFEST.txt, and the cuda-tile fixtures
 * that the reference reader loads. */
static void test_real_files(void)
{
    verify_file("test/fixtures/cuda-tile/versioning/Inputs/13.1/negi-op-13.1.tileirbc");
    verify_file("test/fixtures/cuda-tile/versioning/Inputs/13.1/print-op-13.1.tileirbc");
    size_t size = 0;
    int n = 0;
    unsigned char *raw = test_read_file("test/data/MANIFEST.txt", &size);
    char *manifest = raw ? calloc(size + 1, 1) : NULL; /* NUL-terminated for strtok */
    CHECK(manifest != NULL);
    if (manifest)
        memcpy(manifest, raw, size);
    free(raw);
    for (char *line = manifest ? strtok(manifest, "\n") : NULL; line; line = strtok(NULL, "\n")) {
        if (line[0] == '#')
            continue;
        char path[512];
        snprintf(path, sizeof path, "test/data/%.*s", (int)strcspn(line, " "), line);
        verify_file(path);
        n++;
    }
    free(manifest);
    CHECK(n >= 80); /* 20 kernels x 4 versions at least */
}

/* A broken real module names the Python line: vec_add_1d's `x + y` is line 21 of
 * test/kernels/vector_add.py. */
static void test_real_file_message(void)
{
    size_t size = 0;
    unsigned char *data = test_read_file("test/data/vec_add_1d_f32.v13_1.cutile", &size);
    ct_module *m = NULL;
    ct_diag d = {0};
    CHECK(data && ct_bc_read(data, size, NULL, &m, &d) == CUTILE_SUCCESS);
    free(data);
    if (!m)
        return;
    ct_func *f = m->funcs[0];
    for (uint32_t i = 0; i < f->body.blocks[0].nops; i++) {
        ct_op *o = f->body.blocks[0].ops[i];
        if (o->opc == CT_OP_ADDF)
            f->values[o->res[0]].type =
                ct_type_tile(m, ct_type_scalar(m, CT_S_F16), 1, (const int64_t[]){1024});
    }
    CHECK_EQ_INT(ct_verify_module(m, &d), CUTILE_ERROR_VERIFY);
    CHECK_CONTAINS(d.msg, "'cuda_tile.addf' (vector_add.py:21): result type tile<1024xf16> "
                          "differs from operand type tile<1024xf32>");
    ct_module_free(m);
}

int main(void)
{
    test_records();
    test_attribute_kinds();
    test_stage_tokens();
    test_debug_info_table();
    test_allocation_failures();
    test_real_files();
    test_real_file_message();
    TEST_MAIN_END();
}
