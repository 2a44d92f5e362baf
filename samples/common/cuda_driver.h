/*
 * cuda_driver.h — the CUDA driver entry points that programs around libcutile_rt call
 * themselves (memory, events, streams, graphs, modules, the primary context), in one table for
 * the samples, the GPU tests (test/gpu) and the benchmarks (bench). The library makes its own
 * driver calls; this table is for what an application does beside it.
 *
 * The driver is opened with dlopen (cuda_driver_open), so a program starts, and can say that it
 * skipped its GPU part, on a machine without one; or the entry points are looked up through a
 * driver someone else opened (cuda_driver_fill with a lookup function). The types are those of
 * the toolkit's cuda.h where the includer included it (the samples), else the same types
 * declared here as the 64-bit driver defines them (tests and benchmarks build without a CUDA
 * toolkit).
 */
#ifndef CUTILE_SAMPLES_CUDA_DRIVER_H
#define CUTILE_SAMPLES_CUDA_DRIVER_H

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>

#ifndef CUDA_VERSION /* cuda.h not included */
typedef uint64_t CUdeviceptr;
typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphExec_st *CUgraphExec;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
#endif

/* Entry points by exported symbol name (the _v2 names are what cuda.h's macros call), with
 * their parameters; enum parameters are passed as int. */
#define CUDA_DRIVER_FUNCS(X)                                                                   \
    X(cuInit, (unsigned))                                                                      \
    X(cuGetErrorName, (CUresult, const char **))                                               \
    X(cuDeviceGet, (CUdevice *, int))                                                          \
    X(cuDeviceGetCount, (int *))                                                               \
    X(cuDeviceGetAttribute, (int *, int, CUdevice))                                            \
    X(cuDevicePrimaryCtxRetain, (CUcontext *, CUdevice))                                       \
    X(cuDevicePrimaryCtxRelease_v2, (CUdevice))                                                \
    X(cuCtxSetCurrent, (CUcontext))                                                            \
    X(cuCtxGetDevice, (CUdevice *))                                                            \
    X(cuCtxSynchronize, (void))                                                                \
    X(cuMemAlloc_v2, (CUdeviceptr *, size_t))                                                  \
    X(cuMemFree_v2, (CUdeviceptr))                                                             \
    X(cuMemcpyHtoD_v2, (CUdeviceptr, const void *, size_t))                                    \
    X(cuMemcpyDtoH_v2, (void *, CUdeviceptr, size_t))                                          \
    X(cuMemcpyDtoD_v2, (CUdeviceptr, CUdeviceptr, size_t))                                     \
    X(cuMemcpyDtoDAsync_v2, (CUdeviceptr, CUdeviceptr, size_t, CUstream))                      \
    X(cuMemsetD8_v2, (CUdeviceptr, unsigned char, size_t))                                     \
    X(cuMemsetD32_v2, (CUdeviceptr, unsigned, size_t))                                         \
    X(cuMemsetD32Async, (CUdeviceptr, unsigned, size_t, CUstream))                             \
    X(cuEventCreate, (CUevent *, unsigned))                                                    \
    X(cuEventDestroy_v2, (CUevent))                                                            \
    X(cuEventRecord, (CUevent, CUstream))                                                      \
    X(cuEventSynchronize, (CUevent))                                                           \
    X(cuEventElapsedTime, (float *, CUevent, CUevent))                                         \
    X(cuStreamCreate, (CUstream *, unsigned))                                                  \
    X(cuStreamDestroy_v2, (CUstream))                                                          \
    X(cuStreamSynchronize, (CUstream))                                                         \
    X(cuStreamBeginCapture_v2, (CUstream, int))                                                \
    X(cuStreamEndCapture, (CUstream, CUgraph *))                                               \
    X(cuGraphInstantiateWithFlags, (CUgraphExec *, CUgraph, unsigned long long))               \
    X(cuGraphLaunch, (CUgraphExec, CUstream))                                                  \
    X(cuGraphExecDestroy, (CUgraphExec))                                                       \
    X(cuGraphDestroy, (CUgraph))                                                               \
    X(cuModuleLoadData, (CUmodule *, const void *))                                            \
    X(cuModuleGetFunction, (CUfunction *, CUmodule, const char *))                             \
    X(cuModuleUnload, (CUmodule))                                                              \
    X(cuFuncSetAttribute, (CUfunction, int, int))                                              \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessor, (int *, CUfunction, int, size_t))            \
    X(cuLaunchKernel, (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, \
                       unsigned, CUstream, void **, void **))

typedef struct cuda_driver {
#define CUDA_DRIVER_MEMBER_(name, params) CUresult(*name) params;
    CUDA_DRIVER_FUNCS(CUDA_DRIVER_MEMBER_)
#undef CUDA_DRIVER_MEMBER_
} cuda_driver;

/* Fills d with lookup(handle, symbol) for every entry point (dlsym and a dlopen handle, or a
 * function that asks an already loaded driver). 0, or -1 naming the missing one on stderr. */
static inline int cuda_driver_fill(cuda_driver *d, void *(*lookup)(void *, const char *),
                                   void *handle)
{
#define CUDA_DRIVER_LOOKUP_(name, params)                                                      \
    if (!(*(void **)&d->name = lookup(handle, #name))) {                                       \
        fprintf(stderr, "the CUDA driver lacks %s\n", #name);                                  \
        return -1;                                                                             \
    }
    CUDA_DRIVER_FUNCS(CUDA_DRIVER_LOOKUP_)
#undef CUDA_DRIVER_LOOKUP_
    return 0;
}

/* Opens libcuda.so.1 and fills d. -1 if there is no driver (silently: the caller says it
 * skips) or it lacks an entry point. The handle stays open for the process. */
static inline int cuda_driver_open(cuda_driver *d)
{
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    return h ? cuda_driver_fill(d, dlsym, h) : -1;
}

/* Initializes the driver and makes device 0's primary context current (retained: release it
 * with cuDevicePrimaryCtxRelease_v2). Non-zero is the failing call's CUresult. */
static inline CUresult cuda_driver_primary_context(const cuda_driver *d, CUdevice *dev,
                                                   CUcontext *ctx)
{
    CUresult r;
    if ((r = d->cuInit(0)) || (r = d->cuDeviceGet(dev, 0)) ||
        (r = d->cuDevicePrimaryCtxRetain(ctx, *dev)))
        return r;
    return d->cuCtxSetCurrent(*ctx);
}

#endif
