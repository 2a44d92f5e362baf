/*
 * jitlink.h — PTX to cubin through nvJitLink, loaded at run time.
 *
 * nvJitLink is found with dlopen the first time it is needed: libnvJitLink.so.13,
 * libnvJitLink.so.12, libnvJitLink.so through the dynamic loader's search path, then the same
 * names in $CUDA_HOME/lib64 and /usr/local/cuda/lib64. The handle and function pointers are
 * the process-wide state cutile_rt.h documents: set once (pthread_once), never changed, never
 * unloaded. CUDA 12.8 or newer is required (the PTX ISA 8.7 that src/target emits).
 *
 * No GPU or driver is needed: linking runs on any machine with the library.
 *
 * The inputs are a list so that code built elsewhere joins the link as one more entry: CUDA
 * C++ compiled by NVRTC (nvrtc.h, cuda_build.h) comes here as PTX, or as LTO-IR linked to PTX
 * first (ct_link_options.lto and emit_ptx).
 */
#ifndef CT_TOOLKIT_JITLINK_H
#define CT_TOOLKIT_JITLINK_H

#include <stddef.h>

#include "util/util.h"

typedef struct ct_link_input {
    const void *data; /* PTX text (need not be NUL-terminated), or LTO-IR with `ltoir` */
    size_t size;
    const char *name; /* for nvJitLink's messages, e.g. the module's file name */
    int ltoir;        /* 1: the data is LTO-IR (NVRTC -dlto); needs options.lto */
} ct_link_input;

typedef struct ct_link_options {
    const char *arch; /* "sm_90a": passed as -arch=sm_90a */
    int opt_level;    /* 0…3: ptxas optimization level */
    int lineinfo;     /* 1: -lineinfo (source lines for profilers) */
    int verbose;      /* 1: -Xptxas=-v (register/spill report into the info log) */
    int lto;          /* 1: -lto (link-time optimization of LTO-IR inputs) */
    int emit_ptx;     /* 1 (with lto): -ptx, the output is the linked PTX instead of a cubin */
} ct_link_options;

/* Links `n` inputs into one cubin (or, with emit_ptx, one PTX text, NUL-terminated, the NUL not
 * counted). On success `cubin` holds it (appended to the buffer)
 * and, when `info_log` is not NULL, nvJitLink's info log is appended there (empty unless
 * verbose). On failure: ERROR_LINK with nvJitLink's error log (ptxas' message) folded into one
 * line of the diagnostic and the whole log appended to `info_log`; ERROR_LINK also when the
 * library cannot be loaded or is too old (the message says which names were tried);
 * ERROR_INVALID_ARGUMENT for bad options; ERROR_OUT_OF_MEMORY. Thread-safe. */
ct_status ct_link_ptx(const ct_link_input *inputs, size_t n, const ct_link_options *o,
                      ct_buf *cubin, ct_buf *info_log, ct_diag *d);

/* nvJitLink's version (e.g. 13.0), loading the library if needed: it is part of the cache key,
 * since a newer ptxas may produce a different cubin. Errors as ct_link_ptx. Thread-safe. */
ct_status ct_link_version(unsigned *major, unsigned *minor, ct_diag *d);

/* dlopen of the first of `names` that loads: each through the loader's search path, then in
 * $CUDA_HOME/lib64 and /usr/local/cuda/lib64 (the toolkit's libraries). NULL if none loads;
 * `tried` then lists every path tried, ", "-separated. */
void *ct_dlopen_toolkit(const char *const *names, size_t n, char *tried, size_t tried_size);

/* Folds a tool's log into one line for a diagnostic: newlines become "; " (none at the end),
 * at most line_size − 1 bytes. */
void ct_fold_log(const char *log, char *line, size_t line_size);

#endif
