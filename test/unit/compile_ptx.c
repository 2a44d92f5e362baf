/* compile_ptx.c — ct_compile on the real cuTile Python exports of the vector-add and
 * elementwise family, softmax, layer norm, control_flow, scans, argmax, printing, a persistent
 * kernel, column reductions, layer norm backward, integer edge cases and conversions, GEMMs on
 * 1-byte elements and sparse MLA decode (loops,
 * ifs, reduce, scan, atomics, locks, print; test/data,
 * MANIFEST.txt), for sm_80, sm_90a and sm_120a and every bytecode version; where nvJitLink is
 * installed, ptxas (inside nvJitLink) must accept every PTX. Also: the launch metadata against
 * the kernels' signatures worked out by hand, the IR dumps, the stage outputs, and the errors
 * of bad configurations and unsupported kernels. */
#include <stdlib.h>

#include "bytecode/bytecode.h"
#include "toolkit/jitlink.h"
#include "pass/compile.h"
#include "export_test.h"
#include "test.h"

static const char *const family[] = {
    "vec_add_1d_f32",       "vec_add_1d_f16_i64idx", "vec_add_2d_f32",
    "vec_add_2d_bf16_static", "vec_add_gather_f32",  "vec_add_indexed_f32",
    "silu_and_mul_bf16",    "silu_and_mul_f16_f32out", "transpose_multi",
    /* control flow and reductions */
    "softmax_row_f32",      "softmax_row_bf16",      "softmax_online_f16",
    "layer_norm_fwd_bf16",  "layer_norm_fwd_f32_static", "control_flow_f32",
    "row_cumsum_f32",       "row_cumsum_i32",        "row_argmax_f32",
    "print_sum_f32",        "persistent_scale_f32",  "col_sum_f32",
    "col_max_i32",
    /* layer norm backward (locks), integer edge cases, conversions */
    "layer_norm_bwd_dx_f16", "layer_norm_bwd_dwdb_f32", "int_ops_multi",
    "convert_ftoi",         "convert_itof",          "widen16_bits",          "row_scans_i32",
};
static const char *const targets[] = {"sm_80", "sm_90a", "sm_120a"};
static const char *const versions[] = {"13_1", "13_2", "13_3", "13_4"};

static int have_jitlink;
static int linked;

static ct_module *load(const char *stem, const char *ver)
{
    char path[256];
    snprintf(path, sizeof path, "test/data/%s.v%s.cutile", stem, ver);
    return test_load_export(path);
}

/* Every compile of these tests verifies the IR after every pass (verify_each). */
static ct_status compile(const ct_module *m, const char *target, ct_compile_config *cfg,
                         ct_compile_result *res, ct_diag *d)
{
    cfg->target = ct_target_by_name(target, NULL);
    cfg->verify_each = true;
    CHECK(cfg->target != NULL);
    return ct_compile(m, cfg, res, d);
}

/* verify_each only checks: every stage's text and the PTX are the same without it. */
static void verify_each_same_output(void)
{
    static const ct_emit emits[] = {CT_EMIT_TILE, CT_EMIT_MEM, CT_EMIT_SCHED, CT_EMIT_PTX};
    for (size_t k = 0; k < CT_ARRAY_LEN(family); k++) {
        ct_module *m = load(family[k], "13_4");
        for (size_t t = 0; m && t < CT_ARRAY_LEN(targets); t++)
            for (size_t e = 0; e < CT_ARRAY_LEN(emits); e++) {
                ct_compile_config on = {.opt_level = 3, .emit = emits[e]}, off;
                ct_compile_result r_on, r_off;
                ct_diag d = {0};
                CHECK_EQ_INT(compile(m, targets[t], &on, &r_on, &d), CUTILE_SUCCESS);
                off = on;
                off.verify_each = false;
                CHECK_EQ_INT(ct_compile(m, &off, &r_off, &d), CUTILE_SUCCESS);
                CHECK(r_on.ptx && r_off.ptx && strcmp(r_on.ptx, r_off.ptx) == 0);
                ct_compile_result_free(&r_on);
                ct_compile_result_free(&r_off);
            }
        ct_module_free(m);
    }
}

static void sass_check(const ct_buf *cubin, const char *target, const char *what);

/* PTX this process linked, by target: the exports of a kernel at different bytecode versions
 * mostly compile to the same PTX, and nvJitLink (most of the test's time) on the same input
 * gives the same cubin, so each distinct (target, PTX) is linked once. */
static struct {
    char **ptx;
    const char **target;
    size_t n, cap;
} linked_ptx;
static int relinks_skipped;

/* Whether (target, ptx) was linked before; records it if not. */
static bool linked_before(const char *ptx, const char *target)
{
    for (size_t i = 0; i < linked_ptx.n; i++)
        if (strcmp(linked_ptx.target[i], target) == 0 && strcmp(linked_ptx.ptx[i], ptx) == 0)
            return true;
    if (linked_ptx.n == linked_ptx.cap) {
        linked_ptx.cap = linked_ptx.cap ? 2 * linked_ptx.cap : 64;
        linked_ptx.ptx = realloc(linked_ptx.ptx, linked_ptx.cap * sizeof *linked_ptx.ptx);
        linked_ptx.target = realloc(linked_ptx.target, linked_ptx.cap * sizeof *linked_ptx.target);
    }
    linked_ptx.ptx[linked_ptx.n] = strdup(ptx);
    linked_ptx.target[linked_ptx.n++] = target;
    return false;
}

static void link_check(const ct_compile_result *res, const char *target, const char *what)
{
    if (!have_jitlink)
        return;
    if (linked_before(res->ptx, target)) {
        relinks_skipped++;
        return;
    }
    ct_buf cubin;
    ct_buf_init(&cubin, NULL);
    ct_status s = test_link_export(res->ptx, res->ptx_len, target, what, &cubin);
    CHECK(cubin.len > 0);
    linked++;
    if (!s && strstr(res->ptx, "mma.sync"))
        sass_check(&cubin, target, what);
    ct_buf_free(&cubin);
}

/* Tensor-core kernels: the cubin disassembled with nvdisasm (from PATH) has HMMA (16-bit
 * floats, tf32), QMMA (fp8, sm_89 and sm_120) or IMMA instructions. Without nvdisasm the
 * check is skipped, loudly, once. */
static int sass_checked, sass_skipped;
static void sass_check(const ct_buf *cubin, const char *target, const char *what)
{
    if (sass_skipped || system("command -v nvdisasm >/dev/null 2>&1") != 0) {
        if (!sass_skipped++)
            printf("SKIPPED SASS checks: nvdisasm is not in PATH\n");
        return;
    }
    char path[] = "/tmp/ct_mma_XXXXXX", cmd[128];
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
    CHECK(f != NULL);
    if (!f)
        return;
    fwrite(cubin->data, 1, cubin->len, f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "nvdisasm %s | grep -c -E '[HQI]MMA'", path);
    FILE *p = popen(cmd, "r");
    int n = 0;
    if (!p || fscanf(p, "%d", &n) != 1)
        n = -1;
    if (p)
        pclose(p);
    remove(path);
    if (n <= 0)
        fprintf(stderr, "%s for %s: no HMMA/QMMA/IMMA in the SASS (%d)\n", what, target, n);
    CHECK(n > 0);
    sass_checked++;
}

/* The matrix-multiply exports (a K loop around mmaf; tf32 operands cast from f32 in matmul_f32;
 * gathered rows in the MoE kernels) and the mma.sync instruction each must contain. */
static const char *const mma_family[] = {"matmul_f16", "matmul_bf16", "matmul_f32",
                                         "moe_gemm_bf16", "moe_gemm_bf16_mulw"};
static const char *const mma_instr[] = {
    "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
    "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
    "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
    "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
    "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32"};

/* GEMMs on 1-byte elements through every operand path (test/kernels/byte_dots.py; ptxas
 * crashed at -O3 on bmm_bytes_tn's PTX for sm_120a before ptx_memory.c's pad_masked_off),
 * sparse MLA decode, whose 512-wide value tile sm_120a cannot stage whole for ldmatrix, and
 * two dots fed by gathers through one index tile loaded in the K loop (test/kernels/mla.py). */
static const char *const big_family[] = {
    "mm_bytes_e4m3", "mm_bytes_e5m2", "mm_bytes_i8", "mm_bytes_nt_e4m3", "mm_bytes_nt_e5m2",
    "mm_bytes_nt_i8", "mm_bytes_gather_e4m3", "mm_bytes_gather_e5m2", "mm_bytes_gather_i8",
    "mm_bytes_cast_a_e4m3", "mm_bytes_scaled_e4m3", "bmm_bytes_tn_e4m3", "sparse_mla_f16",
    "sparse_mla_bf16", "gathered_pair_f16", "mm_bytes_nt_e4m3_n256"};

/* Every file of a family (at every bytecode version, or only the newest: the reader's tests
 * cover the versions) compiles for every target; the PTX names the target and each entry (and
 * the instruction `instr` gives, if any). Each kernel, all its versions, is one unit of the
 * test's split work (test_shard_take), so that link_check meets its versions' PTX in one
 * process. */
static void whole_family(const char *const *names, size_t nfam, const char *const *instr,
                         bool newest_only)
{
    for (size_t k = 0; k < nfam; k++) {
        if (!test_shard_take())
            continue;
        for (size_t v = newest_only ? CT_ARRAY_LEN(versions) - 1 : 0; v < CT_ARRAY_LEN(versions); v++) {
            ct_module *m = load(names[k], versions[v]);
            for (size_t t = 0; m && t < CT_ARRAY_LEN(targets); t++) {
                ct_compile_config cfg = {.opt_level = 3};
                ct_compile_result res;
                ct_diag d = {0};
                ct_status s = compile(m, targets[t], &cfg, &res, &d);
                if (s)
                    fprintf(stderr, "%s.v%s for %s: %s\n", names[k], versions[v], targets[t], d.msg);
                CHECK_EQ_INT(s, CUTILE_SUCCESS);
                if (s)
                    continue;
                char want[64];
                snprintf(want, sizeof want, ".target %s\n", targets[t]);
                CHECK_CONTAINS(res.ptx, want);
                CHECK_CONTAINS(res.ptx, ".address_size 64");
                if (instr)
                    CHECK_CONTAINS(res.ptx, instr[k]);
                CHECK_EQ_INT(res.nkernels, m->nfuncs);
                for (uint32_t i = 0; i < res.nkernels; i++) {
                    snprintf(want, sizeof want, ".visible .entry %.40s", res.kernels[i].name);
                    CHECK_CONTAINS(res.ptx, want);
                    CHECK(res.kernels[i].block_dim[0] >= 32 && res.kernels[i].block_dim[0] <= 1024);
                }
                link_check(&res, targets[t], names[k]);
                ct_compile_result_free(&res);
            }
            ct_module_free(m);
        }
    }
}

/* vec_add_1d(a, b, c) of f32 with a 1024 tile, cuTile's JIT specialization: each array is
 * ptr (16-byte aligned), shape (divisible by 16, ≥ 0), stride (static 1, so unused). */
static void vec_add_metadata(void)
{
    ct_module *m = load("vec_add_1d_f32", "13_3");
    ct_compile_config cfg = {.opt_level = 3};
    ct_compile_result res;
    ct_diag d = {0};
    if (!m || compile(m, "sm_90a", &cfg, &res, &d)) {
        CHECK(!"vec_add_1d compiles");
        ct_module_free(m);
        return;
    }
    const ct_kernel_info *k = &res.kernels[0];
    CHECK_EQ_INT(res.nkernels, 1);
    CHECK_EQ_INT(k->nparams, 9);
    CHECK_EQ_INT(k->block_dim[0], 128); /* 1024 elements, 8 per thread */
    CHECK_EQ_INT(k->block_dim[1], 1);
    CHECK_EQ_INT(k->dyn_smem, 0);
    CHECK_EQ_INT(k->nhidden, 0);
    for (uint32_t a = 0; a < 3; a++) {
        const ct_kernel_param *p = &k->params[3 * a], *n = p + 1, *s = p + 2;
        CHECK_EQ_INT(p->kind, CT_PARAM_PTR);
        CHECK_EQ_INT(p->size, 8);
        CHECK_EQ_INT(p->dtype, CT_S_F32);
        CHECK_EQ_INT(p->role, CT_ROLE_ARRAY_BASE);
        CHECK_EQ_INT(p->array_rank, 1);
        CHECK_EQ_INT(p->facts.div_by, 16);
        CHECK(p->used);
        CHECK_EQ_INT(n->kind, CT_PARAM_INT);
        CHECK_EQ_INT(n->size, 4);
        CHECK_EQ_INT(n->role, CT_ROLE_ARRAY_SHAPE);
        CHECK_EQ_INT(n->facts.div_by, 16);
        CHECK(n->facts.has_lb && n->facts.lb == 0 && !n->facts.has_ub);
        CHECK(!n->facts.has_expect);
        CHECK(n->used);
        CHECK_EQ_INT(s->role, CT_ROLE_ARRAY_STRIDE);
        CHECK(s->facts.has_expect && s->facts.expect == 1);
        CHECK(!s->used);
    }
    /* 16-byte vectors, masked at the array's end (the shape is only known divisible by 16);
     * two vectors per thread, 512 elements = 2048 bytes apart. */
    CHECK_CONTAINS(res.ptx, ".reqntid 128, 1, 1");
    CHECK_CONTAINS(res.ptx, "ld.global.v4.f32");
    CHECK_CONTAINS(res.ptx, "+2048]");
    CHECK_CONTAINS(res.ptx, "st.global.v4.f32");
    CHECK_CONTAINS(res.ptx, "add.rn.f32");
    CHECK(!strstr(res.ptx, "ld.global.f32")); /* nothing scalar */
    ct_compile_result_free(&res);
    ct_module_free(m);
}

/* vec_add_gather: gathers through base + bid·1024 + iota with a bounds mask `offs < n`, n
 * divisible by 16: the facts make the gathers 16-byte vectors with one predicate each. */
static void gather_vectorized(void)
{
    ct_module *m = load("vec_add_gather_f32", "13_3");
    ct_compile_config cfg = {.opt_level = 3, .emit = CT_EMIT_SCHED};
    ct_compile_result res;
    ct_diag d = {0};
    if (!m || compile(m, "sm_90a", &cfg, &res, &d)) {
        CHECK(!"vec_add_gather compiles");
        ct_module_free(m);
        return;
    }
    CHECK_CONTAINS(res.ptx, "cuda_tile.gather_load");
    CHECK_CONTAINS(res.ptx, "contig = 1024 : i32, align = 16 : i64, mask_const = 16 : i32");
    CHECK_CONTAINS(res.ptx, "vec = 4 : i32");
    CHECK_CONTAINS(res.ptx, "cuda_tile.scatter_store");
    CHECK(!strstr(res.ptx, "load_ptr_tko"));
    ct_compile_result_free(&res);
    cfg.emit = CT_EMIT_PTX;
    CHECK_EQ_INT(compile(m, "sm_90a", &cfg, &res, &d), CUTILE_SUCCESS);
    CHECK_CONTAINS(res.ptx, "ld.global.v4.f32");
    CHECK_CONTAINS(res.ptx, "st.global.v4.f32");
    ct_compile_result_free(&res);
    ct_module_free(m);
}

static int count(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p++)
        n++;
    return n;
}

static void dumps_and_stages(void)
{
    ct_module *m = load("vec_add_1d_f32", "13_3");
    ct_buf dump;
    ct_buf_init(&dump, NULL);
    ct_compile_config cfg = {.opt_level = 3, .dump = &dump, .print_before = "fold,emit-ptx",
                             .print_after = "lower-views"};
    ct_compile_result res;
    ct_diag d = {0};
    CHECK(m && compile(m, "sm_80", &cfg, &res, &d) == CUTILE_SUCCESS);
    ct_buf_byte(&dump, 0);
    const char *t = (const char *)dump.data;
    CHECK_CONTAINS(t, "// ----- IR Dump Before fold (tile) ----- //\n#di1 = ");
    CHECK_CONTAINS(t, "\"cuda_tile.module\"");
    CHECK_CONTAINS(t, "// ----- IR Dump After lower-views (tile) ----- //");
    CHECK_CONTAINS(t, "// ----- IR Dump Before emit-ptx (sched) ----- //");
    CHECK_EQ_INT(count(t, "// ----- IR Dump"), 3);
    CHECK_EQ_INT(count(t, "cuda_tile.load_view_tko"), 2); /* before fold only */
    CHECK(strstr(t, "cuda_tile.tiled_load") && strstr(t, "layout = array<i32: 3, 5, 2, 10"));
    if (!d.status)
        ct_compile_result_free(&res);
    ct_buf_free(&dump);

    /* all: one Before per pass, one After per pass but emit-ptx */
    ct_buf_init(&dump, NULL);
    cfg = (ct_compile_config){.opt_level = 3, .dump = &dump, .print_before_all = true,
                              .print_after_all = true};
    CHECK(compile(m, "sm_80", &cfg, &res, &d) == CUTILE_SUCCESS);
    ct_buf_byte(&dump, 0);
    size_t npasses = 0;
    while (ct_compile_pass_name(npasses))
        npasses++;
    CHECK_EQ_INT(npasses, 13);
    CHECK_EQ_INT(count((const char *)dump.data, "IR Dump Before"), (int)npasses);
    CHECK_EQ_INT(count((const char *)dump.data, "IR Dump After"), (int)npasses - 1);
    ct_compile_result_free(&res);
    ct_buf_free(&dump);

    /* --emit tile / mem: the IR of that stage instead of PTX */
    cfg = (ct_compile_config){.opt_level = 3, .emit = CT_EMIT_TILE};
    CHECK(compile(m, "sm_80", &cfg, &res, &d) == CUTILE_SUCCESS);
    CHECK_CONTAINS(res.ptx, "cuda_tile.load_view_tko");
    CHECK(!strstr(res.ptx, "tiled_load") && !strstr(res.ptx, ".version"));
    ct_compile_result_free(&res);
    cfg.emit = CT_EMIT_MEM;
    CHECK(compile(m, "sm_80", &cfg, &res, &d) == CUTILE_SUCCESS);
    CHECK_CONTAINS(res.ptx, "cuda_tile.tiled_load");
    CHECK(!strstr(res.ptx, "make_token") && !strstr(res.ptx, "layout ="));
    ct_compile_result_free(&res);
    ct_module_free(m);
}

static void expect_error(const ct_module *m, ct_compile_config *cfg, const char *target,
                         ct_status want, const char *msg)
{
    ct_compile_result res;
    ct_diag d = {0};
    cfg->target = target ? ct_target_by_name(target, NULL) : NULL;
    CHECK_EQ_INT(ct_compile(m, cfg, &res, &d), want);
    CHECK_CONTAINS(d.msg, msg);
    CHECK(res.ptx == NULL && res.nkernels == 0); /* zeroed on failure */
}

static void errors(void)
{
    ct_module *m = load("vec_add_1d_f32", "13_3");
    ct_compile_config cfg = {.opt_level = 3};
    expect_error(m, &cfg, NULL, CUTILE_ERROR_INVALID_ARGUMENT, "no supported target");
    cfg.ptx_version = 60;
    expect_error(m, &cfg, "sm_80", CUTILE_ERROR_INVALID_ARGUMENT, "PTX ISA 6.0 is outside 7.0");
    cfg.ptx_version = 78; /* enough for sm_90, not for sm_90a */
    expect_error(m, &cfg, "sm_90a", CUTILE_ERROR_INVALID_ARGUMENT, "outside 8.0");
    cfg.ptx_version = 91;
    expect_error(m, &cfg, "sm_80", CUTILE_ERROR_INVALID_ARGUMENT, "9.1 is outside");
    cfg = (ct_compile_config){.print_before = "fold,nope"};
    expect_error(m, &cfg, "sm_80", CUTILE_ERROR_INVALID_ARGUMENT, "print-before: unknown pass 'nope'");
    cfg = (ct_compile_config){.print_after = ","};
    expect_error(m, &cfg, "sm_80", CUTILE_ERROR_INVALID_ARGUMENT, "unknown pass ''");
    cfg = (ct_compile_config){.knobs.num_warps = 3};
    expect_error(m, &cfg, "sm_80", CUTILE_ERROR_INVALID_ARGUMENT, "num_warps 3");
    cfg = (ct_compile_config){.emit = (ct_emit)7};
    expect_error(m, &cfg, "sm_80", CUTILE_ERROR_INVALID_ARGUMENT, "unknown emit stage 7");
    ct_module_free(m);

    cfg = (ct_compile_config){.opt_level = 3};

    /* fp8 tensor-core operands with f16 accumulators need PTX ISA 8.7 (sm_89 takes 7.8 up):
     * below it such a dot runs on the FMA engine in f32, rounded to f16 at the end */
    size_t size = 0;
    unsigned char *text = test_read_file("test/lit/lower/mma_fp8.mlir", &size);
    ct_diag d = {0};
    m = NULL;
    CHECK(text && !ct_parse_module((const char *)text, size, NULL, &m, &d) && !ct_verify_module(m, &d));
    cfg = (ct_compile_config){.opt_level = 3, .ptx_version = 86};
    ct_compile_result res;
    ct_status st = m ? compile(m, "sm_89", &cfg, &res, &d) : CUTILE_ERROR_INVALID_ARGUMENT;
    CHECK_EQ_INT(st, CUTILE_SUCCESS);
    if (st == CUTILE_SUCCESS) {
        const char *k = strstr(res.ptx, ".entry dot_e4m3_f16acc(");
        CHECK(k && strstr(k, "fma.rn.f32") && strstr(k, "cvt.rn.f16.f32") &&
              !strstr(k, "mma.sync.aligned.m16n8k32.row.col.f16"));
        ct_compile_result_free(&res);
    }
    ct_module_free(m);
    free(text);
}

/* The 13.4 kernel (gdc_wait/launch_dependents, extract, insert, fpowi, inbounds): griddepcontrol
 * from sm_90 on, nothing for it on sm_80 (no dependent launch exists there); extract and insert
 * go through shared memory between barriers. */
static void pdl_insert(void)
{
    ct_compile_config cfg = {.opt_level = 3};
    ct_module *m = load("pdl_insert_inbounds_f32", "13_4");
    for (size_t t = 0; m && t < CT_ARRAY_LEN(targets); t++) {
        ct_compile_result res;
        ct_diag d = {0};
        CHECK_EQ_INT(compile(m, targets[t], &cfg, &res, &d), CUTILE_SUCCESS);
        bool gdc = t > 0;
        CHECK(!res.ptx || (strstr(res.ptx, "griddepcontrol.wait;") != NULL) == gdc);
        CHECK(!res.ptx || (strstr(res.ptx, "griddepcontrol.launch_dependents;") != NULL) == gdc);
        CHECK_CONTAINS(res.ptx, "st.shared.f32");
        CHECK_CONTAINS(res.ptx, "ld.shared.f32");
        link_check(&res, targets[t], "pdl_insert_inbounds_f32");
        ct_compile_result_free(&res);
    }
    ct_module_free(m);
}

/* f8 conversions: on sm_80 (no f8 cvt) both ways on the bits (mma_fp8_fma.mlir: no cvt to or
 * from an f8 format, the satfinite clamps as constants); on sm_90a and sm_120a the packing cvt
 * forms, accepted by ptxas. */
static void fp8_targets(void)
{
    static const char *const stems[] = {"fp8_roundtrip_f32", "f8_bits_rn"};
    ct_compile_config cfg = {.opt_level = 3};
    for (size_t k = 0; k < CT_ARRAY_LEN(stems); k++) {
        ct_module *m = load(stems[k], "13_3");
        ct_compile_result r80;
        ct_diag d80 = {0};
        CHECK_EQ_INT(compile(m, "sm_80", &cfg, &r80, &d80), CUTILE_SUCCESS);
        CHECK(r80.ptx && !strstr(r80.ptx, "e4m3x2") && !strstr(r80.ptx, "e5m2x2"));
        CHECK_CONTAINS(r80.ptx, "0f43E00000"); /* 448 */
        CHECK_CONTAINS(r80.ptx, "0f47600000"); /* 57344 */
        link_check(&r80, "sm_80", stems[k]);
        ct_compile_result_free(&r80);
        for (size_t t = 1; m && t < CT_ARRAY_LEN(targets); t++) {
            ct_compile_result res;
            ct_diag d = {0};
            CHECK_EQ_INT(compile(m, targets[t], &cfg, &res, &d), CUTILE_SUCCESS);
            CHECK_CONTAINS(res.ptx, "cvt.rn.satfinite.e4m3x2.f32");
            CHECK_CONTAINS(res.ptx, "cvt.rn.satfinite.e5m2x2.f32");
            CHECK_CONTAINS(res.ptx, "cvt.rn.f16x2.e4m3x2");
            CHECK_CONTAINS(res.ptx, "cvt.rn.f16x2.e5m2x2");
            link_check(&res, targets[t], stems[k]);
            ct_compile_result_free(&res);
        }
        ct_module_free(m);
    }
}

/* The 13.4 ftof rounding modes (conversions.py ftof_rounding): rz is one cvt; nearest_away
 * (no PTX form for f16) is rn, rz and a tie test choosing between them. */
static void ftof_rounding(void)
{
    ct_compile_config cfg = {.opt_level = 3};
    ct_module *m = load("ftof_rounding_all", "13_4");
    for (size_t t = 0; m && t < CT_ARRAY_LEN(targets); t++) {
        ct_compile_result res;
        ct_diag d = {0};
        CHECK_EQ_INT(compile(m, targets[t], &cfg, &res, &d), CUTILE_SUCCESS);
        CHECK_CONTAINS(res.ptx, "cvt.rz.bf16.f32");
        CHECK_CONTAINS(res.ptx, "cvt.rm.f16.f32");
        CHECK_CONTAINS(res.ptx, "cvt.rp.f16.f32");
        CHECK_CONTAINS(res.ptx, "selp.b16");
        link_check(&res, targets[t], "ftof_rounding_all");
        ct_compile_result_free(&res);
    }
    ct_module_free(m);
}

/* ctest runs the exports' compiles in parts (--shard I/N); the rest runs in part 0. */
int main(int argc, char **argv)
{
    ct_diag d = {0};
    unsigned major, minor;
    test_shard_args(argc, argv);
    have_jitlink = ct_link_version(&major, &minor, &d) == CUTILE_SUCCESS;
    if (!have_jitlink)
        printf("nvJitLink not available (%s): PTX is checked as text only\n", d.msg);
    whole_family(family, CT_ARRAY_LEN(family), NULL, false);
    whole_family(mma_family, CT_ARRAY_LEN(mma_family), mma_instr, false);
    whole_family(big_family, CT_ARRAY_LEN(big_family), NULL, true);
    if (test_shard_first()) {
        vec_add_metadata();
        gather_vectorized();
        dumps_and_stages();
        errors();
        fp8_targets();
        ftof_rounding();
        pdl_insert();
        verify_each_same_output();
    }
    printf("linked %d PTX modules with nvJitLink (%d more were PTX linked before); %d "
           "tensor-core cubins disassembled\n",
           linked, relinks_skipped, sass_checked);
    for (size_t i = 0; i < linked_ptx.n; i++)
        free(linked_ptx.ptx[i]);
    free(linked_ptx.ptx);
    free(linked_ptx.target);
    TEST_MAIN_END();
}
