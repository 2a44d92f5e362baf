/*
 * launch.h — the GPU side: the CUDA driver (loaded with dlopen), contexts, loaded modules and
 * kernel launches. Used by api.c, which owns argument validation and the per-thread error.
 *
 * The driver library (libcuda.so.1) is loaded and cuInit'ed once per process (pthread_once);
 * the table of entry points is the process-wide state cutile_rt.h documents, never changed
 * after it is filled and never unloaded. A machine without a driver or GPU gets
 * CUTILE_ERROR_NO_DEVICE from every call that needs one.
 *
 * Thread safety: a context's module list is guarded by its mutex; a loaded kernel is
 * immutable, so launches read it without locking and allocate nothing.
 */
#ifndef CT_LAUNCH_H
#define CT_LAUNCH_H

#include <pthread.h>

#include "launch/args.h"
#include "launch/cuda.h"
#include "build/build.h"
#include "build/cuda_build.h"
#include "target/target.h"

typedef struct ct_cuda {
#define CT_X_(member, symbol, required, params) CUresult(*member) params;
    CT_CUDA_FUNCS(CT_X_)
#undef CT_X_
} ct_cuda;

/* The driver, loaded and initialized on first use. NULL with ERROR_NO_DEVICE (no driver, no
 * device, or cuInit failed; the message says which). */
const ct_cuda *ct_cuda_get(ct_diag *d);

/* Sets ERROR_CUDA: "<call>: CUDA_ERROR_… (driver's description)". Returns the status. */
ct_status ct_cuda_fail(const ct_cuda *cu, CUresult r, const char *call, ct_diag *d);

/* Any driver symbol, for tests and benchmarks that need calls the library does not make
 * (memory, streams, graphs). NULL if the driver is not loaded or lacks it. */
void *ct_cuda_symbol(const char *name);

struct cuTileContext_st {
    const cuTileAllocator *al;
    const ct_cuda *cu;
    CUcontext cu_ctx;
    CUdevice device;
    int retained_primary; /* cu_ctx is a device's primary context, retained by us */
    int cc;               /* compute capability, major*10 + minor */
    int smem_optin;       /* shared memory a block may opt into, bytes */
    int sm_count;         /* streaming multiprocessors */
    pthread_mutex_t lock; /* guards `modules`, `by_key` and module reference counts */
    struct cuTileModule_st *modules;
    /* Loaded modules by cache key (chained through key_next; capacity a power of two), so a
     * repeat load of the same bytes hands out the module already loaded. */
    struct cuTileModule_st **by_key;
    size_t by_key_cap, by_key_len;
    /* The load path's settings, fixed when the context is created (api.c). */
    ct_cache *cache;          /* the kernel cache: this context's memory table, then disk */
    ct_build_ident ident;     /* library and nvJitLink identity: part of every key */
    const ct_target *target;  /* the device's target for loads that name none; NULL: none */
};

struct cuTileKernel_st {
    struct cuTileModule_st *module;
    const char *name;
    CUfunction fn;
    int cuda_source;      /* a CUDA C++ kernel: block and shared memory given at each launch
                             (ct_launch_cuda); block_dim and the fields below it are 0 */
    uint32_t max_threads; /* threads per block the cubin allows */
    uint32_t max_dyn_smem; /* dynamic shared memory a launch may ask for (CUDA C++ kernels) */
    uint32_t block_dim[3];
    uint32_t dyn_smem;
    uint32_t cluster_dim[3];
    bool pairs;       /* launched in clusters of two along x where the grid allows (launch.c;
                         ct_kernel_info.pairs) */
    uint32_t nparams; /* kernel parameters a raw launch passes */
    ct_arg_plan plan;
    uint32_t nhidden; /* the compiler's parameters after the plan's (tensor maps) */
    const ct_hidden_param *hidden;
    struct ct_tma_cache *tma_cache; /* launch/tma.h: the last map built for each */
    /* The lone twin (ct_kernel_info.lone_dyn_smem; NULL: none): a copy of this kernel but for
     * its name, function and dynamic shared memory, which launches of at most sm_count CTAs
     * take (launch.c). Owned by the module. */
    const struct cuTileKernel_st *lone;
    /* A persistent kernel (codegen/ptx_persist.c): 1 + the index of its CT_HIDDEN_GRID
     * parameter (0: none), and the CTAs the device runs at once, which its launches start at
     * most (launch.c) */
    uint32_t grid_param, wave;
};

struct cuTileModule_st {
    struct cuTileContext_st *ctx;
    CUmodule cu_mod;
    ct_arena arena; /* kernels, names, plans */
    uint32_t nkernels;
    struct cuTileKernel_st *kernels;
    struct cuTileModule_st *prev, *next; /* the context's list */
    uint32_t refs;                       /* loads not yet unloaded */
    int keyed;                           /* filed in the context's by_key table */
    ct_cache_key key;
    struct cuTileModule_st *key_next;
    int cuda_source;    /* loaded from a CUDA C++ source (ct_gpu_module_load_cuda) */
    uint32_t nexprs;    /* its name expressions and the entries they were lowered to */
    const char **expr, **expr_lowered;
};

/* Binds `c` to device `ordinal`'s primary context or, for ordinal −1, to the CUDA context
 * current on the calling thread, else device 0's primary context (a primary context is
 * retained until ct_context_release). Reads the device's compute capability and
 * shared-memory limit. An ordinal the driver does not have is ERROR_INVALID_ARGUMENT. */
ct_status ct_context_bind(struct cuTileContext_st *c, int ordinal, ct_diag *d);

/* Unloads every module still loaded and releases what ct_context_bind retained. */
void ct_context_release(struct cuTileContext_st *c);

/* Loads a cubin into the context and looks up its kernels, described by the compiler's
 * metadata (threads per block, dynamic shared memory, cluster shape, parameters). Raises a
 * kernel's dynamic shared-memory limit when its static and dynamic shared memory together
 * exceed the default 48 KiB (ct_gpu_module_smem_optin).
 * ERROR_CUDA for the driver's refusals (a cubin for another GPU: CUDA_ERROR_NO_BINARY_FOR_GPU),
 * ERROR_NOT_FOUND when an entry is missing from the cubin, ERROR_NOT_SUPPORTED when a kernel
 * needs more threads or shared memory than the device or the cubin allows,
 * ERROR_INVALID_ARGUMENT when `cubin` is not an ELF image. */
ct_status ct_gpu_module_load(struct cuTileContext_st *c, const void *cubin, size_t size,
                         const ct_kernel_info *kernels, uint32_t nkernels,
                         struct cuTileModule_st **out, ct_diag *d);

/* Without an opt-in a block gets at most 48 KiB of shared memory, static and dynamic together:
 * a kernel's CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES starts at 48 KiB minus its static
 * shared memory, and a launch asking for more dynamic bytes fails (CUDA_ERROR_INVALID_VALUE). */
#define CT_SMEM_NO_OPTIN (48u * 1024u)

/* The value a tile kernel's MAX_DYNAMIC_SHARED_SIZE_BYTES must be raised to before it is
 * launched with `dyn_smem` bytes of dynamic shared memory beside `static_smem` static bytes;
 * 0 when the default suffices. (Whether the sum fits the device is checked separately.) */
uint32_t ct_gpu_module_smem_optin(uint32_t dyn_smem, uint32_t static_smem);

/* Loads a CUDA C++ source's cubin with the entries `names[0..n)` and name expressions `names`
 * (cuda_build.h; copied). Each kernel's dynamic shared-memory limit is raised to all the device
 * allows, so launches need no attribute call. Errors as ct_gpu_module_load. */
ct_status ct_gpu_module_load_cuda(struct cuTileContext_st *c, const void *cubin, size_t size,
                              const char *const *names, uint32_t n, const ct_cuda_names *exprs,
                              struct cuTileModule_st **out, ct_diag *d);

/* The kernel of m named `name`, or lowered from the name expression `name`; NULL if none. */
struct cuTileKernel_st *ct_gpu_module_kernel(struct cuTileModule_st *m, const char *name);

/* The kernel of m whose entry name is cuTile-mangled from the Python function `name`
 * (ct_mangled_function_name), when exactly one is; else NULL and ERROR_NOT_FOUND in d, the
 * message listing the candidates (the entries of that function, or every entry). */
struct cuTileKernel_st *ct_gpu_module_kernel_by_python_name(struct cuTileModule_st *m,
                                                        const char *name, ct_diag *d);

/* Drops one reference; the last unloads the module. */
void ct_gpu_module_unload(struct cuTileModule_st *m);

/* The module loaded from `key` in c, with one more reference; NULL if there is none. */
struct cuTileModule_st *ct_gpu_module_find(struct cuTileContext_st *c, const ct_cache_key *key);

/* Files m (just loaded by ct_gpu_module_load, one reference) under `key` and sets *out to it — or,
 * when another thread filed a module under the key first, unloads m and sets *out to that one,
 * with one more reference. ERROR_OUT_OF_MEMORY (m unloaded, *out untouched). */
ct_status ct_gpu_module_publish(struct cuTileModule_st *m, const ct_cache_key *key,
                            struct cuTileModule_st **out, ct_diag *d);

/* Launch flags (cutile_rt.h cuTileLaunchOptions): CT_LAUNCH_PDL asks for a programmatic
 * dependent launch, made on devices of compute capability 9.0+ through cuLaunchKernelEx and
 * ignored elsewhere (the launch is then ordered as usual). */
enum { CT_LAUNCH_PDL = 1u };

/* Launches with ready parameters (one pointer per kernel parameter) on `stream`, with the
 * kernel's block shape and shared memory; a CUDA C++ kernel is refused (ERROR_INVALID_ARGUMENT:
 * it has no block shape of its own). Checks the
 * grid (every dimension ≥ 1, ≤ 2^31−1 in x and 65535 in y and z, a multiple of the cluster
 * shape). Calls nothing but the launch itself — and, if the driver refuses it for the calling
 * thread's current context, pushes the kernel's context and launches again: no stream work
 * but the launch, so it is capturable into a CUDA graph. */
ct_status ct_launch_raw(const struct cuTileKernel_st *k, const uint32_t grid[3], void **params,
                        void *stream, uint32_t flags, ct_diag *d);

/* Launches a CUDA C++ kernel with the caller's block shape and dynamic shared memory, checked
 * against the kernel's limits (cutile_rt.h, cuTileLaunchCuda); a tile kernel is refused. Same
 * hot-path rules as ct_launch_raw. */
ct_status ct_launch_cuda(const struct cuTileKernel_st *k, const uint32_t grid[3],
                         const uint32_t block[3], uint32_t shared_bytes, void **params,
                         void *stream, uint32_t flags, ct_diag *d);

/* Checks and packs typed arguments (args.h), then launches as ct_launch_raw. */
ct_status ct_launch_typed(const struct cuTileKernel_st *k, const uint32_t grid[3],
                          const cuTileArg *args, size_t nargs, void *stream, uint32_t flags,
                          ct_diag *d);

#endif
