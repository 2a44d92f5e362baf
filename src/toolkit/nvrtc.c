/* nvrtc.c — NVRTC, loaded with dlopen (nvrtc.h). No CUDA header is needed: the few types and
 * entry points used are declared here as nvrtc.h (CUDA 12/13) defines them. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "toolkit/jitlink.h"
#include "toolkit/nvrtc.h"

typedef int nvrtc_result;                    /* nvrtcResult: 0 = NVRTC_SUCCESS */
typedef struct nvrtc_opaque *nvrtc_program; /* nvrtcProgram */
enum { NVRTC_OUR_OOM = -1 };                 /* not NVRTC's: we ran out of memory around it */

#define CT_NVRTC_FUNCS(X)                                                                      \
    X(Version, (int *, int *))                                                                 \
    X(CreateProgram, (nvrtc_program *, const char *, const char *, int, const char *const *,   \
                      const char *const *))                                                    \
    X(DestroyProgram, (nvrtc_program *))                                                       \
    X(CompileProgram, (nvrtc_program, int, const char *const *))                               \
    X(GetPTXSize, (nvrtc_program, size_t *))                                                   \
    X(GetPTX, (nvrtc_program, char *))                                                         \
    X(GetLTOIRSize, (nvrtc_program, size_t *))                                                 \
    X(GetLTOIR, (nvrtc_program, char *))                                                       \
    X(GetProgramLogSize, (nvrtc_program, size_t *))                                            \
    X(GetProgramLog, (nvrtc_program, char *))                                                  \
    X(AddNameExpression, (nvrtc_program, const char *))                                        \
    X(GetLoweredName, (nvrtc_program, const char *, const char **))

/* The process-wide loaded library (cutile_rt.h, general rules): filled once, then read-only.
 * nvrtcGetErrorString returns a string, not a result, so it is not in the list. */
typedef struct nvrtc_api {
    ct_diag load_error; /* status SUCCESS when the library is usable */
    int major, minor;
    const char *(*error_string)(nvrtc_result);
#define CT_X_(name, params) nvrtc_result(*name) params;
    CT_NVRTC_FUNCS(CT_X_)
#undef CT_X_
} nvrtc_api;

static nvrtc_api nvrtc;
static pthread_once_t nvrtc_once = PTHREAD_ONCE_INIT;

static void load_once(void)
{
    static const char *const names[] = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"};
    char tried[1024];
    void *lib = ct_dlopen_toolkit(names, CT_ARRAY_LEN(names), tried, sizeof tried);
    if (!lib) {
        ct_diag_set(&nvrtc.load_error, CUTILE_ERROR_COMPILE,
                    "cannot load NVRTC (CUDA 12.0 or newer is needed); tried %s", tried);
        return;
    }
#define CT_X_(name, params)                                                                    \
    if (!(*(void **)&nvrtc.name = dlsym(lib, "nvrtc" #name))) {                                \
        ct_diag_set(&nvrtc.load_error, CUTILE_ERROR_COMPILE, "NVRTC lacks nvrtc" #name);       \
        dlclose(lib);                                                                          \
        return;                                                                                \
    }
    CT_NVRTC_FUNCS(CT_X_)
#undef CT_X_
    if (!(*(void **)&nvrtc.error_string = dlsym(lib, "nvrtcGetErrorString"))) {
        ct_diag_set(&nvrtc.load_error, CUTILE_ERROR_COMPILE, "NVRTC lacks nvrtcGetErrorString");
        dlclose(lib);
        return;
    }
    if (nvrtc.Version(&nvrtc.major, &nvrtc.minor) != 0 || nvrtc.major < 12) {
        ct_diag_set(&nvrtc.load_error, CUTILE_ERROR_COMPILE,
                    "NVRTC %d.%d is too old: CUDA 12.0 or newer is needed", nvrtc.major,
                    nvrtc.minor);
        dlclose(lib);
    }
    /* Otherwise `lib` stays open for the life of the process. */
}

static const nvrtc_api *get_api(ct_diag *d)
{
    pthread_once(&nvrtc_once, load_once);
    if (nvrtc.load_error.status) {
        ct_diag_set(d, nvrtc.load_error.status, "%s", nvrtc.load_error.msg);
        return NULL;
    }
    return &nvrtc;
}

ct_status ct_nvrtc_version(unsigned *major, unsigned *minor, ct_diag *d)
{
    const nvrtc_api *api = get_api(d);
    if (!api)
        return d->status;
    *major = (unsigned)api->major;
    *minor = (unsigned)api->minor;
    return CUTILE_SUCCESS;
}

/* ---- input checks ---- */

/* Options the library sets itself: the target, the output kind. Matched as the option's
 * first word (up to '=' or the end). */
static int option_refused(const char *opt)
{
    static const char *const refused[] = {
        "-arch", "--gpu-architecture", "-dlto", "--dlink-time-opt", "-ptx", "--ptx",
        "-cubin", "--cubin", "-fatbin", "--fatbin", "-dlink", "--device-link"};
    size_t len = strcspn(opt, "= ");
    for (size_t i = 0; i < CT_ARRAY_LEN(refused); i++)
        if (strlen(refused[i]) == len && memcmp(opt, refused[i], len) == 0)
            return 1;
    return 0;
}

/* Text NVRTC reads up to its NUL: a final NUL is fine, one inside would cut it short. */
static ct_status check_text(const char *what, const char *name, const char *p, size_t n,
                            ct_diag *d)
{
    if (!p)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "%s %s is NULL", what, name);
    const char *nul = n ? memchr(p, 0, n) : NULL;
    if (nul && (size_t)(nul - p) != n - 1)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "%s %s has a NUL byte at offset %zu", what, name, (size_t)(nul - p));
    return CUTILE_SUCCESS;
}

ct_status ct_nvrtc_check_input(const ct_nvrtc_input *in, ct_diag *d)
{
    if (check_text("source", in->name, in->source, in->size, d))
        return d->status;
    if ((in->noptions && !in->options) || (in->nincludes && !in->includes) ||
        (in->nname_exprs && !in->name_exprs))
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "a list with a non-zero count is NULL");
    for (size_t i = 0; i < in->noptions; i++) {
        if (!in->options[i])
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "options[%zu] is NULL", i);
        if (option_refused(in->options[i]))
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                               "option '%s': the target and the output kind are chosen by the "
                               "library (gpu_name, lto)",
                               in->options[i]);
    }
    for (size_t i = 0; i < in->nincludes; i++) {
        const cuTileCudaInclude *inc = &in->includes[i];
        if (!inc->name)
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "includes[%zu].name is NULL",
                               i);
        if (check_text("include", inc->name, inc->source, inc->size, d))
            return d->status;
    }
    for (size_t i = 0; i < in->nname_exprs; i++)
        if (!in->name_exprs[i])
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                               "name_expressions[%zu] is NULL", i);
    return CUTILE_SUCCESS;
}

/* ---- the compile ---- */

/* NUL-terminated copies of the source and the includes, and the option vector with the
 * library's own options in front. All pointers into one arena. */
typedef struct nvrtc_args {
    const char *source;
    const char **inc_text, **inc_names;
    const char **opts;
    int nopts;
} nvrtc_args;

static ct_status make_args(const ct_nvrtc_input *in, ct_arena *a, nvrtc_args *out, ct_diag *d)
{
    char arch[40];
    if (strncmp(in->arch, "sm_", 3) != 0 || strlen(in->arch) > 20)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "bad target '%s'", in->arch);
    snprintf(arch, sizeof arch, "-arch=compute_%s", in->arch + 3);
    size_t nopts = in->noptions + 2;
    out->source = ct_arena_strndup(a, in->source, in->size);
    out->inc_text = ct_arena_alloc(a, (in->nincludes + 1) * sizeof(char *));
    out->inc_names = ct_arena_alloc(a, (in->nincludes + 1) * sizeof(char *));
    out->opts = ct_arena_alloc(a, nopts * sizeof(char *));
    if (!out->source || !out->inc_text || !out->inc_names || !out->opts ||
        !(out->opts[0] = ct_arena_strndup(a, arch, strlen(arch))))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    out->nopts = 1;
    if (in->lto)
        out->opts[out->nopts++] = "-dlto";
    for (size_t i = 0; i < in->noptions; i++)
        out->opts[out->nopts++] = in->options[i];
    for (size_t i = 0; i < in->nincludes; i++) {
        out->inc_names[i] = in->includes[i].name;
        if (!(out->inc_text[i] = ct_arena_strndup(a, in->includes[i].source,
                                                  in->includes[i].size)))
            return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    }
    return CUTILE_SUCCESS;
}

/* Appends the program log to `log` (if any) and folds its start into `line`. The log's copy
 * comes from `al`, the caller's allocator. */
static void take_log(const nvrtc_api *api, nvrtc_program p, ct_buf *log, char *line, size_t n,
                     const cuTileAllocator *al)
{
    size_t size = 0;
    line[0] = 0;
    if (api->GetProgramLogSize(p, &size) != 0 || size <= 1)
        return;
    char *text = ct_alloc(al, size);
    if (text && api->GetProgramLog(p, text) == 0) {
        text[size - 1] = 0;
        if (log)
            ct_buf_str(log, text);
        ct_fold_log(text, line, n);
    }
    ct_free(al, text, size);
}

/* The output (PTX, NUL-terminated, or LTO-IR) appended to `code`. */
static nvrtc_result get_code(const nvrtc_api *api, nvrtc_program p, int lto, ct_buf *code,
                             const char **step)
{
    size_t size = 0;
    nvrtc_result r;
    *step = lto ? "nvrtcGetLTOIRSize" : "nvrtcGetPTXSize";
    if ((r = lto ? api->GetLTOIRSize(p, &size) : api->GetPTXSize(p, &size)) != 0)
        return r;
    if (ct_buf_reserve(code, size + 1) != 0)
        return NVRTC_OUR_OOM;
    *step = lto ? "nvrtcGetLTOIR" : "nvrtcGetPTX";
    char *at = (char *)code->data + code->len;
    if ((r = lto ? api->GetLTOIR(p, at) : api->GetPTX(p, at)) != 0)
        return r;
    at[size] = 0;
    code->len += lto ? size : strnlen(at, size);
    return 0;
}

/* Name expressions are registered before the compile and looked up after it. */
static nvrtc_result run_program(const nvrtc_api *api, nvrtc_program p, const ct_nvrtc_input *in,
                                const nvrtc_args *args, ct_buf *code, ct_buf *lowered,
                                const char **step)
{
    nvrtc_result r = 0;
    *step = "nvrtcAddNameExpression";
    for (size_t i = 0; i < in->nname_exprs && r == 0; i++)
        r = api->AddNameExpression(p, in->name_exprs[i]);
    if (r == 0 && (*step = "nvrtcCompileProgram",
                   r = api->CompileProgram(p, args->nopts, args->opts)) == 0)
        r = get_code(api, p, in->lto, code, step);
    for (size_t i = 0; i < in->nname_exprs && r == 0; i++) {
        const char *name = NULL;
        *step = "nvrtcGetLoweredName";
        if ((r = api->GetLoweredName(p, in->name_exprs[i], &name)) == 0) {
            ct_buf_put(lowered, name, strlen(name) + 1);
            r = lowered->oom ? NVRTC_OUR_OOM : 0;
        }
    }
    return r;
}

ct_status ct_nvrtc_compile(const ct_nvrtc_input *in, ct_buf *code, ct_buf *lowered, ct_buf *log,
                           ct_diag *d)
{
    if (ct_nvrtc_check_input(in, d))
        return d->status;
    const nvrtc_api *api = get_api(d);
    if (!api)
        return d->status;
    ct_arena a;
    ct_arena_init(&a, NULL);
    nvrtc_args args = {0};
    nvrtc_program p = NULL;
    nvrtc_result r;
    if (make_args(in, &a, &args, d)) {
        ct_arena_free(&a);
        return d->status;
    }
    r = api->CreateProgram(&p, args.source, in->name, (int)in->nincludes, args.inc_text,
                           args.inc_names);
    if (r != 0) {
        ct_arena_free(&a);
        return ct_diag_set(d, r == 1 ? CUTILE_ERROR_OUT_OF_MEMORY : CUTILE_ERROR_COMPILE,
                           "nvrtcCreateProgram (%s): %s", in->name, api->error_string(r));
    }
    const char *step = "";
    r = run_program(api, p, in, &args, code, lowered, &step);
    char line[sizeof d->msg];
    take_log(api, p, log, line, sizeof line, code->al);
    if (r == NVRTC_OUR_OOM || r == 1)
        ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory compiling %s", in->name);
    else if (r != 0)
        ct_diag_set(d, CUTILE_ERROR_COMPILE, "%s (%s, NVRTC %d.%d, %s): %s%s%s", step,
                    in->name, api->major, api->minor, args.opts[0], api->error_string(r),
                    line[0] ? ": " : "", line);
    api->DestroyProgram(&p);
    ct_arena_free(&a);
    return d->status;
}
