/*
 * gpu_driver.h — the CUDA driver calls the GPU tests make themselves (memory, events, streams,
 * graphs, the primary context), one table for every test in test/gpu/. The driver is opened
 * with dlopen (gpu_open_driver), or its entry points are looked up through the library's own
 * loaded driver (gpu_driver_fill with ct_cuda_symbol, run_gpu_tests.c), so a machine without
 * a driver runs the tests and they report "skipped". (bench/gpu_driver.h is the benchmarks'
 * own table: benchmarks do not include test headers.)
 */
#ifndef CT_GPU_DRIVER_H
#define CT_GPU_DRIVER_H

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>

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

#define GPU_DRIVER_FUNCS(X)                                                                    \
    X(cuInit, (unsigned))                                                                      \
    X(cuDeviceGet, (CUdevice *, int))                                                          \
    X(cuDeviceGetCount, (int *))                                                               \
    X(cuDeviceGetAttribute, (int *, int, CUdevice))                                            \
    X(cuDevicePrimaryCtxRetain, (CUcontext *, CUdevice))                                       \
    X(cuCtxSetCurrent, (CUcontext))                                                            \
    X(cuMemAlloc_v2, (CUdeviceptr *, size_t))                                                  \
    X(cuMemFree_v2, (CUdeviceptr))                                                             \
    X(cuMemcpyHtoD_v2, (CUdeviceptr, const void *, size_t))                                    \
    X(cuMemcpyDtoH_v2, (void *, CUdeviceptr, size_t))                                          \
    X(cuMemsetD8_v2, (CUdeviceptr, unsigned char, size_t))                                     \
    X(cuCtxSynchronize, (void))                                                                \
    X(cuEventCreate, (CUevent *, unsigned))                                                    \
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
    X(cuLaunchKernel, (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, \
                       unsigned, CUstream, void **, void **))

static struct {
#define GPU_X_(name, params) CUresult(*name) params;
    GPU_DRIVER_FUNCS(GPU_X_)
#undef GPU_X_
} drv;

/* Fills drv with what lookup(symbol name) returns. 0, or -1 naming the missing call on
 * stderr. */
static inline int gpu_driver_fill(void *(*lookup)(const char *))
{
#define GPU_X_(name, params)                                                                   \
    if (!(*(void **)&drv.name = lookup(#name))) {                                              \
        fprintf(stderr, "the driver lacks %s\n", #name);                                       \
        return -1;                                                                             \
    }
    GPU_DRIVER_FUNCS(GPU_X_)
#undef GPU_X_
    return 0;
}

static void *gpu_driver_handle;
static inline void *gpu_dlsym(const char *name) { return dlsym(gpu_driver_handle, name); }

/* Opens the driver, fills drv, and makes device 0's primary context current. 0 on success,
 * -1 if there is no usable driver or GPU (the caller reports "skipped"). */
static inline int gpu_open_driver(void)
{
    if (!(gpu_driver_handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL)) ||
        gpu_driver_fill(gpu_dlsym))
        return -1;
    CUdevice dev;
    CUcontext c;
    if (drv.cuInit(0) || drv.cuDeviceGet(&dev, 0) || drv.cuDevicePrimaryCtxRetain(&c, dev) ||
        drv.cuCtxSetCurrent(c))
        return -1;
    return 0;
}

#endif
