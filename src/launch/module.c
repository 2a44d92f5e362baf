/* module.c — the CUDA driver, contexts and loaded modules (launch.h). */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "launch/args.h"
#include "launch/launch.h"
#include "launch/tma.h"

/* ---------------------------------------------------------------------------------------- */
/* the driver                                                                                */
/* ---------------------------------------------------------------------------------------- */

/* The process-wide loaded driver (cutile_rt.h, general rules): filled once, then read-only. */
static struct {
    void *lib;
    ct_cuda fn;
    ct_diag error; /* status SUCCESS when the driver is usable */
} driver;
static pthread_once_t driver_once = PTHREAD_ONCE_INIT;

static void driver_load(void)
{
    driver.lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!driver.lib) {
        ct_diag_set(&driver.error, CUTILE_ERROR_NO_DEVICE,
                    "no CUDA driver: libcuda.so.1 cannot be loaded");
        return;
    }
#define CT_X_(member, symbol, required, params)                                                \
    *(void **)&driver.fn.member = dlsym(driver.lib, symbol);                                   \
    if (required && !driver.fn.member) {                                                       \
        ct_diag_set(&driver.error, CUTILE_ERROR_NO_DEVICE,                                     \
                    "the CUDA driver lacks %s: it is too old", symbol);                        \
        return;                                                                                \
    }
    CT_CUDA_FUNCS(CT_X_)
#undef CT_X_
    CUresult r = driver.fn.cuInit(0);
    if (r != CUDA_SUCCESS) {
        /* the code always: a stub or a driver older than the code may not name it */
        const char *name = NULL;
        driver.fn.cuGetErrorName(r, &name);
        ct_diag_set(&driver.error, CUTILE_ERROR_NO_DEVICE, "%s: cuInit failed: %s (CUresult %d)%s",
                    r == CUDA_ERROR_NO_DEVICE ? "no CUDA device" : "CUDA unusable",
                    name ? name : "unnamed error", (int)r,
                    r == CUDA_ERROR_STUB_LIBRARY
                        ? ": libcuda.so.1 is the CUDA toolkit's stub, not a driver"
                        : "");
    }
}

const ct_cuda *ct_cuda_get(ct_diag *d)
{
    pthread_once(&driver_once, driver_load);
    if (driver.error.status) {
        ct_diag_set(d, driver.error.status, "%s", driver.error.msg);
        return NULL;
    }
    return &driver.fn;
}

void *ct_cuda_symbol(const char *name)
{
    pthread_once(&driver_once, driver_load);
    return driver.error.status ? NULL : dlsym(driver.lib, name);
}

ct_status ct_cuda_fail(const ct_cuda *cu, CUresult r, const char *call, ct_diag *d)
{
    const char *name = NULL, *text = NULL;
    cu->cuGetErrorName(r, &name);
    cu->cuGetErrorString(r, &text);
    return ct_diag_set(d, CUTILE_ERROR_CUDA, "%s: %s (%s)", call, name ? name : "error",
                       text ? text : "no description");
}

/* Makes the context's CUDA context current for a load or unload; ctx_leave restores the
 * caller's. */
static ct_status ctx_enter(const struct cuTileContext_st *c, ct_diag *d)
{
    CUresult r = c->cu->cuCtxPushCurrent(c->cu_ctx);
    return r ? ct_cuda_fail(c->cu, r, "cuCtxPushCurrent", d) : CUTILE_SUCCESS;
}

static void ctx_leave(const struct cuTileContext_st *c)
{
    CUcontext popped;
    c->cu->cuCtxPopCurrent(&popped);
}

/* ---------------------------------------------------------------------------------------- */
/* contexts                                                                                  */
/* ---------------------------------------------------------------------------------------- */

static ct_status read_device(struct cuTileContext_st *c, ct_diag *d)
{
    const ct_cuda *cu = c->cu;
    int major = 0, minor = 0;
    CUresult r;
    if ((r = cu->cuCtxGetDevice(&c->device)))
        return ct_cuda_fail(cu, r, "cuCtxGetDevice", d);
    if ((r = cu->cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                                      c->device)) ||
        (r = cu->cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                                      c->device)) ||
        (r = cu->cuDeviceGetAttribute(&c->smem_optin,
                                      CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                                      c->device)) ||
        (r = cu->cuDeviceGetAttribute(&c->sm_count, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                                      c->device)))
        return ct_cuda_fail(cu, r, "cuDeviceGetAttribute", d);
    c->cc = major * 10 + minor;
    return CUTILE_SUCCESS;
}

/* Retains device `ordinal`'s primary context for c. */
static ct_status retain_primary(struct cuTileContext_st *c, int ordinal, ct_diag *d)
{
    const ct_cuda *cu = c->cu;
    int count = 0;
    CUresult r = cu->cuDeviceGetCount(&count);
    if (r)
        return ct_cuda_fail(cu, r, "cuDeviceGetCount", d);
    if (ordinal >= count)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "device %d: the driver has %d device%s (0 … %d)", ordinal, count,
                           count == 1 ? "" : "s", count - 1);
    CUdevice dev;
    if ((r = cu->cuDeviceGet(&dev, ordinal)))
        return ct_cuda_fail(cu, r, "cuDeviceGet", d);
    if ((r = cu->cuDevicePrimaryCtxRetain(&c->cu_ctx, dev)))
        return ct_cuda_fail(cu, r, "cuDevicePrimaryCtxRetain", d);
    c->retained_primary = 1;
    c->device = dev;
    return CUTILE_SUCCESS;
}

ct_status ct_context_bind(struct cuTileContext_st *c, int ordinal, ct_diag *d)
{
    const ct_cuda *cu = ct_cuda_get(d);
    if (!cu)
        return d->status;
    c->cu = cu;
    c->cu_ctx = NULL;
    CUresult r = ordinal < 0 ? cu->cuCtxGetCurrent(&c->cu_ctx) : CUDA_SUCCESS;
    if (r)
        return ct_cuda_fail(cu, r, "cuCtxGetCurrent", d);
    if (!c->cu_ctx && retain_primary(c, ordinal < 0 ? 0 : ordinal, d))
        return d->status;
    if (pthread_mutex_init(&c->lock, NULL) != 0) {
        ct_context_release(c);
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cannot create a mutex");
    }
    if (ctx_enter(c, d) == CUTILE_SUCCESS) {
        read_device(c, d);
        ctx_leave(c);
    }
    if (d->status) {
        pthread_mutex_destroy(&c->lock);
        ct_context_release(c);
    }
    return d->status;
}

void ct_context_release(struct cuTileContext_st *c)
{
    while (c->modules) /* each call drops one reference */
        ct_gpu_module_unload(c->modules);
    ct_free(c->al, c->by_key, c->by_key_cap * sizeof *c->by_key);
    c->by_key = NULL;
    c->by_key_cap = 0;
    if (c->retained_primary)
        c->cu->cuDevicePrimaryCtxRelease(c->device);
    c->retained_primary = 0;
}

/* ---------------------------------------------------------------------------------------- */
/* modules                                                                                   */
/* ---------------------------------------------------------------------------------------- */

/* The entry `name` of the loaded module, with the limits the cubin sets on its launches. */
static ct_status find_kernel(struct cuTileModule_st *m, struct cuTileKernel_st *k,
                             const char *name, int *static_smem, ct_diag *d)
{
    const ct_cuda *cu = m->ctx->cu;
    k->module = m;
    if (!(k->name = ct_arena_strndup(&m->arena, name, strlen(name))))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    CUresult r = cu->cuModuleGetFunction(&k->fn, m->cu_mod, k->name);
    if (r)
        return ct_diag_set(d, CUTILE_ERROR_NOT_FOUND, "kernel %s is not in the cubin", k->name);
    int max_threads = 0;
    if ((r = cu->cuFuncGetAttribute(&max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                    k->fn)) ||
        (r = cu->cuFuncGetAttribute(static_smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, k->fn)))
        return ct_cuda_fail(cu, r, "cuFuncGetAttribute", d);
    k->max_threads = max_threads > 0 ? (uint32_t)max_threads : 0;
    return CUTILE_SUCCESS;
}

uint32_t ct_gpu_module_smem_optin(uint32_t dyn_smem, uint32_t static_smem)
{
    return dyn_smem && (uint64_t)dyn_smem + static_smem > CT_SMEM_NO_OPTIN ? dyn_smem : 0;
}

/* Finds entry `name` for k and checks that the device runs it with the block of `info` and
 * `dyn_smem` bytes of dynamic shared memory. */
static ct_status bind_entry(struct cuTileModule_st *m, struct cuTileKernel_st *k,
                            const char *name, const ct_kernel_info *info, uint32_t dyn_smem,
                            ct_diag *d)
{
    const struct cuTileContext_st *c = m->ctx;
    const ct_cuda *cu = c->cu;
    int static_smem = 0;
    if (find_kernel(m, k, name, &static_smem, d))
        return d->status;
    CUresult r;
    uint64_t threads = (uint64_t)info->block_dim[0] * info->block_dim[1] * info->block_dim[2];
    if (threads == 0 || threads > k->max_threads)
        return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                           "kernel %s: %llu threads per block, the cubin allows %u", k->name,
                           (unsigned long long)threads, k->max_threads);
    if ((uint64_t)dyn_smem + (uint64_t)static_smem > (uint64_t)c->smem_optin)
        return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                           "kernel %s: %u + %d bytes of shared memory, the device allows %d",
                           k->name, dyn_smem, static_smem, c->smem_optin);
    /* The opt-in, once, here: launches must not make this synchronous call. */
    uint32_t optin = ct_gpu_module_smem_optin(dyn_smem, (uint32_t)static_smem);
    if (optin && (r = cu->cuFuncSetAttribute(k->fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                             (int)optin)))
        return ct_cuda_fail(cu, r, "cuFuncSetAttribute", d);
    k->dyn_smem = dyn_smem;
    return CUTILE_SUCCESS;
}

/* A persistent kernel's grid parameter and wave (launch.h): as many CTAs as fit the device's
 * SMs at once with its block and shared memory (one an SM where the driver cannot say). */
static ct_status bind_wave(struct cuTileKernel_st *k, ct_diag *d)
{
    const struct cuTileContext_st *c = k->module->ctx;
    int per_sm = 1;
    k->grid_param = k->wave = 0;
    for (uint32_t h = 0; h < k->nhidden; h++)
        if (k->hidden[h].kind == CT_HIDDEN_GRID)
            k->grid_param = h + 1;
    if (!k->grid_param)
        return CUTILE_SUCCESS;
    CUresult r = c->cu->cuOccupancyMaxActiveBlocksPerMultiprocessor
                     ? c->cu->cuOccupancyMaxActiveBlocksPerMultiprocessor(
                           &per_sm, k->fn, (int)k->block_dim[0], k->dyn_smem)
                     : CUDA_SUCCESS;
    if (r)
        return ct_cuda_fail(c->cu, r, "cuOccupancyMaxActiveBlocksPerMultiprocessor", d);
    k->wave = (uint32_t)(per_sm > 1 ? per_sm : 1) * (uint32_t)c->sm_count;
    return CUTILE_SUCCESS;
}

/* k's lone twin, k->lone, when the metadata names one. */
static ct_status bind_lone(struct cuTileModule_st *m, struct cuTileKernel_st *k,
                           const ct_kernel_info *info, ct_diag *d)
{
    if (!info->lone_dyn_smem)
        return CUTILE_SUCCESS;
    struct cuTileKernel_st *t = ct_arena_alloc(&m->arena, sizeof *t);
    char *name = ct_lone_name(&m->arena, info->name, strlen(info->name));
    if (!t || !name)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    *t = *k;
    if (bind_entry(m, t, name, info, info->lone_dyn_smem, d) || bind_wave(t, d))
        return d->status;
    k->lone = t;
    return CUTILE_SUCCESS;
}

/* A tile kernel: checks what its launch metadata asks of the device. */
static ct_status bind_kernel(struct cuTileModule_st *m, struct cuTileKernel_st *k,
                             const ct_kernel_info *info, ct_diag *d)
{
    const ct_cuda *cu = m->ctx->cu;
    CUresult r;
    if (bind_entry(m, k, info->name, info, info->dyn_smem, d))
        return d->status;
    uint64_t cluster = (uint64_t)info->cluster_dim[0] * info->cluster_dim[1] *
                       info->cluster_dim[2];
    if (cluster > 8 &&
        (r = cu->cuFuncSetAttribute(k->fn, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED,
                                    1)))
        return ct_cuda_fail(cu, r, "cuFuncSetAttribute", d);
    memcpy(k->block_dim, info->block_dim, sizeof k->block_dim);
    for (int i = 0; i < 3; i++)
        k->cluster_dim[i] = info->cluster_dim[i] ? info->cluster_dim[i] : 1;
    k->pairs = info->pairs && cluster == 1;
    k->nparams = info->nparams + info->nhidden;
    k->nhidden = info->nhidden;
    if (k->nhidden &&
        !(k->hidden = ct_arena_dup(&m->arena, info->hidden, k->nhidden * sizeof *k->hidden)))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    if (ct_tma_cache_init(k, &m->arena, d) || ct_arg_plan_build(info, &m->arena, &k->plan, d) ||
        bind_wave(k, d))
        return d->status;
    return bind_lone(m, k, info, d);
}

/* A CUDA C++ kernel: its launches give block shape and dynamic shared memory, so the limit on
 * the latter is raised once, here, to all the device allows beside the static part. */
static ct_status bind_cuda_kernel(struct cuTileModule_st *m, struct cuTileKernel_st *k,
                                  const char *name, ct_diag *d)
{
    const struct cuTileContext_st *c = m->ctx;
    int static_smem = 0;
    if (find_kernel(m, k, name, &static_smem, d))
        return d->status;
    k->cuda_source = 1;
    k->max_dyn_smem = c->smem_optin > static_smem ? (uint32_t)(c->smem_optin - static_smem) : 0;
    CUresult r = c->cu->cuFuncSetAttribute(k->fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                           (int)k->max_dyn_smem);
    if (r)
        return ct_cuda_fail(c->cu, r, "cuFuncSetAttribute", d);
    for (int i = 0; i < 3; i++)
        k->cluster_dim[i] = 1;
    return CUTILE_SUCCESS;
}

/* Loads the cubin and binds kernel i through names[i] (a CUDA C++ module) or kernels[i]. */
static ct_status load_kernels(struct cuTileModule_st *m, const void *cubin,
                              const ct_kernel_info *kernels, const char *const *names,
                              uint32_t n, ct_diag *d)
{
    CUresult r = m->ctx->cu->cuModuleLoadData(&m->cu_mod, cubin);
    if (r) {
        m->cu_mod = NULL;
        return ct_cuda_fail(m->ctx->cu, r, "cuModuleLoadData", d);
    }
    m->kernels = ct_arena_alloc(&m->arena, n * sizeof *m->kernels + 1);
    if (!m->kernels)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    for (m->nkernels = 0; m->nkernels < n; m->nkernels++) {
        struct cuTileKernel_st *k = &m->kernels[m->nkernels];
        if (names ? bind_cuda_kernel(m, k, names[m->nkernels], d)
                  : bind_kernel(m, k, &kernels[m->nkernels], d))
            return d->status;
    }
    return CUTILE_SUCCESS;
}

static void free_module(struct cuTileModule_st *m)
{
    const cuTileAllocator *al = m->ctx->al;
    for (uint32_t i = 0; m->kernels && i < m->nkernels; i++)
        ct_tma_cache_free(&m->kernels[i]);
    if (m->cu_mod && ctx_enter(m->ctx, NULL) == CUTILE_SUCCESS) {
        m->ctx->cu->cuModuleUnload(m->cu_mod);
        ctx_leave(m->ctx);
    }
    ct_arena_free(&m->arena);
    ct_free(al, m, sizeof *m);
}

static ct_status copy_exprs(struct cuTileModule_st *m, const ct_cuda_names *exprs, ct_diag *d)
{
    uint32_t n = exprs->count;
    m->expr = ct_arena_alloc(&m->arena, n * sizeof(char *) + 1);
    m->expr_lowered = ct_arena_alloc(&m->arena, n * sizeof(char *) + 1);
    if (!m->expr || !m->expr_lowered)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    for (m->nexprs = 0; m->nexprs < n; m->nexprs++) {
        const char *e = exprs->expr[m->nexprs], *l = exprs->lowered[m->nexprs];
        if (!(m->expr[m->nexprs] = ct_arena_strndup(&m->arena, e, strlen(e))) ||
            !(m->expr_lowered[m->nexprs] = ct_arena_strndup(&m->arena, l, strlen(l))))
            return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    }
    return CUTILE_SUCCESS;
}

/* A new module of c (one reference) with the CUDA module loaded from `cubin`, its kernels
 * bound as load_kernels does, and `exprs` (may be NULL) copied. */
static ct_status module_load(struct cuTileContext_st *c, const void *cubin, size_t size,
                             const ct_kernel_info *kernels, const char *const *names,
                             uint32_t n, const ct_cuda_names *exprs,
                             struct cuTileModule_st **out, ct_diag *d)
{
    if (!cubin || size < 64 || memcmp(cubin, "\x7f" "ELF", 4) != 0)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "not a cubin (no ELF header)");
    struct cuTileModule_st *m = ct_alloc(c->al, sizeof *m);
    if (!m)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    memset(m, 0, sizeof *m);
    m->ctx = c;
    m->refs = 1;
    m->cuda_source = names != NULL;
    ct_arena_init(&m->arena, c->al);
    if ((!exprs || copy_exprs(m, exprs, d) == CUTILE_SUCCESS) &&
        ctx_enter(c, d) == CUTILE_SUCCESS) {
        load_kernels(m, cubin, kernels, names, n, d);
        ctx_leave(c);
    }
    if (d->status) {
        free_module(m);
        return d->status;
    }
    pthread_mutex_lock(&c->lock);
    m->next = c->modules;
    if (c->modules)
        c->modules->prev = m;
    c->modules = m;
    pthread_mutex_unlock(&c->lock);
    *out = m;
    return CUTILE_SUCCESS;
}

ct_status ct_gpu_module_load(struct cuTileContext_st *c, const void *cubin, size_t size,
                         const ct_kernel_info *kernels, uint32_t nkernels,
                         struct cuTileModule_st **out, ct_diag *d)
{
    return module_load(c, cubin, size, kernels, NULL, nkernels, NULL, out, d);
}

ct_status ct_gpu_module_load_cuda(struct cuTileContext_st *c, const void *cubin, size_t size,
                              const char *const *names, uint32_t n, const ct_cuda_names *exprs,
                              struct cuTileModule_st **out, ct_diag *d)
{
    return module_load(c, cubin, size, NULL, names, n, exprs, out, d);
}

struct cuTileKernel_st *ct_gpu_module_kernel(struct cuTileModule_st *m, const char *name)
{
    for (uint32_t pass = 0; pass < 2; pass++) {
        for (uint32_t i = 0; i < m->nkernels; i++)
            if (strcmp(m->kernels[i].name, name) == 0)
                return &m->kernels[i];
        uint32_t e = 0;
        while (e < m->nexprs && strcmp(m->expr[e], name) != 0)
            e++;
        if (e == m->nexprs)
            return NULL;
        name = m->expr_lowered[e]; /* then look the lowered name up */
    }
    return NULL;
}

static bool python_name_is(const char *entry, const char *name)
{
    size_t n = ct_mangled_function_name(entry);
    return n && strlen(name) == n && memcmp(entry, name, n) == 0;
}

struct cuTileKernel_st *ct_gpu_module_kernel_by_python_name(struct cuTileModule_st *m,
                                                        const char *name, ct_diag *d)
{
    struct cuTileKernel_st *found = NULL;
    uint32_t matches = 0;
    for (uint32_t i = 0; i < m->nkernels; i++)
        if (python_name_is(m->kernels[i].name, name))
            found = &m->kernels[i], matches++;
    if (matches == 1)
        return found;
    /* The candidates, as many as the message holds: an ambiguous name's entries (one Python
     * function exported with several signatures), else every entry. */
    ct_buf msg;
    ct_buf_init(&msg, NULL);
    if (matches)
        ct_buf_printf(&msg, "%s is ambiguous: %u kernels of the module come from a Python "
                      "function of that name; pass an entry name:", name, matches);
    else
        ct_buf_printf(&msg, "no kernel named %s in the module; its kernels:", name);
    for (uint32_t i = 0; i < m->nkernels; i++)
        if (!matches || python_name_is(m->kernels[i].name, name))
            ct_buf_printf(&msg, " %s", m->kernels[i].name);
    ct_buf_byte(&msg, 0);
    ct_diag_set(d, CUTILE_ERROR_NOT_FOUND, "%s",
                msg.oom ? "no kernel of that name in the module" : (const char *)msg.data);
    ct_buf_free(&msg);
    return NULL;
}

/* ---- the table of modules by cache key (caller holds the context's lock) ---- */

static size_t key_slot(const ct_cache_key *key, size_t cap)
{
    uint64_t h;
    memcpy(&h, key->bytes, sizeof h); /* the key is a hash already */
    return (size_t)h & (cap - 1);
}

static struct cuTileModule_st **key_link(struct cuTileContext_st *c, const ct_cache_key *key)
{
    struct cuTileModule_st **p = &c->by_key[key_slot(key, c->by_key_cap)];
    while (*p && memcmp((*p)->key.bytes, key->bytes, sizeof key->bytes) != 0)
        p = &(*p)->key_next;
    return p;
}

/* Keeps at most one module per slot on average, so a lookup costs a few compares. */
static int key_grow(struct cuTileContext_st *c)
{
    if (c->by_key_len < c->by_key_cap)
        return 0;
    size_t cap = c->by_key_cap ? 2 * c->by_key_cap : 16;
    struct cuTileModule_st **t = ct_alloc(c->al, cap * sizeof *t);
    if (!t)
        return -1;
    memset(t, 0, cap * sizeof *t);
    for (size_t i = 0; i < c->by_key_cap; i++)
        for (struct cuTileModule_st *m = c->by_key[i], *next; m; m = next) {
            next = m->key_next;
            size_t at = key_slot(&m->key, cap);
            m->key_next = t[at];
            t[at] = m;
        }
    ct_free(c->al, c->by_key, c->by_key_cap * sizeof *c->by_key);
    c->by_key = t;
    c->by_key_cap = cap;
    return 0;
}

struct cuTileModule_st *ct_gpu_module_find(struct cuTileContext_st *c, const ct_cache_key *key)
{
    pthread_mutex_lock(&c->lock);
    struct cuTileModule_st *m = c->by_key_cap ? *key_link(c, key) : NULL;
    if (m)
        m->refs++;
    pthread_mutex_unlock(&c->lock);
    return m;
}

ct_status ct_gpu_module_publish(struct cuTileModule_st *m, const ct_cache_key *key,
                            struct cuTileModule_st **out, ct_diag *d)
{
    struct cuTileContext_st *c = m->ctx;
    pthread_mutex_lock(&c->lock);
    struct cuTileModule_st *had = c->by_key_cap ? *key_link(c, key) : NULL;
    ct_status s = CUTILE_SUCCESS;
    if (had)
        had->refs++;
    else if (key_grow(c))
        s = CUTILE_ERROR_OUT_OF_MEMORY;
    else {
        m->key = *key;
        m->keyed = 1;
        *key_link(c, key) = m; /* the empty end of the key's chain */
        c->by_key_len++;
    }
    pthread_mutex_unlock(&c->lock);
    if (had || s)
        ct_gpu_module_unload(m);
    if (s)
        return ct_diag_set(d, s, "out of memory");
    *out = had ? had : m;
    return CUTILE_SUCCESS;
}

void ct_gpu_module_unload(struct cuTileModule_st *m)
{
    struct cuTileContext_st *c = m->ctx;
    pthread_mutex_lock(&c->lock);
    if (--m->refs > 0) {
        pthread_mutex_unlock(&c->lock);
        return;
    }
    if (m->keyed) {
        *key_link(c, &m->key) = m->key_next;
        c->by_key_len--;
    }
    if (m->prev)
        m->prev->next = m->next;
    else
        c->modules = m->next;
    if (m->next)
        m->next->prev = m->prev;
    pthread_mutex_unlock(&c->lock);
    free_module(m);
}
