/*
 * nvrtc.h — CUDA C++ source to PTX or LTO-IR through NVRTC, loaded at run time.
 *
 * NVRTC is found with dlopen the first time it is needed, like nvJitLink (jitlink.h):
 * libnvrtc.so.13, libnvrtc.so.12, libnvrtc.so through the dynamic loader's search path, then the
 * same names in $CUDA_HOME/lib64 and /usr/local/cuda/lib64. The handle and function pointers are
 * process-wide state (cutile_rt.h): set once (pthread_once), never changed, never unloaded.
 * Each compile has its own nvrtcProgram, and NVRTC may be called for different programs from
 * several threads (it may serialize them inside), so nothing here is locked.
 *
 * No GPU or driver is needed.
 */
#ifndef CT_TOOLKIT_NVRTC_H
#define CT_TOOLKIT_NVRTC_H

#include <stddef.h>

#include "util/util.h"

typedef struct ct_nvrtc_input {
    const char *source; /* `size` bytes; a final NUL allowed, none inside */
    size_t size;
    const char *name;   /* the program's name (messages, __FILE__) */
    const char *arch;   /* the target, "sm_90a": NVRTC is given -arch=compute_90a */
    int lto;            /* 1: -dlto, the output is LTO-IR */
    const char *const *options;
    size_t noptions;
    const cuTileCudaInclude *includes;
    size_t nincludes;
    const char *const *name_exprs;
    size_t nname_exprs;
} ct_nvrtc_input;

/* Checks what NVRTC would be given without calling it: NULL strings in the lists, a NUL byte
 * inside the source or an include, options the library sets itself (cutile_rt.h,
 * cuTileCudaOptions.options). ERROR_INVALID_ARGUMENT naming the culprit. */
ct_status ct_nvrtc_check_input(const ct_nvrtc_input *in, ct_diag *d);

/* Compiles. On success `code` receives the PTX text (NUL-terminated, the NUL not counted) or the
 * LTO-IR, and `lowered` one NUL-terminated lowered name per name expression, in order. NVRTC's
 * program log is appended to `log` (if not NULL) on success and failure. Errors:
 * ct_nvrtc_check_input's; ERROR_COMPILE (NVRTC missing — the names tried are listed — or older
 * than 12.0; the source or a name expression rejected: the log's start in the message);
 * ERROR_OUT_OF_MEMORY. Thread-safe. */
ct_status ct_nvrtc_compile(const ct_nvrtc_input *in, ct_buf *code, ct_buf *lowered, ct_buf *log,
                           ct_diag *d);

/* NVRTC's version (part of a CUDA source's cache key), loading it if needed. Errors as
 * ct_nvrtc_compile's for a missing library. Thread-safe. */
ct_status ct_nvrtc_version(unsigned *major, unsigned *minor, ct_diag *d);

#endif
