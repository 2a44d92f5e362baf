/* mma_desc.c — the descriptor encodings of src/target/mma_desc.c against values assembled by
 * hand from the PTX ISA's field tables ("Instruction descriptor" of tcgen05.mma for .kind::f16,
 * .kind::tf32, .kind::f8f6f4 and .kind::i8; "Shared Memory Descriptor" of tcgen05; "Matrix
 * Descriptor Format" of wgmma), each written as its fields shifted into place. */
#include "target/mma_desc.h"
#include "test.h"

static void test_idesc(void)
{
    /* bf16 × bf16 → f32, M 64, N 128, both K-major: D f32 (1) at bit 4, A and B bf16 (1) at
     * bits 7 and 10, N >> 3 = 16 at bit 17, M >> 4 = 4 at bit 24 */
    ct_tc_instr bf = {CT_TC_D_F32, 1, 1, 0, 0, 64, 128};
    CHECK_EQ_INT(ct_tc_idesc(&bf), 1u << 4 | 1u << 7 | 1u << 10 | 16u << 17 | 4u << 24);
    bf.b_mn = 1; /* B MN-major: bit 16 */
    CHECK_EQ_INT(ct_tc_idesc(&bf), 0x4210490);
    /* s8 × u8 → s32, M 64, N 256, A MN-major: D s32 (2), A signed (1), B unsigned (0), bit 15 */
    ct_tc_instr i8 = {CT_TC_D_S32, 1, 0, 1, 0, 64, 256};
    CHECK_EQ_INT(ct_tc_idesc(&i8), 2u << 4 | 1u << 7 | 1u << 15 | 32u << 17 | 4u << 24);
    /* tf32 (2) × tf32, N 8, M 128 */
    ct_tc_instr tf = {CT_TC_D_F32, 2, 2, 0, 0, 128, 8};
    CHECK_EQ_INT(ct_tc_idesc(&tf), 1u << 4 | 2u << 7 | 2u << 10 | 1u << 17 | 8u << 24);
    /* e5m2 (1) × e4m3 (0) */
    ct_tc_instr f8 = {CT_TC_D_F32, 1, 0, 0, 0, 64, 64};
    CHECK_EQ_INT(ct_tc_idesc(&f8), 1u << 4 | 1u << 7 | 8u << 17 | 4u << 24);
    CHECK(strcmp(ct_tc_kind_name(CT_TC_F8F6F4), "f8f6f4") == 0);
    CHECK(strcmp(ct_tc_kind_name(CT_TC_I8), "i8") == 0);
}

static void test_smem_desc(void)
{
    /* start 0x10400 >> 4 (14 bits: 0x1040), LBO 16 >> 4, SBO 1024 >> 4 */
    uint64_t fields = 0x1040ull | 1ull << 16 | 64ull << 32;
    /* wgmma: 128B swizzle 1 in bits 62–63 */
    CHECK(ct_smem_desc(CT_DESC_WGMMA, 7, 16, 1024, 0x10400) == (fields | 1ull << 62));
    /* tcgen05: version 1 in bits 46–48; 128B swizzle 2 in bits 61–63 */
    CHECK(ct_smem_desc(CT_DESC_TCGEN05, 7, 16, 1024, 0x10400) ==
          (fields | 1ull << 46 | 2ull << 61));
    /* 64B (4) and 32B (6); an MN-major LBO of 8192 */
    CHECK(ct_smem_desc(CT_DESC_TCGEN05, 6, 8192, 512, 0) ==
          (512ull << 16 | 32ull << 32 | 1ull << 46 | 4ull << 61));
    CHECK(ct_smem_desc(CT_DESC_TCGEN05, 5, 16, 256, 0) ==
          (1ull << 16 | 16ull << 32 | 1ull << 46 | 6ull << 61));
    CHECK(ct_smem_desc(CT_DESC_WGMMA, 5, 16, 256, 0) == (1ull << 16 | 16ull << 32 | 3ull << 62));
}

static void test_tmem_cols(void)
{
    /* tcgen05.alloc: a power of two of columns, 32 … 512 */
    static const uint32_t in[] = {0, 1, 32, 33, 100, 256, 512, 513, 1024};
    static const uint32_t out[] = {0, 32, 32, 64, 128, 256, 512, 0, 0};
    for (size_t i = 0; i < sizeof in / sizeof in[0]; i++)
        CHECK_EQ_INT(ct_tmem_alloc_cols(in[i]), out[i]);
}

int main(void)
{
    test_idesc();
    test_smem_desc();
    test_tmem_cols();
    TEST_MAIN_END();
}
