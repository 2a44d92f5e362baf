/*
 * The vector-add sample: loads vector_add.cutile (exported by kernels.py), launches it over a
 * ragged length on the current GPU, checks c = a + b against the CPU and prints the result.
 * On a machine without a GPU it verifies the bytecode, prints the kernel in the text form and
 * says the launch was skipped.
 *
 * usage: vector_add [FILE.cutile] [N]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cutile_rt.h"

#define TILE 1024

static unsigned char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    unsigned char *buf = NULL;
    size_t cap = 0, len = 0, n;
    do {
        if (len == cap) {
            unsigned char *p = realloc(buf, cap = cap ? 2 * cap : 4096);
            if (!p) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = p;
        }
        n = fread(buf + len, 1, cap - len, f);
        len += n;
    } while (n > 0);
    fclose(f);
    *size = len;
    return buf;
}

static int fail(const char *what, cuTileStatus s)
{
    fprintf(stderr, "vector_add: %s: %s: %s\n", what, cuTileGetErrorString(s),
            cuTileGetLastErrorMessage());
    return 1;
}

/* The GPU part; returns 0 if it ran and checked, 2 if there is no GPU, 1 on failure. */
int run_on_gpu(const unsigned char *bytes, size_t size, long n);

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "samples/vector_add/vector_add.cutile";
    long n = argc > 2 ? strtol(argv[2], NULL, 10) : 1000003; /* not a multiple of TILE */
    size_t size = 0;
    unsigned char *bytes = read_file(path, &size);
    if (!bytes) {
        fprintf(stderr, "vector_add: cannot read %s\n", path);
        return 1;
    }
    cuTileStatus s = cuTileBytecodeVerify(bytes, size);
    if (s) {
        free(bytes);
        return fail("verify", s);
    }
    char *text = NULL;
    if ((s = cuTileBytecodeToText(bytes, size, NULL, &text, NULL))) {
        free(bytes);
        return fail("print", s);
    }
    printf("%s: %zu bytes, verified\n%s\n", path, size, text);
    cuTileFree(NULL, text);

    int rc = run_on_gpu(bytes, size, n);
    free(bytes);
    if (rc == 2)
        printf("no CUDA device: launch skipped\n");
    return rc == 2 ? 0 : rc;
}
