/*
 * layer_gpu.h — what the MoE sample's two GPU halves share (private to samples/moe): the driver's
 * entry points (common/cuda_driver.h's table), the layer's state, and layer.c's helpers that
 * layer_fp8.c's fp8 layer builds on (the routing, the combine, buffers, launch arguments, checked
 * calls).
 */
#ifndef MOE_LAYER_GPU_H
#define MOE_LAYER_GPU_H

#include <cuda.h>

#include "cuda_driver.h"
#include "cutile_rt.h"
#include "moe.h"

/* Device buffers: inputs, routing, intermediates, output. */
#define BUFFERS(X)                                                                             \
    X(logits) X(x) X(w1) X(w2) X(ids) X(w) X(sorted) X(bexp) X(npp) X(rowof) X(xp) X(act)     \
        X(c2) X(out)

struct moe_gpu {
    cuda_driver d;
    CUdevice dev;
    CUcontext cctx;
    int retained;
    cuTileContext ctx;
    cuTileModule mods[2 * MOE_NUM_VARIANTS + 2];
    cuTileKernel gemm[2][MOE_NUM_VARIANTS]; /* w1 (NULL without an export), w2 */
    cuTileKernel topk, align, route, permute, combine, fill_bf16, fill_f32, fill_e4m3, fill_scale;
    int sms;        /* the device's SM count, for the variant rule */
    moe_shape s;
    int variant[2]; /* of w1, w2 in this setup; one TILE_M = block_m */
    int block_m, max_blocks;
    size_t weight_bytes[2]; /* of the w1, w2 allocations, kept across setups of one E/H/I */
#define X_(b) CUdeviceptr b;
    BUFFERS(X_)
#undef X_
    CUevent ev[7];
    CUstream stream; /* of the layer's launches: NULL, or moe_gpu_enqueue's */
    int routed;      /* this launch takes ids and w as given: no top-k (moe_gpu_enqueue_routed) */
    cuTileLaunchOptions launch; /* of every kernel of the layer: programmatic dependent launch
                                   with MOE_PDL=1 (moe.h) */
    int setup_T;     /* the T buffers were made for (moe_gpu_set_tokens may lower s.T) */
};

/* A failed driver or library call said on stderr with the call and the line: 1, else 0. */
int moe_cu_failed(const moe_gpu *g, CUresult r, const char *call, int line);
int moe_tile_failed(cuTileStatus s, const char *call, int line);
#define CU(call) moe_cu_failed(g, g->d.call, #call, __LINE__)
#define TL(call) moe_tile_failed(call, #call, __LINE__)
/* The layer's launches on g->stream with g->launch: a tile kernel's, a CUDA C++ kernel's. */
#define LAUNCH_TILE(k, grid, args, n) cuTileLaunchEx(k, grid, args, n, g->stream, &g->launch)
#define LAUNCH_CUDA(k, grid, block, smem, params)                                              \
    cuTileLaunchCudaEx(k, grid, block, smem, params, g->stream, &g->launch)

/* DIR/STEM.cutile's one entry, `fn`'s under cuTile's mangled name, into *m and *k. */
int moe_load_tile(moe_gpu *g, const char *dir, const char *stem, const char *fn, cuTileModule *m,
                  cuTileKernel *k);
int moe_alloc(moe_gpu *g, CUdeviceptr *p, size_t bytes);
/* Device-made inputs: n values uniform in [-scale, scale), bf16 or f32. */
int moe_fill(moe_gpu *g, CUdeviceptr p, size_t n, unsigned seed, float scale, int bf16);
int moe_upload(moe_gpu *g, CUdeviceptr p, const void *src, size_t bytes);
/* bytes from src into *dst, allocated here when NULL. */
int moe_download(moe_gpu *g, void **dst, CUdeviceptr src, size_t bytes);
/* With ms: waits for ev[stages] and writes the `stages` times between ev[i] and ev[i + 1];
 * without: synchronises the context. Returns non-zero (printed) on a driver error. */
int moe_stage_times(moe_gpu *g, const CUevent *ev, int stages, float *ms);
/* A contiguous array argument of the given shape. */
cuTileArg moe_arg_array(CUdeviceptr p, cuTileDType t, int rank, const int64_t *shape);
cuTileArg moe_arg_int(int64_t v);
/* Everything a setup of shape s needs but the weights (inputs, routing, C2, out; with
 * `bf16_rows` the bf16 layer's xp and act in block order; the fp8 layer has its own),
 * the alignment to block_m; inputs from h (those not NULL), else device-made (seeds 1, 2).
 * Frees the last setup's buffers first, its weights too unless `keep_weights`. */
int moe_setup_tokens(moe_gpu *g, const moe_shape *s, const moe_host *h, int block_m,
                     int bf16_rows, int keep_weights);
/* Top-k softmax (not while g->routed: the caller wrote ids and w), then the alignment, on
 * g->stream; an event recorded between them when `mid` is not NULL (before both where one
 * block does both, at T ≤ 32: routing.cu moe_route). */
int moe_routing(moe_gpu *g, CUevent mid);
/* out[t] = the sum of y's rows t·slots … t·slots + slots − 1 (y [T·slots, H] bf16: the w2
 * GEMM's C2, slots = top_k; a K-split w2's partial rows, slots = top_k · its runs), on
 * g->stream (routing.cu moe_combine). */
int moe_combine(moe_gpu *g, CUdeviceptr y, int slots);

#endif
