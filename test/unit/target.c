/* target.c — the target table against facts written down by hand: the project's
 * compute-capability mapping, the CUDA programming guide's shared-memory limits and which
 * instruction family exists where (design/ptx-manual.md §1.1, §1.5). */
#include "target/target.h"
#include "test.h"

static const char *name_for_cc(int major, int minor)
{
    const ct_target *t = ct_target_for_cc(major, minor, NULL);
    return t ? t->name : "(none)";
}

int main(void)
{
    /* Lookup by name: full, bare, and rejected spellings. */
    CHECK(ct_target_by_name("sm_90a", NULL) == &ct_targets[CT_TARGET_SM90A]);
    CHECK(ct_target_by_name("90a", NULL) == &ct_targets[CT_TARGET_SM90A]);
    CHECK(ct_target_by_name("sm_90", NULL) == &ct_targets[CT_TARGET_SM90]);
    CHECK(ct_target_by_name("120a", NULL) == &ct_targets[CT_TARGET_SM120A]);
    CHECK(ct_target_by_name("sm_80", NULL) == &ct_targets[CT_TARGET_SM80]);
    CHECK(ct_target_by_name("sm_100", NULL) == &ct_targets[CT_TARGET_SM100]);
    CHECK(ct_target_by_name("120", NULL) == &ct_targets[CT_TARGET_SM120]);
    const char *bad[] = {"sm_75", "sm_103", "sm_87", "sm_9", "90A", "SM_90a", "sm_", "",
                         "compute_90a", "sm_90ab"};
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        ct_diag d = {0};
        CHECK(ct_target_by_name(bad[i], &d) == NULL);
        CHECK_EQ_INT(d.status, CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK_CONTAINS(d.msg, "unknown GPU target");
        CHECK_CONTAINS(d.msg, "sm_120a"); /* lists the known names */
    }
    ct_diag dn = {0};
    CHECK(ct_target_by_name(NULL, &dn) == NULL);
    CHECK_EQ_INT(dn.status, CUTILE_ERROR_INVALID_ARGUMENT);

    /* Compute capability → target (the project's mapping). */
    CHECK(strcmp(name_for_cc(8, 0), "sm_80") == 0);
    CHECK(strcmp(name_for_cc(8, 6), "sm_86") == 0);
    CHECK(strcmp(name_for_cc(8, 7), "sm_86") == 0);
    CHECK(strcmp(name_for_cc(8, 9), "sm_89") == 0);
    CHECK(strcmp(name_for_cc(9, 0), "sm_90a") == 0);
    CHECK(strcmp(name_for_cc(10, 0), "sm_100a") == 0);
    CHECK(strcmp(name_for_cc(10, 3), "sm_100") == 0); /* an sm_100a cubin would not load */
    CHECK(strcmp(name_for_cc(12, 0), "sm_120a") == 0);
    CHECK(strcmp(name_for_cc(12, 1), "sm_120") == 0);
    int unsupported[][2] = {{7, 5}, {7, 0}, {11, 0}, {13, 0}, {8, 10}, {-1, 0}, {0, 0}};
    for (size_t i = 0; i < CT_ARRAY_LEN(unsupported); i++) {
        ct_diag d = {0};
        CHECK(ct_target_for_cc(unsupported[i][0], unsupported[i][1], &d) == NULL);
        CHECK_EQ_INT(d.status, CUTILE_ERROR_NOT_SUPPORTED);
        CHECK_CONTAINS(d.msg, "compute capability");
    }

    /* Every row emits a .version its target accepts (minimums measured with ptxas 13.0) and
     * that CUDA 12.8 still accepts (≤ 8.7). */
    const int min_ptx[CT_TARGET_COUNT] = {[CT_TARGET_SM80] = 70,   [CT_TARGET_SM86] = 71,
                                          [CT_TARGET_SM89] = 78,   [CT_TARGET_SM90] = 78,
                                          [CT_TARGET_SM90A] = 80,  [CT_TARGET_SM100] = 86,
                                          [CT_TARGET_SM100A] = 86, [CT_TARGET_SM120] = 87,
                                          [CT_TARGET_SM120A] = 87};
    for (int i = 0; i < CT_TARGET_COUNT; i++) {
        const ct_target *t = &ct_targets[i];
        int v = t->ptx_major * 10 + t->ptx_minor;
        CHECK(v >= min_ptx[i]);
        CHECK_EQ_INT(t->ptx_lo, min_ptx[i]);
        CHECK(v <= 87);
        CHECK_EQ_INT(t->id, i);
        CHECK(ct_target_by_name(t->name, NULL) == t);
    }

    /* Shared memory per block (programming guide: 163 KiB, 99 KiB, 227 KiB). */
    CHECK_EQ_INT(ct_targets[CT_TARGET_SM80].smem_optin, 163 * 1024);
    CHECK_EQ_INT(ct_targets[CT_TARGET_SM86].smem_optin, 99 * 1024);
    CHECK_EQ_INT(ct_targets[CT_TARGET_SM89].smem_optin, 99 * 1024);
    CHECK_EQ_INT(ct_targets[CT_TARGET_SM90A].smem_optin, 227 * 1024);
    CHECK_EQ_INT(ct_targets[CT_TARGET_SM100].smem_optin, 227 * 1024);
    CHECK_EQ_INT(ct_targets[CT_TARGET_SM100A].smem_optin, 227 * 1024);
    CHECK_EQ_INT(ct_targets[CT_TARGET_SM120].smem_optin, 99 * 1024);
    CHECK_EQ_INT(ct_targets[CT_TARGET_SM120A].smem_optin, 99 * 1024);

    /* Features: where each instruction family exists. */
    for (int i = 0; i < CT_TARGET_COUNT; i++) {
        const ct_target *t = &ct_targets[i];
        CHECK(ct_target_has(t, CT_FEAT_MMA_SYNC | CT_FEAT_LDMATRIX | CT_FEAT_CP_ASYNC));
        CHECK(ct_target_has(t, CT_FEAT_WGMMA) == (i == CT_TARGET_SM90A));
        CHECK(ct_target_has(t, CT_FEAT_TCGEN05) == (i == CT_TARGET_SM100A));
        CHECK(ct_target_has(t, CT_FEAT_TMA) == (i >= CT_TARGET_SM90));
        CHECK(ct_target_has(t, CT_FEAT_CLUSTERS) == (i >= CT_TARGET_SM90));
        CHECK(ct_target_has(t, CT_FEAT_FP8) == (i >= CT_TARGET_SM89));
        CHECK(ct_target_has(t, CT_FEAT_BF16_EXT) == (i >= CT_TARGET_SM90));
        CHECK(ct_target_has(t, CT_FEAT_GDC) == (i >= CT_TARGET_SM90));
    }
    CHECK(strcmp(ct_feature_name(CT_FEATURE_BIT_WGMMA), "wgmma") == 0);
    CHECK(strcmp(ct_feature_name(CT_FEATURE_COUNT), "?") == 0);

    /* Binary compatibility: `a` targets only on their own capability. */
    CHECK(ct_target_runs_on(&ct_targets[CT_TARGET_SM90A], 90));
    CHECK(!ct_target_runs_on(&ct_targets[CT_TARGET_SM90A], 100));
    CHECK(!ct_target_runs_on(&ct_targets[CT_TARGET_SM100A], 103));
    CHECK(ct_target_runs_on(&ct_targets[CT_TARGET_SM80], 86));
    CHECK(ct_target_runs_on(&ct_targets[CT_TARGET_SM80], 89));
    CHECK(!ct_target_runs_on(&ct_targets[CT_TARGET_SM80], 90));
    CHECK(!ct_target_runs_on(&ct_targets[CT_TARGET_SM86], 80));
    CHECK(ct_target_runs_on(&ct_targets[CT_TARGET_SM90], 90));
    CHECK(ct_target_runs_on(&ct_targets[CT_TARGET_SM120A], 120));
    CHECK(!ct_target_runs_on(&ct_targets[CT_TARGET_SM120A], 121));
    /* every capability a target is chosen for runs its cubins */
    for (int i = 0; i < CT_TARGET_COUNT; i++)
        for (int cc = ct_targets[i].cc_lo; cc && cc <= ct_targets[i].cc_hi; cc++)
            CHECK(ct_target_runs_on(&ct_targets[i], cc));
    TEST_MAIN_END();
}
