/* compile_views.c — the view lowerings beyond partition views, for sm_80, sm_90a and sm_120a,
 * each PTX accepted by ptxas (inside nvJitLink, where installed):
 *   relaxed / acquire / release view and pointer accesses (test/lit/lower/orderings.mlir): every
 *   ordered access is one scalar ld/st.<sem>.<scope> per element (the weak store of the same
 *   tile, vectorized by four, covers as many elements);
 *   strided views (test/lit/lower/strided.mlir): tiles start at index · traversal stride, the
 *   vectors divide the stride (6 → pairs);
 *   atomic_red_view_tko (test/lit/lower/red_view.mlir): scalar reds cover each tile, guarded
 *   where threads hold elements twice, nothing stored;
 *   gather/scatter views (test/lit/lower/gather_view.mlir): an 8x16 f32 tile over the 32
 *   threads, 4 masked loads and 4 masked stores each; with -inf padding. */
#include <stdlib.h>
#include <string.h>

#include "toolkit/jitlink.h"
#include "pass/compile.h"
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
    ct_link_input in = {res->ptx, res->ptx_len, "views"};
    ct_link_options o = {.arch = target, .opt_level = 3};
    ct_buf cubin;
    ct_buf_init(&cubin, NULL);
    ct_status s = ct_link_ptx(&in, 1, &o, &cubin, NULL, &d);
    if (s)
        fprintf(stderr, "link for %s: %s\n", target, d.msg);
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    CHECK(cubin.len > 0);
    ct_buf_free(&cubin);
}

static void orderings(const ct_compile_result *res)
{
    int weak = 4 * count(res->ptx, "st.global.v4.f32 ");
    CHECK(weak > 0);
    CHECK_EQ_INT(count(res->ptx, "ld.acquire.gpu.global.f32 "), weak);
    CHECK_EQ_INT(count(res->ptx, "st.release.cta.global.f32 "), weak);
    CHECK_EQ_INT(count(res->ptx, "ld.relaxed.sys.global.b32 "), 1);
    CHECK_EQ_INT(count(res->ptx, "st.relaxed.gpu.global.b32 "), 1);
    CHECK(!strstr(res->ptx, "acquire.gpu.global.v") && !strstr(res->ptx, "release.cta.global.v"));
}

static void strided(const ct_compile_result *res)
{
    CHECK_CONTAINS(res->ptx, ", 6, %rd");
    CHECK_CONTAINS(res->ptx, "ld.global.v2.f32 ");
    CHECK_CONTAINS(res->ptx, ", 3, %rd");
}

/* Reductions per thread times the 32 threads of the one warp the kernel gets cover each tile;
 * where they cover it more than once (the i32 and f16 tiles are held by threads in pairs) every
 * reduction is behind the owner guard, so no element is reduced twice. */
static int guarded(const char *ptx, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(ptx, needle); p; p = strstr(p + 1, needle)) {
        const char *line = p;
        while (line > ptx && line[-1] != '\n')
            line--;
        n += line[1] == '@'; /* "\t@%p… red…" */
    }
    return n;
}

static void red_view(const ct_compile_result *res)
{
    static const struct { const char *instr; int tile; } reds[] = {
        {"red.relaxed.gpu.global.add.f32 ", 256},
        {"red.relaxed.cta.global.max.s32 ", 64},
        {"red.relaxed.gpu.global.add.noftz.f16 ", 128},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(reds); i++) {
        int n = count(res->ptx, reds[i].instr);
        CHECK(n > 0 && 32 * n >= reds[i].tile);
        if (32 * n > reds[i].tile)
            CHECK_EQ_INT(guarded(res->ptx, reds[i].instr), n);
    }
    CHECK(!strstr(res->ptx, "st.global"));
}

static void gather_view(const ct_compile_result *res)
{
    CHECK_EQ_INT(guarded(res->ptx, "ld.global.f32 "), 4);
    CHECK_EQ_INT(guarded(res->ptx, "st.global.f32 "), 4);
}

static void gather_view_pad(const ct_compile_result *res)
{
    CHECK_CONTAINS(res->ptx, "0fFF800000");
}

/* Compiles the lit file for every target, runs its checks on the PTX and links it. */
static void each_target(const char *path, void (*check)(const ct_compile_result *))
{
    static const char *const targets[] = {"sm_80", "sm_90a", "sm_120a"};
    size_t size = 0;
    unsigned char *text = test_read_file(path, &size);
    ct_module *m = NULL;
    ct_diag d = {0};
    CHECK(text && !ct_parse_module((const char *)text, size, NULL, &m, &d) && !ct_verify_module(m, &d));
    for (size_t i = 0; m && i < CT_ARRAY_LEN(targets); i++) {
        ct_compile_config cfg = {.opt_level = 3, .target = ct_target_by_name(targets[i], NULL)};
        ct_compile_result res;
        CHECK(cfg.target != NULL);
        ct_status s = ct_compile(m, &cfg, &res, &d);
        if (s)
            fprintf(stderr, "%s for %s: %s\n", path, targets[i], d.msg);
        CHECK_EQ_INT(s, CUTILE_SUCCESS);
        if (s)
            continue;
        check(&res);
        link_check(&res, targets[i]);
        ct_compile_result_free(&res);
    }
    ct_module_free(m);
    free(text);
}

int main(void)
{
    each_target("test/lit/lower/orderings.mlir", orderings);
    each_target("test/lit/lower/strided.mlir", strided);
    each_target("test/lit/lower/red_view.mlir", red_view);
    each_target("test/lit/lower/gather_view.mlir", gather_view);
    each_target("test/lit/lower/gather_view_pad.mlir", gather_view_pad);
    TEST_MAIN_END();
}
