/* api.c — public entry points: versions, status strings, per-thread errors, the log hook (its
 * state is util/log.c's), the offline bytecode tools, and the GPU half — contexts, module
 * loading (key → loaded module, or kernel cache entry, or verify → compile → link;
 * src/build/build.h and src/launch/launch.h) and launches. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bytecode/bytecode.h"
#include "ir/ir.h"
#include "launch/args.h"
#include "launch/launch.h"
#include "build/build.h"
#include "build/cuda_build.h"
#include "build/kmeta.h"
#include "toolkit/jitlink.h"

int cuTileGetVersion(void) { return CUTILE_RT_VERSION; }

const char *cuTileGetErrorString(cuTileStatus status)
{
    switch (status) {
#define CT_X_(name, value, text)                                                               \
    case CUTILE_##name:                                                                        \
        return text;
        CUTILE_STATUS_LIST(CT_X_)
#undef CT_X_
    }
    return "unknown status";
}

/* The one piece of per-thread state: the last error message. */
static _Thread_local char last_error[512];

const char *cuTileGetLastErrorMessage(void) { return last_error; }

static ct_status ct_set_last_error(const ct_diag *d)
{
    if (d->status != CUTILE_SUCCESS)
        snprintf(last_error, sizeof last_error, "%s", d->msg[0] ? d->msg : cuTileGetErrorString(d->status));
    return d->status;
}

void cuTileSetLogCallback(cuTileLogCallback callback, void *user) { ct_log_set(callback, user); }

/* An allocator must have all three functions (the header's rule); every entry point taking
 * one checks, so that a half-filled struct is an error rather than a call through NULL. */
static bool allocator_ok(const cuTileAllocator *al)
{
    return !al || (al->alloc && al->realloc && al->free);
}

static ct_status bad_allocator(ct_diag *d)
{
    return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                       "allocator: alloc, realloc and free must all be set");
}

void cuTileFree(const cuTileAllocator *allocator, void *ptr)
{
    /* Buffers handed out carry their size in front so custom allocators get it back. An
     * incomplete allocator cannot have made the buffer (every call refuses one). */
    if (!ptr || !allocator_ok(allocator))
        return;
    size_t *base = (size_t *)ptr - 2;
    ct_free(allocator, base, base[0]);
}

/* Copies bytes into a caller-owned buffer (size-prefixed, NUL-terminated) for cuTileFree. */
static void *hand_out(const cuTileAllocator *al, const void *p, size_t n)
{
    if (n > SIZE_MAX - 2 * sizeof(size_t) - 1)
        return NULL;
    size_t total = 2 * sizeof(size_t) + n + 1;
    size_t *base = ct_alloc(al, total);
    if (!base)
        return NULL;
    base[0] = total;
    base[1] = n;
    memcpy(base + 2, p, n);
    ((char *)(base + 2))[n] = 0;
    return base + 2;
}

static ct_status read_and_verify(const void *bytes, size_t size, const cuTileAllocator *al,
                                 ct_module **m, ct_diag *d)
{
    if (!bytes)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "bytes is NULL");
    if (ct_bc_read(bytes, size, al, m, d))
        return d->status;
    if (ct_verify_module(*m, d)) {
        ct_module_free(*m);
        *m = NULL;
        return d->status;
    }
    return CUTILE_SUCCESS;
}

cuTileStatus cuTileBytecodeVerify(const void *bytes, size_t size)
{
    ct_diag d = {0};
    ct_module *m = NULL;
    read_and_verify(bytes, size, NULL, &m, &d);
    ct_module_free(m);
    return ct_set_last_error(&d);
}

cuTileStatus cuTileBytecodeToText(const void *bytes, size_t size, const cuTileAllocator *allocator,
                                  char **text, size_t *text_size)
{
    ct_diag d = {0};
    ct_module *m = NULL;
    if (!text)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "text is NULL");
    else if (!allocator_ok(allocator))
        bad_allocator(&d);
    else if (!read_and_verify(bytes, size, allocator, &m, &d)) {
        ct_buf b;
        ct_buf_init(&b, allocator);
        if (ct_print_module(m, &b) || b.oom)
            ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory printing the module");
        else if (!(*text = hand_out(allocator, b.data, b.len)))
            ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
        else if (text_size)
            *text_size = b.len;
        ct_buf_free(&b);
    }
    ct_module_free(m);
    return ct_set_last_error(&d);
}

cuTileStatus cuTileTextToBytecode(const char *text, size_t text_size, int bytecode_version,
                                  const cuTileAllocator *allocator, void **bytes, size_t *size)
{
    ct_diag d = {0};
    ct_module *m = NULL;
    if (!text || !bytes || !size)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "text, bytes and size must not be NULL");
    else if (!allocator_ok(allocator))
        bad_allocator(&d);
    else if (bytecode_version != 0 &&
             (bytecode_version < CUTILE_BYTECODE_VERSION_MIN || bytecode_version > CUTILE_BYTECODE_VERSION_MAX))
        ct_diag_set(&d, CUTILE_ERROR_UNSUPPORTED_VERSION,
                    "bytecode version %d.%d is not one of 13.1 … 13.4", bytecode_version / 100,
                    bytecode_version % 100);
    else if (!ct_parse_module(text, text_size, allocator, &m, &d) && !ct_verify_module(m, &d)) {
        ct_buf b;
        ct_buf_init(&b, allocator);
        if (!ct_bc_write(m, bytecode_version ? bytecode_version : CT_V13_3, &b, &d)) {
            if (b.oom || !(*bytes = hand_out(allocator, b.data, b.len)))
                ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
            else
                *size = b.len;
        }
        ct_buf_free(&b);
    }
    ct_module_free(m);
    return ct_set_last_error(&d);
}

/* The Python function's name of entry f: the prefix of a cuTile-mangled name, else the debug
 * info's function whose linkage name is the entry's; len 0 when neither gives one. */
static ct_str python_name(const ct_module *m, const ct_func *f)
{
    size_t n = ct_mangled_function_name(f->name.s);
    if (n)
        return (ct_str){f->name.s, (uint32_t)n};
    for (uint32_t i = 1; i < m->ndi; i++) {
        const ct_di *di = &m->di[i];
        if (di->tag == CT_DI_SUBPROGRAM && di->name.len && di->linkage_name.len == f->name.len &&
            memcmp(di->linkage_name.s, f->name.s, f->name.len) == 0)
            return di->name;
    }
    return (ct_str){NULL, 0};
}

/* A string of the kernel list starts here: its offset in the blob is kept in the pointer
 * field at `field` until the blob has its final address (0: NULL). */
static void mark_string(ct_buf *b, size_t field)
{
    uintptr_t off = b->len;
    memcpy(b->data + field, &off, sizeof off);
}

static void put_listed(ct_buf *b, size_t field, const char *s, size_t n)
{
    mark_string(b, field);
    ct_buf_put(b, s, n);
    ct_buf_byte(b, 0);
}

/* A function type's text without the dialect prefix of each type ("!cuda_tile.tile<i32>" →
 * "tile<i32>"): the signature as a reader of the Python source would write it. */
static void put_signature(ct_buf *b, size_t field, const char *text)
{
    static const char prefix[] = "!cuda_tile.";
    mark_string(b, field);
    for (const char *p = text; *p;) {
        const char *next = strstr(p, prefix);
        size_t n = next ? (size_t)(next - p) : strlen(p);
        ct_buf_put(b, p, n);
        p += n + (next ? sizeof prefix - 1 : 0);
    }
    ct_buf_byte(b, 0);
}

/* The kernel list as one blob: the array, then its strings. */
static void list_kernels(const ct_module *m, const cuTileAllocator *al, cuTileKernelInfo **out,
                         size_t *count, ct_diag *d)
{
    size_t n = 0;
    for (uint32_t i = 0; i < m->nfuncs; i++)
        n += m->funcs[i]->is_entry;
    ct_buf b, sig;
    ct_buf_init(&b, NULL);
    ct_buf_init(&sig, NULL);
    const cuTileKernelInfo none = {0};
    for (size_t i = 0; i < n; i++)
        ct_buf_put(&b, &none, sizeof none);
    size_t k = 0;
    for (uint32_t i = 0; i < m->nfuncs && !b.oom; i++) {
        const ct_func *f = m->funcs[i];
        if (!f->is_entry)
            continue;
        size_t at = k++ * sizeof(cuTileKernelInfo);
        ct_str py = python_name(m, f);
        put_listed(&b, at + offsetof(cuTileKernelInfo, entry_name), f->name.s, f->name.len);
        if (py.len && !b.oom)
            put_listed(&b, at + offsetof(cuTileKernelInfo, python_name), py.s, py.len);
        sig.len = 0;
        ct_print_type(&sig, f->type);
        ct_buf_byte(&sig, 0);
        if (!b.oom && !sig.oom)
            put_signature(&b, at + offsetof(cuTileKernelInfo, signature), (const char *)sig.data);
    }
    cuTileKernelInfo *list = b.oom || sig.oom ? NULL
                             : hand_out(al, b.len ? (const void *)b.data : "", b.len);
    if (!list)
        ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    const char **fields[3];
    for (size_t i = 0; list && i < n; i++) {
        fields[0] = &list[i].entry_name, fields[1] = &list[i].python_name;
        fields[2] = &list[i].signature;
        for (int j = 0; j < 3; j++) {
            uintptr_t off;
            memcpy(&off, fields[j], sizeof off);
            *fields[j] = off ? (const char *)list + off : NULL;
        }
    }
    if (list)
        *out = list, *count = n;
    ct_buf_free(&b);
    ct_buf_free(&sig);
}

cuTileStatus cuTileBytecodeGetKernels(const void *bytes, size_t size,
                                      const cuTileAllocator *allocator,
                                      cuTileKernelInfo **kernels, size_t *count)
{
    ct_diag d = {0};
    ct_module *m = NULL;
    if (!kernels || !count)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "kernels and count must not be NULL");
    else if (!read_and_verify(bytes, size, allocator, &m, &d))
        list_kernels(m, allocator, kernels, count, &d);
    ct_module_free(m);
    return ct_set_last_error(&d);
}

/* ---- GPU half: contexts, modules, launches ---- */

/* ERROR_INVALID_ARGUMENT unless an options struct's struct_size is the size this library was
 * built with (every public options struct starts with it). */
static ct_status check_struct_size(size_t got, size_t want, ct_diag *d)
{
    if (got == want)
        return CUTILE_SUCCESS;
    return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                       "options->struct_size is %zu; this library expects %zu", got, want);
}

/* A context bound as ct_context_bind binds for `ordinal` (−1: the current CUDA context). */
static cuTileStatus context_create(cuTileContext *ctx, int ordinal,
                                   const cuTileContextOptions *options)
{
    ct_diag d = {0};
    if (!ctx)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    else if (options && !check_struct_size(options->struct_size, sizeof *options, &d) &&
             !allocator_ok(options->allocator))
        bad_allocator(&d);
    if (d.status)
        return ct_set_last_error(&d);
    const cuTileAllocator *al = options ? options->allocator : NULL;
    struct cuTileContext_st *c = ct_alloc(al, sizeof *c);
    if (!c) {
        ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
        return ct_set_last_error(&d);
    }
    memset(c, 0, sizeof *c);
    c->al = al;
    /* The cache's settings first: a malformed variable is reported even where there is no
     * GPU. Its directory is opened (and created) once the device is bound: a call that fails
     * leaves nothing behind. */
    ct_cache_config cfg;
    ct_status s = ct_build_cache_config(options, &cfg, &d);
    if (!s && !(s = ct_context_bind(c, ordinal, &d)) && (s = ct_cache_open(&cfg, &c->cache, &d))) {
        pthread_mutex_destroy(&c->lock);
        ct_context_release(c);
    }
    ct_cache_config_free(&cfg); /* the cache keeps copies of the paths */
    if (s) {
        ct_free(al, c, sizeof *c);
        return ct_set_last_error(&d);
    }
    /* Fixed for the context's life, so that loads do not ask again: the key's identity
     * strings and the device's target (NULL when it has none; a load then says why). */
    ct_build_ident_init(&c->ident);
    c->target = ct_target_for_cc(c->cc / 10, c->cc % 10, NULL);
    *ctx = c;
    return CUTILE_SUCCESS;
}

cuTileStatus cuTileContextCreate(cuTileContext *ctx, const cuTileContextOptions *options)
{
    return context_create(ctx, -1, options);
}

cuTileStatus cuTileContextCreateOnDevice(cuTileContext *ctx, int device,
                                         const cuTileContextOptions *options)
{
    if (device < 0) {
        ct_diag d = {0};
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "device %d is negative", device);
        return ct_set_last_error(&d);
    }
    return context_create(ctx, device, options);
}

void cuTileContextDestroy(cuTileContext ctx)
{
    if (!ctx)
        return;
    ct_context_release(ctx);
    ct_cache_close(ctx->cache);
    pthread_mutex_destroy(&ctx->lock);
    ct_free(ctx->al, ctx, sizeof *ctx);
}

/* The target of a load: the one named, else the device's; it must run on the device. */
static ct_status resolve_target(const struct cuTileContext_st *c, const char *gpu_name,
                                const ct_target **t, ct_diag *d)
{
    *t = gpu_name   ? ct_target_by_name(gpu_name, d)
         : c->target ? c->target
                     : ct_target_for_cc(c->cc / 10, c->cc % 10, d);
    if (!*t)
        return d->status;
    if (!ct_target_runs_on(*t, c->cc))
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "%s code does not run on this device (compute capability %d.%d)",
                           (*t)->name, c->cc / 10, c->cc % 10);
    return CUTILE_SUCCESS;
}

/* The build settings public options ask for, the target aside: opt_level, line info and the
 * knobs (-1 where the environment decides). NULL options: the defaults. */
static ct_status option_settings(const cuTileCompileOptions *o, const cuTileAllocator *al,
                                 ct_build_options *b, ct_diag *d)
{
    *b = (ct_build_options){.opt_level = 3, .knobs = CT_KNOBS_UNSET, .link = 1,
                            .allocator = al};
    if (!o)
        return CUTILE_SUCCESS;
    if (check_struct_size(o->struct_size, sizeof *o, d))
        return d->status;
    if (o->opt_level < 0 || o->opt_level > 3)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "opt_level %d is not 0…3",
                           o->opt_level);
    b->opt_level = o->opt_level;
    b->lineinfo = o->lineinfo != 0;
    b->knobs.always_swizzle = o->always_swizzle;
    b->knobs.prefer_tma = o->prefer_tma;
    b->knobs.delay_tma_store_wait = o->delay_tma_store_wait;
    return CUTILE_SUCCESS;
}

/* The build settings of one load: the target (named, or the device's) and the options, with
 * unset knobs taken from the environment. */
static ct_status load_settings(const struct cuTileContext_st *c, const cuTileCompileOptions *o,
                               ct_build_options *b, ct_diag *d)
{
    if (option_settings(o, c->al, b, d) ||
        resolve_target(c, o ? o->gpu_name : NULL, &b->target, d))
        return d->status;
    return ct_knobs_resolve(&b->knobs, d);
}

/* The module of a cache entry: its cubin loaded with the launch metadata of its tail. */
static ct_status load_entry(struct cuTileContext_st *c, const ct_cache_entry *e,
                            struct cuTileModule_st **out, ct_diag *d)
{
    ct_arena scratch;
    ct_arena_init(&scratch, c->al);
    ct_kernel_info *kernels = NULL;
    if (!ct_kmeta_decode(&e->info, &scratch, &kernels, d))
        ct_gpu_module_load(c, e->cubin, e->cubin_size, kernels, e->info.kernel_count, out, d);
    ct_arena_free(&scratch);
    return d->status;
}

/* The same bytes and settings give the same key: the module already loaded in this context,
 * else the cache's entry (built on a miss), loaded and filed under the key. */
static ct_status load_bytes(struct cuTileContext_st *c, const void *bytes, size_t size,
                            const ct_build_options *bo, cuTileModule *module, ct_diag *d)
{
    ct_cache_key key;
    const ct_cache_entry *e;
    struct cuTileModule_st *m;
    if (ct_build_key(&c->ident, bo, bytes, size, &key, d))
        return d->status;
    if ((m = ct_gpu_module_find(c, &key))) {
        *module = m;
        return CUTILE_SUCCESS;
    }
    if (ct_build_cached(c->cache, bo, bytes, size, &key, &e, NULL, d) ||
        load_entry(c, e, &m, d))
        return d->status;
    return ct_gpu_module_publish(m, &key, module, d);
}

cuTileStatus cuTileLoadModule(cuTileContext ctx, const void *bytes, size_t size,
                              const cuTileCompileOptions *options, cuTileModule *module)
{
    ct_diag d = {0};
    ct_build_options bo;
    if (!ctx || !module)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "ctx and module must not be NULL");
    else if (!load_settings(ctx, options, &bo, &d))
        load_bytes(ctx, bytes, size, &bo, module, &d);
    return ct_set_last_error(&d);
}

cuTileStatus cuTileLoadModuleFromFile(cuTileContext ctx, const char *path,
                                      const cuTileCompileOptions *options, cuTileModule *module)
{
    ct_diag d = {0};
    if (!path) {
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "path is NULL");
        return ct_set_last_error(&d);
    }
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_read_file(path, &b, &d);
    cuTileStatus s = d.status ? ct_set_last_error(&d)
                              : cuTileLoadModule(ctx, b.data ? (void *)b.data : (void *)"",
                                                 b.len, options, module);
    ct_buf_free(&b);
    return s;
}

/* Builds (or finds) the entry of `bytes` in the cache directory `dir` alone: the key and the
 * build of a load (ct_build_key, ct_build_cached), with `dir` as the writable layer. */
static void compile_to_dir(const ct_build_options *bo, const void *bytes, size_t size,
                           const char *dir, char *key_hex, ct_diag *d)
{
    ct_cache_config cfg = {.dir = dir, .meta_check = ct_build_meta_check};
    ct_cache *c = NULL;
    ct_build_ident id;
    ct_cache_key key;
    const ct_cache_entry *e;
    char hex[33], path[4096];
    if (ct_cache_open(&cfg, &c, d))
        return;
    ct_build_ident_init(&id);
    if (ct_cache_layer_count(c) == 0)
        ct_diag_set(d, CUTILE_ERROR_CACHE, "cache directory %s cannot be used (the log "
                    "callback says why)", dir);
    else if (!ct_build_key(&id, bo, bytes, size, &key, d) &&
             !ct_build_cached(c, bo, bytes, size, &key, &e, NULL, d)) {
        /* the cache logs a failed store instead of failing: here the file is the result */
        ct_cache_key_hex(&key, hex);
        snprintf(path, sizeof path, "%s/%s.entry", dir, hex);
        if (access(path, R_OK) != 0)
            ct_diag_set(d, CUTILE_ERROR_CACHE, "%s could not be stored (the log callback says "
                        "why)", path);
        else if (key_hex)
            memcpy(key_hex, hex, sizeof hex);
    }
    ct_cache_close(c);
}

cuTileStatus cuTileCompileToCache(const void *bytes, size_t size,
                                  const cuTileCompileOptions *options, const char *cache_dir,
                                  char key[33])
{
    ct_diag d = {0};
    ct_build_options bo;
    if (!bytes || !options || !cache_dir)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT,
                    "bytes, options and cache_dir must not be NULL");
    else if (!option_settings(options, NULL, &bo, &d) && !options->gpu_name)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT,
                    "options->gpu_name must name the target: there is no device to ask");
    else if (!d.status && (bo.target = ct_target_by_name(options->gpu_name, &d)) &&
             !ct_knobs_resolve(&bo.knobs, &d))
        compile_to_dir(&bo, bytes, size, cache_dir, key, &d);
    return ct_set_last_error(&d);
}

void cuTileModuleUnload(cuTileModule module)
{
    if (module)
        ct_gpu_module_unload(module);
}

cuTileStatus cuTileModuleGetKernelCount(cuTileModule module, size_t *count)
{
    ct_diag d = {0};
    if (!module || !count)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "module and count must not be NULL");
    else
        *count = module->nkernels;
    return ct_set_last_error(&d);
}

cuTileStatus cuTileModuleGetKernelName(cuTileModule module, size_t index, const char **name)
{
    ct_diag d = {0};
    if (!module || !name)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "module and name must not be NULL");
    else if (index >= module->nkernels)
        ct_diag_set(&d, CUTILE_ERROR_NOT_FOUND, "kernel index %zu: the module has %u kernels",
                    index, module->nkernels);
    else
        *name = module->kernels[index].name;
    return ct_set_last_error(&d);
}

cuTileStatus cuTileModuleGetKernel(cuTileModule module, const char *name, cuTileKernel *kernel)
{
    ct_diag d = {0};
    if (!module || !name || !kernel) {
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT,
                    "module, name and kernel must not be NULL");
        return ct_set_last_error(&d);
    }
    struct cuTileKernel_st *k = ct_gpu_module_kernel(module, name);
    if (!k && module->cuda_source)
        ct_diag_set(&d, CUTILE_ERROR_NOT_FOUND, "no kernel named %s in the module", name);
    else if (!k)
        k = ct_gpu_module_kernel_by_python_name(module, name, &d);
    if (k)
        *kernel = k;
    return ct_set_last_error(&d);
}

/* The flags of launch options; ERROR_INVALID_ARGUMENT for a struct of another size. */
static ct_status launch_flags(const cuTileLaunchOptions *o, uint32_t *flags, ct_diag *d)
{
    *flags = 0;
    if (o && check_struct_size(o->struct_size, sizeof *o, d))
        return d->status;
    if (o && o->programmatic_dependent_launch)
        *flags |= CT_LAUNCH_PDL;
    return CUTILE_SUCCESS;
}

cuTileStatus cuTileLaunchEx(cuTileKernel kernel, const uint32_t grid[3], const cuTileArg *args,
                            size_t num_args, void *stream, const cuTileLaunchOptions *options)
{
    ct_diag d = {0};
    uint32_t flags;
    if (!kernel || !grid)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "kernel and grid must not be NULL");
    else if (!launch_flags(options, &flags, &d) &&
             !ct_launch_typed(kernel, grid, args, num_args, stream, flags, &d))
        return CUTILE_SUCCESS;
    return ct_set_last_error(&d);
}

cuTileStatus cuTileLaunch(cuTileKernel kernel, const uint32_t grid[3], const cuTileArg *args,
                          size_t num_args, void *stream)
{
    return cuTileLaunchEx(kernel, grid, args, num_args, stream, NULL);
}

cuTileStatus cuTileLaunchRawEx(cuTileKernel kernel, const uint32_t grid[3], void **params,
                               void *stream, const cuTileLaunchOptions *options)
{
    ct_diag d = {0};
    uint32_t flags;
    if (!kernel || !grid || (!params && kernel->nparams))
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT,
                    "kernel, grid and params must not be NULL");
    else if (!launch_flags(options, &flags, &d) &&
             !ct_launch_raw(kernel, grid, params, stream, flags, &d))
        return CUTILE_SUCCESS;
    return ct_set_last_error(&d);
}

cuTileStatus cuTileLaunchRaw(cuTileKernel kernel, const uint32_t grid[3], void **params,
                             void *stream)
{
    return cuTileLaunchRawEx(kernel, grid, params, stream, NULL);
}

/* ---- CUDA C++ sources (NVRTC) ---- */

/* What NVRTC is given for a public call's source and options (target resolved by the
 * caller), checked. */
static ct_status cuda_input(const char *source, size_t size, const cuTileCudaOptions *o,
                            const ct_target *t, ct_nvrtc_input *in, ct_diag *d)
{
    *in = (ct_nvrtc_input){.source = source, .size = size, .arch = t->name,
                           .name = o && o->program_name ? o->program_name : "source.cu"};
    if (o) {
        in->lto = o->lto != 0;
        in->options = o->options;
        in->noptions = o->num_options;
        in->includes = o->includes;
        in->nincludes = o->num_includes;
        in->name_exprs = o->name_expressions;
        in->nname_exprs = o->num_name_expressions;
    }
    return ct_nvrtc_check_input(in, d);
}

static ct_status check_cuda_options(const char *source, const cuTileCudaOptions *o, ct_diag *d)
{
    if (!source)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "source is NULL");
    if (o && check_struct_size(o->struct_size, sizeof *o, d))
        return d->status;
    if (o && o->log_size && !o->log)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "options->log is NULL");
    return CUTILE_SUCCESS;
}

/* The compile's logs into the caller's buffer (truncated); a successful compile's warnings
 * also through the log callback, for callers that gave no buffer. */
static void give_log(const cuTileCudaOptions *o, const ct_nvrtc_input *in, ct_buf *log,
                     ct_status s)
{
    ct_buf_byte(log, 0); /* a C string from here on; the NUL is not counted */
    if (log->oom) {
        if (o && o->log && o->log_size)
            o->log[0] = 0;
        return;
    }
    log->len--;
    if (o && o->log && o->log_size) {
        size_t n = log->len < o->log_size - 1 ? log->len : o->log_size - 1;
        if (n)
            memcpy(o->log, log->data, n);
        o->log[n] = 0;
    }
    if (s == CUTILE_SUCCESS && log->len) {
        char line[900];
        ct_fold_log((const char *)log->data, line, sizeof line);
        ct_log(CUTILE_LOG_WARNING, "CUDA source %s: %s", in->name, line);
    }
}

cuTileStatus cuTileCudaCompile(const char *source, size_t size, const cuTileCudaOptions *options,
                               const cuTileAllocator *allocator, void **cubin, size_t *cubin_size)
{
    ct_diag d = {0};
    ct_nvrtc_input in;
    const ct_target *t = NULL;
    if (check_cuda_options(source, options, &d))
        return ct_set_last_error(&d);
    if (!cubin || !cubin_size || !options || !options->gpu_name)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT,
                    "cubin, cubin_size, options and options->gpu_name must not be NULL");
    else if (!allocator_ok(allocator))
        bad_allocator(&d);
    else if ((t = ct_target_by_name(options->gpu_name, &d)) &&
             !cuda_input(source, size, options, t, &in, &d)) {
        ct_buf meta, bin, log;
        ct_buf_init(&meta, NULL);
        ct_buf_init(&bin, NULL);
        ct_buf_init(&log, NULL);
        if (!ct_cuda_build(&in, &meta, &bin, &log, &d) &&
            !(*cubin = hand_out(allocator, bin.data, bin.len)))
            ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
        else if (!d.status)
            *cubin_size = bin.len;
        give_log(options, &in, &log, d.status);
        ct_buf_free(&meta);
        ct_buf_free(&bin);
        ct_buf_free(&log);
    }
    return ct_set_last_error(&d);
}

/* The module of a CUDA source's cache entry. */
static ct_status load_cuda_entry(struct cuTileContext_st *c, const ct_cache_entry *e,
                                 struct cuTileModule_st **out, ct_diag *d)
{
    ct_arena scratch;
    ct_arena_init(&scratch, c->al);
    ct_cuda_names exprs;
    const char **names = ct_arena_alloc(&scratch, (e->info.kernel_count + 1) * sizeof *names);
    if (!names)
        ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    else if (!ct_cuda_meta_decode(&e->info, &scratch, &exprs, d)) {
        const char *name = e->info.first_kernel;
        for (uint32_t i = 0; i < e->info.kernel_count; i++, name = ct_cache_meta_next_kernel(&e->info, name))
            names[i] = name;
        ct_gpu_module_load_cuda(c, e->cubin, e->cubin_size, names, e->info.kernel_count, &exprs,
                            out, d);
    }
    ct_arena_free(&scratch);
    return d->status;
}

cuTileStatus cuTileLoadCudaModule(cuTileContext ctx, const char *source, size_t size,
                                  const cuTileCudaOptions *options, cuTileModule *module)
{
    ct_diag d = {0};
    const ct_target *t;
    ct_nvrtc_input in;
    if (check_cuda_options(source, options, &d))
        return ct_set_last_error(&d);
    if (!ctx || !module) {
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "ctx and module must not be NULL");
        return ct_set_last_error(&d);
    }
    if (resolve_target(ctx, options ? options->gpu_name : NULL, &t, &d) ||
        cuda_input(source, size, options, t, &in, &d))
        return ct_set_last_error(&d);
    ct_buf log;
    ct_buf_init(&log, NULL);
    ct_cache_key key;
    const ct_cache_entry *e;
    struct cuTileModule_st *m;
    if (!ct_cuda_key(&ctx->ident, &in, &key, &d)) {
        if ((m = ct_gpu_module_find(ctx, &key)))
            *module = m;
        else if (!ct_cuda_cached(ctx->cache, &in, &key, &log, &e, NULL, &d) &&
                 !load_cuda_entry(ctx, e, &m, &d))
            ct_gpu_module_publish(m, &key, module, &d);
    }
    give_log(options, &in, &log, d.status);
    ct_buf_free(&log);
    return ct_set_last_error(&d);
}

cuTileStatus cuTileLaunchCudaEx(cuTileKernel kernel, const uint32_t grid[3],
                                const uint32_t block[3], uint32_t shared_bytes, void **params,
                                void *stream, const cuTileLaunchOptions *options)
{
    ct_diag d = {0};
    uint32_t flags;
    if (!kernel || !grid || !block)
        ct_diag_set(&d, CUTILE_ERROR_INVALID_ARGUMENT, "kernel, grid and block must not be NULL");
    else if (!launch_flags(options, &flags, &d) &&
             !ct_launch_cuda(kernel, grid, block, shared_bytes, params, stream, flags, &d))
        return CUTILE_SUCCESS;
    return ct_set_last_error(&d);
}

cuTileStatus cuTileLaunchCuda(cuTileKernel kernel, const uint32_t grid[3], const uint32_t block[3],
                              uint32_t shared_bytes, void **params, void *stream)
{
    return cuTileLaunchCudaEx(kernel, grid, block, shared_bytes, params, stream, NULL);
}
