/* linear_layout.c — the layout algebra of src/target/linear_layout.c against bit maps worked out
 * by hand. */
#include <stdbool.h>

#include "target/linear_layout.h"
#include "test.h"
#include "util/util.h"

static void check_bases(const ct_ll *l, const uint32_t *want, uint32_t n)
{
    CHECK_EQ_INT(ct_ll_nin(l), n);
    for (uint32_t i = 0; i < n && i < ct_ll_nin(l); i++)
        if (l->base[i] != want[i]) {
            CHECK_EQ_INT(l->base[i], want[i]);
            fprintf(stderr, "  (input bit %u)\n", i);
        }
}

/* tile<1024xf32>, 4 warps, 16-byte vectors: thread t holds elements 4t…4t+3 and
 * 512+4t…512+4t+3. Register bits → flat bits 0, 1, 9; lane bits → 2…6; warp bits → 7, 8. */
static void blocked_1d(void)
{
    uint8_t lg[1] = {10};
    ct_ll l;
    CHECK(ct_ll_blocked(&l, 1, lg, 0, 4, 4));
    uint32_t want[] = {1, 2, 512, 4, 8, 16, 32, 64, 128, 256};
    CHECK_EQ_INT(l.nreg, 3);
    CHECK_EQ_INT(l.nlane, 5);
    CHECK_EQ_INT(l.nwarp, 2);
    CHECK_EQ_INT(l.nout, 10);
    check_bases(&l, want, 10);
    /* thread 5 of warp 1 = thread 37: register 0 holds 4·37 = 148, register 5 (bits 0 and 2)
     * holds 1 + 512 + 148 = 661. */
    CHECK_EQ_INT(ct_ll_apply(&l, 0, 5, 1), 148);
    CHECK_EQ_INT(ct_ll_apply(&l, 5, 5, 1), 661);
    CHECK_EQ_INT(ct_ll_contig(&l, 0), 4);
    CHECK_EQ_INT(ct_ll_dup_mask(&l), 0);
    CHECK(ct_ll_surjective(&l));
    CHECK(ct_ll_is_permutation(&l));
}

/* tile<32x32xf32> contiguous along dim 1, 4 warps, vec 4: flat = row·32 + col. Registers take
 * col bits 0–1 (flat 1, 2), lanes col bits 2–4 (flat 4, 8, 16) then row bits 0–1 (flat 32,
 * 64), warps row bits 2–3 (flat 128, 256), the last register row bit 4 (flat 512). */
static void blocked_2d(void)
{
    uint8_t lg[2] = {5, 5};
    ct_ll l;
    CHECK(ct_ll_blocked(&l, 2, lg, 1, 4, 4));
    uint32_t want[] = {1, 2, 512, 4, 8, 16, 32, 64, 128, 256};
    check_bases(&l, want, 10);
    /* Contiguous along dim 0 instead (a column-major access): rows first. */
    CHECK(ct_ll_blocked(&l, 2, lg, 0, 4, 4));
    uint32_t want0[] = {32, 64, 16, 128, 256, 512, 1, 2, 4, 8};
    check_bases(&l, want0, 10);
    CHECK_EQ_INT(ct_ll_contig(&l, 0), 1);
    CHECK_EQ_INT(ct_ll_contig(&l, 5), 4);
    CHECK_EQ_INT(ct_ll_dim_offset(2, lg, 0), 5);
    CHECK_EQ_INT(ct_ll_dim_offset(2, lg, 1), 0);
}

/* A tile smaller than the CTA: tile<64xi32>, 4 warps, vec 4 → 16 lanes cover it; lane bit 4
 * and both warp bits replicate (zero bases, all duplicates). */
static void replication(void)
{
    uint8_t lg[1] = {6};
    ct_ll l;
    CHECK(ct_ll_blocked(&l, 1, lg, 0, 4, 4));
    uint32_t want[] = {1, 2, 4, 8, 16, 32, 0, 0, 0};
    check_bases(&l, want, 9);
    /* input bits: reg 0,1; lane 0…4 = bits 2…6; warp 0,1 = bits 7, 8 */
    CHECK_EQ_INT(ct_ll_dup_mask(&l), (1u << 6) | (1u << 7) | (1u << 8));
    CHECK(ct_ll_surjective(&l));
    ct_ll s;
    ct_ll_scalar(&s, 4);
    CHECK_EQ_INT(s.nreg, 0);
    CHECK_EQ_INT(s.nout, 0);
    CHECK_EQ_INT(ct_ll_dup_mask(&s), 0x7F); /* 5 lane + 2 warp bits, all copies */
}

/* Broadcast tile<1x32> → tile<16x32>: result flat bits 5…8 (rows) vanish in the source. */
static void broadcast(void)
{
    uint8_t rlg[2] = {4, 5}, slg[2] = {0, 5};
    uint32_t col[9];
    ct_ll_broadcast_map(2, rlg, slg, col);
    uint32_t want[] = {1, 2, 4, 8, 16, 0, 0, 0, 0};
    for (int i = 0; i < 9; i++)
        CHECK_EQ_INT(col[i], want[i]);
    ct_ll r, s;
    CHECK(ct_ll_blocked(&r, 2, rlg, 1, 4, 1)); /* reg 1,2 | lanes 4,8,16,32,64 | reg 128,256 */
    ct_ll_map(&s, &r, col, 5);
    uint32_t ws[] = {1, 2, 0, 0, 4, 8, 16, 0, 0};
    check_bases(&s, ws, 9);
    CHECK_EQ_INT(s.nout, 5);
    /* input bits 2, 3 (registers) and 7, 8 (lanes 3, 4) are copies */
    CHECK_EQ_INT(ct_ll_dup_mask(&s), (1u << 2) | (1u << 3) | (1u << 7) | (1u << 8));
}

/* Permute [1, 0] of tile<4x8>: source flat = r·8 + c (c bits 0–2, r bits 3–4); result
 * tile<8x4> flat = c·4 + r (r bits 0–1, c bits 2–4). */
static void permute(void)
{
    uint8_t lg[2] = {2, 3};
    int32_t perm[2] = {1, 0};
    uint32_t col[5];
    ct_ll_permute_map(2, lg, perm, col);
    uint32_t want[] = {4, 8, 16, 1, 2};
    for (int i = 0; i < 5; i++)
        CHECK_EQ_INT(col[i], want[i]);
}

/* Inversion: who holds flat index x. */
static void invert(void)
{
    uint8_t lg[1] = {10};
    ct_ll l;
    uint64_t inv[CT_LL_MAX_OUT];
    CHECK(ct_ll_blocked(&l, 1, lg, 0, 4, 4));
    CHECK(ct_ll_invert(&l, inv));
    /* flat bit 9 is register bit 2; flat bit 2 is lane bit 0 (input bit 3) */
    CHECK_EQ_INT(inv[9], 1u << 2);
    CHECK_EQ_INT(inv[2], 1u << 3);
    /* a non-permutation layout: bases 1, 3 → flat bit 1 = input 0 xor input 1 */
    ct_ll x = {.nreg = 2, .nlane = 5, .nout = 2, .base = {1, 3}};
    CHECK(ct_ll_invert(&x, inv));
    CHECK_EQ_INT(inv[0], 1);
    CHECK_EQ_INT(inv[1], 3);
    CHECK(!ct_ll_is_permutation(&x));
    ct_ll y = {.nreg = 1, .nlane = 5, .nout = 2, .base = {1}};
    CHECK(!ct_ll_invert(&y, inv)); /* flat bit 1 is nowhere */
}

static void encoding(void)
{
    uint8_t lg[1] = {10};
    ct_ll l, back;
    CHECK(ct_ll_blocked(&l, 1, lg, 0, 4, 4));
    int32_t enc[4 + CT_LL_MAX_IN];
    CHECK_EQ_INT(ct_ll_encoded_len(&l), 14);
    ct_ll_encode(&l, enc);
    int32_t want[] = {3, 5, 2, 10, 1, 2, 512, 4, 8, 16, 32, 64, 128, 256};
    for (int i = 0; i < 14; i++)
        CHECK_EQ_INT(enc[i], want[i]);
    CHECK(ct_ll_decode(&back, enc, 14));
    CHECK(ct_ll_eq(&l, &back));
    CHECK(!ct_ll_decode(&back, enc, 13));  /* wrong length */
    enc[6] = 1024;                          /* a base outside the tile */
    CHECK(!ct_ll_decode(&back, enc, 14));
    enc[6] = 512;
    enc[1] = 4;                             /* lanes are 5 bits */
    CHECK(!ct_ll_decode(&back, enc, 14));
}

static void limits(void)
{
    uint8_t lg[2] = {13, 12}; /* 2^25 elements: above the 2^24 tile limit */
    ct_ll l;
    CHECK(!ct_ll_blocked(&l, 2, lg, 1, 4, 4));
    uint8_t lg1[1] = {4};
    CHECK(!ct_ll_blocked(&l, 1, lg1, 1, 4, 4)); /* contig dim out of range */
    CHECK(!ct_ll_blocked(&l, 1, lg1, 0, 4, 64)); /* 64 warps */
    /* vec wider than the dim is capped by it */
    CHECK(ct_ll_blocked(&l, 1, lg1, 0, 32, 1));
    CHECK_EQ_INT(l.nreg, 4);
    CHECK_EQ_INT(ct_ll_contig(&l, 0), 16);
}

/* Register bases (lanes and warps aside) and the flat bits they span. */
static const struct {
    uint8_t nreg, nout;
    uint32_t base[6];
} reg_sets[] = {
    {3, 10, {1, 2, 512}},            /* blocked_1d's: independent bits */
    {4, 4, {4, 0, 1, 2}},            /* a zero base: registers 2k and 2k+2 hold one element */
    {4, 3, {1, 2, 3, 4}},            /* base 2 = base 0 ^ base 1 */
    {5, 4, {8, 8, 1, 9, 6}},         /* repeats and a combination of two earlier */
    {6, 5, {16, 3, 5, 6, 0, 1}},     /* not surjective: elements with bit 3 set are nowhere */
};

/* ct_ll_reg_find gives what searching the registers in order finds first, for every flat
 * index (the search is the reference: codegen's renaming used it). */
static void reg_find(void)
{
    for (size_t k = 0; k < CT_ARRAY_LEN(reg_sets); k++) {
        ct_ll l = {.nreg = reg_sets[k].nreg, .nout = reg_sets[k].nout};
        memcpy(l.base, reg_sets[k].base, sizeof reg_sets[k].base);
        ct_ll_echelon ix;
        ct_ll_reg_index_init(&ix, &l);
        for (uint32_t flat = 0; flat < 1u << l.nout; flat++) {
            uint32_t want = 0, got = UINT32_MAX;
            while (want < 1u << l.nreg && ct_ll_apply(&l, want, 0, 0) != flat)
                want++;
            bool found = ct_ll_reg_find(&ix, flat, &got);
            CHECK_EQ_INT(found, want < 1u << l.nreg);
            if (found && got != want) {
                CHECK_EQ_INT(got, want);
                fprintf(stderr, "  (set %zu, flat %u)\n", k, flat);
            }
        }
    }
}

int main(void)
{
    blocked_1d();
    blocked_2d();
    replication();
    broadcast();
    permute();
    invert();
    encoding();
    limits();
    reg_find();
    TEST_MAIN_END();
}
