/*
 * ir.h — the in-memory IR shared by every stage.
 *
 * A module owns an arena; everything of a module (types, attributes, ops, strings, value
 * tables) lives in it and is freed at once by ct_module_free. Types are interned: two equal
 * types are the same pointer, so type equality is pointer equality. Values are 32-bit ids into
 * a per-function table. Ops refer to their op-table row (ops.def) by opcode.
 *
 * Versions are written major*100 + minor throughout (1301 = bytecode 13.1).
 */
#ifndef CT_IR_H
#define CT_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "util/util.h"

typedef struct ct_type ct_type;
typedef struct ct_attr ct_attr;
typedef struct ct_op ct_op;
typedef struct ct_block ct_block;
typedef struct ct_region ct_region;
typedef struct ct_func ct_func;
typedef struct ct_module ct_module;
typedef uint32_t ct_val;
#define CT_NO_VAL UINT32_MAX

enum { CT_V13_1 = 1301, CT_V13_2 = 1302, CT_V13_3 = 1303, CT_V13_4 = 1304 };

/* Byte strings: may hold any bytes (including NUL); `s` is also NUL-terminated for convenience. */
typedef struct ct_str {
    const char *s;
    uint32_t len;
} ct_str;

/* ================================ types ================================ */

/* Scalar element types: C name, text name, bytecode type tag, since, bit width, bytes per
 * element in dense constant data, float? */
#define CT_SCALAR_LIST(X)                                   \
    X(I1, "i1", 0, 1301, 1, 1, 0)                           \
    X(I8, "i8", 1, 1301, 8, 1, 0)                           \
    X(I16, "i16", 2, 1301, 16, 2, 0)                        \
    X(I32, "i32", 3, 1301, 32, 4, 0)                        \
    X(I64, "i64", 4, 1301, 64, 8, 0)                        \
    X(F16, "f16", 5, 1301, 16, 2, 1)                        \
    X(BF16, "bf16", 6, 1301, 16, 2, 1)                      \
    X(F32, "f32", 7, 1301, 32, 4, 1)                        \
    X(TF32, "tf32", 8, 1301, 19, 3, 1)                      \
    X(F64, "f64", 9, 1301, 64, 8, 1)                        \
    X(F8E4M3FN, "f8E4M3FN", 10, 1301, 8, 1, 1)              \
    X(F8E5M2, "f8E5M2", 11, 1301, 8, 1, 1)                  \
    X(F8E8M0FNU, "f8E8M0FNU", 18, 1302, 8, 1, 1)            \
    X(F4E2M1FN, "f4E2M1FN", 19, 1303, 4, 1, 1)              \
    X(I4, "i4", 22, 1303, 4, 1, 0)                          \
    X(F8E5M3FNU, "f8E5M3FNU", 130, 1304, 8, 1, 1)

typedef enum ct_scalar {
#define CT_X_(id, name, tag, since, bits, bytes, isf) CT_S_##id,
    CT_SCALAR_LIST(CT_X_)
#undef CT_X_
    CT_S_COUNT
} ct_scalar;

typedef struct ct_scalar_info {
    const char *name;
    uint32_t tag;
    uint16_t since;
    uint8_t bits, bytes, is_float;
} ct_scalar_info;
extern const ct_scalar_info ct_scalar_infos[CT_S_COUNT];
/* Bytes of one element of s in memory (arrays, views, shared memory) and registers: tf32 is
 * stored as an f32, where ct_scalar_infos' `bytes` is its container in constant data (3). */
static inline uint32_t ct_scalar_mem_bytes(uint32_t s)
{
    return s == CT_S_TF32 ? 4 : ct_scalar_infos[s].bytes;
}

/* Whether s is one of the 8-bit floats the tensor cores of sm_89+ take (f8E4M3FN, f8E5M2). */
static inline bool ct_scalar_is_f8(uint32_t s) { return s == CT_S_F8E4M3FN || s == CT_S_F8E5M2; }

/* Composite type tags of the bytecode (§3.2.1). */
enum {
    CT_TAG_PTR = 12, CT_TAG_TILE = 13, CT_TAG_TENSOR_VIEW = 14, CT_TAG_PARTITION_VIEW = 15,
    CT_TAG_FUNC = 16, CT_TAG_TOKEN = 17, CT_TAG_GATHER_SCATTER_VIEW = 20, CT_TAG_STRIDED_VIEW = 21
};

typedef enum ct_type_kind {
    CT_TY_SCALAR,              /* integer or float element type */
    CT_TY_PTR,                 /* ptr<elem> */
    CT_TY_TILE,                /* tile<shape x elem>; rank 0 = scalar tile */
    CT_TY_TENSOR_VIEW,         /* tensor_view<shape x elem, strides=[…]> */
    CT_TY_PARTITION_VIEW,      /* partition_view<tile=(…), [padding], view, dim_map> */
    CT_TY_GATHER_SCATTER_VIEW, /* 13.3 */
    CT_TY_STRIDED_VIEW,        /* 13.3 */
    CT_TY_TOKEN,
    CT_TY_FUNC
} ct_type_kind;

#define CT_DYN INT64_MIN /* a dynamic ('?') dimension or stride of a tensor_view */

/* One struct for every kind; fields a kind does not use are zero. Interned: build a template
 * and call ct_type_intern, or use the constructors below. */
struct ct_type {
    uint8_t kind;             /* ct_type_kind */
    uint8_t scalar;           /* CT_TY_SCALAR: ct_scalar */
    uint8_t has_padding;      /* views: padding_value present */
    uint8_t padding;          /* views: CT_PADDING_* */
    uint8_t has_ptr_attr;     /* 13.4 ptr / tensor_view: optional pointer attribute */
    uint8_t ptr_attr;
    const ct_type *elem;      /* PTR: pointee; TILE, TENSOR_VIEW: element; views: the tensor_view */
    uint32_t rank;            /* TILE, TENSOR_VIEW: number of dims in shape */
    const int64_t *shape;     /* TILE, TENSOR_VIEW (CT_DYN allowed in TENSOR_VIEW) */
    uint32_t nstrides;        /* TENSOR_VIEW */
    const int64_t *strides;
    uint32_t ntile;           /* views: tile_shape */
    const int32_t *tile_shape;
    uint32_t ndim_map;        /* PARTITION_VIEW, STRIDED_VIEW */
    const int32_t *dim_map;
    uint32_t ntraversal;      /* STRIDED_VIEW */
    const int32_t *traversal_strides;
    uint32_t sparse_dim;      /* GATHER_SCATTER_VIEW */
    uint32_t nin, nout;       /* FUNC */
    const ct_type *const *ins;
    const ct_type *const *outs;
    uint32_t id;              /* creation order in the module; stable for a given input */
};

const ct_type *ct_type_intern(ct_module *m, const ct_type *tmpl); /* NULL on OOM */
const ct_type *ct_type_scalar(ct_module *m, ct_scalar s);
const ct_type *ct_type_ptr(ct_module *m, const ct_type *pointee);
const ct_type *ct_type_tile(ct_module *m, const ct_type *elem, uint32_t rank, const int64_t *shape);
const ct_type *ct_type_token(ct_module *m);
const ct_type *ct_type_func(ct_module *m, uint32_t nin, const ct_type *const *ins, uint32_t nout,
                            const ct_type *const *outs);

static inline bool ct_type_is_int(const ct_type *t)
{
    return t->kind == CT_TY_SCALAR && !ct_scalar_infos[t->scalar].is_float;
}
static inline bool ct_type_is_float(const ct_type *t)
{
    return t->kind == CT_TY_SCALAR && ct_scalar_infos[t->scalar].is_float;
}
static inline bool ct_type_is_view(const ct_type *t)
{
    return t->kind == CT_TY_TENSOR_VIEW || t->kind == CT_TY_PARTITION_VIEW ||
           t->kind == CT_TY_GATHER_SCATTER_VIEW || t->kind == CT_TY_STRIDED_VIEW;
}
/* Where tile t of a partition or strided view starts along tile dim i: t · this (§1.6). */
static inline int32_t ct_view_step(const ct_type *v, uint32_t i)
{
    return v->kind == CT_TY_STRIDED_VIEW && i < v->ntraversal ? v->traversal_strides[i]
                                                              : v->tile_shape[i];
}
/* Element type of a tile (the type itself for a scalar). */
const ct_type *ct_type_elem(const ct_type *t);
uint64_t ct_type_num_elements(const ct_type *tile); /* product of the shape; 1 for rank 0 */

/* ================================ enums ================================ */

/* Enum kinds of attributes: C name, text name used in the text form. */
#define CT_ENUM_KIND_LIST(X)                    \
    X(SIGNEDNESS, "signedness")                 \
    X(OVERFLOW, "overflow")                     \
    X(ROUNDING, "rounding")                     \
    X(CMP_ORDERING, "comparison_ordering")      \
    X(CMP_PREDICATE, "comparison_predicate")    \
    X(ATOMIC_MODE, "atomic_rmw_mode")           \
    X(MEM_SCOPE, "memory_scope")                \
    X(MEM_ORDERING, "memory_ordering_semantics") \
    X(PADDING, "padding_value")                 \
    X(VISIBILITY, "symbol_visibility")

/* Enum values: kind, C name, bytecode value, text, since. */
#define CT_ENUM_VALUE_LIST(X)                                      \
    X(SIGNEDNESS, UNSIGNED, 0, "unsigned", 1301)                   \
    X(SIGNEDNESS, SIGNED, 1, "signed", 1301)                       \
    X(OVERFLOW, NONE, 0, "none", 1301)                             \
    X(OVERFLOW, NSW, 1, "no_signed_wrap", 1301)                    \
    X(OVERFLOW, NUW, 2, "no_unsigned_wrap", 1301)                  \
    X(OVERFLOW, NW, 3, "no_wrap", 1301)                            \
    X(ROUNDING, NEAREST_EVEN, 0, "nearest_even", 1301)             \
    X(ROUNDING, ZERO, 1, "zero", 1301)                             \
    X(ROUNDING, NEGATIVE_INF, 2, "negative_inf", 1301)             \
    X(ROUNDING, POSITIVE_INF, 3, "positive_inf", 1301)             \
    X(ROUNDING, APPROX, 4, "approx", 1301)                         \
    X(ROUNDING, FULL, 5, "full", 1301)                             \
    X(ROUNDING, NEAREST_INT_TO_ZERO, 6, "nearest_int_to_zero", 1301) \
    X(ROUNDING, NEAREST_AWAY, 7, "nearest_away", 1304)             \
    X(CMP_ORDERING, UNORDERED, 0, "unordered", 1301)               \
    X(CMP_ORDERING, ORDERED, 1, "ordered", 1301)                   \
    X(CMP_PREDICATE, EQ, 0, "equal", 1301)                         \
    X(CMP_PREDICATE, NE, 1, "not_equal", 1301)                     \
    X(CMP_PREDICATE, LT, 2, "less_than", 1301)                     \
    X(CMP_PREDICATE, LE, 3, "less_than_or_equal", 1301)            \
    X(CMP_PREDICATE, GT, 4, "greater_than", 1301)                  \
    X(CMP_PREDICATE, GE, 5, "greater_than_or_equal", 1301)         \
    X(ATOMIC_MODE, AND, 0, "and", 1301)                            \
    X(ATOMIC_MODE, OR, 1, "or", 1301)                              \
    X(ATOMIC_MODE, XOR, 2, "xor", 1301)                            \
    X(ATOMIC_MODE, ADD, 3, "add", 1301)                            \
    X(ATOMIC_MODE, ADDF, 4, "addf", 1301)                          \
    X(ATOMIC_MODE, MAX, 5, "max", 1301)                            \
    X(ATOMIC_MODE, MIN, 6, "min", 1301)                            \
    X(ATOMIC_MODE, UMAX, 7, "umax", 1301)                          \
    X(ATOMIC_MODE, UMIN, 8, "umin", 1301)                          \
    X(ATOMIC_MODE, XCHG, 9, "xchg", 1301)                          \
    X(MEM_SCOPE, TL_BLK, 0, "tl_blk", 1301)                        \
    X(MEM_SCOPE, DEVICE, 1, "device", 1301)                        \
    X(MEM_SCOPE, SYS, 2, "sys", 1301)                              \
    X(MEM_ORDERING, WEAK, 0, "weak", 1301)                         \
    X(MEM_ORDERING, RELAXED, 1, "relaxed", 1301)                   \
    X(MEM_ORDERING, ACQUIRE, 2, "acquire", 1301)                   \
    X(MEM_ORDERING, RELEASE, 3, "release", 1301)                   \
    X(MEM_ORDERING, ACQ_REL, 4, "acq_rel", 1301)                   \
    X(PADDING, ZERO, 0, "zero", 1301)                              \
    X(PADDING, NEG_ZERO, 1, "neg_zero", 1301)                      \
    X(PADDING, NAN, 2, "nan", 1301)                                \
    X(PADDING, POS_INF, 3, "pos_inf", 1301)                        \
    X(PADDING, NEG_INF, 4, "neg_inf", 1301)                        \
    X(VISIBILITY, PUBLIC, 0, "public", 1301)                       \
    X(VISIBILITY, PRIVATE, 1, "private", 1301)

typedef enum ct_enum_kind {
#define CT_X_(id, name) CT_ENUM_##id,
    CT_ENUM_KIND_LIST(CT_X_)
#undef CT_X_
    CT_ENUM_COUNT
} ct_enum_kind;

enum {
#define CT_X_(kind, id, value, text, since) CT_##kind##_##id = value,
    CT_ENUM_VALUE_LIST(CT_X_)
#undef CT_X_
};

const char *ct_enum_kind_name(ct_enum_kind k);
/* Text of value v of enum k, or NULL if v is not a value of k. */
const char *ct_enum_value_name(ct_enum_kind k, uint64_t v);
/* true if v is a value of k that exists in bytecode version `version`. */
bool ct_enum_valid(ct_enum_kind k, uint64_t v, int version);
/* Parses the text of a value of k; returns false if unknown. */
bool ct_enum_parse(ct_enum_kind k, const char *text, size_t len, uint64_t *v);

/* ================================ attributes ================================ */

typedef enum ct_attr_kind {
    /* self-contained ("tagged") attributes, bytecode §5.2; the value is the bytecode tag */
    CT_ATTR_INT = 1,           /* type (integer scalar) + value (bits, zero-extended) */
    CT_ATTR_FLOAT = 2,         /* type (float scalar) + bit pattern */
    CT_ATTR_BOOL = 3,          /* value 0/1 */
    CT_ATTR_TYPE = 4,          /* type */
    CT_ATTR_STRING = 5,        /* str */
    CT_ATTR_ARRAY = 6,         /* n, items */
    CT_ATTR_DENSE = 7,         /* type (tile) + raw constant bytes (data, size) */
    CT_ATTR_DIV_BY = 8,        /* value = divisor; flags bit0 every (a), bit1 along (b) */
    CT_ATTR_SAME_ELEMENTS = 9, /* n, i64 */
    CT_ATTR_DICT = 10,         /* n, keys, items */
    CT_ATTR_OPT_HINTS = 11,    /* n, keys, items (each a DICT) */
    CT_ATTR_BOUNDED = 12,      /* flags bit0 lb (a), bit1 ub (b) */
    /* inline-only forms */
    CT_ATTR_ENUM = 64,         /* enum_kind + value */
    CT_ATTR_UNIT = 65,         /* presence only */
    CT_ATTR_I32_ARRAY = 66,    /* n, i32 */
    CT_ATTR_BOOL_ARRAY = 67,   /* n, bools (13.4 inbounds) */
    CT_ATTR_SYMBOL = 68        /* str: a symbol reference (@name), non-empty */
} ct_attr_kind;

struct ct_attr {
    uint8_t kind;             /* ct_attr_kind */
    uint8_t enum_kind;        /* CT_ATTR_ENUM */
    uint8_t flags;            /* DIV_BY, BOUNDED: which of a/b are present */
    const ct_type *type;      /* INT, FLOAT, TYPE, DENSE */
    uint64_t value;           /* INT, FLOAT (bits), BOOL, ENUM, DIV_BY divisor; also plain ints */
    int64_t a, b;             /* DIV_BY every/along; BOUNDED lb/ub */
    ct_str str;               /* STRING, SYMBOL */
    uint32_t n;               /* ARRAY, DICT, OPT_HINTS, SAME_ELEMENTS, I32/BOOL_ARRAY */
    const ct_attr *const *items; /* ARRAY, DICT, OPT_HINTS */
    const ct_str *keys;       /* DICT, OPT_HINTS */
    const int32_t *i32;       /* I32_ARRAY */
    const int64_t *i64;       /* SAME_ELEMENTS */
    const uint8_t *bools;     /* BOOL_ARRAY */
    const uint8_t *data;      /* DENSE raw bytes (bytecode §3.3 layout) */
    size_t size;
};

/* Inline attribute forms in op records (bytecode §4.5); the ATTRS(…) kinds of ops.def. */
typedef enum ct_attr_form {
    CT_FORM_ENUM, CT_FORM_I32, CT_FORM_I64, CT_FORM_BOOL, CT_FORM_STR, CT_FORM_SYMBOL,
    CT_FORM_I32_ARRAY, CT_FORM_ATTR_ARRAY, CT_FORM_CONST, CT_FORM_HINTS, CT_FORM_TAGGED,
    CT_FORM_TYPE, CT_FORM_UNIT, CT_FORM_BOOL_ARRAY
} ct_attr_form;

/* ================================ op table ================================ */

enum ct_stage { CT_STAGE_TILE, CT_STAGE_MEM, CT_STAGE_SCHED };
/* "tile", "mem", "sched"; "ptx" for the stage after sched (the PTX text emit-ptx writes). */
const char *ct_stage_name(int stage);

enum ct_op_prop {
    P_PURE = 1 << 0,        /* no side effects; may be removed if unused, CSE'd */
    P_SAME_TYPE = 1 << 1,   /* every operand and the result have one type */
    P_COMMUTATIVE = 1 << 2,
    P_SEG = 1 << 3,         /* AttrSizedOperandSegments (bytecode §4.6) */
    P_TERM = 1 << 4,        /* block terminator */
    P_MEM_READ = 1 << 5,
    P_MEM_WRITE = 1 << 6,
    P_EFFECT = 1 << 7,      /* other side effect (print, assert, fences) */
    P_LOOP = 1 << 8,        /* for / loop: region is a loop body */
    P_NO_RECORD = 1 << 9,   /* module, entry, global: module structure, never an op record */
    P_INT = 1 << 10,        /* every operand is an integer tile (i1…i64) */
    P_FLOAT = 1 << 11       /* every operand is a base-float tile (f16, bf16, f32, f64) */
};

#define CT_NO_OPCODE 0xFFFFu

typedef struct ct_res_def {
    const char *name;
    uint8_t variadic;
    uint16_t since; /* 0: as the op */
} ct_res_def;

typedef struct ct_attr_def {
    const char *name;
    uint8_t form;      /* ct_attr_form */
    uint8_t enum_kind; /* CT_FORM_ENUM */
    int8_t flag_bit;   /* -1: required; else present iff this flag bit is set */
    uint16_t since;    /* 0: as the op */
    int64_t dflt;      /* required attribute newer than the op: value for older files
                          (enum value), or -1: absent */
} ct_attr_def;

enum { CT_OPND_REQ, CT_OPND_VAR, CT_OPND_OPT };

typedef struct ct_opnd_def {
    const char *name;
    uint8_t kind;     /* CT_OPND_* */
    int8_t flag_bit;  /* CT_OPND_OPT in segmented ops: the flag bit; else -1 */
    uint16_t since;   /* 0: as the op */
} ct_opnd_def;

typedef struct ct_op_def {
    const char *name;      /* mnemonic without the "cuda_tile." prefix */
    uint16_t opcode;       /* bytecode opcode or CT_NO_OPCODE */
    uint16_t since;
    uint8_t stage;
    uint8_t nregions;
    uint16_t props;
    uint8_t nres, nattrs, nopnds;
    const ct_res_def *res;
    const ct_attr_def *attrs;
    const ct_opnd_def *opnds;
} ct_op_def;

typedef enum ct_opcode {
#define OP(id, ...) CT_OP_##id,
#include "ir/ops.def"
#undef OP
    CT_OP_COUNT
} ct_opcode;

extern const ct_op_def ct_op_defs[CT_OP_COUNT];

/* Encoding facts derived from a row (ops.def header explains them). */
bool ct_def_counts_results(const ct_op_def *d);  /* bytecode writes a result count */
bool ct_def_counts_operands(const ct_op_def *d); /* non-segmented op writes an operand count */
/* Version from which the op's flags field is present, or 0 if the op has no flags field. */
int ct_def_flags_since(const ct_op_def *d);
/* The version a field (result/attribute/operand `since`, 0 = as the op) was introduced. */
static inline int ct_def_field_since(const ct_op_def *d, uint16_t since)
{
    return since ? since : d->since;
}
/* Op for a bytecode opcode, or -1. */
int ct_op_from_bytecode(uint64_t opcode);
/* Op for a mnemonic ("addf" or "cuda_tile.addf"), or -1. */
int ct_op_from_name(const char *name, size_t len);

/* ================================ ops, blocks, functions ================================ */

typedef struct ct_value {
    const ct_type *type;
    ct_op *def;      /* defining op, or NULL for a block argument */
    ct_block *block; /* block argument: its block */
    uint32_t index;  /* result index, or argument index */
} ct_value;

struct ct_region {
    uint32_t nblocks;
    ct_block *blocks;
};

struct ct_block {
    uint32_t nargs;
    ct_val *args;
    uint32_t nops, capops;
    ct_op **ops;
};

struct ct_op {
    uint16_t opc;            /* ct_opcode */
    uint16_t nregions;
    uint32_t nres;
    ct_val *res;
    uint32_t nopnds;
    ct_val *opnds;           /* all operands, group after group */
    uint32_t *seg;           /* per operand group of the op def: how many operands it has */
    const ct_attr **attrs;   /* one slot per attribute of the op def; NULL = absent */
    ct_region *regions;
    uint32_t loc;            /* debug location: index into module->di (0 = unknown) */
};

/* Debug-info attributes (bytecode §3.6), kept as the file has them so they round-trip. */
typedef enum ct_di_tag {
    CT_DI_UNKNOWN = 0, CT_DI_COMPILE_UNIT = 1, CT_DI_FILE = 2, CT_DI_LEXICAL_BLOCK = 3,
    CT_DI_LOC = 4, CT_DI_SUBPROGRAM = 5, CT_DI_CALL_SITE = 6
} ct_di_tag;

typedef struct ct_di {
    uint8_t tag;       /* ct_di_tag */
    /* references to other entries are 1-based di indices (0 = unknown) */
    uint32_t file, scope, compile_unit, callee, caller;
    ct_str name, directory, linkage_name; /* FILE: name/directory; LOC: name = filename;
                                             SUBPROGRAM: name, linkage_name */
    uint64_t line, column, scope_line;
} ct_di;

struct ct_func {
    ct_str name;
    const ct_type *type;        /* CT_TY_FUNC */
    bool is_entry;              /* flags bit 1 */
    bool is_private;            /* flags bit 0 */
    const ct_attr *hints;       /* CT_ATTR_OPT_HINTS or NULL */
    uint32_t loc;               /* function location (di index, 0 = unknown) */
    bool has_debug_slot;        /* the file gave the function a debug slot */
    ct_region body;             /* one block; its arguments are the function's parameters */
    uint32_t nvalues, capvalues;
    ct_value *values;           /* indexed by ct_val */
};

typedef struct ct_global {
    ct_str name;
    const ct_type *type;   /* tile type of the value */
    const ct_attr *value;  /* CT_ATTR_DENSE */
    uint64_t alignment;
    uint8_t visibility;    /* CT_VISIBILITY_* */
    bool is_constant;
} ct_global;

struct ct_module {
    ct_arena arena;
    int version;            /* bytecode version read from or to be written (1301…1304) */
    ct_str producer;        /* Producer section (len 0: none) */
    uint32_t nfuncs, capfuncs;
    ct_func **funcs;
    uint32_t nglobals, capglobals;
    ct_global *globals;
    uint32_t ndi, capdi;
    ct_di *di;              /* di[0] is unused; entries 1…ndi-1 */
    /* interned types */
    uint32_t ntypes, captypes;
    const ct_type **types;  /* by id, in creation order */
    uint32_t *type_hash;    /* open addressing: type id + 1, 0 = empty */
    uint32_t type_hash_cap;
};

/* Module lifetime. ct_module_new returns NULL on OOM. ct_module_free accepts NULL. */
ct_module *ct_module_new(const cuTileAllocator *al);
void ct_module_free(ct_module *m);

/* Builders. All allocate in the module arena and return NULL / -1 on OOM. */
ct_func *ct_func_add(ct_module *m, ct_str name, const ct_type *type);
ct_global *ct_global_add(ct_module *m);
uint32_t ct_di_add(ct_module *m, const ct_di *di); /* returns the 1-based index, 0 on OOM */
/* The DILoc a location points at, looking through call sites to the innermost one (the Python
 * line that produced the op); NULL when there is none. Used for file:line in messages, dumps and
 * PTX .loc directives. */
const ct_di *ct_di_source_loc(const ct_module *m, uint32_t loc);
/* The DILoc at the other end of the call sites: the outermost caller, i.e. the line of the
 * kernel's own source that led to the op (cuTile's library functions, such as astype, are
 * call sites whose callee is in cuTile's Python). What a kernel's author wants to read in the
 * compiler's errors and profilers' line tables; NULL when there is none. */
const ct_di *ct_di_user_loc(const ct_module *m, uint32_t loc);
ct_str ct_str_dup(ct_module *m, const char *s, size_t len); /* .s NULL on OOM */
ct_attr *ct_attr_new(ct_module *m, ct_attr_kind kind);
/* Gives op's absent required attributes that are newer than `version` the default ops.def
 * names for them (negi overflow none, tanh and exp rounding full): what a module of that
 * version, which cannot carry them, means. Both front ends call it, so that a 13.1 module
 * read from bytecode or from text is the same IR. Those without a default stay absent. 0 or
 * -1 on OOM. */
int ct_op_fill_old_defaults(ct_module *m, ct_op *op, int version);
/* New value in f's table. CT_NO_VAL on OOM. */
ct_val ct_value_new(ct_func *f, ct_module *m, const ct_type *type, ct_op *def, ct_block *block,
                    uint32_t index);
/* New op with room for the given counts; attrs/seg slots sized from the op def. */
ct_op *ct_op_new(ct_module *m, ct_opcode opc, uint32_t nres, uint32_t nopnds, uint32_t nregions);
int ct_block_append(ct_module *m, ct_block *b, ct_op *op); /* 0 or -1 on OOM */

/* Accessors. */
static inline const ct_op_def *ct_def(const ct_op *op) { return &ct_op_defs[op->opc]; }
static inline const ct_type *ct_val_type(const ct_func *f, ct_val v) { return f->values[v].type; }
/* Index of the attribute named `name` in op's def, or -1. */
int ct_op_attr_index(const ct_op_def *d, const char *name);
/* First operand of group g and its count (from op->seg). */
const ct_val *ct_op_group(const ct_op *op, uint32_t g, uint32_t *count);

/* ================================ text form and verifier ================================ */

/* Prints the module in the text form (architecture §4: MLIR generic op syntax with cuda_tile
 * types and attributes). Output is deterministic; parse(print(m)) prints identically.
 * Returns CUTILE_ERROR_OUT_OF_MEMORY if the buffer could not grow. (print.c) */
ct_status ct_print_module(const ct_module *m, ct_buf *out);
/* Appends the text of one type as it is written inside other types and in messages, without
 * the "!cuda_tile." prefix ("tile<64xf32>"). (print.c) */
void ct_print_type(ct_buf *out, const ct_type *t);
/* Parses the text form into a new module (*out, freed with ct_module_free). Errors are
 * CUTILE_ERROR_PARSE with "line L, column C: reason" in d. Does not verify. (parse.c) */
ct_status ct_parse_module(const char *text, size_t len, const cuTileAllocator *al,
                          ct_module **out, ct_diag *d);
/* Checks every rule of spec/ops.md the module breaks; reports the first as CUTILE_ERROR_VERIFY
 * naming the function, the op (and its source line where known) and the rule. Ops of the lower
 * stages get the rules derived from their rows. (verify.c) */
ct_status ct_verify_module(const ct_module *m, ct_diag *d);
/* The first bytecode version (1301…) that can carry optimization hints for target `arch`
 * ("default" or "sm_XX") and, unless key is NULL, the hint `key` under it; 0 when either is
 * not a known name (the verifier reports those). The writer asks it for an older target than
 * the module's. (verify.c) */
int ct_opt_hint_since(const ct_str *arch, const ct_str *key);

/* The same rules for the IR of `stage`, as a pass of the compiler leaves it (pass/compile.c,
 * verify_each): an op of a later stage is refused, and from the mem stage on a token operand
 * needs no definition in scope — lower-views orders memory by program order and removes the ops
 * that made tokens (make_token, join_tokens), leaving the token operands of the ops that pass
 * them on (control flow, atomics, print, gdc, fences) without definitions; codegen gives tokens
 * no registers. Token operands must still be values of token type. */
ct_status ct_verify_module_at(const ct_module *m, enum ct_stage stage, ct_diag *d);

#endif
