/* libcuda_fake.c — a stand-in libcuda.so.1 with several devices and no GPU, for testing how
 * the library binds contexts to devices from many threads (unit.multi_context). It keeps the
 * driver's rules that matter there and runs no kernel:
 *   - devices: their compute capabilities from CUTILE_FAKE_DEVICES ("90,80": device 0 is 9.0,
 *     device 1 is 8.0), one primary context each, reference-counted;
 *   - the current context is per thread, a stack (push, pop, get);
 *   - cuModuleLoadData refuses (CUDA_ERROR_NO_BINARY_FOR_GPU) a cubin whose ELF header names
 *     an architecture the context's device cannot run: the SM number is bits 8…15 of e_flags
 *     (ELF ABI version 8, nvJitLink of CUDA 12.8+); sm_XY runs on X.Z for Z ≥ Y;
 *   - a launch of a function of another context than the current one is refused
 *     (CUDA_ERROR_INVALID_HANDLE), as the real driver does; an accepted one is counted for
 *     the device, as are its loaded modules (fake_counts, for the test), and so is one
 *     through cuLaunchKernelEx that asks for a programmatic dependent launch (fake_pdl);
 *     the driver refuses that attribute below compute capability 9.0, and so does the fake;
 *     the dynamic shared memory of its last accepted launch is kept too (fake_last_smem);
 *   - every device has 108 SMs (CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT).
 * Thread-safe: one mutex guards the counters. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "launch/cuda.h"

#define EXPORT __attribute__((visibility("default")))

/* The driver's entry points under their exported names (cuCtxPushCurrent is
 * cuCtxPushCurrent_v2, …); the optional ones the fake lacks are declared and never defined. */
#define CT_X_(member, symbol, required, params) CUresult member params __asm__(symbol);
CT_CUDA_FUNCS(CT_X_)
#undef CT_X_
void fake_counts(int dev, long *modules, long *launches);
long fake_pdl(int dev);
long fake_last_smem(int dev);
#define MAX_DEVICES 8
#define MAX_DEPTH 16

enum { NO_BINARY_FOR_GPU = 209, INVALID_VALUE = 1, NOT_INITIALIZED = 3 };

struct CUctx_st {
    int device;
    int refs; /* primary-context retains */
};

struct CUmod_st { /* also the module's one CUfunction */
    struct CUctx_st *ctx;
};

static struct {
    int count, cc[MAX_DEVICES];
    struct CUctx_st primary[MAX_DEVICES];
    long launches[MAX_DEVICES], modules[MAX_DEVICES]; /* accepted; loaded, not unloaded */
    long pdl[MAX_DEVICES]; /* accepted launches with the programmatic-serialization attribute */
    long smem[MAX_DEVICES]; /* the dynamic shared memory of the last accepted launch */
} fake;
static pthread_mutex_t fake_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t fake_once = PTHREAD_ONCE_INIT;
static _Thread_local struct CUctx_st *stack[MAX_DEPTH];
static _Thread_local int depth;

static void fake_init(void)
{
    const char *spec = getenv("CUTILE_FAKE_DEVICES");
    for (const char *p = spec ? spec : "90"; *p && fake.count < MAX_DEVICES;) {
        char *end;
        long cc = strtol(p, &end, 10);
        if (end == p)
            break;
        fake.primary[fake.count].device = fake.count;
        fake.cc[fake.count++] = (int)cc;
        p = *end == ',' ? end + 1 : end;
    }
}

EXPORT CUresult cuInit(unsigned flags)
{
    (void)flags;
    pthread_once(&fake_once, fake_init);
    return fake.count ? CUDA_SUCCESS : CUDA_ERROR_NO_DEVICE;
}

EXPORT CUresult cuGetErrorName(CUresult r, const char **s)
{
    *s = r == NO_BINARY_FOR_GPU ? "CUDA_ERROR_NO_BINARY_FOR_GPU" : "CUDA_ERROR_FAKE";
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGetErrorString(CUresult r, const char **s)
{
    (void)r;
    *s = "an error of the fake driver";
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetCount(int *n)
{
    *n = fake.count;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGet(CUdevice *dev, int ordinal)
{
    if (ordinal < 0 || ordinal >= fake.count)
        return CUDA_ERROR_INVALID_DEVICE;
    *dev = ordinal;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetAttribute(int *v, int attr, CUdevice dev)
{
    if (dev < 0 || dev >= fake.count)
        return CUDA_ERROR_INVALID_DEVICE;
    switch (attr) {
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *v = fake.cc[dev] / 10; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *v = fake.cc[dev] % 10; break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: *v = 163 * 1024; break;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: *v = 108; break;
    default: return INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *ctx, CUdevice dev)
{
    if (dev < 0 || dev >= fake.count)
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&fake_lock);
    fake.primary[dev].refs++;
    pthread_mutex_unlock(&fake_lock);
    *ctx = &fake.primary[dev];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDevicePrimaryCtxRelease(CUdevice dev)
{
    if (dev < 0 || dev >= fake.count)
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&fake_lock);
    CUresult r = fake.primary[dev].refs > 0 ? (fake.primary[dev].refs--, CUDA_SUCCESS)
                                            : INVALID_VALUE;
    pthread_mutex_unlock(&fake_lock);
    return r;
}

EXPORT CUresult cuCtxGetCurrent(CUcontext *ctx)
{
    *ctx = depth ? stack[depth - 1] : NULL;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxPushCurrent(CUcontext ctx)
{
    if (!ctx || depth == MAX_DEPTH)
        return INVALID_VALUE;
    stack[depth++] = ctx;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxPopCurrent(CUcontext *ctx)
{
    if (!depth)
        return CUDA_ERROR_INVALID_CONTEXT;
    *ctx = stack[--depth];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetDevice(CUdevice *dev)
{
    if (!depth)
        return CUDA_ERROR_INVALID_CONTEXT;
    *dev = stack[depth - 1]->device;
    return CUDA_SUCCESS;
}

/* The SM number a cubin was built for (0: not an ELF of ABI version 8). */
static int cubin_sm(const unsigned char *elf)
{
    if (memcmp(elf, "\177ELF", 4) != 0 || elf[8] != 8)
        return 0;
    uint32_t flags;
    memcpy(&flags, elf + 48, 4);
    return (int)((flags >> 8) & 0xff);
}

EXPORT CUresult cuModuleLoadData(CUmodule *mod, const void *image)
{
    if (!depth)
        return CUDA_ERROR_INVALID_CONTEXT;
    struct CUctx_st *ctx = stack[depth - 1];
    int sm = cubin_sm(image), cc = fake.cc[ctx->device];
    if (sm / 10 != cc / 10 || sm % 10 > cc % 10)
        return NO_BINARY_FOR_GPU;
    if (!(*mod = calloc(1, sizeof **mod)))
        return INVALID_VALUE;
    (*mod)->ctx = ctx;
    pthread_mutex_lock(&fake_lock);
    fake.modules[ctx->device]++;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuModuleUnload(CUmodule mod)
{
    pthread_mutex_lock(&fake_lock);
    fake.modules[mod->ctx->device]--;
    pthread_mutex_unlock(&fake_lock);
    free(mod);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuModuleGetFunction(CUfunction *fn, CUmodule mod, const char *name)
{
    (void)name;
    *fn = (CUfunction)mod;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuFuncGetAttribute(int *v, int attr, CUfunction fn)
{
    (void)fn;
    *v = attr == CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK ? 1024 : 0;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuFuncSetAttribute(CUfunction fn, int attr, int v)
{
    (void)fn, (void)attr, (void)v;
    return CUDA_SUCCESS;
}

/* A launch of fn with `smem` bytes of dynamic shared memory from the calling thread, `pdl` if
 * it asks for programmatic serialization. */
static CUresult launch(CUfunction fn, unsigned smem, int pdl)
{
    struct CUctx_st *ctx = ((struct CUmod_st *)(void *)fn)->ctx;
    if (!depth || stack[depth - 1] != ctx)
        return CUDA_ERROR_INVALID_HANDLE;
    if (pdl && fake.cc[ctx->device] < 90)
        return INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    fake.launches[ctx->device]++;
    fake.pdl[ctx->device] += pdl;
    fake.smem[ctx->device] = smem;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLaunchKernel(CUfunction fn, unsigned gx, unsigned gy, unsigned gz,
                               unsigned bx, unsigned by, unsigned bz, unsigned smem,
                               CUstream stream, void **params, void **extra)
{
    (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz, (void)stream;
    (void)params, (void)extra;
    return launch(fn, smem, 0);
}

EXPORT CUresult cuLaunchKernelEx(const CUlaunchConfig *cfg, CUfunction fn, void **params,
                                 void **extra)
{
    (void)params, (void)extra;
    int pdl = 0;
    for (unsigned i = 0; i < cfg->numAttrs; i++)
        if (cfg->attrs[i].id == CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION)
            pdl = cfg->attrs[i].value.programmaticStreamSerializationAllowed != 0;
    return launch(fn, cfg->sharedMemBytes, pdl);
}

/* For the test: the launches device `dev` accepted as programmatic dependent launches. */
EXPORT long fake_pdl(int dev)
{
    pthread_mutex_lock(&fake_lock);
    long n = fake.pdl[dev];
    pthread_mutex_unlock(&fake_lock);
    return n;
}

/* For the test: the dynamic shared memory of the last launch device `dev` accepted. */
EXPORT long fake_last_smem(int dev)
{
    pthread_mutex_lock(&fake_lock);
    long n = fake.smem[dev];
    pthread_mutex_unlock(&fake_lock);
    return n;
}

/* For the test: the modules loaded on device `dev` now, and the launches it accepted so far. */
EXPORT void fake_counts(int dev, long *modules, long *launches)
{
    pthread_mutex_lock(&fake_lock);
    *modules = fake.modules[dev];
    *launches = fake.launches[dev];
    pthread_mutex_unlock(&fake_lock);
}
