/*
 * tma.h — the hidden tensor-map parameters of a launch (architecture.md §6; ptx-manual §4.1):
 * cuTensorMapEncodeTiled's arguments made from a recipe the compiler recorded
 * (pass/compile.h: ct_tma_recipe) and the values of the kernel's cuTile parameters, checked
 * against the driver's rules so that a violation is an error naming the argument, never
 * undefined behaviour; then the encode, cached per kernel and hidden parameter.
 *
 * ct_tma_args_of is pure C (tested without a GPU: test/unit/launch_tma.c); ct_tma_build calls
 * the driver.
 */
#ifndef CT_LAUNCH_TMA_H
#define CT_LAUNCH_TMA_H

#include <pthread.h>

#include "launch/args.h"

/* cuTensorMapEncodeTiled's arguments (innermost dimension first; strides in bytes, for
 * dimensions 1…rank−1). Compared bytewise as a cache key: built zeroed. */
typedef struct ct_tma_args {
    uint32_t dtype, rank;
    uint64_t addr;
    uint64_t dims[CT_TMA_MAX_RANK];
    uint64_t strides[CT_TMA_MAX_RANK - 1];
    uint32_t box[CT_TMA_MAX_RANK];
    uint32_t swizzle, oob_fill;
} ct_tma_args;

#define CT_TMA_MAX_MAPS 16 /* tensor maps a launch builds (codegen/ptx_tma.h makes no more) */

/* Where the launcher reads a cuTile parameter's value: `slots` (typed launches: the 8-byte
 * slots ct_args_pack wrote, integers sign-extended) or `raw` (raw launches: one pointer per
 * parameter, to a value of the parameter's size). Messages name args[i] of `plan` (typed) or
 * the kernel parameter (raw). */
typedef struct ct_tma_values {
    const ct_arg_plan *plan; /* the kernel's cuTile parameters (kind, size), its arguments */
    const uint64_t *slots;   /* typed, or NULL */
    void *const *raw;        /* raw, or NULL */
} ct_tma_values;

/* The encode arguments of hidden parameter h. ERROR_LAUNCH_ARGUMENT naming the argument and the
 * rule TMA imposes (16-byte aligned data pointer, strides positive multiples of 16 bytes below
 * 2^40, extents 1…2^31−1, as the kernel's 32-bit coordinates reach) — the kernel was compiled
 * to copy this array with TMA (the prefer_tma knob); ERROR_INVALID_ARGUMENT for a NULL raw
 * parameter pointer. Allocates nothing. */
ct_status ct_tma_args_of(const ct_hidden_param *h, const ct_tma_values *v, ct_tma_args *out,
                         ct_diag *d);

/* The last map encoded for one hidden parameter of a kernel, keyed on its encode arguments.
 * `lock` guards the rest; a launch that finds it taken encodes without the cache (launches
 * never wait for each other). */
typedef struct ct_tma_cache {
    _Alignas(64) unsigned char map[128];
    ct_tma_args key;
    int valid;
    pthread_mutex_t lock;
} ct_tma_cache;

struct cuTileKernel_st;

/* Sets up kernel k's cache (k->hidden, k->nhidden set), from `arena`. ERROR_NOT_SUPPORTED for
 * more than CT_TMA_MAX_MAPS tensor maps; ERROR_OUT_OF_MEMORY. */
ct_status ct_tma_cache_init(struct cuTileKernel_st *k, ct_arena *arena, ct_diag *d);
void ct_tma_cache_free(struct cuTileKernel_st *k);

/* The hidden parameters of a launch of k: params[plan.nslots + h] for each hidden parameter h,
 * pointing at a map encoded into maps[h] — for a raw launch only where the caller passed NULL
 * there (v->raw; a non-NULL pointer is the caller's own map and passes through). Errors: those
 * of ct_tma_args_of, ERROR_CUDA (the driver's encode refused the arguments), ERROR_NOT_SUPPORTED
 * (a driver without cuTensorMapEncodeTiled; a raw launch leaving a scratch parameter NULL). */
ct_status ct_tma_fill(const struct cuTileKernel_st *k, const ct_tma_values *v, void **params,
                      unsigned char (*maps)[128], ct_diag *d);

#endif
