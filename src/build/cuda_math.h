/*
 * cuda_math.h — CUDA's math library for the math ops (pass/compile.h, cuda_math): the
 * definitions of the ct_cm_* functions a kernel's PTX declares (codegen/cuda_math.h), from
 * NVRTC, spliced into that PTX so that ptxas sees one whole program (no relocatable link) and
 * the results are libdevice's bit for bit.
 *
 * NVRTC compiles the functions a kernel declares (one small source, -rdc: the functions are
 * `.func`s with no entry), the first time a kernel for that target needs that set; the PTX is
 * kept for the life of the process, one per target and set, up to 64 (a failure too, so a
 * broken NVRTC is not asked again; past 64, a set's PTX is compiled for each kernel needing
 * it). Kernels are cached as cubins on disk (build.h), so a process pays this compile only on
 * a kernel-cache miss, once per set (about 45 ms for one function). Thread-safe.
 *
 * Without NVRTC (or when it fails) nothing fails: build/build.c compiles the kernel again with
 * the library's own math functions (codegen/ptx_math.c). No GPU needed.
 */
#ifndef CT_BUILD_CUDA_MATH_H
#define CT_BUILD_CUDA_MATH_H

#include <stdbool.h>
#include <stddef.h>

#include "util/util.h"

/* Whether NVRTC loads (its version then in *major, *minor, which may be NULL). */
bool ct_cuda_math_available(unsigned *major, unsigned *minor);

/* If `ptx` declares ct_cm_* functions (`.extern .func` lines), appends to `out` the PTX with
 * those declarations made plain prototypes and, at its end, NVRTC's definitions of them and of
 * everything they reference (helper functions, module-scope tables), `.visible` dropped; sets
 * *spliced. Otherwise appends nothing and clears *spliced. `arch` is the PTX's target
 * ("sm_90a"). Errors: ct_nvrtc_compile's (NVRTC missing or failing), ERROR_INTERNAL for an
 * NVRTC output that lacks a function, ERROR_OUT_OF_MEMORY. */
ct_status ct_cuda_math_splice(const char *ptx, size_t len, const char *arch, ct_buf *out,
                              bool *spliced, ct_diag *d);

#endif
