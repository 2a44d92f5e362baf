/* ops_table.c — the op table agrees with bytecode.md §7.2/§7.4 on facts checked by hand. */
#include "ir/ir.h"
#include "test.h"

int main(void)
{
    /* 100 public opcodes in 13.1–13.3 plus 5 in 13.4 (bytecode.md §7.2, §7.4). */
    int n13_3 = 0, n13_4 = 0;
    for (int i = 0; i < CT_OP_COUNT; i++) {
        const ct_op_def *d = &ct_op_defs[i];
        if (d->opcode == CT_NO_OPCODE)
            continue;
        CHECK_EQ_INT(ct_op_from_bytecode(d->opcode), i);
        CHECK_EQ_INT(ct_op_from_name(d->name, strlen(d->name)), i);
        if (d->since <= 1303)
            n13_3++;
        else
            n13_4++;
    }
    CHECK_EQ_INT(n13_3, 100);
    CHECK_EQ_INT(n13_4, 5);
    /* Unassigned opcodes are unknown. */
    CHECK_EQ_INT(ct_op_from_bytecode(0x19), -1);
    CHECK_EQ_INT(ct_op_from_bytecode(0x34), -1);
    CHECK_EQ_INT(ct_op_from_bytecode(0x7B), -1);
    CHECK_EQ_INT(ct_op_from_name("cuda_tile.addf", 14), CT_OP_ADDF);

    /* Derived encoding rules, against the table's worked cases (§4.3, §4.4, §4.6). */
    CHECK(ct_def_counts_results(&ct_op_defs[CT_OP_EXTRACT]));      /* writes 01 T */
    CHECK(ct_def_counts_results(&ct_op_defs[CT_OP_LOAD_VIEW_TKO])); /* writes 02 T T */
    CHECK(ct_def_counts_results(&ct_op_defs[CT_OP_RETURN]));       /* writes 00 */
    CHECK(!ct_def_counts_results(&ct_op_defs[CT_OP_ATOMIC_CAS_TKO]));
    CHECK(!ct_def_counts_results(&ct_op_defs[CT_OP_GDC_WAIT_TKO])); /* optional ≠ variadic */
    CHECK(ct_def_counts_operands(&ct_op_defs[CT_OP_GDC_WAIT_TKO]));
    CHECK(ct_def_counts_operands(&ct_op_defs[CT_OP_FOR]));
    CHECK(!ct_def_counts_operands(&ct_op_defs[CT_OP_LOAD_VIEW_TKO])); /* segmented */
    CHECK(!ct_def_counts_operands(&ct_op_defs[CT_OP_ADDF]));
    CHECK_EQ_INT(ct_def_flags_since(&ct_op_defs[CT_OP_FOR]), 1302);
    CHECK_EQ_INT(ct_def_flags_since(&ct_op_defs[CT_OP_MMAF]), 1303);
    CHECK_EQ_INT(ct_def_flags_since(&ct_op_defs[CT_OP_PRINT_TKO]), 1302);
    CHECK_EQ_INT(ct_def_flags_since(&ct_op_defs[CT_OP_FTOI]), 1304);
    CHECK_EQ_INT(ct_def_flags_since(&ct_op_defs[CT_OP_ADDF]), 1301);
    CHECK_EQ_INT(ct_def_flags_since(&ct_op_defs[CT_OP_NEGI]), 0);

    /* Enums. */
    CHECK(ct_enum_valid(CT_ENUM_ROUNDING, 6, 1301));
    CHECK(!ct_enum_valid(CT_ENUM_ROUNDING, 7, 1303));
    CHECK(ct_enum_valid(CT_ENUM_ROUNDING, 7, 1304));
    CHECK(!ct_enum_valid(CT_ENUM_MEM_SCOPE, 3, 1304));
    uint64_t v = 0;
    CHECK(ct_enum_parse(CT_ENUM_ATOMIC_MODE, "xchg", 4, &v) && v == 9);

    /* Interning: equal types are one pointer. */
    ct_module *m = ct_module_new(NULL);
    CHECK(m != NULL);
    const ct_type *f32 = ct_type_scalar(m, CT_S_F32);
    int64_t shape[2] = {64, 32};
    const ct_type *t1 = ct_type_tile(m, f32, 2, shape);
    int64_t shape2[2] = {64, 32};
    CHECK(t1 == ct_type_tile(m, ct_type_scalar(m, CT_S_F32), 2, shape2));
    CHECK(t1 != ct_type_tile(m, f32, 1, shape));
    for (int i = 0; i < 1000; i++) { /* forces rehashing */
        int64_t s = i + 1;
        CHECK(ct_type_tile(m, f32, 1, &s) == ct_type_tile(m, f32, 1, &s));
    }
    CHECK(t1 == ct_type_tile(m, f32, 2, shape2));
    ct_module_free(m);
    ct_module_free(NULL);
    TEST_MAIN_END();
}
