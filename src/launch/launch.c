/* launch.c — kernel launches (launch.h). The hot path: no allocation, no waiting on a lock, no
 * call into the driver but the launch itself (plus a context push/pop around a second attempt
 * when the calling thread's current context is not the kernel's, and, for a kernel taking
 * tensor maps whose arguments changed since its last launch, the host-side
 * cuTensorMapEncodeTiled: tma.h), so launches are stream-ordered and graph-capturable. */
#include <string.h>

#include "launch/launch.h"
#include "launch/tma.h"

/* CUDA's grid limits: x < 2^31, y and z ≤ 65535; each a multiple of the cluster's extent. */
static ct_status check_grid(const struct cuTileKernel_st *k, const uint32_t grid[3],
                            ct_diag *d)
{
    static const uint32_t max[3] = {0x7fffffffu, 65535u, 65535u};
    for (int i = 0; i < 3; i++) {
        if (grid[i] == 0 || grid[i] > max[i])
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                               "grid[%d] = %u is outside 1…%u", i, grid[i], max[i]);
        if (grid[i] % k->cluster_dim[i])
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                               "grid[%d] = %u is not a multiple of the kernel's cluster "
                               "extent %u",
                               i, grid[i], k->cluster_dim[i]);
    }
    return CUTILE_SUCCESS;
}

/* One launch attempt; `call` names the driver entry point used. A programmatic dependent
 * launch (CT_LAUNCH_PDL) needs compute capability 9.0 and cuLaunchKernelEx; elsewhere the
 * launch is ordered as usual, which its griddepcontrol.wait then finds satisfied. */
static CUresult launch_once(const struct cuTileKernel_st *k, const uint32_t grid[3],
                            const uint32_t block[3], uint32_t smem, void **params, void *stream,
                            uint32_t flags, const char **call)
{
    const struct cuTileContext_st *c = k->module->ctx;
    const ct_cuda *cu = c->cu;
    if (cu->cuLaunchKernelEx) {
        CUlaunchAttribute attr[2] = {{0}};
        unsigned n = 0;
        /* block pairs: a kernel compiled for them shares its copies with the other CTA of a
         * cluster of two, and runs right alone where x is odd */
        bool pairs = k->pairs && grid[0] % 2 == 0 && c->cc >= 90;
        if (k->cluster_dim[0] * k->cluster_dim[1] * k->cluster_dim[2] > 1 || pairs) {
            attr[n].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
            attr[n].value.clusterDim.x = pairs ? 2 : k->cluster_dim[0];
            attr[n].value.clusterDim.y = k->cluster_dim[1];
            attr[n++].value.clusterDim.z = k->cluster_dim[2];
        }
        if ((flags & CT_LAUNCH_PDL) && c->cc >= 90) {
            attr[n].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
            attr[n++].value.programmaticStreamSerializationAllowed = 1;
        }
        CUlaunchConfig cfg = {grid[0], grid[1], grid[2], block[0], block[1], block[2],
                              smem, (CUstream)stream, attr, n};
        *call = "cuLaunchKernelEx";
        return cu->cuLaunchKernelEx(&cfg, k->fn, params, NULL);
    }
    *call = "cuLaunchKernel";
    return cu->cuLaunchKernel(k->fn, grid[0], grid[1], grid[2], block[0], block[1], block[2],
                              smem, (CUstream)stream, params, NULL);
}

/* The launch, and the second attempt ct_launch_raw describes. */
static ct_status launch(const struct cuTileKernel_st *k, const uint32_t grid[3],
                        const uint32_t block[3], uint32_t smem, void **params, void *stream,
                        uint32_t flags, ct_diag *d)
{
    const struct cuTileContext_st *c = k->module->ctx;
    const char *call;
    CUresult r = launch_once(k, grid, block, smem, params, stream, flags, &call);
    /* The usual case ends here. When the calling thread has no CUDA context current, or
     * another one, the driver may refuse the kernel: launch again with the kernel's own
     * context pushed (push and pop are per-thread and not stream work). */
    if ((r == CUDA_ERROR_INVALID_CONTEXT || r == CUDA_ERROR_INVALID_HANDLE) &&
        c->cu->cuCtxPushCurrent(c->cu_ctx) == CUDA_SUCCESS) {
        r = launch_once(k, grid, block, smem, params, stream, flags, &call);
        CUcontext popped;
        c->cu->cuCtxPopCurrent(&popped);
    }
    return r ? ct_cuda_fail(c->cu, r, call, d) : CUTILE_SUCCESS;
}

static ct_status refuse_cuda(const struct cuTileKernel_st *k, ct_diag *d)
{
    return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                       "kernel %s is a CUDA C++ kernel: launch it with cuTileLaunchCuda, which "
                       "takes its block shape",
                       k->name);
}

/* A tile kernel's launch once every parameter is there. */
static ct_status launch_checked(const struct cuTileKernel_st *k, const uint32_t grid[3],
                                void **params, void *stream, uint32_t flags, ct_diag *d)
{
    if (check_grid(k, grid, d))
        return d->status;
    const struct cuTileContext_st *c = k->module->ctx;
    if (!c->cu->cuLaunchKernelEx && k->cluster_dim[0] * k->cluster_dim[1] * k->cluster_dim[2] > 1)
        return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                           "kernel %s needs thread-block clusters, which this driver cannot "
                           "launch (no cuLaunchKernelEx)",
                           k->name);
    /* No more CTAs than SMs: each is alone on its SM, where the lone twin's deeper rings keep
     * more in flight (lower/pipeline_loops.c plan_lone) */
    uint64_t n = (uint64_t)grid[0] * grid[1] * grid[2];
    if (k->lone && n <= (uint64_t)c->sm_count)
        k = k->lone;
    if (!k->grid_param)
        return launch(k, grid, k->block_dim, k->dyn_smem, params, stream, flags, d);
    /* Persistent (codegen/ptx_persist.c): a wave of CTAs runs the grid's blocks, which the
     * grid parameter (in the caller's copy of the parameters) names */
    if (n >= 1u << 31)
        return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                           "kernel %s runs its blocks persistently (CUTILE_PERSISTENT=1) and "
                           "takes grids of fewer than 2^31 blocks, not %llu",
                           k->name, (unsigned long long)n);
    uint32_t xyz[3] = {grid[0], grid[1], grid[2]};
    uint32_t wave[3] = {n < k->wave ? (uint32_t)n : k->wave, 1, 1};
    params[k->plan.nslots + k->grid_param - 1] = xyz;
    return launch(k, wave, k->block_dim, k->dyn_smem, params, stream, flags, d);
}

/* A raw launch's parameters with the tensor maps it left NULL built (tma.h). */
static ct_status raw_hidden(const struct cuTileKernel_st *k, void **params, void **out,
                            unsigned char (*maps)[128], ct_diag *d)
{
    ct_tma_values v = {.plan = &k->plan, .raw = params};
    memcpy(out, params, k->plan.nslots * sizeof *out);
    return ct_tma_fill(k, &v, out, maps, d);
}

ct_status ct_launch_raw(const struct cuTileKernel_st *k, const uint32_t grid[3], void **params,
                        void *stream, uint32_t flags, ct_diag *d)
{
    void *with_maps[CT_MAX_KERNEL_PARAMS];
    _Alignas(64) unsigned char maps[CT_TMA_MAX_MAPS][128];
    if (k->cuda_source)
        return refuse_cuda(k, d);
    if (k->nhidden) {
        if (raw_hidden(k, params, with_maps, maps, d))
            return d->status;
        params = with_maps;
    }
    return launch_checked(k, grid, params, stream, flags, d);
}

/* CUDA's block limits: x and y ≤ 1024, z ≤ 64, and the kernel's threads per block. */
static ct_status check_block(const struct cuTileKernel_st *k, const uint32_t block[3],
                             uint32_t smem, ct_diag *d)
{
    static const uint32_t max[3] = {1024u, 1024u, 64u};
    for (int i = 0; i < 3; i++)
        if (block[i] == 0 || block[i] > max[i])
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                               "block[%d] = %u is outside 1…%u", i, block[i], max[i]);
    uint64_t threads = (uint64_t)block[0] * block[1] * block[2];
    if (threads > k->max_threads)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "kernel %s: %llu threads per block, the cubin allows %u", k->name,
                           (unsigned long long)threads, k->max_threads);
    if (smem > k->max_dyn_smem)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "kernel %s: %u bytes of dynamic shared memory, the device allows "
                           "%u beside its static shared memory",
                           k->name, smem, k->max_dyn_smem);
    return CUTILE_SUCCESS;
}

ct_status ct_launch_cuda(const struct cuTileKernel_st *k, const uint32_t grid[3],
                         const uint32_t block[3], uint32_t shared_bytes, void **params,
                         void *stream, uint32_t flags, ct_diag *d)
{
    if (!k->cuda_source)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "kernel %s is a tile kernel: launch it with cuTileLaunch or "
                           "cuTileLaunchRaw (its block shape is the compiler's)",
                           k->name);
    if (check_grid(k, grid, d) || check_block(k, block, shared_bytes, d))
        return d->status;
    return launch(k, grid, block, shared_bytes, params, stream, flags, d);
}

ct_status ct_launch_typed(const struct cuTileKernel_st *k, const uint32_t grid[3],
                          const cuTileArg *args, size_t nargs, void *stream, uint32_t flags,
                          ct_diag *d)
{
    uint64_t slots[CT_MAX_KERNEL_PARAMS];
    void *params[CT_MAX_KERNEL_PARAMS];
    _Alignas(64) unsigned char maps[CT_TMA_MAX_MAPS][128];
    if (k->cuda_source)
        return refuse_cuda(k, d);
    if (ct_args_pack(&k->plan, args, nargs, slots, d))
        return d->status;
    for (uint32_t i = 0; i < k->plan.nslots; i++)
        params[i] = &slots[i];
    ct_tma_values v = {.plan = &k->plan, .slots = slots};
    if (k->nhidden && ct_tma_fill(k, &v, params, maps, d))
        return d->status;
    return launch_checked(k, grid, params, stream, flags, d);
}
