/*
 * target.h — the GPU targets the compiler can emit code for, as one X-macro table.
 *
 * A target is what nvJitLink's -arch names (sm_80 … sm_120a): the PTX `.target`, the
 * `.version` to emit for it, the instruction families the lowering may use there, and the
 * shared-memory limit a block may opt into. Pure data and lookups; no CUDA.
 *
 * PTX ISA: every row emits 8.7, the newest ISA that CUDA 12.8's nvJitLink accepts (12.8 is
 * the oldest toolkit this library supports; 13.0 accepts up to 9.0). 8.7 is at or above each
 * row's minimum (the ptx_lo column: sm_80 7.0, sm_86 7.1, sm_89 7.8, sm_90 7.8, sm_90a 8.0,
 * sm_100(a) 8.6, sm_120(a) 8.7, measured with ptxas 13.0, design/ptx-manual.md §1.1) — so
 * every instruction family of that section is available to the emitter without per-feature
 * version checks.
 * A future row that needs a newer ISA (sm_103a: 8.8) says so in its own column.
 */
#ifndef CT_TARGET_H
#define CT_TARGET_H

#include <stdint.h>

#include "util/util.h"

/* Instruction families the lowering chooses between. One bit each. */
#define CT_FEATURE_LIST(X)                                                                     \
    X(MMA_SYNC, "mma.sync")        /* warp-level tensor-core MMA (f16/bf16/tf32/int8) */      \
    X(LDMATRIX, "ldmatrix")        /* warp-cooperative shared → register matrix loads */      \
    X(CP_ASYNC, "cp.async")        /* per-thread asynchronous global → shared copies */       \
    X(MBARRIER, "mbarrier")        /* shared-memory barriers; tx-counts need TMA as well */   \
    X(FP8, "fp8")                  /* e4m3/e5m2 conversions and mma.sync */                   \
    X(TMA, "tma")                  /* cp.async.bulk(.tensor) with tensor maps */              \
    X(CLUSTERS, "clusters")        /* thread-block clusters, distributed shared memory */     \
    X(WGMMA, "wgmma")              /* warpgroup MMA (sm_90a only) */                          \
    X(TCGEN05, "tcgen05")          /* 5th-generation tensor cores, tensor memory (sm_100a) */ \
    X(BF16_EXT, "bf16-ext")        /* cvt to bf16 from ints and f64, atom/red.add.bf16 */     \
    X(GDC, "griddepcontrol")       /* programmatic dependent launch: griddepcontrol */        \
    X(CVT_TF32, "cvt-tf32")        /* cvt.rn/.rz.tf32.f32 (PTX 7.8, sm_90) */

enum {
#define CT_X_(id, name) CT_FEATURE_BIT_##id,
    CT_FEATURE_LIST(CT_X_)
#undef CT_X_
    CT_FEATURE_COUNT
};
enum {
#define CT_X_(id, name) CT_FEAT_##id = 1u << CT_FEATURE_BIT_##id,
    CT_FEATURE_LIST(CT_X_)
#undef CT_X_
};

/* Feature sets, each generation adding to the one it extends. */
#define CT_FEATS_AMPERE (CT_FEAT_MMA_SYNC | CT_FEAT_LDMATRIX | CT_FEAT_CP_ASYNC | CT_FEAT_MBARRIER)
#define CT_FEATS_ADA (CT_FEATS_AMPERE | CT_FEAT_FP8)
#define CT_FEATS_HOPPER                                                                        \
    (CT_FEATS_ADA | CT_FEAT_TMA | CT_FEAT_CLUSTERS | CT_FEAT_BF16_EXT | CT_FEAT_GDC |         \
     CT_FEAT_CVT_TF32)

/* The targets. Columns:
 *   id, name (-arch and .target), ptx (the .version to emit, major*10+minor),
 *   ptx_lo (the lowest .version ptxas accepts for the target: a ptx_version override's floor),
 *   cc_lo…cc_hi (device compute capabilities, major*10+minor, that get this target when the
 *   caller names none; 0…0 = never chosen automatically),
 *   smem (bytes of shared memory one block may opt into, CUDA programming guide table),
 *   l2 (MiB of L2 cache of the row's main part, as published: A100 40, A10/A40/RTX 3090 6,
 *   L40S 96, H100/H200 50, B200 126, GB10 24, RTX 5090 96; only a cost model reads it:
 *   lower/grid_order.c),
 *   features.
 * An sm_XXa cubin runs only on compute capability XX exactly, so 9.0, 10.0 and 12.0 get the `a`
 * rows and the other 10.x and 12.x devices (10.3, 12.1: B300, GB10) the plain sm_100 / sm_120,
 * whose cubins run on every minor version at or above theirs; the plain rows have the Hopper
 * instruction families only (no wgmma, no tcgen05, which need the `a` targets). */
#define CT_TARGET_LIST(X)                                                                      \
    X(SM80, "sm_80", 87, 70, 80, 85, 166912, 40, CT_FEATS_AMPERE)                              \
    X(SM86, "sm_86", 87, 71, 86, 88, 101376, 6, CT_FEATS_AMPERE)                               \
    X(SM89, "sm_89", 87, 78, 89, 89, 101376, 96, CT_FEATS_ADA)                                 \
    X(SM90, "sm_90", 87, 78, 91, 99, 232448, 50, CT_FEATS_HOPPER)                              \
    X(SM90A, "sm_90a", 87, 80, 90, 90, 232448, 50, CT_FEATS_HOPPER | CT_FEAT_WGMMA)            \
    X(SM100, "sm_100", 87, 86, 101, 109, 232448, 126, CT_FEATS_HOPPER)                         \
    X(SM100A, "sm_100a", 87, 86, 100, 100, 232448, 126, CT_FEATS_HOPPER | CT_FEAT_TCGEN05)     \
    X(SM120, "sm_120", 87, 87, 121, 129, 101376, 24, CT_FEATS_HOPPER)                          \
    X(SM120A, "sm_120a", 87, 87, 120, 120, 101376, 96, CT_FEATS_HOPPER)

typedef enum ct_target_id {
#define CT_X_(id, name, ptx, ptx_lo, cc_lo, cc_hi, smem, l2, feats) CT_TARGET_##id,
    CT_TARGET_LIST(CT_X_)
#undef CT_X_
    CT_TARGET_COUNT
} ct_target_id;

typedef struct ct_target {
    ct_target_id id;
    const char *name;     /* "sm_90a": the -arch value and the PTX .target */
    uint8_t ptx_major;    /* .version ptx_major.ptx_minor */
    uint8_t ptx_minor;
    uint8_t ptx_lo;       /* lowest .version for it, major*10 + minor */
    uint16_t cc_lo, cc_hi;
    uint32_t smem_optin;  /* max shared memory per block (static + dynamic), bytes */
    uint32_t l2_mib;      /* L2 cache of the row's main part, MiB (a cost model's input) */
    uint32_t features;    /* CT_FEAT_* */
} ct_target;

extern const ct_target ct_targets[CT_TARGET_COUNT];

/* 32-bit registers one block may use: 64K on every target of the table (CUDA programming
 * guide, technical specifications per compute capability 8.0 … 12.0; a thread addresses at
 * most 255). Codegen refuses a tile that would need more than this in each thread. */
#define CT_TARGET_BLOCK_REGS 65536u
/* 32-bit registers one thread may address (the same guide: 255 on every target of the table);
 * what a kernel needs beyond it, ptxas spills to local memory. */
#define CT_TARGET_THREAD_REGS 255u

static inline int ct_target_has(const ct_target *t, uint32_t feature)
{
    return (t->features & feature) == feature;
}

/* Static shared memory a block may declare without opting in (every target). */
#define CT_SMEM_STATIC (48 * 1024)

/* Whether a tile of `bytes` can be one staging buffer in t's shared memory at all: in the
 * static buffer, or in the dynamic region with 1 KiB of alignment slack (what else the kernel
 * stages may still leave too little beside it: codegen checks that). */
static inline int ct_target_smem_holds(const ct_target *t, uint64_t bytes)
{
    return bytes <= CT_SMEM_STATIC || bytes + 1024 <= t->smem_optin;
}

/* Looks a target up by name: "sm_90a", or the bare number "90a". NULL if unknown; with `d`,
 * ERROR_INVALID_ARGUMENT and a message listing the known names. */
const ct_target *ct_target_by_name(const char *name, ct_diag *d);

/* The target for a device of compute capability major.minor (9.0 → sm_90a, 8.9 → sm_89, …).
 * NULL if no row covers it; with `d`, ERROR_NOT_SUPPORTED and a message. */
const ct_target *ct_target_for_cc(int major, int minor, ct_diag *d);

/* Whether a cubin for `t` loads on a device of compute capability `cc` (major*10+minor): an
 * `a` target only on its own capability, a plain one on the same major version at or above
 * its own (CUDA's binary compatibility rule). */
int ct_target_runs_on(const ct_target *t, int cc);

/* Name of one feature bit (CT_FEATURE_BIT_*), e.g. "wgmma". */
const char *ct_feature_name(int bit);

#endif
