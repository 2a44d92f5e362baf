/*
 * The matmul sample: loads one of the matmul exports of kernels.py (by default the bf16
 * 128×128×64 one), multiplies random M×K and K×N matrices on the GPU, checks sampled elements
 * of C against a CPU reference accumulated in double, and prints the median time of 10
 * launches (CUDA events) and the rate. On a machine without a GPU it verifies the bytecode and
 * says the launch was skipped.
 *
 * usage: sample_matmul [FILE.cutile] [M N K]
 *   FILE  samples/matmul/matmul_<f16|bf16|tf32>_<TM>x<TN>x<TK>[_any].cutile (the entry name is
 *         the file's stem; its dtype and tile sizes are read from it)
 *   M N K default 4096 4096 4096; multiples of 16 unless FILE is an `_any` export
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include "cuda_driver.h"
#include "halves.h"
#include "cutile_rt.h"
#include "tile_args.h"

enum { REPS = 10, SAMPLES = 1024 };

static cuda_driver d;

/* Opens the driver and makes device 0's primary context current; -1 if there is none. */
static int open_driver(void)
{
    CUdevice dev;
    CUcontext c;
    return cuda_driver_open(&d) || cuda_driver_primary_context(&d, &dev, &c) ? -1 : 0;
}

/* The element types the sample handles: f16, bf16 (C in the same type) and f32 (C in f32,
 * multiplied in tf32 by the kernel). */
typedef struct dtype {
    const char *name;
    cuTileDType dt;
    size_t bytes;
    int lg_u_out; /* log2 of C's unit roundoff */
} dtype;
static const dtype DTYPES[] = {{"f16", CUTILE_DTYPE_F16, 2, -11},
                               {"bf16", CUTILE_DTYPE_BF16, 2, -8},
                               {"tf32", CUTILE_DTYPE_F32, 4, -24}};

/* Allowed |got − ref| / Σ|a·b|: the products are exact in f32, K of them summed in f32 (an
 * add that may truncate: 2^-23 each, K·2^-23 at most), then rounded to C's type. */
static double tolerance(const dtype *t, long k)
{
    return ldexp(1, t->lg_u_out) + 1.01 * (double)k * ldexp(1, -23);
}

/* Stores v (already representable, see random_matrix) as type t at p[i]; returns the value. */
static double store(void *p, size_t i, const dtype *t, double v)
{
    if (t->dt == CUTILE_DTYPE_F32)
        ((float *)p)[i] = (float)v;
    else
        ((uint16_t *)p)[i] = t->dt == CUTILE_DTYPE_BF16 ? bf16_of((float)v) : f16_of((float)v);
    return v;
}

static double load(const void *p, size_t i, const dtype *t)
{
    if (t->dt == CUTILE_DTYPE_F32)
        return ((const float *)p)[i];
    uint16_t h = ((const uint16_t *)p)[i];
    return t->dt == CUTILE_DTYPE_BF16 ? f32_of_bf16(h) : f32_of_f16(h);
}

/* Random values k/256 with |k| ≤ 256, exact in every type here (tf32 too: 9 bits). */
static uint64_t rng = 88172645463325252ull;
static void *random_matrix(const dtype *t, size_t n, double *vals)
{
    void *h = malloc(n * t->bytes);
    for (size_t i = 0; h && i < n; i++) {
        rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
        vals[i] = store(h, i, t, (double)((int)(rng % 513) - 256) / 256.0);
    }
    return h;
}

static int cmp_float(const void *x, const void *y)
{
    float a = *(const float *)x, b = *(const float *)y;
    return (a > b) - (a < b);
}

/* Checks every element was written (no poison NaN left) and SAMPLES elements against the CPU. */
static long check(const void *c, const double *a, const double *b, const dtype *t, long m, long n,
                  long k, double *worst)
{
    long bad = 0;
    for (long i = 0; i < m * n; i++)
        bad += isnan(load(c, (size_t)i, t));
    *worst = 0;
    for (int s = 0; s < SAMPLES; s++) {
        long i = s == 0 ? m - 1 : (long)((unsigned long)rand() % (unsigned long)m);
        long j = s == 0 ? n - 1 : (long)((unsigned long)rand() % (unsigned long)n);
        double ref = 0, mag = 0;
        for (long x = 0; x < k; x++)
            ref += a[i * k + x] * b[x * n + j], mag += fabs(a[i * k + x] * b[x * n + j]);
        double err = fabs(load(c, (size_t)(i * n + j), t) - ref) / (mag > 0 ? mag : 1);
        bad += !(err <= tolerance(t, k));
        *worst = err > *worst ? err : *worst;
    }
    return bad;
}

static int run(cuTileKernel kern, const dtype *t, long m, long n, long k, int tm, int tn)
{
    size_t na = (size_t)(m * k), nb = (size_t)(k * n), nc = (size_t)(m * n);
    double *va = malloc(na * sizeof(double)), *vb = malloc(nb * sizeof(double));
    void *ha = va ? random_matrix(t, na, va) : NULL, *hb = vb ? random_matrix(t, nb, vb) : NULL;
    void *hc = malloc(nc * t->bytes);
    CUdeviceptr da = 0, db = 0, dc = 0;
    CUevent e0, e1;
    int rc = 1;
    if (!ha || !hb || !hc || d.cuMemAlloc_v2(&da, na * t->bytes) ||
        d.cuMemAlloc_v2(&db, nb * t->bytes) || d.cuMemAlloc_v2(&dc, nc * t->bytes) ||
        d.cuEventCreate(&e0, 0) || d.cuEventCreate(&e1, 0)) {
        fprintf(stderr, "matmul: out of memory\n");
        goto out;
    }
    d.cuMemcpyHtoD_v2(da, ha, na * t->bytes);
    d.cuMemcpyHtoD_v2(db, hb, nb * t->bytes);
    d.cuMemsetD8_v2(dc, 0xFF, nc * t->bytes); /* NaN: every element must be written */
    cuTileArg args[3] = {TILE_ARRAY(da, t->dt, m, k), TILE_ARRAY(db, t->dt, k, n),
                         TILE_ARRAY(dc, t->dt, m, n)};
    uint32_t grid[3] = {(uint32_t)(((m + tm - 1) / tm) * ((n + tn - 1) / tn)), 1, 1};
    float ms[REPS];
    for (int r = -1; r < REPS; r++) { /* one untimed launch first */
        d.cuEventRecord(e0, NULL);
        cuTileStatus s = cuTileLaunch(kern, grid, args, 3, NULL);
        d.cuEventRecord(e1, NULL);
        if (s || d.cuEventSynchronize(e1)) {
            fprintf(stderr, "matmul: launch: %s\n", s ? cuTileGetLastErrorMessage() : "CUDA error");
            goto out;
        }
        if (r >= 0)
            d.cuEventElapsedTime(&ms[r], e0, e1);
        if (r == -1 && d.cuMemcpyDtoH_v2(hc, dc, nc * t->bytes) == 0) {
            double worst;
            long bad = check(hc, va, vb, t, m, n, k, &worst);
            printf("matmul %s %ldx%ldx%ld: %ld bad of %d sampled elements (and NaN scan), max "
                   "|err|/sum|ab| = %.3g (allowed %.2g)\n",
                   t->name, m, n, k, bad, SAMPLES, worst, tolerance(t, k));
            if (bad)
                goto out;
        }
    }
    qsort(ms, REPS, sizeof ms[0], cmp_float);
    double med = (ms[REPS / 2 - 1] + ms[REPS / 2]) / 2;
    printf("matmul %s %ldx%ldx%ld: %.3f ms median of %d, %.1f TFLOP/s\n", t->name, m, n, k, med,
           REPS, 2.0 * (double)m * (double)n * (double)k / (med * 1e-3) / 1e12);
    rc = 0;
out:
    if (da) d.cuMemFree_v2(da);
    if (db) d.cuMemFree_v2(db);
    if (dc) d.cuMemFree_v2(dc);
    free(ha), free(hb), free(hc), free(va), free(vb);
    return rc;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "samples/matmul/matmul_bf16_128x128x64.cutile";
    long m = argc > 4 ? atol(argv[2]) : 4096, n = argc > 4 ? atol(argv[3]) : 4096,
         k = argc > 4 ? atol(argv[4]) : 4096;
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    char entry[128], dt[8];
    int tm = 0, tn = 0, tk = 0;
    snprintf(entry, sizeof entry, "%.*s", (int)strcspn(base, "."), base);
    const dtype *t = NULL;
    if (sscanf(entry, "matmul_%7[a-z0-9]_%dx%dx%d", dt, &tm, &tn, &tk) == 4)
        for (size_t i = 0; i < sizeof DTYPES / sizeof DTYPES[0]; i++)
            t = strcmp(DTYPES[i].name, dt) ? t : &DTYPES[i];
    if (!t || m < 1 || n < 1 || k < 1) {
        fprintf(stderr, "usage: sample_matmul [samples/matmul/matmul_<f16|bf16|tf32>_<TM>x<TN>x<TK>"
                        "[_any].cutile] [M N K]\n");
        return 2;
    }
    if (open_driver()) { /* no GPU: check the bytecode only */
        FILE *f = fopen(path, "rb");
        static unsigned char bytes[1 << 20];
        size_t size = f ? fread(bytes, 1, sizeof bytes, f) : 0;
        if (f)
            fclose(f);
        cuTileStatus s = size ? cuTileBytecodeVerify(bytes, size) : CUTILE_ERROR_IO;
        printf("%s: %s; no CUDA device: launch skipped\n", path,
               !size ? "cannot read" : s ? cuTileGetLastErrorMessage() : "verified");
        return s ? 1 : 0;
    }
    cuTileContext ctx = NULL;
    cuTileModule mod = NULL;
    cuTileKernel kern = NULL;
    cuTileStatus s;
    if ((s = cuTileContextCreate(&ctx, NULL)) ||
        (s = cuTileLoadModuleFromFile(ctx, path, NULL, &mod)) ||
        (s = cuTileModuleGetKernel(mod, entry, &kern))) {
        fprintf(stderr, "matmul: %s: %s: %s\n", path, cuTileGetErrorString(s),
                cuTileGetLastErrorMessage());
        cuTileContextDestroy(ctx);
        return 1;
    }
    int rc = run(kern, t, m, n, k, tm, tn);
    cuTileModuleUnload(mod);
    cuTileContextDestroy(ctx);
    return rc;
}
