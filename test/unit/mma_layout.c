/* mma_layout.c — the tensor-core fragment layouts of src/lower/lower_dots.c against the register
 * tables of ptx-manual §2.1–2.3 (written out here per lane and register, g = lane / 4,
 * t = lane % 4), the warp split, and the shapes and types the mma.sync path refuses. */
#include "ir/ir.h"
#include "lower/mma.h"
#include "test.h"

/* Element (row, col) that register `reg` (an element index: 32-bit register j holds elements
 * j·p … j·p+p−1) of lane `lane` holds, per the manual's tables. */
typedef void (*table_fn)(uint32_t lane, uint32_t reg, uint32_t *row, uint32_t *col);

/* m16n8k16 f16/bf16 A (16×16): a0 (g, 2t..), a1 (g+8, 2t..), a2 (g, 2t+8..), a3 (g+8, 2t+8..) */
static void a_f16(uint32_t lane, uint32_t reg, uint32_t *row, uint32_t *col)
{
    uint32_t j = reg / 2, h = reg % 2, g = lane / 4, t = lane % 4;
    *row = g + (j == 1 || j == 3 ? 8 : 0);
    *col = 2 * t + h + (j >= 2 ? 8 : 0);
}
/* B (16×8 as K×N): b0 (k = 2t.., n = g), b1 (k = 2t+8.., n = g) */
static void b_f16(uint32_t lane, uint32_t reg, uint32_t *row, uint32_t *col)
{
    uint32_t j = reg / 2, h = reg % 2;
    *row = 2 * (lane % 4) + h + 8 * j;
    *col = lane / 4;
}
/* C/D (16×8): d0, d1 (g, 2t..), d2, d3 (g+8, 2t..) */
static void c_f32(uint32_t lane, uint32_t reg, uint32_t *row, uint32_t *col)
{
    *row = lane / 4 + (reg >= 2 ? 8 : 0);
    *col = 2 * (lane % 4) + reg % 2;
}
/* m16n8k8 tf32 A (16×8): (g, t), (g+8, t), (g, t+4), (g+8, t+4) */
static void a_tf32(uint32_t lane, uint32_t reg, uint32_t *row, uint32_t *col)
{
    *row = lane / 4 + (reg == 1 || reg == 3 ? 8 : 0);
    *col = lane % 4 + (reg >= 2 ? 4 : 0);
}
/* B (8×8): (k = t, n = g), (k = t+4, n = g) */
static void b_tf32(uint32_t lane, uint32_t reg, uint32_t *row, uint32_t *col)
{
    *row = lane % 4 + 4 * reg;
    *col = lane / 4;
}
/* m16n8k32 8-bit A (16×32): a0 (g, 4t..4t+3), a1 (g+8, ..), a2 (g, 16+4t..), a3 (g+8, 16+4t..) */
static void a_i8(uint32_t lane, uint32_t reg, uint32_t *row, uint32_t *col)
{
    uint32_t j = reg / 4, i = reg % 4;
    *row = lane / 4 + (j == 1 || j == 3 ? 8 : 0);
    *col = 4 * (lane % 4) + i + (j >= 2 ? 16 : 0);
}
/* B (32×8): b0 (k = 4t..4t+3, n = g), b1 (k = 16+4t.., n = g) */
static void b_i8(uint32_t lane, uint32_t reg, uint32_t *row, uint32_t *col)
{
    *row = 4 * (lane % 4) + reg % 4 + 16 * (reg / 4);
    *col = lane / 4;
}

static const ct_type *tile2(ct_module *m, ct_scalar s, int64_t r, int64_t c)
{
    int64_t shape[2] = {r, c};
    return ct_type_tile(m, ct_type_scalar(m, s), 2, shape);
}

/* One instruction tile with one warp: every lane and register against the table. */
static void one_tile(ct_module *m, ct_scalar in, ct_scalar acc, uint32_t k, table_fn fa,
                     table_fn fb, const char *what)
{
    ct_mma_geom g;
    const char *why = ct_mma_geom_of(&g, tile2(m, in, 16, k), tile2(m, in, k, 8),
                                     tile2(m, acc, 16, 8), 1);
    CHECK(why == NULL);
    if (why)
        return;
    table_fn fns[3] = {fa, fb, c_f32};
    uint32_t cols[3] = {k, 8, 8}, nregs[3] = {k / 2, k / 4, 4}; /* 16·K, K·8, 16·8 over 32 lanes */
    for (uint32_t role = 0; role < 3; role++) {
        ct_ll l;
        ct_mma_layout(&g, role, &l);
        CHECK_EQ_INT(1u << l.nreg, nregs[role]);
        CHECK_EQ_INT(l.nwarp, 0);
        CHECK(ct_ll_surjective(&l));
        CHECK(ct_ll_is_permutation(&l));
        uint32_t bad = 0;
        for (uint32_t lane = 0; lane < 32; lane++)
            for (uint32_t r = 0; r < nregs[role]; r++) {
                uint32_t row, col;
                fns[role](lane, r, &row, &col);
                bad += ct_ll_apply(&l, r, lane, 0) != row * cols[role] + col;
            }
        if (bad)
            fprintf(stderr, "%s operand %u: %u mismatches\n", what, role, bad);
        CHECK_EQ_INT(bad, 0);
    }
}

/* tile<64x32> accumulator, 4 warps: both dimensions are 2^5 rows per warp after one M split,
 * so warps split M twice (16-row slabs); each warp walks N in 4 register tiles. Warp w, lane,
 * register e + 4·ni holds (16w + g + 8·(e/2), 8·ni + 2t + e%2). */
static void tiled_acc(ct_module *m)
{
    ct_mma_geom g;
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_BF16, 64, 32), tile2(m, CT_S_BF16, 32, 32),
                         tile2(m, CT_S_F32, 64, 32), 4) == NULL);
    CHECK_EQ_INT(g.lwm, 2);
    CHECK_EQ_INT(g.lwn, 0);
    ct_ll l;
    ct_mma_layout(&g, CT_MMA_C, &l);
    CHECK_EQ_INT(l.nreg, 4);
    uint32_t bad = 0;
    for (uint32_t w = 0; w < 4; w++)
        for (uint32_t lane = 0; lane < 32; lane++)
            for (uint32_t r = 0; r < 16; r++) {
                uint32_t e = r % 4, ni = r / 4, g4 = lane / 4, t = lane % 4;
                uint32_t row = 16 * w + g4 + 8 * (e / 2), col = 8 * ni + 2 * t + e % 2;
                bad += ct_ll_apply(&l, r, lane, w) != row * 32 + col;
            }
    CHECK_EQ_INT(bad, 0);
    /* B is copied over the 4 M warps: warp bits have zero bases */
    ct_mma_layout(&g, CT_MMA_B, &l);
    CHECK_EQ_INT(l.base[ct_ll_warp0(&l)], 0);
    CHECK_EQ_INT(l.base[ct_ll_warp0(&l) + 1], 0);
    CHECK(ct_ll_surjective(&l));
}

/* The wide tcgen05 accumulator (lower/mma.h) against tcgen05.ld .32x32b (PTX ISA "Matrix
 * fragments for shape .32x32b": thread l of a warp reads tensor-memory lane base + l, register
 * r column base + r) with the M=128 data path (row i of a block in lane i) and the warp rule
 * (warp w reaches lanes 32·(w % 4)…): 256x128, 8 warps — warps w and w + 4 share their lanes
 * and take column halves; register r < 64 is column 64·(w / 4) + r of block 0, then block 1. */
static void tc_wide_acc(ct_module *m)
{
    ct_mma_geom g;
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_BF16, 256, 64), tile2(m, CT_S_BF16, 64, 128),
                         tile2(m, CT_S_F32, 256, 128), 8) == NULL);
    ct_mma_wg_geom(&g);
    CHECK(ct_mma_tc_wide(&g));
    CHECK_EQ_INT(ct_mma_tc_cols(&g), 256); /* two blocks of 128 columns */
    ct_ll l;
    ct_mma_tc_acc_layout(&g, &l);
    CHECK_EQ_INT(l.nreg, 7);
    uint32_t bad = 0;
    for (uint32_t w = 0; w < 8; w++)
        for (uint32_t lane = 0; lane < 32; lane++)
            for (uint32_t r = 0; r < 128; r++) {
                uint32_t block = r / 64, row = 128 * block + 32 * (w % 4) + lane;
                uint32_t col = 64 * (w / 4) + r % 64;
                bad += ct_ll_apply(&l, r, lane, w) != row * 128 + col;
            }
    CHECK_EQ_INT(bad, 0);
    CHECK(ct_ll_surjective(&l));
}

/* 128×128 accumulator, 8 warps: M, N, M (larger remaining extent first) → 4 × 2 warps of
 * 32×64; a 16×8 tile with 8 warps: no split possible, all warps hold copies. */
static void warp_split(ct_module *m)
{
    ct_mma_geom g;
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_F16, 128, 64), tile2(m, CT_S_F16, 64, 128),
                         tile2(m, CT_S_F32, 128, 128), 8) == NULL);
    CHECK_EQ_INT(g.lwm, 2);
    CHECK_EQ_INT(g.lwn, 1);
    CHECK_EQ_INT(ct_mma_lmt(&g), 1);
    CHECK_EQ_INT(ct_mma_lnt(&g), 3);
    CHECK_EQ_INT(ct_mma_lks(&g), 2);
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_F16, 16, 16), tile2(m, CT_S_F16, 16, 8),
                         tile2(m, CT_S_F32, 16, 8), 8) == NULL);
    CHECK_EQ_INT(g.lwm + g.lwn, 0);
    ct_ll l;
    ct_mma_layout(&g, CT_MMA_C, &l);
    CHECK_EQ_INT(l.nwarp, 3);
    CHECK(ct_ll_dup_mask(&l) == 0x7ull << ct_ll_warp0(&l));
}

/* Staging through shared memory (always_swizzle): element `flat` is written at byte
 * S(P(flat)) (P: the transposition of a stage stored transposed, else nothing); ldmatrix as
 * ptx-manual §2.4 describes it — lanes 8i…8i+7 give the row addresses of matrix i; without
 * .trans lane l's register i holds (row l/4, bytes 4(l%4) … +3), with .trans (rows 2(l%4),
 * +1, column l/4; 16-bit elements), rows and columns as stored — must hand every lane of every
 * warp the registers of the fragment layout, for both ways of storing each operand (A row-major
 * is read without .trans, transposed with it; B the other way round; an 8-bit operand only
 * where K runs along the stored rows, ct_mma_ldm_reads). Also: S is linear (distributes over
 * disjoint thread and register parts), keeps 16-byte chunks whole, and makes the 8 rows one
 * ldmatrix phase reads hit 8 different 16-byte bank groups when rows are 128 bytes or more. */
static void staging(ct_module *m, ct_scalar in, int64_t mm, int64_t nn, int64_t kk,
                    uint32_t warps)
{
    ct_mma_geom g;
    ct_scalar acc = in == CT_S_I8 ? CT_S_I32 : CT_S_F32;
    CHECK(ct_mma_geom_of(&g, tile2(m, in, mm, kk), tile2(m, in, kk, nn),
                         tile2(m, acc, mm, nn), warps) == NULL);
    for (uint32_t role = CT_MMA_A, tr = 0; role <= CT_MMA_B; role += tr, tr ^= 1) {
        ct_ll l, down = {.nreg = 1}; /* a source whose next register is one row down */
        ct_mma_layout(&g, role, &l);
        int64_t rows = role == CT_MMA_A ? mm : kk, cols = role == CT_MMA_A ? kk : nn;
        uint32_t nq = role == CT_MMA_A ? 4 : 2;
        bool trans = (role == CT_MMA_B) != tr;
        down.base[0] = (uint32_t)cols;
        ct_mma_smem sm;
        ct_mma_smem_of(&sm, tile2(m, in, rows, cols), tr ? &down : NULL);
        CHECK_EQ_INT(sm.tr, tr);
        uint32_t le = sm.le, per_word = 4u >> le, n = 1u << l.nout, bad = 0;
        uint32_t *smem = malloc(n * sizeof *smem); /* by element: byte address >> le */
        for (uint32_t f = 0; f < n; f++) {
            uint32_t phys = ct_mma_smem_phys(&sm, f), x = ct_mma_smem_bytes(&sm, phys);
            bad += x >> le >= n || (x & 15) != (phys << le & 15);
            if (x >> le < n)
                smem[x >> le] = f;
        }
        for (uint32_t t = 0; t < n; t += 8) /* linearity */
            bad += ct_mma_smem_bytes(&sm, t ^ 5) != (ct_mma_smem_bytes(&sm, t) ^ 5u << le);
        for (uint32_t w = 0; ct_mma_ldm_reads(&sm, role) && w < 1u << l.nwarp; w++)
            for (uint32_t r0 = 0; r0 < 1u << l.nreg; r0 += per_word * nq) {
                uint32_t origin = ct_ll_apply(&l, r0, 0, w); /* register and warp parts */
                for (uint32_t lane = 0; lane < 32; lane++)
                    for (uint32_t i = 0; i < nq; i++)
                        for (uint32_t h = 0; h < per_word; h++) {
                            uint32_t row = trans ? 2 * (lane % 4) + h : lane / 4;
                            uint32_t col = trans ? lane / 4 : per_word * (lane % 4) + h;
                            uint32_t src = 8 * i + row; /* the lane giving that row's address */
                            uint32_t at = origin ^ ct_mma_ldm_lane_flat(&sm, role, src);
                            uint32_t addr = ct_mma_smem_bytes(&sm, ct_mma_smem_phys(&sm, at));
                            addr >>= le;
                            uint32_t want = ct_ll_apply(&l, r0 + per_word * i + h, lane, w);
                            bad += addr + col >= n || smem[addr + col] != want;
                        }
            }
        if (sm.lc + le >= 7) /* 128-byte rows or more: one phase's 8 rows in 8 distinct chunks */
            for (uint32_t r = 0; r + 8 <= 1u << (l.nout - sm.lc); r += 8) {
                uint32_t seen = 0;
                for (uint32_t j = 0; j < 8; j++)
                    seen |= 1u << (ct_mma_smem_bytes(&sm, (r + j) << sm.lc) >> 4 & 7);
                bad += seen != 0xFF;
            }
        if (bad)
            fprintf(stderr, "staging %s %ldx%ldx%ld role %u%s: %u mismatches\n",
                    le ? "16-bit" : "8-bit", (long)mm, (long)nn, (long)kk, role,
                    tr ? " transposed" : "", bad);
        CHECK_EQ_INT(bad, 0);
        free(smem);
    }
}

/* The FMA engine's SIMT form (mma.h ct_mma_fma_chunk): register ri of chunk c of each operand
 * holds the element its chunk layout (row-major [batch, Kc, M] for A, [batch, Kc, N] for B)
 * names, at K step c·Kc + kc of the whole operand. Returns the mismatches. */
static uint32_t fma_chunks(const ct_type *c, const ct_ll *la, const ct_ll *lb, uint32_t lk,
                           uint32_t lm, uint32_t ln, uint32_t warps)
{
    uint32_t lkc = (uint32_t)ct_mma_fma_chunk(c, lk, warps), bad = 0;
    const ct_ll *lo[2] = {la, lb};
    for (uint32_t role = 0; role < 2; role++) {
        ct_ll in;
        ct_mma_fma_chunk_layout(c, lkc, warps, role, &in);
        uint32_t lx = role == CT_MMA_A ? lm : ln;
        bad += lo[role]->nreg != in.nreg + lk - lkc;
        for (uint32_t w = 0; w < warps; w++)
            for (uint32_t lane = 0; lane < 32; lane++)
                for (uint32_t ch = 0; ch < 1u << (lk - lkc); ch++)
                    for (uint32_t r = 0; r < 1u << in.nreg; r++) {
                        uint32_t f = ct_ll_apply(&in, r, lane, w), x = f & ((1u << lx) - 1);
                        uint32_t k = ch << lkc | (f >> lx & ((1u << lkc) - 1));
                        uint32_t bt = f >> (lx + lkc);
                        uint32_t want = role == CT_MMA_A ? (bt << lm | x) << lk | k
                                                         : (bt << lk | k) << ln | x;
                        bad += ct_ll_apply(lo[role], r | ch << in.nreg, lane, w) != want;
                    }
    }
    return bad;
}

/* FMA engine (f32/f64): every accumulator register of every thread finds, for each k, the A
 * element of its row and the B element of its column, of its batch when bb > 1 (3-D tiles), at
 * the registers ct_mma_fma_regs names; or, in the SIMT form, fma_chunks holds. */
static void fma_layouts(ct_module *m, int64_t bb, int64_t mm, int64_t nn, uint32_t lk,
                        uint32_t warps)
{
    int64_t shape[3] = {bb, mm, nn};
    const ct_type *c = bb > 1 ? ct_type_tile(m, ct_type_scalar(m, CT_S_F32), 3, shape)
                              : tile2(m, CT_S_F32, mm, nn);
    ct_ll la, lb, lc;
    ct_mma_fma_layout(c, lk, warps, CT_MMA_A, &la);
    ct_mma_fma_layout(c, lk, warps, CT_MMA_B, &lb);
    ct_mma_fma_layout(c, lk, warps, CT_MMA_C, &lc);
    uint32_t ln = 0, lm = 0, bad = 0;
    while ((1 << ln) < nn)
        ln++;
    while ((1 << lm) < mm)
        lm++;
    CHECK(ct_ll_surjective(&la) && ct_ll_surjective(&lb) && ct_ll_surjective(&lc));
    CHECK(ct_ll_is_permutation(&la) && ct_ll_is_permutation(&lb));
    bool simt = ct_mma_fma_chunk(c, lk, warps) >= 0;
    if (simt)
        bad = fma_chunks(c, &la, &lb, lk, lm, ln, warps);
    for (uint32_t w = 0; !simt && w < warps; w++)
        for (uint32_t lane = 0; lane < 32; lane++)
            for (uint32_t r = 0; r < 1u << lc.nreg; r++) {
                uint32_t x = ct_ll_apply(&lc, r, lane, w), row = x >> ln, col = x & ((1u << ln) - 1);
                uint32_t bt = x >> (ln + lm), ra, rb;
                ct_mma_fma_regs(&lc, ln, lm, lk, r, &ra, &rb);
                for (uint32_t k = 0; k < 1u << lk; k++) {
                    bad += ra + k >= 1u << la.nreg || rb + k >= 1u << lb.nreg;
                    bad += ct_ll_apply(&la, ra + k, lane, w) != (row << lk | k);
                    bad += ct_ll_apply(&lb, rb + k, lane, w) != (bt << (lk + ln) | k << ln | col);
                }
            }
    if (bad)
        fprintf(stderr, "fma %ldx%ldx%ld, K 2^%u: %u mismatches\n", (long)bb, (long)mm,
                (long)nn, lk, bad);
    CHECK_EQ_INT(bad, 0);
}

/* Batched: tile<2x16x16xf16> A over one warp — the batch is the register bit after the
 * fragment's three, on flat bit 8 (the highest); each batch is the §2.1 table. */
static void batched(ct_module *m)
{
    int64_t sa[3] = {2, 16, 16}, sb[3] = {2, 16, 8}, sc[3] = {2, 16, 8};
    const ct_type *h = ct_type_scalar(m, CT_S_F16), *f = ct_type_scalar(m, CT_S_F32);
    ct_mma_geom g;
    CHECK(ct_mma_geom_of(&g, ct_type_tile(m, h, 3, sa), ct_type_tile(m, h, 3, sb),
                         ct_type_tile(m, f, 3, sc), 1) == NULL);
    CHECK_EQ_INT(g.lb, 1);
    ct_ll l;
    ct_mma_layout(&g, CT_MMA_A, &l);
    CHECK_EQ_INT(l.nreg, 4);
    CHECK_EQ_INT(l.nout, 9);
    uint32_t bad = 0;
    for (uint32_t bt = 0; bt < 2; bt++)
        for (uint32_t lane = 0; lane < 32; lane++)
            for (uint32_t e = 0; e < 8; e++) {
                uint32_t row, col;
                a_f16(lane, e, &row, &col);
                bad += ct_ll_apply(&l, e | bt << 3, lane, 0) != (bt << 8 | row << 4 | col);
            }
    CHECK_EQ_INT(bad, 0);
    /* batch dims beyond one, and rank 4, are refused */
    int64_t s4[4] = {2, 2, 16, 16};
    CHECK(ct_mma_geom_of(&g, ct_type_tile(m, h, 4, s4), ct_type_tile(m, h, 4, s4),
                         ct_type_tile(m, f, 4, s4), 1) != NULL);
}

static void refused(ct_module *m)
{
    ct_mma_geom g;
    /* too small: M 8, N 4, K below one instruction */
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_F16, 8, 16), tile2(m, CT_S_F16, 16, 8),
                         tile2(m, CT_S_F32, 8, 8), 1) != NULL);
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_F16, 16, 16), tile2(m, CT_S_F16, 16, 4),
                         tile2(m, CT_S_F32, 16, 4), 1) != NULL);
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_I8, 16, 16), tile2(m, CT_S_I8, 16, 8),
                         tile2(m, CT_S_I32, 16, 8), 1) != NULL);
    /* type pairs mma.sync lacks: bf16 → bf16/f16, f64, f32 → f32, i8 → f32 */
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_BF16, 16, 16), tile2(m, CT_S_BF16, 16, 8),
                         tile2(m, CT_S_F16, 16, 8), 1) != NULL);
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_F64, 16, 16), tile2(m, CT_S_F64, 16, 8),
                         tile2(m, CT_S_F64, 16, 8), 1) != NULL);
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_F32, 16, 16), tile2(m, CT_S_F32, 16, 8),
                         tile2(m, CT_S_F32, 16, 8), 1) != NULL);
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_I8, 16, 32), tile2(m, CT_S_I8, 32, 8),
                         tile2(m, CT_S_F32, 16, 8), 1) != NULL);
    /* f16 accumulators are fine for f16 operands */
    CHECK(ct_mma_geom_of(&g, tile2(m, CT_S_F16, 16, 16), tile2(m, CT_S_F16, 16, 8),
                         tile2(m, CT_S_F16, 16, 8), 1) == NULL);
}

int main(void)
{
    ct_module *m = ct_module_new(NULL);
    CHECK(m != NULL);
    if (!m)
        TEST_MAIN_END();
    one_tile(m, CT_S_F16, CT_S_F32, 16, a_f16, b_f16, "f16");
    one_tile(m, CT_S_BF16, CT_S_F32, 16, a_f16, b_f16, "bf16");
    one_tile(m, CT_S_TF32, CT_S_F32, 8, a_tf32, b_tf32, "tf32");
    one_tile(m, CT_S_I8, CT_S_I32, 32, a_i8, b_i8, "i8");
    one_tile(m, CT_S_F8E4M3FN, CT_S_F32, 32, a_i8, b_i8, "e4m3");
    tiled_acc(m);
    tc_wide_acc(m);
    warp_split(m);
    refused(m);
    staging(m, CT_S_BF16, 64, 32, 32, 8);   /* 64-byte A and B rows: perPhase 2 */
    staging(m, CT_S_BF16, 128, 128, 64, 8); /* the matmul tiles: 128- and 256-byte rows */
    staging(m, CT_S_BF16, 16, 8, 16, 1);    /* 32- and 16-byte rows */
    staging(m, CT_S_F8E4M3FN, 64, 64, 64, 8);   /* 8-bit: 64-byte rows */
    staging(m, CT_S_I8, 128, 128, 128, 8);      /* 128-byte rows */
    staging(m, CT_S_F8E4M3FN, 16, 32, 32, 1);   /* 32-byte rows */
    batched(m);
    fma_layouts(m, 1, 64, 32, 4, 4);
    fma_layouts(m, 1, 128, 64, 5, 8);
    fma_layouts(m, 1, 4, 8, 2, 1);   /* smaller than the CTA: copies */
    fma_layouts(m, 2, 2, 4, 1, 4);   /* batched (the FFT's 2x2 factors), mostly copies */
    fma_layouts(m, 4, 16, 32, 3, 4); /* batched, the batch on registers and warps */
    fma_layouts(m, 8, 8, 64, 3, 1);
    /* the SIMT form: 64 x 64 in two chunks of 32 K steps (16 KiB), a Mamba-2 chunk of 8 heads */
    CHECK(ct_mma_fma_chunk(tile2(m, CT_S_F32, 64, 64), 6, 8) == 5);
    fma_layouts(m, 1, 64, 64, 6, 8);
    fma_layouts(m, 8, 64, 64, 6, 8);
    fma_layouts(m, 1, 32, 128, 7, 4);
    ct_module_free(m);
    TEST_MAIN_END();
}
