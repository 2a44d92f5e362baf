/* cached.c — the build path behind the kernel cache: what a key holds, the compile callback that
 * fills an entry on a miss, and the check of an entry's launch metadata (build.h). */
#include <stdio.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "build/build.h"
#include "build/cuda_build.h"
#include "build/cuda_math.h"
#include "build/kmeta.h"
#include "toolkit/jitlink.h"

/* ---- the key ---- */

/* Every knob changes code, so every knob is in the key: a new field must join
 * ct_build_key_options (the env-backed ones through CT_KNOB_LIST). */
_Static_assert(sizeof(ct_compile_knobs) == 12 * sizeof(int),
               "ct_compile_knobs changed: update ct_build_key_options");

/* The hash of the library's object files (cmake/code_id.cmake): the same in the shared library,
 * the static archive and the `cutile` tool, so their keys agree, and new with any change of
 * the code. */
extern const char ct_code_id[];

void ct_build_ident_init(ct_build_ident *id)
{
    snprintf(id->library, sizeof id->library, "%d.%d.%d r%d %s", CUTILE_RT_VERSION_MAJOR,
             CUTILE_RT_VERSION_MINOR, CUTILE_RT_VERSION_PATCH, CT_CODEGEN_REVISION, ct_code_id);
    unsigned major, minor;
    ct_diag d = {0}; /* a load that misses reports it: the link fails */
    if (ct_link_version(&major, &minor, &d))
        snprintf(id->jitlink, sizeof id->jitlink, "none");
    else
        snprintf(id->jitlink, sizeof id->jitlink, "%u.%u", major, minor);
    if (ct_cuda_math_available(&major, &minor))
        snprintf(id->nvrtc, sizeof id->nvrtc, "%u.%u", major, minor);
    else
        snprintf(id->nvrtc, sizeof id->nvrtc, "none");
}

/* A knob's value in the key: -1 means the compiler's default (which the revision and code id
 * pin down), spelled so it cannot be mistaken for a value. */
static const char *knob_text(int v) { return v < 0 ? "default" : v ? "1" : "0"; }

int ct_build_key_options(const ct_build_options *o, char *out, size_t n)
{
    const ct_compile_knobs *k = &o->knobs;
    return snprintf(out, n,
                    "opt_level=%d lineinfo=%d"
#define CT_X_(field, ours, theirs) " " #field "=%s"
                    CT_KNOB_LIST(CT_X_)
#undef CT_X_
                    " num_warps=%d",
                    o->opt_level, o->lineinfo != 0,
#define CT_X_(field, ours, theirs) knob_text(k->field),
                    CT_KNOB_LIST(CT_X_)
#undef CT_X_
                    k->num_warps);
}

ct_status ct_build_key(const ct_build_ident *id, const ct_build_options *o, const void *bytes,
                       size_t size, ct_cache_key *key, ct_diag *d)
{
    char opts[320];
    int n = ct_build_key_options(o, opts, sizeof opts);
    if (n >= 0 && (size_t)n < sizeof opts && o->knobs.cuda_math != 0)
        n += snprintf(opts + n, sizeof opts - (size_t)n, " nvrtc=%s", id->nvrtc[0] ? id->nvrtc : "none");
    if (n < 0 || (size_t)n >= sizeof opts)
        return ct_diag_set(d, CUTILE_ERROR_INTERNAL, "compile options too long for the key");
    if (!bytes)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "bytes is NULL");
    ct_cache_key_parts parts = {id->library, id->jitlink, o->target->name, opts, (size_t)n,
                                bytes, size};
    return ct_cache_key_compute(&parts, key, d);
}

/* ---- the cache ---- */

ct_status ct_build_meta_check(void *user, const ct_cache_meta *m, ct_diag *d)
{
    (void)user;
    /* The tail's magic is the entry's kind (FORMAT.md §3): a tile module's launch metadata or
     * a CUDA source's name expressions. */
    return ct_cuda_meta_is_mine(m) ? ct_cuda_meta_decode(m, NULL, NULL, d)
                                   : ct_kmeta_decode(m, NULL, NULL, d);
}

ct_status ct_build_cache_config(const cuTileContextOptions *opts, ct_cache_config *cfg,
                                ct_diag *d)
{
    if (ct_cache_config_from_env(opts, NULL, NULL, cfg, d))
        return d->status;
    cfg->meta_check = ct_build_meta_check;
    return CUTILE_SUCCESS;
}

ct_status ct_build_cache_open(const cuTileContextOptions *opts, ct_cache **out, ct_diag *d)
{
    ct_cache_config cfg;
    if (ct_build_cache_config(opts, &cfg, d))
        return d->status;
    ct_cache_open(&cfg, out, d);
    ct_cache_config_free(&cfg); /* the cache keeps its own copies of the paths */
    return d->status;
}

typedef struct build_job {
    const ct_build_options *o;
    const void *bytes;
    size_t size;
} build_job;

/* The metadata blob of a build: the cache's header (target, kernel names), then the launch
 * metadata of every kernel as its tail. */
static ct_status encode_meta(const ct_build_options *o, const ct_compile_result *r, ct_buf *meta,
                             ct_diag *d)
{
    const char **names = ct_alloc(o->allocator, (r->nkernels + 1) * sizeof *names);
    if (!names)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    for (uint32_t i = 0; i < r->nkernels; i++)
        names[i] = r->kernels[i].name;
    ct_cache_meta_in in = {.target = o->target->name, .kernel_names = names,
                           .kernel_count = r->nkernels};
    if (!ct_cache_meta_encode(&in, meta, d))
        ct_kmeta_encode(r->kernels, r->nkernels, meta, d);
    ct_free(o->allocator, names, (r->nkernels + 1) * sizeof *names);
    return d->status;
}

/* The compile callback: everything a miss costs. */
static ct_status build_entry(void *user, ct_buf *meta, ct_buf *cubin, ct_diag *d)
{
    const build_job *job = user;
    ct_module *m = NULL;
    ct_build b;
    if (!job->bytes)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "bytes is NULL");
    if (ct_bc_read(job->bytes, job->size, job->o->allocator, &m, d) || ct_verify_module(m, d) ||
        ct_build_module(m, job->o, &b, NULL, d)) {
        ct_module_free(m);
        return d->status;
    }
    ct_module_free(m);
    if (!encode_meta(job->o, &b.compiled, meta, d))
        ct_buf_put(cubin, b.cubin.data, b.cubin.len);
    ct_build_free(&b);
    return d->status;
}

const char *ct_build_source_text(ct_cache_source s)
{
    switch (s) {
    case CT_CACHE_MEMORY:
        return "in memory";
    case CT_CACHE_DISK:
        return "on disk";
    case CT_CACHE_DISK_READONLY:
        return "in a read-only directory";
    case CT_CACHE_COMPILED:
        return "compiled";
    case CT_CACHE_MISS:
        break;
    }
    return "missing";
}

ct_status ct_build_cached(ct_cache *c, const ct_build_options *o, const void *bytes, size_t size,
                          const ct_cache_key *key, const ct_cache_entry **entry,
                          ct_cache_source *from, ct_diag *d)
{
    if (!o->link)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "only cubins are cached");
    build_job job = {o, bytes, size};
    ct_cache_source src;
    if (ct_cache_get(c, key, build_entry, &job, entry, &src, d))
        return d->status;
    char hex[33];
    ct_cache_key_hex(key, hex);
    if (src == CT_CACHE_COMPILED)
        ct_log(CUTILE_LOG_DEBUG, "cache: %s (%s): compiled in %.1f ms", hex, o->target->name,
               (double)(*entry)->info.compile_us / 1000);
    else
        ct_log(CUTILE_LOG_DEBUG, "cache: %s (%s): found %s", hex, o->target->name,
               ct_build_source_text(src));
    if (from)
        *from = src;
    return CUTILE_SUCCESS;
}
