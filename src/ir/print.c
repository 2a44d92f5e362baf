/*
 * print.c — the text form of a module: MLIR's generic operation syntax with the cuda_tile type
 * and attribute syntax (docs/text-format.md). Every op is printed the same way, driven by its
 * op-table row: results, quoted name, operands, the row's attributes as properties (plus
 * operandSegmentSizes for segmented ops), regions, signature, location. The module, its
 * globals and its entries, which the IR keeps outside ops, are printed as ops of the same
 * rows with their fields put into attribute slots.
 *
 * Values are numbered %0, %1, … per function in the order their definitions are printed, so
 * the output depends only on the IR, and parse(print(m)) prints identically.
 */
#include <inttypes.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/text.h"

#define NO_NUM UINT32_MAX

typedef struct printer {
    const ct_module *m;
    ct_buf *out;
    const ct_func *f;
    uint32_t *num; /* per value id of f: its printed number, or NO_NUM before its definition */
    uint32_t next;
} printer;

static void put(printer *p, const char *s) { ct_buf_str(p->out, s); }

static void indent(printer *p, int level)
{
    for (int i = 0; i < level; i++)
        put(p, "  ");
}

/* A string literal: printable ASCII as is, everything else as \XX, so any bytes round-trip. */
static void print_string(printer *p, ct_str s)
{
    ct_buf_byte(p->out, '"');
    for (uint32_t i = 0; i < s.len; i++) {
        unsigned char c = (unsigned char)s.s[i];
        if (c == '"' || c == '\\')
            ct_buf_printf(p->out, "\\%c", c);
        else if (c >= 0x20 && c < 0x7f)
            ct_buf_byte(p->out, c);
        else
            ct_buf_printf(p->out, "\\%02X", c);
    }
    ct_buf_byte(p->out, '"');
}

static bool is_bare_id(ct_str s)
{
    if (s.len == 0 || !ct_text_id_start((unsigned char)s.s[0]))
        return false;
    for (uint32_t i = 1; i < s.len; i++)
        if (!ct_text_id_char((unsigned char)s.s[i]))
            return false;
    return true;
}

/* Dictionary keys and symbol names: bare when they can be, quoted otherwise. */
static void print_key(printer *p, ct_str s)
{
    if (is_bare_id(s))
        ct_buf_put(p->out, s.s, s.len);
    else
        print_string(p, s);
}

/* ---------------------------------- types ---------------------------------- */

static void print_type(printer *p, const ct_type *t, bool nested);

/* Shape dimensions followed by 'x' ("4x8x"), '?' for dynamic. */
static void print_dims(printer *p, uint32_t n, const int64_t *dims)
{
    for (uint32_t i = 0; i < n; i++) {
        if (dims[i] == CT_DYN)
            put(p, "?x");
        else
            ct_buf_printf(p->out, "%" PRId64 "x", dims[i]);
    }
}

/* "[64,1]" (int64, '?' for dynamic) or, with a32, an int32 list; sep between items. */
static void print_ints(printer *p, uint32_t n, const int64_t *a64, const int32_t *a32,
                       const char *sep)
{
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            put(p, sep);
        if (a32)
            ct_buf_printf(p->out, "%" PRId32, a32[i]);
        else if (a64[i] == CT_DYN)
            put(p, "?");
        else
            ct_buf_printf(p->out, "%" PRId64, a64[i]);
    }
}

static void print_padding(printer *p, const ct_type *t)
{
    if (!t->has_padding)
        return;
    const char *name = ct_enum_value_name(CT_ENUM_PADDING, t->padding);
    if (name)
        ct_buf_printf(p->out, "padding_value = %s, ", name);
    else
        ct_buf_printf(p->out, "padding_value = %u, ", t->padding);
}

static void print_view(printer *p, const ct_type *t, const char *name)
{
    ct_buf_printf(p->out, "%s<tile=(", name);
    print_ints(p, t->ntile, NULL, t->tile_shape, "x");
    put(p, "), ");
    if (t->kind == CT_TY_STRIDED_VIEW) {
        put(p, "traversal_strides=[");
        print_ints(p, t->ntraversal, NULL, t->traversal_strides, ",");
        put(p, "], ");
    }
    print_padding(p, t);
    print_type(p, t->elem, true);
    if (t->kind == CT_TY_GATHER_SCATTER_VIEW)
        ct_buf_printf(p->out, ", sparse_dim=%" PRIu32, t->sparse_dim);
    else {
        put(p, ", dim_map=[");
        print_ints(p, t->ndim_map, NULL, t->dim_map, ",");
        put(p, "]");
    }
    put(p, ">");
}

static void print_type_list(printer *p, uint32_t n, const ct_type *const *ts)
{
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            put(p, ", ");
        print_type(p, ts[i], false);
    }
}

/* Results of a function type: "T" alone, "()" or "(T, U)". */
static void print_results_types(printer *p, uint32_t n, const ct_type *const *ts)
{
    if (n == 1 && ts[0] && ts[0]->kind != CT_TY_FUNC) {
        print_type(p, ts[0], false);
        return;
    }
    put(p, "(");
    print_type_list(p, n, ts);
    put(p, ")");
}

/* `nested`: inside another cuda_tile type, where the "!cuda_tile." prefix is left out. */
static void print_type(printer *p, const ct_type *t, bool nested)
{
    if (!t) {
        put(p, "<<null type>>");
        return;
    }
    const char *pre = nested ? "" : "!cuda_tile.";
    switch ((ct_type_kind)t->kind) {
    case CT_TY_SCALAR:
        put(p, t->scalar < CT_S_COUNT ? ct_scalar_infos[t->scalar].name : "<<bad scalar>>");
        return;
    case CT_TY_PTR:
        ct_buf_printf(p->out, "%sptr<", pre);
        print_type(p, t->elem, true);
        if (t->has_ptr_attr)
            ct_buf_printf(p->out, ", ptr_attr = %u", t->ptr_attr);
        put(p, ">");
        return;
    case CT_TY_TILE:
        ct_buf_printf(p->out, "%stile<", pre);
        print_dims(p, t->rank, t->shape);
        print_type(p, t->elem, true);
        put(p, ">");
        return;
    case CT_TY_TENSOR_VIEW:
        ct_buf_printf(p->out, "%stensor_view<", pre);
        print_dims(p, t->rank, t->shape);
        print_type(p, t->elem, true);
        if (t->rank || t->nstrides) {
            put(p, ", strides=[");
            print_ints(p, t->nstrides, t->strides, NULL, ",");
            put(p, "]");
        }
        if (t->has_ptr_attr)
            ct_buf_printf(p->out, ", ptr_attr = %u", t->ptr_attr);
        put(p, ">");
        return;
    case CT_TY_PARTITION_VIEW:
        put(p, pre);
        print_view(p, t, "partition_view");
        return;
    case CT_TY_STRIDED_VIEW:
        put(p, pre);
        print_view(p, t, "strided_view");
        return;
    case CT_TY_GATHER_SCATTER_VIEW:
        put(p, pre);
        print_view(p, t, "gather_scatter_view");
        return;
    case CT_TY_TOKEN:
        ct_buf_printf(p->out, "%stoken", pre);
        return;
    case CT_TY_FUNC:
        put(p, "(");
        print_type_list(p, t->nin, t->ins);
        put(p, ") -> ");
        print_results_types(p, t->nout, t->outs);
        return;
    }
    put(p, "<<bad type>>");
}

void ct_print_type(ct_buf *out, const ct_type *t)
{
    printer p = {.out = out};
    print_type(&p, t, true);
}

/* -------------------------------- attributes -------------------------------- */

static int scalar_bits(const ct_type *t)
{
    return t && t->kind == CT_TY_SCALAR && t->scalar < CT_S_COUNT ? ct_scalar_infos[t->scalar].bits
                                                                  : 64;
}

/* An integer of `bits` width as its signed value (i1 as 0/1). */
static void print_int_bits(printer *p, uint64_t v, int bits)
{
    if (bits == 1 || bits >= 64) {
        if (bits == 1)
            ct_buf_printf(p->out, "%" PRIu64, v & 1);
        else
            ct_buf_printf(p->out, "%" PRId64, (int64_t)v);
        return;
    }
    uint64_t sign = (uint64_t)1 << (bits - 1), mask = (sign << 1) - 1;
    v &= mask;
    int64_t s = (v & sign) ? -(int64_t)(mask - v) - 1 : (int64_t)v;
    ct_buf_printf(p->out, "%" PRId64, s);
}

/* A float as its shortest exact decimal, or as its bit pattern 0x… when no decimal gives back
 * the same bits (NaN payloads, infinities, formats without a decimal form). */
static void print_float_bits(printer *p, uint64_t v, const ct_type *t)
{
    char buf[64];
    ct_scalar s = t && t->kind == CT_TY_SCALAR ? (ct_scalar)t->scalar : CT_S_F64;
    if (ct_text_float_decimal(s, v, buf, sizeof buf)) {
        put(p, buf);
        return;
    }
    int bits = scalar_bits(t);
    ct_buf_printf(p->out, "0x%0*" PRIX64, (bits + 3) / 4, v);
}

static void print_attr(printer *p, const ct_attr *a, ct_scalar int_dflt);
static void print_entries(printer *p, const ct_attr *a);

/* Dense elements: element values when the buffer is a canonical splat or full buffer of a
 * numeric tile, otherwise the raw bytes in hex. See docs/text-format.md. */
static bool dense_elements_canonical(const ct_attr *a, size_t *count)
{
    const ct_type *t = a->type;
    if (!t || t->kind != CT_TY_TILE || !t->elem || t->elem->kind != CT_TY_SCALAR)
        return false;
    const ct_scalar_info *si = &ct_scalar_infos[t->elem->scalar];
    uint64_t n = ct_type_num_elements(t);
    if (a->size == si->bytes)
        *count = 1;
    else if (t->rank && n && n <= a->size / si->bytes && n * si->bytes == a->size)
        *count = (size_t)n;
    else
        return false;
    /* an i1 splat of a tile of several elements is 0x00 / 0xFF (bytecode §3.3; what the parser
     * writes for `true`): any other single byte may be bit-packed elements */
    if (si->bits == 1 && *count == 1 && n > 1)
        return a->data[0] == 0 || a->data[0] == 0xFF;
    for (size_t i = 0; i < a->size; i += si->bytes) {
        uint64_t v = 0;
        for (unsigned b = 0; b < si->bytes; b++)
            v |= (uint64_t)a->data[i + b] << (8 * b);
        if (si->bits < 64 && (v >> si->bits))
            return false;
    }
    return true;
}

static void print_dense_element(printer *p, const ct_attr *a, size_t k)
{
    const ct_type *elem = a->type->elem;
    const ct_scalar_info *si = &ct_scalar_infos[elem->scalar];
    uint64_t v = 0;
    for (unsigned b = 0; b < si->bytes; b++)
        v |= (uint64_t)a->data[k * si->bytes + b] << (8 * b);
    if (si->is_float)
        print_float_bits(p, v, elem);
    else if (si->bits == 1)
        put(p, v ? "true" : "false");
    else
        print_int_bits(p, v, si->bits);
}

/* Number of dimensions (innermost first) whose block of elements starts at element k. */
static uint32_t dims_starting_at(const ct_type *t, size_t k)
{
    uint32_t n = 0;
    uint64_t block = 1;
    for (uint32_t j = t->rank; j-- > 0;) {
        block *= (uint64_t)t->shape[j];
        if (k % block)
            break;
        n++;
    }
    return n;
}

static void print_dense(printer *p, const ct_attr *a)
{
    size_t count;
    put(p, "dense<");
    if (!dense_elements_canonical(a, &count)) {
        put(p, "\"0x");
        for (size_t i = 0; i < a->size; i++)
            ct_buf_printf(p->out, "%02X", a->data[i]);
        put(p, "\"");
    } else if (count == 1) {
        print_dense_element(p, a, 0);
    } else {
        /* nested lists in row-major order, as MLIR writes them: [[1, 2], [3, 4]] */
        for (size_t k = 0; k < count; k++) {
            for (uint32_t i = dims_starting_at(a->type, k); i > 0; i--)
                put(p, "[");
            print_dense_element(p, a, k);
            for (uint32_t i = dims_starting_at(a->type, k + 1); i > 0; i--)
                put(p, "]");
            if (k + 1 < count)
                put(p, ", ");
        }
    }
    put(p, "> : ");
    print_type(p, a->type, false);
}

/* The type after an integer or float literal; `dflt` when the attribute has none. */
static void print_literal_type(printer *p, const ct_type *t, ct_scalar dflt)
{
    put(p, " : ");
    if (t)
        print_type(p, t, false);
    else
        put(p, ct_scalar_infos[dflt].name);
}

static void print_attr(printer *p, const ct_attr *a, ct_scalar int_dflt)
{
    if (!a) {
        put(p, "<<null attribute>>");
        return;
    }
    switch ((ct_attr_kind)a->kind) {
    case CT_ATTR_INT:
        print_int_bits(p, a->value, a->type ? scalar_bits(a->type) : ct_scalar_infos[int_dflt].bits);
        print_literal_type(p, a->type, int_dflt);
        return;
    case CT_ATTR_FLOAT:
        print_float_bits(p, a->value, a->type);
        print_literal_type(p, a->type, CT_S_F64);
        return;
    case CT_ATTR_BOOL:
        put(p, a->value ? "true" : "false");
        return;
    case CT_ATTR_TYPE:
        print_type(p, a->type, false);
        return;
    case CT_ATTR_STRING:
        print_string(p, a->str);
        return;
    case CT_ATTR_ARRAY:
        put(p, "[");
        for (uint32_t i = 0; i < a->n; i++) {
            if (i)
                put(p, ", ");
            print_attr(p, a->items[i], CT_S_I64);
        }
        put(p, "]");
        return;
    case CT_ATTR_DENSE:
        print_dense(p, a);
        return;
    case CT_ATTR_DIV_BY:
        ct_buf_printf(p->out, "#cuda_tile.div_by<%" PRIu64, a->value);
        if (a->flags & 3)
            put(p, ",");
        if (a->flags & 1)
            ct_buf_printf(p->out, " every %" PRId64, a->a);
        if (a->flags & 2)
            ct_buf_printf(p->out, " along %" PRId64, a->b);
        put(p, ">");
        return;
    case CT_ATTR_SAME_ELEMENTS:
        put(p, "#cuda_tile.same_elements<[");
        print_ints(p, a->n, a->i64, NULL, ", ");
        put(p, "]>");
        return;
    case CT_ATTR_DICT:
        put(p, "{");
        print_entries(p, a);
        put(p, "}");
        return;
    case CT_ATTR_OPT_HINTS:
        put(p, "#cuda_tile.optimization_hints<");
        print_entries(p, a);
        put(p, ">");
        return;
    case CT_ATTR_BOUNDED:
        put(p, "#cuda_tile.bounded<");
        if (a->flags & 1)
            ct_buf_printf(p->out, "%" PRId64, a->a);
        else
            put(p, "?");
        put(p, ", ");
        if (a->flags & 2)
            ct_buf_printf(p->out, "%" PRId64, a->b);
        else
            put(p, "?");
        put(p, ">");
        return;
    case CT_ATTR_ENUM: {
        const char *v = ct_enum_value_name((ct_enum_kind)a->enum_kind, a->value);
        ct_buf_printf(p->out, "#cuda_tile.%s<", ct_enum_kind_name((ct_enum_kind)a->enum_kind));
        if (v)
            put(p, v);
        else
            ct_buf_printf(p->out, "%" PRIu64, a->value);
        put(p, ">");
        return;
    }
    case CT_ATTR_UNIT:
        put(p, "unit");
        return;
    case CT_ATTR_I32_ARRAY:
        put(p, a->n ? "array<i32: " : "array<i32");
        print_ints(p, a->n, NULL, a->i32, ", ");
        put(p, ">");
        return;
    case CT_ATTR_BOOL_ARRAY:
        put(p, a->n ? "array<i1: " : "array<i1");
        for (uint32_t i = 0; i < a->n; i++)
            ct_buf_printf(p->out, "%s%s", i ? ", " : "", a->bools[i] ? "true" : "false");
        put(p, ">");
        return;
    case CT_ATTR_SYMBOL:
        put(p, "@");
        print_key(p, a->str);
        return;
    }
    put(p, "<<bad attribute>>");
}

/* `name = value`, or `name` alone for a unit attribute. */
static void print_named(printer *p, ct_str name, const ct_attr *a, ct_scalar int_dflt)
{
    print_key(p, name);
    if (a && a->kind == CT_ATTR_UNIT)
        return;
    put(p, " = ");
    print_attr(p, a, int_dflt);
}

static void print_entries(printer *p, const ct_attr *a)
{
    for (uint32_t i = 0; i < a->n; i++) {
        if (i)
            put(p, ", ");
        print_named(p, a->keys[i], a->items[i], CT_S_I64);
    }
}

static ct_str cstr(const char *s) { return (ct_str){s, (uint32_t)strlen(s)}; }

/* The properties `<{…}>`: the row's attributes in row order, then operandSegmentSizes. */
static void print_props(printer *p, const ct_op_def *d, const ct_attr *const *attrs,
                        const uint32_t *seg)
{
    bool any = (d->props & P_SEG) && seg;
    for (unsigned i = 0; i < d->nattrs && !any; i++)
        any = attrs[i] != NULL;
    if (!any)
        return;
    const char *sep = "";
    put(p, " <{");
    for (unsigned i = 0; i < d->nattrs; i++) {
        if (!attrs[i])
            continue;
        uint8_t form = d->attrs[i].form;
        put(p, sep);
        print_named(p, cstr(d->attrs[i].name), attrs[i],
                    form == CT_FORM_I32 ? CT_S_I32 : CT_S_I64);
        sep = ", ";
    }
    if ((d->props & P_SEG) && seg) {
        ct_buf_printf(p->out, "%soperandSegmentSizes = array<i32", sep);
        for (unsigned g = 0; g < d->nopnds; g++)
            ct_buf_printf(p->out, "%s%" PRIu32, g ? ", " : ": ", seg[g]);
        put(p, ">");
    }
    put(p, "}>");
}

/* ---------------------------------- values ---------------------------------- */

static const ct_type *value_type(printer *p, ct_val v)
{
    return v < p->f->nvalues ? p->f->values[v].type : NULL;
}

static void print_def(printer *p, ct_val v)
{
    if (v < p->f->nvalues) {
        p->num[v] = p->next++;
        ct_buf_printf(p->out, "%%%" PRIu32, p->num[v]);
    } else
        ct_buf_printf(p->out, "%%invalid%" PRIu32, v);
}

/* A use of a value not (yet) defined prints a name the parser reports as undefined. */
static void print_use(printer *p, ct_val v)
{
    if (v < p->f->nvalues && p->num[v] != NO_NUM)
        ct_buf_printf(p->out, "%%%" PRIu32, p->num[v]);
    else
        ct_buf_printf(p->out, "%%invalid%" PRIu32, v);
}

static void print_value_types(printer *p, uint32_t n, const ct_val *vs)
{
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            put(p, ", ");
        print_type(p, value_type(p, vs[i]), false);
    }
}

/* ` : (operand types) -> result types`, as a function type. */
static void print_signature(printer *p, uint32_t nopnds, const ct_val *opnds, uint32_t nres,
                            const ct_val *res)
{
    put(p, " : (");
    print_value_types(p, nopnds, opnds);
    put(p, ") -> ");
    const ct_type *t = nres == 1 ? value_type(p, res[0]) : NULL;
    if (t && t->kind != CT_TY_FUNC) {
        print_type(p, t, false);
        return;
    }
    put(p, "(");
    print_value_types(p, nres, res);
    put(p, ")");
}

static void print_loc(printer *p, uint32_t loc)
{
    if (loc)
        ct_buf_printf(p->out, " loc(#di%" PRIu32 ")", loc);
}

/* --------------------------------- ops and regions --------------------------------- */

static void print_op(printer *p, const ct_op *op, int level);

/* The block header is left out only where the parser can infer it: a first block without
 * arguments that has ops. */
static void print_region(printer *p, const ct_region *r, int level)
{
    put(p, "{\n");
    for (uint32_t i = 0; i < r->nblocks; i++) {
        const ct_block *b = &r->blocks[i];
        if (i || b->nargs || !b->nops) {
            indent(p, level);
            ct_buf_printf(p->out, "^bb%" PRIu32, i);
            for (uint32_t k = 0; k < b->nargs; k++) {
                put(p, k ? ", " : "(");
                print_def(p, b->args[k]);
                put(p, ": ");
                print_type(p, value_type(p, b->args[k]), false);
            }
            put(p, b->nargs ? "):\n" : ":\n");
        }
        for (uint32_t k = 0; k < b->nops; k++)
            print_op(p, b->ops[k], level + 1);
    }
    indent(p, level);
    put(p, "}");
}

static void print_op(printer *p, const ct_op *op, int level)
{
    indent(p, level);
    if (op->opc >= CT_OP_COUNT) {
        put(p, "<<bad op>>\n");
        return;
    }
    const ct_op_def *d = ct_def(op);
    for (uint32_t i = 0; i < op->nres; i++) {
        if (i)
            put(p, ", ");
        print_def(p, op->res[i]);
    }
    ct_buf_printf(p->out, "%s\"cuda_tile.%s\"(", op->nres ? " = " : "", d->name);
    for (uint32_t i = 0; i < op->nopnds; i++) {
        if (i)
            put(p, ", ");
        print_use(p, op->opnds[i]);
    }
    put(p, ")");
    print_props(p, d, op->attrs, op->seg);
    for (uint32_t i = 0; i < op->nregions; i++) {
        put(p, i ? ", " : " (");
        print_region(p, &op->regions[i], level);
    }
    if (op->nregions)
        put(p, ")");
    print_signature(p, op->nopnds, op->opnds, op->nres, op->res);
    print_loc(p, op->loc);
    put(p, "\n");
}

/* ------------------------------ module structure ------------------------------ */

/* The module, its globals and entries are printed as ops of their rows; their fields go into
 * the attribute slots of the row, found by name. */
static void set_slot(const ct_op_def *d, const ct_attr **slots, const char *name,
                     const ct_attr *a)
{
    int i = ct_op_attr_index(d, name);
    if (i >= 0 && i < CT_TEXT_MAX_ATTRS)
        slots[i] = a;
}

static ct_status print_func(printer *p, const ct_func *f)
{
    const ct_op_def *d = &ct_op_defs[CT_OP_ENTRY];
    const ct_attr name = {.kind = CT_ATTR_STRING, .str = f->name};
    const ct_attr type = {.kind = CT_ATTR_TYPE, .type = f->type};
    const ct_attr *slots[CT_TEXT_MAX_ATTRS] = {0};
    set_slot(d, slots, "sym_name", &name);
    set_slot(d, slots, "function_type", &type);
    set_slot(d, slots, "optimization_hints", f->hints);
    uint32_t *num = ct_alloc(p->out->al, (f->nvalues ? f->nvalues : 1) * sizeof *num);
    if (!num)
        return CUTILE_ERROR_OUT_OF_MEMORY;
    memset(num, 0xff, (f->nvalues ? f->nvalues : 1) * sizeof *num);
    p->f = f;
    p->num = num;
    p->next = 0;
    indent(p, 1);
    put(p, "\"cuda_tile.entry\"()");
    print_props(p, d, slots, NULL);
    put(p, " (");
    print_region(p, &f->body, 1);
    put(p, ")");
    if (!f->is_entry || f->is_private)
        ct_buf_printf(p->out, " {%s%s%s}", f->is_entry ? "" : CT_TEXT_DEVICE_FN_ATTR,
                      !f->is_entry && f->is_private ? ", " : "",
                      f->is_private ? CT_TEXT_PRIVATE_ATTR : "");
    put(p, " : () -> ()");
    if (f->has_debug_slot && !f->loc)
        put(p, " loc(unknown)");
    print_loc(p, f->loc);
    put(p, "\n");
    ct_free(p->out->al, num, (f->nvalues ? f->nvalues : 1) * sizeof *num);
    p->num = NULL;
    return CUTILE_SUCCESS;
}

static void print_global(printer *p, const ct_global *g)
{
    const ct_attr name = {.kind = CT_ATTR_STRING, .str = g->name};
    const ct_attr align = {.kind = CT_ATTR_INT, .value = g->alignment};
    const ct_attr vis = {.kind = CT_ATTR_ENUM, .enum_kind = CT_ENUM_VISIBILITY,
                         .value = g->visibility};
    const ct_attr unit = {.kind = CT_ATTR_UNIT};
    const ct_op_def *d = &ct_op_defs[CT_OP_GLOBAL];
    const ct_attr *slots[CT_TEXT_MAX_ATTRS] = {0};
    set_slot(d, slots, "sym_name", &name);
    set_slot(d, slots, "value", g->value);
    set_slot(d, slots, "alignment", &align);
    set_slot(d, slots, "symbol_visibility", &vis);
    set_slot(d, slots, "constant", g->is_constant ? &unit : NULL);
    indent(p, 1);
    put(p, "\"cuda_tile.global\"()");
    print_props(p, d, slots, NULL);
    put(p, " : () -> ()\n");
}

static void print_di_table(printer *p)
{
    for (uint32_t i = 1; i < p->m->ndi; i++) {
        const ct_di *di = &p->m->di[i];
        const ct_di_syntax *syn = &ct_text_di[di->tag < CT_DI_TAG_COUNT ? di->tag : CT_DI_UNKNOWN];
        ct_buf_printf(p->out, "#di%" PRIu32 " = #cuda_tile.%s", i, syn->name);
        for (unsigned k = 0; k < syn->nfields; k++) {
            const ct_di_field *fd = &syn->fields[k];
            const char *field = (const char *)di + fd->offset;
            ct_buf_printf(p->out, "%s%s = ", k ? ", " : "<", fd->name);
            if (fd->kind == CT_DIF_STR) {
                ct_str s;
                memcpy(&s, field, sizeof s);
                print_string(p, s);
            } else if (fd->kind == CT_DIF_U64) {
                uint64_t v;
                memcpy(&v, field, sizeof v);
                ct_buf_printf(p->out, "%" PRIu64, v);
            } else {
                uint32_t ref;
                memcpy(&ref, field, sizeof ref);
                if (ref)
                    ct_buf_printf(p->out, "#di%" PRIu32, ref);
                else
                    put(p, "unknown");
            }
        }
        put(p, syn->nfields ? ">\n" : "\n");
    }
}

ct_status ct_print_module(const ct_module *m, ct_buf *out)
{
    printer p = {.m = m, .out = out};
    const ct_attr name = {.kind = CT_ATTR_STRING, .str = cstr(CT_TEXT_MODULE_NAME)};
    const ct_attr producer = {.kind = CT_ATTR_STRING, .str = m->producer};
    const ct_op_def *d = &ct_op_defs[CT_OP_MODULE];
    const ct_attr *slots[CT_TEXT_MAX_ATTRS] = {0};
    set_slot(d, slots, "sym_name", &name);
    set_slot(d, slots, "producer", m->producer.len ? &producer : NULL);
    print_di_table(&p);
    put(&p, "\"cuda_tile.module\"()");
    print_props(&p, d, slots, NULL);
    put(&p, " ({\n");
    for (uint32_t i = 0; i < m->nglobals; i++)
        print_global(&p, &m->globals[i]);
    for (uint32_t i = 0; i < m->nfuncs; i++)
        if (print_func(&p, m->funcs[i]))
            return CUTILE_ERROR_OUT_OF_MEMORY;
    ct_buf_printf(out, "}) {%s = \"%d.%d\"} : () -> ()\n", CT_TEXT_VERSION_ATTR,
                  m->version / 100, m->version % 100);
    return out->oom ? CUTILE_ERROR_OUT_OF_MEMORY : CUTILE_SUCCESS;
}
