/*
 * compile.h — the compiler's one entry point: a verified module in, PTX text and per-kernel
 * launch metadata out. This is the contract between the compiler core (src/opt, src/lower,
 * src/codegen) and its users (api.c, the cache, launch/args.c, `cutile compile`).
 *
 *   ct_compile_config cfg = {.target = ct_target_by_name("sm_90a", NULL), .opt_level = 3};
 *   ct_compile_result res;
 *   if (ct_compile(module, &cfg, &res, &diag) == CUTILE_SUCCESS) {
 *       link(res.ptx, res.ptx_len, "sm_90a");          // nvJitLink -arch=sm_90a
 *       for each res.kernels[k]: remember name, block_dim, dyn_smem, params → cache entry
 *   }
 *   ct_compile_result_free(&res);
 *
 * The module must have passed ct_verify_module. ct_compile does not modify `m`: it lowers a
 * private copy (the stages rewrite IR in place). Pure C, no CUDA: it runs on machines without
 * a GPU. Thread-safe for distinct results (no global state).
 *
 * Failure: a specific status and a one-line message in d, *out zeroed (nothing to free):
 *   CUTILE_ERROR_NOT_SUPPORTED   an op / type / attribute combination the compiler does not
 *                                lower yet; the message names the op ("cuda_tile.mmaf"), the
 *                                kernel and the reason. Never a silent miscompile.
 *   CUTILE_ERROR_INVALID_ARGUMENT a bad config (no target, unknown pass name in
 *                                print_before/after, PTX version out of range, emit unknown).
 *   CUTILE_ERROR_COMPILE         the input breaks a rule a pass relies on (internal checks).
 *   CUTILE_ERROR_VERIFY, CUTILE_ERROR_INTERNAL  with verify_each: the input is not tile-stage
 *                                IR, or a pass left IR the verifier rejects (a compiler bug).
 *   CUTILE_ERROR_OUT_OF_MEMORY.
 */
#ifndef CT_LOWER_COMPILE_H
#define CT_LOWER_COMPILE_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/ir.h"
#include "target/target.h"

/* --------------------------------------- config --------------------------------------- */

/* What ct_compile produces: PTX (the default), or the IR text after the last pass of a stage
 * (for `cutile compile --emit tile|mem|sched` and the FileCheck tests). */
typedef enum ct_emit {
    CT_EMIT_PTX = 0,
    CT_EMIT_TILE, /* after the tile-stage cleanups */
    CT_EMIT_MEM,  /* after tile → mem (views made explicit) */
    CT_EMIT_SCHED /* after mem → sched (layouts, threads per block) */
} ct_emit;

/* Tuning knobs (architecture.md §2 "Tuning knobs"): -1 = unset (default), 0 off, 1 on. The
 * caller resolves the environment (TILEIR_* / CUTILE_*) before calling; the compiler reads no
 * environment. Every knob is part of the cache key. */
typedef struct ct_compile_knobs {
    int always_swizzle;       /* TILEIR_ALWAYS_SWIZZLE / CUTILE_ALWAYS_SWIZZLE */
    int prefer_tma;           /* TILEIR_PREFER_TMA_FOR_LOAD_STORE / CUTILE_PREFER_TMA; 1: every
                                 tiled access through TMA; -1: the TMA-store epilogue where its
                                 rule takes a store (lower/tma_epilogue.h); 0: neither */
    int delay_tma_store_wait; /* TILEIR_DELAY_TMA_STORE_WAIT / CUTILE_DELAY_TMA_STORE_WAIT (the
                                 prefer_tma=1 stores; the epilogue's staging is the ring, which
                                 the next pipelined loop refills without waiting for them) */
    int num_warps;            /* 0: chosen from the tile sizes; else warps per CTA (1,2,4,…,32) */
    int use_wgmma;            /* CUTILE_WGMMA: wgmma.mma_async dots on sm_90a (lower/mma.h) */
    int cuda_math;            /* CUTILE_CUDA_MATH: 0 = the library's own math functions; else
                                 CUDA's where NVRTC loads (ct_compile_config.cuda_math; read by
                                 build/build.c, not by the compiler) */
    int use_tcgen05;          /* CUTILE_TCGEN05: 1 = tcgen05.mma dots on sm_100a (lower/mma.h);
                                 unset or 0: mma.sync there. Not yet run on hardware */
    int lone_twin;            /* CUTILE_LONE_TWIN: 0 = no lone twins (ct_kernel_info.
                                 lone_dyn_smem); unset or 1: where they keep more in flight */
    int producer_warp;        /* CUTILE_PRODUCER_WARP: 1 = a warp of its own issues the TMA
                                 copies of a pipelined loop where it may (codegen/ptx_pipe.c);
                                 unset or 0: the consumers' thread 0 does. bf16 matmul on
                                 the H200: geomean 0.998 (bench/results/producer_warp_h200) */
    int grid_order;           /* CUTILE_GRID_ORDER: 0 = blocks keep the hardware's order; unset
                                 or 1: GEMM-shaped kernels run them in bands (lower/
                                 grid_order.c) */
    int persistent;           /* CUTILE_PERSISTENT: 1 = an entry whose one pipelined K loop can
                                 have a producer warp runs the grid's blocks in at most as many
                                 CTAs as the device holds at once, the warp running ahead into
                                 the next block's stages (codegen/ptx_persist.c); unset or 0:
                                 a CTA a block */
    int cluster_pairs;        /* CUTILE_CLUSTER_PAIRS: 1 = a TMA-fed pipelined loop lets the
                                 two CTAs of a cluster copy the tiles both read once into both
                                 (codegen/ptx_pipe.c pair_begin; ct_kernel_info.pairs); unset
                                 or 0: every CTA copies its own */
} ct_compile_knobs;

/* Every knob unset (the environment's or the compiler's choice), warps chosen by the compiler:
 * the knobs of a compile that asks for nothing. */
#define CT_KNOBS_UNSET {-1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1}

typedef struct ct_compile_config {
    /* Target (src/target/target.h): its name is the PTX `.target` and the -arch nvJitLink
     * needs; NULL is CUTILE_ERROR_INVALID_ARGUMENT. */
    const ct_target *target;
    /* PTX ISA version written as `.version`, major*10 + minor (90 = 9.0). 0 = the target's
     * (ct_target.ptx_major/minor). Must be at least the target's minimum (ct_target.ptx_lo:
     * sm_80 7.0, sm_90a 8.0, sm_120a 8.7, ptx-manual §1.1) and at most 9.0. */
    unsigned ptx_version;
    int opt_level;                   /* 0…3; 0 skips the optional tile cleanups (fold, CSE) */
    ct_compile_knobs knobs;
    ct_emit emit;                    /* what out->ptx holds; default PTX */
    bool lineinfo;                   /* PTX `.file`/`.loc` directives naming the Python lines of
                                        the bytecode's debug section (codegen/lineinfo.c) */
    /* The full-precision math ops (exp, exp2 without flush_to_zero, log, log2, pow, fpowi,
     * sin, cos, tan, sinh, cosh, tanh, atan2; f16/bf16 through f32, and f64) call CUDA's math
     * library: the PTX declares `.extern .func ct_cm_*` (codegen/cuda_math.h) and the caller
     * must supply their definitions — build/cuda_math.h splices NVRTC's into the PTX, so that
     * the results are libdevice's (torch's) bit for bit. Not in an entry with a wgmma dot (a
     * call would serialise its wgmmas): there, and when false, the library's own inline forms
     * (codegen/ptx_math.c). build/build.c sets it (the cuda_math knob, NVRTC present). */
    bool cuda_math;

    /* IR dumps (architecture.md §2). Each dump is the module in the text form of
     * ct_print_module, preceded by the line
     *     // ----- IR Dump Before <pass> (<stage>) ----- //
     * (or "After"), where <stage> is tile, mem, sched or ptx: the stage of the IR the pass
     * consumes. Dumps are appended to `dump`; nothing is dumped when `dump` is NULL.
     * print_before / print_after: comma-separated pass names ("fold,cse"); an unknown name is
     * CUTILE_ERROR_INVALID_ARGUMENT. A pass that emits PTX dumps its IR input only ("Before"). */
    bool print_before_all;
    bool print_after_all;
    const char *print_before;
    const char *print_after;
    ct_buf *dump;
    /* time_passes: after the dumps, `dump` gets one line per pass that ran with its wall time,
     *     // ----- Pass timing ----- //
     *     //   0.042 ms  canonicalize (tile)
     *     ...
     *     //   1.234 ms  total
     * stage_ir[CT_STAGE_TILE / _MEM / _SCHED]: where not NULL, the module text (no header) at
     * the end of that stage — the input of the pass that leaves it — e.g. for CUTILE_DUMP_DIR.
     * A stage the compile does not reach (emit, or an error) leaves its buffer untouched. */
    bool time_passes;
    ct_buf *stage_ir[3];
    /* verify_each (CUTILE_VERIFY_EACH=1, `cutile compile --verify-each`): the verifier of the
     * stage (ct_verify_module_at) on the input, as tile-stage IR, and after every pass that
     * leaves IR (all but emit-ptx), so that a pass that breaks the IR fails where it does
     * instead of miscompiling later. An input with ops of a later stage is CUTILE_ERROR_VERIFY
     * "compile input: …"; IR a pass left that the verifier rejects is CUTILE_ERROR_INTERNAL
     * "the IR after pass <name> (<in> -> <out>) fails verification: <the verifier's message>".
     * It changes no output: a compile that succeeds gives the same text either way. */
    bool verify_each;

    const cuTileAllocator *allocator; /* for the result; NULL: malloc/free */
} ct_compile_config;

/* --------------------------------------- result --------------------------------------- */

/* How the launcher passes one compiled kernel parameter. */
typedef enum ct_param_kind {
    CT_PARAM_PTR = 1,   /* a 64-bit device address (.param .u64) */
    CT_PARAM_INT = 2,   /* an integer of `size` bytes, little-endian */
    CT_PARAM_FLOAT = 3, /* a float of `size` bytes (f16/bf16: 2, f32: 4, f64: 8) */
    CT_PARAM_BOOL = 4   /* i1: passed as a 32-bit 0/1 (size 4), cuTile's convention (ops §6.1) */
} ct_param_kind;

/* What the compiled code assumes about one argument: every fact an `assume` op stated on it
 * (directly or through a chain of assumes), plus the static extents/strides its array's
 * tensor_view fixed. The launcher must check each one and refuse a launch that breaks it
 * (architecture.md §6): the kernel was compiled relying on them. */
typedef struct ct_param_facts {
    uint64_t div_by;     /* ≥ 1. INT: value % div_by == 0. PTR: address % div_by == 0 (bytes) */
    bool has_lb, has_ub; /* INT: lb ≤ value ≤ ub (signed) */
    int64_t lb, ub;
    bool has_expect;     /* INT: value == expect (a shape/stride slot whose tensor_view entry is
                            static — e.g. "unit stride" — so the kernel ignores the argument) */
    int64_t expect;
} ct_param_facts;

/* The role a parameter plays in cuTile Python's calling convention (ops.md §6.1), as far as
 * the kernel body shows it: make_tensor_view(base = param p, rank n) makes p an array base
 * and the n + n following parameters its shape and stride slots. */
typedef enum ct_param_role {
    CT_ROLE_SCALAR = 0,  /* not recognised as part of an array */
    CT_ROLE_ARRAY_BASE,  /* array_rank = n; dim unused */
    CT_ROLE_ARRAY_SHAPE, /* dim = which dimension */
    CT_ROLE_ARRAY_STRIDE
} ct_param_role;

typedef struct ct_kernel_param {
    uint8_t kind;        /* ct_param_kind */
    uint8_t size;        /* bytes in the PTX .param (8, 4, 2 or 1) */
    uint8_t dtype;       /* ct_scalar: the value's type; for PTR, the pointee's */
    uint8_t role;        /* ct_param_role */
    uint8_t dim;         /* SHAPE / STRIDE: dimension index */
    uint8_t array_rank;  /* ARRAY_BASE: rank of the tensor_view built from it */
    bool used;           /* false: the kernel never reads it (still passed; keeps the ABI).
                            Known once PTX is emitted; false throughout for other emits */
    ct_param_facts facts;
} ct_kernel_param;

/* A parameter the compiler appends after the cuTile ones (architecture.md §6): the launcher
 * builds it from the cuTile arguments. CT_HIDDEN_TMA_DESC is a CUtensorMap (128 bytes, 64-byte
 * aligned, `.param .align 64 .b8 NAME[128]` in the PTX, ptx-manual §1.3) that the launcher
 * encodes with cuTensorMapEncodeTiled (§4.1) from `tma`; CT_HIDDEN_SCRATCH is the global
 * scratch buffer of allocas (codegen/ptx_alloca.c), which the launcher does not build yet.
 *
 * The tensor map's recipe. Arrays run innermost (contiguous) dimension first, as the driver
 * takes them: TMA dimension k is tensor dimension rank−1−k of the array. Each extent and stride
 * is a kernel parameter (its index into ct_kernel_info.params; the launcher reads the value it
 * passes there) or, where the tensor_view fixed it, a static number. Strides are in elements;
 * dimension 0's is 1 (the element size, implicit for the driver). */
enum { CT_TMA_MAX_RANK = 5, CT_TMA_STATIC = 0xFFFF };
typedef struct ct_tma_dim {
    uint16_t shape_param;  /* kernel parameter holding the extent, or CT_TMA_STATIC */
    uint16_t stride_param; /* … the stride in elements, or CT_TMA_STATIC */
    uint32_t box;          /* box extent in elements, 1…256 */
    int64_t shape, stride; /* the static values (0 where a parameter gives them) */
} ct_tma_dim;

/* CUtensorMapSwizzle values (cuda.h; ptx-manual §4.7): the smem layout a TMA copy writes. */
enum { CT_TMA_SWIZZLE_NONE = 0, CT_TMA_SWIZZLE_32B = 1, CT_TMA_SWIZZLE_64B = 2,
       CT_TMA_SWIZZLE_128B = 3 };

typedef struct ct_tma_recipe {
    uint8_t rank;      /* 1…CT_TMA_MAX_RANK */
    uint8_t dtype;     /* CUtensorMapDataType (cuda.h: UINT8 0, UINT16 1, UINT32 2, UINT64 4,
                          FLOAT16 6, FLOAT32 7, FLOAT64 8, BFLOAT16 9) */
    uint8_t elem_bytes; /* 1, 2, 4 or 8: the size of dtype */
    uint8_t swizzle;   /* CT_TMA_SWIZZLE_* */
    uint8_t oob_nan;   /* 0: out-of-bound elements read as zero; 1: NAN_REQUEST_ZERO_FMA */
    ct_tma_dim dim[CT_TMA_MAX_RANK]; /* [0, rank); the rest zero */
} ct_tma_recipe;

/* TMA_DESC: a tensor map the launcher encodes; SCRATCH: a buffer the caller passes (raw
 * launches); GRID: the launch's grid X, Y, Z as three u32 (12 bytes), which the launcher
 * passes to a persistent kernel while it starts fewer CTAs (codegen/ptx_persist.c). */
typedef enum ct_hidden_kind {
    CT_HIDDEN_TMA_DESC = 1,
    CT_HIDDEN_SCRATCH = 2,
    CT_HIDDEN_GRID = 3
} ct_hidden_kind;
/* The most hidden parameters a kernel gets: its tensor maps (CT_PTX_TMA_MAX_MAPS) and one
 * scratch pointer or (a persistent kernel has no scratch) the grid. With the entry's own
 * (CUTILE_MAX_ENTRY_PARAMS, a verifier limit) they bound what a launch passes
 * (CT_MAX_KERNEL_PARAMS), so no verified module has more. */
#define CT_MAX_HIDDEN_PARAMS 17
typedef struct ct_hidden_param {
    uint8_t kind;        /* ct_hidden_kind */
    uint32_t size;       /* bytes in the PTX .param (128 for a tensor map) */
    uint32_t align;      /* its alignment (64) */
    uint32_t source;     /* TMA_DESC: index of the array-base parameter it describes;
                            SCRATCH: bytes per tile block */
    ct_tma_recipe tma;   /* TMA_DESC */
} ct_hidden_param;

/* Most parameters (cuTile's plus hidden) a kernel may have to be launched: every one a verified
 * entry may declare and every hidden one the compiler may add; the launcher (launch/args.h)
 * refuses to plan more and the cache's metadata (build/kmeta.h) to store more. PTX allows 32764
 * bytes of parameters from ISA 8.1 (these take at most 512 × 8 + 16 × 128 + 8); 529 eight-byte
 * slots keep a launch's slot array on the stack. */
#define CT_MAX_KERNEL_PARAMS (CUTILE_MAX_ENTRY_PARAMS + CT_MAX_HIDDEN_PARAMS)

/* The suffix of a lone twin's entry name (ct_kernel_info.lone_dyn_smem): `$` is a PTX
 * identifier character that no bytecode entry name of cuTile Python's has. */
#define CT_LONE_SUFFIX "$lone"

/* The lone twin's entry name of entry `name` (len bytes), NUL-terminated, from `a`; NULL when
 * out of memory. (pass/compile.c) */
char *ct_lone_name(ct_arena *a, const char *name, size_t len);

typedef struct ct_kernel_info {
    const char *name;          /* PTX .entry name = the bytecode entry symbol */
    uint32_t block_dim[3];     /* threads per CTA (blockDim of the launch); y, z are 1. The
                                  PTX says .reqntid: any other block shape fails to launch.
                                  0 when the compile stopped before assign-layouts */
    uint32_t dyn_smem;         /* dynamic shared memory bytes to pass at launch: the region
                                  (ct_ring) that holds the stage ring of pipelined loops, wgmma
                                  staging and layout conversions above 48 KiB (smaller ones use
                                  a static buffer) */
    uint32_t lone_dyn_smem;    /* nonzero: the PTX also has the entry <name>CT_LONE_SUFFIX,
                                  this kernel with its rings sized for a CTA alone on its SM
                                  (deeper: more K steps in flight), launched with these dynamic
                                  shared memory bytes where the grid has no more CTAs than the
                                  device has SMs. Same block, parameters and hidden parameters */
    uint32_t cluster_dim[3];   /* 1,1,1 unless a cluster is required */
    bool pairs;                /* the launch may run the blocks in clusters of two along x
                                  (when the grid's x is even), whose pipelined loops then copy
                                  the tiles both read once (the cluster_pairs knob); the code
                                  runs right in clusters of one too */
    uint32_t nparams;          /* = number of entry arguments */
    const ct_kernel_param *params;
    uint32_t nhidden;
    const ct_hidden_param *hidden;
} ct_kernel_info;

typedef struct ct_compile_result {
    const char *ptx;           /* NUL-terminated PTX text (or IR text when emit != PTX) */
    size_t ptx_len;            /* without the NUL */
    uint32_t nkernels;         /* one per entry, in module order */
    const ct_kernel_info *kernels;
    ct_arena arena;            /* owns everything above */
} ct_compile_result;

/* Compiles every entry of m. On success *out owns its memory (free with
 * ct_compile_result_free); on failure *out is zeroed and d says why. */
ct_status ct_compile(const ct_module *m, const ct_compile_config *cfg, ct_compile_result *out,
                     ct_diag *d);

/* Releases a result. Accepts a zeroed result. */
void ct_compile_result_free(ct_compile_result *r);

/* Name of pass i of the pipeline (0-based), NULL past the last one (for `--print-before=`
 * help). A name can occur more than once (dce runs at two stages). */
const char *ct_compile_pass_name(size_t i);

/* Pass i of the pipeline as `cutile compile --list-passes` shows it: name, the stage of the IR
 * it reads and of the IR it leaves ("tile", "mem", "sched", "ptx"), and whether -O0 skips it.
 * false past the last pass. */
typedef struct ct_pass_info {
    const char *name, *stage_in, *stage_out;
    bool optional;
} ct_pass_info;
bool ct_compile_pass_info(size_t i, ct_pass_info *out);

#endif
