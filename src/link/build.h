/*
 * build.h — from a verified module to a cubin: compile (lower/compile.h) for a target, then
 * link the PTX (link.h). The one path cuTileLoadModule and `cutile compile` share; the
 * kernel cache (architecture.md §7) sits in front of it. No GPU needed.
 */
#ifndef CT_LINK_BUILD_H
#define CT_LINK_BUILD_H

#include "ir/ir.h"
#include "lower/compile.h"
#include "target/target.h"

/* The tuning knobs and the environment variables that set them when a caller leaves a knob
 * at -1 (architecture.md §2): our name first, then the one tileiras reads. */
#define CT_KNOB_LIST(X)                                                                        \
    X(always_swizzle, "CUTILE_ALWAYS_SWIZZLE", "TILEIR_ALWAYS_SWIZZLE")                        \
    X(prefer_tma, "CUTILE_PREFER_TMA", "TILEIR_PREFER_TMA_FOR_LOAD_STORE")                     \
    X(delay_tma_store_wait, "CUTILE_DELAY_TMA_STORE_WAIT", "TILEIR_DELAY_TMA_STORE_WAIT")

/* Replaces each -1 knob by its environment variable: "0" or "1"; unset or empty leaves -1.
 * Any other value is ERROR_BAD_ENVIRONMENT naming the variable. A knob outside -1…1 is
 * ERROR_INVALID_ARGUMENT. */
ct_status ct_knobs_resolve(ct_compile_knobs *k, ct_diag *d);

typedef struct ct_build_options {
    const ct_target *target;
    int opt_level;          /* 0…3: the compiler's cleanups and ptxas' level */
    int lineinfo;           /* line info for profilers */
    ct_compile_knobs knobs; /* resolved by ct_knobs_resolve first */
    int link;               /* 0: stop at PTX (then nvJitLink is not needed) */
    const cuTileAllocator *allocator;
} ct_build_options;

typedef struct ct_build {
    ct_compile_result compiled; /* PTX text and the kernels' launch metadata */
    ct_buf cubin;               /* empty unless options->link */
} ct_build;

/* Compiles `m` (verified) and, with options->link, links the PTX. On failure *out holds
 * nothing to free and d has the compiler's or nvJitLink's error; nvJitLink's full log is
 * appended to `link_log` if not NULL. */
ct_status ct_build_module(const ct_module *m, const ct_build_options *o, ct_build *out,
                          ct_buf *link_log, ct_diag *d);

void ct_build_free(ct_build *b);

#endif
