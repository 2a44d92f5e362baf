/*
 * mma_kernels.c — tensor-core kernels on a GPU against CPU references accumulated in f64:
 * the single-tile dots of test/lit/lower/mma_sync.mlir (f16, bf16, f16 accumulators, i8;
 * d = a·b + c) and mma_fma.mlir (f32, f64 through FMAs), and the matmul exports of test/data
 * (f16, bf16, f32 through tf32) through cuTileLoadModuleFromFile and typed launches, with K not
 * a multiple of the K tile (padding).
 *
 * Bounds: with f32 accumulation, |got − ref| ≤ u_out·|ref| + 2^-20·Σ|a·b| (u_out the unit
 * roundoff of the output type); matmul_f32's reference takes the inputs rounded to tf32 as the
 * kernel must (nearest even), so a wrong rounding shows; f16 accumulators 2^-9·Σ|a·b| +
 * 2^-10·|c|; f64 1e-14·Σ|a·b|; i8 is exact.
 *
 * Everything runs twice: with the default compile options (operands loaded straight into
 * their fragments) and with the always_swizzle knob (16-bit operands staged through swizzled
 * shared memory and read with ldmatrix). With CUTILE_MMA_BENCH=1 it also times matmul_bf16 on
 * 4096³ (cuEvent, median of 10) in both modes and prints TFLOP/s. Exit status: 0 passed, 1 failed, 77 skipped (no CUDA driver or GPU).
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cutile_rt.h"
#include "gpu_driver.h"
#include "test.h"


static cuTileContext ctx;
static cuTileModule mod;
static const cuTileCompileOptions *copts; /* NULL, or the always_swizzle knob set */

/* ------------------------------------ host numbers ------------------------------------ */

static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint32_t rnd32(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (uint32_t)rng;
}

/* Element types of the kernels: bytes, and how a value is written and read. f16 and bf16
 * inputs are drawn from k/16, |k| ≤ 32 (exact in both); f32 inputs are any floats in (−2, 2). */
typedef enum { T_F16, T_BF16, T_F32, T_I8, T_I32, T_F64 } ty;
static const size_t ty_bytes[] = {2, 2, 4, 1, 4, 8};

static double draw(ty t)
{
    switch (t) {
    case T_F32:
    case T_F64: return (double)(int32_t)rnd32() / 1073741824.0;
    case T_I8:
    case T_I32: return (double)(int8_t)rnd32();
    default: return (double)((int)(rnd32() % 65) - 32) / 16.0;
    }
}

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static float bitsf(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* Exact encodings (the values drawn are representable; normal f16 range). */
static uint16_t f16_exact(double v)
{
    if (v == 0)
        return 0;
    int e;
    double m = frexp(fabs(v), &e); /* |v| = m·2^e, m in [0.5, 1) */
    return (uint16_t)((v < 0) << 15 | (e + 14) << 10 | (uint16_t)((2 * m - 1) * 1024));
}
static double f16_value(uint16_t h)
{
    int e = h >> 10 & 31, m = h & 1023;
    double v = e ? ldexp(1 + m / 1024.0, e - 15) : ldexp(m, -24);
    return h >> 15 ? -v : v;
}

static void put(void *p, size_t i, ty t, double v)
{
    switch (t) {
    case T_F16: ((uint16_t *)p)[i] = f16_exact(v); break;
    case T_BF16: ((uint16_t *)p)[i] = (uint16_t)(fbits((float)v) >> 16); break;
    case T_F32: ((float *)p)[i] = (float)v; break;
    case T_I8: ((int8_t *)p)[i] = (int8_t)v; break;
    case T_I32: ((int32_t *)p)[i] = (int32_t)v; break;
    case T_F64: ((double *)p)[i] = v; break;
    }
}
static double get(const void *p, size_t i, ty t)
{
    switch (t) {
    case T_F16: return f16_value(((const uint16_t *)p)[i]);
    case T_BF16: return bitsf((uint32_t)((const uint16_t *)p)[i] << 16);
    case T_F32: return ((const float *)p)[i];
    case T_I8: return ((const int8_t *)p)[i];
    case T_F64: return ((const double *)p)[i];
    default: return ((const int32_t *)p)[i];
    }
}

/* f32 → tf32 as the kernel rounds (nearest even on the 13 dropped bits). */
static double tf32_of(double v)
{
    uint32_t x = fbits((float)v);
    x = (x + 0xFFF + (x >> 13 & 1)) & 0xFFFFE000u;
    return bitsf(x);
}

/* ------------------------------------ device buffers ------------------------------------ */

static CUdeviceptr dput(const void *host, size_t bytes)
{
    CUdeviceptr p = 0;
    CHECK(drv.cuMemAlloc_v2(&p, bytes) == 0);
    if (host)
        CHECK(drv.cuMemcpyHtoD_v2(p, host, bytes) == 0);
    return p;
}
static void dget(void *host, CUdeviceptr p, size_t bytes)
{
    CHECK(drv.cuCtxSynchronize() == 0);
    CHECK(drv.cuMemcpyDtoH_v2(host, p, bytes) == 0);
    drv.cuMemFree_v2(p);
}

/* A random matrix of `rows` × `cols` of type t: host bytes and the values as doubles. */
typedef struct mat {
    void *h;
    double *v;
    size_t n;
} mat;
static mat rand_mat(ty t, size_t n, bool tf32)
{
    mat m = {malloc(n * ty_bytes[t]), malloc(n * sizeof(double)), n};
    for (size_t i = 0; i < n; i++) {
        double v = draw(t);
        put(m.h, i, t, v);
        m.v[i] = tf32 ? tf32_of(get(m.h, i, t)) : get(m.h, i, t);
    }
    return m;
}
static void free_mat(mat *m) { free(m->h), free(m->v); }

/* Checks C (type tc, M×N) against A·B (+ Cin) computed in f64. */
typedef struct bound {
    double u_out, u_sum, u_c; /* relative to |ref|, Σ|a·b|, |c| */
} bound;
static size_t check_mm(const mat *a, const mat *b, const mat *cin, const void *c, ty tc, size_t m,
                       size_t n, size_t k, bound bd, const char *what)
{
    size_t bad = 0;
    double worst = 0;
    for (size_t i = 0; i < m; i++)
        for (size_t j = 0; j < n; j++) {
            double ref = cin ? cin->v[i * n + j] : 0, mag = 0;
            for (size_t x = 0; x < k; x++) {
                ref += a->v[i * k + x] * b->v[x * n + j];
                mag += fabs(a->v[i * k + x] * b->v[x * n + j]);
            }
            double got = get(c, i * n + j, tc), err = fabs(got - ref);
            double tol = bd.u_out * fabs(ref) + bd.u_sum * mag + (cin ? bd.u_c * fabs(cin->v[i * n + j]) : 0);
            if (err > tol || got != got) {
                if (bad++ < 3)
                    fprintf(stderr, "%s: C[%zu][%zu] = %.9g, want %.9g (tolerance %.3g)\n", what, i,
                            j, got, ref, tol);
            }
            if (mag > 0 && err / mag > worst)
                worst = err / mag;
        }
    printf("%-26s %zux%zux%zu: %zu wrong, max |err|/Σ|ab| = %.3g\n", what, m, n, k, bad, worst);
    CHECK_EQ_INT(bad, 0);
    return bad;
}

/* ------------------------------------ single-tile dots ------------------------------------ */

/* Text-form kernels of test/lit/lower: entry e computes D = A·B + C for A M×K, B K×N, C M×N
 * with one tile of M/2 rows per block (grid 2); raw launch with four pointers. */
typedef struct lit_dot {
    const char *name;
    ty in, acc;
    size_t m, n, k;
    bound bd;
} lit_dot;

static void lit_dots(const char *path, const lit_dot *dots, size_t ndots)
{
    size_t size = 0, bsz = 0;
    unsigned char *text = test_read_file(path, &size);
    void *bc = NULL;
    CHECK(text != NULL);
    cuTileModuleUnload(mod);
    mod = NULL;
    if (!text || cuTileTextToBytecode((const char *)text, size, 0, NULL, &bc, &bsz) ||
        cuTileLoadModule(ctx, bc, bsz, copts, &mod)) {
        fprintf(stderr, "%s: %s\n", path, cuTileGetLastErrorMessage());
        CHECK(!"text kernels load");
    }
    free(text);
    cuTileFree(NULL, bc);
    for (size_t e = 0; mod && e < ndots; e++) {
        size_t m = dots[e].m, n = dots[e].n;
        cuTileKernel kern = NULL;
        if (cuTileModuleGetKernel(mod, dots[e].name, &kern)) {
            CHECK(!"kernel found");
            continue;
        }
        size_t k = dots[e].k;
        mat a = rand_mat(dots[e].in, m * k, false), b = rand_mat(dots[e].in, k * n, false);
        mat c = rand_mat(dots[e].acc, m * n, false);
        CUdeviceptr da = dput(a.h, m * k * ty_bytes[dots[e].in]);
        CUdeviceptr db = dput(b.h, k * n * ty_bytes[dots[e].in]);
        CUdeviceptr dc = dput(c.h, m * n * ty_bytes[dots[e].acc]);
        CUdeviceptr dd = dput(NULL, m * n * ty_bytes[dots[e].acc]);
        void *params[4] = {&da, &db, &dc, &dd};
        uint32_t grid[3] = {2, 1, 1};
        CHECK(cuTileLaunchRaw(kern, grid, params, NULL) == CUTILE_SUCCESS);
        void *d = malloc(m * n * ty_bytes[dots[e].acc]);
        dget(d, dd, m * n * ty_bytes[dots[e].acc]);
        check_mm(&a, &b, &c, d, dots[e].acc, m, n, k, dots[e].bd, dots[e].name);
        drv.cuMemFree_v2(da), drv.cuMemFree_v2(db), drv.cuMemFree_v2(dc);
        free(d);
        free_mat(&a), free_mat(&b), free_mat(&c);
    }
}

/* ------------------------------------ matmul exports ------------------------------------ */

static cuTileKernel export_kernel(const char *stem)
{
    char path[256];
    snprintf(path, sizeof path, "test/data/%s.v13_3.cutile", stem);
    cuTileModuleUnload(mod);
    mod = NULL;
    cuTileKernel k = NULL;
    const char *name = NULL;
    if (cuTileLoadModuleFromFile(ctx, path, copts, &mod) || cuTileModuleGetKernelName(mod, 0, &name) ||
        cuTileModuleGetKernel(mod, name, &k)) {
        fprintf(stderr, "%s: %s\n", path, cuTileGetLastErrorMessage());
        CHECK(!"module loads");
    }
    return k;
}

static cuTileArg arr2(CUdeviceptr p, cuTileDType dt, int64_t rows, int64_t cols)
{
    cuTileArg x = {.kind = CUTILE_ARG_ARRAY};
    x.u.array.data = p;
    x.u.array.dtype = dt;
    x.u.array.rank = 2;
    x.u.array.shape[0] = rows, x.u.array.shape[1] = cols;
    x.u.array.strides[0] = cols, x.u.array.strides[1] = 1;
    return x;
}

/* matmul.py: 128×128 tiles of C, K tiles of 64 (f16/bf16) or 32 (f32); grid = tiles of C. */
static void launch_mm(cuTileKernel k, CUdeviceptr a, CUdeviceptr b, CUdeviceptr c, cuTileDType dt,
                      int64_t m, int64_t n, int64_t kk)
{
    cuTileArg args[3] = {arr2(a, dt, m, kk), arr2(b, dt, kk, n), arr2(c, dt, m, n)};
    uint32_t grid[3] = {(uint32_t)(((m + 127) / 128) * ((n + 127) / 128)), 1, 1};
    cuTileStatus s = k ? cuTileLaunch(k, grid, args, 3, NULL) : CUTILE_ERROR_NOT_FOUND;
    if (s)
        fprintf(stderr, "matmul launch: %s\n", cuTileGetLastErrorMessage());
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
}

static void matmul(const char *stem, ty t, cuTileDType dt, bound bd)
{
    const int64_t m = 384, n = 256, k = 336; /* K: 5¼ tiles of 64, 10½ of 32 */
    cuTileKernel kern = export_kernel(stem);
    mat a = rand_mat(t, (size_t)(m * k), t == T_F32), b = rand_mat(t, (size_t)(k * n), t == T_F32);
    size_t cb = (size_t)(m * n) * ty_bytes[t];
    CUdeviceptr da = dput(a.h, (size_t)(m * k) * ty_bytes[t]);
    CUdeviceptr db = dput(b.h, (size_t)(k * n) * ty_bytes[t]), dc = dput(NULL, cb);
    launch_mm(kern, da, db, dc, dt, m, n, k);
    void *c = malloc(cb);
    dget(c, dc, cb);
    check_mm(&a, &b, NULL, c, t, (size_t)m, (size_t)n, (size_t)k, bd, stem);
    drv.cuMemFree_v2(da), drv.cuMemFree_v2(db);
    free(c);
    free_mat(&a), free_mat(&b);
}

/* matmul_bf16 on 4096³: median of 10 timed launches after 3 warm-ups. */
static int cmp_float(const void *x, const void *y)
{
    float a = *(const float *)x, b = *(const float *)y;
    return (a > b) - (a < b);
}
static void bench_bf16(void)
{
    const int64_t s = 4096;
    size_t bytes = (size_t)(s * s) * 2;
    cuTileKernel kern = export_kernel("matmul_bf16");
    uint16_t *h = calloc((size_t)(s * s), 2);
    for (size_t i = 0; i < (size_t)(s * s); i++)
        h[i] = (uint16_t)(fbits((float)draw(T_BF16)) >> 16);
    CUdeviceptr a = dput(h, bytes), b = dput(h, bytes), c = dput(NULL, bytes);
    CUevent e0, e1;
    CHECK(drv.cuEventCreate(&e0, 0) == 0 && drv.cuEventCreate(&e1, 0) == 0);
    float ms[10];
    for (int i = 0; i < 13; i++) {
        drv.cuEventRecord(e0, NULL);
        launch_mm(kern, a, b, c, CUTILE_DTYPE_BF16, s, s, s);
        drv.cuEventRecord(e1, NULL);
        drv.cuEventSynchronize(e1);
        if (i >= 3)
            drv.cuEventElapsedTime(&ms[i - 3], e0, e1);
    }
    qsort(ms, 10, sizeof ms[0], cmp_float);
    double med = (ms[4] + ms[5]) / 2;
    printf("BENCH matmul_bf16 4096x4096x4096%s: %.3f ms median, %.1f TFLOP/s\n",
           copts ? " (always_swizzle)" : "", med,
           2.0 * s * s * s / (med * 1e-3) / 1e12);
    drv.cuMemFree_v2(a), drv.cuMemFree_v2(b), drv.cuMemFree_v2(c);
    free(h);
}

int main(void)
{
    if (gpu_open_driver()) {
        printf("SKIPPED: no CUDA driver/GPU\n");
        return 77;
    }
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_disable = 1};
    if (cuTileContextCreate(&ctx, &o)) {
        printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
        return 77;
    }
    const double u = 1.0 / (1 << 20);
    static const lit_dot sync[] = {
        {"dot_f16", T_F16, T_F32, 128, 32, 32, {0, 1.0 / (1 << 20), 0}},
        {"dot_bf16", T_BF16, T_F32, 128, 32, 32, {0, 1.0 / (1 << 20), 0}},
        {"dot_f16_f16acc", T_F16, T_F16, 128, 32, 32, {1.0 / 2048, 1.0 / 512, 1.0 / 1024}},
        {"dot_i8", T_I8, T_I32, 128, 32, 64, {0, 0, 0}},
    };
    static const lit_dot fma[] = {
        {"dot_f32", T_F32, T_F32, 64, 32, 16, {0, 1.0 / (1 << 20), 1.0 / (1 << 23)}},
        {"dot_f64", T_F64, T_F64, 64, 32, 16, {0, 1e-14, 1e-15}},
    };
    cuTileCompileOptions swz = {.struct_size = sizeof swz, .opt_level = 3, .always_swizzle = 1,
                                .prefer_tma = -1, .delay_tma_store_wait = -1};
    for (int mode = 0; mode < 2; mode++) {
        copts = mode ? &swz : NULL;
        printf("-- %s\n", mode ? "always_swizzle: operands through shared memory and ldmatrix"
                               : "default options");
        lit_dots("test/lit/lower/mma_sync.mlir", sync, sizeof sync / sizeof sync[0]);
        lit_dots("test/lit/lower/mma_fma.mlir", fma, sizeof fma / sizeof fma[0]);
        matmul("matmul_f16", T_F16, CUTILE_DTYPE_F16, (bound){1.0 / 2048, u, 0});
        matmul("matmul_bf16", T_BF16, CUTILE_DTYPE_BF16, (bound){1.0 / 256, u, 0});
        matmul("matmul_f32", T_F32, CUTILE_DTYPE_F32, (bound){1.0 / (1 << 24), u, 0});
        if (getenv("CUTILE_MMA_BENCH"))
            bench_bf16();
    }
    cuTileModuleUnload(mod);
    cuTileContextDestroy(ctx);
    TEST_MAIN_END();
}
