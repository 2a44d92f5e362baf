/*
 * gpu_driver.h — driver calls that benchmarks need and the library does not make (memory,
 * events), looked up through the library's own loaded driver (ct_cuda_symbol), so no
 * benchmark links libcuda or opens it a second time.
 */
#ifndef CT_BENCH_GPU_DRIVER_H
#define CT_BENCH_GPU_DRIVER_H

#include <stdio.h>
#include <stdlib.h>

#include "launch/launch.h"

typedef uint64_t CUdeviceptr;
typedef struct CUevent_st *CUevent;

#define BENCH_DRIVER_FUNCS(X)                                                                  \
    X(cuMemAlloc_v2, (CUdeviceptr *, size_t))                                                  \
    X(cuMemFree_v2, (CUdeviceptr))                                                             \
    X(cuMemcpyDtoD_v2, (CUdeviceptr, CUdeviceptr, size_t))                                     \
    X(cuMemcpyDtoDAsync_v2, (CUdeviceptr, CUdeviceptr, size_t, CUstream))                      \
    X(cuMemcpyHtoD_v2, (CUdeviceptr, const void *, size_t))                                    \
    X(cuMemcpyDtoH_v2, (void *, CUdeviceptr, size_t))                                          \
    X(cuMemsetD32_v2, (CUdeviceptr, unsigned, size_t))                                         \
    X(cuMemsetD32Async, (CUdeviceptr, unsigned, size_t, CUstream))                             \
    X(cuCtxGetDevice, (CUdevice *))                                                            \
    X(cuDeviceGetAttribute, (int *, int, CUdevice))                                            \
    X(cuCtxSynchronize, (void))                                                                \
    X(cuCtxSetCurrent, (CUcontext))                                                            \
    X(cuEventCreate, (CUevent *, unsigned))                                                    \
    X(cuEventDestroy_v2, (CUevent))                                                            \
    X(cuEventRecord, (CUevent, CUstream))                                                      \
    X(cuEventSynchronize, (CUevent))                                                           \
    X(cuEventElapsedTime, (float *, CUevent, CUevent))                                         \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessor, (int *, CUfunction, int, size_t))

typedef struct bench_driver {
#define CT_X_(name, params) CUresult(*name) params;
    BENCH_DRIVER_FUNCS(CT_X_)
#undef CT_X_
} bench_driver;

/* Fills d after the library has loaded the driver (call after cuTileContextCreate).
 * Returns 0, or -1 naming the missing call on stderr. */
static inline int bench_driver_load(bench_driver *d)
{
#define CT_X_(name, params)                                                                    \
    if (!(*(void **)&d->name = ct_cuda_symbol(#name))) {                                       \
        fprintf(stderr, "the driver lacks %s\n", #name);                                       \
        return -1;                                                                             \
    }
    BENCH_DRIVER_FUNCS(CT_X_)
#undef CT_X_
    return 0;
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
static inline float bench_time_median(const bench_driver *d, bench_fn fn, void *user)
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

#endif
