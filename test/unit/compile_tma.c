/* compile_tma.c — the prefer_tma and delay_tma_store_wait knobs on the real exports: for sm_90a
 * and sm_120a every view load/store the lowering can copy with TMA becomes cp.async.bulk.tensor,
 * each tensor map is a 128-byte hidden parameter after the cuTile ones whose recipe names an
 * array base of the kernel, and nvJitLink (where installed) accepts every PTX; for sm_80 the
 * knobs change nothing, and a kernel with no view TMA can copy compiles as without them. The
 * recipe of vec_add_2d is checked field by field against its
 * signature (ptx-manual §4.1: innermost dimension first, byte strides from element strides). */
#include <stdlib.h>

#include "bytecode/bytecode.h"
#include "toolkit/jitlink.h"
#include "pass/compile.h"
#include "export_test.h"
#include "test.h"

static const char *const exports[] = {
    "vec_add_1d_f32",    "vec_add_1d_f16_i64idx", "vec_add_2d_f32",   "vec_add_2d_bf16_static",
    "silu_and_mul_bf16", "transpose_multi",       "softmax_row_f32",  "layer_norm_fwd_bf16",
    "control_flow_f32",  "row_cumsum_f32",        "persistent_scale_f32", "matmul_f16",
    "matmul_bf16",       "matmul_f32",
    /* no view the knob's TMA can copy (a permuted weight view, 4-byte index tiles): it falls
     * back; on sm_90a the pipelined K loop still streams the weight tile with TMA (mixed with
     * cp.async for the gathered rows), knob or not */
    "moe_gemm_bf16",
};
static const size_t fallback_from = 14; /* exports[14…] have none */
static int have_jitlink, linked;

static ct_module *load(const char *stem)
{
    char path[256];
    snprintf(path, sizeof path, "test/data/%s.v13_3.cutile", stem);
    return test_load_export(path);
}

static int count(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

static void link_check(const ct_compile_result *res, const char *target, const char *what)
{
    if (!have_jitlink)
        return;
    ct_buf cubin;
    ct_buf_init(&cubin, NULL);
    linked += !test_link_export(res->ptx, res->ptx_len, target, what, &cubin);
    ct_buf_free(&cubin);
}

/* Every hidden parameter describes an array of the kernel, declared as a map in the PTX. */
static void check_hidden(const ct_compile_result *res, const char *what)
{
    int maps = 0;
    for (uint32_t i = 0; i < res->nkernels; i++) {
        const ct_kernel_info *k = &res->kernels[i];
        maps += (int)k->nhidden * (k->lone_dyn_smem ? 2 : 1); /* a lone twin takes them too */
        for (uint32_t h = 0; h < k->nhidden; h++) {
            const ct_hidden_param *p = &k->hidden[h];
            const ct_kernel_param *src = &k->params[p->source];
            CHECK(p->kind == CT_HIDDEN_TMA_DESC && p->size == 128 && p->align == 64);
            CHECK(src->kind == CT_PARAM_PTR && src->role == CT_ROLE_ARRAY_BASE);
            CHECK(p->tma.rank == src->array_rank);
            CHECK(p->tma.elem_bytes == ct_scalar_infos[src->dtype].bytes);
            CHECK(p->tma.dim[0].stride_param == CT_TMA_STATIC && p->tma.dim[0].stride == 1);
        }
    }
    if (maps != count(res->ptx, ".param .align 64 .b8 "))
        fprintf(stderr, "%s: %d maps in the metadata\n", what, maps);
    CHECK_EQ_INT(maps, count(res->ptx, ".param .align 64 .b8 "));
}

static void family(int delay)
{
    static const char *const targets[] = {"sm_90a", "sm_120a", "sm_80"};
    for (size_t k = 0; k < CT_ARRAY_LEN(exports); k++) {
        ct_module *m = load(exports[k]);
        for (size_t t = 0; m && t < CT_ARRAY_LEN(targets); t++) {
            ct_compile_config cfg = {.target = ct_target_by_name(targets[t], NULL),
                                     .opt_level = 3, .knobs = {-1, 1, delay, 0, -1}};
            ct_compile_result res;
            ct_diag d = {0};
            ct_status s = ct_compile(m, &cfg, &res, &d);
            if (s)
                fprintf(stderr, "%s for %s: %s\n", exports[k], targets[t], d.msg);
            CHECK_EQ_INT(s, CUTILE_SUCCESS);
            if (s)
                continue;
            bool tma = strcmp(targets[t], "sm_80") != 0 &&
                       (k < fallback_from || !strcmp(targets[t], "sm_90a"));
            int copies = count(res.ptx, "cp.async.bulk.tensor");
            if (tma != (copies > 0))
                fprintf(stderr, "%s for %s: %d TMA copies\n", exports[k], targets[t], copies);
            CHECK(tma == (copies > 0));
            check_hidden(&res, exports[k]);
            link_check(&res, targets[t], exports[k]);
            ct_compile_result_free(&res);
        }
        ct_module_free(m);
    }
}

/* vec_add_2d(a, b, c): arrays f32 [m, n] with row strides divisible by 4 elements (16 bytes),
 * 32×32 tiles: parameters 5k … 5k+4 are ptr, m, n, row stride, unit stride. */
static void vec_add_2d_recipe(void)
{
    ct_module *m = load("vec_add_2d_f32");
    ct_compile_config cfg = {.target = ct_target_by_name("sm_90a", NULL), .opt_level = 3,
                             .knobs = {-1, 1, -1, 0, -1}};
    ct_compile_result res;
    ct_diag d = {0};
    CHECK(m && ct_compile(m, &cfg, &res, &d) == CUTILE_SUCCESS);
    if (!m || d.status) {
        ct_module_free(m);
        return;
    }
    const ct_kernel_info *k = &res.kernels[0];
    CHECK_EQ_INT(k->nparams, 15);
    CHECK_EQ_INT(k->nhidden, 3);
    for (uint32_t h = 0; h < k->nhidden && h < 3; h++) {
        const ct_hidden_param *p = &k->hidden[h];
        const ct_tma_recipe *r = &p->tma;
        CHECK_EQ_INT(p->source, 5 * h);
        CHECK(r->rank == 2 && r->elem_bytes == 4 && r->dtype == 2 /* UINT32 */);
        CHECK(r->swizzle == CT_TMA_SWIZZLE_NONE && r->oob_nan == 0);
        CHECK(r->dim[0].shape_param == 5 * h + 2 && r->dim[0].box == 32);
        CHECK(r->dim[0].stride_param == CT_TMA_STATIC && r->dim[0].stride == 1);
        CHECK(r->dim[1].shape_param == 5 * h + 1 && r->dim[1].box == 32);
        CHECK(r->dim[1].stride_param == 5 * h + 3 && r->dim[1].stride == 0);
        CHECK(r->dim[2].box == 0);
    }
    char want[160];
    snprintf(want, sizeof want, ".param .align 64 .b8 %s_tmap_2[128]\n)", k->name);
    CHECK_CONTAINS(res.ptx, want);
    /* two loads of one 32×32 f32 box each (4096 bytes), one store */
    CHECK_EQ_INT(count(res.ptx, "mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r"), 2);
    CHECK_EQ_INT(count(res.ptx, "], 4096;\n"), 2);
    CHECK_EQ_INT(count(res.ptx, "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group"), 1);
    ct_compile_result_free(&res);
    ct_module_free(m);
}

int main(void)
{
    ct_diag d = {0};
    unsigned major, minor;
    have_jitlink = ct_link_version(&major, &minor, &d) == CUTILE_SUCCESS;
    if (!have_jitlink)
        printf("SKIPPED links: nvJitLink not available (%s); PTX checked as text only\n", d.msg);
    family(-1);
    family(1);
    vec_add_2d_recipe();
    printf("linked %d PTX modules with nvJitLink\n", linked);
    TEST_MAIN_END();
}
