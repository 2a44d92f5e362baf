/*
 * mma.h — tensor-core matrix multiply (issue 6), shared by lower/lower_dots.c (lower-dots, the
 * operand layouts) and codegen/ptx_mma.c (the instructions).
 *
 * mmaf / mmai become `dot` at the mem stage; its `instr` attribute records the engine and the
 * instruction shape [engine, m, n, k]. At the sched stage the operands and the accumulator of a
 * dot have the fragment layouts of that instruction (ptx-manual §2.1–2.3), tiled over registers
 * and warps; assign-layouts derives the conversions from and to other layouts as for any op.
 *
 * The fragment layouts (g = lane / 4, t = lane % 4, p = operand elements per 32-bit register:
 * 2 for 16-bit types, 4 for 8-bit, 1 for tf32; instruction K = 8p):
 *   A (M×K): register bits k0…k(lp−1) (within one 32-bit register), m3, k(lp+2);
 *            lane bits k(lp), k(lp+1), m0, m1, m2
 *   B (K×N): register bits k0…k(lp−1), k(lp+2); lane bits k(lp), k(lp+1), n0, n1, n2
 *   C (M×N): register bits n0, m3; lane bits n1, n2, m0, m1, m2
 * then the register bits that walk the instruction tiles: A: K steps, then M tiles; B: K steps,
 * then N tiles; C: N tiles, then M tiles; then, for batched (3-D) operands, the batch. Warps split M first (16-row slabs, warp bits m4…),
 * then N (8-column slabs, n3…); warps beyond the tile hold copies (zero bases), and an operand
 * is copied over the warps that split the other dimension.
 */
#ifndef CT_LOWER_MMA_H
#define CT_LOWER_MMA_H

#include "ir/ir.h"
#include "pass/compile.h"
#include "target/linear_layout.h"
#include "target/mma_desc.h"

/* engine in dot's `instr` */
enum { CT_MMA_SYNC = 1, CT_MMA_FMA = 2, CT_MMA_WGMMA = 3, CT_MMA_TCGEN05 = 4 };
/* dot's operand order: lhs, rhs, acc, then a promoting dot's optional scale (ops.def) */
enum { CT_MMA_A = 0, CT_MMA_B = 1, CT_MMA_C = 2, CT_MMA_SCALE = 3 };

/* The shape of one dot as the tensor cores see it. */
typedef struct ct_mma_geom {
    ct_scalar in, acc;  /* operand and accumulator element types */
    uint8_t lm, ln, lk; /* log2 of M, N, K */
    uint8_t lb;         /* log2 of the batch (3-D operands), else 0 */
    uint8_t lp;         /* log2 of operand elements per 32-bit register */
    uint8_t lwm, lwn;   /* log2 of the warps along M and along N */
    uint8_t lw;         /* log2 of the warps of the CTA */
} ct_mma_geom;

/* The geometry of a dot of tiles a (M×K), b (K×N), c (M×N), or batched B×M×K, B×K×N, B×M×N,
 * over num_warps warps. NULL on success, else why the tensor-core path cannot take it. */
const char *ct_mma_geom_of(ct_mma_geom *g, const ct_type *a, const ct_type *b, const ct_type *c,
                           uint32_t num_warps);

/* The fragment layout of operand `role` (CT_MMA_A/B/C). */
void ct_mma_layout(const ct_mma_geom *g, uint32_t role, ct_ll *out);

/* Register counts of the tiling: K steps, M tiles, N tiles per thread (log2). */
static inline uint32_t ct_mma_lks(const ct_mma_geom *g) { return (uint32_t)g->lk - 3 - g->lp; }
static inline uint32_t ct_mma_lmt(const ct_mma_geom *g) { return (uint32_t)g->lm - 4 - g->lwm; }
static inline uint32_t ct_mma_lnt(const ct_mma_geom *g) { return (uint32_t)g->ln - 3 - g->lwn; }

/* ------------------------------- FMA engine (f32, f64) ------------------------------- */
/* f32 × f32 → f32 and f64 × f64 → f64 have no tensor-core instruction that keeps their
 * precision, and tiles below one instruction (or batched float dots mma.sync cannot take) have
 * none at all — but for 1, 2, 4 or 8 rows, which take one of 16 with their rows repeated
 * (lower_dots.c dot_of_few_rows): such a dot runs as FMAs (mad for i8 → i32) in f32, f64 or
 * i32, its operands converted to that type first (lower-dots inserts the ftof / exti of each
 * operand's signedness; every product of 16-bit or f8 operands is exact in f32); an f16
 * accumulator goes in as f32 and the result is rounded to f16 once, at the end.
 * In the resident form (a small dot; larger ones take the SIMT form below) the accumulator,
 * 2-D or batched 3-D, takes the blocked layout of its shape (4 columns per thread); A holds, per thread, the rows of its accumulator elements with all of K in registers
 * (the K bits first, then the accumulator's register bits that walk M or the batch), B their
 * columns (K bits, then the register bits that walk N or the batch); lane and warp bits that
 * walk the other dimension hold copies. c: the accumulator type; lk: log2 of K. */
void ct_mma_fma_layout(const ct_type *c, uint32_t lk, uint32_t num_warps, uint32_t role,
                       ct_ll *out);
/* The SIMT form. Holding all of K costs a thread K registers per row and column of its
 * accumulator elements: past CT_MMA_FMA_RESIDENT of them for A and B together (64 x 64 x 64 f32
 * at 256 threads holds 512) ptxas spills, and its time grows faster than the FMAs (minutes for
 * a batch of eight 64 x 64 x 64). Such a dot stages K in chunks through shared memory instead,
 * both operands K-major: each holds, per chunk, the blocked layout of the chunk ([batch, Kc, M]
 * of A, [batch, Kc, N] of B, M or N contiguous; the chunk's index is the operand's last
 * register bits), which its owners store at its row-major index. The accumulator holds blocks
 * of up to 4 x 4 (rows x columns) in each thread's registers, the blocks in the blocked order
 * of [batch, M/4, N/4]; a loop over the chunk's K then reads a thread's rows of A and columns
 * of B as 16-byte vectors (codegen/ptx_mma.c simt_dot). A chunk of A and B takes at most
 * CT_MMA_FMA_STAGE bytes. */
enum { CT_MMA_FMA_RESIDENT = 128, CT_MMA_FMA_STAGE = 16384 };
/* log2 of the SIMT form's K chunk, or -1 when the dot holds all of K in registers (few enough,
 * or a chunk of one K step of its operands above CT_MMA_FMA_STAGE bytes). */
int ct_mma_fma_chunk(const ct_type *c, uint32_t lk, uint32_t num_warps);
/* The SIMT form's layout of operand role (CT_MMA_A, CT_MMA_B) in one chunk of 2^lkc: the
 * blocked layout of [batch, 2^lkc, M] (A) or [batch, 2^lkc, N] (B), M or N contiguous. */
void ct_mma_fma_chunk_layout(const ct_type *c, uint32_t lkc, uint32_t num_warps, uint32_t role,
                             ct_ll *out);
/* For register r of the accumulator layout lc (N = 2^ln columns, M = 2^lm rows): the first
 * registers of A and B that hold its row and column (K step k is register first + k). */
void ct_mma_fma_regs(const ct_ll *lc, uint32_t ln, uint32_t lm, uint32_t lk, uint32_t r,
                     uint32_t *ra, uint32_t *rb);
/* The engine of a dot (instr[0]). */
static inline int32_t ct_mma_engine(const ct_op *dot) { return dot->attrs[0]->i32[0]; }
/* f8 promotion (ops.md §3.11: mmaf's fast_acc absent). Hopper's tensor cores add f8 products
 * at reduced precision (about 14 bits kept), so a dot of e4m3/e5m2 on wgmma runs each
 * CT_MMA_PROMOTE_STEPS K steps (32 of K each: 128) into zeroed registers and adds those into
 * the f32 accumulator with f32 adds — cuBLAS's default (no fast accumulation) does the same,
 * every 4 steps. Such a dot's `instr` carries the steps as a fifth element. */
enum { CT_MMA_PROMOTE_STEPS = 4 };
/* How a promoting dot of wgmma geometry g splits its temporaries. An instruction of N columns
 * reads 64·32 bytes of A and N·32 of B from shared memory for 64·N·32 multiply-adds: at n64
 * that is all of the SM's shared-memory bandwidth at the fp8 tensor rate, at n128 three
 * quarters. So a tile of 128 columns or more with two or more warpgroups, whose groups keep
 * the tensor cores busy while one warpgroup waits for its own and adds it, takes one set of an
 * n128 instruction; otherwise two sets of up to n64, one filling while the other is added. A
 * thread holds n · 2^(lni − 1) registers for them beside its accumulator (in a K loop, across
 * iterations): at most 64. (One warpgroup with a second CTA on its SM, samples/moe's 64-row fp8
 * GEMMs, measured even with one n128 set: bench/results/fp8_w1_fix_h100.md.) */
typedef struct ct_mma_sets {
    uint32_t lni, n; /* log2 of the instruction's N; sets (1 or 2) */
} ct_mma_sets;
static inline ct_mma_sets ct_mma_promote_sets(const ct_mma_geom *g)
{
    if (g->lw > 2 && g->ln >= 7)
        return (ct_mma_sets){7, 1};
    return (ct_mma_sets){g->ln < 6 ? g->ln : 6, 2};
}
/* K steps between promotions of a dot (instr[4]); 0 if it does not promote. */
static inline uint32_t ct_mma_promote(const ct_op *dot)
{
    return dot->attrs[0]->n > 4 ? (uint32_t)dot->attrs[0]->i32[4] : 0;
}

/* Layout operand k of dot `op` of f needs (assign-layouts' hook); false if op is no dot. */
bool ct_mma_operand_layout(const ct_func *f, const ct_op *op, uint32_t k, uint32_t num_warps,
                           ct_ll *out);

/* ------------------------- staging through shared memory (ldmatrix) ------------------------- */
/* Unless the always_swizzle knob is 0, 16-bit and 8-bit A and B operands are converted into their
 * fragments through shared memory: written row-major (K contiguous for A, N for B) with the XOR
 * swizzle of ptx-manual §2.4 (16-byte chunk ^= (row / perPhase) % maxPhase, perPhase = max(1,
 * 128 / row bytes), maxPhase = 8 / perPhase) and read with ldmatrix.x4 (A) / ldmatrix.x2.trans
 * (B). A tile whose elements run down its columns in the source's registers (a B loaded N x K,
 * K contiguous, as attention's K^T; an A loaded K x M) is stored transposed instead — its last
 * two dimensions swapped, so the writes stay 16-byte vectors — and read with ldmatrix.x4.trans
 * (A) / ldmatrix.x2 (B). ldmatrix moves 16-bit elements: an 8-bit fragment is read by it where
 * K runs along the stored rows (A row-major, B transposed: a word of the fragment is then four
 * bytes of one stored row, as two 16-bit elements are), else by plain shared-memory loads of
 * its bytes (ct_mma_ldm_reads). The swizzle and the transposition are linear over the flat
 * bits, so they distribute over the thread and register parts of an index. An operand tile the
 * target's shared memory can never hold as one buffer (ct_target_smem_holds: above sm_120's
 * 99 KiB, say) is not staged: it reaches its fragments by the plain layout conversion, which
 * moves it in passes. */
bool ct_mma_staged(const ct_compile_config *cfg, const ct_func *f, const ct_op *op, uint32_t k,
                   uint32_t num_warps);

typedef struct ct_mma_smem {
    uint8_t le;         /* log2 of an element's bytes: 1 (16-bit) or 0 (8-bit) */
    uint8_t lc;         /* log2 of a stored row's elements: the tile's columns, or its rows */
    uint8_t lpp, lmp;   /* log2 of perPhase and maxPhase */
    uint8_t lcol, lrow; /* log2 of the tile's columns and rows (its last two dimensions) */
    bool tr;            /* stored transposed */
} ct_mma_smem;
/* The stage of tile type t (16- or 8-bit elements) whose source has layout src (NULL:
 * row-major). */
void ct_mma_smem_of(ct_mma_smem *s, const ct_type *t, const ct_ll *src);
/* The stored flat index of the tile's flat index `flat` (the transposition; linear). */
uint32_t ct_mma_smem_phys(const ct_mma_smem *s, uint32_t flat);
/* Byte offset in shared memory of the element at stored flat index `phys` (the swizzle;
 * linear). */
uint32_t ct_mma_smem_bytes(const ct_mma_smem *s, uint32_t phys);
/* Whether ldmatrix reads operand `role`'s fragments from stage s. */
bool ct_mma_ldm_reads(const ct_mma_smem *s, uint32_t role);
/* Flat offset (the tile's), from a fragment's origin, of the row address lane `lane` gives
 * ldmatrix; kc = 16 bytes of K in elements (8, or 16 for 8-bit ones). Row-major: A row
 * lane % 16, column kc·(lane / 16); B row (K) lane % 16, column 0. Transposed: A row
 * 8·((lane / 8) % 2), column lane % 8 + kc·(lane / 16); B row kc·((lane / 8) % 2), column
 * lane % 8 (ptx-manual §2.4's recipes read through .trans the other way). */
uint32_t ct_mma_ldm_lane_flat(const ct_mma_smem *s, uint32_t role, uint32_t lane);

/* ----------------------------- wgmma.mma_async (sm_90a) ----------------------------- */
/* On sm_90a (unless the use_wgmma knob is 0), a 2-D f16/bf16/tf32/f8 → f32 or i8 → i32 dot
 * whose M gives every warp a 16-row slab (M ≥ 16·warps, at least one warpgroup) runs as
 * wgmma.mma_async, its operands
 * from shared memory (ptx-manual §3) or A from registers (ct_mma_wg_rs). The accumulator is the
 * C layout above with every warp on M (lwm = lw, lwn = 0): register d[i] of one m64nN
 * instruction is then register i + nt·N_instr/2 + mt·N/2 (§3.6: row 16w + g + 8·((i>>1)&1),
 * column 8·(i>>2) + 2t + (i&1)). Operands in shared memory arrive in the blocked layout (16-byte
 * vectors along their last dimension) and are written K-major with the 128/64/32-byte swizzle
 * (ct_mma_wg_tile), one layout for both so neither needs a transpose flag (tf32, f8 and i8
 * allow none: ct_mma_wg_transposable). */
#define CT_WG_MAX_N 256 /* widest wgmma instruction */
/* The most operand bytes one wgmma dot stages: sm_90's 227 KiB of shared memory per block less
 * the static staging buffer (48 KiB) and the alignment slack. */
#define CT_WG_STAGE_MAX (178 * 1024)

/* Whether dot `op` of f runs as wgmma with num_warps warps: its engine is CT_MMA_WGMMA and
 * every warp gets 16 rows of M in whole warpgroups; otherwise it falls back to mma.sync. */
bool ct_mma_wg_active(const ct_func *f, const ct_op *op, uint32_t num_warps);
/* Whether wgmma dot op takes A from registers (the RS form, ptx-manual §3.6): a 16-bit A that
 * does not come from a load (ct_mma_wg_source), e.g. attention's P. A then has the mma.sync A
 * fragment layout of the wgmma warp split (ct_mma_layout, CT_MMA_A), which is the accumulator
 * layout of a dot whose N is this one's K: P = exp(S) feeds the next dot without conversion. */
bool ct_mma_wg_rs(const ct_func *f, const ct_op *op, uint32_t num_warps);
/* log2 of the operand element bytes (tf32: 2, 16-bit: 1, f8 and i8: 0). */
static inline uint32_t ct_mma_wg_le(const ct_mma_geom *g) { return 2u - g->lp; }
/* Whether wgmma reads operands of 2^le-byte elements MN-major (its transpose immediates):
 * 16-bit types only; tf32, f8 and i8 operands must be K-major in shared memory (ptx-manual
 * §3.2), so an MN-major one is staged through registers into a K-major tile. */
static inline bool ct_mma_wg_transposable(uint32_t le) { return le == 1; }
/* Restricts a geometry to the wgmma warp split (all warps along M). */
void ct_mma_wg_geom(ct_mma_geom *g);
/* The blocked layout (16-byte vectors along dimension contig) of a wgmma A/B operand of type
 * t, or of a load a staged one is computed from (lower/pipeline_loops.c). */
bool ct_mma_wg_operand_layout(const ct_type *t, uint32_t num_warps, uint32_t contig, ct_ll *out);
/* The load (tiled_load / gather_load) operand v comes from, directly or through a reshape that
 * only drops unit dimensions or a 2-D permute (a transpose: gathered rows as the B operand of
 * C^T = W · A^T) (*via: that op, else NULL); NULL if none. */
const ct_op *ct_mma_wg_source(const ct_func *f, ct_val v, const ct_op **via);
/* The dimension of the 2-D operand v along which memory is contiguous: the unit-stride
 * dimension of the view a tiled_load reads, else the last, through the permute if there is
 * one. The operand's vectors run along it, so that its loads are 16-byte accesses whatever the
 * operand's major order. */
uint32_t ct_mma_wg_contig(const ct_func *f, ct_val v);

/* One operand tile in shared memory, rows = M (A) or N (B), swizzled (ptx-manual §3.5):
 * K-major (K contiguous, what threads write and what tf32/f8 require) or MN-major (rows
 * contiguous: 16-bit operands copied from memory where M or N is the unit-stride dimension,
 * read with the transpose immediate). */
typedef struct ct_mma_wg_tile {
    uint8_t lrows, lk; /* log2 of rows and of K (elements) */
    uint8_t le;        /* log2 of the element bytes */
    uint8_t ls;        /* log2 of the swizzle width S in bytes: 5, 6 or 7 */
    uint8_t mn;        /* 1: MN-major */
} ct_mma_wg_tile;
void ct_mma_wg_tile_of(ct_mma_wg_tile *t, uint32_t lrows, uint32_t lk, uint32_t le);
/* The MN-major tile; false when its rows span fewer than 32 bytes (no swizzle atom). */
bool ct_mma_wg_tile_mn(ct_mma_wg_tile *t, uint32_t lrows, uint32_t lk, uint32_t le);
/* The tile of an operand whose registers run along dimension `contig` of its matrix (0 or 1,
 * as ct_mma_wg_contig counts), K being dimension `kdim` (A 1, B 0): K-major where they run
 * along K, MN-major where they run along M or N and the type allows it; false where neither
 * holds (an 8-bit or tf32 operand with M or N contiguous, or rows too narrow). */
bool ct_mma_wg_tile_for(ct_mma_wg_tile *t, uint32_t lrows, uint32_t lk, uint32_t le,
                        uint32_t contig, uint32_t kdim);
/* Byte offset from the (1024-aligned) tile base of element (row, k). K-major: slab k·e/S at
 * slab·rows·S, row·S + (k·e)%S inside; MN-major: atom row·e/S at atom·K·S, k·S + (row·e)%S
 * inside; then the 16-byte chunk XOR ((offset / 128) % 8) restricted to the swizzle width
 * (§4.7). The map is linear over the bits of row and k. */
uint32_t ct_mma_wg_byte(const ct_mma_wg_tile *t, uint32_t row, uint32_t k);
/* Descriptor fields (§3.4) of the tile; the start address is added at run time. */
uint64_t ct_mma_wg_desc(const ct_mma_wg_tile *t, uint32_t addr);
/* Byte offset of the instruction operand at rows row0…, K step ks (32 bytes of K each). */
uint32_t ct_mma_wg_step_offset(const ct_mma_wg_tile *t, uint32_t row0, uint32_t ks);
/* Bytes of the tile. */
static inline uint32_t ct_mma_wg_tile_bytes(const ct_mma_wg_tile *t)
{
    return 1u << (t->lrows + t->lk + t->le);
}

/* ------------------------------ tcgen05.mma (sm_100a) ------------------------------ */
/* With the use_tcgen05 knob at 1 (CUTILE_TCGEN05=1; not yet run on hardware) on a target with
 * tcgen05, the dots wgmma takes on sm_90a (2-D f16/bf16/f8 → f32) run as tcgen05.mma, through
 * the wgmma machinery above (and so do tf32 → f32 and 8-bit integer → i32 dots, which wgmma
 * here does not take): the same warp split, accumulator layout and swizzled operand
 * tiles in shared memory (A never from registers: ct_mma_wg_rs is false), the same pipelined
 * K loops. Each 64-row block j of M is an M=64 instruction (cta_group::1) whose D takes the
 * tensor-memory columns j·N … j·N + N − 1; its rows 16q … 16q + 15 sit in lanes 32q … 32q + 15
 * (the M=64 data path), the 32 lanes warp q % 4 may access, and tcgen05.ld/st .16x256b moves
 * them in the wgmma accumulator fragment (register i: row g + 8·((i>>1)&1), column
 * 8·(i>>2) + 2t + (i&1); PTX ISA "Matrix fragments for shape .16x256b"). Warp w holds block
 * (w / 4) + mt·(warps / 4) of its M tile mt.
 * A dot of M ≥ 128 (ct_mma_tc_wide) takes the full-rate M=128 instruction instead, row i of
 * 128-row block j in lane i, columns j·N …; tcgen05.ld/st .32x32b give warp w the row of lane
 * 32·(w % 4) + lane of each block, one register per column (ct_mma_tc_acc_layout): register bits
 * walk the columns, then the blocks; lane bits m0…m4; warp bits m5, m6, then warps beyond four
 * split the columns (the highest N bits). */
bool ct_mma_tc_enabled(const ct_compile_config *cfg);
static inline bool ct_mma_tc_wide(const ct_mma_geom *g) { return g->lm >= 7; }
/* Tensor-memory columns a dot of geometry g accumulates in: (M / 64) · N, or (M / 128) · N. */
static inline uint32_t ct_mma_tc_cols(const ct_mma_geom *g)
{
    return 1u << (g->lm - (ct_mma_tc_wide(g) ? 7 : 6) + g->ln);
}
/* The accumulator layout of a wide tcgen05 dot of geometry g (all warps, at least 4). */
void ct_mma_tc_acc_layout(const ct_mma_geom *g, ct_ll *out);
/* The layout of the accumulator (and result) of wgmma or tcgen05 dot `dot` of geometry g (the
 * wgmma warp split). */
void ct_mma_wg_acc_layout(const ct_op *dot, const ct_mma_geom *g, ct_ll *out);
/* The tcgen05 descriptor fields of the tile (start address 0). */
uint64_t ct_mma_tc_desc(const ct_mma_wg_tile *t);
/* The instruction of tcgen05 dot `dot` (its signedness attributes for 8-bit integers) of
 * operand types a and b in tiles A and B, M = m (64 or 128), N = n (f32 accumulator, s32 for
 * i8): its .kind and instruction descriptor. */
ct_tc_kind ct_mma_tc_instr(const ct_op *dot, ct_scalar a, ct_scalar b, const ct_mma_wg_tile *A,
                           const ct_mma_wg_tile *B, uint32_t m, uint32_t n, uint32_t *idesc);

#endif
