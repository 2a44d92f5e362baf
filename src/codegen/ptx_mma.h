/* ptx_mma.h — PTX for `dot` (tensor-core MMA), the emitter emit_ptx.c's table names. Internal to
 * src/codegen. */
#ifndef CT_CODEGEN_PTX_MMA_H
#define CT_CODEGEN_PTX_MMA_H

#include "codegen/ptx_emit.h"
#include "lower/mma.h"

/* mma.sync over the fragment registers of the operands, or FMAs for f32/f64 (lower/mma.h). */
ct_status ct_ptx_dot(em *e, const ct_op *op);

/* wgmma.mma_async for a dot ct_mma_wg_active picks (ptx_wgmma.c): both operands staged from
 * their registers through shared memory. */
ct_status ct_ptx_wgmma(em *e, const ct_op *op);
/* The geometry of dot op as wgmma runs it (all warps along M); false if it has none. */
bool ct_ptx_wgmma_geom(em *e, const ct_op *op, ct_mma_geom *g);
/* The result registers of wgmma dot op, holding its accumulator operand (unset for a zero
 * one: ct_ptx_wgmma_issue starts it with scale-d = false); NULL on OOM. */
uint32_t *ct_ptx_wg_acc(em *e, const ct_op *op);
/* A promoting dot (lower/mma.h ct_mma_promote) in a K loop that keeps one wgmma group in
 * flight across iterations: its last promotion group of an iteration is added into the
 * accumulator by the next iteration, after that one's first group is issued. */
typedef struct ct_ptx_wg_carry ct_ptx_wg_carry;
/* Before the loop: *out the carry of dot op, its temporaries set up; NULL (and nothing
 * emitted) when op does not promote, or runs a single group per iteration. */
ct_status ct_ptx_wg_carry_begin(em *e, const ct_op *op, ct_ptx_wg_carry **out);
/* After the loop and a wgmma.wait_group 0: the last group's adds. */
void ct_ptx_wg_carry_end(em *e, const ct_ptx_wg_carry *c);
/* Two promoting dots one after the other in a K loop's body whose groups do not cross
 * iterations (the fp8 MoE w1's gate and up): the first leaves its last group in flight and the
 * second adds it once its own first group is issued, so the tensor cores are not drained
 * between them. Both take their temporaries from t (two sets, in turn). The K loop sets
 * `out` before a dot that hands over (ptx_pipe.c hands_over); the dot sets `pending`, the
 * next one clears it. */
typedef struct ct_ptx_wg_hand {
    uint32_t *t[2];
    const uint32_t *d, *s; /* the pending group's accumulator registers and scales (or NULL) */
    uint32_t last;         /* the set it writes */
    bool first;            /* it is the first run of a zero accumulator: moved, not added */
    bool pending, out;
} ct_ptx_wg_hand;

/* The wgmma instructions of dot op over operands already in shared memory: A at abase (NOREG:
 * A's registers, the RS form), B at bbase (B32 shared addresses, 1024-aligned) in the tiles A
 * and B, accumulating into the
 * registers d (which hold the accumulator's initial value). Commits them as one group, then
 * waits until at most `pending` groups are in flight (0: the results are ready; 1: a K loop
 * keeps this dot running while the next iteration's copies start — nothing may touch d until
 * a later wait covers it). A promoting dot commits a group per promotion and waits for all
 * of them, but for its last one when carry is not NULL or it hands over (hand: NULL, or the
 * loop's hand-over, whose pending group it adds first). turn: a dot of a pipelined loop, which
 * waits for the warpgroup's turn before its first wgmma and passes it on once the group is
 * committed, before the wait (ct_ptx_pipe_turn). */
ct_status ct_ptx_wgmma_issue(em *e, const ct_op *op, const ct_mma_geom *g, const uint32_t *d,
                             uint32_t abase, const ct_mma_wg_tile *A, uint32_t bbase,
                             const ct_mma_wg_tile *B, uint32_t pending, ct_ptx_wg_carry *carry,
                             ct_ptx_wg_hand *hand, bool turn);

/* A 64-bit shared-memory descriptor register: the constant fields f, start = lo + off (bytes;
 * lo: ct_ptx_smem_start of the tile's address). */
uint32_t ct_ptx_smem_desc(em *e, uint64_t f, uint32_t lo, uint32_t off);
/* The start-address field of a shared address (B32): bits 4–17. */
uint32_t ct_ptx_smem_start(em *e, uint32_t addr);
/* Whether dot op's accumulator is the constant +0 (attention's S = Q·Kᵀ): the first K step of
 * every instruction tile then does not read the accumulator and the result registers start
 * unset. */
bool ct_ptx_wg_zero_acc(const em *e, const ct_op *op);

/* ----------------------------- tcgen05.mma (ptx_tcgen05.c) ----------------------------- */
/* The instructions of tcgen05 dot op over its operands in shared memory (as
 * ct_ptx_wgmma_issue, which hands such dots here): the accumulator registers d go to tensor
 * memory (unless zero), one thread issues the M=64 or M=128 instructions and commits them to the
 * kernel's mbarrier, every thread waits for it and loads the results back into d. resident:
 * the accumulator is in tensor memory already and stays there (ct_ptx_tc_acc_in / _out);
 * release (a B32 mbarrier address, or NOREG): the commit goes there instead and nobody waits
 * (ct_ptx_tc_drain waits for all later). */
ct_status ct_ptx_tc_issue(em *e, const ct_op *op, const ct_mma_geom *g, const uint32_t *d,
                          uint32_t abase, const ct_mma_wg_tile *A, uint32_t bbase,
                          const ct_mma_wg_tile *B, bool resident, uint32_t release);
/* Thread 0 commits to the kernel's mbarrier and every thread waits: all its tcgen05.mma are
 * complete. */
void ct_ptx_tc_drain(em *e);
/* A pipelined loop's resident accumulator (ct_pipe.tc_acc) of dot op: stored to tensor memory
 * before the loop (a thread sync must follow), loaded back into the carried registers after
 * it (the dots waited for their results). */
ct_status ct_ptx_tc_acc_in(em *e, const ct_op *op, const ct_mma_geom *g);
void ct_ptx_tc_acc_out(em *e, const ct_op *op, const ct_mma_geom *g);
/* The tensor-memory columns the entry's tcgen05 dots need (em.tmem_cols; before emitting). */
void ct_ptx_tc_scan(em *e);
/* The entry's declaration of the shared word that receives the tensor-memory address. */
void ct_ptx_tc_decls(em *e, ct_buf *out);
/* Before a return: every warp is done with tensor memory; warp 0 frees it. */
void ct_ptx_tc_before_return(em *e);

/* ftof between f32 and tf32 (the operand type of m16n8k8): tf32 → f32 is exact; f32 → tf32
 * rounds to 10 mantissa bits (nearest_even or zero). */
ct_status ct_ptx_tf32(em *e, const ct_op *op);
/* d = register a of ftof op's source rounded to tf32 as op says (ptx_pipe.c's transposing copy
 * rounds a tf32 B on its way to the K-major tile with it); dots_only: only dots read the
 * result (ct_ptx_dots_only), whose tensor cores ignore the dropped bits, so they need not be
 * cleared. */
ct_status ct_ptx_to_tf32(em *e, const ct_op *op, uint32_t a, uint32_t d, bool dots_only);
/* Whether every use of v is an A or B operand of a dot. */
bool ct_ptx_dots_only(em *e, ct_val v);

/* A tile in shared memory at a linear map of its flat index: the byte offset of each flat bit
 * (the ldmatrix staging here, the wgmma operands in ptx_wgmma.c); the offset of a flat index is
 * the XOR of the images of its set bits. */
typedef struct ct_ptx_smem_map {
    uint32_t img[32];
    uint32_t nbits;
    uint32_t le; /* log2 of the element bytes: 2 (32-bit), 1 (16-bit) or 0 (8-bit, a byte in a
                    b16 register) */
} ct_ptx_smem_map;
uint32_t ct_ptx_smem_map_bytes(const ct_ptx_smem_map *m, uint32_t flat);
/* Stores tile src at base + map(flat) from its owners; ts: src's thread part, tb (B32)
 * its bytes under the map at run time. */
ct_status ct_ptx_smem_map_write(em *e, ct_val src, const thread_part *ts, uint32_t tb,
                                const ct_ptx_smem_map *m, uint32_t base);

/* Loads tile dst (defining its registers, every thread all of its elements) from base +
 * map(flat), as ct_ptx_smem_map_write stored it. */
ct_status ct_ptx_smem_map_read(em *e, ct_val dst, const thread_part *ts, uint32_t tb,
                               const ct_ptx_smem_map *m, uint32_t base);

/* The bytes under map m of the thread part ts (B32), computed at the entry (e->pre: they
 * depend on the thread only; ptxas left the three instructions a bit of them take in a K loop
 * that wrote its staged tiles by them: ~75 of the ~300 SASS instructions of each iteration of
 * the tf32 GEMM's). */
uint32_t ct_ptx_smem_map_thread(em *e, const thread_part *ts, const ct_ptx_smem_map *m);
/* The map of a staged mma.sync operand (ct_mma_smem sm: the row-major swizzled layout of
 * ptx-manual §2.4) over its first nbits flat bits: the tile's, or with `stored` those of the
 * tile as stored (transposed where sm says so). */
void ct_ptx_mma_stage_map(ct_ptx_smem_map *m, const ct_mma_smem *sm, uint32_t nbits,
                          bool stored);
/* The map of a wgmma operand tile t of role CT_MMA_A (flat m·K + k) or CT_MMA_B (k·N + n). */
void ct_ptx_wg_map(ct_ptx_smem_map *m, const ct_mma_wg_tile *t, uint32_t role);
/* Writes the registers of wgmma operand src (role A or B, in its blocked layout) to tile t at
 * shared address base. */
ct_status ct_ptx_wg_write(em *e, ct_val src, const ct_mma_wg_tile *t, uint32_t role, uint32_t base);

/* A convert_layout that stages a dot's 16- or 8-bit A/B operand (the always_swizzle knob): the
 * operand written row-major to shared memory with the XOR swizzle, read with ldmatrix (or by
 * its bytes: ct_mma_ldm_reads). */
bool ct_ptx_mma_staged(em *e, const ct_op *op);
ct_status ct_ptx_mma_stage(em *e, const ct_op *op);

#endif
