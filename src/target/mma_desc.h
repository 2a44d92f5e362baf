/*
 * mma_desc.h — the bit encodings of the asynchronous tensor-core instructions: the 64-bit
 * shared-memory matrix descriptors of wgmma (sm_90a) and tcgen05 (sm_100a), and the 32-bit
 * tcgen05 instruction descriptor. Pure functions over the PTX ISA's field tables; which
 * operands get which encoding is the lowering's business (lower/lower_dots.c).
 *
 * Shared-memory descriptor (PTX ISA "Matrix Descriptor Format" for wgmma, "Shared Memory
 * Descriptor" for tcgen05): bits 0–13 start address >> 4, 16–29 leading-dimension byte
 * offset >> 4, 32–45 stride-dimension byte offset >> 4, 49–51 base offset (0: tiles here are
 * 1024-aligned); wgmma: swizzle in bits 62–63 (128B = 1, 64B = 2, 32B = 3); tcgen05: the
 * fixed version 0b001 in bits 46–48 and the layout type in bits 61–63 (128B = 2, 64B = 4,
 * 32B = 6; 0 no swizzle, 1 128B with 32-byte atoms, not used here).
 */
#ifndef CT_TARGET_MMA_DESC_H
#define CT_TARGET_MMA_DESC_H

#include <stdint.h>

typedef enum ct_desc_gen { CT_DESC_WGMMA, CT_DESC_TCGEN05 } ct_desc_gen;

/* The descriptor of a tile swizzled over 2^ls bytes (ls: 5, 6 or 7), with the given leading
 * and stride byte offsets, start address `addr` (a shared-window byte address; only bits 4–17
 * count). */
uint64_t ct_smem_desc(ct_desc_gen gen, uint32_t ls, uint32_t lbo, uint32_t sbo, uint32_t addr);

/* tcgen05.mma .kind and its operand/accumulator format codes (instruction descriptor bits
 * 4–5: D f16 0, f32 1, s32 2; bits 7–9 A and 10–12 B: kind::f16 f16 0 / bf16 1, kind::tf32
 * tf32 2, kind::f8f6f4 e4m3 0 / e5m2 1, kind::i8 unsigned 0 / signed 1). */
typedef enum ct_tc_kind { CT_TC_F16, CT_TC_TF32, CT_TC_F8F6F4, CT_TC_I8 } ct_tc_kind;
enum { CT_TC_D_F16 = 0, CT_TC_D_F32 = 1, CT_TC_D_S32 = 2 };

typedef struct ct_tc_instr {
    uint8_t dfmt, afmt, bfmt; /* the codes above */
    uint8_t a_mn, b_mn;       /* 1: the operand is MN-major in shared memory (bits 15, 16) */
    uint16_t m, n;            /* instruction shape: M 64/128/256 (bits 24–28, M >> 4); N a
                                 multiple of 8 up to 256 (bits 17–22, N >> 3) */
} ct_tc_instr;

/* The 32-bit instruction descriptor (dense, no negation, no saturation). */
uint32_t ct_tc_idesc(const ct_tc_instr *in);
/* The .kind qualifier's name ("f16", "tf32", "f8f6f4", "i8"). */
const char *ct_tc_kind_name(ct_tc_kind k);

/* Tensor memory: 128 lanes × 512 columns of 32 bits per SM; tcgen05.alloc takes a power of two
 * of columns from 32 to 512. The columns to allocate for `cols` (0: none), or 0 when more than
 * 512 are needed. */
#define CT_TMEM_COLS 512u
uint32_t ct_tmem_alloc_cols(uint32_t cols);

#endif
