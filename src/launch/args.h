/*
 * args.h — cuTile Python's calling convention on the host: typed launch arguments
 * (cuTileArg) checked against a kernel's signature and packed into its parameter slots.
 * Pure C, no CUDA: tested without a GPU (test/unit/launch_args.c).
 *
 * Convention (ops.md §6.1, conventions cutile_python_v1 and v2): every non-constant Python
 * parameter is one cuTileArg and fills consecutive kernel parameters —
 *   array of rank n   base pointer, n shapes, n strides (in elements, in the index type)
 *   list of arrays    pointer to the device descriptor table, length (int32)
 *   int / float / bool   one parameter of the scalar's type
 * (v2 tuples are flattened: each element is its own cuTileArg). Each kernel parameter is
 * passed through an 8-byte slot holding the value little-endian in its low bytes, so one
 * slot array serves parameters of every size.
 *
 * The plan. At module load, the compiler's per-parameter metadata (pass/compile.h:
 * ct_kernel_param — type, size, and the facts the code assumes) is grouped into typed
 * arguments. The grouping comes from the entry's name when it is cuTile-mangled
 * (`<name>_K<convention>_<one code per parameter>`, as cuTile Python names every kernel it
 * exports): the name also states each array's dtype, rank, index width, base alignment,
 * static or divisible shapes and strides, which are merged into the facts. Otherwise it comes
 * from how the body uses the parameters (ct_param_role): a pointer that builds a tensor_view
 * of rank n is an array, any other pointer a rank-0 array, every other parameter a scalar
 * (lists are then not recognised). A kernel whose signature cannot be expressed with cuTileArg
 * still loads: the plan records why, cuTileLaunch reports it, cuTileLaunchRaw works.
 */
#ifndef CT_LAUNCH_ARGS_H
#define CT_LAUNCH_ARGS_H

#include "pass/compile.h"
#include "util/util.h"

/* One typed argument: which kernel parameters it fills and what it must look like. */
typedef struct ct_arg_spec {
    uint8_t kind;          /* cuTileArgKind */
    uint8_t dtype;         /* cuTileDType of the array elements (ARRAY, ARRAY_LIST items) */
    uint8_t any_sign;      /* dtype came from the IR, which has no unsigned types: the
                              unsigned type of the same width is accepted too */
    uint8_t rank;          /* ARRAY */
    uint8_t index_unsigned; /* shapes/strides are uint32 (cuTile's `u` index type) */
    uint8_t value_unsigned; /* INT64 scalar of an unsigned dtype */
    uint32_t slot;         /* its first kernel parameter */
} ct_arg_spec;

typedef struct ct_arg_plan {
    uint32_t nargs;
    const ct_arg_spec *args;
    uint32_t nslots;               /* kernel parameters filled from the arguments */
    const ct_kernel_param *slots;  /* per parameter: type, size, facts to check */
    const char *unavailable;       /* non-NULL: why typed launches are refused */
} ct_arg_plan;

/* The length of the Python function's name at the start of a cuTile-mangled entry name
 * (`<name>_K<convention>_<codes>`, conventions t1 and t2, the whole name well formed): the part
 * before its last "_K", as cuTile Python's demangler reads it. 0 when `name` is not one. */
size_t ct_mangled_function_name(const char *name);

/* Builds the plan of kernel `k`, allocating from `arena`. Fails only for ERROR_OUT_OF_MEMORY
 * and ERROR_INVALID_ARGUMENT (more than CT_MAX_KERNEL_PARAMS parameters); any other obstacle
 * is recorded in plan->unavailable. */
ct_status ct_arg_plan_build(const ct_kernel_info *k, ct_arena *arena, ct_arg_plan *plan,
                            ct_diag *d);

/* Checks `args` against the plan and writes plan->nslots slots. ERROR_LAUNCH_ARGUMENT names the
 * argument ("args[2]") and the rule it breaks; ERROR_NOT_SUPPORTED when the plan is
 * unavailable. Writes nothing to `d` on success and allocates nothing. */
ct_status ct_args_pack(const ct_arg_plan *plan, const cuTileArg *args, size_t nargs,
                       uint64_t *slots, ct_diag *d);

#endif
