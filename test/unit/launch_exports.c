/* launch_exports.c — the launch arguments that samples/moe (layer.c) and the GPU tests
 * (test/gpu/compiled_kernels.c) pass, packed without a GPU against the plans of the real exports
 * they load (samples/moe's GEMM in every launch variant, its fp8 layer's exports, samples/vector_add): each file compiled to PTX for sm_90a,
 * its plan built from the entry's name and the compiler's parameters (src/launch/args.c), the
 * callers' arguments packed. The exports' assumptions (every extent the signature marks a
 * multiple of 16, the grouping of the flat parameters into arrays) are cuTile Python's, recorded
 * in the names; a caller that breaks one is refused with the message the launch would give. */
#include "bytecode/bytecode.h"
#include "launch/args.h"
#include "pass/compile.h"
#include "test.h"
#include "tile_args.h"

#define MAXP 64

typedef struct entry {
    ct_module *m;
    ct_compile_result res;
    ct_arena arena;
    ct_arg_plan plan;
} entry;

/* Compiles `path` for sm_90a and builds the plan of its entry `index`; false if any step fails. */
static bool open_entry(entry *e, const char *path, uint32_t index)
{
    memset(e, 0, sizeof *e);
    ct_arena_init(&e->arena, NULL);
    size_t size = 0;
    unsigned char *data = test_read_file(path, &size);
    ct_diag d = {0};
    ct_compile_config cfg = {.opt_level = 3, .target = ct_target_by_name("sm_90a", NULL)};
    bool ok = data && !ct_bc_read(data, size, NULL, &e->m, &d) && !ct_verify_module(e->m, &d) &&
              !ct_compile(e->m, &cfg, &e->res, &d) && index < e->res.nkernels &&
              !ct_arg_plan_build(&e->res.kernels[index], &e->arena, &e->plan, &d);
    free(data);
    if (!ok)
        fprintf(stderr, "%s: %s\n", path, d.msg);
    CHECK(ok);
    CHECK(ok && e->plan.unavailable == NULL);
    return ok && !e->plan.unavailable;
}

static void close_entry(entry *e)
{
    if (e->m)
        ct_compile_result_free(&e->res);
    ct_module_free(e->m);
    ct_arena_free(&e->arena);
}

/* Packs; on failure, the message in `msg` (when given). */
static ct_status pack(const entry *e, const cuTileArg *args, size_t n, char *msg, size_t cap)
{
    uint64_t slots[MAXP];
    ct_diag d = {0};
    CHECK(e->plan.nslots <= MAXP);
    ct_status s = e->plan.nslots <= MAXP ? ct_args_pack(&e->plan, args, n, slots, &d)
                                         : CUTILE_ERROR_INVALID_ARGUMENT;
    if (msg)
        snprintf(msg, cap, "%s", d.msg);
    return s;
}

static void packs(const entry *e, const cuTileArg *args, size_t n, const char *what)
{
    char msg[512];
    ct_status s = pack(e, args, n, msg, sizeof msg);
    if (s)
        fprintf(stderr, "%s: %s\n", what, msg);
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
}

static void refused(const entry *e, const cuTileArg *args, size_t n, const char *needle)
{
    char msg[512];
    CHECK_EQ_INT(pack(e, args, n, msg, sizeof msg), CUTILE_ERROR_LAUNCH_ARGUMENT);
    CHECK_CONTAINS(msg, needle);
}

static cuTileArg i64(int64_t v) { return (cuTileArg){.kind = CUTILE_ARG_INT64, .u.i64 = v}; }

/* layer.c's gemm(): C[flat] = A[flat // top_k] @ W[e]^T over the routing arrays. */
static void moe_gemm_args(cuTileArg *a, int64_t a_rows, int64_t n, int64_t kdim, int64_t E,
                          int64_t numel, int64_t blocks, int64_t top_k)
{
    int64_t as[2] = {a_rows, kdim}, ws[3] = {E, n, kdim}, cs[2] = {numel, n};
    int64_t rows = blocks * 64;
    a[0] = tile_arg_array(0x10000, CUTILE_DTYPE_BF16, 2, as);
    a[1] = tile_arg_array(0x20000, CUTILE_DTYPE_BF16, 3, ws);
    a[2] = tile_arg_array(0x30000, CUTILE_DTYPE_BF16, 2, cs);
    a[3] = tile_arg_array(0x40000, CUTILE_DTYPE_F32, 1, &numel);
    a[4] = tile_arg_array(0x50000, CUTILE_DTYPE_I32, 1, &rows);
    a[5] = tile_arg_array(0x60000, CUTILE_DTYPE_I32, 1, &blocks);
    a[6] = i64(numel);
    a[7] = i64(top_k);
}

/* samples/moe: both GEMMs of a layer in the launch variant `tiles` (samples/moe/variants.c) and
 * silu-and-mul, as layer.c launches them, for shapes of main.c's small cases (T, E, top_k, H, I;
 * row counts anything, H and I multiples of 16). The exports keep cuTile's mangled names, so
 * every array (the gathered A and the scattered C too) is one argument. */
static void sample_moe(const char *tiles)
{
    static const int64_t shapes[][5] = {
        {37, 8, 2, 80, 144}, {257, 16, 4, 96, 160}, {1, 4, 1, 64, 128}};
    entry g[2], silu;
    char path[2][128];
    snprintf(path[0], sizeof path[0], "samples/moe/moe_gemm_bf16_%s.cutile", tiles);
    snprintf(path[1], sizeof path[1], "samples/moe/moe_gemm_bf16_mulw_%s.cutile", tiles);
    bool ok = open_entry(&g[0], path[0], 0);
    ok = open_entry(&g[1], path[1], 0) && ok;
    ok = open_entry(&silu, "samples/moe/silu_and_mul_bf16_1024.cutile", 0) && ok;
    for (size_t i = 0; ok && i < sizeof shapes / sizeof shapes[0]; i++) {
        int64_t T = shapes[i][0], E = shapes[i][1], k = shapes[i][2], H = shapes[i][3];
        int64_t I = shapes[i][4], numel = T * k, blocks = (numel + E * 63) / 64 + 1;
        cuTileArg a[8];
        CHECK_EQ_INT(g[0].plan.nargs, 8);
        CHECK_EQ_INT(g[1].plan.nargs, 8);
        moe_gemm_args(a, T, 2 * I, H, E, numel, blocks, k);
        packs(&g[0], a, 8, "moe w1 gemm");
        moe_gemm_args(a, numel, H, I, E, numel, blocks, 1);
        packs(&g[1], a, 8, "moe w2 gemm");
        int64_t xs[3] = {numel, 2, I}, os[2] = {numel, I};
        cuTileArg s[2] = {tile_arg_array(0x70000, CUTILE_DTYPE_BF16, 3, xs),
                          tile_arg_array(0x80000, CUTILE_DTYPE_BF16, 2, os)};
        CHECK_EQ_INT(silu.plan.nargs, 2);
        packs(&silu, s, 2, "moe silu_and_mul");
    }
    if (ok) { /* the assumptions hold: K a multiple of 16, ids i32 */
        cuTileArg a[8];
        moe_gemm_args(a, 37, 288, 88, 8, 74, 10, 2);
        refused(&g[0], a, 8, "args[0]: shape[1] = 88 is not a multiple of 16");
        moe_gemm_args(a, 37, 288, 80, 8, 74, 10, 2);
        a[4].u.array.dtype = CUTILE_DTYPE_I64;
        refused(&g[0], a, 8, "args[4]: array of i64, but the kernel takes i32");
    }
    close_entry(&g[0]), close_entry(&g[1]), close_entry(&silu);
}

/* layer_fp8.c's gemm_operands(): the block-order rows' codes and scales, the weights
 * [E, halves, N, K] and their block scales (K and N multiples of 128; the scales' inner
 * extents K / 128, anything). */
static void moe_fp8_operands(cuTileArg *a, int64_t rows, int64_t K, int64_t E, int64_t halves,
                             int64_t N)
{
    int64_t as[2] = {rows, K}, ass[2] = {rows, K / 128}, ws[4] = {E, halves, N, K},
            wss[4] = {E, halves, N / 128, K / 128};
    a[0] = tile_arg_array(0x10000, CUTILE_DTYPE_F8E4M3FN, 2, as);
    a[1] = tile_arg_array(0x18000, CUTILE_DTYPE_F32, 2, ass);
    a[2] = tile_arg_array(0x20000, CUTILE_DTYPE_F8E4M3FN, 4, ws);
    a[3] = tile_arg_array(0x28000, CUTILE_DTYPE_F32, 4, wss);
}

/* samples/moe's fp8 layer (layer_fp8.c) in a variant of TILE_M tile_m: moe_w1_fp8 (its output
 * quantised: codes [rows, I], scales [rows, I / 128]), moe_w2_fp8 (stem[0], stem[1]: the files
 * of the variant) and x quantised into block order, for shapes of main.c's fp8 cases and
 * Qwen3-30B's (I = 768: scales [rows, 6]). */
static void sample_moe_fp8(const char *const stem[2], int64_t tile_m)
{
    static const int64_t shapes[][5] = {{37, 8, 2, 128, 256}, {1, 4, 1, 128, 128},
                                        {16, 128, 8, 2048, 768}};
    entry g[2], q;
    char path[2][128];
    for (int w = 0; w < 2; w++)
        snprintf(path[w], sizeof path[w], "samples/moe/%s.cutile", stem[w]);
    bool ok = open_entry(&g[0], path[0], 0);
    ok = open_entry(&g[1], path[1], 0) && ok;
    ok = open_entry(&q, "samples/moe/quant_permute_fp8_2048.cutile", 0) && ok;
    for (size_t i = 0; ok && i < sizeof shapes / sizeof shapes[0]; i++) {
        int64_t T = shapes[i][0], E = shapes[i][1], k = shapes[i][2], H = shapes[i][3];
        int64_t I = shapes[i][4], numel = T * k;
        int64_t blocks = (numel + E * (tile_m - 1)) / tile_m + 1, rows = blocks * tile_m, one = 1;
        int64_t qs[2] = {rows, I}, ss[2] = {rows, I / 128}, cs[2] = {numel, H};
        cuTileArg a[10];
        CHECK_EQ_INT(g[0].plan.nargs, 8);
        CHECK_EQ_INT(g[1].plan.nargs, 10);
        moe_fp8_operands(a, rows, H, E, 2, I);
        a[4] = tile_arg_array(0x30000, CUTILE_DTYPE_F8E4M3FN, 2, qs);
        a[5] = tile_arg_array(0x38000, CUTILE_DTYPE_F32, 2, ss);
        a[6] = tile_arg_array(0x40000, CUTILE_DTYPE_I32, 1, &blocks);
        a[7] = tile_arg_array(0x50000, CUTILE_DTYPE_I32, 1, &one);
        packs(&g[0], a, 8, "moe fp8 w1");
        moe_fp8_operands(a, rows, I, E, 1, H);
        a[4] = tile_arg_array(0x30000, CUTILE_DTYPE_BF16, 2, cs);
        a[5] = tile_arg_array(0x38000, CUTILE_DTYPE_F32, 1, &numel);
        a[6] = tile_arg_array(0x40000, CUTILE_DTYPE_I32, 1, &rows);
        a[7] = tile_arg_array(0x50000, CUTILE_DTYPE_I32, 1, &blocks);
        a[8] = tile_arg_array(0x60000, CUTILE_DTYPE_I32, 1, &one);
        a[9] = i64(numel);
        packs(&g[1], a, 10, "moe fp8 w2");
        int64_t xs[2] = {T, H}, ps[2] = {rows, H}, pss[2] = {rows, H / 128};
        cuTileArg x[5] = {tile_arg_array(0x70000, CUTILE_DTYPE_BF16, 2, xs),
                          tile_arg_array(0x78000, CUTILE_DTYPE_I32, 1, &numel),
                          tile_arg_array(0x80000, CUTILE_DTYPE_F8E4M3FN, 2, ps),
                          tile_arg_array(0x90000, CUTILE_DTYPE_F32, 2, pss), i64(k)};
        packs(&q, x, 5, "moe quant_permute_fp8");
    }
    if (ok) { /* e4m3, not its bits as u8; W as the rank-4 [E, halves, N, K] */
        cuTileArg a[10];
        moe_fp8_operands(a, 64, 128, 8, 2, 256);
        a[2].u.array.dtype = CUTILE_DTYPE_U8;
        refused(&g[0], a, 8, "args[2]: array of u8");
        moe_fp8_operands(a, 64, 128, 8, 2, 256);
        a[2].u.array.rank = 3;
        refused(&g[0], a, 8, "args[2]");
    }
    close_entry(&g[0]), close_entry(&g[1]), close_entry(&q);
}

/* compiled_kernels.c's row_scans: [48, 496] i32 arrays (rows padded to a multiple of 16). */
static void row_scans(void)
{
    entry e;
    if (open_entry(&e, "test/data/row_scans_i32.v13_3.cutile", 0)) {
        int64_t sh[2] = {48, 496};
        cuTileArg a[4];
        for (int i = 0; i < 4; i++)
            a[i] = tile_arg_array(0x10000 * (uint64_t)(i + 1), CUTILE_DTYPE_I32, 2, sh);
        packs(&e, a, 4, "row_scans");
        a[0].u.array.shape[0] = 40;
        refused(&e, a, 4, "args[0]: shape[0] = 40 is not a multiple of 16");
    }
    close_entry(&e);
}

/* int_ops (one entry per integer dtype): A, B, S [2048], Out [16, 2048] (14 rows written). */
static void int_ops(void)
{
    static const cuTileDType dts[8] = {CUTILE_DTYPE_I8,  CUTILE_DTYPE_I16, CUTILE_DTYPE_I32,
                                       CUTILE_DTYPE_I64, CUTILE_DTYPE_U8,  CUTILE_DTYPE_U16,
                                       CUTILE_DTYPE_U32, CUTILE_DTYPE_U64};
    for (uint32_t t = 0; t < 8; t++) {
        entry e;
        if (open_entry(&e, "test/data/int_ops_multi.v13_3.cutile", t)) {
            int64_t n = 2048, out[2] = {16, 2048};
            cuTileArg a[4] = {tile_arg_array(0x10000, dts[t], 1, &n),
                              tile_arg_array(0x20000, dts[t], 1, &n),
                              tile_arg_array(0x30000, dts[t], 1, &n),
                              tile_arg_array(0x40000, dts[t], 2, out)};
            packs(&e, a, 4, "int_ops");
            a[3].u.array.shape[0] = 14;
            refused(&e, a, 4, "args[3]: shape[0] = 14 is not a multiple of 16");
        }
        close_entry(&e);
    }
}

/* ftof_rounding (13.4): X f32, H f16, Bf bf16 [4096], R [16, 4096] i16 (11 rows written). */
static void ftof_rounding(void)
{
    entry e;
    if (open_entry(&e, "test/data/ftof_rounding_all.v13_4.cutile", 0)) {
        int64_t n = 4096, r[2] = {16, 4096};
        cuTileArg a[4] = {tile_arg_array(0x10000, CUTILE_DTYPE_F32, 1, &n),
                          tile_arg_array(0x20000, CUTILE_DTYPE_F16, 1, &n),
                          tile_arg_array(0x30000, CUTILE_DTYPE_BF16, 1, &n),
                          tile_arg_array(0x40000, CUTILE_DTYPE_I16, 2, r)};
        packs(&e, a, 4, "ftof_rounding");
        a[3].u.array.shape[0] = 11;
        refused(&e, a, 4, "args[3]: shape[0] = 11 is not a multiple of 16");
    }
    close_entry(&e);
}

/* samples/vector_add (gpu.c, bench/vector_add.c): three float32 arrays of a ragged length,
 * the signature read from the mangled entry name; a misaligned base is refused. */
static void sample_vector_add(void)
{
    entry e;
    if (!open_entry(&e, "samples/vector_add/vector_add.cutile", 0)) {
        close_entry(&e);
        return;
    }
    int64_t n = 1000003; /* gpu.c's default: not a multiple of the tile */
    cuTileArg a[3] = {tile_arg_array(0x10000, CUTILE_DTYPE_F32, 1, &n),
                      tile_arg_array(0x20000, CUTILE_DTYPE_F32, 1, &n),
                      tile_arg_array(0x30000, CUTILE_DTYPE_F32, 1, &n)};
    packs(&e, a, 3, "vector_add");
    a[1].u.array.data = 0x20004;
    refused(&e, a, 3, "args[1]");
    close_entry(&e);
}

int main(void)
{
    sample_vector_add();
    static const char *const moe_tiles[] = {"64x64x64", "64x128x64", "128x128x64", "128x256x64"};
    for (size_t i = 0; i < sizeof moe_tiles / sizeof moe_tiles[0]; i++)
        sample_moe(moe_tiles[i]);
    /* kernels.py FP8_TILES */
    sample_moe_fp8((const char *const[2]){"moe_w1_fp8_t_16x128", "moe_w2_fp8_t_16x128_o3"}, 16);
    sample_moe_fp8((const char *const[2]){"moe_w1_fp8_t_16x128", "moe_w2_fp8_t_16x128"}, 16);
    sample_moe_fp8((const char *const[2]){"moe_w1_fp8_t_32x128", "moe_w2_fp8_t_32x128_o3"}, 32);
    sample_moe_fp8((const char *const[2]){"moe_w1_fp8_64x128", "moe_w2_fp8_64x128"}, 64);
    sample_moe_fp8((const char *const[2]){"moe_w1_fp8_128x128", "moe_w2_fp8_128x128"}, 128);
    row_scans();
    int_ops();
    ftof_rounding();
    TEST_MAIN_END();
}
