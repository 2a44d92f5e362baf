/*
 * layer.c — the MoE sample's GPU half: the CUDA driver (common/cuda_driver.h, opened with
 * dlopen, so the sample starts and says "skipped" where there is none), libcutile_rt's context,
 * the tile modules (both GEMMs in every launch variant of variants.c), the CUDA C++ routing
 * source and a small utility source compiled by NVRTC through the library, device buffers, and
 * one run of the layer with optional per-stage event timing, or its launches alone on a given stream
 * (for a CUDA graph). Each setup takes the GEMMs' variants (or picks them for the device's SM
 * count); the routing aligns to their TILE_M. Every driver and library call is checked; a failure
 * is printed with the call, the error's name and the library's message, and makes the function
 * return non-zero. Built into sample_moe and, for bench/moe_layer.py, into libmoe_layer.so.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include "cutile_rt.h"
#include "layer_gpu.h"

/* Uniform values in [-scale, scale) from a hash of the index, for the timing runs' inputs
 * (megabytes of weights are faster made where they live). */
static const char util_source[] =
    "__device__ float uniform(unsigned long long i, unsigned seed)\n"
    "{\n"
    "    unsigned long long z = i * 0x9E3779B97F4A7C15ull + seed;\n"
    "    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;\n"
    "    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;\n"
    "    return (float)((z ^ (z >> 31)) >> 40) * 0x1p-23f - 1.0f;\n"
    "}\n"
    "extern \"C\" __global__ void fill_bf16(unsigned short *p, long long n, unsigned seed,\n"
    "                                      float scale)\n"
    "{\n"
    "    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;\n"
    "         i += (long long)gridDim.x * blockDim.x)\n"
    "        p[i] = (unsigned short)(__float_as_uint(uniform(i, seed) * scale) >> 16);\n"
    "}\n"
    "extern \"C\" __global__ void fill_f32(float *p, long long n, unsigned seed, float scale)\n"
    "{\n"
    "    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;\n"
    "         i += (long long)gridDim.x * blockDim.x)\n"
    "        p[i] = uniform(i, seed) * scale;\n"
    "}\n"
    /* fp8 weights (layer_fp8.c): e4m3 codes drawn uniformly among the finite ones (sign, and
     * 0 … 0x7e: ±448 at most), and block scales uniform in [scale / 2, scale). */
    "extern \"C\" __global__ void fill_e4m3(unsigned char *p, long long n, unsigned seed)\n"
    "{\n"
    "    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;\n"
    "         i += (long long)gridDim.x * blockDim.x) {\n"
    "        float u = uniform(i, seed);\n"
    "        p[i] = (unsigned char)((u < 0.0f ? 0x80 : 0) | (int)(fabsf(u) * 127.0f) % 127);\n"
    "    }\n"
    "}\n"
    "extern \"C\" __global__ void fill_scale(float *p, long long n, unsigned seed, float scale)\n"
    "{\n"
    "    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;\n"
    "         i += (long long)gridDim.x * blockDim.x)\n"
    "        p[i] = (0.75f + 0.25f * uniform(i, seed)) * scale;\n"
    "}\n";

int moe_cu_failed(const moe_gpu *g, CUresult r, const char *call, int line)
{
    if (r == CUDA_SUCCESS)
        return 0;
    const char *name = NULL;
    if (g->d.cuGetErrorName)
        g->d.cuGetErrorName(r, &name);
    fprintf(stderr, "moe: layer.c:%d: %s: %s (%d)\n", line, call, name ? name : "CUDA error", r);
    return 1;
}

int moe_tile_failed(cuTileStatus s, const char *call, int line)
{
    if (s == CUTILE_SUCCESS)
        return 0;
    fprintf(stderr, "moe: layer.c:%d: %s: %s: %s\n", line, call, cuTileGetErrorString(s),
            cuTileGetLastErrorMessage());
    return 1;
}


/* ---- opening ---- */

char *moe_read_file(const char *dir, const char *name, size_t *size)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n = -1;
    if (f && fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = malloc((size_t)n + 1)) && fread(buf, 1, (size_t)n, f) == (size_t)n) {
        buf[n] = 0;
        *size = (size_t)n;
    } else {
        fprintf(stderr, "moe: cannot read %s\n", path);
        free(buf);
        buf = NULL;
    }
    if (f)
        fclose(f);
    return buf;
}

/* <stem>.cutile holds one entry, `fn`'s under cuTile's mangled name (fn_K…): the name carries
 * the signature the library checks the launch arguments against (kernels.py). */
int moe_load_tile(moe_gpu *g, const char *dir, const char *stem, const char *fn,
                     cuTileModule *m, cuTileKernel *k)
{
    char path[4096];
    const char *name = NULL;
    size_t n = strlen(fn);
    snprintf(path, sizeof path, "%s/%s.cutile", dir, stem);
    if (TL(cuTileLoadModuleFromFile(g->ctx, path, NULL, m)) ||
        TL(cuTileModuleGetKernelName(*m, 0, &name)))
        return 1;
    if (strncmp(name, fn, n) != 0 || strncmp(name + n, "_K", 2) != 0) {
        fprintf(stderr, "moe: %s: entry %s is not %s's under cuTile's mangled name\n", path,
                name, fn);
        return 1;
    }
    return TL(cuTileModuleGetKernel(*m, name, k));
}

/* A CUDA C++ source through NVRTC; its log goes to stderr when the compile fails. */
static int load_cuda(moe_gpu *g, const char *name, const char *src, size_t size,
                     cuTileModule *m)
{
    static char log[16384];
    static const char *const opts[] = {"-std=c++17"};
    cuTileCudaOptions o = {.struct_size = sizeof o, .program_name = name, .options = opts,
                           .num_options = 1, .log = log, .log_size = sizeof log};
    cuTileStatus s = cuTileLoadCudaModule(g->ctx, src, size, &o, m);
    if (s != CUTILE_SUCCESS && log[0])
        fprintf(stderr, "moe: %s: NVRTC/nvJitLink log:\n%s\n", name, log);
    return moe_tile_failed(s, "cuTileLoadCudaModule", __LINE__);
}

/* Both GEMMs' exports of every variant: mods[2v] w1's (where it has one), mods[2v + 1] w2's. */
static int load_gemms(moe_gpu *g, const char *dir)
{
    for (int v = 0; v < MOE_NUM_VARIANTS; v++) {
        char stem[64];
        for (int w = !moe_variant_has_w1(v); w < 2; w++) {
            moe_variant_stem(v, w, stem, sizeof stem);
            if (moe_load_tile(g, dir, stem, moe_variant_kernel(v, w), &g->mods[2 * v + w],
                              &g->gemm[w][v]))
                return 1;
        }
    }
    return 0;
}

static int load_kernels(moe_gpu *g, const char *dir)
{
    size_t size = 0;
    char *routing = moe_read_file(dir, "routing.cu", &size);
    cuTileModule *m = &g->mods[2 * MOE_NUM_VARIANTS]; /* routing, util */
    int bad = !routing || load_gemms(g, dir) ||
              load_cuda(g, "routing.cu", routing, size, &m[0]) ||
              load_cuda(g, "moe_util.cu", util_source, sizeof util_source - 1, &m[1]) ||
              TL(cuTileModuleGetKernel(m[0], "moe_topk_softmax", &g->topk)) ||
              TL(cuTileModuleGetKernel(m[0], "moe_align_block_size", &g->align)) ||
              TL(cuTileModuleGetKernel(m[0], "moe_route", &g->route)) ||
              TL(cuTileModuleGetKernel(m[0], "moe_permute", &g->permute)) ||
              TL(cuTileModuleGetKernel(m[0], "moe_combine", &g->combine)) ||
              TL(cuTileModuleGetKernel(m[1], "fill_bf16", &g->fill_bf16)) ||
              TL(cuTileModuleGetKernel(m[1], "fill_f32", &g->fill_f32)) ||
              TL(cuTileModuleGetKernel(m[1], "fill_e4m3", &g->fill_e4m3)) ||
              TL(cuTileModuleGetKernel(m[1], "fill_scale", &g->fill_scale));
    free(routing);
    return bad;
}

int moe_gpu_open(const char *dir, moe_gpu **out)
{
    return moe_gpu_open_device(dir, 0, out);
}

int moe_gpu_open_device(const char *dir, int device, moe_gpu **out)
{
    moe_gpu *g = calloc(1, sizeof *g);
    if (!g) {
        fprintf(stderr, "moe: out of memory\n");
        return 1;
    }
    if (cuda_driver_open(&g->d) || g->d.cuInit(0) != CUDA_SUCCESS ||
        g->d.cuDeviceGet(&g->dev, device) != CUDA_SUCCESS) {
        free(g);
        return 2;
    }
    if (CU(cuDevicePrimaryCtxRetain(&g->cctx, g->dev))) {
        free(g);
        return 1;
    }
    g->retained = 1;
    const char *pdl = getenv("MOE_PDL");
    g->launch = (cuTileLaunchOptions){.struct_size = sizeof g->launch,
                                      .programmatic_dependent_launch = pdl && !strcmp(pdl, "1")};
    int bad = CU(cuCtxSetCurrent(g->cctx)) ||
              CU(cuDeviceGetAttribute(&g->sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, g->dev)) ||
              TL(cuTileContextCreateOnDevice(&g->ctx, device, NULL)) || load_kernels(g, dir);
    for (int i = 0; i < 7 && !bad; i++)
        bad = CU(cuEventCreate(&g->ev[i], CU_EVENT_DEFAULT));
    if (bad) {
        moe_gpu_close(g);
        return 1;
    }
    *out = g;
    return 0;
}

static void free_buffers(moe_gpu *g, int weights_too)
{
#define X_(b)                                                                                  \
    if (g->b && (weights_too || (&g->b != &g->w1 && &g->b != &g->w2))) {                        \
        CU(cuMemFree_v2(g->b));                                                                \
        g->b = 0;                                                                              \
    }
    BUFFERS(X_)
#undef X_
    if (weights_too)
        g->weight_bytes[0] = g->weight_bytes[1] = 0;
}

void moe_gpu_close(moe_gpu *g)
{
    if (!g)
        return;
    if (g->ctx)
        CU(cuCtxSynchronize());
    free_buffers(g, 1);
    for (int i = 0; i < 7; i++)
        if (g->ev[i])
            CU(cuEventDestroy_v2(g->ev[i]));
    for (size_t i = 0; i < sizeof g->mods / sizeof g->mods[0]; i++)
        cuTileModuleUnload(g->mods[i]);
    cuTileContextDestroy(g->ctx);
    if (g->retained)
        CU(cuDevicePrimaryCtxRelease_v2(g->dev));
    free(g);
}

/* ---- buffers ---- */

int moe_alloc(moe_gpu *g, CUdeviceptr *p, size_t bytes)
{
    return CU(cuMemAlloc_v2(p, bytes ? bytes : 16));
}

/* Device-made inputs: uniform in [-scale, scale). */
int moe_fill(moe_gpu *g, CUdeviceptr p, size_t n, unsigned seed, float scale, int bf16)
{
    long long count = (long long)n;
    void *params[4] = {&p, &count, &seed, &scale};
    uint32_t grid[3] = {1024, 1, 1}, block[3] = {256, 1, 1};
    return TL(cuTileLaunchCuda(bf16 ? g->fill_bf16 : g->fill_f32, grid, block, 0, params, NULL));
}

int moe_upload(moe_gpu *g, CUdeviceptr p, const void *src, size_t bytes)
{
    return CU(cuMemcpyHtoD_v2(p, src, bytes));
}

/* The variants of a setup: `want` when given (checked: indices in range, one TILE_M, a w1
 * export for w1's), else the rule's. */
static int choose_variants(moe_gpu *g, const moe_shape *s, const int want[2])
{
    if (!want) {
        moe_pick_layer(s, g->sms, g->variant);
    } else if (want[0] < 0 || want[0] >= MOE_NUM_VARIANTS || want[1] < 0 ||
               want[1] >= MOE_NUM_VARIANTS ||
               moe_variants[want[0]].tile_m != moe_variants[want[1]].tile_m ||
               !moe_variant_has_w1(want[0])) {
        fprintf(stderr, "moe: variants %d, %d: not two of the %d with one TILE_M, the first "
                "with a w1 export\n", want[0], want[1], MOE_NUM_VARIANTS);
        return 1;
    } else {
        g->variant[0] = want[0], g->variant[1] = want[1];
    }
    return 0;
}

void moe_gpu_variants(const moe_gpu *g, int v[2])
{
    v[0] = g->variant[0], v[1] = g->variant[1];
}

int moe_setup_tokens(moe_gpu *g, const moe_shape *s, const moe_host *h, int block_m,
                     int bf16_rows, int keep_weights)
{
    if (s->H % 16 || s->I % 16) {
        fprintf(stderr, "moe: H = %d, I = %d: the GEMMs' exports want multiples of 16\n", s->H,
                s->I);
        return 1;
    }
    if (s->E > MOE_MAX_EXPERTS) {
        fprintf(stderr, "moe: E = %d: the top-k kernel holds at most %d experts\n", s->E,
                MOE_MAX_EXPERTS);
        return 1;
    }
    size_t T = (size_t)s->T, E = (size_t)s->E, k = (size_t)s->k, H = (size_t)s->H,
           I = (size_t)s->I, numel = T * k;
    free_buffers(g, !keep_weights);
    g->s = *s;
    g->setup_T = s->T;
    g->block_m = block_m;
    g->max_blocks = moe_max_blocks(s, block_m);
    size_t rows = (size_t)g->max_blocks * (size_t)block_m;
    if (moe_alloc(g, &g->logits, T * E * 4) || moe_alloc(g, &g->x, T * H * 2) ||
        moe_alloc(g, &g->ids, numel * 4) || moe_alloc(g, &g->w, numel * 4) ||
        moe_alloc(g, &g->sorted, rows * 4) || moe_alloc(g, &g->bexp, (size_t)g->max_blocks * 4) ||
        moe_alloc(g, &g->npp, 4) || moe_alloc(g, &g->rowof, numel * 4) ||
        moe_alloc(g, &g->c2, numel * H * 2) || moe_alloc(g, &g->out, T * H * 2) ||
        (bf16_rows && (moe_alloc(g, &g->xp, rows * H * 2) || moe_alloc(g, &g->act, rows * I * 2))))
        return 1;
    /* Poison: 0xff bytes are −1 as int32, NaN as f32 and bf16. */
    CUdeviceptr outs[] = {g->ids,        g->w,      g->sorted, g->bexp,      g->npp,
                          g->rowof,      g->c2,     g->out,    g->act};
    size_t sizes[] = {numel * 4, numel * 4,     rows * 4,  (size_t)g->max_blocks * 4, 4,
                      numel * 4, numel * H * 2, T * H * 2, rows * I * 2};
    for (size_t i = 0; i < sizeof outs / sizeof outs[0]; i++)
        if (outs[i] && CU(cuMemsetD8_v2(outs[i], 0xff, sizes[i])))
            return 1;
    /* The permuted rows: zeros, which the padding rows keep until routed rows land there
     * (moe_permute writes only those; the GEMMs drop what they compute from padding rows). */
    if (g->xp && CU(cuMemsetD8_v2(g->xp, 0, rows * H * 2)))
        return 1;
    if (h) /* the arrays h has; a caller writes the others through moe_gpu_io */
        return (h->logits && moe_upload(g, g->logits, h->logits, T * E * 4)) ||
               (h->x && moe_upload(g, g->x, h->x, T * H * 2));
    return moe_fill(g, g->logits, T * E, 1, 2.0f, 0) || moe_fill(g, g->x, T * H, 2, 1.0f, 1);
}

int moe_gpu_setup(moe_gpu *g, const moe_shape *s, const moe_host *h, const int variants[2])
{
    if (choose_variants(g, s, variants))
        return 1;
    size_t E = (size_t)s->E, H = (size_t)s->H, I = (size_t)s->I;
    size_t wb[2] = {E * 2 * I * H * 2, E * H * I * 2};
    int keep = !h && g->weight_bytes[0] == wb[0] && g->weight_bytes[1] == wb[1] &&
               g->s.E == s->E && g->s.H == s->H && g->s.I == s->I;
    if (moe_setup_tokens(g, s, h, moe_variants[g->variant[0]].tile_m, 1, keep) ||
        (!keep && (moe_alloc(g, &g->w1, wb[0]) || moe_alloc(g, &g->w2, wb[1]))))
        return 1;
    g->weight_bytes[0] = wb[0], g->weight_bytes[1] = wb[1];
    if (h) /* the arrays h has; a caller writes the others through moe_gpu_io */
        return (h->w1 && moe_upload(g, g->w1, h->w1, wb[0])) ||
               (h->w2 && moe_upload(g, g->w2, h->w2, wb[1]));
    return (!keep && (moe_fill(g, g->w1, wb[0] / 2, 3, 1.0f / sqrtf((float)H), 1) ||
                      moe_fill(g, g->w2, wb[1] / 2, 4, 1.0f / sqrtf((float)I), 1))) ||
           CU(cuCtxSynchronize());
}

/* ---- the layer ---- */

cuTileArg moe_arg_array(CUdeviceptr p, cuTileDType t, int rank, const int64_t *shape)
{
    cuTileArg a = {.kind = CUTILE_ARG_ARRAY};
    a.u.array.data = p;
    a.u.array.dtype = t;
    a.u.array.rank = rank;
    int64_t stride = 1;
    for (int i = rank - 1; i >= 0; i--) {
        a.u.array.shape[i] = shape[i];
        a.u.array.strides[i] = stride;
        stride *= shape[i];
    }
    return a;
}

cuTileArg moe_arg_int(int64_t v)
{
    cuTileArg a = {.kind = CUTILE_ARG_INT64};
    a.u.i64 = v;
    return a;
}

/* The w1 GEMM with silu-and-mul in variant v: act = silu(xp @ W1[e, :I]^T) · (xp @ W1[e, I:]^T),
 * rows in block order; W1 [E, 2I, H] passed as [E, 2, I, H]; TILE_N / 2 columns of each half
 * per block. Both GEMMs' grids have the alignment's upper bound of blocks (a graph replays one
 * grid for any routing); the blocks past num_post_padded skip their K loop (kernels.py). */
static int gemm_w1(moe_gpu *g, int v)
{
    int64_t rows = (int64_t)g->max_blocks * g->block_m, H = g->s.H, I = g->s.I;
    int64_t half = moe_variants[v].tile_n / 2;
    int64_t as[2] = {rows, H}, ws[4] = {g->s.E, 2, I, H}, os[2] = {rows, I};
    cuTileArg args[5] = {
        moe_arg_array(g->xp, CUTILE_DTYPE_BF16, 2, as),
        moe_arg_array(g->w1, CUTILE_DTYPE_BF16, 4, ws),
        moe_arg_array(g->act, CUTILE_DTYPE_BF16, 2, os),
        moe_arg_array(g->bexp, CUTILE_DTYPE_I32, 1, (const int64_t[]){g->max_blocks}),
        moe_arg_array(g->npp, CUTILE_DTYPE_I32, 1, (const int64_t[]){1})};
    uint32_t grid[3] = {(uint32_t)g->max_blocks, (uint32_t)((I + half - 1) / half), 1};
    return TL(LAUNCH_TILE(g->gemm[0][v], grid, args, 5));
}

/* The w2 GEMM in variant v: C2[flat] = act-row @ W2[e]^T · w[flat], scattered by flat id. */
static int gemm_w2(moe_gpu *g, int v)
{
    int64_t numel = (int64_t)g->s.T * g->s.k, rows = (int64_t)g->max_blocks * g->block_m;
    int64_t H = g->s.H, I = g->s.I, tile_n = moe_variants[v].tile_n;
    int64_t as[2] = {rows, I}, ws[3] = {g->s.E, H, I}, cs[2] = {numel, H};
    cuTileArg args[8] = {
        moe_arg_array(g->act, CUTILE_DTYPE_BF16, 2, as),
        moe_arg_array(g->w2, CUTILE_DTYPE_BF16, 3, ws),
        moe_arg_array(g->c2, CUTILE_DTYPE_BF16, 2, cs),
        moe_arg_array(g->w, CUTILE_DTYPE_F32, 1, &numel),
        moe_arg_array(g->sorted, CUTILE_DTYPE_I32, 1, &rows),
        moe_arg_array(g->bexp, CUTILE_DTYPE_I32, 1, (const int64_t[]){g->max_blocks}),
        moe_arg_array(g->npp, CUTILE_DTYPE_I32, 1, (const int64_t[]){1}),
        moe_arg_int(numel)};
    uint32_t grid[3] = {(uint32_t)g->max_blocks, (uint32_t)((H + tile_n - 1) / tile_n), 1};
    return TL(LAUNCH_TILE(g->gemm[1][v], grid, args, 8));
}

/* x's rows into block order: each token's row to its top_k rows of the alignment, a warp a
 * chunk of 128 pieces of 16 bytes (routing.cu moe_permute; padding rows keep what they hold:
 * xp is zeroed at setup). */
static int permute_rows(moe_gpu *g)
{
    int T = g->s.T, k = g->s.k, bytes = 2 * g->s.H;
    long long warps = (long long)T * ((bytes / 16 + 127) / 128);
    void *params[6] = {&g->rowof, &T, &k, &g->x, &bytes, &g->xp};
    uint32_t grid[3] = {(uint32_t)((warps + 7) / 8), 1, 1}, block[3] = {256, 1, 1};
    return TL(LAUNCH_CUDA(g->permute, grid, block, 0, params));
}

/* Top-k softmax: one warp per token, four tokens per block (routing.cu). */
int moe_gpu_topk(moe_gpu *g, uint64_t logits, uint64_t ids, uint64_t w, int T, int E, int k,
                 void *stream)
{
    int renormalize = 1;
    CUdeviceptr l = logits, i = ids, p = w;
    void *topk[7] = {&l, &T, &E, &k, &renormalize, &i, &p};
    uint32_t grid[3] = {(uint32_t)((T + 3) / 4), 1, 1}, block[3] = {128, 1, 1};
    return TL(cuTileLaunchCudaEx(g->topk, grid, block, 0, topk, stream, &g->launch));
}

/* Top-k (unless the routing is given: moe_gpu_enqueue_routed), then align: blocks of 1024
 * threads, one per 1024 pairs up to one per SM, each with count, before, cursor and offset
 * arrays ((4·E + 1) ints) in shared memory (routing.cu). When align takes one block and that
 * block's 32 warps rank every token in one round (a warp a token), both run in that block
 * (moe_route): the second launch and its wait on the first cost about as much as the work;
 * `mid` (the stages' split) then comes before it, and the align stage holds both. */
int moe_routing(moe_gpu *g, CUevent mid)
{
    int T = g->s.T, E = g->s.E, k = g->s.k, numel = T * k, bm = g->block_m, renormalize = 1;
    void *align[9] = {&g->ids,    &numel,   &E,     &bm,      &g->max_blocks,
                      &g->sorted, &g->bexp, &g->npp, &g->rowof};
    void *route[13] = {&g->logits, &T,      &E,       &k,      &renormalize,
                       &g->ids,    &g->w,   &bm,      &g->max_blocks,
                       &g->sorted, &g->bexp, &g->npp, &g->rowof};
    int blocks = (numel + 1023) / 1024;
    uint32_t grid[3] = {(uint32_t)(blocks < g->sms ? blocks : g->sms), 1, 1};
    uint32_t wide[3] = {1024, 1, 1}, smem = (uint32_t)(4 * E + 1) * 4;
    if (!g->routed && blocks == 1 && T <= 1024 / 32)
        return (mid && CU(cuEventRecord(mid, g->stream))) ||
               TL(LAUNCH_CUDA(g->route, grid, wide, smem, route));
    return (!g->routed && moe_gpu_topk(g, g->logits, g->ids, g->w, T, E, k, g->stream)) ||
           (mid && CU(cuEventRecord(mid, g->stream))) ||
           TL(LAUNCH_CUDA(g->align, grid, wide, smem, align));
}

int moe_combine(moe_gpu *g, CUdeviceptr y, int slots)
{
    int T = g->s.T, H = g->s.H;
    CUdeviceptr no_weights = 0; /* applied in the w2 GEMM already */
    void *params[6] = {&y, &no_weights, &g->out, &T, &slots, &H};
    long long n = (long long)T * ((H + 7) / 8); /* one thread per eight outputs */
    uint32_t grid[3] = {(uint32_t)((n + 127) / 128), 1, 1}, block[3] = {128, 1, 1};
    return TL(LAUNCH_CUDA(g->combine, grid, block, 0, params));
}

/* The layer's launches on `stream`, with events between the stages when `timed`. */
static int launch_layer(moe_gpu *g, CUstream stream, int timed)
{
    CUevent *ev = g->ev;
    g->stream = stream;
#define MARK(i) (timed && CU(cuEventRecord(ev[i], stream)))
    int bad = MARK(0) || moe_routing(g, timed ? ev[1] : NULL) || MARK(2) ||
              permute_rows(g) || MARK(3) || gemm_w1(g, g->variant[0]) || MARK(4) ||
              gemm_w2(g, g->variant[1]) || MARK(5) || moe_combine(g, g->c2, g->s.k) || MARK(6);
#undef MARK
    g->stream = NULL;
    return bad;
}

int moe_gpu_enqueue(moe_gpu *g, void *stream)
{
    return launch_layer(g, (CUstream)stream, 0);
}

int moe_gpu_enqueue_routed(moe_gpu *g, void *stream)
{
    g->routed = 1;
    int bad = launch_layer(g, (CUstream)stream, 0);
    g->routed = 0;
    return bad;
}

int moe_gpu_set_tokens(moe_gpu *g, int T)
{
    if (T < 1 || T > g->setup_T) {
        fprintf(stderr, "moe: %d tokens: the setup holds 1 … %d\n", T, g->setup_T);
        return 1;
    }
    g->s.T = T;
    g->max_blocks = moe_max_blocks(&g->s, g->block_m);
    return 0;
}

int moe_stage_times(moe_gpu *g, const CUevent *ev, int stages, float *ms)
{
    if (!ms)
        return CU(cuCtxSynchronize());
    if (CU(cuEventSynchronize(ev[stages])))
        return 1;
    for (int i = 0; i < stages; i++)
        if (CU(cuEventElapsedTime(&ms[i], ev[i], ev[i + 1])))
            return 1;
    return 0;
}

int moe_gpu_run(moe_gpu *g, float ms[6])
{
    return launch_layer(g, NULL, ms != NULL) || moe_stage_times(g, g->ev, 6, ms);
}

void moe_gpu_io(const moe_gpu *g, uint64_t p[5])
{
    p[0] = g->logits, p[1] = g->x, p[2] = g->w1, p[3] = g->w2, p[4] = g->out;
}

void moe_gpu_routing_io(const moe_gpu *g, uint64_t p[2])
{
    p[0] = g->ids, p[1] = g->w;
}

/* ---- reading back ---- */

int moe_download(moe_gpu *g, void **dst, CUdeviceptr src, size_t bytes)
{
    if (!*dst && !(*dst = malloc(bytes ? bytes : 1))) {
        fprintf(stderr, "moe: out of memory (%zu bytes)\n", bytes);
        return 1;
    }
    return CU(cuMemcpyDtoH_v2(*dst, src, bytes));
}

int moe_gpu_read(moe_gpu *g, moe_host *h, int intermediates)
{
    size_t T = (size_t)g->s.T, numel = T * g->s.k, H = (size_t)g->s.H, I = (size_t)g->s.I;
    size_t rows = (size_t)g->max_blocks * (size_t)g->block_m;
    h->block_m = g->block_m;
    h->c2_parts = 1;
    if (CU(cuCtxSynchronize()) || moe_download(g, (void **)&h->topk_ids, g->ids, numel * 4) ||
        moe_download(g, (void **)&h->topk_w, g->w, numel * 4) ||
        moe_download(g, (void **)&h->sorted_ids, g->sorted, rows * 4) ||
        moe_download(g, (void **)&h->block_expert, g->bexp, (size_t)g->max_blocks * 4) ||
        moe_download(g, (void **)&h->row_of, g->rowof, numel * 4) ||
        CU(cuMemcpyDtoH_v2(&h->num_post_padded, g->npp, 4)) ||
        moe_download(g, (void **)&h->out, g->out, T * H * 2))
        return 1;
    return intermediates && (moe_download(g, (void **)&h->xp, g->xp, rows * H * 2) ||
                             moe_download(g, (void **)&h->act, g->act, rows * I * 2) ||
                             moe_download(g, (void **)&h->c2, g->c2, numel * H * 2));
}

int moe_gpu_read_inputs(moe_gpu *g, moe_host *h)
{
    size_t T = (size_t)g->s.T, E = (size_t)g->s.E, H = (size_t)g->s.H;
    return moe_download(g, (void **)&h->logits, g->logits, T * E * 4) ||
           moe_download(g, (void **)&h->x, g->x, T * H * 2) ||
           (!h->w1 && moe_download(g, (void **)&h->w1, g->w1, g->weight_bytes[0])) ||
           (!h->w2 && moe_download(g, (void **)&h->w2, g->w2, g->weight_bytes[1]));
}
