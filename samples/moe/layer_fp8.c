/*
 * layer_fp8.c — the MoE layer in fp8 e4m3, the DeepSeek recipe, permute-first as layer.c's
 * bf16 layer: x quantised per token in groups of 128 and each token's e4m3 codes and f32
 * scales stored to its top_k rows in the GEMMs' block order, in one kernel
 * (quant_permute_fp8, by routing.cu's row_of) → moe_w1_fp8 (tiled A and scales, the weights'
 * 128×128 block scales and the rows' group scales applied per K group in f32, silu-and-mul and
 * the per-group e4m3 quantisation of its result in the epilogue) → moe_w2_fp8 (the same on
 * that result, the routed weights, the scatter by flat id) → combine. All tile kernels from
 * kernels.py's fp8 exports; the buffers the bf16 layer shares with it (inputs, routing, C2,
 * out) are the moe_gpu's, its own (quantised activations and weights, scales) are here.
 *
 * Why quantise and permute in one: in bytes per element of a row of x, it moves 2·T + T·k (bf16
 * read once, e4m3 written to each of a token's rows), where quantising, then permuting the
 * codes, moved 3·T + 2·T·k in two launches, and a gathering quantisation in block order
 * 3·T·k.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "layer_gpu.h"

#define FP8_BUFFERS(X) X(xpq) X(xps) X(w1q) X(w1s) X(w2q) X(w2s) X(aq) X(as) X(c2k)

struct moe_fp8 {
    moe_gpu *g;
    cuTileModule mods[2 * MOE_FP8_VARIANTS + 1];
    cuTileKernel gemm[2][MOE_FP8_VARIANTS], quant; /* w1, w2 */
    int variant;
    moe_shape held; /* the shape of the weights held (E, H, I), T = 0 when none */
#define X_(b) CUdeviceptr b;
    FP8_BUFFERS(X_)
#undef X_
    CUevent ev[MOE_FP8_STAGES + 1];
};

int moe_fp8_open(const char *dir, moe_fp8 **out)
{
    moe_fp8 *f = calloc(1, sizeof *f);
    if (!f) {
        fprintf(stderr, "moe: out of memory\n");
        return 1;
    }
    int rc = moe_gpu_open(dir, &f->g);
    if (rc) {
        free(f);
        return rc;
    }
    moe_gpu *g = f->g;
    char stem[64];
    int bad = 0;
    for (int v = 0; v < MOE_FP8_VARIANTS && !bad; v++)
        for (int w = 0; w < 2 && !bad; w++) {
            moe_fp8_stem(v, w, stem, sizeof stem);
            bad = moe_load_tile(g, dir, stem, moe_fp8_kernel(v, w), &f->mods[2 * v + w],
                                &f->gemm[w][v]);
        }
    bad = bad || moe_load_tile(g, dir, MOE_QUANT_STEM, "quant_permute_fp8",
                               &f->mods[2 * MOE_FP8_VARIANTS], &f->quant);
    for (int i = 0; i <= MOE_FP8_STAGES && !bad; i++)
        bad = CU(cuEventCreate(&f->ev[i], CU_EVENT_DEFAULT));
    if (bad) {
        moe_fp8_close(f);
        return 1;
    }
    *out = f;
    return 0;
}

static void free_fp8(moe_fp8 *f, int weights_too)
{
    moe_gpu *g = f->g;
#define X_(b)                                                                                  \
    if (f->b && (weights_too || (&f->b != &f->w1q && &f->b != &f->w1s && &f->b != &f->w2q &&     \
                                 &f->b != &f->w2s))) {                                         \
        CU(cuMemFree_v2(f->b));                                                                \
        f->b = 0;                                                                              \
    }
    FP8_BUFFERS(X_)
#undef X_
    if (weights_too)
        f->held.T = 0;
}

void moe_fp8_close(moe_fp8 *f)
{
    if (!f)
        return;
    moe_gpu *g = f->g;
    CU(cuCtxSynchronize());
    free_fp8(f, 1);
    for (int i = 0; i <= MOE_FP8_STAGES; i++)
        if (f->ev[i])
            CU(cuEventDestroy_v2(f->ev[i]));
    for (size_t i = 0; i < sizeof f->mods / sizeof f->mods[0]; i++)
        cuTileModuleUnload(f->mods[i]);
    moe_gpu_close(g);
    free(f);
}

/* Sizes of the weights and their scales: W1 [E, 2I, H], W2 [E, H, I], scales per 128×128. */
static void weight_sizes(const moe_shape *s, size_t q[2], size_t sc[2])
{
    size_t E = (size_t)s->E, H = (size_t)s->H, I = (size_t)s->I;
    q[0] = E * 2 * I * H, q[1] = E * H * I;
    sc[0] = E * (2 * I / 128) * (H / 128) * 4, sc[1] = E * (H / 128) * (I / 128) * 4;
}

/* Device-made weights: e4m3 codes uniform over the finite ones (|q| ≤ 448) and block scales
 * uniform in [1/4, 1/2) / (448·√K), so that |W| < 1/(2√K), within layer.c's bf16 weights'
 * ±1/√K (seeds 3-6). */
static int fill_weights(moe_fp8 *f, const size_t q[2], const size_t sc[2])
{
    moe_gpu *g = f->g;
    CUdeviceptr wq[2] = {f->w1q, f->w2q}, ws[2] = {f->w1s, f->w2s};
    int K[2] = {f->held.H, f->held.I};
    uint32_t grid[3] = {1024, 1, 1}, block[3] = {256, 1, 1};
    for (int i = 0; i < 2; i++) {
        long long nq = (long long)q[i], ns = (long long)sc[i] / 4;
        unsigned seed_q = 3 + 2 * (unsigned)i, seed_s = 4 + 2 * (unsigned)i;
        float scale = 0.5f / 448.0f / sqrtf((float)K[i]);
        void *pq[3] = {&wq[i], &nq, &seed_q}, *ps[4] = {&ws[i], &ns, &seed_s, &scale};
        if (TL(cuTileLaunchCuda(g->fill_e4m3, grid, block, 0, pq, NULL)) ||
            TL(cuTileLaunchCuda(g->fill_scale, grid, block, 0, ps, NULL)))
            return 1;
    }
    return CU(cuCtxSynchronize());
}

/* The rows of C2 a token's output sums: top_k, times a K-split w2's runs
 * (its partial rows, c2k). */
static int w2_parts(const moe_fp8 *f)
{
    int ks = moe_fp8_variants[f->variant].w2_ksplit;
    return ks ? ks : 1;
}

/* Where w2 writes its rows: c2k with a K split, else the layer's C2. */
static CUdeviceptr w2_rows(const moe_fp8 *f) { return w2_parts(f) > 1 ? f->c2k : f->g->c2; }

int moe_fp8_setup(moe_fp8 *f, const moe_shape *s, const moe_host *h, int variant)
{
    moe_gpu *g = f->g;
    if (s->H % 128 || s->I % 128) {
        fprintf(stderr, "moe: fp8: H = %d, I = %d: both must be multiples of 128 (the scale "
                "blocks)\n", s->H, s->I);
        return 1;
    }
    if (variant >= MOE_FP8_VARIANTS) {
        fprintf(stderr, "moe: fp8 variant %d: there are %d\n", variant, MOE_FP8_VARIANTS);
        return 1;
    }
    f->variant = variant >= 0 ? variant : moe_fp8_pick(s, g->sms);
    int block_m = moe_fp8_variants[f->variant].tile_m;
    size_t T = (size_t)s->T, H = (size_t)s->H, I = (size_t)s->I;
    size_t rows = (size_t)moe_max_blocks(s, block_m) * (size_t)block_m;
    size_t q[2], sc[2];
    weight_sizes(s, q, sc);
    int keep = !h && f->held.T && f->held.E == s->E && f->held.H == s->H && f->held.I == s->I;
    free_fp8(f, !keep);
    /* the activations' quantisations and a K-split w2's partial rows (none without), poisoned:
     * 0xff is an e4m3 NaN and an f32 NaN, 0xffff a bf16 NaN; but x's rows in block order
     * zeroed (poison byte 0), which the padding rows keep until routed rows land there
     * (quant_permute_fp8 writes only those; the GEMMs drop what they compute from padding
     * rows) */
    size_t parts = (size_t)w2_parts(f);
    CUdeviceptr *outs[5] = {&f->xpq, &f->xps, &f->aq, &f->as, &f->c2k};
    size_t sizes[5] = {rows * H, rows * (H / 128) * 4, rows * I, rows * (I / 128) * 4,
                       parts > 1 ? T * (size_t)s->k * parts * H * 2 : 0};
    unsigned char poison[5] = {0, 0, 0xff, 0xff, 0xff};
    if (moe_setup_tokens(g, s, h, block_m, 0, 0) ||
        (!keep && (moe_alloc(g, &f->w1q, q[0]) || moe_alloc(g, &f->w1s, sc[0]) ||
                   moe_alloc(g, &f->w2q, q[1]) || moe_alloc(g, &f->w2s, sc[1]))))
        return 1;
    for (int i = 0; i < 5; i++)
        if (sizes[i] &&
            (moe_alloc(g, outs[i], sizes[i]) || CU(cuMemsetD8_v2(*outs[i], poison[i], sizes[i]))))
            return 1;
    f->held = *s;
    if (h)
        return moe_upload(g, f->w1q, h->w1q, q[0]) || moe_upload(g, f->w1s, h->w1s, sc[0]) ||
               moe_upload(g, f->w2q, h->w2q, q[1]) || moe_upload(g, f->w2s, h->w2s, sc[1]);
    return keep ? CU(cuCtxSynchronize()) : fill_weights(f, q, sc);
}

int moe_fp8_variant(const moe_fp8 *f) { return f->variant; }

/* ---- the layer ---- */

/* x [T, H] (bf16) quantised into its pairs' rows of xpq [rows, H] (e4m3) and xps [rows, H / 128]
 * (f32), MOE_QUANT_WIDTH values a program. */
static int quantise_rows(moe_fp8 *f)
{
    moe_gpu *g = f->g;
    int64_t T = g->s.T, H = g->s.H, rows = (int64_t)g->max_blocks * g->block_m;
    int64_t xs[2] = {T, H}, ps[2] = {rows, H}, ss[2] = {rows, H / 128}, pairs = T * g->s.k;
    cuTileArg args[5] = {moe_arg_array(g->x, CUTILE_DTYPE_BF16, 2, xs),
                         moe_arg_array(g->rowof, CUTILE_DTYPE_I32, 1, &pairs),
                         moe_arg_array(f->xpq, CUTILE_DTYPE_F8E4M3FN, 2, ps),
                         moe_arg_array(f->xps, CUTILE_DTYPE_F32, 2, ss), moe_arg_int(g->s.k)};
    uint32_t grid[3] = {(uint32_t)T, (uint32_t)((H + MOE_QUANT_WIDTH - 1) / MOE_QUANT_WIDTH), 1};
    return TL(LAUNCH_TILE(f->quant, grid, args, 5));
}

/* The block-order rows' e4m3 codes a [rows, K] and their scales [rows, K / 128], and the
 * weights w [E, halves, N, K] with their block scales [E, halves, N / 128, K / 128] (W1
 * [E, 2I, H] as [E, 2, I, H], W2 [E, H, I] as [E, 1, H, I]): the fp8 GEMMs' first four
 * arguments. */
static void gemm_operands(const moe_gpu *g, CUdeviceptr a, CUdeviceptr as, int64_t K,
                          CUdeviceptr w, CUdeviceptr ws, int64_t halves, int64_t N,
                          cuTileArg args[4])
{
    int64_t rows = (int64_t)g->max_blocks * g->block_m;
    int64_t ash[2] = {rows, K}, ass[2] = {rows, K / 128}, wsh[4] = {g->s.E, halves, N, K},
            wss[4] = {g->s.E, halves, N / 128, K / 128};
    args[0] = moe_arg_array(a, CUTILE_DTYPE_F8E4M3FN, 2, ash);
    args[1] = moe_arg_array(as, CUTILE_DTYPE_F32, 2, ass);
    args[2] = moe_arg_array(w, CUTILE_DTYPE_F8E4M3FN, 4, wsh);
    args[3] = moe_arg_array(ws, CUTILE_DTYPE_F32, 4, wss);
}

/* w1 with silu-and-mul and the quantisation: aq, as = quant(silu(xp W1[e, :I]^T) · (xp
 * W1[e, I:]^T)) per row and group of 128. Grid (blocks, I / 128); as layer.c's GEMMs, the
 * alignment's upper bound of blocks, those past num_post_padded skipping their K loop. */
static int gemm_w1(moe_fp8 *f)
{
    moe_gpu *g = f->g;
    int64_t rows = (int64_t)g->max_blocks * g->block_m, I = g->s.I;
    int64_t qs[2] = {rows, I}, ss[2] = {rows, I / 128};
    cuTileArg args[8];
    gemm_operands(g, f->xpq, f->xps, g->s.H, f->w1q, f->w1s, 2, I, args);
    args[4] = moe_arg_array(f->aq, CUTILE_DTYPE_F8E4M3FN, 2, qs);
    args[5] = moe_arg_array(f->as, CUTILE_DTYPE_F32, 2, ss);
    args[6] = moe_arg_array(g->bexp, CUTILE_DTYPE_I32, 1, (const int64_t[]){g->max_blocks});
    args[7] = moe_arg_array(g->npp, CUTILE_DTYPE_I32, 1, (const int64_t[]){1});
    uint32_t grid[3] = {(uint32_t)g->max_blocks, (uint32_t)(I / 128), 1};
    return TL(LAUNCH_TILE(f->gemm[0][f->variant], grid, args, 8));
}

/* w2: C2[flat] = (aq-row W2[e]^T, scaled per group) · w[flat], scattered by flat id; a split
 * w2 (moe_w2_fp8_split) in w2_split row blocks per block of the alignment; a K-split one
 * (moe_w2_fp8_ksplit) in w2_ksplit runs of K a tile, run z's part to row flat·w2_ksplit + z
 * of c2k. */
static int gemm_w2(moe_fp8 *f)
{
    moe_gpu *g = f->g;
    int64_t numel = (int64_t)g->s.T * g->s.k, rows = (int64_t)g->max_blocks * g->block_m;
    int64_t H = g->s.H, parts = w2_parts(f), cs[2] = {numel * parts, H};
    cuTileArg args[10];
    gemm_operands(g, f->aq, f->as, g->s.I, f->w2q, f->w2s, 1, H, args);
    args[4] = moe_arg_array(w2_rows(f), CUTILE_DTYPE_BF16, 2, cs);
    args[5] = moe_arg_array(g->w, CUTILE_DTYPE_F32, 1, &numel);
    args[6] = moe_arg_array(g->sorted, CUTILE_DTYPE_I32, 1, &rows);
    args[7] = moe_arg_array(g->bexp, CUTILE_DTYPE_I32, 1, (const int64_t[]){g->max_blocks});
    args[8] = moe_arg_array(g->npp, CUTILE_DTYPE_I32, 1, (const int64_t[]){1});
    args[9] = moe_arg_int(numel);
    uint32_t split = (uint32_t)moe_fp8_variants[f->variant].w2_split;
    uint32_t grid[3] = {(uint32_t)g->max_blocks * split, (uint32_t)(H / 128), (uint32_t)parts};
    return TL(LAUNCH_TILE(f->gemm[1][f->variant], grid, args, 10));
}

/* The layer's launches on `stream`, with events between the stages when `timed`. */
static int launch_fp8(moe_fp8 *f, CUstream stream, int timed)
{
    moe_gpu *g = f->g;
    g->stream = stream;
#define MARK(i) (timed && CU(cuEventRecord(f->ev[i], stream)))
    int bad = MARK(0) || moe_routing(g, timed ? f->ev[1] : NULL) || MARK(2) ||
              quantise_rows(f) || MARK(3) || gemm_w1(f) || MARK(4) || gemm_w2(f) || MARK(5) ||
              moe_combine(g, w2_rows(f), g->s.k * w2_parts(f)) || MARK(6);
#undef MARK
    g->stream = NULL;
    return bad;
}

int moe_fp8_enqueue(moe_fp8 *f, void *stream)
{
    return launch_fp8(f, (CUstream)stream, 0);
}

int moe_fp8_run(moe_fp8 *f, float ms[MOE_FP8_STAGES])
{
    return launch_fp8(f, NULL, ms != NULL) || moe_stage_times(f->g, f->ev, MOE_FP8_STAGES, ms);
}

void moe_fp8_io(const moe_fp8 *f, uint64_t p[7])
{
    uint64_t bf[5];
    moe_gpu_io(f->g, bf);
    p[0] = bf[0], p[1] = bf[1], p[2] = f->w1q, p[3] = f->w1s, p[4] = f->w2q, p[5] = f->w2s;
    p[6] = bf[4];
}

int moe_fp8_read(moe_fp8 *f, moe_host *h, int intermediates)
{
    moe_gpu *g = f->g;
    size_t T = (size_t)g->s.T, numel = T * g->s.k, H = (size_t)g->s.H, I = (size_t)g->s.I;
    size_t rows = (size_t)g->max_blocks * (size_t)g->block_m, parts = (size_t)w2_parts(f);
    if (moe_gpu_read(g, h, 0))
        return 1;
    h->c2_parts = (int)parts;
    return intermediates &&
           (moe_download(g, (void **)&h->xpq, f->xpq, rows * H) ||
            moe_download(g, (void **)&h->xps, f->xps, rows * (H / 128) * 4) ||
            moe_download(g, (void **)&h->aq, f->aq, rows * I) ||
            moe_download(g, (void **)&h->as, f->as, rows * (I / 128) * 4) ||
            moe_download(g, (void **)&h->c2, w2_rows(f), numel * parts * H * 2));
}
