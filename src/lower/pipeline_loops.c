/*
 * pipeline_loops.c — pipeline-loops (sched stage): K loops whose dot operands stream through a
 * ring of shared-memory stages.
 *
 * A `for` qualifies when the dots of its body take their operands straight from loads of the same
 * iteration (tiled_load / gather_load, used once — or by several wgmma dots in one role, which then
 * read the one stream's stage: moe_w1's A against a gate and an up tile — weak, zero or no padding,
 * vectors of 4, 8 or 16 bytes along the unit-stride dimension: cp_piece) — a wgmma dot directly, an
 * mma.sync dot through the convert_layout that stages a 16- or 8-bit operand for ldmatrix (its
 * other operand stays in registers: attention's Q and P beside the K and V streams) — and the body
 * writes no memory and has no other side effect or nested region but reductions and scans (a dot of
 * 3-D tiles with a batch of one, from tiled loads, counts as one of its matrix, the last two
 * dimensions). A wgmma dot may take one operand from elsewhere, in its blocked operand layout: a
 * loop-invariant one (attention's Q) is "resident", written once before the loop to a tile of its
 * own after the ring; one the body computes (attention's P) is "staged", written to its tile by the
 * dot in every iteration, as an unpipelined wgmma would; unless it is a 16-bit A, which stays in
 * registers (ct_mma_wg_rs). A staged operand computed from a load of the body (an N-major tf32, f8
 * or i8 B, which wgmma cannot read; an f32 tile rounded to tf32) has that load "prefetched": it
 * streams into the ring like an operand, and the body reads it back from the stage (an 8-bit B that
 * is the load's tile as loaded goes from the stage to its K-major tile directly, in 4 x 4 byte
 * blocks); so does an mma.sync operand the body widens from f8 (sm_80, which has no f8 tensor
 * cores). Then (codegen/ptx_pipe.c) every thread copies its vectors of those loads with cp.async
 * straight into the stage's swizzled tile (or thread 0 by TMA, where the view is aligned), `ahead`
 * iterations before the iteration that multiplies them; the dot reads the stage through wgmma
 * descriptors, or the conversion reads it with ldmatrix. The loads' own operands (indices, pointer
 * tiles) are recomputed for the later iteration, so they may depend only on the induction variable,
 * values from outside the loop and pure ops of the body (the "slice").
 *
 * When the dot's accumulator is the loop-carried value (acc = block argument used only by the
 * dot, result passed straight to the continue), and no operand is in registers (the next
 * iteration's would race the wgmma still reading them), one wgmma group stays in flight across
 * the iteration boundary when the ring has four stages or more (three for a CTA alone on its
 * SM: CARRY_MIN_STAGES) and a thread's registers hold what the group keeps live (promoting
 * dots: promo_regs): the stage it reads is released one iteration later, so `ahead` =
 * stages − 2 (stages − 1 where the body reads every stage back itself: ct_pipe_read_back);
 * otherwise each dot waits for its results and `ahead` = stages − 1. Staged tiles
 * then have two copies that the iterations alternate between (staged_half), so that one
 * iteration writes its operands (the tf32 GEMM's rounding, the transposed 8-bit B) while the
 * last one's wgmma still reads the other copy; where the second copy leaves too few stages to
 * carry, they keep one and the dots wait.
 */
#include <string.h>

#include "lower/lower_views.h"
#include "lower/pipeline_loops.h"
#include "target/target.h"

enum { MAX_STAGES = 8 };

/* Stages a ring of a CTA that shares its SM needs before its loop keeps a wgmma group in
 * flight across iterations. With three, carrying leaves one iteration of copies in flight;
 * waiting for each iteration's own group leaves two, and the tensor cores idle while a CTA
 * waits are the SM's other CTA's. H200, samples/matmul bf16 128x128x64 at two CTAs an SM:
 * 8192^3 649 -> 732 TFLOP/s and 645 -> 717 in a second run (f16 646 -> 710), where the larger
 * working set misses L2 more and each copy waits longer; 4096^3, 2048^3 and K = 1024 even
 * within 1%. From four stages on carrying wins (never carrying lost up to 21%; carrying only
 * from five lost 8-12% on 64x128x64's four at 2048^3 and 4096^3). A CTA alone on its SM
 * carries from three stages as before: nothing would cover its waits (not measured). */
enum { CARRY_MIN_STAGES = 4 };

/* Registers a thread needs beside its accumulators, staged operands and promotion
 * temporaries for a K loop's addresses, counters, descriptors and scales: ptxas held them in
 * 26-36 over the fp8 GEMMs (CUDA 13.0), 28 where the carried moe_w1_fp8_64x128 left it no
 * more (252 registers, no spills). */
enum { REST_REGS = 24 };

/* Whether v is defined by an op of block b (not an argument, not from outside). */
static const ct_op *def_in(const ct_func *f, const ct_block *b, ct_val v)
{
    const ct_op *d = f->values[v].def;
    for (uint32_t i = 0; d && i < b->nops; i++)
        if (b->ops[i] == d)
            return d;
    return NULL;
}

typedef struct scan {
    ct_pass_ctx *c;
    ct_func *f;
    ct_fstate *fs;
    const uint32_t *uses;
    const ct_block *body;
    uint8_t *in_slice; /* per op index of the body */
    bool alone;        /* the rings are for a CTA alone on its SM (plan_lone) */
} scan;

/* Marks the body ops the value v needs; false if one of them cannot be recomputed for a later
 * iteration (impure, a region, or a loop-carried value other than the induction variable). */
static bool slice_of(scan *S, ct_val v)
{
    const ct_value *x = &S->f->values[v];
    if (!x->def)
        return x->block != S->body || x->index == 0;
    for (uint32_t i = 0; i < S->body->nops; i++) {
        const ct_op *op = S->body->ops[i];
        if (op != x->def)
            continue;
        if (S->in_slice[i])
            return true;
        if (!(ct_def(op)->props & P_PURE) || op->nregions || op->opc == CT_OP_DOT)
            return false;
        S->in_slice[i] = 1;
        for (uint32_t k = 0; k < op->nopnds; k++)
            if (!slice_of(S, op->opnds[k]))
                return false;
        return true;
    }
    return true; /* defined outside the loop */
}

/* Whether every operand of load ld can be recomputed for a later iteration; marks their slice.
 * A refusal unmarks what it marked: those marks would otherwise let a later operand whose
 * address shares an op with this one (two gathers through one index tile loaded in the body)
 * count that op, and so the load under it, as recomputable. */
static bool load_slice(scan *S, const ct_op *ld)
{
    uint32_t n = S->body->nops;
    uint8_t *was = ct_arena_alloc(&S->c->arena, n);
    if (!was)
        return false;
    memcpy(was, S->in_slice, n);
    for (uint32_t k = 0; k < ld->nopnds; k++)
        if (!slice_of(S, ld->opnds[k])) {
            memcpy(S->in_slice, was, n);
            return false;
        }
    return true;
}

static bool zero_padding(const ct_func *f, const ct_op *ld, ct_scalar s)
{
    if (ld->opc == CT_OP_TILED_LOAD)
        return ct_view_pad_bits(ld->attrs[0]->type, s) == 0;
    uint64_t bits;
    return !ld->seg[2] || (ct_rw_val_splat(f, ld->opnds[ld->nopnds - 1], &bits) && bits == 0);
}

/* Whether every use of v is a dot of the body that takes it as operand `role`: a tile that
 * several dots multiply alike (a block's A against two weight tiles) streams once, the later
 * dots reading its stage (CT_PIPE_SHARED). */
static bool dot_uses_only(const scan *S, ct_val v, uint32_t role)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < S->body->nops; i++) {
        const ct_op *op = S->body->ops[i];
        for (uint32_t k = 0; k < op->nopnds; k++)
            if (op->opnds[k] == v) {
                if (op->opc != CT_OP_DOT || k != role)
                    return false;
                n++;
            }
    }
    return n == S->uses[v];
}

/* The matrix (M x K or K x N) of a dot operand's tile type: a 2-D tile, or a batch of one. */
static const int64_t *matrix_of(const ct_type *t)
{
    return t->rank == 2 ? t->shape : t->rank == 3 && t->shape[0] == 1 ? t->shape + 1 : NULL;
}

/* Whether a vector of `bytes` is one cp.async copy: 4, 8 or 16 bytes. Vectors below 16 bytes are
 * a view the facts do not align (an f32 matrix of any row stride: its 4-byte elements); their
 * copies take more instructions but still run ahead of the dots, where loading them in the
 * body left the tensor cores waiting on every iteration's loads. */
static bool cp_piece(int64_t bytes) { return bytes == 4 || bytes == 8 || bytes == 16; }

/* Whether load ld of the body, whose matrix tile v (ld's, or what one reshape or permute of its
 * only use makes of it) is used once — or only as operand `role` of dots (role
 * CT_PIPE_ONE_USE: never) — can be copied ahead into a stage: weak, vectors of a cp.async
 * piece along its unit-stride dimension, zero padding, v in the blocked operand layout. */
#define CT_PIPE_ONE_USE UINT32_MAX
static bool copyable(scan *S, const ct_op *ld, ct_val v, uint32_t role)
{
    if (!ld || !def_in(S->f, S->body, ld->res[0]) ||
        (v != ld->res[0] && S->uses[ld->res[0]] != 1) ||
        (S->uses[v] != 1 && !dot_uses_only(S, v, role)) ||
        ct_rw_attr_named(ld, "memory_ordering_semantics", CT_MEM_ORDERING_WEAK) !=
            CT_MEM_ORDERING_WEAK)
        return false;
    const ct_type *t = ct_val_type(S->f, v);
    ct_scalar s = (ct_scalar)ct_type_elem(t)->scalar;
    int64_t vec = ct_rw_attr_named(ld, "vec", 1);
    ct_ll want;
    const ct_ll *have = v < S->fs->nlayout ? S->fs->layout[v] : NULL;
    uint32_t contig = ct_mma_wg_contig(S->f, v);
    return matrix_of(t) && (t->rank == 2 || ld->opc == CT_OP_TILED_LOAD) &&
           cp_piece(vec * ct_scalar_mem_bytes(s)) && zero_padding(S->f, ld, s) &&
           have && ct_mma_wg_operand_layout(t, S->fs->num_warps, contig, &want) &&
           ct_ll_eq(have, &want);
}

/* Operand `role` of dot as a stream, or false. */
static bool stream_of(scan *S, const ct_op *dot, uint32_t role, ct_pipe_opnd *o)
{
    ct_val v = dot->opnds[role];
    const ct_op *via, *ld = ct_mma_wg_source(S->f, v, &via);
    if (!copyable(S, ld, v, role))
        return false;
    const ct_type *t = ct_val_type(S->f, v);
    uint32_t eb = ct_scalar_mem_bytes(ct_type_elem(t)->scalar), contig = ct_mma_wg_contig(S->f, v);
    /* rows are M (A) or N (B); the 16-byte vectors run along K (K-major) or the rows */
    const int64_t *mat = matrix_of(t);
    uint32_t kdim = role == CT_MMA_A ? 1 : 0;
    uint32_t lrows = (uint32_t)__builtin_ctzll((uint64_t)mat[1 - kdim]);
    uint32_t lk = (uint32_t)__builtin_ctzll((uint64_t)mat[kdim]);
    uint32_t le = (uint32_t)__builtin_ctz(eb);
    if (!ct_mma_wg_tile_for(&o->tile, lrows, lk, le, contig, kdim))
        return false; /* staged through registers instead (fixed_of) */
    if (!load_slice(S, ld))
        return false;
    o->kind = CT_PIPE_STREAM;
    o->val = v;
    o->load = ld;
    o->via = via;
    o->dot = dot;
    o->role = (uint8_t)role;
    o->bytes = ct_mma_wg_tile_bytes(&o->tile);
    return true;
}

/* The load a staged operand v is computed from in the body — its source (ct_mma_wg_source:
 * directly, or through a reshape that drops unit dimensions) or that of an ftof (f32 rounded
 * to tf32 or f8) — as a tile of every stage of its own: copied ahead in the 2-D tile's
 * row-major order (the K-major layout of an A tile whose rows are the tile's), and read back
 * into the tile's registers where the body loads it (the reshape then emits nothing), so that
 * the body only moves it within shared memory. What it is for: an
 * N-major tf32, f8 or i8 B, which wgmma cannot read, read from memory in the body left the
 * tensor cores waiting on every iteration's loads (fp8: ~105 TFLOP/s on the H200); and an
 * mma.sync operand widened from f8 (plan_dots), whose loads ahead held the ring's bytes in
 * registers (sm_80's 8-bit GEMMs spilled 84-112 bytes). */
static bool prefetch_of(scan *S, ct_val v, ct_pipe_opnd *o)
{
    const ct_op *d = S->f->values[v].def, *via;
    const ct_op *ld = ct_mma_wg_source(S->f, d && d->opc == CT_OP_FTOF ? d->opnds[0] : v, &via);
    ct_val tile = via ? via->res[0] : ld ? ld->res[0] : CT_NO_VAL;
    if (!ld || (via && via->opc != CT_OP_RESHAPE) || !copyable(S, ld, tile, CT_PIPE_ONE_USE) ||
        ct_mma_wg_contig(S->f, tile) != 1)
        return false;
    const ct_type *t = ct_val_type(S->f, tile);
    uint32_t le = (uint32_t)__builtin_ctz(ct_scalar_mem_bytes(ct_type_elem(t)->scalar));
    uint32_t lrows = (uint32_t)__builtin_ctzll((uint64_t)t->shape[0]);
    uint32_t lcols = (uint32_t)__builtin_ctzll((uint64_t)t->shape[1]);
    if (t->rank != 2 || lcols + le < 5) /* 2-D only; rows narrower than a swizzle atom */
        return false;
    if (!load_slice(S, ld))
        return false;
    *o = (ct_pipe_opnd){.kind = CT_PIPE_PREFETCH, .val = tile, .load = ld, .via = via,
                        .role = CT_MMA_A};
    ct_mma_wg_tile_of(&o->tile, lrows, lcols, le);
    o->bytes = ct_mma_wg_tile_bytes(&o->tile);
    return true;
}

/* Whether the first p->nopnds operands of p prefetch load ld. */
static bool prefetched_before(const ct_pipe *p, const ct_op *ld)
{
    for (uint32_t j = 0; j < p->nopnds; j++)
        if (p->opnds[j].kind == CT_PIPE_PREFETCH && p->opnds[j].load == ld)
            return true;
    return false;
}

/* Whether v is an ftof of f8E4M3FN or f8E5M2 values in the body. */
static bool widened_f8(const scan *S, ct_val v)
{
    const ct_op *d = def_in(S->f, S->body, v);
    if (!d || d->opc != CT_OP_FTOF)
        return false;
    return ct_scalar_is_f8(ct_type_elem(ct_val_type(S->f, d->opnds[0]))->scalar);
}

/* Whether staged operand o moves from prefetch operand pf's stage to its tile within shared
 * memory (codegen/ptx_pipe.c transpose_blocks): a B (K x N, N contiguous: wgmma reads 8-bit
 * and tf32 operands K-major only) that is pf's tile as loaded, or, of 32-bit elements, its f32
 * rounded to tf32 by an ftof the dot alone reads (the copy rounds it instead), with a whole
 * number of 4 x 4 blocks for every thread. 8-bit: at least 64 x 64 (the lanes' blocks span
 * 16 of K and of N); 32-bit: at least 32 x 32, rows of 128 bytes on both sides (the lanes'
 * 16-byte accesses are conflict-free under the 128-byte swizzle). */
static bool transposes(const scan *S, const ct_pipe_opnd *o, const ct_pipe_opnd *pf)
{
    const ct_mma_wg_tile *t = &o->tile;
    const ct_op *cv = S->f->values[o->val].def;
    uint32_t lmin = t->le == 0 ? 6 : 5;
    bool rounds = t->le == 2 && cv && cv->opc == CT_OP_FTOF && cv->opnds[0] == pf->val &&
                  S->uses[o->val] == 1 &&
                  ct_type_elem(ct_val_type(S->f, pf->val))->scalar == CT_S_F32 &&
                  ct_type_elem(ct_val_type(S->f, o->val))->scalar == CT_S_TF32;
    return o->kind == CT_PIPE_STAGED && o->role == CT_MMA_B && (t->le == 0 || t->le == 2) &&
           t->lk >= lmin && t->lrows >= lmin &&
           t->lk + t->lrows - 4u >= 5u + (uint32_t)__builtin_ctz(S->fs->num_warps) &&
           (pf->val == o->val || rounds);
}

/* Operand `role` of a wgmma dot that does not stream: resident when the loop does not define
 * it, staged when the body does. It gets a K-major tile (what ptx_wgmma.c writes registers
 * to), so it needs the blocked operand layout that an unpipelined wgmma dot requires too. */
static bool fixed_of(scan *S, const ct_op *dot, uint32_t role, ct_pipe_opnd *o)
{
    ct_val v = dot->opnds[role];
    const ct_type *t = ct_val_type(S->f, v);
    const ct_ll *have = v < S->fs->nlayout ? S->fs->layout[v] : NULL;
    ct_ll want;
    const int64_t *mat = matrix_of(t);
    if (!mat || !have ||
        !ct_mma_wg_operand_layout(t, S->fs->num_warps, ct_mma_wg_contig(S->f, v), &want) ||
        !ct_ll_eq(have, &want))
        return false;
    const ct_value *x = &S->f->values[v];
    bool inside = x->def ? def_in(S->f, S->body, v) != NULL : x->block == S->body;
    uint32_t kdim = role == CT_MMA_A ? 1 : 0;
    uint32_t eb = ct_scalar_mem_bytes(ct_type_elem(t)->scalar);
    *o = (ct_pipe_opnd){.kind = inside ? CT_PIPE_STAGED : CT_PIPE_RESIDENT, .val = v, .dot = dot,
                        .role = (uint8_t)role};
    ct_mma_wg_tile_of(&o->tile, (uint32_t)__builtin_ctzll((uint64_t)mat[1 - kdim]),
                      (uint32_t)__builtin_ctzll((uint64_t)mat[kdim]),
                      (uint32_t)__builtin_ctz(eb));
    o->bytes = ct_mma_wg_tile_bytes(&o->tile);
    return true;
}

/* Operand `role` of an mma.sync dot as a stream: a 16- or 8-bit load (or a reshape of it that
 * drops unit dimensions: attention's K and V tiles of one head) whose 16-byte vectors run along the
 * rows or the columns of the tile, staged for ldmatrix by a convert_layout (ct_mma_staged);
 * the stage holds it in ct_mma_smem's swizzled layout (transposed where the vectors run down
 * the columns), which the conversion then reads. */
static bool stream_ldm_of(scan *S, const ct_op *dot, uint32_t role, ct_pipe_opnd *o)
{
    ct_val v = dot->opnds[role];
    const ct_op *cv = def_in(S->f, S->body, v), *via;
    if (!cv || cv->opc != CT_OP_CONVERT_LAYOUT || S->uses[v] != 1 ||
        !ct_mma_staged(S->c->cfg, S->f, dot, role, S->fs->num_warps))
        return false;
    ct_val lv = cv->opnds[0];
    const ct_op *ld = ct_mma_wg_source(S->f, lv, &via);
    ct_val tile = ld ? ld->res[0] : CT_NO_VAL;
    const ct_ll *l = tile < S->fs->nlayout ? S->fs->layout[tile] : NULL;
    const ct_ll *lvl = lv < S->fs->nlayout ? S->fs->layout[lv] : NULL;
    if (!ld || !def_in(S->f, S->body, tile) || S->uses[tile] != 1 ||
        (via && (via->opc != CT_OP_RESHAPE || S->uses[lv] != 1)) ||
        ct_rw_attr_named(ld, "memory_ordering_semantics", CT_MEM_ORDERING_WEAK) !=
            CT_MEM_ORDERING_WEAK || !l || !lvl ||
        !ct_ll_eq(l, lvl)) /* the conversion reads the stage by lv's layout */
        return false;
    const ct_type *t = ct_val_type(S->f, lv);
    ct_scalar s = (ct_scalar)ct_type_elem(t)->scalar;
    ct_mma_smem sm;
    ct_mma_smem_of(&sm, t, l);
    uint32_t vec = 16u >> sm.le; /* the copies' 16 bytes */
    if (ct_rw_attr_named(ld, "vec", 1) != vec || l->nreg < 4 - sm.le || !zero_padding(S->f, ld, s))
        return false;
    uint32_t unit = sm.tr ? 1u << sm.lcol : 1; /* one element along a stored row */
    for (uint32_t j = 0; 1u << j < vec; j++) /* registers 1, 2, 4 (8): the next elements of a */
        if (ct_ll_apply(l, 1u << j, 0, 0) != unit << j) /* stored row */
            return false;
    if (!load_slice(S, ld))
        return false;
    *o = (ct_pipe_opnd){.val = v, .load = ld, .via = via, .conv = cv, .dot = dot,
                        .role = (uint8_t)role, .sm = sm,
                        .bytes = (uint32_t)ct_type_num_elements(t) << sm.le};
    return true;
}

/* The registers a CTA's threads hold for streamed operand o's fragments, where they are 8-bit
 * (a byte a 16-bit register between ldmatrix's words and the packed mma.sync operands):
 * uncounted, sm_100a's samples/matmul e4m3 128x128x128 was sized for two CTAs of 128
 * registers and spilled 860 bytes; counted, one CTA of 254 and none. 16-bit fragments are not
 * counted: the bf16 128x128x64 fits two CTAs (sm_100a: 118 registers, no spill). */
static uint64_t byte_fragments(const scan *S, const ct_pipe_opnd *o)
{
    const ct_ll *l = o->val < S->fs->nlayout ? S->fs->layout[o->val] : NULL;
    if (o->kind != CT_PIPE_STREAM || !o->conv || o->sm.le || !l)
        return 0;
    return ((uint64_t)1 << l->nreg) / 4 * S->fs->num_warps * 32u;
}

/* The registers a CTA's threads hold for mma.sync operand o where it is a tile from before
 * the loop (attention's Q): its fragments, 4 bytes a register, live through every iteration
 * beside the accumulators. Uncounted, attention's 128x64 d64 tile of 8 warps was sized for two
 * CTAs of 128 registers on sm_80, sm_100a and sm_120a and spilled 52-188 bytes in its loop (it
 * takes 148-188 unbounded); counted, one CTA and none. A product of the body held in
 * registers (attention's P, a cast A) is left to the allowance for the rest: it lives between
 * its definition and its dot, mostly where what it was made from has died (counting those too
 * took d128 64x64 attention and the cast-A GEMMs, which fit two CTAs of 128 without a spill,
 * down to one CTA). wgmma's RS A is left out: the allowance covers it there (sm_90a attention
 * d64: 96-105 registers). */
static uint64_t held_fragments(const scan *S, const ct_pipe_opnd *o, bool wg)
{
    const ct_type *t = ct_val_type(S->f, o->val);
    const ct_type *el = t->kind == CT_TY_TILE ? ct_type_elem(t) : NULL;
    if (wg || o->kind != CT_PIPE_REGS || !el || el->kind != CT_TY_SCALAR ||
        !S->f->values[o->val].def || def_in(S->f, S->body, o->val))
        return 0;
    return ct_type_num_elements(t) * ct_scalar_mem_bytes(el->scalar) / 4;
}

/* Whether the dot's accumulator is the carried value updated in place. */
static bool carried_acc(const scan *S, const ct_op *dot)
{
    const ct_block *b = S->body;
    const ct_op *cont = b->ops[b->nops - 1];
    ct_val acc = dot->opnds[2];
    const ct_value *x = &S->f->values[acc];
    if (x->def || x->block != b || x->index == 0 || S->uses[acc] != 1 ||
        S->uses[dot->res[0]] != 1 || cont->opc != CT_OP_CONTINUE)
        return false;
    return x->index - 1 < cont->nopnds && cont->opnds[x->index - 1] == dot->res[0];
}

/* The dots of block b (not in nested regions); *scaled: whether one scales its product (the
 * fp8 recipe's, lower_dots.c's fusion). */
static uint32_t body_dots(const ct_block *b, bool *scaled)
{
    uint32_t n = 0;
    *scaled = false;
    for (uint32_t i = 0; i < b->nops; i++)
        if (b->ops[i]->opc == CT_OP_DOT) {
            n++;
            *scaled |= b->ops[i]->nopnds > CT_MMA_SCALE;
        }
    return n;
}

/* Registers a thread of the loop's CTA holds (ct_pipe.regs): the dots' accumulators (a
 * register per element) and staged operands (per 4 bytes), spread over the CTA's threads,
 * plus about 64 for the rest. */
static uint32_t thread_regs(const scan *S, uint64_t reg_elems)
{
    uint64_t regs = reg_elems / (S->fs->num_warps * 32u) + 64;
    return regs < CT_TARGET_BLOCK_REGS ? (uint32_t)regs : CT_TARGET_BLOCK_REGS;
}

/* CTAs per SM a ring is sized for: the entry's occupancy hint, else as many as the registers
 * allow (thread_regs, out of 64 Ki per SM), at most two. A second CTA runs its prologue and
 * epilogue while the other one's loop keeps the tensor cores busy (H200, bf16 128x128x64
 * tiles of 8 warps: 8192x8192x1024 371 -> 466 TFLOP/s, 2048^3 390 -> 481). The hint too is
 * held down where the loop could not fit even at the least it holds (`least`: what plan_dots
 * counts with its dots waiting for their groups, as a hinted ring of two stages makes them,
 * bytes widened from f8 counted as loaded, four a register, and REST_REGS instead of
 * thread_regs' allowance, which overstates loops that fit: sm_80's fp8 MoE w2 of occupancy
 * 3, 126-167 registers; hints are advisory, and ct_hint_occupancy counts the largest
 * accumulator alone): samples/moe's fp8 64-row w1, hinted two CTAs for its one warpgroup on
 * wgmma (216 a thread at the least), has 8 warps on mma.sync, and two CTAs of 128 registers
 * spilled 724-1372 bytes in its K loop on sm_80 and sm_100a (and sm_90a under
 * CUTILE_WGMMA=0). */
static uint32_t ctas_per_sm(const scan *S, uint32_t regs, uint64_t least, bool *hinted)
{
    uint64_t threads = S->fs->num_warps * 32u, fit = CT_TARGET_BLOCK_REGS / (threads * least);
    uint32_t occ = ct_hint_occupancy(S->c, S->f, (uint32_t)threads);
    if ((*hinted = occ != 0))
        return occ <= fit ? occ : fit ? (uint32_t)fit : 1;
    return CT_TARGET_BLOCK_REGS / (threads * regs) >= 2 ? 2 : 1;
}

/* Bytes of the static staging buffer the body's layout conversions and shape ops take
 * inside the loop (codegen/ptx_convert.c ct_ptx_smem_buf: up to 48 KiB; inside a pipelined
 * loop the dynamic region is the ring's): their largest tile. */
static uint64_t body_staging(const scan *S, const ct_pipe *p)
{
    uint64_t most = 0;
    for (uint32_t i = 0; i < S->body->nops; i++) {
        const ct_op *op = S->body->ops[i];
        bool ldm = false; /* ldmatrix conversions read their stage */
        for (uint32_t k = 0; k < p->nopnds; k++)
            ldm = ldm || p->opnds[k].conv == op;
        if (ldm)
            continue;
        switch (op->opc) {
        case CT_OP_CONVERT_LAYOUT: case CT_OP_SCAN: case CT_OP_EXTRACT: case CT_OP_INSERT:
        case CT_OP_CAT: case CT_OP_PACK: case CT_OP_UNPACK: break;
        default: continue;
        }
        for (uint32_t k = 0; k < op->nopnds + op->nres; k++) {
            const ct_type *t = ct_val_type(S->f, k < op->nopnds ? op->opnds[k]
                                                                : op->res[k - op->nopnds]);
            const ct_type *el = t->kind == CT_TY_TILE ? ct_type_elem(t) : NULL;
            uint64_t eb = !el ? 0 : el->kind == CT_TY_PTR ? 8 : ct_scalar_mem_bytes(el->scalar);
            uint64_t bytes = el ? ct_type_num_elements(t) * (eb ? eb : 1) : 0;
            most = bytes > most ? bytes : most;
        }
    }
    return most;
}

/* Whether op may sit in a pipelined body: no memory writes or other effects, and no nested
 * region but a reduction's or scan's combiner (pure scalar ops). */
static bool body_op_ok(const ct_op *op)
{
    if (ct_def(op)->props & (P_MEM_WRITE | P_EFFECT))
        return false;
    return !op->nregions || op->opc == CT_OP_REDUCE || op->opc == CT_OP_SCAN;
}

/* The operand of p streamed already as value v in `role` (an earlier dot's), or −1. */
static int streamed_before(const ct_pipe *p, ct_val v, uint32_t role)
{
    for (uint32_t k = 0; k < p->nopnds; k++)
        if (p->opnds[k].kind == CT_PIPE_STREAM && p->opnds[k].val == v &&
            p->opnds[k].role == role)
            return (int)k;
    return -1;
}

/* Registers a thread holds for the promoting dots' temporaries (ct_mma_promote_sets; as
 * codegen/ptx_wgmma.c wg_promoted issues them). Waited, a dot's sets are added before the next
 * dot issues: the largest dot's sets are live (most). With the groups in flight across
 * iterations (carried), every dot's last set stays live while a dot issues into its others:
 * the last sets of all (last) plus the most any dot has besides its last (others). */
typedef struct promo_regs {
    uint64_t most, last, others;
} promo_regs;

/* Adds dot op's promotion temporaries (none if it does not promote) into *pr. */
static void count_promote(const scan *S, const ct_op *op, promo_regs *pr)
{
    ct_mma_geom g;
    if (!ct_mma_promote(op) ||
        ct_mma_geom_of(&g, ct_val_type(S->f, op->opnds[0]), ct_val_type(S->f, op->opnds[1]),
                       ct_val_type(S->f, op->opnds[2]), S->fs->num_warps))
        return;
    ct_mma_wg_geom(&g);
    ct_mma_sets s = ct_mma_promote_sets(&g);
    uint64_t set = 1u << (s.lni - 1);
    pr->most = s.n * set > pr->most ? s.n * set : pr->most;
    pr->last += set;
    pr->others = (s.n - 1) * set > pr->others ? (s.n - 1) * set : pr->others;
}

/* The dots' operands of body b into p (A, then B, of each dot); false if a dot does not
 * qualify. *carried: every dot can keep its wgmma group in flight. *reg_elems: the registers
 * the CTA holds for them (an element or 4 bytes a register), of which *widened are f8 bytes
 * widened in the body. */
static bool plan_dots(scan *S, ct_pipe *p, bool *carried, uint64_t *reg_elems, promo_regs *pr,
                      uint64_t *widened)
{
    const ct_block *b = S->body;
    uint32_t streams = 0;
    *carried = true;
    for (uint32_t i = 0; i < b->nops; i++) {
        const ct_op *op = b->ops[i];
        if (!body_op_ok(op))
            return false;
        if (op->opc != CT_OP_DOT)
            continue;
        bool wg = ct_mma_wg_active(S->f, op, S->fs->num_warps);
        if (p->nopnds + 2 > CT_PIPE_MAX_OPNDS || ct_mma_engine(op) == CT_MMA_FMA)
            return false;
        uint32_t first = p->nopnds; /* this dot's A (its B next, then prefetched loads) */
        for (uint32_t role = CT_MMA_A; role <= CT_MMA_B; role++) {
            ct_pipe_opnd *o = &p->opnds[p->nopnds++];
            int earlier = wg ? streamed_before(p, op->opnds[role], role) : -1;
            if (earlier >= 0)
                *o = (ct_pipe_opnd){.kind = CT_PIPE_SHARED, .val = op->opnds[role], .dot = op,
                                    .role = (uint8_t)role, .from = (uint8_t)earlier,
                                    .load = p->opnds[earlier].load,
                                    .tile = p->opnds[earlier].tile};
            else if (wg && role == CT_MMA_A && ct_mma_wg_rs(S->f, op, S->fs->num_warps))
                *o = (ct_pipe_opnd){.kind = CT_PIPE_REGS, .val = op->opnds[0], .dot = op,
                                    .role = CT_MMA_A};
            else if (!wg && !stream_ldm_of(S, op, role, o)) /* mma.sync reads registers */
                *o = (ct_pipe_opnd){.kind = CT_PIPE_REGS, .val = op->opnds[role], .dot = op,
                                    .role = (uint8_t)role};
            else if (wg && !stream_of(S, op, role, o) && !fixed_of(S, op, role, o))
                return false;
            streams += o->kind == CT_PIPE_STREAM;
            *reg_elems += byte_fragments(S, o) + held_fragments(S, o, wg);
            /* the RS A registers must not change under a wgmma in flight (a staged tile
             * gets a second copy instead) */
            *carried = *carried && o->kind != CT_PIPE_REGS;
        }
        /* an mma.sync operand widened from f8 in the body (no f8 tensor cores: lower_dots.c)
         * prefetches its load like a staged one: the ring holds the bytes, not the registers;
         * once for two dots of one widened operand (the fp8 MoE w1's A) */
        for (uint32_t k = first; !wg && k < first + 2; k++) {
            const ct_op *cv = S->f->values[p->opnds[k].val].def;
            if (p->opnds[k].kind == CT_PIPE_REGS && p->nopnds < CT_PIPE_MAX_OPNDS && cv &&
                cv->opc == CT_OP_CONVERT_LAYOUT && widened_f8(S, cv->opnds[0]) &&
                prefetch_of(S, cv->opnds[0], &p->opnds[p->nopnds]) &&
                !prefetched_before(p, p->opnds[p->nopnds].load)) {
                /* its bytes read back and widened are in registers (an element a register)
                 * until the staging conversion has stored them */
                uint64_t n = ct_type_num_elements(ct_val_type(S->f, p->opnds[k].val));
                *widened += n;
                *reg_elems += n;
                p->nopnds++, streams++;
            }
        }
        /* the loads of staged operands, after the dot's A and B (ptx_pipe.c finds B next to A) */
        for (uint32_t k = p->nopnds - 2, n = p->nopnds; wg && k < n; k++) {
            ct_pipe_opnd *o = &p->opnds[k], *pf = &p->opnds[p->nopnds];
            if (o->kind != CT_PIPE_STAGED)
                continue;
            if (p->nopnds < CT_PIPE_MAX_OPNDS && prefetch_of(S, o->val, pf)) {
                o->from = transposes(S, o, pf) ? (uint8_t)p->nopnds : 0;
                p->nopnds++;
                streams++;
            }
            /* a staged tile is in registers in the body (4 bytes a register) unless it moves
             * within shared memory: left out, the i8 GEMM with a K x N B was sized for two
             * CTAs of 128 registers and spilled */
            if (!o->from)
                *reg_elems += o->bytes / 4;
        }
        /* mma.sync reads its stage synchronously (ldmatrix), tcgen05 dots wait for their
         * results: nothing stays in flight */
        *carried = *carried && wg && ct_mma_engine(op) == CT_MMA_WGMMA && carried_acc(S, op);
        /* the last dot decides: a second one's A is not the first operand */
        p->tc_acc = first == 0 && wg && ct_mma_engine(op) == CT_MMA_TCGEN05 && carried_acc(S, op);
        /* a promoting dot's sets of temporaries count as accumulator registers (plan_loop):
         * left out, the ring was sized for two CTAs of 128 registers and the fp8 K loop
         * spilled */
        *reg_elems += ct_type_num_elements(ct_val_type(S->f, op->opnds[2]));
        count_promote(S, op, pr);
    }
    return streams > 0;
}

static void note_static_user(ct_op *op, void *user)
{
    uint32_t rw = ct_def(op)->props & (P_MEM_READ | P_MEM_WRITE);
    *(bool *)user |= op->opc == CT_OP_REDUCE || op->opc == CT_OP_SCAN ||
                     op->opc == CT_OP_ALLOCA || rw == (P_MEM_READ | P_MEM_WRITE);
}

/* Whether the function may take static shared memory besides its loops' body staging:
 * cross-warp reductions and scans, atomics sharing their results, alloca, the prefer-TMA
 * staging buffer. A plain GEMM takes none: its epilogue's layout conversion reuses the ring
 * after the loop (codegen ct_ptx_smem_buf). */
static bool static_users(const scan *S)
{
    bool any = S->c->cfg->knobs.prefer_tma == 1;
    if (!any)
        ct_rw_walk(&S->f->body, note_static_user, &any);
    return any;
}

static void note_store_tile(ct_op *op, void *user)
{
    if (op->opc != CT_OP_TILED_STORE)
        return;
    const ct_type *pv = op->attrs[0]->type;
    if (pv->elem->elem->kind != CT_TY_SCALAR)
        return;
    uint64_t bytes = ct_scalar_mem_bytes((ct_scalar)pv->elem->elem->scalar), *most = user;
    for (uint32_t i = 0; i < pv->ntile; i++)
        bytes *= (uint64_t)pv->tile_shape[i];
    *most = bytes > *most ? bytes : *most;
}

/* Shared memory a persistent entry keeps beside its ring (codegen/ptx_persist.c: the producer
 * warp refills the stages with the next block's tiles while the consumers' epilogue stages its
 * tile, so the two may not share the region): the largest tile it stores, where the
 * persistent knob is on and a producer warp may feed its loop (TMA). Only a CTA alone on its
 * SM runs persistently (a second one overlaps the first's fill and epilogue already), and
 * never the lone twin (its grid is a wave). */
static uint32_t persist_reserve(const scan *S)
{
    uint64_t most = 0;
    if (S->c->cfg->knobs.persistent != 1 || !S->f->is_entry || S->alone ||
        !ct_pass_has(S->c, CT_FEAT_TMA))
        return 0;
    ct_rw_walk(&S->f->body, note_store_tile, &most);
    return most > 64 * 1024 ? 0 : (uint32_t)(most + 1023) & ~1023u;
}

/* Elements of the loop-carried tiles no dot of the body produces (the fp8 GEMMs' acc + part ·
 * scales, beside the dot's own result): registers held across the loop that plan_dots'
 * accumulators leave out — the fp8 K loop was sized for two CTAs of 128 registers and
 * spilled. A dot's result carried straight on is its accumulator, counted there; a tile of
 * fewer elements than the CTA has threads (softmax's row statistics) is a register or two,
 * within ctas_per_sm's allowance. */
static uint64_t carried_elems(const scan *S)
{
    const ct_op *cont = S->body->ops[S->body->nops - 1];
    uint64_t n = 0, threads = S->fs->num_warps * 32u;
    for (uint32_t k = 0; cont->opc == CT_OP_CONTINUE && k < cont->nopnds; k++) {
        const ct_type *t = ct_val_type(S->f, cont->opnds[k]);
        const ct_op *d = S->f->values[cont->opnds[k]].def;
        if (t->kind == CT_TY_TILE && !(d && d->opc == CT_OP_DOT) &&
            ct_type_num_elements(t) >= threads)
            n += ct_type_num_elements(t);
    }
    return n;
}

/* The body ops in_slice marks, in body order, into *ops (*n of them). */
static ct_status marked_ops(scan *S, uint32_t *n, const ct_op ***ops)
{
    const ct_block *b = S->body;
    *n = 0;
    for (uint32_t i = 0; i < b->nops; i++)
        *n += S->in_slice[i];
    if (!(*ops = ct_arena_alloc(&S->c->arena, (*n + 1) * sizeof **ops)))
        return ct_diag_set(S->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "pipeline-loops: out of memory");
    for (uint32_t i = 0, k = 0; i < b->nops; i++)
        if (S->in_slice[i])
            (*ops)[k++] = b->ops[i];
    return CUTILE_SUCCESS;
}

/* Loads fetched an iteration early (codegen/ptx_pipe.c): a weak load of the body that no
 * stage holds, whose address the induction variable and values from before the loop decide
 * (load_slice), whose registers are few and which no dot reads (feeds_dot), is issued for
 * iteration i + 1 where the body loads it in iteration i, into registers the loop carries.
 * Its latency then passes under an iteration of dots rather than between a dot's wait and
 * the arithmetic after it: the fp8 GEMMs' scales of each K group, multiplied in right after
 * the group's wgmma completes, stalled the warps on their loads for ~13% of the samples on
 * the H200 (ncu, moe_w2_fp8_128x128 at Mixtral T = 4096). Safe because the body writes no
 * memory and has no other effect (body_op_ok): a weak load may read what it would read an
 * iteration later, no write of another thread being ordered between the two points. Not
 * with the prefer-TMA knob, whose tiled loads go through one staging buffer. A load holds
 * its registers twice through the iteration (the values in use and the next ones), so a
 * thread's part is capped: 32 registers takes a transposed tile's scales (32 columns of one
 * a thread; the 64-row fp8 w1, 0 spills, 1-3% faster on the H200 than at a cap of 8, which
 * left them in the body). */
enum { EARLY_REGS = 32 };

/* Whether v, or what a conversion or rename of it makes, is a dot's operand in the body: a tile
 * the dots read is the ring's to stream or stage; early, its registers would be held twice
 * beside the accumulators (test/data matmul_cast_a_bf16's f32 A, 32 registers a thread). */
static bool feeds_dot(const scan *S, ct_val v)
{
    for (uint32_t i = 0; i < S->body->nops; i++) {
        const ct_op *op = S->body->ops[i];
        bool conv = op->nres == 1 && (op->opc == CT_OP_FTOF || op->opc == CT_OP_RESHAPE ||
                                      op->opc == CT_OP_PERMUTE || op->opc == CT_OP_CONVERT_LAYOUT);
        for (uint32_t k = 0; k < op->nopnds; k++)
            if (op->opnds[k] == v &&
                (op->opc == CT_OP_DOT || (conv && feeds_dot(S, op->res[0]))))
                return true;
    }
    return false;
}

static bool early_candidate(const scan *S, const ct_pipe *p, const ct_op *op)
{
    if ((op->opc != CT_OP_TILED_LOAD && op->opc != CT_OP_GATHER_LOAD) ||
        ct_rw_attr_named(op, "memory_ordering_semantics", CT_MEM_ORDERING_WEAK) !=
            CT_MEM_ORDERING_WEAK)
        return false;
    for (uint32_t k = 0; k < p->nopnds; k++)
        if (p->opnds[k].load == op)
            return false;
    ct_val v = op->res[0];
    const ct_ll *l = v < S->fs->nlayout ? S->fs->layout[v] : NULL;
    return l && (1u << l->nreg) <= EARLY_REGS && !feeds_dot(S, v);
}

static ct_status plan_early(scan *S, ct_pipe *p)
{
    const ct_block *b = S->body;
    if (S->c->cfg->knobs.prefer_tma == 1)
        return CUTILE_SUCCESS;
    for (uint32_t i = 0; i < b->nops && p->nearly < CT_PIPE_MAX_EARLY; i++) {
        memset(S->in_slice, 0, b->nops);
        if (!early_candidate(S, p, b->ops[i]) || !load_slice(S, b->ops[i]))
            continue;
        ct_pipe_early *x = &p->early[p->nearly++];
        x->load = b->ops[i];
        if (marked_ops(S, &x->nslice, &x->slice))
            return S->c->d->status;
    }
    return CUTILE_SUCCESS;
}

/* Offsets of the operands' tiles: streamed and prefetched ones in a stage, resident ones after
 * the ring, then the staged ones, twice over where a wgmma group may stay in flight (carried). */
static void lay_out(ct_pipe *p, bool carried)
{
    for (uint32_t pass = 0; pass < 2; pass++)
        for (uint32_t k = 0; k < p->nopnds; k++) {
            ct_pipe_opnd *o = &p->opnds[k];
            if ((o->kind == CT_PIPE_STAGED) != (pass == 1))
                continue;
            uint32_t *at = ct_pipe_in_stage(o) ? &p->stage_bytes : &p->fixed_bytes;
            uint32_t size = (o->bytes + 1023) & ~1023u;
            o->offset = *at;
            *at += size;
            p->staged_half += pass == 1 && carried ? size : 0;
        }
    p->fixed_bytes += p->staged_half;
}

/* Stages of a ring in `room` bytes beside its fixed tiles (0 when they do not fit). */
static uint32_t ring_stages(const ct_pipe *p, uint32_t room)
{
    uint32_t n = room < p->fixed_bytes ? 0 : (room - p->fixed_bytes) / p->stage_bytes;
    return n > MAX_STAGES ? MAX_STAGES : n;
}

static ct_status plan_loop(scan *S, const ct_op *loop)
{
    const ct_block *b = S->body = &loop->regions[0].blocks[0];
    ct_pipe p = {.loop = loop};
    bool carried;
    uint64_t reg_elems = 0;
    promo_regs pr = {0, 0, 0};
    if (!b->nops || !(S->in_slice = ct_arena_alloc(&S->c->arena, b->nops)))
        return b->nops ? ct_diag_set(S->c->d, CUTILE_ERROR_OUT_OF_MEMORY,
                                     "pipeline-loops: out of memory")
                       : CUTILE_SUCCESS;
    memset(S->in_slice, 0, b->nops);
    uint64_t widened = 0;
    if (!plan_dots(S, &p, &carried, &reg_elems, &pr, &widened))
        return CUTILE_SUCCESS;
    reg_elems += carried_elems(S);
    /* Groups in flight keep more temporaries live (promo_regs); where those and the registers
     * held across the loop leave a thread fewer than REST_REGS, the dots wait instead
     * (moe_w1_fp8_128x128, gate and up of 64 accumulators and a set of 64 temporaries a thread
     * each, carried: 255 registers and 400 bytes of spills; waiting: 226 and none). */
    uint64_t threads = S->fs->num_warps * 32u;
    /* the dots waiting, the widened bytes as loaded (four a register) */
    uint64_t least = (reg_elems - widened + widened / 4) / threads + pr.most + REST_REGS;
    carried = carried && reg_elems / threads + pr.last + pr.others + REST_REGS <=
                             CT_TARGET_THREAD_REGS;
    reg_elems += (carried ? pr.last + pr.others : pr.most) * threads;
    lay_out(&p, carried);
    /* The ring and the fixed tiles share the block's shared memory with the static staging
     * buffer of the body's layout conversions: at least 16 KiB of it are left, which also
     * covers the epilogues of the usual tiles (emit-ptx fails cleanly if the kernel needs
     * more). A 4th stage for 128x256x64 bf16 tiles is worth more than room for larger
     * conversions. The budget is split between the CTAs an SM should hold, fewer when that
     * leaves less than three stages each (less than the minimum, for an occupancy hint or a
     * body of two dots or more); one stage at least must be in flight. A body of dependent
     * dots (attention's Q·Kᵀ, softmax, P·V) leaves the tensor cores idle while each CTA does
     * its arithmetic between them, which a second CTA fills; the minimum ring still keeps an
     * iteration of copies in flight (codegen/ptx_pipe.c release_now). */
    uint64_t staging = body_staging(S, &p);
    if (staging > 48 * 1024)
        return CUTILE_SUCCESS;
    staging = staging > 16 * 1024 ? (staging + 1023) & ~1023ull : 16 * 1024;
    uint32_t budget = S->c->cfg->target->smem_optin - (uint32_t)staging - 1024;
    bool hinted = false;
    p.regs = thread_regs(S, reg_elems);
    uint32_t ctas = S->alone ? 1 : ctas_per_sm(S, p.regs, least, &hinted);
    hinted = S->alone || hinted; /* alone: planned as a hint of one would be */
    /* The hinted CTA count holds down to two stages: a wgmma group kept in flight needs a
     * third (a fourth where CTAs share the SM: CARRY_MIN_STAGES), so at two each K step waits
     * for its own group, which the SM's other CTA covers (H200, samples/moe's bf16 GEMMs of
     * TILE_K = 128 at occupancy 2, 2 stages, against one CTA of 4-5: 4-26% faster where the
     * grid is several waves; before, the hint was dropped whenever two CTAs left less than
     * three stages each). */
    /* A scaled dot's loop keeps its CTAs down to two stages, as samples/moe's fp8 GEMMs ran
     * before the fusion made their dots promote: the SM's other CTA covers each K step's wait
     * for its group (carried only from CARRY_MIN_STAGES); one CTA of more stages is not
     * measured against it. */
    bool scaled;
    uint32_t dots = body_dots(b, &scaled);
    uint32_t min = carried && !hinted && !p.staged_half && !scaled ? 3 : 2;
    uint32_t keep = hinted || dots >= 2 ? min : 3; /* stages for ctas to stay */
    uint32_t one_copy = p.fixed_bytes - p.staged_half; /* the CTAs stay as without the copy */
    while (ctas > 1 && (budget / ctas < one_copy ||
                        (budget / ctas - one_copy) / p.stage_bytes < keep))
        ctas--;
    uint32_t reserve = ctas == 1 ? persist_reserve(S) : 0;
    budget -= reserve < budget ? reserve : 0;
    /* A CTA alone on its SM by the occupancy hint whose other static shared memory is only its
     * mbarriers gives the reserve beyond its body staging to the ring (1 KiB kept for the
     * mbarriers): a deeper ring keeps more K steps in flight, what a grid of one wave (skinny
     * GEMMs) is bound by. Not with two CTAs: each also pays the ring's alignment slack and the
     * SM's per-CTA reserve. (Kernels alone on their SM by their registers would gain a stage
     * too; left as they are until measured.) So does one whose ring would otherwise have too
     * few stages to pipeline at all: on the targets of 99 KiB a block (sm_86, sm_89, sm_120)
     * the 128x256x64 16-bit GEMMs' 48 KiB stages left one stage beside the 16 KiB reserve, so
     * their K loops loaded synchronously and ptxas spilled 140-324 bytes at 255 registers; with
     * the reserve given to the ring, two stages and none. */
    if ((hinted || ring_stages(&p, budget / ctas) < min) && ctas == 1 &&
        body_staging(S, &p) <= 16 * 1024 && !static_users(S)) {
        uint64_t body = (body_staging(S, &p) + 1023) & ~1023ull;
        budget = S->c->cfg->target->smem_optin - (uint32_t)body - 2048 - reserve;
    }
    p.stages = ring_stages(&p, budget / ctas);
    /* alone, three: a stage each for the group in flight, the one read and the one refilled */
    carried = carried && p.stages >= (ctas > 1 ? CARRY_MIN_STAGES : 3);
    if (!carried && p.staged_half) { /* too few stages to carry: one copy, more stages */
        p.fixed_bytes -= p.staged_half;
        p.staged_half = 0;
        p.stages = ring_stages(&p, budget / ctas);
    }
    if (p.stages < min)
        return CUTILE_SUCCESS;
    if (ctas > S->fs->ctas_per_sm)
        S->fs->ctas_per_sm = ctas;
    p.carried = carried;
    p.ahead = p.stages - (carried && !ct_pipe_read_back(p.opnds, p.nopnds) ? 2 : 1);
    if (marked_ops(S, &p.nslice, &p.slice) || plan_early(S, &p))
        return S->c->d->status;
    ct_pipe *np = ct_arena_alloc(&S->c->arena, (S->fs->npipes + 1) * sizeof *np);
    if (!np)
        return ct_diag_set(S->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "pipeline-loops: out of memory");
    if (S->fs->npipes)
        memcpy(np, S->fs->pipes, S->fs->npipes * sizeof *np);
    np[S->fs->npipes++] = p;
    S->fs->pipes = np;
    return CUTILE_SUCCESS;
}

static ct_status scan_region(scan *S, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++)
        for (uint32_t i = 0; i < r->blocks[bi].nops; i++) {
            ct_op *op = r->blocks[bi].ops[i];
            for (uint32_t k = 0; k < op->nregions; k++)
                if (scan_region(S, &op->regions[k]))
                    return S->c->d->status;
            if (op->opc == CT_OP_FOR && op->nregions == 1 && op->regions[0].nblocks == 1 &&
                plan_loop(S, op))
                return S->c->d->status;
        }
    return CUTILE_SUCCESS;
}

static ct_status plan_func(ct_pass_ctx *c, ct_module *m, uint32_t fi, bool alone)
{
    scan S = {.c = c, .f = m->funcs[fi], .fs = &c->fs[fi], .alone = alone};
    if (!(S.uses = ct_rw_use_counts(&c->arena, S.f)))
        return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "pipeline-loops: out of memory");
    return scan_region(&S, &S.f->body);
}

/* K steps in flight over the loops of a plan. */
static uint32_t in_flight(const ct_pipe *p, uint32_t n)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++)
        k += p[i].ahead;
    return k;
}

/* The lone plan of entry fi, whose rings are sized for CTAs sharing an SM: its loops planned
 * again with rings for a CTA alone on its SM — deeper, with the reserve an occupancy hint of
 * one gets — for a second entry, the lone twin (codegen/emit_ptx.c). A grid of no more CTAs
 * than the device has SMs leaves each CTA alone on its SM whichever entry runs, so there the
 * launcher takes the twin (launch/launch.c). Kept only when it has more K steps in flight.
 * (H200, one run, the entry's ring against the lone one on grids of at most 132 CTAs, bf16
 * TFLOP/s: 128x128x64 at 128x8192x8192 240 -> 345, 64x128x64 297 -> 382; geomean +15% for
 * 128x128x64 over 20 such points, +28% for 64x128x64 over 7, +7% for 64x64x64 over 5, none
 * more than 1.6% slower; on grids of several waves the lone ring was 8-40% slower, which is
 * why the entry keeps its shared one.) */
static ct_status plan_lone(ct_pass_ctx *c, ct_module *m, uint32_t fi)
{
    ct_fstate *fs = &c->fs[fi];
    ct_pipe *pipes = fs->pipes;
    uint32_t n = fs->npipes, ctas = fs->ctas_per_sm;
    fs->pipes = NULL, fs->npipes = fs->ctas_per_sm = 0;
    if (plan_func(c, m, fi, true))
        return c->d->status;
    if (in_flight(fs->pipes, fs->npipes) > in_flight(pipes, n))
        fs->lone_pipes = fs->pipes, fs->lone_npipes = fs->npipes;
    fs->pipes = pipes, fs->npipes = n, fs->ctas_per_sm = ctas;
    return CUTILE_SUCCESS;
}

ct_status ct_pass_pipeline(ct_pass_ctx *c, ct_module *m)
{
    if (!ct_target_has(c->cfg->target, CT_FEAT_CP_ASYNC))
        return CUTILE_SUCCESS;
    for (uint32_t fi = 0; fi < m->nfuncs; fi++)
        if (plan_func(c, m, fi, false) ||
            (m->funcs[fi]->is_entry && c->fs[fi].ctas_per_sm > 1 && c->cfg->knobs.lone_twin &&
             plan_lone(c, m, fi)) ||
            ct_grid_order_plan(c, m->funcs[fi], &c->fs[fi]))
            return c->d->status;
    return CUTILE_SUCCESS;
}

const ct_pipe *ct_pipe_of_loop(const ct_fstate *fs, const ct_op *loop)
{
    for (uint32_t i = 0; i < fs->npipes; i++)
        if (fs->pipes[i].loop == loop)
            return &fs->pipes[i];
    return NULL;
}
