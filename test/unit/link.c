/* link.c — nvJitLink through src/toolkit/jitlink.c: hand-written PTX linked for sm_80, sm_90a and sm_120a
 * (no GPU needed), and every failure the caller can meet. Skips (exit 77, "SKIPPED") when
 * nvJitLink cannot be loaded on this machine. */
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "toolkit/jitlink.h"
#include "ptx_kernels.h"
#include "target/target.h"
#include "test.h"

/* The SM number a cubin was built for, from its ELF header: EM_CUDA (190) machines keep it in
 * e_flags, bits 8–15 from ELF ABI version 8 on (ptxas 13.0: sm_90 → 0x5a00 | …), bits 0–7
 * before. -1 if not a 64-bit CUDA ELF. */
static int cubin_sm(const ct_buf *b)
{
    const uint8_t *p = b->data;
    if (b->len < 64 || memcmp(p, "\x7f" "ELF", 4) != 0 || p[4] != 2 || (p[18] | p[19] << 8) != 190)
        return -1;
    uint32_t flags = (uint32_t)p[48] | (uint32_t)p[49] << 8 | (uint32_t)p[50] << 16 |
                     (uint32_t)p[51] << 24;
    return p[8] >= 8 ? (int)(flags >> 8 & 0xff) : (int)(flags & 0xff);
}

static ct_status link_text(const char *ptx, size_t len, const char *arch, int opt, ct_buf *cubin,
                           ct_buf *log, ct_diag *d)
{
    ct_link_input in = {ptx, len, "test.ptx"};
    ct_link_options o = {.arch = arch, .opt_level = opt};
    return ct_link_ptx(&in, 1, &o, cubin, log, d);
}

static void test_targets(void)
{
    static const struct {
        ct_target_id id;
        int sm;
    } cases[] = {{CT_TARGET_SM80, 80}, {CT_TARGET_SM90A, 90}, {CT_TARGET_SM120A, 120}};
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        const ct_target *t = &ct_targets[cases[i].id];
        char ptx[8192];
        int n = ptx_test_module(ptx, sizeof ptx, t->name, t->ptx_major, t->ptx_minor);
        CHECK(n > 0);
        ct_buf cubin, log;
        ct_buf_init(&cubin, NULL);
        ct_buf_init(&log, NULL);
        ct_diag d = {0};
        CHECK_EQ_INT(link_text(ptx, (size_t)n, t->name, 3, &cubin, &log, &d), CUTILE_SUCCESS);
        CHECK_EQ_INT(cubin_sm(&cubin), cases[i].sm);
        /* The entry names survive into the cubin's symbol table. */
        CHECK(memmem(cubin.data, cubin.len, PTX_AXPY_NAME, strlen(PTX_AXPY_NAME)) != NULL);
        CHECK(memmem(cubin.data, cubin.len, PTX_FILL_NAME, strlen(PTX_FILL_NAME)) != NULL);
        ct_buf_free(&cubin);
        ct_buf_free(&log);
    }
}

/* Every row of the target table assembles an empty kernel at its own .version. */
static void test_every_target_version(void)
{
    for (int i = 0; i < CT_TARGET_COUNT; i++) {
        const ct_target *t = &ct_targets[i];
        char ptx[256];
        int n = snprintf(ptx, sizeof ptx,
                         ".version %u.%u\n.target %s\n.address_size 64\n"
                         ".visible .entry k() { ret; }\n",
                         t->ptx_major, t->ptx_minor, t->name);
        ct_buf cubin;
        ct_buf_init(&cubin, NULL);
        ct_diag d = {0};
        CHECK_EQ_INT(link_text(ptx, (size_t)n, t->name, 3, &cubin, NULL, &d), CUTILE_SUCCESS);
        if (d.status)
            fprintf(stderr, "  %s: %s\n", t->name, d.msg);
        ct_buf_free(&cubin);
    }
}

static void test_options(void)
{
    char ptx[8192];
    int n = ptx_test_module(ptx, sizeof ptx, "sm_80", 8, 7);
    for (int opt = 0; opt <= 3; opt++) {
        ct_buf cubin;
        ct_buf_init(&cubin, NULL);
        ct_diag d = {0};
        CHECK_EQ_INT(link_text(ptx, (size_t)n, "sm_80", opt, &cubin, NULL, &d), CUTILE_SUCCESS);
        CHECK_EQ_INT(cubin_sm(&cubin), 80);
        ct_buf_free(&cubin);
    }
    /* verbose: ptxas' resource report lands in the info log; lineinfo is accepted. */
    ct_buf cubin, log;
    ct_buf_init(&cubin, NULL);
    ct_buf_init(&log, NULL);
    ct_link_input in = {ptx, (size_t)n, "test.ptx"};
    ct_link_options o = {.arch = "sm_80", .opt_level = 3, .lineinfo = 1, .verbose = 1};
    ct_diag d = {0};
    CHECK_EQ_INT(ct_link_ptx(&in, 1, &o, &cubin, &log, &d), CUTILE_SUCCESS);
    ct_buf_byte(&log, 0);
    CHECK_CONTAINS((const char *)log.data, "registers");
    CHECK_CONTAINS((const char *)log.data, PTX_AXPY_NAME);
    ct_buf_free(&cubin);
    ct_buf_free(&log);

    /* Bad options never reach nvJitLink. */
    const char *bad_arch[] = {NULL, "", "sm 80", "-O0", "sm_80;rm", "sm_1234567890123456"};
    for (size_t i = 0; i < CT_ARRAY_LEN(bad_arch); i++) {
        ct_diag e = {0};
        ct_buf_init(&cubin, NULL);
        CHECK_EQ_INT(link_text(ptx, (size_t)n, bad_arch[i], 3, &cubin, NULL, &e),
                     CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK_EQ_INT(cubin.len, 0);
    }
    int bad_opt[] = {-1, 4};
    for (size_t i = 0; i < CT_ARRAY_LEN(bad_opt); i++) {
        ct_diag e = {0};
        CHECK_EQ_INT(link_text(ptx, (size_t)n, "sm_80", bad_opt[i], &cubin, NULL, &e),
                     CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK_CONTAINS(e.msg, "optimization level");
    }
    ct_diag e = {0};
    CHECK_EQ_INT(ct_link_ptx(NULL, 0, &o, &cubin, NULL, &e), CUTILE_ERROR_INVALID_ARGUMENT);
    /* A well-formed name nvJitLink does not know. */
    ct_diag u = {0};
    CHECK_EQ_INT(link_text(ptx, (size_t)n, "sm_99", 3, &cubin, NULL, &u), CUTILE_ERROR_LINK);
    CHECK_CONTAINS(u.msg, "-arch=sm_99");
    CHECK_EQ_INT(cubin.len, 0);
}

/* ptxas' own words reach the caller: in the one-line message and, whole, in the log. */
static void test_errors(void)
{
    char ptx[8192];
    int n = ptx_wgmma_module(ptx, sizeof ptx, "sm_90a");
    ct_buf cubin, log;
    ct_buf_init(&cubin, NULL);
    ct_buf_init(&log, NULL);
    ct_diag d = {0};
    CHECK_EQ_INT(link_text(ptx, (size_t)n, "sm_90a", 3, &cubin, NULL, &d), CUTILE_SUCCESS);
    ct_buf_free(&cubin);

    /* wgmma does not exist on sm_90 (no `a`) nor on sm_100a. */
    const char *no_wgmma[] = {"sm_90", "sm_100a"};
    for (size_t i = 0; i < CT_ARRAY_LEN(no_wgmma); i++) {
        n = ptx_wgmma_module(ptx, sizeof ptx, no_wgmma[i]);
        ct_diag e = {0};
        ct_buf_init(&cubin, NULL);
        CHECK_EQ_INT(link_text(ptx, (size_t)n, no_wgmma[i], 3, &cubin, &log, &e),
                     CUTILE_ERROR_LINK);
        CHECK_CONTAINS(e.msg, "nvJitLinkAddData");
        CHECK_CONTAINS(e.msg, "ERROR_PTX_COMPILE");
        CHECK_CONTAINS(e.msg, "wgmma");
        CHECK(strchr(e.msg, '\n') == NULL);
        CHECK_EQ_INT(cubin.len, 0);
    }
    ct_buf_byte(&log, 0);
    CHECK_CONTAINS((const char *)log.data, "wgmma");

    /* PTX for sm_90a cannot be linked for sm_80. */
    n = ptx_test_module(ptx, sizeof ptx, "sm_90a", 8, 7);
    CHECK(n > 0);
    ct_diag m = {0};
    CHECK_EQ_INT(link_text(ptx, (size_t)n, "sm_80", 3, &cubin, NULL, &m), CUTILE_ERROR_LINK);
    CHECK_EQ_INT(cubin.len, 0);

    /* A syntax error names the line. */
    const char *broken = ".version 8.7\n.target sm_80\n.address_size 64\n"
                         ".visible .entry k() { add.f32 %f1; ret; }\n";
    ct_diag s = {0};
    CHECK_EQ_INT(link_text(broken, strlen(broken), "sm_80", 3, &cubin, NULL, &s),
                 CUTILE_ERROR_LINK);
    CHECK_CONTAINS(s.msg, "line 4");

    /* A .version newer than nvJitLink 13.0 knows. */
    const char *future = ".version 99.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry k() { ret; }\n";
    ct_diag f = {0};
    CHECK_EQ_INT(link_text(future, strlen(future), "sm_80", 3, &cubin, NULL, &f),
                 CUTILE_ERROR_LINK);
    CHECK_CONTAINS(f.msg, "version");

    /* Not PTX at all. */
    const char garbage[] = {0x7f, 'E', 'L', 'F', 0, 1, 2, 3};
    ct_diag g = {0};
    CHECK_EQ_INT(link_text(garbage, sizeof garbage, "sm_80", 3, &cubin, NULL, &g),
                 CUTILE_ERROR_LINK);
    CHECK_EQ_INT(cubin.len, 0);
    ct_buf_free(&cubin);
    ct_buf_free(&log);
}

/* The PTX need not be NUL-terminated: placed flush against an unmapped page, any read past
 * its end would fault. */
static void test_no_terminator(void)
{
    long page = sysconf(_SC_PAGESIZE);
    char *map = mmap(NULL, (size_t)page * 3, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                     -1, 0);
    CHECK(map != MAP_FAILED);
    if (map == MAP_FAILED)
        return;
    CHECK(mprotect(map + 2 * page, (size_t)page, PROT_NONE) == 0);
    char ptx[8192];
    int n = ptx_test_module(ptx, sizeof ptx, "sm_80", 8, 7);
    char *at = map + 2 * page - n;
    memcpy(at, ptx, (size_t)n);
    ct_buf cubin;
    ct_buf_init(&cubin, NULL);
    ct_diag d = {0};
    CHECK_EQ_INT(link_text(at, (size_t)n, "sm_80", 3, &cubin, NULL, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(cubin_sm(&cubin), 80);
    ct_buf_free(&cubin);
    munmap(map, (size_t)page * 3);
}

int main(void)
{
    unsigned major = 0, minor = 0;
    ct_diag d = {0};
    if (ct_link_version(&major, &minor, &d)) {
        printf("SKIPPED: %s\n", d.msg);
        return 77;
    }
    CHECK(major * 100 + minor >= 1208);
    test_targets();
    test_every_target_version();
    test_options();
    test_errors();
    test_no_terminator();
    TEST_MAIN_END();
}
