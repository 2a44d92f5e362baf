/* scale_dots.c — scale-dots (sched → sched): a block-scaled fp8 K group's scaling moves into
 * its dot, so that it overlaps the dot's own MMAs.
 *
 * Block-scaled fp8 GEMMs scale each 128-wide K group's product: acc + dot(a, b, 0)·s as an
 * fma (the DeepSeek recipe's MoE GEMM, samples/moe: s = sa·sw), or after a multiplication by
 * one scale first, fma(dot·sa, sw, acc) (test/kernels/byte_dots.py's scaled GEMM), the dot one
 * promotion's K steps of f8 at most (lower-dots does not promote it). Issued as it stands, the
 * dot's wgmma groups are waited for whole, and the tensor cores idle while the fma scales
 * them. As the scaled dot of acc (ops.def: d = fma(t·s_0…, s_last, acc), t = a·b, the same
 * roundings) it is issued as a promoting dot (codegen/ptx_wgmma.c wg_promoted) whose promotion
 * is that arithmetic: each 64-row slab's n64 instruction tiles go into two sets of registers
 * in turn, and the finished tile is scaled into acc (after wgmma.wait_group 1) while the tensor
 * cores compute the next. The K steps of one tile accumulate in the tensor core as in the
 * n128+ instruction, so the results do not change.
 *
 * It runs at the sched stage, once assign-layouts has chosen the warps: the dot must be a
 * wgmma of the block's warpgroups (ct_mma_wg_active; a dot of fewer warps takes mma.sync,
 * which has no promotion), and its scales must be in the accumulator's layout, as
 * elementwise operands of the accumulator's fma already are.
 *
 * Cost rule (registers): the promotion's two sets (CT_MMA_PROMOTE_REGS a thread) replace the
 * dot's result, N / 2 registers a thread per slab (64 rows × N over a warpgroup's 128
 * threads); fused only where they take no more — N >= 128, where a slab has two n64 tiles at
 * least: with one, nothing would overlap and the registers would double. And the scales now
 * live across the dot's wgmma (before, they were computed after its wait): fused only where
 * what a thread then holds (live_regs) fits the registers a thread may have (a transposed
 * GEMM's per-column scales are 32 registers a tile: moe_w1_fp8_t's two accumulators, sets and
 * scales spilled). */
#include <string.h>

#include "lower/mma.h"
#include "pass/pass.h"
#include "target/target.h"

/* A thread's registers besides its tiles (addresses, indices, descriptors, loop state), as
 * pipeline-loops counts them (ctas_per_sm). */
enum { REST_REGS = 64 };

typedef struct scaling {
    ct_pass_ctx *c;
    ct_func *f;
    const ct_fstate *fs;
    const uint32_t *uses; /* per value of f when the pass began (replaced ops keep their ids) */
    uint32_t nuses;
} scaling;

static bool is_f8(ct_scalar s) { return s == CT_S_F8E4M3FN || s == CT_S_F8E5M2; }

/* The dot that defines v before position at of b, if it may take the scaling: one use, a zero
 * accumulator, f8 operands on the block's wgmma, not promoted, and two n64 tiles a slab. */
static const ct_op *scalable_dot(const scaling *S, const ct_block *b, uint32_t at, ct_val v)
{
    const ct_op *d = S->f->values[v].def;
    const ct_type *t = ct_val_type(S->f, v);
    uint64_t zero;
    bool before = false;
    for (uint32_t i = 0; d && i < at; i++)
        before = before || b->ops[i] == d;
    if (!before || d->opc != CT_OP_DOT || v >= S->nuses || S->uses[v] != 1 || ct_mma_scaled(d) ||
        ct_mma_engine(d) != CT_MMA_WGMMA || ct_mma_promote(d) ||
        !ct_mma_wg_active(S->f, d, S->fs->num_warps) ||
        !is_f8((ct_scalar)ct_type_elem(ct_val_type(S->f, d->opnds[0]))->scalar) ||
        !ct_rw_val_splat(S->f, d->opnds[CT_MMA_C], &zero) || zero != 0 || t->rank != 2)
        return NULL;
    return 64 * t->shape[1] / 128 >= CT_MMA_PROMOTE_REGS ? d : NULL;
}

/* Whether float op rounds to nearest even without flushing: the scaled dot's mul.rn / fma.rn. */
static bool rounds_nearest(const ct_op *op)
{
    return op->attrs[0] && op->attrs[0]->value == CT_ROUNDING_NEAREST_EVEN && !op->attrs[1];
}

/* The scalable dot whose product v is, or is multiplied by one factor (a mulf whose result
 * only the fma uses), that factor then in s[0] and *n = 1 (else 0); NULL if neither. */
static const ct_op *scaled_product(const scaling *S, const ct_block *b, uint32_t at, ct_val v,
                                   ct_val *s, uint32_t *n)
{
    const ct_op *d = scalable_dot(S, b, at, v), *m = S->f->values[v].def;
    *n = 0;
    if (d || !m || m->opc != CT_OP_MULF || !rounds_nearest(m) || v >= S->nuses ||
        S->uses[v] != 1)
        return d;
    for (uint32_t k = 0; k < 2; k++)
        if ((d = scalable_dot(S, b, at, m->opnds[k]))) {
            s[(*n)++] = m->opnds[1 - k];
            return d;
        }
    return NULL;
}

/* Whether every scale is in the layout of the fma's result (a splat needs none). */
static bool in_acc_layout(const scaling *S, const ct_op *op, const ct_val *s, uint32_t n)
{
    const ct_ll *r = op->res[0] < S->fs->nlayout ? S->fs->layout[op->res[0]] : NULL;
    uint64_t bits;
    for (uint32_t j = 0; j < n; j++) {
        const ct_ll *l = s[j] < S->fs->nlayout ? S->fs->layout[s[j]] : NULL;
        if (!ct_rw_val_splat(S->f, s[j], &bits) && (!r || !l || !ct_ll_eq(l, r)))
            return false;
    }
    return true;
}

/* Registers a thread holds while a scaled dot of block b with the n scales s runs: the tiles b
 * carries (its arguments: a loop's accumulators), the promotion's two sets, the scales'
 * distinct registers (a broadcast holds its source's), and the rest. */
static uint64_t live_regs(const scaling *S, const ct_block *b, const ct_val *s, uint32_t n)
{
    uint64_t threads = S->fs->num_warps * 32u, elems = 0;
    uint64_t regs = CT_MMA_PROMOTE_REGS + REST_REGS;
    for (uint32_t i = 0; i < b->nargs; i++) {
        const ct_type *t = ct_val_type(S->f, b->args[i]);
        elems += t->kind == CT_TY_TILE ? ct_type_num_elements(t) : 0;
    }
    for (uint32_t j = 0; j < n; j++) {
        if (j && s[j] == s[0]) /* one value as both scales (n <= 2) holds its registers once */
            continue;
        const ct_op *d = S->f->values[s[j]].def;
        ct_val v = d && d->opc == CT_OP_BROADCAST ? d->opnds[0] : s[j];
        const ct_ll *l = v < S->fs->nlayout ? S->fs->layout[v] : NULL;
        regs += l ? 1u << l->nreg : 1;
    }
    return regs + elems / threads;
}

/* Whether the registers a thread may have hold live_regs (target.h). */
static bool regs_fit(const scaling *S, uint64_t regs)
{
    uint64_t threads = S->fs->num_warps * 32u, per = CT_TARGET_BLOCK_REGS / threads;
    return regs <= (per < CT_TARGET_THREAD_REGS ? per : CT_TARGET_THREAD_REGS);
}

/* Removes the ops before position *at of b whose results nothing uses any more — the fused
 * dot and the mulf of its product, used only by the fma that became the scaled dot (else
 * their wgmma would still be issued, and pipeline-loops would see two readers of each load) —
 * *at following the op it was at. */
static void drop_fused(ct_block *b, uint32_t *at, const ct_op *dot, const ct_op *mul)
{
    uint32_t w = 0, n = *at;
    for (uint32_t i = 0; i < n; i++)
        if (b->ops[i] != dot && b->ops[i] != mul)
            b->ops[w++] = b->ops[i];
        else
            (*at)--;
    for (uint32_t i = n; i < b->nops; i++)
        b->ops[w++] = b->ops[i];
    b->nops = w;
}

/* fma `op` at b->ops[*at] replaced by the scaled dot of its dot's a and b, its addend and the
 * factors (scaled_product's, then the fma's other one), where scalable_dot allows; false when
 * it does not apply or on OOM (then the diagnostic is set). */
static bool fuse(scaling *S, ct_module *m, ct_block *b, uint32_t *at, const ct_op *op)
{
    ct_val in[CT_MMA_S + CT_MMA_MAX_SCALES];
    uint32_t n = 0, k = 0; /* the fma's operand the product is */
    const ct_op *d = NULL;
    for (; k < 2 && rounds_nearest(op); k++)
        if ((d = scaled_product(S, b, *at, op->opnds[k], in + CT_MMA_S, &n)))
            break;
    if (!d)
        return false;
    in[CT_MMA_A] = d->opnds[CT_MMA_A], in[CT_MMA_B] = d->opnds[CT_MMA_B];
    in[CT_MMA_C] = op->opnds[2], in[CT_MMA_S + n++] = op->opnds[1 - k];
    if (!in_acc_layout(S, op, in + CT_MMA_S, n) ||
        !regs_fit(S, live_regs(S, b, in + CT_MMA_S, n)))
        return false;
    const ct_type *rt = ct_val_type(S->f, op->res[0]);
    ct_op *dot = ct_rw_op(m, S->f, CT_OP_DOT, 1, &rt, CT_MMA_S + n, in, NULL);
    int32_t instr[5];
    memcpy(instr, d->attrs[0]->i32, 4 * sizeof instr[0]);
    instr[4] = CT_MMA_PROMOTE_STEPS;
    if (!dot || !(dot->attrs[0] = ct_rw_attr_i32s(m, instr, 5))) {
        ct_diag_set(S->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "scale-dots: out of memory");
        return false;
    }
    dot->loc = op->loc;
    ct_rw_replace_op(S->f, b, *at, dot);
    drop_fused(b, at, d, n > 1 ? S->f->values[op->opnds[k]].def : NULL);
    return true;
}

static ct_status scale_region(scaling *S, ct_module *m, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++)
        for (uint32_t i = 0; i < r->blocks[bi].nops; i++) {
            ct_op *op = r->blocks[bi].ops[i];
            for (uint32_t k = 0; k < op->nregions; k++)
                if (scale_region(S, m, &op->regions[k]))
                    return S->c->d->status;
            if (op->opc == CT_OP_FMA && !fuse(S, m, &r->blocks[bi], &i, op) && S->c->d->status)
                return S->c->d->status;
        }
    return CUTILE_SUCCESS;
}

ct_status ct_pass_scale_dots(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        scaling S = {.c = c, .f = m->funcs[fi], .fs = &c->fs[fi], .nuses = m->funcs[fi]->nvalues};
        if (!(S.uses = ct_rw_use_counts(&c->arena, S.f)))
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "scale-dots: out of memory");
        if (scale_region(&S, m, &S.f->body))
            return c->d->status;
    }
    return CUTILE_SUCCESS;
}
