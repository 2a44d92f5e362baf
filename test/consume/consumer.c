/*
 * A program using libcutile_rt as an application would, built by test/consume/run.sh against
 * an installed tree (find_package, pkg-config) and as a subproject (add_subdirectory). Needs no
 * GPU: checks that the header and the library loaded agree on the version, lists the kernels
 * of FILE (a bundled cuTile export) and, given DIR, builds its cache entry for sm_80 there and
 * prints the entry's key (run.sh compares it with the entry `cutile bundle` makes: the shared
 * library and the tool must key a build alike).
 *
 * usage: consumer FILE.cutile [DIR]
 */
#include <stdio.h>
#include <stdlib.h>

#include <cutile_rt.h>

static int fail(cuTileStatus s)
{
    fprintf(stderr, "consumer: %s: %s\n", cuTileGetErrorString(s), cuTileGetLastErrorMessage());
    return 1;
}

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 3) {
        fprintf(stderr, "usage: consumer FILE.cutile [DIR]\n");
        return 2;
    }
    if (cuTileGetVersion() != CUTILE_RT_VERSION) {
        fprintf(stderr, "consumer: header version %d, library %d\n", CUTILE_RT_VERSION,
                cuTileGetVersion());
        return 1;
    }
    FILE *f = fopen(argv[1], "rb");
    static unsigned char bytes[1 << 20];
    size_t size = f ? fread(bytes, 1, sizeof bytes, f) : 0;
    if (f)
        fclose(f);
    if (!size) {
        fprintf(stderr, "consumer: cannot read %s\n", argv[1]);
        return 1;
    }
    cuTileKernelInfo *k = NULL;
    size_t count = 0;
    cuTileStatus s = cuTileBytecodeGetKernels(bytes, size, NULL, &k, &count);
    if (s != CUTILE_SUCCESS)
        return fail(s);
    for (size_t i = 0; i < count; i++)
        printf("consumer: kernel %s (Python %s)\n", k[i].entry_name,
               k[i].python_name ? k[i].python_name : "-");
    cuTileFree(NULL, k);
    if (argc == 3) {
        cuTileCompileOptions o = {sizeof o, "sm_80", 3, 0, -1, -1, -1};
        char key[33];
        s = cuTileCompileToCache(bytes, size, &o, argv[2], key);
        if (s == CUTILE_ERROR_LINK)
            printf("consumer: no entry built (nvJitLink): %s\n", cuTileGetLastErrorMessage());
        else if (s != CUTILE_SUCCESS)
            return fail(s);
        else
            printf("key %s\n", key);
    }
    return 0;
}
