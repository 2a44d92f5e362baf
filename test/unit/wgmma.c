/* wgmma.c — the wgmma pieces of src/lower/lower_dots.c against ptx-manual §3: the matrix-descriptor
 * bit fields (§3.4, values worked out by hand), the K-major swizzled shared-memory layout
 * (16-bit and f8) against §4.7's address formulas, the per-instruction start offsets (§3.5),
 * and the accumulator layout against the §3.6 register table per warp, lane and register. */
#include "ir/ir.h"
#include "lower/mma.h"
#include "test.h"

/* §3.4: start (addr & 0x3FFFF) >> 4 at 0, LBO (1: unused for swizzled K-major) at 16, SBO =
 * 8 rows × S bytes >> 4 at 32, swizzle 1/2/3 = 128/64/32 B at 62. */
static void test_descriptor(void)
{
    ct_mma_wg_tile t;
    ct_mma_wg_tile_of(&t, 6, 6, 1); /* 64 rows of 64 bf16: 128-byte rows */
    CHECK_EQ_INT(t.ls, 7);
    CHECK(ct_mma_wg_desc(&t, 0x1400) == 0x4000004000010140ull);
    CHECK(ct_mma_wg_desc(&t, 0x41400) == 0x4000004000010140ull); /* only bits 4–17 count */
    ct_mma_wg_tile_of(&t, 6, 5, 1); /* 64-byte rows */
    CHECK(ct_mma_wg_desc(&t, 0) == 0x8000002000010000ull);
    ct_mma_wg_tile_of(&t, 7, 4, 1); /* 32-byte rows */
    CHECK(ct_mma_wg_desc(&t, 0x30) == 0xC000001000010003ull);
    ct_mma_wg_tile_of(&t, 6, 8, 1); /* 256 elements of K: 128-byte slabs */
    CHECK_EQ_INT(t.ls, 7);
}

/* §4.7: a 128-byte-row bf16 tile at a 1024-aligned base holds (r, c) at r·128 +
 * (((c >> 3) ^ (r & 7)) << 4) + (c & 7)·2, slabs of 64 columns rows·128 apart; 64- and 32-byte
 * rows: the unswizzled a = r·S + 2c, then a ^ (((a >> 7) & 3) << 4) (64 B) or
 * a ^ (((a >> 7) & 1) << 4) (32 B). */
static void test_smem_layout(void)
{
    ct_mma_wg_tile t;
    uint32_t bad = 0;
    ct_mma_wg_tile_of(&t, 7, 7, 1); /* 128 × 128 */
    for (uint32_t r = 0; r < 128; r++)
        for (uint32_t c = 0; c < 128; c++) {
            uint32_t want = (c / 64) * 128 * 128 + r * 128 + ((((c % 64) >> 3) ^ (r & 7)) << 4) +
                            (c & 7) * 2;
            bad += ct_mma_wg_byte(&t, r, c) != want;
        }
    for (uint32_t lk = 4; lk <= 5; lk++) {
        ct_mma_wg_tile_of(&t, 6, lk, 1);
        uint32_t s = 2u << lk, m = lk == 5 ? 3 : 1;
        for (uint32_t r = 0; r < 64; r++)
            for (uint32_t c = 0; c < 1u << lk; c++) {
                uint32_t a = r * s + 2 * c;
                bad += ct_mma_wg_byte(&t, r, c) != (a ^ (((a >> 7) & m) << 4));
            }
    }
    /* f8: 64 bytes of K per row (64B swizzle), byte c of row r unswizzled at r·64 + c */
    ct_mma_wg_tile_of(&t, 6, 6, 0);
    CHECK_EQ_INT(t.ls, 6);
    CHECK(ct_mma_wg_desc(&t, 0) == 0x8000002000010000ull);
    for (uint32_t r = 0; r < 64; r++)
        for (uint32_t c = 0; c < 64; c++) {
            uint32_t a = r * 64 + c;
            bad += ct_mma_wg_byte(&t, r, c) != (a ^ (((a >> 7) & 3) << 4));
        }
    CHECK_EQ_INT(bad, 0);
}

/* §3.5: inside a slab each k16 step adds 32 bytes; the next slab is rows·S further; 64 rows
 * further along M is 64·S (whole atoms: no swizzle term). */
static void test_step_offsets(void)
{
    ct_mma_wg_tile t;
    ct_mma_wg_tile_of(&t, 7, 7, 1);
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 0, 1), 32);
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 0, 3), 96);
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 0, 4), 128 * 128);
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 64, 5), 128 * 128 + 64 * 128 + 32);
    ct_mma_wg_tile_of(&t, 6, 4, 1);
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 0, 0), 0);
    ct_mma_wg_tile_of(&t, 6, 8, 0); /* f8, 256 of K: k32 steps of 32 bytes, 128-byte slabs */
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 0, 3), 96);
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 0, 4), 64 * 128);
}

/* §3.5, MN-major with 128-byte swizzle (the T4.04 case: N = 128 bf16, K = 64): element (n, k)
 * at atom n / 64 (LBO = 64 k-rows × 128 B = 8192 apart), k·128 + (n % 64)·2 inside, 16-byte
 * chunk XOR (k % 8); descriptor LBO 8192, SBO 1024; each k16 step 16·128 bytes further. */
static void test_mn_major(void)
{
    ct_mma_wg_tile t;
    uint32_t bad = 0;
    CHECK(ct_mma_wg_tile_mn(&t, 7, 6, 1));
    CHECK_EQ_INT(t.ls, 7);
    for (uint32_t n = 0; n < 128; n++)
        for (uint32_t k = 0; k < 64; k++) {
            uint32_t want = (n / 64) * 8192 + k * 128 + ((((n % 64) >> 3) ^ (k & 7)) << 4) +
                            (n & 7) * 2;
            bad += ct_mma_wg_byte(&t, n, k) != want;
        }
    CHECK_EQ_INT(bad, 0);
    CHECK(ct_mma_wg_desc(&t, 0) == (1ull << 62 | (1024ull >> 4) << 32 | (8192ull >> 4) << 16));
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 0, 1), 2048);
    CHECK_EQ_INT(ct_mma_wg_step_offset(&t, 64, 3), 8192 + 3 * 2048);
    /* 16 bf16 rows are 32 bytes: the 32-byte swizzle; 8 rows span no atom */
    CHECK(ct_mma_wg_tile_mn(&t, 4, 6, 1));
    CHECK_EQ_INT(t.ls, 5);
    CHECK(!ct_mma_wg_tile_mn(&t, 3, 6, 1));
}

static const ct_type *tile2(ct_module *m, ct_scalar s, int64_t r, int64_t c)
{
    int64_t shape[2] = {r, c};
    return ct_type_tile(m, ct_type_scalar(m, s), 2, shape);
}

/* §3.6 per instruction (m64nN, N ≤ 256): d[i] of warp w (in its warpgroup), lane (g, t) holds
 * row 16w + g + 8·((i >> 1) & 1), column 8·(i >> 2) + 2t + (i & 1). Tiled: register
 * i + nt·N/2 + mt·(all N)/2 is instruction (mt, nt), whose rows start at mt·16·warps (the
 * warpgroups stack first) and columns at nt·256. */
static void acc_case(ct_module *m, int64_t M, int64_t N, uint32_t warps)
{
    ct_mma_geom g;
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_BF16, M, 64), tile2(m, CT_S_BF16, 64, N),
                         tile2(m, CT_S_F32, M, N), warps) == NULL);
    ct_mma_wg_geom(&g);
    ct_ll l;
    ct_mma_layout(&g, CT_MMA_C, &l);
    uint32_t ni = N < 256 ? (uint32_t)N : 256, per = ni / 2, bad = 0;
    CHECK_EQ_INT(1u << l.nreg, (uint32_t)(M * N) / (32 * warps));
    CHECK(ct_ll_surjective(&l));
    for (uint32_t w = 0; w < warps; w++)
        for (uint32_t lane = 0; lane < 32; lane++)
            for (uint32_t r = 0; r < 1u << l.nreg; r++) {
                uint32_t i = r % per, nt = (r / per) % ((uint32_t)N / ni);
                uint32_t mt = r / (uint32_t)(N / 2), gq = lane / 4, t = lane % 4;
                uint32_t row = mt * 16 * warps + 16 * w + gq + 8 * ((i >> 1) & 1);
                uint32_t col = nt * 256 + 8 * (i >> 2) + 2 * t + (i & 1);
                bad += ct_ll_apply(&l, r, lane, w) != row * (uint32_t)N + col;
            }
    if (bad)
        fprintf(stderr, "accumulator %lldx%lld, %u warps: %u mismatches\n", (long long)M,
                (long long)N, warps, bad);
    CHECK_EQ_INT(bad, 0);
}

static void test_accumulator(void)
{
    ct_module *m = ct_module_new(NULL);
    CHECK(m != NULL);
    if (!m)
        return;
    acc_case(m, 64, 128, 4);  /* one instruction per warpgroup */
    acc_case(m, 128, 64, 4);  /* two M tiles per warpgroup */
    acc_case(m, 128, 256, 8); /* two warpgroups */
    acc_case(m, 64, 512, 4);  /* two N instructions */
    acc_case(m, 64, 16, 4);   /* narrow N */
    ct_module_free(m);
}

int main(void)
{
    test_descriptor();
    test_smem_layout();
    test_step_offsets();
    test_mn_major();
    test_accumulator();
    TEST_MAIN_END();
}
