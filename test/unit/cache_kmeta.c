/* cache_kmeta.c — the launch-metadata tail of cache entries (build/kmeta.h, FORMAT.md §3.1):
 * a tail written out byte by byte from FORMAT.md decodes to the values it spells and encodes
 * back to itself; every truncation and every broken rule is ERROR_CACHE at the documented
 * offset; the encoder refuses what the decoder would; real compiler output round-trips. */
#include <stdlib.h>

#include "bytecode/bytecode.h"
#include "build/build.h"
#include "build/kmeta.h"
#include "test.h"

/* One kernel, "k": 128×1×1 threads, 1024 bytes of dynamic shared memory, a lone twin (its
 * entry "k$lone") of 4096, no cluster but block pairs, two parameters (an f32 array base with
 * 16-byte alignment; an i32 shape slot with all three facts) and one hidden TMA descriptor: a
 * rank-1 f32 map over parameter 0 whose extent is parameter 1, unit stride, boxes of 256. */
static const uint8_t tail[] = {
    0x43, 0x54, 0x4b, 0x4d, 0x04, 0x00, 0x01, 0x00,             /* CTKM, v4, 1 kernel */
    0x80, 0, 0, 0, 0x01, 0, 0, 0, 0x01, 0, 0, 0,                /* 8: block 128, 1, 1 */
    0x00, 0x04, 0, 0,                                           /* 20: 1024 bytes */
    0x00, 0x10, 0, 0,                                           /* 24: lone twin 4096 bytes */
    0x01, 0, 0, 0, 0x01, 0, 0, 0, 0x01, 0, 0, 0,                /* 28: cluster 1, 1, 1 */
    0x01, 0, 0, 0,                                              /* 40: flags: block pairs */
    0x02, 0x00, 0x01, 0x00,                                     /* 44: 2 params, 1 hidden */
    /* 48: ptr, 8 bytes, f32 (7), array base, dim 0, rank 1, used, pad */
    0x01, 0x08, 0x07, 0x01, 0x00, 0x01, 0x01, 0x00,
    0x10, 0, 0, 0, 0, 0, 0, 0,                                  /* 56: divisor 16 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* no bounds */
    /* 88: int, 4 bytes, i32 (3), shape, dim 0, rank 0, used + lb + ub + expect, pad */
    0x02, 0x04, 0x03, 0x02, 0x00, 0x00, 0x0f, 0x00,
    0x04, 0, 0, 0, 0, 0, 0, 0,                                  /* 96: divisor 4 */
    0, 0, 0, 0, 0, 0, 0, 0,                                     /* 104: lb 0 */
    0xe8, 0x03, 0, 0, 0, 0, 0, 0,                               /* 112: ub 1000 */
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,             /* 120: expect -1 */
    /* 128: TMA, rank 1, FLOAT32 (7), 4 bytes, no swizzle, zero fill, pad */
    0x01, 0x01, 0x07, 0x04, 0x00, 0x00, 0x00, 0x00,
    0x80, 0, 0, 0, 0x40, 0, 0, 0, 0x00, 0, 0, 0,                /* 136: 128, 64, src 0 */
    0x01, 0x00, 0xff, 0xff, 0x00, 0x01, 0, 0,                   /* 148: extent p1, stride -, box 256 */
    0, 0, 0, 0, 0, 0, 0, 0, 0x01, 0, 0, 0, 0, 0, 0, 0,          /* 156: static 0, 1 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 172: dim 1 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 196: dim 2 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 220: dim 3 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 244: dim 4 */
};

/* A metadata blob (target sm_90a, the given kernel names) whose tail is t[0..n). */
static void blob_with_tail(const char *const *names, size_t count, const uint8_t *t, size_t n,
                           ct_buf *out, ct_cache_meta *m)
{
    ct_buf_init(out, NULL);
    ct_cache_meta_in in = {"sm_90a", names, count, 5, 7, t, n};
    CHECK_EQ_INT(ct_cache_meta_encode(&in, out, NULL), CUTILE_SUCCESS);
    CHECK_EQ_INT(ct_cache_meta_decode(out->data, out->len, m, NULL), CUTILE_SUCCESS);
}

static const char *const one_name[] = {"k"};

/* Decodes t[0..n) as the tail of a one-kernel blob; the status, message in msg. */
static ct_status decode(const uint8_t *t, size_t n, char msg[512])
{
    ct_buf b;
    ct_cache_meta m;
    blob_with_tail(one_name, 1, t, n, &b, &m);
    ct_arena a;
    ct_arena_init(&a, NULL);
    ct_kernel_info *k = NULL;
    ct_diag d = {0};
    ct_status s = ct_kmeta_decode(&m, &a, &k, &d);
    ct_diag check_only = {0};
    CHECK_EQ_INT(ct_kmeta_decode(&m, NULL, NULL, &check_only), s); /* same verdict */
    CHECK_EQ_INT(ct_build_meta_check(NULL, &m, &check_only), s);
    snprintf(msg, 512, "%s", d.msg);
    ct_arena_free(&a);
    ct_buf_free(&b);
    return s;
}

static void test_hand_written(void)
{
    ct_buf b;
    ct_cache_meta m;
    blob_with_tail(one_name, 1, tail, sizeof tail, &b, &m);
    ct_arena a;
    ct_arena_init(&a, NULL);
    ct_kernel_info *ks = NULL;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_kmeta_decode(&m, &a, &ks, &d), CUTILE_SUCCESS);
    if (ks) {
        const ct_kernel_info *k = ks;
        CHECK(strcmp(k->name, "k") == 0);
        CHECK(k->block_dim[0] == 128 && k->block_dim[1] == 1 && k->block_dim[2] == 1);
        CHECK_EQ_INT(k->dyn_smem, 1024);
        CHECK_EQ_INT(k->lone_dyn_smem, 4096);
        CHECK(k->cluster_dim[0] == 1 && k->cluster_dim[1] == 1 && k->cluster_dim[2] == 1);
        CHECK(k->pairs);
        CHECK_EQ_INT(k->nparams, 2);
        CHECK_EQ_INT(k->nhidden, 1);
        const ct_kernel_param *p = k->params;
        CHECK(p[0].kind == CT_PARAM_PTR && p[0].size == 8 && p[0].dtype == CT_S_F32);
        CHECK(p[0].role == CT_ROLE_ARRAY_BASE && p[0].dim == 0 && p[0].array_rank == 1);
        CHECK(p[0].used && p[0].facts.div_by == 16);
        CHECK(!p[0].facts.has_lb && !p[0].facts.has_ub && !p[0].facts.has_expect);
        CHECK(p[1].kind == CT_PARAM_INT && p[1].size == 4 && p[1].dtype == CT_S_I32);
        CHECK(p[1].role == CT_ROLE_ARRAY_SHAPE && p[1].array_rank == 0 && p[1].used);
        CHECK(p[1].facts.div_by == 4 && p[1].facts.has_lb && p[1].facts.lb == 0);
        CHECK(p[1].facts.has_ub && p[1].facts.ub == 1000);
        CHECK(p[1].facts.has_expect && p[1].facts.expect == -1);
        const ct_hidden_param *h = &k->hidden[0];
        CHECK(h->kind == CT_HIDDEN_TMA_DESC && h->size == 128);
        CHECK(h->align == 64 && h->source == 0);
        CHECK(h->tma.rank == 1 && h->tma.dtype == 7 && h->tma.elem_bytes == 4);
        CHECK(h->tma.swizzle == 0 && h->tma.oob_nan == 0);
        CHECK(h->tma.dim[0].shape_param == 1 && h->tma.dim[0].stride_param == CT_TMA_STATIC);
        CHECK(h->tma.dim[0].box == 256 && h->tma.dim[0].shape == 0 && h->tma.dim[0].stride == 1);
        CHECK(h->tma.dim[1].box == 0);

        ct_buf again;
        ct_buf_init(&again, NULL);
        CHECK_EQ_INT(ct_kmeta_encode(ks, 1, &again, &d), CUTILE_SUCCESS);
        CHECK(again.len == sizeof tail && memcmp(again.data, tail, sizeof tail) == 0);
        ct_buf_free(&again);
    }
    ct_arena_free(&a);
    ct_buf_free(&b);

    /* No kernels: the 8-byte header alone. */
    const uint8_t empty[] = {0x43, 0x54, 0x4b, 0x4d, 0x04, 0x00, 0x00, 0x00};
    blob_with_tail(NULL, 0, empty, sizeof empty, &b, &m);
    ct_arena_init(&a, NULL);
    CHECK_EQ_INT(ct_kmeta_decode(&m, &a, &ks, &d), CUTILE_SUCCESS);
    ct_buf again;
    ct_buf_init(&again, NULL);
    CHECK_EQ_INT(ct_kmeta_encode(NULL, 0, &again, &d), CUTILE_SUCCESS);
    CHECK(again.len == sizeof empty && memcmp(again.data, empty, sizeof empty) == 0);
    ct_buf_free(&again);
    ct_arena_free(&a);
    ct_buf_free(&b);
}

/* Every proper prefix is refused, with the rule the cut breaks. */
static void test_truncations(void)
{
    char msg[512];
    for (size_t n = 0; n < sizeof tail; n++) {
        CHECK_EQ_INT(decode(tail, n, msg), CUTILE_ERROR_CACHE);
        CHECK_CONTAINS(msg, n < 8    ? "bad magic or too short"
                            : n < 48 ? "ends inside a kernel"
                                     : "ends inside a kernel's parameters");
    }
    uint8_t longer[sizeof tail + 1];
    memcpy(longer, tail, sizeof tail);
    longer[sizeof tail] = 0;
    CHECK_EQ_INT(decode(longer, sizeof longer, msg), CUTILE_ERROR_CACHE);
    CHECK_CONTAINS(msg, "offset 268: bytes after the last kernel");
}

/* One byte changed: at, to, the message. */
static const struct {
    size_t at;
    uint8_t to;
    const char *msg;
} broken[] = {
    {0, 'X', "offset 0: no kernel metadata (bad magic"},
    {4, 1, "offset 6: unknown kernel metadata version"},
    {6, 2, "offset 8: kernel count differs"},
    {8, 0, "offset 48: a block or cluster dimension is 0"},
    {40, 2, "offset 48: unknown kernel flags"},
    {43, 0x80, "offset 48: unknown kernel flags"},
    {16, 0, "offset 48: a block or cluster dimension is 0"},
    {32, 0, "offset 48: a block or cluster dimension is 0"},
    {45, 3, "offset 48: more parameters than a launch passes"}, /* 2 + 768 + 1 */
    {44, 3, "offset 48: ends inside a kernel's parameters"},
    {46, 2, "offset 48: ends inside a kernel's parameters"},
    {48, 0, "offset 48: unknown parameter kind"},
    {48, 5, "offset 48: unknown parameter kind"},
    {49, 3, "offset 48: parameter size is not 1, 2, 4 or 8"},
    {49, 16, "offset 48: parameter size is not 1, 2, 4 or 8"},
    {49, 0, "offset 48: parameter size is not 1, 2, 4 or 8"},
    {50, CT_S_COUNT, "offset 48: unknown element type"},
    {51, 4, "offset 48: unknown parameter role"},
    {53, CUTILE_MAX_RANK + 1, "offset 48: array rank above CUTILE_MAX_RANK"},
    {54, 0x11, "offset 48: unknown flags or padding not zero"},
    {55, 1, "offset 48: unknown flags or padding not zero"},
    {56, 0, "offset 48: divisor 0"},
    {64, 1, "offset 48: a bound that is not set is not 0"},
    {79, 0x80, "offset 48: a bound that is not set is not 0"},
    {80, 1, "offset 48: a bound that is not set is not 0"},
    {94, 0x07, "offset 88: a bound that is not set is not 0"}, /* expect flag cleared */
    {128, 0, "offset 128: unknown hidden parameter kind"},
    {128, 4, "offset 128: unknown hidden parameter kind"},
    {128, 3, "offset 128: a grid parameter is 12 bytes aligned to 4, with no source or recipe"},
    {128, 2, "offset 128: a TMA recipe on a scratch parameter"},
    {129, 0, "offset 128: tensor map rank outside 1"},
    {129, 6, "offset 128: tensor map rank outside 1"},
    {130, 6, "offset 128: tensor map element type unknown or of another size"},
    {130, 13, "offset 128: tensor map element type unknown or of another size"},
    {132, 4, "offset 128: tensor map swizzle or fill mode unknown"},
    {133, 2, "offset 128: tensor map swizzle or fill mode unknown"},
    {134, 1, "offset 128: padding not zero"},
    {135, 1, "offset 128: padding not zero"},
    {136, 0x40, "offset 128: a tensor map is 128 bytes aligned to 64"},
    {140, 0x80, "offset 128: a tensor map is 128 bytes aligned to 64"},
    {144, 2, "offset 128: source names no parameter"},
    {148, 2, "offset 128: tensor map extent or stride names no parameter"},
    {151, 0, "offset 128: tensor map extent or stride names no parameter"},
    {152, 1, "offset 128: tensor map box extent outside 1"}, /* 257 */
    {153, 0, "offset 128: tensor map box extent outside 1"}, /* 0 */
    {156, 5, "offset 128: tensor map static value beside a parameter"},
    {172, 1, "offset 128: tensor map dimension beyond the rank not zero"},
    {267, 1, "offset 128: tensor map dimension beyond the rank not zero"},
};

static void test_broken_rules(void)
{
    char msg[512];
    uint8_t t[sizeof tail];
    for (size_t i = 0; i < CT_ARRAY_LEN(broken); i++) {
        memcpy(t, tail, sizeof tail);
        t[broken[i].at] = broken[i].to;
        CHECK_EQ_INT(decode(t, sizeof t, msg), CUTILE_ERROR_CACHE);
        CHECK_CONTAINS(msg, broken[i].msg);
    }
    /* A scratch parameter's source is its size in bytes, not a parameter index. */
    memcpy(t, tail, sizeof tail);
    memset(t + 128, 0, CT_KMETA_HIDDEN_SIZE);
    t[128] = 2, t[136] = 8, t[140] = 8, t[144] = 0x80, t[145] = 1; /* 384 bytes per block */
    CHECK_EQ_INT(decode(t, sizeof t, msg), CUTILE_SUCCESS);
    /* Values the rules allow: other sizes, the last role and type, rank 8, no facts. */
    memcpy(t, tail, sizeof tail);
    t[89] = 1, t[91] = 3, t[50] = CT_S_COUNT - 1, t[53] = CUTILE_MAX_RANK;
    CHECK_EQ_INT(decode(t, sizeof t, msg), CUTILE_SUCCESS);
}

/* The encoder refuses, naming the kernel, what the decoder would refuse. */
static void test_encoder_refuses(void)
{
    ct_kernel_param p = {.kind = CT_PARAM_INT, .size = 4, .dtype = CT_S_I32,
                         .facts = {.div_by = 1}};
    ct_kernel_info k = {.name = "kern", .block_dim = {32, 1, 1}, .cluster_dim = {1, 1, 1},
                        .nparams = 1, .params = &p};
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_diag d = {0};
    CHECK_EQ_INT(ct_kmeta_encode(&k, 1, &b, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(b.len, 8 + 40 + 40);

    p.facts.div_by = 0;
    ct_diag e = {0};
    CHECK_EQ_INT(ct_kmeta_encode(&k, 1, &b, &e), CUTILE_ERROR_INTERNAL);
    CHECK_CONTAINS(e.msg, "kernel kern: parameter 0: divisor 0");
    p.facts.div_by = 1;
    k.block_dim[1] = 0;
    ct_diag_clear(&e);
    CHECK_EQ_INT(ct_kmeta_encode(&k, 1, &b, &e), CUTILE_ERROR_INTERNAL);
    CHECK_CONTAINS(e.msg, "kernel kern: kernel 0: a block or cluster dimension is 0");
    k.block_dim[1] = 1;
    k.params = NULL;
    ct_diag_clear(&e);
    CHECK_EQ_INT(ct_kmeta_encode(&k, 1, &b, &e), CUTILE_ERROR_INTERNAL);
    CHECK_CONTAINS(e.msg, "parameters not described");
    ct_hidden_param h = {.kind = 9};
    k = (ct_kernel_info){.name = "kern", .block_dim = {32, 1, 1}, .cluster_dim = {1, 1, 1},
                         .nhidden = 1, .hidden = &h};
    ct_diag_clear(&e);
    CHECK_EQ_INT(ct_kmeta_encode(&k, 1, &b, &e), CUTILE_ERROR_INTERNAL);
    CHECK_CONTAINS(e.msg, "hidden parameter 0: unknown hidden parameter kind");
    ct_buf_free(&b);
}

static int same_param(const ct_kernel_param *a, const ct_kernel_param *b)
{
    const ct_param_facts *x = &a->facts, *y = &b->facts;
    return a->kind == b->kind && a->size == b->size && a->dtype == b->dtype &&
           a->role == b->role && a->dim == b->dim && a->array_rank == b->array_rank &&
           a->used == b->used && x->div_by == y->div_by && x->has_lb == y->has_lb &&
           x->has_ub == y->has_ub && x->has_expect == y->has_expect &&
           (!x->has_lb || x->lb == y->lb) && (!x->has_ub || x->ub == y->ub) &&
           (!x->has_expect || x->expect == y->expect);
}

/* What the compiler makes for real exports comes back field for field (persistent: the
 * knob; its grid parameter is checked to be there). */
static void test_compiler_output(const char *path, int prefer_tma, int persistent)
{
    size_t n = 0;
    unsigned char *bytes = test_read_file(path, &n);
    ct_module *mod = NULL;
    ct_diag d = {0};
    ct_compile_result r;
    ct_compile_config cfg = {.target = ct_target_by_name("sm_90a", NULL), .opt_level = 3,
                             .knobs = {-1, prefer_tma, -1, 0, -1, -1, -1, -1, -1, -1,
                                       persistent}};
    if (!bytes || ct_bc_read(bytes, n, NULL, &mod, &d) || ct_verify_module(mod, &d) ||
        ct_compile(mod, &cfg, &r, &d)) {
        printf("%s: not compiled (%s); round trip not checked\n", path, d.msg);
        ct_module_free(mod);
        free(bytes);
        return;
    }
    const char **names = malloc((r.nkernels + 1) * sizeof *names);
    for (uint32_t i = 0; i < r.nkernels; i++)
        names[i] = r.kernels[i].name;
    ct_buf t;
    ct_buf_init(&t, NULL);
    CHECK_EQ_INT(ct_kmeta_encode(r.kernels, r.nkernels, &t, &d), CUTILE_SUCCESS);
    ct_buf b;
    ct_cache_meta m;
    blob_with_tail(names, r.nkernels, t.data, t.len, &b, &m);
    ct_arena a;
    ct_arena_init(&a, NULL);
    ct_kernel_info *ks = NULL;
    CHECK_EQ_INT(ct_kmeta_decode(&m, &a, &ks, &d), CUTILE_SUCCESS);
    for (uint32_t i = 0; ks && i < r.nkernels; i++) {
        const ct_kernel_info *x = &r.kernels[i], *y = &ks[i];
        CHECK(strcmp(x->name, y->name) == 0);
        CHECK(memcmp(x->block_dim, y->block_dim, sizeof x->block_dim) == 0);
        CHECK(memcmp(x->cluster_dim, y->cluster_dim, sizeof x->cluster_dim) == 0);
        CHECK(x->dyn_smem == y->dyn_smem && x->nparams == y->nparams);
        CHECK(x->lone_dyn_smem == y->lone_dyn_smem);
        CHECK(!x->lone_dyn_smem || x->lone_dyn_smem > x->dyn_smem); /* deeper rings */
        CHECK(x->nhidden == y->nhidden);
        CHECK(prefer_tma != 1 || x->nhidden > 0); /* these exports' views all take tensor maps */
        CHECK(persistent != 1 || (x->nhidden && x->hidden[x->nhidden - 1].kind == CT_HIDDEN_GRID));
        for (uint32_t j = 0; j < x->nhidden && j < y->nhidden; j++)
            CHECK(memcmp(&x->hidden[j], &y->hidden[j], sizeof x->hidden[j]) == 0);
        for (uint32_t j = 0; j < x->nparams && j < y->nparams; j++)
            CHECK(same_param(&x->params[j], &y->params[j]));
    }
    CHECK(r.nkernels >= 1);
    ct_arena_free(&a);
    ct_buf_free(&b);
    ct_buf_free(&t);
    free(names);
    ct_compile_result_free(&r);
    ct_module_free(mod);
    free(bytes);
}

int main(void)
{
    test_hand_written();
    test_truncations();
    test_broken_rules();
    test_encoder_refuses();
    for (int tma = -1; tma <= 1; tma += 2) {
        test_compiler_output("test/data/vec_add_1d_f32.v13_3.cutile", tma, -1);
        test_compiler_output("test/data/silu_and_mul_bf16.v13_4.cutile", tma, -1);
        test_compiler_output("test/data/transpose_multi.v13_3.cutile", tma, -1);
        test_compiler_output("test/data/matmul_bf16.v13_4.cutile", tma, -1); /* a lone twin */
    }
    test_compiler_output("samples/matmul/matmul_bf16_128x256x64.cutile", -1, 1); /* persistent */
    TEST_MAIN_END();
}
