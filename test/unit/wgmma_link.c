/* wgmma_link.c — the matmul exports (test/data) with the use_wgmma knob on: for sm_90a the PTX
 * has wgmma.mma_async with its fence, commit and wait (the K loop's stages now come by TMA, so
 * no proxy fence is needed), ptxas (inside nvJitLink) accepts it, and
 * the disassembled cubin has HGMMA; on sm_80 and sm_120a the knob changes nothing (mma.sync).
 * Without nvJitLink or a disassembler those parts are skipped, loudly. */
#include <stdlib.h>

#include "bytecode/bytecode.h"
#include "toolkit/jitlink.h"
#include "toolkit/sass.h"
#include "pass/compile.h"
#include "export_test.h"
#include "test.h"


/* Links the PTX for target; on sm_90a the SASS must hold HGMMA. */
static void link_and_disassemble(const char *ptx, size_t len, const char *target, bool wg)
{
    unsigned maj, min;
    ct_diag d = {0};
    if (ct_link_version(&maj, &min, &d)) {
        printf("SKIPPED link: %s\n", d.msg);
        return;
    }
    ct_buf cubin, sass;
    ct_buf_init(&cubin, NULL);
    ct_buf_init(&sass, NULL);
    ct_status s = test_link_export(ptx, len, target, "matmul", &cubin);
    char tool[512];
    if (!s && !ct_sass_tool(tool, sizeof tool)) {
        printf("SKIPPED SASS check: no nvdisasm in PATH\n");
    } else if (!s) {
        CHECK_EQ_INT(ct_sass_disassemble(cubin.data, cubin.len, &sass, &d), CUTILE_SUCCESS);
        CHECK(sass.len > 0);
        ct_buf_byte(&sass, 0); /* a string for strstr (the text has no NUL) */
        bool hg = !sass.oom && strstr((const char *)sass.data, "HGMMA") != NULL;
        CHECK(hg == wg);
        printf("%s: %s\n", target, hg ? "HGMMA" : "no HGMMA");
    }
    ct_buf_free(&sass);
    ct_buf_free(&cubin);
}

static void one(const char *path, const char *target, bool wg)
{
    ct_module *m = test_load_export(path);
    if (!m)
        return;
    ct_compile_config cfg = {.opt_level = 3, .knobs = {-1, -1, -1, 0, 1}};
    cfg.target = ct_target_by_name(target, NULL);
    ct_compile_result res;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_compile(m, &cfg, &res, &d), CUTILE_SUCCESS);
    if (d.status)
        fprintf(stderr, "%s for %s: %s\n", path, target, d.msg);
    if (!d.status) {
        static const char *const wg_text[] = {
            "wgmma.fence.sync.aligned;", "wgmma.mma_async.sync.aligned.m64n",
            "wgmma.commit_group.sync.aligned;", "wgmma.wait_group.sync.aligned 0;"};
        for (size_t i = 0; i < sizeof wg_text / sizeof wg_text[0]; i++)
            CHECK((strstr(res.ptx, wg_text[i]) != NULL) == wg);
        CHECK((strstr(res.ptx, "mma.sync") != NULL) == !wg);
        link_and_disassemble(res.ptx, res.ptx_len, target, wg);
        ct_compile_result_free(&res);
    }
    ct_module_free(m);
}

int main(void)
{
    static const char *const files[] = {"test/data/matmul_bf16.v13_3.cutile",
                                        "test/data/matmul_f16.v13_1.cutile"};
    for (size_t i = 0; i < 2; i++) {
        one(files[i], "sm_90a", true);
        one(files[i], "sm_80", false);
        one(files[i], "sm_120a", false);
    }
    TEST_MAIN_END();
}
