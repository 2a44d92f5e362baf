/*
 * norm.c — layer norm forward and row softmax over ROWS×8192 bf16 (bench/data/<kernel>.cutile,
 * made by bench/kernels.py, compiled by the library), against the device's copy bandwidth
 * measured in the same run (cuMemcpyDtoD of the input). Layer norm runs in two variants: one
 * row per tile block, and RPB rows per block with the weight and bias loaded once.
 *
 * Bytes counted: each kernel reads x once and writes y once; layer norm also reads its weight
 * and bias (2·8192 bf16). The copy reads and writes the input once. Times are medians over
 * BENCH_REPS event-timed repetitions after warm-up. A few rows of every output are checked
 * against a CPU reference in double precision. Prints a table and one JSON line per kernel
 * (bench/norm_torch.py prints the same lines for torch).
 *
 * usage: bench_norm [DATA_DIR] [ROWS]      (defaults: bench/data 8192)
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpu_driver.h"
#include "halves.h"
#include "tile_args.h"

enum { N = 8192, CHECK_ROWS = 8 };
#define EPS 1e-5

/* Uniform in [lo, hi) from a 64-bit LCG: reproducible, never all zeros. */
static float rand_uniform(uint64_t *s, float lo, float hi)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return lo + (hi - lo) * (float)((*s >> 40) * (1.0 / 16777216.0));
}

/* CPU references of one row, in double. */
static void ref_layer_norm(const uint16_t *x, const uint16_t *w, const uint16_t *b, double *y)
{
    double mean = 0, var = 0;
    for (int i = 0; i < N; i++)
        mean += f32_of_bf16(x[i]);
    mean /= N;
    for (int i = 0; i < N; i++)
        var += (f32_of_bf16(x[i]) - mean) * (f32_of_bf16(x[i]) - mean);
    double rstd = 1.0 / sqrt(var / N + EPS);
    for (int i = 0; i < N; i++)
        y[i] = (f32_of_bf16(x[i]) - mean) * rstd * f32_of_bf16(w[i]) + f32_of_bf16(b[i]);
}

static void ref_softmax(const uint16_t *x, double *y)
{
    double m = -INFINITY, s = 0;
    for (int i = 0; i < N; i++)
        m = fmax(m, f32_of_bf16(x[i]));
    for (int i = 0; i < N; i++)
        s += y[i] = exp(f32_of_bf16(x[i]) - m);
    for (int i = 0; i < N; i++)
        y[i] /= s;
}

/* Checks CHECK_ROWS rows of the device output y against the reference:
 * |got - ref| <= 2^-6·|ref| + atol (bf16 keeps 8 significant bits; f32 sums over 8192 terms
 * add a little). Returns the number of wrong elements; *max_rel gets the largest
 * relative error over elements with |ref| > atol. */
static long check_rows(const cuda_driver *d, CUdeviceptr y, long rows, const uint16_t *x,
                       const uint16_t *w, const uint16_t *b, double atol, double *max_rel)
{
    uint16_t got[N];
    double ref[N];
    long bad = 0;
    *max_rel = 0;
    for (int c = 0; c < CHECK_ROWS; c++) {
        /* spread over the rows, every position in a block of 4, and the last row */
        long r = c == CHECK_ROWS - 1 ? rows - 1 : c * (rows / CHECK_ROWS) + c % 4;
        d->cuMemcpyDtoH_v2(got, y + (CUdeviceptr)(r * N * 2), sizeof got);
        if (w)
            ref_layer_norm(x + r * N, w, b, ref);
        else
            ref_softmax(x + r * N, ref);
        for (int i = 0; i < N; i++) {
            double g = f32_of_bf16(got[i]), err = fabs(g - ref[i]);
            bad += !(err <= ldexp(fabs(ref[i]), -6) + atol);
            if (fabs(ref[i]) > atol && err / fabs(ref[i]) > *max_rel)
                *max_rel = err / fabs(ref[i]);
        }
    }
    return bad;
}

/* The kernels timed: bench/data/<file>.cutile, rows per tile block, layer norm or softmax. */
typedef struct bench_kernel {
    const char *file, *label;
    int rows_per_block;
    int layer_norm;
} bench_kernel;

static const bench_kernel KERNELS[] = {
    {"layer_norm_bf16_8192", "layer_norm_fwd", 1, 1},
    {"layer_norm_rows4_bf16_8192", "layer_norm_fwd_rows4", 4, 1},
    {"softmax_bf16_8192", "softmax_row", 1, 0},
};
enum { NKERNELS = sizeof KERNELS / sizeof KERNELS[0] };

typedef struct result {
    double bytes;
    float ms;
    long wrong;
    double max_rel;
} result;

static void report(const result *res, long rows, float copy_ms, double copy_bytes)
{
    double copy_gbs = copy_bytes / (copy_ms * 1e-3) / 1e9;
    printf("%-34s %12s %12s %10s %8s\n", "bf16, rows x 8192", "median ms", "GB/s", "of copy",
           "wrong");
    printf("%-34s %12.4f %12.1f %10s %8s\n", "copy (cuMemcpyDtoD)", copy_ms, copy_gbs, "1.000",
           "-");
    for (int i = 0; i < NKERNELS; i++) {
        double gbs = res[i].bytes / (res[i].ms * 1e-3) / 1e9;
        printf("%-22s (cutile_rt) %12.4f %12.1f %10.3f %8ld\n", KERNELS[i].label, res[i].ms, gbs,
               gbs / copy_gbs, res[i].wrong);
    }
    printf("{\"bench\":\"norm\",\"impl\":\"cutile_rt\",\"kernel\":\"copy\",\"rows\":%ld,"
           "\"n\":%d,\"bytes\":%.0f,\"ms\":%.4f,\"gbs\":%.1f}\n",
           rows, N, copy_bytes, copy_ms, copy_gbs);
    for (int i = 0; i < NKERNELS; i++) {
        double gbs = res[i].bytes / (res[i].ms * 1e-3) / 1e9;
        printf("{\"bench\":\"norm\",\"impl\":\"cutile_rt\",\"kernel\":\"%s\",\"rows\":%ld,"
               "\"n\":%d,\"dtype\":\"bf16\",\"bytes\":%.0f,\"ms\":%.4f,\"gbs\":%.1f,"
               "\"copy_gbs\":%.1f,\"frac_copy\":%.4f,\"wrong\":%ld,\"max_rel_err\":%.3g}\n",
               KERNELS[i].label, rows, N, res[i].bytes, res[i].ms, gbs, copy_gbs,
               gbs / copy_gbs, res[i].wrong, res[i].max_rel);
    }
}

/* Loads DIR/NAME.cutile and its single entry. */
static int load_kernel(cuTileContext ctx, const char *dir, const char *name, cuTileModule *mod,
                       cuTileKernel *k)
{
    char path[4096];
    const char *entry;
    snprintf(path, sizeof path, "%s/%s.cutile", dir, name);
    if (cuTileLoadModuleFromFile(ctx, path, NULL, mod) ||
        cuTileModuleGetKernelName(*mod, 0, &entry) || cuTileModuleGetKernel(*mod, entry, k)) {
        fprintf(stderr, "bench_norm: %s: %s\n", path, cuTileGetLastErrorMessage());
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "bench/data";
    long rows = argc > 2 ? atol(argv[2]) : 8192;
    size_t xbytes = (size_t)rows * N * 2;
    cuTileContext ctx;
    cuTileModule mods[NKERNELS] = {0};
    bench_run runs[NKERNELS] = {0}, cp = {0};
    result res[NKERNELS] = {0};
    cuda_driver d;
    if (rows < 1 || rows % 16) {
        fprintf(stderr, "bench_norm: ROWS must be a positive multiple of 16\n");
        return 2;
    }
    if (cuTileContextCreate(&ctx, NULL)) {
        printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
        return 77;
    }
    /* The context may be device 0's primary one, not current here: memory calls need it. */
    if (bench_driver_load(&d) || d.cuCtxSetCurrent(ctx->cu_ctx))
        return 1;
    for (int i = 0; i < NKERNELS; i++)
        if (load_kernel(ctx, dir, KERNELS[i].file, &mods[i], &runs[i].k))
            return 1;
    CUdeviceptr x, y, w, b;
    uint16_t *hx = malloc(xbytes), hw[N], hb[N];
    if (!hx || d.cuMemAlloc_v2(&x, xbytes) || d.cuMemAlloc_v2(&y, xbytes) ||
        d.cuMemAlloc_v2(&w, N * 2) || d.cuMemAlloc_v2(&b, N * 2)) {
        fprintf(stderr, "bench_norm: cannot allocate 2 x %zu bytes\n", xbytes);
        return 1;
    }
    /* Random inputs: x in [-4, 4) with a per-row offset (so the mean matters), w in [0.5, 1.5),
     * b in [-1, 1). Softmax reads the same x. */
    uint64_t seed = 12345;
    for (long r = 0; r < rows; r++) {
        float off = rand_uniform(&seed, -2, 2);
        for (int i = 0; i < N; i++)
            hx[r * N + i] = bf16_of(off + rand_uniform(&seed, -4, 4));
    }
    for (int i = 0; i < N; i++) {
        hw[i] = bf16_of(rand_uniform(&seed, 0.5f, 1.5f));
        hb[i] = bf16_of(rand_uniform(&seed, -1, 1));
    }
    d.cuMemcpyHtoD_v2(x, hx, xbytes);
    d.cuMemcpyHtoD_v2(w, hw, sizeof hw);
    d.cuMemcpyHtoD_v2(b, hb, sizeof hb);

    /* Layer norm takes (X, Y, W, B, eps), softmax (X, Y). */
    const cuTileArg args[5] = {TILE_ARRAY(x, CUTILE_DTYPE_BF16, rows, N),
                               TILE_ARRAY(y, CUTILE_DTYPE_BF16, rows, N),
                               TILE_ARRAY(w, CUTILE_DTYPE_BF16, N),
                               TILE_ARRAY(b, CUTILE_DTYPE_BF16, N),
                               {.kind = CUTILE_ARG_FLOAT64, .u.f64 = EPS}};
    for (int i = 0; i < NKERNELS; i++) {
        memcpy(runs[i].args, args, sizeof args);
        runs[i].nargs = KERNELS[i].layer_norm ? 5 : 2;
        runs[i].grid[0] = (uint32_t)(rows / KERNELS[i].rows_per_block);
        runs[i].grid[1] = runs[i].grid[2] = 1;
        res[i].bytes = 2.0 * xbytes + (KERNELS[i].layer_norm ? 4.0 * N : 0);
    }
    cp.d = &d, cp.src = x, cp.dst = y, cp.bytes = xbytes;

    float copy_ms = bench_time_median(&d, bench_run_copy, &cp);
    int rc = copy_ms < 0;
    for (int i = 0; i < NKERNELS && !rc; i++) {
        d.cuMemsetD32_v2(y, 0x7fc07fc0u, xbytes / 4); /* NaN-poison y before each kernel */
        res[i].ms = bench_time_median(&d, bench_run_kernel, &runs[i]);
        if (res[i].ms < 0 || d.cuCtxSynchronize()) {
            fprintf(stderr, "bench_norm: %s failed: %s\n", KERNELS[i].file,
                    cuTileGetLastErrorMessage());
            rc = 1;
            break;
        }
        res[i].wrong = check_rows(&d, y, rows, hx, KERNELS[i].layer_norm ? hw : NULL, hb,
                                  KERNELS[i].layer_norm ? 2e-2 : 1e-7, &res[i].max_rel);
        rc |= res[i].wrong != 0;
    }
    if (copy_ms < 0)
        fprintf(stderr, "bench_norm: cuMemcpyDtoD failed\n");
    else if (res[NKERNELS - 1].ms > 0)
        report(res, rows, copy_ms, 2.0 * xbytes);
    free(hx);
    d.cuMemFree_v2(x), d.cuMemFree_v2(y), d.cuMemFree_v2(w), d.cuMemFree_v2(b);
    for (int i = 0; i < NKERNELS; i++)
        cuTileModuleUnload(mods[i]);
    cuTileContextDestroy(ctx);
    return rc;
}
