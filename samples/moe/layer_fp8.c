/*
 * layer_fp8.c — the MoE layer in fp8 e4m3, the DeepSeek recipe, on layer.c's routing and
 * combine: x quantised per token in groups of 128 (quant_fp8) → w1 GEMM on e4m3 with the
 * weights' 128×128 block scales and the tokens' group scales applied per K group in f32
 * (moe_gemm_fp8[_t], bf16 C1) → silu-and-mul quantised again (silu_and_mul_quant_fp8) → w2 GEMM
 * the same way with the routed weights → combine. All tile kernels from kernels.py's fp8
 * exports; the buffers the bf16 layer shares with it (inputs, routing, C1, C2, out) are the
 * moe_gpu's, its own (quantised activations and weights, scales) are here.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "layer_gpu.h"

/* kernels.py FP8_TILES, in the same order. */
static const struct {
    const char *kernel;
    int tile_m, tile_n;
} fp8_variants[MOE_FP8_VARIANTS] = {
    {"moe_gemm_fp8_t", 16, 128}, {"moe_gemm_fp8_t", 32, 128},
    {"moe_gemm_fp8", 64, 128},   {"moe_gemm_fp8", 128, 128},
};

#define FP8_BUFFERS(X) X(xq) X(xs) X(w1q) X(w1s) X(w2q) X(w2s) X(aq) X(as)

struct moe_fp8 {
    moe_gpu *g;
    cuTileModule mods[2 * MOE_FP8_VARIANTS + 2];
    cuTileKernel gemm[MOE_FP8_VARIANTS], gemm_w[MOE_FP8_VARIANTS], quant, silu_quant;
    int variant;
    moe_shape held; /* the shape of the weights held (E, H, I), T = 0 when none */
#define X_(b) CUdeviceptr b;
    FP8_BUFFERS(X_)
#undef X_
    CUevent ev[8];
};

void moe_fp8_stem(int v, int weighted, char *buf, size_t size)
{
    snprintf(buf, size, "%s_%s%dx%d", fp8_variants[v].kernel, weighted ? "mulw_" : "",
             fp8_variants[v].tile_m, fp8_variants[v].tile_n);
}

/* The rule, a cost model on the routed rows per expert as variants.c's: per = ⌈T·k / used⌉
 * rows on each of used = min(E, T·k) experts. The transposed kernel while its blocks are at
 * least half full on average (per ≤ TILE_M / 2: 16 rows up to 8, 32 up to 16), else 64-row
 * tiles, and 128 rows once they are half full (per ≥ 64) and the narrower GEMM (N = min(2I,
 * H)) still gives every SM a CTA (blocks · N / 128 ≥ sms). One variant serves both GEMMs (one
 * alignment of the tokens). */
int moe_fp8_pick(const moe_shape *s, int sms)
{
    long rows = (long)s->T * s->k, used = s->E < rows ? s->E : rows;
    long per = (rows + used - 1) / used, n = 2L * s->I < s->H ? 2L * s->I : s->H;
    if (per <= 8)
        return 0;
    if (per <= 16)
        return 1;
    long blocks = used * ((per + 127) / 128);
    return per >= 64 && blocks * (n / 128) >= sms ? 3 : 2;
}

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
            bad = moe_load_tile(g, dir, stem, fp8_variants[v].kernel, &f->mods[2 * v + w],
                                w ? &f->gemm_w[v] : &f->gemm[v]);
        }
    cuTileModule *m = &f->mods[2 * MOE_FP8_VARIANTS];
    bad = bad || moe_load_tile(g, dir, "quant_fp8_512", "quant_fp8", &m[0], &f->quant) ||
          moe_load_tile(g, dir, "silu_and_mul_quant_fp8_512", "silu_and_mul_quant_fp8", &m[1],
                        &f->silu_quant);
    for (int i = 0; i < 8 && !bad; i++)
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
    for (int i = 0; i < 8; i++)
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
    size_t T = (size_t)s->T, H = (size_t)s->H, I = (size_t)s->I, numel = T * (size_t)s->k;
    size_t q[2], sc[2];
    weight_sizes(s, q, sc);
    int keep = !h && f->held.T && f->held.E == s->E && f->held.H == s->H && f->held.I == s->I;
    free_fp8(f, !keep);
    if (moe_setup_tokens(g, s, h, fp8_variants[f->variant].tile_m, 0, 0) ||
        moe_alloc(g, &f->xq, T * H) || moe_alloc(g, &f->xs, T * (H / 128) * 4) ||
        moe_alloc(g, &f->aq, numel * I) || moe_alloc(g, &f->as, numel * (I / 128) * 4) ||
        (!keep && (moe_alloc(g, &f->w1q, q[0]) || moe_alloc(g, &f->w1s, sc[0]) ||
                   moe_alloc(g, &f->w2q, q[1]) || moe_alloc(g, &f->w2s, sc[1]))))
        return 1;
    /* Poison the activations' quantisation: 0xff is an e4m3 NaN and an f32 NaN. */
    CUdeviceptr outs[4] = {f->xq, f->xs, f->aq, f->as};
    size_t sizes[4] = {T * H, T * (H / 128) * 4, numel * I, numel * (I / 128) * 4};
    for (int i = 0; i < 4; i++)
        if (CU(cuMemsetD8_v2(outs[i], 0xff, sizes[i])))
            return 1;
    f->held = *s;
    if (h)
        return moe_upload(g, f->w1q, h->w1q, q[0]) || moe_upload(g, f->w1s, h->w1s, sc[0]) ||
               moe_upload(g, f->w2q, h->w2q, q[1]) || moe_upload(g, f->w2s, h->w2s, sc[1]);
    return keep ? CU(cuCtxSynchronize()) : fill_weights(f, q, sc);
}

int moe_fp8_variant(const moe_fp8 *f) { return f->variant; }

/* ---- the layer ---- */

/* Activations a [rows, K] (bf16; seen as [rows, 2, K] by silu_and_mul_quant_fp8) into q, s. */
static int quantise(moe_fp8 *f, cuTileKernel k, CUdeviceptr a, int pair, int64_t rows,
                    int64_t K, CUdeviceptr q, CUdeviceptr s)
{
    moe_gpu *g = f->g;
    int64_t as[3] = {rows, 2, K}, qs[2] = {rows, K}, ss[2] = {rows, K / 128};
    cuTileArg args[3] = {pair ? moe_arg_array(a, CUTILE_DTYPE_BF16, 3, as)
                              : moe_arg_array(a, CUTILE_DTYPE_BF16, 2, qs),
                         moe_arg_array(q, CUTILE_DTYPE_F8E4M3FN, 2, qs),
                         moe_arg_array(s, CUTILE_DTYPE_F32, 2, ss)};
    uint32_t grid[3] = {(uint32_t)rows, (uint32_t)((K + 511) / 512), 1};
    return TL(cuTileLaunch(k, grid, args, 3, g->stream));
}

/* C[flat] = Σ_kb (A_q[flat // top_k, kb] @ W_q[e, :, kb]^T) · A_s · W_s (· w[flat]). */
static int gemm(moe_fp8 *f, cuTileKernel k, CUdeviceptr a, CUdeviceptr as, int64_t a_rows,
                CUdeviceptr w, CUdeviceptr ws, int64_t n, int64_t kdim, CUdeviceptr c,
                int64_t top_k)
{
    moe_gpu *g = f->g;
    int64_t numel = (int64_t)g->s.T * g->s.k, tile_n = fp8_variants[f->variant].tile_n;
    int64_t ash[2] = {a_rows, kdim}, ass[2] = {a_rows, kdim / 128}, wsh[3] = {g->s.E, n, kdim},
            wss[3] = {g->s.E, n / 128, kdim / 128}, cs[2] = {numel, n};
    cuTileArg args[10] = {moe_arg_array(a, CUTILE_DTYPE_F8E4M3FN, 2, ash),
                          moe_arg_array(as, CUTILE_DTYPE_F32, 2, ass),
                          moe_arg_array(w, CUTILE_DTYPE_F8E4M3FN, 3, wsh),
                          moe_arg_array(ws, CUTILE_DTYPE_F32, 3, wss),
                          moe_arg_array(c, CUTILE_DTYPE_BF16, 2, cs)};
    moe_route_args(g, top_k, args + 5);
    uint32_t grid[3] = {(uint32_t)g->max_blocks, (uint32_t)((n + tile_n - 1) / tile_n), 1};
    return TL(cuTileLaunch(k, grid, args, 10, g->stream));
}

/* The layer's launches on `stream`, with events between the seven stages when `timed`. */
static int launch_fp8(moe_fp8 *f, CUstream stream, int timed)
{
    moe_gpu *g = f->g;
    const moe_shape *s = &g->s;
    int v = f->variant;
    int64_t numel = (int64_t)s->T * s->k;
    g->stream = stream;
#define MARK(i) (timed && CU(cuEventRecord(f->ev[i], stream)))
    int bad = MARK(0) || moe_routing(g, timed ? f->ev[1] : NULL) || MARK(2) ||
              quantise(f, f->quant, g->x, 0, s->T, s->H, f->xq, f->xs) || MARK(3) ||
              gemm(f, f->gemm[v], f->xq, f->xs, s->T, f->w1q, f->w1s, 2L * s->I, s->H, g->c1,
                   s->k) ||
              MARK(4) || quantise(f, f->silu_quant, g->c1, 1, numel, s->I, f->aq, f->as) ||
              MARK(5) ||
              gemm(f, f->gemm_w[v], f->aq, f->as, numel, f->w2q, f->w2s, s->H, s->I, g->c2, 1) ||
              MARK(6) || moe_combine(g) || MARK(7);
#undef MARK
    g->stream = NULL;
    return bad;
}

int moe_fp8_enqueue(moe_fp8 *f, void *stream)
{
    return launch_fp8(f, (CUstream)stream, 0);
}

int moe_fp8_run(moe_fp8 *f, float ms[7])
{
    return launch_fp8(f, NULL, ms != NULL) || moe_stage_times(f->g, f->ev, 7, ms);
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
    if (moe_gpu_read(g, h, 0))
        return 1;
    return intermediates &&
           (moe_download(g, (void **)&h->xq, f->xq, T * H) ||
            moe_download(g, (void **)&h->xs, f->xs, T * (H / 128) * 4) ||
            moe_download(g, (void **)&h->c1, g->c1, numel * 2 * I * 2) ||
            moe_download(g, (void **)&h->aq, f->aq, numel * I) ||
            moe_download(g, (void **)&h->as, f->as, numel * (I / 128) * 4) ||
            moe_download(g, (void **)&h->c2, g->c2, numel * H * 2));
}
