/*
 * `cutile bundle` and `cutile kernels` — what an application prepares at build time, with no
 * GPU: the public API's offline calls (cuTileCompileToCache, cuTileBytecodeGetKernels) from
 * the command line.
 *
 *   cutile bundle -o DIR --gpu-name sm_XX [--gpu-name sm_YY …] [-O0…-O3] [--lineinfo] FILE…
 *       builds the kernel-cache entry of every FILE for every target into DIR, a read-only
 *       cache for CUTILE_CACHE_PATH (or cuTileContextOptions.cache_read_path): a load of the
 *       same bytes with the same settings by the libcutile_rt of this build then compiles
 *       nothing. Knobs come from the environment, as for a load (`cutile compile
 *       --list-knobs`). DIR is left mode 0755 and its entries 0644, so that it can be
 *       installed for other users (a cache directory must not be writable by them).
 *   cutile kernels FILE
 *       one line per kernel: the Python function's name ("-" when unknown), the entry name
 *       and the parameters.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tools/cli.h"

#define MAX_TARGETS 16

typedef struct bundle_args {
    const char *dir;
    const char *targets[MAX_TARGETS];
    int ntargets;
    cuTileCompileOptions o;
    char **files; /* argc slots */
    int nfiles;
} bundle_args;

static int parse_bundle(int argc, char **argv, bundle_args *a)
{
    for (int i = 0; i < argc; i++) {
        const char *s = argv[i];
        int has_value = i + 1 < argc;
        if (strcmp(s, "-o") == 0 && has_value)
            a->dir = argv[++i];
        else if (strcmp(s, "--gpu-name") == 0 && has_value) {
            if (a->ntargets == MAX_TARGETS)
                return cli_usage("bundle: at most 16 --gpu-name");
            a->targets[a->ntargets++] = argv[++i];
        } else if (s[0] == '-' && s[1] == 'O' && s[2] >= '0' && s[2] <= '3' && !s[3])
            a->o.opt_level = s[2] - '0';
        else if (strcmp(s, "--lineinfo") == 0)
            a->o.lineinfo = 1;
        else if (s[0] == '-')
            return cli_usage("bundle: unknown or incomplete argument %s", s);
        else
            a->files[a->nfiles++] = argv[i];
    }
    if (!a->dir || !a->ntargets || !a->nfiles)
        return cli_usage("bundle needs -o DIR, --gpu-name sm_XX and at least one FILE");
    return 0;
}

/* Every target's entry of one file; the first failure in d. */
static void bundle_file(bundle_args *a, const char *file, int *entries, ct_diag *d)
{
    uint8_t *bytes = NULL;
    size_t size = 0;
    if (cli_read_file(file, &bytes, &size, d))
        return;
    for (int t = 0; t < a->ntargets && !d->status; t++) {
        char key[33];
        a->o.gpu_name = a->targets[t];
        cuTileStatus s = cuTileCompileToCache(bytes, size, &a->o, a->dir, key);
        if (s) {
            ct_diag_set(d, s, "%s for %s: %s", file, a->targets[t], cuTileGetLastErrorMessage());
        } else {
            printf("%s/%s.entry  %-8s %s\n", a->dir, key, a->targets[t], file);
            (*entries)++;
        }
    }
    free(bytes);
}

/* Entries readable by all, the directory writable by its owner only; the lock file of the
 * builds is not part of a bundle. */
static void make_shippable(const char *dir)
{
    char path[4096];
    chmod(dir, 0755);
    DIR *d = opendir(dir);
    for (struct dirent *e = d ? readdir(d) : NULL; e; e = readdir(d)) {
        size_t n = strlen(e->d_name);
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (n > 6 && strcmp(e->d_name + n - 6, ".entry") == 0)
            chmod(path, 0644);
        else if (strcmp(e->d_name, ".lock") == 0)
            unlink(path);
    }
    if (d)
        closedir(d);
}

int cli_bundle(int argc, char **argv)
{
    bundle_args a = {.o = {sizeof(cuTileCompileOptions), NULL, 3, 0, -1, -1, -1},
                     .files = calloc((size_t)argc + 1, sizeof(char *))};
    if (!a.files)
        return CUTILE_ERROR_OUT_OF_MEMORY;
    int rc = parse_bundle(argc, argv, &a), entries = 0;
    ct_diag d = {0};
    cuTileSetLogCallback(cli_log, (void *)(intptr_t)CUTILE_LOG_WARNING);
    for (int f = 0; !rc && f < a.nfiles && !d.status; f++)
        bundle_file(&a, a.files[f], &entries, &d);
    free(a.files);
    if (rc || d.status)
        return rc ? rc : cli_fail(&d);
    make_shippable(a.dir);
    printf("bundle %s: %d entries; a load finds them with CUTILE_CACHE_PATH=%s\n", a.dir,
           entries, a.dir);
    return fflush(stdout) == 0 ? 0 : CUTILE_ERROR_IO;
}

int cli_kernels(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage("kernels takes one FILE");
    ct_diag d = {0};
    uint8_t *bytes = NULL;
    size_t size = 0, count = 0;
    cuTileKernelInfo *k = NULL;
    if (cli_read_file(argv[0], &bytes, &size, &d))
        return cli_fail(&d);
    cuTileStatus s = cuTileBytecodeGetKernels(bytes, size, NULL, &k, &count);
    free(bytes);
    if (s) {
        ct_diag_set(&d, s, "%s: %s", argv[0], cuTileGetLastErrorMessage());
        return cli_fail(&d);
    }
    for (size_t i = 0; i < count; i++)
        printf("%s  %s  %s\n", k[i].python_name ? k[i].python_name : "-", k[i].entry_name,
               k[i].signature);
    cuTileFree(NULL, k);
    return fflush(stdout) == 0 ? 0 : CUTILE_ERROR_IO;
}
