/*
 * build.h — from a verified module to a cubin: compile (pass/compile.h) for a target, then
 * link the PTX (toolkit/jitlink.h). The one path cuTileLoadModule and `cutile compile` share; the
 * kernel cache (architecture.md §7, cache/cache.h) sits in front of it (cached.c). No GPU
 * needed.
 */
#ifndef CT_BUILD_BUILD_H
#define CT_BUILD_BUILD_H

#include "cache/cache.h"
#include "ir/ir.h"
#include "pass/compile.h"
#include "target/target.h"

/* The tuning knobs and the environment variables that set them when a caller leaves a knob
 * at -1 (architecture.md §2): our name first, then the one tileiras reads (NULL: none). */
#define CT_KNOB_LIST(X)                                                                        \
    X(always_swizzle, "CUTILE_ALWAYS_SWIZZLE", "TILEIR_ALWAYS_SWIZZLE")                        \
    X(prefer_tma, "CUTILE_PREFER_TMA", "TILEIR_PREFER_TMA_FOR_LOAD_STORE")                     \
    X(delay_tma_store_wait, "CUTILE_DELAY_TMA_STORE_WAIT", "TILEIR_DELAY_TMA_STORE_WAIT")      \
    X(use_wgmma, "CUTILE_WGMMA", NULL)                                                        \
    X(cuda_math, "CUTILE_CUDA_MATH", NULL)                                                    \
    X(use_tcgen05, "CUTILE_TCGEN05", NULL)                                                    \
    X(lone_twin, "CUTILE_LONE_TWIN", NULL)                                                    \
    X(producer_warp, "CUTILE_PRODUCER_WARP", NULL)                                            \
    X(grid_order, "CUTILE_GRID_ORDER", NULL)                                                  \
    X(persistent, "CUTILE_PERSISTENT", NULL)                                                  \
    X(cluster_pairs, "CUTILE_CLUSTER_PAIRS", NULL)

/* Replaces each -1 knob by its environment variable: "0" or "1"; unset or empty leaves -1.
 * Any other value is ERROR_BAD_ENVIRONMENT naming the variable. A knob outside -1…1 is
 * ERROR_INVALID_ARGUMENT. */
ct_status ct_knobs_resolve(ct_compile_knobs *k, ct_diag *d);

/* `cutile compile --list-knobs`: appends one line per knob — its field name, its value once
 * resolved as ct_knobs_resolve would ("default", 0 or 1) and where that came from ("set by the
 * caller", "VAR=v", or "default: VAR and VAR unset") — to out. Errors as ct_knobs_resolve. */
ct_status ct_knobs_describe(const ct_compile_knobs *k, ct_buf *out, ct_diag *d);

/* Debugging output and checks of a build (architecture.md §2). None of it changes the code, so
 * none of it is in the cache key: dumps and checks happen only when a build compiles (a cache
 * hit compiles nothing; `cutile compile --no-cache`, or a fresh CUTILE_CACHE_DIR, makes every
 * build compile). */
typedef struct ct_build_debug {
    bool print_before_all;   /* CUTILE_PRINT_BEFORE_ALL=1 */
    bool print_after_all;    /* CUTILE_PRINT_AFTER_ALL=1 */
    const char *print_before; /* pass lists (pass/compile.h); CLI only */
    const char *print_after;
    bool time_passes;        /* CLI only */
    bool verify_each;        /* CUTILE_VERIFY_EACH=1: the verifier after every pass
                                (ct_compile_config.verify_each); an error, never output */
    /* CUTILE_DUMP_DIR: a directory (created, mode 0700, if missing; its parent must exist)
     * receiving, per build, <kernel>.<target>.{tile,mem,sched}.mlir (the IR at the end of each
     * stage reached), .ptx, .cubin and, where ct_sass_tool finds a disassembler, .sass; <kernel>
     * is the module's first entry. A later build of the same kernel and target replaces them. */
    const char *dump_dir;
    /* Where the print/time dumps go: appended here; NULL: written to stderr — the library's
     * only output of its own, and only when one of the variables above asks for it (the log
     * callback is for one-line messages; a dump is the whole module, many times over). */
    ct_buf *out;
} ct_build_debug;

/* Reads CUTILE_PRINT_BEFORE_ALL, CUTILE_PRINT_AFTER_ALL, CUTILE_VERIFY_EACH ("0" or "1"; unset
 * or empty: 0) and CUTILE_DUMP_DIR (a path; unset or empty: none) into *dbg (other fields
 * zeroed). Any other value is ERROR_BAD_ENVIRONMENT naming the variable. */
ct_status ct_build_debug_from_env(ct_build_debug *dbg, ct_diag *d);

typedef struct ct_build_options {
    const ct_target *target;
    int opt_level;          /* 0…3: the compiler's cleanups and ptxas' level */
    int lineinfo;           /* line info for profilers */
    ct_compile_knobs knobs; /* resolved by ct_knobs_resolve first */
    int link;               /* 0: stop at PTX (then nvJitLink is not needed) */
    ct_emit emit;           /* with link 0: what compiled.ptx holds (pass/compile.h); PTX
                               (the default) when linking */
    const ct_build_debug *debug; /* NULL: ct_build_debug_from_env at each build */
    const cuTileAllocator *allocator;
} ct_build_options;

typedef struct ct_build {
    ct_compile_result compiled; /* PTX text and the kernels' launch metadata */
    ct_buf cubin;               /* empty unless options->link */
} ct_build;

/* Compiles `m` (verified) and, with options->link, links the PTX. On failure *out holds
 * nothing to free and d has the compiler's or nvJitLink's error; nvJitLink's full log is
 * appended to `link_log` if not NULL. The debugging output options->debug asks for is written
 * on failure too (the dumps and stages up to the failing pass): ERROR_BAD_ENVIRONMENT for a
 * malformed debugging variable, ERROR_IO when CUTILE_DUMP_DIR cannot be written. */
ct_status ct_build_module(const ct_module *m, const ct_build_options *o, ct_build *out,
                          ct_buf *link_log, ct_diag *d);

void ct_build_free(ct_build *b);

/* ---- through the kernel cache (cached.c) ----
 *
 * A cache key (cache/FORMAT.md §1) is made of the raw bytecode and everything else the cubin
 * and the launch metadata depend on:
 *   library   "<version> r<CT_CODEGEN_REVISION> <code id>" (ct_build_ident_init; the code id
 *             is the SHA-256 of the library's object files, cmake/code_id.cmake: the shared
 *             library, the static archive and the `cutile` tool have the same),
 *   nvJitLink its version ("13.0"; "none" when it cannot be loaded: then every miss fails to
 *             link, as without a cache),
 *   target    the target's name after resolving a gpu_name or the device's default,
 *   options   ct_build_key_options: opt_level, lineinfo and every knob, after the
 *             environment is resolved (ct_knobs_resolve), so a knob set by variable and the same
 *             knob set in the options give one key; unless the cuda_math knob is 0, then
 *             " nvrtc=" and NVRTC's version ("none" when it cannot be loaded): the CUDA math
 *             functions the kernel calls are its (cuda_math.h).
 * A hit neither parses nor compiles the bytecode. */

/* The code generator's revision. The code id already changes whenever the code does; this
 * number says in the key's text which generator made an entry. Bump it in any commit that
 * changes the cubin or the launch metadata produced for some input. */
#define CT_CODEGEN_REVISION 87

/* What the key holds besides options and bytes; fixed for a process (one per context). */
typedef struct ct_build_ident {
    char library[160]; /* "0.1.0 r1 9f2c…" (64 hex digits of the code id) */
    char jitlink[16]; /* "13.0" or "none" */
    char nvrtc[16];   /* NVRTC's version, "13.0" or "none" (the CUDA math functions) */
} ct_build_ident;

/* Fills *id. Loads nvJitLink and NVRTC if they are not loaded yet (to ask their versions);
 * never fails. */
void ct_build_ident_init(ct_build_ident *id);

/* The canonical text of the options that change a build, e.g. "opt_level=3 lineinfo=0
 * always_swizzle=default prefer_tma=1 delay_tma_store_wait=default use_wgmma=default
 * num_warps=0", NUL-terminated
 * in out[0..n). Returns its length (as snprintf). Knobs must be resolved first. */
int ct_build_key_options(const ct_build_options *o, char *out, size_t n);

/* The key of building `bytes` with `o` (o->target set, knobs resolved). ERROR_OUT_OF_MEMORY,
 * ERROR_INVALID_ARGUMENT (bytes NULL). Reads the bytes once, parses nothing. */
ct_status ct_build_key(const ct_build_ident *id, const ct_build_options *o, const void *bytes,
                       size_t size, ct_cache_key *key, ct_diag *d);

/* The cache settings of this compile path, nothing opened or created yet:
 * ct_cache_config_from_env(opts, …) (ERROR_BAD_ENVIRONMENT naming a malformed variable), with
 * ct_build_meta_check as the tail check. Release with ct_cache_config_free. */
ct_status ct_build_cache_config(const cuTileContextOptions *opts, ct_cache_config *cfg,
                                ct_diag *d);

/* ct_build_cache_config, then ct_cache_open. */
ct_status ct_build_cache_open(const cuTileContextOptions *opts, ct_cache **out, ct_diag *d);

/* Checks a metadata tail (ct_cache_meta_check_fn) by its kind: a tile module's launch metadata
 * (kmeta.h) or a CUDA source's name expressions (cuda_build.h). */
ct_status ct_build_meta_check(void *user, const ct_cache_meta *m, ct_diag *d);

/* Where an entry came from, in words ("in memory", "on disk", …, "compiled"). */
const char *ct_build_source_text(ct_cache_source s);

/* The entry of `key` (ct_build_key of the same o and bytes): from the cache, or built on a
 * miss — read, verify, compile, link (o->link must be set), then stored with the kernel names
 * and their launch metadata (kmeta.h) as its metadata. On a hit `bytes` is not read. *from
 * (may be NULL) says where it came from; a debug line through ct_log says it too. Errors: those
 * of ct_bc_read, ct_verify_module and ct_build_module, ERROR_OUT_OF_MEMORY. */
ct_status ct_build_cached(ct_cache *c, const ct_build_options *o, const void *bytes, size_t size,
                          const ct_cache_key *key, const ct_cache_entry **entry,
                          ct_cache_source *from, ct_diag *d);

#endif
