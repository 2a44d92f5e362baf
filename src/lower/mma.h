/*
 * mma.h — tensor-core matrix multiply (issue 6), shared by lower/mma.c (lower-dots, the
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
#include "lower/compile.h"
#include "lower/linear_layout.h"

enum { CT_MMA_SYNC = 1, CT_MMA_FMA = 2 }; /* engine in dot's `instr` */
enum { CT_MMA_A = 0, CT_MMA_B = 1, CT_MMA_C = 2 }; /* dot's operand order: lhs, rhs, acc */

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
 * precision: such a dot runs as FMAs. The accumulator takes the blocked layout of its shape (4
 * columns per thread); A holds, per thread, the rows of its accumulator elements with all of K
 * in registers (the K bits first, then the accumulator's register bits that walk M), B their
 * columns (K bits, then the register bits that walk N); lane and warp bits that walk the other
 * dimension hold copies. c: the accumulator type; lk: log2 of K. */
void ct_mma_fma_layout(const ct_type *c, uint32_t lk, uint32_t num_warps, uint32_t role,
                       ct_ll *out);
/* For register r of the accumulator layout lc (N = 2^ln columns): the first registers of A and
 * B that hold its row and column (K step k is register first + k). */
void ct_mma_fma_regs(const ct_ll *lc, uint32_t ln, uint32_t lk, uint32_t r, uint32_t *ra,
                     uint32_t *rb);
/* The engine of a dot (instr[0]). */
static inline int32_t ct_mma_engine(const ct_op *dot) { return dot->attrs[0]->i32[0]; }

/* Layout operand k of dot `op` of f needs (assign-layouts' hook); false if op is no dot. */
bool ct_mma_operand_layout(const ct_func *f, const ct_op *op, uint32_t k, uint32_t num_warps,
                           ct_ll *out);

/* ------------------------- staging through shared memory (ldmatrix) ------------------------- */
/* With the always_swizzle knob, 16-bit A and B operands are converted into their fragments
 * through shared memory: written row-major (K contiguous for A, N for B) with the XOR swizzle
 * of ptx-manual §2.4 (16-byte chunk ^= (row / perPhase) % maxPhase, perPhase = max(1, 128 /
 * row bytes), maxPhase = 8 / perPhase) and read with ldmatrix.x4 (A) / ldmatrix.x2.trans (B).
 * The swizzle is linear over the flat bits, so it distributes over the thread and register
 * parts of an index. */
bool ct_mma_staged(const ct_compile_config *cfg, const ct_func *f, const ct_op *op, uint32_t k);

typedef struct ct_mma_smem {
    uint8_t lc;       /* log2 of the tile's columns */
    uint8_t lpp, lmp; /* log2 of perPhase and maxPhase */
} ct_mma_smem;
void ct_mma_smem_of(ct_mma_smem *s, uint32_t lc);
/* Element index in shared memory of the element at flat index `flat`. */
uint32_t ct_mma_swizzle(const ct_mma_smem *s, uint32_t flat);
/* Flat offset, from a fragment's origin, of the row address lane `lane` gives ldmatrix:
 * A: row lane % 16, column 8·(lane / 16); B: row (K) lane % 16, column 0. */
uint32_t ct_mma_ldm_lane_flat(uint32_t role, uint32_t lc, uint32_t lane);

#endif
