/*
 * vector_add.c — the vector-add sample kernel (samples/vector_add/vector_add.cutile, compiled by
 * the library) over 2^28 float32 elements, against the device's copy bandwidth measured in the
 * same run (cuMemcpyDtoD of the same bytes per element moved).
 *
 * Bytes counted: vector add reads a and b and writes c (12 bytes per element); the copy reads
 * and writes once (8 bytes per element). Times are medians over BENCH_REPS event-timed repetitions
 * after warm-up. Prints a table and one JSON line (for bench/results/).
 *
 * usage: bench_vector_add [FILE.cutile] [log2(N)]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpu_driver.h"
#include "tile_args.h"

enum { TILE = 1024 };

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "samples/vector_add/vector_add.cutile";
    int lg = argc > 2 ? atoi(argv[2]) : 28;
    long n = 1L << lg;
    size_t bytes = (size_t)n * sizeof(float);
    cuTileContext ctx;
    cuTileModule mod;
    bench_run r = {0};
    cuda_driver d;
    if (cuTileContextCreate(&ctx, NULL)) {
        printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
        return 77;
    }
    /* The context may be device 0's primary one, not current here: memory calls need it. */
    if (bench_driver_load(&d) || d.cuCtxSetCurrent(ctx->cu_ctx) ||
        cuTileLoadModuleFromFile(ctx, path, NULL, &mod) ||
        cuTileModuleGetKernel(mod, "vector_add", &r.k)) {
        fprintf(stderr, "bench_vector_add: %s\n", cuTileGetLastErrorMessage());
        return 1;
    }
    CUdeviceptr a, b, c;
    if (d.cuMemAlloc_v2(&a, bytes) || d.cuMemAlloc_v2(&b, bytes) || d.cuMemAlloc_v2(&c, bytes)) {
        fprintf(stderr, "bench_vector_add: cannot allocate 3 x %zu bytes\n", bytes);
        return 1;
    }
    /* Non-zero data (never time zeros): small integers, so a + b is exact and checkable. */
    float *h = malloc(bytes);
    for (long i = 0; i < n; i++)
        h[i] = (float)(i % 1000);
    d.cuMemcpyHtoD_v2(a, h, bytes);
    for (long i = 0; i < n; i++)
        h[i] = (float)(i % 7);
    d.cuMemcpyHtoD_v2(b, h, bytes);
    r.d = &d;
    r.args[0] = TILE_ARRAY(a, CUTILE_DTYPE_F32, n), r.args[1] = TILE_ARRAY(b, CUTILE_DTYPE_F32, n);
    r.args[2] = TILE_ARRAY(c, CUTILE_DTYPE_F32, n), r.nargs = 3;
    r.grid[0] = (uint32_t)((n + TILE - 1) / TILE), r.grid[1] = r.grid[2] = 1;
    r.src = a, r.dst = c, r.bytes = bytes;

    float t_copy = bench_time_median(&d, bench_run_copy, &r);
    d.cuMemsetD32_v2(c, 0x7fc00001u, (size_t)n); /* poison before the checked kernel runs */
    float t_add = bench_time_median(&d, bench_run_kernel, &r);
    d.cuCtxSynchronize();
    d.cuMemcpyDtoH_v2(h, c, bytes);
    long bad = 0;
    for (long i = 0; i < n; i++)
        bad += h[i] != (float)(i % 1000) + (float)(i % 7);

    double bw_copy = 2.0 * bytes / (t_copy * 1e-3) / 1e9;
    double bw_add = 3.0 * bytes / (t_add * 1e-3) / 1e9;
    printf("%-28s %12s %12s\n", "2^28 f32", "median ms", "GB/s");
    printf("%-28s %12.3f %12.1f\n", "copy (cuMemcpyDtoD)", t_copy, bw_copy);
    printf("%-28s %12.3f %12.1f\n", "vector_add (cutile_rt)", t_add, bw_add);
    printf("vector_add / copy bandwidth: %.3f   wrong elements: %ld\n", bw_add / bw_copy, bad);
    printf("{\"bench\":\"vector_add\",\"n\":%ld,\"copy_ms\":%.4f,\"copy_gbs\":%.1f,"
           "\"vector_add_ms\":%.4f,\"vector_add_gbs\":%.1f,\"ratio\":%.4f,\"wrong\":%ld}\n",
           n, t_copy, bw_copy, t_add, bw_add, bw_add / bw_copy, bad);
    free(h);
    d.cuMemFree_v2(a), d.cuMemFree_v2(b), d.cuMemFree_v2(c);
    cuTileModuleUnload(mod);
    cuTileContextDestroy(ctx);
    return bad ? 1 : 0;
}
