/* ptx_mma.h — PTX for `dot` (tensor-core MMA), the emitter ptx.c's table names. Internal to
 * src/codegen. */
#ifndef CT_CODEGEN_PTX_MMA_H
#define CT_CODEGEN_PTX_MMA_H

#include "codegen/ptx_emit.h"

/* mma.sync over the fragment registers of the operands, or FMAs for f32/f64 (lower/mma.h). */
ct_status ct_ptx_dot(em *e, const ct_op *op);

/* wgmma.mma_async for a dot ct_mma_wg_active picks (ptx_wgmma.c). */
ct_status ct_ptx_wgmma(em *e, const ct_op *op);

/* ftof between f32 and tf32 (the operand type of m16n8k8): tf32 → f32 is exact; f32 → tf32
 * rounds to 10 mantissa bits (nearest_even or zero). */
ct_status ct_ptx_tf32(em *e, const ct_op *op);

/* A tile in shared memory at a linear map of its flat index: the byte offset of each flat bit
 * (the ldmatrix staging here, the wgmma operands in ptx_wgmma.c); the offset of a flat index is
 * the XOR of the images of its set bits. */
typedef struct ct_ptx_smem_map {
    uint32_t img[32];
    uint32_t nbits;
    uint32_t le; /* log2 of the element bytes: 1 (16-bit) or 0 (f8, a byte in a b16 register) */
} ct_ptx_smem_map;
uint32_t ct_ptx_smem_map_bytes(const ct_ptx_smem_map *m, uint32_t flat);
/* Stores tile src at base + map(flat) from its owners; ts: src's thread part, tb (B32)
 * its bytes under the map at run time. */
ct_status ct_ptx_smem_map_write(em *e, ct_val src, const thread_part *ts, uint32_t tb,
                                const ct_ptx_smem_map *m, uint32_t base);

/* A convert_layout that stages a dot's 16-bit A/B operand (the always_swizzle knob): the
 * operand written row-major to shared memory with the XOR swizzle, read with ldmatrix. */
bool ct_ptx_mma_staged(em *e, const ct_op *op);
ct_status ct_ptx_mma_stage(em *e, const ct_op *op);

#endif
