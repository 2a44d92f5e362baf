/* cli_usage.c — the `cutile` tool's help, usage and messages, run as a program: `cutile`,
 * `cutile help` and `cutile --help` name every command and every flag the tool's sources
 * accept (the flags are read from the C files of tools/, so a new one missing from the help fails here);
 * errors name the bad argument, give the OS's reason for files (strerror here) and offsets in
 * hex; `verify` says what it checked; `kernels` lists Python names; `bundle` builds a
 * read-only cache that a later compile finds (skipped, 77, without nvJitLink, after the rest). */
#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "toolkit/jitlink.h"
#include "test.h"

static char out[65536];
static char dir[64];

/* Runs `ENV cutile ARGS`, stdout and stderr into `out` (or stdout alone with only_stdout);
 * returns the exit status. Caches go to the test's directory, never the user's. */
static int run_cli(const char *env, const char *args, int only_stdout)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "env -u CUTILE_CACHE_PATH LSAN_OPTIONS=suppressions=%s/lsan.supp:print_suppressions=0 "
             "CUTILE_CACHE_DIR=%s/cache %s %s %s %s",
             dir, dir, env, getenv("CUTILE_BIN"), args, only_stdout ? "2>/dev/null" : "2>&1");
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = 0;
    int status = p ? pclose(p) : -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int cli(const char *args) { return run_cli("", args, 0); }

/* Every command, and every flag literal of the C files of tools/, in the help. */
static void test_help_lists_everything(void)
{
    static const char *const commands[] = {"dis FILE", "asm FILE.mlir",
                                           "verify [--stage tile|mem|sched] FILE", "kernels FILE",
                                           "compile --gpu-name", "bundle -o DIR",
                                           "cache path | list | stats | verify | prune",
                                           "clear", "lower FILE", "help, --help", "--version",
                                           "CUTILE_WGMMA", "CUTILE_CACHE_DIR", "CUTILE_DUMP_DIR",
                                           "CUTILE_CUDA_MATH", "TILEIR_"};
    static const char *const ways[] = {"help", "--help", ""};
    char flags[4096] = "";
    char cmd[512];
    snprintf(cmd, sizeof cmd,
             "grep -oh '\"-[-a-zA-Z][-a-z]*' %s/tools/*.c | tr -d '\"' | sort -u | tr '\\n' ' '",
             getenv("CUTILE_SOURCE_DIR"));
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(flags, 1, sizeof flags - 1, p) : 0;
    flags[n] = 0;
    if (p)
        pclose(p);
    CHECK(strstr(flags, "--emit") != NULL); /* the scan found the flags */
    for (size_t w = 0; w < sizeof ways / sizeof ways[0]; w++) {
        int rc = run_cli("", ways[w], w < 2);
        CHECK_EQ_INT(rc, w < 2 ? 0 : CUTILE_ERROR_INVALID_ARGUMENT);
        for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
            CHECK_CONTAINS(out, commands[i]);
        char copy[4096];
        snprintf(copy, sizeof copy, "%s", flags);
        for (char *save, *f = strtok_r(copy, " ", &save); f; f = strtok_r(NULL, " ", &save))
            CHECK_CONTAINS(out, f);
    }
}

static const struct {
    const char *args;
    int rc;
    const char *says;
} messages[] = {
    {"frobnicate", CUTILE_ERROR_INVALID_ARGUMENT, "unknown command frobnicate"},
    {"compile --gpu-name sm_80 --emit foo x.cutile", CUTILE_ERROR_INVALID_ARGUMENT,
     "--emit foo: expected tile, mem, sched, ptx, cubin or sass"},
    {"compile --gpu-name sm_80 --num-warps 3 x.cutile", CUTILE_ERROR_INVALID_ARGUMENT,
     "--num-warps 3: expected 1, 2, 4, 8, 16 or 32"},
    {"compile --gpu-name sm_80 --frob x.cutile", CUTILE_ERROR_INVALID_ARGUMENT,
     "unknown argument --frob"},
    {"compile x.cutile --gpu-name", CUTILE_ERROR_INVALID_ARGUMENT, "--gpu-name needs a value"},
    {"compile --gpu-name sm_80 a.cutile b.cutile", CUTILE_ERROR_INVALID_ARGUMENT,
     "a second FILE b.cutile"},
    {"asm x.mlir -o y --bytecode-version 12.9", CUTILE_ERROR_INVALID_ARGUMENT,
     "--bytecode-version 12.9"},
    {"asm x.mlir -o y --frob", CUTILE_ERROR_INVALID_ARGUMENT, "argument --frob"},
    {"bundle -o d --gpu-name sm_80 --frob x", CUTILE_ERROR_INVALID_ARGUMENT, "argument --frob"},
    {"bundle --gpu-name sm_80 x", CUTILE_ERROR_INVALID_ARGUMENT, "bundle needs -o DIR"},
    {"verify --stage ptx x.mlir", CUTILE_ERROR_INVALID_ARGUMENT,
     "verify: --stage ptx: expected tile, mem or sched"},
    {"verify a.mlir b.mlir", CUTILE_ERROR_INVALID_ARGUMENT, "verify: unexpected argument b.mlir"},
    {"verify test/lit/version.mlir", 0,
     "test/lit/version.mlir: valid: text form of bytecode 13."},
    {"verify test/data/vec_add_1d_f32.v13_3.cutile", 0,
     "vec_add_1d_f32.v13_3.cutile: valid: bytecode 13.3 read, every section; verified "
     "functions 1 (kernels 1), ops "},
    {"kernels test/data/convert_ftoi.v13_4.cutile", 0,
     "convert  convert_Kt1_A1f32_1i16t1_p16_A1u8_1i16t1_p16_I256  (tile<ptr<f32>>"},
    {"kernels test/fixtures/cuda-tile/versioning/Inputs/13.1/print-op-13.1.tileirbc", 0,
     "-  mutated_kernel  ("},
    /* the header's offset, in hex (the file is NVIDIA's: a bad section id) */
    {"verify test/fixtures/cuda-tile/invalid/invalid_section_id.tileirbc",
     CUTILE_ERROR_BAD_SECTION, ", offset 0x"},
};

static void test_messages(void)
{
    for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++) {
        CHECK_EQ_INT(cli(messages[i].args), messages[i].rc);
        CHECK_CONTAINS(out, messages[i].says);
    }
    /* files: the OS's reason, as strerror gives it */
    char want[256];
    snprintf(want, sizeof want, "cannot open /nonexistent/x.cutile: %s", strerror(ENOENT));
    CHECK_EQ_INT(cli("verify /nonexistent/x.cutile"), CUTILE_ERROR_IO);
    CHECK_CONTAINS(out, want);
    snprintf(want, sizeof want, "cannot create /nonexistent/y.cutile: %s", strerror(ENOENT));
    CHECK_EQ_INT(cli("asm test/lit/vec_add_roundtrip.mlir -o /nonexistent/y.cutile"),
                 CUTILE_ERROR_IO);
    CHECK_CONTAINS(out, want);
}

/* Two files for two targets; the bundle then serves a compile from a fresh cache. */
static void test_bundle(void)
{
    char args[512], entry[256];
    snprintf(args, sizeof args,
             "bundle -o %s/bundle --gpu-name sm_80 --gpu-name sm_90a "
             "test/data/vec_add_1d_f32.v13_3.cutile test/data/col_sum_f32.v13_4.cutile", dir);
    CHECK_EQ_INT(cli(args), 0);
    CHECK_CONTAINS(out, "4 entries; a load finds them with CUTILE_CACHE_PATH=");
    int entries = 0;
    for (char *line = strtok(out, "\n"); line; line = strtok(NULL, "\n")) {
        struct stat st;
        if (sscanf(line, "%255s", entry) == 1 && strstr(entry, ".entry") &&
            stat(entry, &st) == 0) {
            CHECK_EQ_INT(st.st_mode & 0777, 0644);
            entries++;
        }
    }
    CHECK_EQ_INT(entries, 4);
    struct stat st;
    snprintf(entry, sizeof entry, "%s/bundle", dir);
    CHECK(stat(entry, &st) == 0 && (st.st_mode & 0777) == 0755);
    snprintf(entry, sizeof entry, "%s/bundle/.lock", dir);
    CHECK(access(entry, F_OK) != 0);
    /* a fresh writable cache, the bundle read-only: found there, nothing compiled */
    char env[256];
    snprintf(env, sizeof env, "CUTILE_CACHE_PATH=%s/bundle", dir);
    snprintf(args, sizeof args,
             "compile -v --gpu-name sm_90a test/data/col_sum_f32.v13_4.cutile -o %s/x.cubin", dir);
    CHECK_EQ_INT(run_cli(env, args, 0), 0);
    CHECK_CONTAINS(out, "found in a read-only directory");
    CHECK(!strstr(out, "compiled in"));
}

int main(void)
{
    if (!getenv("CUTILE_BIN") || !getenv("CUTILE_SOURCE_DIR")) {
        printf("SKIPPED: CUTILE_BIN and CUTILE_SOURCE_DIR are not set; run through ctest\n");
        return 77;
    }
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cutile_cli_usage_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    char supp[128];
    snprintf(supp, sizeof supp, "%s/lsan.supp", dir);
    FILE *f = fopen(supp, "w");
    if (f) {
        fputs("leak:libnvJitLink.so\nleak:libnvrtc.so\n", f);
        fclose(f);
    }
    test_help_lists_everything();
    test_messages();
    unsigned major, minor;
    ct_diag d = {0};
    int skip = ct_link_version(&major, &minor, &d) != CUTILE_SUCCESS;
    if (skip)
        printf("SKIPPED: `cutile bundle` not tested: %s\n", d.msg);
    else
        test_bundle();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_EQ_INT(system(cmd), 0);
    if (skip && !ct_test_failures)
        return 77;
    TEST_MAIN_END();
}
