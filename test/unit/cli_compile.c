/* cli_compile.c — `cutile compile` run as a program: hand-written PTX linked for sm_80, sm_90a
 * and sm_120a (no GPU needed), a real cuTile export compiled (or refused with the compiler's
 * own error while it cannot lower it), and bad arguments. Skips (77) without nvJitLink. */
#include <stdint.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "toolkit/jitlink.h"
#include "ptx_kernels.h"
#include "test.h"

static char out[16384];
static char dir[64];

/* Runs `cutile compile ARGS` with the environment prefix ENV ("" for none); returns the exit
 * status, output in `out`. */
static int cli_env(const char *env, const char *args)
{
    char cmd[2048];
    /* LSAN_OPTIONS: nvJitLink's own leftovers are not ours (see test/unit/link.c). */
    snprintf(cmd, sizeof cmd,
             "env -u CUTILE_PREFER_TMA -u TILEIR_PREFER_TMA_FOR_LOAD_STORE "
             "LSAN_OPTIONS=suppressions=%s/lsan.supp:print_suppressions=0 "
             "CUTILE_CACHE_DIR=%s/cache %s %s compile %s 2>&1", /* not the user's cache */
             dir, dir, env, getenv("CUTILE_BIN"), args);
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = 0;
    int status = p ? pclose(p) : -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int cli(const char *args) { return cli_env("", args); }

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* The SM number in a cubin's ELF header (see test/unit/link.c), -1 if not a CUDA ELF. */
static int file_sm(const char *path)
{
    size_t n = 0;
    unsigned char *p = test_read_file(path, &n);
    int sm = -1;
    if (p && n >= 64 && memcmp(p, "\x7f" "ELF", 4) == 0 && (p[18] | p[19] << 8) == 190) {
        uint32_t flags = (uint32_t)p[48] | (uint32_t)p[49] << 8 | (uint32_t)p[50] << 16 |
                         (uint32_t)p[51] << 24;
        sm = p[8] >= 8 ? (int)(flags >> 8 & 0xff) : (int)(flags & 0xff);
    }
    free(p);
    return sm;
}

static void test_link_ptx(void)
{
    static const struct {
        const char *gpu;
        int sm;
    } cases[] = {{"sm_80", 80}, {"sm_90a", 90}, {"120a", 120}};
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        const char *target = cases[i].gpu[0] == 's' ? cases[i].gpu : "sm_120a";
        char ptx[8192], in[128], cubin[128], args[512];
        CHECK(ptx_test_module(ptx, sizeof ptx, target, 8, 7) > 0);
        snprintf(in, sizeof in, "%s/k_%zu.ptx", dir, i);
        snprintf(cubin, sizeof cubin, "%s/k_%zu.cubin", dir, i);
        write_text(in, ptx);
        snprintf(args, sizeof args, "--gpu-name %s %s -o %s", cases[i].gpu, in, cubin);
        CHECK_EQ_INT(cli(args), 0);
        CHECK_EQ_INT(out[0], 0); /* silent on success */
        CHECK_EQ_INT(file_sm(cubin), cases[i].sm);
    }
    /* Options reach nvJitLink. */
    char args[512];
    snprintf(args, sizeof args, "--gpu-name sm_80 %s/k_0.ptx -O0 --lineinfo --emit cubin -o %s/o0.cubin",
             dir, dir);
    CHECK_EQ_INT(cli(args), 0);
    snprintf(args, sizeof args, "%s/o0.cubin", dir);
    CHECK_EQ_INT(file_sm(args), 80);

    /* PTX for sm_90a linked for sm_80: nvJitLink's error, exit status ERROR_LINK. */
    snprintf(args, sizeof args, "--gpu-name sm_80 %s/k_1.ptx -o %s/bad.cubin", dir, dir);
    CHECK_EQ_INT(cli(args), CUTILE_ERROR_LINK);
    CHECK_CONTAINS(out, "cutile: nvJitLink failed: nvJitLinkAddData (sm_80)");
    CHECK_CONTAINS(out, "ptxas");
    snprintf(args, sizeof args, "%s/bad.cubin", dir);
    CHECK(access(args, F_OK) != 0); /* nothing written */

    /* A syntax error. */
    char broken[128];
    snprintf(broken, sizeof broken, "%s/broken.ptx", dir);
    write_text(broken, ".version 8.7\n.target sm_80\n.address_size 64\n.visible .entry k( {\n");
    snprintf(args, sizeof args, "--gpu-name sm_80 %s -o %s/x.cubin", broken, dir);
    CHECK_EQ_INT(cli(args), CUTILE_ERROR_LINK);
    CHECK_CONTAINS(out, "line 4");

    /* PTX cannot be emitted from PTX. */
    snprintf(args, sizeof args, "--gpu-name sm_80 %s/k_0.ptx --emit ptx -o %s/x.ptx", dir, dir);
    CHECK_EQ_INT(cli(args), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(out, "is PTX already");
}

/* A real cuTile export: compiled to a cubin for the target, or — while the compiler cannot
 * lower it yet — refused with its NOT_SUPPORTED error and no output file. */
static void test_bytecode(void)
{
    char args[512], cubin[128];
    snprintf(cubin, sizeof cubin, "%s/vec_add.cubin", dir);
    snprintf(args, sizeof args, "--gpu-name sm_90a test/data/vec_add_1d_f32.v13_3.cutile -o %s",
             cubin);
    int rc = cli(args);
    if (rc == 0) {
        CHECK_EQ_INT(file_sm(cubin), 90);
    } else {
        CHECK_EQ_INT(rc, CUTILE_ERROR_NOT_SUPPORTED);
        CHECK_CONTAINS(out, "cutile: not supported yet: ");
        CHECK(access(cubin, F_OK) != 0);
    }
    /* A malformed knob in the environment, under either name. */
    snprintf(args, sizeof args, "--gpu-name sm_90a test/data/vec_add_1d_f32.v13_3.cutile -o %s",
             cubin);
    CHECK_EQ_INT(cli_env("TILEIR_PREFER_TMA_FOR_LOAD_STORE=yes", args),
                 CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(out, "TILEIR_PREFER_TMA_FOR_LOAD_STORE=yes: expected 0 or 1");
    CHECK_EQ_INT(cli_env("CUTILE_PREFER_TMA=2 TILEIR_PREFER_TMA_FOR_LOAD_STORE=1", args),
                 CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(out, "CUTILE_PREFER_TMA=2");

    /* A file that is not bytecode: the reader's error. */
    snprintf(args, sizeof args, "--gpu-name sm_90a %s/k_0.ptx.txt -o %s/y.cubin", dir, dir);
    CHECK_EQ_INT(cli(args), CUTILE_ERROR_IO);
    CHECK_CONTAINS(out, "cannot open");
    snprintf(args, sizeof args, "--gpu-name sm_90a test/unit/ptx_kernels.h -o %s/y.cubin", dir);
    CHECK_EQ_INT(cli(args), CUTILE_ERROR_BAD_MAGIC);
}

static void test_bad_arguments(void)
{
    const char *usage[] = {
        "",                                          /* nothing */
        "test/data/vec_add_1d_f32.v13_3.cutile -o x", /* no --gpu-name */
        "--gpu-name sm_80 -o x",                     /* no FILE */
        "--gpu-name sm_80 a.ptx",                    /* no -o */
        "--gpu-name sm_80 a.ptx b.ptx -o x",         /* two files */
        "--gpu-name sm_80 a.ptx -o x --emit asm",    /* unknown emit */
        "--gpu-name sm_80 a.ptx -o x -O4",
        "--gpu-name sm_80 a.ptx -o x --bogus",
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(usage); i++) {
        CHECK_EQ_INT(cli(usage[i]), CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK_CONTAINS(out, "usage:");
    }
    CHECK_EQ_INT(cli("--gpu-name sm_75 a.ptx -o x"), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(out, "unknown GPU target 'sm_75'");
}

int main(void)
{
    if (!getenv("CUTILE_BIN")) {
        printf("SKIPPED: CUTILE_BIN (the cutile binary) is not set; run through ctest\n");
        return 77;
    }
    unsigned major, minor;
    ct_diag d = {0};
    if (ct_link_version(&major, &minor, &d)) {
        printf("SKIPPED: %s\n", d.msg);
        return 77;
    }
    snprintf(dir, sizeof dir, "/tmp/cutile_cli_compile_XXXXXX");
    CHECK(mkdtemp(dir) != NULL);
    char supp[128];
    snprintf(supp, sizeof supp, "%s/lsan.supp", dir);
    write_text(supp, "leak:libnvJitLink.so\n");
    test_link_ptx();
    test_bytecode();
    test_bad_arguments();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_EQ_INT(system(cmd), 0);
    TEST_MAIN_END();
}
