/* cli_stdout.c — `cutile` commands that print to stdout fail, with a message, when stdout
 * cannot take the output (/dev/full: every write is ENOSPC), and succeed unchanged otherwise.
 * Runs the tool ($CUTILE_BIN) through the shell. */
#include <stdlib.h>
#include <sys/wait.h>

#include "test.h"

static char out[8192];
static char dir[64];

/* Runs `cutile ARGS REDIRECT` in the repository root with its own cache directory; the exit
 * status, stderr (and stdout, unless redirected) in `out`. */
static int run(const char *args, const char *redirect)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "CUTILE_CACHE_DIR=%s/cache %s %s 2>&1 %s", dir,
             getenv("CUTILE_BIN"), args, redirect);
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = 0;
    int status = p ? pclose(p) : -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int main(void)
{
    if (!getenv("CUTILE_BIN")) {
        printf("SKIPPED: CUTILE_BIN is not set (run through ctest)\n");
        return 77;
    }
    snprintf(dir, sizeof dir, "/tmp/ct_cli_stdout_XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    char args[512];
    snprintf(args, sizeof args, "dis test/data/raw_copy_f32.v13_3.cutile > %s/k.mlir", dir);
    CHECK_EQ_INT(run(args, ""), 0);
    /* each with %s standing for the directory */
    static const char *const commands[] = {
        "dis test/data/raw_copy_f32.v13_3.cutile",
        "asm %s/k.mlir -o -",
        "cache list",
        "--version",
    };
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        snprintf(args, sizeof args, commands[i], dir);
        int rc = run(args, "> /dev/full");
        if (rc != 4)
            fprintf(stderr, "  cutile %s > /dev/full: exit %d: %s\n", args, rc, out);
        CHECK_EQ_INT(rc, 4); /* CUTILE_ERROR_IO */
        CHECK_CONTAINS(out, "cannot write to standard output: No space left on device");
        CHECK_EQ_INT(run(args, "> /dev/null"), 0);
        CHECK_EQ_INT(out[0], 0);
    }
    /* asm -o - writes the bytes to stdout: cuTile Python's file, byte for byte */
    snprintf(args, sizeof args, "asm %s/k.mlir -o - | cmp - test/data/raw_copy_f32.v13_3.cutile",
             dir);
    CHECK_EQ_INT(run(args, ""), 0);
    snprintf(args, sizeof args, "rm -rf %s", dir);
    CHECK(system(args) == 0);
    TEST_MAIN_END();
}
