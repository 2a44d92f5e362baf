/*
 * tile_args.h — the array arguments of cuTileLaunch (a cuTileArg of kind CUTILE_ARG_ARRAY) for
 * device buffers, in one place for the samples, the GPU tests (test/gpu) and the benchmarks
 * (bench). Nearly every buffer they launch on is a dense row-major array, whose strides follow
 * from its shape; tile_arg_strided takes them spelled out.
 */
#ifndef CUTILE_SAMPLES_TILE_ARGS_H
#define CUTILE_SAMPLES_TILE_ARGS_H

#include <stdint.h>

#include "cutile_rt.h"

/* The array at device address `data`: `rank` (≤ CUTILE_MAX_RANK) extents and element strides,
 * outermost first. */
static inline cuTileArg tile_arg_strided(uint64_t data, cuTileDType dtype, int rank,
                                         const int64_t *shape, const int64_t *strides)
{
    cuTileArg a = {.kind = CUTILE_ARG_ARRAY};
    a.u.array.data = data;
    a.u.array.dtype = dtype;
    a.u.array.rank = rank;
    for (int i = 0; i < rank; i++)
        a.u.array.shape[i] = shape[i], a.u.array.strides[i] = strides[i];
    return a;
}

/* The dense row-major array at `data`: the last dimension has unit stride, each other the
 * product of the extents inside it. */
static inline cuTileArg tile_arg_array(uint64_t data, cuTileDType dtype, int rank,
                                       const int64_t *shape)
{
    int64_t strides[CUTILE_MAX_RANK];
    for (int64_t i = rank - 1, s = 1; i >= 0; s *= shape[i], i--)
        strides[i] = s;
    return tile_arg_strided(data, dtype, rank, shape, strides);
}

/* tile_arg_array with the extents written out, outermost first; their count is the rank:
 * TILE_ARRAY(p, CUTILE_DTYPE_F32, n) is a vector, TILE_ARRAY(p, dt, rows, cols) a matrix.
 * (sizeof does not evaluate the extents: each is evaluated once.) */
#define TILE_ARRAY(data, dtype, ...)                                                           \
    tile_arg_array((data), (dtype),                                                            \
                   (int)(sizeof((const int64_t[]){__VA_ARGS__}) / sizeof(int64_t)),            \
                   (const int64_t[]){__VA_ARGS__})

#endif
