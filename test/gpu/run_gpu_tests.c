/*
 * run_gpu_tests.c — the path from PTX to a running kernel on a real GPU: hand-written PTX
 * (test/unit/ptx_kernels.h) linked by src/build and src/toolkit for the device's target, loaded by
 * src/launch, launched through the public API with typed and raw arguments, and checked
 * element by element against the CPU on fresh random inputs with poisoned outputs. Also:
 * argument violations launch nothing, launches from a thread with no current context, on
 * streams, from several threads, captured into a CUDA graph; load-time refusals; a bytecode
 * module through cuTileLoadModule once the compiler can lower it; a CUDA C++ source through
 * cuTileLoadCudaModule and cuTileLaunchCuda; a programmatic dependent launch (producer and
 * consumer, every element checked); and the host cost of a
 * launch (skipped, with the threads, when CUTILE_GPU_TEST_QUICK is set).
 *
 * Exit status: 0 passed, 1 failed, 77 skipped (no CUDA driver or GPU: it says so on stdout).
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpu_driver.h"
#include "launch/launch.h"
#include "toolkit/jitlink.h"
#include "ptx_kernels.h"
#include "test.h"
#include "tile_args.h"

static const ct_cuda *cu;
static cuTileContext ctx;
static const ct_target *target;

#define CU_OK(call)                                                                            \
    do {                                                                                       \
        CUresult r_ = (call);                                                                  \
        ct_test_checks++;                                                                      \
        if (r_) {                                                                              \
            ct_test_failures++;                                                                \
            fprintf(stderr, "%s:%d: %s failed: CUDA error %d\n", __FILE__, __LINE__, #call,    \
                    r_);                                                                       \
        }                                                                                      \
    } while (0)

#define ST_OK(call)                                                                            \
    do {                                                                                       \
        cuTileStatus s_ = (call);                                                              \
        ct_test_checks++;                                                                      \
        if (s_) {                                                                              \
            ct_test_failures++;                                                                \
            fprintf(stderr, "%s:%d: %s failed: %s: %s\n", __FILE__, __LINE__, #call,           \
                    cuTileGetErrorString(s_), cuTileGetLastErrorMessage());                    \
        }                                                                                      \
    } while (0)

static void push(void) { CU_OK(cu->cuCtxPushCurrent(ctx->cu_ctx)); }
static void pop(void)
{
    CUcontext c;
    CU_OK(cu->cuCtxPopCurrent(&c));
}

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

/* Uniform in [-1, 1): fresh on every run (seeded from the clock in main). */
static float rnd(void) { return (float)rand() / ((float)RAND_MAX + 1.0f) * 2.0f - 1.0f; }

/* ---- the module: link the PTX for the device, load it with its metadata ---- */

static ct_kernel_param params_axpy[10], params_fill[4];

static void describe(ct_kernel_param *p, const char *layout)
{
    for (int i = 0; layout[i]; i++) {
        p[i] = (ct_kernel_param){.facts.div_by = 1, .used = true};
        if (layout[i] == 'p')
            p[i].kind = CT_PARAM_PTR, p[i].size = 8, p[i].dtype = CT_S_F32;
        else if (layout[i] == '4')
            p[i].kind = CT_PARAM_INT, p[i].size = 4, p[i].dtype = CT_S_I32;
        else
            p[i].kind = CT_PARAM_FLOAT, p[i].size = 4, p[i].dtype = CT_S_F32;
    }
}

static ct_kernel_info kernel_info(const char *name, uint32_t block, uint32_t smem)
{
    int axpy = strcmp(name, PTX_AXPY_NAME) == 0;
    return (ct_kernel_info){.name = name, .block_dim = {block, 1, 1}, .dyn_smem = smem,
                            .cluster_dim = {1, 1, 1}, .nparams = axpy ? 10 : 4,
                            .params = axpy ? params_axpy : params_fill};
}

static int link_for(const char *arch, const ct_target *t, ct_buf *cubin)
{
    char ptx[8192];
    int n = ptx_test_module(ptx, sizeof ptx, arch, t->ptx_major, t->ptx_minor);
    ct_link_input in = {ptx, (size_t)n, "ptx_kernels.h"};
    ct_link_options o = {.arch = arch, .opt_level = 3};
    ct_diag d = {0};
    ct_buf_init(cubin, NULL);
    if (ct_link_ptx(&in, 1, &o, cubin, NULL, &d)) {
        fprintf(stderr, "link for %s: %s\n", arch, d.msg);
        return -1;
    }
    return 0;
}

static cuTileModule load(const ct_buf *cubin, const ct_kernel_info *k, uint32_t n,
                         ct_diag *d)
{
    cuTileModule m = NULL;
    ct_gpu_module_load(ctx, cubin->data, cubin->len, k, n, &m, d);
    return m;
}

/* ---- tests ---- */

typedef struct bufs {
    size_t n;
    CUdeviceptr a, b, c;
    float *ha, *hb, *hc, *want;
} bufs;

static void poison(CUdeviceptr p, size_t bytes) { CU_OK(drv.cuMemsetD8_v2(p, 0xff, bytes)); }

static size_t count_mismatch_f32(const float *got, const float *want, size_t n)
{
    size_t bad = 0;
    for (size_t i = 0; i < n; i++)
        bad += !(got[i] == want[i]); /* NaN (the poison) never passes */
    return bad;
}

static size_t count_not_i32(const int32_t *got, int32_t want, size_t n)
{
    size_t bad = 0;
    for (size_t i = 0; i < n; i++)
        bad += got[i] != want;
    return bad;
}

/* axpy through cuTileLaunch from a thread with no current CUDA context. */
static void test_axpy(cuTileKernel k, bufs *b)
{
    float alpha = rnd() * 4.0f;
    for (size_t i = 0; i < b->n; i++) {
        b->ha[i] = rnd(), b->hb[i] = rnd();
        b->want[i] = fmaf(alpha, b->ha[i], b->hb[i]); /* the kernel's fma.rn.f32 */
    }
    push();
    CU_OK(drv.cuMemcpyHtoD_v2(b->a, b->ha, b->n * 4));
    CU_OK(drv.cuMemcpyHtoD_v2(b->b, b->hb, b->n * 4));
    poison(b->c, b->n * 4);
    CU_OK(drv.cuCtxSynchronize());
    pop();
    /* What the driver itself does with a CUfunction and no current context (informative: the
     * library launches again with the kernel's context pushed if the driver refuses). */
    CUcontext none = NULL;
    CU_OK(cu->cuCtxGetCurrent(&none));
    CHECK(none == NULL);
    CUdeviceptr pa = b->a, pb = b->b, pc = b->c;
    uint32_t n32 = (uint32_t)b->n, one = 1;
    void *raw[10] = {&pa, &n32, &one, &pb, &n32, &one, &pc, &n32, &one, &alpha};
    CUresult direct = cu->cuLaunchKernel(k->fn, 1, 1, 1, PTX_BLOCK, 1, 1, 0, NULL, raw, NULL);
    printf("driver: cuLaunchKernel with no current context: %s (%d)\n",
           direct ? "refused" : "accepted", direct);
    cuTileArg args[4] = {TILE_ARRAY(b->a, CUTILE_DTYPE_F32, b->n),
                         TILE_ARRAY(b->b, CUTILE_DTYPE_F32, b->n),
                         TILE_ARRAY(b->c, CUTILE_DTYPE_F32, b->n),
                         {.kind = CUTILE_ARG_FLOAT64, .u.f64 = alpha}};
    uint32_t grid[3] = {(uint32_t)((b->n + PTX_BLOCK - 1) / PTX_BLOCK), 1, 1};
    ST_OK(cuTileLaunch(k, grid, args, 4, NULL));
    push();
    CU_OK(drv.cuCtxSynchronize());
    CU_OK(drv.cuMemcpyDtoH_v2(b->hc, b->c, b->n * 4));
    pop();
    size_t bad = count_mismatch_f32(b->hc, b->want, b->n);
    CHECK_EQ_INT(bad, 0);
    printf("axpy: %zu elements, alpha %g, %zu wrong\n", b->n, alpha, bad);

    /* A broken assumption (16-byte alignment) launches nothing. */
    push();
    poison(b->c, b->n * 4);
    CU_OK(drv.cuCtxSynchronize());
    pop();
    args[0].u.array.data = b->a + 4;
    args[0].u.array.shape[0] = (int64_t)b->n - 1;
    CHECK_EQ_INT(cuTileLaunch(k, grid, args, 4, NULL), CUTILE_ERROR_LAUNCH_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "args[0]: data pointer");
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "16-byte aligned");
    args[0] = TILE_ARRAY(b->a, CUTILE_DTYPE_F16, b->n);
    CHECK_EQ_INT(cuTileLaunch(k, grid, args, 4, NULL), CUTILE_ERROR_LAUNCH_ARGUMENT);
    args[0] = TILE_ARRAY(b->a, CUTILE_DTYPE_F32, b->n);
    CHECK_EQ_INT(cuTileLaunch(k, grid, args, 3, NULL), CUTILE_ERROR_LAUNCH_ARGUMENT);
    uint32_t no_grid[3] = {0, 1, 1};
    CHECK_EQ_INT(cuTileLaunch(k, no_grid, args, 4, NULL), CUTILE_ERROR_INVALID_ARGUMENT);
    push();
    CU_OK(drv.cuCtxSynchronize());
    CU_OK(drv.cuMemcpyDtoH_v2(b->hc, b->c, b->n * 4));
    pop();
    uint32_t first;
    memcpy(&first, b->hc, 4);
    CHECK_EQ_INT(first, 0xffffffffu);
    CHECK_EQ_INT(count_mismatch_f32(b->hc, b->want, b->n), b->n); /* untouched poison */
}

/* fill: int scalars, raw launches, streams. */
static void test_fill(cuTileKernel k, bufs *b)
{
    int32_t *h = (int32_t *)b->hc;
    uint32_t grid[3] = {(uint32_t)((b->n + PTX_BLOCK - 1) / PTX_BLOCK), 1, 1};
    int32_t v = -123456 - rand() % 1000;
    cuTileArg args[2] = {TILE_ARRAY(b->c, CUTILE_DTYPE_I32, b->n), {.kind = CUTILE_ARG_INT64,
                                                                    .u.i64 = v}};
    push();
    CUstream s;
    CU_OK(drv.cuStreamCreate(&s, 0));
    poison(b->c, b->n * 4);
    CU_OK(drv.cuCtxSynchronize());
    ST_OK(cuTileLaunch(k, grid, args, 2, s));
    CU_OK(drv.cuStreamSynchronize(s));
    CU_OK(drv.cuMemcpyDtoH_v2(h, b->c, b->n * 4));
    CHECK_EQ_INT(count_not_i32(h, v, b->n), 0);

    /* An int that does not fit the kernel's int32. */
    args[1].u.i64 = INT64_C(1) << 40;
    CHECK_EQ_INT(cuTileLaunch(k, grid, args, 2, s), CUTILE_ERROR_LAUNCH_ARGUMENT);

    /* Raw: the parameters as the PTX declares them. */
    CUdeviceptr p = b->c;
    uint32_t n32 = (uint32_t)b->n, one = 1;
    int32_t v2 = 4242;
    void *params[4] = {&p, &n32, &one, &v2};
    poison(b->c, b->n * 4);
    ST_OK(cuTileLaunchRaw(k, grid, params, s));
    CU_OK(drv.cuStreamSynchronize(s));
    CU_OK(drv.cuMemcpyDtoH_v2(h, b->c, b->n * 4));
    CHECK_EQ_INT(count_not_i32(h, v2, b->n), 0);
    CU_OK(drv.cuStreamDestroy_v2(s));
    pop();
    printf("fill: typed and raw launches on a stream checked\n");
}

/* A launch captured into a graph runs when the graph does. */
static void test_graph(cuTileKernel k, bufs *b)
{
    int32_t *h = (int32_t *)b->hc;
    uint32_t grid[3] = {(uint32_t)((b->n + PTX_BLOCK - 1) / PTX_BLOCK), 1, 1};
    cuTileArg args[2] = {TILE_ARRAY(b->c, CUTILE_DTYPE_I32, b->n), {.kind = CUTILE_ARG_INT64,
                                                                    .u.i64 = 777}};
    push();
    CUstream s;
    CUgraph g = NULL;
    CUgraphExec e = NULL;
    CU_OK(drv.cuStreamCreate(&s, 1 /* non-blocking: capture needs no legacy stream */));
    CU_OK(drv.cuStreamBeginCapture_v2(s, 1 /* CU_STREAM_CAPTURE_MODE_THREAD_LOCAL */));
    ST_OK(cuTileLaunch(k, grid, args, 2, s));
    CU_OK(drv.cuStreamEndCapture(s, &g));
    CU_OK(drv.cuGraphInstantiateWithFlags(&e, g, 0));
    poison(b->c, b->n * 4);
    CU_OK(drv.cuCtxSynchronize());
    CU_OK(drv.cuGraphLaunch(e, s));
    CU_OK(drv.cuStreamSynchronize(s));
    CU_OK(drv.cuMemcpyDtoH_v2(h, b->c, b->n * 4));
    CHECK_EQ_INT(count_not_i32(h, 777, b->n), 0);
    if (e)
        CU_OK(drv.cuGraphExecDestroy(e));
    if (g)
        CU_OK(drv.cuGraphDestroy(g));
    CU_OK(drv.cuStreamDestroy_v2(s));
    pop();
    printf("graph: captured launch replayed and checked\n");
}

/* Several threads launch the same kernel on their own streams and buffers. */
typedef struct worker {
    cuTileKernel k;
    CUdeviceptr buf;
    size_t n;
    int32_t value;
    int failures;
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    uint32_t grid[3] = {(uint32_t)((w->n + PTX_BLOCK - 1) / PTX_BLOCK), 1, 1};
    CUstream s;
    if (cu->cuCtxPushCurrent(ctx->cu_ctx) || drv.cuStreamCreate(&s, 1)) {
        w->failures++;
        return NULL;
    }
    for (int i = 0; i < 500; i++) {
        cuTileArg args[2] = {TILE_ARRAY(w->buf, CUTILE_DTYPE_I32, w->n),
                             {.kind = CUTILE_ARG_INT64, .u.i64 = w->value + (i == 499 ? 1 : 0)}};
        w->failures += cuTileLaunch(w->k, grid, args, 2, s) != CUTILE_SUCCESS;
    }
    w->failures += drv.cuStreamSynchronize(s) != 0;
    drv.cuStreamDestroy_v2(s);
    CUcontext c;
    cu->cuCtxPopCurrent(&c);
    return NULL;
}

static void test_threads(cuTileKernel k)
{
    enum { T = 4, N = 100000 };
    worker w[T];
    pthread_t th[T];
    push();
    for (int i = 0; i < T; i++) {
        w[i] = (worker){k, 0, N, 1000 * (i + 1), 0};
        CU_OK(drv.cuMemAlloc_v2(&w[i].buf, N * 4));
    }
    pop();
    for (int i = 0; i < T; i++)
        CHECK(pthread_create(&th[i], NULL, work, &w[i]) == 0);
    for (int i = 0; i < T; i++)
        pthread_join(th[i], NULL);
    int32_t *h = malloc(N * 4);
    push();
    for (int i = 0; i < T; i++) {
        CHECK_EQ_INT(w[i].failures, 0);
        CU_OK(drv.cuMemcpyDtoH_v2(h, w[i].buf, N * 4));
        CHECK_EQ_INT(count_not_i32(h, w[i].value + 1, N), 0);
        CU_OK(drv.cuMemFree_v2(w[i].buf));
    }
    pop();
    free(h);
    printf("threads: %d threads × 500 launches checked\n", T);
}

/* Host time per launch: cuTileLaunch (typed, checked), cuTileLaunchRaw, and cuLaunchKernel
 * directly, on one stream, never waiting inside the loop. */
static void test_overhead(cuTileKernel k, bufs *b)
{
    enum { N = 20000 };
    uint32_t grid[3] = {1, 1, 1};
    cuTileArg args[2] = {TILE_ARRAY(b->c, CUTILE_DTYPE_I32, 128),
                         {.kind = CUTILE_ARG_INT64, .u.i64 = 1}};
    CUdeviceptr p = b->c;
    uint32_t n = 128, one = 1;
    int32_t v = 1;
    void *params[4] = {&p, &n, &one, &v};
    push();
    CUstream s;
    CU_OK(drv.cuStreamCreate(&s, 1));
    double t[3];
    for (int pass = 0; pass < 2; pass++) { /* the first pass warms up */
        for (int kind = 0; kind < 3; kind++) {
            CU_OK(drv.cuStreamSynchronize(s));
            double t0 = now_us();
            int errors = 0;
            for (int i = 0; i < N; i++)
                errors += kind == 0   ? cuTileLaunch(k, grid, args, 2, s) != 0
                          : kind == 1 ? cuTileLaunchRaw(k, grid, params, s) != 0
                                      : cu->cuLaunchKernel(k->fn, 1, 1, 1, PTX_BLOCK, 1, 1, 0, s,
                                                           params, NULL) != 0;
            t[kind] = (now_us() - t0) / N;
            CHECK_EQ_INT(errors, 0);
        }
    }
    CU_OK(drv.cuStreamSynchronize(s));
    CU_OK(drv.cuStreamDestroy_v2(s));
    pop();
    printf("launch host time: cuTileLaunch %.3f us, cuTileLaunchRaw %.3f us, cuLaunchKernel "
           "%.3f us (typed − raw driver: %.3f us)\n",
           t[0], t[1], t[2], t[0] - t[2]);
}

/* What loading refuses: a missing entry, too many threads, too much shared memory, a cubin
 * for another GPU; and dynamic shared memory above 48 KiB, which loading opts into. */
static void test_load_refusals(const ct_buf *cubin)
{
    ct_diag d = {0};
    ct_kernel_info k = kernel_info(PTX_FILL_NAME, PTX_BLOCK, 0);
    k.name = "no_such_kernel";
    CHECK(load(cubin, &k, 1, &d) == NULL);
    CHECK_EQ_INT(d.status, CUTILE_ERROR_NOT_FOUND);
    ct_diag_clear(&d);
    k = kernel_info(PTX_FILL_NAME, 2 * PTX_BLOCK, 0); /* .maxntid 128 */
    CHECK(load(cubin, &k, 1, &d) == NULL);
    CHECK_EQ_INT(d.status, CUTILE_ERROR_NOT_SUPPORTED);
    CHECK_CONTAINS(d.msg, "threads per block");
    ct_diag_clear(&d);
    k = kernel_info(PTX_FILL_NAME, PTX_BLOCK, (uint32_t)ctx->smem_optin + 1);
    CHECK(load(cubin, &k, 1, &d) == NULL);
    CHECK_EQ_INT(d.status, CUTILE_ERROR_NOT_SUPPORTED);
    CHECK_CONTAINS(d.msg, "shared memory");
    ct_diag_clear(&d);

    /* 100 KiB of dynamic shared memory (if the device has it): loads and launches. */
    if (ctx->smem_optin >= 100 * 1024) {
        k = kernel_info(PTX_FILL_NAME, PTX_BLOCK, 100 * 1024);
        cuTileModule m = load(cubin, &k, 1, &d);
        CHECK(m != NULL);
        if (m) {
            push();
            CUdeviceptr buf;
            CU_OK(drv.cuMemAlloc_v2(&buf, 4096));
            pop();
            cuTileArg args[2] = {TILE_ARRAY(buf, CUTILE_DTYPE_I32, 1024),
                                 {.kind = CUTILE_ARG_INT64, .u.i64 = 5}};
            uint32_t grid[3] = {8, 1, 1};
            ST_OK(cuTileLaunch(&m->kernels[0], grid, args, 2, NULL));
            int32_t h[1024];
            push();
            CU_OK(drv.cuCtxSynchronize());
            CU_OK(drv.cuMemcpyDtoH_v2(h, buf, sizeof h));
            CU_OK(drv.cuMemFree_v2(buf));
            pop();
            CHECK_EQ_INT(count_not_i32(h, 5, 1024), 0);
            cuTileModuleUnload(m);
        }
    }

    /* A cubin for another compute capability. */
    const ct_target *other = &ct_targets[target->id == CT_TARGET_SM80 ? CT_TARGET_SM90A
                                                                      : CT_TARGET_SM80];
    ct_buf wrong;
    if (link_for(other->name, other, &wrong) == 0) {
        k = kernel_info(PTX_FILL_NAME, PTX_BLOCK, 0);
        CHECK(load(&wrong, &k, 1, &d) == NULL);
        CHECK_EQ_INT(d.status, CUTILE_ERROR_CUDA);
        CHECK_CONTAINS(d.msg, "cuModuleLoadData");
        printf("load of an %s cubin refused: %s\n", other->name, d.msg);
    }
    ct_buf_free(&wrong);
}

/* A real cuTile export through the public API: runs once the compiler lowers it. */
static void test_bytecode(void)
{
    const char *path = "test/data/vec_add_1d_f32.v13_3.cutile";
    cuTileModule m = NULL;
    cuTileStatus s = cuTileLoadModuleFromFile(ctx, path, NULL, &m);
    if (s == CUTILE_ERROR_NOT_SUPPORTED) {
        printf("NOT RUN: %s through cuTileLoadModule: %s\n", path, cuTileGetLastErrorMessage());
        return;
    }
    ST_OK(s);
    if (!m)
        return;
    size_t count = 0;
    const char *name = NULL;
    ST_OK(cuTileModuleGetKernelCount(m, &count));
    CHECK_EQ_INT(count, 1);
    ST_OK(cuTileModuleGetKernelName(m, 0, &name));
    cuTileKernel k = NULL;
    ST_OK(cuTileModuleGetKernel(m, name, &k));
    enum { N = 1 << 20 };
    float *ha = malloc(N * 4), *hb = malloc(N * 4), *hc = malloc(N * 4);
    for (int i = 0; i < N; i++)
        ha[i] = rnd(), hb[i] = rnd();
    CUdeviceptr a, b, c;
    push();
    CU_OK(drv.cuMemAlloc_v2(&a, N * 4));
    CU_OK(drv.cuMemAlloc_v2(&b, N * 4));
    CU_OK(drv.cuMemAlloc_v2(&c, N * 4));
    CU_OK(drv.cuMemcpyHtoD_v2(a, ha, N * 4));
    CU_OK(drv.cuMemcpyHtoD_v2(b, hb, N * 4));
    poison(c, N * 4);
    cuTileArg args[3] = {TILE_ARRAY(a, CUTILE_DTYPE_F32, N), TILE_ARRAY(b, CUTILE_DTYPE_F32, N),
                         TILE_ARRAY(c, CUTILE_DTYPE_F32, N)};
    uint32_t grid[3] = {N / 1024, 1, 1};
    ST_OK(cuTileLaunch(k, grid, args, 3, NULL));
    CU_OK(drv.cuCtxSynchronize());
    CU_OK(drv.cuMemcpyDtoH_v2(hc, c, N * 4));
    size_t bad = 0;
    for (int i = 0; i < N; i++)
        bad += !(hc[i] == ha[i] + hb[i]);
    CHECK_EQ_INT(bad, 0);
    printf("%s: vec_add of %d elements, %zu wrong\n", path, N, bad);
    CU_OK(drv.cuMemFree_v2(a));
    CU_OK(drv.cuMemFree_v2(b));
    CU_OK(drv.cuMemFree_v2(c));
    pop();
    free(ha), free(hb), free(hc);
    cuTileModuleUnload(m);
}

/* A CUDA C++ template through NVRTC: found by its name expression, launched with dynamic shared
 * memory below and above 48 KiB, checked against the CPU; a second load is the same module;
 * the tile launches refuse it and it refuses a tile kernel. */
static void test_cuda_source(cuTileKernel tile_kernel)
{
    static const char src[] =
        "template <int SCALE> __global__ void scaled_copy(const float *x, float *y, int n)\n"
        "{\n"
        "    extern __shared__ float stage[];\n"
        "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
        "    stage[threadIdx.x] = i < n ? x[i] : 0.0f;\n"
        "    __syncthreads();\n"
        "    if (i < n) y[i] = stage[threadIdx.x] * SCALE;\n"
        "}\n";
    static const char *const exprs[] = {"scaled_copy<3>"};
    char log[4096];
    cuTileCudaOptions o = {.struct_size = sizeof o, .program_name = "scaled_copy.cu",
                           .name_expressions = exprs, .num_name_expressions = 1,
                           .log = log, .log_size = sizeof log};
    cuTileModule m = NULL, again = NULL;
    cuTileStatus s = cuTileLoadCudaModule(ctx, src, sizeof src - 1, &o, &m);
    if (s == CUTILE_ERROR_COMPILE && strstr(cuTileGetLastErrorMessage(), "cannot load NVRTC")) {
        printf("NOT RUN: CUDA source: %s\n", cuTileGetLastErrorMessage());
        return;
    }
    ST_OK(s);
    if (!m)
        return;
    ST_OK(cuTileLoadCudaModule(ctx, src, sizeof src - 1, &o, &again));
    CHECK(again == m);
    CHECK_EQ_INT(log[0], 0); /* the second load compiled nothing */
    cuTileKernel k = NULL, by_name = NULL;
    ST_OK(cuTileModuleGetKernel(m, "scaled_copy<3>", &k));
    ST_OK(cuTileModuleGetKernel(m, "_Z11scaled_copyILi3EEvPKfPfi", &by_name));
    CHECK(k && k == by_name);
    if (!k) {
        cuTileModuleUnload(again);
        cuTileModuleUnload(m);
        return;
    }
    enum { N = 100003, B = 256 };
    float *hx = malloc(N * 4), *hy = malloc(N * 4);
    for (int i = 0; i < N; i++)
        hx[i] = rnd();
    CUdeviceptr x, y;
    push();
    CU_OK(drv.cuMemAlloc_v2(&x, N * 4));
    CU_OK(drv.cuMemAlloc_v2(&y, N * 4));
    CU_OK(drv.cuMemcpyHtoD_v2(x, hx, N * 4));
    int n = N;
    void *params[3] = {&x, &y, &n};
    uint32_t grid[3] = {(N + B - 1) / B, 1, 1}, block[3] = {B, 1, 1};
    static const uint32_t smem[2] = {B * 4, 64 * 1024};
    for (int t = 0; t < 2; t++) {
        poison(y, N * 4);
        ST_OK(cuTileLaunchCuda(k, grid, block, smem[t], params, NULL));
        CU_OK(drv.cuCtxSynchronize());
        CU_OK(drv.cuMemcpyDtoH_v2(hy, y, N * 4));
        size_t bad = 0;
        for (int i = 0; i < N; i++)
            bad += !(hy[i] == hx[i] * 3.0f);
        CHECK_EQ_INT(bad, 0);
        printf("CUDA source scaled_copy<3>: %d elements, %u bytes of shared memory, %zu wrong\n",
               N, smem[t], bad);
    }
    uint32_t zero[3] = {0, 1, 1};
    CHECK_EQ_INT(cuTileLaunchCuda(k, grid, zero, 0, params, NULL), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileLaunchCuda(k, grid, block, 1u << 30, params, NULL),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileLaunchRaw(k, grid, params, NULL), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "cuTileLaunchCuda");
    CHECK_EQ_INT(cuTileLaunch(k, grid, NULL, 0, NULL), CUTILE_ERROR_INVALID_ARGUMENT);
    if (tile_kernel)
        CHECK_EQ_INT(cuTileLaunchCuda(tile_kernel, grid, block, 0, params, NULL),
                     CUTILE_ERROR_INVALID_ARGUMENT);
    CU_OK(drv.cuMemFree_v2(x));
    CU_OK(drv.cuMemFree_v2(y));
    pop();
    free(hx), free(hy);
    cuTileModuleUnload(again);
    cuTileModuleUnload(m);
}

/* Programmatic dependent launch (cuTileLaunchCudaEx): a slow producer lets its dependents
 * launch at its start; the consumer, launched with the option, reads the producer's writes
 * after griddepcontrol.wait, and every element must be the producer's. Its block 0 also notes,
 * before the wait, how many producer blocks had finished: fewer than all shows the launch
 * overlapped (the driver may not overlap: printed, not checked). Below 9.0 the launch is
 * ordered as usual. */
static void test_pdl(void)
{
    static const char src[] =
        "#if __CUDA_ARCH__ >= 900\n"
        "#define GDC(op) asm volatile(\"griddepcontrol.\" op \";\" ::: \"memory\")\n"
        "#else\n"
        "#define GDC(op)\n"
        "#endif\n"
        "extern \"C\" __global__ void pdl_produce(int *x, int *done, int n, long long spin)\n"
        "{\n"
        "    GDC(\"launch_dependents\");\n"
        "    long long t0 = clock64();\n"
        "    while (clock64() - t0 < spin) {}\n"
        "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
        "    if (i < n) x[i] = 3 * i + 1;\n"
        "    __syncthreads();\n"
        "    if (threadIdx.x == 0) { __threadfence(); atomicAdd(done, 1); }\n"
        "}\n"
        "extern \"C\" __global__ void pdl_consume(const int *x, const int *done, int *seen,\n"
        "                                         int *y, int n)\n"
        "{\n"
        "    if (blockIdx.x == 0 && threadIdx.x == 0) *seen = *(volatile const int *)done;\n"
        "    GDC(\"wait\");\n"
        "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
        "    if (i < n) y[i] = x[i] + 1;\n"
        "}\n";
    cuTileCudaOptions o = {.struct_size = sizeof o, .program_name = "pdl.cu"};
    cuTileModule m = NULL;
    cuTileStatus s = cuTileLoadCudaModule(ctx, src, sizeof src - 1, &o, &m);
    if (s == CUTILE_ERROR_COMPILE && strstr(cuTileGetLastErrorMessage(), "cannot load NVRTC")) {
        printf("NOT RUN: programmatic dependent launch: %s\n", cuTileGetLastErrorMessage());
        return;
    }
    ST_OK(s);
    cuTileKernel produce = NULL, consume = NULL;
    if (m) {
        ST_OK(cuTileModuleGetKernel(m, "pdl_produce", &produce));
        ST_OK(cuTileModuleGetKernel(m, "pdl_consume", &consume));
    }
    if (!produce || !consume) {
        cuTileModuleUnload(m);
        return;
    }
    enum { N = 1 << 16, B = 256, REPS = 20 };
    int *hy = malloc(N * 4), blocks = N / B, n = N, overlapped = 0;
    long long spin = 40000; /* ~20 µs of the producer's blocks, all resident at once */
    CUdeviceptr x, y, done, seen;
    push();
    CU_OK(drv.cuMemAlloc_v2(&x, N * 4));
    CU_OK(drv.cuMemAlloc_v2(&y, N * 4));
    CU_OK(drv.cuMemAlloc_v2(&done, 4));
    CU_OK(drv.cuMemAlloc_v2(&seen, 4));
    void *pp[4] = {&x, &done, &n, &spin}, *cp[5] = {&x, &done, &seen, &y, &n};
    uint32_t grid[3] = {(uint32_t)blocks, 1, 1}, block[3] = {B, 1, 1};
    cuTileLaunchOptions pdl = {.struct_size = sizeof pdl, .programmatic_dependent_launch = 1};
    size_t bad = 0;
    for (int r = 0; r < REPS; r++) {
        poison(x, N * 4), poison(y, N * 4);
        CU_OK(drv.cuMemsetD8_v2(done, 0, 4));
        ST_OK(cuTileLaunchCuda(produce, grid, block, 0, pp, NULL));
        ST_OK(cuTileLaunchCudaEx(consume, grid, block, 0, cp, NULL, &pdl));
        CU_OK(drv.cuCtxSynchronize());
        CU_OK(drv.cuMemcpyDtoH_v2(hy, y, N * 4));
        int at_start = blocks;
        CU_OK(drv.cuMemcpyDtoH_v2(&at_start, seen, 4));
        overlapped += at_start < blocks;
        for (int i = 0; i < N; i++)
            bad += hy[i] != 3 * i + 2;
    }
    CHECK_EQ_INT(bad, 0);
    printf("programmatic dependent launch: %d of %d consumers started before their producer "
           "finished; %zu wrong elements (compute capability %d.%d)\n",
           overlapped, REPS, bad, ctx->cc / 10, ctx->cc % 10);
    CU_OK(drv.cuMemFree_v2(x));
    CU_OK(drv.cuMemFree_v2(y));
    CU_OK(drv.cuMemFree_v2(done));
    CU_OK(drv.cuMemFree_v2(seen));
    pop();
    free(hy);
    cuTileModuleUnload(m);
}

static void run(void)
{
    ct_buf cubin;
    CHECK(link_for(target->name, target, &cubin) == 0);
    ct_kernel_info ks[2] = {kernel_info(PTX_AXPY_NAME, PTX_BLOCK, 0),
                            kernel_info(PTX_FILL_NAME, PTX_BLOCK, 0)};
    ct_diag d = {0};
    cuTileModule m = load(&cubin, ks, 2, &d);
    CHECK(m != NULL);
    if (!m) {
        fprintf(stderr, "load: %s\n", d.msg);
        ct_buf_free(&cubin);
        return;
    }
    size_t count = 0;
    const char *name = NULL;
    cuTileKernel axpy = NULL, fill = NULL, none = NULL;
    ST_OK(cuTileModuleGetKernelCount(m, &count));
    CHECK_EQ_INT(count, 2);
    ST_OK(cuTileModuleGetKernelName(m, 1, &name));
    CHECK(name && strcmp(name, PTX_FILL_NAME) == 0);
    CHECK_EQ_INT(cuTileModuleGetKernelName(m, 2, &name), CUTILE_ERROR_NOT_FOUND);
    ST_OK(cuTileModuleGetKernel(m, PTX_AXPY_NAME, &axpy));
    ST_OK(cuTileModuleGetKernel(m, PTX_FILL_NAME, &fill));
    /* "axpy" is the Python name in the mangled one: the same kernel; a name that is neither is
     * not found */
    cuTileKernel by_python = NULL;
    ST_OK(cuTileModuleGetKernel(m, "axpy", &by_python));
    CHECK(by_python == axpy);
    CHECK_EQ_INT(cuTileModuleGetKernel(m, "axp", &none), CUTILE_ERROR_NOT_FOUND);
    CHECK(axpy && fill && axpy->plan.unavailable == NULL);

    bufs b = {.n = 1000003}; /* not a multiple of the block: the bounds check matters */
    b.ha = malloc(b.n * 4), b.hb = malloc(b.n * 4), b.hc = malloc(b.n * 4);
    b.want = malloc(b.n * 4);
    push();
    CU_OK(drv.cuMemAlloc_v2(&b.a, b.n * 4));
    CU_OK(drv.cuMemAlloc_v2(&b.b, b.n * 4));
    CU_OK(drv.cuMemAlloc_v2(&b.c, b.n * 4));
    pop();
    if (axpy && fill) {
        test_axpy(axpy, &b);
        test_fill(fill, &b);
        test_graph(fill, &b);
        if (!getenv("CUTILE_GPU_TEST_QUICK")) { /* set under compute-sanitizer: slow there */
            test_threads(fill);
            test_overhead(fill, &b);
        }
    }
    push();
    CU_OK(drv.cuMemFree_v2(b.a));
    CU_OK(drv.cuMemFree_v2(b.b));
    CU_OK(drv.cuMemFree_v2(b.c));
    pop();
    free(b.ha), free(b.hb), free(b.hc), free(b.want);
    test_load_refusals(&cubin);
    test_cuda_source(axpy);
    test_pdl();
    cuTileModuleUnload(m);
    ct_buf_free(&cubin);
    test_bytecode();
}

/* cuda_driver_fill's lookup through the driver the library loaded. */
static void *library_symbol(void *unused, const char *name)
{
    (void)unused;
    return ct_cuda_symbol(name);
}

int main(void)
{
    ct_diag d = {0};
    if (!(cu = ct_cuda_get(&d))) {
        printf("SKIPPED: no CUDA driver/GPU (%s)\n", d.msg);
        return 77;
    }
    if (cuda_driver_fill(&drv, library_symbol, NULL)) /* the library's driver: no second dlopen */
        return 1;
    srand((unsigned)time(NULL));
    describe(params_axpy, "p44p44p44f");
    describe(params_fill, "p444");
    params_fill[0].dtype = CT_S_I32;
    ST_OK(cuTileContextCreate(&ctx, NULL)); /* no current context: device 0's primary */
    if (!ctx)
        TEST_MAIN_END();
    CHECK(ctx->retained_primary);
    target = ct_target_for_cc(ctx->cc / 10, ctx->cc % 10, &d);
    if (!target) {
        printf("SKIPPED: %s\n", d.msg);
        cuTileContextDestroy(ctx);
        return 77;
    }
    printf("device: compute capability %d.%d, target %s, %d bytes of shared memory per block\n",
           ctx->cc / 10, ctx->cc % 10, target->name, ctx->smem_optin);
    run();
    cuTileContextDestroy(ctx);
    TEST_MAIN_END();
}
