/*
 * The sample's GPU half. The CUDA driver is opened with dlopen (common/cuda_driver.h) so that
 * the sample starts (and reports "launch skipped") on machines without one.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <cuda.h>

#include "cuda_driver.h"
#include "cutile_rt.h"
#include "tile_args.h"

#define TILE 1024

int run_on_gpu(const unsigned char *bytes, size_t size, long n);

int run_on_gpu(const unsigned char *bytes, size_t size, long n)
{
    cuda_driver d;
    CUdevice dev;
    CUcontext cctx;
    if (cuda_driver_open(&d) || cuda_driver_primary_context(&d, &dev, &cctx))
        return 2;

    int rc = 1;
    size_t bytes_n = (size_t)n * sizeof(float);
    float *ha = malloc(bytes_n), *hb = malloc(bytes_n), *hc = malloc(bytes_n);
    CUdeviceptr da = 0, db = 0, dc = 0;
    cuTileContext ctx = NULL;
    cuTileModule mod = NULL;
    cuTileKernel k = NULL;
    cuTileStatus s;
    if (!ha || !hb || !hc || d.cuMemAlloc_v2(&da, bytes_n) || d.cuMemAlloc_v2(&db, bytes_n) ||
        d.cuMemAlloc_v2(&dc, bytes_n)) {
        fprintf(stderr, "vector_add: out of memory\n");
        goto out;
    }
    srand(12345);
    for (long i = 0; i < n; i++) {
        ha[i] = (float)((double)rand() / RAND_MAX * 2 - 1);
        hb[i] = (float)((double)rand() / RAND_MAX * 2 - 1);
    }
    d.cuMemcpyHtoD_v2(da, ha, bytes_n);
    d.cuMemcpyHtoD_v2(db, hb, bytes_n);
    d.cuMemsetD32_v2(dc, 0x7fc00001u, (size_t)n); /* poison: a NaN the kernel must overwrite */

    if ((s = cuTileContextCreate(&ctx, NULL)) || (s = cuTileLoadModule(ctx, bytes, size, NULL, &mod)) ||
        (s = cuTileModuleGetKernel(mod, "vector_add", &k))) {
        fprintf(stderr, "vector_add: load: %s: %s\n", cuTileGetErrorString(s), cuTileGetLastErrorMessage());
        goto out;
    }
    cuTileArg args[3] = {TILE_ARRAY(da, CUTILE_DTYPE_F32, n), TILE_ARRAY(db, CUTILE_DTYPE_F32, n),
                         TILE_ARRAY(dc, CUTILE_DTYPE_F32, n)};
    uint32_t grid[3] = {(uint32_t)((n + TILE - 1) / TILE), 1, 1};
    if ((s = cuTileLaunch(k, grid, args, 3, NULL)) || d.cuCtxSynchronize()) {
        fprintf(stderr, "vector_add: launch: %s: %s\n", cuTileGetErrorString(s), cuTileGetLastErrorMessage());
        goto out;
    }
    d.cuMemcpyDtoH_v2(hc, dc, bytes_n);
    long bad = 0;
    for (long i = 0; i < n; i++)
        if (!(hc[i] == ha[i] + hb[i]))
            bad++;
    printf("vector_add: n = %ld, grid = %u, %ld mismatches\n", n, grid[0], bad);
    rc = bad ? 1 : 0;
out:
    cuTileModuleUnload(mod);
    cuTileContextDestroy(ctx);
    if (dc) d.cuMemFree_v2(dc);
    if (db) d.cuMemFree_v2(db);
    if (da) d.cuMemFree_v2(da);
    free(ha), free(hb), free(hc);
    d.cuDevicePrimaryCtxRelease_v2(dev);
    return rc;
}
