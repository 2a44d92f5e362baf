/* file.h — a whole file into memory, for the CPU benchmarks. */
#ifndef CT_BENCH_FILE_H
#define CT_BENCH_FILE_H

#include <stdio.h>
#include <stdlib.h>

/* The bytes of `path` (malloc'd; *n their count), or NULL when it cannot be read. */
static inline unsigned char *bench_read_file(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    unsigned char *p = NULL, *q;
    size_t cap = 0;
    *n = 0;
    for (;;) {
        if (*n == cap) {
            if (!(q = realloc(p, cap = cap ? 2 * cap : 65536))) {
                free(p), fclose(f);
                return NULL;
            }
            p = q;
        }
        size_t got = fread(p + *n, 1, cap - *n, f);
        if (!got)
            break;
        *n += got;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad)
        free(p), p = NULL;
    return p;
}

#endif
