/*
 * gpu_driver.h — the driver calls that benchmarks need and the library does not make (memory,
 * events): the shared table of samples/common/cuda_driver.h, looked up through the library's
 * own loaded driver (ct_cuda_symbol), so no benchmark links libcuda or opens it a second time.
 */
#ifndef CT_BENCH_GPU_DRIVER_H
#define CT_BENCH_GPU_DRIVER_H

#include <stdio.h>
#include <stdlib.h>

#include "cuda_driver.h"
#include "launch/launch.h"

/* cuda_driver_fill's lookup through the driver the library loaded. */
static inline void *bench_symbol(void *unused, const char *name)
{
    (void)unused;
    return ct_cuda_symbol(name);
}

/* Fills d after the library has loaded the driver (call after cuTileContextCreate).
 * Returns 0, or -1 naming the missing call on stderr. */
static inline int bench_driver_load(cuda_driver *d)
{
    return cuda_driver_fill(d, bench_symbol, NULL);
}

enum { BENCH_REPS = 30, BENCH_WARMUP = 5 };

static inline int bench_cmp_float(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* Median milliseconds of fn(user) run BENCH_REPS times between events, after BENCH_WARMUP
 * untimed runs (fn returns non-zero on failure). Returns -1 on failure. */
typedef int (*bench_fn)(void *user);
static inline float bench_time_median(const cuda_driver *d, bench_fn fn, void *user)
{
    CUevent e0, e1;
    float t[BENCH_REPS];
    if (d->cuEventCreate(&e0, 0) || d->cuEventCreate(&e1, 0))
        return -1;
    for (int i = 0; i < BENCH_WARMUP; i++)
        if (fn(user))
            return -1;
    for (int i = 0; i < BENCH_REPS; i++) {
        d->cuEventRecord(e0, NULL);
        if (fn(user))
            return -1;
        d->cuEventRecord(e1, NULL);
        d->cuEventSynchronize(e1);
        d->cuEventElapsedTime(&t[i], e0, e1);
    }
    d->cuEventDestroy_v2(e0);
    d->cuEventDestroy_v2(e1);
    qsort(t, BENCH_REPS, sizeof t[0], bench_cmp_float);
    return t[BENCH_REPS / 2];
}

/* What a benchmark times with bench_time_median: a typed launch of k (bench_run_kernel), or
 * the device-to-device copy it is compared with (bench_run_copy: bytes from src to dst). */
typedef struct bench_run {
    const cuda_driver *d;
    cuTileKernel k;
    cuTileArg args[8];
    size_t nargs;
    uint32_t grid[3];
    CUdeviceptr src, dst;
    size_t bytes;
} bench_run;

static inline int bench_run_kernel(void *u)
{
    const bench_run *r = u;
    return cuTileLaunch(r->k, r->grid, r->args, r->nargs, NULL) != CUTILE_SUCCESS;
}

static inline int bench_run_copy(void *u)
{
    const bench_run *r = u;
    return r->d->cuMemcpyDtoDAsync_v2(r->dst, r->src, r->bytes, NULL) != 0;
}

#endif
