/*
 * matmul.c — our side of the matmul benchmark (issue 6 item 6): C = A·B in bf16 and f16 (f32
 * accumulation, C in the input type) with the matmul exports of samples/matmul (kernels.py:
 * five tile configs per dtype), over square and skinny shapes. bench/matmul_ref.py times
 * cuBLAS (torch.matmul) and a Triton matmul the same way; scripts/bench-matmul.sh runs both and
 * merges the JSON.
 *
 * Timing (.library/device/METHOD.md): each repetition first clears the L2 by writing a 256 MiB
 * buffer (cuMemsetD32Async, outside the events), then records an event, launches once with
 * cuTileLaunch, records an event; the median of --reps repetitions after 3 warm-up launches.
 * Inputs are uniform in (−1, 1) rounded to the type (never zeros), made once per dtype.
 * Before timing, each (shape, config) is checked: C is NaN-poisoned, the first launch must
 * overwrite every element, and SAMPLES elements must match an f64 CPU reference within
 * u_out·|ref| + 1.01·K·2^-23·Σ|ab| (products exact in f32, K f32 additions, output rounding).
 *
 * Config choice per shape: every config is timed and reported; "pick" is a fixed heuristic
 * (pick_config), "best" the fastest config measured for that shape (an oracle: it needs the
 * sweep, so tables say which one they show).
 *
 * Cold compile: the first cuTileLoadModuleFromFile of each export in a context whose cache
 * directory is new and empty (verify, compile, link with nvJitLink, load), wall time.
 *
 * Output: a table, then one JSON object per line (bench "matmul", impl "cutile_rt").
 *
 * usage: bench_matmul [--dir samples/matmul] [--reps N] [--dtype bf16|f16] [--shape MxNxK]...
 *        (default: both dtypes, the shapes of DEFAULT_SHAPES, 30 repetitions)
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clock.h"
#include "gpu_driver.h"

enum { WARMUP = 3, SAMPLES = 256, MAX_SHAPES = 64, MAX_REPS = 1000 };
#define FLUSH_BYTES (256u << 20)

typedef struct shape {
    long m, n, k;
} shape;
/* square 1024…8192; skinny M (decode-like) with N = K = 4096, 8192; short K with large M, N */
static const shape DEFAULT_SHAPES[] = {
    {1024, 1024, 1024}, {2048, 2048, 2048}, {4096, 4096, 4096}, {8192, 8192, 8192},
    {16, 4096, 4096},   {64, 4096, 4096},   {128, 4096, 4096},  {16, 8192, 8192},
    {64, 8192, 8192},   {128, 8192, 8192},  {4096, 4096, 1024}, {8192, 8192, 1024},
};

/* The exports timed: samples/matmul/matmul_<dtype>_<tiles>.cutile (kernels.py BENCH_CONFIGS). */
typedef struct config {
    int tm, tn, tk;
} config;
static const config CONFIGS[] = {
    {128, 128, 64}, {128, 256, 64}, {64, 128, 64}, {64, 64, 64}, {64, 64, 128}};
enum { C128x128, C128x256, C64x128, C64x64, C64x64K128 };
enum { NCONFIGS = sizeof CONFIGS / sizeof CONFIGS[0] };

typedef struct dtype {
    const char *name;
    cuTileDType dt;
    int lg_u_out;
} dtype;
static const dtype DTYPES[] = {{"bf16", CUTILE_DTYPE_BF16, -8}, {"f16", CUTILE_DTYPE_F16, -11}};

/* ------------------------------------ numbers ------------------------------------ */

static uint16_t bf16_of(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

/* f16 of |v| < 2 (nearest even; subnormals below 2^-14). */
static uint16_t f16_of(float v)
{
    double a = fabs(v);
    int e;
    uint16_t bits;
    if (a < ldexp(1, -14)) {
        bits = (uint16_t)nearbyint(ldexp(a, 24));
    } else {
        frexp(a, &e);                                  /* a = m·2^e, m in [0.5, 1) */
        int q = (int)nearbyint(ldexp(a, 11 - e));      /* 11 significant bits: 1024…2048 */
        bits = (uint16_t)(((e + 14) << 10) + (q - 1024)); /* q = 2048 carries into the exponent */
    }
    return (uint16_t)(v < 0 ? bits | 0x8000 : bits);
}

static double value(uint16_t h, const dtype *t)
{
    if (t->dt == CUTILE_DTYPE_BF16) {
        uint32_t u = (uint32_t)h << 16;
        float f;
        memcpy(&f, &u, 4);
        return f;
    }
    int e = h >> 10 & 31, m = h & 1023;
    double v = e == 31 ? NAN : e ? ldexp(1 + m / 1024.0, e - 15) : ldexp(m, -24);
    return h >> 15 ? -v : v;
}

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd32(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

static void fill_uniform(uint16_t *h, size_t n, const dtype *t)
{
    for (size_t i = 0; i < n; i++) {
        float v = (float)((double)rnd32() / 2147483648.0 - 1.0);
        h[i] = t->dt == CUTILE_DTYPE_BF16 ? bf16_of(v) : f16_of(v);
    }
}

/* ------------------------------------ the run ------------------------------------ */

typedef struct bench {
    cuda_driver d;
    cuTileContext ctx;
    cuTileKernel kern[2][NCONFIGS]; /* per dtype and config; NULL where the load failed */
    double cold_ms[2][NCONFIGS];
    CUdeviceptr a, b, c, flush;
    uint16_t *ha, *hb, *hc;
    int reps, sms;
} bench;

static cuTileArg matrix(CUdeviceptr p, cuTileDType dt, long rows, long cols)
{
    cuTileArg x = {.kind = CUTILE_ARG_ARRAY};
    x.u.array.data = p;
    x.u.array.dtype = dt;
    x.u.array.rank = 2;
    x.u.array.shape[0] = rows, x.u.array.shape[1] = cols;
    x.u.array.strides[0] = cols, x.u.array.strides[1] = 1;
    return x;
}

static uint32_t grid_of(const config *c, const shape *s)
{
    return (uint32_t)(((s->m + c->tm - 1) / c->tm) * ((s->n + c->tn - 1) / c->tn));
}

static cuTileStatus launch(const bench *B, cuTileKernel k, const dtype *t, const config *c,
                           const shape *s)
{
    cuTileArg args[3] = {matrix(B->a, t->dt, s->m, s->k), matrix(B->b, t->dt, s->k, s->n),
                         matrix(B->c, t->dt, s->m, s->n)};
    uint32_t grid[3] = {grid_of(c, s), 1, 1};
    return cuTileLaunch(k, grid, args, 3, NULL);
}

/* First launch on a NaN-poisoned C: counts unwritten elements and sampled elements off the
 * f64 reference; *worst gets the largest |err|/Σ|ab| seen. -1 if the launch failed. */
static long check(bench *B, cuTileKernel k, const dtype *t, const config *c, const shape *s,
                  double *worst)
{
    size_t nc = (size_t)(s->m * s->n);
    B->d.cuMemsetD32_v2(B->c, 0xFFFFFFFFu, nc / 2); /* NaN in bf16 and f16; nc is even */
    if (launch(B, k, t, c, s) || B->d.cuCtxSynchronize() ||
        B->d.cuMemcpyDtoH_v2(B->hc, B->c, nc * 2))
        return -1;
    long bad = 0;
    uint16_t inf = t->dt == CUTILE_DTYPE_BF16 ? 0x7f80 : 0x7c00;
    for (size_t i = 0; i < nc; i++)
        bad += (B->hc[i] & 0x7fff) > inf; /* NaN: left unwritten, or computed */
    *worst = 0;
    for (int q = 0; q < SAMPLES; q++) {
        long i = q ? (long)(rnd32() % (uint32_t)s->m) : s->m - 1;
        long j = q ? (long)(rnd32() % (uint32_t)s->n) : s->n - 1;
        double ref = 0, mag = 0;
        for (long x = 0; x < s->k; x++) {
            double p = value(B->ha[i * s->k + x], t) * value(B->hb[x * s->n + j], t);
            ref += p, mag += fabs(p);
        }
        double err = fabs(value(B->hc[i * s->n + j], t) - ref);
        double tol = ldexp(fabs(ref), t->lg_u_out) + 1.01 * (double)s->k * ldexp(mag, -23);
        bad += !(err <= tol);
        if (mag > 0 && err / mag > *worst)
            *worst = err / mag;
    }
    return bad;
}

/* Median ms of B->reps launches, each after an L2-clearing write of the flush buffer. */
static float time_flushed(bench *B, cuTileKernel k, const dtype *t, const config *c,
                          const shape *s)
{
    CUevent e0, e1;
    float ms[MAX_REPS];
    if (B->d.cuEventCreate(&e0, 0) || B->d.cuEventCreate(&e1, 0))
        return -1;
    float med = -1;
    for (int r = -WARMUP; r < B->reps; r++) {
        B->d.cuMemsetD32Async(B->flush, (unsigned)r, FLUSH_BYTES / 4, NULL);
        B->d.cuEventRecord(e0, NULL);
        if (launch(B, k, t, c, s))
            goto out;
        B->d.cuEventRecord(e1, NULL);
        if (B->d.cuEventSynchronize(e1))
            goto out;
        if (r >= 0)
            B->d.cuEventElapsedTime(&ms[r], e0, e1);
    }
    qsort(ms, (size_t)B->reps, sizeof ms[0], bench_cmp_float);
    med = B->reps % 2 ? ms[B->reps / 2] : (ms[B->reps / 2 - 1] + ms[B->reps / 2]) / 2;
out:
    B->d.cuEventDestroy_v2(e0);
    B->d.cuEventDestroy_v2(e1);
    return med;
}

/* The fixed heuristic, from how the library runs each config on the H200:
 *   128x256 (its accumulators fill the registers: one CTA per SM, nothing overlaps a CTA's
 *   prologue and epilogue) when the grid gives every SM two blocks and K >= 2048 amortises them;
 *   else the largest of 128x128, 64x128, 64x64 (rings sized for two CTAs per SM) whose grid
 *   has a block per SM;
 *   else, at most one wave (skinny or small shapes): 64x64x128, exported with the occupancy
 *   hint 1, so its ring takes the whole SM's shared memory.
 * Configs whose module did not load are skipped (the next rule applies). */
static int pick_config(const bench *B, int ti, const shape *s)
{
    uint32_t sms = (uint32_t)B->sms;
    if (B->kern[ti][C128x256] && s->k >= 2048 && grid_of(&CONFIGS[C128x256], s) >= 2 * sms)
        return C128x256;
    static const int two_per_sm[] = {C128x128, C64x128, C64x64};
    for (int i = 0; i < 3; i++)
        if (B->kern[ti][two_per_sm[i]] && grid_of(&CONFIGS[two_per_sm[i]], s) >= sms)
            return two_per_sm[i];
    for (int ci = NCONFIGS - 1; ci >= 0; ci--) /* 64x64x128 first, then the smaller grids */
        if (B->kern[ti][ci])
            return ci;
    return -1;
}

static double tflops(const shape *s, float ms)
{
    return 2.0 * (double)s->m * (double)s->n * (double)s->k / (ms * 1e-3) / 1e12;
}

/* Times every config on one shape; prints its rows and JSON lines. Returns failures. */
static int bench_shape(bench *B, int ti, const shape *s)
{
    const dtype *t = &DTYPES[ti];
    float ms[NCONFIGS];
    int fails = 0, best = -1, pick = pick_config(B, ti, s);
    for (int ci = 0; ci < NCONFIGS; ci++) {
        const config *c = &CONFIGS[ci];
        cuTileKernel k = B->kern[ti][ci];
        double worst = 0;
        long bad = k ? check(B, k, t, c, s, &worst) : -1;
        ms[ci] = bad == 0 ? time_flushed(B, k, t, c, s) : -1;
        if (bad != 0 || ms[ci] < 0) {
            fprintf(stderr, "bench_matmul: %s %ldx%ldx%ld %dx%dx%d: %s\n", t->name, s->m, s->n,
                    s->k, c->tm, c->tn, c->tk,
                    !k ? "no kernel" : bad > 0 ? "WRONG RESULTS" : cuTileGetLastErrorMessage());
            fails++;
            continue;
        }
        if (best < 0 || ms[ci] < ms[best])
            best = ci;
        printf("%-5s %6ld %6ld %6ld  %3dx%3dx%2d %s %10.4f %9.1f  %.2g\n", t->name, s->m, s->n, s->k,
               c->tm, c->tn, c->tk, ci == pick ? "pick" : "    ", ms[ci], tflops(s, ms[ci]), worst);
        printf("{\"bench\":\"matmul\",\"impl\":\"cutile_rt\",\"dtype\":\"%s\",\"m\":%ld,\"n\":%ld,"
               "\"k\":%ld,\"config\":\"%dx%dx%d\",\"ms\":%.5f,\"tflops\":%.2f,\"max_err\":%.3g,"
               "\"samples_checked\":%d}\n",
               t->name, s->m, s->n, s->k, c->tm, c->tn, c->tk, ms[ci], tflops(s, ms[ci]), worst,
               SAMPLES);
    }
    if (best >= 0) {
        bool pick_ok = pick >= 0 && ms[pick] > 0;
        printf("{\"bench\":\"matmul\",\"impl\":\"cutile_rt\",\"kind\":\"choice\",\"dtype\":\"%s\","
               "\"m\":%ld,\"n\":%ld,\"k\":%ld,\"pick\":\"%dx%dx%d\",\"pick_ms\":%.5f,"
               "\"pick_tflops\":%.2f,\"best\":\"%dx%dx%d\",\"best_ms\":%.5f,\"best_tflops\":%.2f}\n",
               t->name, s->m, s->n, s->k, pick_ok ? CONFIGS[pick].tm : 0,
               pick_ok ? CONFIGS[pick].tn : 0, pick_ok ? CONFIGS[pick].tk : 0,
               pick_ok ? ms[pick] : -1.0, pick_ok ? tflops(s, ms[pick]) : 0.0, CONFIGS[best].tm,
               CONFIGS[best].tn, CONFIGS[best].tk, ms[best], tflops(s, ms[best]));
    }
    fflush(stdout);
    return fails;
}

/* Cold loads: every export of the dtypes asked for, into a context whose cache is empty. */
static void load_all(bench *B, const char *dir, int only)
{
    int loads = 0;
    for (int ti = 0; ti < 2; ti++)
        for (int ci = 0; ci < NCONFIGS && (only < 0 || only == ti); ci++) {
            char path[4096], entry[64];
            cuTileModule mod;
            snprintf(entry, sizeof entry, "matmul_%s_%dx%dx%d", DTYPES[ti].name, CONFIGS[ci].tm,
                     CONFIGS[ci].tn, CONFIGS[ci].tk);
            snprintf(path, sizeof path, "%s/%s.cutile", dir, entry);
            uint64_t t0 = now_ns();
            if (cuTileLoadModuleFromFile(B->ctx, path, NULL, &mod) ||
                cuTileModuleGetKernel(mod, entry, &B->kern[ti][ci])) {
                fprintf(stderr, "bench_matmul: %s: %s\n", path, cuTileGetLastErrorMessage());
                continue;
            }
            B->cold_ms[ti][ci] = (double)(now_ns() - t0) / 1e6;
            printf("{\"bench\":\"matmul\",\"impl\":\"cutile_rt\",\"kind\":\"cold_compile\","
                   "\"dtype\":\"%s\",\"config\":\"%dx%dx%d\",\"ms\":%.2f,\"load_index\":%d}\n",
                   DTYPES[ti].name, CONFIGS[ci].tm, CONFIGS[ci].tn, CONFIGS[ci].tk,
                   B->cold_ms[ti][ci], loads++);
        }
}

static int parse_args(int argc, char **argv, const char **dir, int *reps, int *only, shape *shapes,
                      int *nshapes)
{
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--dir") && v)
            *dir = v, i++;
        else if (!strcmp(argv[i], "--reps") && v && atoi(v) > 0 && atoi(v) <= MAX_REPS)
            *reps = atoi(v), i++;
        else if (!strcmp(argv[i], "--dtype") && v && (!strcmp(v, "bf16") || !strcmp(v, "f16")))
            *only = strcmp(v, "bf16") ? 1 : 0, i++;
        else if (!strcmp(argv[i], "--shape") && v && *nshapes < MAX_SHAPES &&
                 sscanf(v, "%ldx%ldx%ld", &shapes[*nshapes].m, &shapes[*nshapes].n,
                        &shapes[*nshapes].k) == 3 &&
                 shapes[*nshapes].m > 0 && shapes[*nshapes].n > 0 && shapes[*nshapes].k > 0 &&
                 shapes[*nshapes].m % 16 == 0 && shapes[*nshapes].n % 16 == 0 &&
                 shapes[*nshapes].k % 16 == 0)
            (*nshapes)++, i++;
        else {
            fprintf(stderr, "usage: bench_matmul [--dir DIR] [--reps N] [--dtype bf16|f16] "
                            "[--shape MxNxK (multiples of 16)]...\n");
            return -1;
        }
    }
    if (!*nshapes) {
        *nshapes = (int)(sizeof DEFAULT_SHAPES / sizeof DEFAULT_SHAPES[0]);
        memcpy(shapes, DEFAULT_SHAPES, sizeof DEFAULT_SHAPES);
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *dir = "samples/matmul";
    int only = -1, nshapes = 0;
    shape shapes[MAX_SHAPES];
    bench B = {.reps = 30};
    if (parse_args(argc, argv, &dir, &B.reps, &only, shapes, &nshapes))
        return 2;
    /* a new, empty cache directory: the first load of each export compiles */
    char cache[] = "/tmp/bench_matmul_cache.XXXXXX";
    if (!mkdtemp(cache)) {
        perror("bench_matmul: mkdtemp");
        return 1;
    }
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_dir = cache};
    if (cuTileContextCreate(&B.ctx, &o)) {
        printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
        rmdir(cache);
        return 77;
    }
    CUdevice dev;
    if (bench_driver_load(&B.d) || B.d.cuCtxSetCurrent(B.ctx->cu_ctx) ||
        B.d.cuCtxGetDevice(&dev) || B.d.cuDeviceGetAttribute(&B.sms, 16, dev)) /* SM count */
        return 1;
    load_all(&B, dir, only);
    size_t max_a = 0, max_b = 0, max_c = 0;
    for (int i = 0; i < nshapes; i++) {
        size_t a = (size_t)(shapes[i].m * shapes[i].k), b = (size_t)(shapes[i].k * shapes[i].n),
               c = (size_t)(shapes[i].m * shapes[i].n);
        max_a = a > max_a ? a : max_a, max_b = b > max_b ? b : max_b, max_c = c > max_c ? c : max_c;
    }
    B.ha = malloc(max_a * 2), B.hb = malloc(max_b * 2), B.hc = malloc(max_c * 2);
    if (!B.ha || !B.hb || !B.hc || B.d.cuMemAlloc_v2(&B.a, max_a * 2) ||
        B.d.cuMemAlloc_v2(&B.b, max_b * 2) || B.d.cuMemAlloc_v2(&B.c, max_c * 2) ||
        B.d.cuMemAlloc_v2(&B.flush, FLUSH_BYTES)) {
        fprintf(stderr, "bench_matmul: out of memory\n");
        return 1;
    }
    printf("%d multiprocessors; median of %d launches, L2 cleared before each\n", B.sms, B.reps);
    printf("%-5s %6s %6s %6s  %-10s %4s %10s %9s  %s\n", "dtype", "M", "N", "K", "tiles", "",
           "ms", "TFLOP/s", "max|err|/sum|ab|");
    int fails = 0;
    for (int ti = 0; ti < 2; ti++) {
        if (only >= 0 && only != ti)
            continue;
        /* Each shape reads the leading part of A and B as its row-major operands. */
        fill_uniform(B.ha, max_a, &DTYPES[ti]);
        fill_uniform(B.hb, max_b, &DTYPES[ti]);
        if (B.d.cuMemcpyHtoD_v2(B.a, B.ha, max_a * 2) || B.d.cuMemcpyHtoD_v2(B.b, B.hb, max_b * 2))
            return 1;
        for (int i = 0; i < nshapes; i++)
            fails += bench_shape(&B, ti, &shapes[i]);
    }
    B.d.cuMemFree_v2(B.a), B.d.cuMemFree_v2(B.b), B.d.cuMemFree_v2(B.c);
    B.d.cuMemFree_v2(B.flush);
    free(B.ha), free(B.hb), free(B.hc);
    cuTileContextDestroy(B.ctx);
    printf("cache of the cold loads left in %s\n", cache);
    return fails ? 1 : 0;
}
