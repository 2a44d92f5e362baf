/* tcgen05_link.c — every matrix-multiply export (the newest version of each in test/data, and
 * every samples/<kernel>/ .cutile file) with the use_tcgen05 knob on, for sm_100a: where the default build
 * multiplies on the tensor cores (mma.sync), the PTX has tcgen05.mma instead — with tensor
 * memory allocated and freed, commits and waits — and no mma.sync; ptxas (inside nvJitLink)
 * accepts it, and the disassembled cubin has UTC*MMA (UTCHMMA: f16/bf16/tf32, UTCQMMA: f8,
 * UTCIMMA: 8-bit integers); the other exports' PTX does not change. Without nvJitLink or a
 * disassembler those parts are skipped, loudly.
 * NOT a run on hardware: the code is checked by the assembler, not executed. */
#include <dirent.h>
#include <stdlib.h>

#include "toolkit/sass.h"
#include "pass/compile.h"
#include "export_test.h"
#include "test.h"

/* Exports whose dots are all below tcgen05's smallest instruction (M = 64): mma.sync stays —
 * the attention exports of 8 and 2 query rows too (dots of 16 rows, lower_dots.c
 * dot_of_few_rows). And bmm_unit_batch_f16, whose 3-D dot (a batch of one) the tcgen05 path
 * leaves to mma.sync (right in the simulator; why it declines was not looked into). */
static const char *const small_m[] = {"sparse_mla_bf16", "sparse_mla_f16", "attention_f16_d64_m8",
                                      "attention_bf16_d128_m2", "bmm_unit_batch_f16", NULL};
/* Exports with a dot of each kind: dk_reuse_bf16's second dot has 32 rows. */
static const char *const mixed[] = {"dk_reuse_bf16", NULL};

static bool listed(const char *const *names, const char *path)
{
    for (; *names; names++)
        if (strstr(path, *names))
            return true;
    return false;
}

/* The PTX for sm_100a with the knob at `tc` (-1: unset); NULL when the compile fails. */
static char *ptx_of(const ct_module *m, int tc, size_t *len)
{
    ct_compile_config cfg = {.opt_level = 3, .knobs = {-1, -1, -1, 0, -1, -1, tc}};
    cfg.target = ct_target_by_name("sm_100a", NULL);
    ct_compile_result res;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_compile(m, &cfg, &res, &d), CUTILE_SUCCESS);
    if (d.status) {
        fprintf(stderr, "%s\n", d.msg);
        return NULL;
    }
    char *p = malloc(res.ptx_len + 1);
    if (p) {
        memcpy(p, res.ptx, res.ptx_len);
        p[res.ptx_len] = 0;
        *len = res.ptx_len;
    }
    ct_compile_result_free(&res);
    return p;
}

static int linked, disassembled;

/* Links the PTX for sm_100a; the SASS must hold UTC*MMA. */
static void link_and_disassemble(const char *ptx, size_t len, const char *what)
{
    unsigned maj, min;
    ct_diag d = {0};
    char tool[512];
    if (ct_link_version(&maj, &min, &d))
        return;
    ct_buf cubin, sass;
    ct_buf_init(&cubin, NULL);
    ct_buf_init(&sass, NULL);
    if (!test_link_export(ptx, len, "sm_100a", what, &cubin)) {
        linked++;
        if (ct_sass_tool(tool, sizeof tool)) {
            CHECK_EQ_INT(ct_sass_disassemble(cubin.data, cubin.len, &sass, &d), CUTILE_SUCCESS);
            ct_buf_byte(&sass, 0); /* a string for strstr (the text has no NUL) */
            const char *s = sass.oom ? "" : (const char *)sass.data;
            bool utc = strstr(s, "UTCHMMA") || strstr(s, "UTCQMMA") || strstr(s, "UTCIMMA");
            if (!utc)
                fprintf(stderr, "%s: no UTC*MMA in the SASS\n", what);
            CHECK(utc);
            disassembled++;
        }
    }
    ct_buf_free(&sass);
    ct_buf_free(&cubin);
}

static int mma_exports;

static void one(const char *path)
{
    ct_module *m = test_load_export(path);
    size_t len0 = 0, len1 = 0;
    char *plain = m ? ptx_of(m, -1, &len0) : NULL;
    if (plain && !strstr(plain, "mma.sync")) { /* no tensor-core dot: the knob changes nothing */
        char *same = ptx_of(m, 1, &len1);
        CHECK(same && len1 == len0 && memcmp(same, plain, len0) == 0);
        free(same);
    } else if (plain) {
        mma_exports++;
        char *tc = ptx_of(m, 1, &len1);
        static const char *const need[] = {
            "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32",
            "tcgen05.relinquish_alloc_permit", "tcgen05.mma.cta_group::1.kind::",
            "tcgen05.commit.cta_group::1.mbarrier::arrive::one", "tcgen05.ld.sync.aligned",
            "tcgen05.wait::ld", "tcgen05.dealloc.cta_group::1.sync.aligned.b32"};
        bool small = listed(small_m, path), mix = listed(mixed, path);
        for (size_t i = 0; tc && i < sizeof need / sizeof need[0]; i++)
            if (!strstr(tc, need[i]) != small) {
                fprintf(stderr, "%s: %s %s\n", path, need[i], small ? "found" : "missing");
                CHECK(!"tcgen05 text");
            }
        CHECK(tc && (strstr(tc, "mma.sync") != NULL) == (small || mix));
        if (tc && !small)
            link_and_disassemble(tc, len1, path);
        free(tc);
    }
    free(plain);
    ct_module_free(m);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The .cutile files of dir, sorted; with `newest`, of each NAME.v13_X only the highest X. */
static size_t list(const char *dir, bool newest, char **out, size_t max)
{
    DIR *d = opendir(dir);
    size_t n = 0;
    CHECK(d != NULL);
    for (struct dirent *de; d && (de = readdir(d)) && n < max;) {
        size_t l = strlen(de->d_name);
        if (l > 7 && strcmp(de->d_name + l - 7, ".cutile") == 0 &&
            (out[n] = malloc(strlen(dir) + l + 2)))
            sprintf(out[n++], "%s/%s", dir, de->d_name);
    }
    if (d)
        closedir(d);
    qsort(out, n, sizeof *out, by_name);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const char *v = strstr(out[i], ".v13_"); /* "…/NAME.v": the next one is newer */
        if (newest && v && i + 1 < n && strncmp(out[i], out[i + 1], (size_t)(v - out[i]) + 2) == 0)
            free(out[i]);
        else
            out[k++] = out[i];
    }
    return k;
}

int main(int argc, char **argv)
{
    test_shard_args(argc, argv);
    static char *files[1024], *dirs[64];
    size_t n = list("test/data", true, files, 512), nd = 0;
    DIR *d = opendir("samples");
    CHECK(d != NULL);
    for (struct dirent *de; d && (de = readdir(d)) && nd < 64;)
        if (de->d_name[0] != '.' && (dirs[nd] = malloc(strlen(de->d_name) + 9)))
            sprintf(dirs[nd++], "samples/%s", de->d_name);
    if (d)
        closedir(d);
    for (size_t i = 0; i < nd; i++) {
        DIR *sub = opendir(dirs[i]); /* the sample folders, not their files */
        if (sub && (closedir(sub), 1))
            n += list(dirs[i], false, files + n, 1024 - n);
        free(dirs[i]);
    }
    for (size_t i = 0; i < n; i++) {
        if (test_shard_take())
            one(files[i]);
        free(files[i]);
    }
    printf("%d matrix-multiply exports; %d linked with nvJitLink, %d disassembled\n", mma_exports,
           linked, disassembled);
    if (!linked)
        printf("SKIPPED link and SASS: no nvJitLink\n");
    else if (!disassembled)
        printf("SKIPPED SASS check: no nvdisasm\n");
    TEST_MAIN_END();
}
