/*
 * ptx_emit.h — what the PTX emitters share (internal to src/codegen): the per-kernel emitter
 * state, virtual registers and the helpers of ptx_regs.c, and the entry points of the emitters
 * (ptx_*.c), which the driver's lowering table (emit_ptx.c) names.
 *
 * Every tile value lives in per-thread virtual registers (see emit_ptx.c); ct_ptx_emit_block
 * emits the ops of one block through the driver's callback em.emit_op, so region-holding ops
 * emit their regions without calling the driver.
 */
#ifndef CT_CODEGEN_PTX_EMIT_H
#define CT_CODEGEN_PTX_EMIT_H

#include <stdio.h>

#include "pass/pass.h"

enum { RC_PRED, RC_B16, RC_B32, RC_B64, RC_F32, RC_F64, RC_COUNT };
#define RC_OF(reg) ((reg) >> 24)
#define NOREG UINT32_MAX

typedef struct thread_part {
    const ct_ll *l;
    uint32_t flat; /* B32: the flat-index bits the thread's lane and warp contribute */
    uint32_t own;  /* PRED: this thread owns its elements (replicated bits zero), or NOREG */
} thread_part;

struct ct_ptx_cf;   /* a control-flow construct being emitted (ptx_cf.c) */
struct ct_ptx_pipe; /* a pipelined K loop being emitted (ptx_pipe.c) */
struct ct_ptx_cp;   /* where a load's cp.async copies go (ptx_pipe.c) */

typedef struct em {
    ct_pass_ctx *c;
    ct_func *f;
    ct_fstate *fs;
    ct_buf *o;
    uint32_t n[RC_COUNT];
    uint32_t **vr;  /* per value: its registers */
    uint32_t *nvr;  /* per value: how many */
    uint32_t tid;   /* B32 %tid.x */
    thread_part tp[64];
    uint32_t ntp;
    char names[8][24];
    uint32_t ni;
    const ct_op *op; /* being emitted, for messages */
    const ct_op *rep_op; /* ct_ptx_repeat's op, and whether its elements cannot repeat */
    bool rep_none;
    uint8_t *need; /* per value: log2 of the step between the registers some op reads */
    uint32_t *tables; /* the module-scope tables referenced (CT_PTX_TAB_*) */
    uint32_t smem;   /* bytes of the CTA's shared staging buffer (layout conversions) */
    struct ct_ptx_cf *cf; /* innermost enclosing if / loop / reduce region, or NULL */
    uint32_t nlabels;     /* labels made so far ($Lcf<n>) */
    ct_buf *globals;      /* module-scope declarations (print: vprintf, format strings) */
    uint32_t pbuf;        /* bytes of the local vprintf argument buffer ct_pbuf */
    struct ct_ptx_tma *tma; /* tensor maps, mbarriers, the prologue (ptx_tma.h) */
    ct_buf *pre;          /* code placed at the entry: the thread parts (they depend on %tid
                             only, and a first use inside a branch must not hide the value
                             from later uses) */
    uint32_t dsmem;       /* bytes of the dynamic shared region ct_ring (1024-aligned at run
                             time: includes the slack) */
    struct ct_ptx_pipe *pipe;    /* innermost pipelined loop being emitted, or NULL */
    const struct ct_ptx_cp *cp;  /* set while a pipelined load issues its copies */
    bool early;                  /* set while an early load (ptx_pipe.c) fetches ahead */
    struct ct_ptx_allocas *allocas; /* ptx_alloca.c: where the entry's allocas live; NULL: none */
    struct ct_ptx_cst *csts; /* ptx_const.c: the constant arrays this entry declared */
    bool generic; /* a pointer may address shared memory (an alloca there): every emitter of a
                     pointer access must use generic addressing (no `.global`) */
    bool wgmma;   /* the entry has a wgmma dot: nothing may call a subroutine (ptx_math.c ct_ptx_div32) */
    /* A producer warp, warp num_warps after the consumers', issues the TMA copies of the
     * entry's pipelined loop (ptx_pipe.c producer); pw_pred: PRED, the thread is one of its. From
     * then on the consumers synchronise on CT_PTX_CONSUMER_BAR alone (ct_ptx_bar_cta). */
    bool pw;
    uint32_t pw_pred;
    bool pairs; /* a pipelined loop shares copies with a partner CTA (ptx_pipe.c pair_begin) */
    uint32_t tmem_cols; /* tensor-memory columns its tcgen05 dots use (0: none; ptx_tcgen05.c) */
    uint32_t tc_dots;   /* how many tcgen05 dots it has */
    uint32_t tc_bar, tc_phase; /* their commit mbarrier and its phase (B32), or 0 until the
                                  first tcgen05 dot sets them up */
    /* A persistent entry (ptx_persist.c): its blocks' ids and the grid (B32 x, y, z, set at
     * the loop's head for each block), the label after each block (ret_label: a return
     * branches there), the start of the ring's region others may use (ring_floor), and
     * whether it failed (persist_lost: emit it again without). */
    bool persist, persist_lost;
    uint32_t grid_id[3], grid_n[3];
    uint32_t ret_label, ring_floor;
    size_t top_start; /* where in the body the entry block's current op began */
    size_t pro_at;    /* where in the body the TMA prologue goes (SIZE_MAX: not yet known):
                         before the first entry-block op that needs it or holds a return */
    /* Emits one op (the driver's, emit_ptx.c): how the emitters of regions and of pipelined
     * loops emit the ops they hold without depending on the driver. */
    ct_status (*emit_op)(struct em *e, const ct_op *op);
} em;

/* The named barrier of the consumer threads once a producer warp has left them (em.pw): the
 * last of the 16, clear of the turns' 1…4 (ptx_pipe.c). */
enum { CT_PTX_CONSUMER_BAR = 15 };

#define I(...) ct_buf_printf(e->o, "\t" __VA_ARGS__)

static inline uint32_t new_reg(em *e, int rc) { return (uint32_t)rc << 24 | e->n[rc]++; }

/* The text of a register; a ring of buffers so that one printf can name several. */
static inline const char *R(em *e, uint32_t reg)
{
    static const char *const rc_name[RC_COUNT] = {"%p", "%h", "%r", "%rd", "%f", "%fd"};
    char *s = e->names[e->ni++ % 8];
    snprintf(s, sizeof e->names[0], "%s%u", rc_name[RC_OF(reg)], reg & 0xFFFFFF);
    return s;
}

static inline const ct_type *elem_of(const em *e, ct_val v)
{
    return ct_type_elem(ct_val_type(e->f, v));
}
static inline ct_scalar sc(const em *e, ct_val v) { return (ct_scalar)elem_of(e, v)->scalar; }

/* Whether v's elements are 4 bits (i4, f4E2M1FN): they live in registers (the low nibble) for
 * pack/unpack and conversions, but no memory access moves them one per element. */
static inline bool ct_ptx_nibble(const em *e, ct_val v)
{
    return elem_of(e, v)->kind == CT_TY_SCALAR && ct_scalar_infos[sc(e, v)].bits == 4;
}

static inline const ct_ll *layout_of(const em *e, ct_val v)
{
    return v < e->fs->nlayout ? e->fs->layout[v] : NULL;
}

static inline uint32_t nregs(const em *e, ct_val v)
{
    const ct_ll *l = layout_of(e, v);
    return l ? 1u << l->nreg : 1;
}

/* Register i of operand v: a value held in one register (scalars, splat constants) serves
 * every index. */
static inline uint32_t opr(const em *e, ct_val v, uint32_t i)
{
    return e->vr[v][e->nvr[v] == 1 ? 0 : i];
}

/* f16 and bf16 are computed in f32 (exact widening; each IEEE op rounded back once is
 * correctly rounded, since f32 has more than twice their precision plus two bits). */
static inline uint32_t to_f32(em *e, uint32_t reg, ct_scalar s)
{
    if (s == CT_S_F32)
        return reg;
    uint32_t t = new_reg(e, RC_F32);
    I("cvt.f32.%s %s, %s;\n", s == CT_S_F16 ? "f16" : "bf16", R(e, t), R(e, reg));
    return t;
}

/* Where an f32 result for d goes: d itself, or a temporary rounded into d by from_f32. */
static inline uint32_t f32_slot(em *e, uint32_t d, ct_scalar s)
{
    return s == CT_S_F32 ? d : new_reg(e, RC_F32);
}

static inline void from_f32(em *e, uint32_t d, uint32_t t, ct_scalar s)
{
    if (s != CT_S_F32)
        I("cvt.rn.%s.f32 %s, %s;\n", s == CT_S_F16 ? "f16" : "bf16", R(e, d), R(e, t));
}

static inline uint32_t bits_of(const em *e, ct_val v) { return ct_scalar_infos[sc(e, v)].bits; }

/* ".s32", ".u16", ".b64" … for an integer width (8-bit values are computed in 16 bits). */
static inline const char *ity(uint32_t bits, char kind)
{
    static const char *const t[3][4] = {{".s16", ".s16", ".s32", ".s64"},
                                        {".u16", ".u16", ".u32", ".u64"},
                                        {".b16", ".b16", ".b32", ".b64"}};
    int k = kind == 's' ? 0 : kind == 'u' ? 1 : 2;
    int w = bits <= 8 ? 0 : bits == 16 ? 1 : bits == 32 ? 2 : 3;
    return t[k][w];
}

/* Flat index contributed by register index r. */
static inline uint32_t reg_flat(const ct_ll *l, uint32_t r) { return ct_ll_apply(l, r, 0, 0); }

static inline bool base_float(ct_scalar s)
{
    return s == CT_S_F16 || s == CT_S_BF16 || s == CT_S_F32 || s == CT_S_F64;
}

/* ".ftz" when the op has flush_to_zero set, else "". */
static inline const char *ftz_sfx(const ct_op *op)
{
    int i = ct_op_attr_index(ct_def(op), "flush_to_zero");
    return i >= 0 && op->attrs[i] ? ".ftz" : "";
}

/* ptx_regs.c */
ct_status ct_ptx_oom(em *e);
ct_status ct_ptx_nosup(em *e, const char *why);
int ct_ptx_rclass(const ct_type *el);      /* register class of an element type, -1: none */
const char *ct_ptx_mov_type(int rc);       /* ".f32" … the mov type of a register class */
const char *ct_ptx_mem_ty(ct_scalar s);    /* the memory form of an element (ld/st type) */
/* n fresh registers of class rc; NULL on OOM or for rc < 0. */
uint32_t *ct_ptx_regs(em *e, int rc, uint32_t n);
uint32_t *ct_ptx_def(em *e, ct_val v);
/* Whether the caller, the emitter of elementwise op, emits nothing for element r: no user
 * reads it (emit_ptx.c's need_pass: a scatter reads its addresses once per vector), or it comes
 * from the same operand registers as an earlier element (operands broadcast along a dimension
 * alias their source's registers), whose register d[r] then becomes. Called for r = 0, 1, 2…
 * in turn. */
bool ct_ptx_repeat(em *e, const ct_op *op, uint32_t r, uint32_t *d);     /* allocates the registers of a result */
ct_status ct_ptx_alias(em *e, ct_val v, const uint32_t *regs, uint32_t n);
ct_status ct_ptx_thread_part(em *e, const ct_ll *l, thread_part **out);
ct_status ct_ptx_emit_block(em *e, const ct_block *b); /* every op of b, in order */
/* A B32 register holding the 1024-aligned start of the dynamic region ct_ring, of which the
 * caller uses `bytes`. */
uint32_t ct_ptx_ring(em *e, uint32_t bytes);

/* emit_ptx.c: whether op is a return or holds one in its regions. */
bool ct_ptx_holds_return(const ct_op *op);

/* ptx_persist.c: whether entry e may run its blocks persistently; the loop's head (at the
 * body's start) and tail (after it); where a thread leaves a block (`end`: "ret" or "exit" where
 * the entry is not persistent); the grid's parameter and its hidden-parameter entry. */
bool ct_ptx_persist_wanted(const em *e);
void ct_ptx_persist_head(em *e, uint32_t *head, uint32_t *done);
void ct_ptx_persist_tail(em *e, uint32_t head, uint32_t done);
void ct_ptx_leave(em *e, uint32_t pred, const char *end);
void ct_ptx_persist_param(const em *e, ct_buf *out, bool after_others);
ct_status ct_ptx_persist_hidden(ct_pass_ctx *c, ct_fstate *fs);
/* Addresses in a swizzled shared-memory staging buffer at base. A thread's swizzled byte offset t
 * and a register's p combine as t ^ p (the swizzle is linear and the thread's bits and the
 * register's are disjoint); they overlap only in the 16-byte chunk bits 4-6, so the register
 * picks one of eight address registers (made when first used) and the rest of p adds as the
 * immediate offset. */
typedef struct chunk_addrs {
    uint32_t t, base; /* B32: the thread's swizzled offset, the buffer */
    uint32_t addr[8]; /* B32: base + (t ^ chunk << 4); NOREG: not made yet */
} chunk_addrs;
void ct_ptx_chunk_init(chunk_addrs *a, uint32_t t, uint32_t base);
/* The address register of the register's swizzled offset p, and in *off its immediate part. */
uint32_t ct_ptx_chunk_addr(em *e, chunk_addrs *a, uint32_t p, uint32_t *off);
/* A register (B32, or PRED) that keeps its value for the whole kernel, zero (false) at its
 * start: set in em.pre. */
uint32_t ct_ptx_kernel_reg(em *e, int rc);
/* A shared-memory buffer of `bytes` for a round trip through shared memory (a layout
 * conversion, an operand's ldmatrix staging; `what` names it in a refusal): the static ct_smem
 * up to 48 KiB (ptxas allows no more static shared memory) inside a pipelined K loop, whose
 * stages take the dynamic region ct_ring, or in a kernel without one; otherwise ct_ring, which
 * the kernel's dyn_smem sizes and the launcher opts into. Outside the loops of a kernel with
 * rings, the ring is free (their begin and end synchronise the CTA): static staging there
 * would take shared memory from the stages (lower/pipeline_loops.c leaves 16 KiB beside them, for conversions
 * inside the loops) or from a second CTA on the SM. *ring says which (a ring's readers must
 * synchronise before a later loop's copies refill it); NOREG (and the diagnostic) when the
 * tile does not fit. (ptx_convert.c) */
uint32_t ct_ptx_smem_buf(em *e, uint64_t bytes, bool *ring, const char *what);
/* Whether ct_ptx_smem_buf gives a buffer of `bytes` here. */
bool ct_ptx_smem_fits(const em *e, uint64_t bytes);
/* The bits (a B32 register) of a, of PTX type ty (".s32", ".u64", ".f64", …) and register class
 * rc, rounded to an f32 to odd: toward zero, the lowest bit set when that was inexact (a NaN
 * stays a NaN). A second rounding of it to a format of at most 22 significant bits is the
 * correct single rounding of a (int → bf16 below sm_90, f64 → tf32). (ptx_arith.c) */
uint32_t ct_ptx_f32_odd(em *e, uint32_t a, const char *ty, int rc);
/* mov of one register into another of the same class. */
void ct_ptx_mov(em *e, uint32_t d, uint32_t s);
/* d = c ? a : b for any register class (registers of d's class; c a predicate). */
void ct_ptx_selp(em *e, uint32_t d, uint32_t c, uint32_t a, uint32_t b);
/* d = the immediate `bits` (masked to d's class; a predicate takes bit 0). */
void ct_ptx_mov_imm(em *e, uint32_t d, uint64_t bits);

/* ptx_memory.c (ct_ptx_access below too): tiled_load, tiled_store, gather_load,
 * scatter_store, barrier; and the elements a gather or scatter moves per access (`piped`: its
 * copies go to a pipelined loop's stages), whose first registers alone need addresses. */
ct_status ct_ptx_tiled(em *e, const ct_op *op);
ct_status ct_ptx_gather(em *e, const ct_op *op);
ct_status ct_ptx_barrier(em *e, const ct_op *op);
uint32_t ct_ptx_gather_vec(const em *e, const ct_op *op, bool piped);
/* One access of v consecutive elements at [addr+off] in state space `space` (".global",
 * ".shared", "" for generic), guarded by g (NOREG: none). regs are the value's registers (for
 * i1, predicates). Vectors of 2-byte elements longer than 4, and of bytes, move as 32-bit
 * words (ct_ptx_pack_bytes for bytes). sem: the
 * `.<sem>.<scope>` of an ordered access, "" for a weak one; red: the `.op.type` of a reduction
 * (red) instead of a store, or NULL. */
void ct_ptx_access(em *e, const char *space, const char *sem, const char *red, bool store,
                   ct_scalar s, uint32_t eb, uint32_t addr, int64_t off, const uint32_t *regs,
                   uint32_t v, uint32_t g);
/* Four bytes, each the low byte of a 16-bit register (b[0] lowest), into the 32-bit word w. */
void ct_ptx_pack_bytes(em *e, uint32_t w, const uint32_t b[4]);

/* ptx_arith.c: the elementwise ops — integer (binary, shifts, divi, unary, cmpi), select,
 * float (arithmetic, sign, the exact ops), casts and conversions, bitcast, offset. */
ct_status ct_ptx_int_binary(em *e, const ct_op *op);
ct_status ct_ptx_shift(em *e, const ct_op *op);
ct_status ct_ptx_divi(em *e, const ct_op *op);
ct_status ct_ptx_int_unary(em *e, const ct_op *op);
ct_status ct_ptx_cmpi(em *e, const ct_op *op);
ct_status ct_ptx_select(em *e, const ct_op *op);
ct_status ct_ptx_float_arith(em *e, const ct_op *op);
ct_status ct_ptx_sign(em *e, const ct_op *op);
ct_status ct_ptx_float_exact(em *e, const ct_op *op);
ct_status ct_ptx_int_cast(em *e, const ct_op *op);
ct_status ct_ptx_int_float(em *e, const ct_op *op);
ct_status ct_ptx_ftof(em *e, const ct_op *op);
ct_status ct_ptx_bitcast(em *e, const ct_op *op);
ct_status ct_ptx_offset(em *e, const ct_op *op);

/* ptx_index.c: get_tile_block_id, get_num_tile_blocks, iota */
ct_status ct_ptx_block_id(em *e, const ct_op *op);
ct_status ct_ptx_iota(em *e, const ct_op *op);

/* ptx_rename.c: broadcast, reshape, permute (ct_ptx_rename); assume and the pointer casts,
 * whose result is the operand's registers (ct_ptx_alias_op) */
ct_status ct_ptx_rename(em *e, const ct_op *op);
ct_status ct_ptx_alias_op(em *e, const ct_op *op);

/* ptx_convert.c: convert_layout through swizzled shared memory (ldmatrix staging: ptx_mma.c). */
ct_status ct_ptx_convert(em *e, const ct_op *op);

/* ptx_cf.c: for, loop, if and their terminators (yield, continue, break). */
ct_status ct_ptx_for(em *e, const ct_op *op);
ct_status ct_ptx_loop(em *e, const ct_op *op);
ct_status ct_ptx_if(em *e, const ct_op *op);
ct_status ct_ptx_terminator(em *e, const ct_op *op);
ct_status ct_ptx_return(em *e, const ct_op *op);
/* The step at the end of a for loop's iteration (iv < ub): iv += step, or a jump to `exit`
 * where the next value would reach ub — ub − iv, exact as an unsigned value, against step, so
 * that an iv + step past the type's range (wrapped, negative) runs no iteration, as the spec's
 * iterations {lb + i·step < ub} say. `unit`: a step of 1, which cannot pass it (iv < ub). */
void ct_ptx_loop_step(em *e, uint32_t iv, uint32_t ub, uint32_t step, const char *ty, bool unit,
                      uint32_t exit);
/* Emits the region body of `op` with its block arguments bound to `args` (one register each,
 * scalars) and returns the registers its yield passes in `out` (reduce/scan combiners). */
ct_status ct_ptx_inline_region(em *e, const ct_op *op, const uint32_t *args, uint32_t *out);

/* ptx_pipe.c: the pipelined K loops of lower/pipeline_loops.c. ct_ptx_for calls the hooks: begin after
 * the initial values are copied (the ring and the first copies), head at the top of every
 * iteration (wait for this iteration's stage, issue a later one's copies), next before the
 * induction variable steps, end at the exit (drain). `unit`: the loop's step is the constant 1
 * (ct_ptx_loop_step). */
typedef struct ct_ptx_pair ct_ptx_pair;
ct_status ct_ptx_pipe_begin(em *e, const ct_op *loop, uint32_t lb, uint32_t ub, uint32_t step,
                            const char *ty, bool unit, const ct_ptx_pair *pair);
/* Block pairs (the cluster_pairs knob): where the loop qualifies, the two CTAs of a cluster
 * find out before it (pair_begin, every thread, before the test for no iterations) which
 * operands they copy the same tiles of, and the pipe copies those once into both (TMA
 * multicast); *out = NULL where the loop does not qualify. pair_end, after the loop whether it
 * ran or not, waits for the partner. The launch runs such a kernel in clusters of two along x
 * when the grid allows (ct_kernel_info.pairs); alone, a CTA shares nothing. */
ct_status ct_ptx_pair_begin(em *e, const ct_op *loop, uint32_t lb, uint32_t ub, uint32_t step,
                            ct_ptx_pair **out);
void ct_ptx_pair_end(em *e, const ct_ptx_pair *pair);
ct_status ct_ptx_pipe_head(em *e, uint32_t iv);
void ct_ptx_pipe_next(em *e);
void ct_ptx_pipe_end(em *e);
/* Whether op is a load (or the reshape after one) whose data the innermost pipelined loop
 * copies into its stages, or the ftof of a B its dot copies from the stage rounded: the body
 * emits nothing for it but ct_ptx_pipe_read. */
bool ct_ptx_pipe_streamed(const em *e, const ct_op *op);
/* For such a load that a staged operand is computed from (CT_PIPE_PREFETCH), its registers
 * read back from the current stage; nothing for the others. */
ct_status ct_ptx_pipe_read(em *e, const ct_op *op);
/* Whether op is the load of an operand that a pipelined loop of the function streams into its
 * stages (a gather's then always by cp.async: gathers have no tensor map). */
bool ct_ptx_pipe_copies(const em *e, const ct_op *op);
/* While e->cp is set (the copies of a later iteration are being issued), a tiled_load or
 * gather_load calls this for each of its vectors (`bytes`: 4, 8 or 16) instead of loading it:
 * the vector whose first element has flat index `flat` (the register part; the thread part is
 * the map's), from global addr+off, zero-filled unless guard (NOREG: always read); only by the
 * threads `own` holds (NOREG: all) where the layout gives other threads copies of the vector,
 * which would write the same bytes again (and race with the owner's copy). */
void ct_ptx_cp_async(em *e, uint32_t flat, uint32_t bytes, uint32_t addr, int64_t off,
                     uint32_t guard, uint32_t own);
/* The shared address of the current stage's tile that convert_layout `conv` reads with
 * ldmatrix (an mma.sync operand of the innermost pipelined loop), or NOREG. */
uint32_t ct_ptx_pipe_stage(em *e, const ct_op *conv);
/* A wgmma dot of the pipelined loop: wgmma over its operands' stage (*done); mma.sync dots
 * are emitted as usual. */
ct_status ct_ptx_pipe_dot(em *e, const ct_op *op, bool *done);
/* Where the warpgroups of the innermost pipelined loop take turns at its dots (ptx_pipe.c
 * turn_takers): this warpgroup waits for its turn (before issuing a dot) or, with pass,
 * hands it to the next warpgroup (once the dot is committed); nothing otherwise. */
void ct_ptx_pipe_turn(em *e, bool pass);

/* ptx_math.c: the math ops (exp, exp2, log, log2, pow, fpowi, sin, cos, tan, sinh, cosh, tanh,
 * rsqrt, remf, atan2) of f16, bf16, f32 and f64. */
ct_status ct_ptx_math(em *e, const ct_op *op);
/* d = x / y, √x in f32 with the IEEE rounding md (".rn" … ".rp", then maybe ".ftz"), calling no
 * subroutine: for functions with a wgmma dot (em.wgmma). */
void ct_ptx_div32(em *e, uint32_t d, uint32_t x, uint32_t y, const char *md);
void ct_ptx_sqrt32(em *e, uint32_t d, uint32_t x, const char *md);
/* The module-scope items the math functions reference (em.tables): the tables of 2/π's bits
 * that sin and cos use (the f32 reduction's windows, the f64 reduction's words), and from bit
 * CT_PTX_TAB_CM_SHIFT one bit per CUDA math library function called (codegen/cuda_math.h),
 * each written as an `.extern .func` declaration. */
enum { CT_PTX_TAB_2OPI_F32 = 1, CT_PTX_TAB_2OPI_W32 = 2, CT_PTX_TAB_CM_SHIFT = 8 };
void ct_ptx_emit_tables(ct_buf *o, uint32_t tables);

/* ptx_atomic.c: atomic_rmw_tko, atomic_cas_tko */
ct_status ct_ptx_atomic(em *e, const ct_op *op);
/* the `.<sem>.<scope>` of a non-weak tiled / gather access into buf, or "" when weak */
const char *ct_ptx_mem_order(const ct_op *op, char *buf, size_t n);
/* the `.op.type` of a reducing tiled_store (atomic_red_view_tko) into *out; NULL: a plain one */
ct_status ct_ptx_red_type(em *e, const ct_op *op, ct_scalar s, char *buf, size_t n, const char **out);
/* Whether that `.op.type` is a bf16 add below sm_90, which ct_ptx_access makes a loop of
 * ct_ptx_bf16_add_cas. */
bool ct_ptx_red_is_cas(const char *red);
/* [addr+off] += the bf16 v in state space `space`, with `sem` (".relaxed.gpu" …, or ""), where
 * there is no bf16 atomic add (below sm_90): a loop of 16-bit compare-and-swaps (sm_70) of
 * old + v rounded to nearest even (the f32 sum of two bf16 values is exact wherever rounding it
 * to bf16 could differ from rounding the true sum). d (NOREG: none) gets the old value; guard g
 * (NOREG: none) skips it all. */
void ct_ptx_bf16_add_cas(em *e, const char *sem, const char *space, uint32_t addr, int64_t off,
                         uint32_t v, uint32_t d, uint32_t g);

/* ptx_print.c: print_tko and assert through vprintf (assert then traps) */
ct_status ct_ptx_print(em *e, const ct_op *op);
ct_status ct_ptx_assert(em *e, const ct_op *op);

/* ptx_global.c: module globals and the vprintf declaration (appended to out), get_global */
ct_status ct_ptx_module_globals(ct_pass_ctx *c, const ct_module *m, ct_buf *out);
ct_status ct_ptx_get_global(em *e, const ct_op *op);

/* ptx_alloca.c: alloca. The prologue (after the parameters are loaded) places every alloca of
 * the entry in shared memory or in the hidden scratch buffer and computes the tile block's base;
 * decls writes the entry's `.shared ct_alloca` (if any); scratch says whether the entry takes
 * the hidden `<name>_scratch` parameter. */
ct_status ct_ptx_alloca_prologue(em *e);
ct_status ct_ptx_alloca(em *e, const ct_op *op);
void ct_ptx_alloca_decls(const em *e, ct_buf *o);
bool ct_ptx_alloca_scratch(const em *e);

/* ptx_const.c: constant (splats and tiles of differing elements) */
ct_status ct_ptx_constant(em *e, const ct_op *op);

/* ptx_fp8.c: ftof to and from f8E4M3FN / f8E5M2 */
bool ct_ptx_is_fp8_convert(ct_scalar from, ct_scalar to);
ct_status ct_ptx_fp8_convert(em *e, const ct_op *op);
/* d (an f8 byte in a 16-bit register) = a (of base float type `from`) rounded to nearest even,
 * saturating to the largest finite f8; *zero: the zero f32 the packing cvt of sm_89+ takes
 * (NOREG: made here, once per op). */
void ct_ptx_f8_narrow(em *e, uint32_t d, uint32_t a, ct_scalar from, ct_scalar f8, uint32_t *zero);
/* d (of base float type `to`) = the f8 (or block-scale) byte a widened, exactly where `to` holds
 * every value. */
void ct_ptx_f8_widen(em *e, uint32_t d, uint32_t a, ct_scalar f8, ct_scalar to);
/* Two e4m3fn or e5m2 values, the bytes 0 and 2 of the 32-bit register x (bytes 1 and 3
 * ignored), widened exactly to an f16 pair (returned) without f8 cvt: each byte to the high
 * byte of its half, which is e5m2's f16; for e4m3fn the exponent and mantissa then move down a
 * bit (an f16 of 2^-8 times the value, subnormals too; the sign stays) and a product with 256
 * scales it exactly; its NaN (magnitude 0x7F), which that makes 480, is the half whose
 * magnitude plus 0x100 sets bit 15, replicated over the half's high byte (prmt's sign mode)
 * and ORed in. */
uint32_t ct_ptx_f8x2_widen(em *e, uint32_t x, ct_scalar f8);

/* ptx_shape.c: extract, insert, cat through shared memory, and the staging moves every emitter
 * shares: one element of v's type to / from shared memory at [addr+off] (i1 as a byte; a store
 * only where guard holds, NOREG: always), and a whole tile at its row-major flat indices from
 * base (stores from the owners only; loads fill v's allocated registers). */
ct_status ct_ptx_shape(em *e, const ct_op *op);
uint32_t ct_ptx_elem_bytes(const em *e, ct_val v);
void ct_ptx_smem_elem(em *e, bool store, ct_val v, uint32_t reg, uint32_t addr, uint32_t off,
                      uint32_t guard);
ct_status ct_ptx_smem_tile(em *e, bool store, ct_val v, uint32_t base);

/* ptx_sync.c: gdc_wait_tko, gdc_launch_dependents_tko, memory_fence_alias_tko */
ct_status ct_ptx_gdc(em *e, const ct_op *op);
ct_status ct_ptx_fence_alias(em *e, const ct_op *op);
/* bar.sync 0: every thread of the CTA waits for the others (the one place that names it, so
 * that a later producer warp can be left out of it). */
void ct_ptx_bar_cta(em *e);

/* ptx_reduce.c */
ct_status ct_ptx_reduce(em *e, const ct_op *op);
ct_status ct_ptx_scan(em *e, const ct_op *op);

#endif
