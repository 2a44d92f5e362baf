/* mma_desc.c — descriptor encodings of the asynchronous tensor-core instructions (mma_desc.h). */
#include "target/mma_desc.h"

/* Swizzle width 2^ls bytes → the layout code of each generation (index ls − 5: 32B, 64B, 128B). */
static const uint8_t swizzle_code[2][3] = {[CT_DESC_WGMMA] = {3, 2, 1},
                                           [CT_DESC_TCGEN05] = {6, 4, 2}};

uint64_t ct_smem_desc(ct_desc_gen gen, uint32_t ls, uint32_t lbo, uint32_t sbo, uint32_t addr)
{
    uint64_t code = swizzle_code[gen][ls - 5];
    uint64_t d = ((addr & 0x3FFFFu) >> 4) | (uint64_t)(lbo >> 4) << 16 | (uint64_t)(sbo >> 4) << 32;
    return gen == CT_DESC_WGMMA ? d | code << 62 : d | 1ull << 46 | code << 61;
}

uint32_t ct_tc_idesc(const ct_tc_instr *in)
{
    return (uint32_t)in->dfmt << 4 | (uint32_t)in->afmt << 7 | (uint32_t)in->bfmt << 10 |
           (uint32_t)in->a_mn << 15 | (uint32_t)in->b_mn << 16 | (uint32_t)(in->n >> 3) << 17 |
           (uint32_t)(in->m >> 4) << 24;
}

const char *ct_tc_kind_name(ct_tc_kind k)
{
    static const char *const names[] = {"f16", "tf32", "f8f6f4", "i8"};
    return names[k];
}

uint32_t ct_tmem_alloc_cols(uint32_t cols)
{
    uint32_t n = 32;
    while (n < cols)
        n <<= 1;
    return cols == 0 ? 0 : n <= CT_TMEM_COLS ? n : 0;
}
