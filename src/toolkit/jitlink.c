/* jitlink.c — nvJitLink, loaded with dlopen (jitlink.h). No CUDA header is needed: the few types
 * and entry points used are declared here as nvJitLink.h (CUDA 12/13) defines them. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "toolkit/jitlink.h"

typedef int nvjl_result;                 /* nvJitLinkResult: 0 = NVJITLINK_SUCCESS */
typedef struct nvjl_opaque *nvjl_handle; /* nvJitLinkHandle */
enum { NVJL_INPUT_PTX = 2, NVJL_INPUT_LTOIR = 3 }; /* NVJITLINK_INPUT_PTX, _LTOIR */
enum { NVJL_OUR_OOM = -1 };              /* not nvJitLink's: we ran out of memory around it */

/* The entry points: suffix of the nvJitLink<Name> symbol, and the signature. The headers
 * map each name to a versioned symbol (__nvJitLinkCreate_13_0); the plain one is looked up
 * when the versioned is absent. */
#define CT_NVJL_FUNCS(X)                                                                       \
    X(Create, (nvjl_handle *, uint32_t, const char **))                                        \
    X(Destroy, (nvjl_handle *))                                                                \
    X(AddData, (nvjl_handle, int, const void *, size_t, const char *))                         \
    X(Complete, (nvjl_handle))                                                                 \
    X(GetLinkedCubinSize, (nvjl_handle, size_t *))                                             \
    X(GetLinkedCubin, (nvjl_handle, void *))                                                   \
    X(GetLinkedPtxSize, (nvjl_handle, size_t *))                                               \
    X(GetLinkedPtx, (nvjl_handle, char *))                                                     \
    X(GetErrorLogSize, (nvjl_handle, size_t *))                                                \
    X(GetErrorLog, (nvjl_handle, char *))                                                      \
    X(GetInfoLogSize, (nvjl_handle, size_t *))                                                 \
    X(GetInfoLog, (nvjl_handle, char *))

/* The process-wide loaded library (cutile_rt.h, general rules): filled once by load_once,
 * read-only afterwards. */
typedef struct nvjl_api {
    ct_diag load_error; /* status SUCCESS when the library is usable */
    unsigned major, minor;
#define CT_X_(name, params) nvjl_result(*name) params;
    CT_NVJL_FUNCS(CT_X_)
#undef CT_X_
} nvjl_api;

static nvjl_api nvjl;
static pthread_once_t nvjl_once = PTHREAD_ONCE_INIT;

/* Names of nvJitLinkResult values (nvJitLink.h order), for messages. */
static const char *const result_names[] = {
    "SUCCESS",           "ERROR_UNRECOGNIZED_OPTION", "ERROR_MISSING_ARCH",
    "ERROR_INVALID_INPUT", "ERROR_PTX_COMPILE",       "ERROR_NVVM_COMPILE",
    "ERROR_INTERNAL",    "ERROR_THREADPOOL",          "ERROR_UNRECOGNIZED_INPUT",
    "ERROR_FINALIZE",    "ERROR_NULL_INPUT",          "ERROR_INCOMPATIBLE_OPTIONS",
    "ERROR_INCORRECT_INPUT_TYPE", "ERROR_ARCH_MISMATCH", "ERROR_OUTDATED_LIBRARY",
    "ERROR_MISSING_FATBIN", "ERROR_UNRECOGNIZED_ARCH", "ERROR_UNSUPPORTED_ARCH",
    "ERROR_LTO_NOT_ENABLED"};

static const char *result_name(nvjl_result r)
{
    return r >= 0 && (size_t)r < CT_ARRAY_LEN(result_names) ? result_names[r] : "unknown error";
}

void *ct_dlopen_toolkit(const char *const *names, size_t n, char *tried, size_t tried_size)
{
    const char *cuda_home = getenv("CUDA_HOME");
    const char *dirs[] = {"", cuda_home && *cuda_home ? cuda_home : NULL, "/usr/local/cuda"};
    size_t used = 0;
    tried[0] = 0;
    for (size_t i = 0; i < CT_ARRAY_LEN(dirs); i++) {
        if (!dirs[i])
            continue;
        for (size_t j = 0; j < n; j++) {
            char path[4096];
            if (*dirs[i])
                snprintf(path, sizeof path, "%s/lib64/%s", dirs[i], names[j]);
            else
                snprintf(path, sizeof path, "%s", names[j]);
            void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
            if (lib)
                return lib;
            if (used < tried_size)
                used += (size_t)snprintf(tried + used, tried_size - used, "%s%s",
                                         used ? ", " : "", path);
        }
    }
    return NULL;
}

static void *find_symbol(void *lib, const char *name, unsigned major)
{
    char versioned[64];
    snprintf(versioned, sizeof versioned, "__nvJitLink%s_%u_0", name, major);
    void *f = dlsym(lib, versioned);
    if (!f) {
        snprintf(versioned, sizeof versioned, "nvJitLink%s", name);
        f = dlsym(lib, versioned);
    }
    return f;
}

static void load_once(void)
{
    static const char *const names[] = {"libnvJitLink.so.13", "libnvJitLink.so.12",
                                         "libnvJitLink.so"};
    char tried[1024];
    void *lib = ct_dlopen_toolkit(names, CT_ARRAY_LEN(names), tried, sizeof tried);
    if (!lib) {
        ct_diag_set(&nvjl.load_error, CUTILE_ERROR_LINK,
                    "cannot load nvJitLink (CUDA 12.8 or newer is needed); tried %s", tried);
        return;
    }
    nvjl_result (*version)(unsigned *, unsigned *);
    *(void **)&version = dlsym(lib, "nvJitLinkVersion");
    if (!version || version(&nvjl.major, &nvjl.minor) != 0 ||
        nvjl.major * 100 + nvjl.minor < 1208) {
        ct_diag_set(&nvjl.load_error, CUTILE_ERROR_LINK,
                    "nvJitLink %u.%u is too old: CUDA 12.8 or newer is needed", nvjl.major,
                    nvjl.minor);
        dlclose(lib);
        return;
    }
#define CT_X_(name, params)                                                                    \
    if (!(*(void **)&nvjl.name = find_symbol(lib, #name, nvjl.major))) {                       \
        ct_diag_set(&nvjl.load_error, CUTILE_ERROR_LINK,                                      \
                    "nvJitLink %u.%u lacks nvJitLink" #name, nvjl.major, nvjl.minor);          \
        dlclose(lib);                                                                          \
        return;                                                                                \
    }
    CT_NVJL_FUNCS(CT_X_)
#undef CT_X_
    /* `lib` stays open for the life of the process: the function pointers point into it. */
}

static const nvjl_api *get_api(ct_diag *d)
{
    pthread_once(&nvjl_once, load_once);
    if (nvjl.load_error.status) {
        ct_diag_set(d, nvjl.load_error.status, "%s", nvjl.load_error.msg);
        return NULL;
    }
    return &nvjl;
}

ct_status ct_link_version(unsigned *major, unsigned *minor, ct_diag *d)
{
    const nvjl_api *api = get_api(d);
    if (!api)
        return d->status;
    *major = api->major;
    *minor = api->minor;
    return CUTILE_SUCCESS;
}

void ct_fold_log(const char *log, char *line, size_t line_size)
{
    size_t o = 0;
    for (const char *p = log; *p && o + 3 < line_size; p++) {
        if (*p == '\n') {
            if (p[1] && o)
                line[o++] = ';', line[o++] = ' ';
        } else
            line[o++] = *p;
    }
    line[o] = 0;
}

/* Appends one of nvJitLink's logs to `log` (if any) and returns it folded into one line in
 * `line`, for the diagnostic. The log's copy comes from `al`, the caller's allocator. */
static void take_log(const nvjl_api *api, nvjl_handle h, int error_log, ct_buf *log, char *line,
                     size_t line_size, const cuTileAllocator *al)
{
    size_t n = 0;
    line[0] = 0;
    if ((error_log ? api->GetErrorLogSize(h, &n) : api->GetInfoLogSize(h, &n)) != 0 || n <= 1)
        return;
    char *text = ct_alloc(al, n);
    if (!text || (error_log ? api->GetErrorLog(h, text) : api->GetInfoLog(h, text)) != 0) {
        ct_free(al, text, n);
        return;
    }
    text[n - 1] = 0;
    if (log)
        ct_buf_str(log, text);
    ct_fold_log(text, line, line_size);
    ct_free(al, text, n);
}

/* The option strings for nvJitLinkCreate. nvJitLink itself takes only -O0 and -O3; the levels
 * between reach ptxas directly. */
static ct_status build_options(const ct_link_options *o, char *arch_opt, size_t arch_size,
                               const char **opts, uint32_t *nopts, ct_diag *d)
{
    static const char *const levels[] = {"-O0", "-Xptxas=-O1", "-Xptxas=-O2", "-O3"};
    size_t len = o->arch ? strlen(o->arch) : 0;
    if (len == 0 || len > 15 || strspn(o->arch, "abcdefghijklmnopqrstuvwxyz0123456789_") != len)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "bad link target '%s'",
                           o->arch ? o->arch : "(null)");
    if (o->opt_level < 0 || o->opt_level > 3)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "optimization level %d is not 0…3", o->opt_level);
    snprintf(arch_opt, arch_size, "-arch=%s", o->arch);
    *nopts = 0;
    opts[(*nopts)++] = arch_opt;
    opts[(*nopts)++] = levels[o->opt_level];
    if (o->lineinfo)
        opts[(*nopts)++] = "-lineinfo";
    if (o->verbose)
        opts[(*nopts)++] = "-Xptxas=-v";
    if (o->lto)
        opts[(*nopts)++] = "-lto";
    if (o->emit_ptx && !o->lto)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "nvJitLink emits PTX only with -lto");
    if (o->emit_ptx)
        opts[(*nopts)++] = "-ptx";
    return CUTILE_SUCCESS;
}

/* nvJitLink reads PTX up to a NUL whatever size it is told (it ran past an unmapped page in
 * test/unit/link.c), so an unterminated input is passed as a terminated copy. LTO-IR is
 * binary and passed as it is. */
static nvjl_result add_input(const nvjl_api *api, nvjl_handle h, const ct_link_input *in,
                             ct_buf *scratch)
{
    if (in->ltoir)
        return api->AddData(h, NVJL_INPUT_LTOIR, in->data, in->size, in->name);
    const char *text = in->data;
    size_t size = in->size;
    if (size == 0 || text[size - 1] != 0) {
        scratch->len = 0;
        ct_buf_put(scratch, in->data, in->size);
        ct_buf_byte(scratch, 0);
        if (scratch->oom)
            return NVJL_OUR_OOM;
        text = (const char *)scratch->data;
        size = scratch->len;
    }
    return api->AddData(h, NVJL_INPUT_PTX, text, size, in->name);
}

/* The linked PTX (-ptx), NUL-terminated; the NUL is not counted. */
static nvjl_result get_ptx(const nvjl_api *api, nvjl_handle h, ct_buf *out, const char **step)
{
    size_t size = 0;
    nvjl_result r;
    if ((*step = "nvJitLinkGetLinkedPtxSize", r = api->GetLinkedPtxSize(h, &size)) != 0 ||
        ct_buf_reserve(out, size + 1) != 0)
        return r;
    *step = "nvJitLinkGetLinkedPtx";
    if ((r = api->GetLinkedPtx(h, (char *)out->data + out->len)) == 0) {
        out->data[out->len + size] = 0;
        out->len += strnlen((char *)out->data + out->len, size);
    }
    return r;
}

/* Adds the inputs, completes the link and appends the cubin (or the PTX); `step` names the
 * call that failed. */
static nvjl_result run_link(const nvjl_api *api, nvjl_handle h, const ct_link_input *inputs,
                            size_t n, int emit_ptx, ct_buf *cubin, const char **step)
{
    nvjl_result r = 0;
    ct_buf scratch;
    ct_buf_init(&scratch, NULL);
    for (size_t i = 0; i < n && r == 0; i++) {
        *step = "nvJitLinkAddData";
        r = add_input(api, h, &inputs[i], &scratch);
    }
    ct_buf_free(&scratch);
    size_t size = 0;
    if (r == 0 && (*step = "nvJitLinkComplete", r = api->Complete(h)) == 0 && emit_ptx)
        return get_ptx(api, h, cubin, step);
    if (r == 0 &&
        (*step = "nvJitLinkGetLinkedCubinSize", r = api->GetLinkedCubinSize(h, &size)) == 0 &&
        ct_buf_reserve(cubin, size) == 0) {
        *step = "nvJitLinkGetLinkedCubin";
        if ((r = api->GetLinkedCubin(h, cubin->data + cubin->len)) == 0)
            cubin->len += size;
    }
    return r;
}

ct_status ct_link_ptx(const ct_link_input *inputs, size_t n, const ct_link_options *o,
                      ct_buf *cubin, ct_buf *info_log, ct_diag *d)
{
    char arch_opt[32];
    const char *opts[6];
    uint32_t nopts = 0;
    if (!inputs || n == 0)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "nothing to link");
    for (size_t i = 0; i < n; i++)
        if (!inputs[i].data)
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "link input %zu is NULL", i);
    if (build_options(o, arch_opt, sizeof arch_opt, opts, &nopts, d))
        return d->status;
    const nvjl_api *api = get_api(d);
    if (!api)
        return d->status;
    nvjl_handle h = NULL;
    nvjl_result r = api->Create(&h, nopts, opts);
    if (r != 0)
        return ct_diag_set(d, CUTILE_ERROR_LINK, "nvJitLink %u.%u rejects %s: %s", api->major,
                           api->minor, arch_opt, result_name(r));
    const char *step = "";
    size_t before = cubin->len;
    r = run_link(api, h, inputs, n, o->emit_ptx, cubin, &step);
    char line[sizeof d->msg];
    if (r == NVJL_OUR_OOM || (r == 0 && (cubin->oom || cubin->len == before))) {
        ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory linking %s", o->arch);
    } else if (r != 0) {
        take_log(api, h, 1, info_log, line, sizeof line, cubin->al);
        ct_diag_set(d, CUTILE_ERROR_LINK, "%s (%s): %s%s%s", step, o->arch, result_name(r),
                    line[0] ? ": " : "", line);
    } else {
        take_log(api, h, 0, info_log, line, sizeof line, cubin->al);
    }
    api->Destroy(&h);
    return d->status;
}
