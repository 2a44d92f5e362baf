/*
 * gpu_driver.h — the CUDA driver calls the GPU tests make themselves (memory, events, the
 * primary context), opened with dlopen so a machine without a driver runs the tests and they
 * report "skipped". One table for every test in test/gpu/ that needs it.
 */
#ifndef CT_GPU_DRIVER_H
#define CT_GPU_DRIVER_H

#include <dlfcn.h>
#include <stdint.h>

typedef uint64_t CUdeviceptr;
typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUevent_st *CUevent;

#define GPU_DRIVER_FUNCS(X)                                                                    \
    X(cuInit, (unsigned))                                                                      \
    X(cuDeviceGet, (CUdevice *, int))                                                          \
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
    X(cuEventRecord, (CUevent, void *))                                                        \
    X(cuEventSynchronize, (CUevent))                                                           \
    X(cuEventElapsedTime, (float *, CUevent, CUevent))

static struct {
#define GPU_X_(name, params) CUresult(*name) params;
    GPU_DRIVER_FUNCS(GPU_X_)
#undef GPU_X_
} drv;

/* Opens the driver, checks every call is there, and makes device 0's primary context current.
 * 0 on success, -1 if there is no usable driver or GPU (the caller reports "skipped"). */
static int gpu_open_driver(void)
{
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h)
        return -1;
#define GPU_X_(name, params)                                                                   \
    if (!(*(void **)&drv.name = dlsym(h, #name)))                                              \
        return -1;
    GPU_DRIVER_FUNCS(GPU_X_)
#undef GPU_X_
    CUdevice dev;
    CUcontext c;
    if (drv.cuInit(0) || drv.cuDeviceGet(&dev, 0) || drv.cuDevicePrimaryCtxRetain(&c, dev) ||
        drv.cuCtxSetCurrent(c))
        return -1;
    return 0;
}

#endif
