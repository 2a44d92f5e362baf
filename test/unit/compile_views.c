/* compile_views.c — relaxed / acquire / release view and pointer accesses
 * (test/lit/lower/orderings.mlir) for sm_80, sm_90a and sm_120a: every ordered access is one
 * scalar ld/st.<sem>.<scope> per element (the weak store of the same tile, vectorized by four,
 * covers as many elements), and ptxas (inside nvJitLink, where installed) accepts the PTX. */
#include <stdlib.h>
#include <string.h>

#include "link/link.h"
#include "lower/compile.h"
#include "test.h"

static int count(const char *s, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(s, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

static void link_check(const ct_compile_result *res, const char *target)
{
    unsigned maj, min;
    ct_diag d = {0};
    if (ct_link_version(&maj, &min, &d)) {
        printf("SKIPPED link for %s: %s\n", target, d.msg);
        return;
    }
    ct_link_input in = {res->ptx, res->ptx_len, "ordered"};
    ct_link_options o = {.arch = target, .opt_level = 3};
    ct_buf cubin;
    ct_buf_init(&cubin, NULL);
    ct_status s = ct_link_ptx(&in, 1, &o, &cubin, NULL, &d);
    if (s)
        fprintf(stderr, "ordered for %s: %s\n", target, d.msg);
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    CHECK(cubin.len > 0);
    ct_buf_free(&cubin);
}

static void orderings(const ct_module *m, const char *target)
{
    ct_compile_config cfg = {.opt_level = 3, .target = ct_target_by_name(target, NULL)};
    ct_compile_result res;
    ct_diag d = {0};
    CHECK(cfg.target != NULL);
    ct_status s = ct_compile(m, &cfg, &res, &d);
    if (s)
        fprintf(stderr, "%s: %s\n", target, d.msg);
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    if (s)
        return;
    int weak = 4 * count(res.ptx, "st.global.v4.f32 ");
    CHECK(weak > 0);
    CHECK_EQ_INT(count(res.ptx, "ld.acquire.gpu.global.f32 "), weak);
    CHECK_EQ_INT(count(res.ptx, "st.release.cta.global.f32 "), weak);
    CHECK_EQ_INT(count(res.ptx, "ld.relaxed.sys.global.b32 "), 1);
    CHECK_EQ_INT(count(res.ptx, "st.relaxed.gpu.global.b32 "), 1);
    CHECK(!strstr(res.ptx, "acquire.gpu.global.v") && !strstr(res.ptx, "release.cta.global.v"));
    link_check(&res, target);
    ct_compile_result_free(&res);
}

int main(void)
{
    static const char *const targets[] = {"sm_80", "sm_90a", "sm_120a"};
    size_t size = 0;
    unsigned char *text = test_read_file("test/lit/lower/orderings.mlir", &size);
    ct_module *m = NULL;
    ct_diag d = {0};
    CHECK(text && !ct_parse_module((const char *)text, size, NULL, &m, &d) && !ct_verify_module(m, &d));
    for (size_t i = 0; m && i < CT_ARRAY_LEN(targets); i++)
        orderings(m, targets[i]);
    ct_module_free(m);
    free(text);
    TEST_MAIN_END();
}
