/*
 * linear_layout.h — how a tile is spread over the threads of a CTA, as a linear map over GF(2)
 * (architecture.md §5; "Linear Layouts", Zhou et al., arXiv 2505.23819).
 *
 * Tile dimensions are powers of two, so the row-major flat index of a tile element is a bit
 * vector of `nout` bits (nout = log2 of the element count; the last dimension owns the low
 * bits). The hardware coordinate of a value held by a thread is likewise a bit vector: the
 * register index bits, then the lane bits (0…5), then the warp bits. A layout gives, for every
 * hardware bit, the flat-index bits it contributes (its "base"); the element held at
 * (reg, lane, warp) is the XOR of the bases of the set bits. A zero base means the bit does not
 * move along the tile: the threads (or registers) that differ in it hold the same element.
 *
 * Conversions, broadcasts, reshapes and permutes are linear maps on the flat bits and compose
 * with a layout (ct_ll_map); vector widths and "which thread stores an element" are read off
 * the bases (ct_ll_contig, ct_ll_dup_mask).
 */
#ifndef CT_LINEAR_LAYOUT_H
#define CT_LINEAR_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#define CT_LL_MAX_OUT 24 /* a tile has at most 2^24 elements (ops.md §1.2) */
#define CT_LL_MAX_REG 24
#define CT_LL_LANE_BITS 5
#define CT_LL_MAX_WARP 5 /* up to 32 warps = 1024 threads */
#define CT_LL_MAX_IN (CT_LL_MAX_REG + CT_LL_LANE_BITS + CT_LL_MAX_WARP)
#define CT_LL_MAX_RANK 8

typedef struct ct_ll {
    uint8_t nreg, nlane, nwarp; /* input bits per hardware level */
    uint8_t nout;               /* flat-index bits of the tile */
    uint32_t base[CT_LL_MAX_IN]; /* reg bases, then lane bases, then warp bases */
} ct_ll;

static inline uint32_t ct_ll_nin(const ct_ll *l) { return (uint32_t)l->nreg + l->nlane + l->nwarp; }
/* Index in base[] of lane bit 0 and warp bit 0. */
static inline uint32_t ct_ll_lane0(const ct_ll *l) { return l->nreg; }
static inline uint32_t ct_ll_warp0(const ct_ll *l) { return (uint32_t)l->nreg + l->nlane; }

/* Flat index of the element held in register `reg` of lane `lane` of warp `warp`. */
uint32_t ct_ll_apply(const ct_ll *l, uint32_t reg, uint32_t lane, uint32_t warp);

/* Row echelon basis over GF(2), keyed by the highest set bit, remembering for each basis
 * vector which input bits XOR to it. */
typedef struct ct_ll_echelon {
    uint32_t val[32];
    uint64_t combo[32];
} ct_ll_echelon;

/* Which register holds a flat index (lane 0 of warp 0), without searching the registers: the
 * echelon form of l's register bases. */
void ct_ll_reg_index_init(ct_ll_echelon *x, const ct_ll *l);

/* The smallest register index r with ct_ll_apply(l, r, 0, 0) == flat (l as given to
 * ct_ll_reg_index_init); false if no register holds that element. O(bits), not O(registers). */
bool ct_ll_reg_find(const ct_ll_echelon *x, uint32_t flat, uint32_t *reg);

/* Flat-bit offset of dimension d of a row-major tile: the bits of the later dimensions.
 * `lg` holds log2 of each dimension. */
uint32_t ct_ll_dim_offset(uint32_t rank, const uint8_t *lg, uint32_t d);

/* The blocked layout a coalesced memory access wants (Triton's BlockedEncoding): `vec`
 * consecutive elements of dimension `contig` in registers, then the lanes and warps walking
 * first `contig`, then the other dimensions from the last to the first, then the remaining
 * registers in the same order. Hardware bits beyond the tile get zero bases (replication).
 * lg: log2 of each dimension; vec and num_warps: powers of two. false if the sizes exceed the
 * limits above. */
bool ct_ll_blocked(ct_ll *l, uint32_t rank, const uint8_t *lg, uint32_t contig, uint32_t vec,
                   uint32_t num_warps);

/* The layout where every thread holds the whole (one-element) tile: no register bits, all
 * lane and warp bases zero. */
void ct_ll_scalar(ct_ll *l, uint32_t num_warps);

/* Composes a linear map on flat bits with a layout: out = M ∘ l, where col[i] is the image of
 * flat bit i (i < l->nout) in a tile of `nout` bits. Used for reshape (identity), permute
 * (a bit permutation) and the source side of a broadcast (a projection). */
void ct_ll_map(ct_ll *out, const ct_ll *l, const uint32_t *col, uint8_t nout);

/* The map of a permute (result dim i = source dim perm[i]) from source flat bits to result
 * flat bits. lg: log2 of the source dims. */
void ct_ll_permute_map(uint32_t rank, const uint8_t *src_lg, const int32_t *perm, uint32_t *col);

/* The map from result flat bits to source flat bits of a broadcast (same rank; a source dim
 * of size 1 is replicated): bits of broadcast dims go to 0. */
void ct_ll_broadcast_map(uint32_t rank, const uint8_t *res_lg, const uint8_t *src_lg,
                         uint32_t *col);

/* Input bits that are linearly dependent on earlier ones (registers first, then lanes, then
 * warps): the hardware positions holding a copy of an element some earlier position holds.
 * An element's owner is the one position with all these bits zero (stores use it). Bit i of
 * the result is base[i]. */
uint64_t ct_ll_dup_mask(const ct_ll *l);

/* Whether every flat bit is reached (each element is held somewhere). */
bool ct_ll_surjective(const ct_ll *l);

/* For each flat bit i, which input bits XOR to it: inv[i] is a mask over input bits (bit j =
 * base[j]); the element at flat index x is held at the input vector XOR_{i in x} inv[i], the
 * owner (dependent bits zero). false if the layout is not surjective. */
bool ct_ll_invert(const ct_ll *l, uint64_t *inv);

/* Number of leading register bases that are the consecutive flat bits first_bit,
 * first_bit+1, …: the layout holds 2^k consecutive elements of a dimension whose bits start at
 * first_bit in consecutive registers. Returns 2^k. */
uint32_t ct_ll_contig(const ct_ll *l, uint32_t first_bit);

/* Whether the non-zero bases are single bits, no two alike: the flat index is then the sum of
 * the register part and the thread part (no carries), which is how codegen computes addresses. */
bool ct_ll_is_permutation(const ct_ll *l);

bool ct_ll_eq(const ct_ll *a, const ct_ll *b);

/* Encoding as an i32 array (the `layout` attribute of sched-stage ops):
 * [nreg, nlane, nwarp, nout, base…]. ct_ll_encoded_len gives the length. */
uint32_t ct_ll_encoded_len(const ct_ll *l);
void ct_ll_encode(const ct_ll *l, int32_t *out);
bool ct_ll_decode(ct_ll *l, const int32_t *in, uint32_t n);

#endif
