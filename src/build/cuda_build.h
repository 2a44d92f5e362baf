/*
 * cuda_build.h — a CUDA C++ source to a cached cubin (architecture.md §8): NVRTC (nvrtc.h) to
 * PTX, or to LTO-IR linked to PTX by nvJitLink; the kernels are the PTX's entries; nvJitLink
 * links the PTX to a cubin; the kernel cache (cache/cache.h) stores it under a key of its own
 * kind (cache/FORMAT.md §1.1) with a metadata tail of its own kind (§3.2). The path behind
 * cuTileCudaCompile and cuTileLoadCudaModule. No GPU needed.
 */
#ifndef CT_BUILD_CUDA_BUILD_H
#define CT_BUILD_CUDA_BUILD_H

#include "cache/cache.h"
#include "build/build.h"
#include "toolkit/nvrtc.h"

#define CT_CUDA_META_VERSION 1u /* the "CTNV" tail layout; another version is a bad entry */

/* The entries (.entry, not .extern) a PTX text defines, in order: *names receives n pointers
 * to NUL-terminated copies, all from `arena`. ERROR_NOT_FOUND when there is none,
 * ERROR_OUT_OF_MEMORY. */
ct_status ct_ptx_entries(const char *ptx, size_t len, ct_arena *arena, const char ***names,
                         uint32_t *n, ct_diag *d);

/* Compiles and links `in` (arch = the target's name): appends the cache metadata blob (target,
 * the kernels' names, the "CTNV" tail with the name expressions and their lowered names) to
 * `meta` and the cubin to `cubin`; NVRTC's log, then nvJitLink's, to `log` (may be NULL).
 * Errors: ct_nvrtc_compile's, ct_link_ptx's, ct_ptx_entries's. */
ct_status ct_cuda_build(const ct_nvrtc_input *in, ct_buf *meta, ct_buf *cubin, ct_buf *log,
                        ct_diag *d);

/* The key of `in` (FORMAT.md §1.1): the library item is id->library, the nvJitLink item
 * id->jitlink, and NVRTC's version ("none" when it cannot be loaded: a miss then fails to
 * compile, saying why) leads the options item. ERROR_OUT_OF_MEMORY. */
ct_status ct_cuda_key(const ct_build_ident *id, const ct_nvrtc_input *in, ct_cache_key *key,
                      ct_diag *d);

/* The name expressions of an entry's "CTNV" tail: expr[i] was lowered to lowered[i]. */
typedef struct ct_cuda_names {
    uint32_t count;
    const char **expr, **lowered;
} ct_cuda_names;

/* 1 when m's tail is a CUDA source's ("CTNV"), 0 when it is another kind. */
int ct_cuda_meta_is_mine(const ct_cache_meta *m);

/* Decodes m's tail into *out (arrays from `arena`, strings pointing into the blob); with arena
 * NULL only checks. ERROR_CACHE with the offset and the rule broken; ERROR_OUT_OF_MEMORY. */
ct_status ct_cuda_meta_decode(const ct_cache_meta *m, ct_arena *arena, ct_cuda_names *out,
                              ct_diag *d);

/* The entry of `key` (ct_cuda_key of the same `in`): from the cache, or built by ct_cuda_build
 * and stored. `log` receives the build's logs (nothing on a hit). *from (may be NULL) says
 * where the entry came from. Errors: ct_cuda_build's. */
ct_status ct_cuda_cached(ct_cache *c, const ct_nvrtc_input *in, const ct_cache_key *key,
                         ct_buf *log, const ct_cache_entry **entry, ct_cache_source *from,
                         ct_diag *d);

#endif
