/* verify.c — the IR verifier: one or more broken modules per rule class of spec/ops.md (and the
 * debug-info rules of bytecode.md §3.6), each expecting CUTILE_ERROR_VERIFY and a message naming
 * the rule; well-formed modules built here; and every real cuTile export under test/data plus
 * the loadable cuda-tile fixtures, which must verify. */
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

static const ct_type *tview(const char *el, uint32_t rank, const int64_t *shape,
                            const int64_t *strides)
{
    ct_type t = {.kind = CT_TY_TENSOR_VIEW,
                 .elem = sc(el, strlen(el)),
                 .rank = rank,
                 .shape = shape,
                 .nstrides = rank,
                 .strides = strides};
    return ct_type_intern(M, &t);
}

/* kind: CT_TY_PARTITION_VIEW / STRIDED_VIEW / GATHER_SCATTER_VIEW; pad < 0: no padding. */
static const ct_type *view(ct_type_kind kind, const ct_type *tv, const int32_t *tile,
                           const int32_t *map_or_strides, int pad)
{
    ct_type t = {.kind = (uint8_t)kind,
                 .elem = tv,
                 .ntile = tv->rank,
                 .tile_shape = tile,
                 .has_padding = pad >= 0,
                 .padding = (uint8_t)(pad >= 0 ? pad : 0)};
    if (kind == CT_TY_PARTITION_VIEW)
        t.ndim_map = tv->rank, t.dim_map = map_or_strides;
    if (kind == CT_TY_STRIDED_VIEW) {
        static const int32_t ident[4] = {0, 1, 2, 3};
        t.ntraversal = tv->rank, t.traversal_strides = map_or_strides;
        t.ndim_map = tv->rank, t.dim_map = ident;
    }
    return ct_type_intern(M, &t);
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

static void a_enum(ct_op *o, const char *name, uint64_t v)
{
    ct_attr *a = attr(o, name, CT_ATTR_ENUM);
    a->enum_kind = ct_def(o)->attrs[aidx(o, name)].enum_kind;
    a->value = v;
}
static void a_unit(ct_op *o, const char *name) { attr(o, name, CT_ATTR_UNIT); }
static void a_drop(ct_op *o, const char *name) { o->attrs[aidx(o, name)] = NULL; }

static ct_attr *int_attr(const char *type, int64_t v)
{
    ct_attr *a = ct_attr_new(M, CT_ATTR_INT);
    a->type = sc(type, strlen(type));
    unsigned bits = ct_scalar_infos[a->type->scalar].bits;
    a->value = bits >= 64 ? (uint64_t)v : (uint64_t)v & ((1ull << bits) - 1);
    return a;
}
static void a_int(ct_op *o, const char *name, int64_t v)
{
    o->attrs[aidx(o, name)] =
        int_attr(ct_def(o)->attrs[aidx(o, name)].form == CT_FORM_I32 ? "i32" : "i64", v);
}
static void a_str(ct_op *o, const char *name, const char *s)
{
    ct_attr *a = attr(o, name, CT_ATTR_STRING);
    a->str = S(s);
}

static void a_i32s(ct_op *o, const char *name, uint32_t n, const int32_t *v)
{
    ct_attr *a = attr(o, name, CT_ATTR_I32_ARRAY);
    a->n = n, a->i32 = v;
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
static ct_attr *hints(const char *arch, const char *key, ct_attr *v)
{
    return one_entry(CT_ATTR_OPT_HINTS, arch, one_entry(CT_ATTR_DICT, key, v));
}
static ct_attr *bool_attr(bool v)
{
    ct_attr *a = ct_attr_new(M, CT_ATTR_BOOL);
    a->value = v;
    return a;
}

static const int64_t S64x64[2] = {64, 64}, ST64x64[2] = {64, 1}, DYN1[1] = {CT_DYN}, UNIT1[1] = {1};
static const int32_t TILE16x16[2] = {16, 16}, TILE64[1] = {64}, ID2[2] = {0, 1}, ID1[1] = {0};

/* make_tensor_view of arg 0 (a tile<ptr<…>>) with static type tv. */
static ct_val make_tv(const ct_type *tv)
{
    return R(op(B, CT_OP_MAKE_TENSOR_VIEW, TYS(tv), VALS(ARG(0))));
}

/* tensor_view<64x64xf32, strides=[64,1]> and its partition_view<tile=(16x16)> of arg 0. */
static ct_val pview64(const ct_type **pv_out)
{
    const ct_type *tv = tview("f32", 2, S64x64, ST64x64);
    const ct_type *pv = view(CT_TY_PARTITION_VIEW, tv, TILE16x16, ID2, -1);
    *pv_out = pv;
    return R(op(B, CT_OP_MAKE_PARTITION_VIEW, TYS(pv), VALS(make_tv(tv))));
}

static ct_op *load_view(ct_val pv, const char *tile, uint32_t nidx, const ct_val *idx, ct_val tok)
{
    ct_val in[4] = {pv};
    memcpy(in + 1, idx, nidx * sizeof(ct_val));
    in[1 + nidx] = tok;
    ct_op *o = op(B, CT_OP_LOAD_VIEW_TKO, TYS(T(tile), T("token")), 2 + nidx, in);
    SEG(o, 1, nidx, 1);
    return o;
}

static ct_val token(void) { return R(op(B, CT_OP_MAKE_TOKEN, TYS(T("token")), NONE)); }

/* ================================ well-formed IR ================================ */

/* A kernel touching most op families: views, pointer gather with mask and padding, a for
 * loop, a reduce, an if, a loop with break, atomics, assume and hints. */
static void test_valid_kernel(void)
{
    begin(3, "ptr<f32>", "i32", "f32");
    F->hints = hints("sm_100", "num_cta_in_cga", int_attr("i32", 2));
    ct_val tok = token();
    ct_op *as = op(B, CT_OP_ASSUME, TYS(T("ptr<f32>")), VALS(ARG(0)));
    ct_attr *div = attr(as, "predicate", CT_ATTR_DIV_BY);
    div->value = 16;
    ct_op *bnd = op(B, CT_OP_ASSUME, TYS(T("i32")), VALS(ARG(1)));
    ct_attr *bounded = attr(bnd, "predicate", CT_ATTR_BOUNDED);
    bounded->flags = 1; /* lower bound 0, no upper bound */
    const ct_type *tv = tview("f32", 1, DYN1, UNIT1);
    ct_val tvv = R(op(B, CT_OP_MAKE_TENSOR_VIEW, TYS(tv), VALS(R(as), R(bnd))));
    const ct_type *pv = view(CT_TY_PARTITION_VIEW, tv, TILE64, ID1, CT_PADDING_ZERO);
    ct_val pvv = R(op(B, CT_OP_MAKE_PARTITION_VIEW, TYS(pv), VALS(tvv)));
    ct_op *bid = op(B, CT_OP_GET_TILE_BLOCK_ID, TYS(T("i32"), T("i32"), T("i32")), NONE);
    ct_op *ld = load_view(pvv, "64xf32", VALS(R(bid)), tok);
    ld->attrs[aidx(ld, "optimization_hints")] = hints("default", "allow_tma", bool_attr(true));
    ct_op *sum = op(B, CT_OP_ADDF, TYS(T("64xf32")), VALS(R(ld), R(ld)));
    a_unit(sum, "flush_to_zero");

    /* for %i in (0 to n, step 1) iter_values(%acc = sum) { continue acc * acc } */
    ct_op *loop =
        op(B, CT_OP_FOR, TYS(T("64xf32")), VALS(cst(B, "i32"), ARG(1), cst(B, "i32"), R(sum)));
    ct_block *body = region(loop, 0, TYS(T("i32"), T("64xf32")));
    ct_op *sq = op(body, CT_OP_MULF, TYS(T("64xf32")), VALS(body->args[1], body->args[1]));
    term(body, CT_OP_CONTINUE, VALS(R(sq)));

    /* reduce dim 0 with an addf body */
    ct_op *red = op(B, CT_OP_REDUCE, TYS(T("f32")), VALS(R(loop)));
    a_int(red, "dim", 0);
    ct_attr *zero = ct_attr_new(M, CT_ATTR_FLOAT);
    zero->type = sc("f32", 3);
    red->attrs[aidx(red, "identities")] = one_entry(CT_ATTR_ARRAY, "", zero);
    ct_block *rb = region(red, 0, TYS(T("f32"), T("f32")));
    term(rb, CT_OP_YIELD,
         VALS(R(op(rb, CT_OP_ADDF, TYS(T("f32")), VALS(rb->args[0], rb->args[1])))));

    /* if (sum > arg2) yield sum else yield arg2 */
    ct_op *gt = op(B, CT_OP_CMPF, TYS(T("i1")), VALS(R(red), ARG(2)));
    a_enum(gt, "comparison_predicate", CT_CMP_PREDICATE_GT);
    ct_op *sel = op(B, CT_OP_IF, TYS(T("f32")), VALS(R(gt)));
    term(region(sel, 0, NONE), CT_OP_YIELD, VALS(R(red)));
    term(region(sel, 1, NONE), CT_OP_YIELD, VALS(ARG(2)));

    /* gather: offsets = iota; ptrs = broadcast(reshape(arg0)) + offsets; masked load */
    ct_val iota = R(op(B, CT_OP_IOTA, TYS(T("64xi32")), NONE));
    ct_val p1 = R(op(B, CT_OP_RESHAPE, TYS(T("1xptr<f32>")), VALS(ARG(0))));
    ct_val ptrs = R(op(B, CT_OP_BROADCAST, TYS(T("64xptr<f32>")), VALS(p1)));
    ct_val at = R(op(B, CT_OP_OFFSET, TYS(T("64xptr<f32>")), VALS(ptrs, iota)));
    ct_op *lt = op(B, CT_OP_CMPI, TYS(T("64xi1")), VALS(iota, iota));
    a_enum(lt, "comparison_predicate", CT_CMP_PREDICATE_LT);
    ct_op *gl = op(B, CT_OP_LOAD_PTR_TKO, TYS(T("64xf32"), T("token")),
                   VALS(at, R(lt), cst(B, "64xf32"), tok));
    SEG(gl, 1, 1, 1, 1);
    ct_op *st = op(B, CT_OP_STORE_VIEW_TKO, TYS(T("token")), VALS(R(gl), pvv, R(bid), gl->res[1]));
    SEG(st, 1, 1, 1, 1);

    /* spin: loop { %old = cas acquire device; if (%old == 0) break; continue } */
    ct_op *spin = op(B, CT_OP_LOOP, TYS(T("token")), VALS(st->res[0]));
    ct_block *sb = region(spin, 0, TYS(T("token")));
    ct_val ip = R(op(sb, CT_OP_PTR_TO_PTR, TYS(T("ptr<i32>")), VALS(ARG(0))));
    ct_op *cas = op(sb, CT_OP_ATOMIC_CAS_TKO, TYS(T("i32"), T("token")),
                    VALS(ip, cst(sb, "i32"), cst(sb, "i32"), sb->args[0]));
    SEG(cas, 1, 1, 1, 0, 1);
    a_enum(cas, "memory_ordering_semantics", CT_MEM_ORDERING_ACQUIRE);
    a_enum(cas, "memory_scope", CT_MEM_SCOPE_DEVICE);
    ct_op *eq = op(sb, CT_OP_CMPI, TYS(T("i1")), VALS(R(cas), R(cas)));
    ct_op *done = op(sb, CT_OP_IF, NONE, VALS(R(eq)));
    term(region(done, 0, NONE), CT_OP_BREAK, VALS(cas->res[1]));
    term(region(done, 1, NONE), CT_OP_YIELD, NONE);
    term(sb, CT_OP_CONTINUE, VALS(cas->res[1]));
    ct_op *rel = op(B, CT_OP_ATOMIC_RMW_TKO, TYS(T("i32"), T("token")),
                    VALS(ip = R(op(B, CT_OP_PTR_TO_PTR, TYS(T("ptr<i32>")), VALS(ARG(0)))),
                         cst(B, "i32"), R(spin)));
    SEG(rel, 1, 1, 0, 1);
    a_enum(rel, "memory_ordering_semantics", CT_MEM_ORDERING_RELEASE);
    a_enum(rel, "mode", CT_ATOMIC_MODE_XCHG);
    ct_op *pr = op(B, CT_OP_PRINT_TKO, TYS(T("token")), VALS(R(sel), tok));
    SEG(pr, 1, 1);
    a_str(pr, "str", "max = %f, 100%%\n");
    EXPECT_OK();
}

/* Ops of the 13.3/13.4 additions and the rarer families, each well-formed. */
static void test_valid_rare_ops(void)
{
    begin_version(CT_V13_4, 1, "ptr<f32>");
    ct_val a = cst(B, "2x64x32xf16"), b = cst(B, "2x32x16xf16"), acc = cst(B, "2x64x16xf32");
    op(B, CT_OP_MMAF, TYS(T("2x64x16xf32")), VALS(a, b, acc));
    ct_val fa = cst(B, "64x128xf8E4M3FN"), fb = cst(B, "128x32xf8E4M3FN");
    ct_val sa = cst(B, "64x4xf8E8M0FNU"), sb = cst(B, "4x32xf8E8M0FNU");
    op(B, CT_OP_MMAF_SCALED, TYS(T("64x32xf32")), VALS(fa, fb, cst(B, "64x32xf32"), sa, sb));
    ct_val x8 = cst(B, "16x32xi8");
    op(B, CT_OP_MMAI, TYS(T("16x16xi32")), VALS(x8, cst(B, "32x16xi8"), cst(B, "16x16xi32")));
    op(B, CT_OP_PACK, TYS(T("64xi8")), VALS(cst(B, "32xf16")));
    op(B, CT_OP_UNPACK, TYS(T("128xf4E2M1FN")), VALS(cst(B, "64xi8")));
    op(B, CT_OP_BITCAST, TYS(T("4xi32")), VALS(cst(B, "4xf32")));
    ct_val t8 = cst(B, "8x4xf32");
    a_i32s(op(B, CT_OP_PERMUTE, TYS(T("4x8xf32")), VALS(t8)), "permutation", 2,
           (const int32_t[]){1, 0});
    ct_val i0 = cst(B, "i32");
    op(B, CT_OP_EXTRACT, TYS(T("2x4xf32")), VALS(t8, i0, i0));
    op(B, CT_OP_INSERT, TYS(T("8x4xf32")), VALS(cst(B, "2x4xf32"), t8, i0, i0));
    ct_op *cat = op(B, CT_OP_CAT, TYS(T("16x4xf32")), VALS(t8, t8));
    a_int(cat, "dim", 0);
    ct_op *f2 = op(B, CT_OP_FTOF, TYS(T("8x4xbf16")), VALS(t8));
    a_enum(f2, "rounding_mode", CT_ROUNDING_ZERO); /* 13.4 */
    ct_op *fi = op(B, CT_OP_FTOI, TYS(T("8x4xi32")), VALS(t8));
    a_enum(fi, "rounding_mode", CT_ROUNDING_NEAREST_INT_TO_ZERO);
    ct_op *ex = op(B, CT_OP_EXTI, TYS(T("8x4xi64")), VALS(R(fi)));
    op(B, CT_OP_TRUNCI, TYS(T("8x4xi4")), VALS(R(ex)));
    op(B, CT_OP_FPOWI, TYS(T("8x4xf32")), VALS(t8, R(fi)));
    ct_op *sc1 = op(B, CT_OP_SCAN, TYS(T("8x4xf32")), VALS(t8));
    a_int(sc1, "dim", 1);
    sc1->attrs[aidx(sc1, "reverse")] = bool_attr(false);
    ct_attr *one = ct_attr_new(M, CT_ATTR_FLOAT);
    one->type = sc("f32", 3);
    sc1->attrs[aidx(sc1, "identities")] = one_entry(CT_ATTR_ARRAY, "", one);
    ct_block *sb1 = region(sc1, 0, TYS(T("f32"), T("f32")));
    term(sb1, CT_OP_YIELD,
         VALS(R(op(sb1, CT_OP_MULF, TYS(T("f32")), VALS(sb1->args[0], sb1->args[1])))));
    ct_op *al = op(B, CT_OP_ALLOCA, TYS(T("ptr<f32>")), NONE);
    a_int(al, "num_elem", 64);
    a_int(al, "alignment", 16);
    ct_val tok = token();
    ct_val t2 = R(op(B, CT_OP_GDC_WAIT_TKO, TYS(T("token")), VALS(tok)));
    op(B, CT_OP_MEMORY_FENCE_ALIAS_TKO, TYS(T("token")), VALS(t2));
    op(B, CT_OP_JOIN_TOKENS, TYS(T("token")), VALS(tok, t2));
    /* strided and gather/scatter views with a 13.4 inbounds array */
    const ct_type *tv = tview("f32", 2, S64x64, ST64x64);
    ct_val tvv = make_tv(tv);
    const ct_type *sv =
        view(CT_TY_STRIDED_VIEW, tv, TILE16x16, (const int32_t[]){8, 24}, CT_PADDING_NAN);
    ct_val svv = R(op(B, CT_OP_MAKE_STRIDED_VIEW, TYS(sv), VALS(tvv)));
    ct_op *ld = load_view(svv, "16x16xf32", VALS(i0, i0), tok);
    ct_attr *inb = attr(ld, "inbounds", CT_ATTR_BOOL_ARRAY);
    inb->n = 2, inb->bools = (const uint8_t[]){1, 0};
    ct_type gs = {.kind = CT_TY_GATHER_SCATTER_VIEW,
                  .elem = tv,
                  .ntile = 2,
                  .tile_shape = TILE16x16,
                  .sparse_dim = 0};
    const ct_type *gsv = ct_type_intern(M, &gs);
    ct_val gsvv = R(op(B, CT_OP_MAKE_GATHER_SCATTER_VIEW, TYS(gsv), VALS(tvv)));
    ct_op *gl = load_view(gsvv, "16x16xf32", VALS(cst(B, "16xi64"), i0), tok);
    ct_attr *inb2 = attr(gl, "inbounds", CT_ATTR_BOOL_ARRAY);
    inb2->n = 2, inb2->bools = (const uint8_t[]){0, 0};
    ct_op *red = op(B, CT_OP_ATOMIC_RED_VIEW_TKO, TYS(T("token")),
                    VALS(R(op(B, CT_OP_MAKE_PARTITION_VIEW,
                              TYS(view(CT_TY_PARTITION_VIEW, tv, TILE16x16, ID2, -1)), VALS(tvv))),
                         i0, i0, R(ld), tok));
    SEG(red, 1, 2, 1, 1);
    a_enum(red, "memory_ordering_semantics", CT_MEM_ORDERING_RELAXED);
    a_enum(red, "mode", CT_ATOMIC_MODE_ADDF);
    EXPECT_OK();
}

/* ================================ broken IR, by rule class ================================ */

static void test_types(void)
{
    begin(0), cst(B, "3xf32");
    EXPECT(
        "op #1 'cuda_tile.constant': invalid type tile<3xf32>: dimensions must be powers of two");
    begin(0), cst(B, "8192x4096xf32");
    EXPECT("more than 2^24 elements");
    begin(0), cst(B, "f4E2M1FN");
    EXPECT("a f4E2M1FN tile needs an even number of elements");
    begin(1, "ptr<i4>");
    EXPECT("entry 'k': invalid type ptr<i4>: pointee must be an integer or float type");
    begin(1, "ptr<f32>"), make_tv(tview("f32", 2, S64x64, (const int64_t[]){0, 1}));
    EXPECT("strides must be positive or dynamic");
    begin(1, "ptr<f4E2M1FN>"),
        make_tv(tview("f4E2M1FN", 2, (const int64_t[]){64, 33}, (const int64_t[]){33, 1}));
    EXPECT("4-bit elements need a unit-stride dimension of even size");

    const ct_type *tv;
    begin(1, "ptr<f32>"), tv = tview("f32", 2, S64x64, ST64x64);
    op(B, CT_OP_MAKE_PARTITION_VIEW,
       TYS(view(CT_TY_PARTITION_VIEW, tv, TILE16x16, (const int32_t[]){1, 1}, -1)),
       VALS(make_tv(tv)));
    EXPECT("dim_map must be a permutation of 0..1");
    begin(1, "ptr<i32>"), tv = tview("i32", 2, S64x64, ST64x64);
    op(B, CT_OP_MAKE_PARTITION_VIEW,
       TYS(view(CT_TY_PARTITION_VIEW, tv, TILE16x16, ID2, CT_PADDING_NAN)), VALS(make_tv(tv)));
    EXPECT("padding_value nan needs a float element type");
    begin(1, "ptr<f32>"), tv = tview("f32", 2, S64x64, ST64x64);
    op(B, CT_OP_MAKE_PARTITION_VIEW,
       TYS(view(CT_TY_PARTITION_VIEW, tv, (const int32_t[]){16, 12}, ID2, -1)), VALS(make_tv(tv)));
    EXPECT("dimensions must be powers of two");
    begin(1, "ptr<f32>");
    ct_type rank2 = {.kind = CT_TY_PARTITION_VIEW,
                     .elem = tview("f32", 1, DYN1, UNIT1),
                     .ntile = 2,
                     .tile_shape = TILE16x16,
                     .ndim_map = 2,
                     .dim_map = ID2};
    op(B, CT_OP_MAKE_PARTITION_VIEW, TYS(ct_type_intern(M, &rank2)), VALS(cst(B, "i32")));
    EXPECT("tile rank 2 must equal the tensor_view rank 1");
    begin(1, "ptr<f32>"), tv = tview("f32", 2, S64x64, ST64x64);
    op(B, CT_OP_MAKE_STRIDED_VIEW,
       TYS(view(CT_TY_STRIDED_VIEW, tv, TILE16x16, (const int32_t[]){16, 0}, -1)),
       VALS(make_tv(tv)));
    EXPECT("traversal strides must be positive");
    begin(1, "ptr<f32>"), tv = tview("f32", 2, S64x64, ST64x64);
    ct_type gs = {.kind = CT_TY_GATHER_SCATTER_VIEW,
                  .elem = tv,
                  .ntile = 2,
                  .tile_shape = TILE16x16,
                  .sparse_dim = 2};
    op(B, CT_OP_MAKE_GATHER_SCATTER_VIEW, TYS(ct_type_intern(M, &gs)), VALS(make_tv(tv)));
    EXPECT("sparse_dim out of range");
}

static void test_elementwise(void)
{
    ct_op *o;
    begin(0), op(B, CT_OP_ADDF, TYS(T("64xf32")), VALS(cst(B, "64xf32"), cst(B, "64xf16")));
    EXPECT("op #3 'cuda_tile.addf': operand types differ: tile<64xf32> vs tile<64xf16>");
    begin(0), op(B, CT_OP_ADDF, TYS(T("64xf16")), VALS(cst(B, "64xf32"), cst(B, "64xf32")));
    EXPECT("result type tile<64xf16> differs from operand type tile<64xf32>");
    begin(0), op(B, CT_OP_ADDI, TYS(T("4xf32")), VALS(cst(B, "4xf32"), cst(B, "4xf32")));
    EXPECT("operand #0 must be an integer tile (i1...i64), got tile<4xf32>");
    begin(0), op(B, CT_OP_SIN, TYS(T("4xi32")), VALS(cst(B, "4xi32")));
    EXPECT("operand #0 must be a f16, bf16, f32 or f64 tile, got tile<4xi32>");
    begin(0), op(B, CT_OP_EXP, TYS(T("4xf8E4M3FN")), VALS(cst(B, "4xf8E4M3FN")));
    EXPECT("must be a f16, bf16, f32 or f64 tile");
    begin(0), o = op(B, CT_OP_MULF, TYS(T("4xf16")), VALS(cst(B, "4xf16"), cst(B, "4xf16")));
    a_unit(o, "flush_to_zero");
    EXPECT("flush_to_zero is only allowed on f32, got f16");
    begin(0), o = op(B, CT_OP_ADDF, TYS(T("4xf32")), VALS(cst(B, "4xf32"), cst(B, "4xf32")));
    a_enum(o, "rounding_mode", CT_ROUNDING_APPROX);
    EXPECT("rounding mode 'approx' is not allowed here");
    begin(0), o = op(B, CT_OP_DIVF, TYS(T("4xbf16")), VALS(cst(B, "4xbf16"), cst(B, "4xbf16")));
    a_enum(o, "rounding_mode", CT_ROUNDING_FULL);
    EXPECT("rounding mode 'full' is only allowed on f32, got bf16");
    begin(0), o = op(B, CT_OP_EXP, TYS(T("4xf16")), VALS(cst(B, "4xf16")));
    a_enum(o, "rounding_mode", CT_ROUNDING_NEAREST_EVEN);
    EXPECT("rounding mode 'nearest_even' is not allowed here");
    begin(0), o = op(B, CT_OP_TANH, TYS(T("4xf16")), VALS(cst(B, "4xf16")));
    a_enum(o, "rounding_mode", CT_ROUNDING_APPROX);
    EXPECT("rounding mode 'approx' is only allowed on f32");
    begin(0), o = op(B, CT_OP_DIVI, TYS(T("4xi32")), VALS(cst(B, "4xi32"), cst(B, "4xi32")));
    a_enum(o, "rounding", CT_ROUNDING_NEGATIVE_INF);
    EXPECT("rounding 'negative_inf' is not allowed with 'unsigned'");
    begin(0), o = op(B, CT_OP_NEGI, TYS(T("4xi32")), VALS(cst(B, "4xi32")));
    a_enum(o, "overflow", CT_OVERFLOW_NUW);
    EXPECT("overflow 'no_unsigned_wrap' is not allowed");
    begin(0), op(B, CT_OP_CMPI, TYS(T("4xi32")), VALS(cst(B, "4xi32"), cst(B, "4xi32")));
    EXPECT("result must be an i1 tile shaped like tile<4xi32>, got tile<4xi32>");
    begin(0), op(B, CT_OP_CMPF, TYS(T("4xi1")), VALS(cst(B, "4xf32"), cst(B, "4xf16")));
    EXPECT("operand types differ");
    begin(0), op(B, CT_OP_SELECT, TYS(T("4xf32")),
                 VALS(cst(B, "2xi1"), cst(B, "4xf32"), cst(B, "4xf32")));
    EXPECT("condition must be an i1 tile shaped like tile<4xf32>, got tile<2xi1>");
    begin(0), op(B, CT_OP_SELECT, TYS(T("4xf4E2M1FN")),
                 VALS(cst(B, "4xi1"), cst(B, "4xf4E2M1FN"), cst(B, "4xf4E2M1FN")));
    EXPECT("cannot select f4E2M1FN values");
    begin(0), op(B, CT_OP_FPOWI, TYS(T("4xf32")), VALS(cst(B, "4xf32"), cst(B, "4xi64")));
    EXPECT("exponent must be an i1...i32 tile shaped like the base");
    begin(0), o = op(B, CT_OP_ADDF, TYS(T("4xf32")), VALS(cst(B, "4xf32"), cst(B, "4xf32")));
    a_enum(o, "rounding_mode", CT_ROUNDING_NEAREST_AWAY); /* a 13.4 value in a 13.3 module */
    EXPECT("attribute 'rounding_mode': 7 is not a rounding value of bytecode 13.3");
    begin(0), o = op(B, CT_OP_ADDI, TYS(T("4xi32")), VALS(cst(B, "4xi32"), cst(B, "4xi32")));
    a_drop(o, "overflow");
    EXPECT("missing attribute 'overflow'");
}

static void test_conversions(void)
{
    ct_op *o;
    begin(0), op(B, CT_OP_EXTI, TYS(T("4xi16")), VALS(cst(B, "4xi32")));
    EXPECT("must extend to a wider type");
    begin(0), op(B, CT_OP_TRUNCI, TYS(T("4xi64")), VALS(cst(B, "4xi32")));
    EXPECT("must truncate to a narrower type");
    begin(0), op(B, CT_OP_EXTI, TYS(T("8xi64")), VALS(cst(B, "4xi32")));
    EXPECT("source tile<4xi32> and result tile<8xi64> shapes differ");
    begin(0), op(B, CT_OP_FTOF, TYS(T("4xf32")), VALS(cst(B, "4xf32")));
    EXPECT("converts f32 to itself");
    begin(0), o = op(B, CT_OP_FTOF, TYS(T("4xbf16")), VALS(cst(B, "4xf32")));
    a_enum(o, "rounding_mode", CT_ROUNDING_ZERO);
    EXPECT("rounding mode 'zero' is not allowed from f32 to bf16 in bytecode 13.3");
    begin_version(CT_V13_2, 0), op(B, CT_OP_FTOF, TYS(T("4xf8E8M0FNU")), VALS(cst(B, "4xf32")));
    EXPECT("rounding mode 'nearest_even' is not allowed from f32 to f8E8M0FNU");
    begin(0), o = op(B, CT_OP_FTOF, TYS(T("4xf8E8M0FNU")), VALS(cst(B, "4xf32")));
    a_enum(o, "rounding_mode", CT_ROUNDING_POSITIVE_INF);
    EXPECT_OK();
    begin(0), op(B, CT_OP_ITOF, TYS(T("4xf8E8M0FNU")), VALS(cst(B, "4xi32")));
    EXPECT("converts integers (i1...i64) to floats (not f8E8M0FNU) only");
    begin(0), o = op(B, CT_OP_ITOF, TYS(T("4xf32")), VALS(cst(B, "4xi32")));
    a_enum(o, "rounding_mode", CT_ROUNDING_ZERO);
    EXPECT("rounding mode 'zero' is not allowed here");
    begin(0), op(B, CT_OP_FTOI, TYS(T("4xi32")), VALS(cst(B, "4xf32")));
    EXPECT("rounding mode 'nearest_even' is not allowed here");
    begin(0), op(B, CT_OP_BITCAST, TYS(T("4xi16")), VALS(cst(B, "4xf32")));
    EXPECT("source and result element widths differ");
    begin(0), op(B, CT_OP_BITCAST, TYS(T("4xi32")), VALS(cst(B, "4xtf32")));
    EXPECT("element widths differ");
    begin(1, "ptr<f32>"), op(B, CT_OP_BITCAST, TYS(T("i64")), VALS(ARG(0)));
    EXPECT("converts numbers (not pointers) only");
    begin(0), op(B, CT_OP_INT_TO_PTR, TYS(T("4xptr<f32>")), VALS(cst(B, "4xi32")));
    EXPECT("converts i64 to pointers only");
    begin(1, "ptr<f32>"), op(B, CT_OP_PTR_TO_INT, TYS(T("i32")), VALS(ARG(0)));
    EXPECT("converts pointers to i64 only");
    begin(0), op(B, CT_OP_PACK, TYS(T("32xi8")), VALS(cst(B, "32xf16")));
    EXPECT("source tile<32xf16> and result tile<32xi8> differ in byte size");
    begin(0), op(B, CT_OP_PACK, TYS(T("32xi8")), VALS(cst(B, "32xf8E5M2")));
    EXPECT("needs an i8 tile and a tile of non-8-bit numbers");
    begin(0), op(B, CT_OP_UNPACK, TYS(T("2x32xf16")), VALS(cst(B, "128xi8")));
    EXPECT("source and result must be rank-1 tiles");
}

static void test_shape_ops(void)
{
    ct_op *o;
    begin(0), op(B, CT_OP_BROADCAST, TYS(T("4x8xf32")), VALS(cst(B, "2x8xf32")));
    EXPECT("cannot broadcast tile<2x8xf32> to tile<4x8xf32>: dimension 0");
    begin(0), op(B, CT_OP_BROADCAST, TYS(T("4x8xf32")), VALS(cst(B, "8xf32")));
    EXPECT("must be tiles of one element type and rank");
    begin(0), op(B, CT_OP_RESHAPE, TYS(T("4x4xf32")), VALS(cst(B, "8xf32")));
    EXPECT("cannot reshape tile<8xf32> to tile<4x4xf32>: element counts differ");
    begin(0), op(B, CT_OP_RESHAPE, TYS(T("8xf16")), VALS(cst(B, "8xf32")));
    EXPECT("must be tiles of one element type");
    begin(0), o = op(B, CT_OP_PERMUTE, TYS(T("4x8xf32")), VALS(cst(B, "8x4xf32")));
    a_i32s(o, "permutation", 2, (const int32_t[]){1, 1});
    EXPECT("permutation must be a permutation of 0..1");
    begin(0), o = op(B, CT_OP_PERMUTE, TYS(T("8x4xf32")), VALS(cst(B, "8x4xf32")));
    a_i32s(o, "permutation", 2, (const int32_t[]){1, 0});
    EXPECT("result dimension 0 must be 4, got 8");
    begin(0), o = op(B, CT_OP_CAT, TYS(T("8x4xf32")), VALS(cst(B, "4x4xf32"), cst(B, "4x2xf32")));
    a_int(o, "dim", 0);
    EXPECT("cannot concatenate tile<4x4xf32> and tile<4x2xf32> along 0");
    begin(0), o = op(B, CT_OP_CAT, TYS(T("8x4xf32")), VALS(cst(B, "4x4xf32"), cst(B, "4x4xf32")));
    a_int(o, "dim", 2);
    EXPECT("dim 2 is out of range");
    begin(0), op(B, CT_OP_EXTRACT, TYS(T("3x4xf32")),
                 VALS(cst(B, "8x4xf32"), cst(B, "i32"), cst(B, "i32")));
    EXPECT("invalid type tile<3x4xf32>");
    begin(0), op(B, CT_OP_EXTRACT, TYS(T("2x4xf32")),
                 VALS(cst(B, "8x4xf32"), cst(B, "i64"), cst(B, "i32")));
    EXPECT("index #0 must be tile<i32>, got tile<i64>");
    begin(0), op(B, CT_OP_EXTRACT, TYS(T("2x4xf32")), VALS(cst(B, "8x4xf32"), cst(B, "i32")));
    EXPECT("1 indices for rank 2");
    begin(0), op(B, CT_OP_EXTRACT, TYS(T("16x4xf32")),
                 VALS(cst(B, "8x4xf32"), cst(B, "i32"), cst(B, "i32")));
    EXPECT("dimension 0 of tile<8x4xf32> is not a multiple of that of tile<16x4xf32>");
    begin(0), op(B, CT_OP_INSERT, TYS(T("8x2xf32")),
                 VALS(cst(B, "2x2xf32"), cst(B, "8x4xf32"), cst(B, "i32"), cst(B, "i32")));
    EXPECT("differs from the destination type");
    begin(0), op(B, CT_OP_IOTA, TYS(T("512xi8")), NONE);
    EXPECT("512 values do not fit i8");
    begin(0), op(B, CT_OP_IOTA, TYS(T("4x4xi32")), NONE);
    EXPECT("result must be a rank-1 integer tile");
    begin(0), o = op(B, CT_OP_CONSTANT, TYS(T("4xf32")), NONE);
    o->attrs[0] = dense(T("4xf32"), 12);
    EXPECT("constant data of 12 bytes does not fit tile<4xf32>");
    begin(0), o = op(B, CT_OP_CONSTANT, TYS(T("4xf32")), NONE);
    o->attrs[0] = dense(T("4xi32"), 0);
    EXPECT("constant data of type tile<4xi32> for a value of type tile<4xf32>");
    begin(1, "ptr<f32>"), o = op(B, CT_OP_CONSTANT, TYS(T("ptr<f32>")), NONE);
    o->attrs[0] = dense(T("i64"), 0);
    EXPECT("constant type tile<ptr<f32>> must be a tile of numbers");
    begin(0), o = op(B, CT_OP_CONSTANT, TYS(T("16xi1")), NONE);
    o->attrs[0] = dense(T("16xi1"), 2); /* bit-packed, as the Python writer stores i1 */
    EXPECT_OK();
}

static void test_mma(void)
{
    begin(0), op(B, CT_OP_MMAF, TYS(T("16x16xf16")),
                 VALS(cst(B, "16x32xbf16"), cst(B, "32x16xbf16"), cst(B, "16x16xf16")));
    EXPECT("bf16 inputs cannot accumulate into f16");
    begin(0), op(B, CT_OP_MMAF, TYS(T("16x16xf32")),
                 VALS(cst(B, "16x32xf16"), cst(B, "16x16xf16"), cst(B, "16x16xf32")));
    EXPECT("shapes tile<16x32xf16> x tile<16x16xf16> -> tile<16x16xf32> do not multiply");
    begin(0), op(B, CT_OP_MMAF, TYS(T("16x16xf32")),
                 VALS(cst(B, "16x32xf16"), cst(B, "32x16xbf16"), cst(B, "16x16xf32")));
    EXPECT("lhs tile<16x32xf16> and rhs tile<32x16xbf16> element types differ");
    begin(0), op(B, CT_OP_MMAF, TYS(T("2x16x16xf32")),
                 VALS(cst(B, "2x16x32xf16"), cst(B, "4x32x16xf16"), cst(B, "2x16x16xf32")));
    EXPECT("batch dimensions differ");
    begin(0), op(B, CT_OP_MMAF, TYS(T("16xf32")),
                 VALS(cst(B, "16xf32"), cst(B, "16xf32"), cst(B, "16xf32")));
    EXPECT("operands must be 2-D or 3-D tiles of one rank");
    begin(0), op(B, CT_OP_MMAI, TYS(T("16x16xi32")),
                 VALS(cst(B, "16x32xi16"), cst(B, "32x16xi16"), cst(B, "16x16xi32")));
    EXPECT("needs i8 inputs and an i32 accumulator");
    begin(0), op(B, CT_OP_MMAF_SCALED, TYS(T("64x32xf32")),
                 VALS(cst(B, "64x128xf8E5M2"), cst(B, "128x32xf8E5M2"), cst(B, "64x32xf32"),
                      cst(B, "64x8xf8E8M0FNU"), cst(B, "8x32xf8E8M0FNU")));
    EXPECT("block size 16 is not allowed for f8E5M2 inputs with f8E8M0FNU scales");
    begin(0), op(B, CT_OP_MMAF_SCALED, TYS(T("64x32xf32")),
                 VALS(cst(B, "64x128xf8E5M2"), cst(B, "128x32xf8E5M2"), cst(B, "64x32xf32"),
                      cst(B, "64x4xf8E4M3FN"), cst(B, "4x32xf8E4M3FN")));
    EXPECT("f8E4M3FN scales are not allowed for f8E5M2 inputs");
}

static void test_reductions_and_regions(void)
{
    ct_op *o;
    ct_block *b;
    ct_attr *id;
#define REDUCE(opc, res, src, d)                                                                   \
    (o = op(B, opc, TYS(T(res)), VALS(cst(B, src))), a_int(o, "dim", d),                           \
     id = ct_attr_new(M, CT_ATTR_FLOAT), id->type = sc("f32", 3),                                  \
     o->attrs[aidx(o, "identities")] = one_entry(CT_ATTR_ARRAY, "", id),                           \
     b = region(o, 0, TYS(T("f32"), T("f32"))))
#define ADD_YIELD(b)                                                                               \
    term(b, CT_OP_YIELD, VALS(R(op(b, CT_OP_ADDF, TYS(T("f32")), VALS(b->args[0], b->args[1])))))

    begin(0), REDUCE(CT_OP_REDUCE, "8xf32", "8x16xf32", 1), ADD_YIELD(b);
    EXPECT_OK();
    begin(0), REDUCE(CT_OP_REDUCE, "16xf32", "8x16xf32", 1), ADD_YIELD(b);
    EXPECT("result #0 must be tile<8x16xf32> without dimension 1, got tile<16xf32>");
    begin(0), REDUCE(CT_OP_REDUCE, "8xf32", "8x16xf32", 2), ADD_YIELD(b);
    EXPECT("dim 2 is out of range for tile<8x16xf32>");
    begin(0), REDUCE(CT_OP_REDUCE, "8xf32", "8x16xf32", 1), id->type = sc("f64", 3), ADD_YIELD(b);
    EXPECT("identity #0 must be a f32 value");
    begin(0), REDUCE(CT_OP_REDUCE, "8xf32", "8x16xf32", 1);
    ct_block *b2 = region(o, 0, TYS(T("f32"), T("f16")));
    term(b2, CT_OP_YIELD, VALS(b2->args[0]));
    EXPECT("body argument #1 has type tile<f16>, expected tile<f32>");
    begin(0), REDUCE(CT_OP_REDUCE, "8xf32", "8x16xf32", 1);
    op(b, CT_OP_ASSERT, NONE, VALS(cst(b, "i1")));
    ADD_YIELD(b);
    EXPECT("only pure ops may appear in its body, found 'assert'");
    begin(0), REDUCE(CT_OP_REDUCE, "8xf32", "8x16xf32", 1);
    term(b, CT_OP_YIELD, VALS(b->args[0], b->args[1]));
    EXPECT("yields 2 values, expected 1");
    begin(0), REDUCE(CT_OP_REDUCE, "8xf32", "8x16xf32", 1);
    term(b, CT_OP_YIELD, VALS(cst(b, "2xf32")));
    EXPECT("yields tile<2xf32> as value #0, expected a rank-0 tile of f32");
    begin(0), REDUCE(CT_OP_SCAN, "8x8xf32", "8x16xf32", 1), ADD_YIELD(b);
    EXPECT("result #0 type tile<8x8xf32> differs from operand type tile<8x16xf32>");
    begin(0),
        o = op(B, CT_OP_SCAN, TYS(T("4xf32"), T("4xf32")), VALS(cst(B, "4xf32"), cst(B, "4xf32")));
    a_int(o, "dim", 0), o->attrs[aidx(o, "identities")] = one_entry(CT_ATTR_ARRAY, "", id);
    EXPECT("1 identities for 2 operands"); /* tuple scans are taken (cuTile writes them) */
    begin(0), op(B, CT_OP_REDUCE, TYS(T("f32")), VALS(cst(B, "4xf32")));
    EXPECT("missing attribute 'dim'");
#undef REDUCE
#undef ADD_YIELD
}

static void test_control_flow(void)
{
    ct_op *o, *inner;
    ct_block *b;
    /* if: condition, results, yields */
    begin(0), o = op(B, CT_OP_IF, NONE, VALS(cst(B, "2xi1")));
    term(region(o, 0, NONE), CT_OP_YIELD, NONE);
    EXPECT("condition must be tile<i1>, got tile<2xi1>");
    begin(0), o = op(B, CT_OP_IF, TYS(T("f32")), VALS(cst(B, "i1")));
    b = region(o, 0, NONE), term(b, CT_OP_YIELD, VALS(cst(b, "f32")));
    EXPECT("an if with results needs an else region");
    begin(0), o = op(B, CT_OP_IF, TYS(T("f32")), VALS(cst(B, "i1")));
    b = region(o, 0, NONE), term(b, CT_OP_YIELD, VALS(cst(b, "f32")));
    b = region(o, 1, NONE), term(b, CT_OP_YIELD, VALS(cst(b, "i32")));
    EXPECT("yields tile<i32> as value #0, expected tile<f32>");
    begin(1, "ptr<f32>"),
        o = op(B, CT_OP_IF, TYS(tview("f32", 2, S64x64, ST64x64)), VALS(cst(B, "i1")));
    EXPECT("result #0 is a view (tensor_view<64x64xf32, strides=[64,1]>)");
    /* scoping */
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
    /* block structure */
    begin(0), o = op(B, CT_OP_IF, NONE, VALS(cst(B, "i1")));
    cst(region(o, 0, NONE), "f32");
    EXPECT("the block does not end with a terminator");
    begin(0), o = op(B, CT_OP_IF, NONE, VALS(cst(B, "i1")));
    region(o, 0, NONE);
    EXPECT("a block must not be empty");
    begin(0), term(B, CT_OP_RETURN, NONE), cst(B, "f32");
    EXPECT("op #1 'cuda_tile.return': a terminator must be the last op of its block");
    begin(0), o = op(B, CT_OP_IF, NONE, VALS(cst(B, "i1")));
    b = region(o, 0, NONE), term(b, CT_OP_YIELD, NONE);
    o->regions[1].nblocks = 2, o->regions[1].blocks = b;
    EXPECT("region #1 has 2 blocks");
    /* terminators and their parents */
    begin(0), o = op(B, CT_OP_IF, NONE, VALS(cst(B, "i1")));
    term(region(o, 0, NONE), CT_OP_BREAK, NONE);
    EXPECT("break must be inside a loop op (through if regions only)");
    begin(0), o = op(B, CT_OP_IF, NONE, VALS(cst(B, "i1")));
    term(region(o, 0, NONE), CT_OP_CONTINUE, NONE);
    EXPECT("continue must be inside a for or loop");
    begin(0), term(B, CT_OP_YIELD, NONE);
    EXPECT("yield must end an if, reduce or scan region");
    begin(0), term(B, CT_OP_RETURN, VALS(cst(B, "f32")));
    EXPECT("an entry returns no values, got 1");
    /* for */
    begin(0), o = op(B, CT_OP_FOR, NONE, VALS(cst(B, "i32"), cst(B, "i32"), cst(B, "i32")));
    b = region(o, 0, TYS(T("i32")));
    inner = op(b, CT_OP_IF, NONE, VALS(cst(b, "i1")));
    term(region(inner, 0, NONE), CT_OP_BREAK, NONE);
    term(b, CT_OP_CONTINUE, NONE);
    EXPECT("break must be inside a loop op");
    begin(0), o = op(B, CT_OP_FOR, NONE, VALS(cst(B, "i32"), cst(B, "i32"), cst(B, "i32")));
    b = region(o, 0, TYS(T("i32")));
    inner = op(b, CT_OP_IF, NONE, VALS(cst(b, "i1")));
    term(region(inner, 0, NONE), CT_OP_RETURN, NONE);
    term(b, CT_OP_CONTINUE, NONE);
    EXPECT("return must be at function level or inside if regions only");
    begin(0), o = op(B, CT_OP_FOR, NONE, VALS(cst(B, "i32"), cst(B, "i64"), cst(B, "i32")));
    term(region(o, 0, TYS(T("i32"))), CT_OP_CONTINUE, NONE);
    EXPECT("lower bound, upper bound and step must have one type");
    begin(0), o = op(B, CT_OP_FOR, NONE, VALS(cst(B, "2xi32"), cst(B, "2xi32"), cst(B, "2xi32")));
    EXPECT("bounds must be rank-0 integer tiles, got tile<2xi32>");
    begin(0), o = op(B, CT_OP_FOR, TYS(T("f32")),
                     VALS(cst(B, "i32"), cst(B, "i32"), cst(B, "i32"), cst(B, "f32")));
    b = region(o, 0, TYS(T("i32"), T("f32")));
    term(b, CT_OP_CONTINUE, VALS(b->args[0]));
    EXPECT("continues with tile<i32> as value #0, expected tile<f32>");
    begin(0), o = op(B, CT_OP_FOR, TYS(T("f32")),
                     VALS(cst(B, "i32"), cst(B, "i32"), cst(B, "i32"), cst(B, "f32")));
    b = region(o, 0, TYS(T("i32"), T("f16")));
    term(b, CT_OP_CONTINUE, VALS(b->args[1]));
    EXPECT("iteration argument #0 has type tile<f16>, its init value tile<f32>");
    begin(0), o = op(B, CT_OP_FOR, TYS(T("f32")),
                     VALS(cst(B, "i32"), cst(B, "i32"), cst(B, "i32"), cst(B, "f32")));
    b = region(o, 0, TYS(T("i32")));
    EXPECT("region #0 block has 1 arguments, expected 2");
    /* loop */
    begin(0), o = op(B, CT_OP_LOOP, TYS(T("f32")), VALS(cst(B, "i32")));
    b = region(o, 0, TYS(T("i32")));
    inner = op(b, CT_OP_IF, NONE, VALS(cst(b, "i1")));
    term(region(inner, 0, NONE), CT_OP_BREAK, VALS(b->args[0]));
    term(b, CT_OP_CONTINUE, VALS(b->args[0]));
    EXPECT("breaks with tile<i32> as value #0, expected tile<f32>");
    begin(1, "ptr<f32>");
    ct_val tvv = make_tv(tview("f32", 2, S64x64, ST64x64));
    o = op(B, CT_OP_LOOP, NONE, VALS(tvv));
    b = region(o, 0, TYS(tview("f32", 2, S64x64, ST64x64)));
    term(b, CT_OP_CONTINUE, VALS(b->args[0]));
    EXPECT("loop-carried value #0 is a view");
    /* values and ops the table does not allow */
    begin(0), o = op(B, CT_OP_NEGF, TYS(T("f32")), VALS(cst(B, "f32")));
    op(B, CT_OP_NEGF, TYS(T("f32")), VALS(R(o)))->res[0] = R(o);
    EXPECT("op #3 'cuda_tile.negf': value 1 is recorded with another definition");
    begin(0), op(B, CT_OP_GLOBAL, NONE, NONE);
    EXPECT("'cuda_tile.global': is module structure, not an op of a function body");
    begin(0), cst(B, "f32");
    B->ops[0]->opc = CT_OP_COUNT;
    EXPECT("entry 'k': op #1 has unknown opcode");
    begin(0), o = op(B, CT_OP_LOOP, NONE, VALS(cst(B, "i32")));
    b = region(o, 0, TYS(sc("i32", 3)));
    term(b, CT_OP_BREAK, NONE);
    EXPECT("iteration argument #0 has type i32, its init value tile<i32>");
    begin(0), op(B, CT_OP_CONSTANT, TYS(sc("f32", 3)), NONE);
    EXPECT("value 0 has type f32; values are tiles, tokens or views");
    /* lowered (mem-stage) ops get the rules derived from their rows */
    begin(1, "ptr<f32>"), op(B, CT_OP_BARRIER, NONE, NONE);
    o = op(B, CT_OP_GATHER_LOAD, TYS(T("f32")), VALS(ARG(0), cst(B, "2xi1")));
    a_int(o, "contig", 1), a_int(o, "align", 4), a_int(o, "mask_const", 1), SEG(o, 1, 1, 0);
    EXPECT(
        "'cuda_tile.gather_load': mask tile<2xi1> must be an i1 tile shaped like tile<ptr<f32>>");
    /* record shape */
    begin(0), op(B, CT_OP_NEGF, TYS(T("f32"), T("f32")), VALS(cst(B, "f32")));
    EXPECT("has 2 results, expected 1");
    begin(0), op(B, CT_OP_NEGF, TYS(T("f32")), VALS(cst(B, "f32"), cst(B, "f32")));
    EXPECT("operand groups hold 1 operands, the op has 2");
}

static void test_entries_and_globals(void)
{
    begin(1, "4xi32");
    EXPECT("entry 'k': argument #0 must be a rank-0 tile, got tile<4xi32>");
    begin(0);
    F->type = ct_type_func(M, 0, NULL, 1, (const ct_type *[]){T("i32")});
    EXPECT("an entry returns no values, its type has 1 results");
    begin(0);
    ct_func *g = ct_func_add(M, S("k"), F->type);
    term(&g->body.blocks[0], CT_OP_RETURN, NONE);
    EXPECT("symbol name is used twice");
    begin(0);
    F->is_entry = false;
    EXPECT("only entry functions are supported");
    /* globals and get_global */
    ct_global *gl;
#define GLOBAL(t)                                                                                  \
    (gl = ct_global_add(M), gl->name = S("g"), gl->type = T(t), gl->value = dense(T(t), 0))
    begin(0), GLOBAL("2x2xi32");
    EXPECT("global 'g': type tile<2x2xi32> must be a rank-1 tile");
    begin(0), GLOBAL("4xi32"), gl->value = dense(T("4xi32"), 8);
    EXPECT("global 'g': constant data of 8 bytes does not fit tile<4xi32>");
    begin(0), GLOBAL("1xi32");
    ct_op *o = op(B, CT_OP_GET_GLOBAL, TYS(T("ptr<i32>")), NONE);
    attr(o, "name", CT_ATTR_SYMBOL)->str = S("g");
    EXPECT_OK();
    begin(0), GLOBAL("1xi32");
    o = op(B, CT_OP_GET_GLOBAL, TYS(T("ptr<f32>")), NONE);
    attr(o, "name", CT_ATTR_SYMBOL)->str = S("g");
    EXPECT("result must be tile<ptr<i32>> (the global's element type), got tile<ptr<f32>>");
    begin(0), GLOBAL("1xi32");
    o = op(B, CT_OP_GET_GLOBAL, TYS(T("ptr<i32>")), NONE);
    attr(o, "name", CT_ATTR_SYMBOL)->str = S("h");
    EXPECT("'h' is not a global of the module");
    begin(0), GLOBAL("1xi32"), gl->name = S("k");
    EXPECT("global 'k': symbol name is used twice");
#undef GLOBAL
}

static void test_views_and_memory(void)
{
    const ct_type *pv;
    ct_val pvv, tok;
    ct_op *o;
    begin(1, "ptr<f16>"), make_tv(tview("f32", 2, S64x64, ST64x64));
    EXPECT("base must be tile<ptr<f32>>, got tile<ptr<f16>>");
    begin(1, "ptr<f32>"), make_tv(tview("f32", 1, DYN1, UNIT1));
    EXPECT("0 dynamic sizes and 0 dynamic strides for tensor_view<?xf32, strides=[1]>");
    begin(2, "ptr<f32>", "i32"), o = op(B, CT_OP_MAKE_TENSOR_VIEW, TYS(tview("f32", 1, DYN1, DYN1)),
                                        VALS(ARG(0), ARG(1), cst(B, "i64")));
    SEG(o, 1, 1, 1);
    EXPECT("dynamic sizes and strides must be rank-0 integer tiles of one type, got tile<i64>");
    begin(1, "ptr<f32>");
    const ct_type *tv = tview("f32", 2, S64x64, ST64x64),
                  *other = tview("f32", 2, S64x64, (const int64_t[]){1, 64});
    op(B, CT_OP_MAKE_PARTITION_VIEW, TYS(view(CT_TY_PARTITION_VIEW, tv, TILE16x16, ID2, -1)),
       VALS(make_tv(other)));
    EXPECT("operand tensor_view<64x64xf32, strides=[1,64]> is not the view's tensor_view");
    begin(1, "ptr<f32>"), tv = tview("f32", 2, S64x64, ST64x64);
    op(B, CT_OP_MAKE_STRIDED_VIEW, TYS(view(CT_TY_PARTITION_VIEW, tv, TILE16x16, ID2, -1)),
       VALS(make_tv(tv)));
    EXPECT("is not the view this op makes");
    /* view loads and stores */
    begin(1, "ptr<f32>"), pvv = pview64(&pv),
                          load_view(pvv, "16x16xf32", VALS(cst(B, "i32")), token());
    EXPECT("1 indices for a view of index rank 2");
    begin(1, "ptr<f32>"), pvv = pview64(&pv),
                          load_view(pvv, "16x32xf32", VALS(cst(B, "i32"), cst(B, "i32")), token());
    EXPECT("tile tile<16x32xf32> is not the view's tile type");
    begin(1, "ptr<f32>"), pvv = pview64(&pv),
                          load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "i64")), token());
    EXPECT("indices must be rank-0 integer tiles of one type, got tile<i64>");
    begin(1, "ptr<f32>"), pvv = pview64(&pv),
                          load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "f32")), token());
    EXPECT("got tile<f32>");
    begin(1, "ptr<f32>"), pvv = pview64(&pv), tok = token();
    o = op(B, CT_OP_STORE_VIEW_TKO, TYS(T("token")),
           VALS(cst(B, "16x16xf16"), pvv, cst(B, "i32"), cst(B, "i32"), tok));
    SEG(o, 1, 1, 2, 1);
    EXPECT("tile tile<16x16xf16> is not the view's tile type");
    begin_version(CT_V13_4, 1, "ptr<f32>"), pvv = pview64(&pv);
    o = load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "i32")), token());
    attr(o, "inbounds", CT_ATTR_BOOL_ARRAY)->n = 0;
    EXPECT("inbounds has 0 flags for 2 indices");
    begin_version(CT_V13_4, 1, "ptr<f32>"), pvv = pview64(&pv);
    load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "i32")), token());
    EXPECT("missing attribute 'inbounds'");
    begin(1, "ptr<f32>");
    tv = tview("f32", 2, S64x64, ST64x64);
    ct_type gs = {.kind = CT_TY_GATHER_SCATTER_VIEW,
                  .elem = tv,
                  .ntile = 2,
                  .tile_shape = TILE16x16,
                  .sparse_dim = 1};
    pvv = R(op(B, CT_OP_MAKE_GATHER_SCATTER_VIEW, TYS(ct_type_intern(M, &gs)), VALS(make_tv(tv))));
    load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "8xi32")), token());
    EXPECT("index #1 (the sparse dimension) must be an integer tile<16x…>, got tile<8xi32>");
    begin(1, "ptr<f32>"), pvv = pview64(&pv);
    op(B, CT_OP_GET_INDEX_SPACE_SHAPE, TYS(T("i32")), VALS(pvv));
    EXPECT("1 results for an index space of rank 2");
    begin(1, "ptr<f32>"), op(B, CT_OP_GET_TENSOR_SHAPE, TYS(T("i64"), T("f32")),
                             VALS(make_tv(tview("f32", 2, S64x64, ST64x64))));
    EXPECT("results must be rank-0 integer tiles, got tile<f32>");
    /* pointers */
    begin(1, "ptr<f32>"), op(B, CT_OP_OFFSET, TYS(T("ptr<f32>")), VALS(ARG(0), cst(B, "f32")));
    EXPECT("offset must be an integer tile shaped like tile<ptr<f32>>, got tile<f32>");
    begin(1, "ptr<f32>"), o = op(B, CT_OP_LOAD_PTR_TKO, TYS(T("f16"), T("token")), VALS(ARG(0)));
    EXPECT("result tile<f16> must be a tile of f32 shaped like tile<ptr<f32>>");
    begin(1, "ptr<f32>"),
        o = op(B, CT_OP_LOAD_PTR_TKO, TYS(T("f32"), T("token")), VALS(ARG(0), cst(B, "f32")));
    SEG(o, 1, 0, 1, 0); /* cuTile writes a padding value without a mask (ct.gather with no
                           mask and no bounds check): accepted, and unused */
    EXPECT_OK();
    begin(1, "ptr<f32>"), o = op(B, CT_OP_LOAD_PTR_TKO, TYS(T("f32"), T("token")),
                                 VALS(ARG(0), cst(B, "i1"), cst(B, "f16")));
    SEG(o, 1, 1, 1, 0);
    EXPECT("padding value tile<f16> must have the result type tile<f32>");
    begin(1, "ptr<f32>"), o = op(B, CT_OP_STORE_PTR_TKO, TYS(T("token")),
                                 VALS(ARG(0), cst(B, "f32"), cst(B, "2xi1")));
    SEG(o, 1, 1, 1, 0);
    EXPECT("mask tile<2xi1> must be an i1 tile shaped like tile<ptr<f32>>");
    begin(1, "ptr<f32>"), op(B, CT_OP_STORE_PTR_TKO, TYS(T("token")), VALS(ARG(0), cst(B, "i32")));
    EXPECT("value tile<i32> must be a tile of f32");
    begin(0), o = op(B, CT_OP_ALLOCA, TYS(T("ptr<f32>")), NONE);
    a_int(o, "num_elem", 4), a_int(o, "alignment", 2);
    EXPECT("alignment 2 must be a power of two of at least 4 bytes");
}

static void test_atomics_and_orderings(void)
{
    ct_op *o;
    const ct_type *pv;
    ct_val pvv;
    begin(1, "ptr<f32>"), o = op(B, CT_OP_LOAD_PTR_TKO, TYS(T("f32"), T("token")), VALS(ARG(0)));
    a_enum(o, "memory_scope", CT_MEM_SCOPE_DEVICE);
    EXPECT("a weak access takes no memory scope");
    begin(1, "ptr<f32>"), o = op(B, CT_OP_LOAD_PTR_TKO, TYS(T("f32"), T("token")), VALS(ARG(0)));
    a_enum(o, "memory_ordering_semantics", CT_MEM_ORDERING_ACQUIRE);
    EXPECT("memory ordering 'acquire' needs a memory scope");
    begin(1, "ptr<f32>"),
        o = op(B, CT_OP_STORE_PTR_TKO, TYS(T("token")), VALS(ARG(0), cst(B, "f32")));
    a_enum(o, "memory_ordering_semantics", CT_MEM_ORDERING_ACQUIRE);
    a_enum(o, "memory_scope", CT_MEM_SCOPE_DEVICE);
    EXPECT("memory ordering 'acquire' is not allowed here");
    begin(1, "ptr<f32>"), pvv = pview64(&pv);
    o = load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "i32")), token());
    a_enum(o, "memory_ordering_semantics", CT_MEM_ORDERING_RELEASE);
    EXPECT("'cuda_tile.load_view_tko': memory ordering 'release' is not allowed here");
    begin(1, "ptr<i32>"), o = op(B, CT_OP_ATOMIC_CAS_TKO, TYS(T("i32"), T("token")),
                                 VALS(ARG(0), cst(B, "i32"), cst(B, "i32")));
    EXPECT("memory ordering 'weak' is not allowed here");
    begin(1, "ptr<i16>"), o = op(B, CT_OP_ATOMIC_CAS_TKO, TYS(T("i16"), T("token")),
                                 VALS(ARG(0), cst(B, "i16"), cst(B, "i16")));
    a_enum(o, "memory_ordering_semantics", CT_MEM_ORDERING_ACQ_REL);
    EXPECT("compare-and-swap needs a 32- or 64-bit type, got i16");
    begin(1, "ptr<i32>"), o = op(B, CT_OP_ATOMIC_CAS_TKO, TYS(T("i32"), T("token")),
                                 VALS(ARG(0), cst(B, "i64"), cst(B, "i32")));
    a_enum(o, "memory_ordering_semantics", CT_MEM_ORDERING_ACQ_REL);
    EXPECT("cmp, val and result types differ");
    begin(1, "ptr<i32>"),
        o = op(B, CT_OP_ATOMIC_RMW_TKO, TYS(T("i32"), T("token")), VALS(ARG(0), cst(B, "i32")));
    a_enum(o, "memory_ordering_semantics", CT_MEM_ORDERING_RELAXED),
        a_enum(o, "mode", CT_ATOMIC_MODE_ADDF);
    EXPECT("atomic mode 'addf' needs f16, bf16, f32 or f64, got i32");
    begin(1, "ptr<f32>"),
        o = op(B, CT_OP_ATOMIC_RMW_TKO, TYS(T("f32"), T("token")), VALS(ARG(0), cst(B, "f32")));
    a_enum(o, "memory_ordering_semantics", CT_MEM_ORDERING_RELAXED),
        a_enum(o, "mode", CT_ATOMIC_MODE_UMAX);
    EXPECT("atomic mode 'umax' needs i32 or i64, got f32");
    begin(1, "ptr<f16>"),
        o = op(B, CT_OP_ATOMIC_RMW_TKO, TYS(T("f16"), T("token")), VALS(ARG(0), cst(B, "f16")));
    a_enum(o, "memory_ordering_semantics", CT_MEM_ORDERING_RELAXED),
        a_enum(o, "mode", CT_ATOMIC_MODE_XCHG);
    EXPECT("atomic mode 'xchg' needs a 32- or 64-bit type, got f16");
    /* atomic_red_view_tko: relaxed, tl_blk/device, no xchg, no padding, no gather view */
#define RED(mode, sem, scope)                                                                      \
    (o = op(B, CT_OP_ATOMIC_RED_VIEW_TKO, TYS(T("token")),                                         \
            VALS(pvv, cst(B, "i32"), cst(B, "i32"), cst(B, "16x16xf32"))),                         \
     SEG(o, 1, 2, 1, 0), a_enum(o, "mode", mode), a_enum(o, "memory_ordering_semantics", sem),     \
     a_enum(o, "memory_scope", scope))
    begin(1, "ptr<f32>"), pvv = pview64(&pv),
                          RED(CT_ATOMIC_MODE_ADDF, CT_MEM_ORDERING_RELAXED, CT_MEM_SCOPE_DEVICE);
    EXPECT_OK();
    begin(1, "ptr<f32>"), pvv = pview64(&pv),
                          RED(CT_ATOMIC_MODE_XCHG, CT_MEM_ORDERING_RELAXED, CT_MEM_SCOPE_DEVICE);
    EXPECT("atomic mode 'xchg' is not allowed here");
    begin(1, "ptr<f32>"), pvv = pview64(&pv),
                          RED(CT_ATOMIC_MODE_ADDF, CT_MEM_ORDERING_RELAXED, CT_MEM_SCOPE_SYS);
    EXPECT("memory scope 'sys' is not allowed here");
    begin(1, "ptr<f32>"), pvv = pview64(&pv),
                          RED(CT_ATOMIC_MODE_ADDF, CT_MEM_ORDERING_ACQ_REL, CT_MEM_SCOPE_DEVICE);
    EXPECT("memory ordering 'acq_rel' is not allowed here");
    begin(1, "ptr<f32>");
    const ct_type *tv = tview("f32", 2, S64x64, ST64x64);
    pvv = R(op(B, CT_OP_MAKE_PARTITION_VIEW,
               TYS(view(CT_TY_PARTITION_VIEW, tv, TILE16x16, ID2, CT_PADDING_ZERO)),
               VALS(make_tv(tv))));
    RED(CT_ATOMIC_MODE_ADDF, CT_MEM_ORDERING_RELAXED, CT_MEM_SCOPE_DEVICE);
    EXPECT("the view must not have a padding_value");
#undef RED
}

static void test_tokens(void)
{
    const ct_type *pv;
    ct_val pvv;
    ct_op *o;
    begin(1, "ptr<f32>"),
        pvv = pview64(&pv),
        load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "i32")), cst(B, "i32"));
    EXPECT("operand 'token' must be a token, got tile<i32>");
    begin(0), op(B, CT_OP_JOIN_TOKENS, TYS(T("token")), VALS(token()));
    EXPECT("joins at least two tokens, got 1");
    begin(0), op(B, CT_OP_JOIN_TOKENS, TYS(T("token")), VALS(token(), cst(B, "i1")));
    EXPECT("operand 'tokens' must be a token, got tile<i1>");
    begin(0), op(B, CT_OP_MAKE_TOKEN, TYS(T("i32")), NONE);
    EXPECT("result must be a token, got tile<i32>");
    begin(1, "ptr<f32>"), op(B, CT_OP_STORE_PTR_TKO, TYS(T("i1")), VALS(ARG(0), cst(B, "f32")));
    EXPECT("result 'result_token' must be a token, got tile<i1>");
    begin_version(CT_V13_4, 0), o = op(B, CT_OP_MEMORY_FENCE_ALIAS_TKO, TYS(T("token")), NONE);
    SEG(o, 0);
    EXPECT("operand group 'token' has 0 operands");
    begin_version(CT_V13_4, 0), o = op(B, CT_OP_GDC_WAIT_TKO, TYS(T("token")), VALS(cst(B, "f32")));
    EXPECT("operand 'token' must be a token, got tile<f32>");
    (void)o;
}

/* Removes op i of the entry body, as a lowering pass removes ops. */
static void drop_op(uint32_t i)
{
    memmove(&B->ops[i], &B->ops[i + 1], (B->nops - i - 1) * sizeof *B->ops);
    B->nops--;
}

/* A gather_load of ARG(0) (ptr<f32>) with the given memory ordering and, if scope ≥ 0, scope. */
static void ordered_gather(int ordering, int scope)
{
    ct_op *o = op(B, CT_OP_GATHER_LOAD, TYS(T("f32")), VALS(ARG(0)));
    a_int(o, "contig", 1), a_int(o, "align", 4), a_int(o, "mask_const", 1), SEG(o, 1, 0, 0);
    a_enum(o, "memory_ordering_semantics", (uint64_t)ordering);
    if (scope >= 0)
        a_enum(o, "memory_scope", (uint64_t)scope);
}

/* ct_verify_module_at: the IR a pass of the compiler leaves (pass/compile.c, verify_each). */
static void test_stages(void)
{
    Stage = CT_STAGE_TILE;
    begin(0), op(B, CT_OP_BARRIER, NONE, NONE);
    EXPECT("op #1 'cuda_tile.barrier': is an op of the mem stage, in IR of the tile stage");
    Stage = CT_STAGE_MEM;
    begin(0), op(B, CT_OP_BARRIER, NONE, NONE);
    EXPECT_OK();
    begin(0), op(B, CT_OP_CONVERT_LAYOUT, TYS(T("4xf32")), VALS(cst(B, "4xf32")));
    EXPECT("'cuda_tile.convert_layout': is an op of the sched stage, in IR of the mem stage");
    /* lower-views removes make_token / join_tokens and leaves the token operands of the ops
     * that pass tokens on: from the mem stage on only a token may lose its definition */
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
    /* the mem ops keep the ordering rules of the tile accesses they lower */
    Stage = CT_STAGE_MEM;
    begin(1, "ptr<f32>"), ordered_gather(CT_MEM_ORDERING_ACQUIRE, CT_MEM_SCOPE_DEVICE);
    EXPECT_OK();
    begin(1, "ptr<f32>"), ordered_gather(CT_MEM_ORDERING_ACQUIRE, -1);
    EXPECT("memory ordering 'acquire' needs a memory scope");
    begin(1, "ptr<f32>"), ordered_gather(CT_MEM_ORDERING_RELEASE, CT_MEM_SCOPE_DEVICE);
    EXPECT("memory ordering 'release' is not allowed here");
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

static void test_debug_info(void)
{
    ct_op *o;
    /* the message carries the Python line of the op */
    begin(0), F->loc = di_loc("k", 10);
    o = op(B, CT_OP_ADDF, TYS(T("64xf32")), VALS(cst(B, "64xf32"), cst(B, "64xf16")));
    o->loc = di_loc("k", 14);
    EXPECT("entry 'k', op #3 'cuda_tile.addf' (kernels.py:14): operand types differ: tile<64xf32> "
           "vs tile<64xf16>");
    /* a call site: the scope rules follow the caller, the message shows the callee's line */
    begin(0), F->loc = di_loc("k", 10);
    uint32_t callee = di_loc("helper@kernels:3:0_0", 4), caller = di_loc("k", 12);
    o = op(B, CT_OP_NEGF, TYS(T("4xf16")), VALS(cst(B, "4xf32")));
    o->loc = ct_di_add(M, &(ct_di){.tag = CT_DI_CALL_SITE, .callee = callee, .caller = caller});
    EXPECT("op #2 'cuda_tile.negf' (kernels.py:4): result type tile<4xf16>");
    begin(0), F->loc = di_loc("k", 10);
    o = op(B, CT_OP_NEGF, TYS(T("4xf32")), VALS(cst(B, "4xf32")));
    o->loc = ct_di_add(
        M,
        &(ct_di){.tag = CT_DI_CALL_SITE, .callee = di_loc("helper", 4), .caller = di_loc("k", 12)});
    EXPECT_OK();
    /* function rules */
    begin(0), F->loc = di_loc("other", 10);
    EXPECT("entry 'k': debug info subprogram linkage name 'other' differs from the function name");
    begin(0), F->loc = ct_di_add(M, &(ct_di){.tag = CT_DI_CALL_SITE,
                                             .callee = di_loc("k", 2),
                                             .caller = di_loc("k", 3)});
    EXPECT("function location must be a DILoc, got CallSite");
    begin(0);
    uint32_t sp_loc = di_loc("k", 1);
    uint32_t lex = ct_di_add(M, &(ct_di){.tag = CT_DI_LEXICAL_BLOCK,
                                         .scope = M->di[sp_loc].scope,
                                         .file = M->di[sp_loc].file ? M->di[sp_loc].file : 1});
    F->loc =
        ct_di_add(M, &(ct_di){.tag = CT_DI_LOC, .scope = lex, .name = S("kernels.py"), .line = 1});
    EXPECT("function location must have a DISubprogram scope");
    /* op rules */
    begin(0), cst(B, "f32");
    B->ops[0]->loc = di_loc("k", 3);
    EXPECT("op #1 'cuda_tile.constant' (kernels.py:3): op has a debug info scope but its function "
           "has none");
    begin(0), F->loc = di_loc("k", 1);
    cst(B, "f32");
    B->ops[0]->loc = di_loc("helper", 3);
    EXPECT("op debug info scope differs from its function's");
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

static void test_hints(void)
{
    const ct_type *pv;
    ct_val pvv;
    ct_op *o;
    begin(0), F->hints = hints("sm_75", "occupancy", int_attr("i32", 2));
    EXPECT("entry 'k': unknown optimization hint target 'sm_75'");
    begin(0), F->hints = hints("sm_90", "num_cta_in_cga", int_attr("i32", 3));
    EXPECT("optimization hint 'sm_90.num_cta_in_cga' = 3 is out of range [1, 16] or not a power of "
           "two");
    begin(0), F->hints = hints("sm_86", "num_cta_in_cga", int_attr("i32", 2));
    EXPECT("optimization hint 'sm_86.num_cta_in_cga' must be 1");
    begin(0), F->hints = hints("sm_100", "occupancy", int_attr("i32", 33));
    EXPECT("'sm_100.occupancy' = 33 is out of range [1, 32]");
    begin(0), F->hints = hints("default", "num_worker_warps_per_cta", int_attr("i32", 16));
    EXPECT("'default.num_worker_warps_per_cta' = 16 is out of range [4, 8]");
    begin_version(CT_V13_2, 0), F->hints = hints("default", "occupancy", int_attr("i32", 2));
    EXPECT("unknown optimization hint target 'default'");
    begin_version(CT_V13_2, 0),
        F->hints = hints("sm_90", "num_worker_warps_per_cta", int_attr("i32", 4));
    EXPECT("optimization hint 'num_worker_warps_per_cta' needs bytecode 13.3");
    begin(0), F->hints = hints("sm_90", "latency", int_attr("i32", 3));
    EXPECT("optimization hint 'sm_90.latency' is not a hint of this op");
    begin(0), F->hints = one_entry(CT_ATTR_OPT_HINTS, "sm_90", int_attr("i32", 1));
    EXPECT("optimization hints for 'sm_90' must be a dictionary");
    begin(0), F->hints = one_entry(CT_ATTR_OPT_HINTS, "default",
                                   one_entry(CT_ATTR_DICT, "occupancy", bool_attr(1)));
    EXPECT("optimization hint 'default.occupancy' must be an integer");
    begin(1, "ptr<f32>"), o = op(B, CT_OP_LOAD_PTR_TKO, TYS(T("f32"), T("token")), VALS(ARG(0)));
    o->attrs[aidx(o, "optimization_hints")] = hints("default", "allow_tma", bool_attr(true));
    EXPECT(
        "'cuda_tile.load_ptr_tko': optimization hint 'default.allow_tma' is not a hint of this op");
    begin(1, "ptr<f32>"), o = op(B, CT_OP_LOAD_PTR_TKO, TYS(T("f32"), T("token")), VALS(ARG(0)));
    o->attrs[aidx(o, "optimization_hints")] = hints("default", "latency", int_attr("i32", 11));
    EXPECT("'default.latency' = 11 is out of range [1, 10]");
    begin(1, "ptr<f32>"), pvv = pview64(&pv);
    o = load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "i32")), token());
    o->attrs[aidx(o, "optimization_hints")] = hints("sm_120", "allow_tma", int_attr("i32", 1));
    EXPECT("optimization hint 'sm_120.allow_tma' must be a bool");
    begin(1, "ptr<f32>"), pvv = pview64(&pv);
    o = load_view(pvv, "16x16xf32", VALS(cst(B, "i32"), cst(B, "i32")), token());
    o->attrs[aidx(o, "optimization_hints")] =
        hints("sm_120", "allow_tma", int_attr("i1", 1)); /* C++ writer's bool */
    EXPECT_OK();
}

static void test_assume_and_print(void)
{
    ct_op *o;
    ct_attr *p;
#define ASSUME(type, kind)                                                                         \
    (o = op(B, CT_OP_ASSUME, TYS(T(type)), VALS(cst(B, type))), p = attr(o, "predicate", kind))
    begin(0), ASSUME("4xi32", CT_ATTR_DIV_BY), p->value = 12;
    EXPECT("div_by divisor 12 must be a power of two");
    begin(0), ASSUME("4xf32", CT_ATTR_DIV_BY), p->value = 16;
    EXPECT("div_by applies to integer or pointer tiles and tensor_views, got tile<4xf32>");
    begin(0), ASSUME("4xi32", CT_ATTR_DIV_BY), p->value = 16, p->flags = 1;
    EXPECT("div_by 'every' and 'along' go together");
    begin(0), ASSUME("4xi32", CT_ATTR_DIV_BY), p->value = 16, p->flags = 3, p->a = 8, p->b = 0;
    EXPECT("div_by 'every' 8 exceeds dimension 0");
    begin(0), ASSUME("4x8xi32", CT_ATTR_DIV_BY), p->value = 16, p->flags = 3, p->a = 8, p->b = 1;
    EXPECT_OK();
    begin(0), ASSUME("i8", CT_ATTR_BOUNDED), p->flags = 3, p->a = 0, p->b = 300;
    EXPECT("bounded upper bound 300 does not fit i8");
    begin(0), ASSUME("i32", CT_ATTR_BOUNDED), p->flags = 3, p->a = 5, p->b = 4;
    EXPECT("bounded lower bound exceeds the upper bound");
    begin(0), ASSUME("4x4xi32", CT_ATTR_SAME_ELEMENTS), p->n = 1, p->i64 = (const int64_t[]){2};
    EXPECT("same_elements has 1 values for rank 2");
    begin(0), ASSUME("4xi32", CT_ATTR_STRING);
    EXPECT("predicate must be div_by, same_elements or bounded");
    begin(0), o = op(B, CT_OP_ASSUME, TYS(T("4xi64")), VALS(cst(B, "4xi32"))),
              attr(o, "predicate", CT_ATTR_DIV_BY)->value = 4;
    EXPECT("result type tile<4xi64> differs from operand type tile<4xi32>");
#undef ASSUME
    begin(0), o = op(B, CT_OP_PRINT_TKO, TYS(T("token")), VALS(cst(B, "f32")));
    a_str(o, "str", "%d and %5.2f\n");
    EXPECT("format has 2 conversions, got 1 values");
    begin(0), o = op(B, CT_OP_PRINT_TKO, TYS(T("token")), VALS(cst(B, "f32")));
    a_str(o, "str", "x = %");
    EXPECT("format has an unterminated conversion");
    begin(0), o = op(B, CT_OP_ASSERT, NONE, VALS(cst(B, "4xi32")));
    a_str(o, "message", "no");
    EXPECT("condition must be an i1 tile, got tile<4xi32>");
}

/* ---- the text form: parse, then verify (the path of hand-written modules) ---- */

static void expect_text_at(const char *text, const char *needle, int line)
{
    ct_module *m = NULL;
    ct_diag d = {0};
    ct_status s = ct_parse_module(text, strlen(text), NULL, &m, &d);
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    if (s == CUTILE_SUCCESS)
        s = ct_verify_module(m, &d);
    CHECK_EQ_INT(s, needle ? CUTILE_ERROR_VERIFY : CUTILE_SUCCESS);
    CHECK_CONTAINS(d.msg, needle ? needle : "");
    if (s != (needle ? CUTILE_ERROR_VERIFY : CUTILE_SUCCESS) || (needle && !strstr(d.msg, needle)))
        fprintf(stderr, "  (text test at line %d: %s)\n", line, d.msg);
    ct_module_free(m);
}
#define EXPECT_TEXT(text, needle) expect_text_at(text, needle, __LINE__)

#define DI_HEADER                                                                                  \
    "#di1 = #cuda_tile.di_file<name = \"k.py\", directory = \"/src\">\n"                           \
    "#di2 = #cuda_tile.di_compile_unit<file = #di1>\n"                                             \
    "#di3 = #cuda_tile.di_subprogram<file = #di1, line = 3, name = \"k\", linkage_name = \"k\", "  \
    "compile_unit = #di2, scope_line = 3>\n"                                                       \
    "#di4 = #cuda_tile.di_loc<scope = #di3, filename = \"/src/k.py\", line = 7, column = 5>\n"
#define T4 "!cuda_tile.tile<4xf32>"
#define TI "!cuda_tile.tile<i32>"
/* An entry k() holding `body`, located at #di4. */
#define ENTRY(body)                                                                                \
    "\"cuda_tile.module\"() <{sym_name = \"kernels\"}> ({\n"                                       \
    "  \"cuda_tile.entry\"() <{sym_name = \"k\", function_type = () -> ()}> ({\n" body             \
    "    \"cuda_tile.return\"() : () -> ()\n"                                                      \
    "  }) : () -> () loc(#di4)\n"                                                                  \
    "}) : () -> ()\n"
#define CONSTANTS                                                                                  \
    "    %0 = \"cuda_tile.constant\"() <{value = dense<1.0> : " T4 "}> : () -> " T4 "\n"           \
    "    %1 = \"cuda_tile.constant\"() <{value = dense<0> : " TI "}> : () -> " TI "\n"

static void test_text_form(void)
{
    EXPECT_TEXT(DI_HEADER ENTRY(CONSTANTS "    %2 = \"cuda_tile.exp\"(%0) <{rounding_mode = "
                                          "#cuda_tile.rounding<full>}> : (" T4 ") -> " T4
                                          " loc(#di4)\n"),
                NULL);
    EXPECT_TEXT(DI_HEADER ENTRY(CONSTANTS "    %2 = \"cuda_tile.exp\"(%0) <{rounding_mode = "
                                          "#cuda_tile.rounding<zero>}> : (" T4 ") -> " T4
                                          " loc(#di4)\n"),
                "entry 'k', op #3 'cuda_tile.exp' (k.py:7): rounding mode 'zero' is not allowed");
    /* break in a for: only a loop op can be left with break */
    EXPECT_TEXT(DI_HEADER ENTRY(CONSTANTS "    \"cuda_tile.for\"(%1, %1, %1) ({\n"
                                          "    ^bb0(%3: " TI "):\n"
                                          "      \"cuda_tile.break\"() : () -> ()\n"
                                          "    }) : (" TI ", " TI ", " TI ") -> ()\n"),
                "op #4 'cuda_tile.break': break must be inside a loop op");
}
#undef DI_HEADER
#undef T4
#undef TI
#undef ENTRY
#undef CONSTANTS

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
    test_valid_kernel();
    test_valid_rare_ops();
    test_types();
    test_elementwise();
    test_conversions();
    test_shape_ops();
    test_mma();
    test_reductions_and_regions();
    test_control_flow();
    test_entries_and_globals();
    test_views_and_memory();
    test_atomics_and_orderings();
    test_tokens();
    test_stages();
    test_debug_info();
    test_hints();
    test_assume_and_print();
    test_text_form();
    test_allocation_failures();
    test_real_files();
    test_real_file_message();
    TEST_MAIN_END();
}
