/* ops.c — the op table, generated from ops.def, and the facts derived from its rows. */
#include <string.h>

#include "ir/ir.h"

#define CT_COUNT_(T, ...) (sizeof((const T[]){__VA_ARGS__}) / sizeof(T))

#define RES(...) .res = (const ct_res_def[]){__VA_ARGS__}, .nres = CT_COUNT_(ct_res_def, __VA_ARGS__)
#define NORES .res = NULL, .nres = 0
#define R(n) {n, 0, 0}
#define R_VAR(n) {n, 1, 0}
#define R_SINCE(n, v) {n, 0, v}

#define ATTRS(...) .attrs = (const ct_attr_def[]){__VA_ARGS__}, .nattrs = CT_COUNT_(ct_attr_def, __VA_ARGS__)
#define NOATTRS .attrs = NULL, .nattrs = 0
#define A(n, form) {n, CT_FORM_##form, 0, -1, 0, -1}
#define A_SINCE(n, form, v) {n, CT_FORM_##form, 0, -1, v, -1}
#define A_ENUM(n, e) {n, CT_FORM_ENUM, CT_ENUM_##e, -1, 0, -1}
#define A_ENUM_SINCE(n, e, v, d) {n, CT_FORM_ENUM, CT_ENUM_##e, -1, v, d}
#define A_OPT(n, form, bit) {n, CT_FORM_##form, 0, bit, 0, -1}
#define A_OPT_SINCE(n, form, bit, v) {n, CT_FORM_##form, 0, bit, v, -1}
#define A_OPT_ENUM(n, e, bit) {n, CT_FORM_ENUM, CT_ENUM_##e, bit, 0, -1}
#define A_UNIT(n, bit) {n, CT_FORM_UNIT, 0, bit, 0, -1}
#define A_UNIT_SINCE(n, bit, v) {n, CT_FORM_UNIT, 0, bit, v, -1}

#define OPNDS(...) .opnds = (const ct_opnd_def[]){__VA_ARGS__}, .nopnds = CT_COUNT_(ct_opnd_def, __VA_ARGS__)
#define NOOPNDS .opnds = NULL, .nopnds = 0
#define O(n) {n, CT_OPND_REQ, -1, 0}
#define O_VAR(n) {n, CT_OPND_VAR, -1, 0}
#define O_OPT(n, bit) {n, CT_OPND_OPT, bit, 0}
#define O_OPT_SINCE(n, bit, v) {n, CT_OPND_OPT, bit, v}

const char *ct_stage_name(int stage)
{
    static const char *const names[] = {"tile", "mem", "sched", "ptx"};
    return stage >= 0 && stage < (int)CT_ARRAY_LEN(names) ? names[stage] : "?";
}

const ct_op_def ct_op_defs[CT_OP_COUNT] = {
#define OP(id, mn, opc, since_, stage_, props_, nreg, res_, attrs_, opnds_)                     \
    [CT_OP_##id] = {.name = mn, .opcode = opc, .since = since_, .stage = CT_STAGE_##stage_,    \
                    .nregions = nreg, .props = props_, res_, attrs_, opnds_},
#include "ir/ops.def"
#undef OP
};

bool ct_def_counts_results(const ct_op_def *d)
{
    for (unsigned i = 0; i < d->nres; i++)
        if (d->res[i].variadic)
            return true;
    for (unsigned i = 0; i < d->nopnds; i++)
        if (d->opnds[i].kind == CT_OPND_VAR)
            return true;
    return false;
}

bool ct_def_counts_operands(const ct_op_def *d)
{
    if (d->props & P_SEG)
        return false;
    for (unsigned i = 0; i < d->nopnds; i++)
        if (d->opnds[i].kind != CT_OPND_REQ)
            return true;
    return false;
}

int ct_def_flags_since(const ct_op_def *d)
{
    int since = 0;
    for (unsigned i = 0; i < d->nattrs; i++)
        if (d->attrs[i].flag_bit >= 0) {
            int v = ct_def_field_since(d, d->attrs[i].since);
            if (!since || v < since)
                since = v;
        }
    for (unsigned i = 0; i < d->nopnds; i++)
        if (d->opnds[i].flag_bit >= 0) {
            int v = ct_def_field_since(d, d->opnds[i].since);
            if (!since || v < since)
                since = v;
        }
    return since;
}

int ct_op_from_bytecode(uint64_t opcode)
{
    /* A scan: ~100 rows, cheaper than keeping a second table in sync. */
    for (int i = 0; i < CT_OP_COUNT; i++)
        if (ct_op_defs[i].opcode == opcode && opcode != CT_NO_OPCODE)
            return i;
    return -1;
}

int ct_op_from_name(const char *name, size_t len)
{
    static const char prefix[] = "cuda_tile.";
    if (len > sizeof prefix - 1 && memcmp(name, prefix, sizeof prefix - 1) == 0) {
        name += sizeof prefix - 1;
        len -= sizeof prefix - 1;
    }
    for (int i = 0; i < CT_OP_COUNT; i++)
        if (strlen(ct_op_defs[i].name) == len && memcmp(ct_op_defs[i].name, name, len) == 0)
            return i;
    return -1;
}

int ct_op_attr_index(const ct_op_def *d, const char *name)
{
    for (int i = 0; i < d->nattrs; i++)
        if (strcmp(d->attrs[i].name, name) == 0)
            return i;
    return -1;
}

const ct_val *ct_op_group(const ct_op *op, uint32_t g, uint32_t *count)
{
    uint32_t start = 0;
    for (uint32_t i = 0; i < g; i++)
        start += op->seg[i];
    *count = op->seg[g];
    return op->opnds ? op->opnds + start : NULL; /* an op with no operands has no array */
}

/* ---- enums ---- */

static const char *const enum_kind_names[CT_ENUM_COUNT] = {
#define CT_X_(id, name) [CT_ENUM_##id] = name,
    CT_ENUM_KIND_LIST(CT_X_)
#undef CT_X_
};

static const struct {
    uint8_t kind;
    uint8_t value;
    uint16_t since;
    const char *text;
} enum_values[] = {
#define CT_X_(kind, id, value, text, since) {CT_ENUM_##kind, value, since, text},
    CT_ENUM_VALUE_LIST(CT_X_)
#undef CT_X_
};

const char *ct_enum_kind_name(ct_enum_kind k)
{
    return (unsigned)k < CT_ENUM_COUNT ? enum_kind_names[k] : "?";
}

const char *ct_enum_value_name(ct_enum_kind k, uint64_t v)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(enum_values); i++)
        if (enum_values[i].kind == k && enum_values[i].value == v)
            return enum_values[i].text;
    return NULL;
}

bool ct_enum_valid(ct_enum_kind k, uint64_t v, int version)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(enum_values); i++)
        if (enum_values[i].kind == k && enum_values[i].value == v)
            return version >= enum_values[i].since;
    return false;
}

bool ct_enum_parse(ct_enum_kind k, const char *text, size_t len, uint64_t *v)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(enum_values); i++)
        if (enum_values[i].kind == k && strlen(enum_values[i].text) == len &&
            memcmp(enum_values[i].text, text, len) == 0) {
            *v = enum_values[i].value;
            return true;
        }
    return false;
}
