/* api.c — public entry points: versions, status strings, per-thread errors, the log hook and
 * the offline bytecode tools. (The GPU half — contexts, modules, launches — lands with the
 * compiler; until then those calls return CUTILE_ERROR_NOT_SUPPORTED.) */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "ir/ir.h"

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

ct_status ct_set_last_error(const ct_diag *d)
{
    if (d->status != CUTILE_SUCCESS)
        snprintf(last_error, sizeof last_error, "%s", d->msg[0] ? d->msg : cuTileGetErrorString(d->status));
    return d->status;
}

/* Process-wide log hook: callback and user pointer are published together, so a reader never
 * pairs one callback with another's user pointer. */
typedef struct log_hook {
    cuTileLogCallback cb;
    void *user;
} log_hook;
static log_hook log_hooks[2];
static atomic_int log_current = -1; /* index into log_hooks, -1 = none */
static atomic_flag log_lock = ATOMIC_FLAG_INIT;

void cuTileSetLogCallback(cuTileLogCallback callback, void *user)
{
    while (atomic_flag_test_and_set(&log_lock))
        ;
    int cur = atomic_load(&log_current);
    int next = cur == 0 ? 1 : 0;
    log_hooks[next].cb = callback;
    log_hooks[next].user = user;
    atomic_store(&log_current, callback ? next : -1);
    atomic_flag_clear(&log_lock);
}

void ct_log(cuTileLogLevel level, const char *fmt, ...)
{
    while (atomic_flag_test_and_set(&log_lock))
        ;
    int cur = atomic_load(&log_current);
    log_hook h = cur >= 0 ? log_hooks[cur] : (log_hook){0};
    atomic_flag_clear(&log_lock);
    if (!h.cb)
        return;
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    h.cb(h.user, level, msg);
}

void cuTileFree(const cuTileAllocator *allocator, void *ptr)
{
    /* Buffers handed out carry their size in front so custom allocators get it back. */
    if (!ptr)
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
    else if (!read_and_verify(bytes, size, allocator, &m, &d)) {
        ct_buf b;
        ct_buf_init(&b, NULL);
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
    else if (bytecode_version != 0 &&
             (bytecode_version < CUTILE_BYTECODE_VERSION_MIN || bytecode_version > CUTILE_BYTECODE_VERSION_MAX))
        ct_diag_set(&d, CUTILE_ERROR_UNSUPPORTED_VERSION,
                    "bytecode version %d.%d is not one of 13.1 … 13.4", bytecode_version / 100,
                    bytecode_version % 100);
    else if (!ct_parse_module(text, text_size, allocator, &m, &d) && !ct_verify_module(m, &d)) {
        ct_buf b;
        ct_buf_init(&b, NULL);
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

/* ---- GPU half: not supported until the compiler lands (issue 3) ---- */

static cuTileStatus not_yet(const char *what)
{
    ct_diag d = {0};
    ct_diag_set(&d, CUTILE_ERROR_NOT_SUPPORTED, "%s is not supported yet", what);
    return ct_set_last_error(&d);
}

cuTileStatus cuTileContextCreate(cuTileContext *ctx, const cuTileContextOptions *options)
{
    (void)ctx, (void)options;
    return not_yet("cuTileContextCreate");
}

void cuTileContextDestroy(cuTileContext ctx) { (void)ctx; }

cuTileStatus cuTileLoadModule(cuTileContext ctx, const void *bytes, size_t size,
                              const cuTileCompileOptions *options, cuTileModule *module)
{
    (void)ctx, (void)bytes, (void)size, (void)options, (void)module;
    return not_yet("cuTileLoadModule");
}

cuTileStatus cuTileLoadModuleFromFile(cuTileContext ctx, const char *path,
                                      const cuTileCompileOptions *options, cuTileModule *module)
{
    (void)ctx, (void)path, (void)options, (void)module;
    return not_yet("cuTileLoadModuleFromFile");
}

void cuTileModuleUnload(cuTileModule module) { (void)module; }

cuTileStatus cuTileModuleGetKernelCount(cuTileModule module, size_t *count)
{
    (void)module, (void)count;
    return not_yet("cuTileModuleGetKernelCount");
}

cuTileStatus cuTileModuleGetKernelName(cuTileModule module, size_t index, const char **name)
{
    (void)module, (void)index, (void)name;
    return not_yet("cuTileModuleGetKernelName");
}

cuTileStatus cuTileModuleGetKernel(cuTileModule module, const char *name, cuTileKernel *kernel)
{
    (void)module, (void)name, (void)kernel;
    return not_yet("cuTileModuleGetKernel");
}

cuTileStatus cuTileLaunch(cuTileKernel kernel, const uint32_t grid[3], const cuTileArg *args,
                          size_t num_args, void *stream)
{
    (void)kernel, (void)grid, (void)args, (void)num_args, (void)stream;
    return not_yet("cuTileLaunch");
}

cuTileStatus cuTileLaunchRaw(cuTileKernel kernel, const uint32_t grid[3], void **params, void *stream)
{
    (void)kernel, (void)grid, (void)params, (void)stream;
    return not_yet("cuTileLaunchRaw");
}
