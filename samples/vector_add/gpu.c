/*
 * The sample's GPU half. The CUDA driver is opened with dlopen so that the sample starts (and
 * reports "launch skipped") on machines without one.
 */
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <cuda.h>

#include "cutile_rt.h"

#define TILE 1024

typedef struct driver {
    CUresult (*Init)(unsigned);
    CUresult (*DeviceGet)(CUdevice *, int);
    CUresult (*PrimaryCtxRetain)(CUcontext *, CUdevice);
    CUresult (*PrimaryCtxRelease)(CUdevice);
    CUresult (*CtxSetCurrent)(CUcontext);
    CUresult (*MemAlloc)(CUdeviceptr *, size_t);
    CUresult (*MemFree)(CUdeviceptr);
    CUresult (*MemcpyHtoD)(CUdeviceptr, const void *, size_t);
    CUresult (*MemcpyDtoH)(void *, CUdeviceptr, size_t);
    CUresult (*MemsetD32)(CUdeviceptr, unsigned, size_t);
    CUresult (*CtxSynchronize)(void);
} driver;

static int load_driver(driver *d)
{
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h)
        return -1;
    void **slots[] = {(void **)&d->Init, (void **)&d->DeviceGet, (void **)&d->PrimaryCtxRetain,
                      (void **)&d->PrimaryCtxRelease, (void **)&d->CtxSetCurrent,
                      (void **)&d->MemAlloc, (void **)&d->MemFree, (void **)&d->MemcpyHtoD,
                      (void **)&d->MemcpyDtoH, (void **)&d->MemsetD32, (void **)&d->CtxSynchronize};
    const char *names[] = {"cuInit", "cuDeviceGet", "cuDevicePrimaryCtxRetain",
                           "cuDevicePrimaryCtxRelease_v2", "cuCtxSetCurrent", "cuMemAlloc_v2",
                           "cuMemFree_v2", "cuMemcpyHtoD_v2", "cuMemcpyDtoH_v2", "cuMemsetD32_v2",
                           "cuCtxSynchronize"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!(*slots[i] = dlsym(h, names[i])))
            return -1;
    return 0;
}

static cuTileArg array_arg(CUdeviceptr p, long n)
{
    cuTileArg a = {.kind = CUTILE_ARG_ARRAY};
    a.u.array.data = p;
    a.u.array.dtype = CUTILE_DTYPE_F32;
    a.u.array.rank = 1;
    a.u.array.shape[0] = n;
    a.u.array.strides[0] = 1;
    return a;
}

int run_on_gpu(const unsigned char *bytes, size_t size, long n);

int run_on_gpu(const unsigned char *bytes, size_t size, long n)
{
    driver d;
    CUdevice dev;
    CUcontext cctx;
    if (load_driver(&d) || d.Init(0) || d.DeviceGet(&dev, 0))
        return 2;
    if (d.PrimaryCtxRetain(&cctx, dev) || d.CtxSetCurrent(cctx))
        return 2;

    int rc = 1;
    size_t bytes_n = (size_t)n * sizeof(float);
    float *ha = malloc(bytes_n), *hb = malloc(bytes_n), *hc = malloc(bytes_n);
    CUdeviceptr da = 0, db = 0, dc = 0;
    cuTileContext ctx = NULL;
    cuTileModule mod = NULL;
    cuTileKernel k = NULL;
    cuTileStatus s;
    if (!ha || !hb || !hc || d.MemAlloc(&da, bytes_n) || d.MemAlloc(&db, bytes_n) ||
        d.MemAlloc(&dc, bytes_n)) {
        fprintf(stderr, "vector_add: out of memory\n");
        goto out;
    }
    srand(12345);
    for (long i = 0; i < n; i++) {
        ha[i] = (float)((double)rand() / RAND_MAX * 2 - 1);
        hb[i] = (float)((double)rand() / RAND_MAX * 2 - 1);
    }
    d.MemcpyHtoD(da, ha, bytes_n);
    d.MemcpyHtoD(db, hb, bytes_n);
    d.MemsetD32(dc, 0x7fc00001u, (size_t)n); /* poison: a NaN the kernel must overwrite */

    if ((s = cuTileContextCreate(&ctx, NULL)) || (s = cuTileLoadModule(ctx, bytes, size, NULL, &mod)) ||
        (s = cuTileModuleGetKernel(mod, "vector_add", &k))) {
        fprintf(stderr, "vector_add: load: %s: %s\n", cuTileGetErrorString(s), cuTileGetLastErrorMessage());
        goto out;
    }
    cuTileArg args[3] = {array_arg(da, n), array_arg(db, n), array_arg(dc, n)};
    uint32_t grid[3] = {(uint32_t)((n + TILE - 1) / TILE), 1, 1};
    if ((s = cuTileLaunch(k, grid, args, 3, NULL)) || d.CtxSynchronize()) {
        fprintf(stderr, "vector_add: launch: %s: %s\n", cuTileGetErrorString(s), cuTileGetLastErrorMessage());
        goto out;
    }
    d.MemcpyDtoH(hc, dc, bytes_n);
    long bad = 0;
    for (long i = 0; i < n; i++)
        if (!(hc[i] == ha[i] + hb[i]))
            bad++;
    printf("vector_add: n = %ld, grid = %u, %ld mismatches\n", n, grid[0], bad);
    rc = bad ? 1 : 0;
out:
    cuTileModuleUnload(mod);
    cuTileContextDestroy(ctx);
    if (dc) d.MemFree(dc);
    if (db) d.MemFree(db);
    if (da) d.MemFree(da);
    free(ha), free(hb), free(hc);
    d.PrimaryCtxRelease(dev);
    return rc;
}
