/*
 * cuda.h — the part of the CUDA driver API the library calls, declared here so that no CUDA
 * header is needed to build. Types, enum values and structure layouts are those of the
 * driver's cuda.h (CUDA 12.x and 13.x agree on every one used). Only src/launch/ and
 * src/api.c include this file (architecture.md §3).
 */
#ifndef CT_LAUNCH_CUDA_H
#define CT_LAUNCH_CUDA_H

#include <stddef.h>
#include <stdint.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;

enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_STUB_LIBRARY = 34, /* the toolkit's stub libcuda, where no driver is installed */
    CUDA_ERROR_NO_DEVICE = 100,
    CUDA_ERROR_INVALID_CONTEXT = 201,
    CUDA_ERROR_INVALID_DEVICE = 101,
    CUDA_ERROR_INVALID_HANDLE = 400,
};

enum { /* CUdevice_attribute */
    CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
};

enum { /* CUfunction_attribute */
    CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
    CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
    CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
};

enum { /* CUlaunchAttributeID */
    CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
    CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6,
};

typedef struct CUlaunchAttribute {
    int id;
    char pad[4];
    union {
        char pad[64];
        void *align; /* the driver's union holds pointers: 8-byte aligned */
        struct {
            unsigned x, y, z;
        } clusterDim;
        int programmaticStreamSerializationAllowed;
    } value;
} CUlaunchAttribute;

typedef struct CUlaunchConfig {
    unsigned gridDimX, gridDimY, gridDimZ;
    unsigned blockDimX, blockDimY, blockDimZ;
    unsigned sharedMemBytes;
    CUstream hStream;
    CUlaunchAttribute *attrs;
    unsigned numAttrs;
} CUlaunchConfig;

/* The layouts of the driver's cuda.h on 64-bit platforms (measured on CUDA 13.0's). */
_Static_assert(sizeof(CUlaunchAttribute) == 72 && offsetof(CUlaunchAttribute, value) == 8,
               "CUlaunchAttribute layout");
_Static_assert(sizeof(CUlaunchConfig) == 56 && offsetof(CUlaunchConfig, hStream) == 32 &&
                   offsetof(CUlaunchConfig, attrs) == 40 && offsetof(CUlaunchConfig, numAttrs) == 48,
               "CUlaunchConfig layout");

/* The driver entry points: member name, exported symbol, required (0: may be absent),
 * parameter list. */
#define CT_CUDA_FUNCS(X)                                                                       \
    X(cuInit, "cuInit", 1, (unsigned))                                                         \
    X(cuGetErrorName, "cuGetErrorName", 1, (CUresult, const char **))                          \
    X(cuGetErrorString, "cuGetErrorString", 1, (CUresult, const char **))                      \
    X(cuCtxGetCurrent, "cuCtxGetCurrent", 1, (CUcontext *))                                    \
    X(cuCtxPushCurrent, "cuCtxPushCurrent_v2", 1, (CUcontext))                                 \
    X(cuCtxPopCurrent, "cuCtxPopCurrent_v2", 1, (CUcontext *))                                 \
    X(cuCtxGetDevice, "cuCtxGetDevice", 1, (CUdevice *))                                       \
    X(cuDeviceGet, "cuDeviceGet", 1, (CUdevice *, int))                                        \
    X(cuDeviceGetCount, "cuDeviceGetCount", 1, (int *))                                        \
    X(cuDeviceGetAttribute, "cuDeviceGetAttribute", 1, (int *, int, CUdevice))                 \
    X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", 1, (CUcontext *, CUdevice))        \
    X(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", 1, (CUdevice))                \
    X(cuModuleLoadData, "cuModuleLoadData", 1, (CUmodule *, const void *))                     \
    X(cuModuleUnload, "cuModuleUnload", 1, (CUmodule))                                         \
    X(cuModuleGetFunction, "cuModuleGetFunction", 1, (CUfunction *, CUmodule, const char *))   \
    X(cuFuncGetAttribute, "cuFuncGetAttribute", 1, (int *, int, CUfunction))                   \
    X(cuFuncSetAttribute, "cuFuncSetAttribute", 1, (CUfunction, int, int))                     \
    X(cuLaunchKernel, "cuLaunchKernel", 1,                                                     \
      (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,       \
       CUstream, void **, void **))                                                            \
    X(cuLaunchKernelEx, "cuLaunchKernelEx", 0,                                                 \
      (const CUlaunchConfig *, CUfunction, void **, void **))                                  \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessor,                                             \
      "cuOccupancyMaxActiveBlocksPerMultiprocessor", 0, (int *, CUfunction, int, size_t))      \
    X(cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled", 0,                                     \
      (void *, int, unsigned, void *, const uint64_t *, const uint64_t *, const unsigned *,     \
       const unsigned *, int, int, int, int))

#endif
