/*
 * gpu_driver.h — driver calls that benchmarks need and the library does not make (memory,
 * events), looked up through the library's own loaded driver (ct_cuda_symbol), so no
 * benchmark links libcuda or opens it a second time.
 */
#ifndef CT_BENCH_GPU_DRIVER_H
#define CT_BENCH_GPU_DRIVER_H

#include <stdio.h>

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
    X(cuCtxSynchronize, (void))                                                                \
    X(cuCtxSetCurrent, (CUcontext))                                                            \
    X(cuEventCreate, (CUevent *, unsigned))                                                    \
    X(cuEventDestroy_v2, (CUevent))                                                            \
    X(cuEventRecord, (CUevent, CUstream))                                                      \
    X(cuEventSynchronize, (CUevent))                                                           \
    X(cuEventElapsedTime, (float *, CUevent, CUevent))

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

#endif
