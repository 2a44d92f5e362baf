/*
 * ptx_tma.h — TMA (cp.async.bulk.tensor) and mbarrier building blocks for the PTX emitters
 * (internal to src/codegen; ptx-manual §1.3, §3.9, §4, §5.1–5.2), and the prefer-TMA lowering of
 * tiled_load / tiled_store that the knobs of architecture.md §2 select.
 *
 * Registers: shared addresses (smem destinations and sources, mbarriers) are B32 registers
 * holding addresses in the CTA's shared window (`mov.u32 %r, sym;`); tensor maps are B64
 * registers holding the generic address of the hidden parameter (cvta.param); coordinates are
 * B32 registers holding signed element indices, innermost (contiguous) dimension first, as
 * cp.async.bulk.tensor takes them. `leader` arguments are PRED registers (usually
 * ct_ptx_tma_leader: thread 0) guarding the single-thread instructions, or NOREG for none.
 *
 * Code that must run once before the body (the tensor maps' addresses and prefetches, mbarrier
 * initialisation followed by fence.mbarrier_init and one bar.sync) is collected in the
 * kernel's prologue, which emit_entry (emit_ptx.c) places before the body; the registers it sets
 * are valid everywhere in the kernel.
 *
 * A typical producer / consumer step (the software-pipelined K-loop of ptx_pipe.c does this per
 * stage, with one "full" barrier per stage; stage buffers for SWIZZLE_128B are 1024-aligned):
 *
 *     uint32_t map, bar = ct_ptx_tma_bar_alloc(e, 1), lead = ct_ptx_tma_leader(e);
 *     ct_ptx_tma_map(e, &req, &map, &why);               // NOREG + why: no TMA for this view
 *     ct_ptx_mbar_arrive_expect_tx(e, bar, box_bytes, lead);
 *     ct_ptx_tma_load(e, 2, dst, map, coords, bar, lead, NOREG);  // coords: {k0, m0}
 *     ct_ptx_mbar_wait(e, bar, phase);                      // every consumer thread
 */
#ifndef CT_CODEGEN_PTX_TMA_H
#define CT_CODEGEN_PTX_TMA_H

#include "codegen/ptx_emit.h"

#define CT_PTX_TMA_MAX_MAPS 16 /* tensor maps per kernel (each a 128-byte parameter) */
_Static_assert(CT_PTX_TMA_MAX_MAPS + 1 <= CT_MAX_HIDDEN_PARAMS, "hidden parameters: maps + scratch");
/* mbarriers per kernel (8 bytes of static shared memory each); a K loop whose ring would pass
 * it copies by cp.async (ptx_pipe.c tma_setup) */
#define CT_PTX_TMA_MAX_BARS 64

/* A kernel's TMA state, owned by emit_entry (em.tma). */
typedef struct ct_ptx_tma {
    ct_buf pro;                  /* the prologue */
    uint32_t nmaps;
    ct_hidden_param maps[CT_PTX_TMA_MAX_MAPS];
    uint32_t map_reg[CT_PTX_TMA_MAX_MAPS]; /* B64: each map's generic address */
    uint32_t nbars;              /* mbarriers in ct_mbar */
    uint32_t leader;             /* PRED tid.x == 0, or NOREG until first asked for */
    /* the prefer-TMA lowering of tiled_load / tiled_store */
    bool off;                    /* not used (the retry when static shared memory overflows) */
    bool scanned, has_barrier, has_store; /* what the function holds (first use) */
    uint32_t staging;            /* bytes of the ct_tma staging buffer */
    uint32_t bar, phase;         /* its mbarrier (B32 address) and phase (B32 0/1), or NOREG */
    bool retry;                  /* ct_ptx_tma_retry said the entry must be emitted again */
} ct_ptx_tma;

/* emit_entry's part (emit_ptx.c). init/free: the state of one attempt at an entry, `off`: without
 * the prefer-TMA lowering. retry: whether the attempt must be redone with it off (its staging
 * and barriers with the `smem` bytes of ct_smem exceed static shared memory); then nothing is
 * written. hidden: appends the tensor maps to fs's hidden parameters (after the alloca
 * scratch buffer, as the PTX lists them). */
void ct_ptx_tma_init(ct_ptx_tma *t, const cuTileAllocator *al, bool off);
void ct_ptx_tma_free(ct_ptx_tma *t);
bool ct_ptx_tma_retry(em *e, uint32_t smem);
ct_status ct_ptx_tma_hidden(ct_pass_ctx *c, ct_fstate *fs, const ct_ptx_tma *t);

/* What a tensor map covers: the tensor_view value `desc` (made by make_tensor_view from kernel
 * parameters, possibly through assume) and the box, in the view's own dimension order
 * (outermost first, like its shape). The view's last dimension must have the static stride 1.
 * swizzle: CT_TMA_SWIZZLE_* (the box's last dimension must then span at most 32/64/128 bytes);
 * oob_nan: out-of-bound elements read as NaN (float types) instead of zero. */
typedef struct ct_ptx_tma_req {
    ct_val desc;
    uint32_t rank;
    uint32_t box[CT_TMA_MAX_RANK];
    uint8_t swizzle;
    bool oob_nan;
} ct_ptx_tma_req;

/* The generic address (B64) of a tensor-map hidden parameter for `req`, appended to the
 * kernel's parameters (`.param .align 64 .b8 <kernel>_tmap_<i>[128]`, the last ones)
 * with its recipe for the launcher (ct_tma_recipe), or the one an equal request made before.
 * When TMA cannot describe the view (a base, extent or stride that is no kernel parameter, no
 * static unit stride in the last dimension, a box the driver refuses, an element type of
 * another size, too many maps) *map = NOREG and *why says why: the caller falls back. Errors
 * (set in the diagnostics): out of memory. */
ct_status ct_ptx_tma_map(em *e, const ct_ptx_tma_req *req, uint32_t *map, const char **why);

/* Why the view of tiled access `op` may be misaligned for a tensor map, or NULL: the driver
 * needs the base and every non-unit stride a multiple of 16 bytes, which op's facts (base_align,
 * stride_div) must guarantee — static strides are checked with the map, and the launcher checks
 * every value again, refusing the launch. */
const char *ct_ptx_tma_aligned(const ct_op *op);

/* The tensor maps' parameter declarations (the last parameters; after_others: some precede
 * them), the shared arrays (ct_mbar, ct_tma) and the prologue with its closing barrier. */
void ct_ptx_tma_params(em *e, ct_buf *out, bool after_others);
void ct_ptx_tma_decls(em *e, ct_buf *out);
void ct_ptx_tma_prologue(em *e, ct_buf *out);

/* Redirects the emitter into the prologue (placed before the entry-block op being emitted, if
 * no earlier one needed it); returns the body buffer, which ct_ptx_pro_end restores. */
ct_buf *ct_ptx_pro_begin(em *e);
void ct_ptx_pro_end(em *e, ct_buf *body);

/* PRED register: tid.x == 0 (computed in the prologue). */
uint32_t ct_ptx_tma_leader(em *e);

/* A fresh mbarrier (B32 shared address, 8-byte aligned) in the kernel's static barrier array,
 * initialised in the prologue with `count` arrivals per phase (1…2^20−1), its init made visible
 * to the CTA before the body runs. Its first phase has parity 0. NOREG (and an error) when the
 * kernel has CT_PTX_TMA_MAX_BARS already. */
uint32_t ct_ptx_tma_bar_alloc(em *e, uint32_t count);

/* n 32-bit words of static shared memory in the barrier array, not initialised (B32 address,
 * 8-byte aligned; what block pairs exchange, ptx_pipe.c); NOREG (and an error) when the
 * array has no room. */
uint32_t ct_ptx_tma_words(em *e, uint32_t n);

/* mbarrier.init of the barrier at `bar` by `leader` and fence.mbarrier_init — for barriers the
 * caller places itself; the caller must make the CTA wait (bar.sync) before first use. */
void ct_ptx_mbar_init(em *e, uint32_t bar, uint32_t count, uint32_t leader);

/* mbarrier.arrive.expect_tx: `bytes` more transaction bytes for the current phase, then one
 * arrival — by `leader`, before the TMA copies that complete on `bar` (the full box bytes of
 * every copy, out-of-bound parts included: ptx-manual §4.3). */
void ct_ptx_mbar_arrive_expect_tx(em *e, uint32_t bar, uint32_t bytes, uint32_t leader);

/* A plain arrival on `bar` (consumers releasing a stage), by `leader`. */
void ct_ptx_mbar_arrive(em *e, uint32_t bar, uint32_t leader);

/* Blocks until the phase of `bar` with parity `parity` (a B32 register holding 0 or 1) has
 * completed: a try_wait.parity loop in its own { } scope. */
void ct_ptx_mbar_wait(em *e, uint32_t bar, uint32_t parity);

/* A new B32 register: the TMA coordinate (s32) of a tile whose index is in register idx (a
 * view index of any integer width: i64 views index with 64-bit registers, truncated here as
 * the 32-bit coordinates take them) times the tile step. */
uint32_t ct_ptx_tma_coord(em *e, uint32_t idx, int32_t step);

/* cp.async.bulk.tensor.<rank>d.shared::cluster.global.mbarrier::complete_tx::bytes
 * [dst], [map, {coords}], [bar] by `leader`: one box of the map into shared memory at dst
 * (128-byte aligned; 1024 for SWIZZLE_128B boxes that wgmma reads). Elements outside the
 * tensor are filled (zero or NaN as the map says); coordinates may be negative. With a `mask`
 * (B16 register, else NOREG) .multicast::cluster: the box lands at dst's offset in every CTA
 * of the cluster whose rank bit is set, completing on the barrier at bar's offset in each. */
void ct_ptx_tma_load(em *e, uint32_t rank, uint32_t dst, uint32_t map, const uint32_t *coords,
                     uint32_t bar, uint32_t leader, uint32_t mask);

/* cp.async.bulk.tensor.<rank>d.global.shared::cta.bulk_group [map, {coords}], [src] by
 * `leader`, then cp.async.bulk.commit_group. The box at src must have been written with
 * generic stores that every writer fenced (ct_ptx_fence_proxy_async) before a CTA barrier.
 * Box elements outside the tensor are not written; coordinates must not be negative (the
 * caller guards: a negative one kills the context). */
void ct_ptx_tma_store(em *e, uint32_t rank, uint32_t map, const uint32_t *coords, uint32_t src,
                      uint32_t leader);

/* cp.async.bulk.wait_group[.read] `pending` by `leader`: with `read`, until the sources of all
 * but the newest `pending` store groups have been read (their smem may be rewritten); without,
 * until their writes are done. */
void ct_ptx_tma_store_wait(em *e, uint32_t pending, bool read, uint32_t leader);

/* fence.proxy.async.shared::cta: this thread's generic shared-memory accesses before it are
 * ordered with async-proxy (TMA, wgmma) accesses after the next barrier. */
void ct_ptx_fence_proxy_async(em *e);

/* ---- the prefer-TMA lowering (knobs prefer_tma, delay_tma_store_wait; sm_90+) ---- */

/* Emits `op` (tiled_load / tiled_store) through TMA when the prefer_tma knob asks for it and
 * TMA can do it (*done = true); otherwise *done = false and nothing is emitted (the caller's
 * path runs). A load becomes TMA boxes into the staging buffer ct_tma + mbarrier wait + reads
 * into the result's registers; a store becomes owner writes into ct_tma + proxy fence + CTA
 * barrier + TMA store, whose bulk wait follows at once or, with delay_tma_store_wait, before
 * the staging buffer is next written and before the kernel returns. */
ct_status ct_ptx_tma_tiled(em *e, const ct_op *op, bool *done);

/* What `barrier` (an ordering point between memory accesses) and `return` need first while
 * TMA stores may be outstanding: their global writes completed (barrier) or their smem read
 * (return). */
void ct_ptx_tma_before_barrier(em *e);
void ct_ptx_tma_before_return(em *e);

#endif
