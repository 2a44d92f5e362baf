/*
 * pass.h — the pass interface (internal to src/pass and the passes in src/opt, src/lower,
 * src/codegen): the pass signature, the passes the pass list (compile.c) runs, the pass
 * context with the per-function analysis state that flows from one pass to the next, the
 * refusals, and the IR rewriting helpers (rewrite.c, clone.c, hints.c, pass.c).
 *
 * Every pass is `ct_status pass(ct_pass_ctx *c, ct_module *m)`; compile.c lists them in order.
 * A pass reports failure through ct_diag_set(c->d, …) and returns the status.
 */
#ifndef CT_PASS_H
#define CT_PASS_H

#include "ir/ir.h"
#include "pass/compile.h"
#include "target/linear_layout.h"

enum { CT_STAGE_PTX = CT_STAGE_SCHED + 1 }; /* the pass that leaves the IR behind */

/* ---------------------------------------- facts ---------------------------------------- */

/* What is known about the elements of an integer or pointer value (Triton's "axis info"),
 * from `assume` predicates and the ops that compute it. Along dimension d, the tile splits into
 * aligned runs: `contig[d]` — runs where each element is the previous plus one (pointers: plus
 * one element); `cnst[d]` — runs of equal elements. `div` is a power of two dividing the first
 * element of every contig run (pointers: in bytes; with no contiguity, every element). All
 * counts are powers of two. lb/ub: signed bounds of every element. */
typedef struct ct_fact {
    uint64_t div;
    uint32_t contig[CT_LL_MAX_RANK];
    uint32_t cnst[CT_LL_MAX_RANK];
    bool has_lb, has_ub;
    int64_t lb, ub;
} ct_fact;

#define CT_DIV_MAX (1ull << 62) /* "divisible by anything": zero */

/* ------------------------------------ pass context ------------------------------------ */

/* Analysis state of one function, indexed by value id. Arrays are sized when a pass fills
 * them; values created later have no entry (ct_fact_of gives the no-knowledge fact). */
typedef struct ct_fstate {
    ct_fact *facts;          /* assume-propagation */
    uint32_t nfacts;
    ct_kernel_param *params; /* assume-propagation: one per entry argument */
    uint32_t num_warps;      /* assign-layouts */
    ct_ll **layout;          /* assign-layouts: per tile value (NULL: none) */
    uint32_t nlayout;
    ct_hidden_param *hidden; /* emit-ptx: the parameters it appended (TMA descriptors) */
    uint32_t nhidden;
    struct ct_pipe *pipes;   /* pipeline-loops (lower/pipeline_loops.h) */
    uint32_t npipes;
    uint32_t ctas_per_sm;    /* pipeline-loops: CTAs per SM its rings are sized for (0: none) */
    struct ct_pipe *lone_pipes; /* pipeline-loops: the loops planned for a CTA alone on its
                                   SM, where that keeps more in flight (NULL: not) */
    uint32_t lone_npipes;
    uint32_t lone_dyn_smem;  /* emit-ptx: the lone twin's, the entry made from lone_pipes (0:
                                none, or its hidden parameters differ from the entry's) */
    uint32_t dyn_smem;       /* emit-ptx: dynamic shared memory bytes of the entry */
    bool producer_warp;      /* emit-ptx: a producer warp follows the num_warps (block) */
    bool grid_bands;         /* pipeline-loops: the entry's block ids are dealt out in bands of
                                CT_GRID_GROUP along x (lower/grid_order.c); false: the
                                hardware's order */
    const ct_op *grid_load;  /* … unless the tiled_load of the operand reused along y reads an
                                array (one z slice of it) that fits L2 (NULL: no such load) */
    uint32_t grid_zdims;     /* … the array's dims whose tile index depends on z (a mask) */
    bool blocks_free;        /* pipeline-loops: no block may wait for another (no atomic
                                read-modify-write, no access ordered stronger than weak), so
                                blocks may run in any order and grouping (lower/grid_order.c) */
    bool pairs;              /* emit-ptx: a pipelined loop shares copies within block pairs
                                (ct_kernel_info.pairs) */
    bool persistent;         /* emit-ptx: the entry runs the grid's blocks in a loop
                                (codegen/ptx_persist.c; a CT_HIDDEN_GRID parameter) */
} ct_fstate;

typedef struct ct_pass_ctx {
    const ct_compile_config *cfg;
    ct_diag *d;
    ct_arena arena;       /* analysis memory, freed when the compile ends */
    ct_fstate *fs;        /* one per function of the module being compiled */
    ct_buf ptx;           /* emit-ptx output */
    unsigned sm;          /* 80, 90, 120 … from the target name (hint keys; choices ask
                             ct_pass_has) */
    unsigned ptx_version; /* major*10 + minor */
    const ct_module *m;   /* the module being compiled (for debug locations) */
    /* cfg->lineinfo (codegen/lineinfo.c): the PTX .file number of every di entry (0: none) and
     * the last .loc written (and in which function), so that the ops of one Python line share
     * one directive. */
    uint32_t *di_file;
    const ct_di *loc_last;
    const ct_func *loc_func;
} ct_pass_ctx;

/* Whether the compile's target has the instruction family `feat` (CT_FEAT_*). */
static inline bool ct_pass_has(const ct_pass_ctx *c, uint32_t feat)
{
    return ct_target_has(c->cfg->target, feat);
}

typedef ct_status (*ct_pass_fn)(ct_pass_ctx *c, ct_module *m);

/* The passes, in the order compile.c runs them. */
ct_status ct_pass_canonicalize(ct_pass_ctx *c, ct_module *m); /* opt/canonicalize.c */
ct_status ct_pass_fold(ct_pass_ctx *c, ct_module *m);         /* opt/fold.c */
ct_status ct_pass_cse(ct_pass_ctx *c, ct_module *m);          /* opt/cse.c */
ct_status ct_pass_assume(ct_pass_ctx *c, ct_module *m);       /* opt/assume_propagation.c */
ct_status ct_pass_dce(ct_pass_ctx *c, ct_module *m);          /* opt/dce.c */
ct_status ct_pass_lower_views(ct_pass_ctx *c, ct_module *m);  /* lower/lower_views.c */
ct_status ct_pass_lower_dots(ct_pass_ctx *c, ct_module *m);   /* lower/lower_dots.c */
ct_status ct_pass_layouts(ct_pass_ctx *c, ct_module *m);      /* lower/assign_layouts.c */
ct_status ct_pass_hoist_converts(ct_pass_ctx *c, ct_module *m); /* lower/hoist_converts.c */
ct_status ct_pass_pipeline(ct_pass_ctx *c, ct_module *m);     /* lower/pipeline_loops.c */
ct_status ct_pass_hoist_loads(ct_pass_ctx *c, ct_module *m);  /* lower/hoist_loads.c */
ct_status ct_pass_emit_ptx(ct_pass_ctx *c, ct_module *m);     /* codegen/emit_ptx.c */

/* The fact of value v of function fi (no knowledge if none was computed). */
ct_fact ct_fact_of(const ct_pass_ctx *c, uint32_t fi, const ct_func *f, ct_val v);

/* Divisibility of every element of a value of the given rank (div itself when no dimension is
 * contiguous; 1 otherwise). (opt/assume_propagation.c) */
uint64_t ct_fact_elem_div(const ct_fact *x, uint32_t rank);

/* Integer entry hint `key` (ops.md §1.10: num_worker_warps_per_cta, occupancy, …) of f for the
 * compile target, else its `default` dictionary; false if neither has it. (pass/hints.c) */
bool ct_hint_int(const ct_pass_ctx *c, const ct_func *f, const char *key, int64_t *out);

/* f's occupancy hint (CTAs per SM, 1…32) for a CTA of `threads`, capped at what the largest
 * dot accumulator leaves room for in the SM's 64 Ki registers (a register per element plus 32
 * a thread: ptxas refuses a wgmma whose accumulator does not fit the register cap that
 * .minnctapersm implies); 0 without a valid hint. (pass/hints.c) */
uint32_t ct_hint_occupancy(const ct_pass_ctx *c, const ct_func *f, uint32_t threads);

/* "op X is not supported yet": CUTILE_ERROR_NOT_SUPPORTED naming the op, the kernel and, where
 * the bytecode has debug info, the Python file and line of the op. */
ct_status ct_unsupported(ct_pass_ctx *c, const ct_func *f, const ct_op *op, const char *why);
/* The same for a limit of a kernel (or device function) as a whole: "FILE:LINE: kernel K:
 * <printf text>", with the function's own Python location. */
ct_status ct_unsupported_kernel(ct_pass_ctx *c, const ct_func *f, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ----------------------------------- rewrite helpers ----------------------------------- */

/* Visits every op of a region and of the regions nested in it, in program order (an op before
 * the ops of its regions). */
typedef void (*ct_rw_visit_fn)(ct_op *op, void *user);
void ct_rw_walk(ct_region *r, ct_rw_visit_fn fn, void *user);

/* Number of uses of every value of f (arena array of f->nvalues), or NULL on OOM. */
uint32_t *ct_rw_use_counts(ct_arena *a, ct_func *f);

/* Value substitution over the values f had when it was made (identity initially; values made
 * later map to themselves). ct_rw_subst_apply rewrites every operand of f through it,
 * following chains. */
typedef struct ct_subst {
    ct_val *map;
    uint32_t n;
} ct_subst;
bool ct_rw_subst_init(ct_subst *s, ct_arena *a, const ct_func *f); /* false on OOM */
static inline ct_val ct_rw_subst_get(const ct_subst *s, ct_val v) { return v < s->n ? s->map[v] : v; }
static inline void ct_rw_subst_set(ct_subst *s, ct_val from, ct_val to)
{
    if (from < s->n)
        s->map[from] = to;
}
void ct_rw_subst_apply(ct_func *f, ct_subst *s);

/* A new op of f with fresh results of the given types and the given operands. `seg` gives the
 * operand count of each operand group of the op def; NULL means one per required group and the
 * rest in the single variadic/optional group. Attribute slots start empty. NULL on OOM. */
ct_op *ct_rw_op(ct_module *m, ct_func *f, ct_opcode opc, uint32_t nres,
                const ct_type *const *rtypes, uint32_t nopnds, const ct_val *opnds,
                const uint32_t *seg);

/* Puts `op` at b->ops[i] in place of the op there, taking over that op's result ids (same
 * count): uses need no rewrite. */
void ct_rw_replace_op(ct_func *f, ct_block *b, uint32_t i, ct_op *op);

/* Inserts op before position i of b. -1 on OOM. */
int ct_rw_insert(ct_module *m, ct_block *b, uint32_t i, ct_op *op);

/* Attributes built in the module arena (NULL on OOM). */
const ct_attr *ct_rw_attr_int(ct_module *m, ct_scalar s, uint64_t v);
const ct_attr *ct_rw_attr_enum(ct_module *m, ct_enum_kind k, uint64_t v);
const ct_attr *ct_rw_attr_i32s(ct_module *m, const int32_t *v, uint32_t n);
const ct_attr *ct_rw_attr_bools(ct_module *m, const uint8_t *v, uint32_t n);
const ct_attr *ct_rw_attr_type(ct_module *m, const ct_type *t);
/* A splat constant op of tile type t holding the element bits `bits`. */
ct_op *ct_rw_splat(ct_module *m, ct_func *f, const ct_type *t, uint64_t bits);

/* Deep equality of attributes (for CSE), and a hash of the same fields: equal attributes
 * (NULL included) hash alike from the same seed `h`. */
bool ct_rw_attr_eq(const ct_attr *a, const ct_attr *b);
uint64_t ct_rw_attr_hash(const ct_attr *a, uint64_t h);

/* The element bits of a constant op when every element is the same (a splat, or a dense
 * buffer of equal elements); false otherwise. Integers come sign-extended from their width
 * (i1 true = 1); floats as their bit pattern. */
bool ct_rw_const_splat(const ct_op *op, uint64_t *bits);
/* Same, for value v of f (looks through its defining op). */
bool ct_rw_val_splat(const ct_func *f, ct_val v, uint64_t *bits);
/* Element k (row-major) of dense constant a, in ct_rw_const_splat's form, whatever the buffer's
 * layout (a splat, every element, bit-packed i1); false when k is out of range or the buffer
 * has no valid layout. */
bool ct_rw_dense_elem(const ct_attr *a, uint64_t k, uint64_t *bits);

/* The integer attribute value of slot i of op (I32, I64, ENUM, INT forms), or dflt when the
 * slot is empty. */
int64_t ct_rw_attr_i(const ct_op *op, uint32_t i, int64_t dflt);
/* Same, by attribute name. */
int64_t ct_rw_attr_named(const ct_op *op, const char *name, int64_t dflt);

/* A copy of src that the passes may rewrite: ops, blocks, regions and value tables are new;
 * types, attributes and strings are shared with src (which must outlive the copy); new types
 * are interned in the copy. (pass/clone.c) */
ct_status ct_clone_module(const ct_module *src, const cuTileAllocator *al, ct_module **out);

#endif
