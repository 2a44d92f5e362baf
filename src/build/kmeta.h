/*
 * kmeta.h — the compiler's launch metadata (pass/compile.h: one ct_kernel_info per kernel) as
 * bytes: the tail of a cache entry's metadata blob (cache/FORMAT.md §3.1). A disk hit turns
 * these bytes back into what the launcher needs (threads per block, shared memory, cluster
 * shape, parameters and the facts the code assumes) without parsing or compiling anything.
 *
 * The bytes come from files, so decoding trusts nothing: every count is checked against the
 * bytes left, every enumerated field against its range, padding must be zero, and the tail must
 * end exactly after the last kernel. A tail that breaks a rule makes the entry bad (a miss,
 * rebuilt), never a crash. The encoding is canonical: one ct_kernel_info list has one encoding
 * and decoding a tail then encoding the result gives the same bytes back.
 *
 * Pure functions; no files, no CUDA.
 */
#ifndef CT_BUILD_KMETA_H
#define CT_BUILD_KMETA_H

#include "cache/cache.h"
#include "pass/compile.h"

#define CT_KMETA_VERSION 4u       /* the tail layout; an unknown version is a bad entry */
#define CT_KMETA_HEADER_SIZE 8u   /* magic, version, kernel count */
#define CT_KMETA_KERNEL_SIZE 40u  /* per kernel, before its parameters */
#define CT_KMETA_PARAM_SIZE 40u   /* per parameter */
#define CT_KMETA_HIDDEN_SIZE 140u /* per hidden parameter: 20 + 24 per TMA dimension */

/* Appends the tail for kernels[0..n) to `out`. ERROR_INTERNAL (naming the kernel and field)
 * when the compiler produced a value the decoder would refuse, so that no entry is stored that
 * could never be loaded; ERROR_OUT_OF_MEMORY if `out` failed to grow. */
ct_status ct_kmeta_encode(const ct_kernel_info *kernels, uint32_t n, ct_buf *out, ct_diag *d);

/* Decodes the tail of `m` (a blob ct_cache_meta_decode accepted) into m->kernel_count kernel
 * descriptions allocated from `arena`, named by m's kernel names (pointers into the blob, which
 * must outlive them). With `arena` NULL the tail is only checked and *out is not written.
 * ERROR_CACHE with the offset in the tail and the rule broken; ERROR_OUT_OF_MEMORY. */
ct_status ct_kmeta_decode(const ct_cache_meta *m, ct_arena *arena, ct_kernel_info **out,
                          ct_diag *d);

#endif
