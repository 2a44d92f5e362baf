/* bc_read.c — how long ct_bc_read takes per file: the median (and minimum) of many timed reads of
 * every .cutile / .tileirbc file in the given directories (default: test/data and the loadable
 * fixtures), printed as a table sorted by size. Run from the repository root. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bytecode/bytecode.h"

enum { ITERS = 1001 };

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct row {
    char name[128];
    size_t size;
    double median_us, min_us;
} row;

static int cmp_row(const void *a, const void *b)
{
    const row *x = a, *y = b;
    return (x->size > y->size) - (x->size < y->size);
}

static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *p = malloc(len > 0 ? (size_t)len : 1);
    if (p && len > 0 && fread(p, 1, (size_t)len, f) != (size_t)len) {
        free(p);
        p = NULL;
    }
    fclose(f);
    *n = len > 0 ? (size_t)len : 0;
    return p;
}

/* Times one file; 0 if it does not read. */
static int bench_file(const char *path, const char *name, row *r)
{
    size_t n;
    unsigned char *p = slurp(path, &n);
    if (!p)
        return 0;
    static double t[ITERS];
    int ok = 1;
    for (int i = 0; i < ITERS && ok; i++) {
        ct_module *m = NULL;
        ct_diag d = {0};
        double t0 = now_us();
        ok = ct_bc_read(p, n, NULL, &m, &d) == CUTILE_SUCCESS;
        ct_module_free(m);
        t[i] = now_us() - t0;
    }
    free(p);
    if (!ok)
        return 0;
    qsort(t, ITERS, sizeof t[0], cmp_double);
    snprintf(r->name, sizeof r->name, "%s", name);
    r->size = n;
    r->median_us = t[ITERS / 2];
    r->min_us = t[0];
    return 1;
}

static int has_suffix(const char *s, const char *suf)
{
    size_t l = strlen(s), k = strlen(suf);
    return l >= k && strcmp(s + l - k, suf) == 0;
}

int main(int argc, char **argv)
{
    static const char *const defaults[] = {"test/data",
                                           "test/fixtures/cuda-tile/versioning/Inputs/13.1"};
    const char *const *dirs = argc > 1 ? (const char *const *)argv + 1 : defaults;
    int ndirs = argc > 1 ? argc - 1 : 2;
    row *rows = NULL;
    int nrows = 0, cap = 0;
    for (int k = 0; k < ndirs; k++) {
        DIR *dp = opendir(dirs[k]);
        if (!dp) {
            fprintf(stderr, "cannot open %s\n", dirs[k]);
            continue;
        }
        struct dirent *e;
        while ((e = readdir(dp))) {
            if (!has_suffix(e->d_name, ".cutile") && !has_suffix(e->d_name, ".tileirbc"))
                continue;
            char path[1024];
            snprintf(path, sizeof path, "%s/%s", dirs[k], e->d_name);
            if (nrows == cap) {
                cap = cap ? 2 * cap : 64;
                rows = realloc(rows, (size_t)cap * sizeof *rows);
            }
            nrows += bench_file(path, e->d_name, &rows[nrows]);
        }
        closedir(dp);
    }
    qsort(rows, (size_t)nrows, sizeof *rows, cmp_row);
    printf("%-44s %7s %11s %9s %8s\n", "file (reads that succeed)", "bytes", "median us", "min us",
           "MB/s");
    for (int i = 0; i < nrows; i++)
        printf("%-44s %7zu %11.2f %9.2f %8.1f\n", rows[i].name, rows[i].size, rows[i].median_us,
               rows[i].min_us, rows[i].size / rows[i].median_us);
    printf("%d files, %d timed reads each\n", nrows, ITERS);
    free(rows);
    return 0;
}
